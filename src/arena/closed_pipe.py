"""The ``arena`` script's stdout into a pipe whose reader went away (``arena run ... | head``).

Apart from the command group (``arena.cli``) because it is its own concern: a closed pipe must
neither lose a run's results nor decide its exit status, and every command's output goes through
it. Not in ``arena/cli/``: ``arena --help`` imports no module of it but the group's own.
"""

from __future__ import annotations

import contextlib
import os
import sys
from collections.abc import Callable
from typing import Any


class _Output:
    """Whether the reader of this command's output went away (``arena run ... | head``)."""

    closed = False


def output_closed() -> None:
    """Drop the rest of the output (stdout writes to /dev/null from here) and remember it: the
    command goes on — a run still writes its results folder — and exits 141 where it would have
    exited 0. Rich alone exits 1 at once, which for ``arena run`` says runs failed and loses the
    run's results when the pipe closes before the tables (the progress bar's last line)."""
    null = os.open(os.devnull, os.O_WRONLY)
    os.dup2(null, sys.stdout.fileno())
    os.close(null)
    _Output.closed = True


def errors_closed() -> None:
    """Drop the rest of stderr (``arena ... 2>&1 | head -1``): an error line written into the
    closed pipe raised past its handler, and a usage error exited 1 (runs failed) for its 2
    (users50b). The exit status stays the command's own; stdout is left to :class:`PipeSafe`."""
    null = os.open(os.devnull, os.O_WRONLY)
    os.dup2(null, sys.stderr.fileno())
    os.close(null)


class PipeSafe:
    """The ``arena`` script's stdout: a write or flush into a closed pipe drops the rest of the
    output (:func:`output_closed`) and the command goes on to its own exit status. Only rich's
    console did; ``click.echo`` raised, and ``arena resume --all | head -1`` exited 141 where the
    resume owed 1 (a run failed), its exit status never computed (outside tester 20)."""

    def __init__(self, stream: Any, closed: Callable[[], None] = output_closed) -> None:
        self._stream = stream
        self._on_close = closed

    def __getattr__(self, name: str) -> Any:
        return getattr(self._stream, name)

    def _closed(self) -> None:
        self._on_close()
        with contextlib.suppress(OSError):  # what was buffered for the pipe: to /dev/null
            self._stream.flush()

    def write(self, text: str) -> int:
        try:
            return int(self._stream.write(text))
        except BrokenPipeError:
            self._closed()
            return len(text)

    def flush(self) -> None:
        try:
            self._stream.flush()
        except BrokenPipeError:
            self._closed()


def was_closed() -> bool:
    """Whether this command's output reader went away (the script exits 141, not 0)."""
    return _Output.closed
