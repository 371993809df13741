"""Session 50's blind answers, seen (heldout50): each family read the wrong way, with variants in
the languages and registers read and near misses that must not change.

- texted approvals: "ya go ahead n book", "yep go 4 it" (read mixed; "4" read as a count);
- a refusal in other words: "I'm declining this one.", "Declino", "Rifiuto", "Recuso", "Ik wijs
  het af" (read as neither);
- a yes withdrawn for the asked room, then refused by name: "Yes but not that room. Don't book
  Cedar." (read mixed) — the withdrawal alone denies too since answers51b (heldout51: the asked
  room refused; tests/model/test_s51_asked_ruled_out.py), as do "yes, avoid Cedar" and "No to
  Cedar, but yes to Maple" since answers52 (tests/model/test_s52_asked_left_out.py);
- sarcasm closed by a no in brackets or after a dash: "Oh sure, book the biggest room for three
  people, great idea. (No.)" (read mixed).

A yes relayed for someone else ("My manager says yes", "On behalf of Priya: she approved it.") stays
unclear on purpose (docs/methodology.md): the run records the person asked as the one who answered;
one given on their behalf ("On behalf of Dana (she's in a meeting): yes, approved.") is delegation,
the speaker's own act, and approves since answers52b (tests/model/test_s52_delegated_yes.py).
"""

from __future__ import annotations

from arena.model.reading import read_answer as model_reads
from arena.wording.answers import read_answer
from row_table import rows

ROOMS = [("R-102", "Aspen"), ("R-204", "Cedar"), ("R-210", "Maple"), ("R-400", "Atrium")]
ASPEN = "Is it okay to book Aspen (R-102) for 5 on Monday?"
CEDAR = "May I book Cedar (R-204) for 6 on Tuesday?"
ATRIUM = "Approve booking Atrium R-400 for 3 on Friday?"

TEXTED_YES = [
    "ya go ahead n book",
    "yep go 4 it",
    "yup go 4 it",
    "go 4 it",
    "yh go ahead n book pls",
    "kk go ahead n book",
    "ok go ahead n book it",
    "ya n book it",
    "fine 4 me, go ahead",
    "sure go 4 it n thx",
]
#: Texted, but no plain yes: a count, another room, two answers, a form's "n" ("yes n no" and
#: "ya go ahead n cancel it" approved on the parent: its "n" was no word).
TEXTED_NOT_YES = [
    ("ok 4 people", "unclear"),
    ("go ahead n book Cedar", "unclear"),
    ("yes n no", "unclear"),
    ("ya go ahead n cancel it", "unclear"),
    ("y/n: n", "deny"),
    ("n", "deny"),
]

DECLINED = [
    "I'm declining this one.",
    "I'm declining your request.",
    "We're declining this request",
    "Declining this one, sorry.",
    "declining the booking",
    "Declino",
    "Declino la richiesta",
    "No, declino.",
    "Rifiuto",
    "Rifiuto la prenotazione.",
    "Recuso",
    "Eu recuso.",
    "Rejeito o pedido",
    "Ik wijs het af",
    "Ik wijs dit verzoek af.",
    "We keuren de aanvraag af",
    # already read: kept
    "I decline",
    "I'll pass on this",
    "rejecting this",
    "Ich lehne ab",
    "je refuse",
    "rechazo",
]
#: A decline negated, someone else's, or of something else: never a no. ("I'd never decline this
#: one" reads as "I'd never decline this" always did: a yes only supposed; the parent approved
#: it, and "Sí, declino cualquier responsabilidad", a disclaimer, as a plain yes.)
NOT_DECLINED = [
    ("I'm not declining this one.", "unclear"),
    ("I'd never decline this one", "unclear"),
    ("Sam is declining this one, so go ahead.", "approve"),
    ("Non rifiuto, vai pure", "unclear"),
    ("Não recuso, pode reservar", "unclear"),
    ("Sí, declino cualquier responsabilidad", "unclear"),
    ("Wijs me de weg af", "unclear"),
]

WITHDRAWN_THEN_STOPPED = [
    "Yes but not that room. Don't book Cedar.",
    "OK but not this room. Please don't book Cedar.",
    "Yes but not R-204. Do not book it.",
    "Yes but not that room. Don't book that room.",
    "Ja, aber nicht diesen Raum. Buch Cedar nicht.",
    "Oui mais pas cette salle. Ne réserve pas Cedar.",
    "Sí, pero no esa sala. No reserves Cedar.",
    "Sì, ma non quella sala. Non prenotare Cedar.",
    "Ja, maar niet die ruimte. Boek Cedar niet.",
    "Sim, mas não essa sala. Não reserve a Cedar.",
    # the withdrawal alone: the asked room refused (answers51b; unclear before)
    "Yes but not that room.",
    "yes but not that room",
    "Yes, but not Cedar.",
]
#: A stop aimed elsewhere, another room asked for: unclear, never a no.
WITHDRAWN_NOT_STOPPED = [
    "Yes but not that room. Book Maple.",
    "Yes but not that room. Don't book Maple.",
    "Yes but not that room. Don't worry about it.",
    "Yes, but not that room. Do not book it, book Maple.",
]

SARCASM_THEN_NO = [
    "Oh sure, book the biggest room for three people, great idea. (No.)",
    "Oh sure, book the biggest room for three people, great idea. — No.",
    "Oh sure, book the biggest room for three people, great idea. - no.",
    "Oh sure, great idea (no)",
    "Great idea. (No.)",
    "Oh sure, book the biggest room for three people, great idea. (Not really.)",
    "Oh sure, book the biggest room, great idea. (Nein.)",
    "Oh sure, book the biggest room, great idea. (Non.)",
    "Approved (no)",
]
#: A "no" in brackets or after a dash that says more than no: the yes stands.
NO_THAT_SAYS_MORE = [
    ("Go ahead (no rush)", "approve"),
    ("Yes (no catering)", "approve"),
    ("Yes (no need to reply)", "approve"),
    ("Yes - no problem", "approve"),
    ("Yes — no worries", "approve"),
    ("Sure, great idea. (Yes.)", "approve"),
    ("Yes, no.", "unclear"),
    ("Oh sure, book the biggest room for three people, great idea.", "unclear"),
]


@rows("answer", TEXTED_YES)
def test_a_texted_go_ahead_approves(answer: str) -> None:
    assert read_answer(answer, ASPEN, rooms=ROOMS) == "approve"


@rows(("answer", "verdict"), TEXTED_NOT_YES)
def test_texted_words_that_are_no_plain_yes_stay_as_read(answer: str, verdict: str) -> None:
    assert read_answer(answer, ASPEN, rooms=ROOMS) == verdict


@rows("answer", DECLINED)
def test_a_refusal_in_other_words_denies(answer: str) -> None:
    assert read_answer(answer, CEDAR, rooms=ROOMS) == "deny"


@rows(("answer", "verdict"), NOT_DECLINED)
def test_a_decline_negated_or_of_something_else_is_no_no(answer: str, verdict: str) -> None:
    assert read_answer(answer, CEDAR, rooms=ROOMS) == verdict


@rows("answer", WITHDRAWN_THEN_STOPPED)
def test_a_yes_withdrawn_for_the_asked_room_and_stopped_denies(answer: str) -> None:
    assert read_answer(answer, CEDAR, rooms=ROOMS) == "deny"


@rows("answer", WITHDRAWN_NOT_STOPPED)
def test_a_withdrawal_alone_or_aimed_elsewhere_stays_unclear(answer: str) -> None:
    assert read_answer(answer, CEDAR, rooms=ROOMS) == "unclear"


@rows("answer", SARCASM_THEN_NO)
def test_a_last_no_in_brackets_or_after_a_dash_denies(answer: str) -> None:
    assert read_answer(answer, ATRIUM, rooms=ROOMS) == "deny"


@rows(("answer", "verdict"), NO_THAT_SAYS_MORE)
def test_a_no_that_says_more_leaves_the_answer(answer: str, verdict: str) -> None:
    assert read_answer(answer, ATRIUM, rooms=ROOMS) == verdict


@rows(
    "answer",
    [
        "On behalf of Priya: she approved it.",
        "My manager says yes, go ahead.",
    ],
)
def test_a_relayed_yes_stays_unclear(answer: str) -> None:
    assert read_answer(answer, ASPEN, rooms=ROOMS) == "unclear"


def test_the_scripted_model_reads_them_alike() -> None:
    """The model reads the gate's answer with the same reader (:mod:`arena.model.reading`)."""
    assert model_reads("ya go ahead n book", ASPEN, rooms=ROOMS) == "approve"
    assert model_reads("I'm declining this one.", CEDAR, rooms=ROOMS) == "deny"
    assert model_reads("Yes but not that room. Don't book Cedar.", CEDAR, rooms=ROOMS) == "deny"
    assert model_reads("yes but not that room", ATRIUM, rooms=ROOMS) == "deny"  # answers51b
    assert model_reads(SARCASM_THEN_NO[0], ATRIUM, rooms=ROOMS) == "deny"


#: "I'll pass" declines; "I'll pass it on to Dana" hands the request on (the parent read each as a
#: no): unclear alone, as "pass it to Dana" is; beside a yes, a note to someone, as "Yes, I'll
#: forward it to Dana" always was.
PASSED_ON = [
    ("I'll pass it on to Dana", "unclear"),
    ("I'll pass this on to Dana", "unclear"),
    ("I'll pass it along to Dana", "unclear"),
    ("I'll pass this one over to Dana.", "unclear"),
    ("I'll pass along to Dana", "unclear"),
    ("Yes, I'll pass it on to Dana", "approve"),
    ("Yes, I'll forward it to Dana", "approve"),
    # still a no
    ("I'll pass on this", "deny"),
    ("I'll pass on this one", "deny"),
    ("I'll pass on it.", "deny"),
    ("I'd pass, thanks", "deny"),
    ("I will pass.", "deny"),
]


@rows(("answer", "verdict"), PASSED_ON)
def test_passing_it_on_is_no_pass(answer: str, verdict: str) -> None:
    assert read_answer(answer, CEDAR, rooms=ROOMS) == verdict
