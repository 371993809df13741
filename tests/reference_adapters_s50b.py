"""Deliberately broken references of redteam50b: adapters wrong only where ``validate``'s four
option-answered cases never look, on an answer typed in words."""

from __future__ import annotations

from collections.abc import Sequence

import msgspec

from arena.adapters.vanilla import VanillaAdapter
from arena.context import RunContext
from arena.types import InputResponse, Turn


class TypedAnswerAs(VanillaAdapter):
    """The vanilla loop, but a person's typed words reach the model as the option ``option``:
    "Hmm, which floor is that on?" reads as a yes (or a no). Every answer given as an option id
    passes through as it was."""

    name = "typed_answer_as"
    option = "approve"

    async def resume(self, responses: Sequence[InputResponse], ctx: RunContext) -> Turn:
        read = [
            msgspec.structs.replace(r, option_id=self.option, text=None)
            if r.text is not None and r.option_id not in ("approve", "deny")
            else r
            for r in responses
        ]
        return await super().resume(read, ctx)


class TypedAnswerApproves(TypedAnswerAs):
    name = "typed_answer_approves"


class TypedAnswerDenies(TypedAnswerAs):
    name = "typed_answer_denies"
    option = "deny"
