"""Word patterns compile at first use, not at import (issue 16's cold resume).

``arena.booking_words`` compiled its fourteen patterns when imported: 11–16 ms of every process
that imports the checks, ``arena resume`` among them, where a plain approval reads two of them.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys

from arena.lazy_pattern import LazyPattern

PROBE = """
import json
import arena.checks
import arena.booking_days as days
import arena.booking_words as words
from arena.lazy_pattern import LazyPattern
patterns = {
    f"{m.__name__}.{k}": v
    for m in (words, days)
    for k, v in vars(m).items()
    if isinstance(v, LazyPattern)
}
lazy = sorted(patterns)
compiled = [k for k, v in patterns.items() if v._compiled is not None]
print(json.dumps({"lazy": lazy, "compiled": compiled}))
"""


def test_importing_the_checks_compiles_no_word_pattern() -> None:
    out = subprocess.run(
        [sys.executable, "-c", PROBE], capture_output=True, text=True, check=True, timeout=120
    )
    seen = json.loads(out.stdout)
    assert len(seen["lazy"]) >= 10, "the booking words' patterns are compiled at import again"
    assert seen["compiled"] == []


def test_a_lazy_pattern_matches_as_the_compiled_one() -> None:
    source, flags = r"\bfor\s+(?P<n>\d+)\s+people\b", re.IGNORECASE
    lazy, real = LazyPattern(source, flags), re.compile(source, flags)
    text = "Book Aspen for 6 people, then Cedar FOR 8 PEOPLE."
    assert [m.group("n") for m in lazy.finditer(text)] == ["6", "8"]
    assert lazy.findall(text) == real.findall(text)
    assert lazy.sub("<n>", text) == real.sub("<n>", text)
    assert lazy.split(text) == real.split(text)
    assert lazy.search(text, 20) is not None and lazy.search(text, 20).group("n") == "8"  # type: ignore[union-attr]
    assert lazy.match(text) is None and lazy.fullmatch("for 3 people") is not None
    assert lazy.compiled is lazy.compiled  # compiled once
