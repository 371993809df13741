"""A resumer's claim runs out while ``book_room`` runs: its outcome is kept, never dropped
(durable35).

Resumer A claims the run and writes the booking's intent under its fencing token; the booking
takes longer than the claim (a stalled process, a slow calendar, ``--claim-ttl`` too short). The
next resumer finds the intent unfinished and holds the run; a person checks the calendar before
A's booking shows there and reconciles it ``no-effect``. Then A's booking returns ``ok``: its
``finish_side_effect`` updated no row (the entry was settled) and was dropped without a trace, so
the ledger and the trail said R-102 was never booked while it was. The ledger still keeps the
person's word (the run went on with it), and the trail now keeps A's:
``side_effect.reported_late``. Runs on SQLite and PostgreSQL.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from arena.reconcile import NeedsReconciliation
from arena.runs import resume_run
from arena.runs.recorder import LIVE
from arena.store import SideEffectKey, Store, open_store
from arena.types import InputResponse, Responder
from store_support import LEDGER_ENV, Booker, ledger_lines, start_waiting

ALICE = Responder(name="alice", interface="cli")
BOOKED = "CONFIRMED: R-102 is booked. Confirmation BK-R-102."


@pytest.fixture(params=["sqlite", "postgres"])
def store(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Store]:
    where = (
        request.getfixturevalue("postgres_url")
        if request.param == "postgres"
        else str(tmp_path / "arena.db")
    )
    with open_store(where) as opened:
        yield opened


def _booking_outlives_its_claim(store: Store) -> tuple[str, SideEffectKey]:
    """A's claim, its intent written, then the claim run out while book_room runs."""
    run_id = start_waiting(store)
    LIVE.pop(run_id, None)  # resumed as another process would: from the store alone
    request_id = store.requests(run_id)[0].id
    store.answer(InputResponse(request_id=request_id, option_id="approve"))
    claim = store.claim(run_id, "worker-a", ttl_s=0.05, actor=ALICE)
    key = SideEffectKey(run_id=run_id, request_id=request_id, tool="book_room", occurrence=1)
    args = {"room_id": "R-102"}
    assert (
        store.begin_side_effect(key, args=args, leg=2, owner="worker-a", token=claim.claim_token)
        is None
    )
    time.sleep(0.1)
    return run_id, key


def _kept_held(monkeypatch: pytest.MonkeyPatch) -> None:
    """A run left held after its booking reported back, as stores before durable36 left it: the
    ledger now settles such a run itself (test_s36_late_report_settles), and a reconciliation
    of one still held says what stands."""
    from arena.store.sql import SQLStore

    monkeypatch.setattr(SQLStore, "_settle_reported", lambda *a: None)


def _late(store: Store, run_id: str) -> list[str]:
    return [
        e.note or "" for e in store.history(run_id) if e.transition == "side_effect.reported_late"
    ]


def test_a_booking_reported_after_it_was_reconciled_is_in_the_trail(
    store: Store, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    ledger = tmp_path / "ledger.txt"
    monkeypatch.setenv(LEDGER_ENV, str(ledger))
    run_id, key = _booking_outlives_its_claim(store)
    with pytest.raises(NeedsReconciliation):  # the next resumer finds the intent unfinished
        asyncio.run(resume_run(run_id, store, adapter=Booker(), owner="worker-b"))
    assert store.run(run_id).status == "needs_reconciliation"
    store.reconcile(run_id, took_effect=False, reason="not in the calendar yet", actor=ALICE)

    store.finish_side_effect(key, status="ok", result=BOOKED)  # A's booking returns

    [effect] = store.side_effects(run_id)
    assert effect.status == "failed"  # the person's word stands: the run went on with it
    [note] = _late(store, run_id)
    assert note.startswith(f"book_room reported ok ({BOOKED}) after its ledger entry was settled")
    assert "contradicts" in note and "by hand" in note, note
    [entry] = [e for e in store.history(run_id) if e.transition == "side_effect.reported_late"]
    assert (entry.actor.name, entry.request_id) == ("worker-a", key.request_id)
    assert store.verify_run(run_id) is None  # the trail still a whole chain
    result = asyncio.run(resume_run(run_id, store, adapter=Booker(), owner="worker-b"))
    assert result.status == "completed" and ledger_lines(ledger) == []  # never booked again


def test_the_same_outcome_reported_twice_adds_nothing(store: Store) -> None:
    run_id, key = _booking_outlives_its_claim(store)
    store.finish_side_effect(key, status="ok", result=BOOKED)
    store.finish_side_effect(key, status="ok", result=BOOKED)  # a retried write
    assert _late(store, run_id) == []
    assert [t.transition for t in store.history(run_id)].count("side_effect.ok") == 1


def test_a_reconciliation_after_the_booking_reported_back_says_the_ledger_stands(
    store: Store, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A's booking returns after the run was held and before the person reconciles: their
    ``no-effect`` settled nothing, yet ``arena reconcile`` said ``nothing open -> no-effect`` and
    the trail ``no open ledger entry did not take effect``, as if their word had counted."""
    monkeypatch.setenv(LEDGER_ENV, str(tmp_path / "ledger.txt"))
    _kept_held(monkeypatch)
    run_id, key = _booking_outlives_its_claim(store)
    with pytest.raises(NeedsReconciliation):
        asyncio.run(resume_run(run_id, store, adapter=Booker(), owner="worker-b"))
    store.finish_side_effect(key, status="ok", result=BOOKED)  # A reports back first

    assert store.reconcile(run_id, took_effect=False, reason="not seen", actor=ALICE) == []

    [note] = [e.note for e in store.history(run_id) if e.transition == "run.reconciled"]
    assert note == (
        f"nothing left open: book_room for {key.request_id} (occurrence 1) was reported ok by "
        f"worker-a ({BOOKED}) since the run was held, and the ledger keeps that, not this (did "
        "not take effect: not seen)"
    )


def test_arena_reconcile_says_so(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from click.testing import CliRunner

    from arena.cli import main

    monkeypatch.setenv(LEDGER_ENV, str(tmp_path / "ledger.txt"))
    _kept_held(monkeypatch)
    db = str(tmp_path / "arena.db")
    with open_store(db) as store:
        run_id, key = _booking_outlives_its_claim(store)
        with pytest.raises(NeedsReconciliation):
            asyncio.run(resume_run(run_id, store, adapter=Booker(), owner="worker-b"))
        store.finish_side_effect(key, status="ok", result=BOOKED)

    args = ["reconcile", run_id, "--outcome", "no-effect", "--reason", "not seen", "--store", db]
    result = CliRunner().invoke(main, args, env={"COLUMNS": "200"})

    assert result.exit_code == 0, result.output
    said = " ".join(result.output.split())
    assert "nothing open -> no-effect" not in said, said
    assert "was reported ok by worker-a" in said and "the ledger keeps that, not this" in said


def test_arena_show_says_the_ledger_and_the_booking_disagree(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``arena show`` read 'waiting', next 'arena resume', and nothing of R-102 booked: the
    trail's entry was seen only by a person who read ``arena history`` through."""
    from click.testing import CliRunner

    from arena.cli import main

    monkeypatch.setenv(LEDGER_ENV, str(tmp_path / "ledger.txt"))
    db = str(tmp_path / "arena.db")
    with open_store(db) as store:
        run_id, key = _booking_outlives_its_claim(store)
        with pytest.raises(NeedsReconciliation):
            asyncio.run(resume_run(run_id, store, adapter=Booker(), owner="worker-b"))
        store.reconcile(run_id, took_effect=False, reason="not seen", actor=ALICE)
        store.finish_side_effect(key, status="ok", result=BOOKED)

    shown = CliRunner().invoke(main, ["show", run_id, "--store", db], env={"COLUMNS": "200"})

    assert shown.exit_code == 0, shown.output
    said = " ".join(shown.output.split())
    assert f"note book_room reported ok ({BOOKED}) after its ledger entry was settled" in said
    assert "which this contradicts: check the real system by hand" in said, said


def test_an_intent_begun_as_the_run_was_taken_over_holds_the_run(
    store: Store, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``arena resume`` read the ledger (nothing open), then took over the expired claim; A,
    its claim still current until then, began its booking in between and was killed. The resume
    went on past the open entry (the agent told 'outcome unknown') and completed the run, which
    no one was ever asked to reconcile. The ledger is read again under the claim now."""
    ledger = tmp_path / "ledger.txt"
    monkeypatch.setenv(LEDGER_ENV, str(ledger))
    run_id = start_waiting(store)
    LIVE.pop(run_id, None)
    request_id = store.requests(run_id)[0].id
    store.answer(InputResponse(request_id=request_id, option_id="approve"))
    first = store.claim(run_id, "worker-a", ttl_s=0.05, actor=ALICE)
    time.sleep(0.1)
    key = SideEffectKey(run_id=run_id, request_id=request_id, tool="book_room", occurrence=1)
    take_over = store.claim

    def a_books_first(*args: Any, **kwargs: Any) -> Any:
        store.begin_side_effect(
            key, args={"room_id": "R-102"}, leg=2, owner="worker-a", token=first.claim_token
        )
        return take_over(*args, **kwargs)

    monkeypatch.setattr(store, "claim", a_books_first)

    with pytest.raises(NeedsReconciliation):
        asyncio.run(resume_run(run_id, store, adapter=Booker(), owner="worker-b"))

    record = store.run(run_id)
    assert (record.status, record.claim_owner) == ("needs_reconciliation", None)
    assert ledger_lines(ledger) == []  # nothing booked by the resume either
