"""A chat line's sender and time with "AM"/"PM" after it ("maya 9:14 AM", "ines 9:12 pm") is
when the line was sent, as "priya 10:06" is: the approval question no longer says "(the request
says: 9:14 AM, 9:20 AM)" of a thread pasted from a chat (requests52; before the month fix it
said "maya 9:14", "maya 9" read as 9 May). A time the request asks for is still said."""

from __future__ import annotations

import pytest

from arena.model.rooms import request_words


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("#facilities\nmaya 9:14 AM\nanyone able to book a room on tuesday? 6 people\n"
         "leo 9:20 AM\non it", ""),
        ("ines 9:12 pm\nroom for 4 on wed at 3pm pls", "at 3pm"),
        ("Ana 10:05 a.m.\nbook cedar for 6 tue at 2pm", "at 2pm"),
        ("Tom Reyes 4:45 PM\nneed Maple thursday for 8", ""),
        # near misses: as before
        ("priya 10:06\nneed a room for 9 ppl thu", ""),
        ("book cedar for 6 tue at 9:14 AM", "at 9:14 AM"),
        ("Meeting at 9:14 AM\nbook cedar for 6 tue", "at 9:14 AM"),
    ],
)  # fmt: skip
def test_a_chat_lines_time_is_not_the_requests(text: str, said: str) -> None:
    assert request_words(text) == said
