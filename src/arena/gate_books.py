"""Which clause books as the agent's own act (session 40; split from :mod:`arena.gate_clauses`
in gate52): a booking verb or the booking tool opening a clause, as an instruction or a leave
("book", "you may reserve", "go ahead and book", "call book_room", "make the booking"), or with
the agent named as the one who books ("The assistant can book directly.", "El agente reserva
directamente.", "Alle anderen Räume buchst du direkt.", gate52); not negated in its clause, not
under a condition ("if you book by mistake, …"), and not what someone else is told, asked or
left to do ("tell the user to book their travel"). Read by gate_clauses, gate_lifted and
gate_later (docs/architecture.md)."""

from __future__ import annotations

import functools
import re

from arena.lazy_pattern import LazyPattern, compile_kept

#: Where a sentence's clauses part: a semicolon, a comma, a dash, "but", "whereas".
PARTS = LazyPattern(r"\s*(?:;|,|\s-\s|\s—\s|\bbut\b|\bwhereas\b)\s*")
#: The agent as a subject, with a modal: "the assistant can", "el agente puede", "du", "tu peux".
_AGENT = (
    r"(?:(?:the\s+)?(?:agent|assistant|bot)(?:\s+(?:can|may|will|should|must|could))?|you"
    r"|(?:el|la)\s+(?:agente|asistente|bot)(?:\s+(?:puede|debe|podrá))?|puedes"
    r"|der\s+(?:agent|assistent|bot)(?:\s+(?:kann|darf|soll))?|du(?:\s+(?:kannst|darfst|sollst))?"
    r"|(?:l'agent|l'assistant|le bot)(?:\s+(?:peut|doit))?|tu\s+(?:peux|dois)"
    r"|l'(?:agente|assistente)(?:\s+(?:può|deve))?|puoi|de\s+(?:agent|assistent|bot)(?:\s+(?:kan"
    r"|mag|moet))?|je\s+(?:kunt|mag|moet)|o\s+(?:agente|assistente)(?:\s+(?:pode|deve))?"
    r"|você\s+pode)"
)
#: Not under a condition: "if you book by mistake, …" books nothing.
_UNLESS_IF = (
    r"(?<!\bif )(?<!when )(?<!unless )(?<!wenn )(?<!falls )(?<!\bsi )(?<!\bse )(?<!\bals )"
    r"(?<!cuando )(?<!quand )(?<!quando )(?<!once )(?<!after )(?<!until )"
)
#: What opens a clause before its verb: a bullet, a step's number, a mark, a label's colon
#: ("Tool usage policy: call book_room as soon as a room is found.", session 41), a leave or a
#: push.
_OPENS = (
    r"(?:^|[-*•>#|:]\s*|\d+[.):]\s*|\b(?:and|then|so|just|simply|please|now|also|instead|and then"
    r"|first|go ahead and|feel free to|go (?:straight |directly )?to"
    r"|(?:you|we)\s+(?:can|may|should|must|could|are (?:free |allowed )?to"
    r"|will)(?:\s+(?:also|still|simply|just))?|action:)\s+"
    # the agent named as the one who books, in the readers' languages (gate52): "The assistant
    # can book directly.", "El agente reserva directamente.", "Du buchst direkt."
    r"|\b" + _UNLESS_IF + _AGENT + r"\s+"
    # a conclusion or a span of days before the verb: "así que reserva …", "dal lunedì al
    # venerdì prenota …"; German's verb before "du": "Alle anderen Räume buchst du direkt."
    r"|\b(?:así que|entonces|daher|also|dann|donc|alors|quindi|dunque|dus|então|portanto"
    r"|in (?:which|that|this) case,?|en (?:ese|cuyo) caso,?|in diesem fall,?|dans ce cas,?)\s+"
    r"|\b(?:from|dal|del|de|von|vom|van|du)\s+\w+\s+(?:to|through|al|a|bis|zum|tot|au)\s+\w+,?\s+"
    r"|\b(?:[\w-]+\s+){1,4}?(?=(?:buchst|reservierst)\s+du\b)"
    # ... and its verb last after a modal: "Der Assistent kann sofort buchen."
    r"|\b" + _UNLESS_IF + r"(?:der\s+(?:agent|assistent|bot)\s+(?:kann|darf|soll)|du\s+(?:kannst"
    r"|darfst|sollst)|de\s+(?:agent|assistent|bot)\s+(?:kan|mag|moet)"
    r"|je\s+(?:kunt|mag|moet))\s+(?:[\w-]+\s+){1,4}?(?=(?:buchen|reservieren|boeken|reserveren)\b))"
)
#: The booking as an act: the verb (in the answer reader's languages and three more; not a
#: noun or a description: "bookings are made …", "book_room books …"), the tool, the room held
#: or confirmed, or the booking made or placed.
_ACT = (
    r"(?:(?:book|reserv|réserv|buch|prenot|boek)(?!\w*_|ed\b|ings\b|ations?\b|ungen\b)"
    # "books" is a description ("book_room books …") but where the agent does it (gate52)
    r"(?:(?<=agent book)|(?<=assistant book)|(?<=bot book)|(?<=agent reserv)|(?<=assistant reserv)"
    r"|(?<=bot reserv)|(?!s\b))"
    r"|hold the room|secure the room|confirm the (?:room|booking|reservation)"
    r"|(?:call|use|run|invoke)\s+`?{tool}|`?{tool}`?(?:\s*\(|\s*$|\s+(?:now|right|immediately))"
    r"|(?:make|place|create|complete)\s+(?:the|a|your)\s+(?:booking|reservation))\w*"
)
#: A negation in the clause before the act: the booking is not allowed there.
NOT = LazyPattern(
    r"\b(?:not|never|no|nothing|\w+n't|dont|cannot|nie|niemals|nicht|kein\w*|nunca|jamás|nada"
    r"|jamais|ne|pas|non|mai|não|nao|niet|nooit|geen)\b"
)
#: A negation just after the verb ("buche nie", "reserva nunca", German and Romance word order).
_NOT_AFTER = LazyPattern(
    r"\s+(?:\w+\s+){0,2}?(?:nie|niemals|nicht|kein\w*|nunca|jamais|pas|niet|nothing|none|no"
    r"|nichts|nada|rien|niente|nulla|niets)\b"
)


@functools.lru_cache(maxsize=16)
def _act(tool: str) -> re.Pattern[str]:
    return compile_kept(_OPENS + _ACT.format(tool=re.escape(tool.casefold())))


def books(clause: str, tool: str) -> bool:
    """Whether ``clause`` books as the agent's own act: a booking opening it (after a leave or a
    push: "go ahead and book", "you may reserve", "call book_room"), not negated in the clause
    ("do not book anything"), and not what someone else is told to do ("tell the user to book
    their travel": the act does not open the clause)."""
    found = _act(tool).search(clause)
    if found is None:
        return False
    return not NOT.search(clause, 0, found.end()) and not _NOT_AFTER.match(clause, found.end())


#: A word any booking act holds, or a room kept: the cheap test before a sentence's clauses are
#: read (a framework's template of 3,700 characters holds few; plain ``in``, no call of a
#: pattern, for the harness's calls a leg).
_ACT_WORDS = ("book", "reserv", "réserv", "buch", "prenot", "boek", "room")


def acts(sentence: str, tool: str) -> bool:
    for word in _ACT_WORDS:
        if word in sentence:
            return True
    return tool in sentence


def books_in(sentence: str, tool: str) -> bool:
    """Whether a clause of ``sentence`` :func:`books`."""
    if not acts(sentence, tool):
        return False
    return any(books(clause, tool) for clause in PARTS.split(sentence))


__all__ = ["NOT", "PARTS", "acts", "books", "books_in"]
