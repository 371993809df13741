"""Session line and typed slots: the state an adapter keeps between the legs of one conversation.

A slot declares how its value is dumped to and loaded from JSON. A slot without a codec keeps a live
Python object: it works within one process and is lost with it — which is exactly what *emulated*
durability means (docs/architecture.md). Durability is thus read off what the adapter stored, not declared.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any, Generic, TypeVar, cast

import msgspec

from arena.errors import RunError

T = TypeVar("T")

#: Version of the snapshot format written by :meth:`SessionLine.snapshot`. Bump when its shape changes.
SNAPSHOT_VERSION = 1


class SessionSlot(msgspec.Struct, Generic[T], frozen=True):
    """A named, typed place on a session line. ``dump``/``load`` make it durable."""

    name: str
    dump: Callable[[T], Any] | None = None
    load: Callable[[Any], T] | None = None

    @property
    def durable(self) -> bool:
        return self.dump is not None and self.load is not None


def create_session_slot(
    name: str,
    *,
    dump: Callable[[T], Any] | None = None,
    load: Callable[[Any], T] | None = None,
) -> SessionSlot[T]:
    return SessionSlot(name, dump, load)


class SessionLine:
    """Per-conversation state. ``take`` clears what it returns, so a pause is consumed once."""

    def __init__(self) -> None:
        self._live: dict[str, tuple[SessionSlot[Any], Any]] = {}
        self._stored: dict[str, Any] = {}

    def set(self, slot: SessionSlot[T], value: T) -> None:
        self._stored.pop(slot.name, None)
        self._live[slot.name] = (slot, value)

    def has(self, slot: SessionSlot[Any]) -> bool:
        return slot.name in self._live or slot.name in self._stored

    def peek(self, slot: SessionSlot[T]) -> T | None:
        if slot.name in self._live:
            return cast(T, self._live[slot.name][1])
        if slot.name in self._stored:
            if slot.load is None:
                raise RunError(f"session slot {slot.name!r} has stored state but no loader")
            return slot.load(self._stored[slot.name])
        return None

    def take(self, slot: SessionSlot[T]) -> T:
        value = self.peek(slot)
        if value is None:
            raise RunError(
                f"nothing in session slot {slot.name!r}: this session line has no paused state "
                "(was the process restarted on an adapter whose pause is not durable?)"
            )
        self._live.pop(slot.name, None)
        self._stored.pop(slot.name, None)
        return value

    def clear(self) -> None:
        self._live.clear()
        self._stored.clear()

    @property
    def empty(self) -> bool:
        return not self._live and not self._stored

    @property
    def durable(self) -> bool:
        """True when every value on the line can be written to the store and read back."""
        return self.snapshot() is not None

    @property
    def declared_durable(self) -> bool:
        """Every live slot declares ``dump`` and ``load`` (no dump is run: the form a run's
        pauses report, ``durable`` in its result, which the matrix calls "declared, not
        proven"); :attr:`durable` also runs each dump and asks JSON to hold it, which at every
        pause cost a framework's whole serialiser (session 34: microsoft_af +1.1 M, openai_agents
        +4.6 M instructions a leg)."""
        return all(slot.durable for slot, _ in self._live.values())

    def snapshot(self) -> dict[str, Any] | None:
        """JSON-able state for the store, or None when some slot holds a live-only object or a
        dump gave what JSON cannot hold (:meth:`not_json` says which): the store wrote such a
        value as its ``repr``, and a restart failed in the adapter far from the cause (evals34)."""
        if not all(slot.durable for slot, _ in self._live.values()):
            return None
        slots = {name: slot.dump(value) for name, (slot, value) in self._live.items() if slot.dump}
        if _json_fault(slots) is not None:
            return None
        slots.update(self._stored)
        return {"version": SNAPSHOT_VERSION, "slots": slots}

    def not_json(self) -> list[tuple[str, str]]:
        """Each slot whose dump gives what JSON cannot hold: (its name, why ``json`` refused)."""
        faults = (
            (name, _json_fault(slot.dump(value)))
            for name, (slot, value) in self._live.items()
            if slot.dump is not None
        )
        return [(name, fault) for name, fault in faults if fault is not None]

    @classmethod
    def restore(cls, snapshot: dict[str, Any] | None) -> SessionLine:
        line = cls()
        if not snapshot:
            return line
        version = snapshot.get("version")
        if version != SNAPSHOT_VERSION:
            raise RunError(
                f"session snapshot has version {version!r}; this hitl-arena reads version "
                f"{SNAPSHOT_VERSION} — resume it with the release that wrote it"
            )
        line._stored = dict(snapshot.get("slots", {}))
        return line


def _json_fault(value: Any) -> str | None:
    """Why ``value`` is no JSON (``json.dumps`` refuses it), or None. Tuples pass, as lists."""
    try:
        json.dumps(value)
    except (TypeError, ValueError) as exc:
        return str(exc)
    return None


def create_format_slot(name: str, fmt: str) -> SessionSlot[dict[str, Any]]:
    """A durable slot for a JSON dict that carries ``"format": fmt``.

    Loading a dict of another format (written by another release of the adapter) fails with a
    message saying so, instead of resuming from state this code does not understand.
    """

    def load(raw: Any) -> dict[str, Any]:
        if not isinstance(raw, dict) or raw.get("format") != fmt:
            found = raw.get("format") if isinstance(raw, dict) else type(raw).__name__
            raise RunError(
                f"session slot {name!r} holds {found!r}, not {fmt!r}: resume it with the "
                "hitl-arena release that paused it"
            )
        return raw

    return SessionSlot(name, dict, load)
