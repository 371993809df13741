"""A no that offers something else in the asked booking's place: "No, book Cedar instead", "No,
Wednesday works better", "No, make it 8 people".

Such an answer refuses the booking as asked and asks for another, the same booking with one
argument changed. Read as a denial, the agent books nothing and says so, and the booking the
person wanted is lost; read as an edit, the change would have to reach the booked call, and a
typed answer carries words, not arguments: the harness binds a typed go-ahead to the call as it
was asked (:func:`arena.decisions.reads_as_approval`), an adapter hands the person's words to its
model as they are, and a booking of Cedar after a request for Aspen is no call anyone approved,
blocked on every adapter. Only ``arena approve --edit`` (an eval's ``respond(edited_args=...)``)
edits a call. So a counter-offer reads unclear: the agent asks again, and the person can approve
it edited or deny it. The offer must name a room, day, date, time or head count the request did
not (:func:`arena.wording.facts.compare`), so "No, use the canteen", "No, not Aspen", "No, R-1430"
(no room of the arena's) and "No, Tuesday is fully booked" (no offer) stay denials, and so, since
session 54, does an offer after the asked room or day ruled out by name ("Not Aspen, Cedar." to an
Aspen request: :func:`refused_by_name`), as the answer's writers read it.
"""

from __future__ import annotations

import re

from arena.lazy_pattern import LazyPattern
from arena.wording.answer_words import words
from arena.wording.facts import RoomWords, compare, read_facts, room_keys
from arena.wording.numbers import fold
from arena.wording.withdrawn_yes import as_it

#: A clause that asks for something in the booking's place: a verb that books or picks it ("book
#: Cedar", "make it Thursday", "switch to R-204", "how about Cedar"), or words after it that
#: prefer it ("Cedar instead", "Wednesday works better", "Cedar would be better"), in English,
#: German, French, Spanish, Italian and Dutch ("lieber Cedar", "plutôt Cedar", "mejor el
#: miércoles", "Cedar invece").
_OFFER = LazyPattern(
    r"(?:^|\b)(?:book|use|take|try|get|grab|reserve|pick|choose|go with|go for|switch(?: it)? to|"
    r"move(?: it)? to|change(?: it)? to|make (?:it|that|this)|do|how about|what about|rather|"
    r"i'?d rather(?: have)?|prefer(?:ably)?|i prefer|we prefer|better|"
    r"buch(?:e|en)?|nimm|lieber|eher|besser|plutot|prends|reserve plutot|mieux|prefere|"
    r"mejor|prefiero|reserva|piuttosto|meglio|prenota|liever|boek)\b"
    r"|\b(?:instead|stattdessen|a la place|en su lugar|en vez|invece|in plaats daarvan)\b"
    r"|\b(?:works|would work|would be|is|suits|fits) (?:much |a lot |far )?better\b"
    r"|\b(?:works|would work|will work|would do|will do|suits us|suits me)\b"
    r"|\bif (?:it'?s |it is )?(?:free|available|open)\b"
    r"|\b(?:please|pls|plz|bitte|por favor|s'il (?:te|vous) plait|per favore|alsjeblieft)\b"
    r"|\b(?:(?:could|can|shall|may|might)(?:n'?t)?|would) (?:we|i|you|u)\b"
    r"|\b(?:podemos|podriamos|puede ser|se puede|on peut|on pourrait|pouvons-nous|peut-on|"
    r"pourrait-on|pourrions-nous|konnen wir|konnten wir|koennen wir|koennten wir|possiamo|"
    r"potremmo|si puo|kunnen we|kunnen wij|zullen we|kan het|poderiamos)\b",
    re.IGNORECASE,
)
#: A question that asks for the offer ("could we do Thursday instead?", "can we have Cedar?"):
#: the "we" in it is no one doing it themselves (answers' session 46: "No, could we do Thursday
#: instead?" read as a plain no), nor is "we can do Thursday" (a day that suits them).
_ASKING = LazyPattern(
    r"\b(?:(?:could|can|shall|may|might|would)(?:n'?t)?) (?:we|i|you|u)\b"
    r"|\b(?:we|i) (?:can|could) (?=do\b)",
    re.IGNORECASE,
)
#: The person does it: "I'll book it myself", "we'll sort it out ourselves": no offer anywhere.
_THEMSELVES = LazyPattern(r"\b(?:myself|ourselves|themselves|selbst|nosotros mismos|nous-memes)\b")
#: The offer taken back after it: "No, could we do Thursday? Actually no, forget it.", "… No
#: wait, just cancel.", "… Never mind, no room needed." (regress46: a no read unclear on 882d78ac)
_OFFER_DROPPED = LazyPattern(
    r"\b(?:forget (?:it|that|about it)|never ?mind(?! (?:the|about|my|our)\b)|scratch that"
    r"|just cancel|cancel (?:it|that)|no (?:room|booking) (?:needed|necessary)|don'?t bother"
    r"|vergiss es|laisse tomber|olvidalo|laat maar)\b"
    r"|\bno need(?: (?:for (?:it|one|a room|the room)|anymore|after all))?\W*$"
)
#: Who does it themselves, or a booking refused ("I'll book Cedar myself", "don't book Cedar
#: either", "we booked Cedar already"): no offer put to the agent.
_NOT_ASKED = LazyPattern(
    r"\b(?:don'?t|do not|doesn'?t|never|not|no|nor|neither|without|nicht|kein\w*|pas|jamais|"
    r"nunca|niet|geen|myself|ourselves|themselves|already)\b"
    r"|\b(?:i|we|they|he|she|someone|somebody|[a-z]+ (?:can|will))"
    r"(?:'ll| will| can| have|'ve| just| am going to|'m going to| are going to|'re going to)* +"
    r"(?:book|reserv|grab|take|get|use|go|do|try|switch|move|make)[a-z]{0,4}\b",
    re.IGNORECASE,
)
#: Words a bare offer may have beside its fact ("Not Aspen, Cedar." "Not Aspen — Cedar then").
_BARE = words(
    "please pls plz then instead maybe perhaps rather the a room on at for it one ok okay thanks "
    "thank you bitte dann lieber danke merci alors plutot por favor entonces mejor gracias"
)
#: The words that refuse: the offer comes after them.
_NO = LazyPattern(
    r"\b(?:no|nope|nah|not|wrong|negative|nein|nee|non|niet|nicht|pas|denied|declined|rejected)\b",
    re.IGNORECASE,
)
#: Words in quotes: the request or someone else's words, no offer of the person's.
_QUOTED = LazyPattern(r'"[^"]*"|\u201c[^\u201d]*\u201d|\u201e[^\u201c\u201d]*[\u201c\u201d]')
#: A no alone as its clause: "No, Wednesday." offers Wednesday.
_BARE_NO = frozenset(
    (
        "no",
        "nope",
        "nah",
        "nein",
        "non",
        "nee",
        "niet",
        "not quite",
        "no thanks",
        "no way",
        "negative",
    )
)
#: The clauses of an answer (a no opening it is one); a clock's "15:00" or "9.30" is one word.
_CLAUSE = LazyPattern(r"(?:[^.,;:!?\n\u2013\u2014()\"]|(?<=\d)[.:](?=\d))+")
#: A clause that rules something out ("not Aspen", "nicht Aspen", "pas Aspen").
_RULED = LazyPattern(r"\s*(?:not|nicht|pas|niet)\s+\w", re.IGNORECASE)


def counter_offer(said: str, asked: str | None, rooms: RoomWords | None) -> str | None:
    """The words of ``said`` (a no, the person's own words) that ask for the booking with a room,
    day, date, time or head count the request (``asked``) did not name, or with no request given
    any such fact; ``None`` where it offers nothing in the booking's place."""
    folded = _QUOTED.sub(" ", fold(said))  # 'No to "Book R-102 …?"': the request, quoted
    folded = folded.replace(" - ", " \u2014 ")  # "No - how about Cedar?": a dash between clauses
    refused = _NO.search(folded)
    if refused is None or _THEMSELVES.search(folded) or _OFFER_DROPPED.search(folded):
        return None
    # after the no: '"Book R-102 for 6 people" - denied' quotes the request it refuses
    clauses = [
        m.group().strip() for m in _CLAUSE.finditer(folded, refused.start()) if m.group().strip()
    ]
    for i, clause in enumerate(clauses):
        if _offers(clause) and _new_fact(clause, asked, rooms):
            return clause
        # "Not Aspen, Cedar.", "No, Wednesday.": a fact alone after the no or the one ruled out;
        # a room only one of the arena's ("No, R-1430" names none: a no)
        after_no = i and (_RULED.match(clauses[i - 1]) or clauses[i - 1] in _BARE_NO)
        asked_back = folded[folded.find(clause) + len(clause) :].lstrip().startswith("?")
        if (
            (after_no or asked_back)
            and _bare(clause, rooms)
            and _new_fact(clause, asked, rooms, known=True)
        ):
            return f"{clauses[i - 1]}, {clause}"
    return None


def _offers(clause: str) -> bool:
    """Whether ``clause`` asks for something in the booking's place, not of someone else nor
    refused."""
    return bool(_OFFER.search(clause)) and not _NOT_ASKED.search(_ASKING.sub(" ", clause))


def _new_fact(clause: str, asked: str | None, rooms: RoomWords | None, known: bool = False) -> bool:
    """Whether ``clause`` names a room, day, date, time or head count the request did not;
    ``known``: a room only where it is one of ``rooms``."""
    added = compare(clause, asked or "", rooms).added
    if known:
        table = {k for keys in room_keys(rooms) for k in keys}
        ours = {
            v for f in read_facts(clause, room_keys(rooms)) if f.kind == "room" for v in f.values
        }
        if not ours & table:
            added = [a for a in added if not a.startswith(("room ", "unknown room "))]
    return any(not a.startswith("number ") for a in added)  # "and book two rooms": no count


def _bare(clause: str, rooms: RoomWords | None) -> bool:
    """Whether ``clause`` is a fact and nothing but such words as "please" or "then"."""
    rest = clause
    for fact in sorted(read_facts(clause, room_keys(rooms)), key=lambda f: -f.span[0]):
        rest = rest[: fact.span[0]] + " " + rest[fact.span[1] :]
    return all(w in _BARE for w in re.findall(r"[a-z0-9']+", rest))


#: A clause that rules out "it", the request's own room, day or count said as "it" (:func:`as_it`):
#: "Not Cedar." to a Cedar request, "nicht am Mittwoch", "pas Cedar", "no Cedar" (not "no, it's
#: too small": a reason, nor "not it, is it?").
_RULED_ASKED = LazyPattern(
    r"(?:^|[.,;:!\u2013\u2014(]) *(?:(?:no|nope|nein|non|nee|nao) *[,.]? *)?"
    r"(?:not|nicht|pas|niet|no|kein|keinen|geen|ni)"
    r" +(?:(?:on|in|at|for|the|am|im|le|la|el|de|het|den|das|die)\b *)?it\b(?! *(?:'s|is|was)\b)"
)


def refused_by_name(said: str, asked: str | None, rooms: RoomWords | None) -> bool:
    """Whether ``said`` rules out the request's own room, day or count by name in a clause of
    its own ("Not Cedar. Use Maple instead." to a Cedar request). Mechanism: a refusal that names
    what was asked refuses this booking, whatever it offers after it; the offer is another
    request, so the answer denies rather than asking again (heldout53 a53-055 read unclear;
    its writers read "yes but not that room" and "Sure, but not Maple" as denials too). The
    reader asks it only of an offer stated, not asked ("No, not Tuesday - could we do Thursday?"
    invites a reply and stays unclear, as session 46's outside team read it)."""
    if not asked:
        return False
    return _RULED_ASKED.search(fold(as_it(said, asked, rooms))) is not None


__all__ = ["counter_offer", "refused_by_name"]
