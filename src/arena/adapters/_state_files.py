"""Finding a paused run's framework state file after its store folder was moved or copied.

A paused LangGraph or ADK run records the absolute path of the file that holds its pause
(checkpoints, sessions). A store folder moved (``mv m1 m2``) takes the file with it, so that path
is gone while the file sits beside the store again; a store copied to another folder
(docs/operator.md) leaves the file where it was recorded. A resume therefore looks at the recorded
path, the file the adapter was built to use, and the recorded file's name beside the store the
command opened, and takes the first that holds the run's thread or session.

The recorded file gone and no other holding the state: :class:`StateNotFound`, a user error
raised before the run is claimed (:mod:`arena.runs.resume`), so the run waits with its answers
and the message says where it looked and how to point at the file. A resume never creates a file where it looks: an empty
file answered "no pending interrupt" and burned the run, answers and all (outside tester 20).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Sequence
from pathlib import Path

from arena import statedir
from arena.errors import UserError

#: ``holds(path)``: True/False, or None when the file cannot tell (unreadable, another schema).
Holds = Callable[[Path], bool | None]


class StateNotFound(UserError):
    """The run's framework state is in none of the files a resume looks at: nothing is claimed
    or written, and the run waits with its answers until the file is back."""


def locate(recorded: str, built: Path, holds: Holds, *, what: str, run_id: str, fix: str) -> Path:
    """The file holding the run's state: the ``recorded`` path, else ``built`` (the adapter's
    own), else the recorded name beside the store; another file than the recorded one only when
    it holds the state. A recorded file that exists is the answer when no other holds the state
    (or it cannot tell): the leg then says what is missing from it, as before."""
    first = Path(recorded).absolute()
    beside = statedir.state_dir() / first.name
    looked: list[str] = []
    for path, where in _places(first, built.absolute(), beside):
        if not path.is_file():
            looked.append(f"{path} ({where}; no such file)")
            continue
        found = holds(path)
        if found or (found is None and path == first):
            return path
        looked.append(f"{path} ({where}; not in it)")
    if first.is_file():
        return first
    raise StateNotFound(
        f"run {run_id}: {what} not found at {' or '.join(looked)}: move the file back to "
        f"{first}, or beside the store as {beside}, or {fix}"
    )


def _places(recorded: Path, built: Path, beside: Path) -> Sequence[tuple[Path, str]]:
    out: dict[Path, str] = {recorded: "recorded"}
    out.setdefault(built, "beside the store" if built == beside else "the adapter's file")
    out.setdefault(beside, "beside the store")
    return list(out.items())


def has_row(path: Path, sql: str, args: Sequence[object]) -> bool | None:
    """Does ``sql`` find a row in the SQLite file? Read-only: a look never creates or changes
    the file (None: it cannot be read as such)."""
    try:
        conn = sqlite3.connect(f"{path.as_uri()}?mode=ro", uri=True, timeout=5)
        try:
            return conn.execute(sql, tuple(args)).fetchone() is not None
        finally:
            conn.close()
    except sqlite3.Error:
        return None
