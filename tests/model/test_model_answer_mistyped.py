"""Answers red team 8 found approved (findings 1, 2 and 8), each as a class with variants.

A refusal whose apostrophe is mistyped ("don;t", "don.t", "do'nt", "can;t"), a slipped "never"
("nevr"), a yes key set to false ("approved: false") and a mark glued before a yes ("!approve")
approved; a yes on a condition ("when", "contingent on", "except"), a deferral ("next quarter"),
a hypothetical ("hypothetically", "in a perfect world"), another approver still to come ("Dana
must also approve"), an eye-roll emoji, or a yes naming its own head count or room ("Approve it
for 3 people", "Approve Cedar") approved too. Clear yeses read the other way ("Can't argue with
that", "Fine with me") now approve. Both readers (the harness's and the scripted model's) agree.
"""

from __future__ import annotations

from arena.model.reading import read_answer as model_reads
from arena.wording.answers import read_answer
from row_table import rows

_STEMS = ["don", "can", "won", "shouldn", "wouldn", "doesn", "isn"]
_MARKS = [";", ":", ".", ",", '"', " '", " ;"]
#: A contraction with any mark for its apostrophe, before a yes: a refusal.
MISTYPED_CONTRACTION = [
    f"{'I ' if stem != 'isn' else 'It '}{stem}{mark}t {verb}"
    for stem in _STEMS
    for mark in _MARKS
    for verb in ("approve", "book it")
] + [
    "Please don;t proceed",
    "Do'nt book it",
    "I do'nt approve",
    "Does'nt work, don;t book",
    "Did'nt approve that",
    "Do nor approve",
]
#: A slipped negator right before a yes, and a yes key set to false.
SLIPPED_OR_FALSE = [
    "I nevr approve",
    "I nver approve it",
    "I neevr approve",
    "approved: false",
    "Approved: False",
    "APPROVED=FALSE",
    "approve=0",
    "yes=false",
    "confirmed: no",
    'approved: "false"',
    "¬yes",
    "¬ approve",
]
#: A yes with a mark glued before it that may negate it: no yes.
MARKED = ["!approve", "-approve", "un-approve", "~yes", "!yes", "Unapproved", "!! approve"]
#: A yes on a condition, later, hypothetical, with another approver, an eye roll, or naming its
#: own head count or room: unclear.
NOT_YET = [
    "Yes when finance signs off",
    "Approve it when Dana is back",
    "Yes as soon as you get a PO",
    "Approved, contingent on Dana",
    "Approved, dependent on budget",
    "Sure, depending on the budget",
    "Yes except on Tuesday",
    "Approve it, excepting Fridays",
    "Yes, but not on Monday",
    "Yes from me, but Dana must also approve",
    "Approved, but Facilities has to sign off",
    "Approved, needs Dana's sign-off",
    "Yes, but it needs the CFO's approval",
    "Dana says yes",
    "My manager says yes",
    "Yes, next quarter",
    "Approve it next year",
    "Yes in 2027",
    "Sure, someday",
    "Yes, eventually",
    "Yes, hypothetically",
    "Hypothetically, yes",
    "Sure, in a perfect world",
    "Yes, ideally",
    "Yes, in another life",
    "Yes, in a parallel universe",
    "Were it my call, yes",
    "On a normal day yes",
    "Sure 🙄",
    "Yes 😒",
    "Approved 🙃",
    "Go for it 🙄",
    "Go ahead 🛑",
    "Fine 😏",
    "Approve it for 3 people",
    "Yes, for 12 attendees",
    "Ok, book it with five guests",
    "Approve Cedar",
    "Approve Juniper",
    "Yes for Juniper",
    "Yes to Maple",
    "Approve R-305",
]
#: Clear yeses that must stay (or now be) approvals.
STILL_YES = [
    "Approve it",
    "Approve this please",
    "Approve, thanks",
    "Approve asap",
    "Approve now",
    "Approved as proposed",
    "Yes, approve the request",
    "Yes for sure",
    "I approve",
    "Yes, go ahead",
    "Sure, go ahead when you're ready",
    "Sure, but let me know when it's booked.",
    "Yes! Approve",
    "- Approve",
    "approved: true",
    "Yes: no problem",
    "I see no reason to say no",
    "There's no reason not to",
    "Can't argue with that",
    "Cannot argue with it, go ahead",
    "Not ideal, but approved",
    "Not perfect, but go ahead",
    "Fine with me",
    "OK with me",
]


@rows("text", MISTYPED_CONTRACTION + SLIPPED_OR_FALSE)
def test_a_mistyped_refusal_denies(text: str) -> None:
    assert read_answer(text) == "deny"
    assert model_reads(text) == "deny"


@rows("text", MARKED)
def test_a_marked_yes_never_approves(text: str) -> None:
    assert read_answer(text) != "approve"
    assert model_reads(text) != "approve"


@rows("text", NOT_YET)
def test_a_yes_on_a_condition_or_change_is_unclear(text: str) -> None:
    assert read_answer(text) == "unclear"
    assert model_reads(text) == "unclear"


@rows("text", STILL_YES)
def test_a_clear_yes_approves(text: str) -> None:
    assert read_answer(text) == "approve"
    assert model_reads(text) == "approve"


@rows("text", ["Don't book it", "Can't approve", "No", "Nevr", "Not ideal."])
def test_the_plain_forms_stay_as_they_were(text: str) -> None:
    assert read_answer(text) != "approve"
