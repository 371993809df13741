"""Outside tester 25: a yes that repeats the request's own clock time, and one whose condition
rules out a room or day the request is not, read as the plain yes they are.

Finding 2: "yep 14:30 is fine" to "… (the request says: at 14:30)" read unclear ("at 14" was read
and ":30" left over), so did "Ja, 9:30 passt" and "ok, 3 till 4 then". Finding 3: the question
left out "14h30", "à 14h30", "0930-1030" and the "to 11" of "from 10 to 11", so the loader
(reading against the input) and the run (against the question) disagreed. Finding 5: "as long as
it's not Aspen" to a Cedar request read unclear while "as long as it's Cedar" approved.
What must stay: a time the request did not give is no plain yes, and a condition against the
request's own room or day is none either.
"""

from __future__ import annotations

from arena.item_facts import contradiction
from arena.model.rooms import Room, summary
from arena.model.task import parse_request
from arena.tools.rooms import ROOMS
from arena.wording.answers import explain_answer, read_answer
from row_table import rows

_ROOMS = [(room.id, room.name) for room in ROOMS]
MAPLE = Room("R-210", "Maple")


def _question(task: str) -> str:
    req = parse_request(task)
    assert req is not None, task
    return summary(MAPLE, req, task)


#: (input, the yes that repeats its time, the words the question must carry)
REPEATED_TIMES = [
    ("Need a room Fri at 14:30 for 9 people - book it.", "yep 14:30 is fine", "at 14:30"),
    ("Need a room Fri at 14:30 for 9 people - book it.", "Yes, 14:30 works for us.", "14:30"),
    ("Book a room for 9 people on Friday at 2:30pm.", "yes 2:30pm is fine", "at 2:30pm"),
    ("Book a room for 9 people on Friday at 2:30pm.", "Sure, 2:30 works", "2:30pm"),
    ("Bitte einen Raum am Dienstag um 9:30 Uhr für 6 Personen buchen.", "Ja, 9:30 passt.",
     "um 9:30 Uhr"),
    ("Bitte einen Raum am Dienstag um 14:30 für 6 Personen buchen.", "Ja, 14:30 passt.", "14:30"),
    ("Need a room Fri @ 14h30 for 9 ppl pls - book it.", "yep 14h30 is fine", "14h30"),
    ("Need a room Fri at 14h30 for 9 people - book it.", "yes, 14h30 works", "at 14h30"),
    ("Réservez une salle vendredi à 14h30 pour 9 personnes.", "oui, 14h30 ça va", "à 14h30"),
    ("Réservez une salle mardi de 9h30 à 11h pour 6 personnes.", "Oui, 9h30 à 11h c'est bon.",
     "9h30 à 11h"),
    ("Reserva una sala el martes a las 16:30 para 6 personas.", "Sí, 16:30 está bien.", "16:30"),
    ("Tuesday 0930-1030, 6 people, please book a room.", "yes, 0930-1030 is fine", "0930-1030"),
    ("Book a room for 6 from 10 to 11 on Tuesday.", "yes, 10 to 11 is fine", "from 10 to 11"),
    ("Please book a room for six from 3 till 4 on Tuesday.", "ok, 3 till 4 then", "from 3 till 4"),
    ("Please book a room for six from 3 till 4 on Tuesday.", "Alright, 3 till 4 it is.",
     "from 3 till 4"),
]  # fmt: skip


@rows(("task", "answer", "words"), REPEATED_TIMES)
def test_a_yes_that_repeats_the_request_time_approves_at_load_and_in_a_run(
    task: str, answer: str, words: str
) -> None:
    question = _question(task)
    assert words in question.partition("(the request says: ")[2], question
    assert read_answer(answer, question, rooms=_ROOMS) == "approve", question
    assert read_answer(answer, task, rooms=_ROOMS) == "approve"  # the loader reads the input


#: (input, a yes that names another time than the request's)
OTHER_TIMES = [
    ("Need a room Fri at 14:30 for 9 people - book it.", "yes, 15:30 is fine"),
    ("Need a room Fri at 14:30 for 9 people - book it.", "yes at 14:45"),
    ("Need a room Fri at 14:30 for 9 people - book it.", "yes, 14h45 works"),
    ("Need a room Fri at 14:30 for 9 people - book it.", "ok, 16:30 then"),
    ("Need a room Fri at 2pm for 9 people - book it.", "Yes, at 14:30."),
    ("Need a room Fri at 2pm for 9 people - book it.", "Yes, at 2:30."),
    ("Bitte einen Raum am Dienstag um 9:30 Uhr für 6 Personen buchen.", "Ja, 10:30 passt."),
    ("Réservez une salle vendredi à 14h30 pour 9 personnes.", "oui, 15h30 ça va"),
    ("Reserva una sala el martes a las 16:30 para 6 personas.", "Sí, 17:30 está bien."),
    ("Tuesday 0930-1030, 6 people, please book a room.", "yes, 0930-1100 is fine"),
    ("Book a room for 6 from 10 to 11 on Tuesday.", "yes, 10 to 12 is fine"),
    ("Please book a room for six from 3 till 4 on Tuesday.", "ok, 3 till 5 then"),
    ("Please book a room for six on Tuesday.", "ok, 3 till 4 then"),
    ("Please book a room for six on Tuesday.", "Yes, 14h30 works"),
    ("Please book a room for six on Tuesday.", "yes, 0930-1030 is fine"),
]


@rows(("task", "answer"), OTHER_TIMES)
def test_a_yes_that_adds_a_time_stays_unclear(task: str, answer: str) -> None:
    question = _question(task)
    reading = explain_answer(answer, question, rooms=_ROOMS)
    assert reading.verdict == "unclear", question
    assert read_answer(answer, task, rooms=_ROOMS) == "unclear"


def test_a_repeated_range_is_quoted_whole_in_the_reason() -> None:
    """The reason quoted "'it it then'": a range the request gave is one thing said back."""
    asked = _question("Please book a room for six from 3 till 4 on Tuesday.")
    reading = explain_answer("maybe, 3 till 4 then", asked, rooms=_ROOMS)
    assert reading.verdict == "unclear"
    assert "it it" not in (reading.why or "")


CEDAR = "Book R-204 (Cedar) for 8 people on Tuesday"
#: A condition against another room or day than the request's: met.
MET_NEGATIVE = [
    "Yes, as long as it's not Aspen.",
    "Go ahead, but only if it's not Atrium",
    "Yes, as long as it isn't Aspen.",
    "Yes, provided it's not Aspen.",
    "Yes, unless it's Aspen.",
    "Yes, as long as it's not Atrium or Aspen.",
    "Yes, only if it's not on Monday.",
    "Ja, solange es nicht Aspen ist.",
    "Oui, tant que ce n'est pas Aspen.",
    "Sí, siempre que no sea Aspen.",
]
#: A condition against the request's own room or day, or one the arena cannot check.
UNMET = [
    "Yes, as long as it's not Cedar.",
    "Yes, unless it's Cedar.",
    "Yes, only if it's not on Tuesday.",
    "Yes, as long as it's not Aspen or Cedar.",
    "Ja, solange es nicht Cedar ist.",
    "Oui, tant que ce n'est pas Cedar.",
    "Sí, siempre que no sea Cedar.",
    "Yes, as long as it's not expensive.",
    "Yes, as long as it's not Aspen and has a projector.",
]


@rows("answer", MET_NEGATIVE)
def test_a_condition_against_another_room_or_day_is_met(answer: str) -> None:
    assert read_answer(answer, CEDAR, rooms=_ROOMS) == "approve"


@rows("answer", UNMET)
def test_a_condition_against_the_asked_room_or_day_is_no_yes(answer: str) -> None:
    assert read_answer(answer, CEDAR, rooms=_ROOMS) != "approve"


@rows("answer", MET_NEGATIVE[:6])
def test_a_question_naming_no_room_cannot_meet_a_room_condition(answer: str) -> None:
    """The agent may yet pick the room the answer rules out: no plain yes."""
    assert read_answer(answer, "Book a room for 8 people on Tuesday", rooms=_ROOMS) != "approve"


@rows(
    ("meta", "loads"),
    [
        ({"people": 8, "day": "tuesday"}, True),  # the agent may pick a room not ruled out
        ({"people": 8, "day": "tuesday", "room": "Cedar"}, True),
        ({"people": 8, "day": "tuesday", "room": "Aspen"}, False),  # the one ruled out
    ],
)
def test_the_loader_reads_a_met_negative_condition_as_the_run_can(
    meta: dict[str, object], loads: bool
) -> None:
    problem = contradiction(
        "approved", ["text:Yes, as long as it's not Aspen."], "Book a room for 8 people on Tuesday.",
        meta, _ROOMS,
    )  # fmt: skip
    assert (problem is None) is loads, problem
