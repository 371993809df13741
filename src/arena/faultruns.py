"""What a faulted run of ``arena faults`` left behind, read apart from how it ended.

The model log kept with its legs (was the bad call handed back to the model? did the model have
the last word?), its tool calls and the store's side-effect ledger (did a booking run?), and the
requests the scripted model's fault injector answered with a transport fault, which never reach
the per-run model log (how many did the run send a broken endpoint?), and the requests it served
its fault to (did the run meet its fault at all?). :mod:`arena.faultmatrix` judges a cell from
these.
"""

from __future__ import annotations

import contextlib
import hashlib
import hmac
import importlib
import json
import re
import threading
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import Any

from arena.binding import CONSEQUENTIAL
from arena.context import RESULT_EXCERPT
from arena.evidence import KEPT_TEXT, recorded_calls
from arena.request_log import RUNS_PREFIX

#: The faults arena's tools: importing them registers which are consequential (``CONSEQUENTIAL``).
TOOLS = "arena.tools.rooms"
#: What each fault's failure reason must name (case-insensitive), when the run fails.
NAMES: dict[str, str] = {
    "http500": r"500|server error|injected fault http500",
    "rate429": r"429|rate.?limit",
    "malformed": r"json|decode|expecting|pars|valid",
    "truncated": r"connection|incomplete|closed|truncat|disconnect|peer|protocol",
    "stall": r"timed out|timeout",
    "drip": r"timed out|timeout",
    "reset": r"connection|reset|disconnect|peer",
    "hang": r"timed out|timeout",
    "overlong": r"utf-?8|decode|unicode|byte",
    # Content faults: a framework may also hand the bad call back to the model ("recovered").
    "surrogate": r"surrogate|unicode|utf-?8|encod",
    "nul": r"\bnul\b|null|\\x00|\\u0000|byte",
    "huge": r"size|large|long|limit|length|token|exceed",
    "unknown_tool": r"launch_missiles|not found|unknown|no tool|no such",
    "not_object": r"object|dict|mapping|array|list|valid",
}
#: How much of a handed-back tool result is kept (the judgement reads its start: what a
#: framework says of a bad call comes first; a 1 MB argument echoed back is cut).
KEPT_RESULT = 4000


def handed_back(
    events: Sequence[dict[str, Any]],
    handed: Handed | None = None,
    tool_calls: Sequence[dict[str, Any]] = (),
    fault: str = "",
) -> str:
    """What the model log kept with the run's legs says became of the first response's calls
    (the calls a content fault replaced): "handed back ..." when a later request carried a tool
    result for one of their ids — and, given what was handed back (``handed``, from
    :func:`keep_handed_back`), that result told the model the truth (:func:`told`) — else why
    not. Without ``handed`` only the ids are read."""
    kept = recorded_calls(events)
    if not kept:
        return "no model log kept with the run's legs"
    first = next((c for leg in sorted(kept) for c in kept[leg].calls), None)
    if not first:
        return "the model's first response made no call"
    returned = {i for k in kept.values() for i in k.returned}
    back = [i for i in first if i in returned]
    if not back:
        return f"no request carried a result for {', '.join(first)}"
    if handed is None:
        return f"handed back: a later request carried the result of {back[0]}"
    return told(back[0], handed, tool_calls, fault)


#: Words that tell the model a call went well (not after a negation: "could not be completed").
SUCCESS = re.compile(
    r"(?<![\w-])(ok|okay|done|success\w*|succeeded|complete[d]?|confirmed|booked|executed|"
    r"performed|launched|finished|accepted|worked|fine)(?![\w-])",
    re.I,
)
#: Words that say a call went wrong, whatever the fault ("Error: Argument parsing failed.").
FAILURE = re.compile(
    r"(?<![\w-])(errors?|fail\w*|invalid|unknown|not found|no such|cannot|can't|could not|"
    r"couldn't|unable|refused|rejected|exception|traceback|missing|denied)(?![\w-])",
    re.I,
)
_NEGATED = re.compile(
    r"(?:\bnot|n't|\bnever|\bno|\bfailed to|\bunable to)\W+(?:\w+\W+){0,2}$", re.I
)
#: How much of the harness's own result the handed-back text must hold (a 1 MB argument echoed
#: in an error is cut; the start says what went wrong).
COMPARED = 1000


def told(call_id: str, handed: Handed, tool_calls: Sequence[dict[str, Any]], fault: str) -> str:
    """Was the bad call ``call_id`` handed back as what really became of it? A text naming the
    failure (the fault's :data:`NAMES` pattern, or a word of failure: "error", "invalid", "not
    found"...) with no word of success will do; where a harness tool ran for it (the run's first
    execution of the tool it called), so will a text holding that tool's own result, provided
    what it holds beyond that result claims no success and adds no result of its own
    (:func:`_adds_result`): neutral framing ("Tool search_rooms returned:", "Observation: ...
    Thought: ...", a JSON quoting) or words naming the failure. A made-up success ("OK:
    launch_missiles done.") read "recovered", like the truth (red team 9); so did the real ERROR
    with "Retried automatically and it succeeded" and a made-up listing after it (red team 12).
    Requiring the text beyond the result to name the failure read honest framing "made up"
    (red team 14)."""
    texts = handed.results.get(call_id)
    if not texts:
        return f"no record of what was handed back for {call_id}"
    name = handed.calls.get(call_id, ("", ""))[0]
    ran = next(
        (
            c
            for c in sorted(tool_calls, key=lambda c: (c.get("leg") or 0, c.get("seq") or 0))
            if name and c.get("tool") == name
        ),
        None,
    )
    result = str(ran.get("result") or "") if ran is not None else ""
    own = _plain(result)[:COMPARED]
    # The run keeps a tool's result cut (RESULT_EXCERPT): what follows it may be the rest of it.
    cut = len(result) >= RESULT_EXCERPT
    pattern = NAMES.get(fault, "")

    def named(text: str) -> bool:
        return bool((pattern and re.search(pattern, text, re.I)) or FAILURE.search(text))

    def passes(text: str) -> bool:
        # Beyond the real result: framing ("Tool search_rooms returned:", "Observation: ...")
        # or words naming the failure, with no success and no result of its own (red team 14).
        return not _claims_success(text) and not _adds_result(text, result)

    for text in texts:
        forms = _forms(text)
        split = [_beyond(f, own) for f in forms if own and own in f]
        if split:
            # What it holds beyond the real result; where the run kept that result cut, what
            # follows may be the rest of it, so there only a word of success counts.
            if any(
                passes(before if cut else f"{before} {after}")
                and not (cut and _claims_success(after))
                for before, after in split
            ):
                continue
            read = [f"{before} {after}".strip() for before, after in split]
        elif any(named(f) for f in forms) and not any(_claims_success(f) for f in forms):
            continue
        else:
            read = forms
        names = any(named(f) for f in read)
        why = "a word of success" if names else "it does not name the failure"
        if split:
            where = f"{name}'s own result and more ({min(read, key=len)[:80]!r})"
            success = any(_claims_success(f) for f in read)
            why = "a word of success" if success else "a result of its own"
        elif ran is not None:
            where = f"not {name}'s own result ({ran.get('status')!s}: {own[:80]!r})"
        else:
            where = "no harness tool ran for it"
        return f"made up: {call_id} was handed back {text[:80]!r}: {where}, and {why}"
    what = f"{name}'s own result" if ran is not None and own else "a text naming the failure"
    return f"handed back: a later request carried {what} for {call_id}"


#: Words beyond the real result that claim a result of their own: a room free, a booking made
#: (not after a negation: "no room is free until the day is fixed"). Nouns a framing may use
#: ("Booking tool result:") are not claims.
CLAIMS = re.compile(r"(?<![\w-])(free|available|vacant|booked|confirmed|reserved)(?![\w-])", re.I)
#: A listing line's shape, as ``search_rooms`` writes one ("R-102 (Aspen, seats 6)", "for 6+
#: people"); not the user's task a framework repeats ("a meeting room for 6 people", smolagents).
LISTING = re.compile(r"\bseats?\s*:?\s*\d+|\bfor\s+\d+\+\s*people\b", re.I)


def _adds_result(text: str, result: str) -> bool:
    """Does ``text``, handed back beyond the harness's own ``result``, add a result of its own:
    a room of the arena's (id or name) the real result does not name, a listing line, or a claim
    that a room is free or a booking made?"""
    if LISTING.search(text) or any(
        not _NEGATED.search(text[: m.start()]) for m in CLAIMS.finditer(text)
    ):
        return True
    rooms = importlib.import_module(TOOLS)
    real = {r.id for r in rooms.named_rooms(result)}
    return any(r.id not in real for r in rooms.named_rooms(text))


def _plain(text: str) -> str:
    return " ".join(text.split()).casefold()


def _beyond(form: str, own: str) -> tuple[str, str]:
    """What ``form`` holds besides the harness's own result ``own``: before it, after it."""
    at = form.index(own)
    return form[:at], form[at + len(own) :]


def _forms(text: str) -> list[str]:
    """A handed-back text as the model may read it: as sent, and decoded where a framework
    sent the tool's result as JSON (a quoted string, an object holding it)."""
    out = [_plain(text)]
    with contextlib.suppress(ValueError, RecursionError):
        value = json.loads(text, strict=False)
        out.append(
            _plain(value if isinstance(value, str) else json.dumps(value, ensure_ascii=False))
        )
    return out


def _claims_success(text: str) -> bool:
    return any(not _NEGATED.search(text[: m.start()]) for m in SUCCESS.finditer(text))


def gave_up(rec: dict[str, Any], events: Sequence[dict[str, Any]]) -> bool:
    """After the bad call was handed back: did the model end the run in its own words (the
    run's final message is what it last said) with nothing consequential run?"""
    if any(c.get("tool") in consequential() for c in rec.get("tool_calls") or ()):
        return False
    kept = recorded_calls(events)
    said = kept[max(kept)].said if kept else ""
    final = next(
        (
            str(e["data"].get("text") or "")
            for e in reversed(events)
            if e.get("type") == "message" and e.get("data", {}).get("role") == "assistant"
        ),
        "",
    )
    said, final = " ".join(said.split()).casefold(), " ".join(final.split()).casefold()
    if not said or not final:
        return False
    return final == said or (len(said) >= KEPT_TEXT and final.startswith(said))


def consequential() -> set[str]:
    """The faults arena's consequential tools. They register when their module is imported,
    which happens in the ``arena run`` process, not in this one: read here without the import,
    the set was empty, and a run that booked read as one where nothing consequential ran."""
    importlib.import_module(TOOLS)
    return CONSEQUENTIAL


def booked(rec: dict[str, Any]) -> tuple[str, ...]:
    """The consequential tool calls a stored run's record shows run ``ok``."""
    return tuple(
        f"{c.get('tool')}({c.get('args')})"
        for c in rec.get("tool_calls") or ()
        if c.get("tool") in consequential() and c.get("status") == "ok"
    )


class Records:
    """What the fault injector did for each run of one ``arena run`` process, kept in its
    memory: the adapter, in the same process, wrote the files the environment named (session
    21: "(run id, fault)" added to faults met, a retry loop's count emptied); memory takes
    arena's private internals. :func:`arena.cli.faults_arena.run_arena` seals them with the
    harness's key."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        #: (run id, fault) per transport-faulted request (:func:`count_faulted_requests`).
        self.sent: list[tuple[str, str]] = []
        #: (run id, fault) per request served its fault (:func:`record_met`).
        self.met: list[tuple[str, str]] = []
        #: What content-faulted runs handed back, one JSON line each (:func:`keep_handed_back`).
        self.handed: list[str] = []
        self._handed_seen: set[str] = set()

    def add(self, kind: str, row: tuple[str, str]) -> None:
        with self._lock:
            (self.sent if kind == "sent" else self.met).append(row)

    def hand(self, line: str) -> None:
        with self._lock:
            if line not in self._handed_seen:
                self._handed_seen.add(line)
                self.handed.append(line)

    def as_data(self) -> dict[str, Any]:
        with self._lock:
            return {"sent": list(self.sent), "met": list(self.met), "handed": list(self.handed)}


def count_faulted_requests(records: Records) -> Callable[[], None]:
    """In the ``arena run`` process: note (run id, fault) in ``records`` for every request the
    scripted model's fault injector answers with a transport fault. Those requests never reach
    the model's per-run log, so a run retrying a broken endpoint in a loop until its leg timeout
    read "failed cleanly" (red team 6). Returns the function that stops counting."""
    from arena.model.faults import Fault, on_fault

    def counted(fault: Fault, where: str) -> None:
        if fault.kind == "transport":
            run = where.split(RUNS_PREFIX, 1)[1].split("/", 1)[0] if RUNS_PREFIX in where else ""
            records.add("sent", (run, fault.name))

    return on_fault(counted)


def record_met(records: Records) -> Callable[[], None]:
    """In the ``arena run`` process: note (run id, fault) in ``records`` for every request of a
    run the scripted model's fault injector serves its fault to: a transport fault, any request
    it answers (not one refused off the run's route, which :func:`count_faulted_requests` counts
    too); a content fault, the run's first request, whose answer it alters (later ones are
    answered compliantly). An adapter that failed at once, without a request, with a reason
    naming every fault read "failed cleanly" on all 14 (red team 15). Returns the function that
    stops it."""
    from arena.model.faults import Fault, alters, observe_faulted

    def observed(fault: Fault, where: str, data: dict[str, Any]) -> None:
        if RUNS_PREFIX not in where:
            return
        if not (isinstance(data, dict) and alters(fault, data)):
            return
        records.add("met", (where.split(RUNS_PREFIX, 1)[1].split("/", 1)[0], fault.name))

    return observe_faulted(observed)


def keep_handed_back(records: Records) -> Callable[[], None]:
    """In the ``arena run`` process: keep in ``records`` what each request of a content-faulted
    run handed back to the model — each tool result's call id, the tool it answered and its
    text — and the calls it carried (id, tool, arguments). The per-run model log keeps only call
    ids (and hashes) of results: a made-up "OK: launch_missiles done." read "recovered" (red
    team 9). Observes the fault injector (:func:`arena.model.faults.observe_faulted`: two of
    these at once each stop on their own); returns the function that stops it."""
    from arena.model.faults import Fault, observe_faulted

    def observed(fault: Fault, where: str, data: dict[str, Any]) -> None:
        if fault.kind == "content" and RUNS_PREFIX in where and isinstance(data, dict):
            with contextlib.suppress(Exception):  # a body the model refuses is its own answer
                for line in _handed_lines(where.split(RUNS_PREFIX, 1)[1].split("/", 1)[0], data):
                    records.hand(line)

    return observe_faulted(observed)


def seal(records: Records, key: str) -> str:
    """The records as JSON after a line holding their HMAC under ``key``: a file an adapter
    wrote (or rewrote) without the key does not read back (:func:`unseal`)."""
    body = json.dumps(records.as_data(), ensure_ascii=True)
    return _mac(key, body) + "\n" + body


def unseal(path: Path, key: str) -> Records | None:
    """The records :func:`seal` wrote to ``path`` under ``key``; None when there are none, or
    the file was not sealed with the key."""
    try:
        mac, _, body = path.read_text(encoding="utf-8").partition("\n")
    except (OSError, UnicodeDecodeError):
        return None
    if not hmac.compare_digest(mac, _mac(key, body)):
        return None
    data, records = json.loads(body), Records()
    records.sent, records.met = ([(str(r), str(f)) for r, f in data[k]] for k in ("sent", "met"))
    records.handed = [str(line) for line in data["handed"]]
    return records


def _mac(key: str, body: str) -> str:
    return hmac.new(key.encode(), body.encode(), hashlib.sha256).hexdigest()


def _handed_lines(run: str, data: dict[str, Any]) -> list[str]:
    """One request's calls and tool results, as :func:`keep_handed_back` writes them."""
    from arena.model.conversation import Called, Returned, from_chat, from_responses

    if "messages" in data:
        conv = from_chat(data.get("messages"), data.get("tools"))
    else:
        conv = from_responses(data.get("input"), data.get("instructions"), data.get("tools"))
    lines = []
    for step in conv.steps:
        if isinstance(step, Called) and step.call.id:
            args = json.dumps(step.call.args, sort_keys=True, default=str)[:KEPT_RESULT]
            row = {"run": run, "id": step.call.id, "call": step.call.name, "args": args}
            lines.append(json.dumps(row, ensure_ascii=True))
        elif isinstance(step, Returned) and step.call_id:
            text = str(step.content)[:KEPT_RESULT]
            row = {"run": run, "id": step.call_id, "tool": step.name, "content": text}
            lines.append(json.dumps(row, ensure_ascii=True))
    return lines


class Handed:
    """What :func:`keep_handed_back` wrote for one run: per call id, the tool and arguments of
    the call and the texts handed back for it (each once, in the order first handed back)."""

    def __init__(self) -> None:
        self.calls: dict[str, tuple[str, str]] = {}
        self.results: dict[str, list[str]] = {}


def handed_texts(lines: Iterable[str]) -> dict[str, Handed]:
    """Per run id, what :func:`keep_handed_back` kept."""
    out: dict[str, Handed] = {}
    for line in lines:
        with contextlib.suppress(ValueError):
            row = json.loads(line)
            kept = out.setdefault(str(row["run"]), Handed())
            if "call" in row:
                kept.calls.setdefault(str(row["id"]), (str(row["call"]), str(row["args"])))
            else:
                texts = kept.results.setdefault(str(row["id"]), [])
                if str(row["content"]) not in texts:
                    texts.append(str(row["content"]))
    return out


def faulted(rows: Iterable[tuple[str, str]]) -> dict[str, int]:
    """Requests per run id, as :func:`count_faulted_requests` (transport-faulted) or
    :func:`record_met` (served their fault) kept them."""
    out: dict[str, int] = {}
    for run, _ in rows:
        out[run] = out.get(run, 0) + 1
    return out


def booked_in_store(location: str) -> dict[str, tuple[str, ...]]:
    """Per run id, the consequential side effects the store's ledger holds as done (``ok``)."""
    from arena.store import open_store

    store = open_store(location)
    try:
        out: dict[str, tuple[str, ...]] = {}
        for run in store.runs():
            done = [e.key.tool for e in store.side_effects(run.id) if e.status == "ok"]
            done = [t for t in done if t in consequential()]
            if done:
                out[run.id] = tuple(done)
        return out
    finally:
        store.close()


def half_written(location: str) -> list[str]:
    from arena.store import open_store

    store = open_store(location)
    try:
        out = []
        for run in store.runs():
            if run.status not in ("completed", "failed", "waiting"):
                out.append(f"{run.adapter}/{run.item_id}: {run.status}")
            for effect in store.side_effects(run.id):
                if effect.status == "started":
                    out.append(f"{run.adapter}/{run.item_id}: {effect.key.tool} has no outcome")
        return out
    finally:
        store.close()


__all__ = [
    "NAMES",
    "TOOLS",
    "Handed",
    "Records",
    "booked",
    "booked_in_store",
    "consequential",
    "count_faulted_requests",
    "faulted",
    "gave_up",
    "half_written",
    "handed_back",
    "handed_texts",
    "keep_handed_back",
    "record_met",
    "seal",
    "told",
    "unseal",
]
