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


#: CPU seconds each worker has spent when the Ctrl-C comes: inside its imports (importing
#: arena.parallel and the vanilla adapter takes a worker ~0.7 s of CPU), whatever the load; the
#: 4 s sleep this replaces landed before the workers existed on a loaded machine (their parent
#: took 7-17 s to start them at load ~15) and cost 4 s of wall on an idle one.
WORKER_CPU_S = 0.3


def _cpu_s(pid: int) -> float:
    """The CPU time (user and system) process ``pid`` has spent, 0 once it is gone."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _workers(pid: int) -> list[int]:
    """The ``--workers`` processes of ``pid`` (multiprocessing's spawned children)."""
    try:
        children = Path(f"/proc/{pid}/task/{pid}/children").read_text().split()
    except OSError:
        return []
    spawned = []
    for child in children:
        try:
            cmdline = Path(f"/proc/{child}/cmdline").read_bytes()
        except OSError:
            continue
        if b"multiprocessing.spawn" in cmdline:
            spawned.append(int(child))
    return spawned


def _wait_for_workers_importing(proc: subprocess.Popen[str]) -> None:
    """Until both workers run and each has spent :data:`WORKER_CPU_S` of CPU: mid-import."""
    deadline = time.monotonic() + 120
    while True:
        workers = _workers(proc.pid)
        if len(workers) == 2 and all(_cpu_s(w) >= WORKER_CPU_S for w in workers):
            return
        assert proc.poll() is None, proc.communicate()[0]
        assert time.monotonic() < deadline, f"the workers never got going: {workers}"
        time.sleep(0.02)


@pytest.mark.slow
@pytest.mark.skipif(
    not Path(f"/proc/{os.getpid()}/task/{os.getpid()}/children").exists(),
    reason="reads /proc/<pid>/task/<pid>/children (Linux, CONFIG_PROC_CHILDREN)",
)
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
    _wait_for_workers_importing(proc)
    os.killpg(proc.pid, signal.SIGINT)
    out, _ = proc.communicate(timeout=60)
    assert proc.returncode == 130, out
    assert "Traceback" not in out and "Exception ignored" not in out, out
    assert "interrupted (Ctrl-C)" in out
