"""Held-out tester 40: a pasted chat's stamps went into the approval question as the request's
time. "[Mon 09:12] ines: hey can someone book a room for thursday?" asked "… on Thursday (the
request says: 09:12], 09:13], 09:15])", and "priya 10:06" above "need a room … for 9 ppl" asked
"(the request says: 10:06)", so "yes, as long as it's before noon" approved a request that named
no time (docs/items.md has the sender line as no time). Those stamps say when a line was sent;
a time the message itself asks for is still said."""

from __future__ import annotations

import pytest

from arena.model.rooms import request_words

STAMPED = [
    "[Mon 09:12] ines: hey can someone book a room for thursday?\n[Mon 09:13] ines: we're 5\n"
    "[Mon 09:15] bot: on it",
    "priya 10:06\nneed a room tmrw (wednesday) for 9 ppl\n1 reply",
    "Nora 11:42\nCan you book a room for the 6 of us on Friday? not Aspen\nNora 11:43\nthanks",
]


@pytest.mark.parametrize("text", STAMPED)
def test_a_chat_stamp_is_no_time_asked_for(text: str) -> None:
    assert request_words(text) == ""


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("[Mon 09:12] ines: book a room for thursday at 14:30 for 5", "at 14:30"),
        ("Book a room on Tuesday at 10:00 for 6 people", "at 10:00"),
        ("Tuesday 10:00\nBook a room for 6 people", "10:00"),
    ],
)
def test_a_time_the_message_asks_for_is_still_said(text: str, said: str) -> None:
    assert request_words(text) == said


def test_the_loader_reads_a_conditional_yes_as_the_run_does() -> None:
    # the run's question names no time now, so "before noon" is a condition not known to be met:
    # unclear there, and an item expecting that loads (it was refused as reading approve)
    from arena.item_facts import contradiction

    answers = ["text:yes, as long as it's before noon"]
    assert contradiction("unclear", answers, asked=STAMPED[1]) is None
    assert contradiction("approved", answers, asked=STAMPED[1]) is not None
