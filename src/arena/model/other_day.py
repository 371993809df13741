"""The next day offered, searched where the first has no room for the request.

"Book Maple for 8 on Thursday or Friday, whichever is free" searched Thursday only, and said
Maple was not free (requests51): the person offered Friday for just that case. Where the day
searched lists no room, or not the room named, or only rooms ruled out, the model searches the
next day the request offers (:attr:`arena.model.task.BookingRequest.also`) with the same
head count, and asks about and books on the day that had one. Days never offered are never
tried: a room on another day is a booking nobody asked for.
"""

from __future__ import annotations

import msgspec

from arena.model.conversation import Conversation
from arena.model.reply import SEARCH, Reply
from arena.model.task import BookingRequest

_WEEKDAYS = frozenset(
    ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
)


def searched_on(req: BookingRequest, conv: Conversation) -> BookingRequest:
    """``req`` on the day its last search asked for, where that is one the request offered."""
    searches = conv.calls(SEARCH)
    last = str(searches[-1][1].args.get("day", "")).strip().title() if searches else ""
    return msgspec.structs.replace(req, day=last) if last in req.also else req


def next_search(req: BookingRequest, conv: Conversation) -> Reply | None:
    """The search of the next offered day not searched yet, else ``None``."""
    searches = conv.calls(SEARCH)
    if not searches or not req.also:
        return None
    done = {str(c.args.get("day", "")).strip().title() for _, c in searches}
    day = next((d for d in req.also if d not in done), None)
    if day is None:
        return None
    return Reply.call(SEARCH, **{**searches[-1][1].args, "day": day})


def also_tried(req: BookingRequest, conv: Conversation) -> str:
    """The days offered and searched before the last one, as " (nor on Thursday)", for a
    final that says no room was found."""
    done = [str(c.args.get("day", "")).strip().title() for _, c in conv.calls(SEARCH)]
    # Only weekday names: a search the model's own faulted call made on "tuesday\ud800" (the
    # ``surrogate`` fault) is no day tried, and its text in the final broke the reply's encoding.
    before = [
        d
        for d in dict.fromkeys(done)
        if d != req.day and d in _WEEKDAYS and d in (*req.also, *done[:1])
    ]
    return f" (nor on {' or '.join(before)})" if before else ""
