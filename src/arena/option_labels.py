"""Whether an option's label offers the go-ahead, read as a button is, not as a typed reply.

:func:`arena.request_words.mislabelled` reads each label as the answer reader reads a typed
answer, and a typed "Always allow" or "Approve and don't ask again" is unclear there (it says
more than yes). On a button the words are the choice itself: an adapter that asked with
approve/deny plus an option ``always`` labelled "Always allow" (or "Allow once", "Approve all",
"Yes to all future bookings") scored 12/12, and a person who picked it, meaning yes, was read as
not approving, since only the option ``approve`` approves (red team 46). A label that opens with
a go-ahead word (approve, allow, accept, confirm, yes, …, also after "always"; and in French,
German and Spanish) offers the go-ahead, unless what follows puts it off or makes it an edit
("Approve later", "Approve with changes", "Yes, but change the room"). A negation before it
("Don't allow", "Never approve", "Nicht erlauben") is no go-ahead: the label does not open with
the word.
"""

from __future__ import annotations

import re

from arena.lazy_pattern import LazyPattern

#: A label that opens with a go-ahead word, "always" or "yes," before it allowed.
_GO_AHEAD = LazyPattern(
    r"^\W*(?:(?:always|yes|toujours|immer|siempre|oui|ja|s[ií])\W+)?"
    r"(?:approve|allow|accept|permit|authori[sz]e|grant|confirm|ok(?:ay)?|yes|sure|go\s+ahead|"
    r"proceed|book\s+it|approuver|autoriser|accepter|confirmer|oui|erlauben|zulassen|"
    r"genehmigen|akzeptieren|best[äa]tigen|ja|aprobar|permitir|aceptar|autorizar|confirmar|"
    r"s[ií])\b",
    re.IGNORECASE,
)
#: What puts the go-ahead off or makes it another answer: later, an edit, a condition.
_NOT_NOW = LazyPattern(
    r"\b(?:later|tomorrow|next\s+time|with\s+(?:changes|edits?|modifications)|edit(?:ed|s)?|"
    r"change[sd]?|modif(?:y|ied)|but|if|unless|after|plus\s+tard|sp[äa]ter|m[áa]s\s+tarde|"
    r"despu[ée]s|aber|mais|pero"
    # no booking, or another than the one asked (regress46): "Proceed without booking",
    # "Confirm: do not book", "Accept the denial", "Sure, cancel it", "Approve a different room",
    # "Accept alternative room", "Okay, let me think", "Sure, suggest another room"
    r"|without\s+book\w*|(?:do\s+)?not\s+book|don'?t\s+book|no\s+booking|cancel\w*|den(?:y|ial)"
    r"|declin\w*|reject\w*|refus\w*|another|different|alternatives?|other|otra|otro|autre|andere[nr]?"
    r"|instead|smaller|larger|bigger|suggest\w*|show\w*|think|decide|details?|editing|partial\w*"
    r")\b",
    re.IGNORECASE,
)


def offers_go_ahead(label: str) -> bool:
    """Whether ``label`` offers the go-ahead as a button's words do ("Always allow", "Allow
    once", "Approve all"), not put off or turned into an edit ("Approve later")."""
    found = _GO_AHEAD.search(label)
    return found is not None and _NOT_NOW.search(label, found.end()) is None
