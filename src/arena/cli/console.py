"""The commands' terminal output: rich's console, except when the reader goes away.

``arena run ... | head`` may close the pipe before the run has written its results (rich prints
the progress bar's last line when stdout is not a terminal). Rich then exits 1 on the spot, which
loses the run and, for ``arena run``, says "runs or checks failed". This console drops the rest
of the output instead and lets the command finish (:func:`arena.closed_pipe.output_closed`):
the results folder and the store are written as always, and the command exits 141 — what a shell reports
for a program stopped by SIGPIPE — where it would have exited 0.

Into a pipe or a file, lines end where their text ends: rich pads a wrapped or indented block to
the full width with spaces (every line of ``arena pending | less`` ended in up to 78 of them,
which ``grep``, ``diff`` and editors show).
"""

from __future__ import annotations

import re
import textwrap
from collections.abc import Iterable
from typing import Any

import rich.cells
import rich.console
from rich.segment import Segment

from arena.closed_pipe import output_closed

# The folding itself (quoted arguments and commands held whole) is arena.line_fold's, shared
# with the error: lines of the processes below the CLI.
from arena.line_fold import fill
from arena.line_fold import hold as _hold

_TRAILING = re.compile(r" +$", re.M)


class Console(rich.console.Console):
    def __init__(self, *args: Any, **kwargs: Any) -> None:
        # No ":name:" emoji codes: rich read them in arena's own text, so an adapter named
        # others:one or mine:two (module:factory) printed as "others1️⃣" (users44)
        kwargs.setdefault("emoji", False)
        super().__init__(*args, **kwargs)

    def _render_buffer(self, buffer: Iterable[Segment]) -> str:
        text = super()._render_buffer(buffer)
        return text if self.is_terminal else _TRAILING.sub("", text)

    def on_broken_pipe(self) -> None:
        self.quiet = True
        output_closed()


def say(console: rich.console.Console, text: str, *, markup: bool = True) -> None:
    """Print ``text`` (rich markup unless ``markup`` is False) wrapped at spaces to the
    console's width, never inside a word or a quoted argument: a path, an id or a command longer
    than a line is kept whole on a line of its own. Rich's ``overflow="fold"`` broke a path mid-name at 80 columns
    and into a pipe (``.../.arena/l`` + ``anggraph-checkpoints.sqlite``, outside user 27)."""
    shown = console.render_str(text, markup=markup, highlight=False)
    width = max(console.width, 20)
    plain, at = _hold(shown.plain, width - 2), 0
    lines = textwrap.wrap(
        plain,
        width=width,
        break_long_words=False,
        break_on_hyphens=False,
        expand_tabs=False,
        replace_whitespace=False,
    )
    for line in lines or [""]:
        start = plain.index(line, at)
        at = start + len(line)
        console.print(shown[start:at], soft_wrap=True)


def say_file(console: rich.console.Console, label: str, path: object) -> None:
    """``label: path`` as :func:`say` prints it, but a path with spaces in it is never split
    at them: where the line is too long, the path stands whole on a line of its own (README).
    At 40 columns ``results: /tmp/dir with space/out`` broke after ``dir with`` (users36).
    The path is quoted as a shell would need it, and only then (:func:`shlex.quote`): printed
    bare, ``/tmp/dir with space`` pasted after ``arena report`` was three arguments (users39)."""
    import shlex  # not on a cold resume's path (tests/model/test_cold_imports.py)

    shown = shlex.quote(str(path))
    line = f"{label}: {shown}"
    if " " not in shown or rich.cells.cell_len(line) <= max(console.width, 20):
        say(console, line, markup=False)
        return
    console.print(f"{label}:", markup=False, highlight=False, soft_wrap=True)
    console.print(shown, markup=False, highlight=False, soft_wrap=True)


def wrap(text: str, indent: str = "  ", first: str = "", width: int | None = None) -> str:
    """``text`` folded at spaces to ``width``, else the console's (``COLUMNS``, else the
    terminal's, else 80), the first line indented by ``first``, later ones by ``indent``; a word
    (an id, a path, a command's argument, a quoted one with spaces in it) is never broken."""
    return fill(text, width or Console().width, indent, first)
