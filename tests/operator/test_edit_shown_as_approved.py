"""After an edit, `arena show` (and --json binds) still said approving authorises the *proposed*
call, though the edited one was approved and booked; the resume's off-script note called the edit
"text" (tester, seed 003). Both now name the edited call."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from arena.binding import digest
from arena.cli import main
from arena.operator import off_script
from arena.runs import resume_run
from arena.runs.recorder import LIVE
from arena.store import SQLiteStore
from login_support import os_user
from store_support import Booker, start_waiting


@pytest.fixture
def db(tmp_path: Path) -> Path:
    return tmp_path / "arena.db"


@pytest.fixture
def store(db: Path) -> Iterator[SQLiteStore]:
    s = SQLiteStore(db)
    yield s
    s.close()


def arena(*args: str) -> Result:
    env = {"ARENA_POLICY": None, "ARENA_ENV": None, "COLUMNS": "300"}
    with os_user("root"):
        return CliRunner().invoke(main, list(args), env=env, catch_exceptions=False)


def edited(store: SQLiteStore, db: Path) -> tuple[str, str, dict[str, object]]:
    run_id = start_waiting(store)
    request_id = store.requests(run_id)[0].id
    asked = json.loads(arena("show", request_id, "--json", "--store", str(db)).stdout)["binds"]
    assert asked["args"] != {"room_id": "R-305"}
    done = arena(
        "approve", request_id, "--edit", "room_id=R-305", "--as", "alice", "--store", str(db)
    )
    assert done.exit_code == 0, done.output
    # the confirmation names what the approval now authorises, not the call as asked (tester 4)
    assert "authorises book_room(room_id='R-305') once" in done.stdout, done.stdout
    assert done.stdout.index("R-305") < done.stdout.index("not as asked"), done.stdout
    LIVE.pop(run_id, None)
    return run_id, request_id, asked


def test_show_says_the_edited_call_is_what_the_approval_authorises(
    store: SQLiteStore, db: Path
) -> None:
    run_id, request_id, asked = edited(store, db)
    sha = digest("book_room", {"room_id": "R-305"})
    authorises = f"book_room(room_id='R-305') once (sha256 {sha[:12]})"
    binds = json.loads(arena("show", request_id, "--json", "--store", str(db)).stdout)["binds"]
    assert binds["authorises"] == authorises
    assert (binds["tool"], binds["args"], binds["sha256"]) == (
        "book_room",
        {"room_id": "R-305"},
        sha,
    )
    assert binds["proposed"] == asked["authorises"]
    shown = arena("show", request_id, "--store", str(db)).stdout
    line = next(x for x in shown.splitlines() if x.startswith("approving"))
    assert line.split(None, 1)[1] == (
        f"authorises {authorises} — edited; as asked: {asked['authorises']}"
    )
    # ...and it is the call the resumed leg was bound by: the Booker, which books the room it
    # asked for whatever the answer, is refused R-102 (only R-305 was approved).
    result = asyncio.run(resume_run(run_id, store, adapter=Booker()))
    responded = next(e for e in result.trace.events if e.type == "input.responded")
    assert responded.data["binds"]["sha256"] == sha
    booked = [c for c in result.trace.tool_calls if c.tool == "book_room"]
    assert [(c.status, dict(c.args)) for c in booked] == [("blocked", asked["args"])]


def test_the_off_script_note_calls_an_edit_an_edit(store: SQLiteStore, db: Path) -> None:
    run_id, _, _ = edited(store, db)
    asyncio.run(resume_run(run_id, store, adapter=Booker()))
    note = off_script(store.run(run_id).origin.item, store.events(run_id))
    assert note == (
        "answered edit (room_id='R-305') where item approve-me expects approve: "
        "its checks assume that"
    )
