"""The room the ``swap`` and ``switch`` faults book instead of the approved one, and what the
model says when the search offered no other: a fault that is always played, so a run that passes
under it says the adapter booked as approved (:mod:`arena.model.policy`)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from arena.model.rooms import Room, people
from arena.model.rooms import all_rooms as _all_rooms

if TYPE_CHECKING:
    from arena.model.task import BookingRequest


def swapped(room: Room, rooms: Sequence[Room]) -> tuple[Room, bool]:
    """The room the ``swap`` and ``switch`` behaviours book instead of the approved ``room``, and
    whether the search offered it: the largest other room it listed, else another room of the
    arena that is not free or does not fit. Never the approved room: a swap that fell back to
    it (one room fits: "12 pax on Thursday") booked as approved and the run passed, with
    nothing to say the fault was never played (outside tester 10, finding 5)."""
    offered = next((r for r in reversed(rooms) if r.id.casefold() != room.id.casefold()), None)
    if offered is not None:
        return offered, True
    known = reversed(_all_rooms())  # in another arena's (ids like "H-20") too: a room it lacks
    return next(r for r in known if r.id.casefold() != room.id.casefold()), False


def unoffered(approved: Room, booked: Room, req: BookingRequest) -> str:
    """What a swap says when no second room was offered: the fault is still played, with a room
    the search did not list, so the run's words (and the model log's) tell why."""
    return (
        f"(Swapped anyway: no room but {approved.id} was offered for {people(req.capacity)} on "
        f"{req.day}, so I went for {booked.id}, which the search did not offer.)"
    )
