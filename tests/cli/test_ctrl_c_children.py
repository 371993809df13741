"""A terminal's Ctrl-C reaches the whole process group: the children arena starts (the scripted
model's process, `--workers` processes, a framework's worker) left tracebacks under the parent's
one clean line when it hit them mid-import (outside tester). They now ignore it; the parent
stops them."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from arena.workers.process import children_ignore_ctrl_c

#: Whether SIGINT can reach the child: ignored, or (since suite34) blocked, the parent's own
#: Ctrl-C kept while its children start (test_s34_ctrl_c_while_children_start).
PROBE = (
    "import signal; print(signal.getsignal(signal.SIGINT) is signal.SIG_IGN"
    " or signal.SIGINT in signal.pthread_sigmask(signal.SIG_BLOCK, []))"
)


def _child_ignores() -> bool:
    out = subprocess.run([sys.executable, "-c", PROBE], capture_output=True, text=True)
    return out.stdout.strip() == "True"


def test_a_child_started_inside_ignores_ctrl_c_and_the_parent_keeps_its_handler() -> None:
    before = signal.getsignal(signal.SIGINT)
    with children_ignore_ctrl_c():
        assert _child_ignores()
    assert signal.getsignal(signal.SIGINT) is before
    assert not _child_ignores()


@pytest.mark.slow
def test_ctrl_c_during_a_run_with_workers_prints_no_traceback(tmp_path: Path) -> None:
    arena = Path(sys.executable).with_name("arena")
    proc = subprocess.Popen(
        [
            str(arena),
            "run",
            "human_in_the_loop",
            "--adapter",
            "vanilla",
            "--workers",
            "2",
            "--repeats",
            "20",
            "--quiet",
            "--out",
            str(tmp_path / "out"),
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        start_new_session=True,  # its own group, as a terminal gives a command
        cwd=tmp_path,
    )
    time.sleep(4)
    os.killpg(proc.pid, signal.SIGINT)
    out, _ = proc.communicate(timeout=60)
    assert proc.returncode == 130, out
    assert "Traceback" not in out and "Exception ignored" not in out, out
    assert "interrupted (Ctrl-C)" in out
