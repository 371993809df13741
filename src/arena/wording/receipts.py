"""A yes that only says the request arrived, the person is there, or they will look at it first.

"yes, will check", "yes, received", "ok, noted", "Yes, speaking", "👀 yes", "Oui, je vérifie",
"ja, angekommen", "Sí, lo miro": the "yes" answers "did you get this?" or "are you there?", not
"may I book?", and end to end the model booked on it (outside tester 27). So is a yes with a
pause after its "but" in French, German or Spanish ("ja, aber warte mal", "oui... mais attends",
"sí, pero espera un momento"; English "Yes. Wait, …" is :mod:`arena.wording.second_thoughts`).
Such a yes is unclear, unless words beside it decide ("Noted, approved.", "Received, yes please
book it", "Understood, go ahead"): a receipt then only comes with the go-ahead.
"""

from __future__ import annotations

from arena.lazy_pattern import LazyPattern
from arena.wording.numbers import fold

#: Words that say the request was received, read or heard, that the person is there, or that
#: they will look at it before deciding, in the four languages the reader reads.
RECEIPT = LazyPattern(
    # not negated: "Yes, no need to check with Dana" decides
    r"(?<!\bno )(?<!\bnot )(?<!n't )(?<!\bnever )(?<!\bnicht )\b(?:"
    # received, noted, seen, understood
    r"(?:well |bien |gut )?(?:received|recu|recibido|recibida|erhalten|angekommen|bekommen)"
    r"(?: (?:it|this|that|your (?:request|message|mail|email|note|ping)|the request))?|"
    r"(?:i |we )?(?:have |'ve )?(?:received|got|seen|read) (?:it|this|that|(?:your|the|ur) "
    r"(?:request|message|mail|e-?mail|note|ping|text|question|"
    # ... or a paper beside it: "yes, I got the agenda" answers "did you get it?" (held-out 36)
    r"agenda|invite|invitation|slides|deck|docs?|document|file|attachment|memo|minutes|link|report))|"
    r"(?:message|request|mail|email) (?:received|seen|read)|j'ai (?:bien )?(?:vu|lu|recu)|"
    r"loud and clear|(?:copy|ack)(?= *[.!,;]| *$)|"
    r"thanks? (?:you )?for (?:letting me know|the (?:info|update|reminder|message|note))|"
    r"noted|(?:c'est |bien )?note(?= *[.!,;]| *$)|notiert|anotado|apuntado|acknowledged|copy that|roger(?: that)?|"
    r"understood|i see(?: it)?(?= *[.!,;]| *$)|verstanden|entendido|compris|seen|gesehen|visto|"
    r"(?:i(?:'m| am) |we(?:'re| are) |still )here|here i am|speaking(?! +as\b)|(?:i(?:'m| am) )?listening|"
    # will look at it first: "will check", "I'll look into it", "let me check", "on it"
    r"(?:(?:i|we)(?:'ll| will| shall|'m going to| am going to| need to| have to)|will|"
    r"let me|let us|lemme|gonna|going to|need to) (?:just |quickly |first )?"
    r"(?:check|look|have a look|take a look|review|verify|see(?! you)|think|get back|revert|"
    r"confirm (?:later|soon|tomorrow|asap)|come back|circle back|follow up|"
    r"get (?:to|round to|around to) it)\w*|"
    r"(?:checking|reviewing|looking into it|looking at it|reading it)|(?:^|[,.!] *)on it(?= *[.!]* *$)|"
    r"(?:will|i'll|i will) (?:reply|respond|answer|get back)\w*|"
    r"i (?:understand|know)(?= *[.!,;]| *$)|i(?:'m| am) aware|(?:thanks? (?:you )?for the )?heads[- ]up|"
    # who is there rather than what to do: "yes, hello", "yes, this is Jane", "I'm the approver"
    r"^ *(?:yes|yeah|yep|ja|oui|si)\W+(?:hello|hi|hey|hallo|bonjour|hola)\b|what'?s up|"
    # ... not when a verdict follows it: "I'm the approver: yes" says who decides, then decides
    r"this is [a-z]+(?= *[.!,;]| *$)|"
    r"i(?:'m| am) (?:the )?(?:approver|right person|person in charge)(?= *(?:here)? *[.!]* *$)|"
    r"that(?:'s| is) (?:the|my|our) request|that(?:'s| is) what [a-z]+ asked for|"
    r"recib\w* (?:tu|su|el) (?:mensaje|correo|solicitud|pedido)|"
    r"(?:gucke?|guck ich|schau) (?:es |das |mir )*(?:mir )?(?:das |es )?an|"
    r"je (?:verifie|regarde|vais (?:voir|verifier|regarder)|reviens)|"
    r"ich (?:prufe|schaue|schau|sehe|melde mich)|(?:pruf|schau|seh) ich(?: mir)?(?: das| es)?(?: an)?|"
    r"lo (?:miro|reviso|veo|checo|compruebo|pienso)|(?:lo )?estoy revisando|"
    r"(?:voy a|dejame|deja me) (?:revisar|mirar|ver|checar|pensar)\w*|te (?:aviso|digo algo)|"
    r"je (?:te|vous) (?:redis|dis|tiens au courant)|"
    r"ich (?:sag|sage|gebe) (?:dir|ihnen|euch) (?:gleich |spater |noch )?bescheid|"
    # a pause after a "but": "ja, aber warte mal", "oui... mais attends", "sí, pero espera"
    r"(?:aber|mais|pero) (?:(?:warte|wart|attends|attendez|espera|espere|aguarda)(?! nicht)\w*|"
    r"(?:einen |un )?(?:moment|momento|instant|segundo|sec))"
    r")(?!\w)"
)
#: Words beside a receipt that decide: with them, a receipt only comes with the go-ahead. A
#: bare yes beside it ("sure", "of course", "claro", "great") decides nothing more than "yes".
_DECIDES = LazyPattern(
    r"\b(?:approv\w*|approuv\w*|aprob\w*|aprueb\w*|genehmig\w*|go ahead|go for it|proceed|"
    r"book\w*|buch\w*|reserv\w*|confirm(?:ed)?|please do|do it|sounds good|good to go|all good|"
    r"agreed|agree|granted|accept\w*|lgtm|d'accord|vas-y|allez-y|adelante|dale|hazlo|"
    r"einverstanden|passt|mach (?:es|das|ruhig))\b"
)
_EYES = "\U0001f440"


def only_received(text: str) -> str | None:
    """Why ``text`` (the answer as written) is unclear when it only acknowledges the request (or
    pauses it) and no word beside that decides; ``None`` otherwise."""
    folded = fold(text.replace(_EYES, " seen "))  # "👀 yes": looking at it
    found = RECEIPT.search(folded)
    if found is None or _DECIDES.search(RECEIPT.sub(" ", folded)):
        return None
    return f"{' '.join(found.group().split())!r} only acknowledges or puts off the request"


__all__ = ["RECEIPT", "only_received"]
