"""``pytest --arena-adapter langgraph --arena-adapter smolagents`` ran smolagents alone (users50):
the option kept its last value and said nothing, where ``arena run --adapter langgraph --adapter
smolagents`` (README) runs both. Given more than once, each counts, as a comma list does; one
name given twice still runs once, and a misspelt one is still refused."""

from __future__ import annotations

import pytest

pytest_plugins = ["pytester"]

EVAL = """
def test_x(arena_adapter):
    pass
"""


def run(pytester: pytest.Pytester, *args: str) -> pytest.RunResult:
    pytester.makepyfile(test_eval=EVAL)
    return pytester.runpytest_inprocess("-p", "arena", "-p", "no:cacheprovider", "-v", *args)


def test_an_adapter_option_given_twice_runs_both(pytester: pytest.Pytester) -> None:
    result = run(pytester, "--arena-adapter", "vanilla", "--arena-adapter", "langgraph")
    result.assert_outcomes(passed=2)
    out = result.stdout.str()
    assert "test_x[vanilla] PASSED" in out and "test_x[langgraph] PASSED" in out, out


def test_given_twice_beside_a_comma_list_runs_each_once(pytester: pytest.Pytester) -> None:
    result = run(pytester, "--arena-adapters=vanilla,langgraph", "--arena-adapter", "vanilla")
    result.assert_outcomes(passed=2)


def test_one_adapter_still_runs_alone(pytester: pytest.Pytester) -> None:
    result = run(pytester, "--arena-adapter", "langgraph")
    result.assert_outcomes(passed=1)
    assert "test_x[langgraph] PASSED" in result.stdout.str()


def test_a_misspelt_second_adapter_is_refused(pytester: pytest.Pytester) -> None:
    result = run(pytester, "--arena-adapter", "vanilla", "--arena-adapter", "langgrph")
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    assert "langgrph" in result.stderr.str()
