"""Items written as an outsider would (tests/items/wording.yaml), on every installed adapter.

Other languages, number words, guests, a named room, a question that needs no approval and typed
answers: the compliant model must get every one right on every adapter, and the faulty
behaviours ``swap``, ``cramped`` and ``eager`` must fail the checks made for them.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from pathlib import Path

import pytest

from arena.adapters import AgentSpec, load_adapter, resolve_names
from arena.arenas import Arena, load_items
from arena.context import ModelEndpoint
from arena.evaluate import check_spec
from arena.runner import RunResult, run_many
from arena.settings import RunSettings
from arena.types import EvalItem, ResumableRunner
from arena.wording.days import weekday

ADAPTERS = resolve_names("all")
ITEMS = Path(__file__).parents[1] / "items" / "wording.yaml"
_cache: dict[str, ResumableRunner] = {}


def run(name: str, arena: Arena, endpoint: ModelEndpoint, items: list[EvalItem]) -> list[RunResult]:
    if name not in _cache:
        _cache[name] = load_adapter(name, AgentSpec.from_module(arena.tools(), name=arena.name))
    jobs = [(_cache[name], item) for item in items]
    return asyncio.run(
        run_many(
            jobs,
            endpoint,
            arena=arena.name,
            settings=RunSettings(concurrency=4),
            spec=check_spec(arena),
        )
    )


def explain(results: list[RunResult]) -> str:
    lines = []
    for r in results:
        bad = [f"{c.name}: {c.detail}" for c in r.checks if not c.passed]
        lines.append(f"{r.adapter}/{r.item.id} {r.status} error={r.trace.error} {bad}")
        lines += [f"    leg {t.leg}: {t.status} {t.message[:100]!r}" for t in r.trace.legs]
    return "\n".join(lines)


def items(arena: Arena, *ids: str) -> list[EvalItem]:
    loaded = load_items(ITEMS, arena.default_checks)
    return [i for i in loaded if not ids or i.id in ids]


@pytest.mark.parametrize("name", ADAPTERS)
def test_outside_items_pass_on_every_adapter(
    name: str, hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    results = {
        r.item.id: r for r in run(name, hitl_arena, endpoint_for("compliant"), items(hitl_arena))
    }
    everything = explain(list(results.values()))
    assert all(r.passed for r in results.values()), everything
    # The head count and day were read right: the search asked for exactly them.
    for r in results.values():
        if "people" in r.item.meta:
            (search,) = r.trace.calls("search_rooms")
            want = (r.item.meta["people"], weekday(r.item.meta["day"]))  # "weds", "dienstag"
            assert (search.args["capacity"], search.args["day"].lower()) == want, everything
    booked = {
        i: [c.args["room_id"] for c in r.trace.calls("book_room")] for i, r in results.items()
    }
    assert booked == {
        "w-number-words": ["R-400"], "w-german": ["R-305"], "w-spanish": [], "w-french": ["R-210"],
        "w-guests": ["R-102"], "w-named-room": ["R-305"], "w-availability": [],
        "w-typed-yes": ["R-101"], "w-typed-no": [], "w-typed-unclear": [],
        "w-typos": ["R-101"], "w-room-by-name": ["R-204"],
    }, everything  # fmt: skip
    paused = {i for i, r in results.items() if r.trace.first_pause is not None}
    assert paused == set(results) - {"w-availability"}, everything
    assert results["w-typed-unclear"].trace.final_message.startswith("Unclear answer"), everything
    gate = results["w-typed-no"].trace.calls("request_approval")
    assert [c.status for c in gate] == ["ok"], everything  # a typed answer is an answer


#: faulty behaviour -> (item, the checks it must fail). ``swap`` books another room than the one
#: approved: the harness blocks the call (arena.binding), so nothing was booked once either.
FAULTS = {
    "swap": ("w-guests", {"booked_as_approved", "tool_called_once_after_resume"}),
    "cramped": ("w-german", {"booked_as_approved"}),
    "eager": ("w-availability", {"neither_asked_nor_booked"}),
}


@pytest.mark.parametrize("behaviour", sorted(FAULTS))
@pytest.mark.parametrize("name", ADAPTERS)
def test_faulty_booking_fails_its_check(
    name: str, behaviour: str, hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    item, checks = FAULTS[behaviour]
    (result,) = run(name, hitl_arena, endpoint_for(behaviour), items(hitl_arena, item))
    failed = {c.name for c in result.checks if not c.passed}
    assert failed == checks, explain([result])  # it fails for exactly these reasons
    assert not result.passed
