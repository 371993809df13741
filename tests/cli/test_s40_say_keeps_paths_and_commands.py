"""At 40 columns ``say`` folded a quoted path longer than a line at its spaces, and a command at
any space ('waits again: arena resume run_1' then '--store ...' on the next line): copied from
the terminal, the path had a newline inside its quotes and the shell ran the command's first
half (users40). A path in quotes and a command now stand whole, on a line of their own where
they are longer than the line; prose, and a person's words quoted, still fold (regress37)."""

from __future__ import annotations

import io

import pytest

from arena.cli.console import Console, say, wrap

PATH = "'/tmp/s40/users40/dir with spaces/ünï côde/out one'"
COMMAND = "arena resume run_abcdef0123 --store '/tmp/op dir/.arena/arena.db'"


def _said(text: str, width: int = 40) -> list[str]:
    out = io.StringIO()
    say(Console(file=out, width=width, force_terminal=False), text, markup=False)
    return out.getvalue().splitlines()


def test_a_quoted_path_longer_than_the_line_stands_whole() -> None:
    lines = _said(f"interrupted (Ctrl-C): 3 runs finished; their results: {PATH}")
    assert PATH in lines, lines


@pytest.mark.parametrize(
    "command",
    [
        COMMAND,
        "arena run human_in_the_loop --adapter vanilla --item hitl-01 --repeats 2",
        "arena deny <request> --reason ... --store /tmp/a/arena.db",
    ],
)
def test_a_command_stands_whole(command: str) -> None:
    lines = _said(f"it waits again with its answers: {command}")
    assert command in lines, lines


def test_wrap_keeps_them_too(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COLUMNS", "40")
    lines = [
        line.strip() for line in wrap(f"it waits again: {COMMAND}; results {PATH}").split("\n")
    ]
    assert any(COMMAND in line for line in lines), lines
    assert any(PATH in line for line in lines), lines


def test_prose_naming_a_command_and_a_persons_words_still_fold() -> None:
    prose = "arena run stops the rest of the runs when the endpoint fails them all alike"
    assert all(len(line) <= 40 for line in _said(prose)), _said(prose)
    said = "the answer 'Yes, but for 12 people, and also on Thursday please' was unclear"
    assert all(len(line) <= 40 for line in _said(said)), _said(said)
