"""The run folder travels from phase to phase, so the harness lists it itself (red team 5, hole 1).

The sandbox keeps the stores and the adapter's state folder (``.arena``) writable for every phase.
A snapshot that is only a key to a pickle there, read back through ``cat`` or under a ``.pyc``
name, read "durable yes" with no "+ own file": the resumer's read audit never saw the read. Now
the parent lists and hashes what is there before each phase (:mod:`arena.durable_state.leftovers`)
and the verdict shows it, read or not; the audit checks the state folder before exempting code.
The shipped adapters keep their cells: a pause that is the store's snapshot alone reads plain
``yes``, LangGraph's and ADK's (their own SQLite beside the store) ``yes, + own file``.
"""

from __future__ import annotations

import json
import os
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from arena import readwatch
from arena.arenas import load_arena
from arena.cli.restart_cmd import _durable_cell, _summary, matrix_rows
from arena.durable_state import run_adapter, sandbox
from arena.durable_state.leftovers import inventory
from arena.durable_state.process import AdapterProcesses, Settings, child_env
from arena.evaluate import check_spec
from durable_cells import PLAIN_YES, assert_keeps_cell
from durable_references import SIDE_ENV

TESTS = Path(__file__).resolve().parents[1]


# -- the read audit: the state folder before the code exemption --------------------------------------
def _watch(tmp_path: Path, started: float) -> readwatch.Watch:
    return readwatch.Watch(
        notes=str(tmp_path / "notes.jsonl"),
        since=started - 100,
        started=started,
        allowed=(),
        allowed_dirs=(),
        state_dir=str(tmp_path / ".arena"),
    )


def _write(path: Path, when: float | None = None) -> str:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"pickle")
    if when is not None:
        os.utime(path, (when, when))
    return str(path)


@pytest.mark.parametrize(
    "name",
    ["__pycache__/k.pyc", "k.pyc", "lib/k.py", "k.so", "x/__pycache__/k", "side/k"],
)
def test_a_code_name_in_the_state_folder_is_still_beside(tmp_path: Path, name: str) -> None:
    tmp_path = tmp_path.resolve()
    watch = _watch(tmp_path, started=time.time() + 5)  # the file is older than the resumer
    assert watch.kind(_write(tmp_path / ".arena" / name)) == "beside"
    # outside the state folder a code name stays exempt (bytecode caches of honest adapters)
    if name.endswith((".pyc", ".py", ".so")) or "__pycache__" in name:
        assert watch.kind(_write(tmp_path / "code" / name)) is None


def test_a_state_file_dated_ahead_is_still_one_an_earlier_phase_wrote(tmp_path: Path) -> None:
    tmp_path = tmp_path.resolve()
    watch = _watch(tmp_path, started=time.time() + 5)
    ahead = time.time() + 86400
    assert watch.kind(_write(tmp_path / ".arena" / "k.pkl", ahead)) == "beside"
    assert watch.kind(_write(tmp_path / ".arena" / "old.pkl", 0)) == "beside"  # 1970: still there


def test_what_the_resumer_itself_writes_in_the_state_folder_is_not_noted(tmp_path: Path) -> None:
    tmp_path = tmp_path.resolve()
    watch = _watch(tmp_path, started=time.time() - 5)
    assert watch.kind(_write(tmp_path / ".arena" / "mine.sqlite")) is None
    assert watch.kind(str(tmp_path / ".arena" / "missing")) is None
    assert watch.kind(str(tmp_path / ".arena")) is None  # a folder is not state


# -- the harness's own listing -----------------------------------------------------------------------
def _run_folder(root: Path) -> None:
    for name in ("restart.db", "restart.db-wal", "restart.db-shm", "phases/x.executions.jsonl"):
        _write(root / name)
    _write(root / ".arena" / "side" / "k1")
    _write(root / ".arena" / "__pycache__" / "k2.pyc")
    _write(root / "restart.db-journal")
    (root / ".arena" / "empty-key-0f3a").mkdir(parents=True)
    (root / ".arena" / "link").symlink_to("/nowhere/k3")


def test_the_listing_is_everything_but_the_stores_and_the_harness_files(tmp_path: Path) -> None:
    root = tmp_path.resolve()
    _run_folder(root)
    _write(root / "after_pause.db")  # not a store of this run
    found = inventory(root, ["restart"])
    state = root / ".arena"
    assert set(found) == {
        str(state / "side" / "k1"),
        str(state / "__pycache__" / "k2.pyc"),
        str(state / "empty-key-0f3a"),  # a name alone can carry a key
        str(state / "link"),
        str(root / "restart.db-journal"),  # WAL stores keep none: not the store's
        str(root / "after_pause.db"),
    }
    entry = found[str(state / "side" / "k1")]
    assert entry["kind"] == "file" and entry["size"] == 6 and len(entry["sha256"]) == 64
    assert found[str(state / "link")] == {"kind": "link", "target": "/nowhere/k3"}
    assert inventory(root / "missing", ["restart"]) == {}


def test_the_sweep_carries_only_this_runs_stores_and_the_state_folder(tmp_path: Path) -> None:
    root = tmp_path.resolve()
    _run_folder(root)
    _write(root / "side" / "k4")
    _write(root / "after_pause.db")
    run = AdapterProcesses(
        arena=load_arena("durable_state"),
        adapter="x",
        root=root,
        settings=Settings(),
        env={},
        crash_points=("restart",),
    )
    assert set(run.sweep(before="resume")) == {"side", "after_pause.db"}
    assert (root / "phases" / "left-behind" / "resume" / "side" / "k4").exists()
    assert set(inventory(root, ["restart"])) == {
        str(root / ".arena" / n)
        for n in ("side/k1", "__pycache__/k2.pyc", "empty-key-0f3a", "link")
    } | {str(root / "restart.db-journal")}


def test_a_phase_never_inherits_the_callers_state_folder(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ARENA_STATE_DIR", "/srv/shared-state")
    assert "ARENA_STATE_DIR" not in child_env("vanilla")


# -- real phases -----------------------------------------------------------------------------------
NO_SANDBOX = sandbox.why_not()


def _run(adapter: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, points: tuple[str, ...]):  # type: ignore[no-untyped-def]
    monkeypatch.setenv(SIDE_ENV, str(tmp_path / "side"))
    monkeypatch.setenv(
        "PYTHONPATH", os.pathsep.join(filter(None, [str(TESTS), os.environ.get("PYTHONPATH")]))
    )
    return run_adapter(load_arena("durable_state"), adapter, tmp_path / "run", crash_points=points)


@pytest.fixture
def mode(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    """The phases sandboxed or not (``ARENA_DURABLE_SANDBOX=0``). The parent lists the state folder
    before every phase whichever it is (:meth:`.phase`), and unsandboxed the crash cell reads
    ``yes (unsandboxed)`` whatever was kept: so each way of reading the pickle back runs
    sandboxed, and one (``cat``) runs unsandboxed too, to show the listing, the summary and the
    matrix do not hang on the sandbox."""
    # Where phases cannot be sandboxed every case runs unsandboxed, as it then would for a user.
    ran = "unsandboxed" if NO_SANDBOX else request.param
    if ran == "unsandboxed":
        monkeypatch.setenv(sandbox.ENV, "0")
    sandbox.why_not.cache_clear()
    yield ran
    sandbox.why_not.cache_clear()


@pytest.mark.slow
@pytest.mark.parametrize(
    ("adapter", "mode"),
    [
        ("arenacat", "sandboxed"),
        ("arenacat", "unsandboxed"),
        ("arenapyc", "sandboxed"),
        ("arenafuture", "sandboxed"),
    ],
    indirect=["mode"],
)
def test_a_pause_kept_in_the_state_folder_never_reads_plain_durable_yes(
    adapter: str, mode: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Resumed 4/4 from the pickles beside the store; the cell names them, however they were read."""
    tmp_path = tmp_path.resolve()
    outcome = _run(f"durable_references:{adapter}", tmp_path, monkeypatch, ("restart",))
    (point,) = outcome.crash_points
    assert point.passed == len(point.results) == 4, point.problems
    state = tmp_path / "run" / ".arena"
    pickles = [Path(f) for f in outcome.beside_store if Path(f).is_file()]
    assert len(pickles) >= 4 and all(state in p.parents for p in pickles), outcome.beside_store
    assert _durable_cell(point, outcome.unsandboxed) != PLAIN_YES
    if mode == "sandboxed":  # "no" with 4/4 passed: why it did not survive (seen once, suite37)
        why = (point.crash_reached, point.crash, point.lost_decisions, point.double_bookings)
        why += (point.outside_store, point.unowned)
        assert _durable_cell(point) == "[yellow]yes, + own file[/yellow]", why
    summary = _summary(outcome)
    assert (
        summary["state_beside_store"] and summary["crash_points"]["restart"]["state_beside_store"]
    )
    listed = json.loads((tmp_path / "run" / "phases" / "resume.found.json").read_text())
    assert {str(p) for p in pickles} <= set(listed)
    # the feature matrix too, not only the crash table (its cell read plain yes)
    (row,) = matrix_rows([outcome], check_spec(load_arena("durable_state")))
    assert row.cells["durable"].value == "yes, + own file", row.cells["durable"].why
    assert row.durable is True and {str(p) for p in pickles} <= set(row.durable_beside_store)
    assert str(pickles[0]) in row.cells["durable"].why


@pytest.mark.slow
@pytest.mark.skipif(bool(NO_SANDBOX), reason=f"no sandbox here: {NO_SANDBOX}")
def test_a_pause_kept_elsewhere_in_the_run_folder_is_not_carried(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    tmp_path = tmp_path.resolve()
    outcome = _run("durable_references:rundircat", tmp_path, monkeypatch, ("restart",))
    assert not outcome.survived_restart
    (point,) = outcome.crash_points
    # moved out of reach before the next phase: the resumer's `cat` found nothing there
    assert point.passed == 0 and str(tmp_path / "run" / "side") in point.problems[0], point.problems
    assert (tmp_path / "run" / "phases" / "left-behind" / "answer" / "side").is_dir()


@pytest.mark.slow
@pytest.mark.parametrize(
    ("adapter", "module", "cell"),
    [("pydantic_ai", "pydantic_ai", PLAIN_YES)],
)
def test_the_shipped_adapters_keep_their_cells(
    adapter: str, module: str, cell: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """LangGraph's and ADK's cells (``yes, + own file``) are read off the run their mid-leg crash
    test makes anyway (tests/durable/test_durable_mid_leg.py), vanilla's (``no``) off the run of
    ``arena run durable_state --adapter vanilla`` (tests/durable/test_durable_state.py): one run
    each, not two."""
    pytest.importorskip(module)
    if NO_SANDBOX:
        pytest.skip(f"no sandbox here: {NO_SANDBOX}")
    tmp_path = tmp_path.resolve()
    outcome = _run(adapter, tmp_path, monkeypatch, ("restart", "after_booking"))
    assert_keeps_cell(outcome, adapter, cell)
