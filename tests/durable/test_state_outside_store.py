"""durable_state proves the pause is in the store: a resumer that reads state an earlier phase
left elsewhere (red team hole 4) does not make an adapter durable.

Fast tests pin the rule (:mod:`arena.readwatch`); slow ones run the broken references of
``tests/durable_references.py`` through real phases: a snapshot that is a key to a file is caught
wherever the file is — read and named (a fixed folder), or simply not there for a resumer with a
private ``TMPDIR``/``HOME`` — and a file in the adapter's state folder is shown beside the verdict.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from arena import readwatch
from arena.arenas import load_arena
from arena.durable_state import run_adapter
from arena.durable_state.process import private_env
from durable_references import SIDE_ENV

TESTS = Path(__file__).resolve().parents[1]


def _watch(tmp_path: Path, since: float, started: float, **kw: object) -> readwatch.Watch:
    return readwatch.Watch(
        notes=str(tmp_path / "notes.jsonl"),
        since=since,
        started=started,
        allowed=tuple(str(a) for a in kw.get("allowed", ())),  # type: ignore[attr-defined]
        allowed_dirs=(),
        state_dir=str(tmp_path / "state"),
    )


def _touch(path: Path, when: float) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"x")
    os.utime(path, (when, when))
    return path


def test_only_files_an_earlier_phase_wrote_outside_the_store_count(tmp_path: Path) -> None:
    now = time.time()
    since, started = now - 100, now - 10
    tmp_path = tmp_path.resolve()
    store = _touch(tmp_path / "restart.db", now - 50)
    watch = _watch(tmp_path, since, started, allowed=readwatch.store_files([str(store)]))
    assert watch.kind(str(_touch(tmp_path / "side" / "k.pkl", now - 50))) == "outside"
    assert watch.kind(str(_touch(tmp_path / "x.json", now - 50))) == "outside"
    assert watch.kind(str(_touch(tmp_path / "state" / "ckpt.sqlite", now - 50))) == "beside"
    assert watch.kind(str(store)) is None  # the store itself
    assert watch.kind(str(_touch(tmp_path / "restart.db-wal", now - 50))) is None
    assert watch.kind(str(_touch(tmp_path / "old.pkl", now - 500))) is None  # before the run
    assert watch.kind(str(_touch(tmp_path / "mine.pkl", now - 1))) is None  # this process's own
    assert watch.kind(str(_touch(tmp_path / "m.cpython-311.pyc", now - 50))) is None
    assert watch.kind(str(tmp_path / "missing.pkl")) is None
    assert watch.kind(str(tmp_path)) is None  # a folder is not state


def test_the_hook_notes_reads_and_connects_not_writes(tmp_path: Path) -> None:
    """In a real process: ``open`` for reading, ``os.open`` and ``sqlite3.connect`` (a path or a
    read-only URI) are noted once each; writing a file is not reading it."""
    tmp_path = tmp_path.resolve()
    earlier = time.time() - 50
    side = [_touch(tmp_path / f"f{i}", earlier) for i in range(5)]
    spec = readwatch.Watch(
        notes=str(tmp_path / "notes.jsonl"),
        since=earlier - 10,
        started=time.time() - 1,
        allowed=(),
        allowed_dirs=(),
        state_dir=str(tmp_path / "state"),
    )
    code = f"""
import json, os, sqlite3, sys
from arena import readwatch
readwatch.watch(readwatch.Watch.from_json(json.loads(sys.argv[1])))
f = {[str(p) for p in side]!r}
open(f[0]).read(); open(f[0], "rb").read()
os.close(os.open(f[1], os.O_RDONLY))
sqlite3.connect(f[2]).close()
open(f[3], "w").write("written, not read")
sqlite3.connect("file:" + f[4] + "?mode=ro", uri=True).close()
"""
    env = {**os.environ, "PYTHONPATH": str(Path(readwatch.__file__).parents[1])}
    subprocess.run([sys.executable, "-c", code, json.dumps(spec.as_json())], check=True, env=env)
    notes = readwatch.read_notes(tmp_path / "notes.jsonl")
    assert sorted(notes["outside"]) == sorted(str(p) for p in (*side[:3], side[4]))
    assert notes["beside"] == ()


def test_a_torn_note_is_skipped(tmp_path: Path) -> None:
    notes = tmp_path / "n.jsonl"
    notes.write_text('{"path": "/a", "kind": "outside"}\n{"path": "/b", "ki', encoding="utf-8")
    assert readwatch.read_notes(notes) == {"beside": (), "outside": ("/a",)}


def test_a_resumer_gets_its_own_home_and_tmpdir(tmp_path: Path) -> None:
    env = private_env({"HOME": "/home/x", "TMPDIR": "/tmp", "PATH": "/bin"}, tmp_path)
    assert env["HOME"] == str(tmp_path / "home") and env["TMPDIR"] == str(tmp_path / "tmp")
    assert Path(env["HOME"]).is_dir() and Path(env["TMPDIR"]).is_dir()
    assert env["PATH"] == "/bin"


# -- real processes --------------------------------------------------------------------------------
def _run(adapter: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch):  # type: ignore[no-untyped-def]
    side = tmp_path / "side"
    monkeypatch.setenv(SIDE_ENV, str(side))
    monkeypatch.setenv(
        "PYTHONPATH", os.pathsep.join(filter(None, [str(TESTS), os.environ.get("PYTHONPATH")]))
    )
    arena = load_arena("durable_state")
    return run_adapter(
        arena,
        f"durable_references:{adapter}",
        tmp_path / "run",
        crash_points=("restart", "after_booking"),
    ), side


@pytest.mark.slow
def test_a_snapshot_kept_in_a_side_file_is_not_durable(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every run resumes and passes here — the old verdict read durable, 0 lost decisions — but
    the resumers read the pickles the first legs wrote: state outside the store."""
    outcome, side = _run("sidefile", tmp_path, monkeypatch)
    assert not outcome.survived_restart
    for point in outcome.crash_points:
        assert point.passed == len(point.results) == 4  # resumed fine on this machine
        assert point.lost_decisions == point.double_bookings == 0
        assert point.outside_store and all(
            Path(f).parent == side.resolve() for f in point.outside_store
        )
        assert not point.survived
    assert "outside the store" in outcome.reason and str(side.resolve()) in outcome.reason


@pytest.mark.slow
@pytest.mark.parametrize("adapter", ["tmpfile", "homefile"])
def test_a_snapshot_kept_in_tmp_or_home_is_not_there_for_a_resumer(
    adapter: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    outcome, _ = _run(adapter, tmp_path, monkeypatch)
    assert not outcome.survived_restart
    for point in outcome.crash_points:
        assert not point.survived and point.passed == 0, point.problems
        assert "No such file" in " ".join(point.problems), point.problems


@pytest.mark.slow
def test_a_file_in_the_state_folder_is_shown_beside_the_verdict(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Where LangGraph and ADK keep their own files on an SQLite store: resumable, and the
    verdict names the file a resumer elsewhere would need as well."""
    outcome, _ = _run("statefile", tmp_path, monkeypatch)
    assert outcome.survived_restart, outcome.reason
    state = (tmp_path / "run" / ".arena" / "durable-ref-side").resolve()
    assert outcome.beside_store and all(Path(f).parent == state for f in outcome.beside_store)
    assert all(not c.outside_store for c in outcome.crash_points)
