"""The leg's deadline, enforced on every model request a framework makes — in any thread.

``asyncio.wait_for`` ends a leg on time, but a framework that runs its agent in a thread
(smolagents, a sync LangGraph graph) cannot be cancelled: its HTTP client went on waiting with
the OpenAI SDK's 600 s read timeout, and a model that drips a byte now and then resets that
timeout forever, so the process could not exit. The runner sets the leg's deadline in a context
variable (threads started with ``asyncio.to_thread`` copy it); the HTTP clients adapters build with
:func:`sync_client` / :func:`async_client` clamp every timeout to what is left of it and give up
mid-body once it has passed, so an abandoned thread ends within moments of its leg.

The clients are of the httpx flavour the installed OpenAI SDK uses (``httpx2`` from 3.x,
``httpx`` before), built on first use so importing the runner imports no HTTP stack.
"""

from __future__ import annotations

import contextvars
import functools
import time
from collections.abc import Iterator
from contextlib import contextmanager
from types import ModuleType
from typing import Any

_DEADLINE: contextvars.ContextVar[float | None] = contextvars.ContextVar(
    "arena_leg_deadline", default=None
)


@contextmanager
def leg_deadline(timeout_s: float) -> Iterator[float]:
    """Model requests made inside (and in tasks and threads started inside) end by then."""
    deadline = time.monotonic() + timeout_s
    token = _DEADLINE.set(deadline)
    try:
        yield deadline
    finally:
        _DEADLINE.reset(token)


def remaining() -> float | None:
    """Seconds left in the current leg; None outside a leg."""
    deadline = _DEADLINE.get()
    return None if deadline is None else deadline - time.monotonic()


@functools.cache
def http() -> ModuleType:
    """The httpx module the OpenAI SDK is built on."""
    from openai import _base_client

    module = getattr(_base_client, "httpx2", None) or getattr(_base_client, "httpx", None)
    assert isinstance(module, ModuleType)
    return module


_TIMEOUTS = ("connect", "read", "write", "pool")


def _clamp(request: Any) -> float | None:
    """Cap the request's timeouts at the leg's time left; the leg's deadline, or None outside a
    leg. (Every model request passes here: one context-variable read, one small dict.)"""
    deadline = _DEADLINE.get()
    if deadline is None:
        return None
    left = deadline - time.monotonic()
    if left <= 0:
        raise _types().exceeded("the leg's time ran out before this model request", request=request)
    timeouts = request.extensions.get("timeout") or {}
    clamped = {
        k: left if (v := timeouts.get(k)) is None else min(float(v), left) for k in _TIMEOUTS
    }
    for k, v in timeouts.items():  # any other limit a client sets is capped too
        if k not in clamped:
            clamped[k] = left if v is None else min(float(v), left)
    request.extensions["timeout"] = clamped
    return deadline


def _check(deadline: float, request: Any) -> None:
    if time.monotonic() > deadline:
        raise _types().exceeded(
            "the leg's time ran out while the model was still sending its answer", request=request
        )


class _Types:
    """The transport classes, made once over :func:`http`'s module."""

    def __init__(self, h: Any) -> None:
        class DeadlineExceeded(h.ReadTimeout):  # type: ignore[misc,name-defined]
            """A model request still running when its leg's time ran out."""

        class SyncStream(h.SyncByteStream):  # type: ignore[misc,name-defined]
            def __init__(self, inner: Any, deadline: float, request: Any) -> None:
                self._inner, self._deadline, self._request = inner, deadline, request

            def __iter__(self) -> Iterator[bytes]:
                for chunk in self._inner:
                    _check(self._deadline, self._request)
                    yield chunk

            def close(self) -> None:
                self._inner.close()

        class AsyncStream(h.AsyncByteStream):  # type: ignore[misc,name-defined]
            """An iterator object rather than an async generator: no generator per response
            for the event loop to track (``sys.set_asyncgen_hooks``)."""

            def __init__(self, inner: Any, deadline: float, request: Any) -> None:
                self._inner, self._deadline, self._request = inner, deadline, request
                self._chunks: Any = None

            def __aiter__(self) -> AsyncStream:
                self._chunks = self._inner.__aiter__()
                return self

            async def __anext__(self) -> bytes:
                chunk: bytes = await self._chunks.__anext__()
                _check(self._deadline, self._request)
                return chunk

            async def aclose(self) -> None:
                await self._inner.aclose()

        class Transport(h.HTTPTransport):  # type: ignore[misc,name-defined]
            def handle_request(self, request: Any) -> Any:
                deadline = _clamp(request)
                response = super().handle_request(request)
                if deadline is not None:
                    response.stream = SyncStream(response.stream, deadline, request)
                return response

        class AsyncTransport(h.AsyncHTTPTransport):  # type: ignore[misc,name-defined]
            async def handle_async_request(self, request: Any) -> Any:
                deadline = _clamp(request)
                response = await super().handle_async_request(request)
                if deadline is not None:
                    response.stream = AsyncStream(response.stream, deadline, request)
                return response

        self.exceeded = DeadlineExceeded
        self.transport = Transport
        self.async_transport = AsyncTransport
        #: Without a leg (a client used on its own) requests keep the OpenAI SDK's own limits.
        self.timeout = h.Timeout(600.0, connect=10.0)


@functools.cache
def _types() -> _Types:
    return _Types(http())


@functools.cache
def _tls() -> Any:
    """One TLS context for every client: building one parses the CA bundle (~0.1 s on a loaded
    machine), and adapters build clients per run — 56 runs starting at once held the event loop
    for seconds, long enough to time out every leg in flight."""
    make = getattr(http(), "create_ssl_context", None)
    return make() if make is not None else True


def sync_client() -> Any:
    """An HTTP client for a framework's OpenAI client, bound by the current leg's deadline."""
    t = _types()
    return http().Client(
        transport=t.transport(verify=_tls()), timeout=t.timeout, follow_redirects=True
    )


def async_client() -> Any:
    t = _types()
    return http().AsyncClient(
        transport=t.async_transport(verify=_tls()), timeout=t.timeout, follow_redirects=True
    )


__all__ = ["async_client", "http", "leg_deadline", "remaining", "sync_client"]
