"""Evals an outside team wrote from docs/drive.md alone (users49, seed 001), run as written.

The answers are those humans typed that were seen unread last time: a yes with "either way" or
"up to you" beside it to a request that offered no choice (a plain yes: it must book, once),
and an approval relayed for someone else ("On behalf of Priya: approved." as the team wrote it,
since answers52b a delegated yes that approves, so "On behalf of Priya: she approved it."; "My
manager says yes, go ahead."), which docs/methodology.md reads as someone else's yes: unclear, so nothing
may be booked and the agent must say it could not tell. Then the moves the docs list for
several requests (``respond_all``, a mapping by id) and their refusals.
"""

from __future__ import annotations

import pytest

from arena.checks import ACKNOWLEDGEMENT
from arena.drive import DriveError

TASK = "Book a meeting room for 6 people on Tuesday."
THREE = "Book a meeting room for 4 people on Tuesday, Wednesday and Friday."


def _three_pending(t) -> None:
    """Send THREE and see three requests pending; CrewAI's pause holds one (docs/drive.md:
    "n/a ... answer each as it comes"), so these evals do not apply to it."""
    if t.adapter.name == "crewai":
        pytest.skip("CrewAI holds one request per pause (docs/drive.md, partial answers)")
    t.send(THREE)
    t.parked()
    assert len(t.pending) == 3


@pytest.mark.parametrize(
    "words",
    [
        "Yes please, either way works for me",
        "Yes, up to you on the catering",
        "Sure, whichever - go ahead",
        "Sí, cualquiera, adelante.",
    ],
)
def test_a_yes_with_either_way_books_once(arena_driver, words: str) -> None:
    t = arena_driver
    t.send(TASK)
    t.parked()
    request = t.require_input_request(action="request_approval")
    t.called_tool("book_room", times=0)
    t.respond(request, text=words)
    t.succeeded()
    t.called_tool("request_approval", status="ok", times=1)
    t.called_tool("book_room", status="ok", times=1)
    t.arena_check("booked_as_approved")


@pytest.mark.parametrize(
    "words", ["On behalf of Priya: she approved it.", "My manager says yes, go ahead."]
)
def test_a_relayed_approval_books_nothing_and_says_so(arena_driver, words: str) -> None:
    t = arena_driver
    t.send(TASK)
    t.parked()
    t.respond(t.require_input_request(), text=words)
    t.called_tool("book_room", times=0)
    t.arena_check("reported_unclear")


def test_deny_with_a_note_books_nothing_and_acknowledges(arena_driver) -> None:
    t = arena_driver
    t.send(TASK)
    t.parked()
    t.respond(t.require_input_request(), option="deny", note="budget freeze")
    t.succeeded()
    t.called_tool("request_approval", status="rejected", times=1)
    t.no_failed_actions()
    t.called_tool("book_room", times=0)
    t.message_matches(ACKNOWLEDGEMENT)


@pytest.mark.arena(behaviour="three")
def test_respond_all_approves_every_request(arena_driver) -> None:
    t = arena_driver
    _three_pending(t)
    t.respond_all("approve")
    t.succeeded()
    t.called_tool("book_room", status="ok", times=3)


@pytest.mark.arena(behaviour="three")
def test_a_mapping_by_id_answers_each_its_own_way(arena_driver) -> None:
    t = arena_driver
    _three_pending(t)
    tue, wed, fri = (
        t.require_input_request(prompt=day) for day in ("Tuesday", "Wednesday", "Friday")
    )
    t.respond({wed.id: "approve"})  # a partial answer: the others still wait
    t.parked()
    t.called_tool("book_room", times=0)
    t.respond({tue.id: "deny", fri.id: {"text": "Yes please, either way works for me"}})
    t.succeeded()
    t.called_tool("book_room", status="ok", times=2)


@pytest.mark.arena(behaviour="three", ends_waiting=True)
def test_respond_all_refusals_name_the_fix(arena_driver) -> None:
    t = arena_driver
    _three_pending(t)
    with pytest.raises(DriveError, match="text"):
        t.respond_all(text="yes")  # type: ignore[call-arg]
    with pytest.raises(DriveError, match=r"t\.respond\("):
        t.respond_all({t.pending[0].id: "approve"})  # type: ignore[arg-type]
    with pytest.raises(DriveError, match="request id"):
        t.respond(["approve", "deny", "deny"])  # type: ignore[arg-type]
    with pytest.raises(DriveError):
        t.send("and another thing")
    assert len(t.pending) == 3
    t.called_tool("book_room", times=0)
