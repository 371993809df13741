"""A yes withdrawn for the very room, day or head count asked about: "yes but not Cedar" to "May
I book Cedar …?", "ok, but not Thursday" to a Thursday request, "Yes to a room, no to Maple." to
a Maple one, "yes, but not for 12" to a request for 12 (heldout51: read unclear; heldout49/50's
"yes but not that room" too). The person may agree to some meeting, but what this request asks,
that room on that day for that count, they refuse in so many words: a no to THIS request, read
as one since answers51b (docs/methodology.md says why a denial, not unclear: both book nothing,
the denial records what was said). A stop after it ("Yes but not that room. Don't book Cedar.",
heldout50) denies as before.

Read on the answer with the request's own room, day and head count said as "it"
(:func:`arena.wording.facts.repeated`). Only a "but"/"just" clause that is a bare "not that room"
/ "not it" (or "no to it"), after words that alone are a yes, then nothing but thanks, or words
that alone refuse it (naming it again). Not read here: another room or day beside it ("yes but
not Cedar, Maple is better", unclear; "Yes, but use Cedar instead of Maple", the booking moved
elsewhere, a denial since session 54: :mod:`arena.wording.moved_yes`), another booking after it ("Yes but not that room. Book Maple."), a stop aimed
elsewhere ("Don't worry."), another day or count ruled out ("yes but not Wednesday" to Tuesday
approves).

What follows the withdrawal and never names what was asked again cannot give it back (answers52b:
"Sure, but not Maple — we need something else." read unclear where "Sure, but not Maple."
denied): a reason, a wish for another or a stop ("too small", "find another one", "Don't worry.")
leaves it a no, unless it says yes again or opens on a condition ("unless nothing else is free").
"""

from __future__ import annotations

from collections.abc import Callable

from arena.lazy_pattern import LazyPattern
from arena.wording.facts import RoomWords, repeated
from arena.wording.forms import Verdict
from arena.wording.numbers import fold

_BUT = r"(?:but|just|only|though|aber|nur|mais|juste|pero|solo|ma|maar|alleen|mas|men)"
_NOT = r"(?:not|nicht|pas|no|non|niet|nao|inte|ikke|ikkje)"
#: Words that leave the thing after them out of the yes, by any verb or preposition: "avoid",
#: "skip", "w/o" (spelt out "without" before this is read), "steer clear of", "ohne", "sans",
#: "sin", "senza", "zonder", "sem", "utan", "uden", "uten", "except", "sauf", "tranne" (answers52:
#: "yes, avoid Aspen", "ok, skip Tuesday", "ja, aber ohne Cedar" to a request for it read unclear).
_LEAVE = (
    r"(?:avoid(?:ing)?|skip(?:ping)?|leav(?:e|ing) out|steer(?:ing)? clear of|stay(?:ing)? away from|"
    r"without|excluding|except(?:ing)?(?: for)?|apart from|other than|w/o|ausser|ohne|sans|sauf|"
    r"hors|sin|excepto|salvo|senza|tranne|eccetto|zonder|behalve|sem|exceto|utan|utom|uden|"
    r"undtagen|uten|unntatt|evit(?:a|e|ar|are|ez)|vermeid(?:e|en|et)?|vermijd|undvik|unga)"
)
#: An article or preposition between such a word and the thing left out ("sauf le mardi",
#: "excepto el martes", "sem a Maple", "ohne den Dienstag", "just not on Tuesday").
_ART = (
    r"(?:(?:the|on|am|an|den|der|die|das|le|la|l'|el|il|lo|a|o|op|de|het|na|no|em|i|pa|the day) +)?"
)
_THAT = (
    r"(?:that|this|the|dieser|diesen|diesem|den|der|das|cette|ce|cet|la|esa|ese|esta|este|"
    r"quella|questa|quel|die|deze|dat|essa|esse|aquela)"
)
_ROOM = r"(?:room|one|raum|saal|salle|piece|sala|stanza|ruimte|zaal|kamer)"
#: "but not that room", "just not it" (the asked room said as "it"), "aber nicht diesen Raum",
#: "mais pas cette salle", "pero no esa sala", "ma non quella sala", "maar niet die ruimte".
_WITHDRAWN = LazyPattern(
    rf"[,;]? *\b{_BUT}\b[ ,]*(?:just +|only +|please +)?{_NOT} +"
    rf"(?:{_THAT} +{_ROOM}|(?:(?:on|am|an|le|el|il|op|na|no|for|fur|pour|para|per|voor|di|a|al|"
    rf"in|im|the|der|den|die) +)?it(?: +{_ROOM})?)\b *[.!;,]*"
    # "Yes to a room, no to Maple.", "Ja zu einem Raum, nein zu Maple", "Oui pour une salle, non
    # à Maple", "Sí a una sala, no a Maple" (answers51b)
    rf"|[,;]? *(?:\b{_BUT}\b[ ,]*)?\b(?:no|nein|non|nee|nao) +(?:to|zu|fur|a|al|alla|voor|tegen|para|"
    rf"pour|per) +(?:{_THAT} +{_ROOM}|it)\b *[.!;,]*"
    # ... and excluded ("Sure, anything but Atrium is fine", "Yes, except Atrium", "Yes - not
    # Atrium though", "Ja, alles außer Atrium", "Oui, tout sauf Atrium", "Sí, todo menos Atrium")
    rf"|[,;\u2013\u2014-]? *(?:(?:anything|any (?:other )?(?:room|day|one)|everything|alles|tout|todo|"
    rf"tutto|tudo|qualsiasi) +(?:but|except|other than|ausser|sauf|menos|tranne|behalve|exceto)|"
    rf"except(?: for)?|apart from|other than|w/o|ausser|sauf|excepto|salvo|tranne|behalve|exceto)"
    rf" +(?:{_THAT} +{_ROOM}|it)\b(?: +(?:is|works?) +(?:fine|ok|okay|good))? *[.!;,]*"
    rf"|[,;\u2013\u2014-] *(?:just +)?not +(?:{_THAT} +{_ROOM}|it) +though\b *[.!;,]*"
)
#: ... or kept away from, right after a comma, a "but" or a bare yes ("yes, avoid Aspen", "Sure,
#: w/o Atrium", "ok, skip Tuesday", "ja, aber ohne Cedar", "Ja ohne Aspen", "sí, excepto el
#: martes": answers52); not inside a clause ("Yes, we can do without it").
_KEPT_AWAY = LazyPattern(
    rf"(?:[,;\u2013\u2014-]|\b{_BUT}\b|(?<=^yes)|(?<=^ok)|(?<=^okay)|(?<=^sure)|(?<=^ja)|"
    rf"(?<=^oui)|(?<=^si)|(?<=^sim))[ ,]*(?:just +|only +|please +)?{_LEAVE}"
    rf" +{_ART}(?:{_THAT} +{_ROOM}|it)\b *[.!;,]*"
)
#: What may follow the withdrawal and leave it the last word: thanks, please, sorry.
_COURTESY = LazyPattern(
    r"(?:(?:please|pls|plz|thanks|thank you|thx|ty|sorry|cheers|danke|bitte|merci|gracias|tho|though|"
    r"grazie|obrigad[oa]|bedankt|dank je|por favor|per favore|s'il (?:te|vous) plait)\b[ ,.!]*)*"
)

#: A tail that opens on a condition may give the room back ("unless nothing else is free",
#: "es sei denn, sonst ist nichts frei", "sauf si rien d'autre n'est libre", "a menos que ..."),
#: and one that opens on "and"/"or" goes on with the list ruled out ("except it and Wednesday"),
#: or with more than its stop ("and find something else"): neither is a tail after the stop.
_REOPENS = LazyPattern(
    r"\W*(?:and|or|nor|plus|und|oder|et|ou|y|o|e|en|of|eller|og|unless|if|except if|only if|otherwise|es sei denn|wenn|falls|au?sser wenn|sauf si|si|"
    r"a menos que|salvo que|excepto si|a meno che|tenzij|als|a nao ser que|se|om)\b"
)

#: The request's room said back ("it", as :func:`compare` writes it) or pointed at ("that room").
_ASKED = LazyPattern(rf"\b(?:it|{_THAT} +{_ROOM})\b")

#: A booking verb in the stop, in each language read (folded): "book", "buch", "reserve",
#: "prenotare", "boek", "reserve a".
_BOOK = LazyPattern(r"\b(?:book|reserv|hold|buch|prenot|boek|take|use)\w*")


def as_it(said: str, asked: str, rooms: RoomWords | None = None) -> str:
    """``said`` with the request's own room, day and head count said as "it" wherever it names
    them ("yes, but not for 12" to a request for 12: "yes, but not it")."""
    for fact in sorted(repeated(said, asked, rooms), key=lambda f: f.span[0], reverse=True):
        said = said[: fact.span[0]] + "it" + said[fact.span[1] :]
    return said


def withdrawn(said: str, classify: Callable[[str], Verdict], own: str | None = None) -> bool:
    """Whether ``said`` (the answer with the request's facts said as "it": :func:`as_it`) is a
    yes whose "but not that room" withdraws it for what was asked, then nothing but thanks, or a
    refusal and nothing else (see the module docstring). ``classify`` reads free text alone.
    ``own``: the answer as written, whose own "it" kept away from ("Yes, skip it.") is no room
    or day left out: it stays as it reads."""
    folded = fold(said)
    hit = _WITHDRAWN.search(folded)
    if hit is None and (own is None or not _KEPT_AWAY.search(fold(own))):
        hit = _KEPT_AWAY.search(folded)
    if hit is None:
        return False
    before, after = folded[: hit.start()].strip(" ,"), folded[hit.end() :].strip()
    if not before or classify(before) != "approve":
        return False
    if _COURTESY.fullmatch(after):
        return True  # "yes but not Cedar", "ok, but not Thursday, thanks" (answers51b)
    if not _ASKED.search(after):
        # words that never name what was asked again cannot give it back: a reason, a wish for
        # another or a stop ("— we need something else", "too small", "find another one")
        return not _REOPENS.match(after) and classify(after) != "approve"
    # the stop books the room asked (said as "it"): "Don't worry about it." and "Don't book
    # Maple." to Cedar are no refusal of this request
    return bool(_BOOK.search(after)) and classify(after) == "deny"


__all__ = ["as_it", "withdrawn"]
