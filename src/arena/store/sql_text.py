"""The SQL text both backends share (``sql.py`` runs it; placeholders are rewritten per driver)."""

from __future__ import annotations

RUN = "SELECT * FROM runs WHERE id = ?"
#: The run a claim locks, and whether every request it has is answered (``answered``): then
#: the claim's next leg need not offer the store those answers again (``SQLStore._append_leg``).
RUN_TO_CLAIM = (
    "SELECT runs.*, NOT EXISTS (SELECT 1 FROM requests r LEFT JOIN responses s "
    "ON s.request_id = r.id WHERE r.run_id = runs.id AND s.request_id IS NULL) AS answered "
    "FROM runs WHERE id = ?"
)
NEW_RUN = (
    "INSERT INTO runs (id, arena, item_id, item, adapter, endpoint, tools_module, check_spec, "
    "mode, status, durable, legs, error, checks, created_at, updated_at, created_by, "
    "request_ttl_s) VALUES "
    "(:id, :arena, :item_id, :item, :adapter, :endpoint, :tools_module, :check_spec, :mode, "
    ":status, :durable, 1, :error, :checks, :now, :now, :by, :request_ttl_s) "
    "ON CONFLICT (id) DO NOTHING"
)
NEW_REQUEST = (
    "INSERT INTO requests (id, run_id, leg, action, tool_name, args, prompt, reason, options, "
    "details, native_id, created_at, expires_at) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?) "
    # A leg after a partial answer waits on requests an earlier leg stored: kept as they are.
    "ON CONFLICT (id) DO NOTHING"
)
#: A leg's run columns (status, durable, legs, error, checks, updated_at, then the id), by
#: position: the driver binds a named parameter by looking up its name, ~10 % more a statement.
CONTINUE_RUN = (
    "UPDATE runs SET status = ?, durable = ?, legs = ?, error = ?, checks = ?, updated_at = ?, "
    "claim_owner = NULL, claim_expires_at = NULL WHERE id = ?"
)
#: What ``record_leg`` checks of a run this process claimed (legs so far, owner, fencing token).
STILL_CLAIMED = " AND legs = ? AND status = 'resuming' AND claim_owner = ? AND claim_token = ?"
RESPONSE = "SELECT * FROM responses WHERE request_id = ?"
#: An answer's row, stored only under the condition that follows it (``WHERE ...``).
INSERT_RESPONSE = (
    "INSERT INTO responses (request_id, run_id, option_id, text, edited_args, responder, role, "
    "interface, note, at) SELECT ?,?,?,?,?,?,?,?,?,? "
)
ONE_ANSWER = " ON CONFLICT (request_id) DO NOTHING"
#: The order of ``rows.response_values``.
RESPONSE_COLUMNS = (
    "request_id", "run_id", "option_id", "text", "edited_args", "responder", "role", "interface",
    "note", "at",
)  # fmt: skip
REQUEST_COLUMNS = (
    "SELECT r.*, runs.status AS run_status, runs.item_id, runs.adapter, runs.durable, "
    "s.request_id AS s_request_id, s.option_id AS s_option_id, s.text AS s_text, "
    "s.edited_args AS s_edited_args, s.responder AS s_responder, s.role AS s_role, "
    "s.interface AS s_interface, s.note AS s_note, s.at AS s_at "
)
REQUESTS = (
    f"{REQUEST_COLUMNS}FROM requests r JOIN runs ON runs.id = r.run_id "
    "LEFT JOIN responses s ON s.request_id = r.id"
)
#: What ``answer`` checks an answer against, in one statement: the request's expiry and
#: options, its run's status and any answer already stored — not the request's text, arguments
#: and decision context (~2 kB a row to read and decode for nothing).
TO_ANSWER = (
    "SELECT r.id, r.run_id, r.options, r.expires_at, r.created_at, runs.status AS run_status, "
    "s.request_id AS s_request_id, s.option_id AS s_option_id, s.text AS s_text, "
    "s.edited_args AS s_edited_args, s.responder AS s_responder, s.role AS s_role, "
    "s.interface AS s_interface, s.note AS s_note, s.at AS s_at "
    "FROM requests r JOIN runs ON runs.id = r.run_id "
    "LEFT JOIN responses s ON s.request_id = r.id WHERE r.id = ?"
)
REQUESTS_NEWEST_FIRST = (
    f"{REQUEST_COLUMNS}FROM requests r CROSS JOIN runs LEFT JOIN responses s ON s.request_id = r.id"
)
PENDING = (
    f"{REQUESTS_NEWEST_FIRST} WHERE runs.id = r.run_id AND s.request_id IS NULL "
    "AND runs.status IN ('waiting', 'resuming') {keyset}"
    "ORDER BY r.created_at DESC, r.id DESC LIMIT ? OFFSET ?"
)
PENDING_AFTER = "AND r.created_at <= ? AND (r.created_at < ? OR r.id < ?) "
EVENTS = "SELECT * FROM events WHERE run_id = ? ORDER BY seq"
CALLS = "SELECT * FROM tool_calls WHERE run_id = ? ORDER BY seq"
SIDE_EFFECT_BY_KEY = (
    "SELECT * FROM side_effects WHERE run_id = ? AND request_id = ? AND tool = ? AND occurrence = ?"
)
