"""What one operator may see in the inbox: the requests their role is asked to decide, and the
ones they voted on; runs and audit rows only through those. The queue already counts other
operators' requests without naming them; an id typed in the address bar, a prefix several ids
share, a run's page and the audit trail named them all (outside tester 20): a finance operator
read facilities' pending requests, with their arguments, from ``/requests/req_``.
"""

from __future__ import annotations

from arena.errors import Ambiguous, NotFound
from arena.identity import Unauthorized
from arena.operator import answerable
from arena.policy import Policy, environment, governance_of
from arena.store.base import RequestRecord, RunRecord, Store
from arena.store.people import Operator

#: How many of the ids an ambiguous prefix matches an error names.
SHOWN = 10


def sees(store: Store, record: RequestRecord, op: Operator, policy: Policy | None) -> bool:
    """``op`` voted on the request, or its rule names one of their roles (or no role at all)."""
    roles = governance_of(record.request, policy, environment()).roles
    if not roles or set(roles) & set(op.roles):
        return True
    return any(v.voter.name == op.name for v in store.votes(record.id))


def sees_run(store: Store, run: RunRecord, op: Operator, policy: Policy | None) -> bool:
    """A run with a request ``op`` sees, or with no request at all (nothing a rule keeps)."""
    asked = store.requests(run.id)
    return not asked or any(sees(store, r, op, policy) for r in asked)


def request_for(store: Store, ident: str, op: Operator, policy: Policy | None) -> RequestRecord:
    """The request ``ident`` (an id, a prefix, a run waiting on one request) means for ``op``.
    A prefix is matched among what ``op`` sees; the full id of a request they do not see is
    refused with the role it needs, as a pending one always was (HTTP 403)."""
    try:
        record = answerable(store, ident)
    except Ambiguous:
        record = _one(store, ident, op, policy)
    if sees(store, record, op, policy):
        return record
    if ident.strip() in (record.id, record.run_id):
        gov = governance_of(record.request, policy, environment())
        raise Unauthorized(
            f"{op.name} (roles: {', '.join(op.roles) or 'none'}) may not see request "
            f"{record.id}: rule {gov.rule} needs role {' or '.join(gov.roles)}"
        )
    raise NotFound(f"no request you may see matches {ident.strip()!r}")


def run_for(store: Store, ident: str, op: Operator, policy: Policy | None) -> RunRecord:
    """The run ``ident`` means (a run or request id or prefix), if ``op`` sees it."""
    text = ident.strip()
    try:
        kind, full = store.resolve_id(text)
    except Ambiguous:
        return store.run(request_for(store, text, op, policy).run_id)
    run = store.run(full if kind == "run" else store.request(full).run_id)
    if sees_run(store, run, op, policy):
        return run
    if text in (run.id, full):
        raise Unauthorized(
            f"{op.name} (roles: {', '.join(op.roles) or 'none'}) may not see run {run.id}: "
            "none of its requests is for those roles"
        )
    raise NotFound(f"no run you may see matches {text!r}")


def _one(store: Store, ident: str, op: Operator, policy: Policy | None) -> RequestRecord:
    """The one request a prefix several ids share means among those ``op`` sees; else an
    Ambiguous naming only those (and counting the rest)."""
    text = ident.strip()
    wanted = [text] if text.startswith(("run_", "req_")) else [text, f"run_{text}", f"req_{text}"]
    found: dict[str, RequestRecord] = {}
    for run in store.runs():
        asked = store.requests(run.id)
        if run.id.startswith(tuple(wanted)):
            asked = [r for r in asked if r.response is None and not r.resolved] or asked
        else:
            asked = [r for r in asked if r.id.startswith(tuple(wanted))]
        found |= {r.id: r for r in asked}
    mine = sorted((r for r in found.values() if sees(store, r, op, policy)), key=lambda r: r.id)
    hidden = len(found) - len(mine)
    if len(mine) == 1:
        return mine[0]
    if not mine:
        raise NotFound(f"no request you may see matches {text!r}")
    named = ", ".join(r.id for r in mine[:SHOWN]) + (", ..." if len(mine) > SHOWN else "")
    more = f"; {hidden} more match that are not yours to see" if hidden else ""
    raise Ambiguous(
        f"{text!r} matches {len(mine)} of your requests: {named}{more}; type more of the id"
    )
