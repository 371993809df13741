"""What the child processes of an arena process ran, or were refused, told through its
children's file (:func:`arena.contextless.children_file`).

A process a leg started (a framework's process pool, a helper the adapter spawned) has no run's
context: its tool calls are refused, or — around the wrapper — run with no approval. Either way
the child appends one line to its parent's children's file (:func:`tell_parent`), and the parent
reads the lines each leg's window holds to fail that leg over them, and at its end those no
leg's window held, which it keeps unowned (:func:`read_since`; :mod:`arena.tools.ledger` says
them and fails the process's result).
"""

from __future__ import annotations

import json
import os
import sys
import threading
from typing import Any

from arena.contextless import Contextless, LegMark, children_file

_LOCK = threading.Lock()
#: Where this process's children's file was read to at its end (or last :func:`read_since` with
#: no leg), and each leg's window on it (from its start to its reconcile): a line in none is no
#: leg's.
_CHILD_SEEN = 0
_CHILD_WINDOWS: list[tuple[int, int]] = []


def tell_parent(
    path: str, tool: str, args: dict[str, Any], what: str, *, idle: bool = False
) -> None:
    """A child process of an arena process ran (or was refused) ``tool``: one line in the
    parent's children's file, which fails the parent's legs running then (:func:`reconcile`);
    ``idle`` (no leg of the parent ran) makes it a stray of the parent's (:func:`unowned`)."""
    line: dict[str, Any] = {"tool": tool, "args": args, "what": what, "pid": os.getpid()}
    if idle:
        line["idle"] = True
    try:  # appended to, never made: it is removed when the arena process exits
        with open(path, "a", encoding="utf-8", opener=_existing) as fh:
            fh.write(json.dumps(line, default=str) + "\n")
    except FileNotFoundError:
        print(
            f"arena: {tool}({args}) {what} in a child of an arena process that has exited: "
            f"no run of it can record this ({path} is gone)",
            file=sys.stderr,
        )
    except OSError:
        print(f"arena: cannot tell the arena process about {tool}: {path}", file=sys.stderr)


def _existing(path: str, flags: int) -> int:
    """Open ``path`` only if it is there (a child must not make its gone parent's file anew)."""
    return os.open(path, flags & ~os.O_CREAT)


def read_since(mark: LegMark | None) -> tuple[str | None, list[str]]:
    """What a child process ran or was refused, from this process's children's file: (the
    first line for a leg to fail over, the lines no leg owns). With a leg: the lines written
    since it started (its window); with none (no leg running: the process's end), the lines no
    leg's window held, which the caller keeps as unowned. A line a child wrote while no leg of
    this process ran is never a leg's."""
    global _CHILD_SEEN
    path = children_file()
    if path is None:
        return None, []
    if mark is None and Contextless.running():
        return None, []  # legs running: their lines are theirs to take first
    start = mark.child_from if mark is not None else _CHILD_SEEN
    try:
        # One path look-up: a missing file raises here (it is made empty with the first leg,
        # so it is there), no ``os.access`` first on every leg (issue 16, session 27).
        if os.stat(path).st_size <= start:
            return None, []  # nothing written since: no line to read (the file is not opened)
        with open(path, "rb") as fh:
            fh.seek(start)
            data = fh.read()
    except OSError:
        return None, []
    data = data[: data.rfind(b"\n") + 1]  # whole lines only: a child may be writing one
    end = start + len(data)
    said: list[str] = []
    unowned: list[str] = []
    offset = start
    with _LOCK:
        windows = list(_CHILD_WINDOWS)
        if mark is not None:
            if end > start:
                _CHILD_WINDOWS.append((start, end))
        else:
            _CHILD_SEEN = max(_CHILD_SEEN, end)
    for raw in data.splitlines(keepends=True):
        at, offset = offset, offset + len(raw)
        try:
            entry = json.loads(raw)
        except ValueError:
            continue
        ran = entry.get("what") == "ran"
        verb = "ran" if ran else "was called (refused)"
        idle = bool(entry.get("idle"))
        words = (
            f"{entry.get('tool')}({entry.get('args')}) {verb} in child process "
            f"{entry.get('pid')} of this arena process"
            + (
                (
                    " while none of its legs ran, around the harness's wrapper (the function "
                    "behind it): no run's context, no approval and no run's log hold it"
                    if ran
                    else " while none of its legs ran, with no run's context: no approval and no "
                    "run's log could hold it (a process the adapter started, booking after its leg)"
                )
                if idle
                else ", which runs no leg: no run's context, no approval and no run's log hold "
                "it (run tools in the arena process, or send them back to it)"
            )
        )
        if mark is not None and not idle:
            said.append(words)
        elif mark is None and (idle or not any(a <= at < b for a, b in windows)):
            unowned.append(words)
    return (said[0] if said else None), unowned


__all__ = ["read_since", "tell_parent"]
