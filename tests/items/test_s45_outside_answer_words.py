"""A denial with its reason, written as an outside team would, is told the form that loads.

Outside tester 45 wrote items whose person denies with a reason, as ``arena deny --reason`` and an
eval's ``respond(..., note=...)`` give one: ``resume_with: ["deny: too expensive"]`` was told only
"use approve, deny, text:... or edit:NAME=VALUE", and ``- {deny: too expensive}`` or ``- {option:
deny, note: too expensive}`` "must be a text, not a mapping; put it in quotes if it is meant as
text", which, followed, was refused as the first. An item's ``deny`` carries no reason: each is now
told to write ``deny``, or the person's words, ``"text:No, too expensive"`` (quoted, as a comma
in a YAML list needs), and that fix loads; a note beside ``approve`` is told to write ``approve``.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from arena.arenas import load_arena
from arena.errors import UserError

HITL = Path(__file__).resolve().parents[2] / "arenas" / "human_in_the_loop" / "arena.yaml"


def _arena(tmp_path: Path, answer: str, expect: str = "denied") -> str:
    folder = tmp_path / "mine"
    folder.mkdir(exist_ok=True)
    (folder / "arena.yaml").write_text(HITL.read_text().replace("human_in_the_loop", "mine", 1))
    (folder / "items.yaml").write_text(
        "- id: o-1\n"
        "  input: Book a meeting room for 6 people on Tuesday.\n"
        f"  resume_with:\n  - {answer}\n"
        f"  expect: {expect}\n"
        "  meta: {people: 6, day: tuesday}\n",
        encoding="utf-8",
    )
    return str(folder)


def _refusal(tmp_path: Path, answer: str, expect: str = "denied") -> str:
    with pytest.raises(UserError) as caught:
        load_arena(_arena(tmp_path, answer, expect))
    return str(caught.value)


@pytest.mark.parametrize(
    ("answer", "words"),
    [
        ('"deny: too expensive"', "too expensive"),
        ('"Deny: too expensive"', "too expensive"),
        ('"deny - over budget"', "over budget"),
        ('"deny \u2014 over budget"', "over budget"),
        ("\"deny --reason 'over budget'\"", "over budget"),
        ('"deny (the offsite was cancelled)"', "the offsite was cancelled"),
        ('"deny because it is too dear"', "because it is too dear"),
        ("{deny: too expensive}", "too expensive"),
        ("{option: deny, note: over budget}", "over budget"),
        ("{option: deny, reason: over budget}", "over budget"),
    ],
)
def test_a_denial_with_a_reason_is_told_the_text_to_write(
    tmp_path: Path, answer: str, words: str
) -> None:
    said = _refusal(tmp_path, answer)
    assert "items.yaml:3:" in said or "items.yaml:4:" in said, said  # resume_with's or its own
    assert "a reason beside deny is no answer form" in said, said
    assert f'"text:No, {words}"' in said, said
    assert "write deny" in said, said


@pytest.mark.parametrize(
    "answer", ['"approve: looks fine"', '"approve (fine by me)"', "{approve: team offsite}"]
)
def test_a_note_beside_approve_is_told_to_write_approve(tmp_path: Path, answer: str) -> None:
    said = _refusal(tmp_path, answer, expect="approved")
    assert "a note beside approve is no answer form" in said and "write approve" in said, said


@pytest.mark.parametrize(
    ("answer", "fix"),
    [("{text: 'No, not this week'}", '"text:No, not this week"'), ("{option: deny}", "write deny")],
)
def test_other_answer_mappings_are_told_their_text(tmp_path: Path, answer: str, fix: str) -> None:
    said = _refusal(tmp_path, answer)
    assert fix in said and "put it in quotes" not in said, said


@pytest.mark.parametrize("reason", ["too expensive", "over budget", "the offsite was cancelled"])
def test_the_fix_as_told_loads_as_a_denial(tmp_path: Path, reason: str) -> None:
    (item,) = load_arena(_arena(tmp_path, f'"text:No, {reason}"')).items
    assert item.resume_with == (f"text:No, {reason}",)


@pytest.mark.parametrize(
    ("answer", "expect", "loaded"),
    [
        ("deny", "denied", ("deny",)),
        ("approve", "approved", ("approve",)),
        ('"text:No, too expensive"', "denied", ("text:No, too expensive",)),
        ("{edit: {room_id: cedar}}", "approved", ("edit:room_id=R-204",)),
    ],
)
def test_honest_answers_load_as_before(
    tmp_path: Path, answer: str, expect: str, loaded: tuple[str, ...]
) -> None:
    (item,) = load_arena(_arena(tmp_path, answer, expect)).items
    assert item.resume_with == loaded


@pytest.mark.parametrize(
    ("answer", "said"),
    [
        ('"denied"', "did you mean deny"),  # a plain no, told as before
        ('"denyy"', "did you mean 'deny'"),
        ("{colour: blue}", "must be a text, not a mapping"),  # no answer at all: as before
    ],
)
def test_other_wrong_answers_are_told_as_before(tmp_path: Path, answer: str, said: str) -> None:
    got = _refusal(tmp_path, answer)
    assert said in got and "beside" not in got, got
