"""The one event loop every synchronous :class:`~arena.drive.Driver` in a process runs its legs on."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Callable, Coroutine
from typing import Any, TypeVar

T = TypeVar("T")


class _Loop:
    """The one event loop every synchronous driver in this process runs its legs on.

    Adapters keep HTTP clients bound to the loop they were first used on, and those clients close
    themselves on whichever loop is running when they are garbage-collected. One long-lived loop on
    a daemon thread keeps both on the same loop: a fresh loop per leg (``asyncio.run``) breaks the
    second leg, and a loop per driver makes the next driver's loop close the previous one's clients.
    """

    _lock = threading.Lock()
    _loop: asyncio.AbstractEventLoop | None = None

    @classmethod
    def get(cls) -> asyncio.AbstractEventLoop:
        with cls._lock:
            if cls._loop is None or cls._loop.is_closed():
                loop = asyncio.new_event_loop()
                thread = threading.Thread(
                    target=loop.run_forever, name="arena-drive-loop", daemon=True
                )
                thread.start()
                cls._loop = loop
            return cls._loop

    @classmethod
    def run(cls, make: Callable[[], Coroutine[Any, Any, T]]) -> T:
        return asyncio.run_coroutine_threadsafe(make(), cls.get()).result()


def run_on_shared_loop(make: Callable[[], Coroutine[Any, Any, T]]) -> T:
    """Run the coroutine ``make()`` builds on the shared loop and wait for its result."""
    return _Loop.run(make)
