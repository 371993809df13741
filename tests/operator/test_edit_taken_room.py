"""An operator's edit to a room the schedule has taken that day is refused, naming the free rooms
(outside tester 5, finding 3): ``arena approve REQ --edit room_id=R-204`` was accepted when the
run's own search showed R-204 not free on Thursday; ``book_room`` has no day, so it answered
``CONFIRMED`` and the operator double-booked. The same edit from the web inbox and from Python
(:mod:`arena.inbox`) is refused the same way; nothing is written."""

from __future__ import annotations

import asyncio
import html
import re
import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner, Result
from starlette.testclient import TestClient

from arena.adapters.base import ask_for_approval
from arena.cli import main
from arena.context import RunContext
from arena.errors import InvalidAnswer
from arena.identity import Identity
from arena.inbox import decide
from arena.policy import load_policy
from arena.runner import human_answerer, run_item
from arena.runs.recorder import recording
from arena.settings import RunSettings
from arena.store import SQLiteStore
from arena.tools.rooms import ROOMS, _busy, available, search_rooms
from arena.types import Turn
from arena.web import create_app
from login_support import os_user
from store_support import APPROVED, ENDPOINT, Booker, let_go_at_the_end
from web_support import Team, make_team


class DayBooker(Booker):
    """Searches ``day`` for ``people``, asks to book ``room`` and stops."""

    def __init__(self, day: str | None, room: str, people: int = 6) -> None:
        self.day, self.room, self.people = day, room, people

    async def start(self, user_input: str, ctx: RunContext) -> Turn:
        if self.day is not None:
            search_rooms(capacity=self.people, day=self.day)
        when = f" on {self.day.title()}" if self.day else ""
        ask_for_approval(
            ctx,
            action="request_approval",
            args={"summary": f"Book {self.room} for {self.people} people{when}"},
            native_id="gate-1",
        )
        return ctx.finish("waiting", message=f"May I book {self.room}?")


def waiting(store: SQLiteStore, day: str | None, room: str, people: int = 6) -> str:
    result = asyncio.run(
        run_item(
            DayBooker(day, room, people),
            APPROVED,
            ENDPOINT,
            settings=RunSettings(mode="human"),
            record=recording(store, tools_module="arena.tools.rooms"),
            answerer=human_answerer,
        )
    )
    assert result.status == "waiting", result.trace.error
    let_go_at_the_end(result.run_id)  # live here until the test ends
    return store.requests(result.run_id)[0].id


def taken(day: str) -> list[str]:
    return [r.id for r in ROOMS if _busy(r, day)]


def free(day: str, people: int) -> list[str]:
    return [r.id for r in available(people, day)]


#: (day, a room taken that day, the room the agent asked for, a free room to edit to)
CASES = [
    ("thursday", "R-204", "R-400", "R-400"),  # the tester's: only the Atrium is free for 7
    ("tuesday", "R-400", "R-102", "R-210"),
    ("monday", "r-305", "R-210", "R-210"),  # spelled another way: still R-305, still taken
    ("friday", "R-204", "R-102", "R-305"),
]


@pytest.fixture
def db(tmp_path: Path) -> Path:
    return tmp_path / "arena.db"


@pytest.fixture
def store(db: Path) -> Iterator[SQLiteStore]:
    s = SQLiteStore(db)
    yield s
    s.close()


def arena(*args: str) -> Result:
    env = {"ARENA_POLICY": None, "ARENA_ENV": None, "ARENA_STORE": None}
    with os_user("root"):
        return CliRunner().invoke(main, list(args), env=env, catch_exceptions=False)


def dump(db: Path) -> list[str]:
    return list(sqlite3.connect(db).iterdump())


def test_the_cases_are_what_the_schedule_says() -> None:
    for day, busy, asked, other in CASES:
        assert busy.upper() in taken(day) and asked not in taken(day) and other not in taken(day)


@pytest.mark.parametrize(("day", "busy", "asked", "other"), CASES)
def test_an_edit_to_a_room_taken_that_day_is_refused_naming_the_free_rooms(
    store: SQLiteStore, db: Path, day: str, busy: str, asked: str, other: str
) -> None:
    people = 7 if day == "thursday" else 6
    request_id = waiting(store, day, asked, people)
    before = dump(db)
    result = arena("approve", request_id, "--edit", f"room_id={busy}", "--store", str(db))
    assert result.exit_code == 2, result.output
    assert result.stderr.count("\n") == 1 and result.stderr.startswith("error: "), result.stderr
    said = result.stderr
    assert busy.upper() in said and day.title() in said and "not free" in said
    rest = said.split("Free on", 1)[1]
    assert set(re.findall(r"R-\d+", rest)) == set(free(day, people)), said
    assert dump(db) == before and store.request(request_id).response is None
    ok = arena("approve", request_id, "--edit", f"room_id={other}", "--store", str(db))
    assert ok.exit_code == 0, ok.output
    answer = store.request(request_id).response
    assert answer is not None
    if other == asked:  # the room proposed: a plain approval (tester 9, 7d)
        assert answer.option_id == "approve" and answer.edited_args is None
    else:
        assert dict(answer.edited_args or {}) == {"room_id": other}


def test_an_edit_is_refused_from_python_too(store: SQLiteStore) -> None:
    request_id = waiting(store, "thursday", "R-400", 7)
    me = Identity(name="alice", roles=("ops",), interface="python", verified=False)
    with pytest.raises(InvalidAnswer, match=r"R-204 .*not free on Thursday.*R-400"):
        decide(store, request_id, me, "edit", edits={"room_id": "R-204"})
    assert store.request(request_id).response is None


def test_without_a_day_to_check_an_edit_is_not_second_guessed(store: SQLiteStore, db: Path) -> None:
    """No search and no day in the summary: the harness cannot say the room is taken."""
    request_id = waiting(store, None, "R-102")
    ok = arena("approve", request_id, "--edit", "room_id=R-204", "--store", str(db))
    assert ok.exit_code == 0, ok.output


def test_the_web_inbox_refuses_the_same_edit(tmp_path: Path) -> None:
    team: Team = make_team(tmp_path)
    try:
        rid = waiting(team.store, "thursday", "R-400", 7)
        app = create_app(team.store, policy=load_policy(team.policy_path))
        c = TestClient(app, base_url="http://127.0.0.1:8765")
        c.post("/login", data={"token": team.tokens["alice"]}, follow_redirects=False)
        csrf = re.search(r'name="csrf" value="([^"]+)"', c.get("/").text)
        assert csrf is not None
        data = {"decision": "edit", "csrf": csrf[1], "arg:room_id": "R-204"}
        bad = c.post(f"/requests/{rid}", data=data)
        text = html.unescape(bad.text)
        assert bad.status_code == 400 and "not free on Thursday" in text and "R-400" in text
        assert team.store.request(rid).response is None
        good = c.post(f"/requests/{rid}", data={**data, "arg:room_id": "R-400"})
        assert good.status_code == 200, good.text
    finally:
        team.store.close()
