"""Katakana "AではなくB" (room names) is "not A but B" (regress43): since b202fd38 wrote katakana
room names in Latin letters, "水曜日 5名 アスペンではなくシーダーを予約" (not Aspen, book Cedar)
was read as "not Aspen Cedar": both rooms ruled out and nothing booked (book=False), and
"…アスペンではなくシーダーで" ruled Cedar out. The room after "ではなく"/"じゃなくて" is now the
one asked for; a refusal with no room after it reads as before."""

from __future__ import annotations

import pytest

from arena.model.policy import _named
from arena.model.task import BookingRequest, read_request

CASES = [
    ("水曜日 5名 アスペンではなくシーダーを予約", "R-204", {"aspen"}),
    ("水曜日 5名 アスペンではなくシーダーで", "R-204", {"aspen"}),
    ("水曜日 5名 アスペンではなくシーダーでお願いします", "R-204", {"aspen"}),
    ("水曜日 5名 アスペンじゃなくてシーダー", "R-204", {"aspen"}),
    ("水曜日 5名 アスペンではなく、メープルを予約してください", "R-210", {"aspen"}),
    # as after b202fd38
    ("水曜日 5名 アスペン以外でお願いします", None, {"aspen"}),
    ("水曜日 5名 アスペンではなく", None, {"aspen"}),
    ("水曜日 5名 シーダーを予約", "R-204", set()),
    ("水曜日 15:00 アスペン 5名", "R-102", set()),
]


@pytest.mark.parametrize(("text", "room", "avoid"), CASES, ids=[c[0] for c in CASES])
def test_the_room_after_not_this_one_is_the_one_asked_for(
    text: str, room: str | None, avoid: set[str]
) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest) and read.book, read
    assert (read.day, read.capacity) == ("Wednesday", 5)
    assert avoid <= read.avoid and not ({"cedar", "maple"} - avoid) & read.avoid
    assert _named([], read, text) == room
