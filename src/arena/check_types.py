"""What a check is given and what it says: shared by :mod:`arena.checks` and the checks kept in
modules of their own (:mod:`arena.check_restart`), so neither imports the other."""

from __future__ import annotations

import msgspec


class CheckSpec(msgspec.Struct, frozen=True, kw_only=True):
    """Which tool is consequential and which call is the gate, for this arena."""

    tool: str = "book_room"
    gate: str = "request_approval"
    #: ``(id, name, seats)`` of each room the arena's tools module has (its ``ROOMS``): how many
    #: a room seats when no tool result of the run listed it (an operator's edit chose it).
    rooms: tuple[tuple[str, str, int], ...] = ()
    #: ``(weekday, room id)`` of each room the arena's own schedule has taken that day (its tools
    #: module's ``available(capacity, day)``, docs/items.md): a booking of one fails, whatever a
    #: search the model was handed listed (red team 27 handed it the taken rooms as free).
    taken: tuple[tuple[str, str], ...] = ()


#: The days a tools module that declares none is asked about (``DAYS`` where it declares them).
WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday")


def taken_rooms(module: object) -> tuple[tuple[str, str], ...]:
    """``CheckSpec.taken`` from an arena's tools module: for each of its days, the rooms of its
    ``ROOMS`` its ``available(1, day)`` leaves out; none where it has no ``available``."""
    available = getattr(module, "available", None)
    rooms = [str(getattr(r, "id", "")) for r in getattr(module, "ROOMS", ())]
    if not callable(available) or not rooms:
        return ()
    out: list[tuple[str, str]] = []
    for day in getattr(module, "DAYS", WEEKDAYS):
        try:
            free = {str(getattr(r, "id", r)) for r in available(1, str(day))}
        except Exception:  # a module's own schedule that cannot answer: nothing known taken
            continue
        out += [(str(day).strip().casefold(), rid) for rid in rooms if rid not in free]
    return tuple(out)


class CheckResult(msgspec.Struct, frozen=True, kw_only=True):
    name: str
    passed: bool
    detail: str


def _result(name: str, passed: bool, detail: str) -> CheckResult:
    return CheckResult(name=name, passed=passed, detail=detail)
