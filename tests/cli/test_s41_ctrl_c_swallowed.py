"""A Ctrl-C that lands in a finaliser while the CLI imports (session 41, CI under load).

A weak reference's callback in importlib (``_get_module_lock.<locals>.cb``) or any ``__del__``
cannot let an exception out: Python printed "Exception ignored in: …", a traceback and
``KeyboardInterrupt``, and the command went on as if no Ctrl-C had come (``arena --help`` printed
its help and exited 0). :func:`arena.launcher.entry` now notes such a Ctrl-C and stops with the
CLI's one line and exit 130. Here the Ctrl-C is made to land in a ``__del__`` run while
``arena.cli`` is being found, every time.
"""

from __future__ import annotations

import signal
import subprocess
import sys
from pathlib import Path

from arena.cli import EXIT_INTERRUPTED
from cli_support import user_env

#: The installer's script, with a finaliser that sleeps when ``arena.cli`` is looked for: the
#: test's Ctrl-C lands in it.
SCRIPT = """
import os, sys, time

class Slow:
    def __del__(self):
        os.write(1, b"finalising\\n")
        time.sleep(30)

class HeldImport:
    def find_spec(self, name, path=None, target=None):
        if name == "arena.cli":
            sys.meta_path.remove(self)
            Slow()  # dropped at once: its __del__ runs here
        return None

sys.meta_path.insert(0, HeldImport())
sys.argv = ["arena", "--help"]
from arena.launcher import entry
sys.exit(entry())
"""


def _ctrl_c_in_finaliser(tmp_path: Path) -> tuple[int, str, str]:
    proc = subprocess.Popen(
        [sys.executable, "-c", SCRIPT],
        cwd=tmp_path,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=user_env(),
    )
    try:
        assert proc.stdout is not None
        assert proc.stdout.readline() == "finalising\n"
        proc.send_signal(signal.SIGINT)
        out, err = proc.communicate(timeout=60)
    finally:
        proc.kill()
    return proc.returncode, out, err


def test_a_ctrl_c_swallowed_by_a_finaliser_still_stops_the_command(tmp_path: Path) -> None:
    code, out, err = _ctrl_c_in_finaliser(tmp_path)
    assert "Usage:" not in out, "the command went on as if no Ctrl-C had come"
    assert "Traceback" not in err and "Exception ignored" not in err, err
    assert err.strip().splitlines() == ["interrupted (Ctrl-C)"]
    assert code == EXIT_INTERRUPTED


def test_other_exceptions_in_a_finaliser_are_reported_as_python_reports_them(
    tmp_path: Path,
) -> None:
    """Only a Ctrl-C is taken over: an error in a finaliser is still Python's report."""
    script = SCRIPT.replace("time.sleep(30)", "raise ValueError('boom')").replace(
        'os.write(1, b"finalising\\\\n")', "pass"
    )
    done = subprocess.run(
        [sys.executable, "-c", script],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        env=user_env(),
        timeout=60,
    )
    assert "Exception ignored in" in done.stderr and "ValueError: boom" in done.stderr
    assert "Usage:" in done.stdout and done.returncode == 0
