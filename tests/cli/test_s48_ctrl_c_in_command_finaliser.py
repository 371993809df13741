"""A Ctrl-C that lands in a finaliser once the command runs (CI under load, sessions 41 and 47:
``test_ctrl_c_early_in_arena_run_is_one_line_and_exit_130[0.05]`` read only "Exception ignored
in: <function _get_module_lock.<locals>.cb ...>", its traceback and ``KeyboardInterrupt``).

Importlib's module-lock callback (``cb``) runs as each import ends, and a Ctrl-C landing there
cannot propagate: Python printed its report and the command went on as if no Ctrl-C had come.
:mod:`arena.launcher` noted such a Ctrl-C only while ``arena.cli`` imported; the commands import
their own modules later (``arena list`` its ``list_cmd``). Here the Ctrl-C is made to land in
``cb`` (or a ``__del__``) while the command's own module is imported, every time.
"""

from __future__ import annotations

import signal
import subprocess
import sys
from pathlib import Path

import pytest

from arena.cli import EXIT_INTERRUPTED
from cli_support import user_env

#: The installer's script running ``arena list``; as ``arena.cli.list_cmd`` (imported by the
#: command, past the CLI's import) is imported, a finaliser says so and sleeps: the test's
#: Ctrl-C lands in it. HELD picks the finaliser: importlib's module-lock callback, whose
#: ``_module_locks.get`` is held, or an object's ``__del__``.
SCRIPT = """
import os, sys, time
import _frozen_importlib as bootstrap

HELD = {held!r}
TARGET = "arena.cli.list_cmd"

def hold():
    os.write(1, b"finalising\\n")
    time.sleep(30)

class Locks(dict):
    def get(self, name, default=None):
        if HELD == "cb" and name == TARGET:
            hold()
        return super().get(name, default)

bootstrap._module_locks = Locks(bootstrap._module_locks)

class Slow:
    def __del__(self):
        hold()

class Found:
    def find_spec(self, name, path=None, target=None):
        if HELD == "__del__" and name == TARGET:
            sys.meta_path.remove(self)
            Slow()  # dropped at once: its __del__ runs here
        return None

sys.meta_path.insert(0, Found())
sys.argv = ["arena", "list"]
from arena.launcher import entry
sys.exit(entry())
"""


def _ctrl_c_in_finaliser(tmp_path: Path, held: str) -> tuple[int, str, str]:
    proc = subprocess.Popen(
        [sys.executable, "-c", SCRIPT.format(held=held)],
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


@pytest.mark.parametrize("held", ["cb", "__del__"])
def test_a_ctrl_c_swallowed_by_a_finaliser_in_the_command_stops_it(
    tmp_path: Path, held: str
) -> None:
    code, out, err = _ctrl_c_in_finaliser(tmp_path, held)
    assert "Exception ignored" not in err and "Traceback" not in err, err
    assert "vanilla" not in out, "the command went on as if no Ctrl-C had come"
    assert err.strip().splitlines() == ["interrupted (Ctrl-C)"], err
    assert code == EXIT_INTERRUPTED


def test_other_exceptions_in_a_finaliser_in_the_command_are_python_s_report(
    tmp_path: Path,
) -> None:
    """Only a Ctrl-C is taken over: an error in a finaliser is still Python's report, and the
    command goes on."""
    script = SCRIPT.format(held="__del__").replace(
        'os.write(1, b"finalising\\n")\n    time.sleep(30)', "raise ValueError('boom')"
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
    assert "vanilla" in done.stdout and done.returncode == 0
