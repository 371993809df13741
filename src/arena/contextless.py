"""Calls of consequential tools made beside running legs but outside any run's context.

A tool the harness wraps (:func:`arena.tools.recorded`) finds its run through a context variable;
an adapter that runs tools on a thread that does not carry it (``ThreadPoolExecutor.submit``,
``loop.run_in_executor``) makes calls no approval can cover and no log can attribute. The legs
running then fail with the reason (:class:`arena.leg_runner.LegRunner`, docs/architecture.md).
A side-effecting body that reports its executions (:mod:`arena.tools.ledger`) is counted here too
when it ran with no run's context beside running legs: the wrapper never saw it, so it refused
nothing, and the legs running fail the same way.

Each leg also gets a :class:`LegMark` in its own context (set by :meth:`Contextless.leg`, which
the leg runner calls from the leg's coroutine): everything the adapter runs in that leg — tasks,
``asyncio.to_thread``, a copied context — carries it, so a report made there is that leg's, and
one made after the leg ended (an ``atexit`` hook holding a copied context) is known to be late.
While legs run (from 0 to 1 and back to 0) this process exports :data:`CHILD_ENV` and keeps a
live file beside its children's file, so a process it started (a framework's process pool)
fails its parent's running legs only while a leg of its parent really runs (red team 11: the
marker stayed after the first leg, and a unit test's subprocess failed the next eval); before or
after, its call is a stray of the parent's (:mod:`arena.strays`), never a leg's. Both files go when the
process exits; a killed process's, with the next process that runs legs (211 had piled up in /tmp).

The environment is the child's to drop and misses a pool started before the first leg, so on
Linux the process also registers itself when it first runs legs (:mod:`arena.proc_registry`): a
process whose registered ancestor it is counts as its child, whatever its environment says.
"""

from __future__ import annotations

import atexit
import contextlib
import contextvars
import os
import re
import stat
import tempfile
import threading
import time
import uuid
from collections import Counter
from collections.abc import Callable

from arena import reaper
from arena.proc_registry import REGISTERED as _REGISTERED  # tests withdraw it here
from arena.proc_registry import proc_stat, register, registered_ancestors
from arena.proc_registry import under_arena_command as under_arena_command  # imported from here
from arena.proc_registry import unregister as _unregister

#: Set while an arena process runs legs, inherited by every process it starts meanwhile:
#: ``<pid>:<path>`` — the process that runs legs, and the file where a child process says what
#: consequential tool it was asked to run (:mod:`arena.tools.ledger`). ``<path>.live`` exists
#: while a leg of that process runs.
CHILD_ENV = "ARENA_LEGS_PARENT"

#: This process's id, kept: ``os.getpid()`` is a system call each time, which this machine kind
#: prices at ~1.7 µs, and a leg asked it six or seven times (issue 16, session 35). A forked
#: child sets its own before any of its Python code runs (``os.register_at_fork``); a child
#: started with ``subprocess`` runs another program.
_PID = [os.getpid()]


def this_pid() -> int:
    """``os.getpid()``, without the system call."""
    return _PID[0]


def _forked() -> None:
    _PID[0] = os.getpid()


os.register_at_fork(after_in_child=_forked)


class LegMark:
    """One leg running in this process: the backend's reports made in its context, by
    ``(run id, tool)``, and those the wrapper credited (it ran and logged the call)."""

    __slots__ = ("_credited", "_reports", "child_from", "done", "pid", "reconciled", "token")

    def __init__(self, pid: int | None = None) -> None:
        #: Where the children's file ended when the leg started: only lines after it are its.
        self.child_from = 0
        #: Made on first use (most legs book nothing): :attr:`reports`, :attr:`credited`.
        self._reports: Counter[tuple[str | None, str]] | None = None
        self._credited: Counter[tuple[str | None, str]] | None = None
        self.reconciled = False
        self.done = False
        self.pid = _PID[0] if pid is None else pid
        self.token: contextvars.Token[LegMark | None] | None = None

    @property
    def reports(self) -> Counter[tuple[str | None, str]]:
        """The backend's reports made in this leg's context, by ``(run id, tool)``."""
        if self._reports is None:
            self._reports = Counter()
        return self._reports

    @property
    def credited(self) -> Counter[tuple[str | None, str]]:
        """Those of :attr:`reports` the wrapper credited (it ran and logged the call)."""
        if self._credited is None:
            self._credited = Counter()
        return self._credited

    @property
    def reported(self) -> bool:
        """Whether the backend reported any execution in this leg's context (none made yet)."""
        return bool(self._reports)

    @property
    def open(self) -> bool:
        """Still collecting its reports: running, in this process, not yet reconciled."""
        return not (self.done or self.reconciled) and self.pid == _PID[0]


_LEG: contextvars.ContextVar[LegMark | None] = contextvars.ContextVar("arena_leg", default=None)


def current_leg() -> LegMark | None:
    """The leg whose context this code runs in (None outside every leg's)."""
    return _LEG.get()


class Contextless:
    """Consequential calls made where no run's context was active while legs were running (an
    adapter or agent ran the tool on a thread that does not carry it): refused, and counted here
    so that the legs running then fail with the reason (:class:`arena.leg_runner.LegRunner`) —
    the harness cannot tell whose call it was, so no run may pass over it. With no leg running,
    a recorded tool is a plain function only where no legs ever ran (:mod:`arena.strays`)."""

    _lock = threading.Lock()
    count = 0
    last = ""
    legs = 0
    #: Legs ever started in this process: an execution with no context after them is a stray.
    ran = 0
    #: The process those legs ran in (a forked child inherits ``ran`` but runs no leg).
    pid = 0
    #: Executions the backend reported with no context beside running legs (not refused: the
    #: body ran around the wrapper), and the last one's tool.
    executions = 0
    last_executed = ""

    @classmethod
    def refuse(cls, tool: str) -> bool:
        """Whether a context-less call of ``tool`` must be refused (legs are running), noting it."""
        with cls._lock:
            if not cls.legs or cls.pid != _PID[0]:
                return False
            cls.count += 1
            cls.last = tool
            return True

    @classmethod
    def executed(cls, tool: str) -> bool:
        """Note an execution of ``tool`` that no running leg owns (no run's context, or a leg's
        that ended), if legs are running (then they fail); False when none is."""
        with cls._lock:
            if not cls.legs or cls.pid != _PID[0]:
                return False
            cls.executions += 1
            cls.last_executed = tool
            return True

    @classmethod
    def running(cls) -> bool:
        """Whether a leg of this very process runs now (a forked child inherits the count)."""
        return bool(cls.legs) and cls.pid == _PID[0]

    @classmethod
    def runs_legs(cls) -> bool:
        """Whether this very process has run arena legs (not a child that inherited the count)."""
        return bool(cls.ran) and cls.pid == _PID[0]

    @classmethod
    def leg(cls, delta: int) -> None:
        """A leg starts (+1) or ends (-1); called from the leg's own coroutine, so its
        :class:`LegMark` is in the context everything the leg starts inherits."""
        pid = _PID[0]
        with cls._lock:
            if cls.pid != pid:  # a forked child: its parent's legs are not its own
                cls.pid, cls.legs, cls.ran = pid, 0, 0
                _WINDOWS.clear()
            cls.legs += delta
            if delta > 0:
                cls.ran += delta
                if cls.legs == delta:
                    _WINDOWS.append([_now_ticks() - 1, -1])
                    _export_marker()
                    _register()
                    reaper.adopt_orphans()  # a double-forked grandchild stays in the tree
            elif cls.legs <= 0:
                cls.legs = 0
                if _WINDOWS and _WINDOWS[-1][1] < 0:
                    _WINDOWS[-1][1] = _now_ticks() + 1
                _withdraw_marker()
        if delta > 0:
            mark = LegMark(pid)
            mark.child_from = _size(_CHILDREN.get(pid))
            mark.token = _LEG.set(mark)
            return
        ending = _LEG.get()
        if ending is None:
            return
        ending.done = True
        try:
            if ending.token is not None:
                _LEG.reset(ending.token)
        except ValueError:  # ended from another context than it began in
            _LEG.set(None)


_TICK = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100
#: Spans, in clock ticks since boot (as ``/proc/<pid>/stat`` gives a process's start), during
#: which legs of this process ran: a process started in one is the adapter's (arena.strays).
_WINDOWS: list[list[int]] = []


def _now_ticks() -> int:
    try:
        return int(time.clock_gettime(time.CLOCK_BOOTTIME) * _TICK)
    except (AttributeError, OSError):
        return 0


def leg_windows() -> list[tuple[int, int]]:
    """When legs of this process ran: ``(from, to)`` clock ticks since boot, ``to`` -1 while
    they still run."""
    with Contextless._lock:
        return [(a, b) for a, b in _WINDOWS] if Contextless.pid == _PID[0] else []


#: This process's children's file (one per process, kept across legs: offsets into it are
#: each leg's window) and the value of :data:`CHILD_ENV` it found before exporting its own.
_CHILDREN: dict[int, str] = {}
_INHERITED: dict[int, str | None] = {}


def _export_marker() -> None:
    """Say, to every process started from here on, that this one runs arena legs (0 to 1)."""
    pid = _PID[0]
    if pid not in _CHILDREN:
        _CHILDREN[pid] = _make_children_file(pid)
    path = _CHILDREN[pid]
    current = os.environ.get(CHILD_ENV)
    if current != f"{pid}:{path}":
        _INHERITED[pid] = current
    os.environ[CHILD_ENV] = f"{pid}:{path}"
    try:
        with open(path + ".live", "w", encoding="utf-8") as fh:
            fh.write(str(pid))
    except OSError:
        pass


def _withdraw_marker() -> None:
    """No leg runs any more (1 to 0): processes started from here on are not told, and those
    started before read from the live file that no leg of this process runs."""
    pid = _PID[0]
    path = _CHILDREN.get(pid)
    if path is None:
        return
    with contextlib.suppress(OSError):
        os.unlink(path + ".live")
    if os.environ.get(CHILD_ENV) == f"{pid}:{path}":
        before = _INHERITED.pop(pid, None)
        if before is None:
            os.environ.pop(CHILD_ENV, None)
        else:
            os.environ[CHILD_ENV] = before


#: This process's children's file and its live file: ``<prefix><pid>-<12 hex>[.live]``.
_PREFIX = "arena-children-"
_NAME = re.compile(r"arena-children-([0-9]+)-[0-9a-f]{12}(?:\.live)?")
#: Read the children's file one last time before it is removed at exit (the ledger keeps the
#: lines no leg took: ``arena``'s exit status reads them after the exit hooks ran).
_LAST_READERS: list[Callable[[], object]] = []


def read_before_removal(reader: Callable[[], object]) -> None:
    """Have ``reader`` run at this process's exit, before its children's file is removed."""
    if reader not in _LAST_READERS:
        _LAST_READERS.append(reader)


def _make_children_file(pid: int) -> str:
    """This process's children's file, made empty (a child appends to it and never creates it,
    so one still running after this process exited leaves nothing behind), removed with its
    live file at exit; files of processes gone (killed: no exit hook ran) are swept first."""
    folder = tempfile.gettempdir()
    _sweep_children(folder)
    path = os.path.join(folder, f"{_PREFIX}{pid}-{uuid.uuid4().hex[:12]}")
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0)
    with contextlib.suppress(OSError):
        os.close(os.open(path, flags, 0o600))
    atexit.register(_remove_children_file, pid, path)
    return path


def _remove_children_file(pid: int, path: str) -> None:
    """At exit, in the process that made them only (a forked child inherits the hook)."""
    if os.getpid() != pid:
        return
    for reader in _LAST_READERS:
        with contextlib.suppress(Exception):
            reader()
    for name in (path + ".live", path):
        with contextlib.suppress(OSError):
            os.unlink(name)
    known = _REGISTERED.get(pid)
    if known is not None:  # only now: a child booking while the readers waited found it
        _unregister(pid, known[0])


def _alive(pid: int) -> bool:
    """Whether a process ``pid`` exists (any user's: a reused pid keeps the files, safely)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True  # another user's
    return True


def _sweep_children(folder: str) -> None:
    """Children's and live files in ``folder`` of this user's processes that are gone (killed, or
    ended without exit hooks): only names of the exact pattern, plain files, pid not alive."""
    if not hasattr(os, "getuid"):  # no owner to check, and os.kill(pid, 0) ends a process there
        return
    uid, me = os.getuid(), os.getpid()
    with contextlib.suppress(OSError), os.scandir(folder) as entries:
        for entry in entries:
            if not entry.name.startswith(_PREFIX):
                continue
            found = _NAME.fullmatch(entry.name)
            if found is None or int(found[1]) == me:
                continue
            try:
                info = entry.stat(follow_symlinks=False)
            except OSError:
                continue
            if stat.S_ISREG(info.st_mode) and info.st_uid == uid and not _alive(int(found[1])):
                with contextlib.suppress(OSError):
                    os.unlink(entry.path)


def _size(path: str | None) -> int:
    """The size of ``path``, 0 when there is none. Asked at every leg's start, with one path
    look-up: the file is made empty with the first leg (:func:`_make_children_file`), so a
    ``stat`` finds it and raises nothing; an ``os.access`` before it was a second look-up of the
    same path on every leg (issue 16, session 27)."""
    if not path:
        return 0
    try:
        return os.stat(path).st_size
    except OSError:
        return 0


def child_of() -> tuple[int, str] | None:
    """The arena process this one descends from (the nearest registered ancestor, or where there
    is no ``/proc`` the one that exported :data:`CHILD_ENV`), and its children's file, whether or
    not a leg of it runs now — None when this process runs legs itself, or descends from none."""
    if Contextless.runs_legs():  # first: the arena process itself reads no environment
        return None
    for found in registered_ancestors():
        return found.pid, found.children
    value = os.environ.get(CHILD_ENV, "")
    pid, _, path = value.partition(":")
    if not pid.isdigit() or not path or int(pid) == os.getpid():
        return None
    return int(pid), path


def parent_marker() -> tuple[int, str] | None:
    """Like :func:`child_of`, but only while a leg of that arena process runs (its live file is
    there and it is alive): only then may nothing here book."""
    if Contextless.runs_legs():
        return None
    for found in registered_ancestors():
        if os.path.exists(found.children + ".live") and proc_stat(found.pid)[1] == found.start:
            return found.pid, found.children
    parent = child_of()
    if parent is None or not os.path.exists(parent[1] + ".live"):
        return None
    try:
        os.kill(parent[0], 0)
    except ProcessLookupError:
        return None  # it died with a leg running: nothing waits on this call
    except OSError:
        pass  # alive, another user's
    return parent


def children_file() -> str | None:
    """This process's file for its children's reports (None before its first leg)."""
    return _CHILDREN.get(_PID[0])


def _register() -> None:
    """Register this process (:func:`arena.proc_registry.register`) with its children's file."""
    register(_CHILDREN.get(_PID[0]))


def registered_journal() -> str | None:
    """The execution journal this process registered as it ran legs (whatever its environment
    says now: an adapter may have dropped the variable), else its arena ancestor's."""
    if Contextless.runs_legs():
        known = _REGISTERED.get(_PID[0])
        return known[1] if known is not None else None
    return ancestor_journal()


def ancestor_journal() -> str | None:
    """The execution journal of the arena process this one descends from, as it registered it
    (not this process's environment, which a child may have dropped); None in the arena
    process itself or with no registered ancestor."""
    if Contextless.runs_legs():
        return None
    for found in registered_ancestors():
        return found.journal
    return None
