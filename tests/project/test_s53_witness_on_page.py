"""The pause witness as docs/architecture.md's Adapter contract gives it, held to the code.

arch53: the page said the matrix reads a pause ``native`` where every paused leg "holds one of
the framework's package" — the very hole evidence53 closed (a user's adapter's object was taken
by its module's package alone; ``arena.matrix.witnessed.witnessed_by`` now asks the framework's
pause type, the class its module holds, and where it was made). Here each mark
``arena.pause_marks.marks`` records, and each table ``witnessed_by`` judges by, must be named in
the page's Adapter bullet, so a new one cannot be added silently. Pure syntax-tree reads.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PAGE = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")
SRC = ROOT / "src" / "arena"


def adapter_bullet(page: str = PAGE) -> str:
    start = page.index("- **Adapter**")
    return page[start : page.index("\n- **", start + 1)]


def _function(source: str, name: str) -> ast.FunctionDef:
    for node in ast.parse(source).body:
        if isinstance(node, ast.FunctionDef) and node.name == name:
            return node
    raise AssertionError(f"no function {name}")


def mark_keys(source: str) -> set[str]:
    """The keys ``marks()`` gives a record: its dict literals' and its ``out["…"] =`` ones."""
    keys: set[str] = set()
    for node in ast.walk(_function(source, "marks")):
        if isinstance(node, ast.Dict):
            keys |= {k.value for k in node.keys if isinstance(k, ast.Constant)}
        elif (
            isinstance(node, ast.Subscript)
            and isinstance(node.ctx, ast.Store)
            and isinstance(node.slice, ast.Constant)
        ):
            keys.add(node.slice.value)
    return {k for k in keys if isinstance(k, str)}


def judged_by(source: str, imported: str) -> set[str]:
    """The upper-case tables ``witnessed_by`` reads: its module's own and those it imports."""
    tree = ast.parse(source)
    tables = {
        t.id
        for node in tree.body
        if isinstance(node, (ast.Assign, ast.AnnAssign))
        for t in (node.targets if isinstance(node, ast.Assign) else [node.target])
        if isinstance(t, ast.Name) and t.id.isupper()
    }
    tables |= set(re.findall(r"\b[A-Z][A-Z_]{3,}\b", imported))
    used = {n.id for n in ast.walk(_function(source, "witnessed_by")) if isinstance(n, ast.Name)}
    return used & tables


def unnamed(names: set[str], text: str) -> set[str]:
    return {n for n in names if not re.search(rf"`(?:[a-z_]\w*\.)*{re.escape(n)}`", text)}


def _witnessed() -> tuple[str, str]:
    source = (SRC / "matrix" / "witnessed.py").read_text(encoding="utf-8")
    imports = "\n".join(line for line in source.splitlines() if line.startswith("from arena."))
    return source, imports


def test_every_mark_a_witness_records_is_on_the_page() -> None:
    keys = mark_keys((SRC / "pause_marks.py").read_text(encoding="utf-8"))
    assert {"exported", "made_in", "raised_at"} <= keys, keys
    assert not unnamed(keys, adapter_bullet())


def test_every_table_the_witness_is_judged_by_is_on_the_page() -> None:
    tables = judged_by(*_witnessed())
    assert {"PAUSE_TYPES", "RUN_LOOP", "WATCHED"} <= tables, tables
    assert not unnamed(tables, adapter_bullet())


def test_a_type_alone_is_no_witness_on_the_page() -> None:
    text = adapter_bullet()
    assert "matrix.witnessed.witnessed_by" in text and "a type alone is no witness" in text
    assert "holds one of the framework's package" not in text


@pytest.mark.parametrize(
    ("names", "text", "missing"),
    [
        ({"made_in", "exported"}, "the frames (`made_in`), its class (`exported`)", set()),
        ({"made_in", "exported"}, "the frames (`made_in`), its class (exported)", {"exported"}),
        ({"RUN_LOOP"}, "in its run loop (`matrix.witnessed.RUN_LOOP`)", set()),
        ({"RUN_LOOP"}, "holds one of the framework's package (`matrix.witnessed`)", {"RUN_LOOP"}),
        ({"id"}, "LangGraph's `Interrupt.id`", {"id"}),  # near miss: an attribute, not the mark
    ],
)
def test_the_name_check_can_fail(names: set[str], text: str, missing: set[str]) -> None:
    assert unnamed(names, text) == missing


def test_the_readers_see_a_new_mark_and_a_new_table() -> None:
    marks = 'def marks(p):\n    out = {"exported": 1}\n    out["signed_by"] = 2\n    return out\n'
    assert mark_keys(marks) == {"exported", "signed_by"}
    judged = "SIGNERS = ()\ndef witnessed_by(d):\n    return d in SIGNERS or d in WATCHED\n"
    assert judged_by(judged, "from arena.pause_marks import WATCHED") == {"SIGNERS", "WATCHED"}


def structured_on_page(text: str) -> set[str]:
    """The classes the bullet names as structured pauses: "(…'s `ToolApprovalItem`, …:
    `pause_marks.CALLED`)"."""
    m = re.search(r"\(([^()]*): `pause_marks\.CALLED`\)", text)
    return set(re.findall(r"`(\w+)`", m.group(1))) if m else set()


def table_keys(source: str, name: str) -> set[str]:
    """The string keys (or members) of the module-level literal ``name`` in ``source``."""
    for node in ast.parse(source).body:
        targets = node.targets if isinstance(node, ast.Assign) else [getattr(node, "target", None)]
        if any(isinstance(t, ast.Name) and t.id == name for t in targets):
            return _top_level_strings(node)
    raise AssertionError(f"no {name}")


def _top_level_strings(node: ast.AST) -> set[str]:
    """A dict's keys, or a set's members: not the strings inside a dict's values."""
    value = getattr(node, "value", None)
    while isinstance(value, ast.Call) and value.args:  # frozenset({...})
        value = value.args[0]
    if isinstance(value, ast.Dict):
        return {k.value for k in value.keys if isinstance(k, ast.Constant)}
    if isinstance(value, (ast.Set, ast.List, ast.Tuple)):
        return {e.value for e in value.elts if isinstance(e, ast.Constant)}
    return set()


def test_the_structured_pauses_on_the_page_are_the_ones_read_for_calls() -> None:
    """arch55 (evidence55's witness): the page names the pauses whose calls are read; each is
    a class of ``pause_marks.CALLED``, and each of those is a pause type the matrix accepts."""
    called = table_keys((SRC / "pause_marks.py").read_text(encoding="utf-8"), "CALLED")
    types = table_keys(_witnessed()[0], "PAUSE_TYPES")
    assert len(called) >= 3 and called <= types, called - types
    assert structured_on_page(adapter_bullet()) == {c.rsplit(".", 1)[1] for c in called}


def test_the_structured_pause_readers_can_fail() -> None:
    text = "(openai-agents' `ToolApprovalItem`, Pydantic AI's `Deferred`: `pause_marks.CALLED`)"
    assert structured_on_page(text) == {"ToolApprovalItem", "Deferred"}
    assert structured_on_page("(`ToolApprovalItem`: `pause_marks.CALLS`)") == set()
    source = (
        'CALLED: dict = {"a.B": (("x",), "n.m"), "c.D": ()}\nPAUSE_TYPES = frozenset({"a.B"})\n'
    )
    assert table_keys(source, "CALLED") == {"a.B", "c.D"}
    assert table_keys(source, "PAUSE_TYPES") == {"a.B"}


def not_stdlib(source: str, allowed: set[str]) -> set[str]:
    """The modules ``source`` imports that are neither the standard library's nor ``allowed``."""
    import sys

    found = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            found.add(node.module)
    return {m for m in found if m.split(".")[0] not in sys.stdlib_module_names} - allowed


def test_the_pause_readers_a_worker_imports_are_standard_library_only() -> None:
    """arch55: pause_marks and pause_made (split from it) say a worker imports them where
    nothing else of the harness is installed; each imports the standard library and the other."""
    pair = {"arena.pause_marks", "arena.pause_made"}
    for name in ("pause_marks", "pause_made"):
        assert not not_stdlib((SRC / f"{name}.py").read_text(encoding="utf-8"), pair), name
    assert not_stdlib("import json\nfrom arena.types import Turn\nimport msgspec\n", pair) == {
        "arena.types",
        "msgspec",
    }
