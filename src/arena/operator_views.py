"""The operator's views, built from the store's records: what ``arena show/runs/history`` print.

Frozen values of :mod:`arena.views` with one ``to_json()``; the CLI renders them
(``cli/render.py``), the web inbox in its templates. Apart from :mod:`arena.operator`'s actions
because reading a record into a view is a concept of its own: it decides nothing and writes
nothing.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from arena import binding
from arena.check_types import CheckResult
from arena.durability import durability
from arena.off_script import off_script
from arena.reconcile import command, open_effects
from arena.results import to_jsonable
from arena.store import codec
from arena.store.base import AuditEntry, RequestRecord, RunRecord, Store
from arena.store.rows import verdict
from arena.types import InputRequest, InputResponse, Responder, utcnow
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
    record: RequestRecord,
    *,
    flag: str | None = None,
    votes: Sequence[Vote] = (),
    refused: Sequence[str] = (),
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
            read_as=_read_as(a, r),
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
        refused=tuple(refused),
    )


def refused_answers(trail: Sequence[AuditEntry]) -> dict[str, tuple[str, ...]]:
    """Request id → the answers refused once it was decided (``answer.refused``), as
    ``deny by bob (web)``: a contested decision, shown beside the one that stood."""
    out: dict[str, list[str]] = {}
    for e in trail:
        if e.transition == "answer.refused" and e.request_id:
            what = (e.note or "?").partition(":")[0].partition(" ")[0]
            out.setdefault(e.request_id, []).append(
                f"{what} by {e.actor.name} ({e.actor.interface})"
            )
    return {k: tuple(v) for k, v in out.items()}


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
    (``flag``: as for :func:`request_view`); its checks as its stored legs give them, and what
    the row said where that differs (:func:`arena.runs.verdicts.judged`)."""
    from arena.runs.verdicts import judged

    ((run, stored),) = judged(store, [run])
    leg_errors = tuple(
        LegErrorView(leg=t.leg, error=t.error) for t in store.turns(run.id) if t.error
    )
    trail = store.history(run.id)
    started = starter(trail)
    refused = refused_answers(trail)
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
        started_by=started.name if started else None,
        started_via=started.interface if started else None,
        claim=ClaimView(owner=run.claim_owner, until=codec.ts_or_none(run.claim_expires_at))
        if run.claim_owner
        else None,
        requests=tuple(
            request_view(r, flag=flag, refused=refused.get(r.id, ()))
            for r in store.requests(run.id)
        ),
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
        contradicted=tuple(
            e.note or ""
            for e in trail
            if e.transition == "side_effect.reported_late" and "contradicts" in (e.note or "")
        ),
        unrecorded=unrecorded(store, run),
        stored_verdict=stored or None,
    )


def unrecorded(store: Store, run: RunRecord) -> tuple[str, ...]:
    """The ledger's entries from legs the run's record does not hold yet, in its words: a
    resumer SIGKILLed after ``book_room`` returned, before its leg was written, left ``arena
    show`` saying ``waiting`` and no tool call past the question, as if nothing had been booked
    (durable36). A held run's open entries are its reconcile view's, not repeated here."""
    said = []
    goes_on = run.status in ("waiting", "resuming", "needs_reconciliation")
    for e in store.side_effects(run.id):
        if e.leg <= run.legs or (e.status == "started" and run.status == "needs_reconciliation"):
            continue
        call = binding.call_text(e.key.tool, dict(e.args))
        where = f"in leg {e.leg}, which no recorded leg holds"
        if e.status == "started":
            said.append(f"{call} begun by {e.owner} {where}; its outcome not reported")
            continue
        then = "; a resume hands it to the agent, never runs it again" if goes_on else ""
        said.append(f"{call} ran {where}: {e.status} by {e.owner}: {(e.result or '')[:200]}{then}")
    return tuple(said)


#: The actor ``arena run`` recorded its runs' legs as before it recorded the login that ran it.
_UNNAMED_STARTER = "arena run"


def starter(trail: Sequence[AuditEntry]) -> Responder | None:
    """Who started a run: the actor of its first leg's record (the trail's first ``run.*``
    entry; a side effect's ledger entries may come before it, by the process that ran them).
    None where that is not known: ``arena run`` recorded every run as its own before session
    32, and ``arena show`` said only the process (users32)."""
    first = next((e for e in trail if e.transition.startswith("run.")), None)
    if first is None or first.actor.name == _UNNAMED_STARTER:
        return None
    return first.actor


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


def run_summary(r: RunRecord, stored: str = "") -> RunSummary:
    """One line of ``arena runs`` (``stored``: what the row said where its legs give other
    verdicts than ``r``'s, as :func:`arena.runs.verdicts.judged` says)."""
    return RunSummary(
        run_id=r.id,
        arena=r.origin.arena,
        item=r.item_id,
        adapter=r.adapter,
        # as arena show says it: runs of one model name on two endpoints told apart (users36)
        model=r.origin.endpoint.describe(),
        status=r.status,
        legs=r.legs,
        durable=r.durable,
        durability=durability(r),
        passed=r.passed,
        checks=_checks(r.checks),
        error=r.error,
        created_at=r.created_at.isoformat(),
        updated_at=r.updated_at.isoformat(),
        stored_verdict=stored or None,
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


def audit_view(
    e: AuditEntry,
    replies: Mapping[str, tuple[str, str]] | None = None,
    edits: Mapping[str, str] | None = None,
) -> AuditView:
    """One transition of ``arena history``; ``replies``: each answered-in-words request's words
    and reading (:func:`replies`), shown beside its ``request.answered`` entry; ``edits``: each
    edited request's edit (:func:`edits`), beside its ``request.edited`` entry."""
    said, read_as = None, None
    if e.transition == "request.answered" and e.request_id is not None:
        said, read_as = (replies or {}).get(e.request_id, (None, None))
    edited = None
    if e.transition == "request.edited" and e.request_id is not None:
        edited = (edits or {}).get(e.request_id)
    return AuditView(
        seq=e.seq,
        transition=e.transition,
        by=e.actor.name,
        role=e.actor.role,
        interface=e.actor.interface,
        at=e.at.isoformat(),
        request_id=e.request_id,
        note=e.note,
        said=said,
        read_as=read_as,
        edited=edited,
    )


def audit_views(store: Store, run_id: str) -> list[AuditView]:
    """A run's audit trail with the words of each answer given in words: the entry said only
    ``request.answered`` (users28 finding 2: ``arena reply``'s words were in no trail)."""
    records = store.requests(run_id)
    said, edited = replies(records), edits(records)
    return [audit_view(e, said, edited) for e in store.history(run_id)]


def edits(records: Sequence[RequestRecord]) -> dict[str, str]:
    """Request id → what its edited approval authorises and what was asked: the trail said only
    ``request.edited`` and the note, so what an operator changed was in no entry (evals44)."""
    out = {}
    for r in records:
        a = r.response
        if a is None or a.edited_args is None:
            continue
        binds = _binds(dict(r.request.details), a)
        if isinstance(binds, Mapping) and binds.get("authorises"):
            asked = binds.get("proposed")
            out[r.id] = f"authorises {binds['authorises']}" + (
                f", not as asked: {asked}" if asked else ""
            )
        else:  # no proposer: the edited arguments as given
            args = ", ".join(f"{k}={v!r}" for k, v in a.edited_args.items())
            out[r.id] = f"{r.request.tool_name or r.request.action}({args})"
    return out


def replies(records: Sequence[RequestRecord]) -> dict[str, tuple[str, str]]:
    """Request id → the words it was answered in and how the harness reads them."""
    return {
        r.id: (r.response.text, _read_as(r.response, r.request) or "")
        for r in records
        if r.response is not None and r.response.text is not None
    }


def _read_as(answer: InputResponse, request: InputRequest) -> str | None:
    """How the harness reads an answer's words (None for an option's): as ``arena reply``
    said when it was given, by the same rule (:func:`arena.decisions.read_reply`)."""
    if answer.text is None or answer.edited_args is not None:
        return None
    from arena.decisions import read_reply

    return read_reply(answer.text, request)


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
