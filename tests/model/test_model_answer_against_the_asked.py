"""Outside tester 22: answers to "Book R-102 (Aspen) for 6 people on Tuesday?" misread.

A yes that speaks against the very room, day or head count asked about ("yes, avoid Aspen", "sure,
though Aspen is too small", "Sì, però Aspen è troppo piccola") approved and booked Aspen; a yes
that hands the decision on ("👍 from me, @priya your call") approved, and "not my call" denied,
though the person decided nothing; a part of the day only ("yes, mornings only") approved; a yes
taken back ("sure... actually no, hold off", "👍 actually ❌") read unclear where the docs say a
yes taken back at its end is a no; Slack shortcodes (":+1:", ":white_check_mark:") and the
Polish "Tak, rezerwuj" read as no answer. The cases here are our own wordings of the same
families as well as the tester's, each way: a room the answer rules out that is NOT the one asked
about, a yes that praises the asked room, a time word in a greeting still approve."""

from __future__ import annotations

import pytest

from arena.tools.rooms import ROOMS as TABLE
from arena.wording.answers import explain_answer, read_answer
from arena.wording.facts import RoomWords
from row_table import rows

ROOMS = [(r.id, r.name) for r in TABLE]
ASKED = "Book R-102 (Aspen) for 6 people on Tuesday?"

AGAINST_THE_ASKED = [
    # the tester's
    "sure, though Aspen is too small", "approve, Aspen was too noisy last time",
    "Sì, però Aspen è troppo piccola", "ja, maar Aspen is te klein",
    "✅ — Aspen's booked solid for us, try elsewhere",
    # our own
    "approved, though Aspen is way too small", "ok, though honestly Aspen is too dark",
    "Go ahead, but Aspen's always full on Tuesdays", "approved - aspen is awful, pick another",
    "Ja, aber Aspen ist zu klein", "ja, Aspen ist zu laut", "Passt, aber Aspen ist zu eng",
    "oui, mais Aspen est trop petite", "Oui, mais Aspen est trop bruyante",
    "Sí, pero Aspen es demasiado pequeña", "Vale, pero Aspen es muy ruidosa",
    "Prima, maar Aspen is te druk",
    "sim, mas Aspen é pequena demais", "Pode ser, mas a Aspen é muito barulhenta",
    "yes, Tuesday is too busy", "yes, Tuesday doesn't work though", "yes, 6 is too many for Aspen",
    "yes, 6 won't fit in Aspen", "yes - R-102 is too cramped",
]  # fmt: skip
FOR_THE_ASKED = [
    "yes, Aspen is perfect", "yes, Aspen works", "Approved, Aspen is fine", "Yes, Aspen is lovely",
    "Yes please, Aspen is ideal", "Sure, Aspen's the best room we have", "yes, Aspen is big enough",
    "Ja, Aspen ist super", "Oui, Aspen est parfaite", "Sí, Aspen está bien", "Sì, Aspen va benissimo",
    "ja, Aspen is prima", "sim, a Aspen está ótima", "yes, not a problem, Aspen works",
    "yes, no problem with Aspen", "yes, Cedar is too small anyway", "Yes, Tuesday is great",
]  # fmt: skip


@pytest.mark.parametrize("answer", AGAINST_THE_ASKED)
@pytest.mark.parametrize("rooms", [ROOMS, None])
def test_a_yes_against_the_asked_room_day_or_count_is_unclear(
    answer: str, rooms: RoomWords | None
) -> None:
    assert read_answer(answer, ASKED, rooms=rooms) == "unclear"


@rows(
    "answer",
    [
        "sure, anywhere except Aspen", "yes but please not the Aspen room",
        # kept away from by a verb: unclear until answers52 ("the asked room refused")
        "yes, avoid Aspen", "sim, mas evite a Aspen", "yes, but steer clear of Aspen",
        "oui, évitez Aspen", "sí, pero evita Aspen", "sì, evita Aspen", "ja, vermijd Aspen",
    ],
)  # fmt: skip
def test_a_yes_that_rules_out_the_asked_room_denies(answer: str) -> None:
    """The asked room refused in so many words: a denial since answers51b (docs/methodology.md;
    tests/model/test_s51_asked_ruled_out.py), where these stayed unclear."""
    assert read_answer(answer, ASKED, rooms=ROOMS) == "deny"


def test_the_message_names_the_words_against_the_room() -> None:
    reading = explain_answer("sure, though Aspen is too small", ASKED, rooms=ROOMS)
    assert reading.why == "'aspen is too small' speaks against what was asked"


@rows("answer", FOR_THE_ASKED)
def test_a_yes_that_speaks_well_of_the_asked_room_or_against_another_approves(answer: str) -> None:
    assert read_answer(answer, ASKED, rooms=ROOMS) == "approve"


DELEGATED = [
    "👍 from me, @priya your call", "yes from me, Priya has final say", "not my call",
    "not my call, ask Priya", "fine by me, but Priya decides", "ok from my side, Priya has the last word",
    "yes from me, but it's Priya's decision", "ok from me but Dana makes the final call",
    "I'm fine with it, but it's up to Priya", "Approve from my end, Sam will decide",
    "your decision, Priya", "Let Priya decide", "I'll leave it to Priya", "I defer to Priya on this",
    "that's for Priya to decide", "It's not really my call", "not my decision", "not up to me",
    "ja von mir, aber Priya entscheidet", "nicht meine Entscheidung",
    "ich bin dafür, aber das letzte Wort hat Priya", "oui pour moi, mais c'est Priya qui décide",
    "ce n'est pas à moi de décider", "de mon côté c'est bon, mais Priya tranche",
    "sí por mi parte, pero decide Priya", "no es mi decisión", "por mí sí, pero lo decide Priya",
    "non sta a me decidere", "per me va bene, ma decide Priya", "dat is niet aan mij",
    "van mij mag het, maar Priya beslist", "não é decisão minha",
    "por mim tudo bem, mas quem decide é a Priya",
]  # fmt: skip
OWN_DECISION = [
    "yes from me", "approved from my side", "fine by me", "It's my call and I say yes",
    "my decision: approved", "I've decided, go ahead", "good call, book it",
]  # fmt: skip


@pytest.mark.parametrize("answer", DELEGATED)
@pytest.mark.parametrize("asked", [ASKED, None])
def test_a_decision_left_to_someone_else_is_unclear(answer: str, asked: str | None) -> None:
    assert read_answer(answer, asked, rooms=ROOMS) == "unclear"


@rows("answer", OWN_DECISION)
def test_the_persons_own_decision_still_approves(answer: str) -> None:
    assert read_answer(answer, ASKED, rooms=ROOMS) == "approve"


def test_not_my_call_with_a_refusal_of_the_booking_still_denies() -> None:
    assert read_answer("no, not my problem, don't book it", ASKED, rooms=ROOMS) == "deny"


PART_OF_THE_DAY = [
    "yes, mornings only", "👍 (AM only)", "yes, afternoons only", "ok, PM only",
    "sure, only in the afternoon", "approved, evenings only", "fine, afternoon only",
    "ok, just mornings", "ja, nur vormittags", "ja, aber nur nachmittags", "oui, le matin seulement",
    "oui, uniquement le matin", "sí, solo por la mañana", "sí, solamente por la tarde",
    "sì, solo di pomeriggio", "sì, soltanto la mattina", "ja, alleen 's ochtends",
    "ja, maar alleen 's middags", "sim, só de manhã", "sim, apenas de tarde",
    "yes, only before lunch", ":+1: but only mornings",
]  # fmt: skip
GREETINGS = ["yes, good morning!", "Good morning, yes please", "Morning! yes go ahead",
             "yes, and good afternoon to you"]  # fmt: skip


@pytest.mark.parametrize("answer", PART_OF_THE_DAY)
@pytest.mark.parametrize("asked", [ASKED, None])
def test_a_yes_for_a_part_of_the_day_only_is_unclear(answer: str, asked: str | None) -> None:
    assert read_answer(answer, asked, rooms=ROOMS) == "unclear"


@rows("answer", GREETINGS)
def test_a_greeting_with_a_time_of_day_still_approves(answer: str) -> None:
    assert read_answer(answer, ASKED, rooms=ROOMS) == "approve"


TAKEN_BACK = [
    "sure... actually no, hold off", "yes. actually no, hold off",
    "Sure, go ahead. Hmm, actually hold off.", "👍 actually ❌", "✅ actually ❌", "👍 wait 👎",
    "✅ hmm 🚫", "Yes. Actually, hold off please.", "ok go ahead... actually no, wait",
    "ok, book it. wait, no, don't", "Go for it... hmm, actually no, leave it",
    "yes! hang on, actually no, hold off for now", "Approved. Actually no, scrap that",
    "Sure. Actually, hold off for now.", "Ja. Doch nicht, warte noch.", "Ja, mach. Warte, doch nicht.",
    "Oui. En fait non, attends.", "Oui, vas-y. Attends, non, laisse tomber.",
    "Sí. Mejor no, espera.", "Sí, adelante. Espera, mejor no.",
]  # fmt: skip
NOT_TAKEN_BACK = [
    # session 53: a self-correction's last word wins (tests/model/test_s53_corrected_last.py)
    ("ok... actually no", "deny"),
    ("no. actually yes", "approve"),
    ("hold off... actually yes go ahead", "approve"),
    ("Yes. Actually, cancel the catering.", "approve"),
]


@pytest.mark.parametrize("answer", TAKEN_BACK)
@pytest.mark.parametrize("asked", [ASKED, None])
def test_a_yes_taken_back_at_its_end_denies(answer: str, asked: str | None) -> None:
    assert read_answer(answer, asked, rooms=ROOMS) == "deny"


@rows(("answer", "verdict"), NOT_TAKEN_BACK)
def test_a_turn_that_takes_no_yes_back_reads_as_before(answer: str, verdict: str) -> None:
    assert read_answer(answer, ASKED, rooms=ROOMS) == verdict


SHORTCODES = [
    (":+1:", "approve"), (":white_check_mark:", "approve"), (":thumbsup:", "approve"),
    (":heavy_check_mark:", "approve"), ("reacted with :+1:", "approve"), ("+1 from me", "approve"),
    (":+1::skin-tone-3:", "approve"), (":ok_hand:", "approve"), (":thumbsup: go for it", "approve"),
    (":+1: go ahead", "approve"), ("+1, go for it", "approve"), ("+1 here", "approve"),
    (":no_entry_sign:", "deny"), (":-1:", "deny"), (":thumbsdown: nope", "deny"), (":x:", "deny"),
    ("-1 from me", "deny"), (":thinking_face:", "unclear"), (":eyes:", "unclear"),
    (":roll_eyes: sure", "unclear"), (":+1: your call Priya", "unclear"),
    ("call +1 555 0100 first", "unclear"), ("host:x:port", "unclear"),
    ("Tak, rezerwuj", "approve"), ("Tak", "approve"), ("Tak, proszę", "approve"),
    ("Nie, dziękuję", "deny"), ("tak, ale w środę", "unclear"),
]  # fmt: skip


@pytest.mark.parametrize(("answer", "verdict"), SHORTCODES)
@pytest.mark.parametrize("asked", [ASKED, None])
def test_a_reaction_shortcode_reads_as_its_emoji(
    answer: str, verdict: str, asked: str | None
) -> None:
    assert read_answer(answer, asked, rooms=ROOMS) == verdict
