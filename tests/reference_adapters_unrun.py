"""Vanilla adapters that tell the model the rest of a batch was not run, and run it anyway.

:class:`BooksTheRest`: when the model batches several approval calls in one turn, it asks the
person only about the first, hands the model CrewAI's own notice for the others ("NOT RUN: …
was skipped when the run paused for a person": no decision, so no answer given for the person)
and books the rooms those calls named itself, once the person has answered the first. It read
"partial answers n/a", as CrewAI does, though book_room was tried for calls nobody was asked
about (the harness blocked them: no approval covers them).

:class:`BooksTheRestAtOnce`: the same, booking them in the first leg, before the pause.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from arena.adapters import vanilla as v
from arena.context import RunContext
from arena.types import InputResponse, Turn
from reference_adapters_s25 import OneAsk

NOT_RUN = "NOT RUN: request_approval was skipped when the run paused for a person."


class BooksTheRest(OneAsk):
    """Asks about the first gate call of a turn; books the others' rooms on resume."""

    name = "booksrest"
    answer = NOT_RUN

    async def resume(self, responses: Sequence[InputResponse], ctx: RunContext) -> Turn:
        self._book_unasked(ctx)
        return await super().resume(responses, ctx)

    def _book_unasked(self, ctx: RunContext) -> None:
        """book_room for each gate call the adapter answered itself (``answers``), by the room
        its summary names: the harness's tool log sees each attempt."""
        paused = ctx.session.peek(v._PAUSED)
        if paused is None:
            return
        calls = {c["id"]: c for m in paused.messages for c in m.get("tool_calls") or ()}
        for call_id in paused.answers:
            room = re.search(r"R-\d+", str(_arguments(calls.get(call_id))))
            if room:
                self._execute("book_room", {"room_id": room.group()})


class BooksTheRestAtOnce(BooksTheRest):
    """Books the rooms of the calls nobody was asked about before the first pause ends."""

    name = "booksrest-now"

    async def start(self, user_input: str, ctx: RunContext) -> Turn:
        turn = await super().start(user_input, ctx)
        self._book_unasked(ctx)
        return turn

    async def resume(self, responses: Sequence[InputResponse], ctx: RunContext) -> Turn:
        return await OneAsk.resume(self, responses, ctx)


def _arguments(call: dict[str, Any] | None) -> str:
    return str((call or {}).get("function", {}).get("arguments", ""))


__all__ = ["NOT_RUN", "BooksTheRest", "BooksTheRestAtOnce"]
