"""The policy model: which rule governs a request (globs, predicates, environments), and what a
file that cannot be used says — each problem at its file:line."""

from __future__ import annotations

from pathlib import Path

import pytest

from arena.policy import (
    BadPolicy,
    Policy,
    Predicate,
    govern,
    governance_of,
    load_policy,
    stamp,
)
from arena.types import InputRequest

POLICY = Policy.model_validate(
    {
        "version": 4,
        "rules": [
            {"name": "prod-big", "tools": ["book_*"], "when": ["people > 20"],
             "environments": ["prod"], "roles": ["finance"], "quorum": 2, "expires_in": "30m"},
            {"name": "fridays", "tools": ["book_room"], "when": ["day in [Friday, saturday]"],
             "roles": ["facilities"]},
            {"name": "auto", "tools": ["search_*"], "approval": "none"},
        ],
    }
)  # fmt: skip


def request(tool: str = "book_room", **effect: object) -> InputRequest:
    return InputRequest(
        id="req_1",
        run_id="run_1",
        action="request_approval",
        args={"summary": "Book it"},
        details={"tool": tool, "proposed_side_effect": {"tool": tool, **effect}},
    )


@pytest.mark.parametrize(
    ("req", "env", "rule"),
    [
        (request(people=24, day="Monday"), "prod", "prod-big"),
        (request(people=24, day="Monday"), "staging", "default"),  # prod only
        (request(people=20, day="Monday"), "prod", "default"),  # not > 20
        (request(people="24", day="Friday"), "staging", "fridays"),  # text compares as a number
        (request(people=4, day="FRIDAY"), "prod", "fridays"),  # words ignore case
        (request(people=4), "prod", "default"),  # no day: the predicate is false
        (request(people="many", day="Monday"), "prod", "default"),  # not comparable: false
        (request("search_rooms"), "prod", "auto"),
        (request("cancel_room", people=99), "prod", "default"),  # no glob matches
    ],
)
def test_the_first_matching_rule_governs(req: InputRequest, env: str, rule: str) -> None:
    assert govern(POLICY, req, env).rule == rule


def test_the_stamp_carries_version_rule_quorum_and_expiry() -> None:
    req = request(people=30)
    stamped = stamp(req, POLICY, "prod")
    assert stamped.details["policy"] == {
        "version": "4", "rule": "prod-big", "roles": ["finance"], "quorum": 2,
        "decisions": ["approve", "deny", "edit", "reply"], "approval": "required",
        "environment": "prod", "expires_in_s": 1800.0,
    }  # fmt: skip
    assert stamped.expires_at is not None
    assert (stamped.expires_at - req.created_at).total_seconds() == 1800
    # No policy: the built-in default is stamped, so a file added later cannot reach back.
    bare = stamp(req, None, "prod")
    assert bare.details["policy"] == {
        "version": None, "rule": "default", "roles": [], "quorum": 1,
        "decisions": ["approve", "deny", "edit", "reply"], "approval": "required",
        "environment": "prod", "expires_in_s": None,
    }  # fmt: skip
    assert bare.expires_at is None


def test_a_request_keeps_the_rule_it_was_recorded_under_whatever_policy_applies_now() -> None:
    """A policy file added (or changed) after a request was recorded does not govern it: its
    stamp does, and an unstamped one (recorded before requests were stamped, when no policy
    governed it) stays under the built-in default."""
    big = request(people=30)
    assert governance_of(stamp(big, None, "prod"), POLICY, "prod").rule == "default"
    assert governance_of(big, POLICY, "prod").rule == "default"  # unstamped: never reaches back
    stamped = stamp(big, POLICY, "prod")
    assert governance_of(stamped, None, "prod").quorum == 2  # a removed file: still its rule


@pytest.mark.parametrize(
    ("text", "args", "holds"),
    [
        ("people >= 6", {"people": 6}, True),
        ("people < 6", {"people": 6}, False),
        ("room_id == r-204", {"room_id": "R-204"}, True),
        ("room_id != R-204", {"room_id": "R-204"}, False),
        ("day not in [Friday]", {"day": "Monday"}, True),
        ("room_id matches ^R-4", {"room_id": "R-400"}, True),
        ("flag == true", {"flag": True}, True),
        ("people > 3", {}, False),
    ],
)
def test_predicates(text: str, args: dict[str, object], holds: bool) -> None:
    assert Predicate.parse(text).holds(args) is holds


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ("", "1: a policy is a mapping"),
        ("rules: []\n", "1: version: missing: the policy's version"),
        ("version: 1\nrules:\n  - tools: [book_room]\n", "3: rules.0.name: missing: every rule"),
        (
            "version: 1\nrules:\n  - name: a\n    when: {tool: book_room}\n",
            '4: rules.0.when: should be a list, e.g. when: ["people > 20"]',
        ),
        (
            "version: 1\nrulez: []\n",
            "2: rulez: unknown field (did you mean 'rules'?); allowed here",
        ),
        (
            "version: 1\nrules:\n  - name: a\n    quorum: two\n",
            "4: rules.0.quorum: Input should be",
        ),
        (
            "version: 1\nrules:\n  - name: a\n    when: [people >]\n",
            "4: rules.0.when.0: 'people >'",
        ),
        ("version: 1\nrules:\n  - name: a\n    when: ['day in Friday']\n", "'in' needs a list"),
        (
            "version: 1\nrules:\n  - name: a\n    expires_in: soon\n",
            "4: rules.0.expires_in: 'soon'",
        ),
        ("version: 1\nrules:\n  - name: a\n    decisions: [maybe]\n", "4: rules.0.decisions.0:"),
        (
            "version: 1\nrules:\n  - name: a\n  - name: a\n",
            "4: rules.1.name: two rules are named 'a' (rules.0, line 3)",
        ),
        ("version: 1\nrole: [x]\n", "2: role: unknown field (did you mean 'rules'?); allowed here"),
        ("version: 1\n  bad: indent\n", ":2: not valid YAML"),
    ],
)
def test_a_bad_file_names_the_line(tmp_path: Path, text: str, problem: str) -> None:
    path = tmp_path / "policy.yaml"
    path.write_text(text)
    with pytest.raises(BadPolicy) as caught:
        load_policy(path)
    assert str(caught.value).startswith(f"{path}:"), caught.value
    assert problem in str(caught.value), caught.value


def test_a_missing_file_says_which() -> None:
    with pytest.raises(BadPolicy, match=r"nowhere\.yaml: no such policy file"):
        load_policy("nowhere.yaml")


def test_needs_approval_asks_the_policy_before_a_call() -> None:
    from arena.policy import needs_approval

    assert needs_approval(POLICY, "search_rooms", {}, "prod") is False  # approval: none
    assert needs_approval(POLICY, "book_room", {"people": 30}, "prod") is True
    assert needs_approval(None, "search_rooms", {}, "prod") is True  # no policy: ask a person
