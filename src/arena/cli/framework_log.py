"""What the frameworks log while runs go, kept in the results folder instead of on the terminal.

Nothing in hitl-arena configures logging, so Python's last-resort handler printed every warning
and error a framework logged to stderr: ADK logs a model call that failed (an endpoint's 500,
a timeout) with its whole traceback, once per failed call, in the middle of the progress bar.
The run records the failure in one line already; the traceback belongs with the results. While
a command runs, warnings and errors from any logger go to ``<results>/framework.log`` (made on
the first record only), and the command names the file and the first record afterwards.
"""

from __future__ import annotations

import logging
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TextIO

from rich.console import Console

from arena.display import cell


class FrameworkLog(logging.Handler):
    """Warnings and errors, appended to ``path``; ``count`` and ``first`` for the summary line."""

    def __init__(self, path: Path) -> None:
        super().__init__(logging.WARNING)
        self.path = path
        self.count = 0
        self.first = ""
        self._file: TextIO | None = None
        self.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))

    def emit(self, record: logging.LogRecord) -> None:
        try:
            text = self.format(record)
            if self._file is None:
                self.path.parent.mkdir(parents=True, exist_ok=True)
                self._file = self.path.open("a", encoding="utf-8", errors="backslashreplace")
            self._file.write(text + "\n")
            self._file.flush()
        except Exception:  # a log that cannot be written must not fail the run
            self.handleError(record)
            return
        self.count += 1
        if not self.first:
            self.first = f"{record.levelname} {record.name}: {record.getMessage()}".splitlines()[0]

    def close(self) -> None:
        if self._file is not None:
            self._file.close()
            self._file = None
        super().close()

    def summary(self) -> str | None:
        """One line for the terminal, or None when nothing was logged."""
        if not self.count:
            return None
        return (
            f"framework log: {self.count} warning(s) or error(s) in {self.path} "
            f"(first: {self.first[:100]})"
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
