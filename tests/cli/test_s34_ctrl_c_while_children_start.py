"""A Ctrl-C that came while arena started its children was lost (suite34): the parent ignored
SIGINT for that window (SIG_IGN, so that the children inherited it), and ``arena run --workers 2
--repeats 20`` hit by a Ctrl-C as its workers started ran all 240 runs to the end and exited 0
(test_ctrl_c_children, under load). SIGINT is now blocked while they start (a child inherits
the block across fork and exec, so it still never gets a Ctrl-C), and the parent's own is raised
as the window closes."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
import time

import pytest

from arena.workers.process import children_ignore_ctrl_c

pytestmark = pytest.mark.skipif(not hasattr(signal, "pthread_sigmask"), reason="POSIX signals")


def test_a_ctrl_c_while_children_start_is_raised_once_they_have() -> None:
    before = signal.getsignal(signal.SIGINT)
    with pytest.raises(KeyboardInterrupt), children_ignore_ctrl_c():
        os.kill(os.getpid(), signal.SIGINT)
        time.sleep(0.05)
    assert signal.getsignal(signal.SIGINT) is before
    assert signal.SIGINT not in signal.pthread_sigmask(signal.SIG_BLOCK, [])


def test_one_another_thread_took_is_raised_too() -> None:
    """A process's SIGINT goes to any thread that does not block it: there, too, it is kept."""
    stop = threading.Event()
    other = threading.Thread(target=stop.wait, daemon=True)
    other.start()
    try:
        with pytest.raises(KeyboardInterrupt), children_ignore_ctrl_c():
            os.kill(os.getpid(), signal.SIGINT)
            time.sleep(0.05)
    finally:
        stop.set()
        other.join()


def test_a_child_started_then_is_not_stopped_by_ctrl_c() -> None:
    with children_ignore_ctrl_c():
        child = subprocess.Popen(
            [sys.executable, "-c", "import time; time.sleep(1.0); print('went on')"],
            stdout=subprocess.PIPE,
            text=True,
        )
    time.sleep(0.3)  # the child's interpreter is starting or asleep: a Ctrl-C either way
    child.send_signal(signal.SIGINT)
    out, _ = child.communicate(timeout=30)
    assert child.returncode == 0 and out.strip() == "went on", (child.returncode, out)
