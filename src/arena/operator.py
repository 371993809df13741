"""The operator's actions, as a library: what ``arena pending/show/approve/deny`` call.

The CLI and the web inbox only format what these return (typed views, :mod:`arena.views`, built
by :mod:`arena.operator_views`); every rule — ids by unique prefix, one answer per request, no
answer after expiry, no answer a lost pause can never take — lives here or in the store. The
views and :func:`off_script` live in modules of their own and are re-exported here, the import
path callers and docs use.
"""

from __future__ import annotations

import getpass
import os
import sys
from collections.abc import Mapping, Sequence
from datetime import datetime
from typing import Any

from arena.decisions import held_call, words_to_a_held_call
from arena.durability import durability as durability
from arena.errors import Ambiguous, Conflict, Expired, InvalidAnswer, NotFound
from arena.off_script import off_script as off_script
from arena.operator_views import audit_view as audit_view
from arena.operator_views import held_view as held_view
from arena.operator_views import next_commands as next_commands
from arena.operator_views import outcome_view as outcome_view
from arena.operator_views import request_view as request_view
from arena.operator_views import result_error as result_error
from arena.operator_views import run_summary as run_summary
from arena.operator_views import run_view as run_view
from arena.runs.eval_runs import gone as eval_gone
from arena.store import holder, store_flag
from arena.store.base import RequestRecord, RunRecord, Store
from arena.store.rows import already_answered
from arena.types import InputResponse, Interface, Responder, utcnow


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
    edits: Mapping[str, Any] | None = None,
    text: str | None = None,
) -> list[RequestRecord]:
    """Approve or deny (``option``) requests as a person; returns them with their answers.

    Every id is resolved and checked first, so a bad one leaves every answer unwritten — one
    refused because it was decided, finished or expired is kept in its run's trail as
    ``answer.refused`` (after the expiry, which it records first), as the store's own refusal
    and ``arena approve``'s are; the store checks again as it writes (a concurrent answer still
    loses with a Conflict). Expiry is judged by the store's clock.
    ``refuse_lost=False`` stores an answer that can never take effect (a non-durable run whose
    process has gone) instead of refusing it: the durable_state arena's scripted person, whose
    answers are how it counts lost decisions. ``edits``: approve with these arguments changed,
    as given (that arena's scripted ``edit:`` answer, checked when its items loaded). ``text``:
    the person's words in place of an option (its ``text:`` answer; evals43: skipped, the run
    left waiting and counted as a lost decision on every adapter).
    """
    # The same request named twice (an id and its prefix, or its run) is answered once.
    requests = list({r.id: r for r in (answerable(store, ident) for ident in idents)}.values())
    responder = Responder(name=name or current_user(), role=role, interface=interface)
    now = store.now() if any(r.request.expires_at is not None for r in requests) else utcnow()
    for request in requests:
        try:
            check_answerable(request, now)
        except (Conflict, Expired) as exc:  # the trail keeps who tried (durable33)
            store.record_refusal(request.id, responder, f"{option} ({note})" if note else option,
                                 str(exc))  # fmt: skip
            raise
        if refuse_lost:
            check_can_take_effect(store, request)
        if text is not None and held_call(request.request):  # refused at resume otherwise
            raise InvalidAnswer(words_to_a_held_call(request.request, text))
    for request in requests:
        store.answer(
            InputResponse(
                request_id=request.id,
                option_id=None if edits is not None or text is not None else option,
                text=text,
                edited_args=edits,
                responder=responder,
                note=note,
            )
        )
    return [store.request(r.id) for r in requests]


def check_answerable(record: RequestRecord, now: datetime | None = None) -> None:
    """The errors ``Store.answer`` would raise, raised before anything is written; ``now``: the
    store's clock (:meth:`Store.now`), which expiry is judged by."""
    state = record.state(now or utcnow())
    if record.response is not None:
        raise Conflict(already_answered(record.response))
    if state == "closed":
        raise Conflict(
            f"run {record.run_id} is already {record.run_status}; request {record.id} can no "
            "longer be answered"
        )
    if state == "expired" and record.request.expires_at is not None:
        raise Expired(
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
    agent: Conflict, nothing written. So for an eval's run, durable or not, once the eval that
    started it has exited: only that eval continues it (``t.resume()``), and an answer was
    stored, told "Next: none", and never read (evals45).
    """
    if record.run_status not in ("waiting", "resuming"):
        return
    if not record.durable:
        run = store.run(record.run_id)
    elif (run := store.run(record.run_id)).origin.mode != "eval":
        return
    if run.origin.mode == "eval" and eval_gone(run):  # evals45: the answer was stored, unread
        raise Conflict(
            f"request {record.id} cannot be answered: run {run.id} was started by an eval "
            f"(process {run.created_by}), which has exited, and arena resume cannot rebuild an "
            "eval's agent, so no answer can ever reach it. Re-run the eval, or close the run: "
            f"arena sweep --not-durable{store_flag(store)}"
        )
    if run.durable or not pause_lost(run):
        return
    raise Conflict(
        f"request {record.id} cannot be answered: run {run.id} ({run.adapter}) is not durable — "
        f"its pause lived only in the memory of process {run.created_by}, which has exited, so "
        "no answer can ever reach its agent. Re-run the item with an adapter whose pause is "
        "durable (e.g. --adapter pydantic_ai), or close the run: arena sweep --not-durable"
        f"{store_flag(store)}"
    )


def pause_lost(run: RunRecord) -> bool:
    """True when a non-durable run's paused state is known to be gone: the process that holds
    it (``created_by``) is known to have exited (:func:`arena.store.holder.exited`: this host
    and PID namespace; a ``host:pid`` recorded before identities named their namespace is
    judged by its PID on this host, as it was then), or is this process and no longer holds
    the run (neither an arena run's recorder nor an open eval line, ``arena.drive``). False
    where it may still be held (or the run is durable)."""
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
    ):  # this very process: an arena run's recorder or an eval's open line may hold it
        holders = [sys.modules.get(m) for m in ("arena.runs.recorder", "arena.drive._store")]
        return not any(run.id in h.LIVE for h in holders if h is not None)  # not imported: none
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
