"""The SQLite schema as an ordered list of migrations: the list index + 1 is the schema version.

Never edit a migration that shipped; append a new one. ``arena_meta.schema_version`` records how
many have been applied; a store written by a newer hitl-arena (a version past the end of this list)
is refused with a clear message instead of being read wrongly.

Append-only tables get triggers that abort any UPDATE or DELETE: the audit trail, events, decisions
and tool calls have no rewrite path even for code that tries. ``side_effects`` allows exactly one
update, ``started → ok|failed``, which is how an execution reports back.
"""

from __future__ import annotations

from arena.store.sql_version import APPLICATION
from arena.store.sqlite_schema_first import _V1, _V2, _V3, _V4, _V5, _V6, _append_only

__all__ = ["APPLICATION", "MIGRATIONS", "SCHEMA_VERSION"]


def _rebuild(table: str, create: str, columns: str, after: str = "") -> str:
    """Copy ``table`` into a new definition (SQLite cannot change a table's storage in place):
    create, copy, drop (its indexes and triggers go with it), rename, then re-create those."""
    return f"""
{create.format(name=table + "_v7")};
INSERT INTO {table}_v7 ({columns}) SELECT {columns} FROM {table};
DROP TABLE {table};
ALTER TABLE {table}_v7 RENAME TO {table};
{after}{_append_only(table)}"""


#: Version 7: fewer pages written per write transaction (docs/benchmarks.md, store writes).
#: ``responses`` (small rows, keyed by their request) becomes ``WITHOUT ROWID``: each answer is
#: stored in its primary-key b-tree, not in a rowid table plus a separate key index (one page
#: less per answer). Not ``legs``/``events``/``tool_calls``: their rows are large (a session
#: snapshot, event data), and stored by a random key they split pages more often than the rowid
#: table's tail does, which wrote more pages per leg, not fewer (measured). ``audit`` loses
#: ``AUTOINCREMENT``: its ``seq`` stays the rowid (the next is the largest + 1, and no entry can
#: be deleted: the append-only trigger), without the ``sqlite_sequence`` row every append also
#: rewrote. Rows, columns, their order and every entry's hash are unchanged.
_V7 = _rebuild(
    "responses",
    """CREATE TABLE {name} (
    request_id  TEXT PRIMARY KEY REFERENCES requests (id),
    run_id      TEXT NOT NULL,
    option_id   TEXT,
    text        TEXT,
    edited_args TEXT,
    responder   TEXT NOT NULL,
    role        TEXT,
    interface   TEXT NOT NULL,
    note        TEXT,
    at          TEXT NOT NULL
) WITHOUT ROWID""",
    "request_id, run_id, option_id, text, edited_args, responder, role, interface, note, at",
) + _rebuild(
    "audit",
    """CREATE TABLE {name} (
    seq        INTEGER PRIMARY KEY,
    run_id     TEXT NOT NULL,
    request_id TEXT,
    transition TEXT NOT NULL,
    actor      TEXT NOT NULL,
    role       TEXT,
    interface  TEXT NOT NULL,
    at         TEXT NOT NULL,
    note       TEXT,
    subject    TEXT,
    prev_hash  TEXT,
    hash       TEXT
)""",
    "seq, run_id, request_id, transition, actor, role, interface, at, note, subject, "
    "prev_hash, hash",
    "CREATE INDEX audit_by_run ON audit (run_id, seq);\n",
)

#: Version 8: ``runs_by_status`` keeps only the runs whose status lasts and is looked up:
#: ``waiting``, ``failed`` and ``needs_reconciliation`` (a partial index). A claim moved a run's
#: entry from ``waiting`` to ``resuming`` and its next leg on into ``completed``: three leaves of
#: the index written per resumed run, for statuses that are either passing (``resuming``) or
#: most of the table (``completed``), which ``runs(status=...)`` reads from ``runs_by_created``,
#: newest first. Now a claim removes the entry and the leg touches the index no more
#: (docs/benchmarks.md, store writes). A query uses the index when it repeats its condition
#: (``sql_reads.INDEXED_STATUS``): that is all SQLite proves.
_V8 = """
DROP INDEX runs_by_status;
CREATE INDEX runs_by_status ON runs (status, created_at)
WHERE status IN ('waiting', 'failed', 'needs_reconciliation');
"""

#: Version 9: no temporary b-tree per ``UPDATE runs``. SQLite evaluates ``x IN (a, b, c)`` of
#: three or more constants by building an ephemeral table of them (two or fewer: comparisons),
#: and a claim's and a leg's ``UPDATE`` evaluated three such lists — the ``status`` CHECK and the
#: partial index's condition for the old and the new row: six temporary b-trees opened, zeroed
#: and closed per approve + claim + resumed leg, ~5 % of the writer's CPU (docs/benchmarks.md,
#: store writes). The runs' CHECKs (``status``, ``mode``) are the same sets written as ``OR``s of
#: comparisons (the table is rebuilt as in version 5: SQLite cannot change a CHECK in place),
#: and ``runs_by_status`` holds the same runs under ``status NOT IN ('resuming', 'completed')``
#: (two constants; with the CHECK, exactly ``waiting``, ``failed``, ``needs_reconciliation``).
#: ``side_effects`` (its ``status`` CHECK, at every intent and outcome) likewise. Rows, ids and
#: every audit hash are unchanged.
_V9 = """
CREATE TABLE runs_v9 (
    id               TEXT PRIMARY KEY,
    arena            TEXT NOT NULL,
    item_id          TEXT NOT NULL,
    item             TEXT NOT NULL,
    adapter          TEXT NOT NULL,
    endpoint         TEXT NOT NULL,
    tools_module     TEXT NOT NULL,
    check_spec       TEXT NOT NULL,
    mode             TEXT NOT NULL CHECK (mode = 'scripted' OR mode = 'human' OR mode = 'eval'),
    status           TEXT NOT NULL CHECK (status = 'waiting' OR status = 'resuming'
                                          OR status = 'completed' OR status = 'failed'
                                          OR status = 'needs_reconciliation'),
    durable          INTEGER NOT NULL,
    legs             INTEGER NOT NULL,
    error            TEXT,
    checks           TEXT,
    created_at       TEXT NOT NULL,
    updated_at       TEXT NOT NULL,
    created_by       TEXT NOT NULL,
    claim_owner      TEXT,
    claim_expires_at TEXT,
    claim_token      INTEGER NOT NULL DEFAULT 0
);
INSERT INTO runs_v9 (id, arena, item_id, item, adapter, endpoint, tools_module, check_spec, mode,
    status, durable, legs, error, checks, created_at, updated_at, created_by, claim_owner,
    claim_expires_at, claim_token)
SELECT id, arena, item_id, item, adapter, endpoint, tools_module, check_spec, mode, status,
    durable, legs, error, checks, created_at, updated_at, created_by, claim_owner,
    claim_expires_at, claim_token FROM runs;
DROP TABLE runs;
ALTER TABLE runs_v9 RENAME TO runs;
CREATE INDEX runs_by_status ON runs (status, created_at)
WHERE status NOT IN ('resuming', 'completed');
CREATE INDEX runs_by_created ON runs (created_at);

CREATE TABLE side_effects_v9 (
    run_id      TEXT NOT NULL REFERENCES runs (id),
    request_id  TEXT NOT NULL,
    tool        TEXT NOT NULL,
    occurrence  INTEGER NOT NULL,
    leg         INTEGER NOT NULL,
    args        TEXT NOT NULL,
    status      TEXT NOT NULL CHECK (status = 'started' OR status = 'ok' OR status = 'failed'),
    owner       TEXT NOT NULL,
    result      TEXT,
    started_at  TEXT NOT NULL,
    finished_at TEXT,
    UNIQUE (run_id, request_id, tool, occurrence)
);
INSERT INTO side_effects_v9 (run_id, request_id, tool, occurrence, leg, args, status, owner,
    result, started_at, finished_at)
SELECT run_id, request_id, tool, occurrence, leg, args, status, owner, result, started_at,
    finished_at FROM side_effects;
DROP TABLE side_effects;
ALTER TABLE side_effects_v9 RENAME TO side_effects;
CREATE TRIGGER side_effects_no_delete BEFORE DELETE ON side_effects
BEGIN SELECT RAISE(ABORT, 'side_effects is append-only'); END;
CREATE TRIGGER side_effects_finish_once BEFORE UPDATE ON side_effects
WHEN OLD.status != 'started' OR NEW.status = 'started'
  OR NEW.run_id != OLD.run_id OR NEW.request_id != OLD.request_id
  OR NEW.tool != OLD.tool OR NEW.occurrence != OLD.occurrence OR NEW.args != OLD.args
BEGIN SELECT RAISE(ABORT, 'a side effect reports its outcome once (started -> ok|failed)'); END;
"""

_LEG_COLUMNS = (
    "run_id, leg, status, message, error, session, durable, owner, started_at, finished_at, "
    "duration_s, usage"
)

#: Version 10: a leg's events and tool calls are two JSON columns of its ``legs`` row (each an
#: array of arrays in ``seq`` order: ``[seq, leg, type, data, at]`` and ``[seq, call_id, tool,
#: args, leg, status, result, request_id, at]``), no longer a row each in ``events`` and
#: ``tool_calls``: a resumed leg wrote those two tables and their two key indexes, 6 of its 13
#: WAL pages and 8 of its rows (docs/benchmarks.md, store writes). ``events`` and
#: ``tool_calls`` stay as read-only views with the old columns, so every reader (the store's own,
#: ``verify``'s blocked-call count, ad-hoc SQL) reads what it read before; nothing can write or
#: delete through them, and ``legs`` stays append-only. Every event and call is kept, each on
#: the leg row of its own leg, in order (one with no such row stops the migration, nothing
#: changed); the audit chain does not hash them and is unchanged.
_V10 = f"""
CREATE TEMP TABLE v10_unplaced (
    n INTEGER CONSTRAINT every_event_and_tool_call_has_its_leg_row CHECK (n = 0)
);
INSERT INTO v10_unplaced
SELECT (SELECT count(*) FROM events x WHERE NOT EXISTS
        (SELECT 1 FROM legs l WHERE l.run_id = x.run_id AND l.leg = x.leg))
     + (SELECT count(*) FROM tool_calls y WHERE NOT EXISTS
        (SELECT 1 FROM legs l WHERE l.run_id = y.run_id AND l.leg = y.leg));
DROP TABLE v10_unplaced;
CREATE TABLE legs_v10 (
    run_id      TEXT NOT NULL REFERENCES runs (id),
    leg         INTEGER NOT NULL,
    status      TEXT NOT NULL,
    message     TEXT NOT NULL,
    error       TEXT,
    session     TEXT,
    durable     INTEGER NOT NULL,
    owner       TEXT,
    started_at  TEXT,
    finished_at TEXT NOT NULL,
    duration_s  REAL,
    usage       TEXT,
    events      TEXT NOT NULL DEFAULT '[]',
    calls       TEXT NOT NULL DEFAULT '[]',
    PRIMARY KEY (run_id, leg)
);
INSERT INTO legs_v10 ({_LEG_COLUMNS}, events, calls)
SELECT {", ".join("l." + c.strip() for c in _LEG_COLUMNS.split(","))},
    (SELECT json_group_array(json_array(e.seq, e.leg, e.type, json(e.data), e.at))
     FROM (SELECT * FROM events x WHERE x.run_id = l.run_id AND x.leg = l.leg ORDER BY x.seq) e),
    (SELECT json_group_array(json_array(t.seq, t.call_id, t.tool, json(t.args), t.leg, t.status,
                                        t.result, t.request_id, t.at))
     FROM (SELECT * FROM tool_calls y WHERE y.run_id = l.run_id AND y.leg = l.leg
           ORDER BY y.seq) t)
FROM legs l;
DROP TABLE legs;
ALTER TABLE legs_v10 RENAME TO legs;
DROP TABLE events;
DROP TABLE tool_calls;
CREATE VIEW events (run_id, seq, leg, type, data, at) AS
SELECT l.run_id, json_extract(e.value, '$[0]'), json_extract(e.value, '$[1]'),
    json_extract(e.value, '$[2]'), json_extract(e.value, '$[3]'), json_extract(e.value, '$[4]')
FROM legs l, json_each(l.events) e;
CREATE VIEW tool_calls (run_id, seq, call_id, tool, args, leg, status, result, request_id, at) AS
SELECT l.run_id, json_extract(t.value, '$[0]'), json_extract(t.value, '$[1]'),
    json_extract(t.value, '$[2]'), json_extract(t.value, '$[3]'), json_extract(t.value, '$[4]'),
    json_extract(t.value, '$[5]'), json_extract(t.value, '$[6]'), json_extract(t.value, '$[7]'),
    json_extract(t.value, '$[8]')
FROM legs l, json_each(l.calls) t;
{_append_only("legs")}"""

#: Version 11 changes no table: it keeps releases before it off the store. They ignore the
#: identity ``arena_meta`` holds (sqlite_home), so one resumed a store marked moved beside the
#: copy adopted in its place, and R-102 was booked twice (durable35); each refuses a newer schema.
_V11 = "SELECT 'schema 11: a release that ignores store_id, home and moved_to must not open it';"

#: Version 12: the seconds each request of a run may wait (``--expires-in``) kept with the run,
#: so a resumed leg's new request expires as the first leg's did: rebuilt from the store alone,
#: its context had no expiry, and the request asked in leg 2 waited forever (durable43). NULL:
#: never, as every run stored before (its expiry was not kept).
_V12 = "ALTER TABLE runs ADD COLUMN request_ttl_s REAL;"

#: Index i holds the script that takes a store from version i to version i + 1.
MIGRATIONS: tuple[str, ...] = (_V1, _V2, _V3, _V4, _V5, _V6, _V7, _V8, _V9, _V10, _V11, _V12)
SCHEMA_VERSION = len(MIGRATIONS)
