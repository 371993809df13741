"""A finished run's framework state goes; a paused run's stays until ``arena resume`` ends it.

LangGraph's checkpoint file and ADK's session database beside the store grew with every run and
nothing pruned them (79.6 MB of checkpoints after a few weeks of runs in one folder). Each step
here is a separate ``arena`` process, as a user types it: a paused run's state must survive its
process, ``arena resume`` in another process must still finish it, and then its state is gone.
"""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from arena.adapters import resolve_names
from cli_support import cli

pytestmark = pytest.mark.slow

ITEMS = ("--item", "hitl-01", "--item", "hitl-02")


def _installed(name: str) -> bool:
    try:
        return name in resolve_names("all")
    except Exception:
        return False


def _rows(db: Path, sql: str, key: str) -> int:
    with sqlite3.connect(db) as conn:
        return int(conn.execute(sql, (key,)).fetchone()[0])


def checkpoints(folder: Path, run_id: str) -> int:
    """Checkpoint and write rows LangGraph keeps for the run's thread."""
    db, thread = folder / ".arena" / "langgraph-checkpoints.sqlite", f"arena-{run_id}"
    return _rows(db, "SELECT count(*) FROM checkpoints WHERE thread_id = ?", thread) + _rows(
        db, "SELECT count(*) FROM writes WHERE thread_id = ?", thread
    )


def adk_sessions(folder: Path) -> list[tuple[str, int]]:
    """Every ADK session in the folder's session database, with its number of events (this
    test's folder holds only this test's runs)."""
    with sqlite3.connect(folder / ".arena" / "google_adk.db") as conn:
        return conn.execute(
            "SELECT s.id, (SELECT count(*) FROM events e WHERE e.session_id = s.id) "
            "FROM sessions s ORDER BY s.id"
        ).fetchall()


def _state(folder: Path, adapter: str, run_id: str) -> int:
    if adapter == "langgraph":
        return checkpoints(folder, run_id)
    return sum(events + 1 for _, events in adk_sessions(folder))


@pytest.mark.parametrize("adapter", ["langgraph", "google_adk"])
def test_a_resumed_run_that_ends_leaves_no_state_and_a_paused_one_keeps_it(
    tmp_path: Path, adapter: str
) -> None:
    if not _installed(adapter):
        pytest.skip(f"{adapter} is not installed")
    cli(tmp_path, "run", "human_in_the_loop", "--adapter", adapter, "--human", *ITEMS)
    pending = json.loads(cli(tmp_path, "pending", "--json").stdout)
    assert len(pending) == 2
    first, second = sorted(pending, key=lambda p: p["item"])
    # Paused, and the process that paused them has exited: their state must still be there.
    assert _state(tmp_path, adapter, first["run_id"]) > 0
    assert _state(tmp_path, adapter, second["run_id"]) > 0
    if adapter == "google_adk":
        before = adk_sessions(tmp_path)
        assert len(before) == 2 and all(events > 0 for _, events in before)

    cli(tmp_path, "approve", first["id"], "--as", "alice")
    resumed = json.loads(cli(tmp_path, "resume", "--all", "--json").stdout)
    assert [(o["run_id"], o["status"]) for o in resumed] == [(first["run_id"], "completed")]
    # Completed in another process: its state went; the run still waiting keeps all of its own.
    if adapter == "langgraph":
        assert _state(tmp_path, adapter, first["run_id"]) == 0
    assert _state(tmp_path, adapter, second["run_id"]) > 0
    if adapter == "google_adk":  # one of the two sessions went, the other is untouched
        after = adk_sessions(tmp_path)
        assert len(after) == 1 and after[0] in before

    cli(tmp_path, "deny", second["id"], "--as", "bob", "--reason", "over budget")
    resumed = json.loads(cli(tmp_path, "resume", "--all", "--json").stdout)
    assert [(o["run_id"], o["status"]) for o in resumed] == [(second["run_id"], "completed")]
    assert _state(tmp_path, adapter, second["run_id"]) == 0
    runs = json.loads(cli(tmp_path, "runs", "--json").stdout)
    assert sorted(r["status"] for r in runs) == ["completed", "completed"]


def test_runs_answered_in_process_leave_no_checkpoints(tmp_path: Path) -> None:
    """``arena run`` without ``--human``: no store records the runs, they end with the process."""
    if not _installed("langgraph"):
        pytest.skip("langgraph is not installed")
    cli(tmp_path, "run", "human_in_the_loop", "--adapter", "langgraph", *ITEMS)
    db = tmp_path / ".arena" / "langgraph-checkpoints.sqlite"
    with sqlite3.connect(db) as conn:
        threads = conn.execute("SELECT DISTINCT thread_id FROM checkpoints").fetchall()
    assert threads == []
