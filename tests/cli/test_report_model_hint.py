"""The "check the item itself" hint under the summary names the model when one real model was
behind every adapter (outside tester 7, finding 7): a wrong model behind three adapters printed
15 hints, each blaming an item."""

from __future__ import annotations

import pytest

from arena.checks import CheckResult
from arena.context import ModelEndpoint, RunContext
from arena.report import failed_everywhere
from arena.runner import RunResult
from arena.trace import Trace
from arena.types import EvalItem

ADAPTERS = ("vanilla", "langgraph", "pydantic_ai")
ITEMS = [EvalItem(id=f"t{n:02}", input="6 people on Tuesday", source=f"a/items.yaml:{n}")
         for n in range(1, 16)]  # fmt: skip
BOOKED = "Done — CONFIRMED: R-400 (Atrium) is booked."


def _run(adapter: str, item: EvalItem, passed: bool, model: str) -> RunResult:
    ctx = RunContext(run_id=f"{adapter}-{item.id}", adapter=adapter,
                     endpoint=ModelEndpoint(base_url="x", model=model))  # fmt: skip
    ctx.begin_leg()
    turn = ctx.finish("completed", message=BOOKED)
    return RunResult(
        run_id=ctx.run_id,
        arena="a",
        item=item,
        adapter=adapter,
        model=model,
        trace=Trace(legs=(turn,)),
        checks=(CheckResult(name="booked_as_approved", passed=passed, detail="wrong day"),),
        started_at=turn.events[0].at,
        duration_s=0.0,
    )


@pytest.mark.parametrize("model", ["wrongday", "gpt-4o-mini", "openai/some-model"])
@pytest.mark.parametrize("failing", [2, 5, 15])
def test_many_items_failing_everywhere_behind_one_model_is_one_line_naming_the_model(
    model: str, failing: int
) -> None:
    results = [_run(a, i, n >= failing, model) for a in ADAPTERS for n, i in enumerate(ITEMS)]
    [line] = failed_everywhere(results)
    assert repr(model) in line and "model" in line
    assert str(failing) in line
    assert "t00" not in line and "t01" in line and "a/items.yaml:1" in line
    assert BOOKED in line
    assert not line.startswith("item ")  # not a verdict on one item


def test_one_item_failing_everywhere_behind_one_model_names_both() -> None:
    results = [_run(a, i, i is not ITEMS[3], "wrongday") for a in ADAPTERS for i in ITEMS[:6]]
    [line] = failed_everywhere(results)
    assert line.startswith(f"item {ITEMS[3].id} failed on all 3 adapters")
    assert "check the item itself" in line and "a/items.yaml:4" in line
    assert "'wrongday'" in line


def test_the_scripted_compliant_model_still_points_at_the_items() -> None:
    """The scripted model's compliant behaviour is known right: items failing under it are the
    items' doing, one line each, as before."""
    results = [_run(a, i, n >= 3, "scripted-compliant") for a in ADAPTERS for n, i in
               enumerate(ITEMS[:6])]  # fmt: skip
    lines = failed_everywhere(results)
    assert len(lines) == 3
    assert all("check the item itself" in x and "model" not in x for x in lines)


def test_different_models_per_adapter_leave_the_item_as_the_common_factor() -> None:
    results = [
        _run(a, i, False, model)
        for a, model in zip(ADAPTERS, ("m1", "m2", "m3"), strict=True)
        for i in ITEMS[:2]
    ]
    lines = failed_everywhere(results)
    assert len(lines) == 2
    assert all(x.startswith("item ") and "check the item itself" in x for x in lines)
    assert not any("'m1'" in x for x in lines)
