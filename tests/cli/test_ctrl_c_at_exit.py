"""Ctrl-C as ``arena`` exits, once its command is done (an outside tester, as ``arena resume``
ended): the KeyboardInterrupt landed in an exit hook or a weakref callback, where Python prints
"Exception ignored in ... Traceback ... KeyboardInterrupt" and goes on, and the script exited
with the command's own status. Now such a Ctrl-C is one line and exit 130, the exit hooks still
run, and a second one stops at once. The Ctrl-C is sent from an exit hook of the script's own
process, so it lands in the teardown every time (a sweep of delays after `arena resume` printed
its results folder hit that window 3 times in 69)."""

from __future__ import annotations

import signal
import subprocess
import sys
from pathlib import Path

from click.testing import CliRunner

from arena.cli import EXIT_INTERRUPTED, exiting, main
from cli_support import user_env

#: The ``arena`` script with exit hooks of its own: registered before arena's, they run after
#: them (last in, first out); ``ctrl_c`` sends this process SIGINT N times, as a terminal's
#: Ctrl-C. With a second count, the store's close sends it that many times first.
SCRIPT = """
import atexit, os, signal, sys, time
from pathlib import Path

PRESSES, AT_CLOSE = int(sys.argv[1]), int(sys.argv[2])

def ctrl_c(times=PRESSES):
    for _ in range(times):
        os.kill(os.getpid(), signal.SIGINT)
        time.sleep(0.05)
    Path("ctrl-c-hook-done").write_text("yes")

def later():
    Path("later-hook-ran").write_text("yes")

atexit.register(later)
atexit.register(ctrl_c)
if AT_CLOSE:
    from arena.store.sqlite import SQLiteStore

    real = SQLiteStore.close
    def close(self):
        ctrl_c(AT_CLOSE)
        real(self)
        Path("store-closed").write_text("yes")
    SQLiteStore.close = close
sys.argv = ["arena", *sys.argv[3:]]
from arena.cli import entry
entry()
"""


def _arena_exiting_with_ctrl_c(
    tmp_path: Path, presses: int, *args: str, at_close: int = 0
) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", SCRIPT, str(presses), str(at_close), *(args or ["pending"])],
        cwd=tmp_path,  # no store here: "nothing pending", exit 0
        capture_output=True,
        text=True,
        timeout=60,
        env=user_env(),
    )


def test_a_ctrl_c_in_an_exit_hook_is_one_line_and_exit_130(tmp_path: Path) -> None:
    done = _arena_exiting_with_ctrl_c(tmp_path, 1)
    assert "nothing pending" in done.stdout  # the command ran to its end
    assert "Traceback" not in done.stderr and "Exception ignored" not in done.stderr, done.stderr
    assert done.stderr.strip().splitlines()[-1] == exiting.LATE
    assert done.returncode == EXIT_INTERRUPTED
    # The teardown went on: the hook it interrupted and the one after it both finished.
    assert (tmp_path / "ctrl-c-hook-done").exists() and (tmp_path / "later-hook-ran").exists()


def test_a_second_ctrl_c_while_exiting_stops_at_once(tmp_path: Path) -> None:
    done = _arena_exiting_with_ctrl_c(tmp_path, 2)
    assert "Traceback" not in done.stderr and "Exception ignored" not in done.stderr, done.stderr
    assert done.stderr.strip().splitlines()[-1] == exiting.AGAIN
    assert done.returncode == EXIT_INTERRUPTED
    assert not (tmp_path / "later-hook-ran").exists()


def test_a_ctrl_c_once_resume_has_said_and_written_everything_is_not_a_lost_leg(
    tmp_path: Path,
) -> None:
    """Past its results folder ``arena resume`` only closes its store: a Ctrl-C there said
    "legs in flight were not recorded" and cut the store's close short."""
    from arena.store import open_store

    open_store(str(tmp_path / "arena.db")).close()
    done = _arena_exiting_with_ctrl_c(
        tmp_path, 0, "resume", "--all", "--store", "arena.db", at_close=1
    )
    assert "nothing to resume" in done.stdout, done.stdout
    assert "Traceback" not in done.stderr and "not recorded" not in done.stderr, done.stderr
    assert done.stderr.strip().splitlines()[-1] == exiting.LATE
    assert done.returncode == EXIT_INTERRUPTED
    assert (tmp_path / "store-closed").exists()


def test_a_worker_stopped_by_ctrl_c_still_exits_0(tmp_path: Path) -> None:
    """``arena worker`` takes SIGINT as a stop asked for, exit 0 (docs/operator.md): a Ctrl-C as
    it exits changes nothing."""
    from arena.store import open_store

    open_store(str(tmp_path / "arena.db")).close()
    done = _arena_exiting_with_ctrl_c(tmp_path, 1, "worker", "--once", "--store", "arena.db")
    assert "Traceback" not in done.stderr and "Exception ignored" not in done.stderr, done.stderr
    assert exiting.LATE not in done.stderr
    assert done.returncode == 0, done.stderr


def test_a_caller_of_main_keeps_its_own_ctrl_c_handler(tmp_path: Path) -> None:
    """Only the ``arena`` script notes Ctrl-C past its command: in a test or a caller's program
    (CliRunner) a Ctrl-C still interrupts what runs after."""
    before = signal.getsignal(signal.SIGINT)
    CliRunner().invoke(main, ["pending", "--store", str(tmp_path / "none.db")])
    assert signal.getsignal(signal.SIGINT) is before
