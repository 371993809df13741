"""regress40: b1abb851's reading of a yes or no to a question asked against the booking
(arena.wording.negative_questions) turned a no into an approval where the question asked for the
booking itself after its word against, where that word sat inside a "without …", or where the
request said what a no means; a real person's "no" booked the room. Those answers are read as
said again; the questions that do ask against the booking still turn."""

from __future__ import annotations

from arena.model.reading import read_answer as model_reads
from arena.model.rooms import all_rooms
from arena.wording.answers import explain_answer
from row_table import rows

ROOMS = [(room.id, room.name) for room in all_rooms()]
ASPEN = "Book R-102 (Aspen) for 6 people on Tuesday at 14:30?"


def _verdict(answer: str, asked: str = ASPEN) -> str:
    verdict = explain_answer(answer, asked, rooms=ROOMS).verdict
    assert model_reads(answer, asked, ROOMS) == verdict, "the scripted model reads it otherwise"
    return verdict


NOT_AGAINST = [
    ("> Should we cancel the old meeting and book R-102 instead?\nno", ASPEN, "deny"),
    ("> Shall I skip the waiting list and book R-102?\nno", ASPEN, "deny"),
    ("> Do you want me to book R-102 without waiting for objections?\nno", ASPEN, "deny"),
    ("no", "Shall I skip the waiting list and then book R-102 (Aspen) for 6 on Tuesday?", "deny"),
    ("no", "Any objections to booking R-102 (Aspen) for 6 on Tuesday? Reply no to deny.", "deny"),
    (
        "yes",
        "Any objections to booking R-102 (Aspen) for 6 on Tuesday? Reply yes to approve.",
        "approve",
    ),
]


@rows(("answer", "asked", "verdict"), NOT_AGAINST)
def test_a_no_to_a_question_that_asks_the_booking_is_a_no(
    answer: str, asked: str, verdict: str
) -> None:
    assert _verdict(answer, asked) == verdict


AGAINST = [
    ("> Any objections?\nno", "approve"),
    ("> Any objections?\nyes", "deny"),
    ("> Should we cancel?\nyes", "deny"),
    ("> Is there a reason not to book it?\nno", "approve"),
    ("> Do you mind if I book Aspen?\nno", "approve"),
]


@rows(("answer", "verdict"), AGAINST)
def test_a_question_against_the_booking_still_turns(answer: str, verdict: str) -> None:
    assert _verdict(answer) == verdict


BOOKINGS_NAMED = [
    ("no", "Shall I make the reservations for Aspen (R-102), 6 people, Tuesday 14:30?", "deny"),
    ("no", "Confirm reservations: Aspen (R-102) for 6 people on Tuesday at 14:30?", "deny"),
    ("> Shall I place the reservations for Aspen?\nno", ASPEN, "deny"),
    (
        "no",
        "Book Aspen (R-102) for 6 people on Tuesday at 14:30 (capacity concerns: none)?",
        "deny",
    ),
    (
        "no",
        "Approve booking Aspen (R-102) for 6 people on Tuesday at 14:30, or should I cancel?",
        "unclear",
    ),
]


@rows(("answer", "asked", "verdict"), BOOKINGS_NAMED)
def test_reservations_the_bookings_and_a_go_ahead_asked_first_turn_nothing(
    answer: str, asked: str, verdict: str
) -> None:
    """'reservations' the bookings, not a doubt; a label's 'concerns:'; a go-ahead asked before
    'or should I cancel' (a question both ways): a no there never books."""
    assert _verdict(answer, asked) == verdict


def test_reservations_as_a_doubt_still_turn() -> None:
    assert _verdict("no", "Any reservations about booking Aspen (R-102) for 6 on Tuesday?") == (
        "approve"
    )
    assert _verdict("yes", "Do you have reservations about booking Aspen (R-102)?") == "deny"


OTHER_LANGUAGES = [
    ("nein", "Soll ich die alte Buchung stornieren und Aspen (R-102) buchen?", "deny"),
    ("non", "Dois-je annuler l'ancienne réunion et réserver Aspen (R-102) ?", "deny"),
    ("nee", "Zal ik de oude vergadering annuleren en Aspen (R-102) boeken?", "deny"),
    ("nein", "Soll ich Aspen (R-102) buchen oder absagen?", "unclear"),
    ("no", "Should I leave it as Aspen (R-102), 6 people, Tuesday 14:30?", "deny"),
]


@rows(("answer", "asked", "verdict"), OTHER_LANGUAGES)
def test_the_booking_asked_in_another_language_or_kept_as_is_turns_nothing(
    answer: str, asked: str, verdict: str
) -> None:
    assert _verdict(answer, asked) == verdict


@rows(
    "answer",
    [
        "> Should we cancel?\nNo — wait, yes.",
        "> Should we cancel?\nno... actually yes",
        "> Any objections?\nNo. Well, yes, actually.",
        "> Any objections?\nNo, I mean yes.",
    ],
)
def test_a_no_taken_back_is_no_go_ahead(answer: str) -> None:
    assert _verdict(answer) == "unclear"


@rows(
    ("answer", "asked", "verdict"),
    [
        ("yes", "Any objections to booking Aspen (R-102)? Reply yes to object.", "deny"),
        ("yes", "Any objections to booking Aspen (R-102)? Reply yes to deny.", "deny"),
        ("no", "Any objections to booking Aspen (R-102)? Reply no if you want to cancel.", "deny"),
    ],
)
def test_a_request_that_says_a_yes_objects_still_turns(
    answer: str, asked: str, verdict: str
) -> None:
    """Only a request saying a yes approves or a no denies keeps the answer as said (6f1e718e
    read every 'reply yes/no' so: 'Reply yes to object.' + 'yes' booked)."""
    assert _verdict(answer, asked) == verdict
