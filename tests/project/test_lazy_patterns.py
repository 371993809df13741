"""Word patterns compile at first use, not at import (issue 16's cold resume).

``arena.booking_words`` compiled its fourteen patterns when imported: 11–16 ms of every process
that imports the checks, ``arena resume`` among them, where a plain approval reads two of them.
"""

from __future__ import annotations

import gc
import json
import marshal
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from arena import lazy_pattern
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


# --- the kept file: what the compiler made of each pattern, read back (issue 16) -------------


def _kept_in(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The kept file moved to ``tmp_path``, and this process's reading of it forgotten."""
    where = tmp_path / "patterns.marshal"
    monkeypatch.setattr(lazy_pattern, "path", lambda: where)
    monkeypatch.setattr(lazy_pattern, "_kept", None)
    monkeypatch.setattr(lazy_pattern, "_new", {})
    return where


def _word_patterns() -> list[LazyPattern]:
    import arena.checks
    import arena.model.reading
    import arena.wording.answers  # noqa: F401

    gc.unfreeze()  # the suite freezes what collection left (tests/conftest_gc.py): unlisted
    return [p for p in gc.get_objects() if type(p) is LazyPattern]


def test_a_kept_pattern_is_read_back_not_compiled_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A 12-item ``arena run`` compiled ~220 word patterns, ~0.37 s of its ~1.5 s of CPU: a
    process that finds the pattern in the kept file must not parse it again."""
    where = _kept_in(tmp_path, monkeypatch)
    monkeypatch.setattr(sys, "dont_write_bytecode", False)
    registered: list[object] = []
    monkeypatch.setattr(lazy_pattern.atexit, "register", registered.append)
    source, flags = r"\bfor\s+(?P<n>\d+)\s+(?:people|guests)\b", re.IGNORECASE
    expected = re.compile(source, flags)
    assert LazyPattern(source, flags).compiled == expected
    assert registered == [lazy_pattern._save]  # written at exit, once
    lazy_pattern._save()
    assert where.exists()

    monkeypatch.setattr(lazy_pattern, "_kept", None)  # another process
    parsed: list[str] = []
    real_parse = lazy_pattern._parser.parse
    monkeypatch.setattr(
        lazy_pattern._parser, "parse", lambda p, f=0: parsed.append(p) or real_parse(p, f)
    )
    again = LazyPattern(source, flags).compiled
    assert parsed == []
    assert again == expected and again.groupindex == expected.groupindex
    assert again.search("Book Aspen FOR 6 guests").group("n") == "6"  # type: ignore[union-attr]


def test_every_word_pattern_read_back_is_the_one_re_compile_makes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Same text, flags, code (``Pattern.__eq__`` compares them), groups and group names: every
    pattern with named groups or flags and every fourth of the rest (all of them took 9 s)."""
    where = _kept_in(tmp_path, monkeypatch)
    every = sorted(_word_patterns(), key=lambda p: p.pattern)
    assert len(every) > 150
    patterns = [p for i, p in enumerate(every) if "(?P<" in p.pattern or p.flags or not i % 4]
    entries = {
        (p.pattern, int(p.flags)): lazy_pattern._pieces(p.pattern, int(p.flags)) for p in patterns
    }
    assert lazy_pattern.write(where, entries)
    for p in patterns:
        kept, real = lazy_pattern.compile_kept(p.pattern, p.flags), re.compile(p.pattern, p.flags)
        assert kept == real, p.pattern[:80]
        assert (kept.groups, dict(kept.groupindex), kept.flags) == (
            real.groups,
            dict(real.groupindex),
            real.flags,
        )
    assert lazy_pattern._new == {}  # every one was read back


@pytest.mark.parametrize(
    "content",
    [b"not marshal", marshal.dumps(((0, 0), {})), marshal.dumps(((1, 0), {("x", 0): ()}))],
    ids=["garbage", "another format", "another python"],
)
def test_a_file_that_is_not_ours_is_ignored(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, content: bytes
) -> None:
    where = _kept_in(tmp_path, monkeypatch)
    where.write_bytes(content)
    assert lazy_pattern.compile_kept(r"(?P<d>\d+) days?", 0) == re.compile(r"(?P<d>\d+) days?")


def test_a_damaged_entry_compiles_afresh(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    where = _kept_in(tmp_path, monkeypatch)
    source = r"\b(?:tuesday|wednesday)\b"
    flags, code, groups, index, names = lazy_pattern._pieces(source, 0)
    lazy_pattern.write(where, {(source, 0): (flags, b"\xff" * len(code), groups, index, names)})
    assert lazy_pattern.compile_kept(source) == re.compile(source)


def test_no_file_is_written_where_python_writes_no_bytecode(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _kept_in(tmp_path, monkeypatch)
    monkeypatch.setattr(sys, "dont_write_bytecode", True)
    registered: list[object] = []
    monkeypatch.setattr(lazy_pattern.atexit, "register", registered.append)
    LazyPattern(r"\bnever kept\b").search("x")
    assert registered == []


def test_the_install_step_keeps_the_patterns_modules_compile_at_import(tmp_path: Path) -> None:
    """``python -m arena.lazy_pattern`` (``make venv``, ``make bytecode``, the benchmark) keeps
    every LazyPattern and what the modules that load with ``arena run`` compile at import
    (``arena.model.intent``, ``arena.request_framing``, ``arena.model.rooms``, ``arena.handed``
    ...), not only what one process happened to compile."""
    import arena.booking_words as words
    from arena.handed import _FAILURE
    from arena.model.count_total import _STATED_TOTAL
    from arena.model.head_count import _ADDED
    from arena.model.intent import ROOM_ID
    from arena.model.rooms import _ROOM
    from arena.prompt_clock import CLOCK
    from arena.request_framing import _DURATION

    env = {**os.environ, "PYTHONPYCACHEPREFIX": str(tmp_path)}
    out = subprocess.run(
        [sys.executable, "-m", "arena.lazy_pattern"],
        capture_output=True,
        text=True,
        check=True,
        timeout=120,
        env=env,
    ).stdout
    where = Path(out.strip().partition(" patterns kept in ")[2])
    assert where.is_relative_to(tmp_path), out
    held = {text for text, _ in lazy_pattern._read(where)}
    assert {words.ROOM_SIZE.pattern, ROOM_ID.pattern, _DURATION.pattern} <= held
    assert {_ROOM.pattern, _FAILURE.pattern} <= held  # the scripted model's, the checks'
    # the prompt-clock check's and the scripted model's head counts (perf33b: compiled at import)
    assert {CLOCK.pattern, _STATED_TOTAL.pattern, _ADDED.pattern} <= held
