"""The commands that decide or resume refuse a copy of a store whose original still exists, in
one line naming both and the fix, exit 2, nothing written; the read-only views still read it
(durable30 F1: a copy resumed beside its original booked every approval twice)."""

from __future__ import annotations

import json
import shutil
import sqlite3
from pathlib import Path

from click.testing import CliRunner, Result

from arena.cli import main
from arena.store import SQLiteStore
from store_support import start_waiting


def arena(*args: str) -> Result:
    return CliRunner().invoke(main, list(args), catch_exceptions=False)


def dump(db: Path) -> list[str]:
    with sqlite3.connect(db) as con:
        return list(con.iterdump())


def waiting_and_copied(tmp_path: Path) -> tuple[Path, Path, str, str]:
    """A store with one waiting run, copied (with its -wal file) into another folder."""
    (tmp_path / "cq1").mkdir()
    (tmp_path / "cq2").mkdir()
    original = tmp_path / "cq1" / "a.db"
    store = SQLiteStore(original)
    run_id = start_waiting(store)
    request_id = store.requests(run_id)[0].id
    store.close()
    for part in original.parent.glob("a.db*"):
        shutil.copy(part, tmp_path / "cq2" / part.name)
    return original, tmp_path / "cq2" / "a.db", run_id, request_id


def refused(result: Result, *said: str) -> None:
    assert result.exit_code == 2, result.output
    assert result.stderr.count("\n") == 1 and result.stderr.startswith("error: "), result.stderr
    assert "Traceback" not in result.output
    for text in said:
        assert text in result.stderr, result.stderr


def test_resume_and_answers_refuse_a_copy_and_views_read_it(tmp_path: Path) -> None:
    original, copied, run_id, request_id = waiting_and_copied(tmp_path)
    before = dump(copied)
    home = str(original.resolve())
    copy_said = (f"{copied} is a copy of {home}", "--adopt-copy", "twice")

    refused(arena("resume", "--all", "--store", str(copied)), *copy_said)
    refused(arena("approve", request_id, "--as", "alice", "--store", str(copied)), *copy_said)
    refused(arena("deny", request_id, "--reason", "no", "--store", str(copied)), *copy_said)

    assert dump(copied) == before  # nothing written
    for view in (("pending",), ("show", run_id), ("history", run_id), ("runs",)):
        shown = arena(*view, "--json", "--store", str(copied))
        assert shown.exit_code == 0, shown.output
    pending = json.loads(arena("pending", "--json", "--store", str(copied)).stdout)
    assert [p["id"] for p in pending] == [request_id]


def test_adopt_copy_makes_the_copy_the_store_and_the_original_refuses(tmp_path: Path) -> None:
    original, copied, run_id, request_id = waiting_and_copied(tmp_path)

    adopted = arena("approve", request_id, "--as", "alice", "--adopt-copy", "--store", str(copied))
    assert adopted.exit_code == 0, adopted.output

    refused(
        arena("deny", request_id, "--reason", "no", "--store", str(original)),
        f"store {original} was moved to {copied.resolve()}",
        "--adopt-copy",
    )
    refused(arena("resume", run_id, "--store", str(original)), "was moved to")
    assert arena("pending", "--json", "--store", str(original)).exit_code == 0
