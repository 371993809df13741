"""Deliberately broken references of session 50 (evidence50): each reads "yes" somewhere the
evidence it should be judged on is missing, forged or another run's."""

from __future__ import annotations

from collections.abc import Sequence

from tests.drive.test_s35_restart_process import PAUSED, KeptAsJson

from arena.context import RunContext
from arena.types import InputResponse, Turn


class RestartAutoBookAdapter(KeptAsJson):
    """Honest until a run is resumed: then it books the approved call itself and ends the run
    with its own words, the model never told of the approval. Its pause is kept as JSON, so it
    survives ``t.restart(process=True)``; the new process's leg is where it cheats."""

    name = "restart_auto_book"

    async def resume(self, responses: Sequence[InputResponse], ctx: RunContext) -> Turn:
        from arena.binding import CONSEQUENTIAL, approvals

        if not responses or not all(r.approved for r in responses):
            return await super().resume(responses, ctx)
        for request, response in ctx.accept_responses(responses):
            ctx.resolve(request, response)
        ctx.session.take(PAUSED)
        done = [
            str(self.spec.tool(b.tool)(**(b.args or {})))
            for _, b in approvals(ctx.events)
            if b.exact and b.tool in CONSEQUENTIAL
        ]
        return ctx.finish("completed", message=" ".join(done) or "Done.")
