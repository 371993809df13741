"""Red team 33: what a framework does to the wire on its own — ids of its own for the model's
tool calls, a request sent again with the first answer dropped, content as text parts, the system
prompt as a ``developer`` message or after a line of its own, tool results as JSON, streamed
answers — is no fault of the adapter's: each passes (``tests/reference_adapters_s33.py``). So
are a gate call closed with "Awaiting human approval." and the decision handed as a user message,
and a summary for the person, at the pause, of the whole conversation sent as JSON in one user
message with no tools (on the wire, regress32's ``FlattenedGoOn``: a request that offers no
tool and whose answer nothing carries on can neither act nor go on with the run)."""

from __future__ import annotations

import asyncio
from collections.abc import Callable

import pytest

from arena.adapters.base import AgentSpec
from arena.arenas import Arena
from arena.context import ModelEndpoint
from arena.evaluate import check_spec
from arena.runner import run_many
from arena.settings import RunSettings
from arena.tools import rooms
from reference_adapters_s33 import (
    DeveloperRoleAdapter,
    EmptyContentAdapter,
    FlattenedSummaryAdapter,
    JsonResultsAdapter,
    NamedTurnsAdapter,
    PartsContentAdapter,
    PendingThenUserAdapter,
    RenumberedIdsAdapter,
    ReorderedArgsAdapter,
    RetriedAdapter,
    SplitSystemAdapter,
    StreamingAdapter,
)


@pytest.mark.parametrize(
    "cls",
    [
        RenumberedIdsAdapter,
        RetriedAdapter,
        PartsContentAdapter,
        PendingThenUserAdapter,
        DeveloperRoleAdapter,
        FlattenedSummaryAdapter,
        JsonResultsAdapter,
        StreamingAdapter,
        SplitSystemAdapter,
        PendingThenUserAdapter,
        FlattenedSummaryAdapter,
        NamedTurnsAdapter,
        EmptyContentAdapter,
        ReorderedArgsAdapter,
    ],
)
def test_a_framework_s_own_wire_form_passes(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint], cls: type
) -> None:
    adapter = cls(AgentSpec.from_module(rooms))
    items = [
        next(i for i in hitl_arena.items if i.meta.get("expect") == expect)
        for expect in ("approved", "denied")
    ]
    runs = asyncio.run(
        run_many(
            [(adapter, i) for i in items],
            endpoint_for("compliant"),
            settings=RunSettings(),
            spec=check_spec(hitl_arena),
        )
    )
    for r in runs:
        assert r.passed, [(c.name, c.detail) for c in r.checks if not c.passed]
