"""``report.html`` at a phone's width (390 px) was 1,477 px wide, and 1,477 at 1,200 too: the
feature matrix and the command line pushed the whole page sideways, so every section scrolled
with them and the text was cut at the screen's edge (users37). A wide table now scrolls inside
its own box and long words (a command, a timestamp) wrap: the page itself is never wider than
the window."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

import pytest

from arena.reporting import write_report

FIXTURES = Path(__file__).parents[1] / "fixtures" / "results"


@pytest.mark.parametrize("width", [390, 1200])
def test_the_page_never_scrolls_sideways(tmp_path: Path, page: Any, width: int) -> None:
    folder = tmp_path / "v2"
    shutil.copytree(FIXTURES / "v2", folder)
    report = write_report(folder)
    page.set_viewport_size({"width": width, "height": 900})
    page.goto(report.as_uri())
    page_width, window = page.evaluate("[document.documentElement.scrollWidth, innerWidth]")
    assert page_width <= window, (page_width, window)
    for heading in ("How these results were made", "Adapters", "Feature matrix"):
        assert page.get_by_role("heading", name=heading).is_visible()
    boxes = page.evaluate(
        "Array.from(document.querySelectorAll('table')).map(t => [t.scrollWidth, t.clientWidth])"
    )
    if width < 700:  # the matrix is wider than a phone: it scrolls in its own box
        assert any(full > shown for full, shown in boxes), boxes
