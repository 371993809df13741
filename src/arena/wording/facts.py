"""What an answer says besides yes: the room, day, date, time and head count it names.

"Yes, Maple", "Yes, Wednesday please" and "Yes, 8 people" say yes to a booking that was not
asked for (red team 10): going ahead with the asked one would not be what the person said. The
answer reader (:mod:`arena.wording.answers`) reads the facts in an answer and in the words it
answers (``asked``) alike, with the weekday reader the scripted model reads a request with
(:func:`arena.wording.days.asked_days`) and its number words (:mod:`arena.wording.numbers`); a
fact the answer repeats ("Yes, book Aspen" for an Aspen request) is said as "it", and one it adds
leaves a yes unclear. The room table lives in a higher layer, so a room's name is read as a word
with a capital that no list of ordinary words holds ("Yes, Maple"): a name it misses can only
leave a yes unclear, never approve one. A name that signs, greets or is thanked ("Best,\nMaria",
"Thanks, Tom", "I, Dana, approve", "invite Sam") is a person's (:mod:`arena.wording.names`), and
a number after "policy" or "ticket" refers to a document: neither is read as a fact.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from typing import NamedTuple

from arena.wording.days import ABBREV, DAY_WORDS, asked_days, weekday
from arena.wording.names import person_spans
from arena.wording.numbers import find_numbers, fold, tokens


class Fact(NamedTuple):
    """One fact an answer names: its kind, the values it may mean (any one matching what was
    asked repeats it), where it stands in the text, and how to say it."""

    kind: str  # "room", "name", "day", "date", "time", "count", "number"
    values: frozenset[str]
    span: tuple[int, int]
    said: str


def _fold1(text: str) -> str:
    """``text`` folded character by character, so that positions still match the original."""
    return "".join((fold(c) or " ")[:1] for c in text)


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


_MONTH_NAMES = (
    "january february march april may june july august september october november december"
)
_MONTHS = {m[:3]: m for m in _words(_MONTH_NAMES)}
_MONTH = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?"
_MONTH_WORD = re.compile(
    r"(?:jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)|" + "|".join(_MONTHS.values())
)
_ISO = re.compile(r"\b(\d{4})-(\d{1,2})-(\d{1,2})\b")
_DATE = re.compile(
    rf"\b(?:(\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?({_MONTH})|({_MONTH})\s+(\d{{1,2}})(?:st|nd|rd|th)?"
    r"|(\d{1,2})[/.](\d{1,2})(?:[/.]\d{2,4})?|(\d{1,2})(?:st|nd|rd|th))\b"
)
_CLOCK = re.compile(
    r"\b(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm|a\.m\.?|p\.m\.?|uhr|h\b|o'?clock)"
    r"|\b(\d{1,2}):(\d{2})\b"
    r"|\b(?:at|um|by|from|until|till|before|after|around|vers|a las)\s+(\d{1,2})\b"
    r"(?!\s*(?:people|persons|ppl|of us|pax|guests|attendees|participants|seats|heads))"
    r"|\b(noon|midday|midnight|mittag|mediodia|midi)\b"
)
_SPAN = re.compile(
    r"\b(\d+(?:[.,]\d+)?|an?|one|two|three|four|half an?)\s*-?\s*(hours?|hrs?|minutes?|mins?|"
    r"stunden?|horas?|heures?)\b"
    r"|\b(all day|whole day|full day|half(?: a)? day|morning|afternoon|evening|tonight|lunch(?:time)?|"
    r"vormittags?|nachmittags?|abends?|tarde|matin(?:ee)?|apres-midi|soir(?:ee)?|tomorrow|"
    r"weekend|(?:next|this|following) week)\b"
)
_ROOM_ID = re.compile(
    r"\b[a-z]{1,2}-?(\d{2,4})[a-z]?\b|\b(?:room|rm|raum|sala|salle)\s*(?:no\.?\s*|#\s*)?(\d{1,4})\b"
)
#: Words that say the number before them counts people ("8 people", "8 of us", "an 8-person").
_PEOPLE = _words(
    "people persons person ppl pax guests attendees participants heads folks colleagues "
    "personen leute teilnehmer personas gente personnes participants seats"
)
_COUNT_LEADS = _words("for with of are were be fur para pour mit con avec")
#: Number words that are mostly other words: "at once", "très bien", "seize", "do's", "Sept".
_NOT_A_NUMBER = _words("once tres elf seize dos sept neuf cent cents zero couple pair")
#: Words said with a repeated count, so that "Sí, para seis personas" is "Sí," (not a dangling
#: "para", Spanish for "stop").
_LEADS_SAID_WITH = _words("for with fur para pour mit con avec")
_Add = Callable[[str, frozenset[str], int, int], None]
_PERCENT = re.compile(r"\s*(?:%|percent|x\b)")
#: A number that refers to a document, not to the booking: "per HR policy 4.2", "ticket #123".
_REFERENCE = re.compile(
    r"\b(?:policy|section|sec|rule|clause|article|art|version|ver|item|ticket|case|ref|page|"
    r"para(?:graph)?|issue|invoice|order|po)\.?\s*(?:no\.?\s*|#\s*)?\d+(?:[.-]\d+)*|\u00a7\s*\d+(?:[.-]\d+)*"
)


def _clock_values(m: re.Match[str]) -> frozenset[str]:
    """The minutes after midnight a clock time may mean: "3pm" 900, "at 3" 180 or 900."""
    if m.group(7):
        return frozenset({"720"} if m.group(7) != "midnight" else {"0"})
    hour = int(m.group(1) or m.group(4) or m.group(6))
    minute = int(m.group(2) or m.group(5) or 0)
    unit = (m.group(3) or "").replace(".", "")
    if unit.startswith("p") and hour < 12:
        return frozenset({str((hour + 12) * 60 + minute)})
    if unit.startswith("a") or unit in ("uhr", "h") or m.group(4) or hour > 12:
        return frozenset({str(hour % 24 * 60 + minute)})
    return frozenset({str(hour * 60 + minute), str((hour + 12) * 60 + minute)})


def read_facts(text: str) -> list[Fact]:
    """The rooms, days, dates, times and head counts ``text`` names (see the module docstring)."""
    folded = _fold1(text)
    found: list[Fact] = []
    taken = [False] * len(folded)
    refs = [m.span() for m in _REFERENCE.finditer(folded)]  # "per policy 4.2": no date
    for start, end in person_spans(text) + refs:  # "Thanks, Tom", "Best,\nMaria": no room
        taken[start:end] = [True] * (end - start)

    def add(kind: str, values: frozenset[str], start: int, end: int) -> None:
        if values and not any(taken[start:end]):
            found.append(Fact(kind, values, (start, end), text[start:end]))
            taken[start:end] = [True] * (end - start)

    for m in _ISO.finditer(folded):
        add("date", frozenset({str(int(m.group(3)))}), m.start(), m.end())
    for m in _DATE.finditer(folded):
        days = [g for g in (m.group(1), m.group(4), m.group(5), m.group(6), m.group(7)) if g]
        month = m.group(2) or m.group(3)
        values = {str(int(d)) for d in days}
        if month:
            values = {f"{int(days[0])} {_MONTHS.get(month[:3], month)}"} if days else set()
        add("date", frozenset(values), m.start(), m.end())
    for m in _CLOCK.finditer(folded):
        add("time", _clock_values(m), m.start(), m.end())
    for m in _SPAN.finditer(folded):
        add("time", frozenset({re.sub(r"s$", "", m.group(0))}), m.start(), m.end())
    for m in _ROOM_ID.finditer(folded):
        add("room", frozenset({str(int(m.group(1) or m.group(2)))}), m.start(), m.end())
    _days(folded, add)
    _numbers(folded, taken, add)
    for m in _CAPITALISED.finditer(text):
        word = fold(m.group(1))
        if word not in COMMON and not weekday(word) and not _MONTH_WORD.fullmatch(word):
            add("name", frozenset({word}), m.start(1), m.end(1))
    return sorted(found, key=lambda f: f.span)


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


def _numbers(folded: str, taken: list[bool], add: _Add) -> None:
    """Head counts ("8 people", "for eight", "the 8 of us") and other numbers in digits."""
    spans = [
        (m.start(), m.end()) for m in re.finditer(r"\d+(?:[.,:]\d+)?|[a-z]+|[^\sa-z\d]", folded)
    ]
    toks = tokens(folded)
    if len(toks) != len(spans):
        return
    for n in find_numbers(toks):
        start, end = spans[n.start][0], spans[n.end - 1][1]
        if any(taken[start:end]):
            continue
        after = toks[n.end] if n.end < len(toks) else ""
        after2 = toks[n.end + 1] if n.end + 1 < len(toks) else ""
        before = toks[n.start - 1] if n.start else ""
        people = after in _PEOPLE or (after == "-" and after2 in ("person", "persons", "people"))
        people = people or (after == "of" and after2 == "us") or before in _COUNT_LEADS
        if n.digits and _PERCENT.match(folded, end):
            continue
        if people:
            last = n.end + (2 if after in ("-", "of") else 1 if after in _PEOPLE else 0)
            stop = spans[last - 1][1] if last > n.end else end
            lead = spans[n.start - 1][0] if before in _LEADS_SAID_WITH else start
            add("count", frozenset({str(n.value)}), lead, stop)
        elif n.digits or (n.value > 1 and toks[n.start] not in _NOT_A_NUMBER):
            # a number word counts as its digits do ("Yes, seven" for a 6-person request adds
            # a count; "Yes, six" repeats it), but "one" and "a" are mostly no number
            add("number", frozenset({str(n.value)}), start, end)


#: A word with a capital ("Maple", "MAPLE"), maybe a room's name; what follows it may rule the
#: room out ("Maple is too big", "not Maple"): see :func:`added`.
_CAPITALISED = re.compile(r"(?<![\w'-])([A-Z][a-z]{2,}|[A-Z]{3,})(?:'s)?(?![\w'-])")
_RULED_OUT_BEFORE = re.compile(
    r"(?:\b(?:not|no|instead of|rather than|than|over|except|but not|nicht|statt|pas|sauf)\s+"
    r"(?:the\s+|in\s+|on\s+)?)$"
)
_RULED_OUT_AFTER = re.compile(
    r"^\s*(?:is|was|'s|seems|looks|would be)\s+(?:(?:too|fully|already|now|not|way|a bit|far|anyway)\s+)*"
    r"(?:small|tight|full|taken|booked|busy|cramped|unavailable|occupied|big|large|out|bad)\b"
    r"|^\s*(?:won'?t|doesn'?t|does not|will not|can'?t|cannot)\s+(?:fit|work|do)\b"
)

#: Words with a capital that name no room: the sentence's first word, courtesy, answer words.
#: The answer reader adds its own vocabulary (:func:`known_words`).
COMMON: set[str] = set(
    _words(
        """i im ive id ill we you he she they it its me us my our your his her their this that these
    those there here what which who whom whose when where why how all any both each every some
    such no nor not only own same so than too very can will just should now then also again
    yes yeah yep yup ya yea ok okay sure fine good great perfect nice cool awesome excellent
    lovely brilliant wonderful fantastic terrific super splendid neat sweet superb amazing
    absolutely definitely certainly totally indeed correct right exactly agreed approved approve
    confirmed confirm affirmative alright done go ahead please thanks thank cheers thx hi hello
    hey dear regards best kind sincerely many much lots appreciated appreciate welcome happy glad
    sounds sound looks look seems seem works work book booking booked reserve reservation room
    request proceed granted accept accepted allowed permission approval and but or if as at by
    for from in into of off on onto out over to up with without about after before because
    although though while until unless be is are was were been being am do does did done have
    has had having get got let lets make made take use need needs want wants know think see
    send sent invite calendar meeting team everyone everybody people anyone somebody someone
    nobody none one two three first next last today tonight now later soon asap sorry hmm
    whoever whatever whichever however per via policy ops head status decision verdict
    response reply result outcome update subject note fwd answer text summary final re
    well oh ah wow yay hooray great fine true false nope nah nay never maybe perhaps probably
    hopefully honestly actually really sounds go fyi lgtm asap tbh imo btw pls plz ty np
    roger aye yessir absolutely noted understood acknowledged ack gotcha sir madam team all
    projector screen whiteboard catering coffee tea lunch food budget cost price floor seats
    seat size capacity space time day week month morning afternoon evening noon
    ja bitte danke gerne gern sie ihnen ihr wir ich du raum beamer termin buchung besprechung
    ordnung problem frage fragen idee bedenken einwande sache zeit leute personen gruss grusse
    catering kaffee essen getranke verpflegung anderungen dank vielen herzlichen passt klar
    si oui non merci vale gracias claro bueno perfecto de accord bien sala salle
    """
    )
)


def known_words(sources: Iterable[str]) -> None:
    """Adds the words of ``sources`` (words, phrase patterns) to :data:`COMMON`: a word the
    answer reader reads is no room's name."""
    COMMON.update(re.findall(r"[a-z]{3,}", " ".join(sources)))


def _ruled_out(text: str, fact: Fact) -> bool:
    start, end = fact.span
    before, after = fold(text[max(0, start - 30) : start]), fold(text[end : end + 60])
    return bool(_RULED_OUT_BEFORE.search(before) or _RULED_OUT_AFTER.match(after))


class Compared(NamedTuple):
    """An answer with the facts it repeats said as "it", and the facts it adds."""

    text: str
    added: list[str]


def compare(answer: str, asked: str) -> Compared:
    """``answer`` with what it shares with ``asked`` said as "it" (a count as nothing), and what
    it names that ``asked`` does not: a room, a weekday, a date, a time or a head count."""
    have: dict[str, set[str]] = {}
    for fact in read_facts(asked):
        kind = "day" if fact.kind == "day ruled out" else fact.kind
        have.setdefault(kind, set()).update(fact.values)
        if kind in ("count", "room", "date", "time"):
            have.setdefault("number", set()).update(v for v in fact.values if v.isdigit())
    have.setdefault("name", set()).update(re.findall(r"[a-z]{3,}", fold(asked)))
    have.setdefault("number", set()).update(str(int(d)) for d in re.findall(r"\d+", asked))
    out, added, last = [], [], 0
    for fact in read_facts(answer):
        shared = fact.values & have.get(fact.kind, set())
        if fact.kind == "number":
            shared = shared or (fact.values & have.get("count", set()))
        start, end = fact.span
        if shared:
            out += [answer[last:start], "" if fact.kind == "count" else "it"]
            last = end
        elif fact.kind == "day ruled out" or (
            fact.kind in ("name", "room") and _ruled_out(answer, fact)
        ):
            continue
        else:
            added.append(f"{fact.kind} {fact.said.strip()!r}")
    out.append(answer[last:])
    return Compared("".join(out), added)
