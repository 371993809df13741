"""The facts a text names: its rooms, weekdays, dates, times and head counts.

The answer reader compares an answer's facts with the request's (:mod:`arena.wording.facts`), so
both are read here alike, with the weekday reader the scripted model reads a request with
(:func:`arena.wording.days.asked_days`) and its number words (:mod:`arena.wording.numbers`). A
room is one of the arena's rooms, by name or id, as the caller knows them (``rooms``: the tools
module's ``ROOMS``, the rooms a search listed): a capitalised word taken for a room read every
project, team, client, signature and German noun as one ("Yes, book it for the Berlin team
sync", "Ja, das passt. Viele Grüße, Anna": red team 11), and missed a room's name said where a
person's stands ("Yes. Thanks, Cedar"); a name misspelt by one slip is that room ("Yes, Cedr",
"Approved, Atrum": :func:`arena.wording.spelling.room_slip_spans`). Where no rooms are known an
id-shaped word ("R-204", "room 12") is read as one; where they are, one none of them has is an
"unknown room", still no room that was asked ("Yes, room 1430": outside tester 26). A name that
signs, greets or is thanked and a signature block (:mod:`arena.wording.names`), and a number after
"policy" or "ticket", refer to no booking: their numbers are no facts. An hour said in words where
a clock time stands ("a las tres", "um elf Uhr", "Yes, at six") is a time, not a number
(:mod:`arena.wording.hour_words`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from functools import lru_cache
from typing import NamedTuple

from arena.lazy_pattern import LazyPattern
from arena.wording.clock import (
    APPROX,
    DOTTED_LEAD,
    DOTTED_UNIT,
    approx_values,
    dotted_time,
    read_times,
)
from arena.wording.days import ABBREV, DAY_WORDS, asked_days, weekday
from arena.wording.hour_words import lead_only_hours, said_hour, time_lead
from arena.wording.names import person_spans
from arena.wording.numbers import find_numbers, fold, tokens, word_value
from arena.wording.room_words import RoomLike, room_words
from arena.wording.spelling import room_slip_spans, split_room_spans
from arena.wording.spoken_ids import spoken_id_spans


class Fact(NamedTuple):
    """One fact an answer names: its kind, the values it may mean (any one matching what was
    asked repeats it), where it stands in the text, and how to say it."""

    kind: str  # "room", "day", "date", "time", "count", "number"
    values: frozenset[str]
    span: tuple[int, int]
    said: str


#: The arena's rooms as a caller knows them: each one string (a name or an id), the strings
#: that name one room (its id and its name: ``("R-102", "Aspen")``), or a room object with ``id``
#: and ``name`` (:mod:`arena.wording.room_words`).
RoomWords = Iterable[RoomLike]


def _fold1(text: str) -> str:
    """``text`` folded character by character, so that positions still match the original."""
    return "".join((fold(c) or " ")[:1] for c in text)


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


_MONTH_NAMES = (
    "january february march april may june july august september october november december"
)
_MONTHS = {m[:3]: m for m in _words(_MONTH_NAMES)}
#: A month's name, short form or the same name in another language that starts as the English
#: one does (folded): only these. "mar[a-z]*" read "8 mardi", "martedì 9", "marketing 4",
#: "maybe 8", "separate 2" as dates, and each question said "(the request says: 8 mardi)"
#: (requests52).
_MONTH_WORDS = _words(
    f"{_MONTH_NAMES} jan feb mar apr jun jul aug sep sept oct nov dec janvier januar januari "
    "janeiro februar februari mars marz maart marzo marco aprile juni juin junio junho juli julio "
    "julho augustus septembre septiembre october octobre octubre novembre noviembre novembro "
    "decembre"
)
_MONTH = "(?:" + "|".join(sorted(_MONTH_WORDS, key=lambda w: (-len(w), w))) + r")\b\.?"
_ISO = LazyPattern(r"\b(\d{4})-(\d{1,2})-(\d{1,2})\b")
_DATE = LazyPattern(
    rf"\b(?:(\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?({_MONTH})|({_MONTH})\s+(\d{{1,2}})(?:st|nd|rd|th)?"
    r"|(\d{1,2})[/.](\d{1,2})(?:[/.]\d{2,4})?|(\d{1,2})(?:st|nd|rd|th))\b"
)
#: A day of the month said in words after "the" ("yes for the tenth", "Wednesday the third"),
#: as the "10th" of :data:`_DATE` is (held-out tester 33: "yes for the tenth" to a Friday request
#: approved): the ordinal ends its clause, so "the third floor", "the first one" are no date.
_ORDINAL_NAMES = (
    "first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth "
    "thirteenth fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth twentieth"
)
_ORDINALS = {w: i + 1 for i, w in enumerate(_ORDINAL_NAMES.split())}
_ORDINALS |= {f"twenty {w}": 20 + n for w, n in list(_ORDINALS.items())[:9]}
_ORDINALS |= {"thirtieth": 30, "thirty first": 31}
_ORDINAL_DATE = LazyPattern(
    r"\bthe +("
    + "|".join(sorted((w.replace(" ", "[ -]") for w in _ORDINALS), key=len, reverse=True))
    + r")(?= *(?:[,.;:!?)]|$|please|pls|then|instead|works|is (?:fine|good|ok)|of (?:"
    + _MONTH
    + r")))"
)
_SPAN = LazyPattern(
    # a duration in words: "ninety minutes", "forty-five mins" (items35: not in the question,
    # so a yes that repeats it read unclear in a run after loading as a yes)
    r"\b(\d+(?:[.,]\d+)?|an?|one|two|three|four|half an?|(?:fifteen|"
    r"(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[ -](?:five|one|two|three))?)"
    # not a clock time said in words: "thirty minutes past fourteen" (held in s28w)
    r"(?=\s*-?\s*(?:minutes?|mins?|hours?|hrs?)\b(?!\s+(?:past|after|to|before)\b)))"
    r"\s*-?\s*(hours?|hrs?|minutes?|mins?|"
    r"stunden?|horas?|heures?)\b"
    # "for six hours", "3 days": a duration, not six people (English words only: "six heures" is
    # French for six o'clock)
    r"|\b(?:\d+|five|six|seven|eight|nine|ten|eleven|twelve) ?-? ?(?:hours?|hrs?|minutes?|mins?|days?)\b"
    # "at night" (held-out tester 37: "yes, book Cedar for five at night Thursday" to a 9:00
    # request approved it as asked, though "in the evening" read as another time)
    r"|\b(all day|whole day|full day|half(?: a)? day|mornings?|afternoons?|evenings?|nights?|tonight|lunch(?:time)?|"
    r"vormittags?|nachmittags?|abends?|tarde|matin(?:ee)?|apres-midi|soir(?:ee)?|tomorrow|"
    r"weekend|(?:next|this|following) week|"
    # "Yes, but end of week." to a Tuesday request (outside tester 31b: approved and booked)
    r"(?:the )?end of (?:the |this |next )?week|(?:later|early|earlier) (?:in|this|next) (?:the )?week)\b"
    # not an event named after it: "our lunch-and-learn", "a lunch-n-learn" (evals45)
    r"(?!-(?:and|n|&)-)"
    r"|(?<!the )(?<!my )(?<!our )(?<!your )\b((?:first|last) thing)(?: (?:in the|on|tomorrow)"
    r" (morning|am|afternoon|evening|day)\b)?(?![\w-])"
    # Spanish "mañana" after "la" is the morning ("por la mañana", "de la mañana"); alone it is
    # "tomorrow" (provisos: a yes put off), so "Sí, solo por la mañana" to "… at 9am" is met
    # (session 27)
    r"|\b(?:por|de|en|a|durante) las? (mananas?)\b"
    # a length said in the other languages' number words ("Sí, pero dos horas.", "Ja, aber zwei
    # Stunden": answers38, the Spanish approved a request for 1 hour)
    r"|\b(?:dos|tres|cuatro|zwei|drei|vier|due|tre|quattro|dois|duas|quatro|twee|drie)\s+"
    r"(?:horas?|stunden?|ore|uur)\b"
)
_ROOM_ID = LazyPattern(
    r"\b[a-z]{1,2}-?(\d{2,4})[a-z]?\b|\b(?:room|rm|raum|sala|salle)\s*(?:no\.?\s*|#\s*)?(\d{1,4})\b"
    # "room B": a room named by one letter (not "room a bit", "room for 6")
    r"|\b(?:room|rm|raum|sala|salle)\s+([b-hj-z]|a(?!\s+[a-z]))\b(?![-'.]\w)"
)
#: What follows an id-shaped word that is a time or a count, not a room ("room 14:30", "rm 3pm").
_NO_ROOM_AFTER = LazyPattern(
    r"\s*(?:[:.h]\d|(?:am|pm|a\.m|p\.m|uhr|h|hrs?|o'?clock|people|persons?|ppl|pax|guests|of us|"
    r"seats|heads|percent)\b|%)"
)
#: What says an id-shaped word is a booking's code or a reference ("confirmed: BK-1234").
_NO_ROOM_BEFORE = LazyPattern(
    r"\b(?:confirm\w*|booking|booked|reference|ref|code|order|invoice|case|ticket|id)\W*$"
)
#: Words that say the number before them counts people ("8 people", "8 of us", "an 8-person").
_PEOPLE = _words(
    "people persons person ppl pax guests attendees participants heads folks colleagues "
    "personen leute teilnehmer personas gente personnes participants seats "
    "persone pessoas mensen ospiti convidados partecipanti participantes deelnemers"
)
#: ... and the pronoun of "the seven of us" in the other languages ("pour nous sept", "für uns
#: sieben", "nosotros siete", "wij zeven", "noi sette": outside tester 28b's "Parfait pour nous
#: sept." read no count, "sept" being mostly September).
_COUNT_LEADS = _words(
    "for with of are were be fur para pour mit con avec somos seremos sommes serons sera sind "
    "nous wir uns nosotros nosotras noi wij"
)
#: Number words that are mostly other words: "at once", "très bien", "seize", "do's", "Sept".
_NOT_A_NUMBER = _words("once tres elf seize dos sept neuf cent cents zero couple pair")
_FRENCH_LEADS = _words("a vers sera sommes serons")
#: Words said with a repeated count, so that "Sí, para seis personas" is "Sí," (not a dangling
#: "para", Spanish for "stop").
_LEADS_SAID_WITH = _words("for with fur para pour mit con avec")
_Add = Callable[[str, frozenset[str], int, int], None]
_PERCENT = LazyPattern(r"\s*(?:%|percent|x\b)")
#: A number that refers to a document, not to the booking: "per HR policy 4.2", "ticket #123",
#: "para. 3"; not Spanish "para 8" ("for 8": outside tester 26), so "para" needs its dot.
_REFERENCE = LazyPattern(
    r"\b(?:policy|section|sec|rule|clause|article|art|version|ver|item|ticket|case|ref|page|"
    r"paragraph|para(?=\.)|issue|invoice|order|po"
    # an account to charge ("cost centre 4410", "budget code 7710", "PO number 4410", "GL 6100":
    # answers41, each read as a head count)
    r"|cost cent(?:re|er)|cost code|budget code|billing code|project code|account|acct|gl|"
    r"purchase order|incident|req)"
    r"[.:]?\s*(?:(?:number|no\.?|nr\.?)\s*)?(?:#\s*)?\d+(?:[.-]\d+)*|\u00a7\s*\d+(?:[.-]\d+)*"
)
#: A greeting or sign-off that names a part of the day ("Good morning, could you ...", "Morning
#: all!", "Guten Abend", "Buenas tardes", "Bonne soirée"): a salutation, no time the request asks
#: for (held-out itemsheld36: "Good morning, ... for 4 on Thursday" asked "(the request says:
#: morning)", so "Yes, as long as it's in the morning" approved a request that named no time).
_GREETING = LazyPattern(
    r"(?<!\ba )(?<!\bthe )(?<!\bone )\bgood +(?:morning|afternoon|evening|night)\b"
    # a bare "Morning!" opening the text, or one said to people ("Morning all,", "Evening team")
    r"|^\s*(?:morning|afternoon|evening)(?= *!)"
    r"|\b(?:morning|afternoon|evening|night)(?= +(?:all|team|everyone|folks|guys|y'?all)\b)"
    r"|\bguten +(?:morgen|tag|abend|nachmittag)\b|\bbuen(?:os|as) +(?:dias|tardes|noches)\b"
    r"|\bbonne +(?:soiree|apres-midi|matinee|journee)\b|\bbuona +(?:sera|serata|giornata)\b"
)
#: A code of letters and a number ("OPS-1234", "INC0012345", "Q3", "H1"): a ticket or a period,
#: no count.
_CODE = LazyPattern(r"\b(?:[a-z]{3,}-?\d+(?:-\d+)*|[a-z]{1,2}\d)\b")


def read_facts(text: str, rooms: RoomWords | None = None) -> list[Fact]:
    """The rooms, days, dates, times and head counts ``text`` names (see the module docstring);
    ``rooms``: the arena's rooms (each its names and id), the only words read as rooms.

    One answer's reading reads the same texts (the answer, its parts, the request) some seven
    times over, each ~0.5 ms: what a text names is kept per text and rooms (speed53b)."""
    return list(_read_facts(text, tuple(room_keys(rooms))))


@lru_cache(maxsize=1024)
def _read_facts(text: str, rooms: tuple[frozenset[str], ...]) -> tuple[Fact, ...]:
    folded = _fold1(text)
    found: list[Fact] = []
    taken = [False] * len(folded)

    def add(kind: str, values: frozenset[str], start: int, end: int) -> None:
        if values and not any(taken[start:end]):
            found.append(Fact(kind, values, (start, end), text[start:end]))
            taken[start:end] = [True] * (end - start)

    known = list(rooms)
    for start, end, keys in _known_rooms(folded, known):  # "Yes. Thanks, Cedar" names Cedar too
        add("room", keys, start, end)
    for start, end, said in spoken_id_spans(folded):  # "r one oh two": R-102 (session 28)
        spoken = _known_rooms(fold(said), known)
        whole = [keys for a, b, keys in spoken if (a, b) == (0, len(said))]
        kind = "room" if whole or not known else "unknown room"
        add(kind, whole[0] if whole else frozenset({str(int(re.sub(r"\D", "", said)))}), start, end)
    names = tuple(k for keys in known for k in keys)
    for start, end, name in room_slip_spans(text, names) + split_room_spans(text, names):
        add("room", next(keys for keys in known if name in keys), start, end)  # "Yes, Cedr"
    refs = [m.span() for m in _REFERENCE.finditer(folded)]  # "per policy 4.2": no date
    refs += [m.span() for m in _CODE.finditer(folded)]  # "OPS-1234": no count
    refs += [m.span() for m in _GREETING.finditer(folded)]  # "Good morning,": no time
    for start, end in person_spans(text) + refs:  # "Thanks, Tom 555-0100", a signature: no number
        taken[start:end] = [True] * (end - start)
    for m in _ROOM_ID.finditer(folded) if known else ():  # an id no room listed has
        other = _NO_ROOM_AFTER.match(folded, m.end()) or _NO_ROOM_BEFORE.search(
            folded, 0, m.start()
        )
        if not other:  # "yes, R-1430": a room, but not ours (outside tester 26)
            add("unknown room", frozenset({_room_said(m)}), *m.span())
        taken[m.start() : m.end()] = [True] * (m.end() - m.start())  # no count, no time

    for m in _ISO.finditer(folded):
        add("date", frozenset({str(int(m.group(3)))}), m.start(), m.end())
    for m in _DATE.finditer(folded):
        dotted = dotted_time(m.group(0)) if m.group(5) else None
        if dotted and DOTTED_UNIT.match(folded, m.end()):
            continue  # "14.30 Uhr": the clock's
        if dotted and DOTTED_LEAD.search(folded, 0, m.start()):
            add("time", dotted, m.start(), m.end())  # "at 14.30", "um 14.30"
            continue
        days = [g for g in (m.group(1), m.group(4), m.group(5), m.group(6), m.group(7)) if g]
        month = m.group(2) or m.group(3)
        values = {str(int(d)) for d in days}
        if month:
            values = {f"{int(days[0])} {_MONTHS.get(month[:3], month)}"} if days else set()
        add("date", frozenset(values), m.start(), m.end())
    for m in _ORDINAL_DATE.finditer(folded):  # "for the tenth"
        add("date", frozenset({str(_ORDINALS[m.group(1).replace("-", " ")])}), m.start(), m.end())
    for m in APPROX.finditer(folded):
        add("time", approx_values(m), m.start(), m.end())
    read_times(folded, add)
    for m in _SPAN.finditer(folded):
        if m.group(4):  # "first thing (in the morning)": a time of day, as "morning" is
            part = {"am": "morning", "day": ""}.get(m.group(5) or "", m.group(5) or "")
            part = part or ("morning" if m.group(4) == "first thing" else "")
            add("time", frozenset({m.group(4), part} - {""}), m.start(), m.end())
            continue
        word = "manana" if m.group(6) else re.sub(r"s$", "", m.group(0))  # "mornings": morning
        word = _length(m.group(1), m.group(2)) or word  # "1 hour", "an hour", "one hour": 60 min
        add("time", frozenset({word}), m.start(), m.end())
    for m in () if known else _ROOM_ID.finditer(folded):  # ids of rooms nobody listed
        add("room", frozenset({_room_said(m)}), m.start(), m.end())
    _days(folded, add)
    _numbers(text, folded, taken, add)
    return tuple(sorted(found, key=lambda f: f.span))


def _room_said(m: re.Match[str]) -> str:
    """The number or letter of a room :data:`_ROOM_ID` found ("R-0102" 102, "room B" b)."""
    digits = m.group(1) or m.group(2)
    return str(int(digits)) if digits else m.group(3)


@lru_cache(maxsize=1024)
def room_key(word: str) -> str:
    """A room's name or id as compared: folded, without marks ("R-102", "r102" and "R 102" alike)."""
    return re.sub(r"[^a-z0-9]", "", fold(word))


def room_keys(rooms: RoomWords | None) -> list[frozenset[str]]:
    """Each room's keys (:func:`room_key` of its id and names); names of no letter or digit dropped.
    Rooms handed over as texts (names, ids, their tuples, the keys read before) are read once
    (speed53b)."""
    listed = tuple(rooms or ())
    if all(type(room) in _TEXTS for room in listed):
        try:
            return list(_room_keys(listed))
        except TypeError:  # a tuple holding what no room is: said as before, uncached
            pass
    return _keys_of(listed)


#: The kinds of rooms kept by value: immutable, and compared as the texts they hold.
_TEXTS = (str, tuple, frozenset)


@lru_cache(maxsize=64)
def _room_keys(rooms: tuple[RoomLike, ...]) -> tuple[frozenset[str], ...]:
    return tuple(_keys_of(rooms))


def _keys_of(rooms: Iterable[RoomLike]) -> list[frozenset[str]]:
    out = []
    for room in rooms:
        keys = frozenset(room_key(w) for w in room_words(room)) - {""}
        if keys:
            out.append(keys)
    return out


def _known_rooms(folded: str, known: list[frozenset[str]]) -> list[tuple[int, int, frozenset[str]]]:
    """Where ``folded`` names a known room, by a name or an id in any spelling ("Aspen", "r-102",
    "R102") or by an id's number after "room" ("room 102"), with the keys of the rooms it may mean."""
    if not known:
        return []
    by_form: dict[str, set[str]] = {}
    for keys in known:
        for key in keys:
            parts = re.findall(r"[a-z]+|\d+", key)
            by_form.setdefault(r"[\s-]?".join(parts), set()).update(keys)
            if parts[-1].isdigit() and len(parts) > 1:
                number = (
                    rf"(?:room|rm|raum|sala|salle|zimmer)\s*(?:no\.?\s*|#\s*)?0*{int(parts[-1])}"
                )
                by_form.setdefault(number, set()).update(keys)
    forms = sorted(by_form, key=len, reverse=True)
    scan = re.compile(r"(?<![a-z0-9])(?:" + "|".join(f"({f})" for f in forms) + r")(?![a-z0-9])")
    return [
        (m.start(), m.end(), frozenset(by_form[forms[(m.lastindex or 1) - 1]]))
        for m in scan.finditer(folded)
    ]


#: A length's number in words, and its unit in minutes (:data:`_SPAN`'s first branch).
_LENGTH_WORDS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "half a": 0.5,
                 "half an": 0.5, "fifteen": 15, "twenty": 20, "thirty": 30, "forty": 40,
                 "forty-five": 45, "forty five": 45, "sixty": 60, "ninety": 90}  # fmt: skip


def _length(number: str | None, unit: str | None) -> str | None:
    """A length said with its number and unit as minutes ("1 hour", "an hour", "one hour", "60
    minutes": "60 min"), so the request's and the answer's read alike however each writes it
    (answers38: "Sure, one hour at 13:00." to "… for 1 hour?" added a time); None for others."""
    if not number or not unit:
        return None
    value = float(number.replace(",", ".")) if number[0].isdigit() else _LENGTH_WORDS.get(number)
    per = 1 if unit.startswith("m") else 60  # minutes, mins; hours, hrs, Stunden, horas, heures
    return f"{value * per:g} min" if value else None


def _days(folded: str, add: _Add) -> None:
    """Weekdays: every one named, the kind each is read as by the model's day reader."""
    asked = set(asked_days(folded))
    for m in re.finditer(r"[a-z]+", folded):
        word = m.group()
        day = DAY_WORDS.get(word) or (DAY_WORDS.get(word[:-1]) if word.endswith("s") else None)
        if day is None and word in ABBREV and word not in ("mon", "sat", "sun"):
            day = ABBREV[word]
        if day is None and len(word) > 4:
            day = weekday(word)
        if day is not None:
            # one ruled out ("Monday is full", "not Wednesday") is no day the answer asks for
            add("day" if day in asked else "day ruled out", frozenset({day}), m.start(), m.end())


#: A group said by its size, after an article: "une dizaine", "una decina", "uma dúzia" (about
#: ten, a dozen); and German "zu zehnt" (ten of us). Each approved a yes for 6 (outside tester 29a).
_GROUP_OF = {
    "dizaine": 10, "decina": 10, "dezena": 10, "vingtaine": 20, "ventina": 20, "vintena": 20,
    "trentaine": 30, "trentina": 30, "dozzina": 12, "duzia": 12, "dozijn": 12,
}  # fmt: skip
_GROUP_ARTICLE = _words("une un una uma um een")
#: Dutch "met z'n zessen" (after :mod:`arena.wording.chat`, "met zijn zessen"): the six of us.
_MET_ZIJN = {"tweeen": 2, "drieen": 3, "vieren": 4, "vijven": 5, "zessen": 6, "zevenen": 7,
             "achten": 8, "negenen": 9, "tienen": 10, "elven": 11, "twaalven": 12}  # fmt: skip
_ZU = {"zweit": 2, "dritt": 3, "viert": 4, "funft": 5, "fuenft": 5, "sechst": 6, "siebt": 7,
       "acht": 8, "neunt": 9, "zehnt": 10, "elft": 11, "zwolft": 12}  # fmt: skip
#: Number words that are mostly other words ("dos", "tre", "dez") but counts before these, and
#: the words before them that say a head count in Portuguese and French ("somos doze", "on est
#: sept").
_IN_COUNT_WORDS = {
    "due": 2,
    "tre": 3,
    "sei": 6,
    "otto": 8,
    "dez": 10,
    "doze": 12,
    "dos": 2,
    "tres": 3,
}
_THINGS = _words("sillas sedie cadeiras chaises stoelen stuhle chairs sitze asientos lugares posti")
_COUNT_AFTER = _words("somos seremos sao serao siamo saremo")
#: "only" in Spanish, Portuguese and Italian, before a number word that is mostly another word
#: ("Sí, solo tres", "Sim, só três", "Sì, solo tre"), and the yes that may stand before one as its
#: own clause ("Sí, tres"): a count, not French "très" (outside tester 29c: each approved a
#: request for 6 and booked).
_ONLY = _words("solo solamente unicamente so somente apenas soltanto")
_SAID_YES = _words("si sim vale claro ok okay")


def _said_counts(toks: list[str]) -> list[tuple[int, int, int, str]]:
    """Counts :func:`arena.wording.numbers.find_numbers` leaves out, as ``(first token, end token,
    value, kind)``: a group said by its size ("une dizaine"), "zu zehnt", "somos doze", "on est
    sept", and a number word before chairs or seats ("dos sillas más", "tre sedie in più")."""
    found = []
    for i, tok in enumerate(toks):
        before = toks[i - 1] if i else ""
        after = toks[i + 1] if i + 1 < len(toks) else ""
        if tok in _GROUP_OF and before in _GROUP_ARTICLE:
            found.append((i - 1, i + 1, _GROUP_OF[tok], "count"))
        elif tok in _ZU and before == "zu":
            found.append((i - 1, i + 1, _ZU[tok], "count"))
        elif tok in _MET_ZIJN and before in ("zijn", "ons", "onze"):
            found.append((i, i + 1, _MET_ZIJN[tok], "count"))
        elif tok in _IN_COUNT_WORDS and (
            before in _COUNT_AFTER
            or before in _ONLY
            or (before == "," and i > 1 and toks[i - 2] in _SAID_YES and after in ("", ".", "!"))
        ):
            found.append((i, i + 1, _IN_COUNT_WORDS[tok], "count"))
        elif before == "est" and i > 1 and toks[i - 2] == "on" and word_value(tok):
            found.append((i, i + 1, word_value(tok) or 0, "count"))  # "on est sept"
        elif after in _THINGS and (tok in _IN_COUNT_WORDS or tok in _NOT_A_NUMBER):
            value = _IN_COUNT_WORDS.get(tok) or word_value(tok)
            if value:
                found.append((i, i + 1, value, "number"))
    return found


def _numbers(text: str, folded: str, taken: list[bool], add: _Add) -> None:
    """Head counts ("8 people", "for eight", "the 8 of us") and other numbers in digits."""
    spans = [
        (m.start(), m.end()) for m in re.finditer(r"\d+(?:[.,:]\d+)?|[a-z]+|[^\sa-z\d]", folded)
    ]
    toks = tokens(folded)
    if len(toks) != len(spans):
        return
    for first, last, value, kind in _said_counts(toks):
        add(kind, frozenset({str(value)}), spans[first][0], spans[last - 1][1])
    numbers = find_numbers(toks)
    used = {i for n in numbers for i in range(n.start, n.end)}
    extra = [n for n in lead_only_hours(toks) if n.start not in used]  # "alle tre", "às dez"
    for n in sorted([*numbers, *extra], key=lambda n: n.start):
        start, end = spans[n.start][0], spans[n.end - 1][1]
        if any(taken[start:end]):
            continue
        after = toks[n.end] if n.end < len(toks) else ""
        after2 = toks[n.end + 1] if n.end + 1 < len(toks) else ""
        before = toks[n.start - 1] if n.start else ""
        people = after in _PEOPLE or (after == "-" and after2 in ("person", "persons", "people"))
        people = people or (after == "of" and after2 == "us") or before in _COUNT_LEADS
        word = toks[n.start]
        grave = before in ("a", "as") and text[spans[n.start - 1][0]] in "\u00e0\u00c0"
        hour_lead = time_lead(toks, n.start)  # "verso le tre", "all'una", "pelas três"
        grave = grave or (hour_lead == "as" and before != "as")
        if before in _FRENCH_LEADS and word == "tres":
            continue  # "ce sera très bien", "à très bientôt"
        if _PERCENT.match(folded, end):
            continue  # "100%", "a hundred percent": how sure, no count
        clock = (
            None if n.digits or after in _PEOPLE else said_hour(toks, n, hour_lead, after, grave)
        )
        if clock:
            add("time", clock[0], start, spans[clock[1] - 1][1])
            continue
        if people:
            last = n.end + (2 if after in ("-", "of") else 1 if after in _PEOPLE else 0)
            last = min(last, len(toks))  # "Sure, for two of": cut off after "of" (session 27)
            stop = spans[last - 1][1] if last > n.end else end
            lead = spans[n.start - 1][0] if before in _LEADS_SAID_WITH else start
            add("count", frozenset({str(n.value)}), lead, stop)
        elif n.digits or (n.value > 1 and word not in _NOT_A_NUMBER):
            # a number word counts as its digits do ("Yes, seven" for a 6-person request adds
            # a count; "Yes, six" repeats it), but "one" and "a" are mostly no number
            add("number", frozenset({str(n.value)}), start, end)
