"""Live updates for an open inbox: server-sent events when the queue changes, and static files.

The browser keeps one ``EventSource`` on ``/events``; the server looks at the store once a second
and sends ``changed`` when the set of pending requests (or the newest decision) differs from what
the page was rendered with, and the page reloads itself. Polling the store is the portable way
(SQLite has no notifications); one cheap query a second per open inbox.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from pathlib import Path

from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import Response, StreamingResponse

from arena.store.base import Store

STATIC = Path(__file__).parent / "static"
TYPES = {".css": "text/css; charset=utf-8", ".js": "text/javascript; charset=utf-8"}
#: Seconds between two looks at the store, and the longest one stream stays open (the browser
#: reconnects by itself), so a server shutting down never waits on a forgotten tab.
POLL_S = 1.0
STREAM_S = 300.0


def fingerprint(store: Store) -> str:
    pending = store.pending(limit=500)
    return ",".join(r.id for r in pending)


async def events(request: Request, store: Store) -> Response:
    async def stream() -> AsyncIterator[str]:
        seen = await run_in_threadpool(fingerprint, store)
        yield "retry: 2000\n\n"
        waited = 0.0
        while waited < STREAM_S:
            await asyncio.sleep(POLL_S)
            waited += POLL_S
            if await request.is_disconnected():
                return
            now = await run_in_threadpool(fingerprint, store)
            if now != seen:
                seen = now
                yield "event: changed\ndata: queue\n\n"

    return StreamingResponse(
        stream(),
        media_type="text/event-stream",
        headers={"Cache-Control": "no-store", "X-Content-Type-Options": "nosniff"},
    )


def static(name: str) -> Response:
    path = STATIC / name
    return Response(
        path.read_bytes(),
        media_type=TYPES[path.suffix],
        headers={"X-Content-Type-Options": "nosniff", "Cache-Control": "no-cache"},
    )
