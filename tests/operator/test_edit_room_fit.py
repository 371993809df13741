"""An operator's edit books a room the request fits in, names a room as everywhere else, and
says which argument was meant (outside tester 7, finding 4).

``arena approve REQ --edit room_id=r-101`` approved a 4-seat room for a 7-person request without
a word (``book_room`` takes no head count, so it would have confirmed it). Such an edit is now
refused, naming the rooms free that day that fit: the head count is the agent's word, so an
operator who knows it is wrong denies, saying so, rather than overriding it. ``--edit
room_id=juniper`` was refused as unknown, though a room's name stands for its id everywhere else:
it now binds to R-101. ``--edit room=R-400`` now says "did you mean 'room_id'?". The CLI, the web
inbox and :mod:`arena.inbox` share the check (:func:`arena.edits.edited_call`); an eval's
``respond(edited_args=...)`` too (tests/drive/test_drive_edits.py).
"""

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
from arena.tools.rooms import ROOMS, available, search_rooms
from arena.types import Turn
from arena.web import create_app
from login_support import os_user
from store_support import APPROVED, ENDPOINT, Booker, let_go_at_the_end
from web_support import make_team

_BY = {r.id: r for r in ROOMS} | {r.name.casefold(): r for r in ROOMS}


class DayBooker(Booker):
    """Searches ``day`` for ``people`` (no search without a day), asks to book ``room``, stops."""

    def __init__(self, day: str | None, room: str, people: int) -> None:
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


def waiting(store: SQLiteStore, day: str | None, room: str, people: int) -> str:
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


def room(spelled: str) -> str:
    found = _BY.get(spelled.strip().upper()) or _BY[spelled.strip().casefold()]
    return found.id


def fitting(day: str | None, people: int) -> set[str]:
    if day is None:
        return {r.id for r in ROOMS if r.capacity >= people}
    return {r.id for r in available(people, day)}


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


def refused(result: Result) -> str:
    assert result.exit_code == 2, result.output
    assert result.stderr.count("\n") == 1 and result.stderr.startswith("error: "), result.stderr
    return result.stderr


#: (day, people, the room the agent asked for, a room too small to edit to, one that fits)
SMALL = [
    ("tuesday", 7, "R-204", "r-101", "R-210"),  # the tester's
    ("tuesday", 7, "R-210", "Aspen", "cedar"),  # by name, both ways
    ("monday", 7, "R-210", "R-101", "R-210"),  # one room fits that day
    ("friday", 12, "R-305", "R-210", "R-400"),
    ("thursday", 5, "R-102", "R-101", "R-400"),  # too small and taken that day: both said
    (None, 9, "R-210", "R-204", "R-305"),  # no day to check: the rooms that seat 9
]


@pytest.mark.parametrize(("day", "people", "asked", "small", "fits"), SMALL)
def test_an_edit_to_a_room_too_small_for_the_request_is_refused_naming_rooms_that_fit(
    store: SQLiteStore,
    db: Path,
    day: str | None,
    people: int,
    asked: str,
    small: str,
    fits: str,
) -> None:
    request_id = waiting(store, day, asked, people)
    before = dump(db)
    said = refused(arena("approve", request_id, "--edit", f"room_id={small}", "--store", str(db)))
    seats = _BY[room(small)].capacity
    assert room(small) in said and re.search(rf"\b{seats}\b", said), said
    assert re.search(rf"\b{people}\b", said) and "people" in said, said
    assert set(re.findall(r"R-\d+", said)) == {room(small)} | fitting(day, people), said
    if day is not None:
        assert day.title() in said
    assert dump(db) == before and store.request(request_id).response is None
    ok = arena("approve", request_id, "--edit", f"room_id={fits}", "--store", str(db))
    assert ok.exit_code == 0, ok.output
    answer = store.request(request_id).response
    assert answer is not None
    if room(fits) == room(asked):  # the room proposed: a plain approval (tester 9, 7d)
        assert answer.option_id == "approve" and answer.edited_args is None
    else:
        assert dict(answer.edited_args or {}) == {"room_id": room(fits)}


def test_a_room_that_fits_exactly_is_not_second_guessed(store: SQLiteStore, db: Path) -> None:
    request_id = waiting(store, "tuesday", "R-204", 4)
    ok = arena("approve", request_id, "--edit", "room_id=R-101", "--store", str(db))
    assert ok.exit_code == 0, ok.output


def test_without_a_head_count_a_small_room_is_not_second_guessed(
    store: SQLiteStore, db: Path
) -> None:
    """No search and no count in the summary: nothing says the room is too small."""
    result = asyncio.run(
        run_item(
            _NoCount(),
            APPROVED,
            ENDPOINT,
            settings=RunSettings(mode="human"),
            record=recording(store, tools_module="arena.tools.rooms"),
            answerer=human_answerer,
        )
    )
    request_id = store.requests(let_go_at_the_end(result.run_id))[0].id
    ok = arena("approve", request_id, "--edit", "room_id=R-101", "--store", str(db))
    assert ok.exit_code == 0, ok.output


class _NoCount(Booker):
    async def start(self, user_input: str, ctx: RunContext) -> Turn:
        ask_for_approval(
            ctx, action="request_approval", args={"summary": "Book R-204"}, native_id="g"
        )
        return ctx.finish("waiting", message="May I book R-204?")


@pytest.mark.parametrize(
    ("spelled", "day", "people"),
    [("juniper", "tuesday", 3), (" Sequoia ", "tuesday", 7), ("CEDAR", "friday", 2)],
)
def test_a_room_given_by_name_binds_to_its_id(
    store: SQLiteStore, db: Path, spelled: str, day: str, people: int
) -> None:
    request_id = waiting(store, day, "R-400", people)
    ok = arena("approve", request_id, "--edit", f"room_id={spelled}", "--store", str(db))
    if spelled == "CEDAR":  # Cedar is taken on Friday: refused as R-204, by its id
        said = refused(ok)
        assert "R-204" in said and "Friday" in said
        return
    assert ok.exit_code == 0, ok.output
    answer = store.request(request_id).response
    assert answer is not None and dict(answer.edited_args or {}) == {"room_id": room(spelled)}


def test_an_unknown_room_name_is_refused_listing_ids_with_their_names(
    store: SQLiteStore, db: Path
) -> None:
    request_id = waiting(store, "tuesday", "R-204", 3)
    said = refused(arena("approve", request_id, "--edit", "room_id=Jupiter", "--store", str(db)))
    assert "Jupiter" in said
    for r in ROOMS:  # the ids, and the names that stand for them
        assert r.id in said and r.name in said
    assert store.request(request_id).response is None


@pytest.mark.parametrize("name", ["room", "roomid", "Room_ID", "rom_id", "room-id"])
def test_an_unknown_argument_name_gets_a_did_you_mean(
    store: SQLiteStore, db: Path, name: str
) -> None:
    request_id = waiting(store, "tuesday", "R-204", 3)
    said = refused(arena("approve", request_id, "--edit", f"{name}=R-400", "--store", str(db)))
    assert repr(name) in said and "did you mean 'room_id'" in said, said
    assert store.request(request_id).response is None


def test_an_unrelated_argument_name_gets_no_guess(store: SQLiteStore, db: Path) -> None:
    request_id = waiting(store, "tuesday", "R-204", 3)
    said = refused(arena("approve", request_id, "--edit", "colour=blue", "--store", str(db)))
    assert "'colour'" in said and "did you mean" not in said and "room_id" in said, said


def test_python_refuses_and_binds_the_same(store: SQLiteStore) -> None:
    request_id = waiting(store, "tuesday", "R-204", 7)
    me = Identity(name="alice", roles=("ops",), interface="python", verified=False)
    with pytest.raises(InvalidAnswer, match=r"R-101.*\b4\b.*\b7 people"):
        decide(store, request_id, me, "edit", edits={"room_id": "R-101"})
    with pytest.raises(InvalidAnswer, match=r"did you mean 'room_id'"):
        decide(store, request_id, me, "edit", edits={"room": "R-305"})
    assert store.request(request_id).response is None
    decide(store, request_id, me, "edit", edits={"room_id": "maple"})
    answer = store.request(request_id).response
    assert answer is not None and dict(answer.edited_args or {}) == {"room_id": "R-210"}


def test_the_web_inbox_refuses_and_binds_the_same(tmp_path: Path) -> None:
    team = make_team(tmp_path)
    try:
        rid = waiting(team.store, "tuesday", "R-204", 7)
        app = create_app(team.store, policy=load_policy(team.policy_path))
        c = TestClient(app, base_url="http://127.0.0.1:8765")
        c.post("/login", data={"token": team.tokens["alice"]}, follow_redirects=False)
        csrf = re.search(r'name="csrf" value="([^"]+)"', c.get("/").text)
        assert csrf is not None
        data = {"decision": "edit", "csrf": csrf[1]}
        small = c.post(f"/requests/{rid}", data={**data, "arg:room_id": "R-101"})
        text = html.unescape(small.text)
        assert small.status_code == 400 and "R-101" in text and "7 people" in text, text
        assert {"R-204", "R-210", "R-305"} <= set(re.findall(r"R-\d+", text))
        typo = c.post(f"/requests/{rid}", data={**data, "arg:room": "R-305"})
        assert typo.status_code == 400 and "did you mean 'room_id'" in html.unescape(typo.text)
        assert team.store.request(rid).response is None
        good = c.post(f"/requests/{rid}", data={**data, "arg:room_id": "sequoia"})
        assert good.status_code == 200, good.text
        answer = team.store.request(rid).response
        assert answer is not None and dict(answer.edited_args or {}) == {"room_id": "R-305"}
    finally:
        team.store.close()
