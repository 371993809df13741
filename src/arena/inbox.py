"""Deciding on requests as an identified operator: the library the CLI and a web inbox call.

Everything here checks before it writes: the request can still be answered (by the store's
clock), the decision is one the governing rule allows, the identity holds a role the rule needs;
only then is a vote cast (:meth:`arena.store.base.Store.vote`), which takes the decision at the
rule's quorum. A web inbox uses::

    op = authenticate(store, token)                        # arena.identity
    for r in pending_for(store, op, policy=policy): ...    # what this operator may decide
    summary(store, request_id, op, policy=policy)          # one request, with its context
    decide(store, request_id, operator_identity(op), "approve", policy=policy)
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from arena.edits import changes_nothing, edited_args, gated_tool
from arena.errors import Conflict, Expired, InvalidAnswer
from arena.identity import Identity, Unauthorized, operator_identity
from arena.inbox_checks import (
    check_allowed,
    check_alone,
    check_edit_allowed,
    check_first_vote,
    check_open,
    expired,
)
from arena.operator import answerable, check_can_take_effect, request_view
from arena.policy import Decision, Governance, Policy, environment, governance_of
from arena.store.base import RequestRecord, Store
from arena.store.people import Operator, Vote
from arena.store.rows import verdict
from arena.views import RequestView


@dataclass(frozen=True, kw_only=True)
class RequestSummary:
    """One request as an operator sees it: what is asked, under which rule, and who may decide."""

    id: str
    run_id: str
    state: str
    tool: str
    args: Mapping[str, Any]
    why: str
    side_effect: str
    asked_at: datetime
    expires_at: datetime | None
    governance: Governance
    approvals: tuple[str, ...]
    may_decide: bool
    why_not: str | None
    #: The rule lets this operator decide it (whether or not an answer could still take effect).
    permitted: bool = False
    #: Why no answer can take effect any more (a non-durable run whose process has exited),
    #: for every operator alike; None while an answer can reach the run.
    lost: str | None = None
    #: The whole decision context, as ``arena show`` shows it.
    context: RequestView


@dataclass(frozen=True, kw_only=True)
class DecisionResult:
    """What one decision did: counted towards a quorum, or took the request's decision."""

    request_id: str
    run_id: str
    decision: Decision
    by: str
    role: str | None
    interface: str
    decided: bool
    #: approved / denied / edited / answered once decided, else None.
    verdict: str | None
    approvals: tuple[str, ...]
    quorum: int
    policy_version: str | None
    rule: str
    record: RequestRecord
    #: The same person's same approve or deny again: nothing was written, this is theirs read
    #: back (:func:`decide_many`'s ``repeats``).
    repeated: bool = False
    #: The reason or note this operator's vote recorded (the agent reads a denial's): a repeat
    #: that gives other words writes nothing, and says so beside these (users50b).
    said: str | None = None


def _prepare(
    store: Store,
    record: RequestRecord,
    identity: Identity,
    decision: Decision,
    *,
    reason: str | None,
    edits: Mapping[str, Any] | None,
    text: str | None,
    note: str | None,
    policy: Policy | None,
    env: str,
) -> tuple[Vote, Governance]:
    check_open(store, record)
    check_can_take_effect(store, record)
    gov = governance_of(record.request, policy, env)
    role = check_allowed(identity, gov, decision, record.id)
    check_first_vote(store, record, identity.name, gov)
    if decision == "deny" and not (reason or "").strip():
        raise InvalidAnswer(f"a denial of {record.id} needs a reason (the agent sees it)")
    if decision == "reply" and not (text or "").strip():
        raise InvalidAnswer(f"a reply to {record.id} needs text")
    said = "; ".join(t for t in (reason, note) if t) or None
    values: dict[str, Any] = {"option_id": None}
    stamped = gov  # what the vote is audited under: for an edit, the edited call's rule
    if decision in ("approve", "deny"):
        values["option_id"] = decision
    elif decision == "edit":
        tool = gated_tool(record)
        edited = edited_args(store, record, edits or {})
        if changes_nothing(record.request, tool, edited):
            values["option_id"] = "approve"  # the call as proposed: a plain approval
        else:
            check_alone(gov, decision, record.id)
            values["edited_args"] = edited
            stamped = check_edit_allowed(store, record, identity, tool, edited, policy, env)
    else:
        check_alone(gov, decision, record.id)
        values["text"] = text
    from arena.types import Responder

    vote = Vote(
        request_id=record.id,
        voter=Responder(name=identity.name, role=role, interface=identity.interface),
        note=said,
        verified=identity.verified,
        entered_by=identity.acted_by,
        policy_version=stamped.version,
        rule=stamped.rule,
        **values,
    )
    return vote, gov


def decide_many(
    store: Store,
    idents: Sequence[str],
    identity: Identity,
    decision: Decision,
    *,
    reason: str | None = None,
    edits: Mapping[str, Any] | None = None,
    text: str | None = None,
    note: str | None = None,
    policy: Policy | None = None,
    env: str | None = None,
    repeats: bool = False,
) -> list[DecisionResult]:
    """Decide several requests (ids or unique prefixes); all are checked before any is written,
    and one named twice is decided once. ``repeats``: a request this operator already approved
    (or denied), given the same approve (or deny) again, is no refusal: their decision is read
    back (``repeated``), nothing written (the CLI's retried command; the web inbox reads a
    double post back the same way)."""
    records = list({r.id: r for r in (answerable(store, i) for i in idents)}.values())
    where = env or environment()
    prepared: list[tuple[Vote, Governance] | DecisionResult] = []
    for r in records:
        if repeats and (again := _repeated(store, r, identity, decision, policy, where)):
            prepared.append(again)
            continue
        try:
            prepared.append(
                _prepare(store, r, identity, decision, reason=reason, edits=edits, text=text,
                         note=note, policy=policy, env=where)
            )  # fmt: skip
        # Decided, finished or expired already: the trail keeps who tried.
        except (Conflict, Expired) as exc:
            said = "; ".join(t for t in (reason, note) if t) or None
            from arena.types import Responder

            who = Responder(name=identity.name, role=identity.role, interface=identity.interface)
            store.record_refusal(r.id, who, f"{decision} ({said})" if said else decision, str(exc))
            raise
    results = []
    for one in prepared:
        if isinstance(one, DecisionResult):
            results.append(one)
            continue
        vote, gov = one
        try:
            outcome = store.vote(vote, quorum=gov.quorum)
        except Conflict:
            # Decided between the check above and this vote: by this operator's same approve
            # or deny from elsewhere at the same instant (the web inbox and arena approve), it
            # is their decision, read back as a moment later; arena approve exited 2 "already
            # answered: approved by alice" over alice's own approval (durable44).
            record = store.request(vote.request_id)
            if repeats and (again := _repeated(store, record, identity, decision, policy, where)):
                results.append(again)
                continue
            raise
        if outcome.expired_at is not None:  # the store kept it in the trail (Store.vote)
            raise Expired(expired(vote.request_id, outcome.expired_at))
        record = store.request(vote.request_id)
        results.append(
            DecisionResult(
                request_id=record.id,
                run_id=record.run_id,
                decision=decision,
                by=vote.voter.name,
                role=vote.voter.role,
                interface=vote.voter.interface,
                decided=outcome.decided is not None,
                verdict=verdict(outcome.decided) if outcome.decided is not None else None,
                approvals=tuple(v.voter.name for v in outcome.votes if v.approves),
                quorum=gov.quorum,
                policy_version=gov.version,
                rule=gov.rule,
                record=record,
            )
        )
    return results


def _repeated(
    store: Store,
    record: RequestRecord,
    identity: Identity,
    decision: Decision,
    policy: Policy | None,
    env: str,
) -> DecisionResult | None:
    """``identity``'s own approve or deny of ``record``, when ``decision`` is the same again."""
    if decision not in ("approve", "deny") or not store.votes(record.id):
        return None
    mine = decision_of(store, record.id, identity, policy=policy, env=env)
    if mine is None or mine.decision != decision:
        return None
    return dataclasses.replace(mine, by=identity.name, repeated=True)  # by: the voter, as above


def decide(
    store: Store,
    request_id: str,
    identity: Identity,
    decision: Decision,
    **kwargs: Any,
) -> DecisionResult:
    """One decision (see :func:`decide_many` for the keyword arguments)."""
    return decide_many(store, [request_id], identity, decision, **kwargs)[0]


def decision_of(
    store: Store,
    ident: str,
    operator: Operator | Identity,
    *,
    policy: Policy | None = None,
    env: str | None = None,
) -> DecisionResult | None:
    """``operator``'s own decision on a request and where the request stands now, read back
    from the store (None when they cast none): what a page shown after a decision reads, so
    showing it again repeats nothing."""
    record = answerable_or_any(store, ident)
    votes = store.votes(record.id)
    mine = next((v for v in votes if v.voter.name == operator.name), None)
    if mine is None:
        return None
    gov = governance_of(record.request, policy, env or environment())
    decided = record.response
    kind: Decision = (
        "edit" if mine.edited_args is not None else "reply" if mine.text is not None else "deny"
    )
    if mine.option_id == "approve":
        kind = "approve"
    return DecisionResult(
        request_id=record.id,
        run_id=record.run_id,
        decision=kind,
        by=decided.responder.name if decided is not None else mine.voter.name,
        role=mine.voter.role,
        interface=mine.voter.interface,
        decided=decided is not None,
        verdict=verdict(decided) if decided is not None else None,
        approvals=tuple(v.voter.name for v in votes if v.approves),
        quorum=gov.quorum,
        policy_version=mine.policy_version,
        rule=mine.rule or gov.rule,
        record=record,
        said=mine.note,
    )


def summary(
    store: Store,
    ident: str,
    operator: Operator | None = None,
    *,
    policy: Policy | None = None,
    env: str | None = None,
) -> RequestSummary:
    """One request (id or unique prefix) with whether ``operator`` may approve it."""
    return _summary(store, answerable_or_any(store, ident), operator, policy, env or environment())


def answerable_or_any(store: Store, ident: str) -> RequestRecord:
    kind, full = store.resolve_id(ident)
    return store.request(full) if kind == "request" else answerable(store, full)


@dataclass(frozen=True, kw_only=True)
class Queue:
    """Everything ``arena pending`` lists, as one operator's inbox sorts it, so that no two
    surfaces differ silently: what they may decide, what nobody can answer any more (shown
    with why), and how many requests are left to other operators (counted, not named)."""

    mine: list[RequestSummary]
    #: Requests this operator's rule covers whose answer could never reach the run.
    unanswerable: list[RequestSummary]
    #: Pending requests another operator decides: a role this one lacks, or already voted.
    others: int
    #: More requests wait than this page read: the last one it read, for ``after=`` (the web
    #: queue showed the 500 newest of 10,092 and said nothing of the rest: durable31 F3).
    next_after: str | None = None


def queue_for(
    store: Store,
    operator: Operator | None = None,
    *,
    policy: Policy | None = None,
    env: str | None = None,
    limit: int = 50,
    after: str | None = None,
) -> Queue:
    """The pending requests, newest first (``after``: those older than that request, as
    ``arena pending --after`` pages), split as :class:`Queue` says."""
    where = env or environment()
    mine, unanswerable, others = [], [], 0
    records = store.pending(limit=limit + 1, after=after)
    next_after = records[limit - 1].id if len(records) > limit else None
    for record in records[:limit]:
        view = _summary(store, record, operator, policy, where)
        if operator is None or view.may_decide:
            mine.append(view)
        elif view.permitted and view.lost is not None:
            unanswerable.append(view)
        else:
            others += 1
    return Queue(mine=mine, unanswerable=unanswerable, others=others, next_after=next_after)


def pending_for(
    store: Store,
    operator: Operator | None = None,
    *,
    policy: Policy | None = None,
    env: str | None = None,
    limit: int = 50,
) -> list[RequestSummary]:
    """Requests waiting for a person, newest first; with ``operator``, only those they may
    approve and have not voted on yet (:func:`queue_for` says what else is pending)."""
    return queue_for(store, operator, policy=policy, env=env, limit=limit).mine


def _summary(
    store: Store, record: RequestRecord, operator: Operator | None, policy: Policy | None, env: str
) -> RequestSummary:
    gov = governance_of(record.request, policy, env)
    votes = store.votes(record.id)
    why_not = lost = None
    try:  # a non-durable run whose process is gone: no answer can reach it
        check_can_take_effect(store, record)
    except Conflict as exc:
        lost = str(exc)
    if operator is not None:
        try:
            if any(v.voter.name == operator.name for v in votes):
                raise Unauthorized(f"{operator.name} already voted on request {record.id}")
            check_allowed(operator_identity(operator), gov, "approve", record.id)
        except Unauthorized as exc:
            why_not = str(exc)
    permitted = operator is not None and why_not is None
    view = request_view(record)
    return RequestSummary(
        id=record.id,
        run_id=record.run_id,
        state=record.state(store.now()),
        tool=str(view.tool or record.request.action),
        args=dict(record.request.args),
        why=str(view.why or ""),
        side_effect=view.effect,
        asked_at=record.request.created_at,
        expires_at=record.request.expires_at,
        governance=gov,
        approvals=tuple(v.voter.name for v in votes if v.approves),
        may_decide=permitted and lost is None,
        why_not=why_not or lost,
        permitted=permitted,
        lost=lost,
        context=view,
    )


__all__ = [
    "DecisionResult",
    "Queue",
    "RequestSummary",
    "check_allowed",
    "check_alone",
    "check_edit_allowed",
    "check_open",
    "decide",
    "decide_many",
    "decision_of",
    "pending_for",
    "queue_for",
    "summary",
]
