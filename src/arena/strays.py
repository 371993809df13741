"""Context-less calls of a consequential tool with no leg running: plain, or a stray.

A call of a ``@recorded`` consequential tool that carries no run's context is refused while legs
run (:class:`arena.contextless.Contextless`). With none running it used to be a plain function
call wherever it was made — and an adapter booked the denied room from a ``threading.Thread``
0.3 s after its leg, from an ``atexit`` hook, or from a child process that waited for the leg to
end, and scored 12/12 (red team 22). Now such a call is a stray, refused and failing the process's
result, in any process that has run arena legs (a ``Driver`` runs them) and in every process an
arena process started, for as long as that arena process lives. A script or a unit test with no
arena run in its process calls the tool as a plain function, as before; one that shares a process
with evals says so with :func:`plain_calls` (docs/methodology.md §5).

An arena process that ran legs also waits, as it exits and before it stops answering its
children, for the processes started while its legs ran (a booking they make then is refused and
told to it), and names any still running: what they do after it is gone no run can record.
"""

from __future__ import annotations

import contextlib
import contextvars
import os
import sys
import threading
import time
from collections.abc import Iterator

from arena.contextless import Contextless, child_of, leg_windows, under_arena_command

_PLAIN: contextvars.ContextVar[bool] = contextvars.ContextVar("arena_plain_calls", default=False)


@contextlib.contextmanager
def plain_calls() -> Iterator[None]:
    """Calls of consequential tools made in this block (this thread, this context: a thread it
    starts does not inherit it) with no run's context are the caller's own plain function calls,
    even in a process that runs arena legs — a unit test of the tools between two evals, or its
    subprocess. Not while a leg runs (a call with no context is refused then), and not where an
    ``arena`` command (``arena run``, ``matrix``, a worker) runs adapter code, in this process
    or the arena process above it: there it changes nothing, the call is a stray (red team 23).
    In the eval API or pytest it is the test's: an adapter that uses it there makes a booking
    its user chose to leave outside every run."""
    token = _PLAIN.set(True)
    try:
        yield
    finally:
        _PLAIN.reset(token)


def stray_owner() -> tuple[int, str | None] | None:
    """Whose stray a consequential call with no run's context made now is, when no leg runs:
    ``(this pid, None)`` in a process that ran legs, ``(arena pid, its children's file)`` in a
    process an arena process started; None when it is a plain call (no arena here or above, or
    inside :func:`plain_calls`)."""
    if _PLAIN.get() and not under_arena_command():
        return None
    if Contextless.runs_legs():
        return os.getpid(), None
    parent = child_of()
    if parent is None:
        return None
    return parent


#: What a consequential tool answers when its call is a stray (refused).
STRAY = (
    "ERROR: {tool} was called outside any run's context {where}, with no arena leg running: no "
    "approval can cover it and no run's log can hold it, so it is a booking no run owns and "
    "fails {whose} result; it did not run{hint}"
)
#: Said only outside an ``arena`` command (a unit test's own call); under one it has no effect.
PLAIN_HINT = (
    " (a script or unit test calling the tool on purpose: wrap the call in "
    "arena.strays.plain_calls())"
)


def plain_hint() -> str:
    """How a test calls a tool on purpose, where that is possible: never where an ``arena``
    command runs adapter code (there :func:`plain_calls` changes nothing)."""
    return "" if under_arena_command() else PLAIN_HINT


def refusal(tool: str, owner: tuple[int, str | None]) -> str:
    if owner[1] is None:
        where, whose = "in a process that has run arena legs", "this process's"
    else:
        where, whose = f"in a process arena process {owner[0]} started", "that arena process's"
    return STRAY.format(tool=tool, where=where, whose=whose, hint=plain_hint())


# -- processes started while legs ran --------------------------------------------------------------

#: The harness's own helper processes (the scripted model, resident framework workers), by the
#: interpreter's own ``-m MODULE`` right after it (anywhere in argv, ``python -c CODE -m
#: arena.model.process`` passed for one).
_HARNESS = (("-m", "arena.model.process"), ("-m", "arena.workers.serve"))


def _resource_tracker() -> int | None:
    """The pid of this process's ``multiprocessing`` resource tracker, if it started one: Python's
    own helper, which a framework's process pool starts lazily and which outlives every leg
    (``validate()`` named it as a process the adapter left running)."""
    module = sys.modules.get("multiprocessing.resource_tracker")
    tracker = getattr(module, "_resource_tracker", None)
    pid = getattr(tracker, "_pid", None)
    return pid if isinstance(pid, int) else None


def _forkserver() -> int | None:
    """The pid of this process's ``multiprocessing`` forkserver, if it started one: Python's own
    helper, started by the first forkserver pool and outliving it (and every later case: one
    started within a tick of a leg was named in every later ``validate()``). Only the server
    itself: the processes it forks are still walked, so a pool worker left alive is named."""
    module = sys.modules.get("multiprocessing.forkserver")
    server = getattr(module, "_forkserver", None)
    pid = getattr(server, "_forkserver_pid", None)
    return pid if isinstance(pid, int) else None


def _children(pid: int) -> list[int]:
    found: list[int] = []
    with contextlib.suppress(OSError):
        for task in os.listdir(f"/proc/{pid}/task"):
            with contextlib.suppress(OSError), open(f"/proc/{pid}/task/{task}/children") as fh:
                found.extend(int(p) for p in fh.read().split())
    return found


def _start_and_argv(pid: int) -> tuple[int, list[str]]:
    """A live process's start (clock ticks since boot) and command line; -1 for one gone or
    ended and not yet reaped (a zombie books nothing)."""
    try:
        with open(f"/proc/{pid}/stat", "rb") as fh:
            data = fh.read()
        fields = data[data.rfind(b")") + 2 :].split()
        if fields[0] in (b"Z", b"X"):
            return -1, []
        start = int(fields[19])
        with open(f"/proc/{pid}/cmdline", "rb") as fh:
            argv = [a.decode(errors="replace") for a in fh.read().split(b"\0") if a]
    except (OSError, IndexError, ValueError):
        return -1, []
    return start, argv


def started_in_legs() -> list[tuple[int, str]]:
    """This process's live descendants that started while its legs ran, not the harness's own
    helpers: ``(pid, command line)`` each."""
    windows = leg_windows()
    if not windows or not os.path.isdir("/proc/self"):
        return []
    found: list[tuple[int, str]] = []
    todo, seen = _children(os.getpid()), set[int]()
    while todo and len(seen) < 4096:
        pid = todo.pop()
        if pid in seen:
            continue
        seen.add(pid)
        start, argv = _start_and_argv(pid)
        if start < 0:
            continue
        todo.extend(_children(pid))
        if tuple(argv[1:3]) in _HARNESS or pid in (_resource_tracker(), _forkserver()):
            continue
        if any(a <= start and (b < 0 or start <= b) for a, b in windows):
            found.append((pid, " ".join(argv)[:120]))
    return found


def settle_children(grace_s: float = 2.0) -> list[tuple[int, str]]:
    """Wait up to ``grace_s`` for the processes started while legs ran to end; those still
    running then (a process an adapter left behind)."""
    deadline = time.monotonic() + grace_s
    left = started_in_legs()
    while left and time.monotonic() < deadline:
        time.sleep(0.05)
        left = started_in_legs()
    return left


def settle_threads(timeout_s: float = 5.0) -> None:
    """Let the non-daemon threads still running finish (the interpreter waits for them at exit
    anyway): what they book late is then seen before a result is decided."""
    deadline = time.monotonic() + timeout_s
    me = threading.current_thread()
    for thread in threading.enumerate():
        if thread is me or thread.daemon or thread is threading.main_thread():
            continue
        left = deadline - time.monotonic()
        if left <= 0:
            return
        thread.join(left)


__all__ = [
    "STRAY",
    "plain_calls",
    "refusal",
    "settle_children",
    "settle_threads",
    "started_in_legs",
    "stray_owner",
]
