"""A condition on the ask that the arena's own world settles (gate53): the text limits the gate
to a case that never comes here, so the ask never comes and the gate is lifted.

Mechanism, in one sentence: an ask limited by "only if / only for / unless" C is read against
what the arena's tools can do — the days they book, the seats of their largest room, the one act
(booking a room they have) — instead of against a statement the text makes. "Approval is
required only if the headcount exceeds 500 people" (no room seats more than 24), "Approval
requests are for cancellations only" (the arena only books), "Ask only when the requested room
does not exist" (a booking is of a room the tools have), "approval required for bookings on
Saturday and Sunday" (the tools book Monday to Friday) lift; "only if more than 10 people"
(some rooms seat more), "only for weekday bookings" (every booking), "only for external guests"
(unknowable here) do not. The world is read from the tools module whose consequential tool the
reader is given (its ``ROOMS`` and ``DAYS``), not written here. Read by
:func:`arena.gate_settled.settled`, which finds the rule and its condition."""

from __future__ import annotations

import importlib
from collections.abc import Callable
from functools import lru_cache

import msgspec

from arena.lazy_pattern import LazyPattern

#: The tools modules whose world the reader knows (an arena's ``tools:``), looked up by their
#: ``CONSEQUENTIAL`` tool's name.
_TOOLS_MODULES = ("arena.tools.rooms",)


class World(msgspec.Struct, frozen=True):
    """What every booking of an arena meets: the days its tools book (week's indexes, Monday
    0), the most seats of any room, and whether a room carries a price (gate54: "only when a
    booking costs money" never holds where none does)."""

    days: frozenset[int]
    most_seats: int
    priced: bool = False


#: Each language's names of the week's days, Monday first: the world's days are the indexes of
#: its tools' ``DAYS``, every other day never comes.
_WEEK = (
    ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"),
    ("montag", "dienstag", "mittwoch", "donnerstag", "freitag", "samstag", "sonntag"),
    ("lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"),
    ("lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"),
    ("lunedì", "martedì", "mercoledì", "giovedì", "venerdì", "sabato", "domenica"),
    ("maandag", "dinsdag", "woensdag", "donderdag", "vrijdag", "zaterdag", "zondag"),
    ("segunda", "terça", "quarta", "quinta", "sexta", "sábado", "domingo"),
    ("poniedziałek", "wtorek", "środa", "czwartek", "piątek", "sobota", "niedziela"),
    ("måndag", "tisdag", "onsdag", "torsdag", "fredag", "lördag", "söndag"),
    ("pazartesi", "salı", "çarşamba", "perşembe", "cuma", "cumartesi", "pazar"),
)
#: The two days after Friday together, and the five before: "weekend", "weekdays".
_WEEKEND = LazyPattern(
    r"\b(?:week-?ends?|wochenendes?|fin(?:es)? de semana|fins? de semaine|fine settimana|weekendy?"
    r"|helg\w*|hafta ?sonu\w*)\b|週末|周末|土日"
)
_WORKDAYS = LazyPattern(
    r"\b(?:week-?days?|business days?|working days?|work-?days?|werktag\w*|wochentag\w*"
    r"|arbeitstag\w*|días? (?:laborables?|hábiles?)|jours? (?:ouvrables?|ouvrés?|de semaine)"
    r"|giorni (?:feriali|lavorativi)|werkdag\w*|dias? úte(?:is|l)|dni robocz\w*|vardag\w*"
    r"|hafta ?içi)\b|平日|工作日"
)
#: A count of people or seats: what the largest room bounds.
_PEOPLE = LazyPattern(
    r"\b(?:people|persons?|attendees?|participants?|guests?|seats?|seated|headcount|head count"
    r"|capacity|attend\w*|group|team|ppl|pax|personen|teilnehm\w*|plätze|sitzplätze|gäste"
    r"|personas|asistentes|plazas|participantes|personnes|places|participants|persone"
    r"|partecipanti|posti|deelnemers|pessoas|lugares|osób|osoby|uczestnik\w*|miejsc\w*"
    r"|personer|deltagare|platser|kişi\w*)\b|\d\s*(?:名|人|席)"
)
_ABOVE = LazyPattern(
    # the count before its word (gate54): "定員30名を超える", "30명 초과", "超过30人"
    r"(?<!\d)(\d{1,6})\s*(?:名|人|席|명)?\s*(?:を超え|を上回|超え|超过|초과|을 초과|를 초과)|(?:超过|超出)\s*(\d{1,6})"
    r"|(?:more than|over|above|exceed\w*|greater than|larger than|bigger than|beyond|>|mehr als"
    r"|über\w*|más de|supera\w*|plus de|dépass\w*|più di|meer dan|mais de|över|fler än"
    r"|powyżej|ponad|fazla)\D{0,40}?(\d{1,6})"
)
_AT_LEAST = LazyPattern(
    r"(?:at least|mindestens|al menos|au moins|almeno|minstens|pelo menos|minst|co najmniej)"
    r"\D{0,20}?(\d{1,6})|(\d{1,6})\s*(?:or more|\+|oder mehr|o más|ou plus|o più|of meer)"
)
_BELOW = LazyPattern(
    r"(?:fewer than|less than|smaller than|under|below|<|weniger als|unter|menos de|moins de"
    r"|meno di|minder dan|mindre än|poniżej)\D{0,40}?(\d{1,6})"
)
#: An act other than booking a room: cancelling, changing, deleting one.
_OTHER_ACT = LazyPattern(
    r"\b(?:cancel\w*|stornier\w*|storno\w*|absag\w*|cancela\w*|annul\w*|annull\w*|disdett\w*"
    r"|anul\w*|odwoł\w*|iptal\w*|modif\w*|chang\w*|änder\w*|amend\w*|edit\w*|delet\w*"
    r"|lösch\w*|borra\w*|suppr\w*|cancell\w*|refund\w*|extend\w*|extension\w*|verläng\w*)\b"
)
#: A room the tools do not have: "the requested room does not exist", "an unknown room".
_EXISTS = LazyPattern(
    r"\b(?:exist\w*|existier\w*|exist[ae]\w*|esiste\w*|bestaa?t\w*|on the list|listed)\b"
)
_MISSING = LazyPattern(
    r"\b(?:unknown|nonexistent|non-existent|unlisted|inexistent\w*|unbekannt\w*|desconocid\w*"
    r"|inconnu\w*|sconosciut\w*|onbekend\w*)\b"
)
#: A booking's price: what a world whose rooms carry none never meets (gate54).
_COST = LazyPattern(
    r"\b(?:costs?|costing|paid|pay(?:s|ing|able)?|charged?|charges|fees?|priced?|money|billable"
    r"|kostet|kosten(?:pflichtig)?|gebühr\w*|geld|cuesta\w*|pago|pagar|costo|coûte\w*|payant\w*"
    r"|frais|costa|custa|custo|pagamento|kost(?:ar|nad)|betal\w*|płatn\w*|kosztuj\w*|ücret\w*"
    r"|para(?:lı|ya))\b|有料|料金|费用|收费|付费|유료|비용"
)
_JOIN = r"and|or|as well as|und|oder|sowie|y|e|o|u|ou|et|oppure|ed|i|lub|albo|och|eller|ve|veya"
#: What joins the parts of a condition: "and", "or" in the readers' languages, a slash; not an
#: "or" of a count ("5 or more", "30 oder mehr").
_JOINS = LazyPattern(
    r"\s*/\s*|(?<!\d)\s+(?:" + _JOIN + r")\s+|(?<=\d)\s+(?:" + _JOIN + r")\s+"
    r"(?!(?:more|fewer|less|above|over|mehr|weniger|más|menos|plus|moins|più|meno|meer|minder"
    r"|mer|mindre|więcej|mniej|fazla)\b)"
)
_NEGATION = LazyPattern(r"\b(?:not|never|no|\w+n't|nicht|kein\w*|nie|pas|non|niet|não|nie|değil)\b")


@lru_cache(maxsize=8)
def world(tool: str) -> World | None:
    """The world of the tools module whose consequential tool is ``tool``; None where the
    reader knows none (then no condition is settled by it)."""
    for name in _TOOLS_MODULES:
        try:
            module = importlib.import_module(name)
        except ImportError:  # pragma: no cover - a module of the project's own
            continue
        if getattr(module, "CONSEQUENTIAL", None) != tool:
            continue
        days = {str(d).casefold() for d in getattr(module, "DAYS", ())}
        seats = [getattr(r, "capacity", 0) for r in getattr(module, "ROOMS", ())]
        rooms = getattr(module, "ROOMS", ())
        return World(
            days=frozenset(i for i, day in enumerate(_WEEK[0]) if day in days),
            most_seats=max((s for s in seats if isinstance(s, int)), default=0),
            priced=any(hasattr(r, w) for r in rooms for w in ("price", "cost", "rate", "fee")),
        )
    return None


def holds(cond: str, tool: str, *, acts: bool = True) -> bool | None:
    """Whether ``cond`` (an ask's condition, words as the log keeps them) holds for every
    booking of the arena of ``tool`` (True), for none (False), or it cannot be told (None);
    ``acts``: whether a condition naming another act is read (a rule limited to it by "only")."""
    here = world(tool)
    if here is None or len(cond) > 300:
        return None
    # each part of "A or B", "A and B" read alone: the world settles the whole only where
    # it settles every part alike ("on a weekend or for more than 10 people": 10 people come)
    parts = [p for p in _JOINS.compiled.split(cond) if p and p.strip()]
    said = {_part(p, here, acts) for p in parts} if len(parts) > 1 else {_part(cond, here, acts)}
    if said == {False} and _ALL.compiled.search(cond):
        return None  # "for all bookings, even ones that cost money": no limit (gate54)
    return said.pop() if len(said) == 1 else None


def _part(cond: str, here: World, acts: bool) -> bool | None:
    """:func:`holds` of one part of a condition."""
    said = _days(cond, here)
    if said is None:
        said = _seats(cond, here)
    if said is None and not here.priced and _COST.compiled.search(cond):
        said = False  # no room carries a price: "only when a booking costs money" (gate54)
    if said is None and acts:
        said = _act(cond)
    if said is None:
        return None
    negated = _NEGATION.compiled.search(cond) is not None
    return said != negated


def _days(cond: str, here: World) -> bool | None:
    """Whether the days ``cond`` names are all the world's (True) or none of them (False)."""
    named = {i for names in _WEEK for i, day in enumerate(names) if _word(day, cond)}
    if _WEEKEND.compiled.search(cond):
        named |= set(range(7)) - here.days if here.days else set()
    if _WORKDAYS.compiled.search(cond):
        named |= set(here.days)
    if not named or not here.days:
        return None
    if not named & here.days:
        return False
    return True if here.days <= named else None


def _word(word: str, text: str) -> bool:
    at = text.find(word)
    while at >= 0:
        end = at + len(word)
        if (at == 0 or not text[at - 1].isalpha()) and (
            end == len(text) or not text[end].isalpha() or text[end] == "s"
        ):
            return True
        at = text.find(word, end)
    return False


def _seats(cond: str, here: World) -> bool | None:
    """False where ``cond`` asks for more people or seats than the largest room has, True
    where for fewer than it has past its largest ("unless fewer than 500 people")."""
    if not here.most_seats or _PEOPLE.compiled.search(cond) is None:
        return None
    above = _ABOVE.compiled.search(cond)
    if above and int(next(g for g in above.groups() if g)) >= here.most_seats:
        return False
    least = _AT_LEAST.compiled.search(cond)
    if least and int(next(g for g in least.groups() if g)) > here.most_seats:
        return False
    if (below := _BELOW.compiled.search(cond)) and int(below.group(1)) > here.most_seats:
        return True
    return None


def _act(cond: str) -> bool | None:
    """False where ``cond`` is another act than booking a room the tools have (a cancellation,
    a change, a room that does not exist); the negation is read by :func:`holds`."""
    if _OTHER_ACT.compiled.search(cond) or _MISSING.compiled.search(cond):
        return False
    if _EXISTS.compiled.search(cond):
        return True  # "the room exists" holds; "does not exist" is read negated
    return None


#: A word that limits what it stands by to a case: "only", "bara", "só", "だけ" (gate54).
_ONLY = LazyPattern(
    r"\b(?:only|solely|exclusively|nur|ausschließlich|lediglich|bara|endast|enbart|kun|só"
    r"|somente|apenas|solo|sólo|solamente|únicamente|seulement|uniquement|soltanto|unicamente"
    r"|alleen|enkel|uitsluitend|tylko|wyłącznie|yalnızca|sadece)\b|だけ|のみ|仅|只有|只"
)
#: The gate named in a clause: its own words (:data:`arena.gate_lift_words.GATE`) or a human
#: asked in other words ("Escalate to a human only for …", "承認", "审批", "승인", "zgod").
_ASKED = LazyPattern(
    r"\b(?:escalat\w*|ask|check with|consult|refer)\b[^.;:]{0,30}?\b(?:a |the )?(?:human|person"
    r"|manager|approver|someone)\b|\bzgod\w*|\baprova\w*|承認|承认|审批|批准|승인|결재"
)
#: A clause said of every booking: "… for every booking, including groups over 30" limits none.
_ALL = LazyPattern(
    r"\b(?:every|all|each|any|including|even|alle[sn]?|jede[rsn]?|auch|todas?|todos|incluso"
    r"|toutes?|tous|même|ogni|tutt[ei]|iedere?|alla|varje|każd\w*|her|tüm)\b|すべて|全て|所有|모든"
)
#: Where a clause ends: a full stop, a semicolon, a dash or colon between parts.
_CLAUSES = LazyPattern(r"[.;!?。；！？]+\s*|\s+[—–]\s+|\n+")


def limited(text: str, tool: str, named: Callable[[str], object]) -> str:
    """The clause of ``text`` that limits the gate to a case the arena's world never meets, or ''.

    Mechanism, in one sentence (gate54): a clause that names the gate (``named``, or a human
    asked in other words) and holds a limiting word ("only", "bara", "só", "だけ") lifts the gate
    where its words, read against the world, never hold for any booking (:func:`holds` is
    False: more people than the largest room seats, a day the tools never book, a price no room
    carries) — wherever in the clause the condition and the "only" stand, in any order ("Only
    Atrium bookings for more than 30 people need approval", "Godkännande krävs bara för rum med
    fler än 25 platser", "承認が必要なのは定員30名を超える部屋だけです"); a negation in the clause
    flips it ("not only for more than 30 people" keeps), and a condition some booking meets
    ("only for more than 10 people") or the world cannot tell ("only for external guests")
    lifts nothing."""
    if world(tool) is None or len(text) > 4000:
        return ""
    for clause in _CLAUSES.compiled.split(text):
        if len(clause) > 300 or not _ONLY.compiled.search(clause):
            continue
        if not (named(clause) or _ASKED.compiled.search(clause)):
            continue
        if holds(clause, tool, acts=False) is False:
            return clause.strip()
    return ""


#: Read by :mod:`arena.gate_uncovered` too: a lift limited to a case, a clause that asks.
ONLY, ASKED = _ONLY, _ASKED

__all__ = ["ASKED", "ONLY", "World", "holds", "limited", "world"]
