"""Shared fakes for the store tests (no tests here): a durable adapter and a booking ledger.

:class:`Booker` is a tiny deterministic adapter whose paused state is JSON, so a run it leaves
waiting can be resumed by any process. Its ``book_room`` is a real side effect: each execution
appends a line to the ledger file named by ``$ARENA_TEST_LEDGER``, so "booked twice" is counted
outside every process, SIGKILLed ones included. The resuming and crashing workers live here
too, importable by ``multiprocessing`` spawn children; the answering one, and where a worker's
store comes from, are in race_workers.py, which imports far less.
"""

from __future__ import annotations

import asyncio
import importlib
import os
import signal
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import msgspec
import pytest

from arena.adapters.base import ask_for_approval
from arena.context import ModelEndpoint, RunContext
from arena.errors import Conflict
from arena.runner import human_answerer, run_item
from arena.runs import resume_run
from arena.runs.recorder import recording
from arena.session import create_session_slot
from arena.settings import RunSettings
from arena.store import EndpointSpec, LegWrite, RunOrigin, Store, codec, open_store
from arena.tools import recorded
from arena.tools.rooms import search_rooms
from arena.types import EvalItem, InputResponse, Responder, Turn, utcnow
from race_workers import (
    custom_factories,
    open_where,
)

LEDGER_ENV = "ARENA_TEST_LEDGER"
ENDPOINT = ModelEndpoint(base_url="http://127.0.0.1:9/v1", model="unused")
APPROVED = EvalItem(
    id="approve-me",
    input="Book a room for 6 on Tuesday.",
    resume_with=("approve",),
    checks=("suspended", "no_tool_before_suspend", "tool_called_once_after_resume"),
)
DENIED = EvalItem(
    id="deny-me",
    input="Book a room for 6 on Tuesday.",
    resume_with=("deny",),
    checks=("suspended", "no_tool_before_suspend", "tool_not_used", "acknowledged"),
)
_PAUSED = create_session_slot("booker.paused", dump=dict, load=dict)


@recorded(side_effect=True)
def book_room(room_id: str) -> str:
    """Book a room: appends to the ledger, so every real execution is counted."""
    ledger = os.environ.get(LEDGER_ENV)
    if ledger:
        with open(ledger, "a", encoding="utf-8") as fh:
            fh.write(f"{room_id}\n")
    return f"CONFIRMED: {room_id} is booked. Confirmation BK-{room_id}."


class Booker:
    """Search, ask, stop; on approval book once, on denial say so. State is JSON: durable."""

    name = "booker"

    async def start(self, user_input: str, ctx: RunContext) -> Turn:
        search_rooms(capacity=6, day="tuesday")
        ask_for_approval(
            ctx,
            action="request_approval",
            args={"summary": "Book R-102 (Aspen) for 6 people on Tuesday"},
            native_id="gate-1",
            preview="R-102 is free; may I book it?",
        )
        ctx.session.set(_PAUSED, {"room": "R-102"})
        return ctx.finish("waiting", message="R-102 is free; may I book it?")

    async def resume(self, responses: Sequence[InputResponse], ctx: RunContext) -> Turn:
        matched = ctx.accept_responses(responses)
        state = ctx.session.take(_PAUSED)
        for request, response in matched:
            ctx.resolve(request, response)
        if all(response.approved for _, response in matched):
            return ctx.finish("completed", message=f"Done. {book_room(room_id=state['room'])}")
        return ctx.finish("completed", message="Understood: denied, so I did not book it.")


#: The runs :func:`start_waiting` left live in this process (``arena.runs.recorder.LIVE``: the
#: adapter and context an answer given here resumes), let go as the test ends
#: (:func:`waiting_runs_let_go`): each one stayed for the rest of its xdist worker's life
#: (users45: tests/conftest_globals.py fails a test that leaves a run live).
LEFT_LIVE: list[str] = []


def waiting_runs_let_go() -> None:
    """Each test ends with none of the runs :func:`start_waiting` left live in ``LIVE``
    (tests/conftest.py's ``_each_test_isolated``, as each test ends)."""
    from arena.runs.recorder import LIVE

    while LEFT_LIVE:
        LIVE.pop(LEFT_LIVE.pop(), None)


def let_go_at_the_end(run_id: str) -> str:
    """``run_id``, a run this test left waiting live in this process, let go as the test ends."""
    LEFT_LIVE.append(run_id)
    return run_id


@pytest.fixture
def runs_left_live_let_go() -> Iterator[None]:
    """For a test that runs ``arena run --human`` (or an eval's line) in its own process: the
    runs it leaves live there (``runs.recorder.LIVE``, ``drive._store.LIVE``), as the command's
    process does until it exits, are let go as the test ends. Asked by name
    (``@pytest.mark.usefixtures``): tests/conftest_globals.py fails a test that leaves any."""
    from arena.drive._store import LIVE as LINES
    from arena.runs.recorder import LIVE

    runs, lines = set(LIVE), set(LINES)
    yield
    for run_id in set(LIVE) - runs:
        LIVE.pop(run_id, None)
    LINES.intersection_update(lines)


def let_go_of_the_runs_in(db: str | Path) -> None:
    """Let go at the test's end of every run in the store at ``db`` that this process may hold
    live: an in-process ``arena run --human`` (``CliRunner``) leaves its waiting runs there,
    which in a user's shell end with the command's process."""
    with open_store(str(db)) as store:
        for run in store.runs():
            let_go_at_the_end(run.id)


def let_go_now_of_the_runs_in(db: str | Path) -> None:
    """Let go now of every run in the store at ``db`` this process holds live: for a module's
    fixture, whose runs outlive each test (the guard checks each test, not the module)."""
    from arena.runs.recorder import LIVE

    with open_store(str(db)) as store:
        for run in store.runs():
            LIVE.pop(run.id, None)


def start_waiting(store: Store, item: EvalItem = APPROVED) -> str:
    """Run a Booker's first leg into ``store`` and leave it waiting (and live in this process
    until the test ends: :data:`LEFT_LIVE`); returns the run id."""
    result = asyncio.run(
        run_item(
            Booker(),
            item,
            ENDPOINT,
            settings=RunSettings(mode="human"),
            record=recording(store, tools_module="arena.tools.rooms"),
            answerer=human_answerer,
        )
    )
    assert result.status == "waiting", result.trace.error
    return let_go_at_the_end(result.run_id)


def completed_booking(store: Store) -> str:
    """A Booker run approved and resumed to the end: every table has rows; returns the run id."""
    run_id = start_waiting(store)
    request_id = store.requests(run_id)[0].id
    store.answer(InputResponse(request_id=request_id, option_id="approve"))
    asyncio.run(resume_run(run_id, store, adapter=Booker()))
    assert store.side_effects(run_id)[0].status == "ok"
    return run_id


def synthetic_waiting(store: Store, *, expires_in_s: float | None = None) -> tuple[str, str]:
    """A one-leg run written straight through the contract (no runner)."""
    ctx = RunContext(run_id=f"run_syn{time.monotonic_ns()}", adapter="fake", endpoint=ENDPOINT)
    ctx.begin_leg()
    request = ctx.request_input(action="request_approval", args={"summary": "Book R-101"})
    turn = ctx.finish("waiting")
    if expires_in_s is not None:
        request = msgspec.structs.replace(
            request, expires_at=utcnow() + timedelta(seconds=expires_in_s)
        )
        turn = msgspec.structs.replace(turn, requests=(request,))
    store.record_leg(
        LegWrite(
            run_id=ctx.run_id,
            turn=turn,
            snapshot={"version": 1, "slots": {}},
            actor=Responder(name="runner", interface="scripted"),
            origin=RunOrigin(
                adapter="fake",
                endpoint=EndpointSpec.of(ENDPOINT),
                item=EvalItem(id="syn", input="book"),
            ),
        )
    )
    return ctx.run_id, request.id


def ledger_lines(path: Path) -> list[str]:
    return path.read_text().splitlines() if path.exists() else []


# -- a backend of one's own: its factories and a race worker's store are in race_workers.py, which
# the spawned workers import instead of this module (re-exported here for the tests) --------------
def custom_stores() -> dict[str, Callable[[pytest.FixtureRequest, Path], Store]]:
    """``{"custom": ...}`` (and the runners' ``custom@…``) for a fixture's ``STORES``; empty
    when no factory is named."""
    return {
        key: (lambda request, tmp, make=make: make(tmp)) for key, make in custom_factories().items()
    }


#: ``module:function`` called with a custom store and a request id it holds an answer to: it
#: changes that stored answer (approve <-> deny) as someone with write access to the backend's
#: storage would, outside the store's API, so the suite shows ``verify_run`` and
#: ``verify_audit`` naming it (docs/operator.md; test_s50b_verify_tampered.py).
TAMPER_ENV = "ARENA_TEST_STORE_TAMPER"


def custom_tamper() -> Callable[[Store, str], None] | None:
    """The tamper hook ``$ARENA_TEST_STORE_TAMPER`` names (None: none named)."""
    spec = os.environ.get(TAMPER_ENV)
    if not spec:
        return None
    module, _, name = spec.partition(":")
    if not module or not name:
        raise pytest.UsageError(f"{TAMPER_ENV}={spec!r}: give module:function")
    hook: Callable[[Store, str], None] = getattr(importlib.import_module(module), name)
    return hook


def tamper_sqlite_answer(store: Store, request_id: str) -> None:
    """A ``$ARENA_TEST_STORE_TAMPER`` hook for a store kept in one SQLite file (its
    ``location``): the file's owner drops the append-only triggers and flips the answer."""
    import sqlite3

    conn = sqlite3.connect(store.location)
    try:
        triggers = conn.execute("SELECT name FROM sqlite_master WHERE type = 'trigger'")
        for (name,) in triggers.fetchall():
            conn.execute(f'DROP TRIGGER "{name}"')
        conn.execute(
            "UPDATE responses SET option_id = CASE option_id WHEN 'approve' THEN 'deny' "
            "ELSE 'approve' END WHERE request_id = ?",
            (request_id,),
        )
        conn.commit()
    finally:
        conn.close()


# -- workers for spawn children -------------------------------------------------------------------
def resume_worker(db: str, who: str, run_ids: list[str], barrier: Any, out: Any) -> None:
    """Resume each run at the same moment as the other worker; report who continued it."""
    store = open_where(db)
    for run_id in run_ids:
        barrier.wait()
        try:
            result = asyncio.run(
                resume_run(run_id, store, adapter=Booker(), owner=who, claim_ttl_s=60)
            )
            out.put((who, run_id, f"resumed: {result.status}"))
        except Conflict as exc:
            out.put((who, run_id, f"conflict: {exc}"))
    store.close()


def without_ledger() -> None:
    """A broken reference, for a spawned child: runs get no side-effect guard, so nothing stops
    a second booking (a test process patches with ``monkeypatch`` instead)."""
    import arena.runs.recorder

    arena.runs.recorder.attach = lambda *args, **kwargs: None  # type: ignore[assignment]


def crashing_resume(
    db: str, run_id: str, kill_after: str, ledger: str, broken_ledger: bool = False
) -> None:
    """Resume ``run_id`` and SIGKILL this process right after the store method ``kill_after``
    (``before:METHOD``: right before it, the call never reaching the store). Its claim lasts
    120 s: the test runs it out itself (:func:`claim_runs_out`), never by the wall clock — a
    0.5 s claim had expired under load before the test looked (durable43: 7 of 20 failed)."""
    os.environ[LEDGER_ENV] = ledger
    if broken_ledger:
        without_ledger()
    store = open_store(db, timeout_s=30)
    before, _, method = kill_after.rpartition(":")
    original = getattr(store, method)

    def then_die(*args: Any, **kwargs: Any) -> Any:
        if before:
            os.kill(os.getpid(), signal.SIGKILL)
        value = original(*args, **kwargs)
        os.kill(os.getpid(), signal.SIGKILL)
        return value

    setattr(store, method, then_die)
    asyncio.run(resume_run(run_id, store, adapter=Booker(), owner="doomed", claim_ttl_s=120))
    raise AssertionError(f"{kill_after} was never called")


def claim_runs_out(db: str, run_id: str) -> None:
    """The run's claim expired, as its holder's time ran out: its expiry set in the past."""
    past = datetime(2000, 1, 1, tzinfo=UTC)
    if db.startswith("postgres"):
        import psycopg

        with psycopg.connect(db, autocommit=True) as conn:
            conn.execute("UPDATE runs SET claim_expires_at = %s WHERE id = %s", (past, run_id))
        return
    import sqlite3

    conn = sqlite3.connect(db, isolation_level=None)
    try:
        conn.execute("UPDATE runs SET claim_expires_at = ? WHERE id = ?", (codec.ts(past), run_id))
    finally:
        conn.close()


def skew_clock(m: pytest.MonkeyPatch, by: timedelta) -> None:
    """Every hitl-arena module's ``utcnow`` runs ``by`` off (a machine with a wrong clock). Kept
    here, not in test_store_people.py, so tests/service can move a local store's clock too."""
    from arena import types

    real = types.utcnow

    def skewed() -> object:
        return real() + by

    for name, module in list(sys.modules.items()):
        if (name == "arena" or name.startswith("arena.")) and getattr(
            module, "utcnow", None
        ) is real:
            m.setattr(module, "utcnow", skewed)
    m.setattr(types, "utcnow", skewed)


def run_out(store: Store, m: pytest.MonkeyPatch, seconds: float) -> None:
    """Let ``seconds`` pass on the store's clock, as a claim or request with a shorter time to
    live needs. A store whose clock is arena's ``utcnow`` (SQLite's; probed: ``store.now()``
    moves an hour with it) has it moved on for the rest of the test, at once (speed51c: these
    waits ran once per store, ~45 stores across the broken-store runners); any other (PostgreSQL's
    server, a custom store's own clock) is waited for, as before."""
    if getattr(store, "local_clock", False):
        with pytest.MonkeyPatch.context() as probe:
            before = store.now()
            skew_clock(probe, timedelta(hours=1))
            moved = store.now() - before > timedelta(minutes=30)
        if moved:
            skew_clock(m, timedelta(seconds=seconds + 0.5))
            return
    time.sleep(seconds)
