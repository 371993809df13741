"""An answer that offers a choice instead of taking the booking asked (session 48).

"6-person or 8-person room is fine" to "Book R-204 (Cedar, 8 seats) for 6 people" approved: both
counts are the request's own, so nothing read as added, and "Aspen or Cedar is fine" to "Book
Aspen or Cedar?" booked one of them. An answer that names two rooms, head counts, days or times
joined by "or" ("Tuesday or Friday works", "2pm or 3pm is fine"), or says "either one is fine",
leaves the pick to the agent: unclear, never a yes to one of them. Where the arena's rooms are
not given, two capitalised names joined by "or" or a slash are taken for two rooms ("Aspen or
Maple is fine", "Aspen/Cedar"). "Yes, 6 or so", "yes or no", "Tuesday or whenever" name one
value at most.

"Either way", "up to you", "whichever" (and "egal welcher", "peu importe lequel", "cualquiera")
hand a pick to the agent only where the request offered one (two rooms, counts, days or times,
or "which"/"either"/"prefer"): "Yes please, either way works for me" and "Yes, up to you on the
catering" to "Book Aspen for 6 on Tuesday" read unclear until session 49, though there was
nothing to pick; there they are a plain yes. With no request given they still leave it unclear.
"""

from __future__ import annotations

import re

from arena.lazy_pattern import LazyPattern
from arena.wording.named_facts import RoomWords
from arena.wording.numbers import fold
from arena.wording.room_words import room_words

_NUMBER_WORDS = (
    "one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty"
)
#: A count, day of the month or time ("6", "6-person", "8 pax", "14:30", "2pm", "14th").
_AMOUNT = (
    rf"(?:\d{{1,3}}(?::\d\d)?|{_NUMBER_WORDS})(?:st|nd|rd|th)?"
    r"(?:\s*-?\s*(?:person|people|persons|pax|seats?|seater|am|pm|a\.m\.|p\.m\.|h|uhr))?"
)
_DAY = (
    r"(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tue|tues|wed|thu|thur|"
    r"thurs|fri|montag|dienstag|mittwoch|donnerstag|freitag|lunes|martes|miercoles|jueves|"
    r"viernes|lundi|mardi|mercredi|jeudi|vendredi|today|tomorrow)"
)
#: "or" in the languages the reader reads most ("oder", "ou", "o", "lub", "albo", "veya").
_OR = r"(?:or|oder|ou|o|lub|albo|veya|ya da|или)"
#: What may stand before the second value: an article or a preposition ("for 6 or for 8",
#: "de 6 ou de 8").
_ARTICLE = r"(?:(?:the|an?|el|la|le|der|die|das|den|de|del|for|fur|pour|para|per|of|on|at)\s+)?"
#: "Either one is fine", "yes, either", "either way", "whichever", "I don't mind which", "up to
#: you": no pick of the one asked ("neither" is not).
_EITHER = LazyPattern(
    r"(?<![\w-])either(?:'s\b|\s+(?:one|room|of\s+(?:them|those|the\s+two)|way|is|works|will|"
    r"would|'s|option)\b|\s*[.!,]*\s*$)|\bwhichever\b|\beither\s*/\s*or\b|"
    r"\b(?:do|does|did)(?:n't|\s+not)\s+(?:mind|matter|care)\s+which\b|"
    # the pick handed to the agent: "up to you, yes", "you choose", "pick one", "whatever you
    # think", "any is fine" (to a request that offered two rooms)
    r"\bup\s+to\s+you\b|\byou\s+(?:choose|pick|decide)\b|\b(?:pick|choose)\s+(?:one|either|any)\b|"
    r"\bwhatever\s+you\s+(?:think|prefer|like|want|choose|decide)\b|"
    r"\bany(?:\s+one|\s+room|\s+of\s+(?:them|those|the\s+two))?\s+(?:is|works|will\s+do|would\s+do)\b|"
    # the same in the languages the reader reads most: "egal welche(r)", "peu importe laquelle",
    # "n'importe lequel", "cualquiera", "me da igual cual", "qualsiasi", "uno dei due", "tanto
    # faz", "qualquer um", "maakt niet uit welke", "om het even welke"
    r"\begal\s+welche[rsn]?\b|\b(?:peu\s+importe|n'importe)\s+(?:lequel|laquelle|lesquel)|"
    r"\bcualquiera\b|\b(?:me\s+)?da\s+igual\s+cual\b|\bqualsiasi\b|\buno\s+dei\s+due\b|"
    r"\btanto\s+faz\b|\bqualquer\s+um[a]?\b|\b(?:maakt\s+niet\s+uit|om\s+het\s+even)\s+welke\b|"
    # "as you like", "no preference", "comme tu veux", "como quieras", "wie du willst", "egal",
    # "come preferisci", "zoals je wilt" (users49: "Oui, comme tu veux" to two rooms approved)
    r"\bas\s+you\s+(?:like|wish|prefer|see\s+fit)\b|\bno\s+(?:real\s+|strong\s+|particular\s+)?preference\b|"
    r"\bcomme\s+(?:tu\s+veux|vous\s+voulez|tu\s+pr[eé]f[eè]res|vous\s+pr[eé]f[eé]rez)\b|"
    r"\bcomo\s+(?:quieras|quiera|prefieras|prefiera|quiser|preferir)\b|"
    r"\bwie\s+(?:du\s+willst|sie\s+wollen|du\s+magst|es\s+dir\s+passt)\b|\begal\b|"
    r"\bcome\s+(?:vuoi|preferisci|volete|preferite)\b|\bzoals\s+(?:je|jij|u)\s+wilt?\b|"
    # a shrug at the pick (users49b): "doesn't matter which", "not fussed", "peu importe", "me
    # da igual", "indifferente", "maakt niet uit", "om het even"
    r"\b(?:doesn'?t|does\s+not|don'?t|do\s+not)\s+matter\b|\bnot\s+(?:fussed|bothered)\b|"
    r"\b(?:do\s+not|don'?t)\s+care\s+which\b|\bpeu\s+importe\b|\b(?:me\s+|es\s+)?da\s+igual\b|"
    r"\bme\s+es\s+igual\b|\bindifferente\b|\bmaakt\s+(?:me\s+|mij\s+)?niet\s+uit\b|\bom\s+het\s+even\b|\bnon\s+(?:mi\s+)?importa\b|"
    r"\b(?:keine\s+(?:besondere\s+)?(?:praferenz|vorliebe)|pas\s+de\s+preference|sin\s+preferencia|"
    r"nessuna\s+preferenza|sem\s+preferencia|geen\s+voorkeur)\b"
)
#: The same shrug said with a word for no in it ("Yes, doesn't matter which", "Yes, no
#: preference", "Ja, maakt niet uit"): no refusal, so the reader of yes and no sets it aside
#: (:func:`arena.wording.free_text.classify_why`), and here it hands back a pick if one was offered.
INDIFFERENT = LazyPattern(
    r"\b(?:it\s+)?(?:doesn'?t|does\s+not|don'?t|do\s+not)\s+(?:really\s+)?matter(?:\s+(?:to\s+me|"
    r"which(?:\s+(?:one|room))?|either\s+way))?\b|\b(?:i\s+have\s+|i've\s+got\s+)?no\s+(?:real\s+|strong\s+|particular\s+)?"
    r"preference\b|\bnot\s+(?:fussed|bothered)\b|\b(?:i\s+)?(?:do\s+not|don'?t)\s+care\s+which(?:\s+(?:one|room))?\b|"
    r"\b(?:het\s+)?maakt\s+(?:me\s+|mij\s+)?niet\s+uit(?:\s+welke)?\b|\bnon\s+(?:mi\s+)?importa\b|"
    r"\b(?:keine\s+(?:besondere\s+)?(?:praferenz|vorliebe)|pas\s+de\s+preference|sin\s+preferencia|"
    r"nessuna\s+preferenza|sem\s+preferencia|geen\s+voorkeur)\b"
)
#: Words of a request that ask the person to pick ("Which room?", "Aspen, or would you prefer
#: Cedar?", "either room", "R-102 (Aspen, 6 seats) or R-204 (Cedar)"): any "or" but the one
#: of an answer's pair ("approve or deny", "yes or no", cut first by _ANSWER_PAIR).
_ASKS_PICK = LazyPattern(
    rf"(?<![\w'-]){_OR}(?![\w'-])|\b(?:which|whichever|either|prefer|preference|rather|welche[rsn]?|lieber|lequel|laquelle|"
    r"pr[eé]f[eé]r\w*|cu[aá]l|quale|qual|welke|voorkeur)\b"
)


def _choice(values: str) -> re.Pattern[str]:
    return re.compile(
        rf"(?<![\w-])(?P<a>{values})\s*,?\s+{_OR}\s+{_ARTICLE}(?P<b>{values})(?![\w-])"
    )


_VALUES = LazyPattern(
    rf"(?<![\w-])(?P<a>{_AMOUNT}|{_DAY})\s*,?\s+{_OR}\s+{_ARTICLE}(?P<b>{_AMOUNT}|{_DAY})(?![\w-])"
)
#: Two capitalised names joined by "or", read where the arena's rooms are not given.
_NAMES = LazyPattern(
    rf"(?<![\w-])(?P<a>[A-Z][a-z]+)(?:\s*,?\s+{_OR}\s+{_ARTICLE}|\s*/\s*)(?P<b>[A-Z][a-z]+)\b"
)


#: Words before a choice, in its clause, that rule its values out rather than offer them: "as
#: long as it's not Atrium or Aspen", "just not Monday, Wednesday or Friday", "nicht Montag oder
#: Mittwoch", "pas lundi ou mercredi".
_RULED_OUT = LazyPattern(
    r"(?:\b(?:not|never|except|excluding|besides|neither|nor|nicht|kein\w*|weder|pas|ni|sauf|"
    r"sin|salvo|excepto|nie)\b|n't\b)[^.!?;:]*$"
)
#: Answer words a slash or "or" joins that are no rooms: "Yes/No: Yes", "Approve or Deny".
_NO_NAMES = frozenset(
    [
        "yes",
        "no",
        "ok",
        "okay",
        "approve",
        "approved",
        "deny",
        "denied",
        "decline",
        "declined",
        "accept",
        "accepted",
        "reject",
        "rejected",
        "true",
        "false",
        "sure",
        "fine",
        "confirm",
        "confirmed",
        "agree",
        "y",
        "n",
    ]
)


def choice_offered(
    own: str, rooms: RoomWords | None = None, asked: str | None = None
) -> str | None:
    """The words of ``own`` (a person's own answer) that offer a choice of two rooms, counts,
    days or times, or say "either one" (to a request that offered a pick, or none given); None
    where it names one at most, or only rules values out ("not Monday or Wednesday")."""
    return _choice_in(own, rooms, either=asked is None or offers_pick(asked, rooms))


def _choice_in(own: str, rooms: RoomWords | None, *, either: bool) -> str | None:
    """:func:`choice_offered`, the "either one" words read only where ``either``."""
    folded = fold(own)
    found = [*_VALUES.finditer(folded), *(_EITHER.finditer(folded) if either else ())]
    if rooms is not None:
        names = sorted({fold(w) for room in rooms for w in room_words(room) if w.strip()})
        alts = "|".join(re.escape(n) for n in sorted(names, key=len, reverse=True))
        found += [*_choice(alts).finditer(folded), *_slashed(alts).finditer(folded)] if alts else []
    else:
        found += [
            m
            for m in _NAMES.finditer(own)
            if m.group("a") != m.group("b")
            and not {m.group("a").casefold(), m.group("b").casefold()} & _NO_NAMES
        ]
    for m in sorted(found, key=lambda m: m.start()):
        if not _RULED_OUT.search(folded, 0, m.start()):
            return m.group().strip()
    return None


_ANSWER_PAIR = LazyPattern(
    r"\b(?:approve|yes|y|ok|accept|confirm)\w{0,3}\s*(?:/|\bor\b)\s*(?:deny|no|n|reject|decline)\w{0,3}\b"
)


def offers_pick(asked: str, rooms: RoomWords | None = None) -> bool:
    """Whether the request's words offer the person a pick: two values joined by "or" or a
    slash ("Aspen or Cedar", "6 or 8", "Tuesday or Friday"), or a word that asks which."""
    plain = _ANSWER_PAIR.sub(" ", fold(asked))
    return (
        _choice_in(asked, rooms, either=False) is not None or _ASKS_PICK.search(plain) is not None
    )


#: A clause of an answer: what "either way" is said in.
_CLAUSE = LazyPattern(r"(?:[^,.;:!?\n\u2013\u2014-]|(?<=\w)-(?=\w))+")


def without_either(own: str) -> str | None:
    """``own`` (a person's own answer) without its clauses that say "either way", "up to you"
    or the like; None where it says none. What is left says whether there is a yes beside
    them: "Yes please, either way works for me" has one, "Either way is fine" none (an
    indifferent answer to "approve or deny?", no approval: regress49)."""
    folded = fold(own)
    clauses = [m.group() for m in _CLAUSE.finditer(folded)]
    kept = [c for c in clauses if not _EITHER.search(c)]
    return None if len(kept) == len(clauses) else ", ".join(kept)


def _slashed(alts: str) -> re.Pattern[str]:
    """ "Aspen/Cedar": two rooms with a slash between them."""
    return re.compile(rf"(?<![\w-])(?:{alts})\s*/\s*(?:{alts})(?![\w-])")


__all__ = ["INDIFFERENT", "choice_offered", "offers_pick", "without_either"]
