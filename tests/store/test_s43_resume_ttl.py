"""A resumed leg's new request expires as the first leg's did: ``--expires-in`` is kept with the run.

``arena run --human --expires-in 1h`` stamped only the first leg's requests: the run's stored
origin did not say it, so a leg ``arena resume`` or ``arena worker`` ran (its context rebuilt
from the store alone) asked with no expiry, and that request waited forever (session 42's note).
The store now keeps it (``runs.request_ttl_s``: SQLite schema 12, PostgreSQL 8), on both
backends; a store from before the column is upgraded in place, its old runs keeping no expiry.
"""

from __future__ import annotations

import asyncio
import sqlite3
from collections.abc import Iterator, Sequence
from datetime import timedelta
from pathlib import Path

import pytest
from test_store import STORES

from arena.adapters.base import ask_for_approval
from arena.context import RunContext
from arena.runner import human_answerer, run_item
from arena.runs import resume_run
from arena.runs.recorder import LIVE, recording
from arena.session import create_session_slot
from arena.settings import RunSettings
from arena.store import Store, open_store
from arena.types import EvalItem, InputResponse, Turn
from store_support import ENDPOINT

ITEM = EvalItem(id="two-asks-43", input="Book a room for 6 on Tuesday.")
_ASKED = create_session_slot("s43_two_asks.asked", dump=dict, load=dict)
TTL = 3600.0


class TwoAsks:
    """Asks once, and once more in the resumed leg (a second approval), then waits."""

    name = "two_asks_43"

    async def start(self, user_input: str, ctx: RunContext) -> Turn:
        ask_for_approval(
            ctx, action="request_approval", args={"summary": "Book R-102"}, native_id="gate-1"
        )
        ctx.session.set(_ASKED, {"asks": 1})
        return ctx.finish("waiting", message="May I book R-102?")

    async def resume(self, responses: Sequence[InputResponse], ctx: RunContext) -> Turn:
        for request, response in ctx.accept_responses(responses):
            ctx.resolve(request, response)
        ctx.session.take(_ASKED)
        ask_for_approval(
            ctx, action="request_approval", args={"summary": "Book R-210 too"}, native_id="gate-2"
        )
        ctx.session.set(_ASKED, {"asks": 2})
        return ctx.finish("waiting", message="And R-210?")


@pytest.fixture(params=sorted(STORES))  # a backend of one's own too (docs/operator.md)
def store(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Store]:
    made = STORES[request.param](request, tmp_path)
    yield made
    made.close()


def _first_leg(store: Store, ttl: float | None) -> tuple[str, str]:
    """A run's first leg asked and answered (approve): (run id, request id)."""
    first = asyncio.run(
        run_item(
            TwoAsks(),
            ITEM,
            ENDPOINT,
            settings=RunSettings(mode="human", request_ttl_s=ttl),
            record=recording(store),
            answerer=human_answerer,
        )
    )
    assert first.status == "waiting", first.trace.legs[-1].error
    (asked,) = store.requests(first.run_id)
    store.answer(InputResponse(request_id=asked.id, option_id="approve"))
    LIVE.pop(first.run_id)  # resumed as arena resume does: by another process
    return first.run_id, asked.id


def _resumed_ask(store: Store, run_id: str, first: str) -> timedelta | None:
    """Resume the run from the store alone; the new request's time to expire (None: never)."""
    again = asyncio.run(resume_run(run_id, store, adapter=TwoAsks()))
    assert again.status == "waiting", again.trace.legs[-1].error
    (later,) = [r.request for r in store.requests(run_id) if r.id != first]
    assert later.leg == 2
    return None if later.expires_at is None else later.expires_at - later.created_at


@pytest.mark.usefixtures("runs_left_live_let_go")
def test_a_request_asked_in_a_resumed_leg_expires_as_the_first_did(store: Store) -> None:
    run_id, first = _first_leg(store, TTL)
    assert store.run(run_id).origin.request_ttl_s == TTL
    assert _resumed_ask(store, run_id, first) == timedelta(seconds=TTL)


@pytest.mark.usefixtures("runs_left_live_let_go")
def test_a_run_without_expiry_still_asks_without_one(store: Store) -> None:
    """The honest neighbour: no ``--expires-in``, no expiry in any leg."""
    run_id, first = _first_leg(store, None)
    assert _resumed_ask(store, run_id, first) is None


@pytest.fixture(params=["sqlite", "postgres"])  # the two schemas this repository migrates
def location(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    if request.param == "postgres":
        return str(request.getfixturevalue("postgres_url"))
    return str(tmp_path / "arena.db")


def _downgrade_sqlite(path: str) -> None:
    """The store as schema 11 left it: no ``request_ttl_s`` column, version 11."""
    db = sqlite3.connect(path, isolation_level=None)
    db.execute("ALTER TABLE runs DROP COLUMN request_ttl_s")
    db.execute("UPDATE arena_meta SET value = '11' WHERE key = 'schema_version'")
    db.close()


def _downgrade_postgres(url: str) -> None:
    import psycopg

    with psycopg.connect(url, autocommit=True) as db:
        db.execute("ALTER TABLE runs DROP COLUMN request_ttl_s")
        db.execute("UPDATE arena_meta SET value = '7' WHERE key = 'schema_version'")


@pytest.mark.usefixtures("runs_left_live_let_go")
def test_a_store_from_before_the_column_is_upgraded(location: str) -> None:
    """An old-schema store (the column dropped, its version put back) opens, migrates, and goes
    on: its waiting run keeps no expiry (none was kept), a run started after it keeps one."""
    with open_store(location) as store:
        old_run, old_first = _first_leg(store, TTL)
    if location.startswith("postgresql"):
        _downgrade_postgres(location)
    else:
        _downgrade_sqlite(location)
    with open_store(location) as store:
        assert store.run(old_run).origin.request_ttl_s is None
        assert _resumed_ask(store, old_run, old_first) is None
        run_id, first = _first_leg(store, 90.0)
        assert _resumed_ask(store, run_id, first) == timedelta(seconds=90)
