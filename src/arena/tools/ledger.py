"""The backend's own record of its executions: the witness the wrapper cannot be.

Everything else that says a consequential tool ran — the tool-call log, ``note_execution``, the
execution journal's line — was written by the ``@recorded`` wrapper. A call of the function behind
it (``book_room.__wrapped__``, the module's undecorated body) ran the side effect and left no
trace: an adapter booked denied and switched rooms and scored 12/12, and re-booked on every
resume while durable_state counted 0 double bookings (outside reviewer). So the side-effecting
body reports each execution itself (:func:`executed`), and each leg's reports are held against
the executions its wrapper ran (:func:`reconcile`, called by :mod:`arena.leg_runner`).

A report is owned only by the leg whose context it was made in (:class:`arena.contextless.
LegMark`), under that leg's run id, and counts as "through the wrapper" only once the wrapper has
run and logged the call (:func:`credit`): a report under another run id (a made-up one), one
inside a ``wrapper_call`` the adapter opened itself, one made after its leg ended (``atexit`` with
a copied context) or in a child process (a framework's process pool) is a booking no run owns. It
fails the leg it was made in, or every leg running, or — with none left — is a stray that fails
the process's result (:func:`unowned`; ``arena``'s exit status and ``summary.json``'s ``strays``).
A call of the wrapper itself with no run's context and no leg running is a plain function call
only where no arena legs ran here or above (a script); else it is refused and a stray
(:mod:`arena.strays`, red team 22), unless made inside ``plain_calls()`` (a unit test).

A tools module whose body never reports is judged as before, on the wrapper's record alone.
"""

from __future__ import annotations

import contextvars
import json
import sys
import threading
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from arena.context import RunContext, current_context
from arena.contextless import (
    Contextless,
    LegMark,
    child_of,
    current_leg,
    parent_marker,
    read_before_removal,
    this_pid,
)
from arena.tools.child_calls import read_since
from arena.tools.child_calls import tell_parent as tell_parent


class _Call:
    """One wrapper call of ``tool`` for ``run_id``: the body's report inside it is its own, once
    the wrapper credits it (:func:`credit`)."""

    __slots__ = ("credited", "mark", "plain", "reported", "run_id", "tool")

    def __init__(self, tool: str, run_id: str | None) -> None:
        self.tool = tool
        self.run_id = run_id
        self.reported = 0
        #: Where the body's report went (a leg's mark, or the context-only record).
        self.mark: LegMark | None = None
        #: A report made with no context and no leg running: a plain call once credited.
        self.plain: dict[str, Any] | None = None
        self.credited = False


_INSIDE: contextvars.ContextVar[_Call | None] = contextvars.ContextVar(
    "arena_tool_call", default=None
)
_LOCK = threading.Lock()
#: Reports with a run's context but no leg's (a harness playing legs without a leg runner, a
#: unit test), by run: what :func:`reconcile` takes when no leg's mark holds them.
_LOOSE: dict[str | None, LegMark] = {}
#: Bookings no run owns, found with no leg left to fail over them, in words.
_STRAYS: list[tuple[str, dict[str, Any]]] = []
_UNOWNED: list[str] = []


#: Why the legs running fail when the backend ran with no run's context beside them.
BESIDE = (
    "{tool} ran outside any run's context while this leg ran, by the backend's own record, "
    "around the harness's wrapper (which would have refused it): no approval covers it and no "
    "run's log holds it"
)


@contextmanager
def wrapper_call(tool: str, run_id: str | None) -> Iterator[_Call]:
    """Held by the ``@recorded`` wrapper while it runs the body: a report made inside is its
    call's. It counts as through the wrapper only when the wrapper credits it after logging the
    call: opening one around the function behind the wrapper credits nothing."""
    call = _Call(tool, run_id)
    token = _INSIDE.set(call)
    try:
        yield call
    finally:
        _INSIDE.reset(token)
        if call.plain is not None:
            _settle_plain(call)


def credit(call: _Call) -> None:
    """The wrapper ran ``call`` and logged it in its run's tool log: the report its body made
    inside went through the wrapper (called by :func:`arena.tools.recorded` only)."""
    call.credited = True
    if call.reported and call.mark is not None:
        with _LOCK:
            call.mark.credited[(call.run_id, call.tool)] += 1


def _settle_plain(call: _Call) -> None:
    """A report made with no run's context and no leg running, inside ``call``: the wrapper's
    plain call (a script, a unit test) when it credited it; otherwise a ``wrapper_call`` opened
    around the function behind the wrapper, judged as a report around it."""
    from arena.tools import journal

    args, call.plain = call.plain or {}, None
    if call.credited:
        journal(None, call.tool, args, "ok")
        return
    _around(None, call.tool, args)


def executed(tool: str, args: dict[str, Any], result: object = None) -> None:
    """Report one execution of ``tool`` — call it from the side-effecting body, as the effect
    takes place (``arena.tools.rooms.book_room`` does). It is tagged with the active run and leg,
    and written to the execution journal when ``ARENA_EXECUTION_JOURNAL`` is set."""
    from arena.tools import journal  # the package imports this module

    ctx = current_context()
    call = _INSIDE.get()
    mark = current_leg()
    run_id = ctx.run_id if ctx is not None else None
    inside = call is not None and call.tool == tool and call.run_id == run_id and not call.reported
    if inside and call is not None:
        call.reported += 1
    parent = parent_marker()
    idle = parent is None and not Contextless.running()  # no leg runs here, nor in a parent
    if inside and call is not None and ctx is None and mark is None and idle:
        call.plain = dict(args)  # through the wrapper, a plain call: settled when it returns
        return
    owned = mark is not None and mark.open
    loose = ctx is not None and mark is None and idle
    foreign = mark is None or mark.pid != this_pid()  # no leg's context of this process
    if not (owned or loose) and (parent is not None or (idle and foreign)):
        _around(ctx, tool, args, parent=parent, around=not inside)
        return
    stray = not owned and not loose and idle and Contextless.runs_legs()
    journal(ctx, tool, args, "ok", around=not inside, stray=stray, unowned=not (owned or loose))
    if owned or loose:
        with _LOCK:
            target = mark if owned and mark is not None else _LOOSE.setdefault(run_id, LegMark())
            target.reports[(run_id, tool)] += 1
        if inside and call is not None:
            call.mark = target
        return
    late = mark is not None  # a leg's context, after that leg ended
    if Contextless.executed(tool):
        return  # beside running legs: those legs fail (arena.leg_runner)
    if stray or late:
        _stray(tool, args, late=late)


def _around(
    ctx: RunContext | None,
    tool: str,
    args: dict[str, Any],
    *,
    parent: tuple[int, str] | None = None,
    around: bool = True,
) -> None:
    """A report no leg owns, made with no leg's context: in a child while a leg of its parent
    runs (those legs fail), or with no leg running anywhere — a stray once this process, or the
    arena process that started it, has run legs; before any, a script's plain function."""
    from arena.tools import journal

    outer = parent or child_of()
    stray = parent is None and (Contextless.runs_legs() or outer is not None)
    journal(ctx, tool, args, "ok", around=around, stray=stray, unowned=True)
    if outer is not None:  # a child of an arena process, running no legs of its own
        tell_parent(outer[1], tool, args, "ran", idle=parent is None)
    elif stray:
        _stray(tool, args)


def _stray(
    tool: str,
    args: dict[str, Any],
    *,
    late: bool = False,
    refused: bool = False,
    by: str | None = None,
) -> None:
    if by is not None:
        when = (
            f"was called (refused) with no run's context on a thread adapter {by} started in "
            "its leg, while none of its legs ran (no other adapter's leg fails for it)"
        )
    elif refused:
        from arena.contextless import under_arena_command

        test = (
            ""
            if under_arena_command()  # plain_calls() changes nothing there: not offered
            else "; a test that calls the tool on purpose wraps the call in "
            "arena.strays.plain_calls()"
        )
        when = (
            "was called (refused) with no run's context and no leg running, in a process that "
            f"has run arena legs (an adapter's thread, timer or exit hook after its leg{test})"
        )
    elif late:
        when = "ran after the leg whose context it carried ended, with no arena leg of this process running"
    else:
        when = "ran with no run's context after this process's arena legs ended"
    why = f"{tool}({args}) {when}"
    with _LOCK:
        _STRAYS.append((tool, dict(args)))
        _UNOWNED.append(why)
    print(
        f"arena: {why}: a booking no run owns; this process's result fails over it",
        file=sys.stderr,
        flush=True,
    )
    _mark_results(why)


def refused_thread_stray(tool: str, args: dict[str, Any], adapter: str) -> None:
    """A call with no run's context from a thread ``adapter`` started in its leg, while legs of
    other adapters run and none of its own (:mod:`arena.leg_threads`): refused, and a stray the
    process fails over, named — not those other legs' failure."""
    from arena.tools import journal

    journal(None, tool, args, "blocked", stray=True, unowned=True)
    _stray(tool, args, by=adapter)


def refused_stray(
    tool: str, args: dict[str, Any], owner: tuple[int, str | None], by: str | None = None
) -> str:
    """A call of the wrapper with no run's context and no leg running, in a process that ran legs
    (``owner[1]`` None) or one an arena process started (its children's file): refused, journaled
    and failed over as a stray (:mod:`arena.strays`); returns what the caller is told."""
    from arena import strays
    from arena.tools import journal

    journal(None, tool, args, "blocked", stray=True, unowned=True)
    if owner[1] is None:
        _stray(tool, args, refused=True, by=by)
    else:
        tell_parent(owner[1], tool, args, "refused", idle=True)
    return strays.refusal(tool, owner)


def strays() -> list[tuple[str, dict[str, Any]]]:
    """Executions no leg owned and none was left to fail over (see :func:`unowned`)."""
    with _LOCK:
        return list(_STRAYS)


def unowned() -> list[str]:
    """Every booking no run of this process owns and no leg failed over, in words: strays, a
    child process's calls read since the last leg, and reports of a run no leg reconciled. Any
    fails the process's result (``arena``'s exit status, ``summary.json``'s ``strays``)."""
    _children_since(None)
    with _LOCK:
        found = list(_UNOWNED)
        for mark in _LOOSE.values():
            for (rid, tool), ran in (mark.reports - mark.credited).items():
                if Contextless.runs_legs() and ran > 0:
                    found.append(
                        f"{tool} ran {ran} time(s) under run id {rid!r}, which no leg of this "
                        "process reconciled: a booking no run owns"
                    )
    return found


#: The ``summary.json`` files this process wrote (:func:`wrote_summary`): a stray found after them
#: is added to each.
_SUMMARIES: list[Path] = []


def wrote_summary(path: Path) -> list[str]:
    """Note a results folder's ``summary.json`` written by this process; returns what to put in
    its ``strays`` field now (a later stray is added to it as it is found)."""
    with _LOCK:
        if path not in _SUMMARIES:
            _SUMMARIES.append(path)
    return unowned()


def _mark_results(why: str) -> None:
    for path in list(_SUMMARIES):
        try:
            summary = json.loads(path.read_text(encoding="utf-8"))
            summary["strays"] = [*summary.get("strays", []), why]
            path.write_text(json.dumps(summary, indent=2, sort_keys=True) + "\n")
        except (OSError, ValueError):
            continue


def _children_since(mark: LegMark | None) -> str | None:
    """What a child process ran or was refused since ``mark``'s leg started, in words for it to
    fail over (:func:`arena.tools.child_calls.read_since`); with no leg, the lines no leg's
    window held are kept unowned and said on stderr."""
    said, unowned = read_since(mark)
    if unowned:
        with _LOCK:
            _UNOWNED.extend(unowned)
        for why in unowned:
            print(
                f"arena: {why}: a booking no run owns; this process's result fails over it",
                file=sys.stderr,
                flush=True,
            )
    return said


def _last_read() -> None:
    """At exit, before the children's file is removed and this process unregistered: the
    processes started while its legs ran get a moment to end (what they book meanwhile is
    refused and told here), the lines no leg took are kept unowned, and a process still running
    is named — what it books once this one is gone no run can record (red team 22)."""
    from arena import strays
    from arena.tools import journal

    left = strays.settle_children() if Contextless.runs_legs() else []
    _children_since(None)
    for pid, argv in left:
        why = (
            f"process {pid} ({argv}), started while this arena process's legs ran, still runs "
            "as it exits: whatever it books from now on no run can record or score"
        )
        journal(
            None,
            f"<process {pid}, still running at exit>",
            {"command": argv},
            "failed",
            unowned=True,
        )
        with _LOCK:
            _UNOWNED.append(why)
        print(f"arena: {why}; this process's result fails over it", file=sys.stderr, flush=True)


read_before_removal(_last_read)


def reconcile(run_id: str) -> str | None:
    """The leg's backend executions for ``run_id`` held against its wrapper's: what went around
    the wrapper or belongs to no run, in words, or None. Takes them (the next leg starts from
    zero). Called in the leg's own context, at its end."""
    mark = current_leg()
    if mark is not None:
        with _LOCK:
            quiet = mark.open and not mark.reported and run_id not in _LOOSE
            if quiet:
                mark.reconciled = True
        if quiet:
            # Nothing reported in this leg, nothing under its run: only the children's file
            # can say something (the common leg: the counters and sorts below find nothing).
            return _children_since(mark)
    with _LOCK:
        loose = _LOOSE.pop(run_id, None)
        reports: Counter[tuple[str | None, str]] = Counter()
        credited: Counter[tuple[str | None, str]] = Counter()
        for source in (mark, loose):
            if source is not None and (source is loose or source.open) and source.reported:
                reports.update(source.reports)
                credited.update(source.credited)
        if mark is not None and mark.open:
            mark.reconciled = True
    child = _children_since(mark) if mark is not None else None
    for (rid, tool), ran in sorted(reports.items(), key=lambda kv: (str(kv[0][0]), kv[0][1])):
        if rid != run_id:  # made in this leg's context: this leg's doing
            return (
                f"{tool} ran {ran} time(s) in this leg under run id {rid!r}, not this leg's run "
                f"({run_id}), by the backend's own record: a booking no run owns (an execution "
                "under a made-up run's context)"
            )
    for (_, tool), ran in sorted(reports.items(), key=lambda kv: kv[0][1]):
        through = credited[(run_id, tool)]
        if ran > through:
            return (
                f"{tool} ran {ran} time(s) in this leg by the backend's own record, "
                f"{through} through the harness's wrapper: an execution went around it "
                "(a call of the function behind the wrapper, e.g. its __wrapped__, or inside a "
                "wrapper_call the wrapper did not make)"
            )
    return child


__all__ = [
    "BESIDE",
    "credit",
    "executed",
    "reconcile",
    "refused_stray",
    "strays",
    "tell_parent",
    "unowned",
    "wrapper_call",
    "wrote_summary",
]
