"""A worker that exits at once ended the stdout reader before the stderr drainer had started;
the reader's join of the drainer raised "cannot join thread before it is started" and the
worker's death was never recorded (CI, session 31's stop: the failing-to-start worker test
flaked). The drainer now starts before the reader."""

from __future__ import annotations

import subprocess
import sys
import threading
from pathlib import Path

import pytest

from arena.workers.process import WorkerProcess


class _ExitsAtOnce(WorkerProcess):
    def _popen(self, env: dict[str, str]) -> subprocess.Popen[str]:
        pipe = subprocess.PIPE
        code = "import sys; sys.stderr.write('boom\\n')"
        return subprocess.Popen(
            [sys.executable, "-c", code], stdin=pipe, stdout=pipe, stderr=pipe, text=True, env=env
        )


def test_a_reader_that_runs_first_still_records_the_death(monkeypatch: pytest.MonkeyPatch) -> None:
    """The reader thread runs to its end the moment it starts (the worst scheduling a loaded
    machine can give): the death and its stderr reason are still recorded."""
    start = threading.Thread.start

    def reader_first(thread: threading.Thread) -> None:
        if thread.name.endswith("-out"):
            thread.run()  # in the caller, before anything after it in _spawn
            return
        start(thread)

    monkeypatch.setattr(threading.Thread, "start", reader_first)
    worker = _ExitsAtOnce(Path(sys.executable), "exits_at_once")
    worker._spawn()
    assert worker._dead is not None
    assert "exited with code 0" in worker._dead
    assert "boom" in worker._dead
