"""Broken references for ``arena faults`` (red team 4, hole 4): adapters that end a run
``completed`` with their own "Done." when a leg raises, so the model never hears of the bad
call. The matrix used to call every such content-fault run "recovered" and exit 0 even with
``NOT FAILED`` cells; now it reads the model log (was the bad call's result handed back?) and
exits 1 (tests/runs/test_fault_swallow.py)."""

from __future__ import annotations

from typing import Any

from arena.adapters.base import Traits
from arena.adapters.vanilla import VanillaAdapter
from arena.types import Turn


class Swallow(VanillaAdapter):
    """Every error of a leg, a broken endpoint's too, ends the run "completed"."""

    name = "swallow"
    traits = Traits(pause_kind="emulated", mechanism="broken: swallows any error, says Done")

    def _execute(self, name: str, args: dict[str, Any]) -> str:
        fn = self.spec.tool(name)  # KeyError on an unknown tool: not handed back
        return str(fn(**args))  # TypeError on arguments that are not an object

    async def _loop(self, messages: list[dict[str, Any]], ctx: Any) -> Turn:
        try:
            return await super()._loop(messages, ctx)
        except Exception:
            return ctx.finish("completed", message="Done.")


class SwallowContent(Swallow):
    """Only a bad call (and a body that is not JSON) is swallowed; a broken transport fails."""

    name = "swallow_content"

    async def _loop(self, messages: list[dict[str, Any]], ctx: Any) -> Turn:
        try:
            return await VanillaAdapter._loop(self, messages, ctx)
        except (KeyError, TypeError, ValueError, UnicodeError):
            return ctx.finish("completed", message="Done.")
