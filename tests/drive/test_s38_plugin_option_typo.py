"""``pytest --arena-behavour stubborn`` said pytest's "unrecognized arguments: --arena-behavour
stubborn" and named no fix (users38), where every misspelt ``arena`` command gets "did you
mean". The plugin now says which ``--arena-*`` option was meant, in one line, before pytest's
parser refuses it; a right one, after ``--`` or not the plugin's, is left to pytest."""

from __future__ import annotations

import pytest

pytest_plugins = ["pytester"]

EVAL = """
def test_x():
    pass
"""


def run(pytester: pytest.Pytester, *args: str) -> pytest.RunResult:
    pytester.makepyfile(test_eval=EVAL)
    return pytester.runpytest_inprocess("-p", "arena", "-p", "no:cacheprovider", *args)


@pytest.mark.parametrize(
    ("typed", "meant"),
    [
        (["--arena-behavour", "stubborn"], "--arena-behavour: did you mean --arena-behaviour?"),
        (["--arena-adaptor=vanilla"], "--arena-adaptor: did you mean --arena-adapter?"),
        (["--arena-foo"], "--arena-foo: no such option."),
    ],
)
def test_a_misspelt_arena_option_names_the_one_meant(
    pytester: pytest.Pytester, typed: list[str], meant: str
) -> None:
    result = run(pytester, *typed)
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    err = result.stderr.str()
    assert f"ERROR: {meant} The arena options: --arena-adapter" in err, err
    assert "unrecognized arguments" not in err, err


def test_a_right_option_runs(pytester: pytest.Pytester) -> None:
    run(pytester, "--arena-behaviour", "compliant").assert_outcomes(passed=1)
