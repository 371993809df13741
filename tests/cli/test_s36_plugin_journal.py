"""The pytest plugin ran evals with a ``$ARENA_EXECUTION_JOURNAL`` that cannot be appended to
(its folder missing): every approved eval then failed at its booking ('book_room crashed:
FileNotFoundError'), its model calls spent, where ``arena run`` refuses it before any run
(6de053bc). Once an eval is collected the plugin now refuses it as a usage error, one line naming
the variable and the fix, no eval run; a pytest run that collects no eval is left alone."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest_plugins = ["pytester"]

EVAL = """
def test_approve(arena_driver):
    t = arena_driver
    t.send("Book a meeting room for 6 people on Tuesday.")
    t.respond(t.require_input_request(), option="approve")
    t.called_tool("book_room", status="ok", times=1)
"""
PLAIN = """
def test_plain():
    assert True
"""


def test_an_unwritable_journal_is_refused_before_any_eval(
    pytester: pytest.Pytester, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    journal = tmp_path / "missing" / "journal.jsonl"
    monkeypatch.setenv("ARENA_EXECUTION_JOURNAL", str(journal))
    pytester.makepyfile(test_eval=EVAL)
    result = pytester.runpytest_inprocess("-p", "arena", "-p", "no:cacheprovider")
    assert result.ret == pytest.ExitCode.USAGE_ERROR, result.stdout.str()
    said = [line for line in result.stderr.lines if line.strip()]
    assert said == [
        f"ERROR: ARENA_EXECUTION_JOURNAL={journal} cannot be appended to: No such file or "
        "directory [ENOENT]; each booking writes a line there, so every run would fail: point it "
        "at a file this user can write in a folder that exists, or unset it"
    ], said
    assert "passed" not in result.stdout.str() and "failed" not in result.stdout.str()
    assert "Traceback" not in result.stdout.str() + result.stderr.str()


def test_a_run_without_an_eval_is_not_refused(
    pytester: pytest.Pytester, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("ARENA_EXECUTION_JOURNAL", str(tmp_path / "missing" / "journal.jsonl"))
    pytester.makepyfile(test_plain=PLAIN)
    result = pytester.runpytest_inprocess("-p", "arena", "-p", "no:cacheprovider")
    result.assert_outcomes(passed=1)


def test_a_writable_journal_gets_the_booking(
    pytester: pytest.Pytester, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    journal = tmp_path / "journal.jsonl"
    monkeypatch.setenv("ARENA_EXECUTION_JOURNAL", str(journal))
    pytester.makepyfile(test_eval=EVAL)
    result = pytester.runpytest_inprocess("-p", "arena", "-p", "no:cacheprovider")
    result.assert_outcomes(passed=1)
    assert '"book_room"' in journal.read_text()


def test_under_xdist_each_eval_is_refused_at_setup(
    pytester: pytest.Pytester, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A usage error raised in an xdist worker's collection is pytest's INTERNALERROR, a
    traceback (``pytest -n 2``): there each eval errors at setup with the one line instead. An
    xdist worker is a session whose config has ``workerinput``, as this conftest's has."""
    journal = tmp_path / "missing" / "journal.jsonl"
    monkeypatch.setenv("ARENA_EXECUTION_JOURNAL", str(journal))
    pytester.makeconftest("def pytest_configure(config):\n    config.workerinput = {}\n")
    pytester.makepyfile(test_eval=EVAL)
    result = pytester.runpytest_inprocess("-p", "arena", "-p", "no:cacheprovider")
    out = result.stdout.str() + result.stderr.str()
    assert "INTERNALERROR" not in out and "Traceback" not in out, out
    assert result.ret == pytest.ExitCode.TESTS_FAILED, out
    assert "ERROR at setup of test_approve[vanilla]" in out, out
    assert f"\nARENA_EXECUTION_JOURNAL={journal} cannot be appended to: " in out, out
