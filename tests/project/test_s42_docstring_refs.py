"""A docstring's ``:func:`arena.…``` reference names what arena has (docs42, session 42).

test_docs_truth holds the pages' names to the code; the docstrings' cross-references were held
to nothing, and four pointed nowhere: ``arena.adapters.conformance.validate`` (it is
``arena.conformance.validate``), ``arena.model.policy.Scripted`` (``Booking``),
``arena.booking_words.words_day`` (``arena.booking_days``), ``arena.runner.drive``
(``run_legs``). Read from the source, not imported: an adapter's module would load its framework.
"""

from __future__ import annotations

import ast
import functools
import importlib
import re
from pathlib import Path

SRC = Path(__file__).resolve().parents[2] / "src"
REF = re.compile(r":(?:func|mod|meth|class|data|attr|exc):`~?(arena(?:\.\w+)+)`")


@functools.cache
def _tree(module: str) -> ast.Module | None:
    base = SRC.joinpath(*module.split("."))
    for path in (base.with_suffix(".py"), base / "__init__.py"):
        if path.is_file():
            return ast.parse(path.read_text(encoding="utf-8"))
    return None


def _names(body: list[ast.stmt], *, own: bool = False) -> set[str]:
    """What a module or class body defines, imports or assigns (``self.x = …`` in its methods
    too, where ``own``: an instance attribute)."""
    found: set[str] = set()
    for node in body:
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            found.add(node.name)
        elif isinstance(node, ast.Import | ast.ImportFrom):
            found |= {(a.asname or a.name).split(".")[0] for a in node.names}
        elif isinstance(node, ast.Assign | ast.AnnAssign | ast.AugAssign):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            for target in targets:
                found |= {n.id for n in ast.walk(target) if isinstance(n, ast.Name)}
        elif isinstance(node, ast.If | ast.Try):
            found |= _names([*node.body, *getattr(node, "orelse", [])])
    if own:
        for node in ast.walk(ast.Module(body=body, type_ignores=[])):
            if (
                isinstance(node, ast.Attribute)
                and isinstance(node.ctx, ast.Store)
                and isinstance(node.value, ast.Name)
                and node.value.id == "self"
            ):
                found.add(node.attr)
    return found


def resolves(name: str) -> bool:
    parts = name.split(".")
    for cut in range(len(parts), 0, -1):
        tree = _tree(".".join(parts[:cut]))
        if tree is None:
            continue
        body, rest = tree.body, parts[cut:]
        for i, attr in enumerate(rest):
            if attr not in _names(body, own=i > 0):
                return i > 0 and _inherited(".".join(parts[:cut]), rest)
            inner = [n for n in body if isinstance(n, ast.ClassDef) and n.name == attr]
            if not inner:
                return i == len(rest) - 1 or SRC.joinpath(*parts[: cut + i + 1]).exists()
            body = inner[0].body
        return True
    return False


def _inherited(module: str, rest: list[str]) -> bool:
    """A class's member it inherits (``SQLStore.answer``, from ``AnswersSQL``): the module is
    imported for it, which the source alone cannot say."""
    obj: object = importlib.import_module(module)
    for attr in rest:
        if not hasattr(obj, attr):
            return False
        obj = getattr(obj, attr)
    return True


def test_every_docstring_reference_names_what_arena_has() -> None:
    wrong = [
        f"{path.relative_to(SRC.parent)}: {name}"
        for path in sorted((SRC / "arena").rglob("*.py"))
        for name in REF.findall(path.read_text(encoding="utf-8"))
        if not resolves(name)
    ]
    assert not wrong, "these references name nothing arena has:\n" + "\n".join(wrong)


def test_the_check_can_fail() -> None:
    assert resolves("arena.conformance.validate")
    assert resolves("arena.model.policy.Booking")
    assert resolves("arena.flights.Flights.page")  # an instance attribute, set in __init__
    assert resolves("arena.runs.recorder.StoreRecorder")
    assert resolves("arena.model")
    assert not resolves("arena.adapters.conformance.validate")
    assert not resolves("arena.model.policy.Scripted")
    assert not resolves("arena.flights.Flights.pages")
    assert not resolves("arena.runner.drive")
    assert resolves("arena.store.sql.SQLStore.answer")  # inherited
    assert not resolves("arena.store.sql.SQLStore.answers")
