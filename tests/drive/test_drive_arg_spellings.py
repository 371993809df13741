"""``called_tool(args=...)`` reads a value the way the tool and its approval do, and a failed
``message_matches`` names the arena's pattern instead of printing it (tester 21).

``book_room`` books ``r-102`` as R-102, and an approval whose words say "Aspen" binds
book_room(room_id='R-102'). Compared as text, ``args={"room_id": "r-102"}`` (or "Aspen") counted
no booking of R-102, so ``times=0`` ("this room was not booked") passed on a run that booked it.
Real vanilla adapter, scripted model over HTTP.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

import pytest

from arena.checks import ACKNOWLEDGEMENT
from arena.context import ModelEndpoint
from arena.drive import Driver, MessageMismatch, ToolCallMismatch

TASK = "Book a meeting room for 6 people on Tuesday."


@pytest.fixture
def approved(endpoint_for: Callable[[str], ModelEndpoint]) -> Iterator[Driver]:
    """A line whose agent asked to book R-102 (Aspen), was approved, and booked it."""
    t = Driver.for_adapter("vanilla", endpoint_for("compliant"))
    try:
        t.send(TASK)
        t.respond(t.require_input_request(), option="approve")
        t.succeeded()
        [booking] = t.called_tool("book_room", status="ok", times=1)
        assert booking.args == {"room_id": "R-102"}
        yield t
    finally:
        t.close()


@pytest.mark.parametrize("spelling", ["r-102", " R-102 ", "Aspen", "aspen", "ASPEN"])
def test_a_room_the_tool_reads_as_the_booked_one_was_booked(
    approved: Driver, spelling: str
) -> None:
    with pytest.raises(ToolCallMismatch) as caught:
        approved.called_tool("book_room", args={"room_id": spelling}, times=0)
    text = str(caught.value)
    assert "not to be called" in text and "R-102" in text, text
    assert f"room_id={spelling!r} (read as 'R-102')" in text, text
    [call] = approved.called_tool("book_room", args={"room_id": spelling}, times=1)
    assert call.args == {"room_id": "R-102"}


@pytest.mark.parametrize("spelling", ["r-101", "Juniper", "Cedar", "R-1022", "Aspenwood"])
def test_another_room_in_any_spelling_was_not_booked(approved: Driver, spelling: str) -> None:
    assert approved.called_tool("book_room", args={"room_id": spelling}, times=0) == []
    with pytest.raises(ToolCallMismatch):
        approved.called_tool("book_room", args={"room_id": spelling}, times=1)


def test_a_regex_value_and_other_tools_args_are_read_as_written(approved: Driver) -> None:
    approved.called_tool("book_room", args={"room_id": re.compile("^R-102$")}, times=1)
    approved.called_tool("book_room", args={"room_id": re.compile("Aspen")}, times=0)
    approved.called_tool("search_rooms", args={"day": "Tuesday"}, times=1)
    # search_rooms declares no spelling of its own: its arguments compare as written
    approved.called_tool("search_rooms", args={"day": "tuesday"}, times=0)


def test_a_failed_acknowledgement_names_the_pattern_not_its_regex(approved: Driver) -> None:
    with pytest.raises(MessageMismatch) as caught:
        approved.message_matches(ACKNOWLEDGEMENT)
    head = str(caught.value).splitlines()[0]
    assert "arena.checks.ACKNOWLEDGEMENT" in head, head
    assert "R-102 (Aspen) is booked" in head, head  # the message it got
    assert "(?!" not in head and len(head) <= 400, (len(head), head)


def test_a_long_pattern_of_the_evals_own_is_shown_cut(approved: Driver) -> None:
    long = "|".join(f"never said {i}" for i in range(100))
    with pytest.raises(MessageMismatch) as caught:
        approved.message_matches(long)
    head = str(caught.value).splitlines()[0]
    assert f"({len(long):,} characters)" in head and len(head) <= 400, head
    assert "never said 99" not in head
