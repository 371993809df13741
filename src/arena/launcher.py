"""The ``arena`` console script's entry point: the CLI imported and run inside a Ctrl-C guard.

Importing :mod:`arena.cli` (Click, the command table) takes 0.1–0.3 s, and the script that
installers write imports it before anything can catch a Ctrl-C: one in that window printed
Python's KeyboardInterrupt traceback, where once the CLI runs it says one line and exits 130
(:mod:`arena.cli.exiting`). Here the import and the call sit in one ``try``, so the window left
is this module's own import, and the package's (``arena/__init__.py`` imports nothing, not even
``typing``). This module imports nothing either (``_thread``, ``os`` and ``sys`` are loaded
before any script runs): whatever it imported would widen the window.
"""

import _thread
import os
import sys

#: What a shell reports for SIGINT (``arena.cli.EXIT_INTERRUPTED``; not imported from there: its
#: import is the window this module closes).
EXIT_INTERRUPTED = 130
#: The line the CLI says of a Ctrl-C that stopped a command (``arena.cli``), said here too.
INTERRUPTED = "interrupted (Ctrl-C)"


def entry() -> None:
    """The ``arena`` script (``[project.scripts]``): :func:`arena.cli.entry`, whose import and
    run a Ctrl-C ends with one line and exit 130 (the CLI's own handlers take over once they
    are in place; this catches what gets past them)."""
    try:
        sys.unraisablehook = _noted  # the whole command: its own imports end in the same cb
        from arena.cli import entry as run_cli

        if _swallowed:
            raise KeyboardInterrupt  # a Ctrl-C the import's clean-up swallowed (see _noted)
        _running.append(_thread.get_ident())
        run_cli()  # ends the process itself (os._exit)
    except KeyboardInterrupt:
        _interrupted()
    finally:
        sys.unraisablehook = sys.__unraisablehook__


#: Ctrl-Cs that landed in a finaliser or a weak reference's callback while the CLI imported.
_swallowed: list[object] = []
#: The main thread's id once the CLI has imported and the command runs.
_running: list[int] = []
#: ``signal.SIGINT`` (2 wherever ``signal.pthread_kill`` is), not imported: see the docstring.
_SIGINT = 2


def _noted(unraisable: "sys.UnraisableHookArgs") -> None:
    """A Ctrl-C that lands while importlib's module-lock callback (or any finaliser) runs cannot
    propagate: Python printed "Exception ignored in: <function _get_module_lock.<locals>.cb>"
    and its traceback, and the command went on as if no Ctrl-C had come (CI under load,
    sessions 41 and 47). While the CLI imports it is noted, and the import's end stops there.

    Once the command runs (its own modules import as it goes) it is sent again: SIGINT to the
    main thread from a thread of its own, which runs only once the main thread lets go of the
    GIL, so the signal is handled at the main thread's next check, past this hook and the
    finaliser, and the command stops as at any Ctrl-C. Nothing is called after the thread
    starts: Python checks for signals after each call, and a KeyboardInterrupt raised in this
    hook would print "Exception ignored in sys.unraisablehook". ``signal`` is loaded by then
    (:mod:`arena.cli.exiting`); importing it here would take the import lock in a finaliser."""
    if not issubclass(unraisable.exc_type, KeyboardInterrupt):
        sys.__unraisablehook__(unraisable)
        return
    kill = getattr(sys.modules.get("signal"), "pthread_kill", None)
    if _running and kill is not None and _thread.get_ident() == _running[0]:
        _thread.start_new_thread(kill, (_running[0], _SIGINT))
        return
    _swallowed.append(unraisable.exc_type)


def _interrupted() -> None:
    """Say it and exit 130, as the CLI does. Exit hooks registered by then run (none are while
    ``arena.cli`` imports; past the CLI's start, a second Ctrl-C stops at once, as it does in a
    command: :func:`arena.cli.exiting.hold`); the interpreter's teardown is skipped, as
    :func:`arena.cli.entry` skips it."""
    exiting = sys.modules.get("arena.cli.exiting")
    if exiting is not None and hasattr(exiting, "hold"):
        exiting.hold(interrupted=True)
    # try/except, not contextlib.suppress: importing contextlib is time a second Ctrl-C could cut.
    for stream in (sys.stdout, sys.stderr):
        try:  # noqa: SIM105
            stream.flush()
        except Exception:  # a closed pipe, a write the Ctrl-C cut short: the line still goes out
            pass
    try:  # noqa: SIM105
        os.write(2, f"{INTERRUPTED}\n".encode())
    except OSError:
        pass
    import atexit

    atexit._run_exitfuncs()
    os._exit(EXIT_INTERRUPTED)
