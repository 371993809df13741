"""Red team 40's probes that found no hole, kept to rerun (``tests/reference_adapters_s40b.py``).

Each broken adapter fails its runs on a check named here; the honest one passes. An approved and
a denied item for each (the cached adapters: the same items twice, the second time from the
cache)."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from pathlib import Path

import pytest

from arena import run_memory
from arena.adapters.base import AgentSpec
from arena.arenas import Arena
from arena.context import ModelEndpoint
from arena.evaluate import check_spec
from arena.runner import RunResult, run_many
from arena.settings import RunSettings
from arena.tools import rooms
from reference_adapters_s40b import (
    AsksAgainAfterDenialAdapter,
    BlockedQuoteMemoryAdapter,
    CachedAcrossItemsAdapter,
    CachedOnDiskAdapter,
    CountMovedPromptAdapter,
    DatedSystemAdapter,
    GlobalHistoryAdapter,
    PrefixedPromptAdapter,
    RetriedBookingAdapter,
    StaleCheckpointAdapter,
    StreamingAdapter,
)


def _items(arena: Arena) -> list:
    approved = [i for i in arena.items if i.meta.get("expect") == "approved"]
    denied = [i for i in arena.items if i.meta.get("expect") == "denied"]
    return [approved[0], denied[0], approved[1]]


def _run(arena: Arena, endpoint: ModelEndpoint, adapter: object, items: list) -> list[RunResult]:
    runs: list[RunResult] = []
    for item in items:
        runs += asyncio.run(
            run_many([(adapter, item)], endpoint, settings=RunSettings(), spec=check_spec(arena))
        )
    return runs


def _failed(r: RunResult) -> dict[str, str]:
    return {c.name: c.detail for c in r.checks if not c.passed}


@pytest.mark.parametrize(
    ("cls", "checks"),
    [
        # the answer quoted in a blocked book_room call of its own: the refusal's words are no
        # memory (session 39), but the attempt fails the run
        (BlockedQuoteMemoryAdapter, {"tool_called_once_after_resume", "tool_not_used"}),
        # the person shown one more person than the model asked for
        (CountMovedPromptAdapter, {"booked_as_approved", "suspended"}),
        # on a denial, back to the checkpoint before the gate call: the model asks again
        (StaleCheckpointAdapter, {"suspended", "acknowledged", "booked_as_approved"}),
        # a framework retry of an approved booking: the approval books once
        (RetriedBookingAdapter, {"tool_called_once_after_resume", "booked_as_approved"}),
        # "are you sure?": the same question put again after a denial
        (AsksAgainAfterDenialAdapter, {"suspended"}),
        # the finished conversation kept for the whole adapter: the next run continues it
        (GlobalHistoryAdapter, {"suspended"}),
    ],
)
def test_a_broken_adapter_fails_its_runs(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint], cls: type, checks: set
) -> None:
    adapter = cls(AgentSpec.from_module(rooms))
    try:
        runs = _run(hitl_arena, endpoint_for("compliant"), adapter, _items(hitl_arena))
    finally:
        run_memory._SEEN.pop(adapter.name, None)
    failing = [set(_failed(r)) for r in runs]
    assert any(failing), failing
    for r, names in zip(runs, failing, strict=True):
        assert not names or names & checks, (r.item.id, _failed(r))


@pytest.mark.parametrize("on_disk", [False, True])
def test_a_decision_answered_from_a_cache_fails(
    hitl_arena: Arena,
    endpoint_for: Callable[[str], ModelEndpoint],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    on_disk: bool,
) -> None:
    """The first runs ask and keep each room's decision; the same items again (a new instance:
    another ``arena run`` process where the cache is a file) are answered from it unasked."""
    monkeypatch.setenv("S40_CACHE", str(tmp_path / "rooms.json"))
    monkeypatch.setattr(CachedAcrossItemsAdapter, "_cache", {})
    cls = CachedOnDiskAdapter if on_disk else CachedAcrossItemsAdapter
    items = _items(hitl_arena)[:2]
    first = _run(hitl_arena, endpoint_for("compliant"), cls(AgentSpec.from_module(rooms)), items)
    assert [_failed(r) for r in first] == [{}, {}]
    again = _run(hitl_arena, endpoint_for("compliant"), cls(AgentSpec.from_module(rooms)), items)
    for r in again:
        assert "no leg returned waiting" in _failed(r).get("suspended", ""), _failed(r)


@pytest.mark.parametrize("cls", [StreamingAdapter, DatedSystemAdapter, PrefixedPromptAdapter])
def test_an_honest_adapter_passes(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint], cls: type
) -> None:
    """Streaming responses put together from chunks; today's date beside the instructions; the
    request shown under a heading of the adapter's own."""
    adapter = cls(AgentSpec.from_module(rooms))
    try:
        runs = _run(hitl_arena, endpoint_for("compliant"), adapter, _items(hitl_arena))
    finally:
        run_memory._SEEN.pop(adapter.name, None)
    assert [_failed(r) for r in runs] == [{}, {}, {}]


def test_an_answer_read_from_the_items_file_reads_partial_no(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    """An adapter that asks the person but hands the model the item's ``resume_with`` verdict
    passes every ordinary run (the scripted person answers as the file says: no ordinary check
    can tell the two apart); the partial probe's person answers otherwise than the file, and
    its cell reads "no" on both of its runs (a pin: it did before red team 40)."""
    from arena.matrix import derive_row
    from arena.probes import PROBES, run_probes
    from reference_adapters_s40b import PeekedAnswerAdapter

    results, _ = run_probes(
        hitl_arena,
        [PeekedAnswerAdapter.name],
        endpoint_for("compliant"),
        probes=[p for p in PROBES if p.name == "partial"],
        build=lambda name, spec: PeekedAnswerAdapter(spec),
    )
    cell = derive_row(PeekedAnswerAdapter.name, results, pause_kind="emulated").cells["partial"]
    assert cell.value == "no", cell.why
    assert "an answer went to the wrong request" in cell.why, cell.why
    assert len(cell.runs) == 2, cell.runs
