"""What a check is given and what it says: shared by :mod:`arena.checks` and the checks kept in
modules of their own (:mod:`arena.check_restart`), so neither imports the other."""

from __future__ import annotations

import functools
from typing import NamedTuple

import msgspec


class CheckSpec(msgspec.Struct, frozen=True, kw_only=True, dict=True):
    """Which tool is consequential and which call is the gate, for this arena. ``dict=True``:
    what the booking checks look up in ``rooms`` and ``taken`` is indexed once per spec
    (:attr:`schedule`), not worked out again for every booking checked (issue 16)."""

    tool: str = "book_room"
    gate: str = "request_approval"
    #: ``(id, name, seats)`` of each room the arena's tools module has (its ``ROOMS``): how many
    #: a room seats when no tool result of the run listed it (an operator's edit chose it).
    rooms: tuple[tuple[str, str, int], ...] = ()
    #: ``(weekday, room id)`` of each room the arena's own schedule has taken that day (its tools
    #: module's ``available(capacity, day)``, docs/items.md): a booking of one fails, whatever a
    #: search the model was handed listed (red team 27 handed it the taken rooms as free).
    taken: tuple[tuple[str, str], ...] = ()
    #: The arena's instructions (its tools module's ``SYSTEM_PROMPT``) as
    #: :func:`arena.offered.system_words` keeps them, and its tools as
    #: :func:`arena.offered.harness_key` does: what every model request of a run must carry and
    #: offer (:mod:`arena.model_given`; red team 31). Empty: not judged (an eval's own agent).
    instructions: str = ""
    tools: tuple[str, ...] = ()
    #: Each item's task of the arena (its ``input``, as :func:`arena.offered.system_words` keeps
    #: a system text): words beside the instructions may not carry another item's, one
    #: person's request in the next person's prompt (:func:`arena.model_given.others_tasks`;
    #: red team 36b). Empty: not judged.
    tasks: tuple[str, ...] = ()

    @functools.cached_property
    def schedule(self) -> Schedule:
        """``rooms`` and ``taken`` indexed by room and weekday (:func:`schedule`); read it, do
        not change it: every check of this spec gets the same one."""
        return schedule(self)


class Schedule(NamedTuple):
    """A spec's room table and taken rooms as the booking checks look them up (every key and id
    as ``str(x).strip().casefold()`` reads it), made once per spec (:attr:`CheckSpec.schedule`)."""

    #: A room's id or name -> the ids of the rooms it names.
    ids: dict[str, frozenset[str]]
    #: A room's id or name -> its seats (the first room of the table it names).
    seats: dict[str, int]
    #: A weekday (:func:`arena.booking_days.known_day`) -> the ids taken that day.
    taken: dict[str, frozenset[str]]
    #: A room's name -> its id (the last room of that name).
    names: dict[str, str]
    #: A room's id, case-folded as written -> its name as written (the last room of that id).
    table: dict[str, str]


def schedule(spec: CheckSpec) -> Schedule:
    """:class:`Schedule` of ``spec``'s ``rooms`` and ``taken``."""
    from arena.booking_days import known_day

    ids: dict[str, set[str]] = {}
    seats: dict[str, int] = {}
    for rid, name, n in spec.rooms:
        for key in (_norm(rid), _norm(name)):
            ids.setdefault(key, set()).add(_norm(rid))
            seats.setdefault(key, n)
    taken: dict[str, set[str]] = {}
    for d, rid in spec.taken:
        if (weekday := known_day(d)) is not None:
            taken.setdefault(weekday, set()).add(_norm(rid))
    return Schedule(
        ids={k: frozenset(v) for k, v in ids.items()},
        seats=seats,
        taken={k: frozenset(v) for k, v in taken.items()},
        names={_norm(n): _norm(rid) for rid, n, _ in spec.rooms},
        table={rid.casefold(): name for rid, name, _ in spec.rooms},
    )


def _norm(value: object) -> str:
    return str(value).strip().casefold()


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
