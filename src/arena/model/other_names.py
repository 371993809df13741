"""A room's name inside another thing's name: "the Cedar project kickoff", "Sequoia Capital",
"Project Aspen", "Hi Aspen". Such a mention says nothing about the room, so
:mod:`arena.model.room_stance` reads it as no mention at all (red team 11, finding 3: such
requests were not understood, and every correct adapter failed the item).
"""

from __future__ import annotations

import functools
import re

from arena.lazy_pattern import LazyPattern, compile_kept
from arena.model.prefix_cuts import ends_at
from arena.model.room_asked import greeted
from arena.model.room_compounds import without_compounds
from arena.wording.numbers import fold


@functools.cache
def not_a_name(word: str) -> bool:
    """Whether the folded ``word`` is one that may stand beside a room's name without being a
    name itself (a weekday, "please", "room"): :mod:`arena.model.unknown_room` reads the rest."""
    return word in _NOT_A_NAME


@functools.cache  # ROOMS is a frozen module constant; read five times a leg (leg budget)
def folded_room_names() -> tuple[str, ...]:
    """The folded names of the arena's rooms (the rooms tool's ``ROOMS``), as a request may
    name them."""
    from arena.tools.rooms import ROOMS

    return tuple(fold(room.name) for room in ROOMS)


#: After a room's name, a word that makes the name part of another thing's name: "the Cedar
#: project kickoff", "the Maple Street team", "our Aspen client" (red team 11, finding 3).
_NAME_OF = (
    r"projects?|projekt\w*|proyecto|projet|teams?|squad|crew|group|department|dept|division|"
    r"kick-?offs?|kick off|clients?|customers?|accounts?|partners?|street|st|avenue|ave|road|rd|"
    r"lane|drive|boulevard|blvd|strasse|launch\w*|release|roll-?out|deal|capital|ventures|"
    r"holdings|inc|corp\w*|ltd|llc|gmbh|initiative|program\w*|workstream|sprint|migration|"
    r"hackathon|campaign|product|brand|fund|portfolio|contract|proposal|pitch|bid|offsite|"
    r"off-site|retreat|committee|council|newsletter|app|platform|repo|codebase|rebrand|merger|"
    r"acquisition|audit|case|study|bank|group|foundation|school|university|college|hotel|"
    r"restaurant|cafe|bakery|consulting|labs?|systems|technologies|tech|partners|associates|"
    r"wing|building|tower|annexe?|corridor|hallway"  # "in the Aspen wing": a place, no room
)
#: After a room's name in the possessive, a person's or a group's own thing: "Cedar's farewell",
#: "for Maple's team offsite", "Aspen's birthday drinks". A room has parts ("Cedar's projector",
#: "Aspen's AC") and no farewell or team: the name there is a person's or a group's, not the
#: room's (requests54). One word may stand between ("Cedar's big farewell").
_OWNED = (
    rf"{_NAME_OF}|farewell|leaving|send-?off|goodbye|retirement|birthday|anniversary|wedding|"
    r"shower|party|celebration|promotion|welcome|onboarding|interview|visit|talk|presentation|"
    r"demo|lunch|dinner|drinks|reception|manager|boss|family|guests?|friends?|colleagues|"
    r"parents|kids|husband|wife|partner|desk|office|abschied|geburtstag|feier|despedida|"
    r"cumpleanos|fiesta|depart|anniversaire|fete|pot"
)
#: A room's own parts: after "Cedar's" they keep the name the room's ("Cedar's projector").
_PARTS = (
    r"(?:projectors?|screens?|tvs?|whiteboards?|displays?|monitors?|ac|aircon|air|heating|"
    r"doors?|windows?|chairs?|tables?|lights?|wi-?fi|cameras?|speakers?|phones?|capacity|"
    r"seats?|booking|calendar|schedule|floor|walls?|blinds?|sockets?)\b"
)
_POSSESSIVE = LazyPattern(
    # "Cedar's a team favourite", "Cedar's the team's pick": "is", not a possessive; "Aspen's
    # projector crew": the room's own part first, so the room's (requests53 asks about it)
    rf"['’]s\s+(?!(?:the|a|an|not|so|too|very|our|my|your)\s|{_PARTS})"
    rf"(?:[a-z]+\s+)?(?i:{_OWNED})\b"
)
#: Before a room's name, a word that names a project or team by it: "Project Aspen", "Team Cedar".
_NAMED_BY = r"Project|Projekt|Proyecto|Projet|Team|Operation|Codename|Code name|Client|Customer"
#: Capitalised words that may follow a room's name without making it part of another name.
_NOT_A_NAME = frozenset(
    (
        "room", "rooms", "raum", "saal", "sala", "salle", "please", "bitte", "thanks", "thank",
        "instead", "only", "too", "also", "again", "for", "on", "in", "at", "and", "or", "but", "if",
        "is", "was", "are", "be", "the", "a", "an", "to", "with", "not", "no", "nor", "this", "that",
        "next", "tomorrow", "today", "tonight", "morning", "afternoon", "evening", "would", "will",
        "should", "could", "works", "work", "monday", "tuesday", "wednesday", "thursday", "friday",
        "saturday", "sunday", "mon", "tue", "tues", "wed", "thu", "thur", "thurs", "fri", "sat",
        "sun", "montag", "dienstag", "mittwoch", "donnerstag", "freitag", "samstag", "sonntag",
        "lunes", "martes", "miercoles", "jueves", "viernes", "sabado", "domingo", "lundi", "mardi",
        "mercredi", "jeudi", "vendredi", "samedi", "dimanche", "january", "february", "march",
        "april", "may", "june", "july", "august", "september", "october", "november", "december",
        "am", "pm", "ok", "okay", "yes", "nope"
    )
)  # fmt: skip


@functools.lru_cache(maxsize=256)
def without_other_names(text: str) -> str:
    """``text`` with each room name that is only part of another thing's name made no room's
    name: one followed by a capitalised word ("Sequoia Capital", "Maple Street"), by a word like
    "project" or "team" ("the Cedar project kickoff"), or after "Project"/"Team" ("Project
    Aspen"). Such a mention says nothing about the room, so it is read as no mention at all."""
    text = without_owners(text)  # "Cedar's farewell"
    words = re.findall(r"[^\W\d_]+", text)
    title_case = sum(w[:1].isupper() for w in words) * 5 >= len(words) * 3  # "Book Aspen For Six"
    for room in _room_patterns(folded_room_names()):
        text = room.sub(lambda m: _named_by(m, after=False), text)
        text = room.sub(lambda m: _named_by(m, after=True), text)
        if not title_case:
            text = room.sub(_unless_not_a_name, text)
    return without_compounds(text, folded_room_names())  # "the maple syrup tasting"


def without_owners(text: str) -> str:
    """``text`` with each room name in the possessive before a person's or a group's own thing
    (:data:`_POSSESSIVE`: "Cedar's farewell") marked "X": the name is its owner's, not the
    room's, even where no other room is asked for."""
    for room in _room_patterns(folded_room_names()):
        text = room.sub(
            lambda m: "X" + m.group() if _POSSESSIVE.match(m.string, m.end()) else m.group(),
            text,
        )
    return text


#: What makes a room's name part of another name, compiled once per process: the words before
#: it ("Project Aspen"), after it ("Aspen project") and a capitalised word after it (outside
#: tester 13: building these patterns for each room's name cost ~60 ms of a fresh process's first
#: read; each is now matched at a name found by a small pattern, as the lookarounds were).
_BEFORE_NAME = LazyPattern(rf"\b(?:{_NAMED_BY})\s+\Z")
_AFTER_NAME = LazyPattern(rf"[\s-]+(?i:{_NAME_OF})\b")
#: A capitalised word on the name's own line ("Sequoia\nBook it pls" is no name: tester 29b).
_CAPITAL_AFTER = compile_kept(r"[^\S\n]+([A-Z][a-z]+)\b")


@functools.cache
def _room_patterns(names: tuple[str, ...]) -> tuple[re.Pattern[str], ...]:
    return tuple(re.compile(rf"(?i:\b{re.escape(name)}\b)") for name in names)


def _named_by(m: re.Match[str], *, after: bool) -> str:
    """The name marked "X" where "Project"/"Team" is before it, or "project"/"team" after it."""
    text = m.string
    hit = (
        _AFTER_NAME.match(text, m.end())
        if after
        else ends_at(_BEFORE_NAME, text, m.start()) or greeted(text, m.start(), m.end())
    )  # "Project Aspen", "Aspen project", and "Hi Aspen": a person greeted (requests43)
    return "X" + m.group() if hit else m.group()


def _unless_not_a_name(m: re.Match[str]) -> str:
    word = _CAPITAL_AFTER.match(m.string, m.end())
    return m.group() if word is None or fold(word.group(1)) in _NOT_A_NAME else "X" + m.group()
