"""``arena history`` says what an operator's edit changed (outside team evals44: an operator ran
``arena approve REQ --edit room_id=Maple --note "Cedar is being painted"`` from another folder,
and the run's trail read only ``request.edited · by alice · cli: Cedar is being painted``: the
room approved, and the one asked for, were in no entry; ``--json`` had no field for them)."""

from __future__ import annotations

import json
import re
import subprocess
from pathlib import Path

from arena.store import SQLiteStore
from cli_support import BIN, user_env
from store_support import start_waiting


def arena(cwd: Path, *args: str) -> str:
    env = user_env()
    env["COLUMNS"] = "80"
    done = subprocess.run(
        [str(BIN / "arena"), *args], cwd=cwd, env=env, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    return done.stdout


def waiting(tmp_path: Path) -> tuple[Path, str, str, Path]:
    db = tmp_path / "arena.db"
    store = SQLiteStore(db)
    run_id = start_waiting(store)
    record = store.requests(run_id)[0]
    store.close()
    cwd = tmp_path / "hours-later"
    cwd.mkdir()
    return db, run_id, record.id, cwd


def test_history_names_the_edited_call_and_the_asked_one(tmp_path: Path) -> None:
    db, run_id, request_id, cwd = waiting(tmp_path)
    flag = ("--store", str(db))
    store = SQLiteStore(db)
    asked = store.requests(run_id)[0].request.details["binds"]["authorises"]
    store.close()
    assert "R-210" not in asked  # the edit below changes the room
    arena(
        cwd,
        "approve",
        request_id,
        "--edit",
        "room_id=Maple",
        "--as",
        "alice",
        "--note",
        "Cedar is being painted",
        *flag,
    )
    text = re.sub(r"\s+", " ", arena(cwd, "history", run_id, *flag))
    assert "request.edited" in text and "Cedar is being painted" in text, text
    assert "edited: authorises book_room(room_id='R-210')" in text, text
    assert f"not as asked: {asked}" in text, text
    for line in arena(cwd, "history", run_id, *flag).splitlines():
        assert len(line) <= 80, line
    entries = json.loads(arena(cwd, "history", run_id, "--json", *flag))
    (edited,) = [e for e in entries if e["transition"] == "request.edited"]
    assert edited["request_id"] == request_id
    assert "book_room(room_id='R-210')" in edited["edited"], edited
    assert asked in edited["edited"], edited


def test_plain_approval_and_denial_say_no_edit(tmp_path: Path) -> None:
    db, run_id, request_id, cwd = waiting(tmp_path)
    flag = ("--store", str(db))
    arena(cwd, "deny", request_id, "--reason", "budget freeze", "--as", "bob", *flag)
    text = re.sub(r"\s+", " ", arena(cwd, "history", run_id, *flag))
    assert "request.denied" in text and "budget freeze" in text, text
    assert "edited:" not in text, text
    entries = json.loads(arena(cwd, "history", run_id, "--json", *flag))
    assert all(e["edited"] is None for e in entries), entries
