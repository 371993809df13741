"""Whether a request asks for more than one booking without counting rooms: a repeat ("twice",
"every Tuesday", "jeden Dienstag", "and again at 3pm", "for the rest of the week") or a second
room it names ("Book Aspen and Cedar", "…, and also book Cedar", "and Maple for the overflow",
"and book another one just like it").

The rooms tool books one room a call and the booking task one room a request. Each of these
loaded as an ordinary item, the model asked about the first booking only, and, approved, booked it
and passed every check (outside tester 29b: 19 wordings): the person was told nothing of the rest.
:mod:`arena.model.room_count` reads counted rooms ("two rooms"); this module reads the rest, and
the model says it books one room a request, as for counted rooms.
"""

from __future__ import annotations

import re

from arena.lazy_pattern import LazyPattern, compile_kept
from arena.model.room_stance import room_stances
from arena.wording.numbers import fold

_DAY = r"(?:mon|tues|wednes|thurs|fri|satur|sun)day"
_DAY_DE = r"(?:montag|dienstag|mittwoch|donnerstag|freitag)"
_DAY_ES = r"(?:lunes|martes|miercoles|jueves|viernes)"
_DAY_FR = r"(?:lundi|mardi|mercredi|jeudi|vendredi)"

#: A booking said to repeat: "twice", "every Tuesday", "weekly" ("on Tuesdays" alone is read as
#: the weekday, as tests/model/test_s27_requests_read.py holds), "and again at 3pm", "then the same again on Thursday", "for the rest of
#: the week", "the Tuesday after"; in German, Spanish and French alike.
_REPEAT = LazyPattern(
    r"\btwice\b(?!\s+(?:as|the|a)\b|-)|\b(?:two|three|four|2|3|4) times\b(?!\s+(?:as|the)\b)"
    rf"|\b(?:every|each)\s+(?:other\s+|single\s+)?(?:week|day|morning|afternoon|weekday|{_DAY})\b"
    r"|\b(?:weekly|daily|fortnightly|biweekly|recurring|repeating)\b"
    r"(?!\s+(?:meeting|sync|standup|stand-up|call|catch-?up|review|retro|check-?in|huddle|"
    r"planning|team|report|update)s?\b)"
    r"|\b(?:and|then)\s+(?:the same\s+)?again\b(?!\s*,)|\bsame again\b|\bagain\s+(?:at|on|next|the)\b"
    r"|\b(?:the\s+)?(?:rest of the|whole|entire)\s+week\b|\ball week\b|\bevery day\b"
    rf"|\bthe\s+(?:{_DAY}|week)\s+after\b(?!\s+(?:next|tomorrow|{_DAY}))"
    r"|\b(?:next|the following) week (?:too|as well)\b"
    rf"|\bjede[nmrs]?\s+(?:woche|tag|{_DAY_DE})\b|\bwochentlich\b|\bzweimal\b"
    rf"|\bcada\s+(?:semana|dia|{_DAY_ES})\b|\btodos los\s+(?:dias|{_DAY_ES})\b"
    r"|\bsemanalmente\b|\bdos veces\b"
    rf"|\bchaque\s+(?:semaine|jour|{_DAY_FR})\b|\btous les\s+(?:jours|{_DAY_FR}s)\b"
    r"|\bhebdomadaire\b|\bdeux fois\b"
)
#: Words that ask for one occurrence of a repeat: "(recurring series, this occurrence only)",
#: "just this one", "a one-off" (outside tester 37: a calendar invite's series read as a booking
#: more than once, so the item was refused).
_ONE_OCCURRENCE = compile_kept(
    r"\b(?:(?:this|the next|one) (?:occurrence|instance|session|meeting|one) only"
    r"|(?:only|just) (?:for )?(?:this|the next) (?:occurrence|instance|session|meeting|one)"
    r"|one[- ]?off|single occurrence)\b"
)
#: Words before such words that ask for more than the one: "not just this one", "starting with
#: just this one" (regress37: 3ef8bc31 read any of them as the whole text's one booking).
_NOT_ONE = compile_kept(r"\b(?:not|n't|no|never|rather than|instead of|starting with|from)\s+$")
#: What ends the words a one-occurrence phrase looks back over to the repeat it qualifies: a
#: sentence, or a clause joined on ("this occurrence only, and every Friday after").
_TURN = compile_kept(r"[.?!;]|\b(?:and|then|but|plus|also)\b")
#: A repeat's word as a form's field answered no: "Recurring: No", "Weekly? n/a", "Repeating:
#: none" (items40: an adaptive card's "Recurring: No" read as a booking more than once).
_NO_FIELD = compile_kept(
    r"[ \t]*(?:booking)?[ \t]*[:?=][ \t]*(?:no|none|n/?a|false|nein|non|-|never|one[- ]?off)[ \t]*"
    r"(?:$|[\n.,;|)])",
    re.M,
)
#: Words before a repeat that make it no order: "the weekly sync", "our daily standup" (a
#: meeting's name), "not every Tuesday", "like every Tuesday" (a habit).
_NOT_ORDER = compile_kept(r"\b(?:the|our|my|your|their|this|that|not|like|as|usual)\s+$")
#: A clause that tells a habit, not an order: "we usually meet every Tuesday".
_HABIT = compile_kept(
    r"\b(?:usually|normally|always|generally|typically|meet|meets|happens|runs|"
    # the writer's own week, as a signature says it: "Out of office every Friday", "I work from
    # home every Monday" (outside tester 31b: read as a booking every Friday)
    r"out of (?:the )?office|ooo|off|away|on leave|work|works|working|wfh|remote|in the office|"
    r"unavailable|not available)\b"
)
#: What ends a clause, and a booking's verb in one: "We meet every Monday, but book Cedar …".
_CLAUSES = compile_kept(r"[.!?;,\n]|\bbut\b")
_ORDER = compile_kept(r"\b(?:book|reserve|hold|grab|buch|reserv)\w*")
#: A second booking said without a room's name: "…, and book another one just like it", "I'll
#: also need one for 3 on the same day".
_ANOTHER = LazyPattern(
    r"\b(?:and|then|also|plus)\s+(?:also\s+)?(?:book|reserve|get|grab|hold)\s+(?:me\s+|us\s+)?"
    r"another\b(?!\s+(?:day|time|week))"
    r"|\balso need (?:one|another|a second)\b|\bneed (?:another|a second) (?:one|room)\b"
    r"|\bone for (?:\d+|[a-z]+)\s+(?:too|as well)\b"
)

#: Right before a room's booking, words that make it a fallback: "If not, book Maple",
#: "Otherwise, Maple", "Sinon, réserve Maple", "Se não, reserve Maple", "Wenn nicht, …",
#: "Zo niet, …" (requests50: the English, French and Portuguese read as a second booking).
_FALLBACK_BEFORE = LazyPattern(
    r"\b(?:if not|if it'?s not|if it isn'?t|otherwise|(?:or )?else|failing that|if (?:it'?s|it is) "
    r"(?:taken|busy|booked|full)|sinon|si no|si non|se nao|senao|wenn nicht|falls nicht|sonst|"
    r"altrimenti|se no|zo niet|anders|caso contrario)\s*[,;:]?\s*(?:then\s+)?$"
)


def _second_room(text: str, folded: str, names: tuple[str, ...]) -> bool:
    """Whether ``folded`` asks for a second room by name beside the first: "Aspen and Cedar",
    "and also book Cedar", "and Cedar as a backup", "and Maple … for the overflow". The first
    must be asked for: "If Cedar is busy, book Maple" asks for Maple alone."""
    if not names:
        return False
    stances = room_stances(text)
    room = "|".join(re.escape(n) for n in names)
    both = re.search(
        rf"\b(?:book|reserve|hold|grab|get|need)\w*\s+(?:the\s+)?({room})\s+(?:and|&|\+|plus|"
        rf"as well as|und|y|et)\s+(?:the\s+)?({room})\b",
        folded,
    )
    if both is not None and both.group(1) != both.group(2):
        return stances.get(both.group(1)) == stances.get(both.group(2)) == "wanted"
    later = re.search(
        rf"(?:\band|\balso|\bplus|,|;)\s+(?:also\s+)?(?:(?:please\s+)?(?:book|reserve|hold|grab|"
        rf"get)\s+)?(?:the\s+)?({room})\b(?:(?:\s+(?:as (?:a |an )?(?:backup|back-up|fallback|"
        rf"spare|overflow)|too|as well))|(?:\s+[\w'-]+){{0,7}}?\s+for (?:the )?overflow)",
        folded,
    )
    verb = re.search(
        rf"(?:\band|\balso|\bplus|,|;)\s+(?:also\s+)?(?:please\s+)?(?:book|reserve|hold|grab)\s+"
        rf"(?:the\s+)?({room})\b",
        folded,
    )
    for m in (later, verb):
        if m is None or _FALLBACK_BEFORE.search(folded, max(0, m.start() - 30), m.start() + 1):
            continue  # "Is Cedar free? If not, book Maple": a fallback (requests50)
        first = re.search(rf"\b({room})\b", folded[: m.start()])
        if first is not None and first.group(1) != m.group(1):
            return stances.get(first.group(1)) == "wanted"
    return False


#: A repeat's words that also name a meeting ("the Ops weekly", "Weekly Ops").
_NAMES = frozenset({"weekly", "daily", "fortnightly", "biweekly"})
#: What bounds a phrase that may be a meeting's name: a line, a clause's mark, a dash, quotes.
_PHRASE_END = compile_kept(
    r"[\n.,;:!?()\[\]\"\u2013\u2014\u201c\u201d\u2018\u2019|]|\s-\s|(?<!\w)'|'(?!\w)"
)
#: Words that make a phrase with a repeat's word an order or a habit, not a meeting's name:
#: "make it weekly", "weekly please", "weekly on Tuesdays", "we sync weekly", "a weekly booking".
_NOT_NAME = compile_kept(
    r"(?:book\w*|reserv\w*|rooms?|please|pls|it|this|that|we|us|i|let'?s|do|make|set|repeat\w*|"
    r"recur\w*|going|forward|from|now|on|at|in|starting|start|for|the|a|an|basis|schedule|until|"
    r"till|through|and|or|also|too|times|each|every|next|month|weeks?|months|quarter|same|"
    rf"sync|meet\w*|{_DAY}s?)"
)


def _meeting_name(folded: str, m: re.Match[str]) -> bool:
    """Whether the repeat's word at ``m`` is part of a meeting's name, a phrase of two or three
    words of its own: "Minutes — Ops weekly", "Re: Weekly Ops — room for 9", "'Weekly 1-on-1 (4
    managers)'" (items41: each refused as a booking more than once); not "…, weekly", "make it
    weekly", "weekly on Tuesdays"."""
    starts = [e.end() for e in _PHRASE_END.finditer(folded, 0, m.start())]
    end = _PHRASE_END.search(folded, m.end())
    phrase = folded[starts[-1] if starts else 0 : end.start() if end else len(folded)]
    words = phrase.split()
    return 2 <= len(words) <= 3 and not any(_NOT_NAME.fullmatch(w) for w in words)


def more_bookings(text: str, names: tuple[str, ...] = ()) -> str | None:
    """Why ``text`` asks for more than one booking (the words that say so), else ``None``;
    ``names`` are the folded names of the arena's rooms."""
    folded = fold(text)
    ones = [
        o.start()
        for o in _ONE_OCCURRENCE.finditer(folded)
        if not _NOT_ONE.search(folded, max(0, o.start() - 16), o.start())
    ]
    for m in _REPEAT.finditer(folded):
        if _NOT_ORDER.search(folded, max(0, m.start() - 12), m.start()):
            continue
        if m.group().strip() in _NAMES and _meeting_name(folded, m):
            continue  # "Minutes — Ops weekly": a meeting's name, not a booking's repeat
        if _NO_FIELD.match(folded, m.end()):
            continue  # "Recurring: No", "Weekly? no": a form's field that says it does not repeat
        if any(at >= m.end() and not _TURN.search(folded, m.end(), at) for at in ones):
            continue  # "(recurring series, this occurrence only)": the series, one of it asked
        clause = _CLAUSES.split(folded[: m.start()])[-1] + _CLAUSES.split(folded[m.start() :])[0]
        if not (_HABIT.search(clause) and not _ORDER.search(clause)):
            return f"it asks for a booking more than once ('{m.group().strip()}')"
    if (another := _ANOTHER.search(folded)) is not None:
        return f"it asks for a second booking ('{another.group().strip()}')"
    if _second_room(text, folded, names):
        return "it asks for a second room by name"
    return None
