"""Where a driven turn is written, when the eval gives a store.

A driver works without any store: the run context keeps the session line in memory, which is all
one test needs. Given a store, every turn (with the run context it belongs to) is handed to it after
the leg, the same moment an arena run persists a leg. The seam is deliberately small — one method or
a plain callable — so the driver does not depend on a particular store implementation;
``arena.store.Store.record_turn`` implements it, so any store can be passed as it is.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol, runtime_checkable

from arena.context import RunContext
from arena.errors import UserError
from arena.types import Turn


@runtime_checkable
class TurnRecorder(Protocol):
    """Anything that keeps turns: ``record_turn(ctx, turn)`` is called once per leg."""

    def record_turn(self, ctx: RunContext, turn: Turn) -> None: ...


TurnStore = TurnRecorder | Callable[[RunContext, Turn], None]


def persist(store: TurnStore | None, ctx: RunContext, turn: Turn) -> None:
    if store is None:
        return
    if isinstance(store, TurnRecorder):
        store.record_turn(ctx, turn)
    elif callable(store):
        store(ctx, turn)
    else:
        raise UserError(
            f"store={type(store).__name__}: give an object with record_turn(ctx, turn) "
            "or a callable (ctx, turn)"
        )
