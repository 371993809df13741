"""answers39 (outside tester, session 39): answers that approved what is no clear yes to the
request asked, or read a clear answer as unclear.

- a yes or 👍 given for or to a thing the request does not name ("That's a yes for the
  catering", "Yes for Monday's standup", "Yes to Tom's question") (arena.wording.subject_yes);
- "yes but <day>" where the day is a word with a second sense, after the language's "but"
  ("yes ama cuma", "sim mas sexta": Friday) (arena.wording.far_weekdays, arena.wording.days);
- a bot's JSON answer whose fields name another room, day, time or head count than the
  request's ({"answer": "yes", "room": "Cedar"} to Maple) (arena.wording.forms);
- the decision left to someone else ("Let Ahmed approve this one") (arena.wording.hedges);
- a transcript that lost words ("[inaudible] book it") (arena.wording.dictation);
- a yes taken back by a no and what was done to the meeting ("Go ahead — wait, no, we
  cancelled the meeting.", "Oui. Ah non, en fait non, c'est annulé.") read unclear
  (arena.wording.need_gone);
- someone's yes passed on with the person's own ("Sure, HR approved and so do I") read as
  someone else's only (arena.wording.reported)."""

from __future__ import annotations

from arena.model.reading import read_answer as model_reads
from arena.model.rooms import all_rooms
from arena.wording.answers import Reading, explain_answer
from row_table import rows

ROOMS = [(room.id, room.name) for room in all_rooms()]
MAPLE = "Book Maple (R-210) for 8 people on Wednesday at 13:00 for 1 hour?"
CEDAR = "Book R-204 (Cedar) for 13 people on Monday at 14:30?"
ATRIUM = "Book Atrium (R-400) for 20 people on Thursday at 10:00 for 90 minutes?"


def _read(answer: str, asked: str = MAPLE) -> Reading:
    reading = explain_answer(answer, asked, rooms=ROOMS)
    assert model_reads(answer, asked, ROOMS) == reading.verdict, (
        "the scripted model reads it otherwise"
    )
    return reading


@rows(
    ("answer", "asked"),
    [("That's a yes for the catering.", MAPLE), ("yes for the catering", ATRIUM),
     ("Yes for Monday's standup.", CEDAR), ("Yes to Tom's question", MAPLE),
     ("👍 for the train tickets", MAPLE), ("✅ for the parking thing", ATRIUM)],
)  # fmt: skip
def test_a_yes_for_another_thing_is_unclear(answer: str, asked: str) -> None:
    reading = _read(answer, asked)
    assert reading.verdict == "unclear" and reading.why, reading


@rows(
    ("answer", "asked"),
    [("Yes for the room", MAPLE), ("Yes for Monday's meeting", CEDAR), ("yes to the booking", MAPLE),
     ("✅ for the Cedar one", CEDAR), ("Yes, for the 13 of us", CEDAR),
     ("Yes, go ahead, mostly for the demo", MAPLE)],
)  # fmt: skip
def test_a_yes_for_the_booking_approves(answer: str, asked: str) -> None:
    assert _read(answer, asked).verdict == "approve"


@rows("answer", ["yes ama cuma", "evet ama cuma", "sim mas sexta", "Sim, porém quinta"])
def test_yes_but_another_day_is_unclear(answer: str) -> None:
    reading = _read(answer, MAPLE)
    assert reading.verdict == "unclear" and reading.why, reading


@rows(
    "answer",
    ['{"answer": "yes", "room": "Cedar"}', '{"answer": "yes", "people": 6}',
     '{"approved": true, "day": "Friday"}', '{"decision": "approve", "time": "15:00"}'],
)  # fmt: skip
def test_json_fields_naming_another_booking_are_unclear(answer: str) -> None:
    assert _read(answer, MAPLE).verdict == "unclear"


@rows(
    "answer",
    ['{"answer": "yes", "room": "Maple"}', '{"answer": "yes", "people": 8}',
     '{"approved": true, "room_id": "R-210", "day": "Wednesday"}',
     '{"approved": true, "time": "13:00", "id": 42}', '{"approved": true, "request_id": "abc-123"}'],
)  # fmt: skip
def test_json_fields_of_the_booking_asked_approve(answer: str) -> None:
    assert _read(answer, MAPLE).verdict == "approve"


@rows(
    ("answer", "verdict"),
    [("Let Ahmed approve this one.", "unclear"), ("let them approve it", "unclear"),
     ("Let me approve this one.", "approve"), ("Yes, let Sam know.", "approve")],
)  # fmt: skip
def test_the_decision_left_to_someone_else(answer: str, verdict: str) -> None:
    assert _read(answer).verdict == verdict


@rows(
    ("answer", "verdict"),
    [("[inaudible] book it", "unclear"), ("Yes [crosstalk] go ahead", "unclear"),
     ("(unintelligible) go ahead and book it", "unclear"),
     ("[Voice message, transcribed] yeah go ahead and book it", "approve")],
)  # fmt: skip
def test_a_transcript_that_lost_words(answer: str, verdict: str) -> None:
    reading = _read(answer)
    assert reading.verdict == verdict, reading


@rows(
    "answer",
    ["Go ahead — wait, no, we cancelled the meeting.", "Go ahead. Wait, no. We cancelled.",
     "Yes - wait - no, we cancelled.", "yes\nwait no\nwe cancelled",
     "Yes please! Oh no wait, never mind, Dana already has a room.",
     "Oui. Ah non, en fait non, c'est annulé.", "Sí. Ay no, espera, se canceló, no reserves."],
)  # fmt: skip
def test_a_yes_taken_back_with_news_denies(answer: str) -> None:
    assert _read(answer, ATRIUM).verdict == "deny"


@rows(
    "answer",
    ["Sure, HR approved and so do I.", "Sam approved it, and I do as well.",
     "Kim agrees, and so do I: yes.", "Tom's a yes, me too."],
)  # fmt: skip
def test_someone_elses_yes_with_the_persons_own_approves(answer: str) -> None:
    assert _read(answer).verdict == "approve"


@rows("answer", ["HR approved it.", "Sam might approve, and so do I.", "Kim agrees."])
def test_someone_elses_yes_alone_stays_unclear(answer: str) -> None:
    assert _read(answer).verdict == "unclear"


@rows(
    "answer",
    ["Yes. Also, is the printer fixed?", "Sure. By the way, did anyone find my charger?",
     "Approved. Random question: is the coffee machine working again?",
     "Ja. Übrigens, funktioniert der Drucker wieder?", "Sí. Por cierto, ¿la impresora funciona?"],
)  # fmt: skip
def test_a_yes_with_a_question_on_another_matter_approves(answer: str) -> None:
    assert _read(answer).verdict == "approve"


@rows(
    "answer",
    ["Yes. Also, is Maple free?", "Yes. Also, is it big enough?", "Yes. Also, are you sure?",
     "Yes. By the way, is the Wednesday slot ok?", "Yes. Is the printer fixed?",
     "Yes. Also, is the projector really needed?"],
)  # fmt: skip
def test_a_yes_with_a_question_on_the_booking_stays_open(answer: str) -> None:
    assert _read(answer).verdict == "unclear"


SEQUOIA = "Book Sequoia (R-305) for 6 people on Tuesday at 9:00 for 2 hours?"


@rows(
    ("answer", "asked", "verdict"),
    [("Yes, just the first hour.", SEQUOIA, "unclear"), ("Yes, only the last half hour", SEQUOIA, "unclear"),
     ("I don't disapprove.", MAPLE, "unclear"), ("I disapprove.", MAPLE, "deny"),
     ("Transcript: yes please book Maple", MAPLE, "approve"), ("Voicemail: yes go ahead", MAPLE, "approve"),
     ("Dana: yes", MAPLE, "unclear"), ("Sam - yes", MAPLE, "unclear")],
)  # fmt: skip
def test_part_of_the_slot_a_negated_no_and_a_transcripts_label(
    answer: str, asked: str, verdict: str
) -> None:
    assert _read(answer, asked).verdict == verdict


@rows(
    ("answer", "verdict"),
    [(f"Yes to: {MAPLE}", "approve"), (f"No to: {MAPLE}", "deny"),
     ("Yes to: Book Cedar for 8 people on Wednesday?", "unclear"),
     ("Yes to: do we really need it?", "unclear")],
)  # fmt: skip
def test_the_request_said_back_after_a_label(answer: str, verdict: str) -> None:
    assert _read(answer).verdict == verdict


@rows(
    ("answer", "verdict"),
    [("My boss is fine with it and so am I. Go ahead.", "approve"),
     ("Ja, die Chefin ist einverstanden und ich auch.", "approve"),
     ("Oui, mon manager est d'accord, et moi aussi.", "approve"),
     ("My boss is fine with it.", "unclear"), ("Yes, zoom too", "unclear"),
     ("Sim, só am", "unclear")],
)  # fmt: skip
def test_the_persons_own_yes_beside_someone_elses(answer: str, verdict: str) -> None:
    assert _read(answer).verdict == verdict


@rows(
    ("answer", "verdict"),
    [("아니요, 괜찮습니다.", "deny"), ("Không, cảm ơn bạn.", "deny"), ("Tidak usah.", "deny"),
     ("जी नहीं", "deny"), ("いいえ、けっこうです", "deny"), ("네, 괜찮습니다.", "approve"),
     ("네, 부탁드립니다.", "approve"), ("Da, mulțumesc.", "approve"), ("괜찮습니다", "unclear")],
)  # fmt: skip
def test_a_polite_yes_or_no_in_other_languages(answer: str, verdict: str) -> None:
    assert _read(answer).verdict == verdict


@rows(
    ("answer", "verdict"),
    [("Yes (sorry, been in meetings all day).", "approve"), ("Yes, all day", "unclear"),
     ("No (sorry, been in meetings all day).", "deny"),
     ("HR approved, but I don't. Don't book it.", "deny"),
     ("Sam said yes, but no — we don't need it.", "deny"),
     ("Dana says no, but I say yes", "unclear"), ("Sam said yes but I'm not sure", "unclear"),
     ("Sam's fine with it, I haven't decided.", "unclear"),
     ("approved: ❌", "deny"), ("approval = 🚫", "deny"), ("approved: ✅", "approve")],
)  # fmt: skip
def test_an_apology_someone_elses_yes_beside_a_no_and_a_crossed_key(
    answer: str, verdict: str
) -> None:
    assert _read(answer).verdict == verdict


@rows(
    ("answer", "verdict"),
    [("ok for the room", "approve"), ("ok for the booking.", "approve"), ("ok for the flights", "unclear"),
     ("ok for the room?", "unclear"), ("<decision>approve</decision>", "approve"),
     ("<decision>deny</decision>", "deny"), ("<decision>maybe</decision>", "unclear")],
)  # fmt: skip
def test_an_ok_for_the_room_and_a_tagged_verdict(answer: str, verdict: str) -> None:
    assert _read(answer).verdict == verdict
