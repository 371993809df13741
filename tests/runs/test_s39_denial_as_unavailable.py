"""Red team 39's ``DenialAsUnavailableAdapter`` hands the model a denial as the room being taken
("That room is no longer free. Pick another room and ask again."): the person's no is swallowed.
Only ``acknowledged`` fails it, and that is enough: the heard rule it holds (``heard_as_given``)
names the reading that is neither yes nor no for a denied request whatever the model then says,
so a final message that did acknowledge a denial would fail on it too. A second check on the
same reading would count one fault twice; this pins that the reading itself is the fault."""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from arena.adapters.base import AgentSpec
from arena.arenas import Arena
from arena.context import ModelEndpoint
from arena.evaluate import check_spec
from arena.runner import run_many
from arena.settings import RunSettings
from arena.tools import rooms
from arena.witness import heard_as_given
from reference_adapters_s39 import DenialAsUnavailableAdapter


def test_a_denial_handed_as_a_taken_room_is_heard_as_no_answer(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    item = next(i for i in hitl_arena.items if i.meta.get("expect") == "denied")
    adapter = DenialAsUnavailableAdapter(AgentSpec.from_module(rooms))
    (run,) = asyncio.run(
        run_many(
            [(adapter, item)],
            endpoint_for("compliant"),
            settings=RunSettings(),
            spec=check_spec(hitl_arena),
        )
    )
    failed = {c.name for c in run.checks if not c.passed}
    assert "acknowledged" in failed, run.checks
    unheard = heard_as_given(run.trace)
    assert any("no longer free" in p and "(unclear)" in p for p in unheard), unheard
