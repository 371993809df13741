"""A predicate's value must be one its field can hold (red team 7, hole 2).

``room == Atrium`` (``room`` is rendered ``R-400 (Atrium, seats 24)``), ``room_id == R-4OO``
(letter O), ``room_id in [R-400, R-3O5]``, ``seats >= nan`` and ``day == Saturady`` all loaded with
no word, so a finance quorum-2 rule was silently off and the ``approval: none`` rule after it
approved a 24-seat booking with no person. Where the rule's tools are a known module's, such a
value is refused at load, at the predicate's line, with what to write; under a glob it is a
warning (other arenas' values cannot be checked); NaN and infinity are refused in comparisons.
Policies that mean what they say still load without a warning."""

from __future__ import annotations

import json
import re
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from arena import binding
from arena.cli import main
from arena.policy import BadPolicy, check_policy, govern, load_policy
from arena.runs.decision import rooms_side_effect
from arena.types import InputRequest

WHEN_LINE = 5


def write(tmp_path: Path, *when: str, tools: str = "[book_room]") -> Path:
    """The tester's shape: a finance quorum-2 rule, then a no-person rule for everything."""
    path = tmp_path / "p.yaml"
    path.write_text(
        "version: t\nrules:\n  - name: finance\n"
        f"    tools: {tools}\n    when: {json.dumps(list(when))}\n    roles: [finance]\n"
        '    quorum: 2\n  - name: free\n    tools: ["*"]\n    approval: none\n'
    )
    return path


def check(path: Path) -> Any:
    return CliRunner().invoke(main, ["policy", "check", str(path)])


def said(out: Any) -> str:
    return " ".join(out.stderr.split())


@pytest.mark.parametrize(
    ("when", "hints"),
    [
        ("room == Atrium", ["room matches Atrium", "room_id == R-400"]),  # the tester's
        ("room == atrium", ["room_id == R-400"]),
        ("room == Juniper", ["room matches Juniper", "room_id == R-101"]),
        ("room == R-305", ["room_id == R-305"]),
        ("room != Atrium", ["room_id != R-400"]),
        ("room_id == R-4OO", ["R-400"]),  # the tester's: letter O for zero
        ("room_id == Atrium", ["room_id == R-400"]),  # a room's name, not its id
        ("room_id == R-999", ["R-101", "R-400"]),  # the list of ids
        ("room_id in [R-400, R-3O5]", ["R-305"]),  # the tester's: one room silently dropped
        ("room_id not in [R-4OO]", ["R-400"]),
        ("room_id matches atrium", ["R-400"]),
        ("day == Saturady", ["Monday", "Friday"]),  # the tester's
        ("day == Satruday", ["Saturday"]),
        ("day == Wensday", ["Wednesday"]),
        ("day in [Friday, Saturday]", ["Saturday"]),
        ("seats == 25", ["24"]),
        ("tool == book_rooms", ["book_room"]),
    ],
)
def test_a_value_the_field_cannot_hold_is_refused(
    tmp_path: Path, when: str, hints: list[str]
) -> None:
    path = write(tmp_path, when)
    out = check(path)
    assert out.exit_code == 2, out.output
    text = said(out)
    assert f"{path}:{WHEN_LINE}:" in text and "rules.0.when.0" in text
    for hint in hints:
        assert hint in text, (hint, text)
    with pytest.raises(BadPolicy):  # and at load: arena run --policy, approve, serve ...
        load_policy(path)


@pytest.mark.parametrize(
    "when",
    [
        "seats >= nan",  # the tester's
        "seats >= .nan",
        "seats < inf",
        "seats > -inf",
        "seats >= .inf",
        "seats <= 1e999",
        "people > nan",
        "seats == nan",
        "seats in [14, nan]",
    ],
)
def test_nan_and_infinity_are_refused_in_comparisons(tmp_path: Path, when: str) -> None:
    out = check(write(tmp_path, when))
    assert out.exit_code == 2, out.output
    assert f":{WHEN_LINE}: rules.0.when.0" in said(out)
    assert re.search(r"nan|inf|finite", said(out), re.I)


def test_every_bad_value_is_said_in_one_go(tmp_path: Path) -> None:
    path = tmp_path / "p.yaml"
    path.write_text(
        "version: t\nrules:\n  - name: a\n    tools: [book_room]\n"
        '    when: ["room == Atrium"]\n  - name: b\n    tools: [book_room]\n'
        '    when: ["seats >= 6", "room_id == R-4OO"]\n  - name: c\n    tools: [book_room]\n'
        '    when: ["seats >= nan"]\n  - name: d\n    tools: [book_room]\n'
        '    when: ["day == Saturady"]\n'
    )
    out = check(path)
    assert out.exit_code == 2
    lines = [line for line in out.stderr.splitlines() if line.startswith("error:")]
    assert [re.search(r":(\d+): (rules\.\d\.when\.\d)", line).groups() for line in lines] == [  # type: ignore[union-attr]
        ("5", "rules.0.when.0"),
        ("8", "rules.1.when.1"),
        ("11", "rules.2.when.0"),
        ("14", "rules.3.when.0"),
    ]


@pytest.mark.parametrize(
    ("when", "tools"),
    [
        ("room_id == R-400", "[book_room]"),
        ("room_id == r-400", "[book_room]"),  # compared without case, as rules match
        ("room_id in [R-400, R-305]", "[book_room]"),
        ("room_id not in [R-101, R-102]", "[book_room]"),
        ("room_id != R-101", "[request_approval]"),
        ("room matches Atrium", "[book_room]"),
        ("room == 'R-400 (Atrium, seats 24)'", "[book_room]"),
        ("room_id matches ^R-4", "[book_room]"),
        ("day == friday", "[book_room]"),
        ("day in [Monday, Tuesday]", "[book_room]"),
        ("seats == 24", "[book_room]"),
        ("seats in [14, 24]", "[book_room]"),
        ("seats >= 14", "[book_room]"),
        ("seats > 1e9", "[book_room]"),
        ("tool == book_room", "[book_room]"),
        ("people == 7", "[book_room]"),
        ("summary == anything", "[book_room]"),
        ("summary matches Atrium", "[book_room]"),
        ("room_id == R-400", '["*"]'),
        ("day == Friday", '["book_*"]'),
    ],
)
def test_what_the_field_holds_loads_without_a_warning(
    tmp_path: Path, when: str, tools: str
) -> None:
    path = write(tmp_path, when, tools=tools)
    out = check(path)
    assert out.exit_code == 0, out.output
    # a rule on the agent's claim (day, people, summary) is still warned about at the
    # no-person rule's line (test_policy_claim_order); nothing is said at the predicate's
    assert "when.0" not in out.stderr
    assert not [w for w in check_policy(path)[1] if "when.0" in w]


@pytest.mark.parametrize("when", ["room == Atrium", "room_id == R-4OO", "day == Saturady"])
def test_under_a_glob_a_value_no_known_arena_holds_is_a_warning(tmp_path: Path, when: str) -> None:
    """The rule may reach another arena's tool, whose values cannot be checked here."""
    path = write(tmp_path, when, tools='["*"]')
    out = check(path)
    assert out.exit_code == 0, out.output
    warning = said(out)
    assert f"{path}:{WHEN_LINE}: rules.0.when.0" in warning
    assert "checked" in warning and when.split()[-1] in warning
    assert len([w for w in check_policy(path)[1] if "when.0" in w]) == 1


def request(summary: str) -> InputRequest:
    """The tester's request, as the harness records it: bound to R-400, side effect derived."""
    args = {"summary": summary}
    binds = binding.bind("request_approval", args, [])
    details: dict[str, Any] = {"binds": binds.to_dict(), "tool": "book_room"}

    def made(details: dict[str, Any]) -> InputRequest:
        return InputRequest(
            id="req_x",
            run_id="run_x",
            action="request_approval",
            tool_name="request_approval",
            args=args,
            details=details,
            created_at=datetime.now(UTC),
        )

    effect = rooms_side_effect(made(details), [])
    return made(details | {"proposed_side_effect": effect})


@pytest.mark.parametrize("when", ["room_id == R-400", "room matches Atrium", "seats >= 14"])
def test_what_the_refusal_says_to_write_governs_the_big_booking(tmp_path: Path, when: str) -> None:
    """The suggested predicates put the 24-seat booking under the finance quorum-2 rule."""
    policy = load_policy(write(tmp_path, when))
    gov = govern(policy, request("Book Atrium (R-400) for 20 people on Friday"), "default")
    assert (gov.rule, gov.approval, gov.quorum) == ("finance", "required", 2)


def test_the_rendered_room_values_are_the_describers() -> None:
    """What a value is checked against is what rooms_side_effect really renders, for every room."""
    from arena.policy.values import _rows
    from arena.tools.rooms import ROOMS

    rows = _rows("arena.tools.rooms")
    assert [r["room_id"] for r in rows] == [room.id for room in ROOMS]
    for row in rows:
        effect = rooms_side_effect(request(f"Book {row['room_id']} on Friday"), [])
        assert {k: effect[k] for k in ("room_id", "room", "seats")} == row
