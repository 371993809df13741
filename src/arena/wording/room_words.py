"""The words that name one room, however a caller hands the arena's rooms over.

Answers are read against the arena's rooms (:data:`arena.wording.facts.RoomWords`): each a
name or an id, or the pair that names one room (``("R-102", "Aspen")``). A caller that has the
room objects themselves — ``arena.model.rooms.all_rooms()``, the rooms tool's ``ROOMS`` — passed
them as they are, and ``explain_answer(a, q, rooms=all_rooms())`` raised "TypeError: 'Room'
object is not iterable" from deep inside (outside tester 27). A room object with ``id`` and
``name`` attributes is read as its id and name; anything else is refused saying what is taken.
"""

from __future__ import annotations

from collections.abc import Collection
from typing import Protocol


class NamedRoom(Protocol):
    """A room object known by its id and name (``arena.model.rooms.Room``, the rooms tool's)."""

    @property
    def id(self) -> str: ...

    @property
    def name(self) -> str: ...


#: What a room may be handed over as: a name or an id, the texts that name it, or the room.
RoomLike = str | Collection[str] | NamedRoom

_TAKES = (
    "a room is given as a name or an id ('Aspen'), the texts that name it (('R-102', "
    "'Aspen')), or an object with id and name attributes"
)


def room_words(room: object) -> list[str]:
    """The texts that name ``room`` (:data:`RoomLike`); a ``TypeError`` saying what a room may
    be given as for anything else."""
    if isinstance(room, str):
        return [room]
    named = [getattr(room, attr, None) for attr in ("id", "name")]
    if any(isinstance(word, str) for word in named):
        return [word for word in named if isinstance(word, str)]
    if isinstance(room, Collection) and all(isinstance(word, str) for word in room):
        return list(room)
    raise TypeError(f"{_TAKES}, not {type(room).__name__} {room!r}")
