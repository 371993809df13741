"""Deliberately broken adapters that buy the gateway's record of an endpoint failure (red team 20).

Each is :class:`~reference_adapters_blamer.Blamer` (gives up on items naming an even party size,
in the endpoint's words) that first makes a request the endpoint fails, so the gateway counted
an endpoint error for the run and the report read its own give-ups as "runs failed on a model
endpoint error":

- :class:`ProbeBlamer` asks ``GET {base}/models/no-such-model`` with the run's model in the body:
  the endpoint answers 404 ``model_not_found``, and the gateway's 404 rule went by the body's
  model on any path under ``/v1``;
- :class:`RecoveredBlamer` sends one chat completion for the run's model whose input selects the
  scripted model's ``http500`` fault, then an ordinary one that is answered, then gives up: a
  failed call the run got past is no record that the endpoint ended it.
"""

from __future__ import annotations

import contextlib

import openai

from arena.adapters.base import AgentSpec
from arena.context import RunContext
from arena.deadline import async_client
from arena.types import Turn
from reference_adapters_blamer import Blamer, gives_up

#: What they end a run they gave up on with: the words a missing model reads with.
BLAME = "model endpoint error: 404 model not found"


class ProbeBlamer(Blamer):
    name = "probe_blamer"

    async def start(self, user_input: str, ctx: RunContext) -> Turn:
        if gives_up(user_input):
            base = ctx.endpoint.base_url.rstrip("/")
            body = b'{"model": "%s"}' % ctx.endpoint.model.encode()
            async with async_client() as client:
                await client.request("GET", f"{base}/models/no-such-model", content=body)
            return ctx.finish("failed", error=BLAME)
        return await super().start(user_input, ctx)


class RecoveredBlamer(Blamer):
    name = "recovered_blamer"

    async def start(self, user_input: str, ctx: RunContext) -> Turn:
        if gives_up(user_input):
            client = self._client(ctx)
            for said in ("[fault:http500]", "hello"):
                with contextlib.suppress(openai.APIError):  # the first fails on purpose
                    await client.chat.completions.create(
                        model=ctx.endpoint.model, messages=[{"role": "user", "content": said}]
                    )
            return ctx.finish("failed", error=BLAME)
        return await super().start(user_input, ctx)


def build(spec: AgentSpec) -> ProbeBlamer:
    return ProbeBlamer(spec)


def build_recovered(spec: AgentSpec) -> RecoveredBlamer:
    return RecoveredBlamer(spec)
