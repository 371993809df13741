"""An argument the agent adds to its own gate call must never override a field the harness
derived (outside tester 7, finding 1; red team 5, hole 3): ``subject()`` laid the gate call's
arguments over the side effect's, so ``tool="search_rooms"`` took a 24-seat booking under a
``tool != book_room → approval: none`` rule (no person), and ``seats=4`` moved it from a
finance quorum-2 rule to a one-person rule.

The gated tool's name, the bound call's arguments and the side effect's ``verified`` fields now
win over the agent's arguments, whatever their names; a clash is said in the stamp's note."""

from __future__ import annotations

from typing import Any

import pytest

from arena.policy import Policy, checked_fields, stamp, subject
from arena.types import InputRequest, utcnow

CHECKED = ["tool", "room_id", "room", "seats"]


def atrium(**forged: Any) -> InputRequest:
    """A gate request for the Atrium (R-400, 24 seats), as the harness records it, with what the
    agent added to its own ``request_approval`` call."""
    effect = {
        "tool": "book_room",
        "room_id": "R-400",
        "room": "R-400 (Atrium, seats 24)",
        "seats": 24,
        "people": 20,
        "day": "Friday",
        "verified": CHECKED,
    }
    return InputRequest(
        id="req_t7",
        run_id="run_t7",
        action="request_approval",
        tool_name="request_approval",
        args={"summary": "Reserve Atrium for your group of 20?", **forged},
        details={
            "tool": "book_room",
            "proposed_side_effect": effect,
            "binds": {"tool": "book_room", "args": {"room_id": "R-400"}, "sha256": "x"},
        },
        created_at=utcnow(),
    )


def policy(*rules: dict[str, Any]) -> Policy:
    rest = {"name": "rest", "roles": ["facilities"]}
    return Policy.model_validate({"version": "t7", "rules": [*rules, rest]})


def governed(p: Policy, request: InputRequest) -> dict[str, Any]:
    return dict(stamp(request, p, "default").details["policy"])


NO_PERSON = [
    # the tester's p11: gates that do not book need no person
    (
        {"name": "auto", "tools": ["request_approval"], "when": ["tool != book_room"]},
        {"tool": "search_rooms"},
    ),
    # red team 5's: every tool but the booking
    ({"name": "auto", "tools": ["*"], "when": ["tool != book_room"]}, {"tool": "SEARCH_ROOMS"}),
    ({"name": "auto", "when": ["tool in [search_rooms]"]}, {"tool": "search_rooms"}),
    ({"name": "auto", "tools": ["book_room"], "when": ["seats <= 6"]}, {"seats": 4}),
    ({"name": "auto", "tools": ["book_room"], "when": ["seats <= 6"]}, {"seats": "4"}),
    ({"name": "auto", "when": ["room_id in [R-101, R-102]"]}, {"room_id": "R-101"}),
    ({"name": "auto", "when": ["room matches Juniper"]}, {"room": "R-101 (Juniper, seats 4)"}),
    (
        {"name": "auto", "when": ["seats < 8", "room_id == R-102"]},
        {"seats": 6, "room_id": "R-102", "room": "R-102 (Aspen)"},
    ),
]


@pytest.mark.parametrize(("rule", "forged"), NO_PERSON)
def test_a_forged_checked_field_cannot_reach_a_no_person_rule(
    rule: dict[str, Any], forged: dict[str, Any]
) -> None:
    p = policy({**rule, "approval": "none"})
    gov = governed(p, atrium(**forged))
    assert (gov["rule"], gov["approval"], gov["roles"]) == ("rest", "required", ["facilities"])
    for name in forged:  # the note names each field the agent tried to say
        assert name in gov["note"] and repr(forged[name]) in gov["note"]
    fields = subject(atrium(**forged))[1]
    assert (fields["tool"], fields["seats"], fields["room_id"]) == ("book_room", 24, "R-400")
    assert set(forged) <= checked_fields(atrium(**forged))  # checked: the harness's values


QUORUM = [
    ({"when": ["seats >= 14"]}, {"seats": 4}),  # the tester's p12
    ({"when": ["seats >= 14"]}, {"seats": 4, "room_id": "R-101"}),
    ({"when": ["room_id == R-400"]}, {"room_id": "R-101"}),
    ({"when": ["room matches Atrium"]}, {"room": "Juniper"}),
    ({"tools": ["book_room"], "when": ["tool == book_room"]}, {"tool": "search_rooms"}),
]


@pytest.mark.parametrize(("rule", "forged"), QUORUM)
def test_a_forged_checked_field_cannot_dodge_a_quorum_rule(
    rule: dict[str, Any], forged: dict[str, Any]
) -> None:
    big = {"name": "finance-big", "roles": ["finance"], "quorum": 2, **rule}
    p = policy(big, {"name": "auto", "approval": "none", "when": ["seats <= 30"]})
    honest, forging = governed(p, atrium()), governed(p, atrium(**forged))
    assert honest["rule"] == forging["rule"] == "finance-big"
    assert (forging["quorum"], forging["roles"]) == (2, ["finance"])


def test_an_agent_argument_that_agrees_with_the_harness_changes_nothing() -> None:
    p = policy({"name": "auto", "when": ["seats <= 6"], "approval": "none"})
    gov = governed(p, atrium(tool="book_room", room_id="r-400", seats=24))
    assert gov["rule"] == "rest" and "note" not in gov  # nothing clashed, nothing passed over


def test_an_argument_no_harness_field_has_is_still_read_as_a_claim() -> None:
    """``people`` is the agent's word either way: its gate argument is read, never as checked."""
    request = atrium(people=4)
    assert subject(request)[1]["people"] == 4 and "people" not in checked_fields(request)
    big = {"name": "big", "roles": ["finance"], "when": ["people > 6"]}
    gov = governed(policy(big, {"name": "auto", "approval": "none"}), request)
    assert gov["rule"] == "rest"  # missed on a claim: the no-person rule is passed over


def test_without_a_side_effect_the_gated_tool_is_still_the_harnesss() -> None:
    """Another arena with no describer: ``tool`` is the gated tool's name, not the agent's."""
    request = InputRequest(
        id="req_o",
        run_id="run_o",
        action="send_email",
        tool_name="send_email",
        args={"to": "a@b.c", "tool": "read_inbox"},
        details={},
        created_at=utcnow(),
    )
    p = policy({"name": "auto", "when": ["tool == read_inbox"], "approval": "none"})
    assert subject(request)[1]["tool"] == "send_email"
    assert governed(p, request)["rule"] == "rest"
