"""A typo in a policy must not silently switch a rule off (outside tester 7, findings 2 and 9):
``seats >= fourteen``, ``seats <<= 6`` (read as ``<`` with the value ``"<= 6"``) and a tool no
arena has (``book_rooms``) loaded with no word, so a finance rule never applied and the
``approval: none`` rule after it approved a 24-seat booking. ``arena policy check`` also said
problems one stage at a time, said nothing of an ``approval: none`` rule that reads only the
agent's claims (it can never approve), and called every claim "an understated count".

Each is now refused at load (``FILE:LINE`` and a did-you-mean), every problem of a file in one
go; the dead no-person rule gets a warning; a claim's warning fits its field."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from arena.cli import main
from arena.policy import BadPolicy, check_policy, load_policy, stamp
from arena.types import InputRequest, utcnow


def write(tmp_path: Path, when: str = "seats >= 14", tools: str = "[book_room]") -> Path:
    """The tester's p6 shape: a finance rule, then a no-person rule that would catch its requests."""
    path = tmp_path / "p.yaml"
    path.write_text(
        "version: t7\nrules:\n  - name: huge-needs-finance\n"
        f"    tools: {tools}\n    when: [{json.dumps(when)}]\n    roles: [finance]\n"
        "    quorum: 2\n  - name: auto\n    tools: [book_room]\n"
        '    when: ["seats <= 24"]\n    approval: none\n'
    )
    return path


def check(path: Path) -> Any:
    return CliRunner().invoke(main, ["policy", "check", str(path)])


def said(out: Any) -> str:
    return " ".join(out.stderr.split())


@pytest.mark.parametrize(
    ("when", "meant"),
    [
        ("seats >= fourteen", "seats >= 14"),  # the tester's p6
        ("seats <= six", "seats <= 6"),
        ("seats > Twenty", "seats > 20"),
        ("seats <<= 6", "seats <= 6"),  # read as '<' with the value '<= 6'
        ("seats >== 14", "seats >= 14"),
        ("seats < = 6", "seats <= 6"),
        ("seats == =24", "seats == 24"),
        ("room_id != =R-400", "room_id != R-400"),
    ],
)
def test_a_value_typo_is_refused_with_what_was_meant(tmp_path: Path, when: str, meant: str) -> None:
    path = write(tmp_path, when)
    out = check(path)
    assert out.exit_code == 2, out.output
    assert f"{path}:5:" in said(out)  # the predicate's own line
    assert f"did you mean '{meant}'?" in said(out)
    with pytest.raises(BadPolicy):  # arena run --policy, approve, serve ... refuse it too
        load_policy(path)


@pytest.mark.parametrize("when", ["seats > many", "people <= 6x", "seats >= '1 4'", "seats < []"])
def test_an_order_comparison_on_no_number_is_refused(tmp_path: Path, when: str) -> None:
    out = check(write(tmp_path, when))
    assert out.exit_code == 2, out.output
    assert re.search(r":5: rules\.0\.when\.0: .*number", said(out)), said(out)


@pytest.mark.parametrize(
    ("tool", "meant"),
    [
        ("book_rooms", "book_room"),  # the tester's p7
        ("book_rom", "book_room"),
        ("Book_Room", "book_room"),
        ("serch_rooms", "search_rooms"),
        ("request_aproval", "request_approval"),
    ],
)
def test_a_tool_no_arena_defines_is_refused_with_the_tool_meant(
    tmp_path: Path, tool: str, meant: str
) -> None:
    path = write(tmp_path, tools=f"[{tool}]")
    out = check(path)
    assert out.exit_code == 2, out.output
    assert f"{path}:4:" in said(out) and f"did you mean {meant}?" in said(out)
    with pytest.raises(BadPolicy):
        load_policy(path)


@pytest.mark.parametrize(
    "when",
    [
        "seats >= 14",
        "seats > 6.5",
        "seats <= '6'",  # a quoted number is still a number
        "room_id == R-400",
        "room_id != R-101",
        "room matches Atrium",
        "summary matches '^<b>'",  # a regular expression may start with anything
        "summary matches <b>",
        "summary == '=R-400'",  # quoted: meant
        "day in [friday, Thursday]",
    ],
)
def test_what_was_meant_still_loads(tmp_path: Path, when: str) -> None:
    out = check(write(tmp_path, when))
    assert out.exit_code == 0, out.output


def test_every_problem_of_a_file_is_said_in_one_go(tmp_path: Path) -> None:
    """The tester's p2b needed four rounds of fixes; every problem now comes out at once, in line
    order, from the schema's (an unknown key) to the rules' own (a name, a tool, a value)."""
    path = tmp_path / "p.yaml"
    path.write_text(
        "version: t7\nrules:\n"
        "  - name: tiny\n    tools: [book_room]\n    when: ['seats <= 6']\n    approval: none\n"
        "  - name: weird\n    tools: [book_rom]\n    when: ['seats <<= 6']\n"
        "  - name: strnum\n    tools: [book_room]\n    when: ['seats <= six']\n    rolse: [x]\n"
        "  - name: tiny\n    when: ['peple > 4']\n    tools: [book_room]\n"
    )
    out = check(path)
    assert out.exit_code == 2, out.output
    errors = [line for line in out.stderr.splitlines() if line.startswith("error:")]
    lines = [int(re.match(r"error: .*?:(\d+):", e)[1]) for e in errors]  # type: ignore[index]
    assert lines == sorted(lines)
    assert lines == [8, 9, 12, 13, 14, 15], out.stderr
    joined = " ".join(errors)
    for meant in ("book_room?", "'seats <= 6'?", "'seats <= 6'?", "'roles'?", "people?"):
        assert f"did you mean {meant}" in joined
    assert "'tiny'" in joined  # the second rule of that name
    with pytest.raises(BadPolicy) as refused:
        load_policy(path)
    assert len(refused.value.problems) == 6


@pytest.mark.parametrize(
    "when", ["people <= 4", "day in [monday, tuesday]", "summary matches '.*small.*'"]
)
def test_a_no_person_rule_on_a_claim_alone_is_said_to_never_apply(
    tmp_path: Path, when: str
) -> None:
    """The tester's p3: such a rule is passed over for every request it matches, so it never
    approves anything; the warning says so at the rule's line and the run agrees."""
    path = tmp_path / "p.yaml"
    path.write_text(
        f"version: t7\nrules:\n  - name: claim\n    tools: [book_room]\n"
        f"    when: [{json.dumps(when)}]\n    approval: none\n"
        "  - name: rest\n    roles: [facilities]\n"
    )
    policy, warnings = check_policy(path)
    field = when.split()[0]
    assert len(warnings) == 1 and warnings[0].startswith(f"{path}:3: ")
    assert "claim" in warnings[0] and field in warnings[0] and "never" in warnings[0]
    matching = {"people": 3, "day": "Monday", "summary": "a small room"}[field]
    gov = stamp(booking(**{field: matching}), policy, "default").details["policy"]
    assert (gov["rule"], gov["approval"]) == ("rest", "required")


@pytest.mark.parametrize("when", ["seats <= 6", "room_id in [R-101, R-102]", "tool == book_room"])
def test_a_no_person_rule_on_checked_fields_gets_no_warning(tmp_path: Path, when: str) -> None:
    path = tmp_path / "p.yaml"
    path.write_text(
        f"version: t7\nrules:\n  - name: ok\n    tools: [book_room]\n"
        f"    when: [{json.dumps(when)}]\n    approval: none\n"
    )
    assert check_policy(path)[1] == []


def booking(**claims: Any) -> InputRequest:
    effect = {"tool": "book_room", "room_id": "R-101", "room": "R-101 (Juniper, seats 4)"}
    effect |= {"seats": 4, "verified": ["tool", "room_id", "room", "seats"], **claims}
    return InputRequest(
        id="req_t7",
        run_id="run_t7",
        action="request_approval",
        tool_name="request_approval",
        args={"summary": str(claims.get("summary", "Book Juniper"))},
        details={
            "tool": "book_room",
            "proposed_side_effect": effect,
            "binds": {"tool": "book_room", "args": {"room_id": "R-101"}, "sha256": "x"},
        },
        created_at=utcnow(),
    )


@pytest.mark.parametrize(
    ("when", "fits", "misfits"),
    [
        ("people > 6", "count", "day"),
        ("day == friday", "day", "count"),
        ("summary matches urgent", "words", "count"),
    ],
)
def test_the_rule_order_warning_fits_the_claimed_field(
    tmp_path: Path, when: str, fits: str, misfits: str
) -> None:
    """The tester's p5: a rule on ``day`` was explained as "an understated count"."""
    path = tmp_path / "p.yaml"
    path.write_text(
        f"version: t7\nrules:\n  - name: person\n    tools: [book_room]\n"
        f"    when: [{json.dumps(when)}]\n  - name: auto\n    tools: [book_room]\n"
        "    approval: none\n"
    )
    (warning,) = check_policy(path)[1]
    claim = warning.split("only on that claim", 1)[1].split(")", 1)[0]
    assert fits in claim and misfits not in claim, warning
    assert when.split()[0] in warning
