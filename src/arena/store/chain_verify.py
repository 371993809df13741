"""Reading an audit trail back: the first link that does not verify, and why.

The chain (:mod:`arena.store.chain`) is written one entry at a time; this walks it. :func:`verify`
takes the whole store — every link in ``seq`` order, every answer against the decision its entry
hashed, every request against the run whose entries record it, every blocked call against its
``tool.blocked`` entry, every side effect in the ledger against its ``side_effect.started``
entry, and an anchored head kept elsewhere — and :func:`verify_run` one run's
entries with the link before each, and its answers: what a resume acts on. Both hold each
``input.responded`` event a chained run's legs record to the stored answer (:func:`check_handed`:
events are not hashed, and ``arena show`` and the checks read them). Each names the first
break (:class:`Broken`) instead of passing a trail that was rewritten outside hitl-arena.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from functools import partial
from typing import TYPE_CHECKING, Any

import msgspec

from arena.store import codec
from arena.store.chain import GENESIS, decision_subject, entry_hash
from arena.store.chain_trace import binds_differ, calls_under, check_unhanded, ran_under

if TYPE_CHECKING:
    from arena.store.chain import _Tx


class Broken(msgspec.Struct, frozen=True, kw_only=True):
    """The first link that does not verify, and why."""

    seq: int
    run_id: str
    reason: str

    def describe(self) -> str:
        if not self.run_id:  # the trail as a whole (an anchor it no longer reaches)
            return f"the audit trail: {self.reason}"
        if not self.seq:  # something the trail lacks: no entry to name
            return f"the audit trail of run {self.run_id}: {self.reason}"
        return f"audit entry {self.seq} (run {self.run_id}): {self.reason}"


class Verdict(msgspec.Struct, frozen=True, kw_only=True):
    entries: int
    unchained: int
    broken: Broken | None
    #: The newest entry's hash: kept somewhere the store's writers cannot reach, it anchors the
    #: chain (``verify(head=...)``), so a truncation or a rewrite with re-hashing shows.
    head: str = GENESIS


def _check(row: Mapping[str, Any], prev: str, prev_seq: int | None) -> str | None:
    if row["prev_hash"] != prev:
        after = f"entry {prev_seq}" if prev_seq is not None else "the start of the trail"
        return f"does not follow {after}: an entry was removed, inserted or reordered"
    if entry_hash(prev, row) != row["hash"]:
        return "its content changed after it was written"
    return None


def verify_rows(rows: Iterable[Mapping[str, Any]]) -> Verdict:
    """Walk a whole trail in ``seq`` order."""
    prev, prev_seq, entries, unchained = GENESIS, None, 0, 0
    for row in rows:
        entries += 1
        if row["hash"] is None:
            if prev_seq is None:
                unchained += 1
                continue
            reason = "it has no hash, after the chain began: written outside hitl-arena"
            return Verdict(entries=entries, unchained=unchained, broken=_b(row, reason))
        if (why := _check(row, prev, prev_seq)) is not None:
            return Verdict(entries=entries, unchained=unchained, broken=_b(row, why))
        prev, prev_seq = row["hash"], row["seq"]
    return Verdict(entries=entries, unchained=unchained, broken=None)


def _b(row: Mapping[str, Any], reason: str) -> Broken:
    return Broken(seq=int(row["seq"]), run_id=str(row["run_id"]), reason=reason)


def check_decisions(
    responses: Iterable[Mapping[str, Any]], audit: Iterable[Mapping[str, Any]]
) -> Broken | None:
    """Every stored answer matches the subject its audit entry recorded, and every recorded
    decision still has its answer: a deleted answer would let the request be answered again."""
    rows = list(audit)
    decided: dict[str, list[Mapping[str, Any]]] = {}
    for r in rows:
        if r["request_id"] and r["transition"] != "request.created":
            decided.setdefault(r["request_id"], []).append(r)
    answered: set[str] = set()
    for answer in responses:
        rid = answer["request_id"]
        answered.add(rid)
        entries = decided.get(rid)
        if not entries:
            reason = f"the answer to {rid} has no audit entry: written outside hitl-arena"
            return Broken(seq=0, run_id=str(answer["run_id"]), reason=reason)
        chained = [e for e in entries if e["subject"] is not None]
        if chained and decision_subject(answer) not in {e["subject"] for e in chained}:
            return _b(
                chained[0],
                f"the stored answer to {rid} is not the one this entry recorded "
                "(changed after it was given)",
            )
        # run_id is not in the subject: an answer filed under another run than its entries
        # was moved (a resume reads a run's answers through its requests, verify by run).
        if (
            moved := next((e for e in entries if e["run_id"] != answer["run_id"]), None)
        ) is not None:
            return _b(
                moved,
                f"the answer to {rid} it records is now filed under run {answer['run_id']}: "
                "moved outside hitl-arena",
            )
    return _missing_or_twice(rows, answered)


def check_requests(
    requests: Iterable[Mapping[str, Any]], audit: Iterable[Mapping[str, Any]]
) -> Broken | None:
    """Every request is filed under the run whose trail records it (``request.created`` and
    its decisions carry the run): a resume continues the requests filed under a run, so one
    moved there from another run (``requests.run_id`` is not hashed) must not pass. A request
    of a chained run with no entry in the trail at all was written or moved outside hitl-arena.
    ``requests``: rows with ``id`` and ``run_id``."""
    first: dict[str, Mapping[str, Any]] = {}
    chained_runs: set[str] = set()
    for r in audit:
        if r["request_id"]:
            first.setdefault(r["request_id"], r)
        if r["hash"] is not None:
            chained_runs.add(str(r["run_id"]))
    for request in requests:
        rid, run = request["id"], str(request["run_id"])
        entry = first.get(rid)
        if entry is None:
            if run in chained_runs:
                return Broken(
                    seq=0,
                    run_id=run,
                    reason=f"request {rid} is filed under it but its trail has no entry for it: "
                    "written or moved outside hitl-arena",
                )
        elif str(entry["run_id"]) != run:
            return _b(
                entry,
                f"request {rid}, which this entry records, is now filed under run {run}: "
                "moved outside hitl-arena",
            )
    return None


def _missing_or_twice(rows: list[Mapping[str, Any]], answered: set[str]) -> Broken | None:
    """The first decision entry (one with a ``subject``) whose answer is gone, or that decides
    a request already decided: a request is answered once, so either means rows were deleted."""
    first: dict[str, Mapping[str, Any]] = {}
    for r in rows:
        if r["subject"] is None or not r["request_id"]:
            continue
        rid = r["request_id"]
        if rid not in answered:
            return _b(r, f"the answer to {rid} it records is gone: deleted outside hitl-arena")
        if (earlier := first.setdefault(rid, r)) is not r:
            return _b(
                r,
                f"it decides {rid} again, after entry {earlier['seq']}: the first answer was "
                "deleted outside hitl-arena and the request answered twice",
            )
    return None


def verify(c: _Tx, *, head: str | None = None) -> Verdict:
    """The whole store: the chain, then every answer against its entry, then — given the
    ``head`` of an earlier verify, kept elsewhere — that the chain still passes through it."""
    rows = list(c.execute("SELECT * FROM audit ORDER BY seq"))
    verdict = verify_rows(rows)
    newest = next((r["hash"] for r in reversed(rows) if r["hash"] is not None), GENESIS)
    if verdict.broken is not None:
        return msgspec.structs.replace(verdict, head=newest)
    broken = (
        check_requests(c.execute("SELECT id, run_id FROM requests"), rows)
        or check_decisions(c.execute("SELECT * FROM responses"), rows)
        or check_blocked(c, rows)
        or check_ledger(c, rows)
        or check_handed(c, rows)
    )
    if broken is None and head and not any(r["hash"] == head for r in rows):
        broken = Broken(seq=0, run_id="", reason=_unreached(head))
    return Verdict(entries=verdict.entries, unchained=verdict.unchained, broken=broken, head=newest)


def _unreached(head: str) -> str:
    return (
        f"it no longer reaches the anchored head {head}: entries were removed from its end, "
        "or rewritten and their hashes recomputed"
    )


def verify_run(c: _Tx, run_id: str) -> Broken | None:
    """One run's entries (each with the link before it) and its answers: what a resume acts on."""
    rows = list(c.execute("SELECT * FROM audit WHERE run_id = ? ORDER BY seq", (run_id,)))
    chained = [r for r in rows if r["hash"] is not None]
    for row in chained:
        before = c.execute(
            "SELECT seq, hash FROM audit WHERE seq < ? ORDER BY seq DESC LIMIT 1", (row["seq"],)
        ).fetchone()
        prev = (before["hash"] if before is not None else None) or GENESIS
        if (why := _check(row, prev, before["seq"] if before else None)) is not None:
            return _b(row, why)
    if not chained:
        return None
    # Its answers as a resume reads them (through its requests), those filed under it, and
    # those its entries record: one moved in or out shows from either run.
    requests = list(c.execute(_RUN_REQUESTS, (run_id, run_id)))
    answers = c.execute(_RUN_ANSWERS, (run_id, run_id, run_id))
    return (
        check_requests(requests, rows)
        or check_decisions(answers, rows)
        or check_blocked(c, rows, run_id)
        or check_ledger(c, rows, run_id)
        or check_handed(c, rows, run_id)
    )


_IN_TRAIL = "(SELECT request_id FROM audit WHERE run_id = ? AND request_id IS NOT NULL)"
_RUN_ANSWERS = (
    "SELECT * FROM responses WHERE run_id = ? "
    "OR request_id IN (SELECT id FROM requests WHERE run_id = ?) "
    f"OR request_id IN {_IN_TRAIL}"
)
_RUN_REQUESTS = f"SELECT id, run_id FROM requests WHERE run_id = ? OR id IN {_IN_TRAIL}"


#: Blocked tool calls by run: the tool log's side of the ``tool.blocked`` entries.
_BLOCKED = "SELECT run_id, COUNT(*) AS n FROM tool_calls WHERE status = 'blocked'"


def check_blocked(
    c: _Tx, audit: Iterable[Mapping[str, Any]], run_id: str | None = None
) -> Broken | None:
    """Every call the harness refused (logged ``blocked``) has its ``tool.blocked`` entry, and
    no entry stands without its call: ``record_leg`` writes both in one transaction, so a
    difference is a store that drops (or invents) them, or an entry deleted from the trail's end.
    ``run_id``: that run only (``audit`` is then its entries)."""
    if run_id is None:
        found = c.execute(_BLOCKED + " GROUP BY run_id")
    else:
        found = c.execute(_BLOCKED + " AND run_id = ? GROUP BY run_id", (run_id,))
    logged = {str(r["run_id"]): int(r["n"]) for r in found}
    audited: dict[str, int] = {}
    for r in audit:
        if r["transition"] == "tool.blocked":
            audited[str(r["run_id"])] = audited.get(str(r["run_id"]), 0) + 1
    for rid in sorted(logged.keys() | audited.keys()):
        calls, entries = logged.get(rid, 0), audited.get(rid, 0)
        if calls != entries:
            return Broken(
                seq=0,
                run_id=rid,
                reason=f"its tool log has {calls} blocked call(s) but its trail {entries} "
                "tool.blocked entr" + ("y" if entries == 1 else "ies") + ": a refused "
                "consequential call is audited once, in the transaction that logs it",
            )
    return None


__all__ = [
    "Broken",
    "Verdict",
    "check_blocked",
    "check_decisions",
    "check_handed",
    "check_requests",
    "verify",
    "verify_rows",
    "verify_run",
]


#: Side effects by run and request: the ledger's side of the ``side_effect.started`` entries.
_LEDGER = "SELECT run_id, request_id, COUNT(*) AS n FROM side_effects"


def check_ledger(
    c: _Tx, audit: Iterable[Mapping[str, Any]], run_id: str | None = None
) -> Broken | None:
    """Every side effect the ledger holds has its own ``side_effect.started`` entry:
    ``begin_side_effect`` writes both in one transaction, so a ledger row beyond the trail's
    entries is a store that writes one without the other — a booking the trail never records,
    or one in the ledger twice and in the trail once (redteam43). Runs with a chained trail
    only (an older store's runs kept no such entries). An entry with no ledger row is not read
    here: a test's store rebuilt from some tables has them. ``run_id``: that run only."""
    rows = list(audit)
    chained = {str(r["run_id"]) for r in rows if r["hash"] is not None}
    if run_id is None:
        found = c.execute(_LEDGER + " GROUP BY run_id, request_id")
    else:
        found = c.execute(_LEDGER + " WHERE run_id = ? GROUP BY run_id, request_id", (run_id,))
    ledger = {(str(r["run_id"]), str(r["request_id"])): int(r["n"]) for r in found}
    audited: dict[tuple[str, str], int] = {}
    for r in rows:
        if r["transition"] == "side_effect.started":
            key = (str(r["run_id"]), str(r["request_id"]))
            audited[key] = audited.get(key, 0) + 1
    for rid, request in sorted(ledger.keys() | audited.keys()):
        effects, entries = ledger.get((rid, request), 0), audited.get((rid, request), 0)
        if rid in chained and effects > entries:
            return Broken(
                seq=0,
                run_id=rid,
                reason=f"its ledger holds {effects} side effect(s) under {request} but its "
                f"trail {entries} side_effect.started entr"
                + ("y" if entries == 1 else "ies")
                + ": a side effect is audited once, in the transaction that begins it",
            )
    return None


#: The decisions a run's legs handed over (``input.responded`` events), by run.
_HANDED = "SELECT run_id, seq, leg, data FROM events WHERE type = 'input.responded'"
_ANSWER = "SELECT * FROM responses WHERE request_id = ?"
#: An event's fields against the stored answer's columns, with the fallbacks ``record_leg``
#: stores an answer it read from an event under (``arena.store.rows.responses_in``).
_FIELDS = (
    ("option_id", None),
    ("text", None),
    ("edited_args", None),
    ("responder", "unknown"),
    ("interface", "eval"),
    ("note", None),
)


def check_handed(
    c: _Tx, audit: Iterable[Mapping[str, Any]], run_id: str | None = None
) -> Broken | None:
    """Every decision a chained run's legs record as handed to the adapter (its
    ``input.responded`` event: what ``arena show`` prints, what the checks and a resume read)
    is the stored answer its audit entry hashed: events are not hashed, so an event rewritten
    from "approve" to "deny", or to another room's edit, passed while the trace of a completed
    run told another decision than the one given (red team 44). Its ``binds`` and an event
    deleted outright are held by :mod:`arena.store.chain_trace` (evidence45). ``run_id``:
    that run only."""
    rows = list(audit)
    chained = {str(r["run_id"]) for r in rows if r["hash"] is not None}
    if not chained:
        return None
    decided = {
        str(r["request_id"]): r for r in rows if r["subject"] is not None and r["request_id"]
    }
    if run_id is None:
        found = list(c.execute(_HANDED))
    else:
        found = list(c.execute(_HANDED + " AND run_id = ?", (run_id,)))
    found = [e for e in found if str(e["run_id"]) in chained]
    whole = run_id is None  # the store's answers read once, or this run's one by one
    answers: dict[str, Mapping[str, Any]] = {}
    if whole:
        answers = {str(a["request_id"]): a for a in c.execute("SELECT * FROM responses")}
    else:
        answers = {str(a["request_id"]): a for a in c.execute(_FILED, (run_id,))}
    calls = calls_under(c, run_id)
    asked = _Asked(c, whole, ran_under(calls))
    for event in found:
        data = _json_data(event["data"])
        rid, run = str(data.get("request_id")), str(event["run_id"])
        at = f"its leg {event['leg']} input.responded event for {rid}"
        entry = decided.get(rid)
        answer = answers.get(rid) if whole else c.execute(_ANSWER, (rid,)).fetchone()
        if answer is None:
            return _handed_break(
                entry,
                run,
                f"{at} records an answer the store does not hold: written outside hitl-arena",
            )
        bound = data.get("binds")
        tool = bound.get("tool") if isinstance(bound, Mapping) else None
        differs = _differs(data, answer) or binds_differ(
            bound, answer, partial(asked.binds, run, rid, tool)
        )
        if differs:
            return _handed_break(
                entry,
                run,
                f"{at} says {differs}: it is not the answer that was given and hashed "
                "(the trace was rewritten outside hitl-arena)",
            )
    lost = check_unhanded(c, found, answers, chained, calls, run_id)
    if lost is not None:
        run, rid, reason = lost
        return _handed_break(decided.get(rid), run, reason)
    return None


#: The answers filed under one run (a completed run's each need their event).
_FILED = "SELECT * FROM responses WHERE run_id = ?"


class _Asked:
    """The binding each request was asked with (its stored ``details["binds"]``), read when an
    approval as proposed needs it: the whole store's requests in one query (one query each cost
    verify ~2 ms on 300 runs), else the one request."""

    def __init__(self, c: _Tx, whole: bool, ran: Mapping[tuple[str, str], set[str]]) -> None:
        self._c, self._whole, self._ran, self._all = c, whole, ran, dict[str, Any]()

    def binds(self, run_id: str, request_id: str, tool: Any) -> Any:
        """None where a call of ``tool`` ran under the request: the event's binds is held to
        that call instead (:func:`arena.store.chain_trace.check_unhanded`)."""
        if tool in self._ran.get((run_id, request_id), ()):
            return None
        if not self._whole:
            row = self._c.execute(
                "SELECT details FROM requests WHERE id = ?", (request_id,)
            ).fetchone()
            return _json_data(row["details"]).get("binds") if row is not None else None
        if not self._all:
            self._all = {str(r["id"]): r["details"] for r in self._c.execute(_DETAILS)}
        return _json_data(self._all.get(request_id)).get("binds")


_DETAILS = "SELECT id, details FROM requests"


def _json_data(value: Any) -> Mapping[str, Any]:
    loaded = codec.loads(value) if isinstance(value, str) else value
    return loaded if isinstance(loaded, Mapping) else {}


def _differs(data: Mapping[str, Any], answer: Mapping[str, Any]) -> str:
    """What the event says against the stored answer ("option_id 'deny' where the stored answer
    has 'approve'"), field by field; empty when they agree."""
    said = []
    for field, fallback in _FIELDS:
        ours = data.get(field) or fallback if fallback else data.get(field)
        stored = answer[field]
        if field == "edited_args" and isinstance(stored, str):
            stored = codec.loads(stored)
        if ours != stored:
            said.append(f"{field} {ours!r} where the stored answer has {stored!r}")
    approved = answer["edited_args"] is not None or answer["option_id"] == "approve"
    if "approved" in data and data["approved"] is not approved and not said:
        said.append(f"approved {data['approved']!r} where the stored answer reads {approved!r}")
    return "; ".join(said)


def _handed_break(entry: Mapping[str, Any] | None, run_id: str, reason: str) -> Broken:
    return _b(entry, reason) if entry is not None else Broken(seq=0, run_id=run_id, reason=reason)
