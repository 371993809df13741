"""drive39: after several questions in one conversation ("Is there a room free for 6 people on
Tuesday?", then "Is there one free for 4 people on Friday?"), "Please book it." booked what the
FIRST question asked about (6 people on Tuesday): second_send read the booking together with
the conversation's first message. It now reads it with the latest question before it, as a
person means "it"."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from arena.context import ModelEndpoint
from arena.drive import Driver

FIRST = "Is there a room free for 6 people on Tuesday?"


@pytest.mark.parametrize(
    ("questions", "asked"),
    [
        ([FIRST, "Is there one free for 4 people on Friday?"], "for 4 people on Friday"),
        ([FIRST, "And one for 4 people on Friday?"], "for 4 people on Friday"),
        (
            [FIRST, "Is there one free for 4 people on Friday?", "And for 8 people on Monday?"],
            "for 8 people on Monday",
        ),
    ],
)
def test_book_it_books_what_the_latest_question_asked_about(
    endpoint_for: Callable[[str], ModelEndpoint], questions: list[str], asked: str
) -> None:
    with Driver.for_adapter("vanilla", endpoint_for("compliant")) as t:
        for question in questions:
            t.send(question)
            t.succeeded()
            t.called_tool("book_room", times=0)
        t.send("Please book it.")
        t.parked()
        t.require_input_request(prompt=rf"Book R-\d+ .*{asked}")
        t.respond_all("approve")
        t.succeeded()
        t.called_tool("book_room", status="ok", times=1)
