"""Harness-owned tool wrappers: every tool call an agent makes is recorded here, not by the framework."""

from __future__ import annotations

import functools
import inspect
import json
import os
import threading
from collections.abc import Callable
from typing import Any, TypeVar

from arena import binding, leg_threads, strays
from arena.context import RunContext, current_context
from arena.contextless import Contextless, parent_marker, registered_journal
from arena.tools import ledger
from arena.types import ToolStatus

F = TypeVar("F", bound=Callable[..., Any])


#: What a consequential tool answers when called, while runs are in progress, on a thread that
#: carries no run's context.
CONTEXTLESS = (
    "ERROR: {tool} was called outside any run's context while arena runs were in progress: the "
    "thread it ran on does not carry the run's context (run tools with asyncio.to_thread or "
    "contextvars.copy_context().run), so no approval can cover it and the harness cannot "
    "record it; it did not run"
)


#: What a consequential tool answers in a process an arena process started that runs no leg.
IN_CHILD = (
    "ERROR: {tool} was called in a child process of arena process {pid}, which runs no arena leg "
    "here: no run's context reaches it, so no approval can cover it and no run's log can hold "
    "it (run tools in the arena process, or send them back to it); it did not run"
)


class ToolError(Exception):
    """A tool refused its arguments. The agent sees ``ERROR: <message>``; the run goes on."""


#: A file that, when set, gets one JSON line per execution of a side-effecting tool, written as it
#: returns — outside every store and before any of them hears of it, so executions are counted
#: even in a process SIGKILLed right after (the durable_state arena's bookings, arena.durable_state).
JOURNAL_ENV = "ARENA_EXECUTION_JOURNAL"


def journal_path() -> str | None:
    """``$ARENA_EXECUTION_JOURNAL`` as meant: ``~`` the home folder, blank refused (durable47:
    ``~/j.log`` was appended to ./~/j.log, or refused as a folder not there)."""
    from arena.given_paths import journal_path as meant

    return meant()


#: Consequential calls the wrappers ran (or the side-effect guard replayed from the store), by
#: run: what :mod:`arena.leg_runner` holds a leg's logged bookings against. The run context's
#: lists are the adapter's to read, and an adapter that appended a booking to them, or returned
#: a turn carrying one, scored it (outside reviewer); this record is not on the context.
_EXECUTED: dict[str, set[str]] = {}
_EXECUTED_LOCK = threading.Lock()


def note_execution(run_id: str, call_id: str) -> None:
    with _EXECUTED_LOCK:
        _EXECUTED.setdefault(run_id, set()).add(call_id)


def take_executions(run_id: str) -> set[str]:
    """The consequential calls run for ``run_id`` since the last take (the leg just ended)."""
    if run_id not in _EXECUTED:  # most legs run none: one read, whole under the GIL, no lock
        return set()  # (issue 16, session 35: a ``with`` lock ~1.6 µs on this machine kind)
    with _EXECUTED_LOCK:
        return _EXECUTED.pop(run_id, set())


def journal(
    ctx: RunContext | None,
    tool: str,
    args: dict[str, Any],
    status: ToolStatus,
    *,
    around: bool = False,
    stray: bool = False,
    unowned: bool = False,
) -> None:
    """One line per execution. ``around``: the backend reported it outside its wrapper's call;
    ``stray``: it ran with no run's context after this process's legs ended; ``unowned``: no leg
    of this process owned it — another run's id, after its leg, a child process
    (:mod:`arena.tools.ledger`). Readers count every line (:mod:`arena.durable_state.score`)."""
    path = journal_path()
    # A line no leg of this process owns (a child of an arena process, a stray) goes to the
    # journal this process, or its arena ancestor, registered too, and so does any line once the
    # variable is gone: a child started with env={}, an adapter's os.environ.pop, have dropped it.
    theirs = registered_journal() if unowned or stray or not path else None
    if not path and not theirs:
        return
    line: dict[str, Any] = {
        "run_id": ctx.run_id if ctx is not None else None,
        "leg": ctx.leg if ctx is not None else None,
        "tool": tool,
        "args": args,
        "status": status,
        "pid": os.getpid(),
    }
    if around:
        line["around_wrapper"] = True
    if stray:
        line["stray"] = True
    if unowned:
        line["unowned"] = True
    text = json.dumps(line, default=str, ensure_ascii=True) + "\n"
    if path:
        with open(path, "a", encoding="utf-8") as fh:  # one short append: whole lines, any process
            fh.write(text)
    if theirs and theirs != path:
        try:
            with open(theirs, "a", encoding="utf-8") as fh:
                fh.write(text)
        except OSError:
            pass  # that arena process's journal is gone (its run folder removed)


def recorded(
    fn: F | None = None,
    *,
    side_effect: bool = False,
    proposes: tuple[str, binding.Proposer] | None = None,
    canonical: binding.Canonicaliser | None = None,
) -> Any:
    """Wrap a tool so each call lands in the current run's tool-call log.

    ``side_effect=True`` marks a consequential tool: it runs only under a matching, unused
    approval (:mod:`arena.binding`) — otherwise the call is logged ``blocked`` and the agent gets
    the refusal — and, with a store attached, a retried resume gets the recorded result back
    instead of executing it a second time. ``proposes=(tool, fn)`` on a gate tool says which
    ``tool`` call approving it authorises (``fn`` reads it out of the gate's arguments).
    ``canonical=fn``: the tool's own spelling of its arguments, so calls it treats as the same
    (``r-102`` and ``R-102``) bind and match the same approval.
    The wrapper keeps the signature and docstring, so frameworks build the same schema from it.
    """

    def decorate(func: F) -> F:
        signature = inspect.signature(func)
        name = func.__name__
        keywords = _keyword_call(signature)
        binding.WRAPPED.add(name)
        if side_effect:
            binding.CONSEQUENTIAL.add(name)
            binding.MODULES.setdefault(name, set()).add(func.__module__)
        if proposes is not None:
            binding.register_proposer(name, *proposes)
        if canonical is not None:
            binding.CANONICALISERS[name] = canonical
        defaults = {
            p.name: p.default
            for p in signature.parameters.values()
            if p.default is not inspect.Parameter.empty
        }
        if defaults:
            binding.DEFAULTS[name] = defaults

        @functools.wraps(func)
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            ctx = current_context()
            try:
                if keywords is not None and not args and keywords.fits(kwargs):
                    call_args = keywords.order(kwargs)
                else:
                    call_args = dict(signature.bind(*args, **kwargs).arguments)
            except TypeError as exc:
                message = f"ERROR: bad arguments for {name}: {exc}"
                if ctx is not None:
                    ctx._record_tool(name, kwargs, "failed", message)
                return message
            if side_effect and (parent := parent_marker()) is not None:
                # A process the arena process started (a framework's process pool) while a leg
                # of it runs: no run's context reaches it, so nothing here may book; its
                # parent's legs running fail over the call (arena.tools.ledger). With none
                # running it is a stray of the parent's (below, arena.strays).
                journal(ctx, name, call_args, "blocked", unowned=True)
                ledger.tell_parent(parent[1], name, call_args, "refused")
                return IN_CHILD.format(tool=name, pid=parent[0])
            if ctx is None:
                if side_effect and Contextless.running() and (who := leg_threads.started_by()):
                    # A thread an adapter started in its leg: the call is that adapter's; it
                    # fails its legs running, or is its stray, never another adapter's legs.
                    Contextless.last = name
                    leg_threads.refused(who)
                    if leg_threads.running(who):
                        journal(None, name, call_args, "blocked")
                    else:
                        ledger.refused_thread_stray(name, call_args, who)
                    return CONTEXTLESS.format(tool=name)
                if side_effect and Contextless.refuse(name):
                    # Legs are running, but not in this call's context: no approval to bind it
                    # to and no log to put it in.
                    journal(None, name, call_args, "blocked")
                    return CONTEXTLESS.format(tool=name)
                if side_effect and (owner := strays.stray_owner()) is not None:
                    # No leg runs, but this process ran legs, or an arena process started it: an
                    # adapter's thread, atexit hook or child after its leg (red team 22).
                    return ledger.refused_stray(name, call_args, owner, leg_threads.started_by())
                return run(ctx, call_args, args, kwargs, None)
            if not side_effect:
                return run(ctx, call_args, args, kwargs, None)
            # Parallel tool calls run at once in worker threads: the approval is this call's own
            # (held by ctx until it is recorded), never read back from the shared context.
            allowed_by, refusal = ctx.authorise(name, call_args)
            if allowed_by is None:
                ctx._record_tool(name, call_args, "blocked", refusal)
                return refusal
            ctx.approved_request_id = allowed_by  # the adapter's view; the harness reads its own
            ctx._approved = (allowed_by, ctx._approved[1])
            try:
                if ctx.side_effect_guard is not None:
                    earlier = ctx.side_effect_guard(ctx, name, call_args, allowed_by)
                    if earlier is not None:
                        return earlier
                return run(ctx, call_args, args, kwargs, allowed_by)
            finally:
                ctx.release(allowed_by)

        def run(
            ctx: RunContext | None,
            call_args: dict[str, Any],
            args: tuple[Any, ...],
            kwargs: dict[str, Any],
            allowed_by: str | None,
        ) -> Any:
            inside = None
            if side_effect:  # what the body reports inside this call is this call's
                with ledger.wrapper_call(name, ctx.run_id if ctx is not None else None) as inside:
                    status, result = _call(func, name, args, kwargs)
                    if ctx is None:  # no run, no leg: a plain function call (a script, a test)
                        ledger.credit(inside)
                if not inside.reported:  # a body that reports journals itself
                    journal(ctx, name, call_args, status)
            else:
                status, result = _call(func, name, args, kwargs)
            if ctx is not None:
                approved = allowed_by if side_effect else _covering(ctx, name)
                request_id = approved if status == "ok" else None
                call = ctx._record_tool(name, call_args, status, str(result), request_id=request_id)
                if side_effect:
                    note_execution(ctx.run_id, call.call_id)
                    if inside is not None:  # logged: its body's report went through
                        ledger.credit(inside)
                if allowed_by is not None and ctx.side_effect_done is not None:
                    ctx.side_effect_done(ctx, call, str(result), allowed_by)
            return result

        wrapper.__arena_side_effect__ = side_effect  # type: ignore[attr-defined]
        return wrapper  # type: ignore[return-value]

    if fn is not None:
        return decorate(fn)
    return decorate


def _call(
    func: Callable[..., Any], name: str, args: tuple[Any, ...], kwargs: dict[str, Any]
) -> tuple[ToolStatus, Any]:
    try:
        return "ok", func(*args, **kwargs)
    except ToolError as exc:
        return "failed", f"ERROR: {exc}"
    except Exception as exc:  # a tool bug must not kill the run: the agent sees it
        return "failed", f"ERROR: {name} crashed: {type(exc).__name__}: {exc}"


def _covering(ctx: RunContext, tool: str) -> str | None:
    """The approval the leg continues from, when its request named ``tool`` (a gated tool that
    is not consequential): an ordinary call after it — a search in a second send — is not the
    call it approved, and carried its id (outside reviewer). Read from what the harness
    recorded, never ``ctx.approved_request_id`` or the public events: an adapter that set them
    tagged its own calls with a request a person never approved (session 23)."""
    approved, names = ctx._approved
    if approved is None:
        return None
    named = names.get(approved)
    if named is not None:  # resolved in this process: no walk of the run's events per call
        return approved if tool in named else None
    for event in reversed(ctx._record_events):
        if event.type == "input.requested" and event.data.get("request_id") == approved:
            asked = {event.data.get("action"), event.data.get("tool_name")}
            return approved if tool in asked else None
    return None


class _Keywords:
    """What ``Signature.bind`` does for an all-keyword call of a plain signature (the way
    frameworks call tools): check the names, then order the arguments as the signature does —
    without building a ``BoundArguments`` on every tool call."""

    def __init__(self, signature: inspect.Signature) -> None:
        self.names = tuple(signature.parameters)
        self.known = frozenset(self.names)
        self.required = frozenset(
            n for n, p in signature.parameters.items() if p.default is inspect.Parameter.empty
        )

    def fits(self, kwargs: dict[str, Any]) -> bool:
        """Every name known and every required one given (else ``bind`` explains the error)."""
        keys = kwargs.keys()
        return keys <= self.known and self.required <= keys

    def order(self, kwargs: dict[str, Any]) -> dict[str, Any]:
        return {n: kwargs[n] for n in self.names if n in kwargs}


def _keyword_call(signature: inspect.Signature) -> _Keywords | None:
    """The fast path, for signatures without ``*args``, ``**kwargs`` or positional-only names."""
    plain = (inspect.Parameter.POSITIONAL_OR_KEYWORD, inspect.Parameter.KEYWORD_ONLY)
    if all(p.kind in plain for p in signature.parameters.values()):
        return _Keywords(signature)
    return None


__all__ = ["JOURNAL_ENV", "ToolError", "journal", "ledger", "recorded"]
