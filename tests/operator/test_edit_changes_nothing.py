"""An edit that changes nothing is a plain approval; a misspelt value gets a guess (tester 9).

7d: ``arena approve REQ --edit room_id=cedar`` on a request that already proposes R-204 (Cedar)
printed "edited … not as asked: books R-204 (Cedar…)" and audited ``request.edited``, though the
call approved is the one proposed. The CLI, the web inbox, Python and an eval
(tests/drive/test_drive_edits.py) now record it as a plain approval.
7c: ``--edit room_id=Ceder`` listed every room with no "did you mean", as an argument name gets.
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner, Result
from starlette.testclient import TestClient

from arena.cli import main
from arena.errors import InvalidAnswer
from arena.identity import Identity
from arena.inbox import decide
from arena.policy import load_policy
from arena.store import SQLiteStore
from arena.web import create_app
from login_support import os_user
from store_support import start_waiting
from web_support import make_team

#: start_waiting's Booker proposes R-102 (Aspen) for 6 people on Tuesday.
AS_PROPOSED = ["R-102", " r-102 ", "Aspen", "aspen", "ASPEN"]


@pytest.fixture
def db(tmp_path: Path) -> Path:
    return tmp_path / "arena.db"


@pytest.fixture
def store(db: Path) -> Iterator[SQLiteStore]:
    s = SQLiteStore(db)
    yield s
    s.close()


def arena(*args: str) -> Result:
    env = {"ARENA_POLICY": None, "ARENA_ENV": None, "ARENA_STORE": None, "COLUMNS": "300"}
    with os_user("root"):
        return CliRunner().invoke(main, list(args), env=env, catch_exceptions=False)


def transitions(store: SQLiteStore, request_id: str) -> list[str]:
    run_id = store.request(request_id).run_id
    return [e.transition for e in store.history(run_id) if e.request_id == request_id]


def approved_plainly(store: SQLiteStore, request_id: str) -> None:
    answer = store.request(request_id).response
    assert answer is not None and answer.edited_args is None and answer.option_id == "approve"
    assert "request.approved" in transitions(store, request_id)
    assert "request.edited" not in transitions(store, request_id)


@pytest.mark.parametrize("value", AS_PROPOSED)
def test_the_cli_records_an_edit_to_the_proposed_room_as_an_approval(
    store: SQLiteStore, db: Path, value: str
) -> None:
    request_id = store.requests(start_waiting(store))[0].id
    done = arena("approve", request_id, "--edit", f"room_id={value}", "--store", str(db))
    assert done.exit_code == 0, done.output
    assert "not as asked" not in done.stdout and "edited" not in done.stdout, done.stdout
    assert done.stdout.startswith(f"approved {request_id}"), done.stdout
    approved_plainly(store, request_id)


def test_an_edit_to_another_room_is_still_an_edit(store: SQLiteStore, db: Path) -> None:
    request_id = store.requests(start_waiting(store))[0].id
    done = arena("approve", request_id, "--edit", "room_id=cedar", "--store", str(db))
    assert done.exit_code == 0 and "not as asked" in done.stdout, done.output
    answer = store.request(request_id).response
    assert answer is not None and dict(answer.edited_args or {}) == {"room_id": "R-204"}
    assert "request.edited" in transitions(store, request_id)


def test_python_records_it_as_an_approval(store: SQLiteStore) -> None:
    request_id = store.requests(start_waiting(store))[0].id
    me = Identity(name="alice", roles=("ops",), interface="python", verified=False)
    decide(store, request_id, me, "edit", edits={"room_id": "Aspen"})
    approved_plainly(store, request_id)


def test_the_web_inbox_records_it_as_an_approval(tmp_path: Path) -> None:
    team = make_team(tmp_path)
    try:
        rid = team.store.requests(start_waiting(team.store))[0].id
        app = create_app(team.store, policy=load_policy(team.policy_path))
        c = TestClient(app, base_url="http://127.0.0.1:8765")
        c.post("/login", data={"token": team.tokens["alice"]}, follow_redirects=False)
        csrf = re.search(r'name="csrf" value="([^"]+)"', c.get("/").text)
        assert csrf is not None
        done = c.post(
            f"/requests/{rid}", data={"decision": "edit", "csrf": csrf[1], "arg:room_id": "aspen"}
        )
        assert done.status_code == 200, done.text
        assert "not as asked" not in html.unescape(done.text)
        approved_plainly(team.store, rid)
    finally:
        team.store.close()


@pytest.mark.parametrize(
    ("value", "guess"),
    [("Ceder", "'Cedar', R-204"), ("sequia", "'Sequoia', R-305"), ("R-2040", "'R-204'"),
     ("Atrum", "'Atrium', R-400")],
)  # fmt: skip
def test_a_misspelt_room_gets_a_did_you_mean(
    store: SQLiteStore, db: Path, value: str, guess: str
) -> None:
    request_id = store.requests(start_waiting(store))[0].id
    result = arena("approve", request_id, "--edit", f"room_id={value}", "--store", str(db))
    assert result.exit_code == 2, result.output
    assert f"(did you mean {guess}?)" in result.stderr, result.stderr
    assert "R-101" in result.stderr and "R-400" in result.stderr  # the list is still there
    assert store.request(request_id).response is None


@pytest.mark.parametrize("value", ["Boardroom", "R-10", "R-999", "Jupiter"])
def test_a_value_close_to_none_or_to_two_gets_no_guess(store: SQLiteStore, value: str) -> None:
    request_id = store.requests(start_waiting(store))[0].id
    me = Identity(name="alice", roles=("ops",), interface="python", verified=False)
    with pytest.raises(InvalidAnswer) as caught:
        decide(store, request_id, me, "edit", edits={"room_id": value})
    assert "did you mean" not in str(caught.value) and "R-101" in str(caught.value)
