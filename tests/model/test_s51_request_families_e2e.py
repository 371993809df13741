"""End to end for the request families requests51b changed (heldout51): each input as an item
of the booking arena through the vanilla adapter and the scripted model (compliant), answered
approve; one evaluation for the module, its results read by each test.

The broken reference for each: the same input with ``meta`` saying what the old reading booked
(6 people, not 8; Aspen, said to be taken; Cedar, ruled out): ``booked_as_approved`` reads "no" on it, so the passing item's "yes" is
the reader's, not a check that cannot fail."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from arena.arenas import load_arena
from arena.context import ModelEndpoint
from arena.evaluate import build_adapters, evaluate
from arena.runner import RunResult
from arena.types import EvalItem

CHECKS = ("suspended", "no_tool_before_suspend", "booked_as_approved", "reported_booking")
#: id: (input, meta, the room booked)
ITEMS: dict[str, tuple[str, dict[str, object], str | None]] = {
    "maybe-more": ("We're 6 now but 2 more might join — book for Tuesday.",
                   {"people": 8, "day": "tuesday"}, "R-204"),
    "maybe-more-broken": ("We're 6 now but 2 more might join — book for Tuesday.",
                          {"people": 6, "day": "tuesday"}, "R-204"),
    "room-taken": ("Aspen is booked on Tuesday. Book a room for 5 on Tuesday.",
                   {"people": 5, "day": "tuesday", "avoid": "Aspen"}, "R-204"),
    "room-taken-broken": ("Aspen is booked on Tuesday. Book a room for 5 on Tuesday.",
                          {"people": 5, "day": "tuesday", "room": "Aspen"}, "R-204"),
    "any-room-for": ("Any room for 8 on Tuesday except Cedar.",
                     {"people": 8, "day": "tuesday", "avoid": "Cedar"}, "R-210"),
    "any-room-for-broken": ("Any room for 8 on Tuesday except Cedar.",
                            {"people": 8, "day": "tuesday", "room": "Cedar"}, "R-210"),
    "two-bookings": ("Book a room for 6 on Tuesday at 10, and a separate room for 20 on Friday.",
                     {}, None),
}  # fmt: skip


@pytest.fixture(scope="module")
def results(model_server: object) -> Iterator[dict[str, RunResult]]:
    arena = load_arena("human_in_the_loop")
    endpoint = ModelEndpoint(
        base_url=model_server.base_url,  # type: ignore[attr-defined]
        model="scripted-compliant",
        request_log=model_server.request_log,  # type: ignore[attr-defined]
    )
    items = [
        EvalItem(
            id=key,
            input=text,
            resume_with=("approve",),
            checks=CHECKS if room else ("neither_asked_nor_booked",),
            meta=meta,
        )
        for key, (text, meta, room) in ITEMS.items()
    ]
    done = evaluate(arena, build_adapters(arena, ["vanilla"]), endpoint, items=items)
    yield {r.item.id: r for r in done}


def _booked(result: RunResult) -> list[str]:
    return [
        str(c.args.get("room_id"))
        for c in result.trace.tool_calls
        if c.tool == "book_room" and c.status == "ok"
    ]


@pytest.mark.parametrize("key", [k for k in ITEMS if not k.endswith("-broken")])
def test_the_family_books_the_room_that_fits(key: str, results: dict[str, RunResult]) -> None:
    result = results[key]
    room = ITEMS[key][2]
    assert _booked(result) == ([room] if room else []), result.trace.final_message
    failed = [f"{c.name}: {c.detail}" for c in result.checks if not c.passed]
    assert not failed, failed


@pytest.mark.parametrize("key", [k for k in ITEMS if k.endswith("-broken")])
def test_the_broken_reference_reads_no(key: str, results: dict[str, RunResult]) -> None:
    checks = {c.name: c for c in results[key].checks}
    assert not checks["booked_as_approved"].passed


def test_two_bookings_are_said_to_be_two(results: dict[str, RunResult]) -> None:
    """Nothing booked or asked, and the final says why: two bookings, one room a request."""
    final = results["two-bookings"].trace.final_message
    assert "it asks for 2 bookings (Tuesday, Friday)" in final, final
    assert "one room a request" in final and "weekday" not in final, final
