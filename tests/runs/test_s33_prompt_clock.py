"""Red team 33 (regress32's DateRuleSwap): a system prompt whose dates and times alone changed
between two requests read as one stamped with the time each request is sent
(:func:`arena.model_given.restamped`), so a rule of the adapter's own, "Bookings need a person's
approval until 2099-12-31.", made "until 2000-01-01" after the first request passed 12/12. A
clock moves by the time between the two sends: the leg now keeps when each system text was first
sent (``model_system_sent``), and a date or time moved otherwise is the prompt's own
(:func:`arena.model_given.moved_on`); a prompt stamped with the time, over a new year included,
still passes (``TimestampedAdapter``, ``tests/runs/test_s32_side_calls.py``)."""

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
from reference_adapters_s33 import DateRuleSwapAdapter


def test_a_rule_s_date_moved_otherwise_than_the_clock_fails(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    adapter = DateRuleSwapAdapter(AgentSpec.from_module(rooms))
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
        found = next(c for c in r.checks if c.name == "suspended")
        assert not found.passed, found.detail
        assert "'2099-12-31' made '2000-01-01'" in found.detail, found.detail


def test_a_clock_moves_by_the_time_between_the_sends() -> None:
    from arena.model_given import moved_on

    # a stamp to the second, to the minute, a date alone, over midnight and a new year
    assert moved_on(
        "saturday, december 5, 2026 07:12:33 am", "saturday, december 5, 2026 07:12:34 am", 1
    )
    assert moved_on("(2026-12-31t23:59:59+00:00)", "(2027-01-01t00:00:00+00:00)", 0.2)
    assert moved_on("23:59", "00:00", 30)
    assert moved_on("december 31", "january 1", 3)
    assert moved_on("1796454753", "1796458353", 3600)
    assert moved_on("12/05/2026", "12/06/2026", 5)  # either way round
    # a run resumed two days later
    assert moved_on("2026-12-05 09:00", "2026-12-07 09:01", 2 * 86_400 + 50)
    # a rule's date or time moved, not a clock
    assert not moved_on("2099-12-31", "2000-01-01", 0.5)
    assert not moved_on("2026-12-05", "2026-12-20", 2)
    assert not moved_on("09:00", "17:00", 1)
    assert not moved_on("1796454753", "1796454753", 3600)  # a clock that stood an hour
