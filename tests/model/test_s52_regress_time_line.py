"""Session 52 (regress52): 1d886ae5 read a chat sender's name and a time with AM/PM on a line
of its own ("maya 9:14 AM") as when the line was sent; a time's own word before it ("start
10:30 AM", "maybe 10:30 AM", "noon 12:30 PM") read as a sender too, and the approval question
lost the time the request asks for. A sender's line still reads as a stamp.
"""

from __future__ import annotations

import pytest

from arena.model.rooms import request_words


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Room for 6 on Tuesday\nstart 10:30 AM", "10:30 AM"),
        ("Room for 6 on Tuesday\nstarting 10:30 AM", "10:30 AM"),
        ("Room for 6 on Tuesday\nmaybe 10:30 AM", "10:30 AM"),
        ("Room for 6 on Tuesday\naround 2:30 pm", "around 2:30 pm"),
        ("room for 6 tuesday\nnoon 12:30 PM", "noon 12:30 PM"),
        ("Room for 6 on Tuesday\nearliest 9:00 AM", "9:00 AM"),
        # near misses: a sender's line is when it was sent, as before
        ("maya 9:14 AM\nroom for 4 on wed at 3pm pls", "at 3pm"),
        ("Tom Reyes 4:45 PM\nneed Maple thursday for 8", ""),
        ("priya 10:06\nneed a room for 9 ppl thu", ""),
    ],
)  # fmt: skip
def test_s52_a_times_own_word_is_no_sender(text: str, said: str) -> None:
    assert request_words(text).strip() == said
