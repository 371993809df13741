"""A yes that swaps someone of the booking for another is no plain yes (session 40 left "Yes,
but swap Tom for Priya" open; answers41 found it and its paraphrases approved, which booked the
request's old arguments): it reads unclear, and the agent asks again. A yes that names people
without swapping them, and a day or room said "instead of" another, read as before."""

from __future__ import annotations

from arena.model.reading import read_answer
from arena.wording.answers import explain_answer
from row_table import rows

ASKED = "Request: book Sequoia (R-305) for Tom, Priya and Ana on Thursday 09:00-10:00. Approve?"
PLAIN = "May I book Aspen (R-102) for 6 people on Tuesday 10:00-11:00?"

SWAPS = [
    "Yes, but swap Tom for Priya",
    "Yes but swap Tom for Priya",
    "yes, swap Tom with Priya",
    "Yes, but switch Tom for Priya",
    "yes, trade Tom for Priya",
    "Yes, but replace Tom with Priya",
    "Yes, but swap Tom out for Priya",
    "Yes, swap out Tom",
    "yes, sub in Priya",
    "Yes, Priya instead of Tom",
    "Yes, but Priya instead of Tom.",
    "Yes, instead of Tom, Priya",
    "Yes but Priya comes in place of Tom",
    "Yes, but Priya replaces Tom",
    "yes, Tom out, Priya in",
    "Yes, Priya is in, Tom is out",
    "Ja, aber Priya statt Tom",
    "Ja, aber tausch Tom gegen Priya",
    "Oui, mais Priya au lieu de Tom",
    "Oui, mais remplace Tom par Priya",
    "Sí, pero cambia a Tom por Priya",
    "Sí, pero Priya en vez de Tom",
    "Sì, ma Priya al posto di Tom",
    "Ja, maar vervang Tom door Priya",
    "Sim, mas troca o Tom pela Priya",
    "Approved.\n\nPlease swap Tom for Priya on the invite.\n\nThanks,\nDana",
    "Yes, swap it for Cedar",
    "Yes, but swap the projector for a TV",
    # someone in another's place, changed to another, or dropped (answers41, after the first fix)
    "Sure - Priya will go in Tom's place",
    "Yes, Priya's taking Tom's spot",
    "Yes, change Tom to Priya",
    "Yes, and switch Tom to Priya",
    "Yes — Tom's off, Priya's on",
    "Yes, but drop Tom, add Priya",
    "yes but remove Tom",
    "Yes, remove Tom from the invite",
]

#: Honest neighbours: people named without a swap, a day or room said instead of another.
PLAIN_YES = [
    "Yes, Tom, Priya and Ana.",
    "Yes, Tom will lead it.",
    "Approved. Tom will swap seats with Priya.",
    "Yes. Instead of emailing, I'll call Tom.",
    "Yes, it replaces our standup.",
    "Yes, go ahead.",
    "yes please, thanks Priya",
    "Yes, remove Tom from cc",
    "Yes, please remove Sam from the waiting list",
    "Yes, have Tom's seat ready",
    "Yes, drop the catering",
]


@rows("text", SWAPS)
def test_a_yes_that_swaps_someone_is_unclear(text: str) -> None:
    reading = explain_answer(text, ASKED)
    assert reading.verdict == "unclear", text
    assert reading.why  # names the words ("'swap Tom for Priya' swaps someone …")
    assert read_answer(text, ASKED) == "unclear"
    assert read_answer(text) == "unclear"  # no request given


@rows("text", ["Yes, but swap Tom for Priya", "ok, Priya instead of Tom"])
def test_a_swap_to_a_request_naming_nobody_is_unclear_too(text: str) -> None:
    assert read_answer(text, PLAIN) == "unclear"


@rows("text", PLAIN_YES)
def test_people_named_without_a_swap_stay_a_yes(text: str) -> None:
    assert read_answer(text, ASKED) == "approve", text


@rows(
    ("text", "verdict"),
    [
        ("Yes, Tuesday instead of Monday.", "approve"),  # the day asked, said instead of another
        ("Yes, Aspen instead of Cedar.", "approve"),  # the room asked
        # another day set against the asked: the booking moved elsewhere, refused (session 54)
        ("Yes, Wednesday instead of Tuesday.", "deny"),
        ("No, don't swap anything, just cancel it.", "deny"),
    ],
)
def test_days_and_rooms_said_instead_read_by_the_request(text: str, verdict: str) -> None:
    assert read_answer(text, PLAIN) == verdict, text


@rows(
    ("text", "verdict"),
    [
        # someone of the request left out by naming the rest, kept off, or said to be out
        ("Yes, just Tom and Priya", "unclear"),
        ("Yes, only Tom and Priya", "unclear"),
        ("Yes, Tom and Priya only", "unclear"),
        ("Yes, leave Ana off", "unclear"),
        ("yes, keep Ana off the invite", "unclear"),
        ("Yes — Ana is out", "unclear"),
        ("Yes, Sam's off today, so go ahead", "approve"),  # no one the request names
        # all of the request's people named, or a day or room "only": as before
        ("Yes, only Tom, Priya and Ana", "approve"),
        ("Yes, just Priya, Tom and Ana", "approve"),
        ("Yes, only Thursday", "approve"),
        ("Yes, just book it", "approve"),
    ],
)
def test_people_named_alone_leave_the_others_out(text: str, verdict: str) -> None:
    assert read_answer(text, ASKED) == verdict, text


def test_people_named_alone_to_a_request_naming_them_all() -> None:
    asked = "Hi! Can I book Aspen for Tom and Priya on Tuesday at 10?"
    assert read_answer("Yes, only Tom and Priya", asked) == "approve"
    assert read_answer("Yes, only Tom", asked) == "unclear"
    assert read_answer("Yes, just Tom and Priya", PLAIN) == "unclear"  # a count of 6 asked
