"""A decision the store could not write is the server's failure, not the operator's (tester 21).

A deny on a full disk came back "400 Refused" reading "store the inbox's store: the disk is full
...". Each case here makes the real SQLite store fail the real write — full (``max_page_count``,
SQLite's own SQLITE_FULL), locked past its timeout (another connection holds the write lock),
read-only (``query_only``, SQLITE_READONLY) — posts a deny through the app, and checks the status
a client or proxy reads, the words the operator reads, that nothing was written, and that the
same submit succeeds once the cause is gone.
"""

from __future__ import annotations

import html
import re
import sqlite3
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from starlette.testclient import TestClient

from arena.policy import load_policy
from arena.store import SQLiteStore
from arena.web import create_app
from web_support import Team, make_team, waiting_request


@pytest.fixture
def team(tmp_path: Path) -> Iterator[Team]:
    t = make_team(tmp_path)
    yield t
    t.store.close()


def _login(team: Team, store: SQLiteStore) -> tuple[TestClient, str]:
    c = TestClient(
        create_app(store, policy=load_policy(team.policy_path)), base_url="http://127.0.0.1:8765"
    )
    assert c.post("/login", data={"token": team.tokens["alice"]}).status_code == 200
    found = re.search(r'name="csrf" value="([^"]+)"', c.get("/").text)
    assert found is not None
    return c, found.group(1)


def _full(store: SQLiteStore) -> Callable[[], None]:
    conn = store._db._conn
    conn.execute("VACUUM")  # no free page left for the write to reuse (see REASON)
    pages = conn.execute("PRAGMA page_count").fetchone()[0]
    conn.execute(f"PRAGMA max_page_count = {pages}")
    return lambda: conn.execute("PRAGMA max_page_count = 1073741823") and None


def _read_only(store: SQLiteStore) -> Callable[[], None]:
    store._db._conn.execute("PRAGMA query_only = ON")
    return lambda: store._db._conn.execute("PRAGMA query_only = OFF") and None


def _locked(store: SQLiteStore) -> Callable[[], None]:
    holder = sqlite3.connect(store.location, isolation_level=None)
    holder.execute("BEGIN IMMEDIATE")

    def release() -> None:
        holder.execute("ROLLBACK")
        holder.close()

    return release


#: A deny's reason long enough to need pages of its own: a short one fits in the slack of pages
#: the file already has, and a file that may not grow takes it.
REASON = "the room is booked for the audit all week; " * 200

CASES = {
    "full": (_full, 507, "Store full", "The inbox's store is full: nothing was written"),
    "locked": (_locked, 503, "Store busy", "The inbox's store is busy with another process"),
    "read-only": (_read_only, 503, "Store read-only", "The inbox's store is read-only"),
}


@pytest.mark.parametrize("case", list(CASES))
def test_a_deny_the_store_cannot_write_is_a_5xx_that_says_nothing_was_written(
    team: Team, case: str, capsys: pytest.CaptureFixture[str]
) -> None:
    cause, status, title, words = CASES[case]
    rid = waiting_request(team.store)
    store = SQLiteStore(team.store.location, timeout_s=0.3)
    try:
        c, csrf = _login(team, store)
        lift = cause(store)
        before = list(sqlite3.connect(store.location).iterdump())
        r = c.post(f"/requests/{rid}", data={"decision": "deny", "reason": REASON, "csrf": csrf})
        lift()
        assert r.status_code == status, (r.status_code, r.text)
        page = html.unescape(r.text)
        assert f"<title>{title}" in page and "Refused" not in page
        assert words in page and "nothing was written" in page and "submit again" in page.lower()
        assert "store the inbox" not in page and store.location not in page
        if case == "locked":
            assert r.headers["retry-after"].isdigit()
        assert list(sqlite3.connect(store.location).iterdump()) == before
        assert team.store.request(rid).response is None
        assert store.location in capsys.readouterr().err  # the server's log has the full words
        again = c.post(
            f"/requests/{rid}", data={"decision": "deny", "reason": REASON, "csrf": csrf}
        )
        assert again.status_code == 200 and "denied by alice" in again.text
    finally:
        store.close()


def test_an_operators_mistake_on_a_full_store_stays_a_4xx(team: Team) -> None:
    rid = waiting_request(team.store)
    store = SQLiteStore(team.store.location)
    try:
        c, csrf = _login(team, store)
        lift = _full(store)
        r = c.post(f"/requests/{rid}", data={"decision": "maybe", "csrf": csrf})
        lift()
        assert r.status_code == 400 and "unknown decision" in r.text
    finally:
        store.close()
