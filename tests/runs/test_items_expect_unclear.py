"""``expect: unclear`` with a typed answer that plainly reads as a yes or a no loaded, then failed
every run (`reported_unclear`, `tool_not_used`): the load check took an answer naming no room or
head count as "could read unclear" (outside tester 18, finding 2). A bare ``deny`` was already
refused; a typed one now is too, while an answer that is unclear, or may be once the agent names
its own room, still loads."""

from __future__ import annotations

from pathlib import Path

import pytest

from arena.arenas import load_items
from arena.errors import BadItemFile

ASK = "The four of us need a room on Tuesday after lunch, can you book one?"


def items(answer: str) -> str:
    return (
        f'- id: u\n  input: "{ASK}"\n  resume_with: ["text:{answer}"]\n  expect: unclear\n'
        "  meta: {people: 4, day: tuesday}\n"
    )


@pytest.mark.parametrize(
    ("answer", "reads"),
    [("no", "deny"), ("yes go ahead", "approve"), ("nope, not this week", "deny"),
     ("Sure thing, book it", "approve")],
)  # fmt: skip
def test_a_plain_yes_or_no_is_refused_for_expect_unclear(
    tmp_path: Path, answer: str, reads: str
) -> None:
    file = tmp_path / "items.yaml"
    file.write_text(items(answer))
    with pytest.raises(BadItemFile) as info:
        load_items(file)
    assert info.value.line == 3  # the resume_with line
    assert f"reads as {reads}" in info.value.problem and "expect" in info.value.problem


@pytest.mark.parametrize("answer", ["hmm, which floor?", "maybe, let me check with Sam"])
def test_an_unclear_answer_still_loads(tmp_path: Path, answer: str) -> None:
    file = tmp_path / "items.yaml"
    file.write_text(items(answer))
    assert [i.resume_with for i in load_items(file)] == [(f"text:{answer}",)]
