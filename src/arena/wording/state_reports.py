"""A yes that answers whether something works, arrived or is there, not whether to book: "yes,
the projector works", "yes, the TV is working", "yes, the coffee machine is fixed", "yes, the
catering arrived", "yes, there is a whiteboard", "yes, the room has a projector", "ja, der Beamer
funktioniert", "oui, le projecteur marche", "sí, el proyector funciona" (answers51: each approved
and booked, where "yes, the projector works" alone was read as another errand's).

The person was asked one thing and answered another: the booking is not approved, so the yes is
unclear. Only where the yes's own sentence is that report and the answer has no word that asks
for the booking ("yes, it has a projector, book it" approves), and the room itself being free,
big or right ("yes, the room is free", "yes, Aspen is big enough") is about the booking.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from arena.lazy_pattern import LazyPattern
from arena.wording.days import weekday
from arena.wording.numbers import fold

_YES = (
    r"(?:yes|yeah|yep|yup|ya|sure|ok|okay|ja|jep|oui|ouais|si|sim|jawel|correct|"
    r"indeed|affirmative)"
)
#: A thing's state in a yes's own sentence: "the projector works", "the TV is working now",
#: "the coffee machine is fixed", "the catering arrived", "there is a whiteboard", "it has a
#: projector", and the same in German, French, Spanish, Italian, Portuguese and Dutch.
_STATE = LazyPattern(
    rf"^\W*{_YES}\b[\s,.!:\u2013\u2014-]*(?:(?:it|they)\s+(?:does|do|is|are|did)\b[\s,.!\u2013"
    r"\u2014-]*)?"
    r"(?P<said>"
    # "the projector works", "the TV is working (again)", "the AV is fixed"
    r"(?:the|our|my|your|that|this|its|it'?s)\s+(?P<thing>(?:[a-z-]+\s+){0,2}?[a-z-]+)\s+"
    r"(?:(?:is|are|was|were|'s|has been|have been)\s+)?(?:now\s+|already\s+|all\s+|finally\s+|"
    r"still\s+)?(?:works|worked|working|fixed|repaired|charged|plugged in|installed|connected|"
    r"running|arrived|here|delivered|back on|back up|sorted|ready|on|done|switched on|turned on)"
    # "there is a whiteboard", "it has a projector", "the room has a screen"
    r"|there(?:'s| is| are| was)\s+(?:a|an|some|one)\s+(?P<there>[a-z-]+)"
    r"|(?:it|the room|the (?P<have>[a-z-]+)|[a-z]+)\s+(?:has|had|comes with|includes)\s+(?:a|an|its own"
    r"|some)\s+[a-z-]+"
    # "ja, der Beamer funktioniert", "oui, le projecteur marche", "sí, el proyector funciona",
    # "sì, il proiettore funziona", "sim, o projetor funciona", "ja, de beamer werkt"
    r"|(?:der|die|das|le|la|les|el|los|il|lo|o|a|de|het)\s+(?P<its>[a-z-]+)\s+(?:funktioniert|geht wieder|"
    r"ist da|marche|fonctionne|est arrive|funciona|funziona|e arrivato|chegou|werkt|is er)"
    r")\b(?P<rest>[^.;!?\n]*)"
)
#: The room or booking itself in such a sentence, whose state is the booking's: "the room is
#: free", "the booking is done" (no thing of the room's).
_BOOKING_OWN = LazyPattern(
    r"^(?:room|booking|reservation|slot|space|meeting|time|date|day|morning|afternoon|evening|"
    r"lunch|noon|week|weekend|hour|start|end|plan|timing|one|option|call|sync|standup|stand-up|"
    r"review|session|event|schedule|catch-up|workshop|retro|offsite|interview|demo|"
    # ... and in the other languages the reports are read in: "oui, la salle marche", "ja, der
    # Termin funktioniert", "sí, la reunión funciona" (regress51: each approved before 01d6c64a,
    # then unclear, where "yes, the meeting works" approves)
    r"raum|zimmer|termin|besprechung|sitzung|buchung|reservierung|uhrzeit|zeit|tag|datum|salle|"
    r"reunion|creneau|horaire|heure|reservation|jour|date|sala|reserva|horario|hora|dia|fecha|"
    r"riunione|orario|ora|giorno|prenotazione|reuniao|kamer|zaal|ruimte|vergadering|tijdstip|"
    r"tijd|dag|boeking|reservering|afspraak)$"
)
#: Words anywhere in the answer that ask for the booking after all.
_ASKS_BOOKING = LazyPattern(
    r"\b(?:book|reserv|buch|prenot|boek)\w*|\b(?:go ahead|go for it|approved?|proceed|"
    r"confirm(?:ed)?|grab it|secure it|take it|lock it in|do it|mach (?:es|das|ruhig)|vas-y|"
    r"adelante|procedi|ga je gang|pode seguir)\b"
)


def state_only(said: str, room_words: Iterable[str] = (), request: str = "") -> str | None:
    """The report a yes in ``said`` (the person's own words) is about, when that is all it says
    (see the module docstring), else None. ``room_words``: the arena's room names and ids, and
    ``request`` (folded), the request's words: what they name is the booking's ("sure, the Aspen
    works", "yes, the review works" to a request for the review)."""
    folded = fold(said)
    m = _STATE.match(folded)
    if m is None or _ASKS_BOOKING.search(folded):
        return None
    thing = m.group("thing") or m.group("its") or ""
    last = thing.split()[-1] if thing else ""
    rooms = {fold(w) for w in room_words}
    asked = set(re.findall(r"[a-z0-9-]+", request))
    own = _BOOKING_OWN.match(last) or weekday(last) or last in rooms or thing in rooms
    own = own or last in asked
    if last and own and not m.group("have"):
        return None  # "yes, the room is ready", "sure, the morning works", "this coming tuesday"
    if m.group("rest").strip(" ,") and not m.group("rest").strip(" ,").startswith(("now", "again")):
        return None  # "yes, the room is free for us to use": read as the rest of the reader reads
    return m.group("said").strip()


__all__ = ["state_only"]
