"""How many rooms a request asks for: the booking task books one.

The rooms tool books one room a call, and the scripted model plays the task of booking one room
for one request. "Book two rooms on Tuesday, each for 6" loaded and the model booked one room
for 6, so every adapter passed an item whose request was half done (outside tester 27). A
request for several rooms ("two rooms", "3 Räume", "deux salles", "a room for 6 and another for
4") is read as one the model cannot serve whole: it says so and books nothing, and the items
loader refuses such an item, naming the fix (an item for each room). Rooms counted as a choice
("one of the two rooms on floor 3", "the 2 rooms by the lift") are not rooms asked for.
"""

from __future__ import annotations

import unicodedata

from arena.lazy_pattern import LazyPattern
from arena.wording.numbers import fold, word_value

#: A count of rooms asked for: "two rooms", "2 meeting rooms", "zwei Räume", "dos salas".
_COUNTED = LazyPattern(
    r"(?<![\w-])(?P<n>\d{1,2}|[a-z]+|a couple of|a few)\s+(?:(?:separate|different|small|"
    r"big|large|meeting|conference|breakout|adjacent|neighbouring|neighboring|free|more)\s+)?"
    r"(?P<what>rooms|spaces|raume|besprechungsraume|zimmer|salas|salles)\b"
)
#: Words that make a count of rooms mean rooms already there, one to pick: "one of the two
#: rooms", "the 2 rooms by the lift", "which two rooms are free".
_PICKED_FROM = LazyPattern(
    r"\b(?:the|of|those|these|which|what|our|your|die|der|den|las|los|les|des|de|nos|nuestras)"
    r"\s+$"
)
#: Words for more rooms than one without a number: "several rooms", "mehrere Räume".
_SEVERAL = frozenset(
    ("several", "multiple", "a couple of", "a few", "mehrere", "varias", "plusieurs", "both")
)
#: A first room asked for, before :data:`_ANOTHER` ("and another one" alone is one): searched
#: once a line, then the second from its end: a long line is read once, not from each room word.
_FIRST_ROOM = LazyPattern(r"\b(?:room|raum|sala|salle|stanza|zaal|ruimte)\b")
#: A second room asked for beside the first: "a room for 6 and another for 4", "plus a second
#: room", "and one more room", "und noch einen Raum", "y otra sala", "et une autre salle".
_ANOTHER = LazyPattern(
    r"(?:\band|\bplus|\+|,|\bund|\by|\bet|\be|\ben)\s+(?:also\s+|noch\s+|ook\s+)?(?:(?:another|"
    r"a second|a 2nd|a separate|einen zweiten|einen weiteren|otra|une autre|un autre|una segunda|"
    # "e un'altra sala", "e outra sala", "en nog een zaal" (heldout51: asked as two weekdays)
    r"une deuxieme|une seconde|un'?\s?altr[ao]|una seconda|outr[ao]|uma segunda|nog een|"
    r"een andere|een tweede)\s+(?:(?:room|one|space|raum|sala|salle|stanza|zaal|ruimte)\b|"
    r"for\b|fur\b|para\b|pour\b|per\b|voor\b)|one more (?:room|space)\b|noch einen raum\b"
    # "Book a room for 6 on Tuesday, and one for 20 on Friday" (not "Room Tuesday, one for 8")
    r"|(?<=\band )one for \d)"
)


#: Rooms asked for in the plural with no count: "Book rooms for 5 on Tuesday", "reserve us some
#: rooms" (outside tester 29b: one room was asked about and booked).
_PLURAL = LazyPattern(
    r"\b(?:book|reserve|get|grab|find|hold)\s+(?:(?:us|me|some)\s+){0,2}(?:meeting\s+)?rooms\b"
)


#: Rooms counted in Japanese, Chinese and Korean: "会議室を2つ", "2部屋", "二つの会議室",
#: "两个会议室", "회의실 두 개" (evals46: "月曜日に会議室を2つ予約してください。4名と10名です。"
#: was booked as one room for 4).
_CJK_NUMBER = {"一": 1, "ひと": 1, "二": 2, "两": 2, "兩": 2, "ふた": 2, "三": 3, "みっ": 3,
               "四": 4, "よっ": 4, "五": 5, "いつ": 5, "한": 1, "두": 2, "세": 3, "네": 4,
               "다섯": 5}  # fmt: skip
_N = r"(?P<{}>\d{{1,2}}|[一二两兩三四五]|ふた|みっ|よっ|いつ|ひと|한|두|세|네|다섯)"
_CJK_ROOMS = LazyPattern(
    r"(?:会議室|部屋|ルーム|会议室|會議室|房间|房間)\s*[をがは]?\s*"
    + _N.format("a")
    + r"\s*(?:つ|部屋|室)"
    r"|" + _N.format("b") + r"\s*(?:つの|部屋の?|室の)\s*(?:会議室|部屋|ルーム)"
    r"|(?<![\d一二两兩三四五])" + _N.format("c") + r"\s*部屋"
    r"|" + _N.format("d") + r"\s*(?:个|個|间|間)\s*(?:会议室|會議室|房间|房間)"
    r"|회의실\s*(?:을|를)?\s*" + _N.format("e") + r"\s*(?:개|곳|칸)"
    r"|" + _N.format("f") + r"\s*(?:개의|곳의)\s*회의실"
)


def _cjk_rooms(text: str) -> int:
    """The most rooms ``text`` counts in Japanese, Chinese or Korean (:data:`_CJK_ROOMS`), else 1."""
    most = 1
    for m in _CJK_ROOMS.finditer(unicodedata.normalize("NFKC", text)):
        said = next(g for g in m.group("a", "b", "c", "d", "e", "f") if g)
        most = max(most, int(said) if said.isdigit() else _CJK_NUMBER.get(said, 1))
    return most


def _another(folded: str) -> bool:
    """Whether a line of ``folded`` asks for a room and then another (:data:`_ANOTHER`)."""
    for line in folded.split("\n"):
        first = _FIRST_ROOM.search(line)
        if first is not None and _ANOTHER.search(line, first.end()):
            return True
    return False


def rooms_asked(text: str) -> int:
    """How many rooms ``text`` asks for: 1 unless it counts more ("two rooms": 2, "several
    rooms" and "a room … and another": 2 at least)."""
    folded = fold(text)
    most = 1
    for m in _COUNTED.finditer(folded):
        if _PICKED_FROM.search(folded, 0, m.start()):
            continue
        said = m.group("n")
        value = int(said) if said.isdigit() else word_value(said)
        if value is None and said in _SEVERAL:
            value = 2
        if value is not None and value > 1:
            most = max(most, value)
    if most == 1 and (_another(folded) or _PLURAL.search(folded)):
        most = 2
    if most == 1 and not text.isascii():
        most = _cjk_rooms(text)
    return most
