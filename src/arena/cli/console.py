"""The commands' terminal output: rich's console, except when the reader goes away.

``arena run ... | head`` may close the pipe before the run has written its results (rich prints
the progress bar's last line when stdout is not a terminal). Rich then exits 1 on the spot, which
loses the run and, for ``arena run``, says "runs or checks failed". This console drops the rest
of the output instead and lets the command finish (:func:`arena.cli.output_closed`): the results
folder and the store are written as always, and the command exits 141 — what a shell reports
for a program stopped by SIGPIPE — where it would have exited 0.

Into a pipe or a file, lines end where their text ends: rich pads a wrapped or indented block to
the full width with spaces (every line of ``arena pending | less`` ended in up to 78 of them,
which ``grep``, ``diff`` and editors show).
"""

from __future__ import annotations

import re
import textwrap
from collections.abc import Iterable

import rich.cells
import rich.console
from rich.segment import Segment

from arena.cli import output_closed

_TRAILING = re.compile(r" +$", re.M)
#: A shell-quoted argument ('/tmp/op dir/.arena/arena.db', as shlex.quote writes a path with a
#: space): folded at its space, a command copied from two lines got the newline inside the
#: quotes, a path that does not exist (users37, `arena resume RUN --store '...'` at 80 columns).
#: A quote opens after a space, '=' or '(' and closes before one or punctuation, so an apostrophe
#: (the run's, don't) opens nothing.
_QUOTED = re.compile(r"(?<![\w'])'[^'\n]*'(?!\w)")
#: What a quoted argument's spaces stand as while the text is folded: no space textwrap breaks at.
_HELD = "\ue000"


#: A quoted path ('/tmp/op dir/.arena/arena.db', './out one'): held whole however long.
_PATH = ("'/", "'./", "'../", "'~")
#: A command to copy (``arena resume run_1 --store '/tmp/op dir/a.db'``): a sub-command, then
#: only what a command's words look like (an option, a <placeholder>, an id, a path, a quoted
#: argument), so prose that names one ("arena run stops the rest") is still folded.
_COMMAND = re.compile(
    r"(?<![\w/.-])arena (?:approve|audit verify|deny|history|pending|reconcile|reply|report|"
    r"resume|run|runs|serve|show|sweep|view|worker)(?= |$|[.;,)])"
    r"(?: (?:--?[\w-]+(?:=\S+| (?![-<'])[^\s;,]+)?|<[^>\s]+>|\.\.\.|'[^'\n]*'"
    r"|[\w.~-]*[/_\d*][^\s,;()]*|[A-Z]+))*"
)


def _hold(text: str, width: int) -> str:
    """``text`` with each quoted argument's spaces held (the same length, so places match),
    where it fits a line of ``width``, or is a path, and each command's: a longer quote (a
    person's answer quoted in a message) is folded at its spaces as before, where it once stood
    whole across 130 columns (regress37); a path or a command folded at 40 columns pasted as two
    lines, a shell running the first half (users40)."""

    def held(m: re.Match[str]) -> str:
        whole = len(m.group(0)) <= width or m.group(0).startswith(_PATH)
        return m.group(0).replace(" ", _HELD) if whole else m.group(0)

    quoted = _QUOTED.sub(held, text)
    return _COMMAND.sub(lambda m: m.group(0).replace(" ", _HELD), quoted)


class Console(rich.console.Console):
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
    width = max(width or Console().width, 40)
    return textwrap.fill(
        _hold(text, width - max(len(indent), len(first))),
        width=width,
        initial_indent=first,
        subsequent_indent=indent,
        break_long_words=False,
        break_on_hyphens=False,
    ).replace(_HELD, " ")
