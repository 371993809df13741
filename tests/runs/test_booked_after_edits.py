"""booked_as_approved holds a booking after an edited approval to the call the edit is bound to.

An eval's ``respond(edited_args={"summary": "Cedar (R-204), Tuesday, for the 6 of us"})`` edits
the gate's own words; the approval then authorises the room those words name (the harness binds
``book_room(room_id='R-204')``, :func:`arena.binding.bind_edit`). The agent booked R-204, as
authorised, and booked_as_approved failed it: "ran with {'room_id': 'R-204'} but req_… approved
{'summary': ...}" — it compared the booking with the edited *gate* arguments. It is now held to
the call the edit is bound to (as recorded in the answer's ``binds``), so a booking of any other
room still fails. An operator's ``arena approve --edit room_id=...`` (the booked tool's own
arguments) passed before and still does. tests/drive/test_drive_edits.py has the eval's side.
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

import msgspec
import pytest
from click.testing import CliRunner, Result
from test_checks_booking import booking, item, outcome

from arena.cli import main
from arena.runner import human_answerer, run_item
from arena.runs import resume_run
from arena.runs.recorder import LIVE, recording
from arena.settings import RunSettings
from arena.store import SQLiteStore
from arena.tools import rooms
from arena.trace import Trace
from arena.types import InputResponse, Turn
from login_support import os_user
from store_support import _PAUSED, APPROVED, ENDPOINT, Booker, book_room

TUESDAY = {"people": 6, "day": "tuesday"}

#: Edited summaries that name R-204 (Cedar), in several wordings, the day and count kept.
CEDAR = [
    "Cedar (R-204), Tuesday, for the 6 of us",
    "Book R-204 (Cedar) for 6 people on Tuesday",
    "book r-204 for 6 people on tuesday",
    "Book Cedar for 6 people on Tuesday",
    "Please reserve the Cedar room on Tuesday, 6 people",
]


def _verdict(trace: Trace, meta: dict[str, Any] = TUESDAY) -> tuple[bool, str]:
    return outcome(trace, item(**meta))["booked_as_approved"]


def _without_binds(trace: Trace) -> Trace:
    """``trace`` as one recorded without the answer's ``binds``: the words are read instead."""

    def strip(turn: Turn) -> Turn:
        events = tuple(
            msgspec.structs.replace(e, data={k: v for k, v in e.data.items() if k != "binds"})
            if e.type == "input.responded"
            else e
            for e in turn.events
        )
        return msgspec.structs.replace(turn, events=events)

    return msgspec.structs.replace(trace, legs=tuple(strip(t) for t in trace.legs))


@pytest.mark.parametrize("summary", CEDAR)
def test_booking_the_room_an_edited_summary_names_passes(summary: str) -> None:
    trace = booking("R-204", edited={"summary": summary})
    answered = [e.data for e in trace.events if e.type == "input.responded"]
    assert [a["binds"]["args"] for a in answered] == [{"room_id": "R-204"}], answered
    passed, detail = _verdict(trace)
    assert passed, detail
    assert "R-204 seats 8" in detail
    # The same with the room spelt as the tool knows it, and with a trace kept without binds.
    assert _verdict(booking("r-204", edited={"summary": summary}))[0]
    passed, detail = _verdict(_without_binds(trace))
    assert passed, detail


@pytest.mark.parametrize("summary", CEDAR)
@pytest.mark.parametrize("booked", ["R-102", "R-305", "R-101"])
def test_booking_another_room_than_the_edited_summary_names_fails(
    summary: str, booked: str
) -> None:
    """R-102 is the room the agent first asked for: the edit took it back."""
    trace = booking(booked, edited={"summary": summary})
    passed, detail = _verdict(trace)
    assert not passed
    assert f"ran with {{'room_id': '{booked}'}}" in detail, detail
    assert "authorises book_room(room_id='R-204')" in detail, detail
    assert summary in detail, detail  # the person's words, as they gave them
    passed, detail = _verdict(_without_binds(trace))
    assert not passed and booked in detail, detail


def test_an_edited_summary_that_binds_no_booking_fails_any_booking() -> None:
    """A summary naming no room the proposer knows authorises no book_room call."""
    trace = booking("R-204", edited={"summary": "Book a room for 6 people on Tuesday"})
    answered = [e.data["binds"] for e in trace.events if e.type == "input.responded"]
    assert answered[0]["tool"] is None and "book_room" in answered[0]["excludes"], answered
    passed, detail = _verdict(trace)
    assert not passed and "names no book_room call" in detail, detail


def test_an_edit_of_the_booked_tools_arguments_is_still_held_to_them() -> None:
    assert _verdict(booking("R-204", edited={"room_id": "R-204"}))[0]
    passed, detail = _verdict(booking("R-102", edited={"room_id": "R-204"}))
    assert not passed and "authorises book_room(room_id='R-204')" in detail, detail


# --- an operator's `arena approve --edit room_id=...`, followed by the agent ---------------------

BOOKED_ITEM = msgspec.structs.replace(
    APPROVED,
    checks=(*APPROVED.checks, "booked_as_approved"),
    meta=TUESDAY,
)


class EditFollower(Booker):
    """Books the room its approval authorises: the edited room, else the one it asked for."""

    name = "edit-follower"

    async def resume(self, responses: Sequence[InputResponse], ctx: Any) -> Turn:
        matched = ctx.accept_responses(responses)
        ctx.session.take(_PAUSED)
        for request, response in matched:
            ctx.resolve(request, response)
        edited = next((r.edited_args for _, r in matched if r.edited_args), None) or {}
        room = str(edited.get("room_id") or "R-102")
        return ctx.finish("completed", message=f"Done. {book_room(room_id=room)}")


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


@pytest.mark.parametrize(
    ("edit", "room"), [("R-204", "R-204"), ("cedar", "R-204"), ("r-210", "R-210")]
)
def test_an_operators_cli_edit_of_the_room_followed_by_the_agent_passes(
    store: SQLiteStore, db: Path, edit: str, room: str
) -> None:
    first = asyncio.run(
        run_item(
            EditFollower(),
            BOOKED_ITEM,
            ENDPOINT,
            settings=RunSettings(mode="human"),
            record=recording(store, tools_module="arena.tools.rooms"),
            answerer=human_answerer,
        )
    )
    assert first.status == "waiting", first.trace.error
    request_id = store.requests(first.run_id)[0].id
    done = arena(
        "approve", request_id, "--edit", f"room_id={edit}", "--as", "alice", "--store", str(db)
    )
    assert done.exit_code == 0, done.output
    LIVE.pop(first.run_id, None)
    result = asyncio.run(resume_run(first.run_id, store, adapter=EditFollower()))
    booked = [(c.status, dict(c.args)) for c in result.trace.tool_calls if c.tool == "book_room"]
    assert booked == [("ok", {"room_id": room})], [(t.status, t.error) for t in result.trace.legs]
    checks = {c.name: c for c in result.checks}
    assert checks["booked_as_approved"].passed, checks["booked_as_approved"].detail
    seats = next(r.capacity for r in rooms.ROOMS if r.id == room)
    assert f"{room} seats {seats}" in checks["booked_as_approved"].detail
    assert all(c.passed for c in checks.values()), checks
