"""The arena's tool functions without the harness's ``@recorded`` wrapper, plus a record of
which item booked which room (``bench.native.EVENTS``).

``functools.wraps`` keeps name, docstring and signature, so every framework builds the same schema
from these as from the arena's tools.
"""

from __future__ import annotations

import functools
from collections.abc import Awaitable, Callable
from typing import Any

from arena.tools import rooms
from bench.native import APPROVED, EVENTS, ITEM

_search: Any = rooms.search_rooms.__wrapped__  # type: ignore[attr-defined]
#: The booking's confirmation, not the arena's ``book_room``: its body reports each booking to
#: the harness's ledger (the backend's own witness), which is the harness's cost, not a
#: framework's — and a native loop's bookings were reported as strays after the arena's legs.
_book: Any = rooms.confirmation
SYSTEM_PROMPT = rooms.SYSTEM_PROMPT
GATE = rooms.GATE


@functools.wraps(_search)
def search_rooms(capacity: int, day: str) -> str:
    return str(_search(capacity, day))


@functools.wraps(rooms.book_room.__wrapped__)  # type: ignore[attr-defined]
def book_room(room_id: str) -> str:
    EVENTS.append(("book", ITEM.get(), room_id))
    return str(_book(room_id))


def request_approval(summary: str) -> str:
    """Ask a person to approve the booking described in `summary`, then stop and wait."""
    return APPROVED  # runs only once the framework has the person's approval


@functools.wraps(search_rooms)
async def search_rooms_async(capacity: int, day: str) -> str:
    return search_rooms(capacity, day)


@functools.wraps(book_room)
async def book_room_async(room_id: str) -> str:
    return book_room(room_id)


@functools.wraps(request_approval)
async def request_approval_async(summary: str) -> str:
    return request_approval(summary)


SYNC: tuple[Callable[..., str], ...] = (search_rooms, book_room, request_approval)
ASYNC: tuple[Callable[..., Awaitable[str]], ...] = (
    search_rooms_async,
    book_room_async,
    request_approval_async,
)
