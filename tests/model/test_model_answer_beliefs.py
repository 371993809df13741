"""The answer reader, red team 10 round 2: a belief or likelihood in French, German, Spanish or
Italian leaves a yes unclear as "I think" does in English; a bad consequence or a verdict that
it is wrong beside a yes leaves it unclear; clear yeses that read unclear now approve (a number
word that repeats the asked count, asides about next time, thanks and no time to look, "Aspen
works", a tick-box form, "👌", "Knock yourself out"); a clear no never approves."""

from __future__ import annotations

import itertools

import pytest

from arena.wording.answers import read_answer

ASKED = "Book R-102 (Aspen) for 6 people on Tuesday"
#: What the harness reads a typed answer against: the request's prompt and its arguments.
HARNESS = f"Approve booking R-102 (Aspen) for 6 people on Tuesday? {{'summary': '{ASKED}'}}"

#: A hedge of belief or likelihood before or after the yes, in each language read.
BELIEFS = [
    # the outside tester's
    "je pense que oui", "Oui, je crois", "Oui, je suppose", "oui, sans doute", "Ja, glaube ich",
    "ich denke ja", "Ja, eventuell", "Sí, supongo", "Sí, creo que sí", "sì, credo",
    # our own
    "Ouais, j'imagine", "Oui, a priori", "D'accord, je pense", "Ja, schätze ich",
    "Ich nehme an, ja", "Ja, möglicherweise", "Klar, hoffentlich", "Sí, eso creo",
    "Vale, me imagino", "Sí, posiblemente", "Sì, forse", "Sì, penso di sì", "Va bene, credo",
    "Sí, claro, creo que sí", "Ok, je dirais oui", "Sì, probabilmente", "Oui, vraisemblablement",
]  # fmt: skip


@pytest.mark.parametrize("text", BELIEFS)
def test_a_belief_beside_a_yes_leaves_it_unclear_in_every_language(text: str) -> None:
    assert read_answer(text) == "unclear"
    assert read_answer(text, ASKED) == "unclear"
    assert read_answer(text, HARNESS) == "unclear"


#: A bad consequence said as an "if", and a yes called wrong or bad.
SARCASM_AND_SELF_REFUTED = [
    "Sure, if you want to get fired", "Yes, that's wrong",
    "Go ahead, if you want us to lose our jobs", "Yes, if you like wasting money",
    "Approved, if you want to get us in trouble", "Sure, go ahead if you enjoy explaining it to the CFO",
    "Fine, it's a terrible idea", "Yes, this is a mistake", "Sure, that would be a bad idea",
    "Go ahead and get fired", "Yes — that is just wrong",
]  # fmt: skip


@pytest.mark.parametrize("text", SARCASM_AND_SELF_REFUTED)
def test_a_bad_consequence_or_a_verdict_against_it_leaves_a_yes_unclear(text: str) -> None:
    assert read_answer(text, ASKED) == "unclear"
    assert read_answer(text) == "unclear"


#: Clear yeses that read unclear: number words that repeat the count, long asides, idioms, forms.
CLEAR_YES = [
    "OK for six people", "Yes, for six", "Approved for six people", "Yes, for the six of us",
    "Sí, para seis personas", "Oui, pour six", "Ja, für sechs",
    "Approved. Also, next time please give me more than a day's notice for these requests, "
    "it's getting a bit much.",
    "Yeah yeah, go ahead. I don't have time to look at this right now, just get it done.",
    "Yes — and thank you for asking rather than just booking it like last time!",
    "Sure. Next time, could you ask a day earlier?", "Yes, thanks for checking first!",
    "Go ahead, I don't have time to review it today.", "Aspen works", "Aspen works for me",
    "👌", "[x] approve [ ] deny", "- [x] Approve\n- [ ] Deny", "Knock yourself out", "Have at it",
]  # fmt: skip


@pytest.mark.parametrize("text", CLEAR_YES)
def test_a_clear_yes_approves(text: str) -> None:
    assert read_answer(text, ASKED) == "approve"
    assert read_answer(text, HARNESS) == "approve"


@pytest.mark.parametrize(
    ("text", "verdict"),
    [
        # another count said in words is as unclear as in digits ("Yes, 7")
        ("Yes, seven", "unclear"),
        ("Yes, a dozen", "unclear"),
        ("Approved for eight", "unclear"),
        ("Ja, für sieben", "unclear"),
        # a form: the ticked option answers, a form ticked twice or not at all does not
        ("[ ] approve [x] deny", "deny"),
        ("(X) Deny ( ) Approve", "deny"),
        ("[x] approve [x] deny", "unclear"),
        ("[ ] approve", "unclear"),
        # advice for next time is an aside; a yes for next time is no yes now
        ("Book it next time, please", "unclear"),
        ("Yes, next time", "unclear"),
        # "at once", "très bien": no numbers
        ("Book it at once.", "approve"),
        ("Oui, très bien", "approve"),
        # certainty is no hedge, and a belief that says no is still a no
        ("Oui, sans aucun doute", "approve"),
        ("Sí, sin duda", "approve"),
        ("No diría que no", "approve"),
        ("je crois que non", "deny"),
        ("Ich glaube nicht", "deny"),
        # near neighbours of the sarcasm and self-refutation rules keep their reading
        ("Sure, if you want", "approve"),
        ("Yes, nothing wrong with that", "approve"),
        ("Yes, that's right", "approve"),
        ("No, that's wrong", "deny"),
    ],
)
def test_counts_in_words_forms_next_time_and_neighbours(text: str, verdict: str) -> None:
    assert read_answer(text, ASKED) == verdict


NO = [
    "No", "No thanks", "Nope", "Don't book it", "Please don't", "Denied", "Absolutely not",
    "Nein", "Non", "No, gracias", "Nein danke", "Pas question", "I'd rather you didn't",
    "Cancel it", "Não", "Niet", "Do not book", "Hard pass", "Not approved", "No way",
]  # fmt: skip
#: The new asides and idioms after a no: none of them may turn it into a yes.
NO_TAILS = [
    "", ". Next time please ask earlier.", ". Thanks for asking.", " 👌", " 👍",
    ", thank you for asking rather than booking it.", ". I don't have time to look at this.",
    ", if you want to get fired", ", that's wrong", ". Knock yourself out trying another room.",
    ". Also, next time, give me more notice.",
]  # fmt: skip


@pytest.mark.parametrize(("no", "tail"), list(itertools.product(NO, NO_TAILS)))
def test_a_clear_no_never_approves(no: str, tail: str) -> None:
    """'Hard pass 👍', 'Não 👍' and 'Niet 👍' approved (a yes emoji beside a no the reader did
    not know); every no here reads deny or unclear, against any asked words."""
    for asked in (None, ASKED, HARNESS):
        assert read_answer(no + tail, asked) != "approve"


ELSE = [
    "HR says yes", "my boss says it's fine", "Dana must approve too", "Sam might approve",
    "it's Dana's call", "ask Dana first", "needs HR's sign-off", "Dana approves",
]  # fmt: skip


@pytest.mark.parametrize(
    ("say", "yes"), list(itertools.product(ELSE, ["Yes", "Sure", "Approved", "Go ahead"]))
)
def test_a_yes_with_someone_elses_say_never_approves(say: str, yes: str) -> None:
    """'my boss says it's fine' (with "it's") and 'ask Dana first. Yes.' (the ask first)
    approved; on either side of the yes, none does."""
    for text in (f"{yes}, {say}", f"{say[0].upper()}{say[1:]}. {yes}."):
        for asked in (None, ASKED, HARNESS):
            assert read_answer(text, asked) != "approve", text
