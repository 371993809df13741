"""Frameworks that keep state of their own, through the crash points inside a resumed leg (§8).

LangGraph's checkpointer and ADK's session service save every step of a leg as it happens; the
harness records the leg only when it ends. A resumer SIGKILLed in between (``after_booking``:
right after ``book_room`` returned; ``before_complete``: the leg ended, nothing recorded) leaves
the framework's database past the pause while the run still waits in the store. The retry must
run the leg again from the recorded pause: nothing lost, the booking logged once, executed once.

Each test drives the arena's own machinery (:func:`arena.durable_state.run_adapter`, real processes)
over the durable_state arena's items — approved, denied, edited — through both of those crash
points and a plain ``restart``. The same run gives the adapter's durable cell
(``yes, + own file``, tests/durable_cells.py): a phase that imports the framework costs 2-2.5 s
of CPU, so the cell is not bought with a second run of its own (speed52a).
"""

from __future__ import annotations

import asyncio
import json
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from arena.arenas import Arena, load_arena
from arena.durable_state import run_adapter, sandbox
from arena.store import SQLiteStore
from durable_cells import OWN_FILE, assert_keeps_cell
from trace_support import handing

MID_LEG = ("after_booking", "before_complete")
POINTS = ("restart", *MID_LEG)
NO_SANDBOX = sandbox.why_not()


def booked(arena: Arena, item_id: str) -> bool:
    """Whether the item's answer lets the booking go ahead (approved, or approved with an edit)."""
    (item,) = [i for i in arena.items if i.id == item_id]
    return item.resume_with != ("deny",)


def survives_mid_leg_crashes(
    tmp_path: Path, adapter: str, monkeypatch: pytest.MonkeyPatch
) -> tuple[Arena, Path]:
    """Run ``adapter`` through the crash points; assert what the store shows and the adapter's
    durable cell; return the arena and the folder."""
    # The forks and copies checked afterwards are finished runs' state, pruned otherwise. (No
    # phase before the last ends a run normally, so the listing and the cell are as without it.)
    monkeypatch.setenv("ARENA_KEEP_FRAMEWORK_STATE", "1")
    arena = load_arena("durable_state")
    kinds = {i.resume_with for i in arena.items}
    assert {("approve",), ("deny",)} <= kinds and any(k[0].startswith("edit:") for k in kinds)
    root = tmp_path.resolve() / "run"
    outcome = run_adapter(arena, adapter, root, crash_points=POINTS)
    assert outcome.survived_restart, outcome.reason
    assert [p.crash_point for p in outcome.crash_points] == list(POINTS)
    for point in outcome.crash_points:
        assert point.passed == len(point.results) == len(arena.items), point.problems
    for point in outcome.crash_points[1:]:
        assert point.crash_reached, point.crash
        assert (point.lost_decisions, point.double_bookings) == (0, 0), point.problems
        note = json.loads(
            (root / "phases" / f"resume_killed_{point.crash_point}.note.json").read_text()
        )
        with SQLiteStore(root / f"{point.crash_point}.db", create=False) as store:
            for record in store.runs():
                books_it = booked(arena, record.item_id)
                books = [c for c in store.tool_calls(record.id) if c.tool == "book_room"]
                effects = [(s.owner, s.status) for s in store.side_effects(record.id)]
                # Booked once, by the process that died; the retry got its result from the ledger.
                assert effects == ([(note["owner"], "ok")] if books_it else [])
                assert [(c.status, c.leg) for c in books] == ([("ok", 2)] if books_it else [])
                assert record.status == "completed" and record.legs == 2
                taken_over = [h for h in store.history(record.id) if "taken_over" in h.transition]
                assert len(taken_over) == 1
    if not NO_SANDBOX:  # as tests/durable/test_state_folder_listed.py reads the other adapters
        assert_keeps_cell(outcome, adapter, OWN_FILE)
    return arena, root


@pytest.mark.slow
def test_langgraph_retries_a_crashed_leg_from_the_recorded_pause_checkpoint(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    pytest.importorskip("langgraph")
    _, root = survives_mid_leg_crashes(tmp_path, "langgraph", monkeypatch)
    # The checkpointer kept each dead attempt: a thread the dead resumer moved on forks once, at
    # its pause checkpoint — the dead resumer's branch and the retry's, both from the same pause.
    # At before_complete that is every run (all legs had ended, and LangGraph persists before
    # ainvoke returns). At after_booking the kill comes right after book_room returned, and with
    # the default "async" durability the checkpoint of that step may not be written yet: a fork
    # there is possible, not certain (under load it was absent once).
    db = sqlite3.connect(root / ".arena" / "langgraph-checkpoints.sqlite")
    for point in MID_LEG:
        with SQLiteStore(root / f"{point}.db", create=False) as store:
            runs = [(r.id, r.item_id) for r in store.runs()]
        for run_id, item_id in runs:
            parents = [
                parent
                for (parent,) in db.execute(
                    "SELECT parent_checkpoint_id FROM checkpoints WHERE thread_id = ?",
                    (f"arena-{run_id}",),
                )
            ]
            forks = {p for p in parents if parents.count(p) > 1}
            sure = point == "before_complete"
            assert len(forks) == 1 if sure else len(forks) <= 1, (point, item_id, parents)
    db.close()


@pytest.mark.slow
def test_google_adk_retries_a_crashed_leg_on_a_session_cut_at_the_pause(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    pytest.importorskip("google.adk")
    arena, root = survives_mid_leg_crashes(tmp_path, "google_adk", monkeypatch)
    db = sqlite3.connect(root / ".arena" / "google_adk.db")
    sessions = dict(
        db.execute(
            "SELECT s.id, count(e.id) FROM sessions s LEFT JOIN events e ON e.session_id = s.id "
            "GROUP BY s.id"
        ).fetchall()
    )
    db.close()
    # A session the dead resumer wrote past the pause is kept, and the retry ran on a copy cut at
    # the pause, named after the leg: every run that books at after_booking, and at
    # before_complete every run (a denied run at after_booking may have been killed before ADK
    # wrote anything for it). A plain restart's resumer died nowhere: no copy.
    items = len(arena.items)
    books = sum(booked(arena, i.id) for i in arena.items)
    retried = [s for s in sessions if s.endswith("~leg2")]
    assert books + items <= len(retried) <= 2 * items, sessions
    assert {s.removesuffix("~leg2") for s in retried} <= set(sessions)
    # resumed runs keep their sessions: one per run and crash point, and the copies
    assert len(sessions) == items * len(POINTS) + len(retried)


def test_google_adk_says_why_when_the_paused_session_is_gone(tmp_path: Path, endpoint: Any) -> None:
    """No SessionNotFoundError from deep inside ADK and no empty completion: a named failure."""
    pytest.importorskip("google.adk")
    from arena.adapters import AgentSpec
    from arena.adapters.google_adk import USER_ID, build
    from arena.context import RunContext
    from arena.runner import LegRunner
    from arena.tools import rooms
    from arena.types import InputResponse

    adapter = build(AgentSpec.from_module(rooms, name="t"), db_path=tmp_path / "adk.db")
    ctx = RunContext(run_id="run_gone", adapter="google_adk", endpoint=endpoint)

    async def story() -> tuple[Any, Any]:
        leg = LegRunner(timeout_s=30)
        first = await leg(ctx, lambda: adapter.start("Book a room for 4 on Monday", ctx))
        (request,) = ctx.pending.values()
        snapshot = ctx.session.snapshot()
        assert snapshot is not None
        (slot,) = snapshot["slots"].values()
        session = slot["session"]
        await adapter._runner(ctx, slot["db"]).session_service.delete_session(
            app_name=adapter.app_name, user_id=USER_ID, session_id=session
        )
        answer = InputResponse(request_id=request.id, option_id="approve")
        return first, await leg(ctx, handing(adapter, [answer], ctx))

    first, second = asyncio.run(story())
    assert first.status == "waiting"
    assert second.status == "failed"
    assert second.error is not None and "its pause is gone" in second.error
    # Nothing was handed to the agent, so no decision was recorded as delivered.
    assert [c.tool for c in ctx.tool_calls] == ["search_rooms"]
