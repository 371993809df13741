"""The store's announcements that a run may be ready: PostgreSQL LISTEN/NOTIFY, reconnecting.

The store issues ``NOTIFY arena_ready '<schema> <run id>'`` in the transaction that stores an
answer or releases a claim (:attr:`arena.store.sql.SQLStore.notify_ready`), so a notification
arrives once that transaction committed — never for an answer that was rolled back. A
notification is a hint, not a promise: the worker checks the run and claims it itself.

Notifications sent while no connection listens are lost (a server restart, a network cut), so
every (re)connection asks the caller to sweep the store once (``on_connect``).
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Callable

from arena.store.postgres import CHANNEL

#: How long one wait for notifications lasts before the stop flag is looked at again.
POLL_S = 0.5
#: Pauses between attempts to reconnect, growing up to the last one.
BACKOFF_S = (0.2, 0.5, 1.0, 2.0, 5.0)


async def listen(
    url: str,
    *,
    on_run: Callable[[str], None],
    on_connect: Callable[[], None],
    stop: asyncio.Event,
    say: Callable[[str], None],
) -> None:
    """Call ``on_run(run_id)`` for each notification of this store's schema until ``stop``."""
    import psycopg

    failures = 0
    while not stop.is_set():
        try:
            conn = await psycopg.AsyncConnection.connect(url, autocommit=True, connect_timeout=5)
        except psycopg.Error as exc:
            failures += 1
            await _pause(stop, failures, say, f"cannot listen for answers ({_first(exc)})")
            continue
        try:
            async with conn:
                row = await (await conn.execute("SELECT current_schema()")).fetchone()
                schema = str(row[0]) if row else ""
                await conn.execute(f"LISTEN {CHANNEL}")
                if failures:
                    say("listening for answers again; sweeping for what was missed meanwhile")
                failures = 0
                on_connect()
                while not stop.is_set():
                    async for note in conn.notifies(timeout=POLL_S):
                        where, _, run_id = note.payload.partition(" ")
                        if where == schema and run_id:
                            on_run(run_id)
        except psycopg.Error as exc:
            failures += 1
            await _pause(stop, failures, say, f"lost the connection for answers ({_first(exc)})")


async def _pause(stop: asyncio.Event, failures: int, say: Callable[[str], None], why: str) -> None:
    delay = BACKOFF_S[min(failures, len(BACKOFF_S)) - 1]
    if failures == 1 or failures % 10 == 0:
        say(f"{why}; retrying every {delay:g}s, the sweep still resumes what is ready")
    with contextlib.suppress(TimeoutError):
        await asyncio.wait_for(stop.wait(), delay)


def _first(exc: BaseException) -> str:
    text = str(exc).strip()
    return text.splitlines()[0][:200] if text else type(exc).__name__


__all__ = ["CHANNEL", "listen"]
