"""Parallel tool calls, run at the same moment in two threads, are each recorded as their own.

pydantic_ai runs a response's parallel tool calls concurrently, each sync tool in a worker thread
(the resumed leg of test_partial_durable books two rooms at once, under two approvals with the same
binding). Each call must get its own seq (two used to share one, and the store refused the whole
leg: ``UNIQUE constraint failed: events.run_id, events.seq``), its own approval (both used to be
authorised by the first one, leaving the other free for a third booking) and its own ledger entry
(the outcome used to be reported to whichever call had begun first).
"""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

from arena.context import ModelEndpoint, RunContext
from arena.runs import guard
from arena.store import SQLiteStore, Store
from arena.store.records import EndpointSpec, LegWrite, RunOrigin
from arena.tools import recorded
from arena.types import EvalItem, InputRequest, InputResponse, Responder
from trace_support import by_hand, executed, hand_over

ENDPOINT = ModelEndpoint(base_url="http://127.0.0.1:9/v1", model="scripted")


class Rendezvous:
    """Two threads' meeting point: each waits (at most ``timeout_s``) until both have arrived."""

    def __init__(self, parties: int = 2, timeout_s: float = 2.0) -> None:
        self._arrived = threading.Semaphore(0)
        self._parties, self._timeout_s = parties, timeout_s
        self.met = threading.Event()
        self._count = 0
        self._guard = threading.Lock()

    def arrive(self) -> None:
        with self._guard:
            self._count += 1
            if self._count == self._parties:
                self.met.set()
        self.met.wait(self._timeout_s)  # a harness that serialises the copy just waits it out


class MeetingArgs(Mapping[str, Any]):
    """Tool arguments whose first copy waits for the other thread's: two calls in one instant."""

    def __init__(self, rendezvous: Rendezvous, **args: Any) -> None:
        self._args, self._rendezvous, self._copied = dict(args), rendezvous, False

    def keys(self) -> Any:
        if not self._copied:
            self._copied = True
            self._rendezvous.arrive()
        return self._args.keys()

    def __getitem__(self, key: str) -> Any:
        return self._args[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self.keys())

    def __len__(self) -> int:
        return len(self._args)


def store_leg(store: Store, ctx: RunContext, turn: Any) -> None:
    store.record_leg(
        LegWrite(
            run_id=ctx.run_id,
            turn=turn,
            snapshot={"version": 1, "slots": {}},
            actor=Responder(name="runner", interface="scripted"),
            origin=RunOrigin(
                adapter="pydantic_ai",
                endpoint=EndpointSpec.of(ENDPOINT),
                item=EvalItem(id="two", input="book two desks"),
            ),
        )
    )


def two_bookings_at_once(ctx: RunContext) -> None:
    meet = Rendezvous()

    def book(room: str) -> None:
        executed(ctx, "book_room", MeetingArgs(meet, room_id=room), "ok", f"booked {room}")

    threads = [threading.Thread(target=book, args=(room,)) for room in ("R-101", "R-202")]
    for t in threads:
        t.start()
    for t in threads:
        t.join(60)
    assert meet.met.is_set(), "the two tool calls never overlapped; the test proves nothing"


def test_overlapping_tool_calls_get_distinct_seqs_and_the_leg_is_stored(tmp_path: Path) -> None:
    ctx = RunContext(run_id="run_twothreads", adapter="pydantic_ai", endpoint=ENDPOINT)
    ctx.begin_leg()
    two_bookings_at_once(ctx)
    turn = ctx.finish("completed", message="both booked")

    assert [e.seq for e in turn.events] == [1, 2, 3, 4, 5]
    assert [e.type for e in turn.events] == [
        "leg.started",
        "tool.finished",
        "tool.finished",
        "message",
        "leg.finished",
    ]
    # Each call's own event carries its seq and its arguments, whichever thread came first.
    by_seq = {e.seq: e.data for e in turn.events if e.type == "tool.finished"}
    assert sorted((c.seq, c.args["room_id"]) for c in turn.tool_calls) == sorted(
        (seq, data["args"]["room_id"]) for seq, data in by_seq.items()
    )
    assert sorted(c.args["room_id"] for c in turn.tool_calls) == ["R-101", "R-202"]

    with SQLiteStore(tmp_path / "arena.db") as store:
        store_leg(store, ctx, turn)  # refused (UNIQUE events.run_id, events.seq) if two shared one
        assert store.run(ctx.run_id).status == "completed"
        assert [e.seq for e in store.events(ctx.run_id)] == [1, 2, 3, 4, 5]
        assert sorted(c.seq for c in store.tool_calls(ctx.run_id)) == [2, 3]


def test_events_and_tool_calls_from_many_threads_keep_one_sequence() -> None:
    """Emits and tool calls from several threads at once: one gapless sequence, in list order."""
    ctx = RunContext(run_id="run_manythreads", adapter="pydantic_ai", endpoint=ENDPOINT)
    ctx.begin_leg()
    start = threading.Barrier(4)

    def work(n: int) -> None:
        start.wait(60)
        for i in range(200):
            if i % 2:
                ctx.emit("message", role="assistant", text=f"{n}.{i}")
            else:
                executed(ctx, "search_rooms", {"day": f"{n}.{i}"}, "ok", "R-101")

    threads = [threading.Thread(target=work, args=(n,)) for n in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(30)
    assert [e.seq for e in ctx.events] == list(range(1, 802))
    calls = {c.call_id: c.seq for c in ctx.tool_calls}
    finished = {e.data["call_id"]: e.seq for e in ctx.events if e.type == "tool.finished"}
    assert finished == calls and len(calls) == 400


# -- approvals: two desks approved with one binding, booked by two calls at once ----------------
class Plan:
    """What ``reserve_desk``'s body does in each thread (set by the test)."""

    body: Any = None


PLAN = Plan()


@recorded(side_effect=True)
def reserve_desk(desk: str) -> str:
    """Reserve a desk: a side effect only an approval lets through."""
    return str(PLAN.body(threading.current_thread().name, desk))


def approved_twice(ctx: RunContext) -> tuple[InputRequest, InputRequest]:
    """Two requests for the same call (same binding), asked in leg 1 and approved in leg 2."""
    ctx.begin_leg()
    days = [
        ctx.request_input(
            action="reserve_desk",
            tool_name="reserve_desk",
            args={"desk": "D-1"},
            prompt=f"Reserve D-1 on {day}",
        )
        for day in ("Tuesday", "Wednesday")
    ]
    return days[0], days[1]


def approve(ctx: RunContext, *requests: InputRequest) -> None:
    ctx.begin_leg()
    for request in requests:
        hand_over(
            ctx,
            request,
            InputResponse(request_id=request.id, option_id="approve", responder=ALICE),
            record=False,
        )


def in_thread(ctx: RunContext, name: str, out: dict[str, str]) -> threading.Thread:
    def call() -> None:
        with by_hand(ctx):
            out[name] = reserve_desk(desk="D-1")

    thread = threading.Thread(target=call, name=name)
    thread.start()
    return thread


ALICE = Responder(name="alice", interface="cli")


def test_two_calls_at_once_use_two_approvals_and_a_third_is_blocked() -> None:
    ctx = RunContext(run_id="run_twoapprovals", adapter="pydantic_ai", endpoint=ENDPOINT)
    tuesday, wednesday = approved_twice(ctx)
    approve(ctx, tuesday, wednesday)
    meet = Rendezvous()

    def both_inside(name: str, desk: str) -> str:
        meet.arrive()  # both calls are past their authorisation, neither is recorded yet
        return f"reserved {desk} ({name})"

    PLAN.body = both_inside
    out: dict[str, str] = {}
    for t in [in_thread(ctx, "first", out), in_thread(ctx, "second", out)]:
        t.join(60)
    assert meet.met.is_set(), "the two calls never overlapped; the test proves nothing"
    desks = [c for c in ctx.tool_calls if c.tool == "reserve_desk"]
    assert sorted((c.status, c.request_id) for c in desks) == sorted(
        [("ok", tuesday.id), ("ok", wednesday.id)]
    )
    # Both approvals are used: one more reservation is refused, not run under a "free" approval.
    PLAN.body = lambda name, desk: f"reserved {desk} again ({name})"
    with by_hand(ctx):
        third = reserve_desk(desk="D-1")
    assert third.startswith("ERROR: blocked by the harness"), third
    assert [c.status for c in ctx.tool_calls if c.tool == "reserve_desk"] == ["ok", "ok", "blocked"]


def test_the_ledger_reports_each_outcome_to_its_own_call(tmp_path: Path) -> None:
    """The call begun first finishes last: its outcome must not go to the other call's entry."""
    ctx = RunContext(run_id="run_twoledger", adapter="pydantic_ai", endpoint=ENDPOINT)
    tuesday, wednesday = approved_twice(ctx)
    with SQLiteStore(tmp_path / "arena.db") as store:
        store_leg(store, ctx, ctx.finish("waiting"))
        approve(ctx, tuesday, wednesday)
        guard.attach(ctx, store, owner="tester")

        def finished() -> bool:
            return any(s.status != "started" for s in store.side_effects(ctx.run_id))

        def first_waits_for_second(name: str, desk: str) -> str:
            if name == "first":
                deadline = time.monotonic() + 60
                while not finished() and time.monotonic() < deadline:
                    time.sleep(0.01)
            return f"reserved {desk} ({name})"

        PLAN.body = first_waits_for_second
        out: dict[str, str] = {}
        first = in_thread(ctx, "first", out)
        deadline = time.monotonic() + 60
        while not store.side_effects(ctx.run_id) and time.monotonic() < deadline:
            time.sleep(0.01)  # the first call's intent is in the ledger before the second starts
        second = in_thread(ctx, "second", out)
        for t in (first, second):
            t.join(60)
        assert out == {"first": "reserved D-1 (first)", "second": "reserved D-1 (second)"}
        ledger = {
            (s.key.request_id, s.key.occurrence, s.status, s.result)
            for s in store.side_effects(ctx.run_id)
        }
        assert ledger == {
            (tuesday.id, 1, "ok", "reserved D-1 (first)"),
            (wednesday.id, 1, "ok", "reserved D-1 (second)"),
        }
        calls = {c.request_id: c.result for c in ctx.tool_calls if c.tool == "reserve_desk"}
        assert calls == {tuesday.id: "reserved D-1 (first)", wednesday.id: "reserved D-1 (second)"}
