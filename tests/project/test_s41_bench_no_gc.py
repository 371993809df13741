"""``bench.instructions --no-gc`` turns the collector off in the child's measured rounds, on both
sides (issue 16, session 41).

A collection runs when enough objects were made, and where one falls moved a routed function's
count (``--function``) and a round's by tens of k instructions a leg, so two trees compared
less steadily than their code differs; the child is told by an argument no ``MODULE:NAME`` can
be, and the rest of its arguments are still the functions to route."""

from __future__ import annotations

import subprocess
from typing import Any

import bench.server
import pytest
from bench import instructions
from test_bench_core_caches import _NoServer


def _command(monkeypatch: pytest.MonkeyPatch, **kw: Any) -> list[str]:
    seen: list[list[str]] = []

    def run(cmd: list[str], **_: Any) -> subprocess.CompletedProcess[str]:
        seen.append(cmd)
        return subprocess.CompletedProcess(cmd, 1, "", "stopped here")

    monkeypatch.setattr(bench.server, "ModelServer", _NoServer)
    monkeypatch.setattr(instructions.subprocess, "run", run)
    with pytest.raises(RuntimeError, match="stopped here"):
        instructions.count("vanilla", "arena", **kw)
    return seen[0]


def test_the_child_is_told_to_count_without_the_collector(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    cmd = _command(monkeypatch, gc_off=True, functions=("arena.checks:run_checks",))
    rest = cmd[cmd.index("--child") + 6 :]
    assert instructions.child_options(rest) == (("arena.checks:run_checks",), True)


def test_by_default_the_collector_runs(monkeypatch: pytest.MonkeyPatch) -> None:
    cmd = _command(monkeypatch, functions=("arena.checks:run_checks",))
    assert instructions.NO_GC not in cmd
    rest = cmd[cmd.index("--child") + 6 :]
    assert instructions.child_options(rest) == (("arena.checks:run_checks",), False)


@pytest.mark.parametrize(
    ("rest", "want"),
    [
        ([], ((), False)),
        (["--no-gc"], ((), True)),
        (["a.b:c", "--no-gc", "d.e:F.g"], (("a.b:c", "d.e:F.g"), True)),
        (["a.b:c"], (("a.b:c",), False)),
    ],
)
def test_the_child_reads_its_options(rest: list[str], want: Any) -> None:
    assert instructions.child_options(rest) == want


def test_the_option_is_on_the_command_line(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exc:
        instructions.main(["--help"])
    assert exc.value.code == 0
    assert "--no-gc" in capsys.readouterr().out
