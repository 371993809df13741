"""A remark beside a yes on how later requests are asked: "Sure — and no need to ask next time
for this one.", "Yes. You don't need to ask me again for these.", "Ja, nächstes Mal musst du
nicht fragen", "Oui, et pas besoin de demander la prochaine fois".

Mechanism: a clause that waives asking (a "no need" or "don't" before an ask-verb) at a later
time ("next time", "again", "from now on") speaks of requests not yet made, not of this one, so
the answer is read without it (heldout53 a53-082 read "next time" as a condition on the yes).
The waiver is not applied: the gate asks again next time, as it must. Only a clause with both
the waiver and the later time goes, and only where what is left reads as an answer of its own
(the reader checks that), so "No need to ask next time." alone is no yes, "No. And don't ask me
again." still denies, and a yes to later bookings in the agent's hands ("approve any future
bookings on my behalf": :mod:`arena.wording.orders`) stays unclear.
"""

from __future__ import annotations

import re

from arena.lazy_pattern import LazyPattern

#: The waiver: "no need to ask", "you don't need to check with me", "pas besoin de demander",
#: "brauchst nicht (zu) fragen", "no hace falta preguntar", "non serve chiedere", "hoeft niet te
#: vragen", "não precisa perguntar".
_WAIVED = (
    r"(?:(?:there'?s |there is )?no need (?:for you )?to|(?:you )?(?:don'?t|do not|dont|needn'?t) "
    r"(?:need to |have to |bother to |bother )?|not necessary to|no reason to|feel free to skip|"
    r"(?:you can|just) skip)(?: +(?:me|us))? *(?:ask|check with|ping|bother|run (?:it|these|this) by)"
    r"\w*(?: (?:me|us))?"
    r"|(?:du )?(?:musst|brauchst|muss(?:t)? du|brauchst du|m[uü]ssen sie|brauchen sie) (?:mich )?"
    r"(?:nicht|nie) (?:mehr )?(?:zu )?(?:fragen|nachfragen)|frag(?:e)? (?:mich )?(?:\w+ ){0,2}nicht"
    r"|(?:pas|plus) (?:besoin|la peine) de (?:me |nous )?demander|ne (?:me |nous )?demande plus"
    r"|no (?:hace falta|es necesario|necesitas) (?:que )?(?:me )?pregunt\w*|no (?:me )?preguntes"
    r"|non (?:serve|c'[eè] bisogno di|[eè] necessario) chieder\w*|non (?:mi )?chiedere"
    r"|(?:je )?(?:hoeft|hoef je) (?:het )?(?:me |mij )?niet (?:meer )?te vragen"
    r"|n[aã]o (?:precisa|[eé] preciso) (?:me )?perguntar"
    # "next time just book it", "from now on you can just book these": booking without asking
    r"|(?:you can |just |feel free to |go ahead and )+book(?: it| them| these| those)?"
    r"(?: (?:directly|straight away|without asking))?"
)
#: A later time that makes it about later requests.
_LATER = (
    r"next time|again|any ?more|in (?:the )?future|from now on|going forward|in future|for (?:these|"
    r"this kind|ones like this)|n[aä]chstes mal|beim n[aä]chsten mal|k[uü]nftig|in zukunft|mehr|"
    r"la prochaine fois|[aà] l'avenir|d[eé]sormais|la pr[oó]xima vez|en el futuro|"
    r"de ahora en adelante|la prossima volta|in futuro|d'ora in poi|volgende keer|voortaan|meer|"
    r"da pr[oó]xima vez|no futuro|daqui para frente"
)
#: The waiver and the later time in one clause, either first, with what ties them to the answer
#: before it ("— and", "; also", "PS:").
_FUTURE_ASK = LazyPattern(
    r"(?:^|(?<=[.,;:!\u2013\u2014(])|(?<=\s-)|(?<=\s))"
    r"[ ,]*(?:(?:and|also|oh|ps|p\.?s\.?|btw|und|et|y|e|en)[ ,:]+)?"
    rf"(?:(?:{_LATER})[ ,]+(?:\w+ ){{0,2}}(?:{_WAIVED})|(?:{_WAIVED})(?: +\S+){{0,4}}? +(?:{_LATER}))"
    r"(?: +(?:for|with|on) +(?:this|these|that|those|it|them)(?: +(?:one|ones|kind|type))?)?"
    r"(?: +(?:\w+ )?(?:one|ones))?(?= *(?:[.!,;)\u2013\u2014]|$))[.!]*",
    re.IGNORECASE,
)


def without_future_asks(text: str) -> str:
    """``text`` without a clause that waives asking on later requests (see the module
    docstring); the text as it was where it has none."""
    if len(text) > 600:
        return text  # a long answer is read as written
    cut = _FUTURE_ASK.sub(" ", text)
    return cut if cut != text and re.search(r"\w", cut) else text


__all__ = ["without_future_asks"]
