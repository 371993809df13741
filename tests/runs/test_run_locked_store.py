"""``arena run --human`` on a store another process holds locked: refused before any leg (exit 2,
one line), not every run burnt one by one after its lock timeout with the message said twice."""

from __future__ import annotations

import asyncio
import sqlite3
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner

from arena.cli import main
from arena.runner import run_item
from arena.runs.recorder import recording
from arena.store import SQLiteStore
from store_support import APPROVED, ENDPOINT, Booker


@pytest.fixture
def locked(tmp_path: Path) -> Iterator[Path]:
    """A store with its schema, held under ``BEGIN EXCLUSIVE`` by another connection."""
    path = tmp_path / "arena.db"
    SQLiteStore(path).close()
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    try:
        yield path
    finally:
        holder.execute("ROLLBACK")
        holder.close()


def test_a_locked_store_stops_arena_run_before_the_first_leg(locked: Path, tmp_path: Path) -> None:
    out = tmp_path / "res"
    args = ["run", "human_in_the_loop", "--adapter", "vanilla", "--human", "--store", str(locked)]
    started = time.monotonic()
    result = CliRunner().invoke(
        main, [*args, "--out", str(out)], env={"ARENA_STORE_TIMEOUT": "0.2"}
    )
    assert result.exit_code == 2, result.output
    assert result.output == (
        f"error: store {locked} is locked by another process (waited 0.2s); try again when it "
        "is done, or raise ARENA_STORE_TIMEOUT\n"
    )
    assert not out.exists()  # no run was spent, no results folder of failed runs
    assert time.monotonic() - started < 5  # one wait, not one per run


def test_a_run_refused_by_a_locked_store_says_so_once(locked: Path) -> None:
    """The run's error, then that recording it failed too: not the lock message a second time."""
    store = SQLiteStore(locked, timeout_s=0.2)
    result = asyncio.run(run_item(Booker(), APPROVED, ENDPOINT, record=recording(store)))
    error = result.trace.error or ""
    assert result.status == "failed"
    assert error.count("is locked by another process") == 1, error
    assert error.endswith("; that could not be recorded either"), error
