"""A :class:`~arena.lazy_pattern.LazyPattern` match costs one Python call (perf42, issue 16).

Each method read the compiled pattern through the ``compiled`` property: two Python calls a
match, ~97 a microsoft_af leg where the gate reads the framework's template (60 now). The
methods answer as ``re.compile``'s do, before and after the first compile, which happens once."""

from __future__ import annotations

import cProfile
import pstats
import re

import pytest

from arena import lazy_pattern
from arena.lazy_pattern import LazyPattern

TEXT = "Book R-101 on Tuesday; then book R-204 on Friday."


def _calls(pattern: LazyPattern) -> int:
    """Python-level calls (built-ins aside) one ``search`` of an already compiled pattern makes."""
    pattern.search(TEXT)
    profile = cProfile.Profile()
    profile.enable()
    pattern.search(TEXT)
    profile.disable()
    stats = pstats.Stats(profile).stats  # type: ignore[attr-defined]
    return sum(v[1] for k, v in stats.items() if k[0] != "~")


def test_a_match_is_one_python_call() -> None:
    assert _calls(LazyPattern(r"\bR-\d+")) == 1


def test_every_method_answers_as_re_compile_does_before_and_after_compiling(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    compiles: list[str] = []
    real = lazy_pattern.compile_kept

    def counted(pattern: str, flags: int = 0) -> re.Pattern[str]:
        compiles.append(pattern)
        return real(pattern, flags)

    monkeypatch.setattr(lazy_pattern, "compile_kept", counted)
    for flags in (0, re.I):
        plain = re.compile(r"(r)-(\d+)", flags)
        calls = [
            ("search", (TEXT,)),
            ("match", ("R-1 x",)),
            ("fullmatch", ("R-101",)),
            ("findall", (TEXT,)),
            ("sub", (r"<\2>", TEXT)),
            ("split", (TEXT,)),
            ("search", (TEXT, 20)),
            ("match", (TEXT, 5, 10)),
        ]
        lazy = LazyPattern(r"(r)-(\d+)", flags)
        for name, args in calls:
            got, want = getattr(lazy, name)(*args), getattr(plain, name)(*args)
            if isinstance(want, re.Match):
                assert isinstance(got, re.Match) and got.span() == want.span(), name
            else:
                assert got == want, (name, flags)
        assert [m.span() for m in lazy.finditer(TEXT)] == [m.span() for m in plain.finditer(TEXT)]
        assert lazy.compiled == plain
    fresh = LazyPattern(r"friday")
    assert fresh.compiled.search("friday") is not None  # the property compiles too
    assert fresh.search("on friday") is not None
    assert compiles == [r"(r)-(\d+)", r"(r)-(\d+)", "friday"]  # once per pattern
