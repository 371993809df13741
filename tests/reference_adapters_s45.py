"""Reference adapters for red team 45: wrong in ways the matrix read as right.

:class:`HeldNoteRejectsAdapter` gates ``book_room`` per tool as vanilla does, but an approval of a
held call that carries a note is handed on as LangChain's HITL middleware carries a message: as
a rejection with that message ("User rejected the tool call for `book_room` with reason: ..."),
the only decision there with room for one. The held booking never runs although the person
approved it. No probe approved a held call with a note, so the tool gate cell read "yes"
(``tests/runs/test_s45_held_note.py``).

Plugin form: ``--adapter reference_adapters_s45:HeldNoteRejectsAdapter``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from arena.adapters.base import Traits
from arena.adapters.vanilla import _PAUSED, VanillaAdapter
from arena.context import RunContext
from arena.types import InputResponse, Turn

#: The stand-in tool name a noted approval's held call is swapped for: "running" it hands the
#: model the rejection and books nothing.
_REJECTED = "__rejected_with_reason__"


class HeldNoteRejectsAdapter(VanillaAdapter):
    """Vanilla, but a held call approved with a note is rejected with the note as its reason."""

    name = "held_note_rejects"
    traits = Traits(pause_kind="emulated", mechanism="reference: red team 45")

    async def resume(self, responses: Sequence[InputResponse], ctx: RunContext) -> Turn:
        paused = ctx.session.take(_PAUSED)
        for request, response in ctx.accept_responses(responses):
            call_id = str(request.native_id)
            if response.approved and response.note and call_id in paused.held:
                tool, _ = paused.held[call_id]
                paused.held[call_id] = (_REJECTED, {"tool": tool, "reason": response.note})
        ctx.session.set(_PAUSED, paused)
        return await super().resume(responses, ctx)

    def _execute(self, name: str, args: dict[str, Any]) -> str:
        if name == _REJECTED:
            return f"User rejected the tool call for `{args['tool']}` with reason: {args['reason']}"
        return super()._execute(name, args)
