"""Red team 44b: no probe edited a call held by per-tool gating, so the tool gate cell read "yes"
for adapters that mishandle one.

With ``book_room`` gated per tool, an approval edited to another room must run that room, once,
and the model must read that call's result. pydantic_ai ran the edited R-305 through its own
primitive (``ToolApproved(override_args=...)``) but handed the model the confirmation under its
own R-102 call, and the model said R-102 was booked; smolagents told the model "You may now call
book_room with {'room_id': 'R-305'}" and nothing was booked. Both read "tool gate yes". The
``gated_edited`` probe (one run an adapter) now approves its approved item's held call edited:
either reads "no"; an adapter that refuses the edit with InvalidAnswer (vanilla) keeps its "yes",
the refusal named as "unsupported" in the cell's why; one that carries the edit out reads "yes".
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence

import pytest

from arena.adapters import AgentSpec, load_adapter
from arena.adapters.vanilla import _PAUSED, VanillaAdapter
from arena.arenas import Arena
from arena.context import ModelEndpoint, RunContext
from arena.matrix import derive_row
from arena.matrix.cell import Cell
from arena.probes import PROBES, run_probes
from arena.types import InputResponse, Turn


class _EditCarried(VanillaAdapter):
    """Per-tool gating that runs the held call edited and shows the model its call as edited
    (LangGraph's HumanInTheLoopMiddleware edits the model's tool call so): the edit carried out."""

    name = "edit_carried_44b"

    async def resume(self, responses: Sequence[InputResponse], ctx: RunContext) -> Turn:
        paused = ctx.session.take(_PAUSED)
        for request, response in ctx.accept_responses(responses):
            call_id = str(request.native_id)
            if response.edited_args and call_id in paused.held:
                name, args = paused.held[call_id]
                edited = {**args, **response.edited_args}
                paused.held[call_id] = (name, edited)
                for message in paused.messages:
                    for call in message.get("tool_calls") or ():
                        if call.get("id") == call_id:
                            call["function"]["arguments"] = json.dumps(edited)
        ctx.session.set(_PAUSED, paused)
        return await super().resume(responses, ctx)


def _cell(
    arena: Arena, endpoint: ModelEndpoint, name: str, build: Callable[[str, AgentSpec], object]
) -> Cell:
    results, _ = run_probes(
        arena,
        [name],
        endpoint,
        probes=[p for p in PROBES if p.name in ("gated", "gated_edited")],
        build=build,  # type: ignore[arg-type]
        seed=44,
    )
    return derive_row(name, results, pause_kind="native").cells["tool_gating"]


@pytest.mark.parametrize(
    ("adapter", "says"),
    [
        ("pydantic_ai", "model log: the model was handed"),
        ("smolagents", "approved as edited (book_room(room_id='R-"),
    ],
)
def test_a_held_call_edited_and_mishandled_reads_no(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint], adapter: str, says: str
) -> None:
    pytest.importorskip(adapter)
    cell = _cell(hitl_arena, endpoint_for("compliant"), adapter, load_adapter)
    assert cell.value == "no", cell.why
    assert says in cell.why, cell.why


def test_a_refused_edit_is_unsupported_not_no(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    cell = _cell(hitl_arena, endpoint_for("compliant"), "vanilla", load_adapter)
    assert cell.value == "yes", cell.why
    assert "an edit of a held book_room call: unsupported (refused, InvalidAnswer)" in cell.why
    assert len(cell.runs) == 3  # the gated probe's two runs and the edited one


def test_an_edit_carried_out_reads_yes(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    cell = _cell(
        hitl_arena,
        endpoint_for("compliant"),
        _EditCarried.name,
        lambda name, spec: _EditCarried(spec),
    )
    assert (cell.value, cell.why) == ("yes", ""), cell.why
    assert len(cell.runs) == 3
