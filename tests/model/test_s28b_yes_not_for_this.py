"""Outside tester 28a: answers that approved and booked R-102 though a careful person would not
take them as a yes to "Book R-102 (Aspen) for 6 people on Tuesday at 14:30?".

Three families, each fixed by its shape rather than its words, and each with variants the tester
did not write: a condition that opens the answer or names no "if" ("Si Bo est d'accord, oui",
"Se o Bo concordar", "Als Bo akkoord is, ja", "yes, Bo willing", "book it in case Bo wants it":
:mod:`arena.wording.provisos`); sarcasm, a threat or a dare ("Sure, genius", "Book it and I
quit", "Go on, book it, I dare you", "y yo soy astronauta": :mod:`arena.wording.mockery`,
:mod:`arena.wording.absurd`); and a yes said to someone else or to another question ("Yes mom",
"Yes, I'll be there", "Yes, Tuesday is my birthday", "#2 yes" to two requests:
:mod:`arena.wording.addressed`). Each now reads unclear (or no); ``KEEP`` still approves, and an
item whose typed answer is one of them loads with ``expect: unclear``.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from arena.arenas import load_items
from arena.model.rooms import all_rooms
from arena.wording.answers import explain_answer
from row_table import rows

ASKED = "Book R-102 (Aspen) for 6 people on Tuesday at 14:30?"
TWO = (
    "Two requests: (1) Book R-102 (Aspen) for 6 people on Tuesday at 14:30? (2) Book R-204 "
    "(Cedar) for 4 people on Wednesday at 10:00?"
)
ROOMS = [(r.id, r.name) for r in all_rooms()]

#: The tester's answers that approved (request known or not).
TESTER = [
    "The room for the offsite, yes",
    "Yes, I'll be there",
    "Yes, I'm coming",
    "Yes I can attend",
    "Yes, I have a laptop",
    "Yes, Tuesday is my birthday",
    "Si Juan dice que sí, adelante",
    "Si Bo est d'accord, oui",
    "Se o Bo concordar, pode reservar",
    "Als Bo akkoord is, ja",
    "Se Bo è d'accordo, sì",
    "book it in case Bo wants it",
    "Yes — Bo permitting",
    "yes, Bo willing",
    "Book it and you're fired",
    "Book it and see what happens",
    "Go on, book it, I dare you",
    "Sure, book it, then explain it to the CFO",
    "Yes, and I'll be sure to tell the CEO you wasted the budget",
    "Yes, because we love meetings",
    "Yes, if you want a riot",
    "Yes, Sam — I already told you",
    "Yes, Kim, I'll join the call",
    "Yes, I saw it",
    "yes that's me",
    "Yes, it's Tuesday today",
    "Si Marta está de acuerdo, sí",
    "Sí, claro, y yo soy astronauta",
    "yes (replying to Lee's question above)",
    "Yes, Lee — see you there",
    "Yes mom",
    "Sure, because that worked so well last time",
    "Oh absolutely, let's waste another afternoon",
    "Yes, because six people definitely need a room to stare at slides",
    "Sure Jan",
    "Oh yes, brilliant idea",
    "Wow, what a great plan. Truly.",
    "Oh please, by all means, book it",
    "Great, another pointless meeting. Fine.",
    "Of course, I live to approve room bookings",
    "Ha. Good one.",
    "Book it and I quit",
    "Book it if you want me to resign",
    "Yeah because that's exactly what we need, more meetings",
    "Sure, genius",
    "Ja hoor, en ik ben de paus",
    "Jasne, a ja jestem papieżem",
]

#: The tester's answers to two requests that picked the second.
TESTER_TWO = [
    "#2 yes",
    "approve request 2",
]

#: Conditions in the other languages and without "if" (our variants).
CONDITIONS = [
    "Si el equipo está de acuerdo, adelante",
    "Si tu jefe lo aprueba, sí",
    "S'il est d'accord, oui",
    "S’il est d’accord, oui",
    "Si Anna dit oui, réserve",
    "Se a Maria aprovar, sim",
    "Se il capo è d'accordo, prenota",
    "Als de baas akkoord is, ja",
    "ja, als het moet",
    "Wenn Bo zustimmt, ja",
    "Falls Bo einverstanden ist, ja",
    "Au cas où Bo le veut, oui",
    "Sí, en caso de que Bo lo apruebe",
    "Sim, caso o Bo concorde",
    "Sì, purché Bo sia d'accordo",
    "Ja, tenzij Bo nee zegt",
    "Should Bo agree, yes",
    "yes, budget permitting",
    "Yes, God willing",
    "yes, weather permitting",
    "Book it in case the team needs it",
    "Sim, se o Bo concordar",
    "Oui, si Bo est d'accord",
    "Si Bo dice que sí, reserva",
    "Se lui è d'accordo, sì",
    "Yes, if you want trouble",
    "Book it if you want me to quit",
]

#: Sarcasm, threats, dares and yeses said elsewhere (our variants).
OTHERS = [
    "Oh please, go right ahead, book it",
    "Wow, what a brilliant plan",
    "Gee, genius idea, sure",
    "Oh sure, great idea. Really.",
    "Sure, because the last offsite went so well",
    "Yes, because everyone loves more meetings",
    "Yeah, because that's just what we needed",
    "Of course, because we obviously have nothing better to do",
    "Fine, book another pointless session",
    "Sure, let's waste the whole afternoon again",
    "Yes, great, more meetings.",
    "OK, Einstein, book it",
    "Yes, Sherlock",
    "Sure thing, genius",
    "lol nice try",
    "Haha, very funny",
    "Sure, just what I always wanted, another meeting",
    "Of course, I live for booking rooms",
    "Yes, and I'm the Queen of England",
    "Sí, y yo soy el Papa",
    "Oui, et moi je suis le pape",
    "Ja klar, und ich bin der Papst",
    "Sì, e io sono Napoleone",
    "Sim, e eu sou o presidente",
    "Book it and you're out of a job — kidding, no, you're fired",
    "Go ahead and book it, then you can explain it to finance",
    "Sure, book it and I'll resign",
    "Yes, and you'll regret it",
    "Book it at your own risk",
    "Book it, your funeral",
    "Go ahead, make my day",
    "Book it, I double dare you",
    "Try me. Book it.",
    "Book it if you want a lawsuit",
    "Yes, and I'll tell the board you did it",
    "Sure, and then you can answer to the director",
    "Yes, book it and see what happens",
    "Yes dad",
    "Yes, honey, I'll be home by six",
    "Sure Tom",
    "Yes, Priya, thanks for the reminder",
    "Yes, Maria — the slides are ready",
    "@Lee yes",
    "Yes (answering your earlier question)",
    "re: Kim's message — yes",
    "Yes, to the question above",
    "Yes, I'll come",
    "Yes, I will attend",
    "Yes, I'm in.",
    "Yes, I can make it",
    "Yes, I have a projector",
    "Yes I've got two tickets",
    "Yes, I read it.",
    "Yes, that's mine",
    "yes, it's me",
    "Yes, today is Tuesday",
    "Yes, Friday is my day off",
    "Yes, I already told you",
    "The room for the workshop, yes",
    "The one for my interview, yes",
    "#3 yes",
    "request 2: approved",
    "Item two, ok",
    "option B, yes",
    "the second one, yes",
    "yes to number 2",
]

#: Plain yeses beside the same words: still approve.
KEEP = [
    "Si claro",
    "Si, por favor",
    "Si muchas gracias",
    "Sí, se puede",
    "Si grazie mille",
    "Si va bene",
    "Sí, está bien",
    "Si esta bien",
    "Si perfecto",
    "Oui, s'il vous plaît",
    "Yes, I'm willing",
    "Book it if you want",
    "Book it if you like",
    "Yes, if you want to",
    "Book it just in case",
    "Sí, claro que sí",
    "Sim, pode reservar",
    "Sì, prenota pure",
    "Si adelante",
    "Ja, graag",
    "Yes, book it — I'll be there too",
    "Yes boss",
    "Yes sir, go ahead",
    "Yes, Aspen",
    "Yes, Tuesday",
    "Great idea, book it",
    "Yes, because we need the space",
    "Sure, go ahead",
    "Oh yes please!",
    "Yes, please go ahead. Thanks, Dana",
    "The booking, yes",
    "The Aspen room, yes",
    "Yes, I approve",
    "Yes, I agree",
    "Yes, I'm fine with that",
    "Yes, I need it",
    "yes, we need it for the client meeting",
    "Yes, and I'll tell the team",
    "Yes, and please send me the invite",
    "Book it and send me the invite",
    "Yes, thanks, that's a great plan",
    "Approved, nice one",
    "Nice one, book it",
    "Perfect, that works",
    "Yes, go ahead and book it. I'll be there.",
    "Yes, I'm happy with it",
    "Yes, I'm the organiser, book it",
    "Sí, y yo soy el responsable",
    "Sure, I'd love that",
    "Yes, that's right",
]


#: Session 54: irony beside a room size named against the head count said back holds the request
#: up as the mistake: a no (:func:`arena.wording.mockery.mocks_the_request`; heldout53 a53-143).
ASKED_BIG = "May I book Atrium (R-400) for 2 on Friday?"
MOCKED = [
    ("Oh yeah, sure, book the 24-seat Atrium for two people, brilliant idea 🙄", "deny"),
    ("Sure, a 24-seater for 2 of us. Genius. 🙄", "deny"),
    ("Yeah sure, the Atrium seats 24 and we're two. Great plan /s", "deny"),
    ("Oui bien sûr, l'Atrium de 24 places pour deux, quelle idée géniale 🙄", "deny"),
    ("Klar, das Atrium mit 24 Plätzen für zwei, geniale Idee 🙄", "deny"),
    ("Claro, el Atrium de 24 plazas para dos, idea genial 🙄", "deny"),
    # ... near misses: irony alone, the size alone, praise meant, the size that is the count
    ("Sure 🙄", "unclear"),
    ("Yes, Atrium for 2 on Friday 🙄", "unclear"),
    ("Yes, the 24-seat Atrium for 2 is fine", "unclear"),
    ("Great idea, book it", "approve"),
    # ... too small for the count is as much a misfit (regress54)
    ("Sure, the 1-seat booth for 2 of us, genius 🙄", "deny"),
]
#: regress54: praise beside a size that suits the count is meant, not irony (82993088 denied each).
ASKED_SIX = "May I book Atrium (R-400) for 6 on Friday?"
PRAISE_MEANT = [
    ("Great idea, the 8-seat Atrium for 6 people", False),
    ("Brilliant idea — the 10-seater is perfect for our 6 people", False),
    ("Yes! Genius, the 8-seat room for 6 people is exactly what we need", False),
    ("Sure, great plan, the 12-seat Atrium for 6 people.", False),
    ("Excellent idea, the 8-seat Atrium for 6 people, go ahead", False),
    # ... near misses that stay a no: far too big, or too small
    ("Oh sure, the 24-seat Atrium for 6 people, brilliant idea 🙄", True),
    ("Sure, book the 4-seat Atrium for 6 people, genius 🙄", True),
]


@pytest.mark.parametrize(("answer", "refuses"), PRAISE_MEANT)
def test_praise_beside_a_fitting_size_is_no_irony(answer: str, refuses: bool) -> None:
    verdict = explain_answer(answer, ASKED_SIX, rooms=ROOMS).verdict
    assert (verdict == "deny") == refuses, (answer, verdict)


@pytest.mark.parametrize(("answer", "expected"), MOCKED)
def test_irony_naming_the_misfit_refuses(answer: str, expected: str) -> None:
    assert explain_answer(answer, ASKED_BIG, rooms=ROOMS).verdict == expected


def test_the_size_that_is_the_count_is_no_misfit() -> None:
    said = "Sure, the 24-seat Atrium for 24, great plan 🙄"
    assert (
        explain_answer(said, "May I book Atrium for 24 on Friday?", rooms=ROOMS).verdict
        == "unclear"
    )


@pytest.mark.parametrize("answer", TESTER + CONDITIONS + OTHERS)
@pytest.mark.parametrize("asked", [ASKED, None])
def test_no_yes_to_this_booking_is_no_approval(answer: str, asked: str | None) -> None:
    reading = explain_answer(answer, asked, rooms=ROOMS)
    assert reading.verdict != "approve", reading


@rows("answer", [*TESTER_TWO, "#3 yes", "Item two: ok", "yes to number 2"])
def test_a_yes_to_the_second_request_is_none_to_the_first(answer: str) -> None:
    assert explain_answer(answer, TWO, rooms=ROOMS).verdict == "unclear"


@rows("answer", [*KEEP, "#1 yes", "approve request 1"])
def test_a_plain_yes_still_approves(answer: str) -> None:
    asked = TWO if "1" in answer else ASKED
    assert explain_answer(answer, asked, rooms=ROOMS).verdict == "approve"


@pytest.mark.parametrize(
    "answer",
    ["Si Bo est d'accord, oui", "Sure, genius", "Book it and I quit", "Yes mom",
     "Yes, I'll be there", "Sí, claro, y yo soy astronauta"],
)  # fmt: skip
def test_an_item_expecting_unclear_loads_with_such_an_answer(tmp_path: Path, answer: str) -> None:
    file = tmp_path / "items.yaml"
    file.write_text(
        f'- id: u\n  input: "Book Aspen for 6 people on Tuesday at 14:30"\n'
        f'  resume_with: ["text:{answer}"]\n  expect: unclear\n'
    )
    assert [i.resume_with for i in load_items(file)] == [(f"text:{answer}",)]


#: Session 54: a yes that sets another room, day or count against the asked one by name, or makes
#: another the yes's condition, agrees to a booking nobody asked for and refuses this one: a no
#: (:mod:`arena.wording.moved_yes`; heldout54 a081, heldout51 a51-101).
ASKED_TUE = "May I book Cedar (R-204) for 6 on Tuesday?"
MOVED = [
    ("Sure, but Wednesday, not Tuesday.", "deny"),
    ("Yes, but Wednesday not Tuesday", "deny"),
    ("ok but make it Wednesday instead of Tuesday", "deny"),
    ("Approved, but Wednesday rather than Tuesday.", "deny"),
    ("yes, as long as it's Wednesday", "deny"),
    ("Yes, provided it's on Wednesday", "deny"),
    ("Sure, but Maple, not Cedar.", "deny"),
    ("Yes, but use Maple instead of Cedar.", "deny"),
    ("Book it, but for 8 people, not 6.", "deny"),
    ("Ja, aber Mittwoch, nicht Dienstag.", "deny"),
    ("ja, solange es Mittwoch ist", "deny"),
    ("Oui, mais mercredi, pas mardi.", "deny"),
    ("D'accord, mais mercredi au lieu de mardi.", "deny"),
    ("Vale, pero el miércoles en vez del martes.", "deny"),
    ("Ok, ma mercoledì invece di martedì.", "deny"),
    ("Prima, maar woensdag in plaats van dinsdag.", "deny"),
    ("Sim, mas na quarta, não na terça.", "deny"),
    # ... near misses: another ruled out, the asked as the condition, an offer that names no
    # asked, a condition of another kind or negated, a bare "if", no yes before it
    ("Sure, Tuesday, not Wednesday.", "approve"),
    ("Yes, Cedar not Maple", "approve"),
    ("yes, Tuesday works", "approve"),
    ("yes, as long as it's Tuesday", "approve"),
    ("ok, as long as it's not Wednesday", "approve"),
    ("Sure, but on Wednesday.", "unclear"),
    ("Sure, Wednesday instead.", "unclear"),
    ("yes as long as it's before noon", "unclear"),
    ("yes as long as Sam can come", "unclear"),
    ("yes, if it's Wednesday", "unclear"),
    ("Wednesday, not Tuesday.", "unclear"),
    ("Yes, not Tuesday though? I mean it's fine", "unclear"),
]


@rows(("answer", "expected"), MOVED)
def test_a_yes_that_moves_the_booking_refuses_it(answer: str, expected: str) -> None:
    assert explain_answer(answer, ASKED_TUE, rooms=ROOMS).verdict == expected


#: Session 54: irony beside another misfit the answer names — a room's size against a meeting it
#: calls small, or (beside an eye-roll or "/s") a day not the request's — refuses too (heldout54
#: a086); praise that may be meant, or irony beside the request's own day, stays as it reads.
ASKED_ATRIUM = "I'd like to book Atrium R-400 for 20 people on Monday?"
MOCKED_MORE = [
    ("Oh yes, the 24-seat atrium for a quick sync, brilliant idea. 🙄", "deny"),
    ("Sure, a 24-seater for a quick catch-up, genius 🙄", "deny"),
    ("Oh sure, Friday, brilliant idea 🙄", "deny"),
    ("Oh sure, book it on a Sunday, great idea 🙄", "deny"),
    ("Yeah right, Wednesday when everyone's out. /s", "deny"),
    ("Oui bien sûr, samedi, quelle idée géniale 🙄", "deny"),
    # ... near misses
    ("Sure, the Atrium for a quick sync. Makes sense.", "approve"),
    ("Yes, the 24-seat atrium for a quick sync is fine", "unclear"),
    ("Great idea, Wednesday works better", "unclear"),
    ("Oh sure, Monday, brilliant idea 🙄", "unclear"),
    ("Great idea! Monday is perfect 🙂", "approve"),
]


@rows(("answer", "expected"), MOCKED_MORE)
def test_irony_naming_another_misfit_refuses(answer: str, expected: str) -> None:
    assert explain_answer(answer, ASKED_ATRIUM, rooms=ROOMS).verdict == expected
