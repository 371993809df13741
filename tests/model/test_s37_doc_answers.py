"""docs/methodology.md quotes answers with the verdicts they read as ('"cool", "righto" ...
approve', '"nop", "nel", "unnecessary" deny', '... are `unclear`'); this reads every quoted list
the answers section (§2, "The model") ends with a verdict word, and holds the answer reader and
the scripted model to the quoted verdict, alone and against a request (answers37: "avec le plus
grand plaisir", "sans aucun doute" and "sin duda" read unclear while the page said they approve).

A quote that is only part of an answer (the doc means "Oui, on est six" by "on est six"), or the
words of a request ("to \\"at 14:30\\""), is read in the context the doc gives it, in CONTEXT;
a new example that reads otherwise fails here until the page or the reader is put right."""

from __future__ import annotations

import re
from pathlib import Path

from arena.model.reading import read_answer as model_reads
from arena.model.rooms import all_rooms
from arena.wording.answers import explain_answer
from row_table import rows

ROOMS = [(room.id, room.name) for room in all_rooms()]
DOC = Path(__file__).resolve().parents[2] / "docs" / "methodology.md"
ASKED = "Book R-102 (Aspen) for 6 people on Tuesday at 10am?"
_QUOTE = r'"[^"]{1,80}"'
_LIST = rf"{_QUOTE}(?:(?:,| and| or|, and|, or)\s*{_QUOTE})*"
_VERB = (
    r"(approve|approves|deny|denies|are `unclear`|is `unclear`|stays? `unclear`|stays? unclear|"
    r"read `unclear`|are unclear|is unclear|read unclear)"
)
#: Quotes the doc gives as part of an answer or as a request's words: (answer, request, verdict)
#: as the page means them; None where the quote is no answer at all.
CONTEXT: dict[str, tuple[str, str, str] | None] = {
    # 'to "at 14:30" approve and to "at 09:00" stay unclear': the requests a bound is held to
    "at 14:30": ("Sí, no antes de las 12", "Book R-102 (Aspen) for 6 people on Tuesday at 14:30?",
                 "approve"),
    "at 09:00": ("Sí, no antes de las 12", "Book R-102 (Aspen) for 6 people on Tuesday at 09:00?",
                 "unclear"),
    # '"this Tuesday" and "on Tuesday" approve' after '"yes, next Tuesday" to a Tuesday request'
    "this Tuesday": ("yes, this Tuesday", ASKED, "approve"),
    "on Tuesday": ("yes, on Tuesday", ASKED, "approve"),
    # a yes with an errand beside it (session 36)
    "I'll order the pastries": ("Yes, I'll order the pastries", ASKED, "approve"),
    "put it on the team calendar": ("Yes, put it on the team calendar", ASKED, "approve"),
    # a count said in words "to a request for 6"
    "on est six": ("Oui, on est six", ASKED, "approve"),
    "zu sechst": ("Ja, wir sind zu sechst", ASKED, "approve"),
    # an hour with its part of the day, "da tarde" and "del pomeriggio" to 14:30
    "da tarde": ("Sim, às duas e meia da tarde",
                 "Book R-102 (Aspen) for 6 people on Tuesday at 14:30?", "approve"),
    "del pomeriggio": ("Sì, alle due e mezza del pomeriggio",
                       "Book R-102 (Aspen) for 6 people on Tuesday at 14:30?", "approve"),
    # a signature's slogan under a no ('a no above a "--" ... signature whose slogan says yes')
    "Yes, we're hiring!": ("No.\n--\nMaria\nYes, we're hiring!", ASKED, "deny"),
    "Approved vendor since 2019": ("No.\n--\nMaria\nApproved vendor since 2019", ASKED, "deny"),
    "and send me the confirmation": ("Yes, and send me the confirmation", ASKED, "approve"),
    # a count or length left open is read against the request it answers (session 36)
    "yes, it'll be the whole team": ("yes, it'll be the whole team", ASKED, "unclear"),
    "yes, we may run over": ("yes, we may run over", ASKED, "unclear"),
    # another day, room or count ruled out "approve a Tuesday, Aspen, 6-person request" (answers51)
    "Sì, ma non mercoledì": ("Sì, ma non mercoledì", ASKED, "approve"),
    "Ja, maar niet Cedar": ("Ja, maar niet Cedar", ASKED, "approve"),
    "yes, but not for 10": ("yes, but not for 10", ASKED, "approve"),
    # the punctuation around a quoted aside, no answer
    ") and a yes to another thing (": None,
}  # fmt: skip


def _examples() -> list[tuple[str, str]]:
    text = DOC.read_text(encoding="utf-8")
    section = re.sub(r"\s+", " ", text[text.index("## 2. The model") : text.index("## 3. ")])
    found: list[tuple[str, str]] = []
    for m in re.finditer(rf"(?<!\w)({_LIST})\s*\)?\s*{_VERB}\b", section):
        verb = m.group(2)
        verdict = "approve" if verb.startswith("approve") else "deny" if verb[:3] == "den" else ""
        for quote in re.findall(_QUOTE, m.group(1)):
            found.append((quote[1:-1], verdict or "unclear"))
    return found


EXAMPLES = _examples()


def test_the_page_still_quotes_answers_with_verdicts() -> None:
    assert len(EXAMPLES) >= 100, "the answers section's examples were not found"


@rows(("answer", "verdict"), EXAMPLES)
def test_each_quoted_answer_reads_as_the_page_says(answer: str, verdict: str) -> None:
    if answer in CONTEXT:
        context = CONTEXT[answer]
        if context is None:
            return
        answer, asked, verdict = context
        requests: list[str | None] = [asked]
    else:
        requests = [None, ASKED]
    for asked in requests:
        reading = explain_answer(answer, asked, rooms=ROOMS)
        assert reading.verdict == verdict, (answer, asked, reading)
        assert model_reads(answer, asked, ROOMS) == verdict, (answer, asked, "scripted model")
