"""Live updates for an open inbox: server-sent events when the queue changes, and static files.

The browser keeps one ``EventSource`` on ``/events``; the server looks at the store once a second
and sends ``changed`` when what this operator's queue lists differs from what the page was
rendered with, and the page reloads itself. Only their queue counts (the requests they may
decide, with each one's approvals so far, and theirs nobody can answer any more): every open page
reloaded on any request arriving or decided in the store, another role's too, which told a
finance operator each time facilities got a booking. The event names no request. Polling the
store is the portable way (SQLite has no notifications); one look a second per open inbox.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Callable
from pathlib import Path

from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import Response, StreamingResponse

from arena import inbox
from arena.policy import Policy
from arena.store.base import Store

STATIC = Path(__file__).parent / "static"
TYPES = {".css": "text/css; charset=utf-8", ".js": "text/javascript; charset=utf-8"}
#: Seconds between two looks at the store (and at whether the server is shutting down), and the
#: longest one stream stays open (the browser reconnects by itself).
POLL_S = 1.0
STREAM_S = 300.0


def fingerprint(
    store: Store, name: str, policy: Policy | None, *, after: str | None = None, limit: int = 500
) -> str:
    """What operator ``name``'s queue page lists, as one string ("" once they are removed):
    the page of ``limit`` requests older than ``after`` (a later page watched the first one,
    and never reloaded for a decision of its own)."""
    op = next((o for o in store.operators() if o.name == name), None)
    if op is None:
        return ""
    queue = inbox.queue_for(store, op, policy=policy, limit=limit, after=after)
    # a request's state too: one passing its deadline moves to the page's Expired list
    mine = ",".join(f"{r.id}:{len(r.approvals)}:{r.state}" for r in queue.mine)
    return f"{mine}|{','.join(r.id for r in queue.unanswerable)}"


async def events(request: Request, look: Callable[[], str]) -> Response:
    """``changed`` each time ``look()`` (a :func:`fingerprint`) says something else; the stream
    ends when the server shuts down (``app.state.closing()``, set by ``arena serve``): uvicorn
    waits for open connections, and Ctrl-C left the server running as long as an inbox was open
    (users tester 33)."""
    closing: Callable[[], bool] = getattr(request.app.state, "closing", lambda: False)

    async def stream() -> AsyncIterator[str]:
        seen = await run_in_threadpool(look)
        yield "retry: 2000\n\n"
        waited = 0.0
        while waited < STREAM_S:
            await asyncio.sleep(POLL_S)
            waited += POLL_S
            if await request.is_disconnected() or closing():
                return
            now = await run_in_threadpool(look)
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
