"""A ``Class.member`` a page names in backticks is one that class has (docs42, session 42).

test_docs_truth resolves names that start with one of arena's modules; a name that starts with
a class went unchecked, and docs/benchmarks.md still named ``RemoteRequestLog.forget``, made
private (``_forget``) by red team 16. findings.md is left out: it names the frameworks' own
classes (ADK's ``Runner.run_async``), some of which share a name with one of arena's.
"""

from __future__ import annotations

import ast
import importlib
import re
from pathlib import Path

from tests.project.test_s42_docstring_refs import _names, _tree

ROOT = Path(__file__).resolve().parents[2]
SRC = ROOT / "src"
PAGES = [*sorted((ROOT / "docs").glob("*.md")), ROOT / "README.md"]
NAMED = re.compile(r"`(?:[\w.]+\.)?([A-Z]\w+)\.([a-z_]\w*)(?:\([^`]*\))?`")


#: A class statement, nested or not. Read off the text, not the parsed tree: parsing and walking
#: all ~420 modules was 10 of this test's 12 s (arch49). A ``class X`` line inside a string
#: could only add a module to look in, never hide a class.
CLASS = re.compile(r"^[ \t]*class[ \t]+(\w+)", re.M)


def _classes() -> dict[str, list[str]]:
    """``{"RemoteRequestLog": ["arena.model.remote_log"], ...}``: where each class is defined."""
    found: dict[str, list[str]] = {}
    for path in (SRC / "arena").rglob("*.py"):
        module = ".".join(path.relative_to(SRC).with_suffix("").parts).removesuffix(".__init__")
        for name in CLASS.findall(path.read_text(encoding="utf-8")):
            found.setdefault(name, []).append(module)
    return found


def has(module: str, cls: str, member: str) -> bool:
    """Whether ``cls`` of ``module`` defines ``member`` (instance attributes too), or inherits
    it (the module imported for that alone)."""
    tree = _tree(module)  # each module parsed once, not once per member a page names
    assert tree is not None, module
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.ClassDef)
            and node.name == cls
            and member in _names(node.body, own=True)
        ):
            return True
    return hasattr(getattr(importlib.import_module(module), cls, None), member)


def test_every_class_member_a_page_names_exists() -> None:
    classes = _classes()
    wrong = [
        f"{page.name}: {cls}.{member}"
        for page in PAGES
        for cls, member in sorted(set(NAMED.findall(page.read_text(encoding="utf-8"))))
        if cls in classes and not any(has(m, cls, member) for m in classes[cls])
    ]
    assert not wrong, "these pages name what the class does not have:\n" + "\n".join(wrong)


def test_the_check_can_fail() -> None:
    assert NAMED.findall("`RemoteRequestLog.forget` and `arena.drive.Driver.arena_check(...)`") == [
        ("RemoteRequestLog", "forget"),
        ("Driver", "arena_check"),
    ]
    assert has("arena.model.remote_log", "RemoteRequestLog", "_forget")
    assert not has("arena.model.remote_log", "RemoteRequestLog", "forget")
    assert has("arena.drive._driver", "Driver", "arena_check")  # from a base class
    assert has("arena.flights", "Flights", "page")  # set in __init__
