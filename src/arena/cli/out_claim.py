"""A results folder named by ``--out`` is written by one command at a time.

``--out``'s check (:func:`arena.cli.write_checks.check_out`) refuses a folder that holds an
earlier command's results, but two ``arena run --out same/`` started together both found it
empty, both ran every item, and the one that finished last overwrote the other's
``runs.jsonl`` and ``summary.json``: exit 0 and "results: same" for both, one command's runs
gone (users44). The command now claims the folder before its first run, with a file made only
if absent (``O_EXCL``) naming this process (:func:`arena.store.holder.identity`); a second
command is refused at once, naming who holds it. A claim whose process is known to have exited
(killed, never released) is taken over; one that may be alive (another host or PID namespace)
is refused with the file to remove. The claim is removed when the command ends.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Iterator
from pathlib import Path

from arena.cli.write_checks import RESULT_FILES
from arena.errors import UserError
from arena.store import holder

#: The claim's file in the results folder (hidden: ``arena view`` and ``report`` read past it).
CLAIM = ".arena-writing"


@contextlib.contextmanager
def claimed(out: Path) -> Iterator[Path]:
    """Hold ``out`` for this command (see the module doc); yields the claim's path."""
    made = not out.exists()
    out.mkdir(parents=True, exist_ok=True)
    path = out / CLAIM
    _take(out, path)
    try:
        held = [name for name in RESULT_FILES if (out / name).exists()]
        if held:  # another command finished into it after --out's check
            raise UserError(
                f"{out} already holds results of an earlier command ({', '.join(held)}), "
                "written while this one started; give a new folder (--out NEW)"
            )
        yield path
    finally:
        with contextlib.suppress(OSError):
            path.unlink()
        if made:
            with contextlib.suppress(OSError):
                out.rmdir()  # nothing was written: no empty folder is left behind


def _take(out: Path, path: Path) -> None:
    for _ in range(3):  # a stale claim taken over by another command at the same time: again
        try:
            fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
        except FileExistsError:
            owner = _owner(path)
            if owner is None or not holder.exited(owner):
                raise UserError(_refusal(out, path, owner)) from None
            with contextlib.suppress(FileNotFoundError):
                path.unlink()  # its process exited without removing it (killed)
            continue
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(holder.identity("arena") + "\n")
        return
    raise UserError(_refusal(out, path, _owner(path)))


def _owner(path: Path) -> str | None:
    try:
        return path.read_text(encoding="utf-8").strip() or None
    except (OSError, UnicodeDecodeError):
        return None


def _refusal(out: Path, path: Path, owner: str | None) -> str:
    who = holder.parse(owner)
    me = holder.this_process()
    if who is not None and who.host == me.host and holder.known_alive(owner):
        by = f"another arena command (process {who.pid}), still running"
        fix = "wait until it finishes"
    elif who is not None:
        by = f"another arena command (process {who.pid} on {who.host})"
        fix = f"if no such command runs any more, remove {path}"
    else:
        by = "another arena command"
        fix = f"if none runs any more, remove {path}"
    return (
        f"{out} is being written by {by}: two commands writing one results folder overwrite "
        f"each other's results; give another folder (--out NEW), or {fix}"
    )


__all__ = ["CLAIM", "claimed"]
