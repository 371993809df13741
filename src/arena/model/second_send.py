"""What a later message in the same conversation asks for (a second send, after the agent had
finished): a new booking, the earlier one asked again, or neither.

Split out for :class:`arena.model.policy.Scripted`, which answers neither with what it booked so
far ("Earlier in this conversation I booked nothing."): proof that the history was kept. Outside
tester 18 denied a booking, then sent "actually, changed my mind, please go ahead and book it
after all", and got that history line, with no new approval asked: the message names no day or
head count, so it was no request of its own. It asks for the earlier one again
(:func:`arena.model.intent.asks_again`), which needs a new approval, as any booking does.
"""

from __future__ import annotations

from arena.model.conversation import Conversation
from arena.model.intent import asks_again
from arena.model.task import BookingRequest, read_request


def second_send(conv: Conversation, index: int, text: str, book: str) -> Conversation | None:
    """The conversation to answer the later message ``text`` (at step ``index``) with: its own
    request ("another one for 4 people on Friday"), or the first one asked again ("book it
    after all") where nothing was booked with ``book`` before it; ``None`` where it asks
    neither (a question about what was done)."""
    rest = conv.steps[index + 1 :]
    if isinstance(read_request(text), BookingRequest):
        return Conversation(text, rest, conv.tools, conv.system)
    if asks_again(text) and not any(i < index for i, _ in conv.calls(book)):
        return Conversation(conv.task, rest, conv.tools, conv.system)
    return None
