"""The schema-version record every SQL backend keeps (docs/architecture.md: an unknown one is refused).

``arena_meta`` holds ``application`` and ``schema_version``; a backend reads it (with the names of
the tables it found) through :func:`stored_version` before touching anything else, and writes it
with :data:`RECORD_VERSION` in the transaction that applied its migrations.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from arena.errors import StoreError

APPLICATION = "hitl-arena"

#: Parameters: application, schema version (as text).
RECORD_VERSION = (
    "INSERT INTO arena_meta (key, value) VALUES ('application', ?), ('schema_version', ?) "
    "ON CONFLICT (key) DO UPDATE SET value = excluded.value"
)


#: Read at the start of every write transaction (see :func:`newer_schema`).
CURRENT_VERSION = "SELECT value FROM arena_meta WHERE key = 'schema_version'"


def newer_schema(location: str, found: object, opened: int) -> StoreError | None:
    """The refusal for a process whose store was migrated after it opened it (None: same schema).

    A process keeps the schema it migrated to in memory; a newer hitl-arena may migrate the
    store meanwhile, and this one's statements were written for the old tables — so it stops
    writing instead of writing rows the new schema would misread.
    """
    if str(found) == str(opened):
        return None
    return StoreError(
        f"store {location} is now at schema version {found}, not {opened} as when this process "
        "opened it (another hitl-arena migrated it); this process does not write to it — "
        "restart it with the hitl-arena that migrated the store"
    )


def stored_version(
    location: str,
    tables: Iterable[str],
    meta: Mapping[str, str] | None,
    *,
    known: int,
    what: str,
) -> int:
    """The store's schema version: 0 when empty; StoreError when foreign, unreadable or newer.

    ``meta`` is the ``arena_meta`` table as a mapping (None when the table is absent); ``what``
    names the container in messages ("an SQLite database", "a PostgreSQL schema").
    """
    if meta is None:
        foreign = sorted(tables)
        if foreign:
            raise StoreError(
                f"{location} is {what} but not a hitl-arena store (it has tables "
                f"{', '.join(foreign[:5])}); point --store / ARENA_STORE elsewhere"
            )
        return 0
    raw = meta.get("schema_version", "")
    if meta.get("application") != APPLICATION or not raw.isdigit():
        raise StoreError(f"{location} has no readable hitl-arena schema version ({raw!r})")
    version = int(raw)
    if version > known:
        raise StoreError(
            f"store {location} has schema version {version}, newer than this hitl-arena "
            f"reads ({known}); upgrade hitl-arena to use it"
        )
    return version
