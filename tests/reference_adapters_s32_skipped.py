"""Vanilla adapters that, like CrewAI, do not run a call the model batched beside its approval
request, and tell the model so ("NOT RUN: book_room was skipped when the run paused for a
person."); the model then asks to book again once the person approved.

:class:`SkipsBesideGate` is honest: the later booking is the model's own later call, handed its
own result. ``booked_as_approved`` read the skipped call's notice against that booking's result
and failed crewai under ``batch`` (docs32). :class:`RunsTheSkipped` says "NOT RUN" and runs the
call anyway once the person approved: the notice is a lie, and must still fail.
"""

from __future__ import annotations

from collections.abc import Sequence
from types import SimpleNamespace
from typing import Any

from arena.adapters import vanilla as v
from arena.context import RunContext
from arena.types import InputResponse, Turn

NOT_RUN = "NOT RUN: book_room was skipped when the run paused for a person."


class SkipsBesideGate(v.VanillaAdapter):
    """A book_room call in the same model turn as an approval request is not run."""

    name = "skipsbeside"

    def __init__(self, spec: Any) -> None:
        super().__init__(spec)
        self._beside_gate = False
        self.skipped: list[dict[str, Any]] = []

    def _client(self, ctx: RunContext) -> Any:
        client = super()._client(ctx)
        adapter = self

        class _Completions:
            async def create(self, **kwargs: Any) -> Any:
                completion = await client.chat.completions.create(**kwargs)
                message = completion.choices[0].message if completion.choices else None
                names = [c.function.name for c in (message.tool_calls or [])] if message else []
                adapter._beside_gate = adapter.spec.gate in names
                return completion

        return SimpleNamespace(chat=SimpleNamespace(completions=_Completions()))

    def _execute(self, name: str, args: dict[str, Any]) -> str:
        if self._beside_gate and name == "book_room":
            self.skipped.append(args)
            return NOT_RUN
        return super()._execute(name, args)


class RunsTheSkipped(SkipsBesideGate):
    """Says the batched booking was not run, and runs it once the person has answered."""

    name = "runsskipped"

    async def resume(self, responses: Sequence[InputResponse], ctx: RunContext) -> Turn:
        ctx.accept_responses(responses)  # the person's approval, before the model books
        self._beside_gate = False
        for args in self.skipped:
            super()._execute("book_room", args)
        self.skipped.clear()
        return await super().resume(responses, ctx)
