"""The room a request names by its size, among the rooms a search listed free.

"the 8-person room" names Cedar, the arena's one 8-seat room (:func:`arena.model.size_wish.
sized_room`). "an 8-seat room" asks for a size instead: Cedar where it is free, and where it is
taken the smallest free room that seats at least 8 (regress47: "Book an 8-seat room on Friday
for 6" with Cedar taken booked Aspen, 6 seats, any room fitting the head count, not the size
asked). Where no free room is that big, the first free room that fits the head count is booked,
as before (its question says the size as not checked).
"""

from __future__ import annotations

from arena.model.rooms import Room


def sized_pick(
    sized: tuple[str, int, bool] | None, among: list[Room], listed: bool
) -> list[tuple[int, str]]:
    """``(where said, room id)`` for the room named by its size ``sized`` among ``among`` (the
    search's free rooms where ``listed``, else all the arena's rooms); none where it names none."""
    if not sized:
        return []
    room, at, definite = sized
    if any(r.id == room for r in among) and (definite or listed):
        return [(at, room)]
    if definite or not listed:
        return []
    from arena.tools.rooms import ROOMS

    seats = {r.id: r.capacity for r in ROOMS}
    need = seats.get(room, 0)
    big = [(seats[r.id], r.id) for r in among if seats.get(r.id, 0) >= need]
    return [(at, min(big)[1])] if big else []


__all__ = ["sized_pick"]
