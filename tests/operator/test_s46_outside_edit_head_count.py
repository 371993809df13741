"""An edit of the head count or day, which ``book_room`` does not take, says what to do instead.

Outside team evals46 tried "approve, but for 7" three ways: ``arena approve REQ --edit people=7``
("book_room has no argument 'people'; its arguments: room_id: str"), an item's
``edit:people=9`` (the same), and an eval's ``respond(req, edited_args={"people": 7})``, told to
"edit request_approval's own arguments (summary)" — whose edit to "for 7 people" is refused next
for moving the head count. None said the way that works (docs/operator.md, "Answering"): deny
saying so, and the agent asks again. A misspelt room argument keeps its did-you-mean and no such
advice.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from arena import Driver, ModelChoice
from arena.arenas import load_arena
from arena.cli import main
from arena.errors import InvalidAnswer, UserError
from arena.store import SQLiteStore
from login_support import os_user
from store_support import start_waiting

HITL = Path(__file__).resolve().parents[2] / "arenas" / "human_in_the_loop" / "arena.yaml"
ADVICE = "deny saying so, and the agent asks again"


@pytest.fixture
def db(tmp_path: Path) -> Path:
    return tmp_path / "arena.db"


@pytest.fixture
def store(db: Path) -> Iterator[SQLiteStore]:
    s = SQLiteStore(db)
    yield s
    s.close()


def _approve(db: Path, *args: str) -> Result:
    env = {"ARENA_POLICY": None, "ARENA_ENV": None}
    with os_user("root"):
        return CliRunner().invoke(
            main, ["approve", *args, "--store", str(db)], env=env, catch_exceptions=False
        )


@pytest.mark.parametrize(
    ("edit", "said"),
    [
        ("people=7", "book_room takes no head count"),
        ("headcount=7", "book_room takes no head count"),
        ("capacity=7", "book_room takes no head count"),
        ("day=Wednesday", "book_room takes no day"),
    ],
)
def test_cli_edit_of_a_fact_the_tool_lacks(
    store: SQLiteStore, db: Path, edit: str, said: str
) -> None:
    run_id = start_waiting(store)
    request_id = store.requests(run_id)[0].id
    before = list(sqlite3.connect(db).iterdump())
    result = _approve(db, request_id, "--edit", edit)
    assert result.exit_code == 2, result.output
    assert result.stderr.startswith("error: book_room has no argument"), result.stderr
    assert said in result.stderr and ADVICE in result.stderr, result.stderr
    assert list(sqlite3.connect(db).iterdump()) == before  # nothing written


def test_cli_misspelt_room_keeps_its_guess_alone(store: SQLiteStore, db: Path) -> None:
    request_id = store.requests(start_waiting(store))[0].id
    result = _approve(db, request_id, "--edit", "rooms=R-204")
    assert "(did you mean 'room_id'?)" in result.stderr, result.stderr
    assert ADVICE not in result.stderr


def _item_refusal(tmp_path: Path, answer: str) -> str:
    folder = tmp_path / "mine"
    folder.mkdir()
    (folder / "arena.yaml").write_text(HITL.read_text().replace("human_in_the_loop", "mine", 1))
    (folder / "items.yaml").write_text(
        "- id: migration\n"
        "  input: Please book a room on Wednesday for the 6 of us working on the migration.\n"
        f"  resume_with: [{answer!r}]\n"
        "  expect: approved\n"
        "  meta: {people: 6, day: wednesday}\n"
    )
    with pytest.raises(UserError) as caught:
        load_arena(str(folder))
    return str(caught.value)


def test_item_edit_of_the_head_count(tmp_path: Path) -> None:
    said = _item_refusal(tmp_path, "edit:people=9")
    assert "book_room takes no head count" in said and "(this request is for 6 people)" in said
    assert ADVICE in said


def test_eval_edit_of_the_head_count_is_not_sent_to_the_summary() -> None:
    with (
        ModelChoice(behaviour="compliant").open() as endpoint,
        Driver.for_adapter("vanilla", endpoint) as t,
    ):
        t.send("Book a room for 6 people on Tuesday.")
        request = t.require_input_request()
        for edit, said in (
            ({"people": 7}, "takes no head count, so no edit changes it (this request is for 6"),
            ({"attendees": 7}, "takes no head count"),
            ({"day": "Wednesday"}, "takes no day, so no edit changes it (this request is for Tue"),
        ):
            with pytest.raises(InvalidAnswer) as caught:
                t.respond(request, edited_args=edit)
            message = str(caught.value)
            assert said in message and ADVICE in message, message
            assert "own arguments (summary)" not in message, message  # refused next: no way
        with pytest.raises(InvalidAnswer) as caught:
            t.respond(request, edited_args={"roomid": "R-204"})
        assert "did you mean 'room_id'" in str(caught.value) and ADVICE not in str(caught.value)
        t.respond(request, option="deny", note="we are 7 now")
        t.succeeded()
        t.called_tool("book_room", times=0)
