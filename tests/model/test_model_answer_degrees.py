"""Answers the lead found misread after outside tester 7, each as a class of wording with variants.

The unsafe ones approved: a contraction written without its apostrophe ("I wouldnt say yes", where
"I wouldn't say yes" denied), a degree word before a yes ("hard to say yes", "I'd hardly call
that a yes"), a hedged yes ("yes-ish") and a yes to another thing than the proposal ("approve
the other one"). Misread the safe way: "I can't say yes", a question said back and refused
("Approve? Absolutely not.") and a misspelt refusal ("definately not") were unclear; they deny.
Both readers (the harness's and the scripted model's) agree.
"""

from __future__ import annotations

import pytest

from arena.model.reading import read_answer as model_reads
from arena.wording.answers import read_answer

#: Auxiliaries as people contract them; each must negate alike with a straight, curly, acute,
#: or no apostrophe.
CONTRACTED = [
    "don't", "doesn't", "didn't", "won't", "can't", "shouldn't", "isn't", "wouldn't",
    "couldn't", "wasn't", "aren't", "weren't", "haven't", "hasn't", "hadn't", "ain't",
    "mustn't", "needn't", "shan't",
]  # fmt: skip
TEMPLATES = ["I {} say yes", "It {} approved", "I {} approve this", "That {} ok", "I {} say no"]


@pytest.mark.parametrize("word", CONTRACTED)
@pytest.mark.parametrize("template", TEMPLATES)
def test_a_contraction_negates_however_its_apostrophe_is_written(word: str, template: str) -> None:
    meant = read_answer(template.format(word))
    assert meant != "approve" or template == "I {} say no"
    for spelt in (word.replace("'", ""), word.replace("'", "\u2019"), word.replace("'", "\u00b4")):
        assert read_answer(template.format(spelt)) == meant, spelt


#: Never a yes: a contraction without its apostrophe, a degree word before the yes.
DENY = [
    "I wouldnt say yes",
    "I couldnt say yes to that",
    "I shouldnt approve this",
    "It isnt approved",
    "That wasnt a yes",
    "I havent approved it",
    "That aint ok",
    "We cant approve it",
    "I can't say yes",
    "I cant say yes",
    "I can\u2019t say yes to that",
    "hard to say yes",
    "It's hard to say yes to this.",
    "I'd hardly call that a yes",
    "I can hardly say yes to that",
    "barely ok",
    "Scarcely approved.",
    "far from ok",
    "Not exactly a yes.",
    "not really ok",
    # a question said back, then refused (were unclear)
    "Approve? Absolutely not.",
    "Approve? Definitely not!",
    "Book it? Absolutely not.",
    "Go ahead? Certainly not.",
    "Approved? No way.",
    "Approve? Absolutly not.",
    "Proceed? No, not today.",
    # a misspelt refusal (was unclear)
    "definately not",
    "Absolutly not",
    "Definitly not.",
]
#: Neither: a hedged yes, a yes to another thing, a refusal held back by degree.
UNCLEAR = [
    "yes-ish",
    "Yesish.",
    "ok-ish",
    "Yes ish.",
    "sort of yes",
    "Yes, sort of.",
    "kind of ok",
    "kinda ok",
    "I sort of approve.",
    "Sure, I guess?",
    "Yes I guess?",
    "ok, I suppose?",
    "Sure, I guess.",  # a hedge anywhere, with or without "?" (outside tester 9; approved before)
    "approve the other one",
    "Yes to the other one.",
    "approve the cheaper room instead",
    "Approve the cheaper room.",
    "Accept the 3pm slot.",
    "The other room is fine, approved.",
    "I'm not exactly saying no.",
    "I'm not really saying no.",
    "I'd hardly say no.",
    # a question after the question, a reason after it, or a no to calling it off
    "Approve? Deny? Whatever you think.",
    "Confirm? I thought we cancelled that meeting.",
    "Cancel? Absolutely not.",
    "Can't say yes or no.",
    "I cannot say.",
]
#: Still a yes.
APPROVE = [
    "I wouldn't say no",
    "I wouldnt say no",
    "I wouldn\u2019t say no",
    "I wont say no",
    "I cant say no to that",
    "hardly a problem, go ahead",
    "Barely an inconvenience, go ahead.",
    "yes, absolutely",
    "Absolutly, go ahead.",
    "Definately!",
    "Hard to argue with that, go ahead.",
    "I dont see why not",
    "Dont mind at all.",
    "Approve the booking.",
    "Approve the request, thanks.",
    "ok, approve this one",
    "Yes, I can't wait.",
    "Far from ideal but ok.",
    "Hardly ideal, but approved.",
    "We barely fit, but yes.",
    "Yes, book it for 3-ish.",
]


@pytest.mark.parametrize(
    ("answer", "verdict"),
    [(a, "deny") for a in DENY]
    + [(a, "unclear") for a in UNCLEAR]
    + [(a, "approve") for a in APPROVE],
)
def test_degrees_hedges_and_contractions_read_as_meant(answer: str, verdict: str) -> None:
    assert read_answer(answer) == verdict
    assert model_reads(answer) == verdict
    assert read_answer(f"Answer from ops: {answer}") == verdict
