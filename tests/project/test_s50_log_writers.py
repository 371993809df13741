"""Who writes the model log and the execution journal, held to docs/architecture.md (arch50).

The page says the model log the checks read is written by the scripted server (``model/``) or, in
front of a real endpoint, by the gateway (``gateway_log``), and that ``model_endpoint.run_endpoint``
registers a run with it; and that the execution journal's line is the tools' own
(``arena.tools.journal``, which ``tools/ledger.py`` calls for each execution). No test read
those arrows: a third writer of the log's entries (a runner that added a request it never
forwarded) or a second writer of the journal (a phase that wrote its own count of bookings)
passed the suite while the page said otherwise. Read statically, as
tests/project/test_s49_results_writers.py reads the results folder's writers.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

SRC = Path(__file__).resolve().parents[2] / "src" / "arena"

#: The request log's methods that add to what it holds of a run: an entry (a request arrived), a
#: request filed under the runs it carries (unrouted), a marker seen; and the route's registration.
ENTRY_WRITERS = {"_arrived", "_unrouted", "_seen"}
#: Where the page says each is called from (a module, or a package and everything in it).
LOG_CALLERS = {
    "entries": ("arena.model", "arena.gateway_log"),
    "_register": ("arena.model", "arena.gateway_log", "arena.model_endpoint"),
}
#: The calls that give the execution journal's path (``$ARENA_EXECUTION_JOURNAL``, or the one an
#: arena ancestor registered): a file opened from one of them and written to is the journal.
JOURNAL_PATHS = {"journal_path", "registered_journal"}
JOURNAL_WRITERS = {"arena.tools.journal"}


def module_name(path: Path) -> str:
    parts = list(path.relative_to(SRC.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def log_calls(source: str) -> dict[str, list[int]]:
    """``{"entries": [line, ...], "_register": [...]}``: the request log's writers a module's
    code calls on something not ``self`` (a subclass's ``super()`` call is its own class's)."""
    found: dict[str, list[int]] = {"entries": [], "_register": []}
    for node in ast.walk(ast.parse(source)):
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)):
            continue
        owner = node.func.value
        if isinstance(owner, ast.Name) and owner.id in ("self", "cls"):
            continue
        if isinstance(owner, ast.Call) and getattr(owner.func, "id", "") == "super":
            continue
        if node.func.attr in ENTRY_WRITERS:
            found["entries"].append(node.lineno)
        elif node.func.attr == "_register":
            found["_register"].append(node.lineno)
    return found


def _called(node: ast.AST, names: set[str]) -> bool:
    """Whether ``node`` calls one of ``names`` anywhere inside it."""
    return any(
        isinstance(n, ast.Call) and getattr(n.func, "id", getattr(n.func, "attr", "")) in names
        for n in ast.walk(node)
    )


def _writes_journal(fn: ast.AST) -> bool:
    """A ``with open(PATH, "a"|"w"|"x") as fh:`` whose body writes, PATH the journal's: a call of
    :data:`JOURNAL_PATHS` or a name bound to one in the function (``theirs = registered_journal()
    if … else None``). Opening it only to see that it can be appended to writes nothing."""
    paths = {
        t.id
        for n in ast.walk(fn)
        if isinstance(n, ast.Assign) and _called(n.value, JOURNAL_PATHS)
        for t in n.targets
        if isinstance(t, ast.Name)
    }
    for node in ast.walk(fn):
        if not isinstance(node, (ast.With, ast.AsyncWith)):
            continue
        for item in node.items:
            call = item.context_expr
            if not (isinstance(call, ast.Call) and getattr(call.func, "id", "") == "open"):
                continue
            where = call.args[0] if call.args else None
            modes = [*call.args[1:2], *(k.value for k in call.keywords if k.arg == "mode")]
            ours = where is not None and (
                (isinstance(where, ast.Name) and where.id in paths) or _called(where, JOURNAL_PATHS)
            )
            writing = any(isinstance(m, ast.Constant) and str(m.value)[:1] in "wax" for m in modes)
            if ours and writing and any(_called(b, {"write", "writelines"}) for b in node.body):
                return True
    return False


def journal_writers(source: str, module: str) -> set[str]:
    """The functions of ``source`` that write the execution journal."""
    found: set[str] = set()

    def visit(node: ast.AST, prefix: str) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.ClassDef):
                visit(child, f"{prefix}.{child.name}")
            elif isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef)) and _writes_journal(
                child
            ):
                found.add(f"{prefix}.{child.name}")

    visit(ast.parse(source), module)
    return found


def _within(module: str, allowed: tuple[str, ...]) -> bool:
    return any(module == a or module.startswith(a + ".") for a in allowed)


def _sources(*words: str) -> list[tuple[str, str]]:
    """The modules whose text holds one of ``words``: only they can call or name them, and
    parsing all ~580 for each test took 0.5 s of CPU apiece."""
    found = []
    for path in sorted(SRC.rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        if any(w in text for w in words):
            found.append((module_name(path), text))
    return found


def test_the_model_log_is_written_where_the_page_says() -> None:
    wrong = []
    seen: dict[str, set[str]] = {"entries": set(), "_register": set()}
    for module, source in _sources(*ENTRY_WRITERS, "_register"):
        if module == "arena.request_log":
            continue
        for what, lines in log_calls(source).items():
            if lines:
                seen[what].add(module)
            if lines and not _within(module, LOG_CALLERS[what]):
                wrong.append(f"{module} calls the request log's {what} writer (lines {lines})")
    assert not wrong, "\n".join(wrong)
    # the check looks at something: the scripted server and the gateway both write entries
    assert {"arena.model.app", "arena.gateway_log"} <= seen["entries"], seen
    assert "arena.model_endpoint" in seen["_register"], seen


def test_the_execution_journal_has_one_writer() -> None:
    found: set[str] = set()
    for module, source in _sources(*JOURNAL_PATHS):
        found |= journal_writers(source, module)
    assert found == JOURNAL_WRITERS


def test_the_page_names_the_writers() -> None:
    page = (SRC.parents[1] / "docs" / "architecture.md").read_text(encoding="utf-8")
    assert (
        "written by the\nscripted server (`model/`), or for a real endpoint by the gateway" in page
    )
    assert "`model_endpoint.run_endpoint`\n  registers the run with the log" in page
    assert "`tools.journal` writes the execution journal's line" in page


@pytest.mark.parametrize(
    ("source", "module"),
    [
        ("def f(log, run_id):\n    log._arrived(run_id)\n", "arena.runner"),
        ("def f(ctx):\n    ctx.endpoint.request_log._unrouted('x', [], [], '', '')\n", "arena.runs.resume"),
        ("def f(routed, run_id):\n    routed.request_log._register(run_id)\n", "arena.probe_flows"),
    ],
)  # fmt: skip
def test_a_writer_elsewhere_is_found(source: str, module: str) -> None:
    """Deliberately wrong trees: the log written by a module the page does not name."""
    calls = log_calls(source)
    assert any(lines and not _within(module, LOG_CALLERS[w]) for w, lines in calls.items())


def test_a_second_journal_writer_is_found() -> None:
    second = (
        "from arena.tools import journal_path\n\n"
        "def count_mine(n):\n"
        "    with open(journal_path(), 'a') as fh:\n"
        "        fh.write(str(n))\n"
    )
    assert journal_writers(second, "arena.durable_state.score") == {
        "arena.durable_state.score.count_mine"
    }
    theirs = (
        "def journal(unowned):\n"
        "    theirs = registered_journal() if unowned else None\n"
        "    with open(theirs, mode='a') as fh:\n"
        "        fh.write('x')\n"
    )
    assert journal_writers(theirs, "arena.runner") == {"arena.runner.journal"}
    # near misses: a reader, a check that it can be appended to, another file written beside it
    reader = "def count():\n    with open(journal_path()) as fh:\n        return fh.read()\n"
    probe = "def ok():\n    path = journal_path()\n    with open(path, 'a'):\n        pass\n"
    beside = (
        "def register():\n    journal = journal_path()\n"
        "    with open(tmp, 'w') as fh:\n        fh.write(journal)\n"
    )
    for source in (reader, probe, beside):
        assert not journal_writers(source, "arena.env_vars"), source
    # a super() call of a log subclass is its own class's
    own = "class L(RequestLog):\n    def _register(self, r):\n        super()._register(r)\n"
    assert log_calls(own) == {"entries": [], "_register": []}
