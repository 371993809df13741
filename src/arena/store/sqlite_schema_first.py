"""The SQLite schema's first six migrations (arena.store.sqlite_schema lists them all, in order):
the tables and their append-only triggers, the audit trail's hash chain, claims' fencing tokens,
runs held for a person, requests by expiry. They shipped: never edit one, append a new one there.
"""

from __future__ import annotations

_APPEND_ONLY = ("legs", "events", "tool_calls", "requests", "responses", "audit")


def _append_only(table: str) -> str:
    return f"""
CREATE TRIGGER {table}_no_update BEFORE UPDATE ON {table}
BEGIN SELECT RAISE(ABORT, '{table} is append-only'); END;
CREATE TRIGGER {table}_no_delete BEFORE DELETE ON {table}
BEGIN SELECT RAISE(ABORT, '{table} is append-only'); END;
"""


_V1 = """
CREATE TABLE arena_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);

CREATE TABLE runs (
    id               TEXT PRIMARY KEY,
    arena            TEXT NOT NULL,
    item_id          TEXT NOT NULL,
    item             TEXT NOT NULL,              -- EvalItem as JSON
    adapter          TEXT NOT NULL,
    endpoint         TEXT NOT NULL,              -- EndpointSpec as JSON (no key, no port)
    tools_module     TEXT NOT NULL,
    check_spec       TEXT NOT NULL,
    mode             TEXT NOT NULL CHECK (mode IN ('scripted', 'human', 'eval')),
    status           TEXT NOT NULL CHECK (status IN ('waiting', 'resuming', 'completed', 'failed')),
    durable          INTEGER NOT NULL,
    legs             INTEGER NOT NULL,
    error            TEXT,
    checks           TEXT,
    created_at       TEXT NOT NULL,
    updated_at       TEXT NOT NULL,
    created_by       TEXT NOT NULL,
    claim_owner      TEXT,
    claim_expires_at TEXT
);
CREATE INDEX runs_by_status ON runs (status, created_at);
CREATE INDEX runs_by_created ON runs (created_at);

CREATE TABLE legs (
    run_id      TEXT NOT NULL REFERENCES runs (id),
    leg         INTEGER NOT NULL,
    status      TEXT NOT NULL,
    message     TEXT NOT NULL,
    error       TEXT,
    session     TEXT,                            -- SessionLine snapshot; NULL = not durable
    durable     INTEGER NOT NULL,
    owner       TEXT,
    started_at  TEXT,
    finished_at TEXT NOT NULL,
    duration_s  REAL,
    usage       TEXT,
    PRIMARY KEY (run_id, leg)
);

CREATE TABLE events (
    run_id TEXT NOT NULL REFERENCES runs (id),
    seq    INTEGER NOT NULL,
    leg    INTEGER NOT NULL,
    type   TEXT NOT NULL,
    data   TEXT NOT NULL,
    at     TEXT NOT NULL,
    PRIMARY KEY (run_id, seq)
);

CREATE TABLE tool_calls (
    run_id     TEXT NOT NULL REFERENCES runs (id),
    seq        INTEGER NOT NULL,
    call_id    TEXT NOT NULL,
    tool       TEXT NOT NULL,
    args       TEXT NOT NULL,
    leg        INTEGER NOT NULL,
    status     TEXT NOT NULL,
    result     TEXT NOT NULL,
    request_id TEXT,
    at         TEXT NOT NULL,
    PRIMARY KEY (run_id, seq)
);

CREATE TABLE requests (
    id         TEXT PRIMARY KEY,
    run_id     TEXT NOT NULL REFERENCES runs (id),
    leg        INTEGER NOT NULL,
    action     TEXT NOT NULL,
    tool_name  TEXT,
    args       TEXT NOT NULL,
    prompt     TEXT NOT NULL,
    reason     TEXT NOT NULL,
    options    TEXT NOT NULL,
    details    TEXT NOT NULL,                    -- the decision context
    native_id  TEXT,
    created_at TEXT NOT NULL,
    expires_at TEXT
);
CREATE INDEX requests_by_run ON requests (run_id, created_at);
CREATE INDEX requests_by_created ON requests (created_at);

CREATE TABLE responses (
    request_id  TEXT PRIMARY KEY REFERENCES requests (id),   -- one answer per request
    run_id      TEXT NOT NULL,
    option_id   TEXT,
    text        TEXT,
    edited_args TEXT,
    responder   TEXT NOT NULL,
    role        TEXT,
    interface   TEXT NOT NULL,
    note        TEXT,
    at          TEXT NOT NULL
);

CREATE TABLE side_effects (
    run_id      TEXT NOT NULL REFERENCES runs (id),
    request_id  TEXT NOT NULL,
    tool        TEXT NOT NULL,
    occurrence  INTEGER NOT NULL,
    leg         INTEGER NOT NULL,
    args        TEXT NOT NULL,
    status      TEXT NOT NULL CHECK (status IN ('started', 'ok', 'failed')),
    owner       TEXT NOT NULL,
    result      TEXT,
    started_at  TEXT NOT NULL,
    finished_at TEXT,
    UNIQUE (run_id, request_id, tool, occurrence)
);
CREATE TRIGGER side_effects_no_delete BEFORE DELETE ON side_effects
BEGIN SELECT RAISE(ABORT, 'side_effects is append-only'); END;
CREATE TRIGGER side_effects_finish_once BEFORE UPDATE ON side_effects
WHEN OLD.status != 'started' OR NEW.status = 'started'
  OR NEW.run_id != OLD.run_id OR NEW.request_id != OLD.request_id
  OR NEW.tool != OLD.tool OR NEW.occurrence != OLD.occurrence OR NEW.args != OLD.args
BEGIN SELECT RAISE(ABORT, 'a side effect reports its outcome once (started -> ok|failed)'); END;

CREATE TABLE audit (
    seq        INTEGER PRIMARY KEY AUTOINCREMENT,
    run_id     TEXT NOT NULL,
    request_id TEXT,
    transition TEXT NOT NULL,
    actor      TEXT NOT NULL,
    role       TEXT,
    interface  TEXT NOT NULL,
    at         TEXT NOT NULL,
    note       TEXT
);
CREATE INDEX audit_by_run ON audit (run_id, seq);
""" + "".join(_append_only(t) for t in _APPEND_ONLY)

# Version 2: operators and their roles, hashed tokens for non-CLI interfaces, one vote per
# operator per request (M-of-N quorum), and the log of operator changes (arena.identity).
_V2 = """
CREATE TABLE operators (
    name       TEXT PRIMARY KEY,
    roles      TEXT NOT NULL,                    -- JSON list
    logins     TEXT NOT NULL,                    -- JSON list of OS user names mapped to it
    created_at TEXT NOT NULL,
    removed_at TEXT
);

CREATE TABLE operator_tokens (
    id         TEXT PRIMARY KEY,
    operator   TEXT NOT NULL REFERENCES operators (name),
    hash       TEXT NOT NULL,                    -- argon2id of the secret; never the secret
    created_at TEXT NOT NULL,
    revoked_at TEXT
);

CREATE TABLE operator_log (
    seq      INTEGER PRIMARY KEY AUTOINCREMENT,
    operator TEXT NOT NULL,
    change   TEXT NOT NULL,
    actor    TEXT NOT NULL,
    at       TEXT NOT NULL,
    note     TEXT
);

CREATE TABLE votes (
    request_id     TEXT NOT NULL REFERENCES requests (id),
    run_id         TEXT NOT NULL,
    voter          TEXT NOT NULL,
    role           TEXT,
    interface      TEXT NOT NULL,
    option_id      TEXT,
    text           TEXT,
    edited_args    TEXT,
    note           TEXT,
    verified       INTEGER NOT NULL,             -- 0: open mode, no operators registered
    entered_by     TEXT,                         -- the operator who answered --as voter
    policy_version TEXT,
    rule           TEXT,
    at             TEXT NOT NULL,
    UNIQUE (request_id, voter)
);
""" + "".join(_append_only(t) for t in ("operator_log", "votes"))

#: Version 3: the audit trail becomes a hash chain (arena.store.chain): each entry keeps the hash
#: of the one before it, its own, and the hash of the decision it records (``subject``).
_V3 = """
ALTER TABLE audit ADD COLUMN subject TEXT;
ALTER TABLE audit ADD COLUMN prev_hash TEXT;
ALTER TABLE audit ADD COLUMN hash TEXT;
"""

#: Version 4: each claim carries a fencing token, one more than the run's previous claim's
#: (arena.runs.guard refuses a side effect to a resumer whose token is no longer the run's).
_V4 = "ALTER TABLE runs ADD COLUMN claim_token INTEGER NOT NULL DEFAULT 0;"

#: Version 5: a run whose side effect ran but whose outcome was never recorded waits for a person
#: as ``needs_reconciliation`` (arena.reconcile). SQLite cannot change a CHECK in place, so the
#: runs table is rebuilt (the 12-step ALTER TABLE procedure; sqlite_conn turns foreign keys off
#: around migrations and checks them before the commit).
_V5 = """
CREATE TABLE runs_v5 (
    id               TEXT PRIMARY KEY,
    arena            TEXT NOT NULL,
    item_id          TEXT NOT NULL,
    item             TEXT NOT NULL,
    adapter          TEXT NOT NULL,
    endpoint         TEXT NOT NULL,
    tools_module     TEXT NOT NULL,
    check_spec       TEXT NOT NULL,
    mode             TEXT NOT NULL CHECK (mode IN ('scripted', 'human', 'eval')),
    status           TEXT NOT NULL CHECK (status IN ('waiting', 'resuming', 'completed', 'failed',
                                                     'needs_reconciliation')),
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
INSERT INTO runs_v5 (id, arena, item_id, item, adapter, endpoint, tools_module, check_spec, mode,
    status, durable, legs, error, checks, created_at, updated_at, created_by, claim_owner,
    claim_expires_at, claim_token)
SELECT id, arena, item_id, item, adapter, endpoint, tools_module, check_spec, mode, status,
    durable, legs, error, checks, created_at, updated_at, created_by, claim_owner,
    claim_expires_at, claim_token FROM runs;
DROP TABLE runs;
ALTER TABLE runs_v5 RENAME TO runs;
CREATE INDEX runs_by_status ON runs (status, created_at);
CREATE INDEX runs_by_created ON runs (created_at);
"""

#: Version 6: requests that can expire, by expiry, so ``expire_due`` (run by every ``arena
#: pending``) reads only those instead of every waiting run's requests (100,000 pending: one
#: index probe, not 100,000 row reads). Partial: most requests never expire.
_V6 = """
CREATE INDEX requests_by_expiry ON requests (expires_at) WHERE expires_at IS NOT NULL;
"""
