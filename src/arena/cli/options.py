"""Options checked before anything is written: a typo must never cost a run.

``arena run`` and ``arena resume`` take seconds, a results folder and a store; each is checked
here when the command line is read (click calls these), so a bad one is a one-line usage error
(exit 2) before a model is called, a store is opened or a file is made.
"""

from __future__ import annotations

import math
import os
from pathlib import Path
from typing import Any

import click

from arena.errors import UserError

#: Exit codes every command keeps (docs/operator.md): scripts may rely on them.
EXIT_OK, EXIT_FAILED, EXIT_USAGE, EXIT_INTERRUPTED = 0, 1, 2, 130


class Seconds(click.ParamType):
    """A number of seconds, finite and more than zero (``0``, ``-5``, ``nan``, ``inf`` refused)."""

    name = "SECONDS"

    def convert(
        self, value: Any, param: click.Parameter | None, ctx: click.Context | None
    ) -> float:
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            seconds = float(value)
        else:
            try:
                seconds = float(str(value).strip())
            except ValueError:
                self.fail(f"{value!r} is not a number of seconds", param, ctx)
        if not math.isfinite(seconds) or seconds <= 0:
            self.fail(f"{value!r}: give a number of seconds above zero, e.g. 60", param, ctx)
        return seconds


SECONDS = Seconds()


def check_out(ctx: click.Context, param: click.Parameter, value: Path | None) -> Path | None:
    """``--out``: a folder that exists or can be made, not a file."""
    if value is None:
        return None
    if value.exists() and not value.is_dir():
        raise click.BadParameter(f"{value} is a file; give a folder for the results", ctx, param)
    problem = _unwritable(value)
    if problem:
        raise click.BadParameter(problem, ctx, param)
    return value


def check_store(ctx: click.Context, param: click.Parameter, value: str | None) -> str | None:
    """``--store``: a file path or a ``postgresql://`` URL, nothing else."""
    if value is not None:
        store_problem(value, write=False)
    return value


def store_problem(location: str, *, write: bool = True) -> None:
    """Raise a UserError for a location no store can live at: an unknown URL scheme, a folder, a
    path under a file; with ``write``, a file or folder this user cannot write to."""
    from arena.store.postgres_conn import is_url

    if is_url(location):
        return
    if "://" in location:
        scheme = location.split("://", 1)[0]
        raise UserError(
            f"store {location}: unknown URL scheme {scheme!r}; give an SQLite file path or a "
            "postgresql:// URL"
        )
    path = Path(location)
    if path.is_dir():
        raise UserError(f"store {location} is a folder; give a file, e.g. {path / 'arena.db'}")
    problem = _unwritable(path)
    if problem and (write or "is a file" in problem):
        raise UserError(f"store {location}: {problem}")


def _unwritable(path: Path) -> str | None:
    """Why ``path`` (a file or folder to write, maybe not there yet) cannot be written, or None."""
    if path.exists():
        folder = path if path.is_dir() else path.parent  # SQLite writes its journal beside it
        if os.access(path, os.W_OK) and os.access(folder, os.W_OK | os.X_OK):
            return None
        return f"{path} is not writable by this user"
    parent = path.absolute().parent
    while not parent.exists():
        parent = parent.parent
    if not parent.is_dir():
        return f"{parent} is a file, so {path} cannot be made"
    if not os.access(parent, os.W_OK | os.X_OK):
        return f"cannot create {path}: {parent} is not writable by this user"
    return None
