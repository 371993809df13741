"""regress36: ``t.resume()`` takes over a dead claim (c748d21d) after reading the ledger, but read
it only before ``store.claim`` took the claim over. A resumer whose claim had run out still holds
the current fencing token until the takeover, so it can begin ``book_room`` in between: the
takeover then went on past that open entry and the run completed with its outcome never asked
for, the window 94f5b6b9 closed for ``arena resume`` (durable35). The ledger is now read again
once the line holds the claim, and such a run is held for a person's word."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

import arena.reconcile
from arena.context import ModelEndpoint
from arena.drive import Driver
from arena.reconcile import NeedsReconciliation, reconcile
from arena.store import open_store
from arena.store.records import SideEffectKey
from arena.types import InputResponse, Responder

TASK = "Book a meeting room for 6 people on Tuesday."
ALICE = Responder(name="alice", interface="cli")


def test_a_booking_begun_between_the_check_and_the_takeover_holds_the_run(
    tmp_path: Path, endpoint_for: Callable[[str], ModelEndpoint], monkeypatch: pytest.MonkeyPatch
) -> None:
    with open_store(tmp_path / "a.db") as store:
        t = Driver.for_adapter("vanilla", endpoint_for("compliant"), store=store)
        asked = t.send(TASK).requests[0]
        store.answer(InputResponse(request_id=asked.id, option_id="approve", responder=ALICE))
        store.claim(t.run_id, "elsewhere:4242", ttl_s=-5, actor=ALICE)  # expired 5 s ago
        real = arena.reconcile.check_settled
        began: list[bool] = []

        def then_the_old_resumer_books(*args: Any, **kwargs: Any) -> Any:
            out = real(*args, **kwargs)
            record = store.run(t.run_id)
            if not began and record.claim_owner == "elsewhere:4242":
                began.append(True)  # its fence check passes: its token is still the current one
                store.begin_side_effect(
                    SideEffectKey(
                        run_id=t.run_id, request_id=asked.id, tool="book_room", occurrence=1
                    ),
                    args={"room_id": "R-102"},
                    leg=2,
                    owner="elsewhere:4242",
                    token=record.claim_token,
                )
            return out

        monkeypatch.setattr(arena.reconcile, "check_settled", then_the_old_resumer_books)
        with pytest.raises(NeedsReconciliation, match="arena reconcile"):
            t.resume()
        assert began
        t.called_tool("book_room", times=0)
        assert store.run(t.run_id).status == "needs_reconciliation"
        reconcile(store, t.run_id, "took-effect", reason="R-102 is in the calendar", actor=ALICE)
        turn = t.resume()  # the ledger's outcome is replayed: the room is not booked again
        assert turn.status == "completed", turn
        assert [e.type for e in turn.events].count("side_effect.replayed") == 1, t.render()
        t.close()
