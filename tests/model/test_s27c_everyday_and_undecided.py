"""Everyday answers the word lists missed, and "I don't know" said with a "not" (outside tester 27).

Slang, chat and other languages' whole answers read unclear ("cool", "righto", "send it", "feu
vert", "ça roule", "läuft", "de una", "nop", "nel"), and "That's OK with me" read as someone
else's yes ("that's" taken for a name's). "not yet", "no clue", "don't care", "chais pas", "das
entscheide ich nicht" and an auto-reply denied, their "not" taken for a no: they decide nothing.
"""

from __future__ import annotations

from arena.model.reading import read_answer
from arena.wording.answers import explain_answer
from row_table import rows

ASKED = "Book R-102 (Aspen) for 6 people on Tuesday at 14:30?"

APPROVE = [
    # the tester's
    "cool", "righto", "aight", "send it", "pls book", "plz do", "go ahaed", "bokk it",
    "you betcha", "That's OK with me", "feu vert", "ça roule", "dac", "jap", "jup", "läuft",
    "top", "buch", "de una", "órale, sí",
    # ours
    "Cool!", "Righto.", "Top!", "Läuft!", "Ship it", "Green light.", "Buch es", "It's OK with me",
    "ye", "gogogo", "alrighty", "mach mal", "joa", "va", "ouep", "ui", "wi",
    # session 54: slang alone
    "bet", "Bet.", "ight bet", "say less", "Say less.", "Sound.", "sound mate", "nae bother",
    "Nae bother!", "grand", "lush",
]  # fmt: skip
DENY = ["nop", "nel", "unnecessary", "Nope.", "No need.", "No can do", "Nel pastel"]
UNDECIDED = [
    # the tester's
    "not yet", "no clue", "don't care", "chais pas", "das entscheide ich nicht",
    "only if the CEO doesn't need it",
    "This mailbox is not monitored. Please do not reply to this message.",
    # ours
    "Not yet, I'll tell you", "I don't know", "dunno, not my call", "je ne sais pas",
    "weiß ich nicht", "Unless Sam needs it, no", "Out of office: I do not have access to email",
    "not now", "no opinion, up to you", "doesn't matter to me", "don't ask me",
]  # fmt: skip
AS_BEFORE = [
    ("No, only if it's before noon", "deny"),
    ("Not approved.", "deny"),
    ("Don't book it.", "deny"),
    ("Sam's ok", "unclear"),
    ("top floor?", "unclear"),
    ("cool, which room?", "unclear"),
    ("Simon", "unclear"),
    # session 54: the slang yeses beside other words read as before
    ("say less about it", "unclear"),
    ("bet?", "unclear"),
    ("I bet it's full", "unclear"),
    ("sound of silence", "unclear"),
    ("bet you can't", "deny"),
    ("grand total?", "unclear"),
]


@rows("text", APPROVE)
def test_everyday_yes_approves(text: str) -> None:
    assert explain_answer(text, ASKED).verdict == "approve"
    assert read_answer(text, ASKED) == "approve"


@rows("text", DENY)
def test_everyday_no_denies(text: str) -> None:
    assert explain_answer(text, ASKED).verdict == "deny"


@rows("text", UNDECIDED)
def test_not_deciding_is_no_refusal(text: str) -> None:
    assert explain_answer(text, ASKED).verdict == "unclear"
    assert explain_answer(text).verdict == "unclear"


@rows(("text", "verdict"), AS_BEFORE)
def test_words_near_them_read_as_before(text: str, verdict: str) -> None:
    assert explain_answer(text, ASKED).verdict == verdict


#: Session 54: a deferral that opens the answer and says what it waits for puts the booking off, a
#: no for now (:mod:`arena.wording.deferrals`; heldout54 a147), as does one to a time
#: ("give me till Friday"); a bare "not yet" stays in UNDECIDED above (heldout53 a53-019).
DEFERRED = [
    "Not yet — I need to check headcount.", "Not yet, let me check with the team first.",
    "Um, not yet. Let me check the budget first.", "Not yet! We still need to confirm the headcount.",
    "Not now, waiting on Sam's numbers.", "Hold that thought, I have to ask finance.",
    "Not yet - I'll confirm once I hear from Sam", "give me till Friday",
    "Give me until Friday to confirm.", "Give me a few days", "Gib mir bis Freitag.",
    "Donne-moi jusqu'à vendredi.", "Dame hasta el viernes.", "Dammi tempo fino a venerdì.",
    "Geef me tot vrijdag.",
    # asks55: any deferral of the decision, put off to a stated time or step
    "let me sleep on it till tomorrow", "Let me think about it until Monday.",
    "I'll let you know by Friday", "Let me get back to you tomorrow.", "hold that thought until Friday",
    "wait till Monday", "déjame pensarlo hasta mañana", "Lass mich bis Montag drüber nachdenken",
    "laissez-moi y réfléchir jusqu'à lundi", "laat me er tot maandag over nadenken",
    "Hold that thought till I've talked to Sam", "let me sleep on it, I need to check the budget",
]  # fmt: skip
#: ... near misses: bare, undecided, a yes after it, asked back, a pause before a yes.
NOT_DEFERRED = [
    ("Hold that thought.", "unclear"), ("not yet sure", "unclear"),
    ("Not yet, but probably yes", "unclear"), ("not yet, I need to check, but probably ok", "unclear"),
    ("not yet booked? ok go ahead", "unclear"), ("Give me a sec... yes, book it", "approve"),
    ("Hold on, yes go ahead", "approve"), ("give me the room", "unclear"),
    # asks55: put off with no time or step, a yes after it, a day that is no deferral's
    ("let me sleep on it", "unclear"), ("I'll get back to you", "unclear"),
    ("Let me think about it.", "unclear"), ("Lass mich drüber schlafen", "unclear"),
    ("wait", "unclear"), ("Wait, yes, book it", "approve"), ("Wait till Monday? ok go ahead", "unclear"),
    ("Wait — on Tuesday we have the offsite", "unclear"),
    ("I'll get back to you tomorrow with the numbers, but yes, book it", "unclear"),
]  # fmt: skip


@rows("text", DEFERRED)
def test_a_deferral_that_says_what_it_waits_for_denies(text: str) -> None:
    assert explain_answer(text, ASKED).verdict == "deny"


@rows(("text", "verdict"), NOT_DEFERRED)
def test_a_deferral_without_its_wait_reads_as_before(text: str, verdict: str) -> None:
    assert explain_answer(text, ASKED).verdict == verdict


CEDAR = "May I book Cedar (R-204) for 6 on Tuesday?"
#: asks55: a yes-word and a no-word together open the answer as a marker ("ja nee", "yeah no");
#: the words after it answer, and a no there denies (:mod:`arena.wording.marker_pairs`, heldout54 a104).
PAIR_NO = [
    "Ja nee, liever niet boeken", "Ja nee, doe maar niet", "ja nee, niet doen", "Ja, nee, liever niet",
    "nee ja, laat maar", "yeah no, don't book it", "yeah nah, skip it", "ja nein, lieber nicht",
    "ja nee, lass mal", "oui non, plutôt pas",
]  # fmt: skip
#: ... near misses: the pair alone or with an open or agreeing rest (a no before "that's fine" may
#: be a polite no), a no-word that negates what follows it.
PAIR_AS_BEFORE = [
    ("ja nee", "unclear"), ("yes no wait", "unclear"), ("Ja nee, dat is prima", "unclear"),
    ("nee ja, boek maar", "unclear"), ("Yes, no, go ahead", "unclear"), ("Yes, no problem", "approve"),
    ("Yes no objections", "approve"), ("yeah no way", "unclear"), ("Ja nee hoor, prima", "unclear"),
]  # fmt: skip
#: asks55: a hedge in a clause that states a side fact, beside a plain go-ahead order, doubts the
#: fact, not the yes (:mod:`arena.wording.hedge_scope`, heldout54 a052).
HEDGED_FACT = [
    "uh so yeah I was just in the car, um, the room thing, yeah that's fine, Cedar's fine, Tuesday "
    "works for everyone I think, so go ahead and book it, thanks, bye",
    "Tuesday works for everyone I think, go ahead", "Tuesday works I think, book it",
    "Sam's out I believe, but go ahead and book it",
]  # fmt: skip
#: ... near misses: the hedge in the yes's own clause, alone beside the order, or with no order.
HEDGED_YES = [
    "yeah that's fine I think, book it", "yes, I think so, go ahead", "probably fine, book it",
    "Tuesday works I think", "I think Tuesday works for everyone", "sure, probably, go ahead",
    "go ahead I guess", "go ahead, I guess", "yeah it's probably fine. go ahead",
    "the budget is probably ok, go ahead",
]  # fmt: skip


@rows("text", PAIR_NO)
def test_a_no_after_a_marker_pair_denies(text: str) -> None:
    assert explain_answer(text, CEDAR).verdict == "deny"


@rows(("text", "verdict"), PAIR_AS_BEFORE)
def test_a_marker_pair_without_a_no_after_it_reads_as_before(text: str, verdict: str) -> None:
    assert explain_answer(text, CEDAR).verdict == verdict


@rows("text", HEDGED_FACT)
def test_a_hedge_on_a_side_fact_leaves_the_order(text: str) -> None:
    assert explain_answer(text, CEDAR).verdict == "approve"


def test_the_scripted_model_reads_them_alike() -> None:
    """Cross-test: the model's reader (the gate's answer as the run sees it) agrees."""
    assert read_answer(PAIR_NO[0], CEDAR) == "deny"
    assert read_answer(HEDGED_FACT[0], CEDAR) == "approve"


@rows("text", HEDGED_YES)
def test_a_hedge_on_the_yes_leaves_it_unclear(text: str) -> None:
    assert explain_answer(text, CEDAR).verdict == "unclear"
