"""The runner's guards: the resume cap, the leg timeout, one crash not stopping the others."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence

from arena.context import ModelEndpoint, RunContext
from arena.runner import MAX_RESUMES, run_item, run_many
from arena.settings import RunSettings
from arena.types import EvalItem, InputResponse, Turn

ENDPOINT = ModelEndpoint(base_url="http://127.0.0.1:9/v1", model="unused")
ITEM = EvalItem(id="i", input="go", resume_with=("approve",), checks=("suspended",))


class AlwaysPauses:
    """A broken adapter: every leg asks again."""

    name = "always_pauses"

    async def start(self, user_input: str, ctx: RunContext) -> Turn:
        ctx.request_input(action="request_approval", args={"summary": "again"})
        return ctx.finish("waiting")

    async def resume(self, responses: Sequence[InputResponse], ctx: RunContext) -> Turn:
        for request, response in ctx.accept_responses(responses):
            ctx.resolve(request, response)
        return await self.start("", ctx)


class Hangs(AlwaysPauses):
    name = "hangs"

    async def start(self, user_input: str, ctx: RunContext) -> Turn:
        await asyncio.sleep(60)
        raise AssertionError("unreachable")


class Crashes(AlwaysPauses):
    name = "crashes"

    async def start(self, user_input: str, ctx: RunContext) -> Turn:
        raise RuntimeError("framework exploded")


def test_an_adapter_that_never_stops_pausing_hits_max_resumes() -> None:
    result = asyncio.run(run_item(AlwaysPauses(), ITEM, ENDPOINT))
    assert result.status == "failed"
    assert len(result.trace.legs) == MAX_RESUMES + 1
    assert f"MAX_RESUMES = {MAX_RESUMES}" in (result.trace.error or "")
    assert not result.passed


def test_a_leg_that_never_returns_times_out() -> None:
    result = asyncio.run(run_item(Hangs(), ITEM, ENDPOINT, settings=RunSettings(leg_timeout_s=0.2)))
    assert result.status == "failed"
    assert result.trace.legs[0].error == "leg 1 timed out after 0.2s"


def test_one_crashing_run_does_not_stop_the_others() -> None:
    jobs = [(Crashes(), ITEM), (AlwaysPauses(), ITEM)]
    crashed, capped = asyncio.run(run_many(jobs, ENDPOINT, settings=RunSettings(concurrency=2)))
    error = crashed.trace.legs[0].error or ""
    assert error.startswith("RuntimeError: framework exploded (raised at "), error
    assert "test_runner.py:" in error and " in start" in error, error  # the adapter's own line
    assert len(capped.trace.legs) == MAX_RESUMES + 1


def test_unanswered_pause_leaves_the_run_waiting() -> None:
    result = asyncio.run(run_item(AlwaysPauses(), ITEM, ENDPOINT, answerer=lambda reqs, n: None))
    assert result.status == "waiting"
    assert [e.type for e in result.trace.events][-2:] == ["input.requested", "leg.finished"]
