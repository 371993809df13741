"""Ctrl-C (SIGINT to the process group, as a terminal sends it) while ``arena run --human
--model-url`` waits on a slow endpoint, some runs stored and others mid-leg (users50b): exit 130
and no traceback, the results folder says interrupted, the store keeps only the runs that ended
their leg (waiting, none left claimed), the rerun line it prints runs the rest, and ``arena
resume --all`` then finishes every run. Waits are on conditions with generous deadlines."""

from __future__ import annotations

import json
import os
import shlex
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from arena.store import open_store

ARENA = str(Path(sys.executable).with_name("arena"))
TESTS = str(Path(__file__).resolve().parents[1])
ITEMS = [f"hitl-0{i}" for i in range(1, 7)]


@pytest.fixture
def slow_model(tmp_path: Path) -> Iterator[str]:
    """The scripted model served apart (its own session: the Ctrl-C is the run's alone), each
    call answered after 700 ms, so a run's first leg spends seconds in model calls."""
    log = tmp_path / "serve.log"
    with log.open("w") as out:
        proc = subprocess.Popen([ARENA, "model", "serve", "--port", "0", "--latency-ms", "700"],
                                stdout=out, stderr=subprocess.STDOUT, start_new_session=True)  # fmt: skip
    try:
        deadline = time.monotonic() + 60
        while "http://" not in log.read_text():
            assert proc.poll() is None and time.monotonic() < deadline, log.read_text()
            time.sleep(0.1)
        yield log.read_text().split("http://", 1)[1].split()[0].join(("http://", ""))
    finally:
        proc.terminate()
        proc.wait(timeout=30)


def _env(tmp_path: Path) -> dict[str, str]:
    return {**os.environ, "PYTHONPATH": TESTS, "ARENA_ALLOW": str(tmp_path / "allow.yaml"),
            "COLUMNS": "400"}  # fmt: skip


def _stored(db: Path) -> list[str]:
    if not db.exists():
        return []
    with open_store(str(db)) as store:
        return [r.status for r in store.runs()]


@pytest.mark.slow
def test_ctrl_c_mid_leg_on_a_slow_endpoint_then_rerun_and_resume(
    tmp_path: Path, slow_model: str
) -> None:
    (tmp_path / "mine.py").write_text("from durable_references_booked import keptvanilla\n")
    (tmp_path / "allow.yaml").write_text(f'endpoints:\n  local: {{base_url: "{slow_model}"}}\n')
    env = {**_env(tmp_path), "PYTHONPATH": os.pathsep.join([str(tmp_path), TESTS])}
    db = tmp_path / "s.db"
    cmd = [ARENA, "run", "human_in_the_loop", "--adapter", "mine:keptvanilla", "--model-url",
           slow_model, "--model", "scripted-compliant", "--human", "--store", str(db),
           "--concurrency", "2", "--out", str(tmp_path / "o1"), *(f"--item={i}" for i in ITEMS)]  # fmt: skip
    proc = subprocess.Popen(cmd, cwd=tmp_path, env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT, text=True, start_new_session=True)  # fmt: skip
    deadline = time.monotonic() + 180
    while not _stored(db):  # one run ended its leg; the next ones are in flight
        assert proc.poll() is None, proc.communicate()[0]
        assert time.monotonic() < deadline, "no run ever ended its first leg"
        time.sleep(0.1)
    os.killpg(proc.pid, signal.SIGINT)
    out, _ = proc.communicate(timeout=120)

    assert proc.returncode == 130, out
    assert "Traceback" not in out, out
    summary = json.loads((tmp_path / "o1" / "summary.json").read_text())
    finished = summary["interrupted"]["finished"]
    assert 1 <= finished < len(ITEMS), summary["interrupted"]
    assert _stored(db) == ["waiting"] * finished  # none left claimed, none half-stored
    rerun = next(line for line in out.splitlines() if line.strip().startswith("arena run "))
    args = shlex.split(rerun.strip())[1:]
    assert "--item" in args, rerun

    again = subprocess.run([ARENA, *args, "--out", str(tmp_path / "o2")], cwd=tmp_path, env=env,
                           capture_output=True, text=True, timeout=300)  # fmt: skip
    assert again.returncode == 0, again.stdout + again.stderr
    assert _stored(db) == ["waiting"] * len(ITEMS)

    def arena(*a: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run([ARENA, *a, "--store", str(db)], cwd=tmp_path, env=env,
                              capture_output=True, text=True, timeout=300)  # fmt: skip

    pending = json.loads(arena("pending", "--json").stdout)
    assert arena("approve", *(p["id"] for p in pending)).returncode == 0
    resumed = arena("resume", "--all")  # exit 1: the items that expect a denial fail their checks
    assert resumed.returncode in (0, 1), resumed.stdout + resumed.stderr
    assert "Traceback" not in resumed.stdout + resumed.stderr
    # what resume said comes with it (flake52: once under load a run was left waiting, unsaid why)
    assert _stored(db) == ["completed"] * len(ITEMS), resumed.stdout + resumed.stderr
