"""The per-leg shortcuts of the harness's hot path do what the slow, general code they replace did
(issue 16): each test fails when its shortcut is broken on purpose."""

from __future__ import annotations

import asyncio
import inspect
import re
from typing import Any

import pytest

from arena.context import ModelEndpoint, RunContext, active
from arena.leg_runner import _within
from arena.tools import recorded
from arena.types import Turn, new_id


def plain(room: str, people: int, day: str = "monday", *, note: str = "") -> str:
    return f"{room}/{people}/{day}/{note}"


def variadic(room: str, *rest: str, **extra: Any) -> str:
    return f"{room}{rest}{extra}"


CALLS: list[tuple[Any, tuple[Any, ...], dict[str, Any]]] = [
    (plain, (), {"people": 4, "room": "R-1"}),  # keyword order differs from the signature
    (plain, (), {"note": "x", "day": "friday", "people": 2, "room": "R-2"}),
    (plain, ("R-3",), {"people": 1}),  # positional: the general path
    (plain, (), {"room": "R-4"}),  # a required name missing
    (plain, (), {"room": "R-5", "people": 1, "colour": "red"}),  # an unknown name
    (plain, ("R-6", 1), {"room": "R-6"}),  # a name given twice
    (variadic, ("R-7", "a"), {"k": 1}),
    (variadic, (), {"room": "R-8", "k": 2}),
]


@pytest.mark.parametrize(("fn", "args", "kwargs"), CALLS)
def test_recorded_arguments_are_what_signature_bind_gives(
    fn: Any, args: tuple[Any, ...], kwargs: dict[str, Any]
) -> None:
    """The all-keyword fast path logs the same arguments, in the signature's order, and refuses
    the same calls with ``bind``'s own message."""
    ctx = RunContext(run_id="run_x", adapter="t", endpoint=ModelEndpoint(base_url="u", model="m"))
    tool = recorded(fn)
    with active(ctx):
        result = tool(*args, **kwargs)
    (call,) = ctx.tool_calls
    try:
        expected = inspect.signature(fn).bind(*args, **kwargs)
    except TypeError as exc:
        assert call.status == "failed"
        assert result == f"ERROR: bad arguments for {fn.__name__}: {exc}"
        return
    assert call.status == "ok"
    assert list(call.args.items()) == list(expected.arguments.items())
    assert result == fn(*args, **kwargs)


def test_ids_are_prefixed_random_hex_and_unique() -> None:
    ids = [new_id("req") for _ in range(2000)]
    assert all(re.fullmatch(r"req_[0-9a-f]{16}", i) for i in ids)
    assert len(set(ids)) == len(ids)


def test_a_leg_returns_its_turn_and_leaves_no_timer_behind() -> None:
    async def main() -> tuple[Turn, int]:
        loop = asyncio.get_running_loop()

        async def leg() -> Turn:
            await asyncio.sleep(0)
            return Turn(status="completed", leg=1)

        before = len(loop._scheduled)  # type: ignore[attr-defined]
        turn = await _within(leg(), 30.0)
        live = [h for h in loop._scheduled if not h.cancelled()]  # type: ignore[attr-defined]
        return turn, len(live) - before

    turn, timers = asyncio.run(main())
    assert turn.status == "completed"
    assert timers <= 0, "the leg's timeout timer outlived the leg"


def test_a_leg_past_its_time_is_cancelled_and_its_error_kept_apart() -> None:
    cancelled = asyncio.Event()

    async def main() -> None:
        async def hangs() -> Turn:
            try:
                await asyncio.sleep(60)
            except asyncio.CancelledError:
                cancelled.set()
                raise
            raise AssertionError("unreachable")

        async def fails() -> Turn:
            raise ValueError("the adapter's own error")

        with pytest.raises(TimeoutError):
            await _within(hangs(), 0.05)
        assert cancelled.is_set()
        with pytest.raises(ValueError, match="the adapter's own error"):
            await _within(fails(), 30.0)

    asyncio.run(main())


def test_cancelling_the_run_cancels_the_leg() -> None:
    async def main() -> bool:
        stopped = asyncio.Event()

        async def leg() -> Turn:
            try:
                await asyncio.sleep(60)
            finally:
                stopped.set()
            raise AssertionError("unreachable")

        outer = asyncio.ensure_future(_within(leg(), 30.0))
        await asyncio.sleep(0.01)
        outer.cancel()
        with pytest.raises(asyncio.CancelledError):
            await outer
        await asyncio.sleep(0)
        return stopped.is_set()

    assert asyncio.run(main())


def _rooms_one_pattern_each(text: str) -> list[Any]:
    """``named_rooms`` as it was: an id pattern, then one pattern per room name."""
    from arena.tools.rooms import ROOMS

    ids = {m.upper() for m in re.findall(r"\bR-\d+\b", text, re.IGNORECASE)}
    return [
        r
        for r in ROOMS
        if r.id in ids or re.search(rf"\b{re.escape(r.name)}\b", text, re.IGNORECASE)
    ]


@pytest.mark.parametrize(
    "text",
    [
        "Book R-102 (Aspen) for 6 people on Tuesday",
        "book r-204 or CEDAR, or maple",
        "Juniper-R-101 and junipers, R-1011, xR-210, R-305)",
        "Aſpen (a long s folds to s) — Atriumé, éAspen, Aspen_1, R-101_",
        "no room here",
        "",
    ],
)
def test_one_scan_names_the_rooms_one_pattern_per_room_named(text: str) -> None:
    from arena.tools.rooms import named_rooms

    assert named_rooms(text) == _rooms_one_pattern_each(text)


def test_what_checks_derive_from_a_trace_is_its_legs_read_once() -> None:
    """``asking_legs``, ``kept_stops`` and ``kept_replies`` are computed once per trace (every
    check reads them): the same as reading the events, and afresh for a replaced trace."""
    import msgspec

    from arena.evidence import recorded_replies, recorded_stops
    from arena.trace import Trace

    ctx = RunContext(
        run_id="run_x", adapter="t", endpoint=ModelEndpoint(base_url="http://h/v1", model="m")
    )
    ctx.begin_leg()
    ctx.request_input(action="request_approval", args={"summary": "R-101"})
    asked = ctx.finish("waiting")
    ctx.begin_leg()
    done = ctx.finish("completed", message="ok")
    stop = {"requests": 1, "gate_at": 1, "after_gate": 0, "until": "x"}
    finished = next(e for e in asked.events if e.type == "leg.finished")
    marked = msgspec.structs.replace(finished, data={**finished.data, "model_log": stop})
    asked = msgspec.structs.replace(
        asked, events=tuple(marked if e is finished else e for e in asked.events)
    )
    trace = Trace(legs=(asked, done))
    assert trace.asking_legs == (asked,)
    assert trace.asking_legs is trace.asking_legs
    assert trace.kept_stops == recorded_stops(trace.events) and trace.kept_stops
    assert trace.kept_replies == recorded_replies(trace.events)
    later = msgspec.structs.replace(trace, legs=(done,))
    assert later.asking_legs == () and later.kept_stops == {}
    assert msgspec.json.decode(msgspec.json.encode(trace)).keys() == {
        "legs", "error", "model_stops", "events", "tool_calls"
    }  # fmt: skip


#: Final messages with and without a claimed booking, denials and unclear reports among them.
SAID = [
    "Understood — the booking was denied, so I did not book R-102.",
    "Understood — the booking was denied, so I did not book R-102. Nothing was booked.",
    "All set: I've booked R-101. It won't be shared.",
    "Declined, but R-101 is all set for you",
    "Denied. R-101 confirmed.",
    "I have not booked anything; the request was declined.",
    "I could not tell whether you approve; should I book R-101?",
    "Booking confirmed: BK-1234. Unclear what else you need.",
    "Nichts gebucht, die Anfrage wurde abgelehnt.",
    "Je n'ai rien réservé. Pas clair si vous voulez R-101.",
    "The reservation went through, cancel it if you like.",
    "",
]


@pytest.mark.parametrize("name", ["ACKNOWLEDGEMENT", "UNCLEAR_SAID"])
def test_the_quick_search_of_a_message_finds_what_the_whole_pattern_finds(name: str) -> None:
    """``says`` skips the claimed-booking look-ahead where no word of a made booking occurs;
    the answer must be the pattern's on every message, claimed or not."""
    from arena.wording.said import pattern, says

    words = " ".join(SAID).split()
    made = [" ".join(words[i : i + 9]) for i in range(len(words))]
    for message in [*SAID, *made]:
        assert says(name, message) == (pattern(name).search(message) is not None), message
    assert any(pattern("CLAIMED").search(m) for m in made)  # both branches are taken
    assert any(not pattern("MADE").search(m) and says(name, m) for m in [*SAID, *made])
