"""The web inbox decides under the same rules as ``arena approve`` (outside tester 11, findings 2
and 3): an edit is governed like a request for the edited call (the form's ``arg:room_id=R-400``
by an operator the rule for R-400 does not name was accepted, 303, and booked), and under a
quorum the page offers no edit form and a posted edit is refused (HTTP 403) — one operator
cannot decide what the rule gives to two; a plain approval counts as one vote."""

from __future__ import annotations

import asyncio
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from starlette.testclient import TestClient

from arena.adapters.base import ask_for_approval
from arena.context import RunContext
from arena.identity import add_operator, issue_token
from arena.policy import load_policy
from arena.runner import human_answerer, run_item
from arena.runs.recorder import recording
from arena.settings import RunSettings
from arena.store import SQLiteStore
from arena.types import Turn
from arena.web import create_app
from store_support import APPROVED, ENDPOINT, Booker, start_waiting

POLICY = """\
version: w-1
rules:
  - name: atrium
    tools: [book_room]
    when: ["room_id == R-400"]
    roles: [finance]
  - name: big-rooms
    tools: [book_room]
    when: ["seats >= 14"]
    roles: [execs]
  - name: pair
    when: ["day == Tuesday"]
    roles: [facilities]
    quorum: 2
  - name: rest
    roles: [facilities]
"""


class AskFor(Booker):
    """Searches Wednesday for 6 people, asks to book R-102 and stops."""

    async def start(self, user_input: str, ctx: RunContext) -> Turn:
        from arena.tools.rooms import search_rooms

        search_rooms(capacity=6, day="wednesday")
        ask_for_approval(
            ctx,
            action="request_approval",
            args={"summary": "Book R-102 for 6 people on Wednesday"},
            native_id="gate-1",
        )
        return ctx.finish("waiting", message="May I book R-102?")


def waiting(store: SQLiteStore) -> str:
    result = asyncio.run(
        run_item(
            AskFor(),
            APPROVED,
            ENDPOINT,
            settings=RunSettings(mode="human"),
            record=recording(store, tools_module="arena.tools.rooms"),
            answerer=human_answerer,
        )
    )
    assert result.status == "waiting", result.trace.error
    request = store.requests(result.run_id)[0]
    assert request.request.details["policy"]["rule"] == "rest"
    return request.id


@pytest.fixture
def db(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    for name in ("ARENA_POLICY", "ARENA_ENV", "ARENA_STORE"):
        monkeypatch.delenv(name, raising=False)
    (tmp_path / "policy.yaml").write_text(POLICY)
    return tmp_path / "arena.db"


@pytest.fixture
def store(db: Path) -> Iterator[SQLiteStore]:
    s = SQLiteStore(db)
    policy = load_policy(db.parent / "policy.yaml")
    add_operator(s, "fac", ("facilities",), ("root",), policy=policy)
    add_operator(s, "fac2", ("facilities",), ("fac2",), policy=policy)
    yield s
    s.close()


def client(store: SQLiteStore, db: Path, name: str = "fac") -> TestClient:
    policy = load_policy(db.parent / "policy.yaml")
    token = issue_token(store, name, policy=policy)
    c = TestClient(create_app(store, policy=policy), base_url="http://127.0.0.1:8765")
    c.post("/login", data={"token": token}, follow_redirects=False)
    return c


def csrf_of(text: str) -> str:
    found = re.search(r'name="csrf" value="([^"]+)"', text)
    assert found is not None
    return found[1]


def test_a_quorum_request_offers_no_edit_and_refuses_a_posted_one(
    store: SQLiteStore, db: Path
) -> None:
    rid = store.requests(start_waiting(store))[0].id  # the Booker asks for Tuesday: rule pair
    assert store.request(rid).request.details["policy"]["rule"] == "pair"
    c = client(store, db)
    page = c.get(f"/requests/{rid}")
    assert page.status_code == 200
    assert 'id="edit"' not in page.text and 'id="approve"' in page.text and 'id="deny"' in page.text
    csrf = csrf_of(page.text)
    for room in ("R-204", "Cedar"):
        data = {"decision": "edit", "csrf": csrf, "arg:room_id": room}
        bad = c.post(f"/requests/{rid}", data=data, follow_redirects=False)
        assert bad.status_code == 403, (room, bad.status_code)
    reply = c.post(
        f"/requests/{rid}",
        data={"decision": "reply", "csrf": csrf, "text": "yes, go ahead"},
        follow_redirects=False,
    )
    assert reply.status_code == 403
    assert store.request(rid).response is None and store.votes(rid) == []
    vote = c.post(
        f"/requests/{rid}", data={"decision": "approve", "csrf": csrf}, follow_redirects=False
    )
    assert vote.status_code == 303 and store.request(rid).response is None
    assert len(store.votes(rid)) == 1
    other = client(store, db, "fac2")
    second = other.post(
        f"/requests/{rid}",
        data={"decision": "approve", "csrf": csrf_of(other.get(f"/requests/{rid}").text)},
        follow_redirects=False,
    )
    assert second.status_code == 303
    answer = store.request(rid).response
    assert answer is not None and answer.option_id == "approve"


@pytest.mark.usefixtures("runs_left_live_let_go")
def test_an_edit_into_a_call_whose_rule_needs_another_role_is_403(
    store: SQLiteStore, db: Path
) -> None:
    rid = waiting(store)
    c = client(store, db)
    page = c.get(f"/requests/{rid}")
    assert page.status_code == 200 and 'id="edit"' in page.text  # rule rest allows an edit
    csrf = re.search(r'name="csrf" value="([^"]+)"', page.text)
    assert csrf is not None
    for room in ("R-400", "Atrium", "R-305"):
        data = {"decision": "edit", "csrf": csrf[1], "arg:room_id": room}
        bad = c.post(f"/requests/{rid}", data=data, follow_redirects=False)
        assert bad.status_code == 403, (room, bad.status_code)
        assert store.request(rid).response is None and store.votes(rid) == []
    good = c.post(
        f"/requests/{rid}",
        data={"decision": "edit", "csrf": csrf[1], "arg:room_id": "R-204"},
        follow_redirects=False,
    )
    assert good.status_code == 303, good.text
    answer = store.request(rid).response
    assert answer is not None and dict(answer.edited_args or {}) == {"room_id": "R-204"}
