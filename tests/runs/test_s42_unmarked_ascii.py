"""A reading's verdict marks taken out only where it has any (issue 16, session 42).

``heard_given._unmarked`` built a translation table of the verdict's marks and applied it to
every reading the witnesses judged, ~12 k instructions a vanilla leg, where nearly every
reading is ASCII and no mark is: an ASCII text is now returned as it is. What it returns must
be what the table gives, for ASCII and marked texts alike, for each verdict."""

from __future__ import annotations

import pytest

from arena.heard_given import VERDICT_MARKS, _unmarked


def _table(text: str, verdict: str) -> str:
    marks = VERDICT_MARKS.get(verdict, "") + "\ufe0f\ufe0e"
    return text.translate({ord(c): " " for c in marks})


def test_no_mark_is_ascii() -> None:
    """The shortcut holds while every mark is past ASCII: a mark added in ASCII fails here."""
    assert all(not c.isascii() for marks in VERDICT_MARKS.values() for c in marks)


TEXTS = [
    "",
    "yes",
    "APPROVED by ops. Note: go ahead",
    "\u2705 yes",
    "yes \u2705\ufe0f book it",
    "\u274c no \U0001f6ab",
    "\u23f0 expired \u231b",
    "caf\u00e9 \u2714 ok",
    "\u2705\u274c\u23f0\ufe0e",
]


@pytest.mark.parametrize("verdict", [*VERDICT_MARKS, "unclear"])
@pytest.mark.parametrize("text", TEXTS)
def test_the_same_text_as_the_table_gives(text: str, verdict: str) -> None:
    assert _unmarked(text, verdict) == _table(text, verdict)


def test_a_marked_reading_loses_its_verdicts_marks_only() -> None:
    assert _unmarked("yes \u2705\ufe0f", "approve") == "yes   "
    assert _unmarked("yes \u274c", "approve") == "yes \u274c"
    assert _unmarked("no \u274c", "deny") == "no  "
