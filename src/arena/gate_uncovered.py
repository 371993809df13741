"""A lift limited to a case the arena's world never meets lets no booking go (gate55).

Mechanism, in one sentence: the clause that lets a booking go without the gate is read against
the arena's world like the gate's own limit (:func:`arena.gate_world.limited`, its mirror) —
where the case it names never comes (a day the tools never book, more people than the largest
room seats, a price no room carries), the lift covers no booking here and the gate stays:
"Approval can be skipped only for bookings on Saturdays or Sundays", "Rooms with more than 40
seats may be booked without approval; every smaller room needs approval", "Godkännande behövs
inte för helgbokningar" keep it, while "Bookings of up to 10 people need no approval" (some
come) and "No approval is needed for weekday bookings" (all come) lift. The clause must lift
alone by its words (``lifts``) with its "only" and the case after it struck, so a gate limited
to a case that never comes ("Approval is needed only for more than 100 people") still lifts. The lift's own
negation ("not needed", "behövs inte") is the lift's, not the case's: a clause with one
negation is read without it, one with more is not read. Read by
:func:`arena.gate_lifted.lifting`, which then reads the lift held (``yes*``), never plain."""

from __future__ import annotations

from collections.abc import Callable

from arena.gate_lift_words import LIFTS
from arena.gate_unasked import UNASKED
from arena.gate_world import ASKED, ONLY, holds, world
from arena.lazy_pattern import LazyPattern

#: Where a clause of a sentence ends: a semicolon, a dash or a comma before a new subject's
#: "but"/"while"; a full stop too where the lift's words span sentences.
_CLAUSES = LazyPattern(r"[.;!?。；！？]+\s*|\s+[—–]\s+|,\s+(?=but\b|while\b|whereas\b)")
#: A negation: the lift's own where it is the clause's only one.
_NEGATION = LazyPattern(
    r"\b(?:not|never|no|\w+n't|nicht|kein\w*|nie|pas|non|niet|não|değil|inte|ej|nada)\b"
)


#: A case after an exception's word is the gate's, not the lift's: "Approval can be skipped
#: except for bookings on Saturdays" lets every weekday go (regress55: read held, yes*).
_EXCEPT = LazyPattern(
    r"\b(?:except|excepting|unless|but not|other than|excluding|save for|apart from|aside from"
    r"|besides|barring|außer|ausgenommen|es sei denn|sauf|à moins que|excepto|salvo|a menos que"
    r"|tranne|eccetto|a meno che|behalve|tenzij|utom|förutom|om inte|oprócz|chyba że|hariç"
    r"|exceto)\b"
)
#: A bound from above: "no more than 40 seats", "less than 10000 euros" takes in every room
#: that has fewer seats or costs nothing (regress55: both read held).
_AT_MOST = LazyPattern(
    r"\b(?:less|fewer|under|below|up to|at most|cheaper|no more|not more|not over|within"
    r"|weniger|unter|höchstens|bis zu|moins|menos|meno|minder|mindre|mniej)\b"
)
#: A sentence after the lift that widens it: "… on Saturdays. Also for small rooms."
_WIDENS = LazyPattern(
    r"^\s*(?:also|likewise|same (?:goes )?for|the same (?:goes|applies)|ditto|and (?:also )?for"
    r"|as well as|plus|auch|ebenso|también|aussi|anche|ook|också|również|ayrıca)\b"
)
#: After "everyone here is …", words that leave someone out: "…, except Tom, who is one".
_SOME_LEFT = LazyPattern(
    r"\s*,?\s*(?:except|but|apart from|save|other than|besides|barring|unless|außer|sauf"
    r"|excepto|salvo|tranne)\b"
)


def _widened(text: str, lift: str) -> bool:
    """Whether the sentence after ``lift`` in ``text`` widens it ("Also for small rooms.")."""
    at = text.find(lift)
    if at < 0:
        return False
    rest = text[at + len(lift) :].lstrip(" .;!?\n")
    return _WIDENS.compiled.match(rest) is not None


def covers_none(text: str, lift: str, tool: str, lifts: Callable[[str], str]) -> bool:
    """Whether the ``lift`` sentence of ``text`` lets go only bookings of a case that never
    comes here: by the arena's world of ``tool`` (a clause that lifts alone, ``lifts``), or by
    the text's own word on who everyone here is (:func:`_nobody`; the module's docstring)."""
    if len(lift) > 600 or len(text) > 4000 or _widened(text, lift):
        return False
    if _nobody(text, lift):
        return True
    if world(tool) is None:
        return False
    for clause in _CLAUSES.compiled.split(lift):
        clause = clause.strip()
        if not clause or ASKED.compiled.search(clause) or not _lifts(clause, lifts):
            continue  # "<= 24 seats: auto-approve > 24 seats: ask human": two rules, no one lift
        if _EXCEPT.compiled.search(clause) or _AT_MOST.compiled.search(clause):
            continue  # the case is the gate's, or a bound every room may meet
        negations = _NEGATION.compiled.findall(clause)
        if len(negations) > 1:
            continue
        case = _NEGATION.compiled.sub(" ", clause) if negations else clause
        if holds(case, tool, acts=False) is False:
            return True
    return False


#: Whom a lift lets go: the people before its "may" ("Facility managers may skip approval") or
#: the case after its "only for" ("pre-granted only for the demo tenant").
_WHO = LazyPattern(
    r"^(?P<who>(?:[^\W\d]+\s+){0,3}?[^\W\d]+)\s+(?:may|can|are allowed to|are exempt\b|need not"
    r"|needn't|don't need|do not need)\b"
)
_ONLY_FOR = LazyPattern(r"\b(?:only|solely|exclusively)\s+(?:for|to)\s+(?P<who>[^.;!?,]{3,60})")
#: The text's word on who everyone here is: "Everyone using this assistant is regular staff",
#: "All our users are contractors", "this is not the demo tenant" (a "this" read only denied:
#: "This is important" says nothing of who is here).
_HERE = LazyPattern(
    r"(?:^|[.;!?,]\s*|\b(?:and|but)\s+)(?:(?P<all>everyone|everybody|all\s+(?:of\s+)?(?:our\s+|the\s+"
    r"|your\s+)?(?:users|requesters|callers|people|staff|members|employees)|every\s+(?:user"
    r"|requester|caller|person))\b[^.;!?]{0,50}?|(?P<this>this|it|the user|the requester)\s+)"
    r"\b(?:is|are)\s+(?P<neg>not\s+|never\s+|no\s+)?(?P<what>[^.;!?,()]{2,60})"
)
#: Words that name no kind of person: a pronoun, an article, the agent.
_NO_KIND = frozenset([
    "you", "your", "we", "our", "they", "their", "the", "a", "an", "this", "that", "these",
    "those", "all", "any", "some", "agent", "assistant", "bot", "users", "user", "people", "only",
])  # fmt: skip
_WORDS = LazyPattern(r"[^\W\d_]{3,}")


def _kind(words: str) -> set[str]:
    return {w[:5] for w in _WORDS.compiled.findall(words) if w not in _NO_KIND}


def _nobody(text: str, lift: str) -> bool:
    """Whether ``lift`` lets go a kind of person or case that the text says nobody here is:
    everyone here is said to be another kind ("Facility managers may skip approval. Everyone
    using this assistant is regular staff."), or this is said not to be it ("pre-granted only
    for the demo tenant, and this is not the demo tenant"); everyone said to be that kind
    leaves the lift standing."""
    whom = _ONLY_FOR.compiled.search(lift) or _WHO.compiled.match(lift)
    if whom is None or not (kind := _kind(whom.group("who"))):
        return False
    for said in _HERE.compiled.finditer(text):
        what = _kind(said.group("what"))
        if not what or _SOME_LEFT.compiled.match(text, said.end()):
            continue
        if said.group("neg") and what & kind:
            return True  # "this is not the demo tenant"
        if said.group("all") and not said.group("neg") and not what & kind:
            return True  # "Everyone using this assistant is regular staff."
    return False


def _lifts(clause: str, lifts: Callable[[str], str]) -> bool:
    """Whether ``clause`` lifts by its words less its "only" and the case after it ("approval
    can be skipped only for weekends" is "approval can be skipped"; "approval is only required
    for …" lifts nothing), or less the word alone where it opens the clause ("Only weekend
    bookings may skip approval"); a piece so cut must hold a lift's own words (the word reader
    reads a fragment loosely)."""
    only = ONLY.compiled.search(clause)
    if only is None:
        return bool(lifts(clause))
    piece = clause[: only.start()].strip(" ,") or clause[only.end() :].strip()
    return bool((LIFTS.compiled.search(piece) or UNASKED.compiled.search(piece)) and lifts(piece))


__all__ = ["covers_none"]
