"""Two user mistakes whose errors pointed the wrong way (users49, run from /tmp).

``arena run --arena human_in_the_loop`` (``arena matrix``'s option, the arena given the way the
other command takes it) was answered "No such option '--arena'. Did you mean '--repeats'?": it
now says arena run takes the arena as its argument. ``--item hitl-1`` (and ``HITL-01``,
``hitl01``) was asked "did you mean hitl-12, hitl-11, hitl-10?", never the hitl-01 it spells
but for a zero or case: the ids it spells that way are now offered first. A pattern near no
id, and one that matches, read as before.
"""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from arena.arenas import load_arena
from arena.cli import main
from arena.errors import UserError


@pytest.mark.parametrize("argv", [["--arena", "human_in_the_loop"], ["--arena=hitl"]])
def test_arena_as_an_option_to_run_is_told_it_is_the_argument(argv: list[str]) -> None:
    result = CliRunner().invoke(main, ["run", *argv])
    assert result.exit_code == 2, result.output
    said = result.output.strip().splitlines()[-1]
    assert "arena run takes the arena as its argument" in said, said
    assert "--repeats" not in said, said


def test_a_misspelt_option_of_run_still_gets_clicks_guess() -> None:
    result = CliRunner().invoke(main, ["run", "human_in_the_loop", "--adaptr", "vanilla"])
    assert result.exit_code == 2, result.output
    assert "--adapter" in result.output and "takes the arena" not in result.output


@pytest.mark.parametrize(
    ("given", "meant"),
    [
        ("hitl-1", "hitl-01"),
        ("hitl-3", "hitl-03"),
        ("HITL-01", "hitl-01"),
        ("Hitl-7", "hitl-07"),
        ("hitl01", "hitl-01"),
        ("hitl-001", "hitl-01"),
    ],
)
def test_an_item_id_spelt_but_for_zeros_or_case_is_offered_first(given: str, meant: str) -> None:
    arena = load_arena("human_in_the_loop")
    with pytest.raises(UserError) as caught:
        arena.only((given,))
    said = str(caught.value)
    assert f"(did you mean {meant}," in said, said


def test_far_and_matching_ids_read_as_before() -> None:
    arena = load_arena("human_in_the_loop")
    with pytest.raises(UserError) as caught:
        arena.only(("hitl-99",))
    assert "did you mean hitl-09" in str(caught.value)
    with pytest.raises(UserError) as caught:
        arena.only(("zzzz",))
    assert "did you mean" not in str(caught.value)
    assert [i.id for i in arena.only(("hitl-01",)).items] == ["hitl-01"]
    assert len(arena.only(("hitl-1*",)).items) == 3
