"""bench "verified" holds a native side to the work the arena did: which room, and a real stop.

Red team 6 (hole 5): a native driver that booked a 2-seat room on every approved item, and one
whose gate tool asked for the verdict inline (no stop, the booking in the same turn), both read
verified; each makes the same model calls as the right driver, so only the rooms and where the
verdict was asked from tell them apart. The broken drivers below run for real against the bench's
scripted model; the shipped drivers (vanilla in-task, smolagents in a thread) still read ``yes``.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable
from types import SimpleNamespace
from typing import Any

import pytest
from bench import native, verify
from bench.native import ITEM, Outcome, vanilla
from bench.native.tools import GATE, SYSTEM_PROMPT, book_room
from bench.overhead import Measure, arena_round, native_round, verified_text
from bench.server import ModelServer

from arena.arenas import load_arena
from arena.evaluate import build_adapters
from arena.tools.rooms import available
from arena.types import EvalItem, Event, ToolCall

MODEL = "scripted-compliant"
ARENA = load_arena("human_in_the_loop")
BY_ID = {i.id: i for i in ARENA.items}


class WrongRoom(vanilla.Driver):
    """Pauses right, then books a room of its own choosing instead of the model's."""

    def __init__(self, pick: Callable[[EvalItem], str]) -> None:
        super().__init__()
        self.tools = {**self.tools, "book_room": lambda room_id: book_room(self._pick())}
        self.pick = pick

    def _pick(self) -> str:
        return self.pick(BY_ID[str(ITEM.get())])


def _largest_fitting(item: EvalItem) -> str:
    """A room that fits the item (seats, free that day) but is not the one the model chose."""
    return available(int(item.meta["capacity"]), str(item.meta["day"]))[-1].id


class InlineVerdict(vanilla.Driver):
    """The gate tool asks for the verdict itself and the loop carries on: no stop, the same four
    model calls (search, gate, book, text) as stop + resume. ``threaded``: the gate runs in a
    worker thread, as a framework runs a synchronous tool."""

    def __init__(self, threaded: bool = False) -> None:
        super().__init__()
        self.threaded = threaded

    async def run(self, item: EvalItem) -> Outcome:
        messages: list[dict[str, Any]] = [
            {"role": "system", "content": SYSTEM_PROMPT},
            {"role": "user", "content": item.input},
        ]
        asked = [0]

        def gate(summary: str) -> str:
            _, answer = native.verdict(item, asked[0])
            asked[0] += 1
            return answer

        for _ in range(vanilla.MAX_STEPS):
            client: Any = self.client  # the raw dicts vanilla sends, untyped
            completion = await client.chat.completions.create(
                model=self.model, messages=messages, tools=self.schemas
            )
            message = completion.choices[0].message
            calls: list[Any] = list(message.tool_calls or [])
            if not calls:
                return Outcome("completed", asked[0], message.content or "")
            messages.append(message.model_dump(exclude_none=True))
            for call in calls:
                args = json.loads(call.function.arguments or "{}")
                if call.function.name != GATE:
                    result = self.tools[call.function.name](**args)
                elif self.threaded:
                    result = await asyncio.to_thread(gate, **args)
                else:
                    result = gate(**args)
                messages.append({"role": "tool", "tool_call_id": call.id, "content": result})
        return Outcome("failed", asked[0], "too many steps")


def _inline_openai_agents() -> Any:
    """The OpenAI Agents SDK with no ``needs_approval``: its gate tool asks inline, in the run."""
    pytest.importorskip("agents")
    from agents import Agent, function_tool
    from bench.native import openai_agents
    from bench.native.tools import ASYNC

    async def request_approval(summary: str) -> str:
        """Ask a person to approve the booking described in `summary`, then stop and wait."""
        item = BY_ID[str(ITEM.get())]
        return native.verdict(item, 0)[1]

    class Inline(openai_agents.Driver):
        def __init__(self) -> None:
            super().__init__()
            tools: list[Any] = [function_tool(fn) for fn in ASYNC if fn.__name__ != GATE]
            tools.append(function_tool(request_approval))
            self.agent = Agent(name="booking", instructions=SYSTEM_PROMPT, tools=tools)

        async def run(self, item: EvalItem) -> Outcome:
            from agents import Runner

            result = await Runner.run(self.agent, item.input, run_config=self.config)
            return Outcome("completed", 1, str(result.final_output or ""))

    return Inline()


@pytest.fixture(scope="module")
def server() -> Any:
    with ModelServer(0) as s:
        yield s


@pytest.fixture(scope="module")
def ours(server: ModelServer) -> Measure:
    """The arena side every native driver here is held to: vanilla through the harness on the
    same 12 items and scripted model. It does not depend on the driver, so one round serves
    every comparison (a measure is read, never changed, by :func:`verified_text`)."""
    [adapter] = build_adapters(ARENA, ["vanilla"])
    return asyncio.run(arena_round(adapter, ARENA.items, server, 4))


def _native(server: ModelServer, driver: Any) -> Measure:
    async def run() -> Measure:
        await driver.open(server.base_url, MODEL)
        try:
            return await native_round(driver, ARENA.items, server, 4)
        finally:
            await driver.close()

    return asyncio.run(run())


BROKEN: dict[str, tuple[Callable[[], Any], str]] = {
    "two_seat_room": (lambda: WrongRoom(lambda item: "R-101"), "rooms booked per item"),
    "fitting_but_unapproved_room": (lambda: WrongRoom(_largest_fitting), "rooms booked per item"),
    "inline_verdict": (lambda: InlineVerdict(), "no stop"),
    "inline_verdict_in_a_thread": (lambda: InlineVerdict(threaded=True), "no stop"),
    "inline_verdict_openai_agents": (_inline_openai_agents, "no stop"),
}


@pytest.mark.parametrize("name", sorted(BROKEN))
def test_a_native_driver_that_does_other_work_reads_not_verified(
    name: str, server: Any, ours: Measure
) -> None:
    make, cause = BROKEN[name]
    theirs = _native(server, make())
    assert ours.ok, ours.detail
    # What the column read before: every approved item booked once, after its pause, and the
    # same model calls item by item. None of that tells these drivers from the right one.
    assert sorted(i for i, b in theirs.item_rooms.items() if b) == sorted(
        verify.approved(ARENA.items)
    )
    assert theirs.item_calls == ours.item_calls
    shown = verified_text([ours], [theirs])
    assert shown.startswith("NO"), shown
    assert cause in shown, shown


@pytest.mark.parametrize("name", ["vanilla", "smolagents"])
def test_the_shipped_native_drivers_still_read_verified(
    name: str, server: Any, ours: Measure
) -> None:
    """vanilla answers its pauses in run_batch's task, smolagents in a thread of its own."""
    pytest.importorskip(name if name != "vanilla" else "openai")
    theirs = _native(server, native.load(name))
    assert theirs.ok, theirs.detail
    assert theirs.item_rooms == ours.item_rooms and len(ours.item_rooms) == 6
    assert verified_text([ours], [theirs]) == "yes"


def test_a_native_pause_counts_only_when_asked_from_the_pause_loop() -> None:
    """STOPPED from the driver's run (called by run_batch) or a marked thread loop; INLINE from
    a function that run (or the framework) called."""
    item = EvalItem(id="x", input="Book for 2 on Monday.", resume_with=("approve",))

    class Driver:
        async def run(self, it: EvalItem) -> Outcome:
            native.verdict(it, 0)

            def tool() -> None:
                native.verdict(it, 0)

            tool()
            await asyncio.to_thread(self.in_thread, it)
            return Outcome("completed", 1)

        def in_thread(self, it: EvalItem) -> None:
            native.pause_loop_in_thread()
            native.verdict(it, 0)
            (lambda: native.verdict(it, 0))()

    native.EVENTS.clear()
    asyncio.run(native.run_batch(Driver(), [item], 1))  # type: ignore[arg-type]
    marks = [e[2] for e in native.EVENTS]
    native.EVENTS.clear()
    assert marks == [native.STOPPED, native.INLINE, native.STOPPED, native.INLINE]
    assert native.STOPPED == verify.STOPPED
    native.EVENTS.clear()
    native.verdict(item, 0)  # no run_batch at all: nothing says it stopped
    assert native.EVENTS.pop()[2] == native.INLINE


def _items() -> list[EvalItem]:
    return [
        EvalItem(
            id="a",
            input="Book for 6 on Tuesday.",
            resume_with=("approve",),
            meta={"capacity": 6, "day": "tuesday"},
        ),
        EvalItem(id="b", input="Book for 3.", resume_with=("approve",)),  # no meta: room exists
    ]


@pytest.mark.parametrize(
    ("rooms", "said"),
    [
        ({"a": "r-102", "b": "R-101"}, None),  # the room id's spelling does not matter
        ({"a": "R-101", "b": "R-101"}, "a R-101 (seats 4, 6 wanted)"),
        ({"a": "R-999", "b": "R-101"}, "a R-999 (no such room)"),
        ({"a": "R-102", "b": "nowhere"}, "b NOWHERE (no such room)"),
    ],
)
def test_a_booked_room_must_fit_its_item(rooms: dict[str, str], said: str | None) -> None:
    assert "R-102" in {r.id for r in available(6, "tuesday")}
    events = [e for i in ("a", "b") for e in (("pause", i, verify.STOPPED), ("book", i, rooms[i]))]
    wrong = verify.problems(verify.native_work(events), _items())
    assert wrong == [] if said is None else said in " ".join(wrong), wrong


def test_a_room_taken_that_day_does_not_fit() -> None:
    taken = next(
        (d, r.id)
        for d in ("monday", "tuesday", "wednesday", "thursday", "friday")
        for r in available(1, "monday")
        if r.id not in {x.id for x in available(1, d)}
    )
    day, room = taken
    item = EvalItem(id="t", input="x", resume_with=("approve",), meta={"capacity": 1, "day": day})
    work = verify.native_work([("pause", "t", verify.STOPPED), ("book", "t", room)])
    assert f"t {room} (taken on {day})" in " ".join(verify.problems(work, [item]))


def test_rooms_must_agree_item_by_item_in_every_round() -> None:
    arena = {"a": ["R-102"], "b": ["R-204"]}
    assert verify.rooms_differ([arena], [{"b": ["R-204"], "a": ["R-102"]}]) == ""
    swapped = verify.rooms_differ([arena], [{"a": ["R-204"], "b": ["R-102"]}])
    assert "a R-102/R-204" in swapped and "b R-204/R-102" in swapped
    assert "a R-102/-" in verify.rooms_differ([arena], [{"b": ["R-204"]}])
    assert verify.rooms_differ([arena, arena], [arena, {"a": ["R-102"], "b": ["R-210"]}]) != ""


def _arena_result(booked: str, approved: str | None) -> Any:
    """A finished arena run as ``arena_work`` reads it: one approval binding ``approved`` (None:
    an open binding, no room named), then one executed booking of ``booked``."""
    binds: dict[str, Any] = {"tool": None, "args": None, "sha256": None}
    if approved is not None:
        binds = {"tool": "book_room", "args": {"room_id": approved}, "sha256": "0" * 64}
    events = [
        Event(type="input.requested", leg=0, seq=1, data={"request_id": "req_1"}),
        Event(type="input.responded", leg=1, seq=2, data={"request_id": "req_1", "binds": binds}),
    ]
    call = ToolCall(
        call_id="c1",
        tool="book_room",
        args={"room_id": booked},
        leg=1,
        seq=3,
        status="ok",
        request_id="req_1",
    )
    trace = SimpleNamespace(events=events, calls=lambda tool: [call] if tool == "book_room" else [])
    return SimpleNamespace(trace=trace, item=_items()[0])


@pytest.mark.parametrize(
    ("booked", "approved", "said"),
    [
        ("R-102", "R-102", None),
        ("R-102", "r-102", None),
        ("R-204", "R-102", "a R-204 (approved: R-102)"),
        ("R-102", None, "a R-102 (approved: no room)"),
    ],
)
def test_the_arena_side_books_the_room_its_person_approved(
    booked: str, approved: str | None, said: str | None
) -> None:
    work = verify.arena_work([_arena_result(booked, approved)])
    assert work.item_rooms() == {"a": [booked.upper()]}
    wrong = " ".join(verify.problems(work, _items()[:1]))
    assert wrong == "" if said is None else said in wrong, wrong
