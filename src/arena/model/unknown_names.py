"""Room-like names :mod:`arena.model.unknown_room` did not see: "book the Fishbowl", "the Big
Tree room", "réserver le Cèdre", "salę Fishbowl", a quoted name.

evals47 (outside team): "Please book the Fishbowl for 8 on Tuesday." booked Cedar, "Can you
book the Big Tree room for 10 on Tuesday?" Maple, "Pouvez-vous réserver le Cèdre pour 6
personnes mardi ?" Aspen and "Proszę zarezerwować salę Fishbowl na 4 osoby we wtorek." Juniper:
a room asked for by a name the arena does not have was read as no room named, and a room chosen
on size was booked. A person who names a room wants that room; a careful assistant says it does
not know it and books nothing. Read here, in twelve languages: a capitalised name (or a quoted
one) after a booking verb and its article, before a word for a room ("Fishbowl-Raum", "Fishbowl
会議室", "Fishbowl salonu"), or after one ("salę Fishbowl", "zaal Fishbowl", "Raum Eiche"); a name
of several words before "room". A nickname beside the room's own name ("the Fishbowl (Maple)",
"Maple (aka the Fishbowl)") is that room, not another.
"""

from __future__ import annotations

from collections.abc import Callable

from arena.lazy_pattern import LazyPattern
from arena.wording.numbers import fold

_CAP = r"[A-Z\u00c0-\u00de][^\W\d_]+"
_OPEN = "[\"'\u201c\u201e\u00ab\u300c\u2018]"
_CLOSE = "[\"'\u201d\u00bb\u300d\u2019]"
#: A booking verb in the twelve languages (Turkish, Japanese, Chinese and Korean put the name
#: before theirs: :data:`_BEFORE`).
_VERB = (
    r"(?i:book|reserve|grab|get|need|want|use|r\u00e9server|r\u00e9servez|r\u00e9serve|reservar|"
    r"reserva|res\u00e9rvame|reservame|reserveer|reserveren|boek|boeken|buchen|buche|bucht|"
    r"reservieren|reserviere|prenotare|prenota|prenotami|prenotate|riservare|zarezerwowa\u0107|"
    r"zarezerwowac|zarezerwuj|zarezerwujesz|zarezerwujcie)"
)
#: An article, pronoun or "Sie" between the verb and the name ("book us the", "buchen Sie den").
_BETWEEN = (
    r"(?:(?i:us|me|nous|nos|uns|mir|ci|mi|nam|mi)[ \t]+)?(?:Sie[ \t]+)?"
    r"(?:(?:the|le|la|el|il|lo|o|a|die|den|das|de|het)[ \t]+|l'|l\u2019)"
)
#: What may follow a room's name in its slot: an end, a mark, a number, or a little word of
#: time, count or courtesy ("for", "pour", "für", "voor", "na", "per", "please").
_AFTER = (
    r"(?=[ \t]*(?:[,.!?;:(\u2014\u2013]|$)|[ \t]+\d|[ \t]+(?i:for|on|at|this|next|please|"
    r"tomorrow|today|from|para|pour|per|f\u00fcr|fur|am|voor|op|om|na|we|w|dla|il|el|le|lo|"
    r"au|en|no|do|da|di|ce|cette|este|esta|questo|diese[nm]?|morgen|demain|ma\u00f1ana|"
    r"domani|amanh\u00e3|jutro)\b)"
)
_NAMES = rf"(?:{_CAP}(?:[ \t]+{_CAP}){{0,2}})"
_QUOTED = rf"{_OPEN}(?P<q>[^\W\d_][\w \t'-]{{0,30}}?){_CLOSE}"
#: After a verb: "book the Fishbowl for 8", "réserver le Cèdre pour 6", 'book "the Den"'.
_SLOT = LazyPattern(
    rf"\b{_VERB}[ \t]+(?:{_BETWEEN}(?P<n>{_NAMES}){_AFTER}|(?:{_BETWEEN})?{_QUOTED})"
)
#: Before a word for a room: "the Big Tree room", "Fishbowl-Raum", "Fishbowl会議室",
#: "Fishbowl salonu", "Fishbowl'u rezerve", '"Fishbowl" room'.
_BEFORE = LazyPattern(
    rf"(?:\b(?:the|The)[ \t]+(?P<m>{_NAMES})[ \t]+[Rr]oom\b"
    rf"|(?<=[a-z] )(?P<o>{_CAP})[ \t]+room\b"
    rf"|\b(?P<r>{_CAP})-(?:[Rr]aum|[Zz]aal|[Zz]immer)\b"
    rf"|\b(?P<t>{_CAP})(?:['\u2019](?:[yn]?[u\u00fc\u0131i]|[yn]?[ae]))?[ \t]+"
    r"(?:salon|oda|toplant\u0131)\w*"
    r"|(?<![A-Za-z])(?P<j>[A-Z][A-Za-z]+)[ \t]*(?:\u4f1a\u8b70\u5ba4|\u4f1a\u8bae\u5ba4|\ud68c\uc758\uc2e4|"
    r"\u30eb\u30fc\u30e0|\ub8f8|\u5ba4)"
    rf"|{_QUOTED}[ \t]*(?:[Rr]oom|[Rr]aum|\u4f1a\u8b70\u5ba4|\u4f1a\u8bae\u5ba4|\ud68c\uc758\uc2e4|"
    r"\u3092\u4e88\u7d04|\uc744|\ub97c))"
)
#: After a word for a room in the languages that name it so: "salę Fishbowl", "zaal Fishbowl",
#: "Raum Eiche", "sala Roble", 'room "Fishbowl"'.
_AFTER_WORD = LazyPattern(
    r"\b(?:[Rr]oom|[Ss]alle|[Ss]ala|[Ss]al[\u0119\u0105i]|[Ss]alk[\u0119ai]|[Rr]aum|[Zz]aal|"
    r"[Aa]ula|[Ss]alon)[ \t]+"
    rf"(?:(?P<w>{_CAP}(?:[ \t]+{_CAP})?)(?!\w)|{_QUOTED})"
)
#: A nickname beside the room's own name: "the Fishbowl (Maple)", "(aka the Fishbowl)".
_AKA = r"(?i:aka|a\.k\.a\.?|also known as|alias|also called|i\.e\.?|=)"


def named_phrases(text: str) -> list[tuple[int, int, str]]:
    """Where ``text`` names a room by a name that may be no room's (start, end, the name)."""
    found = []
    for pattern in (_SLOT, _BEFORE, _AFTER_WORD):
        for m in pattern.finditer(text):
            for key, name in m.groupdict().items():
                if name:
                    found.append((m.start(key), m.end(key), name.strip()))
    return sorted(found)


def other_named_room(
    text: str, names: tuple[str, ...], unknown: Callable[[str], bool]
) -> str | None:
    """The first name in ``text`` (:func:`named_phrases`) that names no room of ``names`` (the
    arena's, folded): none of its words is a room's and one is ``unknown``; a name told beside
    a room's own ("the Fishbowl (Maple)") is that room's nickname."""
    for start, end, name in named_phrases(text):
        words = name.split()
        if any(fold(w) in names for w in words) or not any(unknown(w) for w in words):
            continue
        if _nickname(text, start, end, names):
            continue
        return name
    return None


def meeting_or_size(word: str) -> bool:
    """Whether ``word`` names a meeting ("book the Offsite for 8") or a kind or size of room
    ("den Besprechungsraum", "la Sala Grande"), not a room's own name."""
    key = fold(word)
    return key in _EVENTS or key.endswith(_ROOM_ENDS)


#: What a booking's slot may hold that is the meeting, not its room ("book the Offsite for 8",
#: "buchen Sie den Termin für 6": German writes every noun capitalised), or a room's size.
_EVENTS = frozenset(
    (
        "offsite", "standup", "retro", "retrospective", "review", "sync", "kickoff", "workshop",
        "lunch", "dinner", "breakfast", "party", "call", "session", "event", "onboarding",
        "planning", "brainstorm", "townhall", "catchup", "summit", "social", "celebration",
        "webinar", "meetup", "offsite", "termin", "besprechung", "treffen", "sitzung", "platz",
        "tisch", "personen", "leute", "konferenz", "mitarbeiter", "kollegen", "gruppe",
        "reunion", "reunião", "riunione", "vergadering", "spotkanie", "toplanti",
        # a room's size or kind, capitalised as a title: "la Sala Grande", "die Große Halle"
        "grande", "grand", "petite", "petit", "pequena", "pequeno", "piccola", "piccolo",
        "grosse", "grosser", "grossen", "kleine", "kleinen", "kleiner", "grote", "groot",
        "duza", "mala", "konferencyjna", "konferencyjnej", "principal", "halle", "hall",
    )
)  # fmt: skip
#: A word ending so is a kind of room: "Besprechungsraum", "Konferenzzimmer", "vergaderzaal".
_ROOM_ENDS = ("raum", "zimmer", "saal", "zaal", "room", "kamer")


def _nickname(text: str, start: int, end: int, names: tuple[str, ...]) -> bool:
    """Whether the name at ``start:end`` is told as another name of a room ``names`` holds:
    "(Maple)" right after it, or a room's name and "(", "aka" or "," right before it."""
    after = fold(text[end : end + 40]).lstrip(" '\"\u201d\u00bb")
    if after.startswith("(") or after.startswith(", aka") or after.startswith(" aka"):
        head = after.lstrip("(, ").removeprefix("aka ").removeprefix("a.k.a. ")
        head = head.removeprefix("the ")
        if any(head.startswith(n) for n in names):
            return True
    before = fold(text[max(0, start - 60) : start])
    return bool(_AKA_BEFORE.search(before)) and any(n in before for n in names)


#: Right before a nickname, what ties it to the room named before: "Maple (aka the ",
#: "Maple, also known as ", "Maple (the ".
_AKA_BEFORE = LazyPattern(
    rf"(?:\([ \t]*(?:{_AKA}[ \t]+)?|[,;][ \t]*{_AKA}[ \t]+|[ \t]{_AKA}[ \t]+)"
    r"(?:the[ \t]+|le[ \t]+|la[ \t]+|el[ \t]+|die[ \t]+|der[ \t]+|den[ \t]+)?"
    rf"{_OPEN}?$"
)
