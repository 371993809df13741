"""An item's ``edit:`` answer is checked against the day and head count its input asks for.

docs/items.md: an ``edit:`` answer is "checked when the items load as an operator's edit is
checked". Outside team evals46 left ``meta`` out: "Book a room for 6 people on Monday." answered
``edit:room_id=Cedar`` (Cedar is taken on Monday) and "Book a room for 12 people on Tuesday."
answered ``edit:room_id=Maple`` (10 seats) both loaded, booked that room and passed every check
("Done — R-210 (Maple) is booked for 12 people"), while ``arena approve --edit`` refuses both
for the same request (the room taken that day, too small). With ``meta`` given they were refused
at load; now the day and head count ``meta`` leaves out are read from the input, as the scripted
model reads it, for items.yaml and for an ``EvalItem`` built in Python alike.
"""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

import arena.tools.rooms as rooms
from arena import Driver, ModelChoice
from arena.arenas import load_arena
from arena.errors import UserError
from arena.item_edits import spelled
from arena.runner import run_item
from arena.types import EvalItem

HITL = Path(__file__).resolve().parents[2] / "arenas" / "human_in_the_loop" / "arena.yaml"
APPROVED = (
    "suspended",
    "no_tool_before_suspend",
    "tool_called_once_after_resume",
    "booked_as_approved",
    "reported_booking",
)


def _load(tmp_path: Path, text: str, answer: str, meta: str = "") -> object:
    folder = tmp_path / "mine"
    folder.mkdir(exist_ok=True)
    (folder / "arena.yaml").write_text(HITL.read_text().replace("human_in_the_loop", "mine", 1))
    (folder / "items.yaml").write_text(
        f"- id: e-1\n  input: {text}\n  resume_with: [{answer!r}]\n  expect: approved\n{meta}"
    )
    return load_arena(str(folder))


@pytest.mark.parametrize(
    ("text", "answer", "said"),
    [
        ("Book a room for 6 people on Monday.", "edit:room_id=Cedar", "is not free on Monday"),
        ("Book a room for 12 people on Tuesday.", "edit:room_id=Maple", "seats 10, but this "),
        ("Reserva una sala el lunes para seis.", "edit:room_id=Cedar", "is not free on Monday"),
        ("月曜日に6名で会議室を予約してください。", "edit:room_id=R-204", "is not free on Monday"),
    ],
    ids=["taken-day", "too-small", "es", "ja"],
)
def test_an_edit_the_input_rules_out_is_refused_at_its_line(
    tmp_path: Path, text: str, answer: str, said: str
) -> None:
    with pytest.raises(UserError) as caught:
        _load(tmp_path, text, answer)
    message = str(caught.value)
    assert "items.yaml:3: item 'e-1': resume_with answer" in message and said in message, message


def test_an_edit_that_fits_the_input_still_loads_spelled(tmp_path: Path) -> None:
    arena = _load(tmp_path, "Book a room for 12 people on Tuesday.", "edit:room_id=sequoia")
    assert arena.items[0].resume_with == ("edit:room_id=R-305",)  # type: ignore[attr-defined]


def test_meta_still_decides_where_it_is_given(tmp_path: Path) -> None:
    # meta's own day and count are what the checks compare: the input is read only for gaps
    with pytest.raises(UserError) as caught:
        _load(
            tmp_path,
            "Book a room for 6 people on Wednesday.",
            "edit:room_id=Juniper",
            "  meta: {people: 6, day: wednesday}\n",
        )
    assert "R-101 (Juniper) seats 4, but this request is for 6 people" in str(caught.value)


def test_an_evalitem_edit_against_its_input_is_refused_before_any_run() -> None:
    item = EvalItem(
        id="py-1",
        input="Book a room for 6 people on Monday.",
        resume_with=("edit:room_id=cedar",),
        checks=APPROVED,
    )
    with pytest.raises(UserError) as caught:
        spelled(item, "book_room", rooms)
    assert "EvalItem 'py-1'" in str(caught.value) and "not free on Monday" in str(caught.value)
    with (
        ModelChoice(behaviour="compliant").open() as endpoint,
        Driver.for_adapter("vanilla", endpoint) as t,
    ):
        with pytest.raises(UserError, match="not free on Monday"):
            asyncio.run(run_item(t.adapter, item, endpoint))
        fits = msgspec_replace(item, ("edit:room_id=maple",))
        result = asyncio.run(run_item(t.adapter, fits, endpoint))
    assert result.status == "completed" and all(c.passed for c in result.checks), result.checks
    booked = [c.args["room_id"] for c in result.trace.tool_calls if c.tool == "book_room"]
    assert booked == ["R-210"]


def msgspec_replace(item: EvalItem, answers: tuple[str, ...]) -> EvalItem:
    import msgspec

    return msgspec.structs.replace(item, id="py-2", resume_with=answers)
