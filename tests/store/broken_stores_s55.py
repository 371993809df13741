"""Deliberately broken stores of evidence55 (no tests here): each keeps the durable runtime's
write order wrong in one way that a store read through the object that wrote it never shows.

* :class:`IntentAfterEffect` writes a side effect's "started" entry only with its outcome: a
  process killed between the booking and its outcome leaves no entry, and the retry books again.
* :class:`DecisionAfterEffect` acknowledges an answer and writes it only when the run's resumed
  leg begins its side effect: a crash between the booking and that write loses the decision.
* :class:`RequestsUnkept` keeps a waiting leg's requests where only the process that recorded
  them reads them: the run reads "waiting" and a restart finds nothing to approve.
* :class:`AcceptsExpired` judges an answer's expiry by the sweep alone: an approval after the
  request expired, before any sweep ran, is taken (the CLI's and the inbox's refusals are the
  store's).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import msgspec

from arena.store import SQLiteStore
from arena.store.base import SideEffect, SideEffectKey
from arena.types import InputResponse, ToolStatus


class IntentAfterEffect(SQLiteStore):
    """``begin_side_effect`` keeps the intent in memory; ``finish_side_effect`` writes both."""

    def __init__(self, path: Path) -> None:
        super().__init__(path)
        self._begun: dict[SideEffectKey, dict[str, Any]] = {}

    def begin_side_effect(
        self,
        key: SideEffectKey,
        *,
        args: Mapping[str, Any],
        leg: int,
        owner: str,
        token: int | None = None,
    ) -> SideEffect | None:
        if key in self._begun:  # this object began it: reads as begun, as the real one does
            self._flush(key)
        elif not any(s.key == key for s in self.side_effects(key.run_id)):
            self._begun[key] = {"args": args, "leg": leg, "owner": owner, "token": token}
            return None
        return super().begin_side_effect(key, args=args, leg=leg, owner=owner, token=token)

    def finish_side_effect(self, key: SideEffectKey, *, status: ToolStatus, result: str) -> None:
        self._flush(key)
        super().finish_side_effect(key, status=status, result=result)

    def _flush(self, key: SideEffectKey) -> None:
        if (begun := self._begun.pop(key, None)) is not None:
            super().begin_side_effect(key, **begun)


class DecisionAfterEffect(SQLiteStore):
    """``answer`` returns the answer as stored and writes it at the run's next side effect."""

    def __init__(self, path: Path) -> None:
        super().__init__(path)
        self._held: list[InputResponse] = []

    def answer(self, response: InputResponse) -> InputResponse:
        stamped = msgspec.structs.replace(response, at=self.now())
        self._held.append(stamped)
        return stamped

    def begin_side_effect(self, key: SideEffectKey, **how: Any) -> SideEffect | None:
        held, self._held = self._held, []
        for response in held:
            super().answer(response)
        return super().begin_side_effect(key, **how)


class RequestsUnkept(SQLiteStore):
    """A waiting leg's requests are kept where only the process that recorded them reads them:
    opened again, the store holds the run "waiting" with none of its open requests (modelled as
    the open requests of waiting runs gone when the store opens, their table's append-only
    triggers dropped, as a backend of one's own need not have them)."""

    def __init__(self, path: Path) -> None:
        if path.exists():
            conn = sqlite3.connect(path)
            try:
                triggers = "SELECT name FROM sqlite_master WHERE type = 'trigger' AND tbl_name = ?"
                for (name,) in conn.execute(triggers, ("requests",)).fetchall():
                    conn.execute(f'DROP TRIGGER "{name}"')
                conn.execute(
                    "DELETE FROM requests WHERE run_id IN (SELECT id FROM runs WHERE status = "
                    "'waiting') AND id NOT IN (SELECT request_id FROM responses)"
                )
                conn.commit()
            finally:
                conn.close()
        super().__init__(path)


def unexpiring(row: Any) -> dict[str, Any]:
    """A request's row as :class:`AcceptsExpired` reads it: with no expiry."""
    return {k: row[k] for k in row.keys()} | {"expires_at": None}  # noqa: SIM118 (a sqlite3.Row)


class AcceptsExpired(SQLiteStore):
    """An answer is checked against everything but its request's expiry."""

    def _answer_checked(self, c: Any, row: Any, response: InputResponse) -> InputResponse:
        return super()._answer_checked(c, unexpiring(row), response)  # type: ignore[arg-type]


#: The suite's tests each store must fail (tests/store/test_store_broken.py runs them); the
#: others are aimed at in test_s52_decision_outlives_close.py and tests/operator.
AIMED: dict[type[SQLiteStore], tuple[str, ...]] = {
    AcceptsExpired: ("test_store_late_answer::test_a_late_answer_follows_the_expiry_in_the_trail",),
}


__all__ = [
    "AIMED",
    "AcceptsExpired",
    "DecisionAfterEffect",
    "IntentAfterEffect",
    "RequestsUnkept",
    "unexpiring",
]
