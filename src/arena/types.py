"""The vocabulary every part of hitl-arena speaks (docs/architecture.md).

Values are small keyword-only frozen structs so they can cross module, process and storage
boundaries unchanged: the arena's scripted human, an eval's ``respond()`` and an operator's
``arena approve`` all produce the same :class:`InputResponse`. ``msgspec.Struct``, not
``dataclass``: defining a frozen dataclass costs ~1 ms of exec'd code on Python 3.11, a struct
~0.05 ms, and every process that resumes a run defines dozens of them (docs/benchmarks.md, cold
resume). Same equality, hashing, frozenness and repr; change one with ``msgspec.structs.replace``.
"""

from __future__ import annotations

import operator
import os
from collections.abc import Iterator, Mapping, Sequence
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any, Literal, Protocol, runtime_checkable

import msgspec
from msgspec import field

if TYPE_CHECKING:
    from arena.context import RunContext

TurnStatus = Literal["completed", "failed", "waiting"]
#: ``blocked``: a consequential call the harness refused (no matching, unused approval).
ToolStatus = Literal["ok", "failed", "rejected", "blocked"]
#: ``system``: the store itself decided (a request expired by its clock).
Interface = Literal["scripted", "eval", "cli", "web", "system"]

#: Event types a leg can emit. ``input.requested`` is the one that matters most: one per pending
#: question, with a stable request id (docs/architecture.md, "Adapter").
EventType = Literal[
    "leg.started",
    "message",
    "tool.finished",
    "input.requested",
    "input.responded",
    "leg.finished",
    "error",
    #: A side-effecting call the ledger did not run again (arena.runs.guard): a replay.
    "side_effect.replayed",
    #: The framework's own pause object a leg stopped on, read by the harness from the object
    #: (RunContext.witness_pause): what makes the matrix's "native" a measurement.
    "pause.witnessed",
]


def utcnow() -> datetime:
    return datetime.now(UTC)


def new_id(prefix: str) -> str:
    """Short, prefix-typed random ids: ``run_…``, ``req_…``, ``call_…`` (64 random bits, hex).

    The OS's random bytes (:func:`_random8`): a ``uuid4`` object per id was a few µs on every
    leg's hot path."""
    return f"{prefix}_{_random8().hex()}"


#: The OS's random bytes, read 512 at a time and handed out 8 per id: ``os.urandom`` is a
#: system call each time, ~1.5 µs on this machine kind, and a vanilla leg made ~1.75 ids (issue
#: 16, session 35). ``next`` on the iterator is whole under the GIL, so no two ids share bytes
#: (two threads refilling at once each take from their own block); a forked child drops what
#: its parent had left (``os.register_at_fork``), so the two never hand out the same bytes.
_RANDOM: list[Iterator[bytes]] = [iter(())]


def _random8() -> bytes:
    try:
        return next(_RANDOM[0])
    except StopIteration:
        block = os.urandom(512)
        chunks = iter([block[i : i + 8] for i in range(0, 512, 8)])
        _RANDOM[0] = chunks
        return next(chunks)


def _forked() -> None:
    _RANDOM[0] = iter(())


os.register_at_fork(after_in_child=_forked)


class Option(msgspec.Struct, frozen=True, kw_only=True):
    """One answer a person may pick, e.g. ``approve`` / ``deny``."""

    id: str
    label: str


APPROVE = Option(id="approve", label="Approve")
DENY = Option(id="deny", label="Deny")
APPROVAL_OPTIONS: tuple[Option, ...] = (APPROVE, DENY)
_OPTION_ID = operator.attrgetter("id")


class InputRequest(msgspec.Struct, frozen=True, kw_only=True):
    """A pending question: what the agent wants to do and what a person needs to decide."""

    id: str
    run_id: str
    action: str
    tool_name: str | None = None
    args: Mapping[str, Any] = field(default_factory=dict)
    prompt: str = ""
    reason: str = ""
    options: tuple[Option, ...] = APPROVAL_OPTIONS
    details: Mapping[str, Any] = field(default_factory=dict)
    leg: int = 1
    created_at: datetime = field(default_factory=utcnow)
    expires_at: datetime | None = None
    #: The framework's own handle for this question (interrupt id, tool call id, ...). Adapters use
    #: it to hand the verdict back to the right place; it is never shown as the request id.
    native_id: str | None = None

    @property
    def option_ids(self) -> tuple[str, ...]:
        # in C, not a generator resumed per option: read two or three times a leg (issue 16)
        return tuple(map(_OPTION_ID, self.options))

    def __hash__(self) -> int:
        """By id: ``args`` is a dict, so the field hash raised and ``t.respond({request:
        "approve"})`` failed with ``unhashable type: 'dict'`` (drive41). Equal requests share
        an id."""
        return hash(self.id)


class Responder(msgspec.Struct, frozen=True, kw_only=True):
    """Who answered, in which role, through which interface."""

    name: str = "scripted"
    role: str | None = None
    interface: Interface = "scripted"


class InputResponse(msgspec.Struct, frozen=True, kw_only=True):
    """The answer to one :class:`InputRequest`: exactly one of option, text or edited arguments."""

    request_id: str
    option_id: str | None = None
    text: str | None = None
    edited_args: Mapping[str, Any] | None = None
    responder: Responder = field(default_factory=Responder)
    note: str | None = None
    at: datetime = field(default_factory=utcnow)

    def __post_init__(self) -> None:
        given = [x for x in (self.option_id, self.text, self.edited_args) if x is not None]
        if len(given) != 1:
            from arena.errors import UserError

            raise UserError(
                f"a response to {self.request_id} needs exactly one of option_id, text or "
                f"edited_args; got {len(given)}"
            )

    @property
    def approved(self) -> bool:
        """Approval semantics shared by every adapter: edited args imply approval."""
        if self.edited_args is not None:
            return True
        return self.option_id == APPROVE.id


class Event(msgspec.Struct, frozen=True, kw_only=True):
    """One entry of a leg's event stream. ``data`` is JSON-able."""

    type: EventType
    leg: int
    seq: int
    data: Mapping[str, Any] = field(default_factory=dict)
    at: datetime = field(default_factory=utcnow)


class ToolCall(msgspec.Struct, frozen=True, kw_only=True):
    """One tool execution as the harness recorded it — the only thing checks read."""

    call_id: str
    tool: str
    args: Mapping[str, Any]
    leg: int
    seq: int
    status: ToolStatus
    result: str = ""
    #: The approved request this execution answers, if any (idempotency key for side effects).
    request_id: str | None = None
    at: datetime = field(default_factory=utcnow)


class Usage(msgspec.Struct, frozen=True, kw_only=True):
    input_tokens: int = 0
    output_tokens: int = 0
    requests: int = 0


class Turn(msgspec.Struct, frozen=True, kw_only=True):
    """What one leg returns (docs/drive.md): ``waiting`` is a suspension, never a kind of success."""

    status: TurnStatus
    leg: int = 1
    message: str = ""
    events: tuple[Event, ...] = ()
    requests: tuple[InputRequest, ...] = ()
    tool_calls: tuple[ToolCall, ...] = ()
    error: str | None = None
    usage: Usage | None = None


class EvalItem(msgspec.Struct, frozen=True, kw_only=True):
    """One arena input plus what the scripted human answers when the agent pauses."""

    id: str
    input: str
    #: Option ids (or ``text:...``) handed back, one per pause, in order. Empty: never answer.
    resume_with: tuple[str, ...] = ()
    checks: tuple[str, ...] = ()
    #: Free-form facts checks may use (capacity, day, the expected outcome...).
    meta: Mapping[str, Any] = field(default_factory=dict)
    source: str = ""

    def __post_init__(self) -> None:
        """Answers as items.yaml gives them (docs/items.md): a str alone or an answer that is no
        str was handed out letter by letter ("option 'a' is not offered") or broke the run
        ("AttributeError: 'dict' object has no attribute 'startswith'"): evals44."""
        from arena.errors import UserError

        given = self.resume_with
        if isinstance(given, str):
            raise UserError(
                f"EvalItem {self.id!r}: resume_with={given!r} is one text; give the answers as a "
                f"tuple, even of one: resume_with=({given!r},)"
            )
        answers = []
        for answer in given:
            if isinstance(answer, Mapping):
                answer = _edit_answer(self.id, answer)
            if not isinstance(answer, str):
                raise UserError(
                    f"EvalItem {self.id!r}: resume_with answer {answer!r} is no answer; each is a "
                    "str: 'approve', 'deny', 'text:<words>' or 'edit:NAME=VALUE' (or "
                    "{'edit': {NAME: VALUE}}), as docs/items.md lists"
                )
            answers.append(answer)
        if tuple(answers) != given or not isinstance(given, tuple):
            msgspec.structs.force_setattr(self, "resume_with", tuple(answers))


def _edit_answer(item: str, answer: Mapping[Any, Any]) -> str:
    """``{"edit": {"room_id": "R-210"}}``, items.yaml's mapping form, as the ``edit:`` answer it
    stands for (a value with a comma, a quote at its start or space at either end in double
    quotes, as :func:`arena.item_answers.as_answer` writes it)."""
    import json

    from arena.errors import UserError

    fields = answer.get("edit")
    scalar = (str, int, float)
    if (
        set(answer) != {"edit"}
        or not isinstance(fields, Mapping)
        or not fields
        or not all(isinstance(v, scalar) and not isinstance(v, bool) for v in fields.values())
    ):
        raise UserError(
            f"EvalItem {item!r}: resume_with answer {dict(answer)!r} is no edit; an edit mapping "
            "holds edit alone, with the arguments it changes as text or numbers: "
            "{'edit': {'room_id': 'R-204'}}, or 'edit:room_id=R-204'"
        )

    def written(value: str) -> str:
        if not value or "," in value or value.startswith('"') or value != value.strip():
            return json.dumps(value, ensure_ascii=False)
        return value

    return "edit:" + ", ".join(f"{k}={written(str(v))}" for k, v in fields.items())


@runtime_checkable
class Runner(Protocol):
    """An adapter that can run one leg from a user message."""

    name: str

    async def start(self, user_input: str, ctx: RunContext) -> Turn: ...


@runtime_checkable
class ResumableRunner(Runner, Protocol):
    """An adapter whose legs can pause and be continued with answers (docs/architecture.md)."""

    async def resume(self, responses: Sequence[InputResponse], ctx: RunContext) -> Turn: ...
