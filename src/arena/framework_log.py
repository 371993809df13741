"""What the frameworks log while runs go, kept in the results folder instead of on the terminal.

Nothing in hitl-arena configures logging, so Python's last-resort handler printed every warning
and error a framework logged to stderr: ADK logs a model call that failed (an endpoint's 500,
a timeout) with its whole traceback, once per failed call, in the middle of the progress bar.
The run records the failure in one line already; the traceback belongs with the results. While
a command runs, warnings and errors from any logger go to ``<results>/framework.log`` (made on
the first record only), and the command names the file and the first record afterwards.

``arena run --workers N`` children write to the same file (each record one ``write`` to a file
opened for appending, so records of several processes do not mix) and send their counts back.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING

from arena.display import cell, clip

if TYPE_CHECKING:
    from rich.console import Console


class FrameworkLog(logging.Handler):
    """Warnings and errors, appended to ``path``; ``count`` and ``first`` for the summary line."""

    def __init__(self, path: Path) -> None:
        super().__init__(logging.WARNING)
        self.path = path
        self.count = 0
        self.first = ""
        self._fd: int | None = None
        self.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))

    def emit(self, record: logging.LogRecord) -> None:
        try:
            text = self.format(record) + "\n"
            if self._fd is None:
                self.path.parent.mkdir(parents=True, exist_ok=True)
                flags = os.O_WRONLY | os.O_APPEND | os.O_CREAT
                self._fd = os.open(self.path, flags, 0o644)
            os.write(self._fd, text.encode("utf-8", "backslashreplace"))
        except Exception:  # a log that cannot be written must not fail the run
            self.handleError(record)
            return
        self.absorb(1, f"{record.levelname} {record.name}: {record.getMessage()}")

    def absorb(self, count: int, first: str) -> None:
        """Count records written to the file elsewhere (a ``--workers`` child's)."""
        self.count += count
        if count and not self.first:
            self.first = first.splitlines()[0] if first.strip() else first

    def close(self) -> None:
        if self._fd is not None:
            os.close(self._fd)
            self._fd = None
        super().close()

    def summary(self) -> str | None:
        """One line for the terminal, or None when nothing was logged."""
        if not self.count:
            return None
        return (
            f"framework log: {self.count} warning(s) or error(s) in {self.path} "
            f"(first: {clip(' '.join(self.first.split()), 100)})"
        )

    def report(self, console: Console) -> None:
        """Print :meth:`summary` (inert: the text is the frameworks'), if there is one."""
        line = self.summary()
        if line is not None:
            console.print(cell(line))


@contextmanager
def framework_log(path: Path) -> Iterator[FrameworkLog]:
    """Route warnings and errors of every logger to ``path`` while the block runs."""
    handler = FrameworkLog(path)
    root = logging.getLogger()
    root.addHandler(handler)
    try:
        yield handler
    finally:
        root.removeHandler(handler)
        handler.close()
