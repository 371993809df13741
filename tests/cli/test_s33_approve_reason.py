"""``arena approve req_… --reason ok``, a user's guess from ``arena deny``, was answered "No such
option '--reason'. (Did you mean one of: '--as', '--json'?)", neither of which says why (users
tester 33). It now names the option approve takes for that, --note."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from arena.cli import main


def test_approve_with_a_reason_is_pointed_at_note() -> None:
    result = CliRunner().invoke(main, ["approve", "req_x", "--reason", "ok"])
    assert result.exit_code == 2, result.output
    said = result.output.strip().splitlines()[-1]
    assert said == (
        "Error: No such option '--reason': arena approve takes --note TEXT for why (the agent "
        "sees it with the approval); --reason is arena deny's"
    ), said


_NOTE = "arena approve takes --note TEXT for why"
_ARG = "arena run takes the arena as its argument"
_MODEL = "the scripted model serves every behaviour at once"


@pytest.mark.parametrize(
    ("argv", "told"),
    [
        # misspelt, the option another command has is still told where it belongs (users55:
        # '--reson' was offered '--json', '--resaon', '--arean', '--behavour' nothing)
        (["approve", "req_x", "--reson", "ok"], _NOTE),
        (["approve", "req_x", "--resaon", "ok"], _NOTE),
        (["approve", "req_x", "--reasons", "ok"], _NOTE),
        (["approve", "req_x", "--Reason", "ok"], _NOTE),
        (["run", "human_in_the_loop", "--arean", "x"], _ARG),
        (["run", "human_in_the_loop", "--arenas", "x"], _ARG),
        (["model", "serve", "--behavour", "x"], _MODEL),
        # near misses: the command's own option is nearer, or nothing is near
        (["approve", "req_x", "--jsno"], "Did you mean '--json'?"),
        (["approve", "req_x", "--nte", "x"], "Did you mean '--note'?"),
        (["approve", "req_x", "--region", "x"], "No such option '--region'."),
        (["deny", "req_x", "--reson", "x"], "'--reason'"),
    ],
)
def test_a_misspelt_option_of_another_command_is_told_where_it_belongs(
    argv: list[str], told: str
) -> None:
    result = CliRunner().invoke(main, argv)
    assert result.exit_code == 2, result.output
    said = result.output.strip().splitlines()[-1]
    assert told in said, said
    if told not in (_NOTE, _ARG, _MODEL):
        assert all(t not in said for t in (_NOTE, _ARG, _MODEL)), said
