"""``arena init`` (or ``new``, ``create``), what a new user types to start an arena of their own,
said only "No such command 'init'." (users40): nothing said an arena is a folder. It now says
what one is and where it is described, in the one error line, exit 2."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from arena.cli import main


@pytest.mark.parametrize("word", ["init", "new", "create"])
def test_init_says_an_arena_is_a_folder(word: str) -> None:
    result = CliRunner().invoke(main, [word])
    assert result.exit_code == 2, result.output
    said = " ".join(result.stderr.split())
    assert (
        f"No such command '{word}': an arena of your own is a folder holding arena.yaml and "
        "items.yaml (docs/items.md); then arena run FOLDER" in said
    ), said


def test_another_unknown_word_reads_as_before() -> None:
    result = CliRunner().invoke(main, ["rn"])
    assert result.exit_code == 2, result.output
    assert "No such command 'rn'. Did you mean 'run' or 'runs'?" in result.stderr, result.stderr
