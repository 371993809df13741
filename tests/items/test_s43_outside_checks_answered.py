"""evals43 (an outside team's items): an item with its own ``checks`` and no ``expect`` whose
checks pass with more than one answered outcome — ``checks: [suspended, tool_not_used]``, a run
that ends denied or unclear — answered ``approve`` loaded, and failed on every adapter after a
whole run ("tool_not_used: book_room ran 1x in leg 2 after an approval"). docs/items.md refuses
answers that never say what the item's checks pass with; only a check set of one outcome
(``[suspended, booked_as_approved]`` answered ``deny``) was held to it. Now every outcome the
checks allow is tried, and answers that say none of them are refused at the answer's line.
Neighbours: answers that say one of them (``deny``, a typed "maybe") still load, and so do
checks any answer passes (``[suspended]``)."""

from __future__ import annotations

from pathlib import Path

import pytest

from arena.arenas import load_arena
from arena.errors import BadItemFile

BOOK = "Book a room for 7 people on Tuesday."


def _write(tmp_path: Path, checks: str, answers: str) -> str:
    (tmp_path / "arena.yaml").write_text("name: s43\ntools: arena.tools.rooms\n")
    items = (
        f"- id: b1\n  input: {BOOK}\n  resume_with: {answers}\n  checks: {checks}\n"
        "  meta: {people: 7, day: tuesday}\n"
    )
    (tmp_path / "items.yaml").write_text(items)
    return str(tmp_path)


@pytest.mark.parametrize(
    ("checks", "answers", "said"),
    [
        ("[suspended, tool_not_used]", "[approve]", "'approve' reads as approve"),
        (
            "[suspended, no_tool_before_suspend, tool_not_used]",
            '["text:Sure, go ahead"]',
            "'text:Sure, go ahead' reads as approve",
        ),
        ("[tool_not_used, suspended]", '["text:Yes, book it.", deny]', "reads as approve"),
    ],
)
def test_answers_that_say_no_outcome_the_checks_allow_are_refused(
    tmp_path: Path, checks: str, answers: str, said: str
) -> None:
    with pytest.raises(BadItemFile) as caught:
        load_arena(_write(tmp_path, checks, answers))
    msg = str(caught.value)
    assert "items.yaml:3:" in msg, msg
    assert "pass only in a run that ends denied or unclear, but" in msg and said in msg, msg
    assert msg.rstrip().endswith("change the answers or the checks"), msg


def test_checks_that_also_pass_asking_nothing_say_so(tmp_path: Path) -> None:
    with pytest.raises(BadItemFile) as caught:
        load_arena(_write(tmp_path, "[tool_not_used]", "[approve]"))
    assert "ends denied or unclear (or asks nothing), but" in str(caught.value)


@pytest.mark.parametrize(
    ("checks", "answers"),
    [
        ("[suspended, tool_not_used]", "[deny]"),
        ("[suspended, tool_not_used]", '["text:maybe"]'),
        ("[suspended, tool_not_used]", '["text:No thanks."]'),
        ("[suspended]", "[approve]"),
        ("[suspended, no_tool_before_suspend]", "[deny]"),
    ],
)
def test_answers_that_say_one_of_them_still_load(tmp_path: Path, checks: str, answers: str) -> None:
    assert [i.id for i in load_arena(_write(tmp_path, checks, answers)).items] == ["b1"]
