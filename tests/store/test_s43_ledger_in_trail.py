"""Red team 43: a store whose ledger and trail disagree on a booking passed every check.

``begin_side_effect`` writes a side effect's ledger row and its ``side_effect.started`` trail
entry in one transaction. Nothing held the two together: a store that recorded each finished
booking a second time in the ledger (``LedgerTwiceTrailOnce``: two bookings there, one in the
trail) or entered no side effect in the trail at all (``SideEffectsUnaudited``) passed the
conformance suite, ``arena audit verify`` (``verify_audit``) and the check a resume makes
(``verify_run``), as ``check_blocked`` holds the refused calls to their ``tool.blocked`` entries
and caught the same for those. ``arena.store.chain_verify.check_ledger`` now holds each run's
ledger rows, per request, to its ``side_effect.started`` entries; the conformance test here is
aimed at both broken stores (``broken_stores.AIMED``, run by ``test_store_broken.py``).
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from pathlib import Path

import pytest
from broken_stores import Honest, LedgerTwiceTrailOnce, SideEffectsUnaudited
from click.testing import CliRunner
from test_store import STORES

from arena.cli import main
from arena.runs import resume_run
from arena.store import SQLiteStore, Store
from arena.types import InputResponse, Responder
from store_support import Booker, start_waiting

ALICE = Responder(name="alice", role="facilities", interface="cli")


@pytest.fixture(params=sorted(STORES))
def store(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Store]:
    s = STORES[request.param](request, tmp_path)
    yield s
    s.close()


def _booked(store: Store) -> tuple[str, str]:
    """A Booker run approved and resumed to its booking: (run id, request id)."""
    run_id = start_waiting(store)
    request_id = store.requests(run_id)[0].id
    store.answer(InputResponse(request_id=request_id, option_id="approve", responder=ALICE))
    asyncio.run(resume_run(run_id, store, adapter=Booker()))
    return run_id, request_id


def test_each_side_effect_is_in_the_trail_once(store: Store) -> None:
    """The conformance test: one booking, one ledger row, one ``side_effect.started`` entry
    (and its outcome's), and both verifications pass."""
    run_id, request_id = _booked(store)
    assert [(s.key.request_id, s.status) for s in store.side_effects(run_id)] == [
        (request_id, "ok")
    ]
    trail = [h.transition for h in store.history(run_id) if h.transition.startswith("side_eff")]
    assert trail == ["side_effect.started", "side_effect.ok"]
    assert store.verify_run(run_id) is None
    assert store.verify_audit().broken is None


@pytest.mark.parametrize(
    ("broken", "said"),
    [
        (LedgerTwiceTrailOnce, "its ledger holds 2 side effect(s) under {} but its trail 1 "
                               "side_effect.started entry"),
        (SideEffectsUnaudited, "its ledger holds 1 side effect(s) under {} but its trail 0 "
                               "side_effect.started entries"),
    ],
)  # fmt: skip
def test_a_ledger_the_trail_disagrees_with_does_not_verify(
    broken: type[SQLiteStore], said: str, tmp_path: Path
) -> None:
    with broken(tmp_path / "arena.db") as store:
        run_id, request_id = _booked(store)
        reason = said.format(request_id)
        run_broken = store.verify_run(run_id)
        assert run_broken is not None and run_broken.run_id == run_id, run_broken
        assert run_broken.reason.startswith(reason), run_broken.reason
        whole = store.verify_audit().broken
        assert whole is not None and whole.reason.startswith(reason), whole
    result = CliRunner().invoke(main, ["audit", "verify", "--store", str(tmp_path / "arena.db")])
    assert result.exit_code != 0 and "side_effect.started" in result.output, result.output
    assert "Traceback" not in result.output


def test_the_honest_store_verifies_after_a_denial_and_a_booking(tmp_path: Path) -> None:
    """No side effect, no entry: a denied run verifies as a booked one does."""
    with Honest(tmp_path / "arena.db") as store:
        _booked(store)
        denied = start_waiting(store)
        request_id = store.requests(denied)[0].id
        store.answer(InputResponse(request_id=request_id, option_id="deny", responder=ALICE))
        asyncio.run(resume_run(denied, store, adapter=Booker()))
        assert store.side_effects(denied) == []
        assert store.verify_run(denied) is None
        assert store.verify_audit().broken is None
