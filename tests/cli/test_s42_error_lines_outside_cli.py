"""Two ``error:`` lines were printed outside the CLI's wrapping (session 41): the framework
worker's bad ``ARENA_WORKER_THREADS`` (120 characters, which an 80-column terminal broke
mid-word) and a durable_state phase's arena error. Both now go through the CLI's
:func:`arena.line_fold.error_line`: folded at spaces on a terminal, one line into a pipe,
control characters shown as escapes (:func:`arena.display.inert`)."""

from __future__ import annotations

import io
import json
import os
import pty
import subprocess
import sys
from pathlib import Path

import pytest

import arena
from arena.durable_state import child
from arena.errors import ArenaError
from arena.workers import serve

BAD = "x" * 70  # the value the error line repeats: 'ARENA_WORKER_THREADS=...: give the legs ...'


def _unfolded(said: str) -> str:
    return said.replace("\n  ", " ")


class _Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_bad_worker_threads_on_an_80_column_terminal_is_folded() -> None:
    leader, follower = pty.openpty()
    env = {
        **os.environ,
        "COLUMNS": "80",
        "ARENA_WORKER_THREADS": "many",
        "PYTHONPATH": str(Path(arena.__file__).parents[1]),
    }
    ran = subprocess.run(
        [sys.executable, "-m", "arena.workers.serve", "crewai"],
        stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=follower, env=env, timeout=60,
    )  # fmt: skip
    os.close(follower)
    said = os.read(leader, 65536).decode().replace("\r\n", "\n").rstrip("\n")
    os.close(leader)
    assert ran.returncode == 2 and ran.stdout == b"", said
    lines = said.split("\n")
    assert len(lines) > 1 and all(len(line) <= 80 for line in lines), said
    assert lines[0].startswith("error: ARENA_WORKER_THREADS='many': give the legs"), said
    assert "Traceback" not in said
    assert _unfolded(said).endswith("a whole number of at least 1, e.g. 8 (the default)")


def test_bad_worker_threads_into_a_pipe_stays_one_line() -> None:
    env = {**os.environ, "ARENA_WORKER_THREADS": "0", "COLUMNS": "80"}
    env["PYTHONPATH"] = str(Path(arena.__file__).parents[1])
    ran = subprocess.run(
        [sys.executable, "-m", "arena.workers.serve", "crewai"],
        stdin=subprocess.DEVNULL, capture_output=True, text=True, env=env, timeout=60,
    )  # fmt: skip
    assert ran.returncode == 2
    assert ran.stderr.count("\n") == 1 and len(ran.stderr) > 80, ran.stderr
    assert ran.stderr.startswith("error: ARENA_WORKER_THREADS='0': give the legs")


@pytest.mark.parametrize("width", [60, 80])
def test_worker_threads_in_process_folds_to_the_width(
    monkeypatch: pytest.MonkeyPatch, width: int
) -> None:
    monkeypatch.setenv("ARENA_WORKER_THREADS", BAD)
    monkeypatch.setenv("COLUMNS", str(width))
    monkeypatch.setattr(sys, "stderr", _Terminal())
    with pytest.raises(SystemExit) as ended:
        serve._threads()
    said = sys.stderr.getvalue().rstrip("\n")
    assert ended.value.code == 2
    lines = said.split("\n")
    assert len(lines) > 1 and any(BAD in line for line in lines), said  # the value whole
    assert all(len(line) <= width for line in lines if BAD not in line), said


def _phase(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, message: str
) -> tuple[int, str, object]:
    def boom(job: object) -> dict[str, object]:
        raise ArenaError(message)

    monkeypatch.setitem(child.PHASES, "boom", boom)
    job = tmp_path / "job.json"
    job.write_text(json.dumps({"phase": "boom", "out": str(tmp_path / "out.json")}))
    code = child.main(["child", str(job)])
    said = sys.stderr.getvalue().rstrip("\n")
    return code, said, json.loads((tmp_path / "out.json").read_text())


LONG = (
    "run run_93b5d1 (vanilla) is not durable: its paused state lived only in the memory of "
    "process vm:17579, and a process restart loses it; re-run the item"
)


def test_a_durable_phase_error_on_a_terminal_is_folded(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("COLUMNS", "80")
    monkeypatch.setattr(sys, "stderr", _Terminal())
    code, said, out = _phase(tmp_path, monkeypatch, LONG)
    assert code == 2 and out == {"error": LONG}  # the job's result keeps the words whole
    lines = said.split("\n")
    assert len(lines) > 1 and all(len(line) <= 80 for line in lines), said
    assert _unfolded(said) == f"error: {LONG}"


def test_a_durable_phase_error_shows_control_characters_as_escapes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sys, "stderr", io.StringIO())  # a pipe: one line
    code, said, _ = _phase(tmp_path, monkeypatch, "store \x1b[2Jgone\nforged: line")
    assert code == 2
    assert said == "error: store \\x1b[2Jgone\\nforged: line", said
