"""Outside tester 29c: answers as chat tools, inboxes and dictation deliver them, read against
"Book R-102 (Aspen) for 6 people on Tuesday at 14:30?". The sentences are new ones, not the
tester's own: each rule is read from its word class, not from a list of sentences.
"""

from __future__ import annotations

from arena.model.rooms import all_rooms
from arena.wording.answers import explain_answer
from row_table import rows

ASKED = "Book R-102 (Aspen) for 6 people on Tuesday at 14:30?"
ROOMS = all_rooms()


def _verdict(answer: str, asked: str = ASKED) -> str:
    return explain_answer(answer, asked, rooms=ROOMS).verdict


# someone else confirmed it: news that it is done, or their say, never the person's own yes
@rows(
    "answer",
    [
        "Legal confirmed it this morning",
        "The office manager has confirmed",
        "Confirmed by Kim",
        "Yes, Kim already confirmed the booking",
    ],
)
def test_someone_elses_confirmation_is_no_yes(answer: str) -> None:
    assert _verdict(answer) != "approve"


@rows("answer", ["HR confirmed, so go ahead", "Confirmed.", "Confirmed, book it"])
def test_a_confirmation_of_ones_own_still_approves(answer: str) -> None:
    assert _verdict(answer) == "approve"


# news that it is handled: a refusal alone, mixed beside a yes
@rows(
    "answer",
    [
        "Kim has it covered",
        "No further action required.",
        "Confirmed via the portal already",
        "Already confirmed",
        "Gerek yok",
        "Nie trzeba",
    ],
)
def test_news_that_it_is_handled_refuses(answer: str) -> None:
    assert _verdict(answer) == "deny"


@rows(
    "answer",
    [
        "Yes, all taken care of",
        "Sure, payroll did it",
        "Yes, nothing to do here",
        "Yes — Kim has it handled",
        "Sure, we're covered",
        "Approved, no further action needed",
        "Super, ama artık gerek yok",
    ],
)
def test_a_yes_beside_news_that_it_is_handled_is_unclear(answer: str) -> None:
    assert _verdict(answer) == "unclear"


def test_a_side_remark_with_no_still_approves() -> None:
    assert _verdict("Approved, no catering needed") == "approve"
    assert _verdict("Yes, well done, you did it") == "approve"


# a count said with a number word that is mostly another word ("tres", "dos", "tre")
@rows("answer", ["Sí, solo dos", "Sì, solo tre", "Sí, tres.", "Sim, apenas três"])
def test_only_a_smaller_count_is_unclear(answer: str) -> None:
    assert _verdict(answer) == "unclear"


def test_the_same_count_and_french_tres_still_approve() -> None:
    assert _verdict("Sí, solo tres", "Book R-102 (Aspen) for 3 people on Tuesday?") == "approve"
    assert _verdict("Oui, très bien") == "approve"


# a repeat as chat writes it
@rows("answer", ["ok x3", "approve 3x", "sure ×4", "👍 (x2)"])
def test_a_multiplier_asks_for_more_than_one_booking(answer: str) -> None:
    assert _verdict(answer) == "unclear"


# Polish "no" is "well" before a yes; "I don't know" in Polish, Czech and Turkish decides nothing
@rows("answer", ["No, pewnie", "No tak, proszę", "Jasne, rezerwuj", "No spoko!"])
def test_a_polish_yes_after_no_approves(answer: str) -> None:
    assert _verdict(answer) == "approve"


@rows(
    "answer",
    ["Jeszcze nie wiem", "Nie jestem pewny", "Tak, nie wiem", "Nevím jistě", "Emin değilim"],
)
def test_not_knowing_is_unclear(answer: str) -> None:
    assert _verdict(answer) == "unclear"


@rows("answer", ["Nie", "No, nie", "Nie, dziękuję"])
def test_a_polish_no_still_denies(answer: str) -> None:
    assert _verdict(answer) == "deny"


# a name or regards in another script that signs a yes
@rows(
    "answer",
    [
        "Go ahead — Светлана",
        "Approved ~ 小林",
        "Yes please.\n\nС уважением,\nПётр",
        "Fine by me. (Νίκος)",
        "Sure thing — Ahmed أحمد",
        "ok, book it\n박지성",
    ],
)
def test_a_yes_signed_in_another_script_approves(answer: str) -> None:
    assert _verdict(answer) == "approve"


@rows(
    "answer",
    [
        "Yes — Нет",
        "OK — 不行",
        "Sure.\nПодождите",
        "Yes — Потом",
        "Approved — 明天再说",
        "Yes — 鈴木さんに確認して",
        "ok — αύριο",
    ],
)
def test_a_no_or_a_wait_after_the_dash_is_no_name(answer: str) -> None:
    assert _verdict(answer) == "unclear"


# chat and spoken whole answers
@rows("answer", ["Roger that!", "uh-huh.", "Copy that", "(y)", "That works."])
def test_chat_and_spoken_yeses_approve(answer: str) -> None:
    assert _verdict(answer) == "approve"


@rows("answer", ["nuh-uh", "Red light.", "skip it", "uh uh"])
def test_chat_and_spoken_noes_deny(answer: str) -> None:
    assert _verdict(answer) == "deny"


# an @-mention of the bot asked is the answer to the agent; one of a person is not
@rows("answer", ["@bookingbot go ahead", "@Room-Assistant approved"])
def test_a_yes_to_the_bot_approves(answer: str) -> None:
    assert _verdict(answer) == "approve"


@rows("answer", ["@dana go ahead", "@botanica approved"])
def test_a_yes_to_a_person_is_unclear(answer: str) -> None:
    assert _verdict(answer) == "unclear"
