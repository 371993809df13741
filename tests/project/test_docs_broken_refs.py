"""Every check methodology §7 lists names the broken agent that fails it (docs31).

``reported_unclear`` named none, in §7's table or §5's: the suite fails it with ``mute`` answered
"hmm, maybe later", and a reader could not tell how the check was known to fail.
"""

from __future__ import annotations

import re
from pathlib import Path

from tests.runs.test_every_check_can_fail import BROKEN

DOC = Path(__file__).resolve().parents[2] / "docs" / "methodology.md"


def test_each_check_is_named_with_the_behaviour_that_fails_it() -> None:
    text = DOC.read_text(encoding="utf-8")
    section = " ".join(text[text.index("## 7.") : text.index("## 8.")].split())
    missing = [
        f"{check}: {behaviour}"
        for check, (behaviour, *_) in BROKEN.items()
        if not re.search(rf"`{check}` for `{behaviour}`", section)
    ]
    assert not missing, f"docs/methodology.md §7 does not say which behaviour fails: {missing}"
