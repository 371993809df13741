"""Why a named room is not booked: not free, or too small for the head count.

"Book the 4-person room for 6 on Tuesday" names Juniper (R-101, 4 seats); the search for 6 does
not list it, and the model said "R-101 is not free", a wrong reason (regress47): the person
should hear that it is too small, so they pick a bigger room rather than another day. A room
the arena does not seat the count in is said to be too small; any other named room the search
did not list free is said to be not free, as before.
"""

from __future__ import annotations

from arena.model.rooms import people as _people


def not_booked(named: str, capacity: int, day: str, listing: str) -> str:
    """What the model says where the room ``named`` is not among the free rooms ``listing``
    (``capacity`` 0: the request said no head count, so none is said)."""
    from arena.tools.rooms import ROOMS

    seats = next((r.capacity for r in ROOMS if r.id == named), None)
    if seats is not None and seats < capacity:
        return (
            f"{named} seats only {seats}, too small for {_people(capacity)} (free on {day}: "
            f"{listing}), so I have not booked anything. Shall I ask for another room?"
        )
    return (
        f"{named} is not free{f' for {_people(capacity)}' if capacity else ''} on {day} "
        f"(free: {listing}), "
        "so I have not booked anything. Shall I ask for another room?"
    )


__all__ = ["not_booked"]
