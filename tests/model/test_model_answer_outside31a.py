"""Outside tester 31a: answers a person did not give to this booking (an auto-reply, a notice
about another matter, a calendar's or a template's reply, spam, someone else's reaction or vote,
a yes that would have been or is almost given), a Hungarian, Finnish or Romanian no beside a yes,
Greek "Ne" beside Greek words and a no with someone else booking, read against "Book R-102
(Aspen) for 6 people on Tuesday at 14:30?". The sentences are new ones, not the tester's own:
each rule is read from its word class.
"""

from __future__ import annotations

from arena.model.rooms import all_rooms
from arena.wording.answers import explain_answer
from row_table import rows

ASKED = "Book R-102 (Aspen) for 6 people on Tuesday at 14:30?"
ROOMS = all_rooms()


def _verdict(answer: str, asked: str = ASKED) -> str:
    return explain_answer(answer, asked, rooms=ROOMS).verdict


@rows(
    "answer",
    [
        "Automatic reply: Sure thing",
        "Out of the office: ok",
        "I am on vacation. Go ahead and write to Priya instead.",
        "Autoreply - approved items will be handled next week",
        "Your travel request was approved.",
        "Your timesheet has been accepted",
        "You've been pre-approved for a loan!",
        "Accepted: Quarterly review @ Wed 10:00",
        "Priya has accepted the invitation.",
        "Suggested replies: Sounds good",
        "Text YES to confirm",
        "To confirm, reply OK",
        "[Junk] Approved",
    ],
)
def test_a_yes_a_machine_wrote_or_about_another_matter_is_no_yes(answer: str) -> None:
    assert _verdict(answer) == "unclear"


@rows(
    "answer",
    [
        "Yes, go ahead. I'm out of office on Friday.",
        "Your booking is approved.",
        "Yes, and reply to Priya with the details.",
        "Accepted.",
        "+1 from me",
        "Your request has been approved.",
        "Your proposal is accepted, thanks",
    ],
)
def test_the_persons_own_yes_beside_such_words_still_approves(answer: str) -> None:
    assert _verdict(answer) == "approve"


@rows(
    "answer",
    [
        "Priya reacted with 👍",
        "👍 from Priya",
        "+1 from Omar",
        "Omar gave it a ✅",
        "Omar's a yes",
        "Omar -> approved",
        "<priya> ok",
        "[omar] yes",
        "Priya (on Teams): go ahead",
        "survey result: yes",
        "Omar is signing off",
        "Go-ahead given by Priya",
    ],
)
def test_someone_elses_reaction_or_vote_is_no_yes(answer: str) -> None:
    assert _verdict(answer) == "unclear"


@rows(
    "answer",
    [
        "That would've been a yes",
        "it could have been fine last month",
        "two weeks ago, yes",
        "Nearly a yes",
        "on the verge of approving",
        "Assume I said yes",
        "Sure (joking)",
        "ich hätte letzte Woche ja gesagt",
        "sure jan.",
        "oh sure, pal",
        "oui, demande à Omar",
        "sí, consulta con Omar",
        "sì, chiedi a Omar",
        "ja, außer wenn es teuer ist",
    ],
)
def test_a_yes_that_would_have_been_almost_given_or_sent_on_is_no_yes(answer: str) -> None:
    assert _verdict(answer) == "unclear"


@rows("answer", ["ok nem", "sure, ei", "approve nu", "✅ nem", "nem, go ahead", "ok ei kiitos"])
def test_a_hungarian_finnish_or_romanian_no_beside_a_yes_is_unclear(answer: str) -> None:
    assert _verdict(answer) == "unclear"


def test_a_short_answer_is_read_as_short_inside_the_gates_wrapping() -> None:
    assert _verdict("Answer from ops: go ahead nem") == "unclear"


@rows("answer", ["ja, nu", "Yes, please book it now"])
def test_ja_nu_and_a_long_answer_keep_their_yes(answer: str) -> None:
    assert _verdict(answer) == "approve"


@rows("answer", ["✅🤡", "🤷 ok", "👍❔"])
def test_a_yes_with_a_clown_a_shrug_or_a_question_mark_is_unclear(answer: str) -> None:
    assert _verdict(answer) == "unclear"


@rows("answer", ["Ne, παρακαλώ", "ne, κλείσε το"])
def test_greek_ne_beside_greek_words_approves(answer: str) -> None:
    assert _verdict(answer) == "approve"


def test_a_bare_ne_stays_a_no() -> None:
    assert _verdict("Ne.") == "deny"


@rows(
    "answer",
    ["no, Priya will book it", "Nope. Omar will do the booking.", "no - let Priya book it"],
)
def test_a_no_with_someone_else_booking_denies(answer: str) -> None:
    assert _verdict(answer) == "deny"
