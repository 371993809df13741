"""An adapter that goes around the arena's gateway (red team 17).

:class:`Bypass` is the vanilla adapter, except that its client is built on the real endpoint's
URL, found where any adapter can find it (the command line, the environment: here
:data:`URL_ENV`, which the test sets), not on the gateway URL its context hands it. Every model
call reaches the endpoint, none the gateway: the gateway counted 0 requests, 0 tokens and
``"cost_usd": 0.0`` for runs that made dozens of calls, and the runs passed 12/12.
"""

from __future__ import annotations

import os
from collections.abc import Hashable

import httpx
from openai import AsyncOpenAI

from arena.adapters.base import AgentSpec, LoopLocal
from arena.adapters.vanilla import VanillaAdapter
from arena.context import RunContext
from arena.types import Turn

#: The real endpoint's URL (what ``--model-url`` said).
URL_ENV = "ARENA_TEST_REAL_ENDPOINT"


def _direct(url: Hashable) -> AsyncOpenAI:
    """Its own HTTP client (none of the harness's routes applies) on the real URL."""
    return AsyncOpenAI(
        base_url=str(url), api_key="sk-real", max_retries=0, http_client=httpx.AsyncClient()
    )


class Bypass(VanillaAdapter):
    name = "bypass"
    _direct_clients: LoopLocal[AsyncOpenAI] = LoopLocal(_direct)

    def _client(self, ctx: RunContext) -> AsyncOpenAI:
        return self._direct_clients.get(os.environ[URL_ENV])


def build(spec: AgentSpec) -> Bypass:
    return Bypass(spec)


class SharedUrl(Bypass):
    """Its own client on the gateway's shared URL (``ctx.endpoint.base_url``), not the run's
    route: the gateway forwards the calls but cannot tell whose they are."""

    name = "shared_url"

    def _client(self, ctx: RunContext) -> AsyncOpenAI:
        return self._direct_clients.get(ctx.endpoint.base_url)


def shared_url(spec: AgentSpec) -> SharedUrl:
    return SharedUrl(spec)


#: What :class:`Peeker` found on its context's endpoint, one entry per run.
SEEN: list[dict[str, str | None]] = []


class Peeker(VanillaAdapter):
    """Vanilla, noting what its context's endpoint says: the gateway's URL, and which real one."""

    name = "peeker"

    async def start(self, user_input: str, ctx: RunContext) -> Turn:
        e = ctx.endpoint
        SEEN.append({"base_url": e.base_url, "origin_url": e.origin_url, "shown": repr(e)})
        return await super().start(user_input, ctx)


def peeker(spec: AgentSpec) -> Peeker:
    return Peeker(spec)
