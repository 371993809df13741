"""Arrows an ``import`` statement does not show, held to docs/architecture.md's layer table.

arch53: ``test_architecture.py`` reads ``import`` statements only. A module also reaches another
by its name: ``importlib.import_module("arena.tools.rooms")`` (``gate_world``, ``faultruns``,
…), or ``sys.modules.get("arena.cli")`` — a read of a module only where something above already
loaded it (``hosting``, ``operator``, ``proc_registry``). The first kind is an import and is held
to the layers like one; the second may point up, and the page lists each such read (its
"Layers" section), so a new one is seen. Pure reads of the sources' syntax trees.
"""

from __future__ import annotations

import ast
import functools
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from tests.project.test_architecture import MODULES, layer_of, layers

ROOT = Path(__file__).resolve().parents[2]
PAGE = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")

_IMPORTERS = frozenset(("import_module", "__import__"))


def _section(title: str) -> str:
    start = PAGE.index(f"## {title}")
    return PAGE[start : PAGE.find("\n## ", start + 1)]


def _arena_names(node: ast.AST | None, constants: dict[str, list[str]]) -> list[str]:
    """The arena module names ``node`` spells: a string, or a module-level constant of them."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value] if node.value.startswith("arena.") else []
    if isinstance(node, ast.Name):
        return constants.get(node.id, [])
    if isinstance(node, (ast.Tuple, ast.List)):
        return [n for e in node.elts for n in _arena_names(e, constants)]
    return []


def _constants(tree: ast.Module) -> dict[str, list[str]]:
    """Module-level names bound to an arena module's name or a tuple/list of them."""
    found: dict[str, list[str]] = {}
    for node in tree.body:
        target = node.target if isinstance(node, ast.AnnAssign) else None
        if isinstance(node, ast.Assign) and len(node.targets) == 1:
            target = node.targets[0]
        value = getattr(node, "value", None)
        if not isinstance(target, ast.Name) or value is None:
            continue
        elts = value.elts if isinstance(value, (ast.Tuple, ast.List)) else [value]
        names = [n for e in elts for n in _arena_names(e, {})]
        if names:
            found[target.id] = names
    return found


def by_name(source: str) -> Iterator[tuple[str, str]]:
    """``("import" | "read", module)`` for each arena module ``source`` imports by its name
    (``importlib.import_module``, ``__import__``; the name a constant, or a loop over a
    module-level constant of names) or reads from ``sys.modules``."""
    tree = ast.parse(source)
    constants = _constants(tree)
    loops: dict[str, list[str]] = {}
    for node in ast.walk(tree):
        if isinstance(node, (ast.For, ast.comprehension)) and isinstance(node.target, ast.Name):
            loops[node.target.id] = _arena_names(node.iter, constants)
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            func = node.func
            name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
            if name in _IMPORTERS and node.args:
                arg = node.args[0]
                for target in _arena_names(arg, {**constants, **loops}):
                    yield "import", target.split(":")[0]
            elif name == "get" and node.args and "sys.modules" in ast.unparse(func):
                for target in _arena_names(node.args[0], {**constants, **loops}):
                    yield "read", target
        elif isinstance(node, ast.Subscript) and ast.unparse(node.value) == "sys.modules":
            for target in _arena_names(node.slice, constants):
                yield "read", target


@functools.cache
def _by_name_in(path: Path) -> tuple[tuple[str, str], ...]:
    """Parsed only where the text names a way in (a parse of every module is ~8 s of CPU)."""
    source = path.read_text(encoding="utf-8")
    if not any(word in source for word in ("import_module", "__import__", "sys.modules")):
        return ()
    return tuple(by_name(source))


def upward(kind: str) -> set[tuple[str, str]]:
    """``(module, target)`` pairs of ``kind`` where the target's layer is above the module's."""
    table = layers()
    found = set()
    for module, path in MODULES.items():
        mine = layer_of(module, table)
        for how, target in _by_name_in(path):
            theirs = layer_of(target, table)
            if how == kind and mine is not None and theirs is not None and theirs > mine:
                found.add((module, target))
    return found


def listed_reads(text: str) -> set[tuple[str, str]]:
    """The page's "`a` reads `b`" pairs, in its reads sentence."""
    m = re.search(r"read a higher one without importing it.*?(?:\n\n|$)", text, re.S)
    pairs = re.findall(r"`(\w[\w.]*)` reads `(\w[\w.]*)`", m.group(0) if m else "")
    return {(f"arena.{a}", f"arena.{b}") for a, b in pairs}


def test_no_import_by_name_points_up() -> None:
    found = sorted(upward("import"))
    assert not found, f"an import by name against docs/architecture.md's layers: {found}"


def test_every_upward_read_is_listed_on_the_page() -> None:
    """Both ways: a read the page does not list, or one it lists that the code no longer makes."""
    found, listed = upward("read"), listed_reads(_section("Layers"))
    assert found, "no module reads a higher one by name?"
    assert found == listed, (
        f"reads not listed: {found - listed}; listed, not made: {listed - found}"
    )


@pytest.mark.parametrize(
    ("source", "expected"),
    [
        (
            'import importlib\nimportlib.import_module("arena.runner")\n',
            [("import", "arena.runner")],
        ),
        (
            'M = ("arena.cli",)\ndef f():\n    for n in M:\n        importlib.import_module(n)\n',
            [("import", "arena.cli")],
        ),
        ('x = __import__("arena.drive")\n', [("import", "arena.drive")]),
        ('sys.modules.get("arena.cli")\n', [("read", "arena.cli")]),
        ('sys.modules["arena.web"]\n', [("read", "arena.web")]),
        (
            'held = [sys.modules.get(m) for m in ("arena.runs", "arena.drive._store")]\n',
            [("read", "arena.runs"), ("read", "arena.drive._store")],
        ),
        # near misses: a name that is not arena's, a dict lookup, a name in words
        ('importlib.import_module("json")\n', []),
        ('options.get("arena.cli")\n', []),
        ('WHERE = "run python -m arena.model.process"\n', []),
    ],
)
def test_the_reader_sees_arrows_by_name(source: str, expected: list[tuple[str, str]]) -> None:
    assert list(by_name(source)) == expected


def test_a_read_the_page_does_not_list_fails() -> None:
    """The check can fail: a page whose sentence drops one read lists fewer than the code makes."""
    text = _section("Layers")
    first = re.search(r"`(\w[\w.]*)` reads `(\w[\w.]*)`", text)
    assert first is not None
    assert listed_reads(text.replace(first.group(0), "")) != upward("read")
