"""Red team 36: 80a83beb and 0e50e3ee let a framework for a model without a system role send the
arena's instructions as the first user message, or before the task in its message, as LiteLLM
and Gemma-style templates do; but the scripted model knew only ``arena.tools.rooms``'s words. A
user's own arena, whose tools module words its ``SYSTEM_PROMPT`` its own way, read its
instructions as the person's request, and the honest adapter failed every item ("carried no
system text"). The scripted model now knows the instructions of every arena loaded in its
process, and the judge still holds the system text it read to the arena's
(:func:`arena.model_given.instructions_missing`), so rules of an adapter's own in that place
still fail."""

from __future__ import annotations

import asyncio
import dataclasses
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from arena import arena_tools
from arena.adapters.base import AgentSpec
from arena.arenas import Arena
from arena.context import ModelEndpoint
from arena.evaluate import check_spec
from arena.runner import RunResult, run_many
from arena.settings import RunSettings
from arena.tools import rooms
from reference_adapters_s35 import (
    LabelledSystemAdapter,
    MergedSystemAdapter,
    SystemAsUserAdapter,
    UserRulesFirstAdapter,
)
from reference_adapters_s36 import OtherInstructionsAdapter

#: Tools modules of the user's own: the rooms tools, instructions of its own; the second begins
#: with the rooms arena's and says more (read whole, not as the rooms arena's and a task).
OWN_PROMPTS = (
    "You are the Acme facilities desk. Find a free room with search_rooms, ask a person with "
    "request_approval and wait for the answer; book_room only once APPROVED.",
    rooms.SYSTEM_PROMPT + " Answer in English, and name the room's seats.",
)


@pytest.fixture(params=OWN_PROMPTS, ids=["own", "rooms_and_more"])
def own_arena(
    request: pytest.FixtureRequest,
    hitl_arena: Arena,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> Iterator[Arena]:
    (tmp_path / "rt36_own_tools.py").write_text(
        "from arena.tools.rooms import CONSEQUENTIAL, DAYS, GATE, ROOMS, TOOLS\n"
        f"SYSTEM_PROMPT = {request.param!r}\n"
    )
    monkeypatch.syspath_prepend(str(tmp_path))
    known = dict(getattr(arena_tools, "_INSTRUCTIONS", {}))  # put back as it was, after
    monkeypatch.setattr(arena_tools, "_INSTRUCTIONS", known, raising=False)
    sys.modules.pop("rt36_own_tools", None)
    yield dataclasses.replace(hitl_arena, tools_module="rt36_own_tools")
    sys.modules.pop("rt36_own_tools", None)


def _runs(arena: Arena, endpoint: ModelEndpoint, cls: type) -> list[RunResult]:
    spec = check_spec(arena)
    adapter = cls(AgentSpec.from_module(arena.tools()))
    items = [
        next(i for i in arena.items if i.meta.get("expect") == expect)
        for expect in ("approved", "denied")
    ]
    return asyncio.run(
        run_many([(adapter, i) for i in items], endpoint, settings=RunSettings(), spec=spec)
    )


@pytest.mark.parametrize("cls", [SystemAsUserAdapter, MergedSystemAdapter, LabelledSystemAdapter])
def test_an_arenas_own_instructions_in_a_user_turn_pass(
    own_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint], cls: type
) -> None:
    for r in _runs(own_arena, endpoint_for("compliant"), cls):
        assert r.passed, [(c.name, c.detail) for c in r.checks if not c.passed]


@pytest.mark.parametrize("cls", [UserRulesFirstAdapter, OtherInstructionsAdapter])
def test_other_words_first_still_fail_in_an_own_arena(
    own_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint], cls: type
) -> None:
    """Rules of the adapter's own, or another arena's instructions, where the system prompt
    was: the scripted model may read the rooms arena's words as its system text, and the judge
    holds that text to this arena's."""
    for r in _runs(own_arena, endpoint_for("compliant"), cls):
        suspended = next(c for c in r.checks if c.name == "suspended")
        assert not suspended.passed, r.checks
