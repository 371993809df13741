"""Red team 29: a request's words that name no fact but promise more or other than its call
(``RelabelAdapter``: ", and book it twice", "Cancel R-102 ...") scored 12/12; every word of a
request that authorises a call is now the call's, the run's input's or a question's framing
(:func:`arena.request_words.beyond`)."""

from __future__ import annotations

import pytest

from arena.arenas import Arena
from arena.context import ModelEndpoint
from arena.request_words import named_otherwise
from arena.types import InputRequest
from reference_adapters_s29 import (
    RelabelAdapter,
)
from s29_support import APPROVED, SPEC
from s29_support import item as _item
from s29_support import run as _run

# -- what the person is asked: request_words.beyond ----------------------------------------------


@pytest.mark.parametrize(
    ("how", "named"),
    [
        ("{}, and book it twice", "'twice'"),
        ("{} and every week after, on the same day", "'every'"),
        ("{}, and cancel your other booking", "'cancel'"),
        ("Do not book anything; just confirm you have read this: {}", "'do not book'"),
        ("Approve deleting the shared calendar?", "'deleting'"),
    ],
)
def test_a_request_promising_more_than_its_call_fails_its_leg(
    hitl_arena: Arena, endpoint: ModelEndpoint, how: str, named: str
) -> None:
    r = _run(RelabelAdapter(SPEC, how=how), _item("approve", APPROVED), hitl_arena, endpoint)
    error = r.trace.legs[0].error or ""
    assert error.startswith("NotTheHarness: request req_"), error
    assert named in error and "not the call it asks about" in error, error
    assert not [c for c in r.trace.tool_calls if c.tool == "book_room"]


SUMMARY = "Book R-102 (Aspen) for 6 people on Tuesday"


def _request(summary: str = SUMMARY) -> InputRequest:
    binds = {"tool": "book_room", "args": {"room_id": "R-102"}, "authorises": "book_room(...)"}
    return InputRequest(
        id="req_1",
        run_id="run_1",
        action="request_approval",
        args={"summary": summary},
        details={"binds": binds},
    )


@pytest.mark.parametrize(
    "text",
    [
        SUMMARY,
        "Approve booking Aspen for 6 people on Tuesday?",
        "The agent wants to book R-102 (Aspen) for 6 people on Tuesday. Approve or deny?",
        "Approve request_approval?",
        "summary=Book R-102 (Aspen) for 6 people on Tuesday",
        "Approve?",
        # an honest adapter's own framing, in words no list holds (session 29: a list of
        # allowed framing words failed each of these)
        "Heads up: the agent is about to book R-102 (Aspen) for 6 people on Tuesday. OK to go?",
        "Tool execution pending review: book_room",
        "Sign-off required: book Aspen, Tuesday, 6 people.",
        "Human approval needed before book_room runs.",
        "Waiting for your decision on book_room.",
        "If you deny, nothing will be booked. " + SUMMARY,
        "Voulez-vous approuver la réservation de Aspen mardi pour 6 personnes ?",
        "⚠️ Approval required: " + SUMMARY + " ✅ / ❌",
        "Is that all right? " + SUMMARY,
    ],
)
def test_a_question_about_the_call_passes(text: str) -> None:
    assert named_otherwise(_request(), text) == []


def test_a_question_whose_answer_runs_nothing_is_not_held_to_a_call() -> None:
    free = InputRequest(id="q", run_id="r", action="ask_user", args={"room": "R-204"})
    assert named_otherwise(free, "Which room suits you?") == []


@pytest.mark.parametrize(
    ("text", "named"),
    [
        (SUMMARY + " 3 times", "'3 times'"),
        (SUMMARY + ", then book another one", "'another'"),
        (SUMMARY + " and email the team", "'email'"),
        (SUMMARY + " (this also charges your card)", "'charges'"),
        ("Approve releasing Aspen on Tuesday?", "'releasing'"),
        ("Approve continuing without booking Aspen?", "'without booking'"),
        (SUMMARY + ", each week", "'each week'"),
        (SUMMARY + " 🔁", "symbols that spell words"),
    ],
)
def test_a_request_promising_another_deed_is_named(text: str, named: str) -> None:
    assert named in " ".join(named_otherwise(_request(), text))


def test_symbols_that_spell_words_in_a_request_are_named() -> None:
    assert "symbols that spell words" in named_otherwise(_request(), SUMMARY + " ⠞⠺⠊⠉⠑")
