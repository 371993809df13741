"""Session 48: Turkish "you may book it", and answers that leave the choice of room to the agent.

"Evet, ayırabilirsin." (yes, you may reserve it: heldout47) read unclear, the booking left undone:
the Turkish "you may reserve" forms now count as a yes's own words, but only beside a yes and
nothing else. "6-person or 8-person room is fine" to a request that names both sizes, "Aspen or
Cedar is fine" to one that offers both, "either one works" approved: an answer that offers a
choice is unclear (:mod:`arena.wording.alternatives`). Each new yes has neighbours (a condition,
a question, a negation, another room, day or count) that must not approve.
"""

from __future__ import annotations

from arena.model.reading import read_answer as model_reads
from arena.tools import rooms as arena_rooms
from arena.wording.answers import read_answer
from row_table import rows

ROOMS = [(r.id, r.name) for r in arena_rooms.ROOMS]
ASKED = "Book R-102 (Aspen) for 6 people on Tuesday at 14:30?"
BOTH_SIZES = "Book R-204 (Cedar, 8 seats) for 6 people on Tuesday"
OFFERED = "Book R-102 (Aspen, 6 seats) or R-204 (Cedar, 8 seats) for 6 on Tuesday?"


def _readings(text: str, asked: str = ASKED) -> set[str]:
    """How the harness (with and without the rooms) and the model read ``text``."""
    return {
        read_answer(text, asked, rooms=ROOMS),
        read_answer(text, asked),
        model_reads(text, asked, ROOMS),
    }


@rows(
    "text",
    [
        "Evet, ayırabilirsin.",
        "Evet, ayırabilirsiniz.",
        "Evet, ayırtabilirsin, teşekkürler.",
        "Tamam, ayırın lütfen.",
        "Evet, rezerve edebilirsiniz.",
        "Dobrze, zgoda.",
        "Tak, zgoda.",
    ],
)
def test_a_yes_with_you_may_book_it_approves(text: str) -> None:
    assert _readings(text) == {"approve"}


@rows(
    "text",
    [
        "Ayırabilir misin?",  # can you reserve it? (a question)
        "Ayırabilirsin mi?",
        "Evet, ayırabilirsin mi?",
        "Evet, ayırabilirsin ama çarşamba.",  # but Wednesday
        "Evet, Cedar'ı ayırabilirsin.",  # Cedar
        "Evet, yarın ayırabilirsin.",  # tomorrow
        "Evet, ayırabilirsin, 8 kişi için.",  # for 8 people
        "Ayırabilirsin ama önce bana sor.",  # but ask me first
        "Eğer boşsa ayırabilirsin.",  # if it is free
        "Ayıramazsın.",  # you may not
        "Hayır, ayırabilirsin.",  # no, ... (both)
        "Ayırabilirsin belki.",  # maybe
        "Zgoda, ale w środę.",  # agreed, but on Wednesday
        "Dobrze, zgoda?",
        "Zgoda na Cedar.",
        "Dobrze, zgoda, ale na 8 osób.",
        "Zgoda, jeśli jest rzutnik.",  # if there is a projector
    ],
)
def test_its_neighbours_do_not_approve(text: str) -> None:
    assert "approve" not in _readings(text), text


def test_a_plain_no_in_turkish_and_polish_still_denies() -> None:
    assert _readings("Hayır, ayırma.") == {"deny"}
    assert _readings("Nie wyrażam zgody.") == {"deny"}


@rows(
    ("text", "asked"),
    [
        ("6-person or 8-person room is fine", BOTH_SIZES),
        ("Yes, 6-person or 8-person room is fine", BOTH_SIZES),
        ("6-person or 8-person room is fine", ASKED),
        ("Either the 6-person or the 8-person room is fine.", BOTH_SIZES),
        ("Aspen or Cedar is fine", OFFERED),
        ("Aspen or Cedar is fine", ASKED),
        ("Cedar or Aspen would be fine", OFFERED),
        ("Aspen/Cedar is fine", OFFERED),
        ("Either is fine", OFFERED),
        ("Either one works for me", OFFERED),
        ("Yes, either", OFFERED),
        ("Either way is fine", OFFERED),
        ("Either way is fine", ASKED),  # no yes of its own: unclear to ASKED too (regress49)
        ("Tuesday or Friday is fine", ASKED),
        ("Yes, 14:30 or 15:30", ASKED),
        ("2pm or 3pm works", ASKED),
        ("Sí, Aspen o Cedar.", OFFERED),
        ("Ja, Aspen oder Cedar.", OFFERED),
        ("La salle de 6 ou de 8 personnes, ça me va", BOTH_SIZES),
        ("Yes, for 6 or for 8", BOTH_SIZES),
        ("Whichever room, fine", OFFERED),
        ("Yes, whichever is cheaper", OFFERED),
        ("I don't mind which", OFFERED),
        ("Any is fine", OFFERED),
        ("Pick one, fine by me", OFFERED),
        ("Up to you, yes", OFFERED),
        ("Whatever you think, ok", OFFERED),
        ("Yes, you choose", OFFERED),
        ("Either/or, ok", OFFERED),
    ],
)
def test_an_answer_that_offers_a_choice_is_unclear(text: str, asked: str) -> None:
    assert _readings(text, asked) == {"unclear"}, text


def test_two_names_offered_are_a_choice_where_the_rooms_are_not_given() -> None:
    assert read_answer("Aspen or Maple is fine", ASKED) == "unclear"
    assert read_answer("Aspen/Maple works", ASKED) == "unclear"


@rows(
    ("text", "asked"),
    [
        ("Yes", OFFERED),
        ("Yes, Aspen is fine", OFFERED),
        ("Yes, Aspen is fine", ASKED),
        ("Sounds good, 6 people, Tuesday", ASKED),
        ("Yes, 14:30 works", ASKED),
        ("Yes, Tuesday or whenever", ASKED),
        ("Approved.", BOTH_SIZES),
        ("Yes please, the 8-seat Cedar", BOTH_SIZES),
        ("Yes on Tuesday, not on Wednesday or Thursday", ASKED),
        ("Sure, on Tuesday", ASKED),
        ("Yes, I choose Aspen", OFFERED),
        ("Yes, up to 6 people", ASKED),
        ("Yes, any time is fine", ASKED),
    ],
)
def test_a_yes_that_picks_one_still_approves(text: str, asked: str) -> None:
    assert read_answer(text, asked, rooms=ROOMS) == "approve", text
