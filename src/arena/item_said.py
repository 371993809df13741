"""Whether an item's input names the rooms its ``meta`` says it asks for (``room``) or rules out
(``avoid``): no agent can know of a room the request never mentions, so such an item failed on
every honest adapter (outside tester 13, finding 5: ``room``; outside tester 21: ``avoid``). Both
are refused when the arena loads, whichever model answers (:mod:`arena.arenas`, docs/items.md).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from arena.item_facts import avoided_rooms

if TYPE_CHECKING:
    from arena.wording.facts import RoomWords


def _said(asked: str, room: str, rooms: RoomWords | None) -> tuple[bool, list[str]]:
    """Whether ``asked`` names ``room``, and the rooms it names: found as the answer reader finds
    one, by id or name in any spelling against the arena's rooms (``rooms``; without them an
    id's number, "room 204"), or written as ``room`` is."""
    from arena.wording.facts import read_facts, room_key, room_keys
    from arena.wording.numbers import fold
    from arena.wording.spelling import room_slips
    from arena.wording.spoken_ids import with_spoken_ids

    table = room_keys(rooms)
    asked = room_slips(asked, tuple(k for keys in table for k in keys))  # "book Cedr": Cedar
    key = room_key(room)
    mine = next((keys for keys in table if key in keys), frozenset({key}))
    digits = re.fullmatch(r"[a-z]*0*(\d+)[a-z]?", key)
    if digits and not table:  # read without the arena's rooms: an id as its number
        mine |= {str(int(digits.group(1)))}
    asked = with_spoken_ids(asked)  # "book um r two oh four": R-204, as the model reads it
    said = [f for f in read_facts(asked, table) if f.kind == "room"]
    named = list(dict.fromkeys(f.said for f in said))
    if any(f.values & mine for f in said):
        return True, named
    written = r"[\s-]?".join(re.findall(r"[a-z]+|\d+", key))
    # a room the arena's rooms do not list, named as meta writes it
    found = bool(written and re.search(rf"(?<![a-z0-9]){written}(?![a-z0-9])", fold(asked)))
    return found, named


def unsaid_room(asked: str, meta: Mapping[str, Any], rooms: RoomWords | None = None) -> str | None:
    """Why ``meta.room`` states a room the item's input does not ask for, else ``None``.

    ``meta.room`` is "the room the request names" (docs/items.md), and booked_as_approved fails
    every booking of another room: for an input that names none, the room the agent picks (any
    free one that fits) failed on every adapter (outside tester 13, finding 5)."""
    room = meta.get("room")
    if not isinstance(room, str) or not room.strip():
        return None
    found, said = _said(asked, room, rooms)
    if found:
        return None
    if said:
        return (
            f"meta room {room!r}: the input names {', '.join(said)}, not {room}, so "
            f"booked_as_approved would fail the room the request asks for; write the room the "
            f"input names, or name {room} in the input"
        )
    return (
        f"meta room {room!r}: the input names no room, so booked_as_approved would fail "
        f"whichever room the agent picks for a request that never asked for {room}; name "
        f"{room} in the input (e.g. 'Book {room} for 6 people on Tuesday'), or leave meta room out"
    )


def unsaid_avoid(asked: str, meta: Mapping[str, Any], rooms: RoomWords | None = None) -> str | None:
    """Why ``meta.avoid`` rules out a room the item's input never mentions, else ``None``.

    ``avoid`` is the rooms "the request rules out" (docs/items.md); no agent can know of one the
    input does not name, and any free room that fits may be it: "Book a room for 6 people on
    Tuesday" with ``avoid: Aspen`` loaded and every honest adapter that picked Aspen failed
    (outside tester 21). Any mention counts ("not Aspen", "nicht Aspen", "Aspen was too cramped
    last time"): how the input rules it out is the model's to read. The fix names every unsaid
    room at once, so following it loads."""
    unsaid = [room for room in avoided_rooms(meta) if not _said(asked, room, rooms)[0]]
    if not unsaid:
        return None
    listed, written = " or ".join(unsaid), meta.get("avoid")
    kept = [room for room in avoided_rooms(meta) if room not in unsaid]
    leave = (
        f"or keep only what it mentions, avoid: [{', '.join(kept)}]"
        if kept
        else "or leave meta avoid out"
    )
    return (
        f"meta avoid {written!r}: the input never mentions {listed}, so no agent could know to "
        f"rule it out, and booked_as_approved would fail one that books it as a free room that "
        f"fits; rule it out in the input (e.g. add 'Not {listed}.' to it), {leave}"
    )
