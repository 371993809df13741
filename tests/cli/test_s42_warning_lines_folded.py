"""``warning:`` lines ran past 80 columns on a terminal (users42), as ``error:`` lines did before
docs41: "warning: ARENA_LEG_TIMEOUT is the pytest plugin's (--arena-leg-timeout); arena run does
not read it: give --leg-timeout to this command" (126 characters), ``--workers`` beyond
``--concurrency`` and ``--claim-ttl`` below ``--leg-timeout``. On a terminal they now fold at
spaces, later lines two columns in; into a pipe each stays one line."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from arena import line_fold
from arena.cli import main
from arena.cli.options import warn_short_claim
from arena.cli.run_args import fewer_workers

PLUGIN = "warning: ARENA_LEG_TIMEOUT is the pytest plugin's (--arena-leg-timeout); arena run"


def _env_warning(monkeypatch: pytest.MonkeyPatch) -> str:
    monkeypatch.setenv("ARENA_LEG_TIMEOUT", "abc")
    result = CliRunner().invoke(main, ["run", "no_such_arena"])
    assert result.exit_code == 2, result.output
    return result.stderr.split("\nerror: ")[0].rstrip("\n")


@pytest.mark.parametrize("width", [60, 80])
def test_on_a_terminal_warnings_are_folded(monkeypatch: pytest.MonkeyPatch, width: int) -> None:
    monkeypatch.setattr(line_fold, "stderr_width", lambda: width)
    said = _env_warning(monkeypatch)
    lines = said.split("\n")
    assert len(lines) > 1 and all(len(line) <= width for line in lines), said
    assert all(line.startswith("  ") for line in lines[1:]), said
    assert said.replace("\n  ", " ").startswith(PLUGIN), said


def test_the_option_warnings_fold_too(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(line_fold, "stderr_width", lambda: 80)
    assert fewer_workers(4, 2) == 2
    warn_short_claim(5, 60)
    said = capsys.readouterr().err.rstrip("\n")
    assert said.count("warning: ") == 2 and all(len(line) <= 80 for line in said.split("\n"))
    unfolded = said.replace("\n  ", " ")
    assert "warning: --workers 4 with --concurrency 2: 2 worker process(es) start" in unfolded
    assert "warning: --claim-ttl 5 is shorter than --leg-timeout 60: a claim is not" in unfolded


def test_into_a_pipe_each_warning_stays_one_line(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    said = _env_warning(monkeypatch)
    assert "\n" not in said and said.startswith(PLUGIN) and len(said) > 80, said
    warn_short_claim(5, 60)
    assert capsys.readouterr().err.count("\n") == 1
