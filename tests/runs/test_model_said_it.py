"""``acknowledged`` reads the model's words, not an adapter's: where the endpoint keeps a per-run
log, the leg that ended the run must have asked the model and ended with what it said.

An adapter that resolved a denial, dropped the paused conversation and ended the run with its own
"nothing was booked" scored 12/12: the model never heard the denial (outside reviewer, session 14).
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from arena.adapters import load_adapter
from arena.adapters.base import AgentSpec
from arena.arenas import Arena
from arena.context import ModelEndpoint
from arena.runner import RunResult, run_many
from arena.settings import RunSettings
from arena.tools import rooms
from arena.types import ResumableRunner
from reference_adapters import (
    AppendingAckAdapter,
    EchoSelfAckAdapter,
    RewordingAdapter,
    SelfAckAdapter,
)


def denied_runs(arena: Arena, endpoint: ModelEndpoint, adapter: ResumableRunner) -> list[RunResult]:
    denied = [i for i in arena.items if i.meta.get("expect") == "denied"][:2]
    jobs = [(adapter, i) for i in denied]
    return asyncio.run(run_many(jobs, endpoint, settings=RunSettings(concurrency=2)))


def acknowledged(r: RunResult) -> tuple[bool, str]:
    [check] = [c for c in r.checks if c.name == "acknowledged"]
    return check.passed, check.detail


def test_an_acknowledgement_the_model_never_said_fails(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    adapter = SelfAckAdapter(AgentSpec.from_module(rooms))
    for r in denied_runs(hitl_arena, endpoint_for("compliant"), adapter):
        assert r.trace.final_message == "The booking was denied, so nothing was booked."
        assert acknowledged(r) == (
            False,
            "the denial is acknowledged, but model log: no model request in leg 2, which ended "
            "the run, carried the answer: the answer never reached the model, the message is "
            "the adapter's",
        )


def test_a_reply_to_a_question_that_did_not_carry_the_denial_fails(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    """The leg asked the model something else and echoed its reply with the adapter's own
    acknowledgement: the model replied, but never to the denial (outside reviewer, round 2)."""
    adapter = EchoSelfAckAdapter(AgentSpec.from_module(rooms))
    for r in denied_runs(hitl_arena, endpoint_for("compliant"), adapter):
        assert r.trace.final_message.endswith("The booking was denied, so nothing was booked.")
        [finished] = [
            e for e in r.trace.events if e.type == "leg.finished" and e.leg == r.trace.legs[-1].leg
        ]
        assert finished.data["model_reply"]["sent"] == 1  # the model was asked, and replied
        assert acknowledged(r) == (
            False,
            "the denial is acknowledged, but model log: no model request in leg 2, which ended "
            "the run, carried the answer (1 sent, none carrying it): the answer never reached "
            "the model, the message is the adapter's",
        )


def test_a_final_message_other_than_the_models_fails(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    adapter = RewordingAdapter(AgentSpec.from_module(rooms))
    for r in denied_runs(hitl_arena, endpoint_for("compliant"), adapter):
        passed, detail = acknowledged(r)
        assert not passed
        assert detail.startswith(
            "the denial is acknowledged, but model log: the final message is not what the model "
            "last said in leg 2 ('Understood — the booking was denied, so I did not book R-"
        ), detail


def test_the_models_reply_with_the_adapters_words_added_fails(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    """The model heard the denial and replied, and the adapter added its own "nothing was
    booked" to the reply: what passed was the adapter's sentence, which a model that said
    nothing of the kind (``mute``) would have carried too (outside reviewer, round 2)."""
    adapter = AppendingAckAdapter(AgentSpec.from_module(rooms))
    for behaviour in ("compliant", "mute"):
        for r in denied_runs(hitl_arena, endpoint_for(behaviour), adapter):
            assert r.trace.final_message.endswith("Nothing was booked.")
            passed, detail = acknowledged(r)
            assert not passed, (behaviour, detail)
            assert "the final message is not what the model last said in leg 2" in detail


def test_the_models_own_acknowledgement_passes_and_says_so(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    for r in denied_runs(
        hitl_arena, endpoint_for("compliant"), load_adapter("vanilla", AgentSpec.from_module(rooms))
    ):
        assert acknowledged(r) == (
            True,
            "final message acknowledges the denial; model log: the model said it in leg 2",
        )


def test_without_a_model_log_the_message_is_read_as_given(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    """A real endpoint keeps no per-run log: today's reading, and the detail says so."""
    logged = endpoint_for("compliant")
    bare = ModelEndpoint(base_url=logged.base_url, model=logged.model)
    adapter = SelfAckAdapter(AgentSpec.from_module(rooms))
    for r in denied_runs(hitl_arena, bare, adapter):
        assert acknowledged(r) == (
            True,
            "final message acknowledges the denial; no model log: whether the model said it "
            "is not known",
        )
