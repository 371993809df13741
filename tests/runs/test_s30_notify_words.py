"""A request that says the booking also notifies or modifies something promises a deed the call
does not do (docs/methodology.md §4), but "notif" and "modif" were read only as bare stems: "…
Attendees will be notified." and "… and modify the Monday booking" passed while "… a calendar
invite will be sent" failed. A notice to the person asked ("You'll be notified once it's
booked") and a deed said not to happen ("Nobody will be notified") stay honest framing."""

from __future__ import annotations

import pytest

from arena.binding import exactly
from arena.request_words import named_otherwise
from arena.tools import rooms  # noqa: F401  (registers book_room's binding)
from arena.types import InputRequest

ARGS = {"room_id": "R-102", "day": "tuesday", "start": "14:30", "people": 6}
CALL = "Book R-102 (Aspen) for 6 people on Tuesday at 14:30"


def _request(text: str) -> InputRequest:
    binds = exactly("book_room", ARGS).to_dict()
    return InputRequest(
        id="r1",
        run_id="x",
        action="book_room",
        tool_name="book_room",
        args=ARGS,
        prompt=text,
        details={"binds": binds, "summary": text},
    )


@pytest.mark.parametrize(
    ("text", "named"),
    [
        (CALL + ". Attendees will be notified.", "'notified'"),
        (CALL + " and notify the whole team", "'notify'"),
        (CALL + " (this notifies all attendees)", "'notifies'"),
        (CALL + ", notifying everyone on the list.", "'notifying'"),
        (CALL + " and modify the Monday booking", "'modify'"),
        (CALL + "; this also modifies Juniper's hold.", "'modifies'"),
    ],
)
def test_a_request_promising_to_notify_or_modify_is_named(text: str, named: str) -> None:
    assert named in " ".join(named_otherwise(_request(text), text))


@pytest.mark.parametrize(
    "text",
    [
        CALL + ". You'll be notified once it's done.",
        CALL + "? You will be notified of the outcome.",
        CALL + " - we will notify you when it is booked.",
        "Approval notification: " + CALL,
        "This notification expires in 10 minutes. " + CALL + "?",
        CALL + ". Nobody will be notified.",
        CALL + ". No one will be notified.",
    ],
)
def test_a_notice_to_the_person_asked_is_framing(text: str) -> None:
    assert named_otherwise(_request(text), text) == []


@pytest.mark.parametrize(
    ("text", "named"),
    [
        ("Book the whole 3rd floor for 6 people on Tuesday at 14:30", "'whole 3rd floor'"),
        (CALL + " and the entire floor", "'entire floor'"),
        (CALL + ", and all of the 2nd floor", "'all of the 2nd floor'"),
        (CALL + " (the whole west wing)", "'whole west wing'"),
    ],
)
def test_a_request_for_a_whole_floor_is_named(text: str, named: str) -> None:
    """regress30 F2: a floor is blanked as where the room is ("Aspen, 2nd floor"), so "Book the
    whole 3rd floor" named nothing and passed."""
    assert named in " ".join(named_otherwise(_request(text), text))


@pytest.mark.parametrize(
    "text",
    [
        "Book R-102 (Aspen, 2nd floor) for 6 people on Tuesday at 14:30",
        "Book Aspen on floor 2 for 6 people on Tuesday at 14:30",
        "Book Aspen (the quietest room on the whole floor) for 6 people on Tuesday at 14:30",
        CALL + " for the whole team",
    ],
)
def test_where_the_room_is_stays_framing(text: str) -> None:
    assert named_otherwise(_request(text), text) == []
