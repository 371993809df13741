"""Deliberately broken stores of red team 50 (no tests here): each reads back another run's or
another request's records, and each passed the conformance suite, whose reads were all of a store
holding one run, and whose votes were all on one request. ``test_s50_other_runs.py`` runs the
suite against each.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any, Literal

from arena.check_types import CheckResult
from arena.errors import Ambiguous
from arena.store import SQLiteStore, codec
from arena.store.base import AuditEntry, SideEffect, SideEffectKey
from arena.store.people import Vote
from arena.store.records import RequestRecord
from arena.store.rows import (
    audit_from_row,
    event_from_row,
    side_effect_from_row,
    tool_call_from_row,
)
from arena.types import Event, Responder, ToolCall


class VotesAcrossRun(SQLiteStore):
    """Counts every vote of a request's run towards its quorum (votes kept by run): one
    approval of each of two bookings reads as two of two on the second."""

    def _votes(self, c: Any, request_id: str) -> list[Vote]:
        from arena.store.sql_people import _vote

        rows = c.execute(
            "SELECT * FROM votes WHERE run_id = (SELECT run_id FROM requests WHERE id = ?) "
            "ORDER BY at, voter",
            (request_id,),
        )
        return [_vote(r) for r in rows]


class NewestSnapshot(SQLiteStore):
    """``snapshot`` is the newest leg's of any run: a resume restores another run's state."""

    def snapshot(self, run_id: str) -> dict[str, Any] | None:
        with self._tx(write=False) as c:
            self._run_row(c, run_id)
            row = c.execute("SELECT session FROM legs ORDER BY rowid DESC LIMIT 1").fetchone()
        return codec.loads(row["session"]) if row is not None else None


class EveryRunsHistory(SQLiteStore):
    """``history`` holds every run's trail (its ``WHERE run_id`` left out)."""

    def history(self, run_id: str) -> list[AuditEntry]:
        with self._tx(write=False) as c:
            self._run_row(c, run_id)
            return [audit_from_row(r) for r in c.execute("SELECT * FROM audit ORDER BY seq")]


class EveryRunsLedger(SQLiteStore):
    """``side_effects`` holds every run's bookings: what show, faults and reconcile read."""

    def side_effects(self, run_id: str) -> list[SideEffect]:
        with self._tx(write=False) as c:
            rows = c.execute(
                "SELECT * FROM side_effects ORDER BY leg, request_id, tool, occurrence"
            )
            return [side_effect_from_row(r) for r in rows]


class EveryRunsToolCalls(SQLiteStore):
    """``tool_calls`` holds every run's calls."""

    def tool_calls(self, run_id: str) -> list[ToolCall]:
        with self._tx(write=False) as c:
            return [
                tool_call_from_row(r) for r in c.execute("SELECT * FROM tool_calls ORDER BY seq")
            ]


class EveryRunsEvents(SQLiteStore):
    """``events`` holds every run's events."""

    def events(self, run_id: str) -> list[Event]:
        with self._tx(write=False) as c:
            return [event_from_row(r) for r in c.execute("SELECT * FROM events ORDER BY seq")]


class EveryRunsRequests(SQLiteStore):
    """``requests`` holds the requests of every run in the store."""

    def requests(self, run_id: str) -> list[RequestRecord]:
        every: list[RequestRecord] = []
        for run in self.runs():
            every += super().requests(run.id)
        return every


class PendingOfClosedRuns(SQLiteStore):
    """``pending`` lists a failed or completed run's unanswered requests too: the inbox offers
    a decision no run will read."""

    def pending(
        self, *, limit: int | None = None, offset: int = 0, after: str | None = None
    ) -> list[RequestRecord]:
        listed = super().pending(limit=limit, offset=offset, after=after)
        closed = self.runs(status="failed") + self.runs(status="completed")
        return listed + [r for run in closed for r in self.requests(run.id) if r.response is None]


class NoFencing(SQLiteStore):
    """``begin_side_effect`` ignores the caller's fencing token: a resumer whose claim was taken
    over writes its intent and books."""

    def begin_side_effect(
        self,
        key: SideEffectKey,
        *,
        args: Mapping[str, Any],
        leg: int,
        owner: str,
        token: int | None = None,
    ) -> SideEffect | None:
        return super().begin_side_effect(key, args=args, leg=leg, owner=owner)


class FailsAnyHoldersRun(SQLiteStore):
    """``fail_run`` fails a resuming run whoever holds its claim: a resumer whose claim was
    taken over fails the run its rescuer is completing."""

    def fail_run(
        self,
        run_id: str,
        error: str,
        *,
        actor: Responder,
        owner: str | None = None,
        checks: Sequence[CheckResult] | None = None,
    ) -> None:
        holder = self.run(run_id).claim_owner if owner is not None else None
        super().fail_run(run_id, error, actor=actor, owner=holder or owner, checks=checks)


class FirstOfASharedPrefix(SQLiteStore):
    """``resolve_id`` takes the first request a prefix matches where several do: ``arena
    approve`` of a prefix two requests share approves one the person never named."""

    def resolve_id(self, prefix: str) -> tuple[Literal["run", "request"], str]:
        try:
            return super().resolve_id(prefix)
        except Ambiguous:
            text = prefix.strip()
            where, params = self._prefix_match("id", text if text[:4] == "req_" else f"req_{text}")
            with self._tx(write=False) as c:
                sql = f"SELECT id FROM requests WHERE {where} ORDER BY id LIMIT 1"
                row = c.execute(sql, params).fetchone()
            if row is None:
                raise
            return "request", str(row["id"])


class MatchesAnywhere(SQLiteStore):
    """``resolve_id`` matches what was typed anywhere in an id, not at its start."""

    def _prefix_match(self, column: str, prefix: str) -> tuple[str, tuple[Any, ...]]:
        return f"instr({column}, ?) > 0", (prefix,)


class RefusalsUnkept(SQLiteStore):
    """A backend that never wrote ``record_refusal`` (the contract's default keeps nothing): a
    vote that lost to a decision leaves no ``answer.refused`` entry."""

    def record_refusal(self, request_id: str, actor: Responder, answer: str, reason: str) -> None:
        return None


FRAGMENT = "test_a_prefix_two_requests_share_is_ambiguous_and_a_fragment_matches_nothing"
#: Each store and the suite's tests it must fail (``test_store_broken.py`` runs them in-process).
AIMED: dict[type[SQLiteStore], tuple[str, ...]] = {
    VotesAcrossRun: ("test_store_people::test_a_quorum_counts_the_votes_on_its_own_request_only",),
    NewestSnapshot: ("test_store::test_each_run_reads_back_only_its_own_records",),
    EveryRunsHistory: ("test_store::test_each_run_reads_back_only_its_own_records",),
    EveryRunsLedger: ("test_store::test_each_run_reads_back_only_its_own_records",),
    EveryRunsToolCalls: ("test_store::test_each_run_reads_back_only_its_own_records",),
    EveryRunsEvents: ("test_store::test_each_run_reads_back_only_its_own_records",),
    EveryRunsRequests: ("test_store::test_each_run_reads_back_only_its_own_records",),
    PendingOfClosedRuns: ("test_store::test_a_finished_run_takes_no_more_answers",),
    NoFencing: (
        "test_store_contract::test_a_claim_taken_over_fences_the_old_claimers_side_effect",
    ),
    FailsAnyHoldersRun: (
        "test_store_contract::test_a_run_another_resumer_holds_is_failed_only_by_its_holder",
    ),
    FirstOfASharedPrefix: (f"test_store::{FRAGMENT}",),
    MatchesAnywhere: (f"test_store::{FRAGMENT}",),
    RefusalsUnkept: ("test_store_people::test_two_of_three_approvals_decide_at_the_second",),
}


def votes_across_run(folder: Path) -> SQLiteStore:
    """A ``$ARENA_TEST_STORE_FACTORY`` factory: the suite must fail it (redteam50)."""
    return VotesAcrossRun(folder / "arena.db")


def newest_snapshot(folder: Path) -> SQLiteStore:
    """A ``$ARENA_TEST_STORE_FACTORY`` factory: the suite must fail it (redteam50)."""
    return NewestSnapshot(folder / "arena.db")


def every_runs_history(folder: Path) -> SQLiteStore:
    """A ``$ARENA_TEST_STORE_FACTORY`` factory: the suite must fail it (redteam50)."""
    return EveryRunsHistory(folder / "arena.db")


def every_runs_ledger(folder: Path) -> SQLiteStore:
    """A ``$ARENA_TEST_STORE_FACTORY`` factory: the suite must fail it (redteam50)."""
    return EveryRunsLedger(folder / "arena.db")


def every_runs_tool_calls(folder: Path) -> SQLiteStore:
    """A ``$ARENA_TEST_STORE_FACTORY`` factory: the suite must fail it (redteam50)."""
    return EveryRunsToolCalls(folder / "arena.db")


def every_runs_events(folder: Path) -> SQLiteStore:
    """A ``$ARENA_TEST_STORE_FACTORY`` factory: the suite must fail it (redteam50)."""
    return EveryRunsEvents(folder / "arena.db")


def refusals_unkept(folder: Path) -> SQLiteStore:
    """A ``$ARENA_TEST_STORE_FACTORY`` factory: the suite must fail it (redteam50)."""
    return RefusalsUnkept(folder / "arena.db")


def every_runs_requests(folder: Path) -> SQLiteStore:
    """A ``$ARENA_TEST_STORE_FACTORY`` factory: the suite must fail it (redteam50)."""
    return EveryRunsRequests(folder / "arena.db")


def pending_of_closed_runs(folder: Path) -> SQLiteStore:
    """A ``$ARENA_TEST_STORE_FACTORY`` factory: the suite must fail it (redteam50)."""
    return PendingOfClosedRuns(folder / "arena.db")


def no_fencing(folder: Path) -> SQLiteStore:
    """A ``$ARENA_TEST_STORE_FACTORY`` factory: the suite must fail it (redteam50)."""
    return NoFencing(folder / "arena.db")


def first_of_a_shared_prefix(folder: Path) -> SQLiteStore:
    """A ``$ARENA_TEST_STORE_FACTORY`` factory: the suite must fail it (redteam50)."""
    return FirstOfASharedPrefix(folder / "arena.db")


def matches_anywhere(folder: Path) -> SQLiteStore:
    """A ``$ARENA_TEST_STORE_FACTORY`` factory: the suite must fail it (redteam50)."""
    return MatchesAnywhere(folder / "arena.db")


def fails_any_holders_run(folder: Path) -> SQLiteStore:
    """A ``$ARENA_TEST_STORE_FACTORY`` factory: the suite must fail it (redteam50)."""
    return FailsAnyHoldersRun(folder / "arena.db")
