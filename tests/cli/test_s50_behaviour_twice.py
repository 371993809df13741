"""``--behaviour`` given twice (``arena run``) and ``--arena-behaviour`` given twice (the pytest
plugin) played the last one alone, with no word (users50b): a run plays one behaviour, so two
different ones are refused naming both, by both alike; the same one twice is that one, and one
given once is unchanged."""

from __future__ import annotations

from pathlib import Path

import click
import pytest
from click.testing import CliRunner, Result

from arena.cli import main

pytest_plugins = ["pytester"]


def _behaviour_command() -> click.Command:
    """``arena run``'s own --behaviour option on a command that echoes what it resolves to."""
    run = main.get_command(click.Context(main), "run")
    assert run is not None
    param = next(p for p in run.params if p.name == "behaviour")
    return click.Command("x", params=[param], callback=lambda behaviour: click.echo(behaviour))


@pytest.mark.parametrize(
    ("flags", "named"),
    [
        (["--behaviour", "reckless", "--behaviour", "stubborn"], ["reckless", "stubborn"]),
        (["--behaviour", "reckless", "--behavior", "chatty"], ["reckless", "chatty"]),
        (["--behavior=mute", "--behaviour=compliant"], ["mute", "compliant"]),
        (["--behaviour", "a", "--behaviour", "b", "--behaviour", "a"], ["a", "b"]),
        (["--behaviour", "mix:reckless=1", "--behaviour", "stubborn"], ["mix:reckless=1"]),
    ],
)
def test_two_behaviours_are_refused_naming_both(
    flags: list[str], named: list[str], tmp_path: Path
) -> None:
    result = _run(tmp_path, flags)
    assert result.exit_code == 2, result.output
    assert "Traceback" not in result.output
    for b in named:
        assert b in result.output, result.output
    assert "plays one behaviour" in result.output


def test_the_refusal_names_the_mix_that_draws_between_them(tmp_path: Path) -> None:
    result = _run(tmp_path, ["--behaviour", "reckless", "--behaviour", "stubborn"])
    assert "--behaviour mix:reckless=0.5,stubborn=0.5" in result.output, result.output


@pytest.mark.parametrize(
    ("flags", "resolved"),
    [
        ([], "compliant"),
        (["--behaviour", "reckless"], "reckless"),
        (["--behavior", "stubborn"], "stubborn"),
        (["--behaviour", "reckless", "--behavior", "reckless"], "reckless"),
        (["--behaviour", "mix:compliant=0.5,reckless=0.5"], "mix:compliant=0.5,reckless=0.5"),
    ],
)
def test_one_behaviour_or_the_same_twice_is_that_one(flags: list[str], resolved: str) -> None:
    result = CliRunner().invoke(_behaviour_command(), flags)
    assert result.exit_code == 0, result.output
    assert result.output.strip() == resolved


def _run(tmp_path: Path, flags: list[str]) -> Result:
    """``arena run`` with ``flags``: refused before anything runs (no results folder)."""
    out = tmp_path / "out"
    result = CliRunner().invoke(main, ["run", "human_in_the_loop", "--adapter", "vanilla",
                                       "--out", str(out), *flags])  # fmt: skip
    assert not out.exists()
    return result


EVAL = """
from arena.pytest_plugin import SETTINGS

def test_x(request):
    print("BEHAVIOUR=" + request.config.stash[SETTINGS].behaviour)
"""


def _plugin(pytester: pytest.Pytester, *args: str) -> pytest.RunResult:
    pytester.makepyfile(test_eval=EVAL)
    return pytester.runpytest_inprocess("-p", "arena", "-p", "no:cacheprovider", "-s", *args)


@pytest.mark.parametrize(
    "flags",
    [
        ["--arena-behaviour", "reckless", "--arena-behaviour", "stubborn"],
        ["--arena-behaviour=reckless", "--arena-behavior=stubborn"],
    ],
)
def test_the_plugin_refuses_two_behaviours_naming_both(
    pytester: pytest.Pytester, flags: list[str]
) -> None:
    result = _plugin(pytester, *flags)
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    err = result.stderr.str()
    assert "reckless" in err and "stubborn" in err and "plays one behaviour" in err, err
    assert "Traceback" not in err


@pytest.mark.parametrize(
    ("flags", "resolved"),
    [
        (["--arena-behaviour", "reckless"], "reckless"),
        (["--arena-behaviour", "stubborn", "--arena-behavior", "stubborn"], "stubborn"),
    ],
)
def test_the_plugin_keeps_one_behaviour(
    pytester: pytest.Pytester, flags: list[str], resolved: str
) -> None:
    result = _plugin(pytester, *flags)
    result.assert_outcomes(passed=1)
    assert f"BEHAVIOUR={resolved}" in result.stdout.str()
