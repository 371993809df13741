"""A head count the writer says whole beside the parts it reads from: a total after the people
it sums ("me, Ana and Li (so three)", "3 new folks plus me and Dana, so five"), a parenthesis that
breaks the count down ("Team of 6 (me + 5)"), the count of now in a correction ("it's 10 now, two
more people signed up"), the most who may come ("four, max five") and a larger count to book for
("We're six, but make it for eight"). Outside tester items32 wrote each, and
:mod:`arena.model.head_count` read the parts instead: 9, 8, 11, 2, 4 and 6 people. Each reader
takes ``read``, the head count reader without these, to tell what the rest of the text counts.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from arena.lazy_pattern import compile_kept
from arena.model.count_away import away_last
from arena.model.count_words import is_people, people_after
from arena.wording.numbers import find_numbers, fold, tokens, word_value

Read = Callable[[str], "int | str"]

#: A total said after the people it sums: "me, Ana and Li (so three)", "3 new folks plus me and
#: Dana, so five", "4 of us + Jan (i.e. 5)", "… our director might pop in too (so seven to be
#: safe)", "… plus Jan, 5 in total", "that makes 7", "donc cinq", "also fünf", "o sea, cinco",
#: and a count of now after people dropped: "14 people, but 3 can't make it, so we'll be 11".
_STATED_TOTAL = compile_kept(
    r"(?:^|(?<=[\s(\[,;:.!?\u2013\u2014-]))(?:so|so that's|so that is|that's|thats|that is|"
    # the count of now after a drop: "14 people, but sales can't make it, so we'll be 11"
    # ("so it's 3" may be an hour: not read)
    r"so,?\s+(?:we'll be|we will be|we're|we are|now|we're now|we are now|we'll now be)"
    r"(?:\s+(?:just|only))?|"
    r"that makes|which makes|makes|i\.?\s?e\.?|=|equals|total:?|in total|donc|soit|au total|"
    r"also|d\.\s?h\.|sprich|insgesamt|o sea|es decir|en total)\s*,?\s+(?P<n>\d+|[a-z-]+)"
    r"(?P<tail>(?:\s+(?:people|persons|ppl|pax|heads|seats|of us|in total|total|altogether|"
    r"in all|all told|overall|to be safe|max|personen|leute|personas|personnes|in the room|"
    r"in person|on site|onsite))*)"
    # the people the total takes in, said after it: "so 8 in the room with the 2 facilitators"
    r"(?P<with>\s+(?:with|including|incl\.?|counting)\s+(?:the\s+|our\s+)?(?:\d+|[a-z-]+)"
    r"(?:\s+[a-z-]+){1,2})?"
    r"\s*(?=[)\],;:.!?\u2013\u2014-]|$)"
    r"|(?<![\w-])(?P<m>\d+|[a-z-]+)\s+(?:people\s+|persons\s+|of us\s+)?"
    r"(?:in total|total|altogether|all together|in all|all told|insgesamt|en total|au total)"
    r"\s*(?=[)\],;:.!?\u2013\u2014-]|$)"
)


def _value(word: str) -> int | None:
    value = int(word) if word.isdigit() else word_value(word)
    return value if value and value < 1000 else None


def _within(said: str, total: int, read: Read) -> bool:
    """Whether the people a total takes in ("with the 2 facilitators") are fewer than it."""
    count = read("for " + re.sub(r"^\s*\S+\s+", "", said))
    return isinstance(count, int) and count < total


def stated_total(text: str, read: Read) -> int | None:
    """The total the request says after counting its people (:data:`_STATED_TOTAL`), where
    words before it count people and none after it do: the writer's own sum wins over the
    reading of its parts. "8 in total, but 2 are remote" is 6."""
    for m in reversed(list(_STATED_TOTAL.finditer(fold(text)))):
        value = _value(m.group("n") or m.group("m"))
        if value is None:
            continue  # "… so seven. Thank you so much!": "so much" is no total (items33)
        before, after = text[: m.start()], text[m.end() :]
        if not isinstance(read(before), int) or isinstance(read(after), int):
            return None
        if m.group("with") and not _within(m.group("with"), value, read):
            return None  # "so 3 with the 4 guests": no total of those it takes in
        return value
    return None


#: A total given as a table's row or a list's line below the parts it sums ("| Total | 9 |",
#: "- Total: 7", "**Total** = 12 people"): outside tester 36 (open since session 35), refused
#: as several numbers none of which says how many people.
_TOTAL_ROW = compile_kept(
    r"(?im)^[ \t]*(?:[-*\u2022|][ \t]*)*(?:\*\*|__)?(?:grand[ \t]+)?(?:total|sum|gesamt|"
    r"insgesamt|totale|totaal)(?:[ \t]+(?:people|attendees|headcount|pax|participants))?"
    r"(?:\*\*|__)?[ \t]*(?:[:=|][ \t]*)+(?:\*\*|__)?(?P<n>\d{1,3})(?:\*\*|__)?"
    r"(?:[ \t]+(?:people|persons|ppl|pax|attendees))?[ \t]*\|?[ \t]*$"
)


#: A row or line of the parts above a total: its last number is the part's count.
_PART = compile_kept(r"^[ \t]*(?:[-*\u2022|]|[^\W\d][^:\n|]{0,30}:)[^\n]*?(\d{1,3})\D*$")


def total_row(text: str) -> int | None:
    """The head count a table's or a list's total row gives (:data:`_TOTAL_ROW`), where the rows
    or lines right above it add up to it (a bill's "| Total | 120 |" below its prices is no
    count unless its prices sum to it too, and the caller reads this only where the rest of the
    text gives no count); rows that disagree say nothing clear."""
    values = set()
    for m in _TOTAL_ROW.finditer(text):
        parts = []
        for line in reversed(text[: m.start()].rstrip("\n").split("\n")):
            if not line.strip() or ((part := _PART.match(line)) is None and "|" not in line):
                break
            parts += [int(part.group(1))] if part is not None else []
        if len(parts) >= 2 and sum(parts) == int(m.group("n")):
            values.add(int(m.group("n")))
    return values.pop() if len(values) == 1 else None


#: A parenthesis: "Team of 6 (me + 5)", "for 6 (me and 5 others)".
_PAREN = compile_kept(r"\(([^()]*)\)")


#: A parenthesis that says who is among those counted: "(incl. 2 externals)", "(including me)",
#: "(inkl. 2 Gäste)" is no count of its own; one that says some are away ("(incl. 3 remote)")
#: is read with the rest, as people away come off the count.
_INCLUDED = compile_kept(
    r"\s*(?:incl\.?|including|inkl\.?|inklusive|einschl\w*|incluid[oa]s?|incluyendo|y compris)"
    r"(?:\s|$)(?!.*\b(?:remote\w*|online|dial\w*|phone|zoom|virtual\w*|away|absent)\b)",
    re.I,
)


#: A parenthesis that holds a count alone: "(3)", "(3 ppl)", "(3 people)".
_BARE = compile_kept(
    r"\s*\d+\s*(?:people|ppl|persons|pax|pers\.?|personen|personas|personnes)?\s*", re.I
)


def restated(text: str, read: Read) -> int | None:
    """The count of ``text`` where a parenthesis in it only breaks that count down ("Team of 6
    (me + 5)", "Room for 6 (me + 5 others)"): read with the rest, its people were added to the
    six they make up. The count read without it, where the parenthesis itself counts as many,
    or says who is among them (:data:`_INCLUDED`). Not where two parentheses or more hold a
    bare count each: "team A (3) + team B (3)" gives a count a part, none restated (it read 3)."""
    if len([m for m in _PAREN.finditer(text) if _BARE.fullmatch(m.group(1))]) > 1:
        return None
    for m in _PAREN.finditer(text):
        if _INCLUDED.match(m.group(1)):  # "Headcount: 7 (incl. 2 externals)": 7 (items32)
            outside = read(text[: m.start()] + " " + text[m.end() :])
            if isinstance(outside, int):
                return outside
            continue
        inside = read(m.group(1))
        if not isinstance(inside, int):
            continue
        outside = read(text[: m.start()] + " " + text[m.end() :])
        if outside == inside:
            return outside
    return None


#: A correction's count said as the count of now: "it's 10 now", "we're now 10".
_NOW_TOTAL = compile_kept(
    r"\b(?:it's|its|it is|we're|we are|that's|we'll be|it'll be)\s+(?:now\s+)?(?P<n>\d+|[a-z]+)"
    r"(?:\s+(?:people|of us|in total))?\s+now\b"
    r"|\b(?:it's|its|it is|we're|we are|we'll be|it'll be)\s+now\s+(?P<m>\d+|[a-z]+)\b"
)


#: A head count of now said with its people word, anywhere in a correction: "so it's just the
#: four of us now", "we're only 3 people now".
_NOW_OF_US = compile_kept(
    r"\b(?:it's|its|it is|we're|we are|that's|we'll be|it'll be)\s+(?:now\s+)?(?:(?:just|only)\s+)?"
    r"(?:the\s+)?(?P<n>\d+|[a-z]+)\s+(?:people|of us)\s+now\b"
)


def now_total(said: str, tail: str = "") -> int | None:
    """The count a correction gives as the count of now (:data:`_NOW_TOTAL`), where it says
    why too: "it's 10 now, two more people signed up" read the two who explain it as the count.

    ``said`` is the correction's own words (up to a reason, :func:`arena.model.corrections.lead`),
    ``tail`` all of it: a count of now with its people word after a comma there
    (:data:`_NOW_OF_US`) is the count too, where the words cut before it give the count it
    replaces ("We planned 10 but most of the team is out, so it's just the four of us now" read
    10, itemsheld38)."""
    m = _NOW_TOTAL.search(fold(said))
    if m is not None:
        return _value(m.group("n") or m.group("m"))
    m = _NOW_OF_US.search(fold(tail))
    return None if m is None else _value(m.group("n"))


#: The rest of a clause that says some of those counted take no seat: "maybe 25 with remote
#: folks dialling in", "with 3 joining remotely" (regress43: read 25 since 79632197).
_AWAY_CLAUSE = (
    r"[^.;!?\n]*\b(?:remote\w*|online|virtual\w*|dial\w*|zoom|video\w*|by phone|on the phone"
    r"|per video|en ligne|a distancia|a distanza)\b"
)
#: A count, then the most who may come: "four, max five", "4, maybe 5", "four, at most five",
#: "6 or possibly 7", "vier, höchstens fünf", "cuatro, como mucho cinco", "quatre, max cinq";
#: on a condition too: "12 people, maybe 13 if Mark joins".
_AT_MOST = compile_kept(
    r"(?<![\w-])(?P<a>\d+|[a-z-]+)(?:\s+(?:people|persons|ppl|of us|personen|leute|personas|"
    r"personnes))?"
    # the day between: "for 5 on Tuesday, maybe 6" (items42: read 5, a seat short)
    r"(?:\s+(?:(?:on|am|el|le|this|next)\s+)?(?:mon|tues|wednes|thurs|fri)day)?"
    r"\s*(?:,|\(|-|\u2013|\u2014|or|oder|o|ou)?\s*(?:max(?:imum)?\.?|at most|at the most|"
    r"maybe|perhaps|possibly|potentially|up to|could be|might be|hochstens|maximal|vielleicht|"
    r"eventuell|como mucho|como maximo|quizas|tal vez|a lo sumo|au plus|au maximum|peut-etre|"
    # "6, forse 8", "6, talvez 8", "6, misschien 8" (heldout51: read 6, two seats short)
    r"forse|magari|al massimo|talvez|possivelmente|no maximo|misschien|wellicht|hooguit|maximaal)"
    r"\s+(?P<b>\d+|[a-z-]+)(?![:.]\d|\s*(?:am|pm|h|uhr|o'?clock)\b)"  # not "maybe 10:00"
    r"(?:\s+(?:people|persons|ppl|of us|personen|leute|personas|personnes))?"
    # "maybe 13 if Mark joins", "vielleicht 7, falls …" (itemsheld38: read 12, a seat short)
    r"\s*(?=[)\],;:.!?\u2013\u2014-]|$|\s+(?:on|am|el|le|this|next|for|in|if|when|once|depending|"
    # "22, maybe 25 with the contractors" (requests43: read 22, three seats short)
    r"wenn|falls|si|(?:with|including|incl|counting|mit|con|avec)\b(?!" + _AWAY_CLAUSE + r"))\b)"
)


#: A maximum said after its number: "4 people (5 at most)", "3 minimum, 5 maximum", "6, 8 tops"
#: (items40: read as 4, and as several numbers).
_MOST_AFTER = compile_kept(
    r"(?<![\w-])(?P<a>\d+|[a-z-]+)(?:\s+(?:people|persons|ppl|of us))?"
    r"(?P<least>\s+(?:min(?:imum)?\.?|at least))?\s*[,(;\u2013\u2014-]?\s*"
    r"(?P<b>\d+|[a-z-]+)(?:\s+(?:people|persons|ppl))?\s+(?:at most|at the most|max(?:imum)?\.?|tops)"
    r"(?=\s*(?:[)\],;:.!?\u2013\u2014-]|$|\s+(?:on|this|next|for|in|if)\b))"
)


def at_most(text: str, found: int | str) -> int | None:
    """The most who may come where the request reads ``found`` and gives more as a maximum
    after it (:data:`_AT_MOST`, :data:`_MOST_AFTER`): the room must seat them, as it must a
    range's upper end; "3 minimum, 5 maximum" gives it whatever else was read."""
    folded = fold(text)
    for m in _AT_MOST.finditer(folded):
        a = 12 if m.group("a") == "dozen" else _value(m.group("a"))  # "a dozen, maybe 13"
        b = _value(m.group("b"))
        if a is not None and b is not None and a == found and b > a:
            return b
    for m in _MOST_AFTER.finditer(folded):
        a, b = _value(m.group("a")), _value(m.group("b"))
        if a is not None and b is not None and b > a and (a == found or m.group("least")):
            return b
    return None


#: A count to book for after the count said: "We're six, but make it for eight", "we are 6 but
#: book for 8", "6 of us; please reserve for 8 to be safe"; and a smaller one said as the count
#: (:data:`_FOR_PEOPLE`): "the team's 8 people, but Jo's off, so book a room for 7"; also on a line
#: quoted below ("Our 12-person team asks:\n> Book a room for 4": s40, read as 12).
_BOOK_FOR = compile_kept(
    r"(?:\bbut|[,;.:]|\band)\s+(?:>\s*)*(?:please\s+|pls\s+|can you\s+|could you\s+)?"
    r"(?:make it|make that|book(?:\s+(?:it|one|a room|the room))?|reserve(?:\s+(?:it|one|a room|"
    r"the room))?|plan|get(?:\s+(?:a room|one|us a room))?)\s+for\s+(?P<n>\d+|[a-z-]+)\b"
)
#: What a smaller count to book for must be followed by to be a head count, not an hour ("book
#: for 2 hours") or a time ("for 2pm"): the end, a stop, a word for people, a day or a please.
_FOR_PEOPLE = compile_kept(
    r"\s*(?:$|[.,;!?)]|(?:people|persons|ppl|of us|pax|seats?|on|instead|then|please|pls|"
    r"thanks|only|in total|monday|tuesday|wednesday|thursday|friday)\b)"
)


def booked_for(text: str, found: int | str) -> int | None:
    """A count the request asks to book for after the one it reads (``found``): the room is for
    that many (:data:`_BOOK_FOR`). A larger one always; a smaller one where words for people, a
    day or the end follow it and no count is said after it (outside tester 39: "the team's eight people but Jo's off, so,
    seven, book a room for seven" booked for 8)."""
    if not isinstance(found, int):
        return None
    folded = fold(text)
    for m in _BOOK_FOR.finditer(folded):
        value = _value(m.group("n"))
        if value is not None and value > found:
            return value
        if (
            value is not None
            and 0 < value < found
            and _FOR_PEOPLE.match(folded, m.end())
            and not find_numbers(tokens(folded[m.end() :]))
        ):
            return value  # the last count said: not "book for 8 … oh wait, it's 10 now"
    return None


#: A count to book for pointed back at among those said: "the team is 10 but only 6 will be in
#: the office, so book for the 6", "only 4 will be in (out of 11), so a room for those 4" (items40:
#: read as several numbers, and "we're 12 on paper, but only 9 on site — book for the 9" as 12).
_CHOSEN = compile_kept(
    r"\b(?:book(?:\s+(?:it|one|a room|the room|a space))?|reserve(?:\s+(?:it|one|a room|the room))?|"
    r"(?:a|the)\s+(?:room|space)|get\s+(?:a room|one|us a room)|plan|make it|make that)"
    r"\s+(?:just\s+|only\s+)?for\s+(?:just\s+|only\s+)?(?:the|those|these)\s+(?P<n>\d+|[a-z-]+)"
    r"(?:\s+of\s+(?:us|them))?\s*(?=$|[.,;!?)\u2013\u2014-]|(?:please|pls|thanks|on|then)\b)"
)


def chosen(text: str) -> int | None:
    """The count a request books for where it points back at one it said (:data:`_CHOSEN`): a
    number said before it, once more with "the", "those" or "these"; ``None`` where none."""
    folded = fold(text)
    for m in _CHOSEN.finditer(folded):
        value = _value(m.group("n"))
        if value is None or value <= 0:
            continue
        toks = tokens(folded[: m.start()])
        for n in find_numbers(toks):  # said before, as no time ("at 3", "3pm", "3:30")
            before = toks[n.start - 1] if n.start else ""
            after = toks[n.end] if n.end < len(toks) else ""
            if n.value == value and before not in _AT and after not in _CLOCK_AFTER:
                return value
    return None


_AT = frozenset(("at", "by", "until", "till", "from", "around", "um", "gegen", "las", "vers"))
_CLOCK_AFTER = frozenset((":", "am", "pm", "h", "o", "uhr", "hours", "hour", "hrs", "mins"))


#: A count said again as "the N of them" or "all N of us", to add people to it: "for 3 hires
#: … the 3 of them plus 1 trainer" (items40: read as 3, the count said first).
_AGAIN = compile_kept(r"\b(?:the|all|all the)\s+(?P<n>\d+|[a-z]+)\s+of\s+(?:them|us)\b")


def grown(text: str, found: int | str, read: Read) -> int | None:
    """The count of the line where ``text`` says its count (``found``) again and adds to it
    (:data:`_AGAIN`), where that line reads more; ``None`` where none."""
    if not isinstance(found, int):
        return None
    folded = fold(text)
    for m in _AGAIN.finditer(folded):
        if _value(m.group("n")) != found or not find_numbers(tokens(folded[: m.start()])):
            continue
        end = folded.find("\n", m.end())
        again = read(folded[m.start() : end if end >= 0 else len(folded)])
        if isinstance(again, int) and again > found:
            return again
    return None


#: A form's count field given in parts apart by commas: "Attendees: 3 internal, 2 vendor", "Who:
#: 4 eng, 2 design, 1 PM" (outside tester 37: read as the first part, 3 and 4, a room too small).
_FIELD_PARTS = compile_kept(
    r"^(?P<label>[ \t*_>|-]*(?:attendees|participants|head ?count|headcount|people|pax|guests|"
    r"who|size|group|audience)[*_]*[ \t]*:[ \t]*)"
    r"(?P<parts>\d+[ \t]+[^\W\d][\w-]*(?:[ \t]*,[ \t]*\d+[ \t]+[^\W\d][\w-]*)+)"
    r"(?=[ \t.]*$)",
    re.I | re.M,
)
#: Parts that need no seat, which the head count reader takes away: "5 onsite, 2 remote".
_AWAY = frozenset(
    {"remote", "remotely", "online", "virtual", "virtually", "dialing", "dialling", "phone",
     "zoom", "teams", "video", "absent", "away", "out", "sick", "ooo"}
)  # fmt: skip


def field_parts(text: str) -> str:
    """``text`` with such parts joined by "+", which the reader adds up, and a part that needs no
    seat added after "plus" ("5 onsite, 2 remote" as "5 onsite plus 2 remote": 5, where the
    reader took the 2 from the 5 as from a total, "for 5, 2 of them remote")."""

    def joined(m: re.Match[str]) -> str:
        parts = [p.strip() for p in m.group("parts").split(",")]
        here = [p for p in parts if fold(p.split()[-1]) not in _AWAY]
        away = [p for p in parts if p not in here]
        if not here:
            return m.group(0)
        return m.group("label") + " + ".join(here) + "".join(f" plus {p}" for p in away)

    text = away_last(text)  # "2 remote engineers + 3 onsite": 3
    return role_fields(_FIELD_PARTS.sub(joined, text) if ":" in text else text)


#: Fields that each count one kind of people, one after another: "Trainer: 1, Trainees: 11",
#: "Mentors 2, mentees 6" (a role and its count), "Interviewers: 3\nCandidate: 1" on lines apart.
_ROLE_FIELD = r"(?:[^\W\d][\w ()-]{0,30}?[ \t]*:|[^\W\d][\w-]{1,30})[ \t]*\d{1,3}"
_ROLE_FIELDS = compile_kept(
    rf"(?m)(?:^|(?<=[\s,;(:]))(?P<run>{_ROLE_FIELD}(?:[ \t]*[,;]?[ \t]*\n?[ \t]*{_ROLE_FIELD})+)"
    r"(?=[ \t]*(?:[,;.)\u2013\u2014-]|$))"
)
_ONE_FIELD = compile_kept(
    r"(?P<role>[^\W\d][\w ()-]{0,30}?[ \t]*(?=:)|[^\W\d][\w-]{1,30})[ \t]*:?[ \t]*(?P<n>\d{1,3})"
)


def role_fields(text: str) -> str:
    """``text`` with such fields written as parts the reader adds up ("1 trainer + 11 trainees":
    outside tester 39, "Trainer: 1, Trainees: 11" read as several numbers and "Trainer: 1\n
    Trainees: 11" as 1), where each field's key is a word for some people and none is one for
    all of them ("Attendees: 8, Guests: 2" may count the guests in the eight: left as it is)."""

    def joined(m: re.Match[str]) -> str:
        fields = [(f.group("role").strip(), f.group("n")) for f in _ONE_FIELD.finditer(m["run"])]
        keys = [tokens(fold(_NOTE.sub("", role)).replace("-", "")) for role, _ in fields]
        # "Guests: 2\nHosts: 3" counts kinds; "Attendees: 8, Guests: 2" may count them in the 8
        # (items40: "Guests (external): 2\nHosts (internal): 3" read as 2, where guests alone
        # left the fields as they were)
        whole = _ALL - {"guests"} if len(fields) > 1 else _ALL
        for toks in keys:  # "Note-taker: 1" as "notetaker", "Hosts (internal)" as "hosts"
            if (
                not toks
                or toks[-1] in _WHOLE
                or toks[-1] in whole
                or not (is_people(toks, len(toks) - 1) or toks[-1] in _ROLE_KEYS)
            ):
                return m.group(0)
        # a key no people word ends ("Audience: 9") is said with one: "9 audience members"
        return " + ".join(
            f"{n} {_NOTE.sub('', role).strip()}"
            + (" members" if fold(_NOTE.sub("", role)).split()[-1] in _ROLE_KEYS else "")
            for role, n in fields
        )

    return _ROLE_FIELDS.sub(joined, text)


#: A note in brackets in a field's key: "Guests (external)", "Hosts (internal)".
_NOTE = re.compile(r"\([^()]*\)")
#: A role's key in the singular, which no people word in prose needs ("Observer: 1", "Chair: 1",
#: "Member: 6", "Audience: 9"; items40: "Trainer: 1\nTrainees: 8\nNote-taker: 1" and "Chair: 1\n
#: Members: 6\nSecretary: 1" read as several numbers, "… Observer: 1" without the observer).
_ROLE_KEYS = frozenset(
    (
        "observer",
        "chair",
        "chairperson",
        "member",
        "panelist",
        "panellist",
        "audience",
        "minutetaker",
    )
)
#: Keys for everyone there besides :data:`_WHOLE`'s words.
_ALL = frozenset(("guests", "headcount", "count", "size", "total", "team", "group", "who"))


#: People words that name the whole group, not a part of it ("actually 3 people" is all).
_WHOLE = frozenset(
    (
        "people",
        "persons",
        "ppl",
        "pax",
        "folks",
        "attendees",
        "participants",
        "heads",
        "seats",
        "us",
    )
)


def part_corrected(head: str, said: str, read: Read) -> int | None:
    """The count of ``head`` with one of its parts changed, where a correction (``said``) gives
    the count of that part alone ("for 2 of us + 2 guests … actually 3 guests": outside tester
    38, read as 3, the guests alone); ``None`` where it names no part the head counts apart."""
    toks = tokens(fold(said))
    numbers = find_numbers(toks)
    if len(numbers) != 1:
        return None
    n = numbers[0]
    word = toks[n.end] if n.end < len(toks) else ""
    if not word.isalpha() or word in _WHOLE or people_after(toks, n) is None:
        return None
    whole, head_toks = read(head), tokens(fold(head))
    parts = [m for m in find_numbers(head_toks) if head_toks[m.end : m.end + 1] == [word]]
    if not isinstance(whole, int) or len(parts) != 1 or parts[0].value >= whole:
        return None
    found = whole - parts[0].value + n.value
    return found if found > 0 else None
