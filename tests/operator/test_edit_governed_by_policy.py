"""An edit is governed like a request for the edited call (outside tester 11, finding 2): an
operator whose roles the rule for R-400 does not grant was refused a request *for* R-400, yet
``arena approve REQ --edit room_id=R-400`` (and the web inbox's edit form) was accepted and
booked. The policy is now matched against the edited call's checked fields — its arguments, and
what the arena's describer derives from them (``seats``) — and the edit is refused (exit 2 /
HTTP 403) naming the rule and the role it needs; an allowed edit is audited under the edited
call's rule."""

from __future__ import annotations

import asyncio
import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from arena.adapters.base import ask_for_approval
from arena.cli import main
from arena.context import RunContext
from arena.identity import Unauthorized, add_operator, operator, operator_identity
from arena.inbox import decide
from arena.policy import load_policy
from arena.runner import human_answerer, run_item
from arena.runs.recorder import recording
from arena.settings import RunSettings
from arena.store import SQLiteStore
from arena.types import Turn
from login_support import os_user
from store_support import APPROVED, ENDPOINT, Booker, let_go_at_the_end

POLICY = """\
version: e-1
rules:
  - name: atrium
    tools: [book_room]
    when: ["room_id == R-400"]
    roles: [finance]
  - name: big-rooms
    tools: [book_room]
    when: ["seats >= 14"]
    roles: [execs]
  - name: rest
    roles: [facilities]
"""


class AskFor(Booker):
    """Searches Wednesday for 6 people, asks to book ``room`` and stops."""

    def __init__(self, room: str) -> None:
        self.room = room

    async def start(self, user_input: str, ctx: RunContext) -> Turn:
        from arena.tools.rooms import search_rooms

        search_rooms(capacity=6, day="wednesday")
        ask_for_approval(
            ctx,
            action="request_approval",
            args={"summary": f"Book {self.room} for 6 people on Wednesday"},
            native_id="gate-1",
        )
        return ctx.finish("waiting", message=f"May I book {self.room}?")


@pytest.fixture
def db(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    for name in ("ARENA_POLICY", "ARENA_ENV", "ARENA_STORE"):
        monkeypatch.delenv(name, raising=False)
    (tmp_path / "policy.yaml").write_text(POLICY)  # next to the store: stamped on each request
    return tmp_path / "arena.db"


@pytest.fixture
def store(db: Path) -> Iterator[SQLiteStore]:
    s = SQLiteStore(db)
    policy = load_policy(db.parent / "policy.yaml")
    add_operator(s, "fac", ("facilities",), ("root",), policy=policy)
    add_operator(s, "fin", ("finance",), ("fin",), policy=policy)
    add_operator(s, "boss", ("facilities", "finance", "execs"), ("boss",), policy=policy)
    yield s
    s.close()


def waiting(store: SQLiteStore, room: str = "R-102") -> str:
    result = asyncio.run(
        run_item(
            AskFor(room),
            APPROVED,
            ENDPOINT,
            settings=RunSettings(mode="human"),
            record=recording(store, tools_module="arena.tools.rooms"),
            answerer=human_answerer,
        )
    )
    assert result.status == "waiting", result.trace.error
    let_go_at_the_end(result.run_id)  # live here until the test ends
    request = store.requests(result.run_id)[0]
    if room == "R-102":
        assert request.request.details["policy"]["rule"] == "rest"  # Aspen: facilities
    return request.id


def arena(db: Path, *args: str, user: str = "root") -> Result:
    with os_user(user):
        return CliRunner().invoke(main, [*args, "--store", str(db)], catch_exceptions=False)


def dump(db: Path) -> list[str]:
    return list(sqlite3.connect(db).iterdump())


#: (what the operator types, the rule the edited call falls under, the role it needs)
REFUSED = [
    ("room_id=R-400", "atrium", "finance"),  # the tester's: the room a rule names
    ("room_id=atrium", "atrium", "finance"),  # the room by its name binds to R-400
    ("room_id=r-400", "atrium", "finance"),
    ("room_id=R-305", "big-rooms", "execs"),  # seats 14: read from the edited room, not the asked
]


@pytest.mark.parametrize(("edit", "rule", "role"), REFUSED)
def test_an_edit_into_a_call_whose_rule_needs_another_role_is_refused(
    store: SQLiteStore, db: Path, edit: str, rule: str, role: str
) -> None:
    rid = waiting(store)
    before = dump(db)
    result = arena(db, "approve", rid, "--edit", edit)
    assert result.exit_code == 2, result.output
    said = result.stderr
    assert f"rule {rule}" in said and role in said and "fac" in said, said
    assert dump(db) == before and store.request(rid).response is None
    assert store.votes(rid) == []


def test_a_request_for_that_room_is_refused_the_same_way(store: SQLiteStore, db: Path) -> None:
    """What the edit is measured against: the same operator, asked for R-400 directly."""
    rid = waiting(store, "R-400")
    assert store.request(rid).request.details["policy"]["rule"] == "atrium"
    result = arena(db, "approve", rid)
    assert result.exit_code == 2 and "rule atrium" in result.stderr and "finance" in result.stderr


def test_an_edit_the_edited_calls_rule_allows_is_taken_and_audited_under_that_rule(
    store: SQLiteStore, db: Path
) -> None:
    rid = waiting(store)
    ok = arena(db, "approve", rid, "--edit", "room_id=R-400", user="boss")
    assert ok.exit_code == 0, ok.output
    answer = store.request(rid).response
    assert answer is not None and dict(answer.edited_args or {}) == {"room_id": "R-400"}
    edited = [
        e for e in store.history(store.request(rid).run_id) if e.transition.endswith("edited")
    ]
    assert len(edited) == 1 and "rule atrium" in (edited[0].note or ""), edited


def test_an_edit_within_the_same_rule_is_still_taken(store: SQLiteStore, db: Path) -> None:
    rid = waiting(store)
    ok = arena(db, "approve", rid, "--edit", "room_id=R-204")  # Cedar, 8 seats: rule rest
    assert ok.exit_code == 0, ok.output
    answer = store.request(rid).response
    assert answer is not None and dict(answer.edited_args or {}) == {"room_id": "R-204"}
    notes = [e.note or "" for e in store.history(store.request(rid).run_id)]
    assert any("rule rest" in n for n in notes), notes


def test_the_request_own_rule_still_binds_an_edit(store: SQLiteStore, db: Path) -> None:
    """fin may approve R-400, but not this request (rule rest: facilities): both rules hold."""
    rid = waiting(store)
    result = arena(db, "approve", rid, "--edit", "room_id=R-400", user="fin")
    assert result.exit_code == 2 and "rule rest" in result.stderr, result.output
    assert store.request(rid).response is None


def test_from_python_too(store: SQLiteStore, db: Path) -> None:
    rid = waiting(store)
    policy = load_policy(db.parent / "policy.yaml")
    me = operator_identity(operator(store, "fac"))
    with pytest.raises(Unauthorized, match=r"rule atrium.*finance"):
        decide(store, rid, me, "edit", edits={"room_id": "R-400"}, policy=policy)
    assert store.request(rid).response is None
