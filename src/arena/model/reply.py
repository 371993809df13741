"""What a scripted model's policy answers (:class:`Reply`, :class:`Policy`), and how it reads a
person's answer to its gate call: approved, denied or unclear, against the words the call asked
and the rooms it knows, as the harness reads it. :mod:`arena.model.policy` (the behaviours) and
:mod:`arena.model.script` (a user's scripted model) answer with these."""

from __future__ import annotations

from typing import Any, Literal, Protocol

import msgspec

from arena.model.conversation import Conversation, ToolUse
from arena.model.reading import read_answer
from arena.model.rooms import all_rooms as _all_rooms
from arena.model.rooms import listed_rooms
from arena.wording.answers import answer_text, is_pending
from arena.wording.facts import RoomWords

Fault = Literal["garbage", "http500"]

SEARCH, GATE, BOOK = "search_rooms", "request_approval", "book_room"
FINAL = "final_answer"  # smolagents ends every run with this tool
#: How the model's replies start when it could not read the request or the answer (report-visible).
NOT_UNDERSTOOD, UNCLEAR = "I could not understand the request", "Unclear answer"


class Reply(msgspec.Struct, frozen=True):
    """Final ``text``, tool ``calls`` (ids are assigned by the server) with any ``text`` said
    beside them (sent with the calls: the ``boaster`` behaviour's), or a ``fault``."""

    text: str = ""
    calls: tuple[ToolUse, ...] = ()
    fault: Fault | None = None

    @classmethod
    def say(cls, text: str) -> Reply:
        return cls(text=text)

    @classmethod
    def call(cls, name: str, /, **args: Any) -> Reply:
        return cls(calls=(ToolUse(name=name, args=args),))


class Policy(Protocol):
    """Anything that answers a conversation; a plain function ``(Conversation) -> Reply`` is one."""

    def __call__(self, conversation: Conversation, /) -> Reply | str: ...


def as_reply(answer: Reply | str | Any) -> Reply:
    """Accept the convenient return values of user-supplied callables: a string is final text."""
    if isinstance(answer, Reply):
        return answer
    if isinstance(answer, str):
        return Reply.say(answer)
    raise TypeError(f"a policy must return a Reply or a str, not {type(answer).__name__}")


# --- approval outcome ----------------------------------------------------------------------------


def is_approval(text: str, asked: str | None = None, rooms: RoomWords | None = None) -> bool:
    """Whether an answer approves (:func:`arena.wording.answers.read_answer`, against the words
    it answers, ``asked``, and the ``rooms`` it knows, as the harness reads it); unclear is not."""
    return read_answer(text, asked, rooms) == "approve"


def has_verdict(text: str, asked: str | None = None, rooms: RoomWords | None = None) -> bool:
    """Whether ``text`` says approved or denied at all (a placeholder like "PENDING" does not)."""
    return not is_pending(text) and read_answer(text, asked, rooms) != "unclear"


def known_rooms(conv: Conversation) -> list[tuple[str, str]]:
    """The rooms (``(id, name)``) an answer may name, as the harness knows the arena's: those the
    tool results list and the rooms tool's (red team 11: no capitalised word is guessed one)."""
    listed = [r for _, c in conv.calls() for r in listed_rooms(conv.result(c) or "")]
    return [(r.id, r.name) for r in [*listed, *_all_rooms()]]


def asked_by(gate: ToolUse) -> str:
    """The words a gate call asks a person (its arguments), which the answer is read against
    as the harness reads it (``arena.decisions.reads_as_approval``): "Yes, book Aspen please"
    answers "Book R-102 (Aspen) …" (outside tester 10, findings 8 and 17)."""
    return " ".join(map(str, gate.args.values()))


def gate_answer(conv: Conversation, index: int, gate: ToolUse) -> str | None:
    """The person's answer to the gate call at step ``index``, or ``None`` while there is none.

    Usually the gate's tool result. smolagents cannot return the verdict as the tool's result:
    the gate answers with a placeholder and the verdict arrives as the next task (a user
    message), so a result without a verdict gives way to a user message after it.
    """
    answer = conv.result(gate)
    if answer is None or not has_verdict(answer, asked_by(gate), known_rooms(conv)):
        later = conv.user_text_after(index)
        if later is not None:
            return later
    if answer is not None and is_pending(answer):
        return None
    return answer


def unclear_reply(answer: str, what: str) -> Reply:
    """What the model says to an answer it cannot read: visible, and nothing is done."""
    return Reply.say(
        f"{UNCLEAR}: I could not tell whether {answer_text(answer)!r} approves {what}, so I did "
        "not go ahead. Please answer approve or deny."
    )


__all__ = [
    "BOOK",
    "FINAL",
    "GATE",
    "NOT_UNDERSTOOD",
    "SEARCH",
    "UNCLEAR",
    "Fault",
    "Policy",
    "Reply",
    "as_reply",
    "asked_by",
    "gate_answer",
    "has_verdict",
    "is_approval",
    "known_rooms",
    "unclear_reply",
]
