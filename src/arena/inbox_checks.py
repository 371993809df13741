"""What a decision must pass before anything is written: the request is still open, the rule
allows the decision and names one of the operator's roles, one vote per operator, and — for an
edit — the edited call's own rule (an edit is governed like a request for the edited call); under
a quorum no operator decides alone. :mod:`arena.inbox` calls these, for the CLI and the web."""

from __future__ import annotations

import contextlib
from collections.abc import Mapping, Sequence
from datetime import datetime
from typing import Any

from arena.errors import Conflict, Expired
from arena.identity import Identity, Unauthorized
from arena.policy import Decision, Governance, Policy, edited, govern, governance_of
from arena.store.base import RequestRecord, Store
from arena.store.people import EXPIRED, Vote
from arena.store.rows import already_answered, too_late


def check_open(store: Store, record: RequestRecord) -> None:
    """Refuse a request that can no longer be answered, judged by the store's clock."""
    if record.response is not None:
        expires = record.request.expires_at
        if record.response.option_id == EXPIRED and expires is not None:
            raise Expired(expired(record.id, expires))  # the words before it was recorded
        raise Conflict(already_answered(record.response))
    now = store.now()
    state = record.state(now)
    if state == "closed":
        raise Conflict(
            f"run {record.run_id} is already {record.run_status}; request {record.id} can no "
            "longer be answered"
        )
    if state == "expired" and record.request.expires_at is not None:
        raise Expired(expired(record.id, record.request.expires_at))


def check_allowed(
    identity: Identity, gov: Governance, decision: Decision, request_id: str
) -> str | None:
    """The role ``identity`` decides in; Unauthorized when the rule does not let them."""
    rule = f"rule {gov.rule} ({f'policy {gov.version}' if gov.version else 'no policy file'})"
    if decision not in gov.decisions:
        raise Unauthorized(
            f"{rule} does not allow {decision} on request {request_id}; allowed: "
            f"{', '.join(gov.decisions)}"
        )
    if not gov.roles:
        return identity.role or (
            identity.roles[0] if identity.verified and identity.roles else None
        )
    if identity.role is not None:
        usable = [identity.role] if identity.role in gov.roles else []
    else:
        usable = [r for r in identity.roles if r in gov.roles]
    if not usable:
        held = ", ".join(identity.roles) or "none"
        hint = " (give --role)" if not identity.verified else ""
        raise Unauthorized(
            f"{identity.name} (roles: {held}) may not decide request {request_id}: {rule} needs "
            f"role {' or '.join(gov.roles)}{hint}"
        )
    return usable[0]


def check_first_vote(store: Store, record: RequestRecord, name: str, gov: Governance) -> None:
    """One vote per operator per request: a second one is refused (Conflict) with where the
    request stands — its rule, the approvals so far and how many more it needs."""
    votes = store.votes(record.id)
    mine = next((v for v in votes if v.voter.name == name), None)
    if mine is None:
        return
    raise Conflict(f"{name} already voted on request {record.id}: {tally(gov, votes)}")


def tally(gov: Governance, votes: Sequence[Vote]) -> str:
    """``approve by alice at …; 1 of 2 approvals; waits for 1 more, each from a different
    operator (rule big-rooms, policy 3: facilities)`` — where a quorum stands."""
    cast = "; ".join(
        f"{v.option_id or ('edit' if v.edited_args is not None else 'reply')} by {v.voter.name}"
        + (f" at {v.at:%Y-%m-%d %H:%M:%S} UTC" if v.at else "")
        for v in votes
    )
    approvals = sum(v.approves for v in votes)
    more = gov.quorum - approvals
    waits = f"; waits for {more} more, each from a different operator" if more > 0 else ""
    return f"{cast}; {approvals} of {gov.quorum} approvals{waits} ({gov.describe()})"


def expired(request_id: str, at: datetime) -> str:
    return too_late(request_id, at)


_A = {"edit": "an edit", "reply": "a reply"}


def check_alone(gov: Governance, decision: Decision, request_id: str) -> None:
    """Refuse an edit or a reply under a quorum: either takes the decision at once and is no
    vote of the call as proposed, so one operator would decide what the rule gives to M
    (tester 11, finding 3). Approve (one vote of M) and deny (nothing runs) stay open."""
    if decision in gov.offered:
        return
    raise Unauthorized(
        f"{decision} refused on request {request_id}: rule {gov.rule} "
        f"({f'policy {gov.version}' if gov.version else 'no policy file'}) needs {gov.quorum} "
        f"approvals from different operators, and {_A[decision]} would decide it alone; approve "
        "it as proposed (one vote of the quorum), or deny it with a reason the agent reads (say "
        "what you would approve instead)"
    )


def check_edit_allowed(
    store: Store,
    record: RequestRecord,
    identity: Identity,
    tool: str,
    args: Mapping[str, Any],
    policy: Policy | None,
    env: str,
) -> Governance:
    """The rule the edited call ``tool(args)`` falls under, once ``identity`` may approve it:
    an edit is governed like a request for the edited call (tester 11, finding 2: an operator
    refused R-400 booked it by editing another request into it). The policy in force is matched
    against the edited call's checked fields (its arguments, and what the arena's describer
    derives from them, like ``seats``); its roles must include one of the operator's and its
    quorum must be 1 (an edit takes the decision alone). With no policy file the request's own
    rule (already checked) is all there is."""
    if policy is None:
        return governance_of(record.request, policy, env)
    from arena.runs.decision import side_effect_fn  # only an edit reads the describer

    asked = edited(record.request, tool, args)
    describe = side_effect_fn(store.run(record.run_id).origin.tools_module)
    if describe is not None:
        with contextlib.suppress(Exception):  # a broken describer: the edited arguments alone
            asked = edited(record.request, tool, args, describe(asked, ()))
    gov = govern(policy, asked, env)
    if gov.approval == "none":
        return gov
    call = f"{tool}({', '.join(f'{k}={v!r}' for k, v in args.items())})"
    try:
        check_allowed(identity, gov, "approve", record.id)
    except Unauthorized as exc:
        raise Unauthorized(
            f"edit refused: the edited call {call} is decided like a request for it, and {exc}"
        ) from None
    if gov.quorum > 1:
        raise Unauthorized(
            f"edit refused: the edited call {call} falls under rule {gov.rule} "
            f"({f'policy {gov.version}' if gov.version else 'no policy file'}), which needs "
            f"{gov.quorum} approvals from different operators, and an edit would decide it "
            f"alone; deny request {record.id} with a reason the agent reads (say what to ask for)"
        )
    return gov


__all__ = [
    "check_allowed",
    "check_alone",
    "check_edit_allowed",
    "check_first_vote",
    "check_open",
    "expired",
    "tally",
]
