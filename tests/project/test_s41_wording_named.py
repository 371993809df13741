"""Every reader of people's words is named on the architecture page (docs41).

docs/architecture.md lists the modules of ``wording/`` one by one, by what each reads; session 41
added ``wording/swaps.py`` (a yes that swaps one person for another) and the page never named it,
so a reader looking for where "Yes, but swap Tom for Priya" is read found no entry.
"""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_every_wording_module_is_named_on_the_architecture_page() -> None:
    text = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")
    modules = sorted(
        p.stem for p in (ROOT / "src" / "arena" / "wording").glob("*.py") if p.stem != "__init__"
    )
    assert len(modules) > 50
    unnamed = [m for m in modules if not re.search(rf"`(?:wording/)?{m}(?:`|\.py`|/)", text)]
    assert not unnamed, f"name these in docs/architecture.md's wording/ entry: {unnamed}"
