"""Lines folded at spaces to a width, never inside a word, a quoted path or a command to copy.

The CLI's output folds with it (:mod:`arena.cli.console`), and so does every ``error:`` line on a
terminal: the CLI's own, the line a Ctrl-C leaves, and those the framework worker and a
durable_state phase print themselves (users42; they are below the CLI, so this is layer 0,
docs/architecture.md). Into a pipe or a file a line stays whole: scripts and ``grep`` read
stderr one problem a line.
"""

from __future__ import annotations

import os
import re
import sys
import textwrap
from typing import TextIO

from arena.lazy_pattern import LazyPattern

#: A shell-quoted argument ('/tmp/op dir/.arena/arena.db', as shlex.quote writes a path with a
#: space): folded at its space, a command copied from two lines got the newline inside the
#: quotes, a path that does not exist (users37, `arena resume RUN --store '...'` at 80 columns).
#: A quote opens after a space, '=' or '(' and closes before one or punctuation, so an apostrophe
#: (the run's, don't) opens nothing.
QUOTED = LazyPattern(r"(?<![\w'])'[^'\n]*'(?!\w)")
#: What a quoted argument's spaces stand as while the text is folded: no space textwrap breaks at.
HELD = "\ue000"
#: A quoted path ('/tmp/op dir/.arena/arena.db', './out one'): held whole however long.
_PATH = ("'/", "'./", "'../", "'~")
#: A command to copy (``arena resume run_1 --store '/tmp/op dir/a.db'``): a sub-command, then
#: only what a command's words look like (an option, a <placeholder>, an id, a path, a quoted
#: argument), so prose that names one ("arena run stops the rest") is still folded.
_COMMAND = LazyPattern(
    r"(?<![\w/.-])arena (?:approve|audit verify|deny|history|pending|reconcile|reply|report|"
    r"resume|run|runs|serve|show|sweep|view|worker)(?= |$|[.;,)])"
    r"(?: (?:--?[\w-]+(?:=\S+| (?![-<'])[^\s;,]+)?|<[^>\s]+>|\.\.\.|'[^'\n]*'"
    r"|[\w.~-]*[/_\d*][^\s,;()]*|[A-Z]+))*"
)


def hold(text: str, width: int) -> str:
    """``text`` with each quoted argument's spaces held (the same length, so places match),
    where it fits a line of ``width``, or is a path, and each command's: a longer quote (a
    person's answer quoted in a message) is folded at its spaces as before, where it once stood
    whole across 130 columns (regress37); a path or a command folded at 40 columns pasted as two
    lines, a shell running the first half (users40)."""

    def held(m: re.Match[str]) -> str:
        found = m.group(0)
        whole = len(found) <= width or found.startswith(_PATH)
        return found.replace(" ", HELD) if whole else found

    quoted = QUOTED.sub(held, text)
    return _COMMAND.sub(lambda m: m.group(0).replace(" ", HELD), quoted)


def fill(text: str, width: int, indent: str = "  ", first: str = "") -> str:
    """``text`` folded at spaces to ``width`` (at least 40), the first line indented by
    ``first``, later ones by ``indent``; a word, an id, a path or a command is never broken."""
    width = max(width, 40)
    return textwrap.fill(
        hold(text, width - max(len(indent), len(first))),
        width=width,
        initial_indent=first,
        subsequent_indent=indent,
        break_long_words=False,
        break_on_hyphens=False,
    ).replace(HELD, " ")


def stderr_width() -> int | None:
    """The width of the terminal stderr writes to (``COLUMNS``, else its size, else 80), or None
    where it is no terminal."""
    return _width(sys.stderr)


def stdout_width() -> int | None:
    """:func:`stderr_width` for stdout: the lines ``arena model serve`` prints there, whose
    list of model names ran on for 337 columns on an 80-column terminal (users43)."""
    return _width(sys.stdout)


def _width(stream: TextIO | None) -> int | None:
    try:
        if stream is None or not stream.isatty():
            return None
    except (AttributeError, ValueError):  # closed, or a stand-in without isatty
        return None
    columns = os.environ.get("COLUMNS", "").strip()
    if columns.isdigit() and int(columns) > 0:
        return int(columns)
    try:
        return os.get_terminal_size(stream.fileno()).columns or 80
    except (AttributeError, OSError, ValueError):
        return 80


def terminal_line(text: str, first: str = "", width: int | None = -1) -> str:
    """``first + text``, folded at spaces to ``width`` when stderr is a terminal (-1: its width;
    None: one line), later lines two columns in; a line the text breaks itself stays as it is.
    The line a Ctrl-C leaves ("interrupted (Ctrl-C): the runs in flight were lost: ...", 150
    characters) ran on past 80 columns as ``error:`` lines once did (users42)."""
    if width == -1:
        width = stderr_width()
    if width is None or len(text) + len(first) <= width:
        return f"{first}{text}"
    head, *rest = text.split("\n")
    return "\n".join([fill(head, width, first=first), *rest])


def warning_line(said: object, width: int | None = -1) -> str:
    """``warning: said``, folded as :func:`error_line` folds: "warning: ARENA_LEG_TIMEOUT is the
    pytest plugin's (--arena-leg-timeout); arena run does not read it: give --leg-timeout to this
    command" ran on as one line of 126 characters on a terminal (users42)."""
    return terminal_line(str(said), "warning: ", width)


def error_line(said: object, width: int | None = -1) -> str:
    """``error: said``, folded as :func:`terminal_line` folds: there "already answered" and "not
    durable" each ran on as one line of ~140 characters, which the terminal broke mid-word
    (docs41). Later lines stand two columns in, as ``arena show`` and ``arena reconcile`` fold
    theirs."""
    return terminal_line(str(said), "error: ", width)
