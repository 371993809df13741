"""Typed refusals authorise no booking (arena.binding reads words with arena.wording.answers).

An outside tester answered "Okay, nevermind.", "OK, skip it." or "Vale, olvídalo.": the leading
"ok"/"vale" read as a go-ahead and the harness let the booking run. Conditional and changed
yeses ("Yes, but book Cedar.", "Yes if it has a projector") authorise nothing either.
"""

from __future__ import annotations

import pytest

from arena.context import ModelEndpoint, RunContext
from arena.tools.rooms import book_room
from arena.types import InputResponse, Responder
from trace_support import by_hand, hand_over

ENDPOINT = ModelEndpoint(base_url="http://127.0.0.1:9", model="m")
SUMMARY = "Book R-101 (Juniper) for 6 people on Friday"


def _answered(text: str) -> RunContext:
    ctx = RunContext(run_id="run_w", adapter="t", endpoint=ENDPOINT)
    ctx.begin_leg()
    request = ctx.request_input(action="request_approval", args={"summary": SUMMARY})
    ctx.begin_leg()
    hand_over(ctx, request, InputResponse(request_id=request.id, responder=Responder(), text=text))
    return ctx


def _book(ctx: RunContext) -> str:
    with by_hand(ctx):
        return str(book_room("R-101"))


@pytest.mark.parametrize(
    "text",
    [
        "Okay, nevermind.", "Thanks, I'll book it myself.", "OK, skip it.", "Ok, lass es.",
        "Bon, laisse tomber.", "Vale, olvídalo.", "OK, we'll do without.",
    ],
)  # fmt: skip
def test_a_refusal_after_an_acknowledgement_books_nothing(text: str) -> None:
    ctx = _answered(text)
    assert "no person approved it" in _book(ctx), text
    assert [c.status for c in ctx.tool_calls if c.tool == "book_room"] == ["blocked"]


def test_a_plain_go_ahead_still_books() -> None:
    assert _book(_answered("OK, go ahead.")).startswith("CONFIRMED: R-101")


@pytest.mark.parametrize(
    "text",
    [
        "Yes, but book Cedar.", "Approve, but make it R-305.", "Yes if it has a projector",
        "Ja, wenn er einen Beamer hat.", "Sí, si tiene proyector", "Yes, but wait until Monday.",
    ],
)  # fmt: skip
def test_a_yes_with_a_change_or_a_condition_books_nothing(text: str) -> None:
    assert "no person approved it" in _book(_answered(text)), text


def test_a_side_remark_still_books_and_a_german_refusal_does_not() -> None:
    """Were unclear: "Approved, no catering." blocked a wanted booking, and "Das passt mir leider
    nicht." was not read as the refusal it is."""
    assert _book(_answered("Approved, no catering.")).startswith("CONFIRMED: R-101")
    # an errand beside the yes; "invite Sam" may add a person, so it reads unclear (answers36)
    assert _book(_answered("Go ahead, don't forget to email Sam.")).startswith("CONFIRMED")
    assert "no person approved it" in _book(_answered("Go ahead, don't forget to invite Sam."))
    refused = _answered("Das passt mir leider nicht.")
    assert "no person approved it" in _book(refused)
