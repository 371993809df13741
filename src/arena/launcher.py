"""The ``arena`` console script's entry point: the CLI imported and run inside a Ctrl-C guard.

Importing :mod:`arena.cli` (Click, the command table) takes 0.1–0.3 s, and the script that
installers write imports it before anything can catch a Ctrl-C: one in that window printed
Python's KeyboardInterrupt traceback, where once the CLI runs it says one line and exits 130
(:mod:`arena.cli.exiting`). Here the import and the call sit in one ``try``, so the window left
is this module's own import, and the package's (``arena/__init__.py`` imports nothing, not even
``typing``). This module imports nothing either: whatever it imported would widen the window.
"""

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
        sys.unraisablehook = _noted
        try:
            from arena.cli import entry as run_cli
        finally:
            sys.unraisablehook = sys.__unraisablehook__
        if _swallowed:
            raise KeyboardInterrupt  # a Ctrl-C the import's clean-up swallowed (see _noted)
        run_cli()  # ends the process itself (os._exit)
    except KeyboardInterrupt:
        _interrupted()


#: Ctrl-Cs that landed in a finaliser or a weak reference's callback while the CLI imported.
_swallowed: list[object] = []


def _noted(unraisable: "sys.UnraisableHookArgs") -> None:
    """A Ctrl-C that lands while importlib's module-lock callback (or any finaliser) runs cannot
    propagate: Python printed "Exception ignored in: <function _get_module_lock.<locals>.cb>"
    and its traceback, and the command went on as if no Ctrl-C had come (CI under load, session
    41). It is noted here, said as the CLI says a Ctrl-C, and the import's end stops there."""
    if issubclass(unraisable.exc_type, KeyboardInterrupt):
        _swallowed.append(unraisable.exc_type)
        return
    sys.__unraisablehook__(unraisable)


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
