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
And the first leg exports :data:`CHILD_ENV`, so a process the arena process started (a
framework's process pool) knows that it runs inside an arena process without running its legs.
"""

from __future__ import annotations

import contextvars
import os
import tempfile
import threading
import uuid
from collections import Counter

#: Set by the first leg of an arena process, inherited by every process it starts:
#: ``<pid>:<path>`` — the process that runs legs, and the file where a child process says what
#: consequential tool it was asked to run (:mod:`arena.tools.ledger`).
CHILD_ENV = "ARENA_LEGS_PARENT"


class LegMark:
    """One leg running in this process: the backend's reports made in its context, by
    ``(run id, tool)``, and those the wrapper credited (it ran and logged the call)."""

    __slots__ = ("credited", "done", "pid", "reconciled", "reports", "token")

    def __init__(self) -> None:
        self.reports: Counter[tuple[str | None, str]] = Counter()
        self.credited: Counter[tuple[str | None, str]] = Counter()
        self.reconciled = False
        self.done = False
        self.pid = os.getpid()
        self.token: contextvars.Token[LegMark | None] | None = None

    @property
    def open(self) -> bool:
        """Still collecting its reports: running, in this process, not yet reconciled."""
        return not (self.done or self.reconciled) and self.pid == os.getpid()


_LEG: contextvars.ContextVar[LegMark | None] = contextvars.ContextVar("arena_leg", default=None)


def current_leg() -> LegMark | None:
    """The leg whose context this code runs in (None outside every leg's)."""
    return _LEG.get()


class Contextless:
    """Consequential calls made where no run's context was active while legs were running (an
    adapter or agent ran the tool on a thread that does not carry it): refused, and counted here
    so that the legs running then fail with the reason (:class:`arena.leg_runner.LegRunner`) —
    the harness cannot tell whose call it was, so no run may pass over it. With no leg running,
    a recorded tool is a plain function (a script or a unit test calling it)."""

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
            if not cls.legs or cls.pid != os.getpid():
                return False
            cls.count += 1
            cls.last = tool
            return True

    @classmethod
    def executed(cls, tool: str) -> bool:
        """Note an execution of ``tool`` that no running leg owns (no run's context, or a leg's
        that ended), if legs are running (then they fail); False when none is."""
        with cls._lock:
            if not cls.legs or cls.pid != os.getpid():
                return False
            cls.executions += 1
            cls.last_executed = tool
            return True

    @classmethod
    def runs_legs(cls) -> bool:
        """Whether this very process has run arena legs (not a child that inherited the count)."""
        return bool(cls.ran) and cls.pid == os.getpid()

    @classmethod
    def leg(cls, delta: int) -> None:
        """A leg starts (+1) or ends (-1); called from the leg's own coroutine, so its
        :class:`LegMark` is in the context everything the leg starts inherits."""
        with cls._lock:
            if cls.pid != os.getpid():  # a forked child: its parent's legs are not its own
                cls.pid, cls.legs, cls.ran = os.getpid(), 0, 0
            cls.legs += delta
            if delta > 0:
                cls.ran += delta
        if delta > 0:
            _export_marker()
            mark = LegMark()
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


def _export_marker() -> None:
    """Say, to every process started from here on, that this one runs arena legs."""
    pid = os.getpid()
    current = os.environ.get(CHILD_ENV, "")
    if current.split(":", 1)[0] == str(pid):
        return
    path = os.path.join(tempfile.gettempdir(), f"arena-children-{pid}-{uuid.uuid4().hex[:12]}")
    os.environ[CHILD_ENV] = f"{pid}:{path}"


def parent_marker() -> tuple[int, str] | None:
    """The arena process this one was started from, and its children's file — None when this
    process runs legs itself, or no arena process started it."""
    value = os.environ.get(CHILD_ENV, "")
    pid, _, path = value.partition(":")
    if not pid.isdigit() or not path or int(pid) == os.getpid() or Contextless.runs_legs():
        return None
    return int(pid), path


def children_file() -> str | None:
    """This process's file for its children's reports (None before its first leg)."""
    pid, _, path = os.environ.get(CHILD_ENV, "").partition(":")
    return path if pid == str(os.getpid()) and path else None
