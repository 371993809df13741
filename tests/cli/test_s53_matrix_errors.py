"""users53b: two errors an outside team's own arena met that said what was not so.

``arena matrix ./desk`` (``arena run`` names its arena by position) read only click's "Got
unexpected extra argument (./desk)": it now points to ``--arena``. And an unreachable
``--model-url`` said "or leave it out to use the built-in scripted model" for an arena whose
tools the scripted model does not call, where leaving it out is refused: it now says to start
the server of one's own, and keeps the offer for an arena the scripted model plays.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner
from test_s53_unplayed_tools import invoke

from arena.cli import main


@pytest.mark.parametrize(
    ("args", "fix"),
    [
        (["./desk"], "arena matrix --arena ./desk"),
        (["desk", "--adapter", "vanilla"], "arena matrix --arena desk"),
        (["human_in_the_loop", "extra"], "arena matrix --arena human_in_the_loop"),
        (["--arena", "human_in_the_loop", "extra"], "with --arena; drop it"),
    ],
)
def test_an_arena_given_by_position_to_matrix_is_pointed_to_arena(
    args: list[str], fix: str
) -> None:
    result = CliRunner().invoke(main, ["matrix", *args])
    assert result.exit_code == 2, result.output
    assert "takes no arguments" in result.stderr and fix in result.stderr, result.stderr
    assert "unexpected extra argument" not in result.stderr


def test_matrix_s_other_usage_errors_are_click_s_own() -> None:
    """Near miss: an unknown option is told as before."""
    result = CliRunner().invoke(main, ["matrix", "--bogus"])
    assert result.exit_code == 2 and "No such option '--bogus'" in result.stderr


URL = ["--model-url", "http://127.0.0.1:9/v1", "--model", "refunder", "--retries", "0"]


def test_an_unreachable_endpoint_for_an_arena_of_ones_own_says_what_is_true(
    tmp_path: Path,
) -> None:
    result = invoke(tmp_path, "refunds53b_url", "run", "desk", "--adapter", "vanilla", *URL)
    assert result.exit_code == 2, result.output
    said = result.stderr
    assert "unreachable" in said and "leave it out" not in said, said
    assert "start the server that serves --model refunder first" in said, said
    assert "refund_desk's tools are not the scripted model's task" in said, said


def test_an_unreachable_endpoint_for_the_rooms_still_offers_the_scripted_model() -> None:
    """Near miss: the scripted model plays the shipped arena, so leaving the URL out works."""
    args = ["run", "human_in_the_loop", "--adapter", "vanilla", *URL, "--item", "*01"]
    result = CliRunner().invoke(main, args)
    assert result.exit_code == 2, result.output
    assert "or leave it out to use the built-in scripted model" in result.stderr, result.stderr
