"""A count of those who will come, and people said to be absent after it: "We'll be 5, 1 can't
make it" is 5, not 4 (requests46b).

People away are taken from a group's size ("a team of 6, but 2 are off": 4; "there are 6 of us
but 1 can't make it": 5), since the size counts everyone. A count said as who will be there
("we'll be 5", "there will be 5", "5 of us are coming", "seremos 5", "nous serons 5", "wir
werden 5 sein") already leaves the absent out: taking them again booked a room for fewer than
come. Where the two readings part, the larger count is the one that seats everyone. People who
join from elsewhere still need no seat ("We'll be 7, but 2 dial in": 5).
"""

from __future__ import annotations

from arena.wording.numbers import Number

#: Right before a count, one word that says it counts who will be there: "seremos 5".
_WILL_BE = frozenset(("seremos", "serons", "seront", "saremo", "saranno", "seremo", "zullen"))
#: Right after a count (and its people word), words that say those will be there.
_COMING = frozenset(
    ("coming", "attending", "joining", "confirmed", "showing", "komen", "kommen", "vienen",
     "venimos", "viennent", "venons")
)  # fmt: skip
#: Stems of words of those away that say they still take part from elsewhere: no seat ("2 dial
#: in", "2 por videollamada", "2 sur Teams", "3 of us are remote").
_ELSEWHERE = (
    "remot", "online", "virtual", "wfh", "home", "zoom", "teams", "video", "phone", "telef",
    "dial", "call", "conect", "visio", "distan", "linea", "ligne", "meet", "webex", "zugeschalt",
    "teletrav", "llamada", "skype", "hangout", "thuis", "casa", "domicil",
)  # fmt: skip


def attending(toks: list[str], first: Number, end: int) -> bool:
    """Whether the count ``first`` (its people words ending at ``end``) counts who will be
    there: "we'll be 5", "there will be 5 of us", "5 of us are coming", "wir werden 5 sein"."""
    before = toks[max(0, first.start - 2) : first.start]
    if before[-1:] == ["be"] and before[:1] in (["will"], ["ll"]):
        return True
    if before[-1:] and before[-1] in _WILL_BE:
        return True
    if before[-1:] == ["werden"] and toks[first.end : first.end + 1] == ["sein"]:
        return True
    after = toks[end : end + 2]
    if not after:
        return False
    if after[0] in _COMING:  # "5 of us coming", "5 attending"
        return True
    going = _COMING | {"come", "attend", "be"}
    return after[0] in ("are", "will", "sind") and len(after) > 1 and after[1] in going


def absent_only(toks: list[str], n: Number) -> bool:
    """Whether the people counted by ``n`` are said to be absent, not joining from elsewhere."""
    return not any(t.startswith(_ELSEWHERE) for t in toks[n.end : n.end + 10])
