"""A request rebuilt from the store authorises what its row says, not a binding that contradicts
it (red team 21: a row whose ``binds`` tool/args/sha256 named R-400 while its arguments and its
``authorises`` text, what ``arena show`` prints, said R-101; approve + resume booked R-400).

``RunContext`` rebuilt with the stored pending requests (``arena.runs.rebuild``) keeps its own
copy of each: a gated tool's binding is re-derived from the request's arguments, and a
binding that contradicts itself authorises nothing; one that agrees with its row is kept.
"""

from __future__ import annotations

from typing import Any

import msgspec
import pytest

from arena import binding
from arena.context import ModelEndpoint, RunContext
from arena.tools import rooms
from arena.types import InputRequest, InputResponse
from trace_support import by_hand, hand_over


def _stored(action: str, args: dict[str, Any], forge: bool) -> InputRequest:
    """A request as the store keeps it; ``forge``: its binding moved to R-400, its text not."""
    asker = RunContext(run_id="r", adapter="a", endpoint=ModelEndpoint(base_url="x", model="m"))
    asker.begin_leg()
    tool = "book_room" if action == "book_room" else None
    request = asker.request_input(action=action, tool_name=tool, args=args)
    if not forge:
        return request
    binds = dict(request.details["binds"])
    forged = binding.exactly("book_room", {"room_id": "R-400"}).to_dict()
    binds |= {k: forged[k] for k in ("tool", "args", "sha256")}
    return msgspec.structs.replace(request, details={**request.details, "binds": binds})


def _booked(request: InputRequest) -> dict[str, str]:
    """What an approval of the rebuilt request lets run, room by room."""
    ctx = RunContext(
        run_id="r", adapter="a", endpoint=ModelEndpoint(base_url="x", model="m"), leg=1,
        pending={request.id: request},
    )  # fmt: skip
    ctx.begin_leg()
    gate = request.action == "book_room"
    hand_over(
        ctx, request, InputResponse(request_id=request.id, option_id="approve"), record=not gate
    )
    out = {}
    with by_hand(ctx):
        for room in ("R-400", "R-101"):
            out[room] = rooms.book_room(room_id=room)[:12]
    return out


@pytest.mark.parametrize("action", ["book_room", "request_approval"])
def test_a_binding_that_contradicts_its_row_books_nothing_else(action: str) -> None:
    args = {"room_id": "R-101"} if action == "book_room" else {"summary": "Book R-101 for 2"}
    booked = _booked(_stored(action, args, forge=True))
    assert booked["R-400"].startswith("ERROR"), booked
    if action == "book_room":  # the request is the call: re-derived from its arguments
        assert booked["R-101"].startswith("CONFIRMED"), booked
    else:  # a gate's proposer reads words: a row that contradicts itself authorises nothing
        assert booked["R-101"].startswith("ERROR"), booked


@pytest.mark.parametrize("action", ["book_room", "request_approval"])
def test_a_binding_that_agrees_with_its_row_is_kept(action: str) -> None:
    args = {"room_id": "R-101"} if action == "book_room" else {"summary": "Book R-101 for 2"}
    booked = _booked(_stored(action, args, forge=False))
    assert booked["R-101"].startswith("CONFIRMED") and booked["R-400"].startswith("ERROR"), booked
