"""A command the CLI prints for the user to copy (``arena resume RUN --store '/tmp/op dir/...'``)
was folded at the space inside its quoted path at 80 columns: copied from the two lines, the
shell kept the newline inside the quotes and the store path did not exist (users37, after a
Ctrl-C mid-resume in a folder with a space in its name). A quoted argument is now kept whole,
as a path or an id is; an apostrophe (the run's, don't) still folds as a word."""

from __future__ import annotations

import io

import pytest

from arena.cli.console import Console, say, wrap

STORE = "'/tmp/s37/users37/op dir ü/.arena/arena.db'"
SAID = (
    "run run_106f08f86b450f90: interrupted (Ctrl-C), given back; it waits again with its "
    f"answers: arena resume run_106f08f86b450f90 --store {STORE}"
)


def test_wrap_keeps_a_quoted_path_whole(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COLUMNS", "80")
    lines = wrap(SAID).splitlines()
    # the whole command on a line of its own, longer than the line: folded inside it, a paste
    # ran its first half (users40)
    assert lines[-1].strip() == f"arena resume run_106f08f86b450f90 --store {STORE}", lines
    assert all(len(line) <= 80 for line in lines[:-1]), lines
    prose = "the run's checks don't pass and the item's words say so " * 3
    folded = wrap(prose).splitlines()
    assert len(folded) == 3 and all(len(line) <= 80 for line in folded), folded


def test_say_keeps_a_quoted_path_whole() -> None:
    out = io.StringIO()
    say(Console(file=out, width=80), SAID, markup=False)
    lines = out.getvalue().splitlines()
    assert lines[-1].strip().endswith(STORE), lines
    assert STORE in out.getvalue(), out.getvalue()
