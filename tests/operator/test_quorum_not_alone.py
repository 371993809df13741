"""Under a quorum no operator decides alone (outside tester 11, finding 3): with ``quorum: 2`` a
plain approval waited for a second operator, but one operator alone got the booking through with
``arena approve REQ --edit ...`` or ``arena reply REQ "yes, go ahead"`` (each took the decision at
once). Now, under a quorum, an edit or a reply is refused naming the rule and its quorum; approve
counts as one vote and deny (nothing runs) still takes it at once; ``arena policy check`` warns
about a quorum rule that lists edit or reply itself."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from arena.cli import main
from arena.identity import Unauthorized, add_operator, operator, operator_identity
from arena.inbox import decide
from arena.policy import check_policy, load_policy
from arena.store import SQLiteStore
from login_support import os_user
from store_support import start_waiting

POLICY = """\
version: q-1
rules:
  - name: two-person
    roles: [facilities]
    quorum: 2
"""


@pytest.fixture
def db(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    for name in ("ARENA_POLICY", "ARENA_ENV", "ARENA_STORE"):
        monkeypatch.delenv(name, raising=False)
    (tmp_path / "policy.yaml").write_text(POLICY)
    return tmp_path / "arena.db"


@pytest.fixture
def store(db: Path) -> Iterator[SQLiteStore]:
    s = SQLiteStore(db)
    policy = load_policy(db.parent / "policy.yaml")
    add_operator(s, "alice", ("facilities",), ("root",), policy=policy)
    add_operator(s, "bob", ("facilities",), ("bob",), policy=policy)
    yield s
    s.close()


def waiting(store: SQLiteStore) -> str:
    rid = store.requests(start_waiting(store))[0].id  # Booker: R-102 for 6 on Tuesday
    gov = store.request(rid).request.details["policy"]
    assert (gov["rule"], gov["quorum"]) == ("two-person", 2)
    return rid


def arena(db: Path, *args: str, user: str = "root") -> Result:
    with os_user(user):
        return CliRunner().invoke(main, [*args, "--store", str(db)], catch_exceptions=False)


def dump(db: Path) -> list[str]:
    return list(sqlite3.connect(db).iterdump())


ALONE = [
    ("approve", "--edit", "room_id=R-204"),  # the tester's: another room
    ("approve", "--edit", "room_id=Cedar"),
    ("approve", "--edit", "room_id=R-305"),
    ("reply", "Yes, go ahead and book it"),  # the tester's
    ("reply", "ok"),
    ("reply", "Book Cedar instead"),
    ("reply", "Which day did you mean?"),  # not an approval, still decides the request at once
]


@pytest.mark.parametrize("args", ALONE)
def test_one_operator_cannot_decide_a_quorum_alone(
    store: SQLiteStore, db: Path, args: tuple[str, ...]
) -> None:
    rid = waiting(store)
    before = dump(db)
    result = arena(db, args[0], rid, *args[1:])
    assert result.exit_code == 2, result.output
    assert "two-person" in result.stderr and "2" in result.stderr, result.stderr
    assert dump(db) == before and store.request(rid).response is None
    assert store.votes(rid) == []


def test_the_quorum_still_works_and_a_denial_still_takes_it_at_once(
    store: SQLiteStore, db: Path
) -> None:
    rid = waiting(store)
    first = arena(db, "approve", rid)
    assert first.exit_code == 0 and store.request(rid).response is None, first.output
    assert arena(db, "approve", rid, "--edit", "room_id=R-204", user="bob").exit_code == 2
    second = arena(db, "approve", rid, user="bob")
    assert second.exit_code == 0, second.output
    answer = store.request(rid).response
    assert answer is not None and answer.option_id == "approve" and answer.edited_args is None

    other = waiting(store)
    denied = arena(db, "deny", other, "--reason", "ask for Cedar instead")
    assert denied.exit_code == 0, denied.output
    answer = store.request(other).response
    assert answer is not None and answer.option_id == "deny"


def test_an_edit_that_changes_nothing_is_one_vote(store: SQLiteStore, db: Path) -> None:
    """``--edit room_id=aspen`` on a request for Aspen is a plain approval: one vote of two."""
    rid = waiting(store)
    result = arena(db, "approve", rid, "--edit", "room_id=aspen")
    assert result.exit_code == 0, result.output
    assert store.request(rid).response is None and len(store.votes(rid)) == 1


def test_from_python_too(store: SQLiteStore, db: Path) -> None:
    rid = waiting(store)
    policy = load_policy(db.parent / "policy.yaml")
    me = operator_identity(operator(store, "alice"))
    with pytest.raises(Unauthorized, match="two-person"):
        decide(store, rid, me, "edit", edits={"room_id": "R-204"}, policy=policy)
    with pytest.raises(Unauthorized, match="two-person"):
        decide(store, rid, me, "reply", text="yes", policy=policy)
    assert store.request(rid).response is None and store.votes(rid) == []


@pytest.mark.parametrize(
    ("decisions", "warned"),
    [
        ("[approve, deny, edit]", ["edit"]),
        ("[approve, deny, reply]", ["reply"]),
        ("[approve, deny, edit, reply]", ["edit", "reply"]),
        ("[approve, deny]", []),
    ],
)
def test_policy_check_warns_of_a_quorum_rule_that_lists_edit_or_reply(
    tmp_path: Path, decisions: str, warned: list[str]
) -> None:
    path = tmp_path / "policy.yaml"
    path.write_text(
        "version: q-2\nrules:\n  - name: pair\n    roles: [facilities]\n"
        f"    decisions: {decisions}\n    quorum: 2\n"
    )
    _, warnings = check_policy(path)
    mine = [w for w in warnings if "pair" in w and "quorum" in w]
    if not warned:
        assert mine == [], warnings
        return
    assert len(mine) == 1 and ":5:" in mine[0], warnings
    assert all(d in mine[0] for d in warned), mine


def test_quorum_one_keeps_edit_and_reply(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("ARENA_POLICY", "ARENA_ENV", "ARENA_STORE"):
        monkeypatch.delenv(name, raising=False)
    (tmp_path / "policy.yaml").write_text(POLICY.replace("quorum: 2", "quorum: 1"))
    db = tmp_path / "arena.db"
    store = SQLiteStore(db)
    try:
        add_operator(store, "alice", ("facilities",), ("root",))
        rid = store.requests(start_waiting(store))[0].id
        assert arena(db, "reply", rid, "Yes, go ahead").exit_code == 0
        assert store.request(rid).response is not None
    finally:
        store.close()
