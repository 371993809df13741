"""A request keeps the rule it was recorded under: a policy file added later does not reach back,
and ``arena show`` says which rule governs a request and how far its quorum has come."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from arena.cli import main
from arena.store import SQLiteStore
from login_support import os_user
from store_support import start_waiting

#: Every request of the Booker (6 people) would need two facilities approvals under it.
LATER = """\
version: 2026-12-02.1
rules:
  - name: big-rooms
    when: ["people > 4"]
    roles: [facilities]
    quorum: 2
"""


@pytest.fixture
def db(tmp_path: Path) -> Path:
    return tmp_path / "arena.db"


@pytest.fixture
def store(db: Path) -> Iterator[SQLiteStore]:
    s = SQLiteStore(db)
    yield s
    s.close()


def arena(*args: str, db: Path, user: str = "root") -> Result:
    env = {"ARENA_POLICY": None, "ARENA_ENV": None}
    with os_user(user):
        return CliRunner().invoke(
            main, [*args, "--store", str(db)], env=env, catch_exceptions=False
        )


def test_a_policy_file_added_later_does_not_govern_a_request_recorded_before_it(
    store: SQLiteStore, db: Path
) -> None:
    request_id = store.requests(start_waiting(store))[0].id  # no policy file yet
    (db.parent / "policy.yaml").write_text(LATER)  # where it is looked up: next to the store

    shown = arena("show", request_id, db=db)
    assert "decided by   rule default (no policy file): any operator; quorum 1" in shown.stdout
    policy = json.loads(arena("show", request_id, "--json", db=db).stdout)["policy"]
    assert (policy["rule"], policy["version"], policy["quorum"]) == ("default", None, 1)

    approved = arena("approve", request_id, "--as", "alice", db=db)
    assert approved.exit_code == 0, approved.output
    assert approved.stdout.startswith(f"approved {request_id}"), approved.stdout
    (vote,) = store.votes(request_id)
    assert (vote.rule, vote.policy_version) == ("default", None)
    assert store.pending() == []

    # A request recorded now, with the file in place, is governed by it.
    later = store.requests(start_waiting(store))[0].id
    first = arena("approve", later, "--as", "alice", "--role", "facilities", db=db)
    assert first.stdout.startswith(f"voted approve on {later} as alice: 1 of 2 approvals")


def test_show_states_the_rule_and_the_votes_so_far_and_a_second_vote_says_where_it_stands(
    store: SQLiteStore, db: Path
) -> None:
    (db.parent / "policy.yaml").write_text(LATER)
    request_id = store.requests(start_waiting(store))[0].id
    assert (
        arena("approve", request_id, "--as", "alice", "--role", "facilities", db=db).exit_code == 0
    )

    text = " ".join(arena("show", request_id, db=db).stdout.split())
    assert "decided by rule big-rooms (policy 2026-12-02.1): facilities; quorum 2" in text
    assert "votes 1 of 2 approvals (alice); waits for 1 more, each from a different operator" in (
        text
    )
    view = json.loads(arena("show", request_id, "--json", db=db).stdout)
    assert [(v["by"], v["option_id"], v["role"]) for v in view["votes"]] == [
        ("alice", "approve", "facilities")
    ]

    # fixes36b: the same approve again is no error (nothing written; it says where the request
    # stands); a second vote of another kind is refused saying where it stands
    same = arena("approve", request_id, "--as", "alice", "--role", "facilities", db=db)
    assert same.exit_code == 0, same.output
    assert "1 of 2 approvals (rule big-rooms); the request waits" in " ".join(same.stdout.split())
    again = arena(
        "deny", request_id, "--reason", "x", "--as", "alice", "--role", "facilities", db=db
    )
    assert again.exit_code == 2 and again.stderr.count("\n") == 1, again.stderr
    assert again.stderr.startswith(f"error: alice already voted on request {request_id}: ")
    assert "approve by alice at " in again.stderr
    assert "1 of 2 approvals; waits for 1 more" in again.stderr
    assert "rule big-rooms (policy 2026-12-02.1): facilities; quorum 2" in again.stderr
    assert len(store.votes(request_id)) == 1
