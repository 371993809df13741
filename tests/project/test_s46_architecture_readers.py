"""Every test that reads docs/architecture.md is named where the page lists its readers (users46).

The page opened "Seven tests read this page" and named seven, but users45 added an eighth,
``test_s45_architecture_versions.py`` (the results folder's and the session snapshot's
versions): a reader of the page could not tell that those numbers were held to the code. The
count and the names are held to the tests that read the page (``"architecture.md"`` in their
text).
"""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PAGE = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")
WORDS = [
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
    "thirteen",
    "fourteen",
    "fifteen",
    "sixteen",
    "seventeen",
    "eighteen",
    "nineteen",
]


def _opening() -> str:
    return PAGE.split("\n\n", 2)[1]


def test_every_test_that_reads_the_page_is_named_in_its_opening() -> None:
    readers = {
        path.name
        for path in (ROOT / "tests").rglob("test_*.py")
        if '"architecture.md"' in path.read_text(encoding="utf-8")
    }
    named = set(re.findall(r"`(?:tests/project/)?(test_\w+\.py)`", _opening()))
    assert readers, "no test reads the page?"
    assert readers <= named, f"the page's opening does not name: {sorted(readers - named)}"


def test_the_opening_counts_the_tests_it_names() -> None:
    count = re.search(r"\b([A-Z][a-z]+) tests read this page", _opening())
    assert count is not None
    named = set(re.findall(r"`(?:tests/project/)?(test_\w+\.py)`", _opening()))
    assert WORDS.index(count.group(1).lower()) + 1 == len(named), (count.group(1), named)
