"""Regular expressions compiled on first use.

The word readers hold dozens of large patterns (alternations of words in four languages);
compiling them all when a module is imported cost ~10 ms of every process that imports the
checks — ``arena resume``'s cold start among them — though most runs never read the words
that need them (docs/benchmarks.md, cold resume). A :class:`LazyPattern` is used like the
compiled pattern and compiles once, at its first match.

Compiling is still most of the cost: a 12-item ``arena run`` compiles ~220 of them, ~0.37 s of
its ~1.5 s of CPU, two of them 70 ms each (issue 16). So what the compiler makes of a pattern
(the ``_sre`` code, as ``re._compiler.compile`` hands it to ``_sre.compile``) is kept in a file
beside the package's bytecode, keyed by the pattern's text and flags, and read back instead of
parsing the pattern again: the pattern object is the one ``re.compile`` makes (it compares equal:
same text, flags and code). The file is written, like bytecode, at install (``python -m
arena.lazy_pattern``: every pattern of every module) and, unless ``PYTHONDONTWRITEBYTECODE`` is
set, by a process that compiled a pattern the file lacked; an unreadable or foreign file is
ignored, and a Python whose compiler this does not know compiles every pattern as before.
"""

from __future__ import annotations

import atexit
import importlib.util
import marshal
import os
import re
import sys
import threading
from array import array
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

try:  # CPython's own engine and compiler: what re.compile runs
    import _sre
    from re import _compiler, _parser  # type: ignore[attr-defined]
except ImportError:  # pragma: no cover - another Python
    _sre = None  # type: ignore[assignment]


class LazyPattern:
    """``re.compile(pattern, flags)``, deferred to the first call of a matching method."""

    __slots__ = ("_compiled", "flags", "pattern")

    def __init__(self, pattern: str, flags: int | re.RegexFlag = 0) -> None:
        self.pattern = pattern
        self.flags = flags
        self._compiled: re.Pattern[str] | None = None

    @property
    def compiled(self) -> re.Pattern[str]:
        return self._compiled or self._compile()

    def _compile(self) -> re.Pattern[str]:
        self._compiled = compile_kept(self.pattern, self.flags)
        return self._compiled

    # Each method reads the compiled pattern itself, not through ``compiled``: the property's
    # call was one Python call in two a match paid (the gate's readings of a framework's
    # template make ~50 a leg: issue 16, session 42). A compiled pattern is never false.
    def search(self, string: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
        return (self._compiled or self._compile()).search(string, pos, endpos)

    def match(self, string: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
        return (self._compiled or self._compile()).match(string, pos, endpos)

    def fullmatch(
        self, string: str, pos: int = 0, endpos: int = sys.maxsize
    ) -> re.Match[str] | None:
        return (self._compiled or self._compile()).fullmatch(string, pos, endpos)

    def finditer(
        self, string: str, pos: int = 0, endpos: int = sys.maxsize
    ) -> Iterator[re.Match[str]]:
        return (self._compiled or self._compile()).finditer(string, pos, endpos)

    def findall(self, string: str, pos: int = 0, endpos: int = sys.maxsize) -> list[Any]:
        return (self._compiled or self._compile()).findall(string, pos, endpos)

    def sub(self, repl: str | Callable[[re.Match[str]], str], string: str, count: int = 0) -> str:
        return (self._compiled or self._compile()).sub(repl, string, count)

    def split(self, string: str, maxsplit: int = 0) -> list[str | Any]:
        return (self._compiled or self._compile()).split(string, maxsplit)

    def __repr__(self) -> str:
        return f"LazyPattern({self.pattern!r}, {self.flags!r})"


#: The flags a kept compile handles: the others (DEBUG prints, TEMPLATE warns) go to re.compile.
_PLAIN = int(
    re.IGNORECASE | re.LOCALE | re.MULTILINE | re.DOTALL | re.UNICODE | re.VERBOSE | re.ASCII
)
#: The Pythons whose ``re._compiler.compile`` :func:`_pieces` repeats, and the code's item type.
_KNOWN = (
    _sre is not None
    and sys.implementation.name == "cpython"
    and (3, 11) <= sys.version_info[:2] <= (3, 13)
    and getattr(_sre, "CODESIZE", 0) == array("I").itemsize
)
#: What a file must begin with to be read: this format (bumped when what an entry holds changes)
#: and this Python's exact version (a bug-fix release may change what the compiler makes).
_KIND = (1, sys.hexversion)
#: Past this many entries a process adds none (patterns made from changing text must not grow
#: the file without end); ``python -m arena.lazy_pattern`` writes it afresh.
_MOST = 5000

_Entry = tuple[int, bytes, int, dict[str, int], tuple[str | None, ...]]
_kept: dict[tuple[str, int], _Entry] | None = None
_new: dict[tuple[str, int], _Entry] = {}
_lock = threading.Lock()


def compile_kept(pattern: str, flags: int | re.RegexFlag = 0) -> re.Pattern[str]:
    """``re.compile(pattern, flags)``, its code read from the kept file when it holds it: what
    :class:`LazyPattern` compiles with, and the large patterns some modules compile at import
    (``arena.model.intent``, ``arena.request_framing``: ~50 ms of every ``arena run``)."""
    flags = int(flags)
    if not _KNOWN or flags & ~_PLAIN or type(pattern) is not str:
        return re.compile(pattern, flags)
    key = (pattern, flags)
    entry = _entries().get(key)
    if entry is not None:
        try:
            return _built(pattern, entry)
        except Exception:  # a damaged entry: compile the pattern afresh
            pass
    entry = _pieces(pattern, flags)
    compiled = _built(pattern, entry)
    with _lock:
        if not _new and _writes():
            atexit.register(_save)
        _new[key] = entry
    return compiled


def _built(pattern: str, entry: _Entry) -> re.Pattern[str]:
    flags, code, groups, groupindex, indexgroup = entry
    return _sre.compile(pattern, flags, array("I", code).tolist(), groups, groupindex, indexgroup)


def _pieces(pattern: str, flags: int) -> _Entry:
    """What ``re._compiler.compile`` hands ``_sre.compile``, the code as bytes."""
    p = _parser.parse(pattern, flags)
    code = array("I", _compiler._code(p, flags)).tobytes()
    groupindex = dict(p.state.groupdict)
    indexgroup: list[str | None] = [None] * p.state.groups
    for name, i in groupindex.items():
        indexgroup[i] = name
    return int(flags | p.state.flags), code, p.state.groups - 1, groupindex, tuple(indexgroup)


def path() -> Path | None:
    """The kept file: beside this module's bytecode (``sys.pycache_prefix`` included), one per
    Python and regular-expression engine; None where Python keeps no bytecode."""
    try:
        pyc = Path(importlib.util.cache_from_source(__file__))
    except (NotImplementedError, ValueError):
        return None
    tag = f"{sys.implementation.cache_tag}-{getattr(_sre, 'MAGIC', 0)}"
    return pyc.with_name(f"patterns.{tag}.marshal")


def _entries() -> dict[tuple[str, int], _Entry]:
    global _kept
    if _kept is None:
        _kept = _read(path())
    return _kept


def _read(where: Path | None) -> dict[tuple[str, int], _Entry]:
    if where is None:
        return {}
    try:
        kind, entries = marshal.loads(where.read_bytes())
    except Exception:  # none yet, unreadable, another format: compile afresh
        return {}
    return entries if kind == _KIND and isinstance(entries, dict) else {}


def _writes() -> bool:
    return not sys.dont_write_bytecode and path() is not None


def _save() -> None:
    """At exit, the entries this process compiled added to the file as it is now."""
    with _lock:
        new = dict(_new)
    where = path()
    if not new or where is None:
        return
    entries = _read(where)
    if len(entries) + len(new) > _MOST:
        return
    write(where, {**entries, **new})


def write(where: Path, entries: dict[tuple[str, int], _Entry]) -> bool:
    """Write ``entries`` to ``where`` whole (another process reads the old file or the new one,
    never half of one); False where it cannot be written (a read-only install)."""
    tmp = where.with_name(f"{where.name}.{os.getpid()}.tmp")
    try:
        where.parent.mkdir(parents=True, exist_ok=True)
        tmp.write_bytes(marshal.dumps((_KIND, entries)))
        os.replace(tmp, where)
    except OSError:
        tmp.unlink(missing_ok=True)
        return False
    return True


def precompile(*, force: bool = False) -> int:
    """Import each module of the package that makes a :class:`LazyPattern` or calls
    :func:`compile_kept`, compile every pattern they hold or compiled and write the kept file
    afresh with them (what ``python -m arena.lazy_pattern`` does at install). Returns how many patterns the file holds; 0 where none can be kept. A
    file newer than every module is left as it is (``make bytecode`` runs this each time)."""
    import gc

    where, package = path(), Path(__file__).parent
    if not _KNOWN or where is None:
        return 0
    sources = sorted(package.rglob("*.py"))
    if not force and where.exists():
        newest = max(f.stat().st_mtime for f in sources)
        if where.stat().st_mtime > newest and (held := len(_read(where))):
            return held
    global _kept
    _kept = {}  # every compile_kept of a module's import below is then one of _new
    for source in sources:
        parts = source.relative_to(package.parent).with_suffix("").parts
        text = source.read_text(errors="replace")
        if parts[-1] == "__main__" or ("LazyPattern" not in text and "compile_kept" not in text):
            continue
        name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        try:
            module = importlib.import_module(name)
        except Exception:  # a module whose framework is not installed: its patterns compile at use
            continue
        # patterns a module compiles by name at first use, which no object of it holds yet
        for text, flags in getattr(module, "patterns_by_name", list)():
            compile_kept(text, flags)
    entries = {
        (p.pattern, int(p.flags)): _pieces(p.pattern, int(p.flags))
        for p in gc.get_objects()
        if type(p) is LazyPattern and type(p.pattern) is str and not int(p.flags) & ~_PLAIN
    }
    with _lock:
        entries.update(_new)
        _new.clear()  # written here: nothing left for the exit's write
    return len(entries) if write(where, entries) else 0


if __name__ == "__main__":  # the module's own functions, not this __main__ copy's
    lazy_pattern = importlib.import_module("arena.lazy_pattern")
    held = lazy_pattern.precompile(force="--force" in sys.argv)
    print(f"{held} patterns kept in {lazy_pattern.path()}" if held else "no patterns kept")
