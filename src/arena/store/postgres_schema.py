"""The PostgreSQL schema as an ordered list of migrations: the list index + 1 is the schema version.

The same tables and columns as the SQLite store (:mod:`arena.store.sqlite_schema`), so one SQL text
serves both, with PostgreSQL's own types: ``jsonb`` for JSON, ``timestamptz`` for times,
``boolean``. Ids compare byte by byte (``COLLATE "C"``) as in SQLite, whatever the database's
locale: the same order in listings, and an id prefix is an index range. Never edit a migration
that shipped; append a new one.

Append-only tables get a statement-level trigger that aborts any UPDATE, DELETE or TRUNCATE:
the audit trail, events, decisions and tool calls have no rewrite path even for code (or a person
at ``psql``) that tries. ``side_effects`` allows exactly one update, ``started → ok|failed``.
"""

from __future__ import annotations

_APPEND_ONLY = ("legs", "events", "tool_calls", "requests", "responses", "audit")

_V1 = """
CREATE TABLE arena_meta (key text PRIMARY KEY, value text NOT NULL);

CREATE TABLE runs (
    id               text COLLATE "C" PRIMARY KEY,
    arena            text NOT NULL,
    item_id          text NOT NULL,
    item             jsonb NOT NULL,
    adapter          text NOT NULL,
    endpoint         jsonb NOT NULL,
    tools_module     text NOT NULL,
    check_spec       jsonb NOT NULL,
    mode             text NOT NULL CHECK (mode IN ('scripted', 'human', 'eval')),
    status           text NOT NULL CHECK (status IN ('waiting', 'resuming', 'completed', 'failed')),
    durable          boolean NOT NULL,
    legs             integer NOT NULL,
    error            text,
    checks           jsonb,
    created_at       timestamptz NOT NULL,
    updated_at       timestamptz NOT NULL,
    created_by       text NOT NULL,
    claim_owner      text,
    claim_expires_at timestamptz
);
CREATE INDEX runs_by_status ON runs (status, created_at);
CREATE INDEX runs_by_created ON runs (created_at);

CREATE TABLE legs (
    run_id      text COLLATE "C" NOT NULL REFERENCES runs (id),
    leg         integer NOT NULL,
    status      text NOT NULL,
    message     text NOT NULL,
    error       text,
    session     jsonb,
    durable     boolean NOT NULL,
    owner       text,
    started_at  timestamptz,
    finished_at timestamptz NOT NULL,
    duration_s  double precision,
    usage       jsonb,
    PRIMARY KEY (run_id, leg)
);

CREATE TABLE events (
    run_id text COLLATE "C" NOT NULL REFERENCES runs (id),
    seq    integer NOT NULL,
    leg    integer NOT NULL,
    type   text NOT NULL,
    data   jsonb NOT NULL,
    at     timestamptz NOT NULL,
    PRIMARY KEY (run_id, seq)
);

CREATE TABLE tool_calls (
    run_id     text COLLATE "C" NOT NULL REFERENCES runs (id),
    seq        integer NOT NULL,
    call_id    text NOT NULL,
    tool       text NOT NULL,
    args       jsonb NOT NULL,
    leg        integer NOT NULL,
    status     text NOT NULL,
    result     text NOT NULL,
    request_id text COLLATE "C",
    at         timestamptz NOT NULL,
    PRIMARY KEY (run_id, seq)
);

CREATE TABLE requests (
    id         text COLLATE "C" PRIMARY KEY,
    run_id     text COLLATE "C" NOT NULL REFERENCES runs (id),
    leg        integer NOT NULL,
    action     text NOT NULL,
    tool_name  text,
    args       jsonb NOT NULL,
    prompt     text NOT NULL,
    reason     text NOT NULL,
    options    jsonb NOT NULL,
    details    jsonb NOT NULL,
    native_id  text,
    created_at timestamptz NOT NULL,
    expires_at timestamptz
);
CREATE INDEX requests_by_run ON requests (run_id, created_at);
CREATE INDEX requests_by_created ON requests (created_at);

CREATE TABLE responses (
    request_id  text COLLATE "C" PRIMARY KEY REFERENCES requests (id),  -- one answer per request
    run_id      text COLLATE "C" NOT NULL,
    option_id   text,
    text        text,
    edited_args jsonb,
    responder   text NOT NULL,
    role        text,
    interface   text NOT NULL,
    note        text,
    at          timestamptz NOT NULL
);

CREATE TABLE side_effects (
    run_id      text COLLATE "C" NOT NULL REFERENCES runs (id),
    request_id  text COLLATE "C" NOT NULL,
    tool        text NOT NULL,
    occurrence  integer NOT NULL,
    leg         integer NOT NULL,
    args        jsonb NOT NULL,
    status      text NOT NULL CHECK (status IN ('started', 'ok', 'failed')),
    owner       text NOT NULL,
    result      text,
    started_at  timestamptz NOT NULL,
    finished_at timestamptz,
    UNIQUE (run_id, request_id, tool, occurrence)
);

CREATE TABLE audit (
    seq        bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    run_id     text COLLATE "C" NOT NULL,
    request_id text COLLATE "C",
    transition text NOT NULL,
    actor      text NOT NULL,
    role       text,
    interface  text NOT NULL,
    at         timestamptz NOT NULL,
    note       text
);
CREATE INDEX audit_by_run ON audit (run_id, seq);

CREATE FUNCTION arena_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION '% is append-only', TG_TABLE_NAME;
END $$;

CREATE FUNCTION arena_side_effect_finish_once() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF OLD.status <> 'started' OR NEW.status = 'started'
       OR (NEW.run_id, NEW.request_id, NEW.tool, NEW.occurrence, NEW.leg, NEW.owner)
          IS DISTINCT FROM (OLD.run_id, OLD.request_id, OLD.tool, OLD.occurrence, OLD.leg, OLD.owner)
       OR NEW.args IS DISTINCT FROM OLD.args OR NEW.started_at IS DISTINCT FROM OLD.started_at
    THEN
        RAISE EXCEPTION 'a side effect reports its outcome once (started -> ok|failed)';
    END IF;
    RETURN NEW;
END $$;

CREATE TRIGGER side_effects_append_only BEFORE DELETE OR TRUNCATE ON side_effects
FOR EACH STATEMENT EXECUTE FUNCTION arena_append_only();
CREATE TRIGGER side_effects_finish_once BEFORE UPDATE ON side_effects
FOR EACH ROW EXECUTE FUNCTION arena_side_effect_finish_once();
""" + "".join(
    f"CREATE TRIGGER {t}_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON {t}\n"
    "FOR EACH STATEMENT EXECUTE FUNCTION arena_append_only();\n"
    for t in _APPEND_ONLY
)

# Version 2: operators and their roles, hashed tokens for non-CLI interfaces, one vote per
# operator per request (M-of-N quorum), and the log of operator changes (arena.identity).
_V2 = """
CREATE TABLE operators (
    name       text COLLATE "C" PRIMARY KEY,
    roles      jsonb NOT NULL,
    logins     jsonb NOT NULL,
    created_at timestamptz NOT NULL,
    removed_at timestamptz
);

CREATE TABLE operator_tokens (
    id         text COLLATE "C" PRIMARY KEY,
    operator   text COLLATE "C" NOT NULL REFERENCES operators (name),
    hash       text NOT NULL,
    created_at timestamptz NOT NULL,
    revoked_at timestamptz
);

CREATE TABLE operator_log (
    seq      bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    operator text COLLATE "C" NOT NULL,
    change   text NOT NULL,
    actor    text NOT NULL,
    at       timestamptz NOT NULL,
    note     text
);

CREATE TABLE votes (
    request_id     text COLLATE "C" NOT NULL REFERENCES requests (id),
    run_id         text COLLATE "C" NOT NULL,
    voter          text NOT NULL,
    role           text,
    interface      text NOT NULL,
    option_id      text,
    text           text,
    edited_args    jsonb,
    note           text,
    verified       boolean NOT NULL,
    entered_by     text,
    policy_version text,
    rule           text,
    at             timestamptz NOT NULL,
    UNIQUE (request_id, voter)
);
""" + "".join(
    f"CREATE TRIGGER {t}_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON {t}\n"
    "FOR EACH STATEMENT EXECUTE FUNCTION arena_append_only();\n"
    for t in ("operator_log", "votes")
)

#: Version 3: the audit trail becomes a hash chain (arena.store.chain).
_V3 = "ALTER TABLE audit ADD COLUMN subject text, ADD COLUMN prev_hash text, ADD COLUMN hash text;"

#: Version 4: each claim carries a fencing token (arena.runs.guard; the SQLite schema's _V4).
_V4 = "ALTER TABLE runs ADD COLUMN claim_token bigint NOT NULL DEFAULT 0;"

#: Version 5: the ``needs_reconciliation`` run status (a side effect ran, its outcome unrecorded).
_V5 = """
ALTER TABLE runs DROP CONSTRAINT runs_status_check;
ALTER TABLE runs ADD CONSTRAINT runs_status_check
    CHECK (status IN ('waiting', 'resuming', 'completed', 'failed', 'needs_reconciliation'));
"""

#: A time as ``codec.ts`` writes it, from a ``timestamptz`` (the JSON columns below hold text).
_TS = """to_char({0} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"+00:00"')"""

#: Version 6: a leg's events and tool calls are two ``jsonb`` columns of its ``legs`` row, as in
#: the SQLite schema's version 10 (arrays in ``seq`` order; ``events`` and ``tool_calls`` become
#: read-only views with the old columns and types). The migration runs as the owner, who may
#: lift ``legs``' append-only trigger for the one UPDATE that fills the new columns.
_V6 = f"""
DO $$
BEGIN
    IF EXISTS (SELECT 1 FROM events x WHERE NOT EXISTS
               (SELECT 1 FROM legs l WHERE l.run_id = x.run_id AND l.leg = x.leg))
       OR EXISTS (SELECT 1 FROM tool_calls y WHERE NOT EXISTS
               (SELECT 1 FROM legs l WHERE l.run_id = y.run_id AND l.leg = y.leg))
    THEN
        RAISE EXCEPTION 'an event or tool call has no leg row of its leg; nothing was migrated';
    END IF;
END $$;
ALTER TABLE legs ADD COLUMN events jsonb NOT NULL DEFAULT '[]',
    ADD COLUMN calls jsonb NOT NULL DEFAULT '[]';
ALTER TABLE legs DISABLE TRIGGER legs_append_only;
UPDATE legs l SET
    events = COALESCE((SELECT jsonb_agg(jsonb_build_array(e.seq, e.leg, e.type, e.data,
                                                          {_TS.format("e.at")}) ORDER BY e.seq)
                       FROM events e WHERE e.run_id = l.run_id AND e.leg = l.leg), '[]'),
    calls = COALESCE((SELECT jsonb_agg(jsonb_build_array(t.seq, t.call_id, t.tool, t.args, t.leg,
                                                         t.status, t.result, t.request_id,
                                                         {_TS.format("t.at")}) ORDER BY t.seq)
                      FROM tool_calls t WHERE t.run_id = l.run_id AND t.leg = l.leg), '[]');
ALTER TABLE legs ENABLE TRIGGER legs_append_only;
DROP TABLE events;
DROP TABLE tool_calls;
CREATE VIEW events AS
SELECT l.run_id, (e.value->>0)::integer AS seq, (e.value->>1)::integer AS leg,
    e.value->>2 AS type, e.value->3 AS data, (e.value->>4)::timestamptz AS at
FROM legs l CROSS JOIN LATERAL jsonb_array_elements(l.events) AS e(value);
CREATE VIEW tool_calls AS
SELECT l.run_id, (t.value->>0)::integer AS seq, t.value->>1 AS call_id, t.value->>2 AS tool,
    t.value->3 AS args, (t.value->>4)::integer AS leg, t.value->>5 AS status,
    t.value->>6 AS result, (t.value->>7)::text COLLATE "C" AS request_id,
    (t.value->>8)::timestamptz AS at
FROM legs l CROSS JOIN LATERAL jsonb_array_elements(l.calls) AS t(value);
"""

#: Version 7 changes no table (a comment only, which as every migration the owner writes): it
#: keeps releases before it off the store, as the SQLite schema's version 11 does. They ignore
#: the identity ``arena_meta`` holds (postgres_home), so one resumed a database marked moved
#: beside the clone adopted in its place, booking each approval twice (durable35).
_V7 = """
COMMENT ON TABLE arena_meta IS 'hitl-arena: its store_id, home and moved_to rows say which '
    'database is the store; a release that ignores them must not open it (schema 7)';
"""

#: Version 8: the seconds each request of a run may wait kept with the run (the SQLite schema's
#: _V12: a resumed leg's new request never expired, durable43). NULL: never.
_V8 = "ALTER TABLE runs ADD COLUMN request_ttl_s double precision;"

#: Index i holds the script that takes a store from version i to version i + 1.
MIGRATIONS: tuple[str, ...] = (_V1, _V2, _V3, _V4, _V5, _V6, _V7, _V8)
SCHEMA_VERSION = len(MIGRATIONS)
