"""Outside tester 38's malformed item files that loaded and then failed on every adapter after a
whole run: checks no agent can pass together ("[tool_not_used, booked_as_approved]",
"[neither_asked_nor_booked, suspended]"), checks against the item's ``expect`` (``expect:
approved`` with ``checks: [tool_not_used]``, an ``arena.yaml`` whose ``approved:`` checks hold
``tool_not_used``), checks with no ``expect`` against the scripted answer (``[suspended,
booked_as_approved]`` answered ``deny``), and a ``meta.room`` the input rules out ("…, not
Cedar." with ``room: Cedar``). Each is now refused at its line with the fix."""

from __future__ import annotations

import warnings
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


@pytest.mark.parametrize(
    ("extra", "said"),
    [
        # evidence55b: an expect its own checks do not hold loads, said at the expect's line
        (
            "  expect: denied\n  checks: [suspended]\n",
            "items.yaml:4: item 'b1': expect: denied is not checked: checks [suspended] also pass "
            "a run that ends approved or unclear (an agent that books after a no passes them); "
            "add acknowledged to checks to hold it",
        ),
        (
            "  expect: approved\n  checks: [suspended]\n",
            "add tool_called_once_after_resume or booked_as_approved or reported_booking",
        ),
        ("  expect: denied\n  checks: [suspended, tool_not_used]\n", "ends unclear (an agent"),
        ("  expect: unclear\n  checks: [no_tool_before_suspend]\n", "add reported_unclear"),
        # near misses: checks that hold the expect, an expect alone, checks alone
        ("  expect: denied\n  checks: [suspended, tool_not_used, acknowledged]\n", None),
        ("  expect: approved\n  checks: [booked_as_approved]\n", None),
        ("  expect: denied\n", None),
        ("  checks: [suspended]\n", None),
    ],
)
def test_an_expect_no_listed_check_holds_loads_and_is_said(
    tmp_path: Path, extra: str, said: str | None
) -> None:
    from arena.item_warnings import ExpectUnchecked

    (tmp_path / "arena.yaml").write_text("name: s38\ntools: arena.tools.rooms\n")
    answer = "[deny]" if "denied" in extra else '["text:hmm"]' if "unclear" in extra else None
    (tmp_path / "items.yaml").write_text(_item(extra, answer or "[approve]"))
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        assert [item.id for item in load_arena(str(tmp_path)).items] == ["b1"]
    told = [str(w.message) for w in caught if issubclass(w.category, ExpectUnchecked)]
    assert (said is None) == (not told), told
    assert said is None or said in told[0], told


def test_an_arenas_checks_that_do_not_hold_their_expect_are_said(tmp_path: Path) -> None:
    from arena.item_warnings import ExpectUnchecked

    (tmp_path / "arena.yaml").write_text(
        "name: s38\ntools: arena.tools.rooms\nchecks:\n  denied: [suspended, tool_not_used]\n"
    )
    (tmp_path / "items.yaml").write_text(_item("  expect: denied\n", "[deny]"))
    with pytest.warns(ExpectUnchecked, match=r"arena\.yaml:4: checks\.denied: expect: denied is"):
        load_arena(str(tmp_path))
