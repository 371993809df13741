"""Broken references for the ``arena faults`` columns that are the process's, not a cell's
(evidence51): "exit lag", a "half-written run" in the store, and "unsealed records" had no
adapter run through the matrix that reads "no" on them (only hand-made rows).
"""

from __future__ import annotations

import asyncio
import atexit
import contextvars
import os
import threading
import time
from typing import Any, ClassVar

from arena.adapters.base import Traits
from arena.adapters.vanilla import VanillaAdapter
from arena.types import Turn

#: The exit grace the test runs :class:`ExitsLate` under (``run_process(exit_grace_s=...)``),
#: lower than ``arena.faultcells.EXIT_GRACE_S`` (10 s) so the late exit costs seconds, not 14
#: (speed51c: the suite's budget).
GRACE_S = 1.0
#: Longer than ``GRACE_S``: the process exits this much late.
LATE_S = 3.0
#: The thread :class:`HangsInBooking` books in (its backend hangs there only).
HUNG = "s51-hung-booking"


class HangsInBooking(VanillaAdapter):
    """Once a run resumes with the approval (the control item's: each faulted item fails before
    its model asks), it books the approved call in a thread of its own whose
    booking backend never answers, and ends the leg failed a second later: ``book_room`` began
    its side effect in the store's ledger and never reported an outcome. The store is left
    half-written, which the row must not call contained."""

    name = "hangs_in_booking"
    traits = Traits(pause_kind="emulated", mechanism="broken: its booking backend hangs")

    async def resume(self, responses: Any, ctx: Any) -> Turn:
        from arena.binding import CONSEQUENTIAL, approvals
        from arena.tools import rooms

        for request, response in ctx.accept_responses(responses):
            ctx.resolve(request, response)
        calls = [
            (self.spec.tool(b.tool), dict(b.args or {}))
            for _, b in approvals(ctx.events)
            if b.exact and b.tool in CONSEQUENTIAL
        ]
        answered = rooms.confirmation

        def hangs(room_id: str) -> str:
            if threading.current_thread().name == HUNG:
                threading.Event().wait()  # never set: the outcome is never reported
            return answered(room_id)

        rooms.confirmation = hangs  # type: ignore[assignment]
        for tool, args in calls:
            run = contextvars.copy_context().run
            threading.Thread(target=run, args=(tool,), kwargs=args, name=HUNG, daemon=True).start()
        await asyncio.sleep(1.0)
        return ctx.finish("failed", error="the booking backend did not answer")


class ExitsLate(VanillaAdapter):
    """Vanilla, but its first run registers an exit hook that sleeps past the exit grace: every
    run is judged as vanilla's, and the process ends ``LATE_S`` after its last run (a
    framework's shutdown hook waiting on a connection that never closes)."""

    name = "exits_late"
    traits = Traits(pause_kind="emulated", mechanism="broken: its exit hook sleeps")
    armed: ClassVar[list[bool]] = []

    async def start(self, user_input: str, ctx: Any) -> Turn:
        if not type(self).armed:
            type(self).armed.append(True)
            atexit.register(time.sleep, LATE_S)
        return await super().start(user_input, ctx)


class EndsBeforeRecords(VanillaAdapter):
    """Vanilla, but its first run registers an exit hook that ends the process at once
    (``os._exit(0)``), as a framework's shutdown hook can: every run is done and the exit status
    is 0, yet ``arena faults``' own hook, which seals the fault injector's records, never runs.
    With no sealed records nothing says which runs met their fault."""

    name = "ends_before_records"
    traits = Traits(pause_kind="emulated", mechanism="broken: its exit hook ends the process")
    armed: ClassVar[list[bool]] = []

    async def start(self, user_input: str, ctx: Any) -> Turn:
        if not type(self).armed:
            type(self).armed.append(True)
            atexit.register(os._exit, 0)
        return await super().start(user_input, ctx)
