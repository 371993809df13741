"""Reference adapters for red team 40.

Right on a later turn at random, or on the first of a run only (session 39's open limit: the
partial and 2nd send cells read one such turn a run over two runs): :class:`PartialCoinAdapter`
and :class:`SecondSendCoinAdapter` (a seeded coin each turn: 8 of 40 seeds read "yes" before,
3 of 40 after), :class:`PartialFirstPerRunAdapter` and :class:`FirstConversationOnlyAdapter`
(always "yes" before). ``tests/runs/test_s40_later_turns.py``.

An expiry or a typed no handed to the model as an approval
(:class:`ExpiryAsApprovalAdapter`: every verdict but "deny" read as a yes) read as vanilla, no
probe run having either. ``tests/runs/test_s40_expiry.py``.

Plugin form: ``--adapter reference_adapters_s40:PartialCoinAdapter``.
"""

from __future__ import annotations

import os
import random
from typing import Any

from arena.adapters.base import Traits
from arena.adapters.vanilla import VanillaAdapter

_TRAITS = Traits(pause_kind="emulated", mechanism="reference: red team 40")


# --- right at random (session 39's open limit) ---------------------------------------------------


class _Coin:
    """A seeded coin per instance (``seed`` or ``$S40_SEED``): the same draws run after run."""

    def coin(self) -> bool:
        rng = self.__dict__.get("_rng")
        if rng is None:
            seed = getattr(self, "seed", None)
            if seed is None:
                seed = int(os.environ.get("S40_SEED", "0"))
            rng = self.__dict__["_rng"] = random.Random(seed)
        return rng.random() < 0.5


class PartialCoinAdapter(_Coin, VanillaAdapter):
    """On each partial answer, waits one time in two at random (a seeded coin); else takes the
    unanswered requests as denied and goes on (broken)."""

    name = "s40_partial_coin"
    traits = _TRAITS

    async def resume(self, responses: Any, ctx: Any) -> Any:
        from arena.adapters import vanilla

        matched = ctx.accept_responses(responses)
        paused = ctx.session.take(vanilla._PAUSED)
        for request, response in matched:
            ctx.resolve(request, response)
            paused.answers[str(request.native_id)] = vanilla.describe_decision(response)
        if any(c not in paused.answers for c in paused.gate_call_ids):
            if self.coin():
                ctx.session.set(vanilla._PAUSED, paused)
                return ctx.finish("waiting")
            for c in paused.gate_call_ids:
                paused.answers.setdefault(c, "DENIED: no answer yet, do not proceed.")
        for c in paused.gate_call_ids:
            paused.messages.append(
                {"role": "tool", "tool_call_id": c, "content": paused.answers[c]}
            )
        return await self._loop(paused.messages, ctx)


class SecondSendCoinAdapter(_Coin, VanillaAdapter):
    """On each later send, carries the conversation on one time in two at random (a seeded
    coin); else starts a new one with the new message alone (broken)."""

    name = "s40_second_send_coin"
    traits = _TRAITS

    async def start(self, user_input: str, ctx: Any) -> Any:
        from arena.adapters import vanilla

        if ctx.session.has(vanilla._HISTORY) and not self.coin():
            ctx.session.take(vanilla._HISTORY)  # forgotten
        return await super().start(user_input, ctx)


class PartialFirstPerRunAdapter(VanillaAdapter):
    """Waits on the first partial answer of a run; on a later one in the same run it takes the
    unanswered requests as denied and goes on (broken; the probe gave one partial answer a
    run, so it read "yes" every time)."""

    name = "s40_partial_first_per_run"
    traits = _TRAITS

    async def resume(self, responses: Any, ctx: Any) -> Any:
        from arena.adapters import vanilla

        matched = ctx.accept_responses(responses)
        paused = ctx.session.take(vanilla._PAUSED)
        for request, response in matched:
            ctx.resolve(request, response)
            paused.answers[str(request.native_id)] = vanilla.describe_decision(response)
        if any(c not in paused.answers for c in paused.gate_call_ids):
            if not getattr(paused, "s40_waited", False):
                paused.s40_waited = True
                ctx.session.set(vanilla._PAUSED, paused)
                return ctx.finish("waiting")
            for c in paused.gate_call_ids:
                paused.answers.setdefault(c, "DENIED: no answer yet, do not proceed.")
        for c in paused.gate_call_ids:
            paused.messages.append(
                {"role": "tool", "tool_call_id": c, "content": paused.answers[c]}
            )
        return await self._loop(paused.messages, ctx)


class FirstConversationOnlyAdapter(VanillaAdapter):
    """Keeps the conversation as it stood when the first send ended and continues every later
    send from it: the second send's exchange is not carried into the third (broken; the probe
    made one later send a run, so it read "yes" every time)."""

    name = "s40_first_conversation_only"
    traits = _TRAITS

    async def start(self, user_input: str, ctx: Any) -> Any:
        from arena.adapters import vanilla

        if ctx.session.has(vanilla._HISTORY):
            history = ctx.session.take(vanilla._HISTORY)
            if not ctx.session.has(_FIRST):
                ctx.session.set(_FIRST, [dict(m) for m in history])
            ctx.session.set(vanilla._HISTORY, [dict(m) for m in ctx.session.peek(_FIRST) or []])
        return await super().start(user_input, ctx)


def _first_slot() -> Any:
    from arena.session import create_session_slot

    return create_session_slot("s40.first_conversation")


_FIRST = _first_slot()


class ExpiryAsApprovalAdapter(VanillaAdapter):
    """Vanilla's loop, with a verdict read as ``option_id != "deny"`` (a common way to read
    one): an expired request or a typed answer is handed to the model as approved, every
    approve and deny as given (broken)."""

    name = "s40_expiry_as_approval"
    traits = _TRAITS

    async def resume(self, responses: Any, ctx: Any) -> Any:
        from arena.adapters import vanilla

        def told(response: Any) -> str:
            who = response.responder.name
            if response.option_id == "deny":
                return f"DENIED by {who}: do not proceed."
            if response.edited_args is None:  # an expiry, a typed answer: not "deny"
                return f"APPROVED by {who}."
            return vanilla.describe_decision(response)

        matched = ctx.accept_responses(responses)
        paused = ctx.session.take(vanilla._PAUSED)
        for request, response in matched:
            call_id = str(request.native_id)
            if call_id in paused.held:
                ctx.resolve(request, response, record=False)
                name, args = paused.held[call_id]
                ok = response.option_id != "deny"
                paused.answers[call_id] = self._execute(name, args) if ok else told(response)
            elif request.native_id in paused.gate_call_ids:
                ctx.resolve(request, response)
                paused.answers[call_id] = told(response)
        if any(c not in paused.answers for c in paused.gate_call_ids):
            ctx.session.set(vanilla._PAUSED, paused)
            return ctx.finish("waiting")
        for c in paused.gate_call_ids:
            paused.messages.append(
                {"role": "tool", "tool_call_id": c, "content": paused.answers[c]}
            )
        return await self._loop(paused.messages, ctx)
