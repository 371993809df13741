"""A docstring that names a rule by section and words (``docs/methodology.md §7, "the answer as
given"``) must find those words in that section: the rule moved, or was cited wrong, and a reader
sent to §5 found nothing (heard_given cited §5 for a rule §7 states).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SRC = ROOT / "src" / "arena"
DOC = ROOT / "docs" / "methodology.md"
REF = re.compile(r'docs/methodology\.md §(\d+),? ["“]([^"”]+)["”]')


def sections() -> dict[str, str]:
    """``{"7": "<the text of §7>", ...}`` from the page's ``## N.`` headings."""
    parts = re.split(r"^## (\d+)\.", DOC.read_text(encoding="utf-8"), flags=re.M)
    return {parts[i]: parts[i + 1] for i in range(1, len(parts) - 1, 2)}


def refs() -> list[tuple[str, str, str]]:
    found = []
    for path in sorted(SRC.rglob("*.py")):
        for number, words in REF.findall(path.read_text(encoding="utf-8")):
            found.append((str(path.relative_to(SRC)), number, words))
    return found


def squashed(text: str) -> str:
    return " ".join(text.casefold().split())


@pytest.mark.parametrize(("module", "number", "words"), refs())
def test_cited_words_are_in_the_cited_section(module: str, number: str, words: str) -> None:
    text = sections().get(number)
    assert text is not None, f"{module} cites docs/methodology.md §{number}, which has no heading"
    where = [n for n, t in sections().items() if squashed(words) in squashed(t)]
    assert squashed(words) in squashed(text), (
        f"{module} cites §{number} for {words!r}; the words are in § {', '.join(where) or 'none'}"
    )


def test_there_are_refs_to_check() -> None:
    assert refs(), "no docstring cites docs/methodology.md by section and words"
