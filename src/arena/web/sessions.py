"""Who is logged in to the inbox: server-side sessions and their CSRF tokens.

A session is a random id in an ``HttpOnly``, ``SameSite=Strict`` cookie (``Secure`` unless the
inbox is served over plain HTTP on a loopback address, where browsers would drop it); the server
keeps which operator it belongs to, so logging out or restarting the inbox ends it, and nothing a
browser holds can be edited into another identity. Every form carries the session's CSRF token;
a POST without it (or with another session's) is refused before anything is read from the form.
"""

from __future__ import annotations

import hmac
import secrets
import threading
import time
from dataclasses import dataclass

COOKIE = "arena_inbox"
#: An idle session ends after this many seconds.
IDLE_S = 8 * 3600


@dataclass(frozen=True, kw_only=True)
class WebSession:
    id: str
    operator: str
    csrf: str
    last_seen: float


class Sessions:
    """In-memory sessions of one inbox process, safe across the server's threads."""

    def __init__(self, *, idle_s: float = IDLE_S) -> None:
        self._by_id: dict[str, WebSession] = {}
        self._lock = threading.Lock()
        self.idle_s = idle_s

    def start(self, operator: str) -> WebSession:
        session = WebSession(
            id=secrets.token_urlsafe(32),
            operator=operator,
            csrf=secrets.token_urlsafe(32),
            last_seen=time.monotonic(),
        )
        with self._lock:
            self._by_id[session.id] = session
        return session

    def get(self, session_id: str | None) -> WebSession | None:
        if not session_id:
            return None
        now = time.monotonic()
        with self._lock:
            session = self._by_id.get(session_id)
            if session is None:
                return None
            if now - session.last_seen > self.idle_s:
                del self._by_id[session_id]
                return None
            fresh = WebSession(
                id=session.id, operator=session.operator, csrf=session.csrf, last_seen=now
            )
            self._by_id[session_id] = fresh
            return fresh

    def end(self, session_id: str | None) -> None:
        with self._lock:
            self._by_id.pop(session_id or "", None)


def csrf_ok(session: WebSession | None, sent: object) -> bool:
    """The form's token is this session's (compared in constant time)."""
    return (
        session is not None
        and isinstance(sent, str)
        and hmac.compare_digest(session.csrf.encode(), sent.encode())
    )
