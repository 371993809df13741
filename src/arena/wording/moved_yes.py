"""A yes that moves the booking elsewhere: "Sure, but Wednesday, not Tuesday." to a Tuesday
request, "Book it, but for 20 people in the Atrium, not Sequoia.", "Yes, but use Cedar instead of
Maple.", "yes, as long as it's Wednesday" to a Monday one.

Mechanism: a yes whose own words set another room, day or head count against the asked one —
ruling the asked one out by name ("X, not <asked>", "X instead of <asked>") or making the other
the yes's condition ("as long as it's X", where the request names its own X) — agrees to a
booking the agent was not asked to make and refuses the one it was: a denial (docs/methodology.md:
both book nothing; the denial records what was said, as :mod:`arena.wording.counter_offers`'
"Not Cedar. Use Maple instead." does). Unchanged: a yes that rules out another ("Sure, Tuesday,
not Wednesday" to Tuesday), restates the asked as its condition ("yes, as long as it's Tuesday":
:func:`arena.wording.provisos.drop_met`), offers another without naming the asked ("Sure, but on
Wednesday": unclear), or conditions on what the request does not name ("as long as it's before
noon" to a request with no time: unclear), or whose condition is negated ("as long as it's not
Wednesday").
"""

from __future__ import annotations

import re
from collections.abc import Callable

from arena.lazy_pattern import LazyPattern
from arena.wording.answer_words import words
from arena.wording.days import english_days
from arena.wording.facts import RoomWords, read_facts, room_keys
from arena.wording.forms import Verdict
from arena.wording.numbers import fold
from arena.wording.withdrawn_yes import as_it

#: Articles and prepositions between a "not" / "instead of" and the asked fact said as "it".
_THE = r"(?:(?:on|in|at|for|the|am|im|le|la|el|de|di|von|del|al|du|des|het|den|das|die|dem|der|il|lo|o|a|em|na|no|op|zum)\s+)*"
#: The asked fact ("it", :func:`as_it`) ruled out by name beside the yes: "Wednesday, not it",
#: "Cedar instead of it", "lieber Mittwoch statt it", "mercredi, pas it", "miércoles en vez de it".
_SET_AGAINST = LazyPattern(
    rf"(?:^|[\s,;(\u2013\u2014-])(?:not|nicht|pas|niet|no|non|nie|nao|inte|ikke)\s+{_THE}it\b"
    r"(?!\s*(?:'s|is|was|ist|est|e|es)\b)"
    r"|\b(?:instead of|rather than|in place of|(?:an)?statt|anstelle|au lieu|a la place|en lugar|"
    r"en vez|invece|al posto|in plaats van|em vez|em lugar)\s+"
    rf"{_THE}it\b"
)
#: A condition the yes is given on (not a bare "if": "if Wednesday is full, …" is a plan B).
_ONLY_IF = LazyPattern(
    r"\b(?:only if|as long as|so long as|provided(?: that)?|providing(?: that)?|"
    r"on (?:the )?condition that|solange|sofern|nur wenn|vorausgesetzt(?: dass)?|"
    r"a condition que|pourvu que|tant que|seulement si|siempre que|siempre y cuando|"
    r"con tal de que|solo si|purche|a patto che|solo se|zolang|mits|alleen als|desde que|"
    r"contanto que)\s+"
    r"(?:(?:it'?s|it is|it'?ll be|it will be|its|we|are|we'?re|it|is|es|ist|c'est|ce soit|"
    r"ca soit|sea|sia|e|het|on|for|in|at|the|am|im|le|la|el|il|lo|de|op|voor|fur|pour|para|"
    r"per|em|na|o|a)\s+)*"
)
#: A negation inside the condition: "as long as it's not Wednesday" sets nothing against it.
_NEGATED = LazyPattern(
    r"\b(?:not|nicht|pas|no|non|niet|nao|never|kein\w*|ne|isnt|arent|wasnt|\w+n't)(?!\w)"
)
#: Where the opening yes ends: the first mark or "but" ("Sure, but …", "ok but make it …").
_HEAD_END = LazyPattern(r"[,.;:!?(\u2013\u2014]|\s(?:but|aber|mais|pero|ma|maar|mas|men)\s")
#: The kinds of fact the asked booking can be moved in.
_KINDS = frozenset(("room", "day", "count"))


def moved_elsewhere(
    said: str, asked: str, rooms: RoomWords | None, classify: Callable[[str], Verdict]
) -> str | None:
    """The words of ``said`` (a yes, the person's own words) that move the booking ``asked``
    about to another room, day or head count (see the module docstring), else ``None``.
    ``classify`` reads free text alone: the answer must open on a yes."""
    folded = fold(english_days(said))  # "el miércoles", "na quarta": weekdays read in English
    head = folded[: m.start()] if (m := _HEAD_END.search(folded)) else folded
    if not head.strip() or classify(head) != "approve":
        return None
    keys = room_keys(rooms)  # read once for every fact below
    days = english_days(asked)
    have = {f.kind: f.values for f in read_facts(fold(days), keys) if f.kind in _KINDS}
    as_asked = fold(as_it(english_days(said), days, rooms))  # "não na terça": the asked as "it"
    ruled = _SET_AGAINST.search(as_asked)
    # the other named before the asked ruled out: "Wednesday, not it", not "not it or Atrium"
    if ruled and _other(as_asked[: ruled.start()], have, keys, alone=False):
        return " ".join(said.split())[:80]
    for cond in _ONLY_IF.finditer(folded):
        clause = re.match(r"[^,.;:!?\n]*", folded[cond.end() :])
        rest = clause.group() if clause else ""
        if not _NEGATED.search(cond.group() + rest) and _other(rest, have, keys, alone=True):
            return (cond.group() + rest).strip()
    return None


def _other(text: str, have: dict[str, frozenset[str]], keys: RoomWords, *, alone: bool) -> bool:
    """Whether ``text`` names a room, day or head count of a kind the request names, other than
    the request's; ``alone``: the fact must open ``text`` and be all of it but for :data:`_AFTER`
    words ("as long as it's Wednesday", not "as long as Cedar is free", "… fewer than 10")."""
    for fact in read_facts(text, keys):
        after = set(re.findall(r"[a-z']+", text[fact.span[1] :]))
        if alone and (text[: fact.span[0]].strip() or not after <= _AFTER):
            return False  # "as long as we are fewer than 10", "as long as Cedar is free"
        if fact.kind in have and not fact.values & have[fact.kind]:
            return True
    return False


#: Words a condition's fact may have after it: "as long as it's Wednesday then, thanks".
_AFTER = words(
    "then please pls thanks thank you ok okay instead ist sind est e es is bitte danke merci "
    "alors dann gracias grazie"
)


__all__ = ["moved_elsewhere"]
