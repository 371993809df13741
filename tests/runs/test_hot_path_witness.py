"""``suspended`` reads the run's conversation through nine witnesses of the model log
(:func:`arena.witness.not_the_runs`); each walked the legs to find, on a run whose endpoint kept
no per-run log (a real endpoint), nothing to hold: 40 k → 75 k instructions a leg as the list
grew (issue 16). A run whose legs kept none of the conversation is now not walked by them; one
that kept any of it is judged by every one, as before.
"""

from __future__ import annotations

from typing import Any

import msgspec
import pytest

from arena import witness
from arena.context import ModelEndpoint, RunContext
from arena.trace import Trace
from arena.types import InputResponse
from trace_support import hand_over

#: The witnesses ``not_the_runs`` reads, as :mod:`arena.witness` names them.
WITNESSES = (
    "asked_as_model",
    "own_conversation",
    "invented_turns",
    "not_the_task",
    "changed_instructions",
    "instructions_missing",
    "offered_otherwise",
    "changed_tools",
    "words_not_the_persons",
)


def _run(kept: dict[str, Any] | None = None) -> Trace:
    """An approved run of two legs; ``kept``: what the model log kept on each leg's end."""
    ctx = RunContext(run_id="run_w", adapter="t", endpoint=ModelEndpoint(base_url="x", model="m"))
    ctx.begin_leg()
    req = ctx.request_input(action="request_approval", args={"summary": "Book R-101"})
    first = ctx.finish("waiting")
    ctx.begin_leg()
    hand_over(ctx, req, InputResponse(request_id=req.id, option_id="approve"))
    legs = (first, ctx.finish("completed", message="Booked R-101."))
    if kept:
        legs = tuple(
            msgspec.structs.replace(
                leg,
                events=tuple(
                    msgspec.structs.replace(e, data={**e.data, **kept})
                    if e.type == "leg.finished"
                    else e
                    for e in leg.events
                ),
            )
            for leg in legs
        )
    return Trace(legs=legs)


def _watched(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    called: list[str] = []
    for name in WITNESSES:
        real = getattr(witness, name)

        def seen(*args: Any, _name: str = name, _real: Any = real, **kwargs: Any) -> list[str]:
            called.append(_name)
            result: list[str] = _real(*args, **kwargs)
            return result

        monkeypatch.setattr(witness, name, seen)
    return called


def test_a_run_without_a_model_log_is_not_walked_by_the_conversation_witnesses(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    called = _watched(monkeypatch)
    assert witness.not_the_runs(_run(), "Book R-101", tool="book_room") == []
    assert called == []


@pytest.mark.parametrize(
    "key",
    [
        "model_turns",
        "model_calls",
        "model_system",
        "model_system_text",
        "model_tools",
        "model_tool_choice",
    ],
)
def test_a_run_that_kept_any_of_its_conversation_is_judged_by_every_witness(
    key: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    called = _watched(monkeypatch)
    witness.not_the_runs(_run({key: []}), "Book R-101", tool="book_room")
    assert sorted(called) == sorted(n for n in WITNESSES if n not in _NEED_SPEC)


#: The witnesses read only with the arena's ``CheckSpec``.
_NEED_SPEC = ("instructions_missing", "offered_otherwise")


def test_a_system_prompt_swapped_on_resume_still_fails() -> None:
    """The verdict where the log kept something: one leg's system text is another's."""
    trace = _run()
    legs = tuple(
        msgspec.structs.replace(
            leg,
            events=tuple(
                msgspec.structs.replace(
                    e, data={**e.data, "model_system": [f"sha{leg.leg} words {leg.leg}"]}
                )
                if e.type == "leg.finished"
                else e
                for e in leg.events
            ),
        )
        for leg in trace.legs
    )
    [said] = witness.not_the_runs(Trace(legs=legs), "Book R-101", tool="book_room")
    assert "another system prompt" in said, said
