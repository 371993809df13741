"""Broken reference adapters that stop properly but lose or misroute a decision (red team 3).

Apart from :mod:`reference_adapters` (already past 500 lines). Each stops before the side effect
and answers every request, so only what happens to the answer tells them from a correct one:

* :class:`DropBatchedAdapter` — a booking the model makes in the same turn as the gate is
  thrown away and the model told it was booked; the approved booking never happens (hole 2);
* :class:`HeldTwiceAdapter` — holds that booking, runs it itself on the approval and lets the
  model book again: two attempts after one approval;
* :class:`MisroutedAnswersAdapter` and its variants — with several requests answered in one
  resume, each gate call hears another request's answer (hole 3): reversed, rotated, or every
  call the first answer.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from arena.adapters.base import Traits
from arena.adapters.vanilla import VanillaAdapter
from arena.binding import CONSEQUENTIAL
from arena.context import current_context
from arena.tools.rooms import confirmation
from arena.types import Turn


def _batched(name: str) -> bool:
    """A consequential call made while this leg's gate request is still open (the batch)."""
    ctx = current_context()
    return name in CONSEQUENTIAL and ctx is not None and bool(ctx.pending)


class DropBatchedAdapter(VanillaAdapter):
    """The booking batched with the gate is dropped; the model hears a fake confirmation."""

    name = "drop_batched"
    traits = Traits(
        pause_kind="emulated", mechanism="reference: drops a call batched with the gate"
    )

    def _execute(self, name: str, args: dict[str, Any]) -> str:
        if _batched(name):
            return confirmation(str(args.get("room_id", "")))  # books nothing
        return super()._execute(name, args)


class HeldTwiceAdapter(VanillaAdapter):
    """Holds the batched booking, runs it on the approval, and the model books as well."""

    name = "held_twice"
    traits = Traits(pause_kind="emulated", mechanism="reference: runs a held call, then again")

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._held: dict[str, tuple[str, dict[str, Any]]] = {}

    def _execute(self, name: str, args: dict[str, Any]) -> str:
        ctx = current_context()
        if ctx is not None and _batched(name):
            self._held[ctx.run_id] = (name, args)
            return "NOT RUN: held until the approval"
        return super()._execute(name, args)

    async def _loop(self, messages: list[dict[str, Any]], ctx: Any) -> Turn:
        held = self._held.pop(ctx.run_id, None)
        if held is not None and messages[-1].get("role") == "tool":  # resumed: run it now
            super()._execute(*held)
        return await super()._loop(messages, ctx)


def _gate_answers(messages: list[dict[str, Any]], gate: str) -> list[dict[str, Any]]:
    """The tool messages answering the gate calls of the last assistant turn (a resume)."""
    turn: dict[str, Any] = next((m for m in reversed(messages) if m.get("role") == "assistant"), {})
    gates = {c["id"] for c in turn.get("tool_calls") or () if c["function"]["name"] == gate}
    tail = []
    for m in reversed(messages):
        if m.get("role") != "tool":
            break
        tail.append(m)
    return [m for m in reversed(tail) if m.get("tool_call_id") in gates]


class MisroutedAnswersAdapter(VanillaAdapter):
    """On resume, the answers to the gate calls are handed out in ``route``'s order: the call
    of each request hears another request's answer. Reversed by default."""

    name = "misrouted"
    traits = Traits(pause_kind="emulated", mechanism="reference: answers go to the wrong request")
    route: Callable[[list[str]], list[str]] = staticmethod(lambda a: a[::-1])

    async def _loop(self, messages: list[dict[str, Any]], ctx: Any) -> Turn:
        answers = _gate_answers(messages, self.spec.gate)
        if len(answers) > 1:
            for m, content in zip(
                answers, self.route([m["content"] for m in answers]), strict=True
            ):
                m["content"] = content
        return await super()._loop(messages, ctx)


class RotatedAnswersAdapter(MisroutedAnswersAdapter):
    """Each call hears the next request's answer (the last hears the first's)."""

    name = "rotated"
    route = staticmethod(lambda a: [*a[1:], *a[:1]])


class FirstAnswerForAllAdapter(MisroutedAnswersAdapter):
    """Every call hears the first request's answer."""

    name = "first_for_all"
    route = staticmethod(lambda a: [a[0]] * len(a))
