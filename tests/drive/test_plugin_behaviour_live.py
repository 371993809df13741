"""The plugin's ``--arena-behaviour`` (or ARENA_BEHAVIOUR) with a live endpoint: it was dropped in
silence and the eval ran against whatever the server plays. Now a usage error before any test."""

from __future__ import annotations

import pytest

pytest_plugins = ["pytester"]

EVAL = "def test_x(arena_driver):\n    pass\n"
LIVE = ("--arena-model-url", "http://127.0.0.1:9/v1", "--arena-model", "scripted-compliant")


def run(pytester: pytest.Pytester, *args: str) -> pytest.RunResult:
    return pytester.runpytest_inprocess("-p", "arena", "-p", "no:cacheprovider", *args)


def test_behaviour_option_with_a_model_url_is_a_usage_error(pytester: pytest.Pytester) -> None:
    pytester.makepyfile(EVAL)
    result = run(pytester, *LIVE, "--arena-behaviour", "reckless")
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    result.stderr.fnmatch_lines(
        ["*--arena-behaviour reckless drives the harness's scripted model*scripted-reckless*"]
    )


def test_behaviour_variable_with_a_model_url_variable_is_a_usage_error(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("ARENA_BEHAVIOUR", "reckless")
    monkeypatch.setenv("ARENA_MODEL_URL", "http://127.0.0.1:9/v1")
    monkeypatch.setenv("ARENA_MODEL", "scripted-compliant")
    pytester.makepyfile(EVAL)
    result = run(pytester)
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    result.stderr.fnmatch_lines(["*ARENA_BEHAVIOUR=reckless drives the harness's scripted model*"])
