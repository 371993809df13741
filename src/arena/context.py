"""The per-run context an adapter works in: where the model is, the session line, and the recorder.

The recorder is the harness's own log of what happened (events and tool calls), the base
:class:`arena.harness_log.HarnessLog`; this module adds the run's identity, its model and session,
how a leg's turn is built, and the person's part (questions asked, answers handed over, approvals
held). Adapters never report tool calls themselves: tools run through
:func:`arena.tools.recorded` wrappers that find the current :class:`RunContext` through a context
variable and write to it. Checks read only this log.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from datetime import timedelta
from typing import Any

import msgspec

from arena import binding
from arena.context_log import HARNESS_EVENTS as HARNESS_EVENTS
from arena.context_log import NotTheHarness as NotTheHarness
from arena.context_log import SideEffectDone as SideEffectDone
from arena.context_log import SideEffectGuard as SideEffectGuard
from arena.context_log import active as active
from arena.context_log import current_context as current_context
from arena.context_log import kept_answer as _kept_answer
from arena.context_log import kept_request as _kept_request
from arena.context_log import same_answer as _same_answer
from arena.decisions import decision_data, gated
from arena.decisions import describe_decision as describe_decision
from arena.decisions import reads_as_approval as _reads_as_approval  # noqa: F401
from arena.decisions import validate_option as validate_option
from arena.decisions import validate_response as validate_response
from arena.errors import InvalidAnswer
from arena.harness_log import RESULT_EXCERPT as RESULT_EXCERPT
from arena.harness_log import HarnessLog
from arena.model_endpoint import ModelEndpoint as ModelEndpoint
from arena.pause_marks import MARKS_VERSION, carried, marks
from arena.session import SessionLine
from arena.types import (
    APPROVAL_OPTIONS,
    InputRequest,
    InputResponse,
    Option,
    Turn,
    TurnStatus,
    Usage,
    new_id,
    utcnow,
)


class RunContext(HarnessLog, kw_only=True):
    """Everything one run carries across its legs (a struct: cheap to define, :mod:`arena.types`)."""

    run_id: str
    adapter: str
    endpoint: ModelEndpoint
    item_id: str = ""
    session: SessionLine = msgspec.field(default_factory=SessionLine)
    #: Requests asked in any leg and not yet answered, by request id.
    pending: dict[str, InputRequest] = msgspec.field(default_factory=dict)
    #: The approved request the current leg continues from (a view: the harness tags the calls
    #: of the tool it named, ``arena.tools``, from its own ``_approved``, which only it writes).
    approved_request_id: str | None = None
    _approved: tuple[str | None, dict[str, frozenset[str]]] = (None, {})
    #: The harness's copy of every request asked in the run, by id (:func:`_kept_request`).
    _asked: dict[str, InputRequest] = msgspec.field(default_factory=dict)
    side_effect_guard: SideEffectGuard | None = None
    #: Requests raised in this context expire this many seconds after they are asked (None: never).
    request_ttl_s: float | None = None
    side_effect_done: SideEffectDone | None = None
    usage: Usage | None = None
    #: Approvals held by side-effecting calls still running (see :meth:`authorise`).
    _reserved: set[str] = msgspec.field(default_factory=set)
    #: The person's answers the harness handed over in this run (:meth:`deliver`), by request id.
    _delivered: dict[str, InputResponse] = msgspec.field(default_factory=dict)
    #: Those handed over for the next leg, and those handed over between legs so far
    #: (:meth:`hand_over`): the only answers :meth:`resolve` takes (an answer to one request of
    #: three may be resolved with the rest, legs later). None where no leg runner runs the legs
    #: (a test playing the harness): every answer handed over in the run.
    _inbox: dict[str, InputResponse] = msgspec.field(default_factory=dict)
    _handed: dict[str, InputResponse] | None = None
    _in_leg: bool = False

    def __post_init__(self) -> None:
        super().__post_init__()
        self._asked = {rid: _kept_request(r, rebuilt=True) for rid, r in self.pending.items()}

    # -- legs -------------------------------------------------------------------------------
    def finish(self, status: TurnStatus, message: str = "", error: str | None = None) -> Turn:
        """Close the current leg and build its :class:`Turn` from what was recorded: the public
        lists' share of the leg, as the adapter left them, so the leg runner's checks name what
        an adapter wrote there; the runner then holds the turn to the harness's own record
        (:mod:`arena.leg_record`)."""
        # A leg that asked and then ended completed/failed keeps that status: it did not stop,
        # and the ``suspended`` check says so from its input.requested events (issue 12).
        # Still-unanswered requests from earlier legs stay pending too (a partial answer).
        requests = tuple(self.pending.values()) if status == "waiting" else ()
        if status == "waiting" and not requests:
            status, error = "failed", "adapter reported waiting without any input request"
        elif status == "waiting" and (
            twice := _asked_twice(tuple(self._asked.get(r.id, r) for r in requests), self.leg)
        ):
            status, error, requests = "failed", twice, ()
        if message:
            self._emit("message", role="assistant", text=message)
        if error:
            self._emit("error", message=error)
        self._emit("leg.finished", status=status)
        with self._lock:
            self._closed, self._late_events, self._late_tools = True, 0, 0
            return Turn(
                status=status,
                leg=self.leg,
                message=message,
                events=tuple(self.events[self._leg_start :]),
                requests=requests,
                tool_calls=tuple(self.tool_calls[self._leg_tool_start :]),
                error=error,
                usage=self.usage,
            )

    # -- human input ------------------------------------------------------------------------
    def request_input(
        self,
        *,
        action: str,
        tool_name: str | None = None,
        args: Mapping[str, Any] | None = None,
        prompt: str = "",
        reason: str = "",
        options: tuple[Option, ...] = APPROVAL_OPTIONS,
        details: Mapping[str, Any] | None = None,
        native_id: str | None = None,
    ) -> InputRequest:
        """Register a pending question and emit its ``input.requested`` event."""
        asked = utcnow()  # the clock a test may skew (tests/store: skew_clock)
        expires = asked + timedelta(seconds=self.request_ttl_s) if self.request_ttl_s else None
        # The exact call approving this request authorises (arena.binding), fixed when asked.
        binds = binding.bind(gated(action, tool_name), args or {}, self._record_calls)
        request = InputRequest(
            id=new_id("req"),
            run_id=self.run_id,
            action=action,
            tool_name=tool_name,
            args=dict(args or {}),
            prompt=prompt,
            reason=reason,
            options=options,
            details={**(details or {}), "binds": binds.to_dict()},
            leg=self.leg,
            created_at=asked,
            expires_at=expires,
            native_id=native_id,
        )
        self.pending[request.id] = request
        self._asked[request.id] = _kept_request(request)
        self._emit(
            "input.requested",
            request_id=request.id,
            action=action,
            tool_name=tool_name,
            args=dict(request.args),
            prompt=prompt,
            options=[{"id": o.id, "label": o.label} for o in options],
            native_id=native_id,
        )
        return request

    def accept_responses(
        self, responses: Sequence[InputResponse]
    ) -> list[tuple[InputRequest, InputResponse]]:
        """Match answers to pending requests by id (never by order) and validate them.

        Raises :class:`InvalidAnswer` before anything reaches the adapter.
        """
        matched: list[tuple[InputRequest, InputResponse]] = []
        seen: set[str] = set()
        for response in responses:
            request = self.pending.get(response.request_id)
            if request is None:
                known = ", ".join(self.pending) or "none"
                raise InvalidAnswer(
                    f"no pending request {response.request_id!r} on run {self.run_id} "
                    f"(pending: {known})"
                )
            if response.request_id in seen:
                raise InvalidAnswer(f"request {response.request_id} answered twice in one resume")
            seen.add(response.request_id)
            validate_response(request, response)
            matched.append((request, response))
        return matched

    def deliver(self, responses: Sequence[InputResponse]) -> None:
        """The person's answers, as the harness hands them over before the leg that resumes with
        them (``runner.run_legs``, ``runs.resume``, the drive API): only these resolve a request
        (an adapter that approved the rest of a pause itself showed the person one request of
        three). Refused while a leg runs: an answer handed over then is the adapter's own."""
        if self._in_leg:
            raise self._refused(
                f"ctx.deliver was called while leg {self.leg} ran: the harness handed over no "
                "such answer — only it hands a person's answers to resume(), between legs, and "
                "an answer an adapter hands itself is an answer the person did not give"
            )
        with self._lock:
            for response in responses:
                kept = _kept_answer(response)  # the adapter is handed ``response`` itself
                self._delivered[response.request_id] = kept
                self._inbox[response.request_id] = kept

    def hand_over(self) -> dict[str, InputResponse]:
        """The leg starts (:class:`arena.leg_runner.LegRunner`): the answers delivered since the
        last leg join those the harness handed over before; returns the new ones."""
        with self._lock:
            new, self._inbox, self._in_leg = self._inbox, {}, True
            if self._handed is None:
                self._handed = dict(new)
            elif new:
                self._handed.update(new)
            return new

    def handed_back(self) -> None:
        """The leg is over: what was delivered while it ran is dropped, never handed over."""
        with self._lock:
            if self._inbox:
                self._inbox = {}
            self._in_leg = False
            if self._handed is None:
                self._handed = {}

    def resolve(
        self, request: InputRequest, response: InputResponse, *, record: bool = True
    ) -> None:
        """Record a decision on the gate: the gated call finishes ``ok`` or ``rejected``.

        ``record=False`` for a gated *consequential* tool (not an ask tool): an approved call is
        logged by its own ``@recorded`` wrapper when it executes, so logging the approval too would
        count it twice. A denial is always logged, as ``rejected`` — the call was made and a person
        blocked it (docs/methodology.md §7); checks count executions, so a rejected call is not a use.

        What is logged is the answer the harness handed over (``response`` must be the same
        decision), worked out by :func:`arena.decisions.decision_data`, for the request as the
        harness asked it (its copy, not ``request``'s dicts); a request is decided once.
        """
        given = (self._delivered if self._handed is None else self._handed).get(request.id)
        asked = self._asked.get(request.id)
        if given is None or asked is None or not _same_answer(given, response):
            raise self._refused(
                f"request {request.id} was resolved with an answer the person did not give "
                f"({describe_decision(response)}): the harness handed over no such answer between "
                "legs (or asked no such request); an adapter resolves a request the harness "
                "asked, only with the answer the harness handed to resume()"
            )
        request = asked
        if any(
            e.type == "input.responded" and e.data.get("request_id") == request.id
            for e in self._record_events
        ):
            raise self._refused(
                f"request {request.id} is already decided: a request takes one decision, the "
                "person's, logged once"
            )
        self.pending.pop(request.id, None)
        decided = decision_data(request, given, list(self._record_calls))
        self._emit("input.responded", **decided)
        approved = given.approved
        if approved:
            self.approved_request_id = request.id
            names = frozenset(n for n in (request.action, request.tool_name) if n)
            self._approved = (request.id, {**self._approved[1], request.id: names})
        if (approved or decided["binds"]) and not record:
            return  # the gated tool's own wrapper logs it if it runs (a typed go-ahead too)
        # A free-text answer to an ask tool is its result, not a rejection (issue 13); to a
        # gated consequential tool it runs nothing, and one not read as a go-ahead refused it:
        # it was logged "ok", a run nobody made (red team 41: 'No thanks.' to a held book_room
        # failed every adapter's leg, NotTheHarness).
        answered = approved or (given.text is not None and record)
        self._record_tool(
            request.action,
            binding.gate_args(request, given),  # an edit of book_room leaves the gate's own
            "ok" if answered else "rejected",
            describe_decision(given),
            call_id=request.native_id,
            request_id=request.id,
        )

    def authorise(self, tool: str, args: Mapping[str, Any]) -> tuple[str | None, str]:
        """The approved, unused request that allows ``tool(args)``, or None and the refusal.

        The request is held for this call until :meth:`release`: a call running at the same time
        in another thread (parallel tool calls) cannot be authorised by the same approval. Read
        from the harness's record of the run, never the public lists (red team 19).
        """
        with self._lock:
            request_id, refusal = binding.authorise(
                self._log_events, self._log_calls, tool, args, held=self._reserved
            )
            if request_id is not None:
                self._reserved.add(request_id)
        return request_id, refusal

    def witness_pause(self, pause: object, call: str) -> None:
        """Record the framework's own pause object this leg stops on (``Interrupt``,
        ``ToolApprovalItem``, ``DeferredToolRequests`` ...) and the framework call that returned
        it: its type's name and module are read from the object, not said by the adapter, so the
        matrix's ``native`` is measured (:mod:`arena.matrix.witnessed`). Cheap: pause legs only.
        An object's type is anyone's to construct: what only the framework's own pause leaves is
        read too (:func:`arena.pause_marks.marks`: where an exception was raised and the frames
        it passed, LangGraph's ``Interrupt.id``), so only the framework's own pause witnesses it
        (evidence51, evidence52)."""
        kind = type(pause)
        self._emit(
            "pause.witnessed",
            object_type=kind.__qualname__,
            module=kind.__module__,
            call=str(call),
            **marks(pause),
            marks=MARKS_VERSION,
        )

    def witness_pause_from_worker(self, seen: Mapping[str, object]) -> None:
        """Record a pause object a framework worker read in its own process
        (:func:`arena.workers.protocol.witness`): the object cannot cross, its type's names and
        marks (:func:`arena.pause_marks.carried`) can."""
        self._emit(
            "pause.witnessed",
            object_type=str(seen.get("object_type") or ""),
            module=str(seen.get("module") or ""),
            call=str(seen.get("call") or ""),
            **carried(dict(seen)),
            marks=MARKS_VERSION,
        )

    def release(self, request_id: str) -> None:
        """The call :meth:`authorise` let through is over (and recorded): its approval is free."""
        with self._lock:
            self._reserved.discard(request_id)


def _asked_twice(requests: tuple[InputRequest, ...], leg: int) -> str | None:
    """Why a leg that asked the same question twice (one call and action, two requests) cannot
    wait on both, or None: the person could approve one and deny the other, and the call ran on
    the approval (drive38). The arguments shown are not part of the question: one call has one
    set, and a second request that adds a key to them (``note=''``) is the same question asked
    twice (regress38). Nor is the native id: two requests of one leg that show the person the
    same question for the same call (:func:`_question`) are one, whatever ids they carry or none
    (drive38c)."""
    seen: dict[tuple[str, str], InputRequest] = {}
    same: dict[tuple[str, ...], list[InputRequest]] = {}
    for r in requests:
        if r.leg != leg:
            continue
        if r.native_id is not None:
            key = (str(r.native_id), r.action)
            if (first := seen.setdefault(key, r)) is not r:
                return (
                    f"{r.action} call {r.native_id!r} was asked about twice in leg {leg} "
                    f"(requests {first.id} and {r.id}): one question, one input request — with "
                    "two, a person could approve one and deny the other, and the call ran on "
                    "the approval"
                )
        question = _question(r)
        twin = next((f for f in same.get(question, ()) if not _other_facts(f, r)), None)
        same.setdefault(question, []).append(r)
        if twin is not None:
            return (
                f"requests {twin.id} and {r.id} ask the same question in leg {leg} (both "
                f"{_authorises(twin, r)}, as {r.action} calls {twin.native_id!r} and "
                f"{r.native_id!r}): one question, one input request — with two, a person could "
                "approve one and deny the other, and the call ran on the approval"
            )
    return None


def _question(request: InputRequest) -> tuple[str, ...]:
    """The question ``request`` puts to the person: its action and the call approving it
    authorises (its exact binding) — and, with no exact binding, what it shows (its prompt, else
    its arguments). The binding alone is not the whole question: ``book_room`` takes no day, so
    'Book R-101 on Tuesday' and 'on Wednesday' bind one call and are two questions (the
    ``three`` model); their words tell them apart (:func:`_facts`, :func:`_other_facts`). Their
    wording does not: 'Please confirm this booking request: Book R-102 …' beside the model's
    'Book R-102 …' is the same question (red team 39)."""
    binds = request.details.get("binds")
    exact = isinstance(binds, Mapping) and binds.get("tool") and binds.get("sha256")
    if exact and binds:
        return (request.action, str(binds["sha256"]))
    shown = request.prompt or repr(sorted(request.args.items()))
    return (request.action, shown, "")


#: A word in a request's words: the weekdays and numbers among them tell two questions for one
#: call apart.
_WORD = re.compile(r"\w+")


def _facts(request: InputRequest) -> tuple[frozenset[str], frozenset[str]]:
    """The weekdays and the numbers ``request``'s prompt and arguments name: what tells 'Book
    R-101 on Tuesday' from 'on Wednesday', or '10:00' from '14:00', where both bind one call."""
    # Here, not at the top: arena.wording (and difflib) stay off a cold resume's path, which
    # imports this module (tests/model/test_cold_imports.py failed from 9876c54b on).
    from arena.wording.days import DAY_WORDS
    from arena.wording.numbers import fold

    texts = [request.prompt, *(str(v) for v in request.args.values())]
    words = [w for t in texts for w in _WORD.findall(fold(t))]
    days = frozenset(d for w in words if (d := DAY_WORDS.get(w) or DAY_WORDS.get(w[:-1]))) - {None}
    return frozenset(str(d) for d in days), frozenset(w for w in words if w.isdigit())


def _other_facts(one: InputRequest, other: InputRequest) -> bool:
    """Whether two requests binding one call name another booking: weekdays or numbers neither
    holds all of (a day or number only one adds, "(asked on Monday)", a request's own "#2", is no
    other booking: regress39)."""
    return any(
        bool(mine and theirs) and not (mine <= theirs or theirs <= mine)
        for mine, theirs in zip(_facts(one), _facts(other), strict=True)
    )


def _authorises(first: InputRequest, request: InputRequest) -> str:
    binds = request.details.get("binds")
    if isinstance(binds, Mapping) and binds.get("tool") and binds.get("sha256"):
        runs = binds.get("authorises") or binds["tool"]
        if first.prompt != request.prompt:  # one booking, worded otherwise (red team 39)
            return f"approve {runs}, asked as {first.prompt!r} and {request.prompt!r}"
        return f"ask {request.prompt!r} and approve {runs}"
    return f"ask {request.prompt!r}" if request.prompt else "show the same arguments"
