"""Where frameworks keep their own state files: next to the store, never where a command was typed.

Google ADK's session database and LangGraph's checkpoint file hold a paused run as much as the
store does. Had they followed the working directory, ``arena run`` from one folder and ``arena
resume`` from another would look for them in two places and the run would be lost. So:

1. ``$ARENA_STATE_DIR`` when set;
2. else, inside a CLI command (:func:`using`), the folder of the store it opened (an SQLite file's
   folder; for a PostgreSQL store ``$XDG_STATE_HOME/arena``, default ``~/.local/state/arena``);
3. else (library use without a store) ``.arena`` under the working directory, made absolute when
   an adapter is built — pass the adapter an explicit path to choose; the pytest plugin's evals
   without a store use a folder of their test session's own (:func:`for_evals`).

A paused run records the absolute path it used, so a resume finds it wherever it runs; where
that file is gone (the folder was moved or copied with its store), a resume looks for the same
name beside the store it opened (:mod:`arena.adapters._state_files`). With a
PostgreSQL store, LangGraph's checkpoints go into the store's database instead
(:func:`store_url`), so a worker on any machine can resume any run.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

ENV = "ARENA_STATE_DIR"
_current: list[Path] = []
_stores: list[str] = []


def for_store(location: str) -> Path:
    """The state folder that goes with a store location (a file path or a URL)."""
    from arena.store.urls import is_url

    if is_url(location):
        base = os.environ.get("XDG_STATE_HOME") or str(Path.home() / ".local" / "state")
        return Path(base) / "arena"
    return Path(location).absolute().parent


def state_dir() -> Path:
    from arena.given_paths import env_path

    explicit = env_path(ENV, "a folder for the frameworks' state")  # ~, blank: durable47
    if explicit:
        return Path(explicit).absolute()
    if _current:
        return _current[-1]
    return Path(".arena").absolute()


def state_file(name: str) -> Path:
    """``name`` in :func:`state_dir`, whose folder is made and tried here, when an adapter is
    built: a folder that could not be written failed every leg later, counted as the agent's
    failure (tester 17: ``cd /proc && arena run ... --adapter langgraph``)."""
    folder = state_dir()
    _try_writing(folder)
    return folder / name


def _try_writing(folder: Path) -> None:
    import tempfile

    from arena.errors import UserError

    try:
        folder.mkdir(parents=True, exist_ok=True)
        with tempfile.NamedTemporaryFile(dir=folder, prefix=".arena-try-"):
            pass
    except OSError as exc:
        raise UserError(
            f"cannot write framework state (checkpoints, sessions) to {folder}: "
            f"{exc.strerror or exc}; set {ENV} to a folder you can write to, or run arena from one"
        ) from None


@contextmanager
def using(location: str) -> Iterator[Path]:
    """Within the block, framework state files go with the store at ``location``."""
    folder = for_store(location)
    _current.append(folder)
    _stores.append(location)
    try:
        yield folder
    finally:
        _current.pop()
        _stores.pop()


@contextmanager
def for_evals(make: Callable[[], Path], store: object | None) -> Iterator[None]:
    """Within the block, an eval's adapter built with no store (``store`` None) keeps its
    framework state in ``make()``, a folder of the test session's own, not ``.arena`` in the
    folder pytest ran from: no such run outlives its session, and every session left its
    threads there, growing (users55: 2 MB after four of eight evals, in the team's own repo).
    ``$ARENA_STATE_DIR``, when set (blank too: it is refused as ever), still decides."""
    if store is not None or os.environ.get(ENV) is not None:
        yield
        return
    _current.append(make())
    try:
        yield
    finally:
        _current.pop()


def store_url() -> str | None:
    """The PostgreSQL store the current command opened (:func:`using`), else None: where a
    framework whose state can live in the store's database (LangGraph's checkpoints) keeps it."""
    from arena.store.urls import is_url

    return _stores[-1] if _stores and is_url(_stores[-1]) else None
