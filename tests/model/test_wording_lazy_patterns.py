"""The answer reader's patterns compile at first use, not at import (session 20, import cost).

``import arena.wording.answers`` compiled ~90 patterns (~0.16-0.30 s under load) in every process
that imported it, ``arena list`` (which loads ``arena.wording.days``) among them; a vanilla run of
the shipped arena matches only ~67 of them. Each module-level pattern of ``arena.wording`` is now a
:class:`arena.lazy_pattern.LazyPattern`; an eager ``re.compile`` put back fails here.
"""

from __future__ import annotations

import json
import subprocess
import sys

from arena.wording.answers import read_answer

PROBE = """
import json, pkgutil, importlib, re, sys
import arena.wording
from arena.lazy_pattern import LazyPattern
modules = [importlib.import_module("arena.wording." + m.name)
           for m in pkgutil.iter_modules(arena.wording.__path__)]
eager, lazy, compiled = [], 0, []
def look(where, value):
    global lazy
    if isinstance(value, re.Pattern):
        eager.append(where)
    elif isinstance(value, LazyPattern):
        lazy += 1
        if value._compiled is not None:
            compiled.append(where)
for module in modules:
    for name, value in vars(module).items():
        look(f"{module.__name__}.{name}", value)
        if type(value).__module__.startswith("arena.wording") and hasattr(value, "__dict__"):
            for attr, inner in vars(value).items():
                look(f"{module.__name__}.{name}.{attr}", inner)
print(json.dumps({"eager": eager, "lazy": lazy, "compiled": compiled}))
"""


def test_importing_the_reader_compiles_no_pattern() -> None:
    out = subprocess.run(
        [sys.executable, "-c", PROBE], capture_output=True, text=True, check=True, timeout=120
    )
    seen = json.loads(out.stdout)
    assert seen["eager"] == []
    assert seen["compiled"] == []
    assert seen["lazy"] > 80


def test_a_lazy_pattern_reads_as_the_compiled_one_did() -> None:
    ask = "Book R-102 (Aspen) for 6 people on Tuesday"
    assert read_answer("Ja, klar, buch den Raum.", ask) == "approve"
    assert read_answer("Yes, but cancel it.", ask) == "unclear"
    assert read_answer("Nobody approved this.", ask) == "deny"
    assert read_answer("Sí. Mejor no.", ask) == "deny"
