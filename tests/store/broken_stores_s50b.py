"""Deliberately broken stores of red team 50b (no tests here): each is wrong only where a test that
ran on SQLite and PostgreSQL alone looked, so a backend of one's own passed the suite with it.

The race, late-answer, refused-answer, resumed-expiry and fencing tests
(``test_store_race.py``, ``test_store_late_answer.py``, ``test_store_refused_answer.py``,
``test_s43_resume_ttl.py``, ``tests/service/test_fencing.py``) built their stores themselves,
never from ``$ARENA_TEST_STORE_FACTORY``. ``test_s50_other_runs.py`` runs the documented command
against each store here; ``test_store_broken.py`` runs the in-process ones' aimed tests.
"""

from __future__ import annotations

from pathlib import Path

import msgspec

from arena.errors import Conflict, Expired
from arena.store import SQLiteStore
from arena.store.base import LegWrite
from arena.store.chain_verify import Broken, Verdict
from arena.store.records import RunRecord
from arena.types import InputResponse, Responder


class AnswerCheckedThenWritten(SQLiteStore):
    """Reads whether a request is still open in a read of its own, then trusts it: an insert
    that lost to an answer stored in between is reported as accepted. One answer after another
    is refused as it should be; two processes answering at once are both told "ok"."""

    def answer(self, response: InputResponse) -> InputResponse:
        if self.request(response.request_id).response is not None:
            return super().answer(response)  # answered already: refused, as it must be
        try:
            return super().answer(response)
        except Conflict as exc:
            if "already answered" not in str(exc):
                raise  # a finished run's request: refused as it should be
            return response  # it was open when this process looked


class ExpiredAnswerUnkept(SQLiteStore):
    """A late answer to an expired request is refused with nothing written: neither the expiry
    nor the late answer reaches the trail (the refusal of an answer that lost stays kept)."""

    def answer(self, response: InputResponse) -> InputResponse:
        try:
            return self._answer(response)
        except Conflict as exc:
            r = response
            self.record_refusal(r.request_id, r.responder, r.option_id, str(exc))
            raise
        except Expired:
            raise  # too late: said to the person, kept nowhere


class LostAnswerUnkept(SQLiteStore):
    """``answer`` keeps no trace of the answer that lost (``record_refusal`` is left to votes):
    the second of two answers is refused and forgotten."""

    def answer(self, response: InputResponse) -> InputResponse:
        try:
            return self._answer(response)
        except Expired as exc:  # a late answer is still kept
            r = response
            self.record_refusal(r.request_id, r.responder, r.option_id, str(exc))
            raise


class ExpiryUnkeptWithTheRun(SQLiteStore):
    """Stores no ``request_ttl_s`` with the run: a resumed leg asks with no expiry."""

    def record_leg(self, leg: LegWrite) -> RunRecord:
        if leg.origin is not None and leg.origin.request_ttl_s is not None:
            origin = msgspec.structs.replace(leg.origin, request_ttl_s=None)
            leg = msgspec.structs.replace(leg, origin=origin)
        return super().record_leg(leg)


class TokenRestartsOnRelease(SQLiteStore):
    """A released run's fencing token starts again at 0: its next claimer holds token 1, the
    token a claimer before the release still holds (both pass the fence)."""

    def release(self, run_id: str, owner: str, *, actor: Responder, note: str) -> None:
        super().release(run_id, owner, actor=actor, note=note)
        with self._write() as c:
            c.execute(
                "UPDATE runs SET claim_token = 0 WHERE id = ? AND status = 'waiting'", (run_id,)
            )


class VerifiesAnything(SQLiteStore):
    """``verify_audit`` and ``verify_run`` find nothing wrong, whatever the store holds and
    whatever head the chain is held to: ``arena audit verify`` says "ok" over any edit."""

    def verify_audit(self, *, head: str | None = None) -> Verdict:
        return msgspec.structs.replace(super().verify_audit(), broken=None)

    def verify_run(self, run_id: str) -> Broken | None:
        return None


class VerifyRunBlind(SQLiteStore):
    """``verify_run`` finds nothing wrong (the whole chain's walk is honest): ``arena show``'s
    and a resume's check of one run pass over an answer changed behind the store's back."""

    def verify_run(self, run_id: str) -> Broken | None:
        return None


#: Each store and the tests it must fail, run in-process by ``test_store_broken.py`` (the race's,
#: the resumed expiry's and the fencing file's only through the documented command, in
#: ``test_s50_other_runs.py``: they start processes or leave runs live).
AIMED: dict[type[SQLiteStore], tuple[str, ...]] = {
    ExpiredAnswerUnkept: (
        "test_store_late_answer::test_a_late_answer_follows_the_expiry_in_the_trail",
    ),
    LostAnswerUnkept: (
        "test_store_refused_answer::test_the_answer_that_lost_the_race_is_in_the_trail",
    ),
    VerifiesAnything: (
        "test_s50b_verify_tampered::test_verify_audit_refuses_a_head_the_chain_never_reached",
    ),
}


def answer_checked_then_written(folder: Path) -> SQLiteStore:
    """A ``$ARENA_TEST_STORE_FACTORY`` factory: the suite must fail it (redteam50b)."""
    return AnswerCheckedThenWritten(folder / "arena.db")


def expired_answer_unkept(folder: Path) -> SQLiteStore:
    """A ``$ARENA_TEST_STORE_FACTORY`` factory: the suite must fail it (redteam50b)."""
    return ExpiredAnswerUnkept(folder / "arena.db")


def lost_answer_unkept(folder: Path) -> SQLiteStore:
    """A ``$ARENA_TEST_STORE_FACTORY`` factory: the suite must fail it (redteam50b)."""
    return LostAnswerUnkept(folder / "arena.db")


def expiry_unkept_with_the_run(folder: Path) -> SQLiteStore:
    """A ``$ARENA_TEST_STORE_FACTORY`` factory: the suite must fail it (redteam50b)."""
    return ExpiryUnkeptWithTheRun(folder / "arena.db")


def token_restarts_on_release(folder: Path) -> SQLiteStore:
    """A ``$ARENA_TEST_STORE_FACTORY`` factory: the suite must fail it (redteam50b)."""
    return TokenRestartsOnRelease(folder / "arena.db")


def verifies_anything(folder: Path) -> SQLiteStore:
    """A ``$ARENA_TEST_STORE_FACTORY`` factory: the suite must fail it (redteam50b)."""
    return VerifiesAnything(folder / "arena.db")


def verify_run_blind(folder: Path) -> SQLiteStore:
    """A ``$ARENA_TEST_STORE_FACTORY`` factory: the suite must fail it (redteam50b)."""
    return VerifyRunBlind(folder / "arena.db")
