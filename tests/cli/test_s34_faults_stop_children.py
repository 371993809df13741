"""``arena faults`` given a Ctrl-C (or, since 4f81be72, a SIGTERM) that reached only its own
process (``kill -INT PID``, ``docker stop``), not its ``arena run`` children as a terminal's
does, said 'interrupted' only 45 s later: its threads waited on the children, which ran every
fault to the end (users34). It now interrupts the children as a terminal would and exits at
once (0.4 s), none of them left running."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest


def _children(pid: int) -> list[int]:
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                stat = (entry / "stat").read_text()
            except OSError:
                continue
            if int(stat.rsplit(")", 1)[1].split()[1]) == pid:
                found.append(int(entry.name))
    return found


@pytest.mark.slow
@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads /proc")
def test_a_stop_that_reached_only_arena_faults_stops_its_children(tmp_path: Path) -> None:
    script = "from arena.launcher import entry; entry()"
    proc = subprocess.Popen(
        [sys.executable, "-c", script, "faults", "--adapter", "vanilla,langgraph"],
        cwd=tmp_path,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        start_new_session=True,
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
    )
    try:
        deadline = time.monotonic() + 60
        while len(_children(proc.pid)) < 2:  # both adapters' arena run processes
            assert proc.poll() is None, proc.communicate()[0]
            assert time.monotonic() < deadline, "arena faults never started its processes"
            time.sleep(0.1)
        time.sleep(1.0)
        children = _children(proc.pid)
        proc.send_signal(signal.SIGINT)  # to arena faults alone
        out, _ = proc.communicate(timeout=60)
        assert proc.returncode == 130, out
        assert "interrupted (Ctrl-C)" in out and "Traceback" not in out, out
        # The children stopped: polled (bound 30 s), not a 0.5 s sleep a loaded machine can
        # outlast while they exit and are reaped.
        gone = time.monotonic() + 30
        while [c for c in children if Path(f"/proc/{c}").exists()] and time.monotonic() < gone:
            time.sleep(0.05)
        assert [c for c in children if Path(f"/proc/{c}").exists()] == []
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()
