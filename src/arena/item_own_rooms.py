"""The rooms of an arena's own tools module, as the item loader reads a request naming one.

The scripted model knows the built-in rooms by name and looks any other name up in the search's
result (:mod:`arena.model.own_names`), so "Book Toren for 9 people on Friday" books T-5 where an
arena's own tools have it. The loader (:mod:`arena.item_reading`) refused such an item as naming
no room, and told the user to name one of the built-in rooms (evals48): here it reads the names
the tools module gives, and says an unknown one with those names (docs/architecture.md, items).
"""

from __future__ import annotations

from collections.abc import Mapping
from types import ModuleType


def own_room_names(tools: ModuleType) -> tuple[str, ...] | None:
    """The room names an arena's own tools module gives in its ``ROOMS`` (objects with a
    ``name``, or a mapping of id to name), ``()`` where it gives none readably; ``None`` for the
    built-in rooms, whose names the scripted model knows. The model looks a name it does not
    know up in the search's result (:mod:`arena.model.own_names`), so "Book Toren for 9 people
    on Friday" is no unread request in an arena whose tools have T-5 Toren (evals48)."""
    if getattr(tools, "__name__", "") == "arena.tools.rooms":
        return None
    rooms = getattr(tools, "ROOMS", ())
    entries = rooms.values() if isinstance(rooms, Mapping) else rooms
    names: list[str] = []
    try:
        for room in entries:
            name = room if isinstance(room, str) else getattr(room, "name", None)
            if name is None and isinstance(room, Mapping):
                name = room.get("name")
            if isinstance(name, str) and name.strip():
                names.append(name.strip())
    except TypeError:  # ROOMS not a collection: no names to read
        return ()
    return tuple(sorted(set(names)))


def unknown_own(name: str, own: tuple[str, ...]) -> str | None:
    """An arena of one's own: a room named as its tools module names one is looked up in the
    search (``None``); one it does not name is said with the arena's own names, not the built-in
    ones; where the module gives no names to read, the run's search decides."""
    from arena.wording.numbers import fold

    if not own or fold(name) in {fold(n) for n in own}:
        return None
    return (
        f"the scripted model cannot understand this input (it asks for a room called {name}, "
        "and this arena's tools module names no room of that name), so it would answer 'I "
        "could not understand the request' without asking or booking, and the item would fail "
        f"on every adapter ('check the item itself'); name one of the rooms ({', '.join(own)}), "
        "or leave the room out, in the input, or give the item expect: no_approval if not being "
        "understood is its point"
    )
