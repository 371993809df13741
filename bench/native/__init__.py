"""The same booking agent on each framework with no harness: what a user would otherwise write.

Each module drives one framework through its own pause/resume primitive, with the same scripted
model, the same tool functions (the arena's, unwrapped: no ``@recorded``, no run context), the
same system prompt and the same verdict texts as the arena's scripted human. Where the adapter
keeps a framework's state in a framework store (LangGraph's SQLite checkpointer, ADK's SQLite
sessions), the native script uses the same backend, so the ratio measures the harness and not a
choice of database. What the harness adds on top (a context per run, the event and tool-call
log, session slots and their JSON codecs, checks) is exactly what the ratio shows.
"""

from __future__ import annotations

import asyncio
import contextvars
import importlib
import json
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from arena.types import EvalItem

MAX_RESUMES = 3  # as arena.runner.MAX_RESUMES: a run that keeps pausing fails
#: What the arena's scripted human's answers read as (``arena.context.describe_decision``).
APPROVED = "APPROVED by scripted."
DENIED = "DENIED by scripted: do not proceed."

NATIVE: dict[str, str] = {
    "vanilla": "bench.native.vanilla",
    "langgraph": "bench.native.langgraph",
    "openai_agents": "bench.native.openai_agents",
    "pydantic_ai": "bench.native.pydantic_ai",
    "microsoft_af": "bench.native.microsoft_af",
    "google_adk": "bench.native.google_adk",
    "smolagents": "bench.native.smolagents",
    "crewai": "bench.native.crewai",
}


#: The item a native run is working on: set per item by ``run_batch`` (and by crewai's flow per
#: thread), read by ``verdict`` and ``tools.book_room`` to say whose pause or booking it was.
ITEM: contextvars.ContextVar[str | None] = contextvars.ContextVar("bench_native_item", default=None)
#: The frame (its ``id``) that called this item's pause loop: ``run_batch``'s per item, or the
#: thread's, marked by ``pause_loop_in_thread``. A verdict asked by a function that frame called
#: directly was asked after the framework's turn returned; one asked from a tool has the
#: framework's frames in between (red team 6, hole 5: an inline verdict read as a pause).
ENTRY: contextvars.ContextVar[int] = contextvars.ContextVar("bench_native_entry", default=0)
#: How a pause's answer was asked for: after the framework stopped, or from inside its turn.
STOPPED, INLINE = "stopped", "inline"
#: What native runs did, in order: ``("pause", item id, STOPPED or INLINE)`` when a pause is
#: answered and ``("book", item id or None, room)`` when a room is booked. One tuple appended per
#: event (and one frame compared per pause, well under a microsecond), so the timed rounds pay
#: nothing else; ``bench.verify`` reads it after the round.
EVENTS: list[tuple[str, str | None, str]] = []


@dataclass(frozen=True)
class Outcome:
    """How one native run ended: ``completed``/``failed``, pauses answered, final text."""

    status: str
    pauses: int
    message: str = ""

    def to_json(self) -> str:
        return json.dumps(self.__dict__)


def verdict(item: EvalItem, pauses: int) -> tuple[bool, str]:
    """The scripted human's answer to the n-th pause (last one repeats), as arena.runner does."""
    choice = item.resume_with[min(pauses, len(item.resume_with) - 1)] if item.resume_with else ""
    caller = sys._getframe(1).f_back  # the frame that called the one asking
    where = STOPPED if caller is not None and id(caller) == ENTRY.get() else INLINE
    EVENTS.append(("pause", ITEM.get() or item.id, where))
    return (True, APPROVED) if choice == "approve" else (False, DENIED)


class NativeDriver(Protocol):
    """One framework, no harness. ``open`` builds clients for the running event loop."""

    name: str

    async def open(self, base_url: str, model: str) -> None: ...

    async def run(self, item: EvalItem) -> Outcome: ...

    async def close(self) -> None: ...


async def run_batch(
    driver: NativeDriver, items: Sequence[EvalItem], concurrency: int
) -> list[Outcome]:
    """Items with at most ``concurrency`` in flight, like ``arena.runner.run_many``."""
    custom = getattr(driver, "run_batch", None)
    if custom is not None:  # a driver in another process takes the whole batch
        result: list[Outcome] = await custom(items, concurrency)
        return result
    gate = asyncio.Semaphore(max(1, concurrency))

    async def one(item: EvalItem) -> Outcome:
        ITEM.set(item.id)  # this task's own context: the item's tools and pauses read it
        ENTRY.set(id(sys._getframe()))  # driver.run, called from here, answers the pauses
        async with gate:
            try:
                return await driver.run(item)
            except Exception as exc:  # one failure must not stop the batch
                return Outcome("failed", 0, f"{type(exc).__name__}: {exc}")

    return list(await asyncio.gather(*(one(i) for i in items)))


def pause_loop_in_thread() -> None:
    """Called first by a pause loop that runs in a thread of its own (``asyncio.to_thread``, a
    pool): the frame that called that loop becomes the item's entry (see ``ENTRY``)."""
    ENTRY.set(id(sys._getframe(2)))


def load(name: str) -> NativeDriver:
    module = importlib.import_module(NATIVE[name])
    driver: NativeDriver = module.Driver()
    return driver
