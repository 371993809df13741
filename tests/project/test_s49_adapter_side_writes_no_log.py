"""The shipped adapters and workers reach none of the harness's private writers (arch49).

docs/architecture.md's trust boundary: an adapter may use ``ctx`` and whatever its public names
reach, and none of them writes the harness's tool-call and event log (``RunContext``'s
``_emit``/``_record_tool`` and its own copies ``_own_events``/``_own_calls``) or the model's
request log (``RequestLog._register``/``_arrived``/``_forget``...), nor hands over answers
(``RunContext.deliver``: the runner, ``runs.resume``, the drive API and the probes only). The
runtime holds a user's adapter to the public side; a shipped adapter calling a private writer
would forge the very record the checks read and nothing at run time could tell. The arrows
"adapter → public ctx only" are held here on the code: every private name those classes define
(read from them, so a new one is covered) and ``deliver``, reached from ``arena.adapters`` or
``arena.workers`` on anything but ``self``, fails.
"""

from __future__ import annotations

import ast
import functools
from pathlib import Path

SRC = Path(__file__).resolve().parents[2] / "src" / "arena"
#: The classes that hold the harness's record of a run: the run's log and the model's.
HARNESS = ("context.py", "harness_log.py", "context_log.py", "request_log.py", "model_endpoint.py")
ADAPTER_SIDE = ("adapters", "workers")
HANDED_OVER = {"deliver"}


@functools.cache
def private_names() -> frozenset[str]:
    """``_name`` members (methods, fields, ``self._x``) of the harness's log classes."""
    names: set[str] = set()
    for file in HARNESS:
        for cls in ast.walk(ast.parse((SRC / file).read_text(encoding="utf-8"))):
            if not isinstance(cls, ast.ClassDef):
                continue
            for node in ast.walk(cls):
                if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                    names.add(node.name)
                elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
                    names.add(node.target.id)
                elif (
                    isinstance(node, ast.Attribute)
                    and isinstance(node.value, ast.Name)
                    and node.value.id == "self"
                ):
                    names.add(node.attr)
    return frozenset(n for n in names if n.startswith("_") and not n.startswith("__"))


def reaches(source: str) -> list[str]:
    """Each ``x._private`` / ``x.deliver`` a module's code reaches on something not ``self``."""
    wrong = private_names() | HANDED_OVER
    found = []
    for node in ast.walk(ast.parse(source)):
        if (
            isinstance(node, ast.Attribute)
            and node.attr in wrong
            and not (isinstance(node.value, ast.Name) and node.value.id in ("self", "cls"))
        ):
            found.append(f"line {node.lineno}: {ast.unparse(node)}")
    return found


def test_the_harness_log_classes_have_private_writers() -> None:
    """What the check looks for is there: a rename that emptied it would pass everything."""
    assert {"_emit", "_record_tool", "_own_events", "_own_calls"} <= private_names()
    assert {"_register", "_arrived", "_forget", "_unrouted"} <= private_names()


def test_no_shipped_adapter_or_worker_reaches_a_private_writer() -> None:
    found = []
    for part in ADAPTER_SIDE:
        for path in sorted((SRC / part).rglob("*.py")):
            for hit in reaches(path.read_text(encoding="utf-8")):
                found.append(f"{path.relative_to(SRC.parent)} {hit}")
    assert not found, "the adapter side writes the harness's record:\n" + "\n".join(found)


def test_a_forging_adapter_is_found() -> None:
    """Deliberately broken adapters: each writes the record a check reads, or answers itself."""
    forged = [
        'ctx._record_tool("book_room", {"room": "R-1"}, "ok", "booked")',
        'ctx._emit("input.responded", request_id="r1")',
        "ctx.endpoint.request_log._forget(ctx.run_id)",
        "ctx._own_calls.clear()",
        "ctx.deliver([answer])",
    ]
    for line in forged:
        assert reaches(f"def start(ctx, answer):\n    {line}\n"), line
    # near misses: its own private helpers and the public side are fine
    for line in ("self._forget(runner)", "ctx.emit('note', text='x')", "ctx.resolve(answer)"):
        assert not reaches(f"def start(self, ctx, answer, runner):\n    {line}\n"), line
