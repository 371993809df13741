"""drive41: a model request the leg's own deadline cut read as the model endpoint's failure.

The transport clamps every model request to the leg's time left and refuses one made after it
(``arena.deadline``: ``DeadlineExceeded``, a ``ReadTimeout``). When that came back through the
adapter's client before the runner's own timer fired, the leg failed as "model endpoint error:
APITimeoutError: Request timed out. (raised at .../vanilla.py ...)": ``t.failed(error="timed
out")`` could not tell a leg timeout from an endpoint that timed out, and the same eval read
"leg 2 timed out after …" on langgraph. A request cut at the deadline is now the leg's timeout,
said as one, on every adapter; an adapter's own short limit still reads as its own.
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence

import httpx
import pytest

from arena.adapters.vanilla import VanillaAdapter
from arena.context import ModelEndpoint, RunContext
from arena.deadline import remaining
from arena.drive import Driver, rooms_agent
from arena.runner import LegRunner
from arena.types import InputResponse, Turn

TASK = "Book a meeting room for 6 people on Tuesday."


class CutAtDeadline(VanillaAdapter):
    """Its resume waits out the leg's time, then makes a model request, as a slow tool would."""

    name = "cut_at_deadline"

    async def resume(self, responses: Sequence[InputResponse], ctx: RunContext) -> Turn:
        left = remaining() or 0.0
        await asyncio.sleep(max(left, 0.0))  # to the deadline, not past the timer
        return await super().resume(responses, ctx)


class OwnShortLimit(VanillaAdapter):
    """Its resume raises a client timeout of its own, long before the leg's deadline."""

    name = "own_short_limit"

    async def resume(self, responses: Sequence[InputResponse], ctx: RunContext) -> Turn:
        raise httpx.ReadTimeout("the adapter's own 0.01s limit")


def _error(turn: Turn) -> str:
    assert turn.status == "failed", turn.status
    return turn.error or ""


@pytest.mark.parametrize("adapter", ["vanilla", "langgraph", "openai_agents"])
def test_an_answer_leg_out_of_time_reads_as_the_leg_timeout(
    endpoint: ModelEndpoint, adapter: str
) -> None:
    pytest.importorskip(
        {"vanilla": "openai", "langgraph": "langgraph", "openai_agents": "agents"}[adapter]
    )
    with Driver.for_adapter(adapter, endpoint) as t:
        asked = t.send(TASK).requests[0]
        t._run_leg = LegRunner(timeout_s=0.001)  # the answer's leg gets 1 ms
        error = _error(t.respond(asked, option="approve"))
        assert error.startswith("leg 2 timed out after 0.001s"), error
        assert "model endpoint error" not in error, error
        t.failed(error="timed out")
        t.called_tool("book_room", times=0)


def test_a_request_the_transport_refused_after_the_deadline_is_the_leg_timeout(
    endpoint: ModelEndpoint,
) -> None:
    """The transport's own refusal, raised through the OpenAI client as APITimeoutError."""
    spec = rooms_agent()
    runs = 0
    for _ in range(3):  # the sleep ends at the deadline: either timer may fire first
        with Driver(CutAtDeadline(spec), endpoint, agent=spec) as t:  # type: ignore[arg-type]
            asked = t.send(TASK).requests[0]
            t._run_leg = LegRunner(timeout_s=0.2)
            error = _error(t.respond(asked, option="approve"))
            assert error.startswith("leg 2 timed out after 0.2s"), error
            runs += 1
    assert runs == 3


def test_an_adapters_own_short_limit_still_reads_as_its_own(endpoint: ModelEndpoint) -> None:
    spec = rooms_agent()
    with Driver(OwnShortLimit(spec), endpoint, agent=spec) as t:  # type: ignore[arg-type]
        asked = t.send(TASK).requests[0]
        error = _error(t.respond(asked, option="approve"))
        assert "timed out after" not in error, error
        assert "ReadTimeout" in error, error
