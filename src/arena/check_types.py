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


class CheckResult(msgspec.Struct, frozen=True, kw_only=True):
    name: str
    passed: bool
    detail: str


def _result(name: str, passed: bool, detail: str) -> CheckResult:
    return CheckResult(name=name, passed=passed, detail=detail)
