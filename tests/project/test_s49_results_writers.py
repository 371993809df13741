"""Who writes a results folder's files, held to docs/architecture.md's Results contract (arch49).

The page says ``runs.jsonl`` and ``summary.json`` are written together, only by
``results.write_results``, and ``probes.jsonl`` by ``cli/run_output.py`` (``report.html`` is
written by ``reporting`` to the path its command hands it). A second writer of either file (one
that wrote ``summary.json`` without ``runs.jsonl``, say) would leave a folder whose two halves
disagree, and no test read the arrow. Read statically: a function that names one of the files
and writes a file is a writer of it.
"""

from __future__ import annotations

import ast
from pathlib import Path

SRC = Path(__file__).resolve().parents[2] / "src" / "arena"
FILES = {"runs.jsonl", "summary.json", "probes.jsonl"}
WRITERS = {
    "runs.jsonl": {"arena.results.write_results"},
    "summary.json": {"arena.results.write_results"},
    "probes.jsonl": {"arena.cli.run_output.RunOutput.write"},
}


def _writes(fn: ast.AST) -> bool:
    for node in ast.walk(fn):
        if not isinstance(node, ast.Call):
            continue
        name = getattr(node.func, "attr", getattr(node.func, "id", ""))
        if name in {"write_text", "write_bytes", "dump", "replace", "rename"}:
            return True
        if name in {"open", "fdopen"}:
            modes = [*node.args, *(k.value for k in node.keywords)]
            if any(isinstance(a, ast.Constant) and str(a.value)[:1] in "wax" for a in modes):
                return True
    return False


def writers(source: str, module: str) -> dict[str, set[str]]:
    """``{file: {"module.function", ...}}`` for the functions of ``source`` that write one."""
    found: dict[str, set[str]] = {}

    def visit(node: ast.AST, prefix: str) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.ClassDef):
                visit(child, f"{prefix}.{child.name}")
            elif isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef)):
                named = {
                    n.value
                    for n in ast.walk(child)
                    if isinstance(n, ast.Constant) and n.value in FILES
                }
                if named and _writes(child):
                    for file in named:
                        found.setdefault(file, set()).add(f"{prefix}.{child.name}")

    visit(ast.parse(source), module)
    return found


def _module(path: Path) -> str:
    parts = list(path.relative_to(SRC.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def test_each_results_file_has_the_writer_the_page_names() -> None:
    found: dict[str, set[str]] = {}
    for path in sorted(SRC.rglob("*.py")):
        source = path.read_text(encoding="utf-8")
        if not any(name in source for name in FILES):  # parse only the ~30 that name one
            continue
        for file, who in writers(source, _module(path)).items():
            found.setdefault(file, set()).update(who)
    assert found == WRITERS


def test_a_second_writer_is_found() -> None:
    """Deliberately broken: a command writing its own summary, and one appending runs."""
    summary = 'def done(out, s):\n    (out / "summary.json").write_text(s)\n'
    runs = 'class C:\n    def add(self, out):\n        with (out / "runs.jsonl").open("a") as f:\n            f.write("")\n'
    assert writers(summary, "arena.cli.x") == {"summary.json": {"arena.cli.x.done"}}
    assert writers(runs, "arena.y") == {"runs.jsonl": {"arena.y.C.add"}}
    # a reader is not a writer
    assert writers('def read(p):\n    return (p / "runs.jsonl").open("r")\n', "arena.z") == {}
