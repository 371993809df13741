"""Ctrl-C in the first 0.1–0.3 s of any ``arena`` command, while ``arena.cli`` imports: the
script installers write imported it before anything could catch a KeyboardInterrupt, so Python
printed its traceback (and the process died of SIGINT), where a Ctrl-C a moment later is one line
and exit 130. The console script's entry point (pyproject.toml ``[project.scripts]``) is now
:func:`arena.launcher.entry`, which imports the CLI inside its guard."""

from __future__ import annotations

import signal
import subprocess
import sys
import time
import tomllib
from pathlib import Path

import pytest

from arena.cli import EXIT_INTERRUPTED
from cli_support import user_env

#: What the CLI says of a Ctrl-C that stopped a command.
INTERRUPTED = "interrupted (Ctrl-C)"
#: CPython's own words for a Ctrl-C in its start-up, before arena runs: while it initialises
#: (sets up its standard streams, imports ``site`` for the venv's paths: "Fatal Python error:
#: init_..."), looks whether the script's path (argv[0]) is an import path entry, or sets the
#: script's ``__main__.__loader__``.
CPYTHON_INIT = (
    "Fatal Python error: init_",
    "Failed checking if argv[0] is an import path entry",
    "python: failed to set __main__.__loader__",
)

ROOT = Path(__file__).resolve().parents[2]
ARENA = Path(sys.executable).parent / "arena"


def _entry_point() -> tuple[str, str]:
    """The ``arena`` script's module and function, as pyproject.toml declares them."""
    scripts = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["scripts"]
    module, _, function = scripts["arena"].partition(":")
    return module, function


#: The installer's script (as in .venv/bin/arena), with the import of ``arena.cli`` held until
#: the test's Ctrl-C comes: the Ctrl-C lands in that import every time.
SCRIPT = """
import os, sys, time

class HeldImport:
    def find_spec(self, name, path=None, target=None):
        if name == "arena.cli":
            os.write(1, b"importing arena.cli\\n")
            time.sleep(30)
        return None

sys.meta_path.insert(0, HeldImport())
sys.argv = ["arena", "--help"]
from {module} import {function}
sys.exit({function}())
"""


def _before_the_guard(err: str) -> bool:
    """Whether the Ctrl-C landed before arena's guard could be in place: in CPython's start-up,
    or in the installed script's own lines before :func:`arena.launcher.entry` runs (as its
    code object starts, at "line 0", or in ``from arena.launcher import entry``, the window
    that module's docstring says is left). A traceback through ``entry`` is arena's own."""
    if err.startswith(CPYTHON_INIT) or err.strip() == "KeyboardInterrupt":
        return True  # the bare name: no frame yet, while CPython reads and compiles the script
    if _swallowed_before_the_guard(err):
        return True
    lines = err.strip().splitlines()
    return (
        lines[:1] == ["Traceback (most recent call last):"]
        and lines[-1:] == ["KeyboardInterrupt"]
        and len(lines) > 1
        and lines[1].startswith(f'  File "{ARENA}", line ')
        and not any(line.endswith(", in entry") for line in lines)
    )


def _swallowed_before_the_guard(err: str) -> bool:
    """Whether a Ctrl-C landed in a finaliser (importlib's module-lock callback, as each import
    ends) before the launcher's guard: Python's "Exception ignored in: ..." report of it is all
    the command said, and it went on. From its first line :func:`arena.launcher.entry` takes
    such a Ctrl-C over for the whole command (tests/cli/test_s48_ctrl_c_in_command_finaliser.py
    forces one there), so this report comes only from CPython's start-up imports (``site``,
    the venv's ``.pth`` files) or the script's ``from arena.launcher import entry``."""
    lines = err.strip().splitlines()
    return (
        len(lines) > 1
        and lines[0].startswith("Exception ignored in: ")
        and lines[-1].rstrip(": ") == "KeyboardInterrupt"
        and "interrupted (Ctrl-C)" not in err
    )


def _env() -> dict[str, str]:
    return user_env()


def test_a_ctrl_c_while_the_cli_imports_is_one_line_and_exit_130(tmp_path: Path) -> None:
    module, function = _entry_point()
    proc = subprocess.Popen(
        [sys.executable, "-c", SCRIPT.format(module=module, function=function)],
        cwd=tmp_path,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=_env(),
    )
    try:
        assert proc.stdout is not None
        assert proc.stdout.readline() == "importing arena.cli\n"
        proc.send_signal(signal.SIGINT)
        _, err = proc.communicate(timeout=30)
    finally:
        proc.kill()
    assert "Traceback" not in err and "KeyboardInterrupt" not in err, err
    assert err.strip().splitlines() == [INTERRUPTED]
    assert proc.returncode == EXIT_INTERRUPTED


def _sigint_caught(pid: int) -> bool:
    """Whether the process has installed its SIGINT handler (Python's, at start-up): before it,
    a SIGINT kills the interpreter before it runs a line of the script, which nothing can help."""
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return False
    caught = next(line.split()[1] for line in status.splitlines() if line.startswith("SigCgt:"))
    return bool(int(caught, 16) & (1 << (signal.SIGINT - 1)))


@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="reads /proc/<pid>/status")
@pytest.mark.parametrize("delay_s", [0.05, 0.1, 0.2, 0.4])
def test_ctrl_c_early_in_arena_run_is_one_line_and_exit_130(tmp_path: Path, delay_s: float) -> None:
    """The installed script itself, Ctrl-C'd ``delay_s`` after Python can take it: during its
    start-up imports or once the command runs, one line and 130, never a traceback.

    CPython installs its SIGINT handler before it has set up ``sys.stdout`` (init_sys_streams)
    and before it looks whether argv[0] is an import path entry: a Ctrl-C in that window, before
    any line of arena runs, is CPython's own "Fatal Python error" or "Failed checking if argv[0]
    ..." and its KeyboardInterrupt traceback; so is one while it imports ``site``, one as the
    script's code starts (a traceback at its line 0) and one in the script's ``from
    arena.launcher import entry``, before the launcher's guard (:mod:`arena.launcher` says that
    window is left). At load 2 that is ~15 ms after the handler, so 100 ms and more under load
    (CI, session 36; load ~22, session 38; [0.1] at load ~25, session 38), and a load that lasts
    keeps every try at ``delay_s`` there. Such a try is made again, each time twice as late (past
    the start-up however long load makes it), at most five times; every try that reached the
    guard must be one line and 130."""
    wait_s = delay_s
    for _ in range(6):
        proc = subprocess.Popen(
            [str(ARENA), "run", "human_in_the_loop", "--adapter", "vanilla", "--out", "out"],
            cwd=tmp_path,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env=_env(),
        )
        try:
            deadline = time.monotonic() + 10
            while not _sigint_caught(proc.pid) and time.monotonic() < deadline:
                time.sleep(0.001)
            time.sleep(wait_s)
            proc.send_signal(signal.SIGINT)
            _, err = proc.communicate(timeout=60)
        finally:
            proc.kill()
        if not _before_the_guard(err):
            break
        wait_s *= 2
    assert "Traceback" not in err, err
    assert err.strip().splitlines()[-1].startswith(INTERRUPTED), err
    assert proc.returncode == EXIT_INTERRUPTED, (proc.returncode, err)
