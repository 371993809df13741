"""Tool calls recorded at the same moment from two threads get distinct seqs, and the leg is stored.

pydantic_ai runs a response's parallel tool calls concurrently, each sync tool in a worker thread,
so two ``RunContext.record_tool`` calls can overlap (the resumed leg of test_partial_durable books
two rooms at once). Both used to take the seq counter after both had bumped it: two events with one
seq, and the store refused the whole leg (``UNIQUE constraint failed: events.run_id, events.seq``).
"""

from __future__ import annotations

import threading
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

from arena.context import ModelEndpoint, RunContext
from arena.store import SQLiteStore
from arena.store.records import EndpointSpec, LegWrite, RunOrigin
from arena.types import EvalItem, Responder

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


def two_bookings_at_once(ctx: RunContext) -> None:
    meet = Rendezvous()

    def book(room: str) -> None:
        ctx.record_tool("book_room", MeetingArgs(meet, room_id=room), "ok", f"booked {room}")

    threads = [threading.Thread(target=book, args=(room,)) for room in ("R-101", "R-202")]
    for t in threads:
        t.start()
    for t in threads:
        t.join(10)
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
        record = store.record_leg(
            LegWrite(
                run_id=ctx.run_id,
                turn=turn,
                snapshot={"version": 1, "slots": {}},
                actor=Responder(name="runner", interface="scripted"),
                origin=RunOrigin(
                    adapter="pydantic_ai",
                    endpoint=EndpointSpec.of(ENDPOINT),
                    item=EvalItem(id="two", input="book two rooms"),
                ),
            )
        )
        assert record.status == "completed"
        assert [e.seq for e in store.events(ctx.run_id)] == [1, 2, 3, 4, 5]
        assert sorted(c.seq for c in store.tool_calls(ctx.run_id)) == [2, 3]


def test_events_and_tool_calls_from_many_threads_keep_one_sequence() -> None:
    """Emits and tool calls from several threads at once: one gapless sequence, in list order."""
    ctx = RunContext(run_id="run_manythreads", adapter="pydantic_ai", endpoint=ENDPOINT)
    ctx.begin_leg()
    start = threading.Barrier(4)

    def work(n: int) -> None:
        start.wait(5)
        for i in range(200):
            if i % 2:
                ctx.emit("message", role="assistant", text=f"{n}.{i}")
            else:
                ctx.record_tool("search_rooms", {"day": f"{n}.{i}"}, "ok", "R-101")

    threads = [threading.Thread(target=work, args=(n,)) for n in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(30)
    assert [e.seq for e in ctx.events] == list(range(1, 802))
    calls = {c.call_id: c.seq for c in ctx.tool_calls}
    finished = {e.data["call_id"]: e.seq for e in ctx.events if e.type == "tool.finished"}
    assert finished == calls and len(calls) == 400
