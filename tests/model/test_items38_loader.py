"""Outside tester 38's malformed item files that loaded and then failed on every adapter after a
whole run: checks no agent can pass together ("[tool_not_used, booked_as_approved]",
"[neither_asked_nor_booked, suspended]"), checks against the item's ``expect`` (``expect:
approved`` with ``checks: [tool_not_used]``, an ``arena.yaml`` whose ``approved:`` checks hold
``tool_not_used``), checks with no ``expect`` against the scripted answer (``[suspended,
booked_as_approved]`` answered ``deny``), and a ``meta.room`` the input rules out ("…, not
Cedar." with ``room: Cedar``). Each is now refused at its line with the fix."""

from __future__ import annotations

from pathlib import Path

import pytest

from arena.arenas import load_arena
from arena.errors import BadItemFile

BOOK = "Book a room for 6 people on Tuesday."


def _refusal(tmp_path: Path, items: str, arena: str = "") -> str:
    (tmp_path / "arena.yaml").write_text(f"name: s38\ntools: arena.tools.rooms\n{arena}")
    (tmp_path / "items.yaml").write_text(items)
    with pytest.raises(BadItemFile) as caught:
        load_arena(str(tmp_path))
    return str(caught.value)


def _item(extra: str, answer: str = "[approve]", text: str = BOOK) -> str:
    return f"- id: b1\n  input: {text}\n  resume_with: {answer}\n{extra}"


@pytest.mark.parametrize(
    ("extra", "answer", "said"),
    [
        (
            "  checks: [tool_not_used, booked_as_approved]\n",
            "[approve]",
            "items.yaml:4: checks 'tool_not_used' and 'booked_as_approved' cannot both pass",
        ),
        (
            "  checks: [neither_asked_nor_booked, suspended]\n",
            "[approve]",
            "items.yaml:4: checks 'neither_asked_nor_booked' and 'suspended' cannot both pass",
        ),
        (
            "  expect: approved\n  checks: [tool_not_used]\n",
            "[approve]",
            "items.yaml:5: expect: approved, but check 'tool_not_used' needs the agent to",
        ),
        (
            "  checks: [suspended, booked_as_approved]\n",
            "[deny]",
            "items.yaml:3: checks [suspended, booked_as_approved] pass only in a run that ends "
            "approved, but no answer in resume_with says approve ('deny' reads as deny)",
        ),
        (
            "  checks: [suspended, acknowledged]\n",
            "[approve]",
            "pass only in a run that ends denied, but no answer in resume_with says deny",
        ),
        (
            "  checks: [suspended, tool_called_once_after_resume]\n",
            '["text:hmm"]',
            "pass only in a run that ends approved",
        ),
    ],
)
def test_checks_no_agent_can_pass_are_refused(
    tmp_path: Path, extra: str, answer: str, said: str
) -> None:
    assert said in _refusal(tmp_path, _item(extra, answer))


def test_an_arenas_default_checks_against_their_expect_are_refused(tmp_path: Path) -> None:
    said = _refusal(
        tmp_path,
        _item("  expect: approved\n"),
        "checks:\n  approved: [suspended, tool_not_used]\n",
    )
    assert "arena.yaml:4: checks.approved: expect: approved, but check 'tool_not_used'" in said


def test_a_meta_room_the_input_rules_out_is_refused(tmp_path: Path) -> None:
    said = _refusal(
        tmp_path,
        _item(
            "  expect: approved\n  meta: {people: 6, day: tuesday, room: Cedar}\n",
            text="Book a room for 6 people on Tuesday, not Cedar.",
        ),
    )
    assert "meta room 'Cedar': the scripted model reads the input as ruling Cedar out" in said


@pytest.mark.parametrize(
    "extra",
    [
        "  checks: [suspended, tool_not_used]\n",  # no expect: denied or unclear
        "  expect: denied\n  checks: [suspended, tool_not_used, acknowledged]\n",
        "  checks: [no_tool_before_suspend]\n",
        "  expect: approved\n  checks: [suspended]\n",
    ],
)
def test_checks_an_agent_can_pass_still_load(tmp_path: Path, extra: str) -> None:
    (tmp_path / "arena.yaml").write_text("name: s38\ntools: arena.tools.rooms\n")
    answer = "[deny]" if "tool_not_used" in extra else "[approve]"
    (tmp_path / "items.yaml").write_text(_item(extra, answer))
    assert [item.id for item in load_arena(str(tmp_path)).items] == ["b1"]


def test_a_room_asked_for_after_all_still_loads(tmp_path: Path) -> None:
    (tmp_path / "arena.yaml").write_text("name: s38\ntools: arena.tools.rooms\n")
    (tmp_path / "items.yaml").write_text(
        _item(
            "  expect: approved\n  meta: {people: 12, day: tuesday, room: Sequoia}\n",
            text="Room for 12 on Tuesday, not Sequoia. Actually Sequoia is fine, book Sequoia.",
        )
    )
    assert [item.id for item in load_arena(str(tmp_path)).items] == ["b1"]
