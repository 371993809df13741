"""An edit names a value the tool can take, and the edited call is the one approved (tester3
finding 7).

``arena approve REQ --edit room_id=R-999`` was accepted (only the type, ``str``, was checked); the
resumed agent's ``book_room(room_id='R-999')`` was then blocked "because the approval it could
match was already used or named no such call" — false: the edit was re-read through the gate's
proposer (the room named in a summary), which knows no R-999, so the approval bound no call. The
gate call's recorded arguments also became the edit's (``{'room_id': ...}``), losing its summary.

Now: a value outside the tools module's ``ARG_CHOICES`` is refused at approve time with the list;
an edit binds the gated tool's edited call exactly (so a value no list covers runs, and the tool
itself says what is wrong); the gate call keeps its own arguments; and a blocked call's reason
says which of "not the approved call", "named no such call", "already used" happened.
"""

from __future__ import annotations

import asyncio
import json
import sqlite3
from collections.abc import Iterator, Sequence
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from arena.binding import Binding, authorise, digest, exactly
from arena.cli import main
from arena.context import RunContext
from arena.runs import resume_run
from arena.runs.recorder import LIVE
from arena.store import SQLiteStore
from arena.tools.rooms import ROOMS, book_room
from arena.types import Event, InputResponse, ToolCall, Turn
from login_support import os_user
from store_support import _PAUSED, Booker, start_waiting

SUMMARY = {"summary": "Book R-102 (Aspen) for 6 people on Tuesday"}


class EditBooker(Booker):
    """Books the room the answer names: the edited one when the person edited the call."""

    async def resume(self, responses: Sequence[InputResponse], ctx: RunContext) -> Turn:
        matched = ctx.accept_responses(responses)
        ctx.session.take(_PAUSED)
        for request, response in matched:
            ctx.resolve(request, response)
        response = matched[0][1]
        if not response.approved:
            return ctx.finish("completed", message="denied")
        room = (response.edited_args or {}).get("room_id", "R-102")
        try:
            said = book_room(room_id=room)
        except Exception as exc:  # the tool's own error, as a framework would pass it on
            said = str(exc)
        return ctx.finish("completed", message=said)


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


# "Juniper" was here: a room's name now binds to its id (tests/operator/test_edit_room_fit.py).
@pytest.mark.parametrize("value", ["R-999", "R-1010", "Jupiter", "R-10"])
def test_an_edit_to_a_value_the_tool_does_not_know_is_refused_with_the_list(
    store: SQLiteStore, db: Path, value: str
) -> None:
    request_id = store.requests(start_waiting(store))[0].id
    before = dump(db)
    result = arena("approve", request_id, "--edit", f"room_id={value}", "--store", str(db))
    assert result.exit_code == 2, result.output
    assert result.stderr.count("\n") == 1 and result.stderr.startswith("error: "), result.stderr
    assert value in result.stderr and "room_id" in result.stderr
    assert all(room.id in result.stderr for room in ROOMS), result.stderr
    assert dump(db) == before and store.request(request_id).response is None


def test_an_edit_spelled_another_way_binds_the_value_as_the_tool_knows_it(
    store: SQLiteStore, db: Path
) -> None:
    request_id = store.requests(start_waiting(store))[0].id
    done = arena("approve", request_id, "--edit", "room_id= r-204", "--store", str(db))
    assert done.exit_code == 0, done.output
    shown = json.loads(arena("show", request_id, "--json", "--store", str(db)).stdout)
    assert shown["binds"]["args"] == {"room_id": "R-204"}


def resumed(store: SQLiteStore, response: InputResponse) -> tuple[list[ToolCall], list[ToolCall]]:
    run_id = store.request(response.request_id).run_id
    store.answer(response)
    LIVE.pop(run_id, None)
    result = asyncio.run(resume_run(run_id, store, adapter=EditBooker()))
    calls = result.trace.tool_calls
    return (
        [c for c in calls if c.tool == "request_approval"],
        [c for c in calls if c.tool == "book_room"],
    )


@pytest.mark.parametrize("room", ["R-305", "R-204"])
def test_the_edited_call_runs_and_the_gate_call_keeps_its_own_arguments(
    store: SQLiteStore, db: Path, room: str
) -> None:
    request_id = store.requests(start_waiting(store))[0].id
    assert (
        arena("approve", request_id, "--edit", f"room_id={room}", "--store", str(db)).exit_code == 0
    )
    LIVE.pop(store.request(request_id).run_id, None)
    result = asyncio.run(resume_run(store.request(request_id).run_id, store, adapter=EditBooker()))
    gate = [c for c in result.trace.tool_calls if c.tool == "request_approval"]
    booked = [c for c in result.trace.tool_calls if c.tool == "book_room"]
    assert [dict(c.args) for c in gate] == [SUMMARY]
    assert [(c.status, dict(c.args)) for c in booked] == [("ok", {"room_id": room})]


def test_an_edited_value_the_gate_cannot_read_is_still_the_call_approved(
    store: SQLiteStore,
) -> None:
    """An edit that reached the run unchecked (another front end, a tools module that lists no
    choices): the approved call runs and the tool says what is wrong — it is not blocked as if
    no approval named it."""
    request_id = store.requests(start_waiting(store))[0].id
    edit = InputResponse(request_id=request_id, edited_args={"room_id": "R-999"})
    gate, booked = resumed(store, edit)
    assert [dict(c.args) for c in gate] == [SUMMARY]
    assert [(c.status, dict(c.args)) for c in booked] == [("failed", {"room_id": "R-999"})]
    assert "unknown room" in booked[0].result and "blocked" not in booked[0].result


def approved(request_id: str, bound: Binding) -> Event:
    return Event(
        type="input.responded",
        leg=2,
        seq=1,
        data={"request_id": request_id, "binds": bound.to_dict()},
    )


def test_a_blocked_call_says_why_it_was_blocked() -> None:
    call = {"room_id": "R-204"}
    vague = Binding(excludes=("book_room",), note="the request does not say which room")
    _, why = authorise([approved("req_a", vague)], [], "book_room", call)
    assert "names no book_room call" in why and "does not say which room" in why
    assert "already used" not in why

    exact = exactly("book_room", call)
    used = ToolCall(
        call_id="c1",
        seq=3,
        leg=2,
        tool="book_room",
        args=call,
        status="ok",
        result="ok",
        request_id="req_b",
    )
    _, why = authorise([approved("req_b", exact)], [used], "book_room", call)
    assert "already used" in why and "req_b" in why and "names no" not in why

    _, why = authorise([approved("req_c", exact)], [], "book_room", {"room_id": "R-305"})
    assert "not the call a person approved" in why and "R-204" in why
    assert authorise([approved("req_c", exact)], [], "book_room", call)[0] == "req_c"
    assert digest("book_room", call) == exact.sha256

    _, why = authorise([], [], "book_room", call)
    assert "no person approved it" in why
