"""Session 52 (answers52): a yes that leaves out the asked room or day by other words, and an
answer split between two rooms or days.

- "yes, avoid Cedar", "Sure, w/o Cedar", "ok, skip Tuesday", "ja, aber ohne Cedar" to a request
  FOR that room or day read unclear, where "yes but not Cedar" denies since answers51b: the person
  refuses what was asked in so many words (docs/methodology.md), whatever the word that leaves
  it out. To a request for another room, "yes, avoid Aspen" read unclear too ("adds room
  Aspen"): a room kept away from is no room asked for, so the yes approves.
- "Yes to Cedar, no to Maple." read unclear whatever was asked: to a Cedar request it approves,
  to a Maple one it denies, to an Aspen one it stays unclear (:mod:`arena.wording.split_answers`).
"""

from __future__ import annotations

import pytest

from arena.model.reading import read_answer

CEDAR = "May I book Cedar (R-204) for 6 on Tuesday?"
MAPLE = "Shall I reserve Maple R-210 for 9 on Wednesday?"
ASPEN = "Can I book Aspen (R-102) for 4 people on Thursday?"

LEFT_OUT = [
    # the asked room or day left out: a refusal of this booking
    (CEDAR, "yes, avoid Cedar", "deny"),
    (CEDAR, "Sure, w/o Cedar", "deny"),
    (CEDAR, "ok, skip Tuesday", "deny"),
    (CEDAR, "ja, aber ohne Cedar", "deny"),
    (CEDAR, "sí, excepto el martes", "deny"),
    (CEDAR, "ok, leave out Cedar", "deny"),
    (CEDAR, "Ja, maar zonder Cedar.", "deny"),
    (CEDAR, "ja, men inte Cedar", "deny"),
    (CEDAR, "yep, steer clear of Cedar tho", "deny"),
    (CEDAR, "Yes, excluding Tuesday.", "deny"),
    (CEDAR, "sì, senza Cedar", "deny"),
    (CEDAR, "approved - avoid R-204 please", "deny"),
    (MAPLE, "sim, mas sem a Maple", "deny"),
    (MAPLE, "Oui, mais sans Maple", "deny"),
    # ... the verb after it: it approved; unclear as "Maple is too small" is (against.py)
    (MAPLE, "Klar, aber Maple vermeiden wir", "unclear"),
    (MAPLE, "ja, aber Maple meiden wir", "unclear"),
    (MAPLE, "yes, Maple is to be avoided", "unclear"),
    # another room or day left out: the asked booking approved
    (CEDAR, "yes, avoid Aspen", "approve"),
    (CEDAR, "Sure, w/o Atrium", "approve"),
    (CEDAR, "yes, steer clear of Maple", "approve"),
    (CEDAR, "ja, aber ohne Maple", "approve"),
    (CEDAR, "sì, senza Atrium", "approve"),
    (MAPLE, "sim, mas evite a Aspen", "approve"),
    # near misses: no room or day left out, or the person's own "it"
    (CEDAR, "yes, skip the catering", "approve"),
    (CEDAR, "ja, aber ohne Kaffee", "approve"),
    (CEDAR, "ja, aber ohne mich", "unclear"),  # one fewer person
    (CEDAR, "Yes, we can do without it", "unclear"),
    (CEDAR, "Yes, but book Maple instead", "unclear"),  # a counter-offer, as before
    (CEDAR, "avoid Cedar", "unclear"),  # no yes before it
    (CEDAR, "no, avoid Cedar", "deny"),
]

SPLIT = [
    (CEDAR, "Yes to Cedar, no to Maple.", "approve"),
    (MAPLE, "Yes to Cedar, no to Maple.", "deny"),
    (ASPEN, "Yes to Cedar, no to Maple.", "unclear"),
    (CEDAR, "Cedar yes, Maple no", "approve"),
    (MAPLE, "Cedar yes, Maple no", "deny"),
    (CEDAR, "Cedar: yes. Maple: no.", "approve"),
    (MAPLE, "Cedar: yes. Maple: no.", "deny"),
    (CEDAR, "Ja zu Cedar, nein zu Maple.", "approve"),
    (MAPLE, "Ja zu Cedar, nein zu Maple.", "deny"),
    (CEDAR, "Oui pour Cedar, non pour Maple.", "approve"),
    (MAPLE, "Oui pour Cedar, non pour Maple.", "deny"),
    (MAPLE, "Sí a Cedar, no a Maple.", "deny"),
    (CEDAR, "Sì per Cedar, no per Maple", "approve"),
    (MAPLE, "Ja voor Cedar, nee voor Maple", "deny"),
    (CEDAR, "No to Maple, yes to Cedar", "approve"),
    (MAPLE, "No to Maple, yes to Cedar", "deny"),
    (CEDAR, "No to Cedar, but yes to Maple", "deny"),
    (CEDAR, "Tuesday yes, Wednesday no", "approve"),
    (MAPLE, "Tuesday yes, Wednesday no", "deny"),
    (CEDAR, "Yes to Cedar, no to catering.", "approve"),
    # near misses: no split, or one that does not end there
    (ASPEN, "Cedar yes, Maple no", "unclear"),
    (CEDAR, "Yes to Cedar, no to Tuesday", "deny"),  # the asked day refused
    (CEDAR, "Yes to Cedar, yes to Maple", "unclear"),
    (CEDAR, "Yes to Cedar, no to Maple, ask Sam", "unclear"),
    (CEDAR, "Yes to Maple, no to Atrium", "unclear"),
]


@pytest.mark.parametrize(("asked", "answer", "verdict"), LEFT_OUT, ids=[a for _, a, _ in LEFT_OUT])
def test_s52_a_room_or_day_left_out(asked: str, answer: str, verdict: str) -> None:
    assert read_answer(answer, asked) == verdict


@pytest.mark.parametrize(("asked", "answer", "verdict"), SPLIT, ids=[a for _, a, _ in SPLIT])
def test_s52_a_split_answer(asked: str, answer: str, verdict: str) -> None:
    assert read_answer(answer, asked) == verdict


def test_s52_a_reader_blind_to_the_request_fails_the_tables() -> None:
    """A reader that reads the split alone, as the first half's verdict, approves the no to
    Maple; one that reads every exclusion as a side remark approves "yes, avoid Cedar": the
    tables tell both apart (a check that cannot fail is a defect)."""
    from arena.wording.split_answers import split_verdict

    def first_half(answer: str) -> str:
        return (
            "approve" if answer.lower().startswith(("yes", "ja", "oui", "cedar", "s")) else "deny"
        )

    assert any(first_half(a) != v for _, a, v in SPLIT if v == "deny")
    assert any(v == "deny" for _, a, v in LEFT_OUT if "avoid" in a)
    assert split_verdict("yes to it, no to maple", {"maple"}) == "approve"
    assert split_verdict("yes to it, no to maple") is None  # Maple no room known (regress52)
    assert split_verdict("yes to cedar, no to it") == "deny"
    assert split_verdict("yes to cedar, no to maple") is None
