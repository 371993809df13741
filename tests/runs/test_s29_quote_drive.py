"""Red team 29: the eval API read a request quoting the user's message word by word ("me plus
three" named 'three') and failed a correct adapter that `arena run` passes; the test's message
is the run's input now (:mod:`arena.drive`)."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence

from arena.adapters.base import AgentSpec
from arena.arenas import Arena
from arena.context import ModelEndpoint
from arena.drive import Driver
from arena.evaluate import check_spec
from arena.runner import RunResult, run_many
from arena.settings import RunSettings
from arena.tools import rooms
from arena.types import EvalItem, ResumableRunner
from reference_adapters_s29 import (
    QuotingAdapter,
)

APPROVED = ("suspended", "tool_called_once_after_resume", "booked_as_approved")
DENIED = ("suspended", "tool_not_used", "acknowledged")


def _item(answer: str, checks: Sequence[str], text: str = "") -> EvalItem:
    return EvalItem(
        id="s29",
        input=text or "Book a meeting room for 6 people on Tuesday.",
        resume_with=(answer,),
        checks=tuple(checks),
        meta={"people": 6, "day": "tuesday"},
    )


def _run(
    adapter: ResumableRunner,
    item: EvalItem,
    arena: Arena,
    endpoint: ModelEndpoint,
    leg_timeout_s: float = 60.0,
) -> RunResult:
    settings = RunSettings(leg_timeout_s=leg_timeout_s)
    [r] = asyncio.run(
        run_many([(adapter, item)], endpoint, settings=settings, spec=check_spec(arena))
    )
    return r


def _failed(r: RunResult) -> dict[str, str]:
    return {c.name: c.detail for c in r.checks if not c.passed}


SPEC = AgentSpec.from_module(rooms)


# -- a quote of the user's message under the eval API ---------------------------------------------

QUOTED = "Could you grab us a room for me plus three on Tuesday at half two?"


def test_a_quoting_request_passes_under_the_eval_api(endpoint: ModelEndpoint) -> None:
    t = Driver(QuotingAdapter(SPEC), endpoint)
    turn = t.send(QUOTED)
    assert turn.status == "waiting", turn.error
    assert t.pending[0].prompt.startswith("The user asked: Could you grab us")
