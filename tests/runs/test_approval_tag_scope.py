"""Only the call an approval covers carries its request id.

After a completed approval, a later ordinary tool call (``search_rooms`` in a second send) was
tagged with that approval's id: the leg's ``approved_request_id`` was still set (outside reviewer).
"""

from __future__ import annotations

from arena.context import ModelEndpoint, RunContext
from arena.tools import recorded, rooms
from arena.types import InputResponse
from trace_support import by_hand, hand_over


@recorded
def note_room(room_id: str) -> str:
    """A gated tool that is not consequential: the approval asked about it by name."""
    return f"noted {room_id}"


def approved(ctx: RunContext, action: str, args: dict[str, str]) -> str:
    ctx.begin_leg()
    request = ctx.request_input(action=action, args=args)
    ctx.finish("waiting")
    ctx.begin_leg()
    answer = InputResponse(request_id=request.id, option_id="approve")
    hand_over(ctx, request, answer, record=action == "request_approval")  # a gated tool logs itself
    return request.id


def tags(ctx: RunContext) -> list[tuple[str, str | None]]:
    return [(c.tool, c.request_id) for c in ctx.tool_calls if c.tool != "request_approval"]


def test_a_search_after_an_approved_booking_carries_no_request_id() -> None:
    ctx = RunContext(run_id="r", adapter="a", endpoint=ModelEndpoint(base_url="x", model="m"))
    rid = approved(ctx, "request_approval", {"summary": "Book R-101 for 4 on Monday"})
    with by_hand(ctx):
        rooms.book_room(room_id="R-101")
        rooms.search_rooms(capacity=4, day="Monday")  # the second send's search
    assert tags(ctx) == [("book_room", rid), ("search_rooms", None)]


def test_the_gated_tool_the_request_named_carries_it() -> None:
    ctx = RunContext(run_id="r", adapter="a", endpoint=ModelEndpoint(base_url="x", model="m"))
    rid = approved(ctx, "note_room", {"room_id": "R-101"})
    with by_hand(ctx):
        note_room(room_id="R-101")
        rooms.search_rooms(capacity=4, day="Monday")
    assert tags(ctx) == [("note_room", rid), ("search_rooms", None)]
