"""A predicate on a field no request has is false for every request (outside tester 6, finding 7):
``seat <= 6`` (for ``seats``) loaded, and ``arena policy check`` said OK, so the rule silently never
applied — for ``peple > 20 → finance quorum 2`` the big bookings fell through to a weaker rule.

Where a rule names only the booking arena's tools, the fields are known: any other is refused, at
``FILE:LINE``, with the field it is closest to and the list. Under a glob it is a warning."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from arena.cli import main
from arena.policy import BadPolicy, check_policy, load_policy
from arena.runs.decision import rooms_side_effect
from arena.tools import rooms
from arena.types import InputRequest, ToolCall, utcnow

DOCUMENTED = ["tool", "room_id", "room", "seats", "people", "day", "summary"]
#: A value each field the harness enumerates can hold (any other is refused: test_policy_values).
HELD = {"tool": "book_room", "room_id": "R-400", "room": "'R-400 (Atrium, seats 24)'", "seats": 24}
HELD |= {"day": "Friday"}


def write(tmp_path: Path, when: str, tools: str = "[book_room]", approval: str = "none") -> Path:
    path = tmp_path / "p.yaml"
    path.write_text(
        "version: t6\nrules:\n  - name: ok\n    roles: [facilities]\n"
        f"  - name: r\n    tools: {tools}\n    when: [{json.dumps(when)}]\n"
        f"    approval: {approval}\n"
    )
    return path


def check(path: Path) -> Any:
    return CliRunner().invoke(main, ["policy", "check", str(path)])


@pytest.mark.parametrize(
    ("when", "meant", "approval"),
    [
        ("seat <= 6", "seats", "none"),  # the tester's typo
        ("peple > 20", "people", "required"),  # a person rule that would never apply
        ("roomid == R-101", "room_id", "none"),
        ("Seats <= 6", "seats", "none"),  # case matters: the field is seats
        ("days in [Friday]", "day", "required"),
    ],
)
def test_a_predicate_on_a_field_no_booking_has_is_refused(
    tmp_path: Path, when: str, meant: str, approval: str
) -> None:
    path = write(tmp_path, when, approval=approval)
    out = check(path)
    assert out.exit_code == 2, out.output
    said = " ".join(out.stderr.split())
    assert f"{path}:7:" in said  # the predicate's own line
    assert f"did you mean {meant}?" in said
    assert all(field in said for field in DOCUMENTED)  # the list of fields
    with pytest.raises(BadPolicy):  # and at load: arena run --policy, approve, serve ...
        load_policy(path)


def test_a_field_close_to_nothing_is_refused_with_the_list(tmp_path: Path) -> None:
    out = check(write(tmp_path, "capacity_max <= 6", tools="[book_room, request_approval]"))
    assert out.exit_code == 2 and "did you mean" not in out.stderr
    assert "seats" in out.stderr and "people" in out.stderr


@pytest.mark.parametrize("field", DOCUMENTED)
@pytest.mark.parametrize("tools", ["[book_room]", "[request_approval]", '["book_*"]', "['*']"])
def test_every_documented_field_stays_accepted(tmp_path: Path, field: str, tools: str) -> None:
    out = check(write(tmp_path, f"{field} == {HELD.get(field, 'x')}", tools, approval="required"))
    assert out.exit_code == 0 and not out.stderr, out.output


@pytest.mark.parametrize("tools", ['["book_*"]', "['*']", "[send_email]"])
def test_under_a_glob_or_another_arenas_tool_an_unknown_field_is_a_warning(
    tmp_path: Path, tools: str
) -> None:
    """Another arena's tools module may have ``amount``; the built-in one never has ``seat``."""
    path = write(tmp_path, "seat <= 6", tools=tools)
    out = check(path)
    assert out.exit_code == 0, out.output
    assert "warning:" in out.stderr and "did you mean seats?" in out.stderr
    policy, warnings = check_policy(path)
    assert [r.name for r in policy.rules] == ["ok", "r"]
    assert [w for w in warnings if "'seat'" in w] == warnings[-1:]
    # a tool no installed arena defines, close to none of theirs: said, not refused
    assert len(warnings) == (2 if tools == "[send_email]" else 1)
    assert ("send_email" in warnings[0]) == (tools == "[send_email]")


def test_the_booking_describer_produces_only_the_declared_fields() -> None:
    """The refusal's list is the describer's: rooms.POLICY_FIELDS must stay what it derives."""
    request = InputRequest(
        id="req_f",
        run_id="run_f",
        action="request_approval",
        tool_name="request_approval",
        args={"summary": "Book R-102 for 5 people on Tuesday"},
        details={"binds": {"tool": "book_room", "args": {"room_id": "R-102"}}},
        created_at=utcnow(),
    )
    search = ToolCall(
        call_id="c1",
        tool="search_rooms",
        args={"capacity": 5, "day": "tuesday"},
        leg=0,
        seq=1,
        status="ok",
    )
    effect = rooms_side_effect(request, [search])
    assert set(effect) - {"verified"} == set(rooms.POLICY_FIELDS)
    assert effect["verified"] == list(rooms.CHECKED_FIELDS)
