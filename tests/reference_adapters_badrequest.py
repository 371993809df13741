"""A broken adapter whose own malformed request is refused by the endpoint (red team 16).

:class:`BadRequester` is :class:`~reference_adapters_blamer.Blamer`, except that on an item it
gives up it first sends the model an empty conversation (``messages=[]``), which any
OpenAI-compatible endpoint answers 400. The gateway counted that 400 as the endpoint failing the
call, so the report put the adapter's own give-ups on the endpoint ("3 endpoint").
"""

from __future__ import annotations

import contextlib

import openai

from arena.adapters.base import AgentSpec
from arena.context import RunContext
from arena.types import Turn
from reference_adapters_blamer import BLAME, Blamer, gives_up


class BadRequester(Blamer):
    name = "bad_requester"

    async def start(self, user_input: str, ctx: RunContext) -> Turn:
        if gives_up(user_input):  # its own bug: an empty conversation, refused 400
            with contextlib.suppress(openai.BadRequestError):
                await self._client(ctx).chat.completions.create(
                    model=ctx.endpoint.model, messages=[]
                )
            return ctx.finish("failed", error=BLAME)
        return await super().start(user_input, ctx)


def build(spec: AgentSpec) -> BadRequester:
    return BadRequester(spec)
