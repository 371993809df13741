"""The operator's actions and views, as a library: what ``arena pending/show/approve/deny`` call.

The CLI and the web inbox only format what these return (typed views, :mod:`arena.views`);
every rule — ids by unique prefix, one answer per request, no answer after expiry — lives here
or in the store.
"""

from __future__ import annotations

import getpass
import os
import sys
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from arena import binding
from arena.checks import CheckResult
from arena.durability import durability
from arena.errors import Ambiguous, Conflict, InvalidAnswer, NotFound
from arena.reconcile import command, open_effects
from arena.results import to_jsonable
from arena.store import codec, holder
from arena.store.base import AuditEntry, RequestRecord, RunRecord, Store
from arena.store.rows import already_answered, verdict
from arena.types import EvalItem, Event, InputResponse, Interface, Responder, utcnow
from arena.views import (
    AnswerView,
    AuditView,
    CheckView,
    ClaimView,
    HeldView,
    LedgerEntryView,
    LegErrorView,
    OptionView,
    OutcomeView,
    RequestView,
    RunSummary,
    RunView,
    ToolCallView,
    VoteView,
)

if TYPE_CHECKING:
    from arena.runner import RunResult
    from arena.runs.resume import ResumeOutcome
    from arena.store.people import Vote


def find(store: Store, ident: str) -> RunRecord | RequestRecord:
    """A run or a request by full id or unique prefix."""
    kind, full = store.resolve_id(ident)
    return store.run(full) if kind == "run" else store.request(full)


def answerable(store: Store, ident: str) -> RequestRecord:
    """The request an ``approve``/``deny`` means: a request id, or a run with one open request."""
    found = find(store, ident)
    if isinstance(found, RequestRecord):
        return found
    open_requests = [r for r in store.requests(found.id) if not r.resolved]
    waiting = [r for r in open_requests if r.response is None]
    if not waiting and open_requests:
        # Answered or expired, not yet delivered: said as the request id would say it.
        return open_requests[-1]
    if not waiting:
        raise NotFound(f"run {found.id} has no request waiting for an answer")
    if len(waiting) > 1:
        ids = ", ".join(r.id for r in waiting)
        raise Ambiguous(f"run {found.id} waits on {len(waiting)} requests ({ids}); name one")
    return waiting[0]


def answer(
    store: Store,
    idents: Sequence[str],
    option: str,
    *,
    name: str | None = None,
    role: str | None = None,
    note: str | None = None,
    interface: Interface = "cli",
    refuse_lost: bool = True,
) -> list[RequestRecord]:
    """Approve or deny (``option``) requests as a person; returns them with their answers.

    Every id is resolved and checked first, so a bad one leaves the store untouched; the store
    checks again as it writes (a concurrent answer still loses with a Conflict).
    ``refuse_lost=False`` stores an answer that can never take effect (a non-durable run whose
    process has gone) instead of refusing it: the durable_state arena's scripted person, whose
    answers are how it counts lost decisions.
    """
    # The same request named twice (an id and its prefix, or its run) is answered once.
    requests = list({r.id: r for r in (answerable(store, ident) for ident in idents)}.values())
    for request in requests:
        check_answerable(request)
        if refuse_lost:
            check_can_take_effect(store, request)
    responder = Responder(name=name or current_user(), role=role, interface=interface)
    for request in requests:
        store.answer(
            InputResponse(request_id=request.id, option_id=option, responder=responder, note=note)
        )
    return [store.request(r.id) for r in requests]


def check_answerable(record: RequestRecord) -> None:
    """The errors ``Store.answer`` would raise, raised before anything is written."""
    state = record.state(utcnow())
    if record.response is not None:
        raise Conflict(already_answered(record.response))
    if state == "closed":
        raise Conflict(
            f"run {record.run_id} is already {record.run_status}; request {record.id} can no "
            "longer be answered"
        )
    if state == "expired" and record.request.expires_at is not None:
        raise InvalidAnswer(
            f"request {record.id} expired at {record.request.expires_at:%Y-%m-%d %H:%M:%S} UTC; "
            "it can no longer be answered"
        )


def check_can_take_effect(store: Store, record: RequestRecord) -> None:
    """Refuse to answer a request of a run that is not durable and whose paused state is gone.

    A non-durable run (vanilla) waits in the memory of the process that ran its leg; only that
    process can hand it an answer (it holds the run in ``arena.runs.recorder.LIVE`` and resumes
    it with ``resume_run``). While that process may still be alive — this one, another one on
    this host that has not exited, or one on another host (which cannot be told from here) —
    the answer is taken. Once it has exited an answer would be stored and never reach the
    agent: Conflict, nothing written.
    """
    if record.durable or record.run_status not in ("waiting", "resuming"):
        return
    run = store.run(record.run_id)
    if run.durable or not pause_lost(run):
        return
    raise Conflict(
        f"request {record.id} cannot be answered: run {run.id} ({run.adapter}) is not durable — "
        f"its pause lived only in the memory of process {run.created_by}, which has exited, so "
        "no answer can ever reach its agent. Re-run the item with an adapter whose pause is "
        "durable (e.g. --adapter pydantic_ai), or close the run: arena sweep --not-durable"
    )


def pause_lost(run: RunRecord) -> bool:
    """True when a non-durable run's paused state is known to be gone: the process that holds
    it (``created_by``) is known to have exited (:func:`arena.store.holder.exited`: this host
    and PID namespace; a ``host:pid`` recorded before identities named their namespace is
    judged by its PID on this host, as it was then), or is this process and no longer holds
    the run. False where it may still be held (or the run is durable)."""
    if run.durable:
        return False
    me = holder.this_process()
    who = holder.parse(run.created_by)
    if (
        who is not None
        and (who.host, who.pid) == (me.host, me.pid)
        and who.ns in (None, me.ns)
        and who.start in (None, me.start)
        and who.boot in (None, me.boot)
    ):  # this very process
        recorder = sys.modules.get("arena.runs.recorder")  # not imported: it holds nothing
        return recorder is None or run.id not in recorder.LIVE
    return holder.exited(run.created_by, legacy=True)


def process_gone(owner: str | None) -> bool:
    """True when a claim's holder (``arena.runs.recorder.OWNER``) is known to have exited: on
    this host, in this PID namespace, its PID gone or reused (:func:`arena.store.holder.exited`).
    False where it may be alive: another host or namespace, or an owner without a namespace."""
    return holder.exited(owner)


def current_user() -> str:
    """The OS account this process runs as: the CLI's identity (docs/operator.md). Not
    ``LOGNAME``/``USER`` alone, which anyone sets (``LOGNAME=fin2 arena approve`` cast a second
    finance vote of a quorum of two as its second person): such a name counts only when the
    account database gives it this process's user id (two login names for one uid)."""
    return _os_login()


def _os_login() -> str:
    try:
        import pwd
    except ImportError:  # no POSIX account database (Windows): the login name is all there is
        try:
            return getpass.getuser()
        except (KeyError, OSError):
            return "operator"
    uid = os.geteuid()
    said = next((os.environ[v] for v in ("LOGNAME", "USER") if os.environ.get(v)), None)
    if said is not None and _uid_of(pwd, said) == uid:
        return said
    try:
        return str(pwd.getpwuid(uid).pw_name)
    except KeyError:  # a uid with no account (a bare container): named by its number
        return f"uid-{uid}"


def _uid_of(pwd: Any, name: str) -> int | None:
    try:
        return int(pwd.getpwnam(name).pw_uid)
    except KeyError:
        return None


def next_commands(request_id: str, run_id: str, flag: str = "") -> dict[str, str]:
    """What to run next about a request; ``flag`` is :func:`arena.store.store_flag` of the store
    in use, computed where the commands are shown (never frozen with the request)."""
    return {
        "approve": f"arena approve {request_id}{flag}",
        "deny": f"arena deny {request_id} --reason ...{flag}",
        "resume": f"arena resume {run_id}{flag}",
        "show": f"arena show {request_id}{flag}",
    }


def request_view(
    record: RequestRecord, *, flag: str | None = None, votes: Sequence[Vote] = ()
) -> RequestView:
    """A request as a view: the decision context, the rule that governs it, its state and its
    answer; ``votes``: those cast so far (``store.votes(id)``), where a quorum's progress shows.

    ``flag``: the ``--store`` its next commands need where they are shown (``store_flag``); None
    keeps the ones recorded with the request (relative to whoever created it).
    """
    r = record.request
    details = dict(r.details)
    answer = None
    if record.response is not None:
        a = record.response
        answer = AnswerView(
            verdict=verdict(a),
            option_id=a.option_id,
            text=a.text,
            edited_args=to_jsonable(a.edited_args),
            by=a.responder.name,
            role=a.responder.role,
            interface=a.responder.interface,
            note=a.note,
            at=codec.ts(a.at),
        )
    return RequestView(
        id=r.id,
        run_id=r.run_id,
        item=record.item_id,
        adapter=record.adapter,
        state=record.state(utcnow()),
        run_status=record.run_status,
        durable=record.durable,
        action=r.action,
        tool=details.get("tool", r.tool_name),
        args=dict(r.args),
        prompt=r.prompt,
        why=details.get("why", r.reason),
        proposed_side_effect=details.get("proposed_side_effect"),
        binds=_binds(details, record.response),
        agent_said=details.get("agent_said", ""),
        user_asked=details.get("user_asked", ""),
        so_far=tuple(details.get("so_far", [])),
        asked_by=details.get("asked_by", {"leg": r.leg}),
        asked_at=codec.ts(r.created_at),
        expires_at=codec.ts_or_none(r.expires_at),
        options=tuple(OptionView(id=o.id, label=o.label) for o in r.options),
        next_commands=details.get("next_commands", {})
        if flag is None
        else next_commands(r.id, r.run_id, flag),
        policy=details.get("policy") or _unstamped(),
        answer=answer,
        votes=tuple(
            VoteView(
                by=v.voter.name,
                option_id=v.option_id
                if v.edited_args is None and v.text is None
                else ("edit" if v.edited_args is not None else "reply"),
                role=v.voter.role,
                interface=v.voter.interface,
                at=codec.ts_or_none(v.at),
                entered_by=v.entered_by,
            )
            for v in votes
        ),
    )


def _unstamped() -> dict[str, object]:
    """The rule of a request recorded before requests were stamped: no policy governed it, so
    the built-in default does, whatever policy file appeared since (arena.policy.governance_of)."""
    from arena.policy import DEFAULT_RULE, Governance, environment

    return Governance.of(DEFAULT_RULE, None, environment()).as_details()


def _checks(checks: Sequence[CheckResult] | None) -> tuple[CheckView, ...] | None:
    if checks is None:
        return None
    return tuple(CheckView(name=c.name, passed=c.passed, detail=c.detail) for c in checks)


def run_view(store: Store, run: RunRecord, *, flag: str | None = None) -> RunView:
    """A run as a view: where it stands, its requests and answers, tool calls and checks
    (``flag``: as for :func:`request_view`)."""
    leg_errors = tuple(
        LegErrorView(leg=t.leg, error=t.error) for t in store.turns(run.id) if t.error
    )
    return RunView(
        id=run.id,
        arena=run.origin.arena,
        item=run.item_id,
        input=run.origin.item.input,
        adapter=run.adapter,
        model=run.origin.endpoint.describe(),
        api_key_env=run.origin.endpoint.api_key_env,
        mode=run.origin.mode,
        status=run.status,
        durable=run.durable,
        durability=durability(run),
        legs=run.legs,
        error=run.error or next((e.error for e in reversed(leg_errors)), None),
        leg_errors=leg_errors,
        created_at=codec.ts(run.created_at),
        updated_at=codec.ts(run.updated_at),
        created_by=run.created_by,
        claim=ClaimView(owner=run.claim_owner, until=codec.ts_or_none(run.claim_expires_at))
        if run.claim_owner
        else None,
        requests=tuple(request_view(r, flag=flag) for r in store.requests(run.id)),
        tool_calls=tuple(
            ToolCallView(
                leg=c.leg,
                tool=c.tool,
                args=to_jsonable(c.args),
                status=c.status,
                result=c.result,
                request_id=c.request_id,
                at=codec.ts(c.at),
            )
            for c in store.tool_calls(run.id)
        ),
        checks=_checks(run.checks),
        passed=run.passed,
        off_script=off_script(run.origin.item, store.events(run.id)),
        reconcile=held_view(store, run),
        own_error=run.error,
    )


def held_view(store: Store, run: RunRecord) -> HeldView | None:
    """For a run held for reconciliation: the ledger's open entries and the settling command."""
    if run.status != "needs_reconciliation":
        return None
    return HeldView(
        ledger=tuple(
            LedgerEntryView(
                tool=s.key.tool,
                request_id=s.key.request_id,
                occurrence=s.key.occurrence,
                args=to_jsonable(s.args),
                leg=s.leg,
                started_by=s.owner,
                started_at=codec.ts(s.started_at),
            )
            for s in open_effects(store, run.id)
        ),
        command=command(run.id),
    )


def run_summary(r: RunRecord) -> RunSummary:
    """One line of ``arena runs``."""
    return RunSummary(
        run_id=r.id,
        arena=r.origin.arena,
        item=r.item_id,
        adapter=r.adapter,
        model=r.origin.endpoint.model,
        status=r.status,
        legs=r.legs,
        durable=r.durable,
        durability=durability(r),
        passed=r.passed,
        checks=_checks(r.checks),
        error=r.error,
        created_at=r.created_at.isoformat(),
        updated_at=r.updated_at.isoformat(),
    )


def outcome_view(o: ResumeOutcome) -> OutcomeView:
    """What ``resume_many`` did with one run."""
    r = o.result
    if r is None:
        return OutcomeView(run_id=o.run_id, resumed=False, error=o.error)
    return OutcomeView(
        run_id=o.run_id,
        resumed=True,
        item=r.item.id,
        adapter=r.adapter,
        status=r.status,
        passed=r.passed,
        legs=len(r.trace.legs),
        checks=_checks(r.checks) or (),
        error=result_error(r),
        off_script=off_script(r.item, r.trace.events),
    )


def result_error(r: RunResult) -> str | None:
    """Why a run failed: the run's own error, else its last failed leg's."""
    return r.trace.error or next((t.error for t in reversed(r.trace.legs) if t.error), None)


def audit_view(e: AuditEntry) -> AuditView:
    """One transition of ``arena history``."""
    return AuditView(
        seq=e.seq,
        transition=e.transition,
        by=e.actor.name,
        role=e.actor.role,
        interface=e.actor.interface,
        at=e.at.isoformat(),
        request_id=e.request_id,
        note=e.note,
    )


def _binds(details: Mapping[str, Any], answer: InputResponse | None) -> Any:
    """What the request's approval authorises: once it was edited, the edited call (as the
    resumed leg binds it; ``proposed``: what approving it unedited would have authorised)."""
    stored = details.get("binds")
    if answer is None or answer.edited_args is None:
        return stored
    proposed = stored if isinstance(stored, Mapping) else {}
    tool = proposed.get("tool") or details.get("tool")
    if not tool:
        return stored
    edited = binding.exactly(str(tool), answer.edited_args).to_dict()
    return edited | {"proposed": proposed.get("authorises")}


def _given(data: Mapping[str, Any]) -> str:
    """An answer as ``resume_with`` words it: an option id, ``edit …`` or ``text``."""
    if data.get("option_id"):
        return str(data["option_id"])
    edited = data.get("edited_args")
    if edited is not None:
        return f"edit ({', '.join(f'{k}={v!r}' for k, v in dict(edited).items())})"
    return "text"


def off_script(item: EvalItem, events: Sequence[Event]) -> str | None:
    """Why an arena item's checks may fail in human mode: the person answered otherwise.

    An item's checks follow its ``resume_with`` (approve → book once; deny → never book;
    unclear → say so, book nothing), so what counts is how each answer reads, not its form:
    ``arena approve`` where the item says ``text:Sí, adelante`` is the same answer (tester 14,
    finding 1). Words read as the items loader reads them (:mod:`arena.wording.answers`, against
    the item's input): an item whose answer reads unclear was said to read "deny", and a deny
    given to it was no answer otherwise (outside tester 25, finding 4).
    """
    given = [e.data for e in events if e.type == "input.responded"]
    for n, data in enumerate(given):
        if not item.resume_with:
            return None
        scripted = item.resume_with[min(n, len(item.resume_with) - 1)]
        answer, reads = _given(data), _reading(data, item.input)
        expected = _scripted_reading(scripted, item.input)
        if reads != expected:
            said = answer if answer == reads else f"{answer} (reads {reads})"
            wants = scripted if scripted == expected else f"{scripted} (reads {expected})"
            return f"answered {said} where item {item.id} expects {wants}: its checks assume that"
    return None


def _reading(data: Mapping[str, Any], asked: str) -> str:
    """How a recorded answer reads: ``approve``, ``deny``, ``unclear`` or an ``edit (…)``. Words
    that did not approve read ``deny`` unless they read unclear."""
    if data.get("edited_args") is not None or data.get("option_id"):
        return _given(data)
    if data.get("binds") is not None:
        return "approve"
    text = data.get("text")
    if isinstance(text, str) and text.strip() and _read(text, asked) == "unclear":
        return "unclear"
    return "deny"


def _scripted_reading(answer: str, asked: str) -> str:
    """How an item's ``resume_with`` answer reads: its option, or its words read as the items
    loader reads them (``approve``, ``deny`` or ``unclear``)."""
    if not answer.startswith("text:"):
        return answer
    return _read(answer.removeprefix("text:"), asked)


def _read(text: str, asked: str) -> str:
    from arena.wording.answers import read_answer

    return str(read_answer(text, asked or None))
