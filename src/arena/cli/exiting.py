"""Ctrl-C once a command is done: noted, never raised.

Past its command the ``arena`` script only tears down: Click's context, then the exit hooks
(worker shutdown, the last read of what stray children booked, frameworks' own hooks) and
``os._exit``. A KeyboardInterrupt raised there lands in an exit hook or a weakref callback, where
Python can only print it ("Exception ignored in atexit callback: ... Traceback ...
KeyboardInterrupt") and go on, and the command then exited with its own status as if no Ctrl-C
had come (an outside tester, pressing Ctrl-C as ``arena resume`` ended). So from there — or from
where a command says its work is :func:`done` — a Ctrl-C is noted, the teardown finishes, and the
script says so and exits 130 (:func:`noted`); a second one stops at once, as a second Ctrl-C does
during a command. Before that point Ctrl-C interrupts as it always did.
"""

from __future__ import annotations

import contextlib
import os
import signal
import sys
import threading
from types import FrameType

EXIT_INTERRUPTED = 130
#: What the script says of a Ctrl-C that came once its command had finished.
LATE = "interrupted (Ctrl-C) as arena exited: the command had finished; what it said above stands"
AGAIN = "interrupted (Ctrl-C) again: stopped at once"

#: Commands for which SIGINT asks a stop, as SIGTERM does (exit 0, docs/operator.md): a Ctrl-C
#: as one exits changes nothing and is not said.
STOP_ASKED = frozenset({"worker"})

_seen: list[int] = []  # each Ctrl-C since hold()
_before: list[bool] = []  # a Ctrl-C had stopped the command: the next one is the second
_quiet: list[bool] = []  # a command in STOP_ASKED


def _on_ctrl_c(signum: int, frame: FrameType | None) -> None:
    _seen.append(signum)
    if len(_seen) + len(_before) > 1:  # an exit hook that hangs: a second Ctrl-C ends it all
        for stream in (sys.stdout, sys.stderr):  # a write it interrupted: RuntimeError (reentrant)
            with contextlib.suppress(OSError, ValueError, RuntimeError):
                stream.flush()
        with contextlib.suppress(OSError):
            os.write(2, f"{AGAIN}\n".encode())
        os._exit(EXIT_INTERRUPTED)


def hold(interrupted: bool = False, command: str | None = None) -> None:
    """From here on a Ctrl-C is noted, not raised (the main thread only: signals reach it alone);
    ``interrupted``: a Ctrl-C stopped the command, so the next one stops at once. Called by the
    ``arena`` script alone: a caller's own process (CliRunner) keeps its handler."""
    if threading.current_thread() is not threading.main_thread():
        return
    if interrupted and not _before:
        _before.append(True)
    if command in STOP_ASKED and not _quiet:
        _quiet.append(True)
    if signal.getsignal(signal.SIGINT) is _on_ctrl_c:
        return
    try:
        signal.signal(signal.SIGINT, _on_ctrl_c)
    except KeyboardInterrupt:  # one was pending: signal.signal runs pending handlers first
        _seen.append(signal.SIGINT)
        signal.signal(signal.SIGINT, _on_ctrl_c)


def done(interrupted: bool = False) -> None:
    """A command whose work is done, said and written (``arena resume`` past its results folder):
    a Ctrl-C from here is noted as one at exit is, not raised into the closing of its store and
    said as "legs in flight were not recorded". In the ``arena`` script only."""
    from arena import cli

    if cli.SCRIPT:
        hold(interrupted)


def note() -> None:
    """A Ctrl-C raised once the command's work was done (every run of ``arena run`` had finished;
    it cut the worker processes' exit): said at exit as one noted after :func:`hold` is."""
    _seen.append(signal.SIGINT)


def noted() -> bool:
    """Whether a Ctrl-C came since :func:`hold` that the script must say (exit 130)."""
    return bool(_seen) and not _quiet


_terminated: list[int] = []  # a SIGTERM taken as a Ctrl-C


_installed_in: list[int] = []  # the process sigterm_as_ctrl_c() ran in (not a forked child)


def _on_sigterm(signum: int, frame: FrameType | None) -> None:
    if signal.getsignal(signal.SIGINT) in (signal.SIG_IGN, signal.SIG_DFL, None):
        if os.getpid() not in _installed_in:  # a forked child that ignores Ctrl-C (the model
            signal.signal(signal.SIGTERM, signal.SIG_DFL)  # process): its parent stops it
            os.kill(os.getpid(), signal.SIGTERM)
            return
        # The arena command started with Ctrl-C ignored: a background job of a script
        # (`arena run ... &`, whose shell ignores SIGINT for it), so the terminal's Ctrl-C
        # passes it by. A SIGTERM is still a stop asked for: it killed the command at once,
        # exit 143, not a word and no results folder (users35). Ctrl-C's handler, for this.
        signal.signal(signal.SIGINT, signal.default_int_handler)
    _terminated.append(signum)
    os.kill(os.getpid(), signal.SIGINT)


def sigterm_as_ctrl_c() -> None:
    """SIGTERM (``timeout 600 arena run``, ``docker stop``, a CI job's cancel) taken as a Ctrl-C:
    it killed ``arena run`` at once, exit -15 and not a word, and the runs that had finished
    were lost where a Ctrl-C writes them to the results folder (users34). It is re-sent as SIGINT,
    so every Ctrl-C path (the results kept, a second one stopping at once) applies. Commands that
    take SIGTERM themselves (``arena worker``, ``arena serve``) set their own handler over this
    one. In the ``arena`` script only (a CliRunner's process keeps its own)."""
    if threading.current_thread() is threading.main_thread():
        _installed_in.append(os.getpid())
        signal.signal(signal.SIGTERM, _on_sigterm)


def terminated() -> bool:
    """Whether the Ctrl-C that stopped the command was a SIGTERM."""
    return bool(_terminated)
