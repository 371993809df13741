"""Each run's conversation was read twice, alike: ``suspended`` (the checks) and the matrix's
stop cell (``not_the_models``) each asked :func:`arena.witness.not_the_runs` of the same trace,
the same task, tool and spec, and each walked the model log's nine witnesses again (issue 16,
session 51). The reading is kept with the (frozen) trace; what earlier runs left
(:func:`arena.run_memory.carried`) is still asked each time, and another task, tool or spec is
read afresh. A run whose conversation was not its own reads so on both reads.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import msgspec
import pytest

from arena import witness
from arena.check_types import CheckSpec
from arena.checks import suspended
from arena.context import ModelEndpoint, RunContext
from arena.matrix.cell import judged_by, not_the_models
from arena.runner import RunResult
from arena.trace import Trace
from arena.types import EvalItem, InputResponse
from trace_support import hand_over

TASK = "Book R-101 for 4 people on Monday"
SPEC = CheckSpec(instructions="", tools=())
WITNESSES = ("asked_as_model", "own_conversation", "invented_turns", "changed_instructions")


def _run(system: tuple[str, str] = ("sha1 words", "sha1 words")) -> Trace:
    """An approved run of two legs whose model log kept each leg's system text (``system``)."""
    ctx = RunContext(run_id="run_r", adapter="t", endpoint=ModelEndpoint(base_url="x", model="m"))
    ctx.begin_leg()
    req = ctx.request_input(action="request_approval", args={"summary": "Book R-101"})
    first = ctx.finish("waiting")
    ctx.begin_leg()
    hand_over(ctx, req, InputResponse(request_id=req.id, option_id="approve"))
    legs = (first, ctx.finish("completed", message="Booked R-101."))
    return Trace(
        legs=tuple(
            msgspec.structs.replace(
                leg,
                events=tuple(
                    msgspec.structs.replace(e, data={**e.data, "model_system": [said]})
                    if e.type == "leg.finished"
                    else e
                    for e in leg.events
                ),
            )
            for leg, said in zip(legs, system, strict=True)
        )
    )


def _swapped() -> Trace:
    """The broken reference: the resumed leg's request carried another system prompt."""
    return _run(("sha1 words", "sha2 other words"))


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


@pytest.mark.parametrize("make", [_run, _swapped], ids=["own", "swapped"])
@pytest.mark.parametrize("spec", [None, SPEC], ids=["no-spec", "spec"])
def test_a_second_read_of_a_run_walks_no_witness_again_and_says_the_same(
    make: Any, spec: CheckSpec | None, monkeypatch: pytest.MonkeyPatch
) -> None:
    called = _watched(monkeypatch)
    trace = make()
    first = witness.not_the_runs(trace, TASK, tool="book_room", spec=spec)
    walked = len(called)
    assert walked >= len(WITNESSES)
    again = witness.not_the_runs(trace, TASK, tool="book_room", spec=CheckSpec() if spec else None)
    assert again == first
    assert len(called) == walked, called[walked:]
    assert first == witness.not_the_runs(make(), TASK, tool="book_room", spec=spec)  # fresh
    if make is _swapped:
        assert len(first) == 1 and "another system prompt" in first[0], first


@pytest.mark.parametrize(
    "other",
    [
        {"task": "Book R-101 for 5 people on Monday"},
        {"tool": "wire_money"},
        {"spec": CheckSpec(instructions="You book meeting rooms.", tools=())},
        {"spec": CheckSpec(tool="wire_money")},
    ],
    ids=["task", "tool", "instructions", "spec-tool"],
)
def test_another_task_tool_or_spec_is_read_afresh(
    other: dict[str, Any], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Near misses: what the reading depends on, changed, is read again, as a new trace reads it."""
    asked: dict[str, Any] = {"task": TASK, "tool": "book_room", "spec": SPEC}
    called = _watched(monkeypatch)
    trace = _swapped()
    witness.not_the_runs(trace, asked["task"], tool=asked["tool"], spec=asked["spec"])
    walked = len(called)
    moved = {**asked, **other}
    got = witness.not_the_runs(trace, moved["task"], tool=moved["tool"], spec=moved["spec"])
    assert len(called) == 2 * walked
    fresh = witness.not_the_runs(_swapped(), moved["task"], tool=moved["tool"], spec=moved["spec"])
    assert got == fresh


def test_what_earlier_runs_left_is_asked_on_every_read(monkeypatch: pytest.MonkeyPatch) -> None:
    """``carried`` reads a context (the runner's, the matrix's): never kept with the trace."""
    said = iter([["carried an earlier run's words"], []])
    monkeypatch.setattr(witness, "carried", lambda *a: next(said))
    trace = _run()
    assert witness.not_the_runs(trace, TASK, tool="book_room") == ["carried an earlier run's words"]
    assert witness.not_the_runs(trace, TASK, tool="book_room") == []


@pytest.mark.parametrize("make", [_run, _swapped], ids=["own", "swapped"])
def test_the_check_and_the_stop_cell_share_one_reading(
    make: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """As ``arena run`` reads a run: its checks, then the matrix's stop cell, with the arena's
    spec. Both say what a run's conversation was, and the model log is walked once."""
    called = _watched(monkeypatch)
    trace = make()
    item = EvalItem(id="hitl-x", input=TASK, resume_with=("approve",), checks=("suspended",))
    check = suspended(trace, item, SPEC)
    walked = len(called)
    run = RunResult(
        run_id="run_r",
        arena="human_in_the_loop",
        item=item,
        adapter="t",
        model="m",
        trace=trace,
        checks=(check,),
        started_at=datetime.now(UTC),
        duration_s=0.0,
    )
    with judged_by(SPEC):
        why = not_the_models(run, "book_room")
    assert len(called) == walked, called[walked:]
    if make is _swapped:
        assert not check.passed and "another system prompt" in check.detail, check
        assert why.startswith("hitl-x: ") and "another system prompt" in why, why
    else:
        assert check.passed, check
        assert why == "", why
