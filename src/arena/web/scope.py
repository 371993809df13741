"""What one operator may see in the inbox: the requests their role is asked to decide, and the
ones they voted on; runs and audit rows only through those. The queue already counts other
operators' requests without naming them; an id typed in the address bar, a prefix several ids
share, a run's page and the audit trail named them all (outside tester 20): a finance operator
read facilities' pending requests, with their arguments, from ``/requests/req_``.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Collection, Mapping
from typing import Any

from arena.errors import Ambiguous, NotFound, UnknownId
from arena.identity import Unauthorized
from arena.operator import answerable, run_view
from arena.operator_views import audit_views
from arena.policy import Policy, environment, governance_of
from arena.store.base import RequestRecord, RunRecord, Store
from arena.store.people import Operator
from arena.views import AuditView, RequestView, RunView, ToolCallView
from arena.web.steps import listed_calls

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


class Choices(Ambiguous):
    """A prefix several of the operator's runs or requests share: the page links each one shown,
    so a phone or keyboard user opens theirs instead of retyping an id in the address bar."""

    def __init__(self, message: str, links: list[tuple[str, str]]) -> None:
        super().__init__(message)
        self.links = links  # (href, id)


@dataclasses.dataclass(frozen=True)
class RunShown:
    """A run as ``op``'s page shows it: without the requests of other roles, those requests'
    tool calls and audit rows; how many requests and listed calls were left out (counted, not
    named, as the queue counts other operators' requests)."""

    view: RunView
    audit: list[AuditView]
    hidden_requests: int
    hidden_calls: int


def run_shown(store: Store, run: RunRecord, op: Operator, policy: Policy | None) -> RunShown:
    """The run's page for ``op``. A tool call belongs to the request whose approval it ran
    under (its ``request_id``); a call without one (blocked, failed) to the requests that gate
    its tool, and where both sides gate it, to those whose bound arguments it matches: the
    ``book_room`` another role's approval ran was listed beside this operator's own request."""
    hidden = {r.id for r in store.requests(run.id) if not sees(store, r, op, policy)}
    full = run_view(store, run)
    mine = [r for r in full.requests if r.id not in hidden]
    theirs = [r for r in full.requests if r.id in hidden]
    calls = tuple(c for c in full.tool_calls if not _belongs(c, theirs, mine, hidden))
    held = full.reconcile
    if held is not None:
        held = dataclasses.replace(
            held, ledger=tuple(e for e in held.ledger if e.request_id not in hidden)
        )
    view = dataclasses.replace(full, requests=tuple(mine), tool_calls=calls, reconcile=held)
    audit = [v for v in audit_views(store, run.id) if v.request_id not in hidden]
    left_out = len(listed_calls(mine, full.tool_calls)) - len(listed_calls(mine, calls))
    return RunShown(view=view, audit=audit, hidden_requests=len(hidden), hidden_calls=left_out)


def _belongs(
    call: ToolCallView, theirs: list[RequestView], mine: list[RequestView], hidden: Collection[str]
) -> bool:
    """``call`` is one of ``theirs`` (requests ``op`` may not see) and none of ``mine``."""
    if call.request_id is not None:
        return call.request_id in hidden
    if not theirs or not any(call.tool in _tools(r) for r in theirs):
        return False
    if not any(call.tool in _tools(r) for r in mine):
        return True
    return any(_matches(call, r) for r in theirs) and not any(_matches(call, r) for r in mine)


def _tools(r: RequestView) -> set[str]:
    binds = r.binds if isinstance(r.binds, Mapping) else {}
    return {str(t) for t in (r.tool, r.action, binds.get("tool")) if t}


def _matches(call: ToolCallView, r: RequestView) -> bool:
    """``call`` has the arguments ``r`` is bound to (compared as text, any case)."""
    binds = r.binds if isinstance(r.binds, Mapping) else {}
    bound = binds.get("args")
    if call.tool not in _tools(r) or not isinstance(bound, Mapping):
        return False
    return _spelt(bound) == _spelt(call.args if isinstance(call.args, Mapping) else {})


def _spelt(args: Mapping[str, Any]) -> dict[str, str]:
    return {str(k): str(v).strip().casefold() for k, v in args.items()}


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
        if text.lower().startswith("run_"):  # said "matches 4 of your requests: req_..." (users30)
            return _one_run(store, text, op, policy)
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


def _one_run(store: Store, text: str, op: Operator, policy: Policy | None) -> RunRecord:
    """The one run a ``run_`` prefix several runs share means among those ``op`` sees; else an
    Ambiguous naming those runs (and counting the rest), as :func:`_one` does for requests."""
    found = [r for r in store.runs() if r.id.startswith(text)]
    if not found and text != text.lower():  # "RUN_F4": ids are lower case (as resolve_id reads)
        return _one_run(store, text.lower(), op, policy)
    mine = sorted((r for r in found if sees_run(store, r, op, policy)), key=lambda r: r.id)
    if len(mine) == 1:
        return mine[0]
    if not mine:
        raise NotFound(f"no run you may see matches {text!r}")
    hidden = len(found) - len(mine)
    more = f"; {hidden} more match that are not yours to see" if hidden else ""
    raise Choices(
        f"{text!r} matches {len(mine)} of your runs{more}; open one{_below(mine)}, or type more "
        "of the id",
        [(f"/runs/{r.id}", r.id) for r in mine[:SHOWN]],
    )


def _below(mine: list[Any]) -> str:
    """Where the page's links to a prefix's matches are (the first SHOWN of them)."""
    return f" of the first {SHOWN}, below" if len(mine) > SHOWN else " below"


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
    if not found and text != text.lower():  # "REQ_9F" read as typed found nothing (session 52)
        return _one(store, text.lower(), op, policy)
    mine = sorted((r for r in found.values() if sees(store, r, op, policy)), key=lambda r: r.id)
    hidden = len(found) - len(mine)
    if len(mine) == 1:
        return mine[0]
    if not mine:
        raise NotFound(f"no request you may see matches {text!r}")
    more = f"; {hidden} more match that are not yours to see" if hidden else ""
    raise Choices(
        f"{text!r} matches {len(mine)} of your requests{more}; open one{_below(mine)}, or type "
        "more of the id",
        [(f"/requests/{r.id}", r.id) for r in mine[:SHOWN]],
    )


#: The unfiltered audit page reads the newest runs' trails and shows the newest entries of those.
AUDIT_RUNS, AUDIT_ROWS = 200, 500


def audited_runs(store: Store, prefix: str) -> list[RunRecord]:
    """The runs the audit page reads: those ``prefix`` names, however old (only the newest 200
    were searched, so a filter on an older run said "No audit entry matches": durable31 F4),
    else the newest, one more than :data:`AUDIT_RUNS` to tell whether older runs were left out."""
    if not prefix:
        return store.runs(limit=AUDIT_RUNS + 1)
    try:
        kind, full = store.resolve_id(prefix)
    except Ambiguous:
        return [r for r in store.runs() if r.id.startswith(prefix)]
    except (NotFound, UnknownId):
        return []
    return [store.run(full)] if kind == "run" else []
