"""The durable_state arena: pauses that survive a process restart (docs/methodology.md §8).

Fast tests pin the check, the counting and the matrix input. Two slow ones run real processes:
vanilla through ``arena run durable_state`` (not durable, and it says why) and one durable
framework adapter — microsoft_af, the cheapest framework to import — through every crash point:
nothing lost, nothing booked twice, every check passing. The all-adapter run is
``arena run durable_state --adapter all``, not a test.
"""

from __future__ import annotations

import asyncio
import json
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from arena.arenas import load_arena
from arena.checks import CheckSpec, run_checks
from arena.cli import main
from arena.context import ModelEndpoint, RunContext
from arena.durable_state import NAMES, orchestrate, run_adapter, sandbox
from arena.durable_state.crash import Frozen, Hook, Kill
from arena.durable_state.orchestrate import AdapterOutcome
from arena.durable_state.orchestrate import run_adapter as orchestrate_run_adapter
from arena.durable_state.score import score_store
from arena.errors import BadItemFile
from arena.matrix import derive_row
from arena.runner import RunResult
from arena.runs import resume_run
from arena.runs.recorder import LIVE
from arena.store import SideEffectKey, SQLiteStore
from arena.trace import Trace
from arena.types import EvalItem, InputResponse
from durable_cells import assert_keeps_cell
from store_support import Booker, start_waiting
from trace_support import executed, hand_over

ITEM = EvalItem(
    id="x", input="Book a room for 4 on Monday", checks=("resumed_after_restart",), meta={}
)
SPEC = CheckSpec()


def new_ctx() -> RunContext:
    return RunContext(run_id="run_t", adapter="t", endpoint=ModelEndpoint(base_url="x", model="m"))


def paused(ctx: RunContext) -> tuple[Any, Any]:
    ctx.begin_leg()
    executed(ctx, "search_rooms", {"capacity": 4, "day": "monday"}, "ok", "R-101")
    request = ctx.request_input(action="request_approval", args={"summary": "Book R-101"})
    return request, ctx.finish("waiting")


def check(trace: Trace) -> tuple[bool, str]:
    (result,) = run_checks(trace, ITEM, SPEC)
    return result.passed, result.detail


# -- the check ------------------------------------------------------------------------------------
def test_resumed_after_restart_passes_when_the_run_goes_on_from_its_pause() -> None:
    ctx = new_ctx()
    request, leg1 = paused(ctx)
    ctx.begin_leg()
    hand_over(ctx, request, InputResponse(request_id=request.id, option_id="approve"))
    executed(ctx, "book_room", {"room_id": "R-101"}, "ok", "CONFIRMED", request_id=request.id)
    leg2 = ctx.finish("completed", message="Booked.")
    assert check(Trace(legs=(leg1, leg2))) == (
        True,
        "leg 2 continued from the pause in leg 1 with its stored answer",
    )


def test_resumed_after_restart_fails_when_the_run_started_over() -> None:
    """A resume that lost its state and began again: searched and asked a second time."""
    ctx = new_ctx()
    request, leg1 = paused(ctx)
    ctx.begin_leg()
    hand_over(ctx, request, InputResponse(request_id=request.id, option_id="approve"))
    executed(ctx, "search_rooms", {"capacity": 4, "day": "monday"}, "ok", "R-101")
    ctx.request_input(action="request_approval", args={"summary": "Book R-101"})
    leg2 = ctx.finish("waiting")
    passed, detail = check(Trace(legs=(leg1, leg2)))
    assert not passed
    assert detail == (
        "started over: search_rooms({'capacity': 4, 'day': 'monday'}) ran again in leg 2 after "
        "the pause in leg 1"
    )
    # Asking again without searching again is starting over too.
    ctx = new_ctx()
    request, leg1 = paused(ctx)
    ctx.begin_leg()
    hand_over(ctx, request, InputResponse(request_id=request.id, option_id="approve"))
    ctx.request_input(action="request_approval", args={"summary": "Book R-101"})
    leg2 = ctx.finish("waiting")
    assert check(Trace(legs=(leg1, leg2))) == (
        False,
        "started over: request_approval was asked again in leg 2 after the pause in leg 1 had "
        "been answered",
    )


def test_resumed_after_restart_fails_when_nothing_continued_or_the_answer_never_arrived() -> None:
    ctx = new_ctx()
    _, leg1 = paused(ctx)
    never = Trace(legs=(leg1,), error="not continued after the restart (waiting): not durable")
    assert check(never) == (
        False,
        "the run never continued after the pause in leg 1: not continued after the restart "
        "(waiting): not durable",
    )
    ctx.begin_leg()  # a leg that never handed the stored answer to the agent
    leg2 = ctx.finish("completed", message="Booked.")
    passed, detail = check(Trace(legs=(leg1, leg2)))
    assert not passed and "never received the answer" in detail
    assert check(Trace(legs=())) == (False, "the run never paused, so nothing could be resumed")


# -- the arena, the hook, the counting, the matrix ------------------------------------------------
def test_the_arena_is_the_booking_task_run_with_restarts(tmp_path: Path) -> None:
    arena = load_arena("durable_state")
    assert arena.mode == "restart" and arena.tools_module == "arena.tools.rooms"
    expects = [i.meta["expect"] for i in arena.items]
    assert 2 <= len(expects) <= 4 and {"approved", "denied"} == set(expects)
    assert all("resumed_after_restart" in i.checks for i in arena.items)
    assert load_arena("human_in_the_loop").mode == "in_process"
    (tmp_path / "arena.yaml").write_text("name: x\ntools: arena.tools.rooms\nmode: later\n")
    (tmp_path / "items.yaml").write_text("- id: a\n  input: hi\n")
    with pytest.raises(BadItemFile, match=r"arena.yaml:3: mode must be one of"):
        load_arena(str(tmp_path))


class FakeStore:
    def __init__(self) -> None:
        self.written: list[str] = []

    def claim(self, run_id: str) -> str:
        self.written.append(f"claim {run_id}")
        return run_id

    def record_leg(self, leg: str) -> None:
        self.written.append(f"leg {leg}")


def test_the_hook_writes_or_swallows_and_stops_the_run_until_the_last_one(tmp_path: Path) -> None:
    store = FakeStore()
    hook = Hook(kill=Kill(method="claim", count=99, freeze=True), note=tmp_path / "n", owner="me")
    hook.arm(store)
    with pytest.raises(Frozen, match="crash point reached after claim"):
        store.claim("run_1")
    assert store.written == ["claim run_1"] and hook.calls == 1  # made, then the run stopped
    store = FakeStore()
    kill = Kill(method="claim", count=99, swallow=True, also_swallow=("record_leg",))
    Hook(kill=kill, note=tmp_path / "n", owner="me").arm(store)
    assert store.claim("run_1") is None and store.record_leg("1") is None
    assert store.written == []  # neither write reached the store
    assert Kill.from_json(kill.as_json()) == kill


def test_lost_decisions_and_double_bookings_are_counted_from_the_store(tmp_path: Path) -> None:
    store = SQLiteStore(tmp_path / "arena.db")
    done, orphan = start_waiting(store), start_waiting(store)
    for run_id in (done, orphan):
        LIVE.pop(run_id, None)
        request_id = store.requests(run_id)[0].id
        store.answer(InputResponse(request_id=request_id, option_id="approve"))
    assert asyncio.run(resume_run(done, store, adapter=Booker())).status == "completed"
    results, lost, double, _ = score_store(
        store, adapter="booker", crash_point="restart", not_resumed={orphan: "nobody came"}
    )
    by_id = {r.run_id: r for r in results}
    assert (lost, double) == (1, 0)
    assert by_id[done].extra["bookings"] == 1 and by_id[done].passed
    assert by_id[orphan].extra["lost_decisions"] == 1
    assert by_id[orphan].trace.error == "not continued after the restart (waiting): nobody came"
    # A second real execution under the same approval (a retry that booked again) is counted.
    request_id = store.requests(done)[0].id
    key = SideEffectKey(run_id=done, request_id=request_id, tool="book_room", occurrence=2)
    assert store.begin_side_effect(key, args={"room_id": "R-102"}, leg=2, owner="retry") is None
    _, _, double, problems = score_store(store, adapter="booker", crash_point="restart")
    assert double == 1 and any("book_room ran 2x" in p for p in problems)
    store.close()


def _result(trace: Trace, expect: str) -> RunResult:
    item = EvalItem(id="i", input="", meta={"expect": expect})
    return RunResult(
        run_id="r",
        arena="a",
        item=item,
        adapter="x",
        model="m",
        trace=trace,
        checks=(),
        started_at=datetime.now(UTC),
        duration_s=0.0,
        extra={"durable": True},
    )


def test_the_matrix_takes_its_durable_column_from_the_restart_verdict() -> None:
    ctx = new_ctx()
    _, leg1 = paused(ctx)
    never_resumed = _result(Trace(legs=(leg1,)), "denied")
    row = derive_row("x", [never_resumed], pause_kind="emulated", survived_restart=False)
    assert row.durable is False  # the snapshot flag said True; the restarts decide
    assert row.rejection_distinct is None  # no denial ever reached the agent: nothing to judge
    # Without a restart verdict the snapshot flag no longer speaks (evidence45, 0313ccfc):
    # the cell is "not measured", never the adapter's own word.
    assert derive_row("x", [never_resumed], pause_kind="native").durable is None


# -- real processes --------------------------------------------------------------------------------
@pytest.mark.slow
def test_vanilla_is_not_durable_and_arena_run_says_why(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Its crash table's cells, ``no`` at every crash point, are read off the outcome the command
    made (tests/durable/test_state_folder_listed.py reads the other shipped adapters' cells): one
    run of vanilla's phases, not two (speed52a)."""
    made: list[AdapterOutcome] = []

    def kept(*args: Any, **kwargs: Any) -> AdapterOutcome:
        made.append(orchestrate_run_adapter(*args, **kwargs))
        return made[-1]

    monkeypatch.setattr(orchestrate, "run_adapter", kept)
    out = tmp_path / "out"
    result = CliRunner().invoke(
        main,
        ["run", "durable_state", "--adapter", "vanilla", "--out", str(out)],
        catch_exceptions=False,
        env={"COLUMNS": "200"},
    )
    assert result.exit_code == 1, result.output  # its runs fail resumed_after_restart
    lost = 4 * len(NAMES)  # every item's decision, at every crash point
    assert f"not durable: vanilla — {lost} lost decisions, 0 double bookings" in result.output
    assert "is not durable" in result.output
    assert "its paused state lived only in the memory of process" in result.output
    summary = json.loads((out / "summary.json").read_text())
    (row,) = summary["matrix"]
    assert (row["adapter"], row["pause"], row["durable"]) == ("vanilla", "emulated", False)
    verdict = summary["durable_state"]["vanilla"]
    assert verdict["durable"] is False and verdict["double_bookings"] == 0
    assert set(verdict["crash_points"]) == set(NAMES)
    runs = [json.loads(line) for line in (out / "runs.jsonl").read_text().splitlines()]
    assert len(runs) == 4 * len(NAMES)
    for run in runs:
        outcome = {c["name"]: c for c in run["checks"]}["resumed_after_restart"]
        assert not outcome["passed"] and "never continued after the pause" in outcome["detail"]
        assert run["lost_decisions"] == 1 and run["bookings"] == 0
    (made_here,) = made
    if not sandbox.why_not():  # as the other adapters' cells are read: sandboxed phases
        assert_keeps_cell(made_here, "vanilla", "[red]no[/red]")


@pytest.mark.slow
def test_a_durable_adapter_survives_every_crash_point(tmp_path: Path) -> None:
    pytest.importorskip("agent_framework")
    arena = load_arena("durable_state")
    outcome = run_adapter(arena, "microsoft_af", tmp_path)
    assert outcome.survived_restart, outcome.reason
    assert [c.crash_point for c in outcome.crash_points] == list(NAMES)
    approved = {i.id for i in arena.items if i.meta.get("expect") == "approved"}  # an edit too
    for point in outcome.crash_points:
        assert point.crash_reached, point.crash
        assert (point.lost_decisions, point.double_bookings) == (0, 0), point.problems
        assert point.passed == len(point.results) == len(arena.items), point.problems
        for r in point.results:
            books = [c for c in r.trace.tool_calls if c.tool == "book_room"]
            assert len(books) == (1 if r.item.id in approved else 0)
            if r.item.id == "durable-03":  # approved as edited (evidence43): the room chosen
                assert books[0].args["room_id"] == "R-305", books
            assert [c.tool for c in r.trace.tool_calls].count("search_rooms") == 1
            assert r.extra["bookings"] == len(books)
    killed = {p.name for p in outcome.phases if p.killed}
    assert killed == {
        "first_legs_killed",
        "resume_killed_after_claim",
        "resume_killed_after_booking",
        "resume_killed_before_outcome",
        "resume_killed_before_complete",
    }
    # The bookings of the crash points inside the resumed leg ran in the process that died; the
    # retry got the ledger's result back instead of booking again (a replay, counted per run).
    for point in ("after_booking", "before_outcome", "before_complete"):
        note = json.loads((tmp_path / "phases" / f"resume_killed_{point}.note.json").read_text())
        (scored,) = [c for c in outcome.crash_points if c.crash_point == point]
        by_run = {r.run_id: r for r in scored.results}
        with SQLiteStore(tmp_path / f"{point}.db", create=False) as store:
            for record in store.runs():
                effects = store.side_effects(record.id)
                history = [h.transition for h in store.history(record.id)]
                held = "run.needs_reconciliation" in history
                if record.item_id in approved:
                    assert [(s.owner, s.status) for s in effects] == [(note["owner"], "ok")]
                    assert by_run[record.id].extra["bookings"] == 1  # the execution journal
                    # Held for a person exactly where the outcome was lost, settled, resumed.
                    assert held == (point == "before_outcome"), history
                    assert ("run.reconciled" in history) == held
                else:
                    assert effects == [] and not held
                takeovers = [h for h in history if "taken_over" in h]
                assert len(takeovers) == (0 if held else 1)
        assert scored.replays == sum(r.extra["replays"] for r in scored.results)


def test_human_mode_does_not_apply_to_the_restart_arena() -> None:
    result = CliRunner().invoke(main, ["run", "durable_state", "--human"])
    assert result.exit_code == 2
    assert "--human does not apply to durable_state" in result.output
