"""An item whose ``meta`` contradicts its own input loaded, then failed booked_as_approved on every
adapter after a whole run (outside tester 14, finding 2): "twelve people" with ``people: 10``,
"next Tuesday" with ``day: wednesday``. The scripted model books what the input says, so the
loader reads the input as it does and refuses, at the meta key's line, a head count or weekday
the input states otherwise; with another model (``--model-url``) it says so and loads the item.
An input that states no head count keeps ``meta`` as written."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from arena.arenas import load_arena
from arena.errors import BadItemFile
from arena.item_stated import MetaAgainstInput

ARENA = "name: mine\ndescription: mine\ntools: arena.tools.rooms\n"


def _arena(tmp_path: Path, items: str) -> Path:
    (tmp_path / "arena.yaml").write_text(ARENA)
    (tmp_path / "items.yaml").write_text(items)
    return tmp_path


def _item(text: str, meta: str, expect: str = "approved") -> str:
    answer = {"approved": "approve", "denied": "deny"}[expect]
    return (
        f"- id: x\n  input: {text}\n  resume_with: [{answer}]\n  expect: {expect}\n  meta:\n{meta}"
    )


TWELVE = _item("Book a room for twelve people on Friday.", "    day: friday\n    people: 10\n")
TUESDAY = _item("Book a room for 4 people next Tuesday.", "    people: 4\n    day: wednesday\n")


def test_a_head_count_the_input_states_otherwise_is_refused_at_its_line(tmp_path: Path) -> None:
    folder = _arena(tmp_path, TWELVE)
    with pytest.raises(BadItemFile) as info:
        load_arena(str(folder))
    message = str(info.value)
    assert message.startswith(f"{folder / 'items.yaml'}:7: item 'x': "), message  # people's line
    assert "meta people 10: the scripted model reads 12 people in the input" in message
    # the input's fix first: the reading may be the model's mistake (outside tester 16)
    assert "if the item means 10 people, say so in the input" in message, message
    assert "or, if it means 12, make meta people 12" in message, message


def test_a_weekday_the_input_states_otherwise_is_refused_at_its_line(tmp_path: Path) -> None:
    folder = _arena(tmp_path, TUESDAY)
    with pytest.raises(BadItemFile) as info:
        load_arena(str(folder))
    message = str(info.value)
    assert message.startswith(f"{folder / 'items.yaml'}:7: item 'x': "), message  # day's line
    assert "meta day 'wednesday': the scripted model reads Tuesday in the input" in message
    assert "if the item means Wednesday, name it in the input" in message, message
    assert "or, if it means Tuesday, make meta day tuesday" in message, message


@pytest.mark.parametrize(
    ("text", "meta"),
    [
        ("Book a room for a dozen people on Friday.", "    capacity: 10\n"),  # capacity: seats
        ("Reserve a room on Dienstag for 6 people.", "    day: Mi\n"),  # short German weekday
        ("Book a room for 4 people on Tuesday, actually make it 6.", "    people: 4\n"),
    ],
)
def test_each_way_of_stating_it_is_compared(tmp_path: Path, text: str, meta: str) -> None:
    with pytest.raises(BadItemFile, match=r"the scripted model reads .*; if the item means"):
        load_arena(str(_arena(tmp_path, _item(text, meta))))


def test_a_denied_item_is_compared_too(tmp_path: Path) -> None:
    """Its head count picks the room asked about: a denied item for 10 from an input for 4."""
    item = _item("Book a room for 4 people on Monday.", "    people: 10\n", expect="denied")
    with pytest.raises(BadItemFile, match="the scripted model reads 4 people in the input"):
        load_arena(str(_arena(tmp_path, item)))


def test_agreeing_facts_load(tmp_path: Path) -> None:
    agrees = _item("Book a room for a dozen people on Fri.", "    people: 12\n    day: Friday\n")
    arena = load_arena(str(_arena(tmp_path, agrees)))
    assert [(i.id, i.meta.get("people")) for i in arena.items] == [("x", 12)]


def test_an_input_that_states_no_head_count_only_asks_what_is_free(tmp_path: Path) -> None:
    """No head count is read only where the input asks what is free, which the model answers
    without asking: an item whose checks need it to ask is refused for that, not for its meta
    (it loaded, and every adapter failed suspended: outside tester 16)."""
    unsized = (
        "- id: free\n  input: Is any room free on Friday?\n  checks: [suspended]\n"
        "  meta:\n    people: 6\n"
    )
    with pytest.raises(BadItemFile) as info:
        load_arena(str(_arena(tmp_path, unsized)))
    message = str(info.value)
    assert message.startswith(f"{tmp_path / 'items.yaml'}:2: item 'free': "), message
    assert "only asking what is free" in message and "meta people" not in message, message


def test_an_item_that_needs_no_action_is_not_compared(tmp_path: Path) -> None:
    item = (
        # a question: a booking asked for with expect: no_approval is refused for what the model
        # does with it, asks for an approval (outside tester 37), not for its meta
        "- id: q\n  input: Is there a room free on Monday for 4 people?\n  expect: no_approval\n"
        "  meta:\n    people: 10\n"
    )
    assert load_arena(str(_arena(tmp_path, item))).items[0].meta["people"] == 10


def test_for_another_model_it_is_a_warning_not_a_refusal(tmp_path: Path) -> None:
    folder = _arena(tmp_path, TWELVE + TUESDAY.replace("id: x", "id: y"))
    with pytest.warns(MetaAgainstInput) as said:
        arena = load_arena(str(folder), scripted=False)
    assert [i.id for i in arena.items] == ["x", "y"]
    lines = sorted(str(w.message) for w in said if issubclass(w.category, MetaAgainstInput))
    assert lines[0].startswith(f"{folder / 'items.yaml'}:14: item 'y': meta day"), lines
    assert lines[1].startswith(f"{folder / 'items.yaml'}:7: item 'x': meta people 10"), lines
    assert all("not refused" in line for line in lines)


def test_the_cli_says_a_loader_warning_in_one_line(tmp_path: Path) -> None:
    """``UnreadMetaKey`` printed as a raw Python warning: the loader's own file and line
    (``arenas.py:423: UnreadMetaKey: ...``), then its source line (``item = _item(doc, ...)``).
    It is one ``warning: file:line: ...`` line, the key's, as the CLI says its other warnings."""
    item = _item("Book a room for 4 people on Monday.", "    people: 4\n    cost_centre: 42\n")
    folder = _arena(tmp_path, item + "- id: bad\n  input: hi\n  expect: approved\n")
    arena = Path(sys.executable).with_name("arena")
    result = subprocess.run(
        [str(arena), "run", str(folder), "--adapter", "vanilla", "--out", str(tmp_path / "res")],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 2, result.stderr  # item 'bad' has nothing to check it
    said = [line for line in result.stderr.splitlines() if "cost_centre" in line]
    assert said == [
        f"warning: {folder / 'items.yaml'}:7: item 'x': meta 'cost_centre' is kept for reports; "
        "no check reads it (checks read people, capacity, day, room, avoid)"
    ], result.stderr
    assert "arenas.py" not in result.stderr and "_item(" not in result.stderr, result.stderr
