"""Where a command will write, checked before it writes anything: the results folder (``--out``:
a folder that can be made, holding no earlier results), the store's location (``--store``: a
file or folder this user can write, on a filesystem that is not read-only); the execution
journal's (``$ARENA_EXECUTION_JOURNAL``) is :func:`arena.env_vars.journal_problem`, which the
pytest plugin asks too. :mod:`arena.cli.options` wires them into the options.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from pathlib import Path

import click

from arena.errors import UserError

#: What the commands write into a results folder (``runs.jsonl``, ``summary.json``: arena.results;
#: ``probes.jsonl``: ``arena run --probes``; ``report.html``: ``arena report``). Any of them
#: there means the folder holds an earlier command's results.
RESULT_FILES = ("summary.json", "runs.jsonl", "probes.jsonl", "report.html")


def check_out(ctx: click.Context, param: click.Parameter, given: str | None) -> Path | None:
    """``--out``: a folder that exists or can be made, not a file, and not one holding an
    earlier command's results: a second run into it overwrote runs.jsonl and summary.json
    silently and left the first run's report.html contradicting them (tester 17). Not empty:
    ``--out ''`` (``--out "$DIR"``, DIR unset) wrote the results into the working folder."""
    if given is None:
        return None
    if not given.strip():
        raise click.BadParameter(
            "it is empty (a $VARIABLE that expanded to nothing?): give a folder for the results, "
            "or leave --out out for the default",
            ctx,
            param,
        )
    from arena.given_paths import blank

    if given != given.strip():  # --out ' results': a folder named " results" (users46)
        raise click.BadParameter(blank(given, "the folder"), ctx, param)
    value = Path(os.path.expanduser(given))  # --out=~/results: the home folder's, not ./~
    try:
        return _check_out(ctx, param, value)
    except OSError as exc:  # under a folder this user cannot search: is_dir() raised (users36)
        from arena.cli.store_file import path_unreachable

        problem = path_unreachable(exc)
        if problem is None:
            raise
        raise click.BadParameter(problem, ctx, param) from None


def _check_out(ctx: click.Context, param: click.Parameter, value: Path) -> Path:
    if value.exists() and not value.is_dir():
        raise click.BadParameter(f"{value} is a file; give a folder for the results", ctx, param)
    held = [name for name in RESULT_FILES if (value / name).exists()]
    if held:
        raise click.BadParameter(
            f"{value} already holds results of an earlier command ({', '.join(held)}); give a "
            "new folder (--out NEW), or remove that one first",
            ctx,
            param,
        )
    if nested := _results_folders(value):
        raise click.BadParameter(
            f"{value} holds other results folders ({nested}); give a new folder, e.g. "
            f"--out {value / 'mine'}",
            ctx,
            param,
        )
    problem = _unwritable(value) or _uncreatable(value)
    if problem:
        raise click.BadParameter(problem, ctx, param)
    return value


def _results_folders(folder: Path) -> str:
    """The results folders directly inside ``folder`` (``results/<name>-<stamp>/``), named,
    else "": results written beside them made ``arena view`` list only those (outside user 27:
    it serves a folder's own summary.json, or else each one's a level down)."""
    with contextlib.suppress(OSError):
        if folder.is_dir():
            found = sorted(
                p.name
                for p in folder.iterdir()
                if p.is_dir() and any((p / name).is_file() for name in RESULT_FILES)
            )
            more = f" and {len(found) - 3} more" if len(found) > 3 else ""
            return ", ".join(found[:3]) + more
    return ""


def _uncreatable(folder: Path) -> str | None:
    """Why ``folder`` cannot be made and written, found by making it (and a scratch file in it)
    and removing what was made: permissions alone passed ``/proc/nope`` as root and a path under
    a dangling link, and ``arena run`` ran (and booked) before failing to write its results."""
    made = [p for p in (folder, *folder.parents) if not p.exists() and not p.is_symlink()]
    try:
        folder.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryFile(dir=folder):
            pass
    except OSError as exc:
        return f"cannot create results folder {folder}: {exc.strerror}"
    finally:
        for path in made:  # deepest first; nothing is left behind by a check
            with contextlib.suppress(OSError):
                path.rmdir()
    return None


#: ``ctx.meta`` key (shared by every context of one command): the ``--store`` given, if any.
STORE_GIVEN = "arena.store_given"


def store_problem(location: str, *, write: bool = True) -> None:
    """Raise a UserError for a location no store can live at: an unknown URL scheme, a folder, a
    path under a file; with ``write``, a file or folder this user cannot write to."""
    from arena.store.urls import is_url

    if not location.strip():  # Path("") is the current folder: "store  is a folder" misled
        raise UserError("the store path is empty; give an SQLite file or a postgresql:// URL")
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
    if problem and not write and "which does not exist" in problem:
        raise UserError(behind_nothing(location) or problem)
    if problem and (write or "is a file" in problem):
        raise UserError(f"store {location}: {problem}{store_fix(problem, path)}")


def behind_nothing(location: str) -> str | None:
    """Why a store at ``location`` cannot be read, where it (or a folder above it) is a link to
    nothing, a disk not mounted: "no store at" (or SQLite's bare "unable to open database
    file" where a command makes the store) hid where the store is (durable47). None otherwise."""
    path = Path(location)
    problem = None if path.exists() else _unwritable(path)
    if problem is None or "which does not exist" not in problem:
        return None
    problem = problem.removeprefix(f"cannot create {path}: ")
    return f"store {location}: {problem}{store_fix(problem, path)}"


def store_fix(problem: str, path: Path) -> str:
    """What to do about a store ``path`` cannot be written at: the path and its reason alone
    ("/srv/x is a file, so /srv/x/a.db cannot be made", "... is not writable by this user")
    left the user to guess (durable47). A read-only filesystem's says its own fix."""
    if "read-only filesystem" in problem:
        return ""
    if "is a file, so" in problem:
        return "; point --store / ARENA_STORE at a path under a folder"
    if "which does not exist" in problem:
        return "; mount it, or point --store / ARENA_STORE at another path"
    folder = path if path.is_dir() else path.absolute().parent
    while not folder.exists() and folder != folder.parent:
        folder = folder.parent
    target = path if path.exists() and not os.access(path, os.W_OK) else folder
    return (
        f"; let this user write {target} (chmod u+w {target}, or run as its owner: SQLite "
        "writes the store's -wal and -shm files beside it), or point --store / ARENA_STORE at "
        "a store in a folder this user can write"
    )


def _unwritable(path: Path) -> str | None:
    """Why ``path`` (a file or folder to write, maybe not there yet) cannot be written, or None."""
    if path.exists():
        folder = path if path.is_dir() else path.parent  # SQLite writes its journal beside it
        if os.access(path, os.W_OK) and os.access(folder, os.W_OK | os.X_OK):
            return None
        if folder != path and os.access(path, os.W_OK):  # the file is, its folder is not
            return f"its folder {folder} {_denied(folder)}"
        return f"{path} {_denied(folder)}"
    for above in (path, *path.parents):
        if above.is_symlink() and not above.exists():
            return (
                f"cannot create {path}: {above} is a link to {os.readlink(above)}, which does "
                "not exist (an unmounted disk?)"
            )
    parent = path.absolute().parent
    while not parent.exists():
        parent = parent.parent
    if not parent.is_dir():
        return f"{parent} is a file, so {path} cannot be made"
    if not os.access(parent, os.W_OK | os.X_OK):
        return f"cannot create {path}: {parent} {_denied(parent)}"
    return None


def _denied(folder: Path) -> str:
    """Why nothing can be written in ``folder``: a read-only filesystem is no permission of this
    user's ("is not writable by this user" on a read-only mount, users tester 31)."""
    try:
        readonly = bool(os.statvfs(folder).f_flag & os.ST_RDONLY)
    except OSError:
        readonly = False
    if readonly:
        return "is on a read-only filesystem: remount it read-write, or use another folder"
    return "is not writable by this user"
