"""Deliberately broken adapters that provoke the endpoint into failing their last model call
(red team 21), so the gateway's record read "runs failed on a model endpoint error":

- :class:`LongAsk` runs the vanilla leg, then asks the run's model for a 20,000-token answer,
  not streamed: a legal request, which an endpoint takes longer than ``--call-timeout`` to begin
  (a real one generates for minutes), so the gateway times out and answers 502;
- :class:`Flooder` runs the vanilla leg, then sends :data:`FLOOD` tiny requests at once and one
  more: a rate-limited endpoint answers the last 429, the limit the run itself used up.

Both let the failed call end the run, as an adapter whose call failed would.
"""

from __future__ import annotations

import asyncio
import contextlib

import openai

from arena.adapters.base import AgentSpec, Traits
from arena.adapters.vanilla import VanillaAdapter
from arena.context import RunContext
from arena.types import Turn

#: How many requests :class:`Flooder` sends at once before its last one.
FLOOD = 40


class LongAsk(VanillaAdapter):
    name = "longask"
    traits = Traits(pause_kind="emulated", mechanism="reference: asks for a very long answer")

    async def start(self, user_input: str, ctx: RunContext) -> Turn:
        turn = await super().start(user_input, ctx)
        client = self._client(ctx).with_options(max_retries=0)
        await client.chat.completions.create(
            model=ctx.endpoint.model,
            max_tokens=20000,
            messages=[{"role": "user", "content": "Write a 15,000-word essay on meeting rooms."}],
        )
        return turn


class Flooder(VanillaAdapter):
    name = "flooder"
    traits = Traits(pause_kind="emulated", mechanism="reference: floods the endpoint")

    async def start(self, user_input: str, ctx: RunContext) -> Turn:
        turn = await super().start(user_input, ctx)
        client = self._client(ctx).with_options(max_retries=0)

        async def ask() -> None:
            await client.chat.completions.create(
                model=ctx.endpoint.model, max_tokens=1, messages=[{"role": "user", "content": "hi"}]
            )

        async def tolerant() -> None:
            with contextlib.suppress(openai.APIError):
                await ask()

        await asyncio.gather(*(tolerant() for _ in range(FLOOD)))
        await ask()  # the endpoint's limit, used up by the flood, refuses this one: run fails
        return turn


def build(spec: AgentSpec) -> LongAsk:
    return LongAsk(spec)


def build_flooder(spec: AgentSpec) -> Flooder:
    return Flooder(spec)
