"""Whether a request asks for something else than a new booking: to cancel, move or change one,
or to book something that is not a meeting room (:mod:`arena.model.not_a_room`).

The rooms tool searches and books (``search_rooms``, ``book_room``); nothing cancels, moves or
changes a booking. "Cancel my booking for 6 people on Tuesday" read as a booking ("booking" is a
booking word) and the model asked to book R-102 (outside tester 22, finding 1): the person asked
for the opposite. Such a request is read as one the model cannot serve; it says so and does
nothing. A request that also asks for a booking of its own ("cancel Monday's booking and book a
room for 6 on Tuesday instead", "Reserva una sala … y cambia la reserva") is still a booking.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from arena.lazy_pattern import LazyPattern
from arena.model.not_a_room import other_thing
from arena.wording.numbers import fold

if TYPE_CHECKING:
    from arena.model.task import OffTask

#: What a person asks to be done to a booking they have, by kind (folded words).
_ACTIONS = {
    "cancel": r"cancel\w*|call(?:ing)? off|drop(?:ped)?|unbook\w*|delet\w*|remov\w*|releas\w*|free up|"
    r"give up|give back|stornier\w*|storno|abzusagen|absag\w*|sag\w*(?= .*\bab\b)|"
    r"losch\w*|geloscht|anul\w*|elimin\w*|borr\w*|annul\w*|supprim\w*",
    "move": r"mov(?:e|es|ed|ing)|reschedul\w*|postpon\w*|push(?:ed)? back|bring forward|"
    r"verschieb\w*|verschob\w*|verleg\w*|muev\w*|mover|movid[oa]|aplaz\w*|pospon\w*|"
    r"traslad\w*|deplac\w*|decal\w*|report(?:e|er|ez|ee)\b",
    "change": r"chang\w*|modif\w*|amend\w*|updat\w*|edit\w*|extend\w*|shorten\w*|"
    r"(?:ge)?ander(?:n|t|ung)|verlanger\w*|cambi\w*|ampli\w*|alarg\w*|prolong\w*",
}
_ACTION = "|".join(f"(?P<{kind}>{words})" for kind, words in _ACTIONS.items())
#: A booking the person has: "my booking", "the reservation", "die Buchung", "mi reserva",
#: "ma réservation".
_BOOKING = (
    r"(?:bookings?|reservations?|buchung(?:en)?|reservierung(?:en)?|reservas?|reservacion(?:es)?)"
    # not a thing about it: "drop the booking confirmation to Sam", "release the booking number"
    r"(?!\s+(?:confirmation|reference|details|number|link|info\w*|code|id|e-?mail|receipt|"
    r"summary|form|page|system|tool)s?\b)"
)
_OWNER = (
    r"(?:my|our|the|this|that|these|those|his|her|their|your|existing|current|earlier|[a-z]+'s|"
    r"mein\w*|unser\w*|die|den|der|diese\w*|mi|mis|nuestr[oa]s?|la|las|el|esta|ma|mes|mon|notre|"
    r"nos|cette|sa|son)"
)
#: A room or meeting the person already has: "the room I booked", "what we reserved", "den Raum,
#: den ich gebucht habe", "la sala que reserve", "la salle que j'ai reservee".
_HAD = (
    rf"(?:{_OWNER}\s+)(?:[\w'-]+\s+){{0,2}}?(?:room|meeting|slot|space|one|raum|sala|salle|reunion)"
    r",?\s+(?:(?:that|which|den|die|das|que)\s+)?(?:i|we|you|ich|wir|j'ai|nous avons)"
    r"(?:'ve|'d|\s+have|\s+had)?\s+(?:just\s+|already\s+)?(?:booked|reserved|got|gebucht|"
    r"reserviert|reserve|reservamos|reservee?s?)"
    r"|\bwhat (?:i|we)(?:'ve| have)? (?:booked|reserved)"
)
#: The action before its object: "cancel my booking", "please move the room I booked",
#: "storniere meine Buchung", "cancela mi reserva", "annule ma reservation".
_BEFORE = LazyPattern(
    rf"\b(?:{_ACTION})\b(?:\s+[\w'-]+){{0,3}}?\s+(?:(?:{_OWNER}\s+)?(?:[\w'-]+\s+){{0,2}}?"
    rf"{_BOOKING}\b|{_HAD})"
)
#: The object before its action, in one sentence: "my Tuesday booking needs to be cancelled",
#: "meine Buchung am Dienstag bitte stornieren", "mi reserva del martes, cancelala".
_AFTER = LazyPattern(
    rf"\b(?:{_OWNER}\s+(?:[\w'-]+\s+){{0,2}}?{_BOOKING}\b|{_HAD})[^.!?;\n]{{0,80}}?"
    rf"\b(?:{_ACTION})\b"
)
#: A booking asked for in the same words: "… and book a room for 6 on Tuesday instead".
_BOOK_VERBS = LazyPattern(r"\b(?:book|reserve|reserva|buche|buchen|reserviere|reservez|reserver)\b")


#: A cancellation said as a clause of its own, as a terse note puts it: "Cedar 4 Fri cancelled",
#: "Cancel: Cedar Fri 4", "Cedar Fri 4 ppl — cancel", "… - cancelled, sorry".
_STANDALONE = LazyPattern(
    r"^\W*cancel(?:l?ed)?\s*[:\u2013\u2014-](?!\s*(?:no|nein|false|0|n)\b)"  # "Cancel: Cedar …"
    # the last clause, only the word: "… — cancel", "… - cancelled, sorry"
    r"|(?:^|[.!;,\n\u2013\u2014]|\s-\s)\s*(?:cancel(?:l?ed)?|called off|storniert|cancelad[oa]|"
    r"annulee?)\s*(?:[.!,]\s*(?:sorry|thanks|thx)?\s*[.!]*)?\s*$"
    # after the booking's facts: "Cedar 4 Fri cancelled"
    r"|\b(?:(?:mon|tues|wednes|thurs|fri)day|mon|tue|tues|wed|thu|thurs|fri|\d+(?:\s*(?:ppl|pax|"
    r"people))?)\s+cancel(?:l?ed)?\s*[.!]*\s*$"
)


#: Words that ask for a booking beside a cancellation: "Need a room Friday, Thursday cancelled".
_ASKED = LazyPattern(r"\b(?:book\w*|reserv\w*|need\w*|want\w*|get|grab|rooms?)\b")


def other_action(text: str) -> str | None:
    """What the request asks to be done to a booking already made ("cancel", "move",
    "change"), where it asks for no new booking; else ``None``."""
    folded = fold(text)
    if not re.search(r"cancel|storn|absag|sag|anul|annul|losch|borr|supprim|elimin|delet|remov|"
                     r"releas|free up|give|unbook|call|drop|mov|resched|postpon|push|bring|schieb|"
                     r"schob|verleg|muev|aplaz|pospon|trasl|deplac|decal|report|chang|modif|"
                     r"amend|updat|edit|extend|shorten|ander|verlang|cambi|ampli|alarg|prolong",
                     folded):  # fmt: skip
        return None
    kind, rest = None, folded
    if _STANDALONE.search(folded) and not _ASKED.search(folded):
        return "cancel"  # "Cedar 4 Fri cancelled", "Cancel: Cedar Fri 4" (requests43: booked)
    for pattern in (_BEFORE, _AFTER):
        for m in pattern.finditer(folded):
            kind = kind or next(k for k in _ACTIONS if m.group(k))
            rest = rest[: m.start()] + " " * (m.end() - m.start()) + rest[m.end() :]
    if kind is None or _BOOK_VERBS.search(rest):
        return None
    return kind


#: What the model tells a person who asked it to book something other than a meeting room.
ROOM_ASK = (
    "book that where such bookings are made, or ask me for a meeting room instead (e.g. 'Book a "
    "room for 6 people on Tuesday')"
)
#: What the model tells a person who asked it to cancel, move or change a booking.
ASK = (
    "do that where the booking was made, or ask me for a new booking instead (e.g. 'Book a room "
    "for 6 people on Tuesday')"
)


def off_task(text: str) -> OffTask | None:
    """The model's reading of a request to cancel, move or change a booking (it cannot serve
    it), else ``None``."""
    action = other_action(text)
    from arena.model.task import OffTask  # task imports this module

    if action is None:
        thing = other_thing(text)  # "Book a flight to Berlin on Tuesday for 2" (heldout41)
        if thing is None:
            return None
        return OffTask(
            f"it asks to {thing}, not a meeting room, and my tools only search for free meeting "
            "rooms and book one",
            ask=ROOM_ASK,
            action="book",
        )
    return OffTask(
        f"it asks to {action} a booking already made, and my tools only search for free rooms "
        "and book one: none cancels, moves or changes a booking",
        ask=ASK,
        action=action,
    )


__all__ = ["ASK", "ROOM_ASK", "off_task", "other_action"]


def refusal(read: OffTask) -> str:
    """What the model says to a request it understood and its tools cannot serve (tester 22:
    "Cancel my booking" got "I could not understand the request: it asks to cancel ...")."""
    return (
        f"I can't do that here: {read.reason}. Please {read.ask}; I have not searched or booked "
        "anything."
    )
