"""A resuming process SIGKILLed at several points: nothing approved is lost, no room booked twice.

Each case resumes an approved run in a child process that kills itself (SIGKILL: no cleanup, no
``finally``) right after one store call; then a fresh resume — once the test has run the dead
claim out (its expiry set in the past, never a sleep: a 0.5 s claim expired under load before
the first look, durable43) — finishes the run. The ledger counts real executions of ``book_room`` outside every process.
Every kill point runs on SQLite; one (booked, leg not saved) runs on PostgreSQL too.
"""

from __future__ import annotations

import asyncio
import signal
from pathlib import Path

import pytest

import arena.runs.recorder
from arena.durable_state.score import read_journal, score_store
from arena.errors import Conflict
from arena.reconcile import NeedsReconciliation, reconcile
from arena.runs import resume_run
from arena.runs.recorder import LIVE
from arena.store import open_store
from arena.tools import JOURNAL_ENV
from arena.types import InputResponse, Responder
from race_workers import parent_env, racing_context, with_env
from store_support import (
    LEDGER_ENV,
    Booker,
    claim_runs_out,
    crashing_resume,
    ledger_lines,
    start_waiting,
)
from trail_ledger import cross_check

DANA = Responder(name="dana", interface="cli")

pytestmark = pytest.mark.slow


def crash(db: str, run_id: str, kill_after: str, ledger: Path, broken: bool = False) -> None:
    mp = racing_context()  # forked from a server that imported store_support once
    env = parent_env()  # a forked child has the server's: the test's are handed to it
    args = (env, crashing_resume, db, run_id, kill_after, str(ledger), broken)
    child = mp.Process(target=with_env, args=args)
    child.start()
    child.join(timeout=60)
    assert child.exitcode == -signal.SIGKILL, f"child exited {child.exitcode}, not killed"


@pytest.mark.parametrize(
    ("backend", "kill_after", "booked_before_restart"),
    [
        ("sqlite", "claim", 0),  # claimed, nothing done yet
        ("sqlite", "begin_side_effect", 0),  # intent recorded, killed before book_room ran
        ("sqlite", "before:finish_side_effect", 1),  # booked, outcome never recorded
        ("sqlite", "finish_side_effect", 1),  # booked and recorded, leg not saved yet
        ("sqlite", "record_leg", 1),  # leg saved: the run is complete
        ("postgres", "before:finish_side_effect", 1),  # booked, its record never sent
        ("postgres", "finish_side_effect", 1),
    ],
)
def test_a_killed_resume_loses_no_approval_and_books_at_most_once(
    request: pytest.FixtureRequest,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    backend: str,
    kill_after: str,
    booked_before_restart: int,
) -> None:
    ledger = tmp_path / "ledger.txt"
    db = (
        request.getfixturevalue("postgres_url")
        if backend == "postgres"
        else str(tmp_path / "arena.db")
    )
    monkeypatch.setenv(LEDGER_ENV, str(ledger))
    store = open_store(db)
    run_id = start_waiting(store)
    LIVE.pop(run_id, None)  # this test process plays "a later process", not the one that ran it
    request_id = store.requests(run_id)[0].id
    approval = InputResponse(
        request_id=request_id, option_id="approve", responder=Responder(name="dana")
    )
    store.answer(approval)

    crash(db, run_id, kill_after, ledger)
    assert len(ledger_lines(ledger)) == booked_before_restart

    if kill_after == "record_leg":
        with pytest.raises(Conflict, match="already completed"):
            asyncio.run(resume_run(run_id, store, adapter=Booker()))
    else:
        with pytest.raises(Conflict, match="being resumed by doomed"):
            asyncio.run(resume_run(run_id, store, adapter=Booker()))
        claim_runs_out(db, run_id)  # the dead process's claim expires
        if kill_after in ("begin_side_effect", "before:finish_side_effect"):
            # The ledger says "started": it may have booked. The retry holds the run for a
            # person instead of guessing; what the room calendar (the ledger file) says settles it.
            with pytest.raises(NeedsReconciliation, match="started by doomed"):
                asyncio.run(resume_run(run_id, store, adapter=Booker()))
            outcome = "took-effect" if ledger_lines(ledger) else "no-effect"
            reconcile(store, run_id, outcome, reason="checked the calendar", actor=DANA)
        result = asyncio.run(resume_run(run_id, store, adapter=Booker()))
        assert result.status == "completed"
        # The dead claim is taken over — or, when the run was held, ended by the hold.
        ended = {"run.claim_taken_over", "run.needs_reconciliation"}
        takeover = [h for h in store.history(run_id) if h.transition in ended]
        assert len(takeover) == 1 and "doomed" in (takeover[0].note or "")

    bookings = ledger_lines(ledger)
    assert len(bookings) <= 1, "booked twice"
    run = store.run(run_id)
    assert (run.status, run.legs) == ("completed", 2)
    stored = store.request(request_id)
    assert stored.response is not None and stored.response.responder.name == "dana"
    assert stored.resolved  # the approval reached the agent
    calls = [c for c in store.tool_calls(run_id) if c.tool == "book_room"]
    assert len(calls) == 1
    if kill_after == "begin_side_effect":
        # Killed before book_room ran; the person said so; it is not run again for this approval.
        assert calls[0].status == "failed" and "did not take effect (reconciled by dana" in (
            calls[0].result
        )
        assert [s.status for s in store.side_effects(run_id)] == ["failed"]
    elif kill_after == "before:finish_side_effect":
        # Booked, outcome lost with the process; the person said it took effect.
        assert bookings == ["R-102"]
        assert calls[0].status == "ok" and calls[0].result.startswith("CONFIRMED (reconciled by")
    else:
        assert bookings == ["R-102"]
        assert calls[0].status == "ok" and calls[0].result.startswith("CONFIRMED: R-102")
        assert run.passed
    assert cross_check(store) == []  # the ledger against the trail (tests/trail_ledger.py)
    store.close()


@pytest.mark.parametrize("ledger_blocks", [True, False])
def test_double_bookings_are_counted_from_executions_and_a_ledger_that_does_not_block_shows(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, ledger_blocks: bool
) -> None:
    """The durable_state figures on a real kill (booked, the leg never recorded): with the ledger
    the retry's re-run is a replay and the room is booked once; with a broken reference — no
    ledger — the same retry books again, and the count says so. The count comes from the
    execution journal (arena.tools.JOURNAL_ENV), which the ledger cannot hide."""
    ledger, journal, db = tmp_path / "ledger.txt", tmp_path / "exec.jsonl", str(tmp_path / "a.db")
    monkeypatch.setenv(LEDGER_ENV, str(ledger))
    monkeypatch.setenv(JOURNAL_ENV, str(journal))
    store = open_store(db)
    run_id = start_waiting(store)
    LIVE.pop(run_id, None)
    store.answer(InputResponse(request_id=store.requests(run_id)[0].id, option_id="approve"))
    crash(db, run_id, "before:record_leg", ledger, broken=not ledger_blocks)
    assert ledger_lines(ledger) == ["R-102"]
    claim_runs_out(db, run_id)
    if not ledger_blocks:  # the retry in this process is as broken as the one that died
        monkeypatch.setattr(arena.runs.recorder, "attach", lambda *args, **kwargs: None)
    result = asyncio.run(resume_run(run_id, store, adapter=Booker()))
    assert result.status == "completed"
    (scored,), lost, double, problems = score_store(
        store, adapter="booker", crash_point="before_complete", executions=read_journal(journal)
    )
    assert lost == 0
    if ledger_blocks:
        assert (double, scored.extra["bookings"], scored.extra["replays"]) == (0, 1, 1)
        assert ledger_lines(ledger) == ["R-102"] and problems == []
    else:
        assert (double, scored.extra["bookings"], scored.extra["replays"]) == (1, 2, 0)
        assert ledger_lines(ledger) == ["R-102", "R-102"]
        assert "approve-me: book_room ran 2x" in problems
    store.close()
