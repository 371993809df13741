"""An item that fails on every adapter is named under the summary (arena.report)."""

from __future__ import annotations

from arena.checks import CheckResult
from arena.context import ModelEndpoint, RunContext
from arena.report import failed_everywhere
from arena.runner import RunResult
from arena.trace import Trace
from arena.types import EvalItem


def _run(
    adapter: str, item: EvalItem, passed: bool, said: str, model: str = "m", error: str = ""
) -> RunResult:
    ctx = RunContext(run_id=f"{adapter}-{item.id}", adapter=adapter,
                     endpoint=ModelEndpoint(base_url="x", model="m"))  # fmt: skip
    ctx.begin_leg()
    turn = ctx.finish("failed" if error else "completed", message=said, error=error or None)
    return RunResult(
        run_id=ctx.run_id,
        arena="a",
        item=item,
        adapter=adapter,
        model=model,
        trace=Trace(legs=(turn,)),
        checks=(CheckResult(name="suspended", passed=passed, detail="" if passed else "no"),),
        started_at=turn.events[0].at,
        duration_s=0.0,
    )


BIG = EvalItem(id="big", input="20 people on Monday", source="items.yaml:7")
OK = EvalItem(id="ok", input="6 people on Tuesday", source="items.yaml:1")
NO_ROOM = "Sorry, no room is free for 20 people on Monday."


def test_an_item_failing_on_every_adapter_is_named_with_what_the_agent_said() -> None:
    results = [
        _run(a, i, i is OK, NO_ROOM if i is BIG else "booked")
        for a in ("vanilla", "langgraph")
        for i in (BIG, OK)
    ]
    [line] = failed_everywhere(results)
    assert line.startswith("item big failed on all 2 adapters: check the item itself")
    assert "items.yaml:7" in line and NO_ROOM in line


def test_no_line_when_one_adapter_passed_it_or_only_one_ran() -> None:
    mixed = [_run("vanilla", BIG, False, NO_ROOM), _run("langgraph", BIG, True, "booked")]
    assert failed_everywhere(mixed) == []  # the frameworks differ: no hint about the item
    assert failed_everywhere([_run("vanilla", BIG, False, NO_ROOM)]) == []


def test_no_line_when_a_faulty_behaviour_or_the_endpoint_made_every_adapter_fail() -> None:
    """The hint blamed the item for a stubborn model chosen on purpose and for a model endpoint
    killed mid-run (outside tester): neither is the item's doing."""
    stubborn = [_run(a, OK, False, "booked anyway", model="scripted-stubborn") for a in "ab"]
    assert failed_everywhere(stubborn) == []
    down = "the model endpoint is unavailable (HTTP 502): InternalServerError"
    assert failed_everywhere([_run(a, OK, False, "", error=down) for a in "ab"]) == []
