"""Outside tester 26: a yes with second thoughts after it booked the room, and everyday yeses in
the languages the reader reads were refused.

Finding 1: "Yes. Wait, is that this Tuesday or next?", "sure, give me a sec", "Sure. Do we really
need a room for this?" read as approve and every adapter booked R-102; a pause after a yes (not
only at the very end) and a question that checks or doubts the booking leave it unclear, while a
question for information or a request for something more after a clear yes still decides.
Finding 2: "Ça me va", "Klingt gut", "Me parece bien" read unclear and "no probs" denied; their
negations still refuse.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from arena.arenas import load_items
from arena.wording.answers import explain_answer, read_answer
from row_table import rows

ASKED = "Book R-102 (Aspen) for 6 people on Tuesday"

#: A yes, then a pause or a question that checks or doubts the booking (approved before).
SECOND_THOUGHTS = [
    "Yes. Wait, is that this Tuesday or next?",
    "Sure — hang on, which floor is it on?",
    "yes - hold on, did Sam already book one?",
    "sure, give me a sec",
    "Sure. Do we really need a room for this?",
    "Yes. Hmm, is Aspen big enough though?",
    "approved — hmm, wait, is that the small one?",
    "Go ahead. Hold on, let me look at the calendar",
    "Yes, one moment please",
    "OK, gimme a minute",
    "Sure, go ahead. Hmm.",
    "Yes please. Oh wait, what time was it again?",
    "Ja, warte mal",
    "Oui, attends, c'est quelle salle ?",
    "Sí, espera un momento",
    "Yes. Is it the one with the broken screen?",
    "Sure. Does it have a whiteboard?",
    "Yes. What if it's too small?",
    "Sure, why Aspen?",
    "Yes. How many does it seat?",
    "Oui, est-ce que c'est assez grand ?",
]
#: Readings the fix must not move: a question for information, a request or an offer after a
#: clear yes, a pause before the yes, "wait" that is no pause, and a yes taken back after a pause.
KEPT = [
    ("Yes. Which floor is it on?", "approve"),
    ("Yes, can you also order coffee?", "approve"),
    ("Sure. Next time, could you ask a day earlier?", "approve"),
    ("Sure, why not?", "approve"),
    ("Yes, go ahead. Can you send me the invite?", "approve"),
    ("Sure, book it. Where is it?", "approve"),
    ("Yes please! What's the room number?", "approve"),
    ("Yes. Should I tell the team?", "approve"),
    ("Yes please. Do I need to do anything else?", "approve"),
    ("Ja, kannst du auch Kaffee bestellen?", "approve"),
    ("Sí, ¿en qué piso está?", "approve"),
    ("Oui, tu peux envoyer l'invitation ?", "approve"),
    ("Wait, yes, go ahead", "approve"),
    ("Hmm, ok, go ahead", "approve"),
    ("Yes! Hold on to the receipt.", "approve"),
    ("Yes, book it, no need to wait", "approve"),
    ("Yes please, can't wait!", "approve"),
    ("Sí, el equipo espera la sala", "approve"),
    ("Yes, hang on — yes, go ahead", "approve"),
    ("Approve. Wait, no, deny.", "deny"),
    ("Sure, go ahead. Hmm, actually hold off.", "deny"),
    ("Ja, mach. Warte, doch nicht.", "deny"),
    ("No. Wait, which floor?", "deny"),
    ("No. Why would we need a room?", "deny"),
    ("Sure, go ahead. Actually wait.", "unclear"),
]

#: Everyday yeses (were unclear, "no probs" and "no probz" denied).
EVERYDAY_YES = [
    "Ça me va",
    "Ça me convient",
    "OK pour moi",
    "Nickel",
    "Carrément",
    "Klingt gut",
    "Me parece bien",
    "no probs",
    "no probz",
    "no prob, book it",
    "np",
    "Ça me va très bien, merci",
    "C'est nickel, réserve-la",
    "Hört sich gut an",
    "Klingt super, buch ihn",
    "Suena bien",
    "Nos parece bien, adelante",
    "Sure, np",
]
#: Their negations: as "not ok" is in English.
NEGATED = [
    "ça ne me va pas",
    "ça me va pas",
    "ça ne me convient pas",
    "klingt nicht gut",
    "klingt gar nicht gut",
    "no me parece bien",
    "carrément pas",
    "pas nickel",
    "No, no me va bien",
]


@rows("text", SECOND_THOUGHTS)
def test_a_yes_with_second_thoughts_is_unclear(text: str) -> None:
    assert read_answer(text, ASKED) == "unclear"
    assert read_answer(text) == "unclear"
    assert read_answer(f"Answer from ops: {text}", ASKED) == "unclear"


def test_the_reading_names_the_pause_or_the_question() -> None:
    assert "'give me a sec'" in str(explain_answer("sure, give me a sec", ASKED).why)
    why = explain_answer("Sure. Do we really need a room for this?", ASKED).why
    assert "do we really need a room for this" in str(why)


@rows(("text", "verdict"), KEPT)
def test_readings_the_fix_does_not_move(text: str, verdict: str) -> None:
    assert read_answer(text, ASKED) == verdict


@rows("text", EVERYDAY_YES)
def test_an_everyday_yes_approves(text: str) -> None:
    assert read_answer(text, ASKED) == "approve"
    assert read_answer(text) == "approve"


@rows("text", NEGATED)
def test_its_negation_refuses(text: str) -> None:
    assert read_answer(text, ASKED) == "deny"


def test_the_testers_items_are_refused_at_load(tmp_path: Path) -> None:
    """The loader reads the answers as the model does: expect: approved on a yes with second
    thoughts is refused, and "no probs" loads as an approval."""
    items = tmp_path / "items.yaml"
    head = "- id: a\n  input: Book a room for 6 on Tuesday.\n  meta: {people: 6, day: tuesday}\n"
    items.write_text(head + '  expect: approved\n  resume_with: ["text:no probs"]\n')
    assert [i.id for i in load_items(items)] == ["a"]
    items.write_text(head + '  expect: approved\n  resume_with: ["text:sure, give me a sec"]\n')
    with pytest.raises(Exception, match="reads as unclear"):
        load_items(items)
