"""The scripted model's rarest word patterns compile at first use (issue 16: `arena run`'s start).

Five of its patterns (a room ruled out, a room's pronoun, a room's name inside another name, people
counted as absent) cost ~8 ms of every process that loads an arena, since the items loader reads
each item with the model's reader; a 12-item run of the shipped arena matches none of them.
"""

from __future__ import annotations

import json
import subprocess
import sys

from arena.model.room_stance import ruled_out, unplaced
from arena.model.task import read_request

LAZY = {
    "arena.model.stance_words": ("AGAINST", "PRONOUN"),
    "arena.model.other_names": ("_BEFORE_NAME", "_AFTER_NAME"),
    "arena.model.count_words": ("_ABSENT",),
}

PROBE = """
import importlib, json, sys
from arena.lazy_pattern import LazyPattern
import arena.model.task
lazy = json.loads(sys.argv[1])
print(json.dumps({
    f"{m}.{n}": (isinstance(p := getattr(importlib.import_module(m), n), LazyPattern)
                 and p._compiled is None)
    for m, names in lazy.items() for n in names
}))
"""


def test_loading_the_models_reader_compiles_none_of_them() -> None:
    out = subprocess.run(
        [sys.executable, "-c", PROBE, json.dumps(LAZY)],
        capture_output=True,
        text=True,
        check=True,
        timeout=120,
    )
    seen = json.loads(out.stdout)
    assert seen and all(seen.values()), (
        f"compiled at import: {[k for k, v in seen.items() if not v]}"
    )


def test_they_still_read_what_they_read() -> None:
    assert "aspen" in ruled_out("Book a room for 4 on Monday, we hate Aspen")  # AGAINST
    assert "aspen" in ruled_out(
        "Book a room for 5 on Friday. We were in Aspen last week and it was too cramped."
    )  # PRONOUN
    assert unplaced("Book a room for 4 on Monday for the Aspen project kickoff") is None  # names
    read = read_request("Book a room for 10 people on Tuesday, 3 of them are remote")  # _ABSENT
    assert getattr(read, "capacity", None) == 7, read
