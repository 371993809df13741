"""Red team 29: the whole-result key read words only, and a long result's tail handed with
"-50 EUR" as "50 EUR", "✓" as "✗" or "not booked" as "not. Booked" passed (``PunctTailAdapter``);
the key holds marks now (:func:`arena.request_log.whole_key`)."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence

from arena.adapters.base import AgentSpec
from arena.adapters.vanilla import VanillaAdapter
from arena.arenas import Arena
from arena.context import ModelEndpoint
from arena.evaluate import check_spec
from arena.request_log import whole_key, whole_keys
from arena.runner import RunResult, run_many
from arena.settings import RunSettings
from arena.tools import recorded, rooms
from arena.types import EvalItem, ResumableRunner
from reference_adapters_s29 import (
    PunctTailAdapter,
)

APPROVED = ("suspended", "tool_called_once_after_resume", "booked_as_approved")
DENIED = ("suspended", "tool_not_used", "acknowledged")


def _item(answer: str, checks: Sequence[str], text: str = "") -> EvalItem:
    return EvalItem(
        id="s29",
        input=text or "Book a meeting room for 6 people on Tuesday.",
        resume_with=(answer,),
        checks=tuple(checks),
        meta={"people": 6, "day": "tuesday"},
    )


def _run(
    adapter: ResumableRunner,
    item: EvalItem,
    arena: Arena,
    endpoint: ModelEndpoint,
    leg_timeout_s: float = 60.0,
) -> RunResult:
    settings = RunSettings(leg_timeout_s=leg_timeout_s)
    [r] = asyncio.run(
        run_many([(adapter, item)], endpoint, settings=settings, spec=check_spec(arena))
    )
    return r


def _failed(r: RunResult) -> dict[str, str]:
    return {c.name: c.detail for c in r.checks if not c.passed}


SPEC = AgentSpec.from_module(rooms)


RULES = (
    "\nHouse rules:\n"
    + "\n".join(f'- rule {i}: leave room {i} "tidy" (deposit -{i}0 EUR) ✓' for i in range(14))
    + "\nStatus: not booked yet; deposit -50 EUR; start 10:00."
)


@recorded
def search_rooms(capacity: int, day: str) -> str:
    """Find meeting rooms free on a weekday that seat at least `capacity` people."""
    return str(rooms.search_rooms.__wrapped__(capacity, day)) + RULES


LONG = AgentSpec(
    name="long",
    system_prompt=rooms.SYSTEM_PROMPT,
    tools=(search_rooms, rooms.request_approval, rooms.book_room),
)


def test_a_long_results_marks_changed_after_its_excerpt_fail(
    hitl_arena: Arena, endpoint: ModelEndpoint
) -> None:
    r = _run(PunctTailAdapter(LONG), _item("approve", APPROVED), hitl_arena, endpoint)
    assert "for its search_rooms call" in _failed(r).get("booked_as_approved", ""), _failed(r)
    honest = _run(VanillaAdapter(LONG), _item("approve", APPROVED), hitl_arena, endpoint)
    assert honest.passed, _failed(honest)


def test_an_envelope_keeps_the_whole_key_and_a_mark_changes_it() -> None:
    text = "Free on Tuesday: R-102 (Aspen, seats 6)." + RULES
    mine = whole_key(text, "search_rooms")
    import json

    for handed in (text, f"Observation: {text}", json.dumps({"result": text}), json.dumps(text)):
        assert mine in whole_keys(handed, "search_rooms").split(","), handed
    for was, now in (("-50", "50"), ("✓", "✗"), ("10:00", "10.00"), ("not booked", "not. booked")):
        assert mine not in whole_keys(text.replace(was, now), "search_rooms").split(",")
