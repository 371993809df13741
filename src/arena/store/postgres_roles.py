"""A PostgreSQL role layout where the application owns nothing it could use to disable triggers.

The append-only triggers hold against the application only if it cannot remove them: in
PostgreSQL the *owner* of a table may ``ALTER TABLE ... DISABLE TRIGGER`` or ``DROP TRIGGER``.
So two roles (docs/operator.md):

- an **owner** role creates the schema and runs the migrations (``arena`` once, at install or
  upgrade, with the owner's URL); it is not used otherwise;
- an **application** role — what workers and operators' commands connect as — owns nothing:
  it may read everything, append rows, and update the two mutable tables (``runs``: status and
  claims; ``side_effects``: an outcome, once), plus use the audit sequence. It cannot alter or
  drop a table or a trigger, and (not being a superuser) cannot set ``session_replication_role``.

Whoever holds the owner role can still rewrite history; the hash chain (:mod:`arena.store.chain`)
makes that visible.
"""

from __future__ import annotations

import re

_NAME = re.compile(r"^[a-z_][a-z0-9_]*$")


def app_grants(schema: str, app_role: str) -> str:
    """The statements (run as the owner, after migrating) that let ``app_role`` use the store."""
    for name in (schema, app_role):
        if not _NAME.match(name):
            raise ValueError(f"{name!r}: use a plain lower-case identifier")
    return f"""
REVOKE ALL ON SCHEMA {schema} FROM PUBLIC;
GRANT USAGE ON SCHEMA {schema} TO {app_role};
GRANT SELECT, INSERT ON ALL TABLES IN SCHEMA {schema} TO {app_role};
GRANT UPDATE ON {schema}.runs, {schema}.side_effects TO {app_role};
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA {schema} TO {app_role};
"""


__all__ = ["app_grants"]
