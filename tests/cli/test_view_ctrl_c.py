"""``arena view`` stopped by Ctrl-C exits 130, as every other command does (it exited 0, so a
script could not tell a stopped viewer from one that finished), with no traceback."""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import httpx

ARENA = str(Path(sys.executable).with_name("arena"))


def test_ctrl_c_stops_view_with_130(tmp_path: Path) -> None:
    (tmp_path / "results").mkdir()
    proc = subprocess.Popen(
        [ARENA, "view", "results", "--port", "0"],
        cwd=tmp_path,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,  # its own group, as a terminal gives a command
    )
    try:
        assert proc.stdout is not None
        line = proc.stdout.readline()
        found = re.search(r"http://127\.0\.0\.1:(\d+)/", line)
        assert found, line + (proc.stderr.read() if proc.stderr else "")
        assert httpx.get(found.group(0), timeout=10).status_code == 200  # it serves
        time.sleep(0.2)
        os.killpg(proc.pid, signal.SIGINT)
        _, err = proc.communicate(timeout=30)
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.communicate()
    assert proc.returncode == 130, err
    assert "interrupted (Ctrl-C)" in err and "Traceback" not in err, err
