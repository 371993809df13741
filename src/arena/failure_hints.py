"""What a run's failure points at besides the agent: the item, the one model, the model endpoint.

The results tables (:mod:`arena.report`) say which checks failed; these lines say when the
failures are likelier someone else's: an item that failed on every adapter (it asks what the task
cannot give, or the one real model behind them all is wrong), and runs the model endpoint failed,
counted as the endpoint's only when the harness recorded the endpoint failing them. Plain text, no
tables: the CLI prints each line under the tables, inert.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from arena.display import clip
from arena.endpoint_blame import endpoint_failed
from arena.request_log import UNROUTED
from arena.runner import RunResult


def why_failed(r: RunResult) -> list[str]:
    """``check: detail`` for each failed check, after the run's own error when it failed."""
    why = [f"{c.name}: {c.detail}" for c in r.checks if not c.passed]
    if r.trace.status == "failed":
        err = r.trace.error or next((t.error for t in r.trace.legs if t.error), "")
        why.insert(0, f"run failed: {err}")
    elif (said := endpoint_error(r)) is not None:  # it ended on no model answer (users41)
        why.insert(0, f"run ended on a model endpoint error: {said}")
    return why


def one_error(results: Sequence[RunResult]) -> list[str]:
    """A line for each adapter whose every run (two or more) failed with one and the same error
    before any of them paused: its failing checks (``suspended ×12``, ``acknowledged ×6``, ...)
    all follow from that error, so the line puts it first (tester 21: a client built on
    ``base_url`` got 421 on every run, and the summary listed four checks instead)."""
    lines = []
    for adapter in dict.fromkeys(r.adapter for r in results):
        runs = [r for r in results if r.adapter == adapter]
        errors = {(r.trace.error or _leg_error(r) or "").strip() for r in runs}
        if len(runs) < 2 or len(errors) != 1 or "" in errors:
            continue
        if any(r.status != "failed" or r.trace.first_pause is not None for r in runs):
            continue
        if all(endpoint_error(r) or r.extra.get("endpoint_page") for r in runs):  # the
            continue  # endpoint's: its note (a page: arena run's last line) names it, and this
            # line said 'fix it first' of the adapter (users35, users39)
        [error] = errors
        lines.append(
            f"all {len(runs)} runs of {adapter} failed with the same error before any paused: "
            f"{clip(error.splitlines()[0], 240)!r}; its failing checks follow from it: fix it first"
        )
    return lines


def _leg_error(r: RunResult) -> str | None:
    """The first leg error of a run (where a run's own error is empty)."""
    return next((leg.error for leg in r.trace.legs if leg.error), None)


def failed_everywhere(results: Sequence[RunResult]) -> list[str]:
    """A line for each item that failed on every adapter it ran on (two or more): most often
    the item asks what the task cannot give (no room seats 20 on Monday), not eight frameworks
    failing alike; the first adapter's reason says which. Behind one real model, that model is
    as common to the adapters as the item: the line names it, and when several items failed so,
    one line puts the model first (15 hints once blamed 15 items for one wrong model)."""
    by_item: dict[str, list[RunResult]] = {}
    for r in results:
        by_item.setdefault(r.item.id, []).append(r)
    lines = []
    by_model: dict[str, list[tuple[str, list[RunResult]]]] = {}
    for item, runs in by_item.items():
        adapters = {r.adapter for r in runs}
        if len(adapters) < 2 or any(r.passed for r in runs) or not all(map(_item_may_be_it, runs)):
            continue
        model = _one_real_model(runs)
        if model is not None:
            by_model.setdefault(model, []).append((item, runs))
            continue
        lines.append(
            f"item {item} failed on all {len(adapters)} adapters: check the item itself "
            f"({_where(runs[0])}); on {runs[0].adapter} {_said(runs[0])}"
        )
    for model, failed in by_model.items():
        item, runs = failed[0]
        if len(failed) == 1:
            lines.append(
                f"item {item} failed on all {len({r.adapter for r in runs})} adapters: check the "
                f"item itself "
                f"({_where(runs[0])}) or the model {model!r}, which every adapter used; "
                f"on {runs[0].adapter} {_said(runs[0])}"
            )
            continue
        named = ", ".join(f"{i} ({_where(rs[0])})" for i, rs in failed[:3])
        more = f" and {len(failed) - 3} more" if len(failed) > 3 else ""
        lines.append(
            f"{len(failed)} items failed on every adapter they ran on, all behind the one model "
            f"{model!r}: the model is the common factor, check it before the items ({named}{more}); "
            f"on {runs[0].adapter}, {item}: {_said(runs[0])}"
        )
    return lines


def _one_real_model(runs: Sequence[RunResult]) -> str | None:
    """The model every run asked, when it is one and not the scripted one (whose compliant
    behaviour is known to be right, so the item is the likelier cause)."""
    models = {r.model for r in runs}
    if len(models) != 1:
        return None
    model = models.pop()
    return None if any(map(_scripted, runs)) else model


def _scripted(r: RunResult) -> bool:
    """Whether the run talked to the built-in scripted model. ``arena run`` records it
    (``extra["behaviour"]``: the behaviour, None behind --model-url); a --model-url endpoint
    whose model is called ``scripted-compliant`` (a proxy) is a real endpoint all the same.
    Without that record, the name is all there is to go by."""
    if "behaviour" in r.extra:
        return r.extra["behaviour"] is not None
    return r.model.startswith("scripted-") or r.model == "scripted"


def _where(r: RunResult) -> str:
    return r.item.source or "its file"


def _said(r: RunResult) -> str:
    said = " ".join(r.trace.final_message.split())
    # Cut after a whole word and marked "…" (it cut "is booked. Co" mid-word, unmarked).
    return f'the agent said "{clip(said, 100)}"' if said else clip((why_failed(r) or ["?"])[0], 120)


def _item_may_be_it(r: RunResult) -> bool:
    """A failure that may be the item's: not a run still waiting for a person, not a faulty
    scripted behaviour chosen on purpose, not the model endpoint failing (those failed on every
    adapter and the hint blamed the item)."""
    if r.status == "waiting":
        return False
    if _scripted(r) and r.model.removeprefix("scripted-") not in ("compliant", "scripted"):
        return False
    return endpoint_error(r) is None and not _waited_on_endpoint(r)


def _waited_on_endpoint(r: RunResult) -> str:
    """The harness's record that ``r`` failed when its leg timed out waiting on the model
    endpoint (:meth:`arena.flights.Flights.waited_on`), or ''."""
    said = r.extra.get("environment_failed")
    ok = r.status == "failed" and isinstance(said, str) and said.endswith(WAITED_ON_ENDPOINT)
    return str(said) if ok else ""


#: How a leg's error starts when the model endpoint failed it (:mod:`arena.outage`: unreachable,
#: refused, 502/503/504; :mod:`arena.leg_runner`: any other error the client raised). Only what
#: the run said: the harness's own record must back it (:func:`arena.endpoint_blame.endpoint_failed`).
ENDPOINT_ERRORS = ("the model endpoint", "model endpoint error")
#: How the leg runner's record of a leg that timed out waiting on the endpoint ends
#: (:meth:`arena.flights.Flights.waited_on`).
WAITED_ON_ENDPOINT = "waiting on the model endpoint"


def _said_endpoint(r: RunResult) -> str | None:
    """The run's error that names the model endpoint, or None. The adapter may have written it
    (``ctx.finish(error=...)``): a claim, not a verdict."""
    errors = (r.trace.error, *(t.error for t in r.trace.legs))
    return said_endpoint(r.status, errors, r.extra)


def recorded_endpoint_error(run: Mapping[str, Any]) -> str | None:
    """:func:`endpoint_error` of a run as ``runs.jsonl`` records it (``arena report``): its
    extras are the record's own keys. A scripted fault picked by the item's words is not seen
    (the record keeps no item input): such a run stays unblamed, as it was."""
    legs = run.get("legs")
    legs = legs if isinstance(legs, list) else []
    errors = (run.get("error"), *(g.get("error") for g in legs if isinstance(g, dict)))
    said = said_endpoint(str(run.get("status")), errors, run) if not run.get("passed") else None
    if said is None or endpoint_failed(run, str(run.get("model") or ""), "") is None:
        return None
    return said


def said_endpoint(status: str, errors: Sequence[object], extra: Mapping[str, Any]) -> str | None:
    """:func:`_said_endpoint` of a run's status, errors (the run's, then its legs') and extras."""
    if status != "failed":
        return _ended_unread(status, extra)
    for error in errors:
        if not isinstance(error, str):
            continue
        # The scripted model refusing a request sent off the run's route is the adapter's doing.
        if error and error.startswith(ENDPOINT_ERRORS) and UNROUTED not in error:
            return error
    # The harness's own words (not the adapter's): the leg timed out waiting on the endpoint
    # while the gateway retried a call the endpoint failed (Retry-After waits that added up past
    # the leg timeout read as the agent's failure, users34).
    waited = extra.get("environment_failed")
    usage = extra.get("usage")
    said = usage.get("unanswered") if isinstance(usage, dict) else None
    if isinstance(waited, str) and waited.endswith(WAITED_ON_ENDPOINT) and isinstance(said, str):
        return f"{waited}: {said}"
    # The gateway's record that the run's last model call got a 2xx no client can read (an HTML
    # page): each framework fails on it in its own words, which name no endpoint (users35).
    sent = usage.get("unreadable") if isinstance(usage, dict) else None
    if isinstance(sent, str) and sent:
        error = next((e for e in errors if isinstance(e, str) and e), "?")
        return (
            f"the model endpoint answered the last model call of the run with {sent}, which "
            f"no client can read; the adapter then failed: {error}"
        )
    return None


def _ended_unread(status: str, extra: Mapping[str, Any]) -> str | None:
    """The gateway's record that a run which did not fail got, as its last model call's answer,
    a 2xx no client can read, in words; else None. A stream that ended with no usable event
    (only ``data: [DONE]``, or nothing) reads as an answer with no words to a streaming client:
    the run completed with an empty last message, and its failing checks read as the agent's
    with no word of the endpoint (users41)."""
    usage = extra.get("usage")
    sent = usage.get("unreadable") if isinstance(usage, dict) else None
    if status != "completed" or not isinstance(sent, str) or not sent:
        return None
    return (
        f"the model endpoint answered the last model call of the run with {sent}; the adapter "
        "ended the run completed all the same, on no model answer"
    )


def endpoint_error(r: RunResult) -> str | None:
    """The model endpoint's error that ended the run, or None: such a run's failing checks judge
    an agent that never got a model's answer (every run of a down endpoint "failed suspended").
    Its error names the endpoint and the harness recorded the endpoint failing the run (the
    gateway's count of failed calls, a failing scripted behaviour or fault it assigned); an error
    that names the endpoint with no such record is the adapter's own (red team 15: an adapter
    that gave up on every second item "blamed" a scripted model that answered every call)."""
    error = _said_endpoint(r) if not r.passed else None  # a pass is nobody's failure
    if error is None or endpoint_failed(r.extra, r.model, r.item.input) is None:
        return None
    return error


def endpoint_note(results: Sequence[RunResult]) -> str | None:
    """One line when runs failed on the model endpoint: what the endpoint said, and that their
    checks are not the agent's verdict."""
    blamed = [(r.status, e) for r in results if (e := endpoint_error(r))]
    if not blamed:
        return None
    first = clip(blamed[0][1].splitlines()[0], 160)  # 'ConnectError: A' was cut mid-word
    return (
        f"{len(blamed)} of {len(results)} runs {ended_or_failed(s for s, _ in blamed)} on a "
        f"model endpoint error, e.g. {first!r}: "
        "their failing checks judge an agent that got no model answer. Check the endpoint "
        "(--model-url, its key, its status) and run again"
    )


def ended_or_failed(statuses: Iterable[object]) -> str:
    """ "failed" where every run blamed on the endpoint failed; else "ended": a run whose stream
    had no usable event completed, and "2 of 2 runs failed" under "failed runs 0" read as a
    contradiction (users41)."""
    return "failed" if all(s == "failed" for s in statuses) else "ended"


def unbacked_endpoint_note(results: Sequence[RunResult]) -> str | None:
    """One line when runs failed with an error that names the model endpoint although the
    harness recorded no failed model call for them: they stay the adapter's failures. A run
    whose own transport saw a chat call answered with a web page or a redirect
    (``extra["endpoint_page"]``) is not among them: the harness did record it, and arena run's
    closing line names it (users39: a redirect to a login page read 'counted as the adapter's
    failures' right above that line)."""
    unbacked = [
        r
        for r in results
        if _said_endpoint(r) and endpoint_error(r) is None and not r.extra.get("endpoint_page")
    ]
    claims = [e for r in unbacked if (e := _said_endpoint(r))]
    if not claims:
        return None
    first = clip(claims[0].splitlines()[0], 160)
    usages = [r.extra.get("usage") for r in unbacked]
    why = (  # refused: another path or model, an outsize output budget, a flood (methodology)
        "the gateway counted their failed calls as the adapter's own"
        if any(isinstance(u, dict) and u.get("refused") for u in usages)
        else "the harness recorded no failed model call for them (neither the gateway nor the "
        "scripted model)"
    )
    return (
        f"{len(claims)} of {len(results)} runs failed with an error that names the model "
        f"endpoint, e.g. {first!r}, but {why}: counted as the adapter's failures, not the "
        "endpoint's"
    )


def slow_endpoint_note(results: Sequence[RunResult]) -> str | None:
    """One line when runs failed as their leg timed out waiting on the model endpoint, no call of
    theirs failed (a slow endpoint, not a failing one): they stay the adapter's in the summary,
    where only a failed call puts a run on the endpoint, but 'leg 1 timed out after 4s' alone
    never said what the leg was waiting on, nor the fix (users35)."""
    slow = [w for r in results if (w := _waited_on_endpoint(r)) and endpoint_error(r) is None]
    if not slow:
        return None
    return (
        f"{len(slow)} of {len(results)} runs timed out waiting on the model endpoint, e.g. "
        f"{clip(slow[0], 120)!r}: it had not answered yet, and no call of theirs failed. Give "
        "the legs more time (--leg-timeout), or check the endpoint's speed and load, and run again"
    )
