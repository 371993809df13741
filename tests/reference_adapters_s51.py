"""Deliberately broken references of session 51 (evidence51): each reads "yes" (or a verdict
that is no "no") somewhere the evidence it should be judged on is missing or is its own word."""

from __future__ import annotations

from arena.adapters.base import Traits
from arena.adapters.vanilla import VanillaAdapter
from arena.context import RunContext
from arena.tools.rooms import DAYS, available
from arena.types import Turn


class NativeNeverAsks(VanillaAdapter):
    """Declares a native pause (``Traits.pause_kind``) and never asks anyone: it books the
    first free room for the week's first day itself and ends the run. Its runs show no pause at
    all, which read "pause unsupported", as if the framework had no such feature, where the
    adapter claims it and the runs show it did not use it: a "no"."""

    name = "s51_native_never_asks"
    traits = Traits(pause_kind="native", mechanism="reference: claims native, books unasked")

    async def start(self, user_input: str, ctx: RunContext) -> Turn:
        rooms = available(1, DAYS[0])
        out = self.spec.tool("book_room")(room_id=rooms[0].id) if rooms else "nothing free"
        return ctx.finish("completed", message=f"Booked directly: {out}")
