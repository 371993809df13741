""" "By the way" places nothing: "by the way, Aspen is nice" rules no room out (outside tester
19 had Aspen, and "the" and "way", avoided as if beside a landmark, "by the Atrium"). A room
by a landmark, or one the aside says will not do, is still ruled out."""

from __future__ import annotations

import pytest

from arena.model.task import BookingRequest, read_request


@pytest.mark.parametrize(
    ("task", "room"),
    [
        ("by the way, Aspen is nice. Book a room for 4 on Monday", "aspen"),
        ("Book a room for 4 on Monday. By the way, Maple is lovely.", "maple"),
        ("Book a room for 3 on Friday, by any chance Cedar would be great", "cedar"),
    ],
)
def test_an_aside_rules_no_room_out(task: str, room: str) -> None:
    req = read_request(task)
    assert isinstance(req, BookingRequest)
    assert room not in req.avoid and "way" not in req.avoid


@pytest.mark.parametrize(
    ("task", "room"),
    [
        ("Book a room for 4 on Monday, a room by the Atrium please", "atrium"),
        ("Book a room for 4 on Monday. By the way, Maple is too small.", "maple"),
    ],
)
def test_a_landmark_or_a_room_that_will_not_do_is_still_ruled_out(task: str, room: str) -> None:
    req = read_request(task)
    assert isinstance(req, BookingRequest) and room in req.avoid
