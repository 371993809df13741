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
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

from arena import readwatch
from arena.arenas import load_arena
from arena.durable_state import run_adapter, sandbox
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
@pytest.fixture
def unsandboxed(monkeypatch: pytest.MonkeyPatch) -> None:
    """Phases as on a machine that does not permit a sandbox: readwatch is all there is."""
    monkeypatch.setenv(sandbox.ENV, "0")
    sandbox.why_not.cache_clear()
    yield
    sandbox.why_not.cache_clear()


def _run(  # type: ignore[no-untyped-def]
    adapter: str,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    crash_points: tuple[str, ...] = ("restart", "after_booking"),
):
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
        crash_points=crash_points,
    ), side


@pytest.mark.slow
@pytest.mark.usefixtures("unsandboxed")
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


# -- the sandbox (red team 4: the read audit alone is evaded) ---------------------------------------
NO_SANDBOX = sandbox.why_not()
needs_sandbox = pytest.mark.skipif(
    bool(NO_SANDBOX), reason=f"phases cannot be sandboxed on this machine: {NO_SANDBOX}"
)

PHASE = r"""
import json, os, signal, socket, subprocess, sys, time
root, marker, readonly = sys.argv[1:4]
seen = {"marker": os.path.exists(marker), "tmp": sorted(os.listdir("/tmp")),
        "shm": sorted(os.listdir("/dev/shm")), "pidns": os.readlink("/proc/self/ns/pid")}
for where in (readonly, "/var/lib", "/etc"):
    try:
        open(os.path.join(where, "x.pkl"), "wb").close()
        seen[where] = "written"
    except OSError as exc:
        seen[where] = exc.strerror
open("/tmp/mine", "w").close()
open(os.path.join(root, "shared.txt"), "w").write("kept")
daemon = "import socket,sys,time\ns=socket.socket(socket.AF_UNIX);s.bind(sys.argv[1]);s.listen(1)\ntime.sleep(120)"
subprocess.Popen([sys.executable, "-c", daemon, os.path.join(root, "d.sock")], start_new_session=True)
while not os.path.exists(os.path.join(root, "d.sock")):
    time.sleep(0.05)
open(os.path.join(root, "seen.json"), "w").write(json.dumps(seen))
os.kill(os.getpid(), signal.SIGKILL)
"""


@needs_sandbox
def test_a_sandboxed_phase_sees_only_its_folder_and_leaves_no_daemon(tmp_path: Path) -> None:
    """The phase sees a fresh /tmp and /dev/shm, cannot write outside its folder (the code it
    runs read-only), its daemon dies with it, and its own SIGKILL reaches the parent as -9."""
    tmp_path = tmp_path.resolve()
    root, code = tmp_path / "run", tmp_path / "code"
    root.mkdir()
    code.mkdir()
    marker = tmp_path / "left-by-an-earlier-phase.pkl"
    marker.write_bytes(b"x")
    spec = sandbox.Spec(
        argv=(sys.executable, "-c", PHASE, str(root), str(marker), str(code)),
        cwd=str(root),
        status=str(root / "status.json"),
        writable=(str(root),),
        readonly=tuple(sandbox.code_paths(dict(os.environ), (code,))),
        private=tuple(sandbox.private_dirs(dict(os.environ))),
        hidden=str(root / "phases"),
        shown=(),
    )
    (root / "phases").mkdir()
    box = tmp_path / "spec.json"
    box.write_text(json.dumps(spec.as_json()), encoding="utf-8")
    env = {**os.environ, "PYTHONPATH": str(Path(sandbox.__file__).parents[2])}
    done = subprocess.run(sandbox.command(box, sys.executable), env=env, timeout=60)
    assert done.returncode == 128 + 9
    assert json.loads((root / "status.json").read_text())["returncode"] == -9
    seen = json.loads((root / "seen.json").read_text())
    # /tmp holds nothing but the way to the run's own folder and to the code bound back (a
    # checkout under /tmp, as CI's clone may be), never the marker written outside
    bound = [Path(p) for p in (str(root), *spec.readonly)]
    way = sorted({p.parts[2] for p in bound if len(p.parts) > 2 and p.parts[1] == "tmp"})
    assert seen["marker"] is False and sorted(seen["tmp"]) == way and seen["shm"] == []
    assert seen[str(code)] == seen["/var/lib"] == seen["/etc"] == "Read-only file system"
    assert seen["pidns"] != os.readlink("/proc/self/ns/pid")  # its own PID namespace
    assert (root / "shared.txt").read_text() == "kept" and not Path("/tmp/mine").exists()
    conn = socket.socket(socket.AF_UNIX)
    with pytest.raises(OSError):  # the daemon died with the phase's namespace
        conn.connect(str(root / "d.sock"))


def test_without_a_sandbox_the_verdict_says_unsandboxed(monkeypatch: pytest.MonkeyPatch) -> None:
    from arena.cli.restart_cmd import _summary
    from arena.durable_state import AdapterOutcome, CrashOutcome

    monkeypatch.setenv(sandbox.ENV, "off")
    sandbox.why_not.cache_clear()
    try:
        why = sandbox.why_not()
    finally:
        sandbox.why_not.cache_clear()
    assert why and sandbox.ENV in why
    point = CrashOutcome(
        adapter="a",
        crash_point="restart",
        results=(),
        lost_decisions=0,
        double_bookings=0,
        crash="",
        crash_reached=True,
    )
    outcome = AdapterOutcome(adapter="a", crash_points=(point,), unsandboxed=why)
    summary = _summary(outcome)
    assert summary["sandboxed"] is False and summary["unsandboxed"] == why
    assert _summary(AdapterOutcome(adapter="a", crash_points=()))["sandboxed"] is True


def test_a_survived_point_reads_unsandboxed_when_it_was() -> None:
    from arena.cli.restart_cmd import _durable_cell

    class Survived:
        survived, beside_store = True, ()

    assert "unsandboxed" in _durable_cell(Survived(), "not root")  # type: ignore[arg-type]
    assert _durable_cell(Survived()) == "[green]yes[/green]"  # type: ignore[arg-type]


@pytest.mark.slow
@needs_sandbox
@pytest.mark.parametrize("adapter", ["devshm", "venv", "daemon", "oldmtime", "catread"])
def test_red_team_evasions_of_the_read_audit_are_not_durable(
    adapter: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Each read "durable yes" before the sandbox (red team 4, hole 1): the resumers found the
    pickles in /dev/shm, the venv, a 1970-dated file, through `cat`, or in a daemon's memory."""
    tmp_path = tmp_path.resolve()
    try:
        outcome, _ = _run(adapter, tmp_path, monkeypatch, crash_points=("restart",))
    finally:
        for left in (Path("/dev/shm"), Path(sys.prefix)):
            for f in left.glob(f"durable-ref-side-{tmp_path.name}"):
                subprocess.run(["rm", "-rf", str(f)], check=False)
    assert not outcome.survived_restart
    point = outcome.crash_points[0]
    assert point.passed == 0 and point.problems, point.problems
    assert outcome.reason.startswith("restart: ") and len(outcome.reason) > len("restart: ")
