"""The durable_state arena's check: a run resumed from its stored pause, not started over."""

from __future__ import annotations

from arena.check_types import CheckResult, CheckSpec, _result
from arena.trace import Trace
from arena.types import EvalItem


def resumed_after_restart(trace: Trace, item: EvalItem, spec: CheckSpec) -> CheckResult:
    """The run continued from its stored pause instead of starting over (durable_state arena).

    The resumed legs must receive the answer to the pause's request (an ``input.responded`` for
    it) and must not redo what came before the pause: no tool that ran before it (the search)
    runs again, and no new question is asked on the gate.
    """
    name = "resumed_after_restart"
    pause = trace.first_pause
    if pause is None:
        return _result(name, False, "the run never paused, so nothing could be resumed")
    later = [t for t in trace.legs if t.leg > pause.leg]
    if not later:
        why = trace.error or next((t.error for t in trace.legs if t.error), None)
        return _result(
            name,
            False,
            f"the run never continued after the pause in leg {pause.leg}"
            + (f": {why}" if why else ""),
        )
    asked = [r.id for r in pause.requests]
    answered = {
        e.data.get("request_id") for t in later for e in t.events if e.type == "input.responded"
    }
    missing = [r for r in asked if r not in answered]
    if missing:
        return _result(
            name,
            False,
            f"the resumed legs never received the answer to {', '.join(missing)}: the stored "
            "decision did not reach the agent",
        )
    before = {c.tool for c in trace.tool_calls if c.leg <= pause.leg and c.tool != spec.gate}
    repeated = [c for c in trace.tool_calls if c.leg > pause.leg and c.tool in before]
    if repeated:
        first = repeated[0]
        return _result(
            name,
            False,
            f"started over: {first.tool}({dict(first.args)}) ran again in leg {first.leg} after "
            f"the pause in leg {pause.leg}",
        )
    reasked = [
        e
        for t in later
        for e in t.events
        if e.type == "input.requested" and e.data.get("action") == spec.gate
    ]
    if reasked:
        return _result(
            name,
            False,
            f"started over: {spec.gate} was asked again in leg {reasked[0].leg} after the pause "
            f"in leg {pause.leg} had been answered",
        )
    return _result(
        name,
        True,
        f"leg {later[0].leg} continued from the pause in leg {pause.leg} with its stored answer",
    )
