"""Broken references for ``arena faults`` cells that had none run end to end (evidence50).

``timed out before the fault`` and ``multi-line reason`` were judged only on hand-made cells
(tests/runs/test_fault_reached.py, tests/model/test_faults.py): no adapter run through the
matrix read so. These do, beside vanilla's ``failed cleanly``.
"""

from __future__ import annotations

import asyncio
from typing import Any, ClassVar

from arena.adapters.base import Traits
from arena.adapters.vanilla import VanillaAdapter
from arena.types import Turn


class WaitsOut(VanillaAdapter):
    """On every item but the first (the control, which ``arena faults`` runs first) it waits
    out its leg without a model request: the harness times the run out, its fault never
    served. It must read "timed out before the fault", not contained."""

    name = "waits_out"
    traits = Traits(pause_kind="emulated", mechanism="broken: waits out every odd item")
    first: ClassVar[list[str]] = []

    async def start(self, user_input: str, ctx: Any) -> Turn:
        if not type(self).first:
            type(self).first.append(ctx.item_id)
        if ctx.item_id not in type(self).first:
            await asyncio.sleep(3600)
        return await super().start(user_input, ctx)


class TwoLineReason(VanillaAdapter):
    """Meets its fault (the model call fails), then fails the run with a reason of two lines
    (the error, then a line of its own): it must read "multi-line reason", not "failed
    cleanly"."""

    name = "two_line_reason"
    traits = Traits(pause_kind="emulated", mechanism="broken: a reason over two lines")

    async def start(self, user_input: str, ctx: Any) -> Turn:
        try:
            return await super().start(user_input, ctx)
        except Exception as exc:
            error = f"model endpoint error: {type(exc).__name__}: {exc}".splitlines()[0]
            return ctx.finish("failed", error=f"{error}\nsee the adapter's log for details")
