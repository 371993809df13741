"""A durable adapter that puts a turn in the model's mouth on its resumed leg (evidence52b).

Red team 31's ``InventedTurnAdapter`` (:data:`reference_adapters_s31.OWN_TURN` as an assistant
turn after the answer), on :func:`durable_references_booked.keptvanilla` (vanilla keeping its
pause in the store), so a cold resume in a new interpreter (``bench/cold.py``) can run it: the
cold figure must read "NO" for it, where the honest ``keptvanilla`` reads "checks pass"."""

from __future__ import annotations

from typing import Any

from arena.adapters.base import AgentSpec
from arena.adapters.vanilla import VanillaAdapter
from arena.context import RunContext
from arena.types import Turn
from durable_references_booked import keptvanilla
from reference_adapters_s31 import OWN_TURN


def invented(spec: AgentSpec) -> VanillaAdapter:
    """``keptvanilla``, with :data:`OWN_TURN` added after the answer's tool result."""
    adapter = keptvanilla(spec)
    loop = adapter._loop

    async def _loop(messages: list[dict[str, Any]], ctx: RunContext) -> Turn:
        if (
            messages
            and messages[-1].get("role") == "tool"
            and not any(m.get("content") == OWN_TURN for m in messages)
        ):
            messages.append({"role": "assistant", "content": OWN_TURN})
        return await loop(messages, ctx)

    adapter._loop = _loop  # type: ignore[method-assign]
    return adapter
