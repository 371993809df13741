"""A tamper-evident audit trail: each entry carries the hash of the one before it (one chain per
store), and every decision's content is hashed into its entry.

Triggers stop hitl-arena (and a careless person) from rewriting the trail, but not whoever owns
the tables: on SQLite anyone who can write the file can drop them, on PostgreSQL the owner role
can disable them (docs/operator.md has a role layout where the application owns nothing). The
chain makes a careless rewrite *visible*: change, remove or insert an entry, turn an answer's
"approve by alice" into "deny by bob", or delete an answer — and :mod:`arena.store.chain_verify`
names the first broken link (``verify``), and a resume refuses to act on a run whose entries or
decisions do not verify (``verify_run``). Both also hold the trail against the tool log: a call
the harness refused (logged ``blocked``) without its ``tool.blocked`` entry is a break. The
hashes have no key, so a writer who recomputes them, or deletes the newest entries, passes; a head
kept elsewhere (``Verdict.head``, ``verify(head=...)``) catches that up to where it was taken.
Only answers and audit entries are hashed; an answer's or a request's ``run_id`` is not, so
both are held to the run whose entries record them: one moved to another run is a break, from
either run. This module writes the chain (hashes, appends, the head) and guards an answer
against a decision the trail already holds; ``chain_verify`` reads it back.

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


__all__ = [
    "AUDIT_COLUMNS",
    "DECIDED",
    "GENESIS",
    "HEAD",
    "INSERT",
    "UNDECIDED",
    "Deferred",
    "append",
    "append_all",
    "decided_already",
    "decision_subject",
    "entry_hash",
    "head",
    "values_subject",
]
