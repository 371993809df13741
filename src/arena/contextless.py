"""Calls of consequential tools made beside running legs but outside any run's context.

A tool the harness wraps (:func:`arena.tools.recorded`) finds its run through a context variable;
an adapter that runs tools on a thread that does not carry it (``ThreadPoolExecutor.submit``,
``loop.run_in_executor``) makes calls no approval can cover and no log can attribute. The legs
running then fail with the reason (:class:`arena.leg_runner.LegRunner`, docs/architecture.md).
A side-effecting body that reports its executions (:mod:`arena.tools.ledger`) is counted here too
when it ran with no run's context beside running legs: the wrapper never saw it, so it refused
nothing, and the legs running fail the same way.
"""

from __future__ import annotations

import threading


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
    #: Executions the backend reported with no context beside running legs (not refused: the
    #: body ran around the wrapper), and the last one's tool.
    executions = 0
    last_executed = ""

    @classmethod
    def refuse(cls, tool: str) -> bool:
        """Whether a context-less call of ``tool`` must be refused (legs are running), noting it."""
        with cls._lock:
            if not cls.legs:
                return False
            cls.count += 1
            cls.last = tool
            return True

    @classmethod
    def executed(cls, tool: str) -> bool:
        """Note a context-less execution of ``tool`` that went around the wrapper, if legs are
        running (then they fail); False when none is."""
        with cls._lock:
            if not cls.legs:
                return False
            cls.executions += 1
            cls.last_executed = tool
            return True

    @classmethod
    def leg(cls, delta: int) -> None:
        with cls._lock:
            cls.legs += delta
            if delta > 0:
                cls.ran += delta
