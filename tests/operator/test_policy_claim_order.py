"""A claimed field must never take the person out of the loop through the rule order (outside
tester 6, finding 3): ``people > 6 → finance quorum 2`` then a catch-all ``approval: none`` let an
agent that wrote "for 4 people" for 20 skip the finance rule and land on the catch-all — no person.

An ``approval: none`` rule is now passed over when an earlier rule that needs a person (same tool,
same environment) missed only on a field the harness does not check, and ``arena policy check``
warns about such an order."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from arena.cli import main
from arena.policy import Policy, check_policy, stamp
from arena.store import SQLiteStore
from arena.types import InputRequest, utcnow
from store_support import start_waiting

CHECKED = ["tool", "room_id", "room", "seats"]


def rules(*extra: dict[str, Any], first: dict[str, Any] | None = None) -> Policy:
    big = first or {
        "name": "big-groups",
        "tools": ["book_room"],
        "when": ["people > 6"],
        "roles": ["finance"],
        "quorum": 2,
    }
    return Policy.model_validate({"version": "t6", "rules": [big, *extra]})


CATCH_ALL = {"name": "the-rest", "tools": ["book_room"], "approval": "none"}


def booking(seats: int = 24, **claims: Any) -> InputRequest:
    """The Atrium (R-400, 24 seats) through the gate, with what the agent claimed."""
    effect = {"tool": "book_room", "room_id": "R-400", "room": "R-400 (Atrium, seats 24)"}
    effect |= {"seats": seats, "verified": CHECKED, **claims}
    return InputRequest(
        id="req_t6",
        run_id="run_t6",
        action="request_approval",
        tool_name="request_approval",
        args={"summary": "Book the Atrium"},
        details={
            "tool": "book_room",
            "proposed_side_effect": effect,
            "binds": {"tool": "book_room", "args": {"room_id": "R-400"}, "sha256": "x"},
        },
        created_at=utcnow(),
    )


def governed(policy: Policy, request: InputRequest, env: str = "default") -> dict[str, Any]:
    return dict(stamp(request, policy, env).details["policy"])


@pytest.mark.parametrize(
    ("policy", "claims", "rule"),
    [
        (rules(CATCH_ALL), {"people": 4}, "default"),  # the tester's repro
        (rules(CATCH_ALL), {"people": "4"}, "default"),
        (rules(CATCH_ALL), {}, "default"),  # no count stated at all: still the agent's doing
        (rules(CATCH_ALL, {"name": "rest", "roles": ["facilities"]}), {"people": 4}, "rest"),
        # a no-person rule on checked fields only is passed over too: the person was dodged
        (rules({**CATCH_ALL, "when": ["seats <= 30"]}), {"people": 4}, "default"),
        (
            rules(
                CATCH_ALL,
                first={"name": "weekend", "tools": ["book_*"], "when": ["day in [Saturday]"]},
            ),
            {"day": "Monday"},  # book_room takes no day: the agent's word
            "default",
        ),
    ],
)
def test_a_person_rule_missed_on_a_claim_leaves_no_no_person_rule_to_govern(
    policy: Policy, claims: dict[str, Any], rule: str
) -> None:
    gov = governed(policy, booking(**claims))
    assert (gov["rule"], gov["approval"]) == (rule, "required")
    note = gov["note"]
    first = policy.rules[0].name
    assert "the-rest" in note and first in note and "seats" in note


@pytest.mark.parametrize(
    ("policy", "request_", "env", "rule"),
    [
        (rules(CATCH_ALL), booking(people=20), "default", "big-groups"),  # honest: finance
        # missed on a checked field (the room seats 6): the claim changed nothing
        (
            rules(
                CATCH_ALL,
                first={"name": "big", "tools": ["book_room"], "when": ["seats > 10", "people > 6"]},
            ),
            booking(seats=6, people=4),
            "default",
            "the-rest",
        ),
        # the person rule is for another environment, or another tool: it was never in the way
        (
            rules(CATCH_ALL, first={"name": "p", "when": ["people > 6"], "environments": ["prod"]}),
            booking(people=4),
            "staging",
            "the-rest",
        ),
        (
            rules(CATCH_ALL, first={"name": "s", "tools": ["search_*"], "when": ["people > 6"]}),
            booking(people=4),
            "default",
            "the-rest",
        ),
        # a person rule with no predicate that does not apply, and an earlier no-person rule
        (
            rules(CATCH_ALL, first={"name": "n", "when": ["people > 6"], "approval": "none"}),
            booking(people=4),
            "default",
            "the-rest",
        ),
    ],
)
def test_a_no_person_rule_still_approves_where_no_claim_moved_the_request(
    policy: Policy, request_: InputRequest, env: str, rule: str
) -> None:
    assert governed(policy, request_, env)["rule"] == rule


@pytest.fixture
def store(tmp_path: Path) -> Iterator[SQLiteStore]:
    s = SQLiteStore(tmp_path / "arena.db")
    yield s
    s.close()


HOLE = """\
version: t6-hole
rules:
  - name: big-groups
    tools: [book_room]
    when: ["people > 6"]
    roles: [finance]
    quorum: 2
  - name: the-rest
    tools: [book_room]
    approval: none
"""


def test_the_booker_under_the_testers_policy_waits_for_a_person(
    store: SQLiteStore, tmp_path: Path
) -> None:
    """Recorded through a run: the Booker states 6, below ``people > 6``, so it is past finance
    on its own word — and then goes to a person, not to the catch-all."""
    (tmp_path / "policy.yaml").write_text(HOLE)
    record = store.requests(start_waiting(store))[0]  # "for 6": misses people > 6
    assert record.response is None  # nobody answered it: not the policy
    stamped = record.request.details["policy"]
    assert (stamped["rule"], stamped["approval"]) == ("default", "required")
    assert "big-groups" in stamped["note"] and "the-rest" in stamped["note"]
    shown = CliRunner().invoke(
        main, ["show", record.request.id, "--store", str(tmp_path / "arena.db")]
    )
    assert "the-rest" in " ".join(shown.stdout.split()), shown.stdout


def check(tmp_path: Path, text: str) -> Any:
    path = tmp_path / "p.yaml"
    path.write_text(text)
    return CliRunner().invoke(main, ["policy", "check", str(path)])


def test_policy_check_warns_about_a_no_person_rule_behind_a_claim(tmp_path: Path) -> None:
    out = check(tmp_path, HOLE)
    assert out.exit_code == 0, out.output
    warning = " ".join(out.stderr.split())
    assert re.search(r"p\.yaml:8: .*the-rest.*big-groups.*people", warning), warning
    assert "seats" in warning  # what to key the person rule on instead


@pytest.mark.parametrize(
    "text",
    [
        # the no-person rule first: it approves what it says, the claim cannot move it
        "version: 1\nrules:\n  - {name: small, tools: [book_room], when: ['seats <= 6'], "
        "approval: none}\n  - {name: big, tools: [book_room], when: ['people > 6'], "
        "roles: [finance]}\n",
        # the person rule reads checked fields only
        "version: 1\nrules:\n  - {name: big, tools: [book_room], when: ['seats > 12'], "
        "roles: [finance]}\n  - {name: rest, tools: [book_room], approval: none}\n",
        # another environment
        "version: 1\nrules:\n  - {name: big, when: ['people > 6'], environments: [prod]}\n"
        "  - {name: rest, approval: none, environments: [staging]}\n",
    ],
)
def test_policy_check_is_quiet_on_an_order_a_claim_cannot_defeat(tmp_path: Path, text: str) -> None:
    out = check(tmp_path, text)
    assert out.exit_code == 0 and not out.stderr, out.output


def test_the_documented_example_loads_with_no_warning(tmp_path: Path) -> None:
    text = (Path(__file__).parents[2] / "docs" / "operator.md").read_text()
    example = re.search(r"```yaml\n(version: .*?)```", text, re.S)
    assert example is not None
    (tmp_path / "p.yaml").write_text(example.group(1))
    _, warnings = check_policy(tmp_path / "p.yaml")
    assert warnings == []
