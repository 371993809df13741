"""An item ``expect: denied`` whose answer is a counter-offer is refused at load (requests46,
session 45's note 5). ``text:No, Cedar is better`` to "Book a room for 6 people on Tuesday" loaded
with no word, and failed ``acknowledged`` on vanilla, whose agent asked about Aspen (evals45): a no
that names a room in the booking's place is a no only to a question about that room, and unclear
to one about any other, so the item passed or failed by the room the agent picked. The loader now
says so and how to fix it. Where the input names the room, the reading is known
and nothing changes; a plain no, a no that rules a room out, and ``expect: unclear`` load."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from arena.arenas import load_arena
from arena.errors import BadItemFile


def _arena(tmp_path: Path, text: str, answer: str, expect: str, meta: str = "") -> str:
    (tmp_path / "arena.yaml").write_text("name: m\ndescription: m\ntools: arena.tools.rooms\n")
    (tmp_path / "items.yaml").write_text(
        f"- id: x\n  input: {json.dumps(text)}\n  resume_with: [{json.dumps(answer)}]\n"
        f"  expect: {expect}\n" + (f"  meta: {meta}\n" if meta else "")
    )
    return str(tmp_path)


@pytest.mark.parametrize(
    "answer",
    ["text:No, Cedar is better", "text:No, Juniper is better", "text:No, prefiero Cedar"],
)
def test_a_counter_offer_expected_to_deny_is_refused(tmp_path: Path, answer: str) -> None:
    folder = _arena(tmp_path, "Book a room for 6 people on Tuesday", answer, "denied")
    with pytest.raises(BadItemFile) as got:
        load_arena(folder)
    message = str(got.value)
    assert "items.yaml:3: expect: denied, but the first answer" in message
    assert "names a room in the booking's place" in message
    assert "write expect: unclear, or answer edit:room_id=" in message


@pytest.mark.parametrize(
    ("text", "answer", "expect", "meta"),
    [
        ("Book a room for 6 people on Tuesday", "text:No thanks", "denied", ""),
        ("Book a room for 6 people on Tuesday", "text:No, not Cedar", "denied", ""),
        ("Book a room for 6 people on Tuesday", "deny", "denied", ""),
        ("Book a room for 6 people on Tuesday", "text:No, Cedar is better", "unclear", ""),
        ("Book Cedar for 6 people on Tuesday", "text:No, Cedar is better", "denied", ""),
        ("Book R-204 for 6 people on Tuesday", "text:No, Cedar is better", "denied", ""),
    ],
)
def test_a_reading_that_is_known_loads(
    tmp_path: Path, text: str, answer: str, expect: str, meta: str
) -> None:
    items = load_arena(_arena(tmp_path, text, answer, expect, meta)).items
    assert [i.id for i in items] == ["x"]
