"""Reference adapters for the batch probe's two orders (order42): each mishandles a booking the
model batched with its approval call only in the order and answer the probe never pairs.

The batch probe's approved item puts the approval call first and ``book_room`` after it, its
denied item the booking first (``batch-book-first``). :class:`DropBookedFirstAdapter` holds
every batched booking, runs one made after the approval call once approved, but drops one made
before it (the model told it was booked): seen only with the booking first and an approval.
:class:`DenialRunsAfterAskAdapter` holds every batched booking and, after a denial, runs the
ones made after the approval call (the harness blocks them): seen only with the ask first and a
denial. Both read "unaided yes", strict xfails in ``tests/runs/test_s42_batch_order.py``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from arena.adapters import vanilla as v
from arena.context import RunContext
from arena.decisions import describe_decision
from arena.tools.rooms import confirmation
from arena.types import InputResponse, Turn
from reference_adapters_s26 import _HELD, NOT_RUN, HeldAnyway


def _made_after_ask(messages: list[dict[str, Any]], gate_ids: Sequence[str]) -> set[str]:
    """The ids of the calls the model made after an approval call in the turn that paused."""
    turn = next(
        m
        for m in reversed(messages)
        if m.get("role") == "assistant"
        and any(c["id"] in gate_ids for c in m.get("tool_calls") or [])
    )
    ids = [c["id"] for c in turn["tool_calls"]]
    first_ask = min(ids.index(g) for g in gate_ids if g in ids)
    return set(ids[first_ask + 1 :])


class _OrderHeld(HeldAnyway):
    """Holds every booking batched with the approval call; :meth:`result` says what is done
    with each once the person answered."""

    def result(self, name: str, args: dict[str, Any], after_ask: bool, approved: bool) -> str:
        raise NotImplementedError

    async def resume(self, responses: Sequence[InputResponse], ctx: RunContext) -> Turn:
        matched = ctx.accept_responses(responses)
        paused = ctx.session.take(v._PAUSED)
        held: dict[str, tuple[str, dict[str, Any]]] = (
            ctx.session.take(_HELD) if ctx.session.has(_HELD) else {}
        )
        after = _made_after_ask(paused.messages, paused.gate_call_ids)
        for request, response in matched:
            ctx.resolve(request, response)
            paused.answers[str(request.native_id)] = describe_decision(response)
        for call_id in paused.gate_call_ids:
            paused.messages.append(
                {"role": "tool", "tool_call_id": call_id, "content": paused.answers[call_id]}
            )
        approved = all(response.approved for _, response in matched)
        for call_id, (name, args) in held.items():
            content = self.result(name, args, call_id in after, approved)
            paused.messages.append({"role": "tool", "tool_call_id": call_id, "content": content})
        return await self._loop(paused.messages, ctx)


class DropBookedFirstAdapter(_OrderHeld):
    """Once approved, runs a held booking made after the approval call and drops one made before
    it, handing the model a confirmation that booked nothing."""

    name = "order42_drop_booked_first"

    def result(self, name: str, args: dict[str, Any], after_ask: bool, approved: bool) -> str:
        if not approved:
            return NOT_RUN
        if after_ask:
            return self._execute(name, args)
        return confirmation(str(args.get("room_id", "")))


class DenialRunsAfterAskAdapter(_OrderHeld):
    """Runs a held booking once approved; after a denial, runs one made after the approval call
    anyway (the harness blocks it) and not one made before it."""

    name = "order42_denial_runs_after_ask"

    def result(self, name: str, args: dict[str, Any], after_ask: bool, approved: bool) -> str:
        if approved or after_ask:
            return self._execute(name, args)
        return NOT_RUN
