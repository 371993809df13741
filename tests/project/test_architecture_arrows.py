"""docs/architecture.md's Arrows table against the import graph of ``src/arena``, both ways.

The page's diagram once drew ``runner → workers`` and ``operator → runs/`` (neither imports the
other) and said the store imports "nothing above checks" while it imported ``hosting``: a picture
nobody checked. The table lists every import between the parts the diagram names, and this test
fails on an import it lacks or an arrow no import makes.
"""

from __future__ import annotations

import re

from tests.project.test_architecture import MODULES, imports, layer_of, layers

PAGE = MODULES["arena.runner"].parents[2] / "docs" / "architecture.md"


def _section(title: str) -> str:
    text = PAGE.read_text(encoding="utf-8")
    start = text.index(f"\n## {title}\n")
    end = text.find("\n## ", start + 1)
    return text[start : end if end != -1 else None]


def table() -> dict[str, set[str]]:
    """``{"runner": {"checks", ...}, ...}`` from the Arrows table."""
    rows: dict[str, set[str]] = {}
    for line in _section("Arrows").splitlines():
        m = re.match(r"\|\s*`(\w+)`\s*\|(.*)\|\s*$", line)
        if m:
            rows[m.group(1)] = set(re.findall(r"`(\w+)`", m.group(2)))
    return rows


def _owner(module: str, keys: dict[str, int]) -> str | None:
    """The layer-table entry a module belongs to (the longest match, as the layer test reads it)."""
    owners = [k for k in keys if module == k or module.startswith(k + ".")]
    return max(owners, key=len, default=None)


def graph(parts: set[str]) -> dict[str, set[str]]:
    """Which of ``parts`` each of ``parts`` imports, anywhere in its modules."""
    keys = layers()
    found: dict[str, set[str]] = {p: set() for p in parts}
    for module, path in MODULES.items():
        mine = _owner(module, keys)
        if mine is None or mine.removeprefix("arena.") not in parts:
            continue
        for target, _ in imports(path):
            theirs = _owner(target, keys)
            if theirs is None or theirs == mine:
                continue
            name = theirs.removeprefix("arena.")
            if name in parts:
                found[mine.removeprefix("arena.")].add(name)
    return found


def test_every_part_is_a_row_of_the_layer_table() -> None:
    keys = layers()
    unknown = sorted(p for p in table() if layer_of(f"arena.{p}", keys) is None)
    assert not unknown, f"not in the layer table: {unknown}"


def test_the_arrows_are_the_imports() -> None:
    written = table()
    real = graph(set(written))
    missing = {p: sorted(real[p] - written[p]) for p in written if real[p] - written[p]}
    stale = {p: sorted(written[p] - real[p]) for p in written if written[p] - real[p]}
    assert not missing, f"imports docs/architecture.md's Arrows table lacks: {missing}"
    assert not stale, f"arrows in docs/architecture.md no import makes: {stale}"


def test_the_check_sees_a_missing_arrow() -> None:
    """It can fail: the runner really imports ``checks``, and a table without it is wrong."""
    real = graph({"runner", "checks", "workers", "adapters"})
    assert "checks" in real["runner"]
    assert "workers" not in real["runner"]  # the arrow the old diagram drew
    assert "workers" in real["adapters"]
