"""perf50 (issue 16): every module-level pattern is spelt the same in every process.

:mod:`arena.lazy_pattern` keeps each compiled pattern in a file by its text. Two patterns
(``arena.wording.clock._BARE_AT``, ``arena.model.fault_days._BOUND``) joined day words taken
from a set, sorted by length alone: words of one length came in the set's order, which is the
process's string hashing, so each process spelt them differently and never found them kept.
Every ``arena run`` compiled both afresh (the engine's compiler is pure Python) and, where the
install is writable, rewrote the whole kept file at exit (7 MB, read twice and written: ~30 ms a
process) with two more entries each time. The order among words of one length does not change
what the alternation matches (two spellings of one length cannot both match at one place).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

#: Imports every module of ``package`` that makes a LazyPattern or calls compile_kept (as
#: ``python -m arena.lazy_pattern`` does) and prints each module-level pattern's text by name.
_LIST = r"""
import importlib, json, re, sys
from pathlib import Path
from arena.lazy_pattern import LazyPattern
root = Path(sys.argv[1]); prefix = sys.argv[2]
for source in sorted(root.rglob("*.py")):
    parts = source.relative_to(root.parent).with_suffix("").parts
    text = source.read_text(errors="replace")
    if parts[-1] == "__main__" or ("LazyPattern" not in text and "compile_kept" not in text):
        continue
    try:
        importlib.import_module(".".join(parts[:-1] if parts[-1] == "__init__" else parts))
    except Exception:
        pass
out = {}
for name, module in list(sys.modules.items()):
    if not name.startswith(prefix):
        continue
    for key, value in list(vars(module).items()):
        if type(value) is LazyPattern or isinstance(value, re.Pattern):
            out[f"{name}.{key}"] = str(value.pattern)
print(json.dumps(out))
"""


def _texts(seed: int, package: Path, prefix: str, extra_path: str = "") -> dict[str, str]:
    paths = [p for p in (extra_path, os.environ.get("PYTHONPATH", ""), str(ROOT / "src")) if p]
    env = {**os.environ, "PYTHONHASHSEED": str(seed), "PYTHONPATH": os.pathsep.join(paths)}
    proc = subprocess.run(
        [sys.executable, "-c", _LIST, str(package), prefix],
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert proc.returncode == 0, proc.stderr[-2000:]
    return json.loads(proc.stdout)


def _differing(seeds: tuple[int, ...], package: Path, prefix: str, extra: str = "") -> list[str]:
    runs = [_texts(s, package, prefix, extra) for s in seeds]
    return sorted(k for k in runs[0] if any(r.get(k) != runs[0][k] for r in runs[1:]))


def test_the_arenas_patterns_are_spelt_alike_under_any_string_hashing() -> None:
    import arena

    package = Path(arena.__file__).parent
    assert _differing((1, 2), package, "arena") == []


def test_a_pattern_joined_from_a_set_by_length_is_caught(tmp_path: Path) -> None:
    """The deliberately broken reference: a module that joins a set's words sorted by length
    alone reads as spelt differently; the same words with the tie broken by spelling do not."""
    package = tmp_path / "setmade"
    package.mkdir()
    (package / "__init__.py").write_text("")
    words = [f"w{i:02d}x" for i in range(24)]  # one length: the set's order decides
    (package / "broken.py").write_text(
        "from arena.lazy_pattern import LazyPattern\n"
        f"_W = {set(words)!r}\n"
        "P = LazyPattern('|'.join(sorted(_W, key=len, reverse=True)))\n"
    )
    (package / "fixed.py").write_text(
        "from arena.lazy_pattern import LazyPattern\n"
        f"_W = {set(words)!r}\n"
        "P = LazyPattern('|'.join(sorted(_W, key=lambda w: (-len(w), w))))\n"
    )
    assert _differing((1, 2), package, "setmade", str(tmp_path)) == ["setmade.broken.P"]
