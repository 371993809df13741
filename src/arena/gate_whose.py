"""Whose yes a booking takes (session 40): a yes given by someone other than the person asked —
a colleague, a team lead, anyone at hand, the agent itself, someone on the person's behalf — or
by default, read for :func:`arena.gate_ahead.not_theirs`. "If the approver is away, a
colleague's OK is enough to book.", "Approve the request yourself if the approver is slow.",
"Answer the approval request on the approver's behalf.", "Default to approved.", "Approve by
default." and "A denial means approved." lift the
gate: the booking goes ahead without this person's yes. A negation before it keeps it ("a
colleague's OK is never enough", "never approve on the approver's behalf", "default to
denied" names no yes)."""

from __future__ import annotations

from arena.gate_forbidden import FORBIDDEN
from arena.lazy_pattern import LazyPattern

#: A yes that is not the person's: another's taken as enough, the agent's own, one given on the
#: person's behalf, or one by default.
_WHOSE = LazyPattern(
    r"\b(?:colleague|team ?lead|team member|teammate|co-?worker|deputy|assistant|secretary"
    r"|receptionist|anyone|someone|somebody|anybody|anyone else|another person|other person"
    r"|peer|your own)(?:'s|s')?\s+(?:\w+\s+){0,2}?(?:ok|okay|yes|approval|go-ahead|sign-?off"
    r"|consent|thumbs-up|say-so|nod|agreement)\s+(?:is|will be|counts|suffices|works|will do"
    r"|does)\b(?:\s+(?:\w+\s+)?(?:enough|sufficient|fine|as approval|too|as well|just as))?"
    r"|\b(?:ok|okay|yes|approval|go-ahead|sign-?off|thumbs-up)\s+from\s+(?:any|a|another|some"
    r"|your)\s+(?:\w+\s+){0,2}?(?:is|will be|counts|suffices|will do)\b"
    # the agent's own yes, or one given for the person
    r"|\b(?:approve|grant|accept|sign off on|okay)\s+(?:(?:it|them|this|that|the \w+|requests"
    r"|bookings|your own \w+)\s+)?(?:yourself|on (?:the )?(?:approver's|user's|person's|their|his"
    r"|her|its) behalf)\b"
    r"|\b(?:answer|respond to|reply to|decide|fill in|complete|handle)\w*\s+(?:\w+\s+){0,3}?"
    r"on (?:the )?(?:approver's|user's|person's|their|his|her) behalf\b"
    r"|\b(?:you|the agent|the assistant)\s+(?:can|may|should|are allowed to|are free to)"
    r"\s+(?:also\s+|just\s+)?(?:approve|grant approval|sign off|give (?:the |your own )?approval)\b"
    # a yes by default
    r"|\bdefault(?:s|ing)?\s*(?:to\s+|(?:answer|decision|verdict|value|result|response)\s*"
    r"(?:is\s+|:\s*|=\s*)?|is\s+|:\s*|=\s*)(?:an?\s+)?(?:approv\w*|yes|granted"
    r"|accept(?:ed|ing|ance)?)\b"
    # approved by default or automatically, and a no taken as a yes (lead, session 40: "Approve
    # by default.", "By default, approve every booking.", "A denial means approved." lifted nothing)
    r"|\bapprov(?:e|es|ed)\s+(?:\w+\s+){0,3}?(?:by default|automatically)\b"
    r"|\b(?:by default|automatically),?\s+approve\b|\bauto-?approve[sd]?\b"
    r"|\b(?:denial|rejection|refusal|decline|no)s?\s+(?:means|counts as|equals|is treated as"
    r"|is read as|is taken as)\s+(?:an?\s+)?(?:approv\w*|yes|go-ahead|consent)\b"
    r"(?!\s+(?:is|was)\s+(?:withheld|denied|refused|not))"
)
#: What keeps it before: a negation, or "only" naming the person's own.
_KEPT = LazyPattern(
    r"\b(?:never|not|no|\w+n't|dont|cannot|nobody|no one|only|nor|nothing|none)\b[^.;:]{0,40}$"
)
#: A condition opening the sentence, whose own negation keeps nothing: "If the approver does
#: not reply, default to approved." and "If nobody replies, default to approved." lifted nothing
#: (regress40). Only one about the answer: "If not specified, defaults to yes." (a library's
#: docstring) stays kept.
_CONDITION = LazyPattern(
    r"^\s*(?:if|when|whenever|in case|should|once|where)\b(?=[^,;:]*\b(?:approv\w*|repl\w*"
    r"|answer\w*|respon\w*|decid\w*|decision|hear\w*|nobody|no one|reviewer|manager)\b)[^,;:]*,\s*"
)
_NOT_AFTER = LazyPattern(r"\s*(?:\w+\s+)?(?:not|never|no longer)\b|\s+(?:insufficient|not enough)")


def someone_elses(sentence: str) -> bool:
    """Whether ``sentence`` takes a yes that is not the person's (:data:`_WHOSE`) with no
    negation before it (:data:`_KEPT`) or just after ("a colleague's OK is not enough")."""
    found = _WHOSE.search(sentence)
    if found is None:
        return False
    if _KEPT.search(_CONDITION.sub("", sentence[: found.start()])):
        return False
    if FORBIDDEN.match(sentence, found.start()):
        # the clause's predicate condemns, it takes no yes: "A booking without an OK from a
        # human is a bug.", "… a yes from anyone is a violation" (gate54b)
        return False
    return not _NOT_AFTER.match(sentence, found.end()) and " not " not in found.group(0)


#: The subject of "… counts as a yes" that is a form of the person's own reply (gate46): "a
#: thumbs-up emoji", "a 👍 reaction from the user", "'ok'", "a reply of 'sure'"; not one from
#: anyone, a colleague or silence ("a thumbs-up from anyone counts" lifts).
_REPLY_FORM = LazyPattern(
    r"^\s*(?:only\s+|also\s+)?(?:(?:a|an|the|their|the user's|the person's|the requester's)\s+)?"
    r"(?:(?:reply|answer|response|message)\s+(?:of|like|saying)\s+)?(?:thumbs[- ]?up|👍|✅|[\"'](?:ok"
    r"|okay|sure|yep|yeah|yes|y|go|go ahead)[\"']|ok|okay|yep|yeah|sure)"
    r"(?:\s+(?:emoji|reaction|sign|icon|reply|answer|response))?"
    r"(?:\s+(?:from|by|of)\s+(?:the|that)\s+(?:user|person|requester))?\s*(?:,\s*too,?\s*|\s+also\s+)?$"
)


def own_reply(subject: str, rest: str) -> bool:
    """Whether ``subject`` (what a sentence takes as a yes) is a form of the person's reply and
    nothing follows the yes (``rest``: "…, even from a colleague", "… from anyone", "… for all
    future bookings" say whose or how far)."""
    return _REPLY_FORM.match(subject) is not None and not rest.strip(" .,;:!")
