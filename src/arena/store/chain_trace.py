"""What a chained run's trace must show of each decision: the call it binds, and the event.

:func:`arena.store.chain_verify.check_handed` holds each ``input.responded`` event to the stored
answer its audit entry hashed, field by field; two holes were left (red team 44b's note): the
event's ``binds`` (the call the approval authorises, which the harness's authorisation and the
report's scorecard read) was not read, so a denial's event given a binding, or an approval's
rewritten to another room, verified; and an event deleted outright left nothing to compare, so a
completed run whose approval vanished from its trace verified too (evidence45). Events are not
hashed; each is held here to what the store keeps elsewhere: the answer (hashed), the request's
own binding, and the tool calls that ran under the request (the harness lets a call run under a
request only once its ``input.responded`` is logged: :func:`arena.binding.authorise`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import TYPE_CHECKING, Any

from arena.store import codec

if TYPE_CHECKING:
    from arena.store.chain import _Tx

#: What a binding is: the fields an event's ``binds`` and a request's carry alike.
_BINDING = ("tool", "args", "sha256", "excludes")


def binds_differ(binds: Any, answer: Mapping[str, Any], request_binds: Callable[[], Any]) -> str:
    """Why an event's ``binds`` is not what the stored ``answer`` gives ('' when it is): a plain
    denial (or any option but approve, with no words and no edit) binds nothing, an approval
    binds a call, and an approval as proposed binds what the request bound when it was asked
    (``request_binds``: the request's stored ``details["binds"]``, read only then)."""
    approves = answer["option_id"] == "approve" or answer["edited_args"] is not None
    if answer["text"] is None and not approves and binds is not None:
        return (
            f"binds {_call(binds)} where the stored answer ({answer['option_id']!r}) binds nothing"
        )
    if approves and not isinstance(binds, Mapping):
        return f"binds {binds!r} where the stored answer approves a call"
    if approves and answer["edited_args"] is None:
        asked = request_binds()
        if isinstance(asked, Mapping) and any(asked.get(k) != binds.get(k) for k in _BINDING):
            return (
                f"binds {_call(binds)} where the request, approved as asked, binds {_call(asked)}"
            )
    return ""


def _call(binds: Any) -> str:
    if not isinstance(binds, Mapping):
        return repr(binds)
    if binds.get("tool") is None:
        return "one call of any tool"
    args = binds.get("args")
    spelled = ", ".join(f"{k}={v!r}" for k, v in args.items()) if isinstance(args, Mapping) else ""
    return f"{binds['tool']}({spelled})"


#: The tool calls the harness logged under a request (what ran, was refused or was denied).
_UNDER = "SELECT run_id, seq, leg, tool, args, status, request_id FROM tool_calls"


def calls_under(c: _Tx, run_id: str | None = None) -> list[Mapping[str, Any]]:
    """The tool calls logged under a request (the whole store's, or ``run_id``'s), in order."""
    if run_id is None:
        return list(c.execute(_UNDER + " WHERE request_id IS NOT NULL ORDER BY run_id, seq"))
    return list(c.execute(_UNDER + " WHERE run_id = ? AND request_id IS NOT NULL ORDER BY seq",
                          (run_id,)))  # fmt: skip


def ran_under(calls: Iterable[Mapping[str, Any]]) -> dict[tuple[str, str], set[str]]:
    """The tools that ran (ok or failed) under each (run, request): an event binding one of them
    is held to that call (:func:`check_unhanded`), not read again from the request."""
    ran: dict[tuple[str, str], set[str]] = {}
    for c in calls:
        if c["status"] in _RAN:
            ran.setdefault((str(c["run_id"]), str(c["request_id"])), set()).add(str(c["tool"]))
    return ran


_RAN = ("ok", "failed")


def check_unhanded(
    c: _Tx,
    handed: Iterable[Mapping[str, Any]],
    answers: Mapping[str, Mapping[str, Any]],
    chained: set[str],
    calls: Iterable[Mapping[str, Any]],
    run_id: str | None = None,
) -> tuple[str, str, str] | None:
    """The first decision a chained run's trace lost, as (run, request, why), else None.

    ``handed``: the runs' ``input.responded`` events (run_id, seq, data); ``answers``: stored
    answers by request (the whole store's, or the run's); ``calls``: :func:`calls_under`'s. A tool call logged under a request
    needs that request's event before it (the harness lets nothing run under a request before,
    and logs a denial's refused call after it), and the call must be the one the event binds; a
    completed run needs an event for every answer filed under it (a failed or waiting run may
    hold one its adapter was never handed, or never resolved: no break)."""
    events: dict[tuple[str, str], tuple[int, Any]] = {}
    for e in handed:
        data = _data(e["data"])
        key = (str(e["run_id"]), str(data.get("request_id")))
        events.setdefault(key, (int(e["seq"]), data.get("binds")))
    for call in calls:
        run, rid = str(call["run_id"]), str(call["request_id"])
        if run not in chained:
            continue
        found = events.get((run, rid))
        at = f"its leg {call['leg']} logged {call['tool']} ({call['status']}) under {rid}"
        if found is None or found[0] > int(call["seq"]):
            return (
                run,
                rid,
                (
                    f"{at}, but no input.responded event for {rid} precedes it: the decision it "
                    "ran under was deleted from the trace outside hitl-arena"
                ),
            )
        if (why := _not_bound(call, found[1])) is not None:
            return run, rid, f"{at}: {why} (the trace was rewritten outside hitl-arena)"
    done = _completed(c, chained, run_id)
    for rid, answer in answers.items():
        run = str(answer["run_id"])
        if run in done and (run, rid) not in events:
            return (
                run,
                rid,
                (
                    f"its answer to {rid} ({answer['option_id'] or 'words'}) has no input.responded "
                    "event though the run completed: the decision was deleted from the trace "
                    "outside hitl-arena"
                ),
            )
    return None


def _not_bound(call: Mapping[str, Any], binds: Any) -> str | None:
    """Why a call that ran (ok or failed) under an approval is not the call its event binds
    (None when it is, or the binding names no call): the harness ran only the bound call."""
    if call["status"] not in _RAN or not isinstance(binds, Mapping):
        return None
    tool, bound = binds.get("tool"), binds.get("args")
    if tool is None or not isinstance(bound, Mapping) or call["tool"] != tool:
        return None  # an ask tool's own call, or an open binding
    args = _data(call["args"])
    if all(str(args.get(k)) == str(v) for k, v in bound.items()):
        return None
    return (
        f"its input.responded event binds {_call(binds)}, not the call that ran "
        f"({_call({'tool': call['tool'], 'args': args})})"
    )


def _completed(c: _Tx, chained: set[str], run_id: str | None) -> set[str]:
    if run_id is not None:
        row = c.execute("SELECT status FROM runs WHERE id = ?", (run_id,)).fetchone()
        return {run_id} if row is not None and row["status"] == "completed" else set()
    rows = c.execute("SELECT id FROM runs WHERE status = 'completed'")
    return {str(r["id"]) for r in rows} & chained


def _data(value: Any) -> Mapping[str, Any]:
    loaded = codec.loads(value) if isinstance(value, str) else value
    return loaded if isinstance(loaded, Mapping) else {}


__all__ = ["binds_differ", "calls_under", "check_unhanded", "ran_under"]
