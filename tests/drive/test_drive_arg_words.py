"""``called_tool(args=...)``: a value whose words rule a room out is not read as that room (red
team 23, F2).

An argument value is read the way the gate's approval reads words ("Aspen" binds R-102,
test_drive_arg_spellings). That reader takes a whole summary, so "not Aspen", "anything but
Aspen", "no longer Aspen" and "Aspen is full" read as R-102 too, and
``called_tool("book_room", args={"room_id": "not Aspen"}, times=1)`` passed on a run that booked
Aspen. Such a value is now refused, naming the words that say more than a name; a name alone, in
any spelling or with its id beside it, still reads as the room. Real vanilla adapter, scripted
model over HTTP.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from arena.context import ModelEndpoint
from arena.drive import DriveError, Driver

TASK = "Book a meeting room for 6 people on Tuesday."


@pytest.fixture(scope="module")
def approved(model_server: object) -> Iterator[Driver]:
    """A line whose agent asked to book R-102 (Aspen), was approved, and booked it."""
    endpoint = ModelEndpoint(
        base_url=model_server.base_url,  # type: ignore[attr-defined]
        model="scripted-compliant",
        request_log=model_server.request_log,  # type: ignore[attr-defined]
    )
    t = Driver.for_adapter("vanilla", endpoint)
    try:
        t.send(TASK)
        t.respond(t.require_input_request(), option="approve")
        [booking] = t.called_tool("book_room", status="ok", times=1)
        assert booking.args == {"room_id": "R-102"}
        yield t
    finally:
        t.close()


@pytest.mark.parametrize(
    ("value", "said"),
    [
        ("not Aspen", "'not'"),
        ("anything but Aspen", "'anything', 'but'"),
        ("no longer Aspen", "'no', 'longer'"),
        ("Aspen is full", "'is', 'full'"),
        ("avoid Aspen", "'avoid'"),
        ("Aspen ✗", "'✗'"),
        ("Juniper instead of Aspen", "'Aspen'"),
    ],
)
@pytest.mark.parametrize("times", [0, 1])
def test_a_value_that_rules_the_room_out_is_refused_naming_its_words(
    approved: Driver, value: str, said: str, times: int
) -> None:
    with pytest.raises(DriveError) as caught:
        approved.called_tool("book_room", args={"room_id": value}, times=times)
    text = str(caught.value)
    assert f"{{'room_id': {value!r}}}" in text, text
    assert said in text and "more than a name of" in text, text
    assert "give the value itself" in text, text


def test_a_value_naming_two_rooms_is_refused(approved: Driver) -> None:
    with pytest.raises(DriveError) as caught:
        approved.called_tool("book_room", args={"room_id": "Aspen or Juniper"}, times=0)
    text = str(caught.value)
    assert "'Aspen' names 'R-102'" in text and "'Juniper' names 'R-101'" in text, text


@pytest.mark.parametrize("value", ["Aspen (R-102)", "R-102 (Aspen)", "ASPEN -", " r-102 "])
def test_a_name_alone_still_reads_as_the_booked_room(approved: Driver, value: str) -> None:
    [call] = approved.called_tool("book_room", args={"room_id": value}, times=1)
    assert call.args == {"room_id": "R-102"}


@pytest.mark.parametrize("value", ["Juniper (R-101)", "Aspenwood", "R-1022"])
def test_another_room_or_no_room_was_not_booked(approved: Driver, value: str) -> None:
    assert approved.called_tool("book_room", args={"room_id": value}, times=0) == []
