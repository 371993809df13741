"""docs/drive.md's first eval prints, under a stubborn model, what the page shows (docs41).

The page showed the session's events one to a line, up to 170 columns, and ``E   `` indents;
pytest has printed them wrapped to the terminal (80 columns in a pipe) since the timeline learnt
to wrap, so a reader comparing their output with the page's saw another layout.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

pytest_plugins = ["pytester"]

PAGE = (Path(__file__).resolve().parents[2] / "docs" / "drive.md").read_text(encoding="utf-8")
IDS = re.compile(r"\b(run|req)_[0-9a-f]{16}\b")


def _shown() -> tuple[str, list[str]]:
    """The tutorial's test file and the failure lines the page shows for it."""
    source = PAGE.split("`tests/test_gate.py`:\n\n```python\n", 1)[1].split("```", 1)[0]
    block = PAGE.split("$ pytest tests/test_gate.py --arena-behaviour stubborn\n...\n", 1)[1]
    lines = block.split("```", 1)[0].splitlines()
    return source, [IDS.sub(r"\1_…", line) for line in lines]


def test_the_stubborn_failure_is_printed_as_the_page_shows(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("COLUMNS", "80")
    source, shown = _shown()
    assert len(shown) > 20
    pytester.makepyfile(test_gate=source)
    result = pytester.runpytest_inprocess("-p", "no:cacheprovider", "--arena-behaviour", "stubborn")
    result.assert_outcomes(passed=1, failed=1)
    printed = [IDS.sub(r"\1_…", line.rstrip()) for line in result.outlines]
    assert shown[0] in printed, "\n".join(printed)
    first = printed.index(shown[0])
    assert printed[first : first + len(shown)] == shown
