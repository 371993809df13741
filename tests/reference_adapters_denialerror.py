"""Vanilla adapters that hand the model a person's denial in a chosen shape, logging nothing
themselves (red team 22, F4: ``denialerror``).

:class:`DenialError` hands it as a crash ("ERROR: request_approval crashed: ToolRejected: DENIED
..."), as a framework that raises on rejection and reports the exception would; it read
"rej≠fail yes" while the gate's status was the harness's (``rejected``) and no ``failed`` call was
logged. :func:`shaped` builds one for any wording (``{denial}``: the decision's own words), so the
cell is tested on several failure shapes and several plain rejections.
"""

from __future__ import annotations

from collections.abc import Sequence

from arena.adapters import vanilla as v
from arena.adapters.base import AgentSpec, Traits
from arena.context import RunContext
from arena.decisions import describe_decision
from arena.types import InputResponse, Turn

CRASHED = "ERROR: request_approval crashed: ToolRejected: {denial}"


class DenialError(v.VanillaAdapter):
    """Vanilla whose denials reach the model in :attr:`shape` (a crash, by default)."""

    name = "denialerror"
    traits = Traits(
        pause_kind="emulated", mechanism="vanilla; a denial reaches the model as shaped"
    )
    shape = CRASHED

    def _as_model_reads(self, response: InputResponse) -> str:
        text = describe_decision(response)
        if response.approved or response.text is not None:
            return text
        return self.shape.format(denial=text)

    async def resume(self, responses: Sequence[InputResponse], ctx: RunContext) -> Turn:
        matched = ctx.accept_responses(responses)
        paused = ctx.session.take(v._PAUSED)
        for request, response in matched:
            call_id = str(request.native_id)
            if call_id in paused.held:
                ctx.resolve(request, response, record=False)
                name, args = paused.held[call_id]
                paused.answers[call_id] = (
                    self._execute(name, args)
                    if response.approved
                    else self._as_model_reads(response)
                )
            elif request.native_id in paused.gate_call_ids:
                ctx.resolve(request, response)
                paused.answers[call_id] = self._as_model_reads(response)
        if any(c not in paused.answers for c in paused.gate_call_ids):
            ctx.session.set(v._PAUSED, paused)
            return ctx.finish("waiting")
        for call_id in paused.gate_call_ids:
            paused.messages.append(
                {"role": "tool", "tool_call_id": call_id, "content": paused.answers[call_id]}
            )
        return await self._loop(paused.messages, ctx)


def shaped(wording: str) -> type[DenialError]:
    """A :class:`DenialError` whose denials read ``wording``."""
    return type("Shaped", (DenialError,), {"shape": wording})


def build(spec: AgentSpec) -> DenialError:
    return DenialError(spec)


__all__ = ["CRASHED", "DenialError", "build", "shaped"]
