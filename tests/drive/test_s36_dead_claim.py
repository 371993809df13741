"""A driven run left ``resuming`` under a claim nobody holds any more (drive36): the process
``t.restart(process=True)`` started, killed at the leg's timeout + 120 s after it claimed the run,
or any resumer that died or whose claim expired. ``t.resume()`` refused it ("is being resumed by
..."), even once the claim had expired, and ``arena resume`` continues no eval's run, so the
answered run could only be abandoned, while ``arena show`` said "the eval that started it
continues it: t.resume() in that eval". ``t.resume()`` now takes such a claim over as ``arena
resume`` takes a dead resumer's (``run.claim_taken_over``), after the ledger shows no booking
begun without an outcome; one that does holds the run for a person's word, never a second
booking. A claim that is alive and unexpired is still refused, naming its holder."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from arena.context import ModelEndpoint
from arena.drive import Driver, NotWaiting
from arena.reconcile import NeedsReconciliation, reconcile
from arena.store import open_store
from arena.store.records import SideEffectKey
from arena.types import InputResponse, Responder

TASK = "Book a meeting room for 6 people on Tuesday."
ALICE = Responder(name="alice", interface="cli")


def _answered_and_claimed(t: Driver, store: object, owner: str, ttl_s: float) -> str:
    """The line waits; alice's approval is stored; ``owner`` claims the run for ``ttl_s``."""
    asked = t.send(TASK).requests[0]
    store.answer(InputResponse(request_id=asked.id, option_id="approve", responder=ALICE))  # type: ignore[attr-defined]
    store.claim(t.run_id, owner, ttl_s=ttl_s, actor=ALICE)  # type: ignore[attr-defined]
    return asked.id


def test_a_claim_that_expired_is_taken_over_by_t_resume(
    tmp_path: Path, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    with open_store(tmp_path / "a.db") as store:
        t = Driver.for_adapter("vanilla", endpoint_for("compliant"), store=store)
        _answered_and_claimed(t, store, "elsewhere:4242", ttl_s=-5)  # expired 5 s ago
        turn = t.resume()  # refused on 58eb2022: "is being resumed by elsewhere:4242"
        assert turn.status == "completed", turn
        t.called_tool("book_room", status="ok", times=1)
        trail = [e.transition for e in store.history(t.run_id)]
        assert "run.claim_taken_over" in trail and trail[-1] == "run.completed", trail
        t.close()


def test_a_live_claim_is_still_refused_naming_its_holder(
    tmp_path: Path, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    with open_store(tmp_path / "a.db") as store:
        t = Driver.for_adapter("vanilla", endpoint_for("compliant"), store=store)
        _answered_and_claimed(t, store, "elsewhere:4242", ttl_s=600)  # another host, unexpired
        with pytest.raises(NotWaiting, match="is being resumed by elsewhere:4242"):
            t.resume()
        t.called_tool("book_room", times=0)
        store.release(t.run_id, "elsewhere:4242", actor=ALICE, note="gave it back")
        assert t.resume().status == "completed"
        t.close()


def test_a_booking_the_dead_claim_began_holds_the_run_and_books_nothing_again(
    tmp_path: Path, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    with open_store(tmp_path / "a.db") as store:
        t = Driver.for_adapter("vanilla", endpoint_for("compliant"), store=store)
        asked = _answered_and_claimed(t, store, "elsewhere:4242", ttl_s=-5)
        record = store.run(t.run_id)
        key = SideEffectKey(run_id=t.run_id, request_id=asked, tool="book_room", occurrence=1)
        store.begin_side_effect(
            key,
            args={"room_id": "R-102"},
            leg=2,
            owner=record.claim_owner,
            token=record.claim_token,
        )
        with pytest.raises(NeedsReconciliation, match="arena reconcile"):
            t.resume()  # it may have booked: a person's word first, not a retry
        t.called_tool("book_room", times=0)
        assert store.run(t.run_id).status == "needs_reconciliation"
        reconcile(store, t.run_id, "took-effect", reason="R-102 is in the calendar", actor=ALICE)
        turn = t.resume()  # the ledger's outcome is replayed: the room is not booked again
        assert turn.status == "completed", turn
        assert [e.type for e in turn.events].count("side_effect.replayed") == 1, t.render()
        t.close()


def test_a_booking_the_dead_claim_finished_is_replayed_not_booked_again(
    tmp_path: Path, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    """Killed after its booking was recorded but before its leg was: the ledger holds the
    outcome, so the leg run again here replays it."""
    with open_store(tmp_path / "a.db") as store:
        t = Driver.for_adapter("vanilla", endpoint_for("compliant"), store=store)
        asked = _answered_and_claimed(t, store, "elsewhere:4242", ttl_s=-5)
        record = store.run(t.run_id)
        key = SideEffectKey(run_id=t.run_id, request_id=asked, tool="book_room", occurrence=1)
        store.begin_side_effect(
            key,
            args={"room_id": "R-102"},
            leg=2,
            owner=record.claim_owner,
            token=record.claim_token,
        )
        store.finish_side_effect(key, status="ok", result="CONFIRMED: R-102 (Aspen) is booked.")
        turn = t.resume()
        assert turn.status == "completed", turn
        assert [e.type for e in turn.events].count("side_effect.replayed") == 1, t.render()
        t.close()
