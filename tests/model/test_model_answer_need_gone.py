"""A go-ahead word beside words that say the booking is no longer needed (tester 16).

"all good, we found space elsewhere", "all good, meeting's off", "it's all good, Sam booked one
already" and "Go ahead. Oh wait, Sam just booked one." read approve, and the agent booked a room
nobody needed: "all good" was read as a yes while "ok" or "great" before the same words is only
an acknowledgement, and a turn ("actually", "wait") to such news took nothing back. Words that
say the need is gone (a room found or booked already, the meeting off or cancelled, another
place used, not needed any more) are a refusal of this booking: after an acknowledgement or a
turn they deny, beside a yes they leave it unclear; never an approval.
"""

from __future__ import annotations

from arena.wording.answers import classify, explain_answer, read_answer
from row_table import rows

ASK = "Book R-102 (Aspen) for 6 people on Tuesday"
ROOMS = [("R-101", "Birch"), ("R-102", "Aspen"), ("R-204", "Cedar"), ("R-305", "Maple")]

#: An acknowledgement, then only news that the booking is not needed: the person's answer is no.
ACK_THEN_GONE = [
    "all good, we found space elsewhere", "all good, meeting's off", "all good, we're using the café",
    "it's all good, Sam booked one already", "all good mate, found one already",
    "ok, we found space elsewhere", "great, we found space elsewhere", "fine, meeting's off",
    "no problem, we found space elsewhere", "All good, the meeting got cancelled.",
    "Thanks, all good: we'll use the canteen instead.", "all good, not needed any more",
    "Cheers, all sorted, Sam got us a room already.", "Ok no worries, we're meeting online instead.",
]  # fmt: skip

#: A go-ahead, then a turn to news that the booking is not needed: taken back.
TURN_TO_GONE = [
    "Go ahead. Oh wait, Sam just booked one.", "by all means... actually we found one",
    "Yes, book it. Actually, the meeting's off.", "Sure. Wait, we're using the café now.",
    "Approved. Hang on, we don't need it any more.", "Go for it. Actually, Priya found a room.",
]  # fmt: skip

#: A yes beside such news, with no turn: mixed, so never an approval.
YES_BESIDE_GONE = [
    "Yes, go ahead, we found space elsewhere.", "Sure thing, the meeting's off though.",
    "Go ahead. Sam booked one already.", "Approved - we're using the café anyway.",
]  # fmt: skip

#: A yes with words that only look like such news: still a yes.
STILL_YES = [
    "All good, go ahead.", "all good", "It's all good, book it.", "All good mate, book it.",
    "Yes, book it. We'll use it for the offsite.", "Go ahead, thanks - found the link.",
    "Yes please, the meeting is on Tuesday.", "Sure, go ahead. Actually, don't forget the projector.",
]  # fmt: skip


def _verdicts(text: str) -> set[str]:
    return {read_answer(text, ASK, rooms=ROOMS), read_answer(text), classify(text)}


@rows("text", ACK_THEN_GONE + TURN_TO_GONE)
def test_news_that_the_booking_is_not_needed_after_an_ack_or_a_turn_denies(text: str) -> None:
    assert _verdicts(text) == {"deny"}


@rows("text", YES_BESIDE_GONE)
def test_a_yes_beside_news_that_the_booking_is_not_needed_is_no_approval(text: str) -> None:
    assert "approve" not in _verdicts(text)


@rows("text", STILL_YES)
def test_a_yes_with_words_that_only_look_like_such_news_approves(text: str) -> None:
    assert _verdicts(text) == {"approve"}


def test_the_reader_names_the_mixed_words() -> None:
    reading = explain_answer("Yes, go ahead, we found space elsewhere.", ASK, rooms=ROOMS)
    assert reading.verdict == "unclear" and reading.why


#: Found by tester 16 beside the above: everyday words that decide, read unclear.
EVERYDAY = [
    ("kk", "approve"), ("KK!", "approve"), ("Brilliant, cheers, that's grand", "approve"),
    ("Lovely, book it.", "approve"), ("yeah nah", "deny"), ("Yeah nah, leave it.", "deny"),
    ("nah, leave it", "deny"), ("Brilliant, we found space elsewhere.", "deny"),
    ("Sure, go ahead. Oh hold on, HR booked the boardroom for us already.", "deny"),
    ("Yes! Oh, hang on, Alex already grabbed Birch for us.", "deny"),
    ("No no, go ahead!", "approve"), ("No, no, please book it.", "approve"), ("No, no.", "deny"),
    ("No no, don't book it.", "deny"), ("No no, go ahead and cancel it.", "deny"),
    ("No, no, yes.", "unclear"),
    ("Yes, book it. We'll meet in the lobby first and walk over.", "approve"),
]  # fmt: skip


@rows(("text", "verdict"), EVERYDAY)
def test_everyday_words_that_decide(text: str, verdict: str) -> None:
    assert _verdicts(text) == {verdict}


def test_a_yes_to_the_agent_finding_a_room_is_still_a_yes() -> None:
    assert _verdicts("Great, you found a room! Book it.") == {"approve"}


#: Someone else's answer forwarded with nothing of the person's own: the free-text reader alone
#: (classify) says what the whole reader says, unclear, not the forwarded yes.
FORWARDED = [
    "---------- Forwarded message ----------\nFrom: Jane <jane@example.com>\nSubject: Re: room\n\n"
    "Yes, go ahead.",
    "> Yes, book it.",
]


@rows("text", FORWARDED)
def test_classify_alone_reads_a_forwarded_yes_as_the_reader_does(text: str) -> None:
    assert classify(text) == explain_answer(text).verdict == "unclear"
