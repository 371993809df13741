"""An edit of a gate whose approval binds no call is refused, everywhere (tester 11, finding 6).

A gate no proposer covers (``ask_manager(summary)`` of a user's own agent) authorises one call of
any consequential tool with any arguments. An eval's edit of its summary was answered "APPROVED
with edited arguments" and the original call ran; an operator's edit was recorded as an edit.
Nothing an edit says binds the agent there, so it is refused naming both calls' arguments and
the fix (register a proposer); a plain approval and a denial still work.
"""

from __future__ import annotations

import asyncio
import html
import re
from collections.abc import Sequence
from pathlib import Path

import pytest
from click.testing import CliRunner, Result
from starlette.testclient import TestClient

from arena.adapters.base import ask_for_approval
from arena.cli import main
from arena.context import RunContext
from arena.edit_scope import binds_no_call
from arena.errors import InvalidAnswer
from arena.identity import Identity
from arena.inbox import decide
from arena.policy import load_policy
from arena.runner import human_answerer, run_item
from arena.runs.recorder import recording
from arena.settings import RunSettings
from arena.store import SQLiteStore, Store
from arena.tools.rooms import search_rooms
from arena.types import InputResponse, Turn
from arena.web import create_app
from login_support import os_user
from store_support import APPROVED, ENDPOINT, let_go_at_the_end
from web_support import make_team

ME = Identity(name="alice", roles=("ops",), interface="python", verified=False)


class AsksAManager:
    """Search, then ask a gate no proposer covers (``ask_manager``), and stop."""

    name = "asks-a-manager"

    async def start(self, user_input: str, ctx: RunContext) -> Turn:
        search_rooms(capacity=6, day="tuesday")
        ask_for_approval(
            ctx,
            action="ask_manager",
            args={"summary": "Book R-102 (Aspen) for 6 people on Tuesday"},
            native_id="gate-1",
            preview="May I book Aspen?",
        )
        return ctx.finish("waiting", message="May I book Aspen?")

    async def resume(self, responses: Sequence[InputResponse], ctx: RunContext) -> Turn:
        for request, response in ctx.accept_responses(responses):
            ctx.resolve(request, response)
        return ctx.finish("completed", message="Done.")


def _waiting(store: Store) -> str:
    result = asyncio.run(
        run_item(
            AsksAManager(),
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
    assert binds_no_call(request.request)
    return request.id


def _cli(*args: str) -> Result:
    env = {"ARENA_POLICY": None, "ARENA_ENV": None, "ARENA_STORE": None, "COLUMNS": "300"}
    with os_user("root"):
        return CliRunner().invoke(main, list(args), env=env, catch_exceptions=False)


def _refused(said: str) -> None:
    """The refusal: the gate binds no call, how to make it bindable, both calls' arguments."""
    assert "binds no call" in said, said
    assert "proposes=" in said and "proposer" in said, said
    assert "ask_manager takes summary" in said, said
    assert "book_room takes room_id" in said, said


@pytest.mark.parametrize("edit", ["room_id=R-204", "room_id=cedar", "room_id=R-102"])
def test_the_cli_refuses_an_edit_of_a_gate_that_binds_no_call(tmp_path: Path, edit: str) -> None:
    db = tmp_path / "arena.db"
    store = SQLiteStore(db)
    try:
        rid = _waiting(store)
        done = _cli("approve", rid, "--edit", edit, "--store", str(db))
        assert done.exit_code == 2, done.output
        _refused(done.stderr)
        assert store.request(rid).response is None
        plain = _cli("approve", rid, "--store", str(db))  # a plain approval still works
        assert plain.exit_code == 0, plain.output
    finally:
        store.close()


@pytest.mark.parametrize("edits", [{"room_id": "R-204"}, {"room_id": "Maple"}])
def test_python_refuses_it(tmp_path: Path, edits: dict[str, str]) -> None:
    store = SQLiteStore(tmp_path / "arena.db")
    try:
        rid = _waiting(store)
        with pytest.raises(InvalidAnswer) as caught:
            decide(store, rid, ME, "edit", edits=edits)
        _refused(str(caught.value))
        assert store.request(rid).response is None
        decide(store, rid, ME, "deny", reason="not this week")  # a denial still works
    finally:
        store.close()


def test_the_inbox_refuses_it(tmp_path: Path) -> None:
    team = make_team(tmp_path)
    try:
        rid = _waiting(team.store)
        app = create_app(team.store, policy=load_policy(team.policy_path))
        client = TestClient(app, base_url="http://127.0.0.1:8765")
        client.post("/login", data={"token": team.tokens["alice"]}, follow_redirects=False)
        csrf = re.search(r'name="csrf" value="([^"]+)"', client.get("/").text)
        assert csrf is not None
        posted = client.post(
            f"/requests/{rid}", data={"decision": "edit", "csrf": csrf[1], "arg:room_id": "R-204"}
        )
        assert posted.status_code == 400, posted.text
        _refused(html.unescape(posted.text))
        assert team.store.request(rid).response is None
    finally:
        team.store.close()
