"""Deliberately broken adapters that call their pause native without their framework's pause
object (redteam47, pausekind47): each must read "declared native, no witness", not "native".

* :class:`DeclaredNative` is vanilla with only its ``pause_kind`` changed: it witnesses nothing.
* :class:`ForgedWitness` witnesses objects of its own at each pause: a dict, the standard
  library's, arena's own request and a class of its module named ``Interrupt``; none is a
  framework's.
"""

from __future__ import annotations

import collections
from collections.abc import Sequence

from arena.adapters.base import Traits
from arena.adapters.vanilla import VanillaAdapter
from arena.context import RunContext
from arena.types import InputResponse, Turn


class DeclaredNative(VanillaAdapter):
    """Vanilla declaring ``native``: an emulated loop in the framework's clothes."""

    name = "declared_native"
    traits = Traits(pause_kind="native", mechanism="reference: says native, intercepts the gate")


class Interrupt:
    """Named as LangGraph's, made here."""

    value = "approve?"


class ForgedWitness(VanillaAdapter):
    """Vanilla declaring ``native`` and witnessing objects of its own making at each pause."""

    name = "forged_witness"
    traits = Traits(pause_kind="native", mechanism="reference: says native, witnesses its own")

    async def start(self, user_input: str, ctx: RunContext) -> Turn:
        self._forge(ctx)
        return await super().start(user_input, ctx)

    async def resume(self, responses: Sequence[InputResponse], ctx: RunContext) -> Turn:
        self._forge(ctx)
        return await super().resume(responses, ctx)

    @staticmethod
    def _forge(ctx: RunContext) -> None:
        ctx.witness_pause({"type": "Interrupt"}, "graph.ainvoke()['__interrupt__']")
        ctx.witness_pause(collections.OrderedDict(), "Runner.run().interruptions")
        ctx.witness_pause(ctx, "Agent.run().output")
        ctx.witness_pause(Interrupt(), "graph.ainvoke()['__interrupt__']")


class BuiltInterrupt(ForgedWitness):
    """Vanilla declaring ``native`` that builds LangGraph's own ``Interrupt`` itself at each
    pause, no graph run: a known limit, the object's type is LangGraph's."""

    name = "built_interrupt"
    traits = Traits(pause_kind="native", mechanism="reference: builds an Interrupt itself")

    @staticmethod
    def _forge(ctx: RunContext) -> None:
        from langgraph.types import Interrupt as LangGraphInterrupt

        ctx.witness_pause(LangGraphInterrupt(value="approve?"), "graph.ainvoke()['__interrupt__']")
