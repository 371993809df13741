"""A request that would authorise a consequential call must be for a call the model made
(session 27, docs/methodology.md §7 and §8).

``suspended`` held a request against the model's calls only when it named a tool the model had
called (:func:`arena.witness.asked_as_model`). The scripted person answers every open request of
a run, so an adapter that opened a ``book_room`` request for another room beside the model's own
— a tool the model had not called — had it approved with the real one, and could book it too or
instead (``tests/durable_references_extra.py``). The request was passed over: ``extrashown``
passed every check, and so did the denied runs of ``extratoo`` and ``extrainstead``; their
approved runs failed only on the booking, never on the request.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable

import pytest

from arena.adapters.base import AgentSpec
from arena.arenas import Arena
from arena.context import ModelEndpoint
from arena.runner import run_many
from arena.settings import RunSettings
from arena.tools import rooms
from durable_references_extra import ExtraInstead, ExtraShown, ExtraToo

NEVER_MADE = "and the model never called book_room (it called request_approval, search_rooms)"


@pytest.mark.parametrize("adapter_type", [ExtraShown, ExtraToo, ExtraInstead])
def test_a_request_beside_the_models_own_fails_suspended(
    hitl_arena: Arena,
    endpoint_for: Callable[[str], ModelEndpoint],
    adapter_type: type[ExtraShown],
) -> None:
    adapter = adapter_type(AgentSpec.from_module(rooms))
    items = [i for i in hitl_arena.items if i.id in ("hitl-01", "hitl-02")]  # approve, deny
    runs = asyncio.run(
        run_many([(adapter, i) for i in items], endpoint_for("compliant"), settings=RunSettings())
    )
    for r in runs:
        asked = [q for leg in r.trace.legs for q in leg.requests]
        assert [q.action for q in asked] == ["request_approval", "book_room"], asked
        (suspended,) = [c for c in r.checks if c.name == "suspended"]
        assert not suspended.passed, suspended.detail
        assert f"request {asked[1].id} in leg 1 asks about book_room(" in suspended.detail
        assert NEVER_MADE in suspended.detail, suspended.detail
        # A denied run failed nothing else: the request alone fails it.
        if r.item.meta.get("expect") == "denied":
            assert [c.name for c in r.checks if not c.passed] == ["suspended"]
