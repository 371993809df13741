"""A yes that swaps one person or thing of the booking for another: "Yes, but swap Tom for
Priya", "ok, Priya instead of Tom", "yes, Tom out, Priya in", "Ja, aber Priya statt Tom", "Priya
will go in Tom's place", "change Tom to Priya", or drops someone named ("yes but remove Tom").

Such a yes agrees to another booking than the one asked: the same head count, so no count
changes, and names the answer reader (:mod:`arena.wording.answers`) held against the request's
room and day only. Each read as a plain yes and booked the request's old arguments (session 40
left "Yes, but swap Tom for Priya" open; answers41 found "replace", "switch", "instead of",
"in place of" and "X out, Y in" the same), so the reader reads such a yes as unclear and the
agent asks again. A swap verb needs what it swaps and what for ("swap Tom for Priya",
"replace the projector with a TV"); "instead of" and its kind need a name on both sides that is
no day or month ("Wednesday instead of Tuesday" is a day, which the request's facts decide), so
"switch the lights off", "it replaces our standup" and "instead of emailing, I'll call" change
nothing. An arrow between names swaps them ("Tom → Priya"); the people named alone given a role
rather than said to come ("just Tom will present") change nothing (session 42).
"""

from __future__ import annotations

import re

from arena.lazy_pattern import LazyPattern
from arena.wording.days import DAY_WORDS
from arena.wording.named_facts import RoomWords, room_keys
from arena.wording.numbers import fold

#: A swap verb, what it swaps and what for: "swap Tom for Priya", "replace Tom with Priya",
#: "switch out Tom for Priya", "tausch Tom gegen Priya", "remplace Tom par Priya", "cambia a
#: Tom por Priya", "sostituisci Tom con Priya", "vervang Tom door Priya", "troca o Tom pela Priya".
_SWAP_VERB = LazyPattern(
    r"\b(?:(?:swap|switch|trade|exchange|substitute|sub|replace)(?:s|d|ed|ped|ping|ing)?"
    r"(?: +(?:out|in))? +(?!(?:seats|places|spots|shifts|desks)\b)[^\s,.;:!?]+"
    r"(?: +[^\s,.;:!?]+){0,3}? +(?:out +)?(?:for|with|by)"
    r"|(?:aus)?tausch\w* +[^\s,.;:!?]+(?: +[^\s,.;:!?]+){0,3}? +gegen"
    r"|ersetz\w* +[^\s,.;:!?]+(?: +[^\s,.;:!?]+){0,3}? +durch"
    r"|remplac\w* +[^\s,.;:!?]+(?: +[^\s,.;:!?]+){0,3}? +par"
    r"|(?:cambi|reemplaz|sustitu|substitu|troc)\w* +[^\s,.;:!?]+(?: +[^\s,.;:!?]+){0,3}? +"
    r"(?:por|pel[oa]s?|con|com)"
    r"|sostitu\w* +[^\s,.;:!?]+(?: +[^\s,.;:!?]+){0,3}? +con"
    r"|(?:vervang|ruil)\w* +[^\s,.;:!?]+(?: +[^\s,.;:!?]+){0,3}? +(?:door|voor|met))"
    r" +[^\s,.;:!?]+",
    re.IGNORECASE,
)
#: One of two words of the swap that is what it swaps: "swap out Tom", "sub in Priya".
_SWAP_OUT = LazyPattern(
    r"\b(?:swap|switch|sub|trade)(?:s|ped|ping|bed|bing|ed|ing)? +(?:out|in) +(?P<a>[A-Z][\w'-]+)"
    r"\b(?! +(?:for|with)\b)"
)
#: A name in place of another: "Priya instead of Tom", "instead of Tom, Priya", "Priya, not
#: Tom", "Priya statt Tom", "Priya au lieu de Tom", "Priya en vez de Tom", "Priya al posto di
#: Tom", "Priya in plaats van Tom", "Priya em vez de Tom".
_INSTEAD = (
    r"(?:instead of|in place of|rather than|in lieu of|(?:an)?statt|anstelle von|au lieu de|"
    r"(?:a|à) la place de|en vez de|en lugar de|al posto di|invece di|in plaats van|em vez de|"
    r"no lugar de)"
)
_NAME = r"[A-Z\u00c0-\u00de][a-z\u00df-\u00ff]+(?:[-'][A-Z]?[a-z\u00df-\u00ff]+)?"
_IN_PLACE = LazyPattern(
    rf"(?P<a>{_NAME})(?: +(?:comes|goes|is|joins|attends|will (?:come|go|join|attend)))? +"
    rf"{_INSTEAD} +(?P<b>{_NAME})\b"
    # ... with the article or elision before the name ("Priya au lieu d'Ana", "Priya em vez da
    # Ana": regress41, each a plain yes)
    rf"|(?P<k1>{_NAME}) +(?:(?:au lieu|(?:a|\u00e0) la place) d['\u2019]|(?:em vez|no lugar) d[oa] +)"
    rf"(?P<l1>{_NAME})\b"
    rf"|(?i:{_INSTEAD}) +(?P<c>{_NAME}) *,? +(?:(?i:it'?s|we'?ll have|have|take|invite|bring) +)?"
    rf"(?P<d>{_NAME})\b"
    rf"|(?P<e>{_NAME}) *, +(?i:not) +(?P<f>{_NAME}) *(?:[.!;]|$)"
    rf"|(?P<g>{_NAME}) +(?:replaces|is replacing|will replace|takes over from|stands in for|"
    rf"covers for|is covering for|comes in for|subs for|ersetzt|remplace|reemplaza|sostituisce|"
    rf"vervangt|substitui) +(?P<h>{_NAME})\b"
    rf"|(?P<i>{_NAME}) +(?:is +)?(?:out|off) *(?:,|;|/|&|and)? *(?:and +)?(?P<j>{_NAME}) +(?:is +)?"
    rf"(?:in|on)\b"
    rf"|(?P<k>{_NAME}) +(?:is +)?(?:in|on) *(?:,|;|/|&|and)? *(?:and +)?(?P<l>{_NAME}) +(?:is +)?"
    rf"(?:out|off)\b"
    # ... or in someone's place ("Priya will go in Tom's place", "Priya's taking Tom's spot")
    rf"|(?i:\bin|\btakes?|\btaking|\btook|\bfills?|\bfilling) +"
    rf"(?P<m>{_NAME})['\u2019]s +(?i:place|stead|spot|seat|slot)\b"
    # ... changed to another ("change Tom to Priya", "switch Tom to Priya")
    rf"|(?i:\bchange[sd]?|\bchanging|\bswitch(?:es|ed)?|\bswap(?:s|ped)?|\bmove[sd]?) +"
    rf"(?P<n>{_NAME}) +(?i:to|into) +(?P<o>{_NAME})\b"
    # ... or dropped ("yes but remove Tom", "drop Tom, add Priya": one fewer than named)
    rf"|(?i:\bremove[sd]?|\bremoving|\bdrop(?:s|ped)?|\btake +off|\bcross +off|\buninvite[sd]?|"
    rf"\bleave +out|\bstrike) +(?P<p>{_NAME})\b(?! +(?i:a|an)\b)"
    # ... not from a thread or list beside the meeting ("remove Sam from cc")
    rf"(?! +(?i:from) +(?!(?i:the +)?(?i:meeting|invite|invitation|booking|attendees|guest +list)\b))"
    # ... kept off, or out ("leave Ana off", "keep Ana off the invite", "Yes — Ana is out": one
    # the request names)
    # ... not an idiom that keeps no one away ("leave Tom out of the loop", "Tom is off the hook":
    # regress41, each a plain yes)
    rf"|(?i:\bleave|\bkeep) +(?P<q>{_NAME}) +(?i:off|out)\b(?! +(?i:of +the +loop)\b)"
    rf"|(?P<r>{_NAME})(?:['\u2019]s| +is| +will +be) +(?i:out|off|away|not +coming)\b(?! +(?i:of|to|the +hook)\b)"
    # ... or gone from it ("Tom dropped out", "Tom has pulled out", "Tom's off sick": session 42)
    rf"|(?P<r2>{_NAME})(?:['\u2019]s| +has| +is)? +(?i:(?:dropped|pulled|backed|bowed|dropping|pulling|"
    rf"backing) +out|off +sick|on +(?:sick +)?leave)\b",
)
#: Names in a list, an Oxford comma's ", and" among them ("just Tom, Priya, and Ana": regress41)
_NAMES = rf"{_NAME}(?: *(?:,(?: *(?:&|(?i:and\b)))?|&|(?i:and\b)) *{_NAME})*"
#: People named alone: "just Tom and Priya", "only Tom, Priya", "Tom and Priya only".
_ONLY = LazyPattern(rf"\b(?i:just|only) +(?P<names>{_NAMES})\b|(?P<names2>{_NAMES}) +(?i:only)\b")
#: What the people named alone do, if not come: "just Tom will present", "only Priya needs a
#: badge" (session 42: "Yes, just Tom will present" read unclear); not "just Tom will come",
#: "only Tom and Priya are coming", "just Tom's joining", "only Tom will be there".
_ROLE = LazyPattern(
    r"(?!(?i:['\u2019]s|'re| +is| +are) +present\b)"  # "only Tom is present": there, not a role
    r"(?i:['\u2019]s|'ll| +(?:will|is|are|can|could|should|shall|would|may|might|does|do|needs?"
    r"|has|have|gets?|wants?)\b)"
    r"(?! +(?:not|never|be|com|attend|join|mak|show|turn|go|dial|call|participat|sit|stay|leav|"
    r"drop|skip|miss|in|there|here|out|off|away|back|remote|online|available|free|"
    r"around|on|confirmed|invited|able)\w*\b)(?i: +\w)"
    r"|(?i: +(?:present|speak|talk|lead|run|chair|host|demo|pitch|moderat|facilitat|introduc)"
    r"(?:s|es|ing)\b)"
)
#: An arrow from one name to another: "Tom → Priya", "Tom -> Priya", "Tom ↔ Priya", "Tom>Priya"
#: (session 42: each approved).
_ARROW = LazyPattern(
    rf"(?P<a>{_NAME}) *(?:\u2192|\u21d2|\u27a1\ufe0f?|\u2794|\u2194|\u21c4|\u21d4|<?-*>|<?=+>) *"
    rf"(?P<b>{_NAME})\b"
    # ... or two names said to swap ("Tom / Priya swap"; not "Tom and Priya swap seats")
    rf"|(?P<c>{_NAME}) *(?:/|&|(?i:and)) *(?P<d>{_NAME}) *(?i:swap|switch|trade)\b"
    r"(?! +(?i:seats|places|spots|shifts|desks|slots|roles)\b)"
)
#: A substitution written as an editor's ("s/Tom/Priya/"): whatever it changes, a change.
_SED = LazyPattern(r"(?:^|[\s,;:(])s/[^/\n]+/[^/\n]*/")
#: Capitalised words that are no one's name: an answer's own words, days and months.
_NOT_NAME_WORDS = """
    yes yep yeah sure ok okay no not it this that i we you they he she the a an and but so
    please thanks fine good great approved approve go book room then also just only maybe
    january february march april may june july august september october november december jan
    feb mar apr jun jul aug sep sept oct nov dec today tomorrow tonight morning afternoon
    evening noon request requests hi hello hey dear reserve approval can could shall should would
    will meeting team rooms need needs booking confirm
"""
_NOT_NAMES = frozenset(_NOT_NAME_WORDS.split())


def swapped(own: str, rooms: RoomWords | None = None, asked: str | None = None) -> str | None:
    """The words of ``own`` (a person's own words, as written: a name keeps its capital) that
    swap one person or thing of the booking for another, or None. ``rooms``: the room names and
    ids the reader knows, which are no people (the request's facts decide a room); ``asked``:
    the request, whose people named alone ("just Tom and Priya" to Tom, Priya and Ana) leave
    someone out, and all of them ("only Tom, Priya and Ana") no one."""
    skip = _NOT_NAMES | set(DAY_WORDS) | {k for keys in room_keys(rooms) for k in keys}
    in_request = {_key(n) for n in re.findall(_NAME, asked or "")} - skip
    only = _ONLY.search(own)
    if only and _ROLE.match(own, only.end()):
        only = None  # "just Tom will present": who does what in the meeting, all still there
    if only:
        said = only.group("names") or only.group("names2")
        named = {_key(n) for n in re.findall(_NAME, said)} - skip
        if named and named != in_request:
            return re.sub(r"\s+", " ", only.group())
    verb = _SWAP_VERB.search(own)
    if verb:
        return re.sub(r"\s+", " ", verb.group())
    out = _SWAP_OUT.search(own)
    if out and fold(out.group("a")) not in skip:
        return out.group()
    for m in _ARROW.finditer(own):  # "Tom → Priya"; "Aspen → Cedar" is a room (the facts')
        if not {_key(n) for n in m.groups() if n} & skip:
            return re.sub(r"\s+", " ", m.group())
    sed = _SED.search(own)
    if sed:
        return sed.group().strip(" ,;:(")
    for m in _IN_PLACE.finditer(own):
        names = [_key(n) for n in m.groups() if n]
        gone = m.group("r") or m.group("r2")
        if gone and _key(gone) not in in_request:
            continue  # "Sam's off so I'm unable to ask him; go ahead": no one the request named
        if names and not any(n in skip for n in names):
            return re.sub(r"\s+", " ", m.group())
    return None


def _key(name: str) -> str:
    """A name as compared: folded, letters and digits only ("O'Neill" and "oneill" alike)."""
    return re.sub(r"[^a-z0-9]", "", fold(name))
