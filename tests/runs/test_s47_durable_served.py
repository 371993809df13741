"""Red team 47: a pause kept in the pausing process's memory read "durable yes".

The restart probe paused each adapter's items in the ``arena`` process itself and resumed them
in a fresh one while that process still ran. ``ServedDurable`` keeps each paused conversation in
the pausing process and stores only its address (``127.0.0.1:PORT/key``); a thread there serves
it to whoever asks. The fresh process fetched it, and the durable cell read "yes" for a pause
nothing of which outlived its process. The first legs now run in a process of their own that has
ended, its process group killed, before any resumer starts (``arena.restart_probe``): the address
answers nobody and the cell reads "no", naming the run; an honest durable adapter still reads
"yes", and vanilla "no" as before. ``DaemonDurable`` serves it from a daemon forked out of the
pausing process's group instead, which outlived that process: the pausing process now ends
everything left below it (it is a child subreaper, so the daemon is re-parented to it) before it
exits.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from arena.arenas import load_arena
from arena.endpoints import ModelChoice
from arena.matrix import derive_row
from arena.matrix.restarted import RESTARTED
from arena.restart_probe import restart_runs
from arena.runner import RunResult

SERVED = "reference_adapters_s47:ServedDurable"
DAEMON = "reference_adapters_s47:DaemonDurable"
#: Its pause a real JSON snapshot (tests/durable_references_booked.py): durable for real.
HONEST = "durable_references_booked:keptvanilla"
TESTS = str(Path(__file__).resolve().parents[1])


@pytest.fixture(scope="module")
def restarted(tmp_path_factory: pytest.TempPathFactory) -> dict[str, list[RunResult]]:
    folder = tmp_path_factory.mktemp("served")
    with pytest.MonkeyPatch.context() as mp:  # the phases import them as a user's modules
        mp.setenv(
            "PYTHONPATH", os.pathsep.join(p for p in (TESTS, os.environ.get("PYTHONPATH")) if p)
        )
        choice = ModelChoice()
        with choice.open() as endpoint:
            runs = restart_runs(
                load_arena("human_in_the_loop"),
                [SERVED, DAEMON, HONEST],
                endpoint,
                folder,
                seed=0,
                model=choice.as_job(),
            )
    by: dict[str, list[RunResult]] = {}
    for r in runs:
        by.setdefault(r.adapter, []).append(r)
    return by


@pytest.mark.parametrize("name", [SERVED, DAEMON])
def test_a_pause_served_from_the_pausing_process_reads_durable_no(
    restarted: dict[str, list[RunResult]], name: str
) -> None:
    runs = restarted[name]
    approved = next(r for r in runs if r.extra["restart"]["answer"] == "approve")
    assert not approved.passed and approved.extra["bookings"] == 0
    cell = derive_row(name, runs, pause_kind="emulated").cells["durable"]
    assert cell.value == "no", cell
    assert approved.run_id in cell.runs
    assert "ConnectionRefusedError" in cell.why or "Connection refused" in cell.why, cell.why


def test_an_honest_durable_pause_still_reads_yes(restarted: dict[str, list[RunResult]]) -> None:
    runs = restarted[HONEST]
    assert len(runs) == 3 and all(r.passed for r in runs), [r.extra["restart"] for r in runs]
    cell = derive_row(HONEST, runs, pause_kind="emulated").cells["durable"]
    assert (cell.value, cell.why) == ("yes", RESTARTED)
