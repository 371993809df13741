"""Answers that are not a clear yes read as approve (outside tester 9, finding 1: 55 of 243), each
as a class of wording with variants.

The reader promises "never a guess": a misspelt "not" or "don't" before a yes ("nto approved",
"do't book it") negates it as "approvd" is read as "approved"; a yes whose subject or object is
nobody or nothing ("Nobody approved this", "I approve nothing") is a no; a condition or a
deferral ("pending", "provided", "next week", "I'll confirm later"), a hedge anywhere ("I think",
"probably", "should be fine", "in principle"), a "but" before a statement ("but the budget is
frozen") or a change ("but book it for 4"), sarcasm and someone else's say leave it unclear, and
sarcasm that takes the yes back ("Yes /s", "when pigs fly") denies. Both readers agree.
"""

from __future__ import annotations

import pytest

from arena.model.reading import read_answer as model_reads
from arena.wording.answers import read_answer
from arena.wording.spelling import is_negator_slip

DENY = [
    # a misspelt negator before a yes
    "nto approved",
    "Nto ok.",
    "noot approved",
    "nit approved",
    "mot approved",
    "bot approved",
    "dnot book it",
    "do't book it",
    "nott approved",
    "Noot ok",
    "nto confirmed",
    "Do't approve.",
    "dnot approve it",
    "mot ok",
    "Nto book it",
    "dpnt approve",
    # nobody or nothing as the subject or object of the yes
    "Nobody approved this.",
    "Nobody approves this.",
    "Noone approves this.",
    "Nobody said yes.",
    "No one approved it.",
    "Nobody here approves this.",
    "Approved by nobody.",
    "Approved by no one.",
    "Confirmed by nobody.",
    "I approve nothing.",
    "Approve nothing.",
    "Yes to nothing.",
    "I'll approve nothing of the sort.",
    "Approve none of it.",
    "Approve, said nobody.",
    "Approve, said no one.",
    "Yes, said nobody ever.",
    # sarcasm that takes the yes back
    "Yes /s",
    "Yes. /s",
    "Sure /s",
    "approve (sarcasm)",
    "approve (sarcastic)",
    "Sure, in your dreams.",
    "Yes — in your dreams.",
    "Sure, when pigs fly.",
    "Sure, when hell freezes over.",
    "Dream on.",
    "Not in a million years, yes.",
    "Go ahead - jk, don't.",
]
UNCLEAR = [
    # conditions and deferrals
    "Approved pending facilities review.",
    "Yes from me, pending finance.",
    "Approve with conditions.",
    "Ok, with a few conditions.",
    "Conditionally approved.",
    "Approve, provided Cedar is free.",
    "Yes, providing it's free.",
    "Approved subject to budget sign-off.",
    "Approve next week.",
    "Yes, next week.",
    "Approve it tomorrow.",
    "Approve it later.",
    "Could be ok, I'll confirm later.",
    "Yes, but I'll confirm later.",
    "Approve once finance signs off.",
    "Yes after the review.",
    # hedges anywhere
    "I guess ok.",
    "ok I guess",
    "Sure, I suppose.",
    "Approved, I think.",
    "I think yes",
    "Go ahead I think",
    "Approve — I think?",
    "Yes, I think.",
    "I believe so, yes.",
    "I reckon ok.",
    "Yes, probably.",
    "Probably fine.",
    "Most likely yes.",
    "Likely ok.",
    "Should be fine.",
    "Should be ok, go ahead.",
    "Should work, go ahead.",
    "Tentatively yes.",
    "Approved, tentatively.",
    "Yes in principle.",
    "In theory approved.",
    "I'd normally say yes.",
    "Ordinarily I'd approve.",
    "Usually yes.",
    "Could be fine.",
    # a yes, then "but" and a statement or a change
    "I'd say yes but the budget is frozen.",
    "Yes, but the budget is frozen.",
    "Sure, but we have no money.",
    "Ok but it's too expensive.",
    "Approve it, but book it for 4.",
    "Yes, but book it for 3.",
    "Approve, but make it for 8 people.",
    "Approved, but Dana says no.",
    # sarcasm
    "Yeah, sure, and I'm the Queen of England.",
    "Yeah sure, and I'm the king of France.",
    "Oh absolutely, because we have SO much budget.",
    "Oh sure, because we have so much money.",
    "oh sure, go ahead and blow the budget",
    "go ahead, blow the whole budget",
    "Sure... if you want to get us all fired.",
    "Sure, get us all fired.",
    "Yes, what could possibly go wrong.",
    "Yes (just kidding)",
    "Approved. jk",
    "Yes j/k",
    # regress55: taken back as a joke in slang or another language (each approved)
    "Go ahead and book it. Sike.",
    "Sure, book it. Psych!",
    "Go ahead and book it. Just playing.",
    "Approved. April fools!",
    "Yes. Gotcha.",
    "Sí, resérvala. Es broma.",
    "Ja, buch ihn. Nur Spaß.",
    "Oui, réserve-la. Je rigole.",
    "Sì, prenota. Scherzo.",
    "Ja, boek maar. Grapje.",
    # someone else decides
    "Ask Dana, she approves these.",
    "Ask finance, they approve these.",
    "Check with Dana, it's her call.",
    "It's Dana's call, but ok.",
    # nobody beside a yes, neither subject nor object of it
    "Nobody else needs the room, so go ahead.",
]
APPROVE = [
    "Yes. Don't forget the projector.",
    "Sure, go ahead, thanks!",
    "Approved — Cedar is great",
    "I wouldn't say no",
    "yes, absolutely",
    "ok, book it for Tuesday as planned",
    "Now approved.",
    "Got it, approved.",
    "Nobody objects, go ahead.",
    "No one minds, go ahead.",
    "Nothing wrong with it, go ahead.",
    "Nothing to add, approved.",
    "Approved, nothing else.",
    "Yes, but please send the confirmation.",
    "Yes, but hurry.",
    "Yes, but quickly please.",
    "Sure, but let me know when it's booked.",
    "Yes but don't order coffee.",
    "Yes, but cancel the catering.",
    "Approve. Thanks, see you later!",
    "Yes please",
    "Absolutely, go for it.",
    "Ok.",
    "Sure thing.",
    "Definitely approved, thanks a lot!",
    "Yes — Cedar works great.",
    "Yes, and tell Dana.",
    "yep, book it",
    "Go ahead and book it.",
    "Approved as proposed.",
    # regress55: the joke words naming something else, or denied
    "Yes, book it for the psych department.",
    "Go ahead and book it. Viel Spaß!",
    "Sì, prenota. Senza scherzi.",
    "Go ahead and book it. Scherzi a parte, grazie.",
    "Yes, the team will be happy.",
    "Approved; the room looks perfect.",
    "Sure, why not?",
    "Yes, no changes.",
    "approvd",
]
#: Still a no: a hedge or a typo never turns a refusal into anything else.
STILL_NO = ["I guess not.", "I don't think so.", "I think not.", "Probably not.", "nto rejected"]


@pytest.mark.parametrize(
    ("answer", "verdict"),
    [(a, "deny") for a in DENY + STILL_NO]
    + [(a, "unclear") for a in UNCLEAR]
    + [(a, "approve") for a in APPROVE],
)
def test_only_a_clear_yes_approves(answer: str, verdict: str) -> None:
    assert read_answer(answer) == verdict
    assert model_reads(answer) == verdict
    assert read_answer(f"Answer from ops: {answer}") == verdict


@pytest.mark.parametrize("word", ["nto", "noot", "nit", "mot", "bot", "dnot", "do't", "nott"])
def test_a_negator_mistyped_by_one_key_is_a_negator(word: str) -> None:
    assert is_negator_slip(word)


@pytest.mark.parametrize("word", ["now", "got", "lot", "note", "knot", "on", "so", "not", "it"])
def test_real_words_near_a_negator_are_themselves(word: str) -> None:
    assert not is_negator_slip(word)
