"""``arena run durable_state --item``: each phase runs the items chosen, not every item of the
arena it loads again from its folder. The phases ran all of them while the parent counted and
scored the chosen ones (the kill counts too): --item was ignored there alone (speed53c).
The whole command with --item: tests/cli/test_outside_adapter.py's durable test."""

from __future__ import annotations

import dataclasses

import msgspec
import pytest

from arena.arenas import load_arena
from arena.durable_state.child import _chosen

ARENA = load_arena("durable_state")
IDS = [i.id for i in ARENA.items]


@pytest.mark.parametrize(
    ("chosen", "kept"),
    [
        (["durable-01"], ["durable-01"]),
        (["durable-03", "durable-01"], ["durable-01", "durable-03"]),  # in file order
        (IDS, IDS),
        ([], []),  # the parent refuses a pattern that matches nothing; an empty job runs none
    ],
)
def test_a_phase_runs_the_items_of_its_job(chosen: list[str], kept: list[str]) -> None:
    assert [i.id for i in _chosen(ARENA, {"items": chosen}).items] == kept


def test_ids_are_matched_exactly_not_as_patterns() -> None:
    """The parent resolved the patterns; a chosen id with a pattern's characters in it is that
    id alone, and a near miss is no item."""
    odd = dataclasses.replace(
        ARENA, items=(msgspec.structs.replace(ARENA.items[0], id="room-[1]"), *ARENA.items[1:])
    )
    assert [i.id for i in _chosen(odd, {"items": ["room-[1]"]}).items] == ["room-[1]"]
    assert _chosen(ARENA, {"items": ["durable-0*", "DURABLE-01", "durable-1"]}).items == ()


def test_a_job_without_items_runs_them_all() -> None:
    """A job file written before the field (an earlier run's, read again) names no items."""
    assert _chosen(ARENA, {}).items == ARENA.items
