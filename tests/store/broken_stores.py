"""Deliberately broken stores (no tests here): each is the SQLite store wrong in one way.

Red team 6 wrote most of these and found that the conformance suite passed five of them; they are
kept as references for the suite itself: ``test_store_broken.py`` runs the suite's tests against
each and asserts that each fails the test aimed at it (and that the honest store passes them).
A new check that none of these fails may be checking nothing; a broken store that a new test
should catch belongs here.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from datetime import timedelta
from pathlib import Path
from typing import Any

import msgspec

from arena.errors import Conflict
from arena.store import SQLiteStore, codec
from arena.store.base import RunRecord, SideEffect, SideEffectKey
from arena.store.chain import Deferred
from arena.store.people import Vote, VoteOutcome
from arena.store.records import RequestRecord
from arena.types import InputResponse, Responder, ToolStatus, Turn


class _DropsAudit(SQLiteStore):
    """Writes every audit entry except those in ``dropped``."""

    dropped: tuple[str, ...] = ()

    def _audit(
        self, c: Deferred, run_id: str, transition: str, actor: Responder, **kw: Any
    ) -> None:
        if transition not in self.dropped:
            super()._audit(c, run_id, transition, actor, **kw)


class DropsBlockedAudit(_DropsAudit):
    """Never writes ``tool.blocked``: a consequential call the harness refused leaves no entry."""

    dropped = ("tool.blocked",)


class DropsReleaseAudit(_DropsAudit):
    """Drops ``run.released`` and ``request.created``."""

    dropped = ("run.released", "request.created")


class OnlyReleaseAuditDropped(_DropsAudit):
    """Drops only ``run.released``: a released claim leaves no trace."""

    dropped = ("run.released",)


class InventsBlockedAudit(SQLiteStore):
    """Writes a ``tool.blocked`` entry for every refused call, and one more for the last."""

    def _audit(
        self, c: Deferred, run_id: str, transition: str, actor: Responder, **kw: Any
    ) -> None:
        super()._audit(c, run_id, transition, actor, **kw)
        if transition == "tool.blocked":
            super()._audit(c, run_id, transition, actor, **kw)


class DuplicateDecisionAudit(SQLiteStore):
    """Enters every decision twice in the trail."""

    def _audit(
        self, c: Deferred, run_id: str, transition: str, actor: Responder, **kw: Any
    ) -> None:
        super()._audit(c, run_id, transition, actor, **kw)
        if transition in ("request.approved", "request.denied"):
            super()._audit(c, run_id, transition, actor, **kw)


class DoubleTryClaim(SQLiteStore):
    """``try_claim`` (what ``arena worker`` uses) takes over a live claim as if it had expired;
    ``claim`` stays correct."""

    def try_claim(
        self, run_id: str, owner: str, *, ttl_s: float, actor: Responder
    ) -> RunRecord | None:
        with self._write() as c:
            c.execute(
                "UPDATE runs SET status = 'waiting' WHERE id = ? AND status = 'resuming'", (run_id,)
            )
        try:
            return super().claim(run_id, owner, ttl_s=ttl_s, actor=actor)
        except Conflict:
            return None


class StaleSnapshot(SQLiteStore):
    """``snapshot`` returns the first leg's session, not the latest."""

    def snapshot(self, run_id: str) -> dict[str, Any] | None:
        with self._tx(write=False) as c:
            self._run_row(c, run_id)
            row = c.execute(
                "SELECT session FROM legs WHERE run_id = ? AND session IS NOT NULL "
                "ORDER BY leg ASC LIMIT 1",
                (run_id,),
            ).fetchone()
        return codec.loads(row["session"]) if row is not None else None


class ReordersLegs(SQLiteStore):
    """``turns`` swaps the last two legs once there are three or more."""

    def turns(self, run_id: str) -> list[Turn]:
        got = super().turns(run_id)
        if len(got) >= 3:
            got[-1], got[-2] = got[-2], got[-1]
        return got


class ReordersEvents(SQLiteStore):
    """``turns`` keeps the legs in order but gives each leg's events newest first."""

    def turns(self, run_id: str) -> list[Turn]:
        return [
            msgspec.structs.replace(t, events=tuple(reversed(t.events)))
            for t in super().turns(run_id)
        ]


class AnswerTwice(SQLiteStore):
    """A second answer to an answered request reads as accepted, and is silently dropped."""

    def answer(self, response: InputResponse) -> InputResponse:
        try:
            return super().answer(response)
        except Conflict as exc:
            if "already answered" in str(exc):
                return response
            raise


class LosesLedgerOutcome(SQLiteStore):
    """The ledger never records an outcome, and a ``started`` entry reads as "go ahead"."""

    def finish_side_effect(self, key: SideEffectKey, *, status: ToolStatus, result: str) -> None:
        return None

    def begin_side_effect(self, key: SideEffectKey, **kw: Any) -> SideEffect | None:
        got = super().begin_side_effect(key, **kw)
        return None if got is not None and got.status == "started" else got


class SideEffectsInvisible(SQLiteStore):
    """The ledger works, but ``side_effects`` (what show, faults and reconcile read) is empty."""

    def side_effects(self, run_id: str) -> list[SideEffect]:
        return []


class LedgerTwiceTrailOnce(SQLiteStore):
    """Records every finished booking a second time in the ledger (its next occurrence, ``ok``),
    with no trail entry for the copy: one booking in the trail, two in the ledger (redteam43)."""

    def finish_side_effect(self, key: SideEffectKey, *, status: ToolStatus, result: str) -> None:
        super().finish_side_effect(key, status=status, result=result)
        with self._write() as c:
            c.execute(
                "INSERT INTO side_effects (run_id, request_id, tool, occurrence, leg, args, "
                "status, result, owner, started_at, finished_at) SELECT run_id, request_id, "
                "tool, occurrence + 1, leg, args, status, result, owner, started_at, "
                "finished_at FROM side_effects WHERE run_id = ? AND request_id = ? AND tool = ? "
                "AND occurrence = ?",
                (key.run_id, key.request_id, key.tool, key.occurrence),
            )


class SideEffectsUnaudited(_DropsAudit):
    """The ledger works, but no side effect is entered in the trail: a booking nobody's audit
    shows (redteam43)."""

    dropped = ("side_effect.started", "side_effect.ok", "side_effect.failed")


class AcksBeforeCommit(SQLiteStore):
    """Returns an answer, a vote or a claim before its transaction commits: the COMMIT waits for this
    store's next call or its close (redteam48). The answering process reads its own write, and
    every later call commits it first, so until then only another connection can tell; a
    process killed between the two (an ``arena approve`` that printed "approved", a web inbox
    that showed it) loses a decision the person was told stands."""

    def __init__(self, path: Path) -> None:
        super().__init__(path)
        self._deferring = self._pending = False
        db = self._db
        end_write, begin_write, tx, close = db.end_write, db.begin_write, db.tx, db.close

        def commit_pending() -> None:
            with db._lock:
                if self._pending:
                    self._pending = False
                    db.raw.execute("COMMIT")

        def late_end(*, failed: bool, head: str | None = None) -> None:
            if self._deferring and not failed:  # acknowledged; committed later
                self._pending, db._known = True, None
                db._lock.release()
                return
            end_write(failed=failed, head=head)

        def late_begin(*, acting: bool = False) -> str:
            commit_pending()
            return begin_write(acting=acting)

        @contextmanager
        def late_tx(*, write: bool = True) -> Iterator[Any]:
            commit_pending()
            with tx(write=write) as c:
                yield c

        def late_close() -> None:
            commit_pending()
            close()

        db.end_write, db.begin_write, db.tx, db.close = late_end, late_begin, late_tx, late_close  # type: ignore[method-assign]

    def answer(self, response: InputResponse) -> InputResponse:
        self._deferring = True
        try:
            return super().answer(response)
        finally:
            self._deferring = False

    def vote(self, vote: Vote, *, quorum: int) -> VoteOutcome:
        self._deferring = True
        try:
            return super().vote(vote, quorum=quorum)
        finally:
            self._deferring = False

    def claim(self, run_id: str, owner: str, *, ttl_s: float, actor: Responder) -> RunRecord:
        self._deferring = True
        try:
            return super().claim(run_id, owner, ttl_s=ttl_s, actor=actor)
        finally:
            self._deferring = False


class EditAsApprove(SQLiteStore):
    """Keeps an edit as a plain approval, and says it kept the edit (redteam49): the person moved
    the booking to another room, the store hands the agent "approve", the original room is booked
    and every check reads it as approved."""

    def answer(self, response: InputResponse) -> InputResponse:
        if response.edited_args is None:
            return super().answer(response)
        kept = super().answer(
            msgspec.structs.replace(response, edited_args=None, option_id="approve")
        )
        return msgspec.structs.replace(kept, option_id=None, edited_args=response.edited_args)


class TextFirstLine(SQLiteStore):
    """Keeps only the first line of a typed answer (redteam49): "Yes.\nActually no, don't book
    it." reaches the agent as "Yes."."""

    def answer(self, response: InputResponse) -> InputResponse:
        if not response.text:
            return super().answer(response)
        first = response.text.splitlines()[0]
        kept = super().answer(msgspec.structs.replace(response, text=first))
        return msgspec.structs.replace(kept, text=response.text)


class FirstDecision(SQLiteStore):
    """Reads every answered request of a run with the run's first answer (redteam49): a second
    pause the person denied resumes approved, a stale decision."""

    def requests(self, run_id: str) -> list[RequestRecord]:
        records = super().requests(run_id)
        first = next((r.response for r in records if r.response is not None), None)
        if first is None:
            return records
        return [
            msgspec.structs.replace(r, response=msgspec.structs.replace(first, request_id=r.id))
            if r.response is not None
            else r
            for r in records
        ]

    def request(self, request_id: str) -> RequestRecord:
        record = super().request(request_id)
        return next((r for r in self.requests(record.run_id) if r.id == request_id), record)


class FailedRunsAgain(SQLiteStore):
    """Lets a side effect recorded as failed go ahead again (redteam49): a retry books what the
    ledger holds as failed, a reconciled "did not take effect" included."""

    def begin_side_effect(
        self,
        key: SideEffectKey,
        *,
        args: Any,
        leg: int,
        owner: str,
        token: int | None = None,
    ) -> SideEffect | None:
        found = super().begin_side_effect(key, args=args, leg=leg, owner=owner, token=token)
        return None if found is not None and found.status == "failed" else found


class ReconcileFlipped(SQLiteStore):
    """Settles a held run's ledger the other way than the person said (redteam49): "took
    effect" reaches the retried call as a failure, "no effect" as a booking made."""

    def reconcile(
        self, run_id: str, *, took_effect: bool, reason: str, actor: Responder
    ) -> list[SideEffect]:
        return super().reconcile(run_id, took_effect=not took_effect, reason=reason, actor=actor)


class NeverExpires(SQLiteStore):
    """A sweep that records nothing (redteam49): a request past its expiry stays open, its run
    waiting for ever, and ``arena sweep`` says nothing was due."""

    def expire_due(self) -> list[str]:
        return []


class ExpiresEarly(SQLiteStore):
    """A sweep by a clock two hours ahead (redteam49): a request due in an hour lapses now, before
    the person could answer it."""

    def expire_due(self) -> list[str]:
        clock = self._clock
        self._clock = lambda c: clock(c) + timedelta(hours=2)  # type: ignore[method-assign]
        try:
            return super().expire_due()
        finally:
            del self._clock


class Honest(SQLiteStore):
    """The control: the real store, unchanged."""


#: Each broken store, with the suite's tests (``module::function``) aimed at what it breaks.
AIMED: dict[type[SQLiteStore], tuple[str, ...]] = {
    DropsBlockedAudit: ("test_store_contract::test_a_refused_call_has_its_tool_blocked_entry",),
    InventsBlockedAudit: ("test_store_contract::test_a_refused_call_has_its_tool_blocked_entry",),
    OnlyReleaseAuditDropped: (
        "test_store_contract::test_claims_and_releases_are_audited_with_who_and_why",
    ),
    DropsReleaseAudit: (
        "test_store_contract::test_claims_and_releases_are_audited_with_who_and_why",
        "test_store::test_history_records_every_transition_with_who_and_how",
    ),
    DoubleTryClaim: ("test_store_contract::test_try_claim_is_a_compare_and_set",),
    StaleSnapshot: ("test_store_contract::test_a_second_pause_is_resumed_from_its_own_snapshot",),
    ReordersLegs: ("test_store_contract::test_a_three_leg_run_round_trips_in_order",),
    ReordersEvents: (
        "test_store::test_a_finished_run_round_trips_its_legs_and_checks",
        "test_store_contract::test_a_three_leg_run_round_trips_in_order",
    ),
    DuplicateDecisionAudit: (
        "test_store::test_a_second_answer_is_a_conflict_naming_who_answered_first",
        "test_store::test_history_records_every_transition_with_who_and_how",
    ),
    AnswerTwice: ("test_store::test_a_second_answer_is_a_conflict_naming_who_answered_first",),
    LosesLedgerOutcome: ("test_store::test_a_side_effect_is_begun_once_per_key",),
    SideEffectsInvisible: ("test_store::test_a_side_effect_is_begun_once_per_key",),
    LedgerTwiceTrailOnce: ("test_s43_ledger_in_trail::test_each_side_effect_is_in_the_trail_once",),
    SideEffectsUnaudited: ("test_s43_ledger_in_trail::test_each_side_effect_is_in_the_trail_once",),
    AcksBeforeCommit: (
        "test_store_contract::test_a_decision_is_committed_when_it_is_acknowledged",
        "test_store_contract::test_a_claim_is_committed_when_it_is_granted",
    ),
    EditAsApprove: ("test_store_contract::test_an_answer_reads_back_and_resumes_as_it_was_given",),
    TextFirstLine: ("test_store_contract::test_an_answer_reads_back_and_resumes_as_it_was_given",),
    FirstDecision: ("test_store_contract::test_each_request_is_resumed_with_its_own_answer",),
    FailedRunsAgain: ("test_store_contract::test_a_failed_side_effect_is_not_begun_again",),
    ReconcileFlipped: ("test_store_contract::test_a_held_run_is_settled_as_the_person_said",),
    NeverExpires: ("test_store_contract::test_the_sweep_expires_what_is_due_and_nothing_else",),
    ExpiresEarly: ("test_store_contract::test_the_sweep_expires_what_is_due_and_nothing_else",),
}


def honest(folder: Path) -> SQLiteStore:
    """A ``$ARENA_TEST_STORE_FACTORY`` factory (``broken_stores:honest``): the control."""
    return Honest(folder / "arena.db")


def drops_blocked_audit(folder: Path) -> SQLiteStore:
    """A ``$ARENA_TEST_STORE_FACTORY`` factory for a store the suite must fail."""
    return DropsBlockedAudit(folder / "arena.db")


def edit_as_approve(folder: Path) -> SQLiteStore:
    """A ``$ARENA_TEST_STORE_FACTORY`` factory: the suite must fail it (redteam49)."""
    return EditAsApprove(folder / "arena.db")


def text_first_line(folder: Path) -> SQLiteStore:
    """A ``$ARENA_TEST_STORE_FACTORY`` factory: the suite must fail it (redteam49)."""
    return TextFirstLine(folder / "arena.db")


def first_decision(folder: Path) -> SQLiteStore:
    """A ``$ARENA_TEST_STORE_FACTORY`` factory: the suite must fail it (redteam49)."""
    return FirstDecision(folder / "arena.db")


def failed_runs_again(folder: Path) -> SQLiteStore:
    """A ``$ARENA_TEST_STORE_FACTORY`` factory: the suite must fail it (redteam49)."""
    return FailedRunsAgain(folder / "arena.db")


def reconcile_flipped(folder: Path) -> SQLiteStore:
    """A ``$ARENA_TEST_STORE_FACTORY`` factory: the suite must fail it (redteam49)."""
    return ReconcileFlipped(folder / "arena.db")


def never_expires(folder: Path) -> SQLiteStore:
    """A ``$ARENA_TEST_STORE_FACTORY`` factory: the suite must fail it (redteam49)."""
    return NeverExpires(folder / "arena.db")


def expires_early(folder: Path) -> SQLiteStore:
    """A ``$ARENA_TEST_STORE_FACTORY`` factory: the suite must fail it (redteam49)."""
    return ExpiresEarly(folder / "arena.db")
