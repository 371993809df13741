"""``arena run durable_state`` exits 1 for a booking no run owns (red team 22, F3).

An adapter that booked each denied room from an ``atexit`` hook after the legs (``durkeep``) read
"not durable: ... a booking no run owns ... no run id" with every run passed, and the command
exited 0: its exit code counted failed runs only, while human_in_the_loop exits 1 for the same
booking. The last line of the output now names it and the exit is 1.
"""

from __future__ import annotations

import functools
import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from arena.adapters import vanilla
from arena.cli import main, restart_cmd
from arena.durable_state import run_durable
from arena.durable_state.orchestrate import AdapterOutcome
from arena.durable_state.score import CrashOutcome

TESTS = Path(__file__).resolve().parents[1]


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="phases are found via /proc")
def test_a_denied_room_booked_at_exit_fails_the_command(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(TESTS)  # a user's adapter is imported from where arena run started
    # DurKeep, built in this process too, swaps vanilla's session slots for durable ones: put
    # back as the test ends, or every later vanilla run here read "durable" (conftest_globals).
    monkeypatch.setattr(vanilla, "_PAUSED", vanilla._PAUSED)
    monkeypatch.setattr(vanilla, "_HISTORY", vanilla._HISTORY)
    # One crash point of the six: the same phases, a sixth of the time.
    monkeypatch.setattr(
        restart_cmd, "run_durable", functools.partial(run_durable, crash_points=("restart",))
    )
    result = CliRunner().invoke(
        main,
        [
            "run",
            "durable_state",
            "--adapter",
            "reference_adapters_durkeep:DurKeep",
            "--out",
            str(tmp_path / "out"),
        ],
    )
    output = result.output
    assert "Traceback" not in output, output
    assert "a booking no run owns" in output, output
    summary = json.loads((tmp_path / "out" / "summary.json").read_text())
    (point,) = summary["durable_state"]["reference_adapters_durkeep:DurKeep"][
        "crash_points"
    ].values()
    assert point["passed"] == point["runs"] == 4, point  # every run passed: no failed run to count
    assert result.exit_code == 1, output
    assert summary["durable_state"]["reference_adapters_durkeep:DurKeep"]["strays"] == 2
    last = output.strip().splitlines()[-1]
    assert "no run owns" in last and "exit 1" in last and "DurKeep" in last, last


def _outcome(*unowned: str) -> AdapterOutcome:
    return AdapterOutcome(
        adapter="a:b",
        crash_points=(
            CrashOutcome(
                adapter="a:b",
                crash_point="restart",
                results=(),
                lost_decisions=0,
                double_bookings=0,
                crash="",
                crash_reached=True,
                unowned=unowned,
            ),
        ),
    )


def test_the_exit_counts_journal_lines_not_only_runs(capsys: pytest.CaptureFixture[str]) -> None:
    restart_cmd.exit_for_restart([_outcome()], 100.0)  # nothing stray: no exit
    with pytest.raises(SystemExit) as exited:
        restart_cmd.exit_for_restart([_outcome("a booking no run owns: x, no run id")], 100.0)
    assert exited.value.code == 1
    last = capsys.readouterr().err.strip().splitlines()[-1]
    assert "1 booking(s) no run owns" in last and "a:b" in last and "no run id" in last
