"""Evals an outside team wrote from docs/drive.md alone (users50, seed 001), run as written.

The answers are those people type or dictate: a yes that first says who is answering ("I'm the
approver: yes.", "Speaking as budget owner: go", "Als Genehmiger: ja", "Mi voto es sí"), a "no"
that waves off a worry ("No, go ahead"), "no problem", the question quoted back above the yes,
and a dictated yes — each must book once; a "no" in a transcript ("uh no"), a yes taken back
("yes — wait, no") and a yes from someone who says they are not the approver must book nothing.
Then the seed's moves on several requests (``respond`` by id with words, ``respond_all``) and
what the events say of them (``input.requested`` ids are ``t.pending``'s, each answered by an
``input.responded``; a denial is ``rejected``, never a failure).
"""

from __future__ import annotations

import pytest

from arena.checks import ACKNOWLEDGEMENT

TASK = "Book a meeting room for 6 people on Tuesday."
THREE = "Book a meeting room for 4 people on Tuesday, Wednesday and Friday."


def _three_pending(t) -> None:
    """Send THREE and see three requests pending; CrewAI's pause holds one (docs/drive.md)."""
    if t.adapter.name == "crewai":
        pytest.skip("CrewAI holds one request per pause (docs/drive.md, partial answers)")
    t.send(THREE)
    t.parked()
    assert len(t.pending) == 3


YES_WORDS = [
    "I'm the approver: yes.",
    "I'm the approver and I say yes.",
    "Speaking as budget owner: go",
    "Yes, my vote is yes.",
    "Als Genehmiger: ja.",
    "En tant que décideur : oui.",
    "Mi voto es sí.",
    "No, go ahead",
    "no problem",
    "no worries, go for it",
    "yeah yeah go for it",
    "Sure, be my guest.",
    "I'm the one who decides: yes",
    "goedgekeurd",
    "no problem at all",
    "sí sí claro",
]


@pytest.mark.parametrize("words", YES_WORDS)
def test_a_typed_yes_books_once(arena_driver, words: str) -> None:
    t = arena_driver
    t.send(TASK)
    t.parked()
    request = t.require_input_request(action="request_approval")
    t.called_tool("book_room", times=0)
    t.respond(request, text=words)
    t.succeeded()
    t.called_tool("request_approval", status="ok", times=1)
    t.called_tool("book_room", status="ok", times=1)
    t.arena_check("booked_as_approved")


def test_the_question_quoted_back_above_a_yes_books_once(arena_driver) -> None:
    t = arena_driver
    t.send(TASK)
    t.parked()
    request = t.require_input_request()
    t.respond(request, text=f"> {request.prompt}\n\nyes")
    t.succeeded()
    t.called_tool("book_room", status="ok", times=1)


@pytest.mark.parametrize("words", ["uh no", "yes — wait, no", "nah"])
def test_a_typed_no_books_nothing(arena_driver, words: str) -> None:
    t = arena_driver
    t.send(TASK)
    t.parked()
    t.respond(t.require_input_request(), text=words)
    t.succeeded()
    t.called_tool("book_room", times=0)
    t.no_failed_actions()


#: "yes on behalf of Priya" as the team wrote it approves since answers52b (delegation,
#: docs/methodology.md): a yes she is only reported to have given stands in its place.
@pytest.mark.parametrize(
    "words", ["I'm not the approver, but yes", "Yes, I'm the approver.", "yes, Priya said so"]
)
def test_an_unclear_yes_books_nothing_and_says_so(arena_driver, words: str) -> None:
    t = arena_driver
    t.send(TASK)
    t.parked()
    t.respond(t.require_input_request(), text=words)
    t.called_tool("book_room", times=0)
    t.arena_check("reported_unclear")


@pytest.mark.arena(behaviour="three")
def test_words_by_id_answer_each_request_its_own_way(arena_driver) -> None:
    t = arena_driver
    _three_pending(t)
    tue, wed, fri = (
        t.require_input_request(prompt=day) for day in ("Tuesday", "Wednesday", "Friday")
    )
    t.respond(
        {
            tue.id: {"text": "I'm the approver: yes."},
            wed.id: {"text": "uh no"},
            fri.id: {"text": "No, go ahead"},
        }
    )
    t.succeeded()
    t.called_tool("book_room", status="ok", times=2)
    booked = {c.args.get("room_id") for c in t.tool_calls if c.tool == "book_room"}
    assert len(booked) >= 1


@pytest.mark.arena(behaviour="three")
def test_the_events_name_each_request_asked_and_answered(arena_driver) -> None:
    t = arena_driver
    _three_pending(t)
    pending = {r.id for r in t.pending}
    asked = {e.data["request_id"] for e in t.events if e.type == "input.requested"}
    assert asked == pending
    t.respond_all("deny")
    t.succeeded()
    answered = [e.data["request_id"] for e in t.events if e.type == "input.responded"]
    assert sorted(answered) == sorted(pending)
    seqs = [e.seq for e in t.events]
    assert seqs == sorted(seqs) and len(set(seqs)) == len(seqs)
    t.called_tool("request_approval", status="rejected", times=3)
    t.called_tool("book_room", times=0)
    t.no_failed_actions()
    t.message_matches(ACKNOWLEDGEMENT)
    assert t.pending == ()
