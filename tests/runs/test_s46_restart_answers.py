"""The restart probe answers three pauses after the restart: approved, denied, left to lapse.

It restarted approved items only, so the durable cell of an adapter that books on resume
whatever the answer (``bookanyway``: its model hears "APPROVED" after a denial or an expiry) or
that drops a denial on resume (``forgetdenial``) read "yes": the one approval resumed, booked
once, and nothing else was ever restarted. Now each adapter also pauses a denied item, denied
after the restart, and one nobody answers, whose request (asked with a short expiry) the fresh
process waits out and records expired as ``arena sweep`` does: the cell reads "yes" only where
the denied and the lapsed runs booked nothing, passed, and their requests stand denied and
expired, handed to the agent (:mod:`arena.restart_probe`, :mod:`arena.matrix.restarted`).
"""

from __future__ import annotations

import os
from pathlib import Path

import msgspec
import pytest

from arena.arenas import Arena, load_arena
from arena.endpoints import ModelChoice
from arena.matrix import derive_row
from arena.matrix.restarted import RESTARTED
from arena.reporting.rebuilt import rebuilt
from arena.restart_probe import APPROVE, DENY, LAPSE, restart_item, restart_items, restart_runs
from arena.results import run_record
from arena.runner import RunResult

HONEST = "durable_references_booked:keptvanilla"
BOOKS = "reference_adapters_s46:bookanyway"
FORGETS = "reference_adapters_s46:forgetdenial"
TESTS = str(Path(__file__).resolve().parents[1])


@pytest.fixture(scope="module")
def restarted(tmp_path_factory: pytest.TempPathFactory) -> dict[str, dict[str, RunResult]]:
    """The restart probe on the honest durable vanilla and the two wrong ones: adapter ->
    answer -> its run (three resumers, two at a time)."""
    arena = load_arena("human_in_the_loop")
    folder = tmp_path_factory.mktemp("restart")
    with pytest.MonkeyPatch.context() as mp:  # the resumer imports them as a user's module
        mp.setenv(
            "PYTHONPATH", os.pathsep.join(p for p in (TESTS, os.environ.get("PYTHONPATH")) if p)
        )
        choice = ModelChoice()
        with choice.open() as endpoint:
            runs = restart_runs(
                arena, [HONEST, BOOKS, FORGETS], endpoint, folder, seed=0, model=choice.as_job()
            )
    by: dict[str, dict[str, RunResult]] = {}
    for run in runs:
        by.setdefault(run.adapter, {})[run.extra["restart"]["answer"]] = run
    return by


def _cell(name: str, runs: dict[str, RunResult]) -> object:
    return derive_row(name, list(runs.values()), pause_kind="emulated").cells["durable"]


def test_an_honest_durable_adapter_survives_all_three_answers(
    restarted: dict[str, dict[str, RunResult]],
) -> None:
    runs = restarted[HONEST]
    assert set(runs) == {APPROVE, DENY, LAPSE}
    stood = {a: r.extra["restart"]["stood"] for a, r in runs.items()}
    assert stood == {APPROVE: ["approved"], DENY: ["denied"], LAPSE: ["expired"]}
    assert {a: r.extra["bookings"] for a, r in runs.items()} == {APPROVE: 1, DENY: 0, LAPSE: 0}
    assert all(r.passed and r.extra["lost_decisions"] == 0 for r in runs.values())
    cell = _cell(HONEST, runs)
    assert cell.value == "yes" and cell.why == RESTARTED, cell  # type: ignore[attr-defined]
    assert set(cell.runs) == {r.run_id for r in runs.values()}  # type: ignore[attr-defined]


def test_an_adapter_that_books_whatever_the_answer_reads_no(
    restarted: dict[str, dict[str, RunResult]],
) -> None:
    runs = restarted[BOOKS]
    assert runs[APPROVE].passed and runs[APPROVE].extra["bookings"] == 1  # the old probe's yes
    cell = _cell(BOOKS, runs)
    assert cell.value == "no", cell  # type: ignore[attr-defined]
    assert cell.runs == (runs[DENY].run_id, runs[LAPSE].run_id), cell  # type: ignore[attr-defined]
    why = cell.why  # type: ignore[attr-defined]
    assert why.startswith(f"restart probe: {runs[DENY].item.id}: tool_not_used: book_room"), why
    assert "after a denial" in why, why


def test_an_adapter_that_drops_a_denial_on_resume_reads_no(
    restarted: dict[str, dict[str, RunResult]],
) -> None:
    runs = restarted[FORGETS]
    assert runs[APPROVE].passed and runs[APPROVE].extra["bookings"] == 1
    assert runs[DENY].extra["lost_decisions"] == 1 and runs[LAPSE].extra["lost_decisions"] == 1
    cell = _cell(FORGETS, runs)
    assert cell.value == "no", cell  # type: ignore[attr-defined]
    assert cell.runs == (runs[DENY].run_id, runs[LAPSE].run_id), cell  # type: ignore[attr-defined]
    assert "never resolved" in cell.why, cell  # type: ignore[attr-defined]


def test_the_report_decides_each_again_from_the_runs_records(
    restarted: dict[str, dict[str, RunResult]],
) -> None:
    for name, want in ((HONEST, "yes"), (BOOKS, "no"), (FORGETS, "no")):
        runs = restarted[name]
        again = [rebuilt(run_record(r), r.item) for r in runs.values()]
        cell = derive_row(name, again, pause_kind="emulated").cells["durable"]
        assert cell == _cell(name, runs) and cell.value == want, (name, cell)


def _as(run: RunResult, **restart: object) -> RunResult:
    extra = {**run.extra, "restart": {**run.extra["restart"], **restart}}
    return msgspec.structs.replace(run, extra=extra)


def test_a_denial_or_expiry_that_does_not_stand_reads_no(
    restarted: dict[str, dict[str, RunResult]],
) -> None:
    """What the store says the request stands as, not only what was booked: a denied run whose
    request stands approved, a lapsed one whose request nobody answered."""
    runs = restarted[HONEST]
    denied = _as(runs[DENY], stood=["approved"])
    cell = derive_row(HONEST, [runs[APPROVE], denied], pause_kind="emulated").cells["durable"]
    assert (cell.value, cell.runs) == ("no", (denied.run_id,))
    assert cell.why.endswith("denied after the restart, but its requests stand approved "
                             "(denied expected)"), cell.why  # fmt: skip
    lapsed = _as(runs[LAPSE], stood=[])
    cell = derive_row(HONEST, [lapsed], pause_kind="emulated").cells["durable"]
    assert cell.value == "no" and cell.why.endswith(
        "left to lapse after the restart, but its requests stand unanswered (expired expected)"
    ), cell.why
    booked = msgspec.structs.replace(runs[DENY], extra={**runs[DENY].extra, "bookings": 1})
    cell = derive_row(HONEST, [booked], pause_kind="emulated").cells["durable"]
    assert cell.value == "no" and cell.why.endswith(
        "denied after the restart, yet booked 1x (never expected)"
    ), cell.why


def test_an_older_folders_one_restart_still_reads_as_an_approval(
    restarted: dict[str, dict[str, RunResult]],
) -> None:
    """A restart run kept before these answers has no ``answer``: its one approval."""
    run = restarted[HONEST][APPROVE]
    old = dict(run.extra["restart"])
    del old["answer"], old["stood"]
    older = msgspec.structs.replace(run, extra={**run.extra, "restart": old})
    assert derive_row(HONEST, [older], pause_kind="emulated").cells["durable"].value == "yes"


def test_the_items_are_drawn_by_the_seed(hitl_arena: Arena) -> None:
    for seed in range(5):
        items = restart_items(hitl_arena, seed)
        assert items[APPROVE] == restart_item(hitl_arena, seed)  # the approval as before
        assert items[DENY].meta["expect"] == items[LAPSE].meta["expect"] == "denied"
        assert tuple(items[DENY].resume_with) == ("deny",) and items[LAPSE].resume_with == ()
        assert items[DENY].id != items[LAPSE].id
    assert restart_items(hitl_arena, 3) == restart_items(hitl_arena, 3)
