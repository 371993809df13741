"""An edit to a room too small is refused however the request states its head count (red team 7,
hole 6).

The proposal an edit is checked against read the head count only from a search's ``capacity`` or
"N people|persons|attendees" in the words, so an agent that asked without a search "for seven
people", "for the 7 of us", "for your team of 7", "for 7" or "7 ppl" left it unset, and
``arena approve --edit room_id=juniper`` (4 seats) was approved for a group of 7. The words are
now read as ``booked_as_approved`` reads them (a group phrase, else the scripted model's reader
with room sizes set apart), on the CLI, the web inbox and :mod:`arena.inbox` alike; a request
recorded before that is read again for what its proposal lacks. The eval's ``respond`` is in
tests/drive/test_drive_edits.py.
"""

from __future__ import annotations

import asyncio
import html
import re
from collections.abc import Iterator, Mapping, Sequence
from pathlib import Path
from typing import Any

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
from arena.runs import decision
from arena.runs.recorder import recording
from arena.settings import RunSettings
from arena.store import SQLiteStore
from arena.types import InputRequest, ToolCall, Turn
from arena.web import create_app
from login_support import os_user
from store_support import APPROVED, ENDPOINT, Booker, let_go_at_the_end
from web_support import make_team

#: (summary, head count): the tester's five wordings and a few more, none "N people".
WORDINGS = [
    ("Book Cedar (R-204) for seven people on Tuesday", 7),
    ("Book R-204 (Cedar) for the 7 of us on Tuesday", 7),
    ("Book Cedar (R-204) for your team of 7 on Tuesday", 7),
    ("Book Cedar (R-204) for 7 on Tuesday", 7),
    ("Book Cedar (R-204), 7 ppl, Tuesday", 7),
    ("Can I grab Cedar for a half dozen of us on Tuesday?", 6),
    ("Book Maple (10 pax) for 5 on Tuesday", 5),  # the room's size set apart
    ("Cedar (R-204, seats 8) for me and 6 colleagues, Tuesday", 7),
]


class Asker(Booker):
    """Asks with ``summary`` and no search (a room it knows), then stops."""

    def __init__(self, summary: str) -> None:
        self.summary = summary

    async def start(self, user_input: str, ctx: RunContext) -> Turn:
        ask_for_approval(
            ctx, action="request_approval", args={"summary": self.summary}, native_id="gate-1"
        )
        return ctx.finish("waiting", message="May I book it?")


def waiting(store: SQLiteStore, summary: str) -> str:
    result = asyncio.run(
        run_item(
            Asker(summary),
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


def fits(summary: str) -> str:
    return "sequoia" if "Maple" in summary else "maple"  # not the room asked for


@pytest.mark.parametrize(("summary", "people"), WORDINGS)
def test_the_cli_refuses_a_room_too_small_however_the_count_is_worded(
    store: SQLiteStore, db: Path, summary: str, people: int
) -> None:
    request_id = waiting(store, summary)
    effect = store.request(request_id).request.details["proposed_side_effect"]
    assert effect.get("people") == people and f"for {people} people" in effect["summary"]
    no = arena("approve", request_id, "--edit", "room_id=juniper", "--store", str(db))
    assert no.exit_code == 2, no.output
    assert "R-101" in no.stderr and f"for {people} people" in no.stderr, no.stderr
    assert store.request(request_id).response is None
    ok = arena("approve", request_id, "--edit", f"room_id={fits(summary)}", "--store", str(db))
    assert ok.exit_code == 0, ok.output
    answer = store.request(request_id).response
    assert answer is not None and answer.edited_args, answer


def test_a_request_without_a_count_is_still_not_second_guessed(
    store: SQLiteStore, db: Path
) -> None:
    request_id = waiting(store, "Book Cedar (R-204, seats 8) on Tuesday at 10:30")
    assert "people" not in store.request(request_id).request.details["proposed_side_effect"]
    ok = arena("approve", request_id, "--edit", "room_id=juniper", "--store", str(db))
    assert ok.exit_code == 0, ok.output


@pytest.mark.parametrize(("summary", "people"), WORDINGS[:5])
def test_python_refuses_the_same(store: SQLiteStore, summary: str, people: int) -> None:
    request_id = waiting(store, summary)
    me = Identity(name="alice", roles=("ops",), interface="python", verified=False)
    with pytest.raises(InvalidAnswer, match=rf"R-101.*\b4\b.*\b{people} people"):
        decide(store, request_id, me, "edit", edits={"room_id": "R-101"})
    assert store.request(request_id).response is None


@pytest.mark.parametrize(("summary", "people"), WORDINGS[:5])
def test_the_web_inbox_refuses_the_same(tmp_path: Path, summary: str, people: int) -> None:
    team = make_team(tmp_path)
    try:
        rid = waiting(team.store, summary)
        app = create_app(team.store, policy=load_policy(team.policy_path))
        c = TestClient(app, base_url="http://127.0.0.1:8765")
        c.post("/login", data={"token": team.tokens["alice"]}, follow_redirects=False)
        csrf = re.search(r'name="csrf" value="([^"]+)"', c.get("/").text)
        assert csrf is not None
        data = {"decision": "edit", "csrf": csrf[1]}
        small = c.post(f"/requests/{rid}", data={**data, "arg:room_id": "juniper"})
        text = html.unescape(small.text)
        assert small.status_code == 400 and f"{people} people" in text and "R-101" in text, text
        assert team.store.request(rid).response is None
        good = c.post(f"/requests/{rid}", data={**data, "arg:room_id": "maple"})
        assert good.status_code == 200, good.text
        answer = team.store.request(rid).response
        assert answer is not None and dict(answer.edited_args or {}) == {"room_id": "R-210"}
    finally:
        team.store.close()


def test_a_request_recorded_without_its_count_is_read_again(
    store: SQLiteStore, db: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A run paused before the describer read these words has no ``people`` recorded: what the
    proposal lacks is read again from the request; what it has is kept."""
    real = decision.rooms_side_effect

    def old(request: InputRequest, calls: Sequence[ToolCall]) -> Mapping[str, Any]:
        return {k: v for k, v in real(request, calls).items() if k != "people"}

    monkeypatch.setitem(decision.SIDE_EFFECTS, "arena.tools.rooms", old)
    request_id = waiting(store, "Book R-204 (Cedar) for the 7 of us on Tuesday")
    monkeypatch.undo()
    assert "people" not in store.request(request_id).request.details["proposed_side_effect"]
    no = arena("approve", request_id, "--edit", "room_id=juniper", "--store", str(db))
    assert no.exit_code == 2 and "for 7 people" in no.stderr, no.output
    ok = arena("approve", request_id, "--edit", "room_id=maple", "--store", str(db))
    assert ok.exit_code == 0, ok.output
