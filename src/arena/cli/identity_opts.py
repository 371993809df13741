"""What the operator commands share about identity and policy: ``--policy``, and deciding as the
CLI's identity (the OS user through the store's operators; see :mod:`arena.identity`)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from contextlib import suppress
from typing import TYPE_CHECKING, Any, TypeVar

import click

from arena.cli.console import wrap
from arena.display import inert
from arena.errors import UserError

if TYPE_CHECKING:  # what deciding needs, imported by the commands that decide (decide_as):
    # `arena resume` and `arena reconcile` take only check_as, and paid for the policy's models,
    # YAML and the identity store on every start (issue 16)
    from arena.inbox import DecisionResult
    from arena.policy import Decision, Policy
    from arena.store.base import Store

F = TypeVar("F", bound=Callable[..., Any])


def policy_option(fn: F) -> F:
    return click.option(
        "--policy",
        "policy_path",
        default=None,
        metavar="FILE",
        help="Policy file (default: $ARENA_POLICY, else policy.yaml next to the store).",
    )(fn)


def store_policy(store: Store, policy_path: str | None) -> Policy | None:
    """The policy that applies, checked against the store's runs' arenas too (tester 11, 8)."""
    from arena.runs.policy_arenas import find_store_policy

    return find_store_policy(policy_path, store)


def check_as(name: str | None) -> str | None:
    """``--as NAME`` as given: an empty (or blank) name is refused, exit 2. ``--as ''`` recorded
    the login name, as though --as had not been given, where the user meant someone."""
    if name is not None and not name.strip():
        raise UserError(
            "--as needs a name: give the operator who answers (--as alice), or leave --as out "
            "to answer as your login name"
        )
    return name


def decide_as(
    store: Store,
    idents: Sequence[str],
    decision: Decision,
    *,
    name: str | None,
    role: str | None,
    policy_path: str | None,
    note: str | None = None,
    reason: str | None = None,
    edits: Mapping[str, Any] | None = None,
    text: str | None = None,
) -> list[DecisionResult]:
    from arena.identity import cli_identity
    from arena.inbox import decide_many

    check_as(name)
    policy = store_policy(store, policy_path)
    identity = cli_identity(store, policy, as_name=name, role=role)
    named = _requests_named(store, idents)
    before = _answered(store, named)
    try:
        return decide_many(
            store, idents, identity, decision, reason=reason, edits=edits, text=text, note=note,
            policy=policy, repeats=True,
        )  # fmt: skip
    except UserError as exc:
        if len(set(idents)) < 2:
            raise
        # Several ids are checked together: one refused id refused them all, and the error
        # named only that one, so an operator who approved 8 requests read 7 as approved
        # (users tester 30). Say what became of the others.
        now = [r for r in _answered(store, named) if r not in before]
        rest = (
            f"{len(now)} of the others were answered before it: {', '.join(now)}"
            if now
            else f"none of the {len(set(idents))} ids given was answered (they are checked "
            "together): leave that one out and run the command again"
        )
        raise UserError(f"{exc}; {rest}") from exc


def _requests_named(store: Store, idents: Sequence[str]) -> list[str]:
    """The request ids ``idents`` name (a run names its requests); an id that names none is
    left out: the decision itself says what is wrong with it."""
    found: list[str] = []
    for ident in idents:
        with suppress(UserError):
            kind, full = store.resolve_id(ident.strip())
            found += [full] if kind == "request" else [r.id for r in store.requests(full)]
    return list(dict.fromkeys(found))


def _answered(store: Store, request_ids: Sequence[str]) -> list[str]:
    """Which of ``request_ids`` hold an answer or a vote now."""
    out = []
    for rid in request_ids:
        with suppress(UserError):
            record = store.request(rid)
            if record.response is not None or store.votes(rid):
                out.append(rid)
    return out


def print_decisions(
    results: list[DecisionResult], as_json: bool, flag: str = "", said: str | None = None
) -> None:
    """Decided requests as before; a vote that awaits more approvals says how many. ``flag``:
    the ``--store`` the next commands need (:func:`arena.store.store_flag`). ``said``: the
    reason or note given this time, which a repeat does not record."""
    from arena.cli.continued import as_json_view, continued_by_run, decided_in
    from arena.cli.operator_cmd import _answered
    from arena.cli.options import echo_json
    from arena.operator import request_view

    if as_json:  # an eval's run: continued_by (its t.resume()), never an arena resume command
        store = decided_in()
        evals = {} if store is None else continued_by_run(store, [r.record.run_id for r in results])
        views = []
        for r in results:
            view = as_json_view(request_view(r.record, flag=flag), evals)
            view["decision"] = {
                "decided": r.decided, "by": r.by, "role": r.role, "approvals": list(r.approvals),
                "quorum": r.quorum, "rule": r.rule, "policy_version": r.policy_version,
            } | ({"repeated": True} if r.repeated else {}) | (
                {"not_recorded": said} if _unrecorded(r, said) else {})  # fmt: skip
            views.append(view)
        echo_json(views[0] if len(views) == 1 else views)
        return
    for r in results:
        if r.repeated:  # the same person's same decision again: nothing written (fixes36b)
            click.echo(wrap(inert(_repeated_line(r, said))))
            continue
        if r.decided:
            _answered([r.record], False, flag)
            continue
        click.echo(
            wrap(
                inert(
                    f"voted approve on {r.request_id} as {r.by}: {len(r.approvals)} of "
                    f"{r.quorum} approvals (rule {r.rule}); the request waits for "
                    f"{r.quorum - len(r.approvals)} more"
                )
            )
        )


def _unrecorded(r: DecisionResult, said: str | None) -> bool:
    """A repeat that gave words other than those recorded: they were dropped in silence (a
    second ``arena deny --reason`` said only "that decision stands", users50b)."""
    return r.repeated and bool(said and said.strip()) and said != r.said


def _repeated_line(r: DecisionResult, said: str | None = None) -> str:
    """``already recorded: alice approved req_… (run run_…) before; nothing was written again``
    and where the request stands now."""
    did = "approved" if r.decision == "approve" else "denied"
    decided = r.record.response
    if decided is None:
        now = f"{len(r.approvals)} of {r.quorum} approvals (rule {r.rule}); the request waits"
    elif decided.responder.name == r.by:
        now = "that decision stands"
    else:
        now = f"the request was {r.verdict} by {decided.responder.name}"
    line = (
        f"already recorded: {r.by} {did} {r.request_id} (run {r.run_id}) before; nothing was "
        f"written again — {now}"
    )
    if _unrecorded(r, said):
        words = "reason" if r.decision == "deny" else "note"
        kept = f"the {words} first given: {r.said!r}" if r.said else f"no {words}"
        line += (
            f". Your {words} this time, {said!r}, was NOT recorded: a decision keeps {kept}"
            f"{' (the agent reads it)' if r.decision == 'deny' and r.said else ''}"
        )
    return line
