"""A yes that asks for a check before the booking: "Yes, but check the AV works first.", "Yes,
but first check the projector works.", "Ja, aber zuerst den Beamer prüfen.", "Oui, mais vérifie
d'abord le projecteur.", "Sí, pero primero comprueba el proyector.".

The yes waits on what the check finds, which the agent cannot know from the answer (outside
tester 27b: each approved). The answer reader reads such a yes as unclear
(:mod:`arena.wording.beyond`): a sentence that holds both a word for checking and a word for
"first" or "before booking" ("Yes — I checked, go ahead" has no "first"; "first thing" no check).
A yes that asks the agent to make sure of what the room is or has ("Sure thing, just make sure
it's accessible", "Yes, ensure the room has a screen": outside tester 32) asks the same: nobody
checked it, and "make sure to send the invite" is an errand, no check.
"""

from __future__ import annotations

import re

from arena.lazy_pattern import LazyPattern

#: Words for checking, in the languages read (folded: "prüfen" is "prufen").
_CHECK = LazyPattern(
    r"\b(?:check|double-check|double check|verify|confirm|make sure|ensure|test|see if|see whether|"
    r"find out|ask|look into|"
    # the person wants to see or hear something before the booking ("yes, send me the details
    # first", "ok, let me know before you book": answers37, each approved)
    r"send (?:me|us)|show (?:me|us)|let (?:me|us) (?:see|know|look)|run it by|call me|ping me|"
    r"pruf\w*|checken|checke|check es|test(?:en|e)|(?:ab)?klaren|klart|frag(?:en|t)|nachseh\w*|nachschau\w*|sicherstell\w*|"
    r"verifi\w*|control\w*|assure\w*|demande\w*|comprob\w*|comprueb\w*|revis\w*|asegur\w*|"
    r"pregunt\w*|chequea\w*|controlla\w*|verific\w*|controleer\w*|vraag\w*|kijk\w*)\b"
)
#: Words that put it before the booking.
_FIRST = LazyPattern(
    r"\b(?:first|beforehand|before (?:you |we )?(?:book|booking|confirm|confirming|reserve|"
    r"reserving|go ahead|going ahead|that|doing so)|in advance|ahead of time|"
    r"zuerst|erst|vorher|zunachst|vorab|d'abord|avant|au prealable|en premier|"
    r"primero|antes|previamente|prima|eerst|vooraf)\b"
)
#: "first thing (in the morning)", "at first", thanks for a check made: no check asked for.
_NOT_FIRST = LazyPattern(
    r"\bfirst thing\b|\bat first\b|\bfirst (?:floor|time|of all)\b|"
    r"\bthanks? (?:you )?for (?:the )?\w+(?: \w+)?"
)


#: A check and nothing more: "Yes, just check availability", "ok, only see if it's free"
#: (session 42: approved and booked).
_ONLY_CHECK = LazyPattern(
    r"\b(?:just|only|simply|merely) +(?:check|see if|see whether|find out|look up|look into|"
    r"verify|ask|enquire|inquire)\b"
    # a fact of the booking to check again: "Yes but double-check the day" (session 42: approved)
    r"|\b(?:double[- ]?check|re-?check|check again|verify) +(?:the|that|your) +(?:day|date|time|"
    r"room|count|number|head ?count|booking details|details)\b"
    r"|\b(?:verifie|regarde|demande)s? +(?:juste|seulement)|\b(?:juste|seulement) +(?:verifier|"
    r"regarder|demander)|\bnur +(?:prufen|checken|nachsehen|nachfragen|fragen)\b|\bsolo +(?:"
    r"comprueba|comprobar|mira|mirar|pregunta|preguntar|verifica|controlla)\b|\balleen +(?:"
    r"checken|controleren|vragen)\b"
)
#: Making sure of what the room is or has: "make sure it's accessible", "ensure there's a screen".
_MAKE_SURE_OF_ROOM = LazyPattern(
    r"\b(?:make sure|ensure|be sure|double-check|double check) (?:that )?(?:it'?s|it is|it has|"
    r"it'll|it will|the (?:room|space|place) (?:is|has)|there'?s|there is|there are|they have|"
    r"we have|we'?ll have|we get)\b(?! *(?:booked|reserved|done|sorted|confirmed|in (?:my|the) "
    r"calendar)\b)"
)


def check_first(folded: str) -> str | None:
    """The sentence of ``folded`` (an answer, folded) that asks for a check before booking, else
    None (see the module docstring)."""
    for sentence in re.split(r"(?<=[.!?\n])\s+", folded):
        bare = _NOT_FIRST.sub(" ", sentence)
        if (
            (_CHECK.search(bare) and _FIRST.search(bare))
            or _MAKE_SURE_OF_ROOM.search(bare)
            or _ONLY_CHECK.search(bare)
        ):
            return sentence.strip(" .!")
    return None
