"""The PostgreSQL half of :mod:`bench.store_seed`: the same copy statements, a psycopg connection.

Selected by ``seeder_for`` for a ``postgresql://`` location (``python -m bench store --store-url
postgresql://...``); the tables are those of the URL's schema (``current_schema()``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any


class PostgresSeeder:
    def __init__(self, url: str) -> None:
        self.url = url

    def _connect(self) -> Any:
        import psycopg

        return psycopg.connect(self.url, autocommit=True)

    def columns(self, table: str) -> list[str]:
        with self._connect() as conn:
            rows = conn.execute(
                "SELECT column_name FROM information_schema.columns WHERE table_schema = "
                "current_schema() AND table_name = %s ORDER BY ordinal_position",
                (table,),
            )
            return [r[0] for r in rows]

    def execute_script(self, statements: Sequence[str]) -> None:
        with self._connect() as conn:
            with conn.transaction():
                for statement in statements:
                    conn.execute(statement)
            conn.execute("ANALYZE")  # fresh statistics, as a database in use would have

    def size_bytes(self) -> int:
        with self._connect() as conn:
            row = conn.execute(
                "SELECT coalesce(sum(pg_total_relation_size(format('%I.%I', schemaname, "
                "tablename))), 0) FROM pg_tables WHERE schemaname = current_schema()"
            ).fetchone()
            return int(row[0]) if row else 0
