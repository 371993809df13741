"""Outside tester 27b: 808 answers the reader had never seen. A yes that names another day
after a dash or a "thanks" ("Yes — Wednesday.", "Yes. Thanks, Wednesday": the day was taken for
a signature) or another room misspelt by one letter ("Yes, Cedr", "Approved, Atrum") approved
the booking asked for. Each must read unclear, with a reason a person can read."""

from __future__ import annotations

import pytest

from arena.model.rooms import all_rooms
from arena.wording.answers import explain_answer
from row_table import rows

ROOMS = [(room.id, room.name) for room in all_rooms()]
ASKED = "Book R-102 (Aspen) for 6 people on Tuesday at 14:30?"
WEDNESDAY = "Book R-400 (Atrium) for 22 people on Wednesday"


def _unclear(answer: str, asked: str = ASKED) -> str:
    """The reason ``answer`` reads unclear (failing if it reads otherwise)."""
    reading = explain_answer(answer, asked, rooms=ROOMS)
    assert reading.verdict == "unclear", (answer, reading)
    assert reading.why and "zz" not in reading.why, (answer, reading)
    return reading.why


DAY_AFTER_A_DASH = [
    "Yes — Wednesday.", "Yes – Wednesday.", "Go ahead — Friday.", "Yes — Wed.",
    "Yes. Thanks, Wednesday", "Approved -- Thursday", "Sure, go ahead.\n— Monday",
    "Go ahead — Fri!", "Yes. Cheers, Thursday",
]  # fmt: skip


@rows("answer", DAY_AFTER_A_DASH)
def test_a_weekday_after_a_dash_or_thanks_is_a_day_not_a_signature(answer: str) -> None:
    assert "day" in _unclear(answer)


@rows("answer", ["Ja — Donnerstag.", "Oui — vendredi.", "Sí — lunes."])
def test_a_weekday_in_another_language_after_a_dash_is_a_day(answer: str) -> None:
    _unclear(answer, WEDNESDAY)


@rows("answer", ["Yes — Tuesday.", "Yes. Thanks, Tuesday", "Yes, go ahead. -- Maria", "Yes — Tom"])
def test_the_asked_day_or_a_name_after_a_dash_still_approves(answer: str) -> None:
    assert explain_answer(answer, ASKED, rooms=ROOMS).verdict == "approve"


MISSPELT_ROOM = [
    "Yes — Cedr", "Yes, Sequoa.", "Approved, Atrum.", "Yes, Cedarr.", "Yes, Mapel please",
    "Sure, Junipr.", "Go ahead with Sequioa", "Yes, Atriumm",
]  # fmt: skip


@rows("answer", MISSPELT_ROOM)
def test_another_room_misspelt_by_one_letter_is_that_room(answer: str) -> None:
    assert "room" in _unclear(answer)


@rows("answer", ["Yes, Aspn.", "Yes, Aspen.", "Approved, Aspem"])
def test_the_asked_room_misspelt_still_approves(answer: str) -> None:
    assert explain_answer(answer, ASKED, rooms=ROOMS).verdict == "approve"


SOMEONE_ELSES = [
    "From Ravi: yes, go ahead", "Per Ravi: go ahead.", "According to Ravi, yes.", "Ravi: 👍",
    'Forwarded: "Yes, go ahead" — from Ravi', "Message from Ravi: approved", "HR: ✅",
    "Ravi says 👍", "Everyone voted yes.", "Quoting Dana: sure, book it",
    "Yes, go ahead (from Priya)", "As per Sam, approved.",
    # regress55: a word before the relayed yes, or the teller tagged after it (each approved)
    "Tom says: so go ahead and book it.", "Go ahead and book it, Tom says.",
    "Tuesday works for everyone I think, so go ahead and book it, Tom says.",
    "Go ahead and book it, says Tom.", "Yes, go ahead, my boss says so.",
]  # fmt: skip
SOMEONE_ELSES_ABROAD = [
    "Laut Ravi: ja, buchen.", "Selon Ravi : oui.", "The team voted yes.", "Volgens Ravi: ja.",
    "D'après Ravi, oui.", "The committee voted in favour.",
    "Buch ihn, sagt Tom.", "Réserve-la, dit Marie.", "Sí, resérvala, dice María.",
]  # fmt: skip


@rows("answer", SOMEONE_ELSES)
def test_a_yes_said_on_someone_elses_word_is_not_the_persons(answer: str) -> None:
    assert "someone else" in _unclear(answer)


@rows("answer", SOMEONE_ELSES_ABROAD)
def test_a_yes_said_on_someone_elses_word_abroad_is_not_the_persons(answer: str) -> None:
    _unclear(answer, WEDNESDAY)


OWN_YES = [
    "As per your request, approved.", "According to me, yes.", "From my side: yes",
    "Per Ravi: fine. I approve too.", "Yes 👍", "Decision: ✅", "I voted yes.",
    "Approved, as per policy", "From our side, go ahead",
    # regress55: the person's own yes beside a teller's, or a greeting passed on
    "Go ahead and book it, I say.", "Go ahead and book it, Tom says, and I agree.",
    "Tom says hi. Go ahead and book it.", "Yes, go ahead — Tom says hi!",
    "Yes. Tom said: thanks for asking.", "Yes, book it, the policy says so.",
]  # fmt: skip


@rows("answer", OWN_YES)
def test_the_persons_own_yes_still_approves(answer: str) -> None:
    assert explain_answer(answer, ASKED, rooms=ROOMS).verdict == "approve"


SLOT_DOUBTED = [
    "Approved, although Tuesday is tricky.", "Yes, although 14:30 clashes with standup.",
    "Yes, though 2:30pm is awkward for me", "Sure, Tuesday is difficult but fine",
    "Ja, obwohl Dienstag ungünstig ist.", "OK, even though 14:30 overlaps with the all-hands",
]  # fmt: skip


@rows("answer", SLOT_DOUBTED)
def test_a_yes_that_doubts_the_asked_day_or_time_is_unclear(answer: str) -> None:
    _unclear(answer)


@rows(
    "answer",
    ["Yes, Tuesday is fine.", "Yes, 14:30 is not a problem", "Yes, Tuesday is no problem",
     "Yes, Tuesday's hard to beat", "Approved, 14:30 works"],
)  # fmt: skip
def test_a_yes_that_finds_the_slot_fine_approves(answer: str) -> None:
    assert explain_answer(answer, ASKED, rooms=ROOMS).verdict == "approve"


MORE_SLOTS = [
    "Yes, every Tuesday.", "Yes, weekly.", "Yes, daily.", "Yes, every other week",
    "Yes, for the whole week.", "Yes, book it for the rest of the month", "Yes, on all weekdays",
    "Yes, overnight.", "Yes, twice.", "Approved, going forward.", "Yes, from now on",
]  # fmt: skip
#: Read unclear by other rules already: kept so that they stay so.
ALSO_UNCLEAR = [
    "Sure, book it three times", "Yes, until the end of the month", "Yes, for the next two weeks",
    "Sure, on the 3rd floor", "Approved, plus a breakout room", "Yes, but the one next to the lifts",
    "Approved — Kim's coming too", "Sure, and I'm the Pope.",
]  # fmt: skip


@rows("answer", ALSO_UNCLEAR)
def test_other_additions_stay_unclear(answer: str) -> None:
    _unclear(answer)


MORE_SLOTS_ABROAD = [
    "Ja, jeden Mittwoch.", "Oui, tous les mercredis.", "Sí, todos los miércoles.",
    "Ja, wöchentlich.", "Sí, toda la semana.", "Oui, chaque semaine.", "Ja, elke woensdag.",
]  # fmt: skip


@rows("answer", MORE_SLOTS)
def test_a_yes_to_a_repeat_or_a_span_is_no_yes_to_one_booking(answer: str) -> None:
    _unclear(answer)  # the reason may be another rule's ("going forward": a standing approval)


@rows("answer", MORE_SLOTS_ABROAD)
def test_a_yes_to_a_repeat_abroad_is_no_yes_to_one_booking(answer: str) -> None:
    assert "more than the one booking" in _unclear(answer, WEDNESDAY)


def test_a_repeat_the_request_asks_for_is_repeated() -> None:
    asked = "Book R-102 (Aspen) for 6 people every Tuesday at 14:30?"
    assert explain_answer("Yes, every Tuesday.", asked, rooms=ROOMS).verdict == "approve"


ANOTHER_PLACE = [
    "Yes, but upstairs.", "Yes, near the kitchen", "Yes, the room by the window",
    "Yes, the usual room", "Yes, the same room as last week", "Yes, the room we had before.",
    "Yes — and a second room for the overflow.", "Yes, the big room", "Yes, on the second floor",
    "Approved, with a breakout room too", "Yes, the one by the lifts",
]  # fmt: skip


@rows("answer", ANOTHER_PLACE)
def test_a_yes_that_points_at_a_room_without_its_name_is_unclear(answer: str) -> None:
    assert "another room" in _unclear(answer)


def test_a_place_the_request_names_is_the_room_asked() -> None:
    asked = "Book R-102 (Aspen) near the kitchen for 6 people on Tuesday?"
    assert explain_answer("Yes, near the kitchen works", asked, rooms=ROOMS).verdict == "approve"


PEOPLE_ADDED = [
    "Yes, plus Kim.", "Yes, and Kim.", "Yes. Kim and Lee are joining.",
    "Yes. Oh and Kim and Lee are joining.", "Yes, Ana will join", "Sure, add Priya",
]  # fmt: skip


@rows("answer", PEOPLE_ADDED)
def test_a_yes_that_adds_someone_by_name_is_unclear(answer: str) -> None:
    assert "head count" in _unclear(answer)


CHECK_FIRST = [
    "Yes, but check the AV works first.", "Yes, but first check the projector works.",
    "Sure — make sure the screen works before you book.", "Approved, but verify the price first",
]  # fmt: skip
CHECK_FIRST_ABROAD = [
    "Ja, aber zuerst den Beamer prüfen.", "Oui, mais vérifie d'abord le projecteur.",
    "Sí, pero primero comprueba el proyector.",
]  # fmt: skip


@rows("answer", CHECK_FIRST)
def test_a_yes_that_waits_on_a_check_is_unclear(answer: str) -> None:
    assert "check" in _unclear(answer)
    assert explain_answer(answer).verdict == "unclear"  # with no request too


@rows("answer", CHECK_FIRST_ABROAD)
def test_a_yes_that_waits_on_a_check_abroad_is_unclear(answer: str) -> None:
    assert "check" in _unclear(answer, WEDNESDAY)


SARCASM = [
    "Sure, and I'll also buy everyone a pony.", "Yes, and I'll also eat my hat.",
    "Yeah, and then I'll fly to the moon.", "Yes, and I'll eat my shoe",
]  # fmt: skip


@rows("answer", SARCASM)
def test_a_yes_with_an_impossible_promise_is_sarcasm(answer: str) -> None:
    assert "sarcasm" in _unclear(answer)


PLAIN_YES = [
    "Yes, go ahead.", "Yes, and thanks!", "Yes, and I'll send the invite.", "Yes, I checked twice.",
    "Yes, no need for a second room.", "Yes, thanks for checking first!", "Yes, Aspen on Tuesday.",
    "Yes, that's the room we used last time, go ahead.", "Yes, and Tuesday works for everyone.",
    "Go ahead, I'll tell Kim.",
]  # fmt: skip


@rows("answer", PLAIN_YES)
def test_a_plain_yes_beside_such_words_still_approves(answer: str) -> None:
    assert explain_answer(answer, ASKED, rooms=ROOMS).verdict == "approve"


@rows(
    ("answer", "asked"),
    [
        ("Yes, Tuesday afternoon is fine.", ASKED),
        ("Yes, the afternoon slot is fine.", ASKED),
        ("Ja, am Nachmittag", ASKED),
        ("Yes, Monday morning works.", "Book R-101 (Juniper) for 3 people on Monday at 10am?"),
        ("Sure, the morning works", "Book R-101 (Juniper) for 3 people on Monday at 9:30?"),
    ],
)
def test_the_part_of_the_day_the_asked_time_is_in_approves(answer: str, asked: str) -> None:
    assert explain_answer(answer, asked, rooms=ROOMS).verdict == "approve"


@rows(
    "answer", ["Yes, Tuesday morning is fine.", "Yes, in the evening", "Yes, not in the afternoon"]
)
def test_another_part_of_the_day_is_still_unclear(answer: str) -> None:
    _unclear(answer)


PLAIN_NO = [
    "OK, no.", "Okay, don't.", "Good idea, but no.", "Great, but no thanks.", "Thanks, but no.",
    "That's alright, no need.", "It's fine, no need.", "Sure would be nice, but no.",
    "Sam already took care of it.", "We've got it covered, thanks.", "All good, we sorted it out.",
    "Priya has taken care of it already", "Alright, nope.",
]  # fmt: skip
PLAIN_YES_UNREAD = [
    "No, that's perfect, book it.", "Nope, nothing to change — book it.", "Don't wait, book it now.",
    "Without a doubt.", "Reserve it.", "Grab it.", "Lock it in.", "Can't complain, book it.",
    "Never been more sure — book it.", "Snag it please", "No doubt about it.",
]  # fmt: skip


@pytest.mark.parametrize("answer", PLAIN_NO)
@pytest.mark.parametrize("asked", [ASKED, None])
def test_a_plain_no_denies(answer: str, asked: str | None) -> None:
    assert explain_answer(answer, asked, rooms=ROOMS).verdict == "deny"


@pytest.mark.parametrize("answer", PLAIN_YES_UNREAD)
@pytest.mark.parametrize("asked", [ASKED, None])
def test_a_plain_yes_approves(answer: str, asked: str | None) -> None:
    assert explain_answer(answer, asked, rooms=ROOMS).verdict == "approve"


@rows(
    ("answer", "verdict"),
    [("Don't reserve it.", "deny"), ("Ok, no problem.", "approve"), ("OK, no rush.", "approve"),
     ("you've got it covered, thanks", "unclear"), ("Please take care of it.", "unclear"),
     ("Don't wait for Bob, book it", "unclear"), ("Good question, no.", "unclear")],
)  # fmt: skip
def test_words_near_those_read_as_before(answer: str, verdict: str) -> None:
    assert explain_answer(answer, ASKED, rooms=ROOMS).verdict == verdict


#: Variants of each rule above, in words the tester did not use (the reason may be another
#: rule's: "On behalf of Ravi" may also read as a standing approval).
VARIANTS = [
    "yes, cedr", "yes — mapel", "Yes, on a regular basis", "On behalf of Ravi: she approved",
    "Ravi told me to say yes", "Via Ravi: yes", "Relaying from Ravi: yes, go ahead",
    "Yes, Kim too.", "Yes — Kim will be there too", "Yes, wherever we were last time",
    "Approved, even though Tuesday is a nightmare", "Yes, though 14:30 is a bit early",
]  # fmt: skip


@rows("answer", VARIANTS)
def test_variants_of_each_rule_are_unclear(answer: str) -> None:
    _unclear(answer)


@rows(
    "answer",
    ["yes, aspn", "Yes, Tuesday too", "Yes, that too.", "Yes. Thanks, Kim too!", "yes, thanks",
     "Yes, me too."],
)  # fmt: skip
def test_near_variants_still_approve(answer: str) -> None:
    assert explain_answer(answer, ASKED, rooms=ROOMS).verdict == "approve"
