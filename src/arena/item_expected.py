"""What an item's input plainly asks for where its ``meta`` is silent: the one room it names
(as ``meta.room``), the rooms it rules out with a plain "not" (as ``meta.avoid``) and the one
weekday it names (as ``meta.day``), for ``booked_as_approved`` (:func:`arena.booking_fit.fit`)
and the items loader (:func:`unsure`).

Why: "Book Cedar for 6 on Tuesday." written without ``meta`` (outside teams write items so, or
with ``people`` only) held the booked room to nothing: an agent that asked "May I book Maple?",
got a yes and booked Maple passed every check (expected50). A user who names a room expects the
booking of another to fail, without writing the room twice.

The reading is the harness's own, plain and conservative, not the scripted model's reader (the
thing under test): a room's exact id or name in any case ("R-204", "r204", "cedar"), a weekday's
full name in English, German, Spanish, French, Italian or Dutch or an English short form that is
no other word ("Tue", "Thurs"), and only in an input with no word that could make a mention
something other than what is asked for: "or", "if", "instead", "wait", "broken", "like", "last
time", a quote, a second room or day (:data:`_CUE`). Where it is not sure nothing is compared,
and the loader says so with the ``meta`` to write (:func:`unsure`): a wrong guess would fail an
honest agent on every adapter, which is worse than a comparison left to the item's author.
"""

from __future__ import annotations

import functools
import re
import unicodedata
from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, NamedTuple

from arena.item_warnings import ItemWarning
from arena.lazy_pattern import LazyPattern

if TYPE_CHECKING:
    from arena.trace import Trace


class InputNotCompared(ItemWarning):
    """An item whose input names a room or weekday its ``meta`` leaves out, in words the harness
    cannot read for sure: ``booked_as_approved`` does not hold the booking to it (said, with the
    ``meta`` to write, not refused)."""


class Expected(NamedTuple):
    """What the input plainly asks for, and what it names that the harness could not read."""

    room: tuple[str, str] | None = None  # (id, name) of the one room asked for
    day: str | None = None  # the one weekday asked for, English, lower case
    avoid: tuple[tuple[str, str], ...] = ()  # rooms ruled out with a plain "not"
    unsure_rooms: tuple[tuple[str, str], ...] = ()  # named, but not plainly read
    unsure_day: str | None = None  # named, but not plainly read
    cue: str = ""  # the word that made the room's reading unsure
    day_cue: str = ""  # the word that made the day's reading unsure


#: Weekdays written out (folded: no accents) and the English short forms that are no other word
#: ("mon", "sat", "sun", "mar", "do" are): to the English weekday.
_DAYS = {
    **{d: d for d in ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday")},
    "sunday": "sunday",
    "montag": "monday", "dienstag": "tuesday", "mittwoch": "wednesday",
    "donnerstag": "thursday", "freitag": "friday", "samstag": "saturday",
    "sonnabend": "saturday", "sonntag": "sunday",
    "lunes": "monday", "martes": "tuesday", "miercoles": "wednesday", "jueves": "thursday",
    "viernes": "friday", "sabado": "saturday", "domingo": "sunday",
    "lundi": "monday", "mardi": "tuesday", "mercredi": "wednesday", "jeudi": "thursday",
    "vendredi": "friday", "samedi": "saturday", "dimanche": "sunday",
    "lunedi": "monday", "martedi": "tuesday", "mercoledi": "wednesday", "giovedi": "thursday",
    "venerdi": "friday", "sabato": "saturday", "domenica": "sunday",
    "maandag": "monday", "dinsdag": "tuesday", "woensdag": "wednesday", "donderdag": "thursday",
    "vrijdag": "friday", "zaterdag": "saturday", "zondag": "sunday",
}  # fmt: skip
_DAY_WORD = LazyPattern(r"(?<![\w@#/-])(?:" + "|".join(sorted(_DAYS, key=len, reverse=True))
                        + r")(?![\w/-])")  # fmt: skip
#: English short forms, read in the text with its accents: Vietnamese "thứ Ba" (Tuesday) folds
#: to "thu ba", which is no Thursday.
_SHORT = {"tue": "tuesday", "tues": "tuesday", "wed": "wednesday", "weds": "wednesday",
          "thu": "thursday", "thur": "thursday", "thurs": "thursday", "fri": "friday"}  # fmt: skip
_SHORT_DAY = LazyPattern(r"(?<![\w@#/-])(?:" + "|".join(sorted(_SHORT, key=len, reverse=True))
                         + r")\.?(?![\w/-])")  # fmt: skip
#: What asks for a booking, in the languages read: a booking verb, a need or wish, a room field
#: ("Room: Cedar"). An input without one is in words the harness does not read ("Perşembe günü
#: … bir oda ayırın, Atrium olmasın": not Atrium), so nothing in it is read as asked for.
_ASKS = LazyPattern(
    r"(?<![\w'])(?:book\w*|reserv\w*|buch\w*|gebucht|prenot\w*|riserv\w*|boek\w*|"
    r"need\w*|want\w*|get|grab|use|have|take|would like|like to|set up|arrange|schedule|"
    r"organi[sz]e|secure|lock in|"
    r"brauch\w*|mochte\w*|necesit\w*|quer\w*|quier\w*|besoin|voudr\w*|vorrei|serve|nodig|"
    r"graag)(?![\w'])|'d like\b|^\s*(?:room|raum|sala|salle|zaal|location|where|ort)\s*:",
    re.MULTILINE,
)

#: Right before a room, the words that plainly rule it out: "not Cedar", "anything but the
#: Cedar room", "nicht Cedar", "pas la salle Cedar", "sin Cedar", "geen Cedar", "except Cedar".
_OUT_BEFORE = (
    r"(?<![\w'])(?:not|anything but|any room but|except(?:ing)?|excluding|other than|"
    r"avoid(?:ing)?:?|skip(?:ping)?|no|nicht|keine?n?|au(?:ss|ß)er|ausser|pas|sauf|hormis|sin|"
    r"excepto|salvo|menos|geen|niet|behalve|non|tranne|evita[rz]?|evite[rz]?)"
    r"\s+(?:(?:the|die|den|der|la|le|el|het|de)\s+)?(?:(?:room|raum|sala|salle|zaal)\s+)?$"
)
_OUT = LazyPattern(_OUT_BEFORE)

#: Words that may make a mention something other than what is asked for, in any of the languages
#: read: a negation, an alternative or fallback, a condition, a correction, a fault or a past
#: stay, a comparison, and a quoted or forwarded message, a chat stamp, a mention of a colleague.
_CUE = LazyPattern(
    r"(?<![\w'])(?:not|no|nor|never|none|nothing|without|except|besides|instead|rather|but|or|"
    r"either|otherwise|else|unless|if|whether|maybe|perhaps|possibly|ideally|prefer\w*|any|"
    r"anything|anywhere|whatever|whichever|fallback|backup|wait|actually|scratch|sorry|oops|"
    r"correction|changed?|broken|closed|taken|booked|busy|full|cramped|small|smaller|tiny|big|"
    r"bigger|large|larger|noisy|loud|renovat\w*|repair\w*|maintenance|too|last|again|usual|"
    r"previous\w*|similar|same|than|next to|near|beside|opposite|"
    r"nicht|kein\w*|nie|ohne|ausser|au(?:ss|ß)er|statt|anstatt|aber|sondern|oder|sonst|wenn|"
    r"falls|egal|lieber|liebsten|eigentlich|doch|kaputt|geschlossen|belegt|defekt|wieder|"
    r"zu (?:klein|gro(?:ss|ß)|laut|eng|voll)|"
    r"pas|ne|jamais|sans|sauf|mais|ou|sinon|si|plutot|importe|pardon|ferme\w*|occupe\w*|"
    r"casse\w*|trop|encore|comme|sin|nunca|ni|pero|o|u|sino|cualquier\w*|mejor|cerrad\w*|"
    r"ocupad\w*|rot[oa]|demasiado|otra|como|ma|oppure|altrimenti|qualsiasi|non|geen|niet|"
    r"nooit|maar|anders|als|liefst|voorkeur|weer|zonder|behalve|fyi|cc|fw|fwd|re|avoid\w*|"
    r"why|warum|wieso|weshalb|pourquoi|porque|por que|perche|waarom|reserved|already|bereits|"
    r"schon|ya|deja|hate|barring|a part|meide\w*|vermeide\w*|evitad|awful|"
    # "Vergeet niet Cedar te boeken" (don't forget to book Cedar): a "not" that asks for it
    r"forget|vergeet|vergiss\w*|vergessen|oublie\w*|olvid\w*|dimentic\w*|esquec\w*|"
    r"exclu\w*|skip\w*)(?![\w'])"
    r"|(?<![\w'])(?<!'d )(?<!would )like(?![\w'])(?! to\b)"
    r"|n't\b|\bn'|@\w|^\s*>|~~|\[|-{3,}|\b(?:from|sent|date|subject|wrote)\s*:",
    re.MULTILINE,
)
_SOME_ROOM = LazyPattern(
    # a room asked for by what it is, not by its name: the name is then said for another reason
    # ("Book a room for 6 on Tuesday, Aspen is reserved for execs", "Hi Aspen, could you book a
    # room …", a signature's "Office R-204")
    r"(?<![\w'])(?:(?:a|an|another|some|one|other)\s+(?:\w+\s+)?(?:room|space)|something|"
    r"somewhere|einen?\s+(?:\w+\s+)?(?:raum|zimmer)|eine?\s+(?:\w+\s+)?sala|"
    r"un[ao]?\s+(?:\w+\s+)?(?:sala|salle|stanza)|une\s+(?:\w+\s+)?salle|"
    r"een\s+(?:\w+\s+)?(?:zaal|ruimte|kamer)|uma\s+(?:\w+\s+)?sala|andere|autre|altra|"
    r"distint\w*|diversa)(?![\w'])"
)
#: Words that may make a weekday other than the one asked for: a day counted from it ("the day
#: after Tuesday"), a habit or series ("every Tuesday", "los martes"), a move, a past day, a date
#: beside it that may name another.
_DAY_CUE = LazyPattern(
    r"(?<![\w'])(?:day|days|tag|dia|jour|giorno|dag)(?![\w'])(?!\s*:)"  # not a "Day:" field
    r"|(?<![\w'])(?:vor|voor)\s+(?:dem\s+|de\s+)?\w*(?:tag|dag)\b"  # "vor Dienstag": before it
    r"|(?<![\w'])(?:after|before|following|every|each|usually|normally|always|"
    r"weekly|moved?|moving|reschedul\w*|postpone\w*|yesterday|past|nach|jeden?|immer|"
    r"verschieb\w*|despues|antes|cada|todos|los|siempre|pasado|apres|avant|veille|"
    r"lendemain|tous|chaque|toujours|dernier|dopo|prima|ogni|sempre|scorso|"
    r"elke|altijd|vorige|today|tomorrow|tmrw?|tmrow|tomm?orr?ow|2morr?ow|2moro|tonight|heute|morgen|ubermorgen|hoy|manana|"
    r"aujourd'?hui|demain|oggi|domani|dopodomani|vandaag|overmorgen|jan|january|feb|february|mar|march|apr|april|jun|june|jul|july|"
    r"aug|august|sep|sept|september|oct|october|nov|november|dec|december|januar|februar|marz|"
    r"juni|juli|oktober|dezember|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|"
    r"octubre|noviembre|diciembre|janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|"
    r"octobre|novembre|decembre)(?![\w'])"
    r"|\d{4}-\d\d-\d\d|\b\d{1,2}[./]\d{1,2}\b|->|→"
    # and what may say any word otherwise: a negation, a correction, a quote, a chat stamp
    r"|(?<![\w'])(?:not|no|never|nicht|kein\w*|nie|pas|ne|jamais|sin|nunca|sans|non|geen|niet|"
    r"except|but|aber|pero|mais|maar|sondern|sino|any|anything|whenever|later|earlier|sooner|"
    r"otherwise|else|sonst|sinon|instead|stattdessen|wait|actually|scratch|sorry|correction|"
    r"eigentlich|doch|plutot|mejor|fyi|cc|fw|fwd|re)(?![\w'])"
    r"|n't\b|\bn'|@\w|^\s*>|~~|-{3,}|\b(?:from|sent|date|subject|wrote)\s*:"
    # a bracket that holds a weekday or a check mark: a chat stamp "[Tue 09:00]", a checkbox
    # "[ ] Tuesday"; not a ticket's "[FAC-1043] Room request" (requests51: 34 of the inputs in
    # tests/ whose one weekday the model read were left unread for it)
    r"|\[(?:[ \txX*\u2713\u2714-]?\]|[^\]\n]{0,30}?(?<![\w])(?:"
    + "|".join(sorted({*_DAYS, *_SHORT}, key=lambda w: (-len(w), w)))
    + r")(?![\w]))",
    re.MULTILINE,
)


def _fold(text: str) -> str:
    """Lower case, accents off ("Miércoles" is "miercoles"), one apostrophe."""
    flat = unicodedata.normalize("NFKD", text.replace("’", "'"))
    return "".join(c for c in flat if not unicodedata.combining(c)).casefold()


def _room_pattern(room: str, name: str) -> re.Pattern[str] | None:
    """A room's id in any case, with or without its dash or space ("R-204", "r204", "R 204"),
    or its name, as a whole word; ``None`` where neither has a letter or digit."""
    parts = re.findall(r"[a-z]+|\d+", _fold(room))
    spelled = [r"[\s-]?".join(map(re.escape, parts))] if parts else []
    spelled += [re.escape(_fold(name).strip())] if re.search(r"\w", name) else []
    if not spelled:
        return None
    return re.compile(r"(?<![\w-])(?:" + "|".join(spelled) + r")(?![\w-])")


def expected(text: str, meta: Mapping[str, Any], rooms: Iterable[Sequence[Any]]) -> Expected:
    """What ``text`` plainly asks for that ``meta`` leaves out (``room``, ``day``, ``avoid``),
    with ``rooms`` the arena's rooms as ``(id, name, ...)``; nothing where ``meta`` says it, nor
    in an arena whose tools list no rooms (``ROOMS``): its task may not be booking one, and its
    weekdays not the day a booking is for."""
    table = tuple((str(r[0]), str(r[1]) if len(r) > 1 else "") for r in rooms)
    if not table:
        return Expected()
    read = _read(text, table)
    return read._replace(
        room=None if meta.get("room") or meta.get("avoid") else read.room,
        avoid=() if meta.get("avoid") or meta.get("room") else read.avoid,
        unsure_rooms=() if meta.get("room") or meta.get("avoid") else read.unsure_rooms,
        day=None if meta.get("day") else read.day,
        unsure_day=None if meta.get("day") else read.unsure_day,
    )


@functools.lru_cache(maxsize=512)
def _read(text: str, rooms: tuple[tuple[str, str], ...]) -> Expected:
    """:func:`expected` of ``text`` alone, once per text and rooms."""
    folded = _fold(text)[:4000]  # an item's request; a bound on the scans
    asked: list[tuple[str, str]] = []
    out: list[tuple[str, str]] = []
    rest = folded
    inside = ""
    for room in rooms:
        pattern = _room_pattern(*room)
        spots = list(pattern.finditer(folded)) if pattern else []
        if not spots:
            continue
        inside = inside or next(filter(None, (_modifies(folded, m) for m in spots)), "")
        ruled = [_OUT.search(folded[max(0, m.start() - 40) : m.start()]) for m in spots]
        if all(ruled):
            out.append(room)
            for m, r in zip(spots, ruled, strict=True):  # "not Cedar" is read: no cue left
                if r is not None:
                    start = max(0, m.start() - 40) + r.start()
                    rest = rest[:start] + " " * (m.end() - start) + rest[m.end() :]
        else:
            asked.append(room)
    cue = _CUE.search(rest)
    general = cue.group(0).strip() if cue else inside  # "the cedar chest": no room (requests53)
    if (asked or out) and not general and not _ASKS.search(folded):
        general = _NO_ASK
    some = _SOME_ROOM.search(rest) if asked and not general else None
    said = general or (some.group(0) if some else "")
    if len(asked) > 1:
        said = said or "it names two rooms"
    days = {_DAYS[m.group(0)] for m in _DAY_WORD.finditer(folded)}
    days |= {_SHORT[m.group(0).rstrip(".")] for m in _SHORT_DAY.finditer(text.casefold()[:4000])}
    found = _DAY_CUE.search(rest)
    day_cue = found.group(0).strip() if found else ""
    if days and not day_cue and not _ASKS.search(folded):
        day_cue = _NO_ASK
    if len(days) > 1:
        day_cue = day_cue or "it names two weekdays"
    one_day = next(iter(days)) if len(days) == 1 else None
    day = Expected(
        day=None if day_cue else one_day,
        unsure_day=(", ".join(sorted(days)) or None) if day_cue else None,
        day_cue=day_cue,
    )
    if general:
        return day._replace(unsure_rooms=tuple(asked + out), cue=said)
    if said:  # "a room …, not Aspen, Maple is nice": Aspen plainly ruled out, Maple unsure
        return day._replace(unsure_rooms=tuple(asked), avoid=tuple(out), cue=said)
    return day._replace(room=asked[0] if asked else None, avoid=tuple(out))


#: A room's name between a determiner and another noun it may modify: "the cedar chest", "the
#: maple syrup tasting". The scripted model reads such a name as no mention of the room
#: (:mod:`arena.model.room_compounds`); the harness is unsure of it, and compares nothing.
_DETERMINER_BEFORE = LazyPattern(
    r"(?<![\w'])(?:the|a|an|our|your|their|my|his|her|some|this|that|of)\s+$"
)
_WORD_AFTER = LazyPattern(r"[ \t]+([a-z][a-z'-]*)")
_HEAD_WORDS = frozenset(
    (
        "room", "rooms", "raum", "salle", "sala", "zaal", "one", "option", "space", "for", "on",
        "at", "in", "please", "pls", "is", "was", "has", "had", "would", "will", "should",
        "could", "can", "may", "might", "must", "does", "did", "be", "not", "no", "to", "from",
        "by", "as", "and", "or", "but", "if", "with", "this", "next", "then", "too", "also",
        "only", "instead", "again", "tomorrow", "today", "ok", "okay",
    )
)  # fmt: skip


def _modifies(folded: str, m: re.Match[str]) -> str:
    """The phrase where the room's name at ``m`` modifies another noun ("the cedar chest"), else
    "" (see :data:`_DETERMINER_BEFORE`)."""
    after = _WORD_AFTER.match(folded, m.end())
    if after is None or after.group(1) in _HEAD_WORDS:
        return ""
    if not _DETERMINER_BEFORE.search(folded[max(0, m.start() - 12) : m.start()]):
        return ""
    return f"it names a room inside another noun ({m.group(0)} {after.group(1)})"


#: Why a reading is unsure where no one word says it.
_NO_ASK = "it has no booking word in a language the harness reads"


def _why(cue: str) -> str:
    return f"({cue})" if cue.startswith("it ") else f"(it says {cue!r})"


def unsure(text: str, meta: Mapping[str, Any], rooms: Iterable[Sequence[Any]]) -> list[str]:
    """What the items loader says of an input that names a room or weekday ``meta`` leaves out
    where the harness cannot read it for sure (:func:`expected`): each with the ``meta`` to write."""
    read = expected(text, meta, rooms)
    said: list[str] = []
    if read.unsure_rooms:
        first = read.unsure_rooms[0]
        names = ", ".join(f"{r[1] or r[0]} ({r[0]})" if r[1] else r[0] for r in read.unsure_rooms)
        label = first[1] or first[0]
        said.append(
            f"the input names {names}, but meta gives no room and the harness cannot tell from "
            f"its words alone which room the request asks for {_why(read.cue)}, so booked_as_approved "
            f"holds the booked room to none of them; write the room asked for, e.g. meta: "
            f"{{room: {label}}}, or the rooms ruled out, e.g. meta: {{avoid: {label}}}"
        )
    if read.unsure_day:
        first_day = read.unsure_day.split(", ")[0]
        said.append(
            f"the input names {read.unsure_day.title()}, but meta gives no day and the harness "
            f"cannot tell from its words alone which day the request asks for "
            f"{_why(read.day_cue)}, so booked_as_approved holds the booking's day to none; "
            f"write the day asked for, e.g. meta: {{day: {first_day}}}"
        )
    return said


def edited(trace: Trace, request: Mapping[str, Any]) -> bool:
    """Whether the person answered ``request`` with an edit: the room is then their own pick."""
    rid = request.get("request_id")
    return any(
        e.type == "input.responded"
        and e.data.get("request_id") == rid
        and e.data.get("edited_args")
        for e in trace.events
    )


def _label(room: tuple[str, str]) -> str:
    return f"{room[0].upper()} ({room[1]})" if room[1] else room[0].upper()


def booked_otherwise(booked: str, read: Expected, names: Mapping[str, str]) -> list[str]:
    """A booking of another room than the one the input plainly asks for, or of one it plainly
    rules out ("not Cedar"), where ``meta`` names none (``read``): "Book Cedar …" booked as Maple
    after an approval of Maple passed every check (expected50). ``booked`` is the booked value
    casefolded, an id or a name; ``names`` each room's casefolded name to its casefolded id."""
    booked_id = names.get(booked, booked)

    def same(room: tuple[str, str]) -> bool:
        rid = room[0].casefold()
        return booked_id in (rid, names.get(room[1].casefold(), rid))

    if read.room is not None and not same(read.room):
        return [
            f"booked {booked.upper()}, but the input asks for {_label(read.room)} (meta names "
            "no room; read as the one room the input names, docs/items.md)"
        ]
    out = [r for r in read.avoid if same(r)]
    if out:
        return [f"booked {booked.upper()}, but the input rules out {_label(out[0])} (meta: none)"]
    return []


__all__ = ["Expected", "InputNotCompared", "booked_otherwise", "edited", "expected", "unsure"]
