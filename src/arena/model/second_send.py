"""What a later message in the same conversation asks for (a second send, after the agent had
finished): a new booking, the earlier one asked again, or neither.

Split out for :class:`arena.model.policy.Booking`, which answers neither with what it booked so
far ("Earlier in this conversation I booked nothing."): proof that the history was kept. Outside
tester 18 denied a booking, then sent "actually, changed my mind, please go ahead and book it
after all", and got that history line, with no new approval asked: the message names no day or
head count, so it was no request of its own. It asks for the earlier one again
(:func:`arena.model.called_off.asks_again`), which needs a new approval, as any booking does.

A later message that says neither that it wants a booking nor that it only asks what is free
("And one for 4 people on Friday?" after "Is there a room free for 6 people on Tuesday?") asks as
the request it follows did (:func:`only_asks`): drive38 saw it read as a booking, and approval
asked, after a question; after "Book a room …" it is a booking, and "And book one for 4 on
Friday." is one after either. A later message that books and names no day or head count ("Please
book it.") after one that only asked books what the latest question asked about.
"""

from __future__ import annotations

from collections.abc import Callable

from arena.model.called_off import asks_again
from arena.model.conversation import Conversation
from arena.model.intent import says_intent
from arena.model.task import BookingRequest, read_request

#: The latest later message of a conversation, as :func:`arena.model.policy.follow_up` finds it.
FollowUp = Callable[[Conversation], "tuple[int, str] | None"]


def second_send(
    conv: Conversation, index: int, text: str, book: str, follow_up: FollowUp
) -> Conversation | None:
    """The conversation to answer the later message ``text`` (at step ``index``) with: its own
    request ("another one for 4 people on Friday"), or the first one asked again ("book it
    after all") where nothing was booked with ``book`` before it; ``None`` where it asks
    neither (a question about what was done)."""
    rest = conv.steps[index + 1 :]
    if isinstance(read_request(text), BookingRequest):
        return Conversation(text, rest, conv.tools, conv.system)
    if any(i < index for i, _ in conv.calls(book)):
        return None
    at, latest = _latest_request(conv, index, follow_up)
    asked = read_request(latest)
    only_asked = isinstance(asked, BookingRequest) and (
        not asked.book  # "And one for 4 people on Friday?" after a question asks, as it did
        or (at is not None and only_asks(conv, at, latest, follow_up))
    )
    if only_asked:
        # "Please book it." / "Great, please book R-204." after "Is there a room free for 6
        # people on Tuesday?": a booking of what the question asked about (drive39: read as
        # the question again, the agent listed the rooms and said "You only asked what is free").
        # After several questions, what the latest asked about: read with the first, "Please
        # book it." after "… for 4 people on Friday?" booked for 6 on Tuesday (drive39).
        both = f"{latest} {text}"
        said = read_request(both)
        if isinstance(said, BookingRequest) and said.book:
            return Conversation(both, rest, conv.tools, conv.system)
    if asks_again(text):
        return Conversation(conv.task, rest, conv.tools, conv.system)
    return None


def _latest_request(conv: Conversation, index: int, follow_up: FollowUp) -> tuple[int | None, str]:
    """The latest message before step ``index`` that read as a request of its own, with its step
    (a later message before it; else the task, at ``None``): what "it" in "Please book it." names."""
    while True:
        earlier = follow_up(Conversation(conv.task, conv.steps[:index], conv.tools, conv.system))
        if earlier is None:
            return None, conv.task
        index, text = earlier
        if isinstance(read_request(text), BookingRequest):
            return index, text


def only_asks(conv: Conversation, index: int, text: str, follow_up: FollowUp) -> bool:
    """Whether the later message ``text`` (at step ``index``), read as a request of its own, only
    asks what is free: it says no intent of its own (:func:`arena.model.intent.says_intent`) and
    the request it follows (the latest later message before it, else the task) only asked."""
    if says_intent(text):
        return False
    earlier = follow_up(Conversation(conv.task, conv.steps[:index], conv.tools, conv.system))
    prior = earlier[1] if earlier else conv.task
    req = read_request(prior)
    if not isinstance(req, BookingRequest):
        return False
    return not req.book or (earlier is not None and only_asks(conv, earlier[0], prior, follow_up))
