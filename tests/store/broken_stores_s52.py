"""Deliberately broken stores of red team 52 (no tests here): each keeps a person's decision only
while the store that took it stays open, and passed the suite, whose every test read a store
through the one object that wrote it.

A backend of one's own is opened by each command: ``arena approve`` takes the answer in one
process, ``arena resume`` (or a worker) reads it in another. Both stores here "recover" as they
open, the way a backend that cleans up after a crash might: whatever a waiting run's requests
hold that no resumed leg has read yet is taken for half-done and dropped. The person approved;
the next process finds the request pending again (or a quorum one vote short), and the decision
is gone from everything but the trail. ``test_s52_decision_outlives_close.py`` must fail each.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

from arena.store import SQLiteStore

#: The run statuses whose requests' answers no resumed leg has read yet.
_UNREAD = "SELECT id FROM runs WHERE status = 'waiting'"


def _drop_unread(path: Path, table: str) -> None:
    """Delete ``table``'s rows of waiting runs behind the store's back (its own schema's
    append-only triggers dropped: a backend of one's own need not have them)."""
    conn = sqlite3.connect(path)
    try:
        for (name,) in conn.execute(
            "SELECT name FROM sqlite_master WHERE type = 'trigger' AND tbl_name = ?", (table,)
        ).fetchall():
            conn.execute(f'DROP TRIGGER "{name}"')
        conn.execute(f"DELETE FROM {table} WHERE run_id IN ({_UNREAD})")
        conn.commit()
    finally:
        conn.close()


class AnswersForgottenOnOpen(SQLiteStore):
    """Opening the store drops every stored answer of a run still waiting: an approval given
    through ``arena approve`` is gone when ``arena resume`` opens the store."""

    def __init__(self, path: Path) -> None:
        if path.exists():
            _drop_unread(path, "responses")
        super().__init__(path)


class VotesForgottenOnOpen(SQLiteStore):
    """Opening the store drops every vote towards a quorum on a waiting run: alice's approval in
    one process and bob's in the next are never two."""

    def __init__(self, path: Path) -> None:
        if path.exists():
            _drop_unread(path, "votes")
        super().__init__(path)


def answers_forgotten_on_open(folder: Path) -> SQLiteStore:
    """A ``$ARENA_TEST_STORE_FACTORY`` factory: the suite must fail it (redteam52)."""
    return AnswersForgottenOnOpen(folder / "arena.db")


def votes_forgotten_on_open(folder: Path) -> SQLiteStore:
    """A ``$ARENA_TEST_STORE_FACTORY`` factory: the suite must fail it (redteam52)."""
    return VotesForgottenOnOpen(folder / "arena.db")
