"""Keyset pages of ``pending``: ``after=<last id>`` walks the list exactly once, in the order
``offset`` pages give, also where several requests share one creation time (both backends)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from datetime import datetime, timedelta
from pathlib import Path

import msgspec
import pytest
from test_store import STORES

from arena.context import RunContext
from arena.errors import NotFound
from arena.store import EndpointSpec, LegWrite, RunOrigin, Store
from arena.types import EvalItem, InputResponse, Responder, utcnow
from store_support import ENDPOINT


@pytest.fixture(params=sorted(STORES))
def store(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Store]:
    s = STORES[request.param](request, tmp_path)
    yield s
    s.close()


def waiting_at(store: Store, n: int, at: datetime) -> str:
    ctx = RunContext(run_id=f"run_page{n:03d}", adapter="fake", endpoint=ENDPOINT)
    ctx.begin_leg()
    request = ctx.request_input(action="request_approval", args={"summary": f"Book {n}"})
    request = msgspec.structs.replace(request, created_at=at)
    store.record_leg(
        LegWrite(
            run_id=ctx.run_id,
            turn=msgspec.structs.replace(ctx.finish("waiting"), requests=(request,)),
            snapshot={"version": 1, "slots": {}},
            actor=Responder(name="runner", interface="scripted"),
            origin=RunOrigin(
                adapter="fake", endpoint=EndpointSpec.of(ENDPOINT), item=EvalItem(id="p", input="b")
            ),
        )
    )
    return request.id


def keyset_walk(store: Store, size: int) -> list[str]:
    seen: list[str] = []
    while page := store.pending(limit=size, after=seen[-1] if seen else None):
        seen += [r.id for r in page]
        assert len(seen) <= 20, "the walk does not end"
    return seen


def test_after_walks_every_pending_request_once_in_offset_order(store: Store) -> None:
    base = utcnow() - timedelta(hours=1)
    times = [base, base + timedelta(seconds=1)] + [base + timedelta(seconds=2)] * 4
    times.append(base + timedelta(seconds=3))
    ids = [waiting_at(store, n, at) for n, at in enumerate(times)]
    everything = [r.id for r in store.pending()]
    assert sorted(everything) == sorted(ids) and everything[0] == ids[-1]
    by_offset = [r.id for k in range(0, 8, 2) for r in store.pending(limit=2, offset=k)]
    assert by_offset == everything
    for size in (1, 2, 3, 7, 50):
        assert keyset_walk(store, size) == everything, size
    # The page after the third request is whatever follows it, whether or not its time is shared.
    assert [r.id for r in store.pending(limit=2, after=everything[2])] == everything[3:5]
    assert store.pending(after=everything[-1]) == []


def test_answered_requests_leave_keyset_pages_and_an_unknown_cursor_is_named(
    store: Store,
) -> None:
    at = utcnow()
    ids = [waiting_at(store, n, at) for n in range(4)]
    everything = [r.id for r in store.pending()]
    store.answer(
        InputResponse(
            request_id=everything[1],
            option_id="approve",
            responder=Responder(name="alice", interface="cli"),
        )
    )
    assert [r.id for r in store.pending(after=everything[0])] == everything[2:]
    assert keyset_walk(store, 1) == [everything[0], *everything[2:]]
    assert set(ids) == set(everything)
    with pytest.raises(NotFound, match="no request req_nope"):
        store.pending(after="req_nope")


def test_arena_pending_after_pages_and_names_a_bad_cursor(tmp_path: Path) -> None:
    from click.testing import CliRunner

    from arena.cli import main
    from arena.store import SQLiteStore

    db = str(tmp_path / "arena.db")
    with SQLiteStore(db) as store:
        ids = [waiting_at(store, n, utcnow()) for n in range(3)][::-1]

    def pending(*args: str) -> list[str]:
        result = CliRunner().invoke(main, ["pending", "--store", db, "--json", *args])
        assert result.exit_code == 0, result.output
        return [v["id"] for v in json.loads(result.output)]

    assert pending("--limit", "2") == ids[:2]
    assert pending("--limit", "2", "--after", ids[1]) == ids[2:]
    table = CliRunner().invoke(main, ["pending", "--store", db, "--limit", "2"])
    assert f"more: arena pending --after {ids[1]}" in table.output
    bad = CliRunner().invoke(main, ["pending", "--store", db, "--after", "req_nope"])
    assert bad.exit_code == 2 and bad.output.startswith("error: no request matches 'req_nope'")
    assert bad.output.count("\n") == 1
