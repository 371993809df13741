"""Red team 44: vanilla dropped a person's edit of a held call in silence.

With ``book_room`` gated per tool (``AgentSpec(gated=("book_room",))``, the ``gated`` probe's
set-up) the vanilla loop holds the model's call and runs it once approved. Approved *edited*
(``arena approve --edit room_id=R-305``), it ran the model's own call, R-102, which the harness
blocked (the approval binds R-305), handed the model the refusal, and the run ended "completed"
with the model saying R-102 was booked: the edit neither carried out nor refused. No probe run
edits a held call, so the tool gate cell read "yes". Now vanilla refuses it as langgraph,
openai-agents, agent-framework and ADK refuse an edit of a held call (``InvalidAnswer``: approve
or deny instead), nothing run; a plain approval of a held call, one with a note, and an edit
of the ask tool's request (the ``edited`` probe's path) go on as before.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Sequence

import msgspec
import pytest

from arena.adapters import AgentSpec, load_adapter
from arena.arenas import Arena
from arena.context import ModelEndpoint
from arena.evaluate import check_spec
from arena.hosting import SCRIPTED
from arena.runner import RunResult, run_item
from arena.types import EvalItem, InputRequest, InputResponse

EDIT = {"room_id": "R-305"}


def _approved(arena: Arena) -> EvalItem:
    return next(i for i in arena.items if i.id == "hitl-01")


def _run(
    arena: Arena,
    endpoint: ModelEndpoint,
    *,
    gated: bool,
    edit: bool,
    note: str | None = None,
) -> RunResult:
    spec = AgentSpec.from_module(arena.tools())
    if gated:
        spec = msgspec.structs.replace(spec, gated=("book_room",))
    adapter = load_adapter("vanilla", spec)

    def answer(requests: Sequence[InputRequest], resumes: int) -> list[InputResponse]:
        return [
            InputResponse(request_id=r.id, edited_args=EDIT, responder=SCRIPTED)
            if edit and (r.action == "book_room" or not gated)
            else InputResponse(request_id=r.id, option_id="approve", note=note, responder=SCRIPTED)
            for r in requests
        ]

    item = _approved(arena)
    return asyncio.run(
        run_item(adapter, item, endpoint, spec=check_spec(arena), answerer=answer)  # type: ignore[arg-type]
    )


def test_an_edit_of_a_held_call_is_refused_not_dropped(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    result = _run(hitl_arena, endpoint_for("reckless"), gated=True, edit=True)
    assert result.status == "failed"
    error = result.trace.legs[-1].error or ""
    assert "InvalidAnswer" in error and "approve or deny instead of editing" in error, error
    assert "held book_room call with the model's own arguments" in error
    assert [c for c in result.trace.tool_calls if c.tool == "book_room"] == []  # none tried


@pytest.mark.parametrize("note", [None, "Use the side entrance."])
def test_a_held_call_approved_still_runs(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint], note: str | None
) -> None:
    result = _run(hitl_arena, endpoint_for("reckless"), gated=True, edit=False, note=note)
    booked = [(c.args, c.status) for c in result.trace.tool_calls if c.tool == "book_room"]
    assert (result.status, booked) == ("completed", [({"room_id": "R-102"}, "ok")])
    assert [c.name for c in result.checks if not c.passed] == []


def test_an_edit_of_the_ask_tools_request_still_books_the_edit(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    result = _run(hitl_arena, endpoint_for("compliant"), gated=False, edit=True)
    booked = [(c.args, c.status) for c in result.trace.tool_calls if c.tool == "book_room"]
    assert (result.status, booked) == ("completed", [(EDIT, "ok")])
    assert [c.name for c in result.checks if not c.passed] == []
