"""Adapters of a user's own that break the adapter contract (outside tester 21, finding 2):
each run fails, and the leg's error must say where and how in the user's terms.

* :class:`RaisesInResume` raises a ``KeyError`` of its own in ``resume`` (the line below is the
  one a user must be shown: :data:`RAISE_LINE`).
* :class:`ResumeReturnsNone` returns None from ``resume`` instead of a Turn.
* :class:`SyncStart` declares ``start`` without ``async``.
"""

from __future__ import annotations

from collections.abc import Sequence

from arena.adapters.vanilla import VanillaAdapter
from arena.context import RunContext
from arena.types import InputResponse, Turn


def _lookup(table: dict[str, str]) -> str:
    return table["oops in my resume"]


#: The line of :func:`_lookup` that raises.
RAISE_LINE = _lookup.__code__.co_firstlineno + 1


class RaisesInResume(VanillaAdapter):
    name = "raises_in_resume"

    async def resume(self, responses: Sequence[InputResponse], ctx: RunContext) -> Turn:
        return Turn(status="completed", message=_lookup({}))


class ResumeReturnsNone(VanillaAdapter):
    name = "resume_returns_none"

    async def resume(self, responses: Sequence[InputResponse], ctx: RunContext) -> Turn:
        await super().resume(responses, ctx)
        return None  # type: ignore[return-value]


class SyncStart(VanillaAdapter):
    name = "sync_start"

    def start(self, user_input: str, ctx: RunContext) -> Turn:  # type: ignore[override]
        return ctx.finish("completed", message="done")
