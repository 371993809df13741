"""Whose failure a failed run is: the harness's own record that the model endpoint failed a call
of the run, never the run's error text (an adapter writes that itself: red team 15).

The report (:mod:`arena.report`) puts a run on the endpoint only with this record
(docs/methodology.md, "real endpoints").
"""

from __future__ import annotations

from collections.abc import Mapping

#: The scripted model's behaviours that answer every request with an error
#: (:data:`arena.model.policy.BEHAVIOURS`' ``Faulty`` ones; a test holds the two alike).
FAILING_BEHAVIOURS = frozenset({"http500", "garbage"})
#: The injected faults (:mod:`arena.model.faults`) whose answer a client cannot read: every
#: transport fault, and a body of invalid UTF-8.
_UNREADABLE = ("transport",)
_UNREADABLE_GROUPS = ("body",)


def endpoint_failed(extra: Mapping[str, object], model: str, task: str) -> str | None:
    """The harness's own record that the model endpoint failed a call of this run, in words, or
    None. Never the run's error text: an adapter writes that itself (``ctx.finish(error=...)``)
    and could put its own give-up on the endpoint (red team 15).

    Behind ``--model-url`` the gateway counts each run's calls that failed after every retry
    (``extra["usage"]["errors"]``: unreachable, refused key, 5xx, a cut stream). The scripted
    model fails a run only as the harness told it to: a failing behaviour assigned to the run
    (``extra["behaviour"]``, else the recorded model's name) or a fault its model name or its
    item's input (``[fault:<name>]``) selects; and only a request that came on the run's route
    (``extra["model_requests"]``, from the run's model log: :func:`arena.runner.run_item`) met
    it. The assignment alone is no record: an adapter that gave up before calling the model
    under ``--behaviour http500`` wrote its endpoint error itself (session 21)."""
    usage = extra.get("usage")
    if isinstance(usage, Mapping):
        errors = usage.get("errors")
        if isinstance(errors, int) and errors > 0:
            return f"the gateway recorded {errors} failed model call(s) for the run"
        return None
    requests = extra.get("model_requests")
    if not isinstance(requests, int) or isinstance(requests, bool) or requests <= 0:
        return None  # no request of the run reached the scripted model: nothing it failed
    if "behaviour" in extra:
        behaviour = extra["behaviour"]
    else:
        behaviour = model.removeprefix("scripted-") if model.startswith("scripted-") else None
    if behaviour in FAILING_BEHAVIOURS:
        return (
            f"the scripted model answered the run's {requests} request(s) with the failing "
            f"behaviour {behaviour!r} the harness gave it"
        )
    if "fault" in model or "[fault:" in task:
        from arena.model.faults import Fault, fault_for

        fault = fault_for(model, task.encode("utf-8", "replace"))
        if isinstance(fault, Fault) and (
            fault.kind in _UNREADABLE or fault.group in _UNREADABLE_GROUPS
        ):
            return (
                f"the harness injected the fault {fault.name!r} into the run's model endpoint, "
                f"which {requests} request(s) of the run met"
            )
    return None
