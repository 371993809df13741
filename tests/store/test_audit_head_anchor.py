"""The chain has no key: whoever can write the store can delete its newest entries or rewrite an
answer and recompute every hash after it, and `arena audit verify` still says ok. The head it
prints, kept elsewhere and given back with `--head`, catches both (tester, seed 003)."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from arena.cli import main
from arena.store import SQLiteStore
from arena.store.chain import GENESIS, decision_subject, entry_hash
from arena.types import InputResponse, Responder
from store_support import start_waiting

ALICE = Responder(name="alice", interface="cli")


@pytest.fixture
def db(tmp_path: Path) -> Path:
    return tmp_path / "arena.db"


@pytest.fixture
def store(db: Path) -> Iterator[SQLiteStore]:
    s = SQLiteStore(db)
    yield s
    s.close()


def arena(*args: str) -> Result:
    return CliRunner().invoke(main, list(args), catch_exceptions=False)


def denied(store: SQLiteStore) -> str:
    run_id = start_waiting(store)
    request_id = store.requests(run_id)[0].id
    store.answer(InputResponse(request_id=request_id, option_id="deny", responder=ALICE))
    return request_id


def head_of(db: Path) -> str:
    result = arena("audit", "verify", "--store", str(db), "--json")
    assert result.exit_code == 0, result.output
    head = json.loads(result.stdout)["head"]
    assert isinstance(head, str) and len(head) == 64
    return str(head)


def owner(db: Path) -> sqlite3.Connection:
    conn = sqlite3.connect(db)
    conn.row_factory = sqlite3.Row
    for (name,) in conn.execute("SELECT name FROM sqlite_master WHERE type = 'trigger'").fetchall():
        conn.execute(f'DROP TRIGGER "{name}"')
    return conn


def rehash_flip(db: Path, request_id: str) -> None:
    """tamper/rehash.py: the denial becomes an approval and the chain is recomputed."""
    conn = owner(db)
    conn.execute("UPDATE responses SET option_id = 'approve' WHERE request_id = ?", (request_id,))
    answer = conn.execute("SELECT * FROM responses WHERE request_id = ?", (request_id,)).fetchone()
    conn.execute(
        "UPDATE audit SET transition = 'request.approved', subject = ? WHERE request_id = ? "
        "AND transition = 'request.denied'",
        (decision_subject(answer), request_id),
    )
    prev = GENESIS
    for row in conn.execute("SELECT * FROM audit ORDER BY seq").fetchall():
        h = entry_hash(prev, row)
        conn.execute(
            "UPDATE audit SET prev_hash = ?, hash = ? WHERE seq = ?", (prev, h, row["seq"])
        )
        prev = h
    conn.commit()
    conn.close()


def test_verify_prints_the_head_and_accepts_it_back(store: SQLiteStore, db: Path) -> None:
    denied(store)
    head = head_of(db)
    result = arena("audit", "verify", "--store", str(db))
    assert result.exit_code == 0
    lines = result.stdout.splitlines()  # the head alone on its line, the advice wrapped below
    assert f"head: {head}" in lines, result.stdout
    advice = " ".join(" ".join(lines[lines.index(f"head: {head}") + 1 :]).split())
    assert "keep it outside the store" in advice, result.stdout
    assert "arena audit verify --head HASH checks the chain still reaches it" in advice
    denied(store)  # entries appended later: the chain still passes through the old head
    anchored = arena("audit", "verify", "--store", str(db), "--head", head.upper())
    assert anchored.exit_code == 0, anchored.output
    said = " ".join(anchored.stdout.split())  # wrapped to the console's width
    assert f"entries of {db} verify, through the given --head" in said, anchored.stdout


def test_a_rewrite_with_recomputed_hashes_passes_alone_but_not_against_the_head(
    store: SQLiteStore, db: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    request_id = denied(store)
    head = head_of(db)
    rehash_flip(db, request_id)
    assert store.requests(store.request(request_id).run_id)[0].response.option_id == "approve"
    # The machine that took the denial recorded its entry (arena.store.high_water), which the
    # rewrite no longer holds: an anchor of its own there (durable38).
    here = arena("audit", "verify", "--store", str(db))
    assert here.exit_code == 1 and here.stdout.startswith("BEHIND: the chain verifies"), here
    assert "the denial in run" in here.stdout and "trail rewritten" in here.stdout, here.stdout
    monkeypatch.setenv("ARENA_STORE_HOMES", str(tmp_path / "another-machine"))
    assert arena("audit", "verify", "--store", str(db)).exit_code == 0  # the unkeyed chain's limit
    result = arena("audit", "verify", "--store", str(db), "--head", head)
    assert result.exit_code == 1
    assert result.stdout == (
        f"BROKEN: first broken link: the audit trail: it no longer reaches the anchored head "
        f"{head}: entries were removed from its end, or rewritten and their hashes recomputed\n"
    )


def test_the_newest_entry_deleted_fails_against_the_head(store: SQLiteStore, db: Path) -> None:
    denied(store)
    run_id = start_waiting(store)
    # newest: a claim given back, nothing else to give the deletion away (a request.created
    # entry deleted leaves its request without an entry: verify catches that without a head)
    store.claim(run_id, "someone", ttl_s=60, actor=ALICE)
    store.release(run_id, "someone", actor=ALICE, note="given back")
    head = head_of(db)
    conn = owner(db)
    conn.execute("DELETE FROM audit WHERE seq = (SELECT max(seq) FROM audit)")
    conn.commit()
    conn.close()
    assert store.verify_audit().broken is None  # the unkeyed chain's limit
    broken = store.verify_audit(head=head).broken
    assert broken is not None and broken.reason.startswith(
        f"it no longer reaches the anchored head {head}: "
    )
    assert arena("audit", "verify", "--store", str(db), "--head", head).exit_code == 1


def test_a_head_that_is_not_a_hash_is_a_usage_error(store: SQLiteStore, db: Path) -> None:
    denied(store)
    result = arena("audit", "verify", "--store", str(db), "--head", "abc")
    assert result.exit_code == 2
    assert (
        "Invalid value for '--head': 'abc' is not a head hash: give the 64 hex digits an earlier "
        "`arena audit verify` printed after 'head:'"
    ) in result.stderr
