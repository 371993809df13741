"""``arena worker`` on a store it can read but not write (a read-only filesystem) warmed up, then
said 'not claimed, the store failed: store … is read-only …' every second until stopped, and
``--once`` exited 0 (users tester 33). Every claim fails the same way: it now stops at the first,
says the store's error in one line and exits 2."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from arena.cli import main
from arena.service import worker as service


def _arena(db: Path, *args: str) -> Any:
    env = {"ARENA_STORE": str(db), "ARENA_POLICY": None, "COLUMNS": "200"}
    return CliRunner().invoke(main, list(args), env=env)


@pytest.mark.usefixtures("runs_left_live_let_go")
def test_a_read_only_store_stops_the_worker_in_one_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    db = tmp_path / "arena.db"
    args = [
        "--human",
        "--adapter",
        "pydantic_ai",
        "--item",
        "hitl-01",
        "--out",
        str(tmp_path / "r"),
    ]
    assert _arena(db, "run", "human_in_the_loop", *args).exit_code == 0
    request = json.loads(_arena(db, "pending", "--json").stdout)[0]["id"]
    assert _arena(db, "approve", request).exit_code == 0

    def read_only(self: service.Worker, run_id: str) -> None:  # what SQLite says of the claim
        raise self.store._db.translate(
            sqlite3.OperationalError("attempt to write a readonly database")
        )  # type: ignore[attr-defined]

    monkeypatch.setattr(service.Worker, "_claim", read_only)
    done = _arena(db, "worker", "--once")
    assert done.exit_code == 2, done.output
    said = [line for line in done.output.splitlines() if "read-only" in line]
    assert len(said) == 1 and said[0].startswith(f"error: store {db} is read-only"), done.output
