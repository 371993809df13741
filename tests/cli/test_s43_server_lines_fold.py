"""On an 80-column terminal two long-running commands printed lines past its edge (users43):
``arena model serve``'s list of model names (337 characters on one line) and ``arena worker``'s
log, whose first line holds the worker's owner id ("12:31:18 worker vm:12892:worker:ns…@… on
s.db: warming up", 105) and whose stop line its counts (100). On a terminal each now folds at
spaces, later lines two columns in, as ``error:`` lines do; into a pipe each stays one line
(``arena model serve | head -1`` reads the URL, a log file one event a line)."""

from __future__ import annotations

import os
import select
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from arena import line_fold
from arena.model.policy import model_names
from arena.service import worker

EXE = str(Path(sys.executable).with_name("arena"))
NAMES = "Models: " + ", ".join(model_names())


def _read_until(fd: int, done: str, limit_s: float = 60.0) -> str:
    """What ``fd`` gives until ``done`` is in it (as a line's words, however folded)."""
    out, deadline = b"", time.monotonic() + limit_s
    while time.monotonic() < deadline:
        text = out.decode(errors="replace").replace("\r", "")
        if done in " ".join(text.split()):
            return text
        ready, _, _ = select.select([fd], [], [], 1.0)
        if ready:
            try:
                got = os.read(fd, 65536)
            except OSError:  # the pty closed: the process is gone
                break
            if not got:
                break
            out += got
    return out.decode(errors="replace").replace("\r", "")


def _stop(proc: subprocess.Popen[bytes]) -> None:
    if proc.poll() is None:
        proc.send_signal(signal.SIGTERM)
        try:
            proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


def test_model_serve_folds_its_names_on_an_80_column_terminal() -> None:
    import pty

    main, child = pty.openpty()
    env = {**os.environ, "COLUMNS": "80"}
    proc = subprocess.Popen(
        [EXE, "model", "serve", "--port", "0"], stdout=child, stderr=child, env=env
    )
    os.close(child)
    try:
        said = _read_until(main, NAMES)
    finally:
        _stop(proc)
        os.close(main)
    lines = [line for line in said.splitlines() if line.strip()]
    assert lines[0].startswith("Scripted model at http://127.0.0.1:"), said
    names = lines[1:]
    assert len(names) > 1 and all(len(line) <= 80 for line in lines), said
    assert all(line.startswith("  ") for line in names[1:]), said
    assert " ".join(line.strip() for line in names) == NAMES, said


def test_into_a_pipe_the_names_stay_one_line() -> None:
    proc = subprocess.Popen(
        [EXE, "model", "serve", "--port", "0"],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        env={**os.environ, "COLUMNS": "80"},
    )
    assert proc.stdout is not None
    try:
        first, second = proc.stdout.readline(), proc.stdout.readline()
    finally:
        _stop(proc)
        proc.stdout.close()
    assert first.startswith(b"Scripted model at http://127.0.0.1:")
    assert second.decode().rstrip("\n") == NAMES


OWNER = "vm:12892:worker:ns4026531836.2184816@35e376c20a3f41aaa36422b817941f95"
STOP = (
    "stopped: resumed 12 (10 passed, 1 completed with failed checks, 1 failed runs), 0 not resumed"
)


@pytest.mark.parametrize("width", [60, 80])
def test_the_worker_log_folds_on_a_terminal(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], width: int
) -> None:
    monkeypatch.setattr(line_fold, "stderr_width", lambda: width)
    for text in (f"worker {OWNER} on /tmp/op/.arena/arena.db: warming up", STOP):
        worker._say(text)
        said = capsys.readouterr().err.rstrip("\n")
        lines = said.split("\n")
        # A word longer than the line (the owner id at 60 columns) stands whole on its own.
        fits = all(len(line) <= width or " " not in line.strip() for line in lines)
        assert len(lines) > 1 and fits, said
        assert all(line.startswith("  ") for line in lines[1:]), said
        stamp, _, rest = " ".join(line.strip() for line in lines).partition(" ")
        assert len(stamp) == 8 and stamp[2] == ":" and rest == text, said


def test_into_a_pipe_each_worker_line_stays_whole(capsys: pytest.CaptureFixture[str]) -> None:
    worker._say(STOP)  # stderr is no terminal under pytest's capture
    said = capsys.readouterr().err
    assert said.count("\n") == 1 and said.rstrip("\n").endswith(STOP), said
