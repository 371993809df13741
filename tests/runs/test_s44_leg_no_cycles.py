"""A leg's model requests leave no reference cycle for the collector (issue 16, session 44).

The transport's stream wrapper kept the leg's record (:class:`arena.flights.Flights`), which
keeps the leg's last answer (``last_answer``), whose stream is the wrapper: every leg's record,
its last response and request, their headers and the connection pool's bookkeeping (~93 objects
a vanilla leg, 2,244 a 12-item round) were freed only by the cyclic collector, which then ran
about twice as often as on the native side. A stream drops the record once it is closed.
"""

from __future__ import annotations

import asyncio
import gc
import json
import threading
import weakref
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from arena.deadline import _types, async_client, leg_deadline, sync_client
from arena.flights import Flights


class _Answer(BaseHTTPRequestHandler):
    def do_POST(self) -> None:
        self.rfile.read(int(self.headers.get("content-length") or 0))
        body = json.dumps({"ok": True}).encode()
        self.send_response(200)
        self.send_header("content-type", "application/json")
        self.send_header("content-length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args: object) -> None:
        pass


@pytest.fixture(scope="module")
def base_url() -> Iterator[str]:
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Answer)
    thread = threading.Thread(
        target=server.serve_forever, kwargs={"poll_interval": 0.01}, daemon=True
    )
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/v1"
    finally:
        server.shutdown()
        server.server_close()


@pytest.fixture
def no_collector() -> Iterator[None]:
    """Only reference counting frees anything inside the test."""
    gc.collect()
    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was:
            gc.enable()


def _async_leg(base_url: str) -> tuple[weakref.ref[Flights], weakref.ref[object], bool]:
    async def leg() -> tuple[weakref.ref[Flights], weakref.ref[object], bool]:
        flights = Flights()
        client = async_client()
        with leg_deadline(30.0, flights=flights, endpoint=base_url):
            response = await client.post(f"{base_url}/chat/completions", json={"m": 1})
        await client.aclose()
        answered = flights.last_answer is not None and response.json() == {"ok": True}
        return weakref.ref(flights), weakref.ref(response), answered

    return asyncio.run(leg())


def _sync_leg(base_url: str) -> tuple[weakref.ref[Flights], weakref.ref[object], bool]:
    flights = Flights()
    with sync_client() as client, leg_deadline(30.0, flights=flights, endpoint=base_url):
        response = client.post(f"{base_url}/chat/completions", json={"m": 1})
    answered = flights.last_answer is not None and response.json() == {"ok": True}
    return weakref.ref(flights), weakref.ref(response), answered


@pytest.mark.parametrize("leg", [_async_leg, _sync_leg], ids=["async", "sync"])
def test_a_legs_record_and_its_last_answer_are_freed_without_the_collector(
    base_url: str, no_collector: None, leg: object
) -> None:
    flights, response, answered = leg(base_url)  # type: ignore[operator]
    assert answered  # the record saw the answer: what a failing leg reads back
    assert flights() is None, "the leg's record is only freed by the cyclic collector"
    assert response() is None, "the leg's last answer is only freed by the cyclic collector"


def test_a_record_kept_by_its_leg_still_holds_the_answer_it_saw(base_url: str) -> None:
    """What the leg runner reads when a leg fails (``unreadable_json``) is still there."""

    async def leg() -> Flights:
        flights = Flights()
        async with async_client() as client:
            with leg_deadline(30.0, flights=flights, endpoint=base_url):
                await client.post(f"{base_url}/chat/completions", json={"m": 1})
        return flights

    flights = asyncio.run(leg())
    assert flights.last_answer is not None
    assert flights.last_answer[1].status_code == 200
    assert flights.last_answer[1].content == b'{"ok": true}'
    assert flights.waits and all(w[1] is not None for w in flights.waits)  # each wait closed


class _Inner:
    """A response body whose next chunk waits for ``go`` and then fails (the endpoint cut it)."""

    def __init__(self) -> None:
        self.go = asyncio.Event()
        self.closed = False

    def __aiter__(self) -> _Inner:
        return self

    async def __anext__(self) -> bytes:
        await self.go.wait()
        raise ConnectionResetError("the endpoint cut the answer")

    async def aclose(self) -> None:
        self.closed = True


def test_a_stream_closed_while_its_chunk_is_awaited_still_records_the_failure() -> None:
    """The record is dropped on close, but a chunk already awaited keeps it: its failure is the
    leg's (no ``AttributeError`` on a record gone meanwhile)."""

    async def leg() -> tuple[Flights, bool]:
        flights, inner = Flights(), _Inner()
        stream = _types().async_stream(inner, float("inf"), object(), flights)
        chunks = stream.__aiter__()
        reading = asyncio.ensure_future(chunks.__anext__())
        await asyncio.sleep(0)  # the chunk is awaited
        await stream.aclose()  # closed from elsewhere meanwhile
        inner.go.set()
        with pytest.raises(ConnectionResetError):
            await reading
        return flights, inner.closed

    flights, closed = asyncio.run(leg())
    assert closed
    assert [type(seen) for seen, _, _ in flights.failed] == [ConnectionResetError]
    assert flights.waits and all(w[1] is not None for w in flights.waits)
