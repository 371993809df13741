"""Races between processes: one decision per request, one continuation per run.

Two real OS processes (multiprocessing, forked from Python's forkserver, which has imported
what they run: ``race_workers.racing_context``) meet at a barrier before every attempt, so each
pair of answers or resumes hits the store at the same moment. Run against both backends (fewer
rounds on PostgreSQL, where each one costs a few server round trips more), and against a backend
of one's own (``$ARENA_TEST_STORE_FACTORY``).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from test_store import STORES

from arena.store import Store
from arena.types import InputResponse, Responder
from race_workers import (
    answer_worker,
    custom_location,
    is_custom,
    open_where,
    parent_env,
    racing_context,
    with_env,
)
from store_support import LEDGER_ENV, ledger_lines, resume_worker, start_waiting
from trail_ledger import cross_check

ROUNDS = {"sqlite": 200, "postgres": 50, "custom": 50}
RUNS = {"sqlite": 20, "postgres": 10, "custom": 10}

pytestmark = pytest.mark.slow


@pytest.fixture(params=sorted(STORES))
def backend(request: pytest.FixtureRequest, tmp_path: Path) -> tuple[str, str]:
    """(backend name, store location): a temp SQLite file, a fresh PostgreSQL schema, or a
    backend of one's own: its folder, which each worker hands its factory again
    (``race_workers.open_where``), so the race is run by the backend's own code."""
    if request.param == "postgres":
        return request.param, request.getfixturevalue("postgres_url")
    if is_custom(request.param):
        STORES[request.param](request, tmp_path).close()  # made once, then opened by each process
        return "custom", custom_location(request.param, tmp_path)
    return request.param, str(tmp_path / "arena.db")


@pytest.fixture
def opened() -> Iterator[Callable[[str], Store]]:
    """Opens a location for the test and closes it at teardown, whether or not the test's
    asserts passed (a broken store's failed race left its connection open into the next)."""
    stores: list[Store] = []

    def open_it(where: str) -> Store:
        stores.append(open_where(where))
        return stores[-1]

    yield open_it
    for each in stores:
        each.close()


def race(target: object, db: str, ids: list[str]) -> dict[str, dict[str, str]]:
    """Run ``target`` in two processes over ``ids``; returns {id: {worker: outcome}}."""
    mp = racing_context()
    barrier = mp.Barrier(2)
    out = mp.Queue()
    env = parent_env()  # $ARENA_TEST_LEDGER among them: a forked child has the server's
    workers = [
        mp.Process(target=with_env, args=(env, target, db, who, ids, barrier, out))
        for who in ("alice", "bob")
    ]
    for w in workers:
        w.start()
    seen: dict[str, dict[str, str]] = defaultdict(dict)
    try:
        for _ in range(2 * len(ids)):
            who, ident, what = out.get(timeout=120)
            seen[ident][who] = what
        for w in workers:
            w.join(timeout=30)
            assert w.exitcode == 0
    finally:  # a worker a broken store crashed left the other at the barrier, and pytest's
        for w in workers:  # exit waited on it for ever (the runners of broken stores hung)
            if w.is_alive():
                w.terminate()
                w.join(timeout=30)
    return seen


def test_two_processes_answering_at_once_give_exactly_one_decision(
    backend: tuple[str, str], opened: Callable[[str], Store]
) -> None:
    name, db = backend
    store = opened(db)
    requests = []
    for _ in range(ROUNDS[name]):
        run_id = start_waiting(store)
        requests.append(store.requests(run_id)[0].id)
    seen = race(answer_worker, db, requests)
    for request_id in requests:
        outcomes = seen[request_id]
        winners = [who for who, what in outcomes.items() if what == "ok"]
        assert len(winners) == 1, outcomes
        (loser,) = {"alice", "bob"} - set(winners)
        verdict = "approved" if winners[0] == "alice" else "denied"
        assert outcomes[loser].startswith(
            f"conflict: request {request_id} was already answered: {verdict} by {winners[0]}"
        )
        stored = store.request(request_id).response
        assert stored is not None and stored.responder.name == winners[0]
        trail = store.history(store.request(request_id).run_id)
        answered = [
            h
            for h in trail
            if h.request_id == request_id
            and h.transition not in ("request.created", "answer.refused")
        ]
        assert len(answered) == 1
        # The loser's answer is in the trail as refused, not only in its refusal (durable32).
        refused = [h.actor.name for h in trail if h.transition == "answer.refused"]
        assert refused == [loser]
    both = {w for o in seen.values() for w, what in o.items() if what == "ok"}
    assert both == {"alice", "bob"}, "the race never went both ways: not concurrent?"
    assert cross_check(store) == []  # the ledger against the trail (tests/trail_ledger.py)


def test_two_resumers_racing_continue_each_run_once(
    backend: tuple[str, str],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    opened: Callable[[str], Store],
) -> None:
    name, db = backend
    ledger = tmp_path / "ledger.txt"
    monkeypatch.setenv(LEDGER_ENV, str(ledger))  # handed to the workers (race_workers.with_env)
    store = opened(db)
    runs = []
    for _ in range(RUNS[name]):
        run_id = start_waiting(store)
        store.answer(
            InputResponse(
                request_id=store.requests(run_id)[0].id,
                option_id="approve",
                responder=Responder(name="carol", interface="cli"),
            )
        )
        runs.append(run_id)
    seen = race(resume_worker, db, runs)
    for run_id in runs:
        outcomes = seen[run_id]
        resumed = [who for who, what in outcomes.items() if what == "resumed: completed"]
        assert len(resumed) == 1, outcomes
        (other,) = {"alice", "bob"} - set(resumed)
        assert outcomes[other].startswith(f"conflict: run {run_id}"), outcomes
        run = store.run(run_id)
        assert (run.status, run.legs, run.passed) == ("completed", 2, True)
        claims = [h for h in store.history(run_id) if h.transition == "run.claimed"]
        assert [h.actor.name for h in claims] == ["resume"]
        assert len(store.side_effects(run_id)) == 1
    assert len(ledger_lines(ledger)) == RUNS[name]  # one booking per run, none twice
    assert cross_check(store) == []  # the ledger against the trail (tests/trail_ledger.py)
