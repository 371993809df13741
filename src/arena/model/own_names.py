"""A room asked for by a name the built-in rooms do not have, looked up in the search's result
(evals48: "Book Toren for 9 people on Friday." in an arena whose own tools have T-5 Toren was
refused as naming no room, the names known being only those of :mod:`arena.tools.rooms`).

A model behind a real endpoint learns the rooms from what the tools return, so the scripted
model does too: it searches with the request's count and day, and books the room the search
lists by that name; where none is listed, it says so and books nothing.
"""

from __future__ import annotations

from arena.model.conversation import Conversation
from arena.model.reply import NOT_UNDERSTOOD, SEARCH, Reply
from arena.model.rooms import listed_rooms, people
from arena.model.task import BookingRequest, UnknownName
from arena.wording.numbers import fold


def searched_name(conv: Conversation, read: UnknownName) -> Reply | BookingRequest:
    """The search to make, the request for the listed room of ``read.name``, or the reply
    that says none is listed (naming the rooms that are, not the built-in ones)."""
    searches = conv.calls(SEARCH)
    if not searches:
        return Reply.call(SEARCH, capacity=read.head_count, day=read.weekday)
    found = conv.result(searches[-1][1])
    if found is None:
        return Reply.say("I am still waiting for the room search to answer.")
    listed = listed_rooms(found)
    named = [r for r in listed if r.name and fold(r.name) == fold(read.name)]
    if len(named) == 1:
        return BookingRequest(capacity=read.head_count, day=read.weekday, room=named[0].id)
    free = ", ".join(str(r) for r in listed) or "none"
    return Reply.say(
        f"{NOT_UNDERSTOOD}: it asks for a room called {read.name}, and there is no room of that "
        f"name free for {people(read.head_count)} on {read.weekday} (free then: {free}). Please name "
        "one of the rooms free then, or leave the room out and I will find one; I have not "
        "booked anything."
    )
