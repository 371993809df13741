"""perf50 (issue 16): the patterns a module compiles by name at first use are kept at install.

``python -m arena.lazy_pattern`` keeps every module-level pattern, but
:mod:`arena.wording.said` compiles its patterns by name (``pattern``, ``_bare``) when the checks
first read a final message: no object held them at install, so every ``arena run`` and
``arena runs`` where the install is not written to (``PYTHONDONTWRITEBYTECODE``, a read-only
install) compiled six of them afresh, ~12 ms of CPU a run. A module now names them
(``patterns_by_name``) and :func:`arena.lazy_pattern.precompile` keeps what it names.
"""

from __future__ import annotations

import gc
import re
import sys
from pathlib import Path

import pytest

import arena.lazy_pattern as lp
import arena.wording.said as said

MESSAGES = (
    "I did not book anything: the request was denied.",
    "Done: R-102 (Aspen) is booked, confirmation BK-1A2B3C.",
    "Your answer was unclear, so nothing was booked. Should I go ahead?",
    "R-204 (Cedar, seats 8) is free on Tuesday.",
    "Ich habe nichts gebucht, die Anfrage wurde abgelehnt.",
)


def test_every_pattern_said_compiles_by_name_is_named(monkeypatch: pytest.MonkeyPatch) -> None:
    compiled: set[tuple[str, int]] = set()

    def spy(pattern: str, flags: int | re.RegexFlag = 0) -> re.Pattern[str]:
        compiled.add((pattern, int(flags)))
        return re.compile(pattern, flags)

    monkeypatch.setattr(said, "compile_kept", spy)
    said.pattern.cache_clear()
    said._bare.cache_clear()
    try:
        for name in said._PATTERNS:
            for message in MESSAGES:
                said.says(name, message)
                said.says_unguarded(name, message)
    finally:
        said.pattern.cache_clear()
        said._bare.cache_clear()
    named = set(getattr(said, "patterns_by_name", list)())
    assert compiled, "nothing compiled: the spy is not where said compiles"
    assert compiled <= named, sorted(t[:60] for t, _ in compiled - named)


def test_precompile_keeps_what_a_module_names(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A package of two modules: one names its by-name pattern, one (the broken reference)
    compiles its own at first use and names none: only the named one is kept."""
    package = tmp_path / "s50kept"
    package.mkdir()
    (package / "lazy_pattern.py").write_text("")  # where the kept file goes: beside it
    (package / "named.py").write_text(
        "from arena.lazy_pattern import compile_kept\n"
        "def patterns_by_name():\n"
        "    return [(r'\\bs50named(?:a|b)\\b', 2)]\n"
    )
    (package / "unnamed.py").write_text(
        "import functools\n"
        "from arena.lazy_pattern import compile_kept\n"
        "@functools.cache\n"
        "def later():\n"
        "    return compile_kept(r'\\bs50unnamed(?:a|b)\\b', 2)\n"
    )
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.setattr(lp, "__file__", str(package / "lazy_pattern.py"))
    monkeypatch.setattr(lp, "_kept", None)
    monkeypatch.setattr(lp, "_new", {})
    monkeypatch.setattr(gc, "get_objects", list)  # the process's own patterns: not this test's
    try:
        assert lp.precompile(force=True) >= 1
        kept = lp._read(lp.path())
    finally:
        for name in ("s50kept", "s50kept.named", "s50kept.unnamed", "s50kept.lazy_pattern"):
            sys.modules.pop(name, None)
    assert (r"\bs50named(?:a|b)\b", 2) in kept
    assert (r"\bs50unnamed(?:a|b)\b", 2) not in kept
