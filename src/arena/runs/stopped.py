"""Ctrl-C during ``resume_many``: stop the runs in flight, keep the ones that finished.

A Ctrl-C used to escape ``resume_many`` as KeyboardInterrupt, so ``arena resume`` wrote none of
the runs that had finished before it, though docs/operator.md (exit 130) promises they are
written to a results folder the last line names (user tester 21). Here the first Ctrl-C cancels
only the runs in flight (each recorder gives its run back, fails it or holds it: see
``StoreRecorder.interrupted``); ``resume_many`` then returns every outcome, a run it stopped
said with what became of it. A second Ctrl-C stops at once; a cancel that is not Ctrl-C raises.
"""

from __future__ import annotations

import asyncio
import contextlib
import signal
import threading
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from arena.errors import from_ctrl_c
from arena.store.base import Store

if TYPE_CHECKING:  # resume imports this module
    from arena.runs.resume import ResumeOutcome


@contextlib.contextmanager
def ctrl_c_stops(work: asyncio.Future[Any]) -> Iterator[list[str]]:
    """While inside: the first Ctrl-C cancels ``work`` and is noted in the list yielded."""
    stopped: list[str] = []
    if threading.current_thread() is not threading.main_thread():
        yield stopped  # signals reach the main thread only: a caller's own loop, left alone
        return
    loop = asyncio.get_running_loop()
    previous = signal.getsignal(signal.SIGINT)

    def on_sigint() -> None:
        if stopped:
            raise KeyboardInterrupt  # the second Ctrl-C: stop now
        stopped.append("ctrl-c")
        work.cancel()

    try:
        loop.add_signal_handler(signal.SIGINT, on_sigint)
    except (NotImplementedError, RuntimeError, ValueError):  # no signals on this loop
        yield stopped
        return
    try:
        yield stopped
    finally:
        loop.remove_signal_handler(signal.SIGINT)
        signal.signal(signal.SIGINT, previous)


class StoppedLoading(KeyboardInterrupt):
    """The Ctrl-C :func:`ctrl_c_raises` raised: before any run was claimed, so the runs still
    wait with their answers (``arena resume`` said 'legs in flight were not recorded' of it,
    where none had started: users tester 33)."""


def _stop_loading(signum: int, frame: object) -> None:
    raise StoppedLoading


@contextlib.contextmanager
def ctrl_c_raises() -> Iterator[None]:
    """While inside (the main thread): a Ctrl-C raises KeyboardInterrupt at once. Under
    ``asyncio.run`` the first one only cancels the main task, and a cancel waits for the next
    await: ``arena resume`` stopped while it loaded its runs' frameworks (before any run was
    claimed) went on importing them, and exited 15–19 s after the Ctrl-C on a loaded machine
    (users tester 32). A handler that ignores Ctrl-C (SIG_IGN) is left as it is; a SIGTERM the
    process takes as a Ctrl-C there (the ``arena`` script, a background job: its handler puts
    Ctrl-C's in place and sends SIGINT, :mod:`arena.cli.exiting`) raises StoppedLoading too.
    It raised a plain KeyboardInterrupt, said as 'legs in flight were not recorded' (fixes35b)."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    previous = signal.getsignal(signal.SIGINT)
    if previous is signal.SIG_IGN:
        with _sigterm_stops_loading():
            yield
        return
    if previous in (signal.SIG_DFL, None):
        yield
        return
    signal.signal(signal.SIGINT, _stop_loading)
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, previous)


@contextlib.contextmanager
def _sigterm_stops_loading() -> Iterator[None]:
    """Ctrl-C ignored: the Ctrl-C a SIGTERM handler raises (the SIGINT it sends itself is
    handled before its ``os.kill`` returns) is StoppedLoading; a real Ctrl-C stays ignored."""
    term = signal.getsignal(signal.SIGTERM)
    if not callable(term):
        yield
        return

    def on_sigterm(signum: int, frame: Any) -> None:
        try:
            term(signum, frame)
        except KeyboardInterrupt:
            raise StoppedLoading from None

    signal.signal(signal.SIGTERM, on_sigterm)
    try:
        yield
    finally:
        signal.signal(signal.SIGTERM, term)


@contextlib.contextmanager
def stops_at_once() -> Iterator[None]:
    """While inside (the main thread): a Ctrl-C or SIGTERM raises KeyboardInterrupt at once, for
    synchronous work (importing frameworks) under a loop whose own signal handlers would run only
    at its next await; ``arena worker`` warmed up for 5-10 s after a Ctrl-C (users tester 33). A
    signal that is ignored (SIG_IGN) stays ignored; the handlers before are put back."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    previous = {sig: signal.getsignal(sig) for sig in (signal.SIGINT, signal.SIGTERM)}

    def stop(signum: int, frame: object) -> None:
        raise KeyboardInterrupt

    for sig, handler in previous.items():
        if handler is not signal.SIG_IGN:
            signal.signal(sig, stop)
    try:
        yield
    finally:
        for sig, handler in previous.items():
            signal.signal(sig, handler if handler is not None else signal.SIG_DFL)


def stop_asked(exc: BaseException) -> bool:
    """Whether ``exc`` is the KeyboardInterrupt :func:`stops_at_once` raised, or a library's
    error around it (its chain, or pydantic-core's ``SchemaError: ... KeyboardInterrupt:``)."""
    return from_ctrl_c(exc)


def given_back(store: Store, run_id: str) -> ResumeOutcome:
    """The outcome of a run Ctrl-C stopped before its leg was recorded: where it stands now."""
    from arena.reconcile import held_message
    from arena.runs.resume import ResumeOutcome
    from arena.store import store_flag

    now = store.run(run_id)
    if now.status == "waiting":
        notes = [e.note for e in store.history(run_id) if e.transition == "run.released"]
        why = f" ({notes[-1]})" if notes and notes[-1] else ""
        said = (
            f"run {run_id}: interrupted (Ctrl-C), given back{why}; it waits again with its "
            f"answers: arena resume {run_id}{store_flag(store)}"
        )
    elif now.status == "needs_reconciliation":
        said = f"interrupted (Ctrl-C): {held_message(now)}"
    else:
        said = f"run {run_id}: interrupted (Ctrl-C); it is now {now.status}: {now.error or ''}"
    return ResumeOutcome(
        run_id=run_id, error=said.rstrip(": "), user_error=False, elsewhere="interrupted"
    )
