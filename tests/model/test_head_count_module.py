"""The head count reader stands on its own (arena.model.head_count, split from arena.model.task).

task imports head_count, and both read a correction through arena.model.corrections: a fresh
interpreter that imports head_count first must still read a corrected count and say why it
cannot read another, as task's readers do.
"""

from __future__ import annotations

import json
import subprocess
import sys

PROBE = """
import json
from arena.model.head_count import capacity
print(json.dumps([capacity("Book a room for 4 people on Monday. Actually make it 6."),
                  capacity("A room for 2 teams on Friday")]))
"""


def test_head_count_imported_first_reads_a_correction_and_says_why_not() -> None:
    out = subprocess.run(
        [sys.executable, "-c", PROBE], capture_output=True, text=True, timeout=60, check=True
    )
    corrected, unsized = json.loads(out.stdout)
    assert corrected == 6
    assert isinstance(unsized, str) and "how many" in unsized


def test_task_reads_the_same_count_as_head_count() -> None:
    from arena.model.head_count import capacity
    from arena.model.task import parse_capacity

    for text in ("for the 4 of us plus 2 guests on Tuesday", "zweiundzwanzig Personen am Mittwoch"):
        assert parse_capacity(text) == capacity(text)
    assert parse_capacity("for the 4 of us plus 2 guests on Tuesday") == 6
