"""A tamper-evident audit trail: each entry carries the hash of the one before it (one chain per
store), and every decision's content is hashed into its entry.

Triggers stop hitl-arena (and a careless person) from rewriting the trail, but not whoever owns
the tables: on SQLite anyone who can write the file can drop them, on PostgreSQL the owner role
can disable them (docs/operator.md has a role layout where the application owns nothing). The
chain makes a careless rewrite *visible*: change, remove or insert an entry, turn an answer's
"approve by alice" into "deny by bob", or delete an answer — and :func:`verify` names the first
broken link, and a resume refuses to act on a run whose entries or decisions do not verify
(:func:`verify_run`). Both also hold the trail against the tool log: a call the harness refused
(logged ``blocked``) without its ``tool.blocked`` entry is a break (:func:`check_blocked`). The
hashes have no key, so a writer who recomputes them, or deletes the newest entries, passes; a head
kept elsewhere (:attr:`Verdict.head`, ``verify(head=...)``) catches that up to where it was taken.
Only answers and audit entries are hashed; an answer's or a request's ``run_id`` is not, so
both are held to the run whose entries record them (:func:`check_requests`, and the run check in
:func:`check_decisions`): one moved to another run is a break, from either run.

An entry's hash is SHA-256 over canonical JSON of the previous entry's hash and its own fields
(times normalised, JSON parsed), so it reads the same from either backend. Entries written
before schema version 3 have no hash; they may only precede the chain, never follow it.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Callable, Iterable, Mapping
from typing import TYPE_CHECKING, Any, Protocol

import msgspec

from arena.store import codec

GENESIS = ""


if TYPE_CHECKING:  # an annotation only: no Protocol class to build at import

    class _Tx(Protocol):
        def execute(self, sql: str, params: Any = ..., /) -> Any: ...

        def executemany(self, sql: str, params: Iterable[Any], /) -> Any: ...


_CANONICAL = json.JSONEncoder(sort_keys=True, separators=(",", ":"), ensure_ascii=False)
_canonical = codec.one_shot(_CANONICAL)


def _sha(value: Any) -> str:
    text = _canonical(value)
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()


#: msgspec writes a list of strings and None byte for byte as ``_CANONICAL`` does (every code
#: point but the surrogates: test_store_fast_json), already as UTF-8, in a fraction of the time.
_FAST = msgspec.json.Encoder()
_TEXT = frozenset((str, type(None)))


def _sha_fields(fields: list[Any]) -> str:
    """``_sha`` of a list of fields, through msgspec when they are all text or None (an entry's
    are, as written; a lone surrogate, or a field of another type read back from a database
    written outside hitl-arena, goes through ``_sha`` as before)."""
    if _TEXT.issuperset(map(type, fields)):
        try:
            return hashlib.sha256(_FAST.encode(fields)).hexdigest()
        except UnicodeEncodeError:
            pass
    return _sha(fields)


#: A time exactly as ``codec.ts`` writes it: hashed as it is (parsing and writing it again
#: gives the same text, at a few microseconds per entry); any other form is normalised.
_CANONICAL_AT = re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}\+00:00", re.ASCII)


def _at(value: Any) -> str:
    if value.__class__ is str and _CANONICAL_AT.fullmatch(value):
        return value
    return codec.ts(codec.parse_ts_required(value))


def _json(value: Any) -> Any:
    return codec.loads(value) if isinstance(value, str) else value


def decision_subject(row: Mapping[str, Any]) -> str:
    """The hash of one stored answer (a ``responses`` row, or its values by column name)."""
    return _sha_fields(
        [
            row["request_id"],
            row["option_id"],
            row["text"],
            _json(row["edited_args"]),
            row["responder"],
            row["role"],
            row["interface"],
            row["note"],
            _at(row["at"]),
        ]
    )


def values_subject(values: tuple[Any, ...]) -> str:
    """:func:`decision_subject` of an answer given as its values in the order of
    ``sql_text.RESPONSE_COLUMNS`` (as the store inserts them): the same fields, the same hash."""
    request_id, _run_id, option_id, text, edited_args, responder, role, interface, note, at = values
    return _sha_fields(
        [request_id, option_id, text, _json(edited_args), responder, role, interface, note, _at(at)]
    )


def entry_hash(prev: str, row: Mapping[str, Any]) -> str:
    """The hash of one audit entry (by column name) chained to ``prev``."""
    return _sha_fields(
        [
            prev,
            row["run_id"],
            row["request_id"],
            row["transition"],
            row["actor"],
            row["role"],
            row["interface"],
            _at(row["at"]),
            row["note"],
            row["subject"],
        ]
    )


def _values_hash(prev: str, values: tuple[Any, ...]) -> str:
    """:func:`entry_hash` of an entry given as its values in :data:`AUDIT_COLUMNS` order (the
    same fields in the same order, so the same hash)."""
    run_id, request_id, transition, actor, role, interface, at, note, subject = values
    return _sha_fields(
        [prev, run_id, request_id, transition, actor, role, interface, _at(at), note, subject]
    )


#: The newest entry's hash (no row, or NULL before the chain began: the genesis).
HEAD = "SELECT hash FROM audit ORDER BY seq DESC LIMIT 1"


def head(c: _Tx) -> str:
    """The hash the next entry chains to (an empty or pre-chain trail: the genesis)."""
    row = c.execute(HEAD).fetchone()
    return (row["hash"] if row is not None else None) or GENESIS


_head = head


#: Parameters by position, in the order of :data:`AUDIT_COLUMNS` then ``prev_hash``, ``hash``:
#: a named parameter costs the driver a name lookup and a mapping lookup each (~4,000
#: instructions an entry over its 11 columns; docs/benchmarks.md, store writes).
INSERT = (
    "INSERT INTO audit (run_id, request_id, transition, actor, role, interface, at, note, "
    "subject, prev_hash, hash) VALUES (?,?,?,?,?,?,?,?,?,?,?)"
)
AUDIT_COLUMNS = (
    "run_id", "request_id", "transition", "actor", "role", "interface", "at", "note", "subject",
)  # fmt: skip


def append(c: _Tx, entry: Mapping[str, Any], *, lock: str = "") -> None:
    """Append one entry (columns by name, ``subject`` included) chained to the current head.

    ``lock`` serialises appenders where the database does not already (PostgreSQL: an advisory
    transaction lock; SQLite's write lock is enough), so two writers never chain to one head.
    """
    append_all(c, [entry], lock=lock)


def append_all(
    c: _Tx, entries: Iterable[Mapping[str, Any]], *, lock: str = "", head: str | None = None
) -> str | None:
    """Append entries in order, each chained to the one before, under one read of the head.

    ``head``: the chain's head as this transaction already read it under the database's write
    lock (SQLite reads it with ``BEGIN IMMEDIATE``'s first statement; no other writer can move it
    before this commit), so it is not read again. Returns the head after the last entry (None
    when nothing was appended and the head was never read).
    """
    rows = [tuple([row[k] for k in AUDIT_COLUMNS]) for row in entries]
    return _append_values(c, rows, lock=lock, head=head)


def _append_values(
    c: _Tx, rows: list[tuple[Any, ...]], *, lock: str = "", head: str | None = None
) -> str | None:
    """:func:`append_all` of entries given as their values in :data:`AUDIT_COLUMNS` order."""
    if not rows:
        return head
    if lock:
        c.execute(lock)
    prev = head if head is not None else _head(c)
    values = []
    for row in rows:
        digest = _values_hash(prev, row)
        values.append((*row, prev, digest))
        prev = digest
    if len(values) == 1:
        c.execute(INSERT, values[0])
    else:
        c.executemany(INSERT, values)
    return prev


class Deferred:
    """A write transaction whose audit entries are appended at its very end.

    The chain has one head, so appenders must take turns, and a turn lasts from reading the head
    to COMMIT (the next appender must see this entry committed). Appending as the transaction
    goes held that turn — PostgreSQL's advisory lock — through the rest of the transaction's
    statements as well; collected and appended last, the turn is one read of the head, the
    inserts and the commit, and the chain stays the same gap-free sequence. ``head``: the head
    as the transaction read it under a write lock it holds to COMMIT (SQLite), so the append
    does not read it again; after a flush it is the transaction's own last entry.
    """

    __slots__ = ("_c", "_entries", "_head", "_lock", "execute", "executemany")

    #: The transaction's own ``execute`` and ``executemany``, bound once: a statement is one
    #: call less deep than through a method of this class.
    execute: Callable[..., Any]
    executemany: Callable[..., Any]

    def __init__(self, c: _Tx, *, lock: str = "", head: str | None = None) -> None:
        self._c, self._lock, self._head = c, lock, head
        self.execute, self.executemany = c.execute, c.executemany
        #: Entries as their values in :data:`AUDIT_COLUMNS` order.
        self._entries: list[tuple[Any, ...]] = []

    def add(self, entry: Mapping[str, Any]) -> None:
        """An entry for the end of the transaction (columns by name, ``subject`` included)."""
        self._entries.append(tuple([entry[k] for k in AUDIT_COLUMNS]))

    def add_values(self, values: tuple[Any, ...]) -> None:
        """:meth:`add` of an entry given as its values in :data:`AUDIT_COLUMNS` order."""
        self._entries.append(values)

    @property
    def head(self) -> str | None:
        """The chain's head as this transaction leaves it (None: never read)."""
        return self._head

    def flush(self) -> None:
        """Append what was added, in order; call last, right before the commit."""
        entries, self._entries = self._entries, []
        self._head = _append_values(self._c, entries, lock=self._lock, head=self._head)


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


#: An earlier decision on one request (by run, for the ``audit_by_run`` index).
DECIDED = (
    "SELECT seq, transition, actor FROM audit WHERE run_id = ? AND request_id = ? "
    "AND subject IS NOT NULL ORDER BY seq LIMIT 1"
)
#: A condition for storing an answer (parameters: run_id, request_id): no decision on the request
#: is in the trail yet — when one is, its answer was deleted and the request is not answered again.
UNDECIDED = (
    "NOT EXISTS (SELECT 1 FROM audit WHERE run_id = ? AND request_id = ? AND subject IS NOT NULL)"
)


def decided_already(c: _Tx, run_id: str, request_id: str) -> str | None:
    """Why ``request_id`` may not be answered though no answer is stored (its audit trail
    already records a decision: the answer was deleted), or None."""
    row = c.execute(DECIDED, (run_id, request_id)).fetchone()
    if row is None:
        return None
    return (
        f"request {request_id} was already decided ({row['transition']} by {row['actor']}, "
        f"audit entry {row['seq']}) but its answer is gone from the store, deleted outside "
        "hitl-arena; it is not answered again (arena audit verify names the break)"
    )


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
    "AUDIT_COLUMNS",
    "DECIDED",
    "GENESIS",
    "HEAD",
    "INSERT",
    "UNDECIDED",
    "Broken",
    "Deferred",
    "Verdict",
    "append",
    "append_all",
    "check_blocked",
    "check_decisions",
    "check_requests",
    "decided_already",
    "decision_subject",
    "entry_hash",
    "head",
    "values_subject",
    "verify",
    "verify_rows",
    "verify_run",
]
