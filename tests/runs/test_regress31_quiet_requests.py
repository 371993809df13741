"""regress31 F2: an adapter whose last call after a person's denial offers the model no tools
(LangChain's ``early_stopping_method="generate"`` does the same) or forbids them
(``tool_choice="none"``) failed ``suspended`` on every deny item (and ``t.arena_check`` in an
eval), read as "did not offer book_room" / "offered other tools than the run's first" / "told
the model which tool to call, or none". A real model offered nothing can only answer in words,
as the scripted model did: nothing was masked. The same request answered with a call still
fails: there a real model could not have done what it did (:func:`arena.agent_steps.quiet`). Since
red team 32 the scripted model answers a request that offers no tool in words too, as any model
must, so an adapter that never offers one never hears a call and never asks."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

import pytest

from arena.adapters.base import AgentSpec
from arena.adapters.vanilla import VanillaAdapter
from arena.arenas import Arena
from arena.context import ModelEndpoint, RunContext
from arena.evaluate import check_spec
from arena.runner import RunResult, run_many
from arena.settings import RunSettings
from arena.tools import rooms


class _Quiet:
    """An ``AsyncOpenAI`` client's stand-in: once a person's denial is in the conversation (or
    always, with ``always``), each request offers no tools (``drop``) or ``tool_choice="none"``."""

    def __init__(self, client: Any, drop: bool, always: bool) -> None:
        self.chat, self.completions, self._client = self, self, client
        self._drop, self._always = drop, always

    async def create(self, **kwargs: Any) -> Any:
        denied = any(
            m.get("role") == "tool" and "DENIED" in str(m.get("content"))
            for m in kwargs.get("messages") or ()
        )
        if denied or self._always:
            if self._drop:
                kwargs.pop("tools", None)
            else:
                kwargs["tool_choice"] = "none"
        return await self._client.chat.completions.create(**kwargs)


class NoToolsAfterDenial(VanillaAdapter):
    name = "r31_no_tools_after_denial"

    def _client(self, ctx: RunContext) -> Any:
        return _Quiet(super()._client(ctx), drop=True, always=False)


class NoneAfterDenial(VanillaAdapter):
    name = "r31_none_after_denial"

    def _client(self, ctx: RunContext) -> Any:
        return _Quiet(super()._client(ctx), drop=False, always=False)


class NoToolsEver(VanillaAdapter):
    """Offers no tools at all: no model can call one (the scripted model called them anyway
    until red team 32)."""

    name = "r31_no_tools_ever"

    def _client(self, ctx: RunContext) -> Any:
        return _Quiet(super()._client(ctx), drop=True, always=True)


class NoneEver(VanillaAdapter):
    name = "r31_none_ever"

    def _client(self, ctx: RunContext) -> Any:
        return _Quiet(super()._client(ctx), drop=False, always=True)


def _runs(
    arena: Arena, endpoint_for: Callable[[str], ModelEndpoint], cls: type[VanillaAdapter]
) -> list[RunResult]:
    items = [i for i in arena.items if i.meta.get("expect") in ("approved", "denied")][:2]
    items += [i for i in arena.items if i.meta.get("expect") == "denied"][:1]
    adapter = cls(AgentSpec.from_module(rooms))
    return asyncio.run(
        run_many(
            [(adapter, i) for i in items],
            endpoint_for("compliant"),
            settings=RunSettings(),
            spec=check_spec(arena),
        )
    )


@pytest.mark.parametrize("cls", [NoToolsAfterDenial, NoneAfterDenial])
def test_a_request_answered_in_words_may_offer_nothing(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint], cls: type[VanillaAdapter]
) -> None:
    runs = _runs(hitl_arena, endpoint_for, cls)
    assert any(r.item.meta.get("expect") == "denied" for r in runs)
    for r in runs:
        assert r.passed, [(c.name, c.detail) for c in r.checks if not c.passed]


@pytest.mark.parametrize(
    ("cls", "said"),
    [
        (NoToolsEver, "no leg returned waiting with an input request"),
        (NoneEver, "no leg returned waiting with an input request"),
    ],
)
def test_an_adapter_that_never_offers_a_tool_still_fails(
    hitl_arena: Arena,
    endpoint_for: Callable[[str], ModelEndpoint],
    cls: type[VanillaAdapter],
    said: str,
) -> None:
    for r in _runs(hitl_arena, endpoint_for, cls):
        found = next(c for c in r.checks if c.name == "suspended")
        assert not found.passed and said in found.detail, found.detail


def test_a_request_answered_with_a_call_it_did_not_offer_is_held() -> None:
    """A model that answers a request that offered nothing with a call (a real endpoint's, or
    one logged before the scripted server answered such requests in words, red team 32:
    ``arena.model.app.unoffered`` rewrites every policy it serves): such a request is held."""
    from arena.agent_steps import quiet
    from arena.offered import FORBIDS
    from arena.request_log import LoggedRequest

    assert quiet(LoggedRequest(seq=1, run_id="r", text="Denied, nothing booked."))
    assert quiet(LoggedRequest(seq=1, run_id="r", tools=("x() y",), choice=FORBIDS))
    assert not quiet(LoggedRequest(seq=1, run_id="r", calls=("book_room",)))
    assert not quiet(LoggedRequest(seq=1, run_id="r", calls=("book_room",), choice=FORBIDS))
