"""People who may come besides those counted, in a clause of their own: the room must seat them.

heldout51: "We're 6 now but 2 more might join — book for Tuesday." booked a 6-seat room, as did
"(+2 tentative)", "aber 2 weitere kommen vielleicht", "mais 2 autres pourraient venir", "pero
puede que se unan 2 más", "forse si aggiungono altri 2", "talvez mais 2 se juntem", "misschien
komen er nog 2 bij": the comma-led English "…, 2 more may join" was the only form read
(:mod:`arena.model.corrections`). A smaller room booked for a group that grows is a wrong
booking nobody is asked about; a larger one costs a few empty seats (docs/items.md, "plans for
the most who may come"). Those who would join from afar ("2 more may join remotely") take no
seat, and those who may not come ("2 might not make it") add none.
"""

from __future__ import annotations

from arena.lazy_pattern import LazyPattern
from arena.wording.numbers import fold, word_value

#: Where a clause ends: marks, and the words for "but" (not "mas", Spanish "more" once folded).
_CLAUSE_END = LazyPattern(
    r"[.!?;:,()\[\]\n\u2013\u2014]|\s-\s|\b(?:but|aber|pero|ma|maar|though|although)\b"
)
#: A count of people (a numeral or a number word), not an hour ("at 2", "2pm", "14:00").
_COUNT = LazyPattern(
    r"(?<![\w:.])(?<!at )(?<!um )(?<!las )(?<!alle )(?<!om )(?<!as )"
    r"(?P<n>\d{1,2}|[a-z]+)(?![\w:.])(?!\s*(?:am|pm|h|uhr|o'?clock|heures?|ore|uur)\b)"
)
#: More people than those counted: "2 more", "two others", "+2", "noch 2", "2 weitere",
#: "2 autres", "2 más", "altri 2", "mais 2", "nog 2".
_EXTRA = LazyPattern(
    r"(?:\+\s*|\b(?:another|plus|noch|otros|otras|altri|altre|mais|outros|outras|nog|encore)\s+)"
    r"(?P<a>\d{1,2}|[a-z]+)\b"
    r"|\b(?P<b>\d{1,2}|[a-z]+)\s+(?:more|extra|additional|others?|weitere|andere|mehr|autres|"
    r"de plus|en plus|mas|otros|otras|altri|altre|in piu|outros|outras|a mais|meer|extra)\b"
)
#: Words that say the extra people are not certain: "might", "vielleicht", "pourraient", …
_TENTATIVE = LazyPattern(
    r"\b(?:might|may|could|maybe|perhaps|possibly|potentially|probably|likely|tentative(?:ly)?|"
    r"tbc|tbd|unconfirmed|optional|vielleicht|eventuell|moglicherweise|wahrscheinlich|konnten|"
    r"peut-etre|pourrai\w*|possiblement|eventuellement|probablement|quizas?|tal vez|a lo mejor|"
    r"puede que|posiblemente|podrian|probablemente|forse|potrebbero|magari|eventualmente|"
    r"possibilmente|talvez|podem|poderao|possivelmente|misschien|mogelijk|wellicht|eventueel|"
    r"kunnen|zouden)\b"
)
#: Those who would join from afar, or not come at all: no seat added.
_NO_SEAT = LazyPattern(
    r"\b(?:remote\w*|online|virtual\w*|dial\w*|zoom|teams|phone|video\w*|call|distance|"
    r"distancia|distanza|afstand|remoto|telefon\w*|not|n't|nicht|kein\w*|pas|ne|no|non|nao|niet|"
    r"drop out|cancel\w*|leave|skip|miss|absent|fehlen|absagen|faltar|mancare|afzeggen|"
    r"chairs?|laptops?|screens?|monitors?|hours?|minutes?|mins?|days?|weeks?|rooms?|tables?)\b"
)


#: A count to book for said after them: "…, book for 6 anyway", "just reserve it for 6".
_BOOK_FOR = LazyPattern(
    r"\b(?:book|reserve|plan|make it)\s+(?:it\s+|a room\s+|the room\s+|one\s+)?(?:for\s+)?"
    r"(?P<n>\d{1,2}|[a-z]+)\b"
)


def _value(word: str) -> int | None:
    value = int(word) if word.isdigit() else word_value(word)
    return value if value and value < 100 else None


def maybe_more(text: str, found: int) -> int | None:
    """``found`` plus those a later clause says may join ("We're 6 now but 2 more might join":
    8), where ``found`` is said before them and they would take a seat; else ``None``."""
    folded = fold(text)[:4000]  # bounded: a request is a few lines
    start = 0
    for end in [m.start() for m in _CLAUSE_END.finditer(folded)] + [len(folded)]:
        clause, at = folded[start:end], start
        start = end + 1
        if _NO_SEAT.search(clause) or not _TENTATIVE.search(clause):
            continue  # "2 more might join remotely"; "…, 8 now, two more joined": counted
        pos = 0
        while (extra := _EXTRA.search(clause, pos)) is not None:
            pos = extra.start() + 1  # "aggiungono altri 2": "altri 2" overlaps "… altri"
            added = _value(extra.group("a") or extra.group("b"))
            before = folded[: at + extra.start()]
            if added is None or found not in [_value(m["n"]) for m in _COUNT.finditer(before)]:
                continue
            after = folded[at + extra.end() :]
            if any(_value(m["n"]) == found for m in _BOOK_FOR.finditer(after)):
                return None  # "… but 2 more might join, book for 6 anyway": the writer's 6
            return found + added
    return None


#: Words that make a clause a condition: "9 if Tom comes", "9 wenn Tom mitkommt", "9 si Tom
#: vient", "9 se viene Tom", "9 als Tom komt", "in case Tom joins, 9".
_IF = LazyPattern(
    r"\b(?:if|in case|assuming|provided|should|wenn|falls|sofern|si|se|caso|als|indien|"
    r"mocht|qualora|au cas ou|en caso de que|no caso de)\b"
)
#: A count said as a total in a condition's clause: "we'll be 9", "it's 9", "make it 9", "9".
_TOTAL = LazyPattern(
    r"(?:^|\b(?:be|it'?s|make it|then|sind wir|seremos|serons|saremo|zijn we|up to|bis zu|"
    r"hasta|jusqu'a|fino a)\s+|\s)(?P<n>\d{1,2}|[a-z]+)\s*(?:people|persons|ppl|pax|of us|"
    r"personen|leute|personas|personnes|persone|pessoas)?\s*(?=$|\s+(?:if|in case|assuming|"
    r"provided|should|wenn|falls|sofern|si|se|caso|als|indien|qualora|au cas ou)\b)"
)


#: Right before a number, words that make it an hour: "half 3", "quarter past 9", "by 9".
_HOUR_BEFORE = LazyPattern(
    r"\b(?:half|halb|past|quarter|by|till|until|before|after|from|gegen|"
    r"vers|hacia|verso|rond|tegen|at|um|a las|alle|om|as|a)\s+$"
)
_TOKEN = LazyPattern(r"\d{1,2}|[a-z]+")


def maybe_total(text: str, found: int) -> int | None:
    """A larger head count said under a condition after ``found``: the most who may come ("Book
    for 8 on Thursday, 9 if Tom comes": 9; "…; if Tom comes we'll be 9"): a count that may grow
    is planned for at its largest (heldout53: a room for 8 was booked). A smaller one ("7 if Tom
    can't come") changes nothing, nor does an hour ("at 9 if possible", "9am if free")."""
    folded = fold(text)[:4000]
    start, clauses = 0, []
    for end in [m.start() for m in _CLAUSE_END.finditer(folded)] + [len(folded)]:
        clauses.append((start, folded[start:end]))
        start = end + 1
    for n, (at, clause) in enumerate(clauses):
        before = folded[:at]
        if found not in [_value(t) for t in _TOKEN.findall(before)]:
            continue  # the condition's count is said after the count it grows
        # "9 if Tom comes" in one clause; "if Tom comes, we'll be 9" over two
        opened = n and _IF.match(clauses[n - 1][1].strip())
        if not (_IF.search(clause) or opened) or _NO_SEAT.search(clause):
            continue
        for m in _COUNT.finditer(clause):
            value = _value(m["n"])
            said = clause[max(0, m.start() - 12) : m.end() + 30]
            if _HOUR_BEFORE.search(clause, 0, m.start()):
                continue  # "half 3 if possible", "by 9 if you can": an hour
            if value and found < value and (_TOTAL.search(said) or opened):
                return value
    return None
