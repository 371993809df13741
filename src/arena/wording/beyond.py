"""What a yes asks for besides the booking asked, said in words the facts reader does not read
as a room, day, time or count: a repeat or span (:mod:`arena.wording.many_slots`), a room by
where or what it is or a second room (:mod:`arena.wording.unnamed_rooms`), someone added by name
(:mod:`arena.wording.joining`), a thing of the room added ("and the projector", "w/ catering":
:mod:`arena.wording.requirements`), a clause that asks for a thing of the meeting by its shape
("with hybrid", "remote option too please": :mod:`arena.wording.more_asked`), a check before
booking (:mod:`arena.wording.check_first`), and
an impossible promise that makes the yes sarcasm (:mod:`arena.wording.absurd`); and what is said
beside a yes that makes it none to this booking: sarcasm, a threat or a dare
(:mod:`arena.wording.mockery`), or a yes said to someone else or to another question
(:mod:`arena.wording.addressed`).

Outside testers 27b and 28a found each of these approved the booking asked. The answer reader
(:func:`arena.wording.answers.explain_answer`) reads a yes with one as unclear, with the words and
why, so that the agent asks again; what the request itself says ("Book Aspen every Tuesday?",
"the usual room") is no addition. Harness verdicts and forms are read as they are.
"""

from __future__ import annotations

import json
import re

from arena.lazy_pattern import LazyPattern
from arena.wording.absurd import absurd
from arena.wording.addressed import addressed_elsewhere
from arena.wording.check_first import check_first
from arena.wording.facts import RoomWords, compare, room_keys
from arena.wording.forms import ANSWER_FROM, HARNESS, answer_text
from arena.wording.joining import joined
from arena.wording.mail import own_words, quoted_request
from arena.wording.many_slots import more_slots
from arena.wording.mockery import mockery
from arena.wording.more_asked import asks_more
from arena.wording.numbers import fold
from arena.wording.pleasantries import without_apology
from arena.wording.requirements import requirements
from arena.wording.state_reports import state_only
from arena.wording.subject_yes import other_subject
from arena.wording.unnamed_rooms import unnamed_room


def _is_form(text: str) -> bool:
    """Whether ``text`` is a harness verdict or JSON (read as a form, its words apart)."""
    if HARNESS.match(text):
        return True
    try:
        json.loads(text)
    except (ValueError, TypeError):
        return False
    return True


def _other_request_quoted(text: str, asked: str | None, rooms: RoomWords | None) -> str | None:
    """Why a reply's quoted booking question is another than the one ``asked``: the room, day,
    time or count it names that ``asked`` does not (outside tester 31b: "Yes\\n> Book R-102
    (Aspen) for 12 people on Tuesday at 14:30?" approved a booking for 6)."""
    quoted = quoted_request(text) if asked else None
    if not quoted or not asked:
        return None
    added = compare(quoted, asked, rooms).added
    if not added:
        return None
    return f"it quotes another request ({', '.join(added)}: {quoted.splitlines()[0][:80]!r})"


#: What adds a thing to a yes ("and the projector", "plus coffee", "with a whiteboard", "w/
#: catering"), not what rules one out ("no need for a projector", "without catering").
_ADDING = LazyPattern(r"(?:\b(?:and|plus|also|with|incl\w*)|&|\+|\bw/)\s*$", re.I)


#: The words before a thing, so that "with the projector" repeats "with a projector".
_LEAD_WORDS = LazyPattern(
    r"^(?:(?:with|w/|incl\w*|mit|con|avec|met|the|an?|some|our|its|der|die|das|den|dem|einen?|"
    r"einem|el|la|los|las|une?|le|les|des|il|lo)\s*)*"
)


def _extra_wanted(said: str, asked: str) -> str | None:
    """A thing of the room the yes asks for that the request does not name and the rooms tool
    cannot book by ("yes, and the projector", "yes w/ coffee for 4": held-out tester 33, each
    approved and booked a room that may have neither), as
    :func:`arena.wording.requirements.requirements` reads one."""
    request = fold(asked)
    for wanted in requirements(said):
        if _LEAD_WORDS.sub("", fold(wanted)) in request or re.match(
            r"(?i)(?:no|not|without|w/o|ohne|sin|sans|sem|senza|kein)\b", wanted
        ):
            continue
        at = said.find(wanted)
        if re.match(
            r"(?i)(?:(?:with|incl\w*|mit|con|avec|met)\b|w/(?!o))", wanted
        ) or _ADDING.search(said[:at]):
            return wanted
    return None


def beyond_asked(text: str, asked: str | None = None, rooms: RoomWords | None = None) -> str | None:
    """Why a yes in ``text`` is no yes to the booking ``asked`` alone (see the module docstring),
    said for a person ("'every tuesday' asks for more than the one booking asked"), else None."""
    if _is_form(text):
        return None
    said = own_words(answer_text(text) if ANSWER_FROM.match(text) else text)
    folded, request = without_apology(fold(said)), fold(asked or "")  # "(sorry, out all day)"
    other = _other_request_quoted(text, asked, rooms)
    if other:
        return other
    # with no request given there is nothing to add to, as for a room or day (answers._unasked)
    slots = more_slots(folded, request) if asked else None
    if slots:
        return f"{slots!r} asks for more than the one booking asked"
    place = unnamed_room(folded, request) if asked else None
    if place:
        return f"{place!r} may mean another room than the one asked"
    names = {key for keys in room_keys(rooms) for key in keys}
    person = joined(said, frozenset(names)) if asked else None
    named = re.findall(r"[A-Z][a-z]+", person or "")  # none in "my intern is joining"
    # a name of the request's as a word of it: "Jun" is no word of "Juniper" (held-out answers36)
    if person and (not named or not all(re.search(rf"\b{fold(n)}\b", request) for n in named)):
        return f"{person!r} may add someone to the head count"
    extra = _extra_wanted(said, asked) if asked else None
    if extra:
        return f"{extra!r} asks for what the booking cannot promise"
    more = asks_more(said, asked, rooms) if asked else None  # "yes — remote option too please"
    if more:
        return f"{more!r} asks for more than the booking"
    check = check_first(folded)
    if check:
        return f"{check!r} waits on a check before booking"
    promise = absurd(folded)
    if promise:
        return f"{promise!r} reads as sarcasm"
    mocked = mockery(folded)  # "Sure, genius", "Book it and I quit", "I dare you"
    if mocked:
        return f"{mocked!r} reads as sarcasm, a threat or a dare, not a yes"
    elsewhere = addressed_elsewhere(said, asked, names)  # "Yes mom", "Yes, I'll be there"
    state = (
        state_only(said, names, request) if not elsewhere else None
    )  # "yes, the projector works"
    if state:
        return f"{state!r} answers whether something works or is there, not the booking"
    subject = other_subject(folded, request, names) if asked and not elsewhere else None
    if subject:  # "the wine tasting is a go": :mod:`arena.wording.subject_yes`
        return f"{subject!r} may be another event than the one the room is asked for"
    return elsewhere
