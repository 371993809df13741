"""The import graph of ``src/arena`` against the layers written in docs/architecture.md.

The page is the contract: a module imports its own layer or lower ones, never a higher one, and
no two modules import each other at load time. A new module has to be placed in the table.
"""

from __future__ import annotations

import ast
import functools
import re
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SRC = ROOT / "src" / "arena"
DOC = ROOT / "docs" / "architecture.md"


def _section(title: str) -> str:
    text = DOC.read_text(encoding="utf-8")
    start = text.index(f"## {title}")
    end = text.find("\n## ", start + 1)
    return text[start : end if end != -1 else None]


def layers() -> dict[str, int]:
    """``{"arena.store": 5, ...}`` from the layer table."""
    table: dict[str, int] = {}
    for line in _section("Layers").splitlines():
        m = re.match(r"\|\s*(\d+)\s*\|(.*)\|\s*$", line)
        if m:
            for name in re.findall(r"`([\w.]+)`", m.group(2)):
                table["arena" if name == "arena" else f"arena.{name}"] = int(m.group(1))
    return table


def known_upward() -> set[tuple[str, str]]:
    pairs = set()
    for line in _section("Layers").splitlines():
        m = re.match(r"\|\s*`(arena[\w.]*)`\s*\|\s*`(arena[\w.]*)`\s*\|", line)
        if m:
            pairs.add((m.group(1), m.group(2)))
    return pairs


def module_name(path: Path) -> str:
    parts = list(path.relative_to(SRC.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


MODULES = {module_name(p): p for p in SRC.rglob("*.py")}


def imports(path: Path) -> Iterator[tuple[str, bool]]:
    return iter(_imports_in(path))


@functools.cache
def _imports_in(path: Path) -> tuple[tuple[str, bool], ...]:
    """A module's imports, read once a process: four tests (here and in the arrows' file) walk
    every module's, each parse of all ~410 ~0.5 s of CPU."""
    source = path.read_text(encoding="utf-8")
    return tuple(imports_of(source, module_name(path), package=path.name == "__init__.py"))


#: The nodes an import statement can be inside: statements, an ``except`` clause, a ``case``.
#: The walk skipped none of the ~1.2 M nodes of the ~590 modules (5 s of CPU a process).
_HOLDS_STATEMENTS = (ast.stmt, ast.excepthandler, ast.match_case)


def imports_of(source: str, me: str, *, package: bool = False) -> Iterator[tuple[str, bool]]:
    """``(imported module, at load time?)`` for each arena import outside ``TYPE_CHECKING``."""
    tree = ast.parse(source)
    here = me if package else me.rpartition(".")[0]

    def visit(node: ast.AST, top: bool) -> Iterator[tuple[str, bool]]:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.If) and "TYPE_CHECKING" in ast.unparse(child.test):
                yield from (x for n in child.orelse for x in visit(n, top))
                continue
            if isinstance(child, ast.Import):
                for alias in child.names:
                    if alias.name.split(".")[0] == "arena":
                        yield alias.name, top
            elif isinstance(child, ast.ImportFrom):
                base = child.module or ""
                if child.level:
                    up = here.split(".")
                    up = up[: len(up) - child.level + 1]
                    base = ".".join([*up, base] if base else up)
                if base.split(".")[0] != "arena":
                    continue
                for alias in child.names:
                    sub = f"{base}.{alias.name}"
                    yield (sub if sub in MODULES else base), top
            if not isinstance(child, _HOLDS_STATEMENTS):
                continue  # an expression holds no import: most of a module's nodes (arch50)
            inner = top and not isinstance(
                child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)
            )
            yield from visit(child, inner)

    yield from visit(tree, True)


def layer_of(module: str, table: dict[str, int]) -> int | None:
    best = max(
        (k for k in table if module == k or module.startswith(k + ".")), key=len, default=None
    )
    return None if best is None else table[best]


def test_every_module_has_a_layer() -> None:
    table = layers()
    missing = sorted(m for m in MODULES if layer_of(m, table) is None)
    assert not missing, f"place these in docs/architecture.md's layer table: {missing}"


def test_no_import_points_up() -> None:
    table, allowed = layers(), known_upward()
    upward = []
    for module, path in MODULES.items():
        mine = layer_of(module, table)
        for target, _ in imports(path):
            theirs = layer_of(target, table)
            if mine is None or theirs is None or theirs <= mine:
                continue
            if (module, target) not in allowed:
                upward.append(f"{module} (layer {mine}) imports {target} (layer {theirs})")
    assert not upward, "\n".join(sorted(set(upward)))


def test_known_upward_imports_still_exist() -> None:
    """A debt row that was paid off must leave the table, so the table stays true."""
    graph = {m: {t for t, _ in imports(p)} for m, p in MODULES.items()}
    stale = [pair for pair in known_upward() if pair[1] not in graph.get(pair[0], set())]
    assert not stale, f"remove from docs/architecture.md: {stale}"


def test_no_import_cycle_at_load_time() -> None:
    graph = {m: {t for t, top in imports(p) if top and t in MODULES} for m, p in MODULES.items()}
    # A package's __init__ importing its own submodules is how re-exports work, not a cycle.
    for m in graph:
        graph[m] = {t for t in graph[m] if not t.startswith(m + ".")}
    state: dict[str, int] = {}
    cycles: list[str] = []

    def walk(node: str, stack: list[str]) -> None:
        state[node] = 1
        for nxt in sorted(graph.get(node, ())):
            if state.get(nxt) == 1:
                cycles.append(" -> ".join([*stack[stack.index(nxt) :], nxt]))
            elif nxt not in state:
                walk(nxt, [*stack, nxt])
        state[node] = 2

    for m in sorted(graph):
        if m not in state:
            walk(m, [m])
    assert not cycles, "\n".join(cycles)


def test_the_checker_sees_an_upward_import() -> None:
    """The check can fail: a store module importing the runner, even inside a function."""
    source = "from arena.types import Turn\n\ndef f():\n    from ..runner import run_item\n"
    found = list(imports_of(source, "arena.store.bad"))
    assert found == [("arena.types", True), ("arena.runner", False)]
    table = layers()
    assert table["arena.runner"] > table["arena.store"]
