"""The HTTP transport and response streams that hold a framework's model requests to its leg.

:mod:`arena.deadline` keeps the leg's deadline and route (context variables) and the clients;
these classes apply them to each request and each chunk of its answer: the request goes to its
run's URL, its timeouts are clamped to the leg's time left, a body still arriving past the
deadline is cut, and the leg's record of its requests (:class:`arena.flights.Flights`) is
written as they go. Built once over the installed httpx flavour (:func:`arena.deadline.http`),
on first use, so importing the runner imports no HTTP stack.
"""

from __future__ import annotations

import functools
import threading
from collections.abc import Iterator
from typing import Any

from arena.deadline import _check, _clamp, _no_tls, _route, _tls, http, remaining
from arena.flights import Flights, failure, own_limit


class _Types:
    """The transport classes, made once over :func:`http`'s module."""

    def __init__(self, h: Any) -> None:
        class DeadlineExceeded(h.ReadTimeout):  # type: ignore[misc,name-defined]
            """A model request still running when its leg's time ran out."""

        class SyncStream(h.SyncByteStream):  # type: ignore[misc,name-defined]
            def __init__(
                self, inner: Any, deadline: float, request: Any, on: Flights | None = None
            ) -> None:
                self._inner, self._deadline, self._request = inner, deadline, request
                self._on, self._chosen = on, request  # its fault read only if needed (Flights)
                self._wait: list[Any] | None = None  # one record for every chunk's wait

            def _begin(self, on: Flights) -> list[Any]:
                self._wait = on.begin(self._chosen)
                return self._wait

            def __iter__(self) -> Iterator[bytes]:
                on = self._on  # held for this iteration: close() may drop the stream's meanwhile
                if on is None:
                    for chunk in self._inner:
                        _check(self._deadline, self._request)
                        yield chunk
                    return
                chunks = iter(self._inner)
                while True:
                    wait = on.again(self._wait) or self._begin(on)
                    try:
                        chunk = next(chunks)
                    except StopIteration:
                        on.end(wait)
                        return
                    except Exception as exc:
                        on.end(wait, exc, failure(exc), own_limit(self._request, exc, remaining()))
                        raise
                    on.end(wait)
                    _check(self._deadline, self._request)
                    yield chunk

            def close(self) -> None:
                # The leg's record keeps its last response (``last_answer``), whose stream
                # this is: dropped once closed, both are freed as soon as the leg lets go,
                # not left a cycle for the collector (issue 16, session 44).
                self._on = None
                self._inner.close()

        class AsyncStream(h.AsyncByteStream):  # type: ignore[misc,name-defined]
            """An iterator object rather than an async generator: no generator per response
            for the event loop to track (``sys.set_asyncgen_hooks``)."""

            def __init__(
                self, inner: Any, deadline: float, request: Any, on: Flights | None = None
            ) -> None:
                self._inner, self._deadline, self._request = inner, deadline, request
                self._on, self._chosen = on, request  # its fault read only if needed (Flights)
                self._wait: list[Any] | None = None  # one record for every chunk's wait
                self._chunks: Any = None

            def _begin(self, on: Flights) -> list[Any]:
                self._wait = on.begin(self._chosen)
                return self._wait

            def __aiter__(self) -> AsyncStream:
                self._chunks = self._inner.__aiter__()
                return self

            async def __anext__(self) -> bytes:
                on = self._on  # held for this chunk: aclose() may drop the stream's meanwhile
                if on is None:
                    chunk: bytes = await self._chunks.__anext__()
                else:
                    wait = on.again(self._wait) or self._begin(on)
                    try:
                        chunk = await self._chunks.__anext__()
                    except StopAsyncIteration:
                        on.end(wait)
                        raise
                    except BaseException as exc:  # a cancel at the leg's deadline included
                        on.end(wait, exc, failure(exc), own_limit(self._request, exc, remaining()))
                        raise
                    on.end(wait)
                _check(self._deadline, self._request)
                return chunk

            async def aclose(self) -> None:
                self._on = None  # see SyncStream.close
                await self._inner.aclose()

        class Transport(h.HTTPTransport):  # type: ignore[misc,name-defined]
            """Plain ``http://`` through its own pool; ``https://`` through a second one, made
            with the process's TLS context on the first such request (:func:`_tls`)."""

            def __init__(self) -> None:
                super().__init__(verify=_no_tls())
                self._secure: Any = None
                self._lock = threading.Lock()

            def _https(self) -> Any:
                with self._lock:
                    if self._secure is None:
                        self._secure = h.HTTPTransport(verify=_tls())
                    return self._secure

            def handle_request(self, request: Any) -> Any:
                on = _route(request)
                deadline = _clamp(request)
                wait = on.begin(request) if on is not None else None
                try:
                    if request.url.scheme == "https":
                        response = self._https().handle_request(request)
                    else:
                        response = super().handle_request(request)
                except Exception as exc:
                    if on is not None and wait is not None:
                        on.end(wait, exc, failure(exc), own_limit(request, exc, remaining()))
                    raise
                if on is not None and wait is not None:
                    on.answered(wait, response)
                if deadline is not None:
                    response.stream = SyncStream(response.stream, deadline, request, on)
                return response

            def close(self) -> None:
                super().close()
                if self._secure is not None:
                    self._secure.close()

            def __exit__(self, *exc: Any) -> None:
                super().__exit__(*exc)
                if self._secure is not None:
                    self._secure.__exit__(*exc)

        class AsyncTransport(h.AsyncHTTPTransport):  # type: ignore[misc,name-defined]
            """As :class:`Transport`, for the async clients (one event loop: no lock)."""

            def __init__(self) -> None:
                super().__init__(verify=_no_tls())
                self._secure: Any = None

            def _https(self) -> Any:
                if self._secure is None:
                    self._secure = h.AsyncHTTPTransport(verify=_tls())
                return self._secure

            async def handle_async_request(self, request: Any) -> Any:
                on = _route(request)
                deadline = _clamp(request)
                wait = on.begin(request) if on is not None else None
                try:
                    if request.url.scheme == "https":
                        response = await self._https().handle_async_request(request)
                    else:
                        response = await super().handle_async_request(request)
                except BaseException as exc:  # a cancel at the leg's deadline included
                    if on is not None and wait is not None:
                        on.end(wait, exc, failure(exc), own_limit(request, exc, remaining()))
                    raise
                if on is not None and wait is not None:
                    on.answered(wait, response)
                if deadline is not None:
                    response.stream = AsyncStream(response.stream, deadline, request, on)
                return response

            async def aclose(self) -> None:
                await super().aclose()
                if self._secure is not None:
                    await self._secure.aclose()

            async def __aexit__(self, *exc: Any) -> None:
                await super().__aexit__(*exc)
                if self._secure is not None:
                    await self._secure.__aexit__(*exc)

        self.exceeded = DeadlineExceeded
        self.sync_stream, self.async_stream = SyncStream, AsyncStream
        self.transport = Transport
        self.async_transport = AsyncTransport
        #: Without a leg (a client used on its own) requests keep the OpenAI SDK's own limits.
        self.timeout = h.Timeout(600.0, connect=10.0)


@functools.cache
def transport_types() -> _Types:
    return _Types(http())
