"""What a memo or a system card wraps a rule in (gate48): a greeting ("Hi team,"), a sign-off
("Thanks, Maria"), a memo's lead ("Just a reminder:"), a markdown heading ("## Rules"), a card's
fields ("Role: room assistant", "Persona: …"), a list's mark and a "please". Each left a memo
whose one rule was "Always ask the user before booking." unread (``yes*``,
:mod:`arena.gate_unread`), and a greeting or a "bitte" before "buche nie ohne …" hid the rule's
negation from :mod:`arena.gate_lifted` (a false "no"). Each is read here as words that say
nothing of the gate where its own words are a table's (a heading's labels) or free of the
gate's and the booking's (:data:`arena.gate_settings.LOADED`: a name, a role); what it wraps is
read as it would be alone, so a lift wrapped in a memo is no more vouched than unwrapped
(docs/architecture.md)."""

from __future__ import annotations

from arena.gate_settings import LOADED
from arena.lazy_pattern import LazyPattern

#: A greeting, then a name or two: "hi tom,", "dear team,", "hallo zusammen,", "hola equipo:".
_GREETING = LazyPattern(
    r"(?:hi|hello|hey|dear|good (?:morning|afternoon|evening)|greetings|hallo|hi all|liebe|lieber"
    r"|liebes|sehr geehrte\w*|guten (?:morgen|tag)|hola|buenos días|buenas|estimad[oa]s?|querid[oa]s?"
    r"|bonjour|salut|bonsoir|cher|chère|chers|ciao|salve|buongiorno|gentile|car[oa]|olá|oi|bom dia"
    r"|prezad[oa]s?|beste|hoi|goedemorgen|cześć|witam|dzień dobry|drog[ia]|hej|god morgon|merhaba"
    r"|sayın|selam)"
    r"(?P<who>(?:\s+[\w.'-]+){0,3}?)\s*(?:[,:!—–]+\s*|$)"
)
#: A sign-off, then a name or two: "thanks, maria", "best, anke", "regards, facilities".
_SIGN_OFF = LazyPattern(
    r"(?:thanks|thank you|many thanks|thanks a lot|best|best regards|regards|kind regards"
    r"|warm regards|all the best|cheers|sincerely|yours|br|thx|danke|vielen dank|viele grüße"
    r"|liebe grüße|beste grüße|grüße|mfg|saludos|un saludo|gracias|merci|cordialement|bien à vous"
    r"|grazie|saluti|cordiali saluti|obrigad[oa]|abraços|atenciosamente|groeten|met vriendelijke"
    r" groet|bedankt|pozdrawiam|dzięki|hälsningar|mvh|tack|teşekkürler|saygılarımla)"
    r"(?P<who>(?:\s*[,!.—–-]?\s*[\w.'-]+(?:\s+[\w.'-]+){0,3})?)"
)
#: A memo's lead before its point: "just a reminder:", "quick note:", "please note:", "fyi:".
_LEAD = LazyPattern(
    r"(?:(?:just|a|quick|friendly|gentle|small|one|important)\s+){0,3}(?:reminder|heads[- ]up|note"
    r"|fyi|psa|update|request)(?:\s*[:,—–-]\s*|\s+that\s+)"
    r"|please (?:note|keep in mind)\s*[:,—–-]?\s*(?:that\s+)?"
    r"|fyi\s*[:,—–-]?\s*|zur erinnerung\s*[:,]\s*|recordatorio\s*[:,]\s*|rappel\s*[:,]\s*"
    r"|promemoria\s*[:,]\s*|lembrete\s*[:,]\s*|herinnering\s*[:,]\s*|przypomnienie\s*[:,]\s*"
    # a "please" opening the rule: "bitte buche nie ohne …" is "buche nie ohne …"
    r"|(?:please|pls|bitte|por favor|s'il (?:te|vous) plaît|per favore|alsjeblieft|proszę|snälla"
    r"|lütfen)\s*[,:]?\s+"
)
#: A list's mark: "- be concise", "2. answer in english".
_MARK = LazyPattern(r"(?:[-*•]|\d+[.)])\s+")
#: A heading's words: "# booking assistant", "## rules", "### Regeln".
_HEADING_WORD = (
    r"(?:rules?|polic(?:y|ies)|guidelines?|instructions?|notes?|overview|role|persona|tone|style"
    r"|format|formatting|about|context|tools?|behaviou?r|constraints?|system|prompt|booking"
    r"|bookings|reservations?|assistant|agent|bot|room|rooms|meeting|office|the|and|&|general"
    r"|important|regeln|richtlinien|reglas|directrices|règles|regole|regras|regels|zasady|regler"
    r"|kurallar|ルール|规则|규칙)"
)
_HEADING = LazyPattern(
    r"(?:#+\s*(?:" + _HEADING_WORD + r"[\s:]*){1,4})+(?:\d+[.)]?\s*)?(?=$|[-*•]\s|\d+[.)]\s|\w)"
)
#: A card's field that says who the agent is, up to the field that holds the rule: "role: room
#: assistant rules: …"; "persona: friendly office helper" alone.
_FIELD = (
    r"(?:role|persona|name|identity|audience|language|rolle|rol|rôle|ruolo|papel|rola|roll)"
    r"\s*:\s*"
)
_CARD = LazyPattern(
    _FIELD + r"(?P<who>[^:]{1,50}?)\s+(?=(?:rules?|polic(?:y|ies)|instructions?|guidelines?"
    r"|constraints?|behaviou?r|notes?|regeln|reglas|règles|regole|regras|regels|zasady|regler)"
    r"\s*:)"
)
_FIELD_ALONE = LazyPattern(_FIELD + r"(?P<who>[^:]{1,50})")


#: Words of a name or a role that hint at going on alone, beside :data:`LOADED`: "Role: YOLO
#: agent", "Cheers, act fast".
_BOLD = LazyPattern(
    r"\b(?:yolo|unattended|headless|unsupervised|unchecked|override|sudo|admin|root|express"
    r"|instant\w*|fast|quick\w*|hurry|asap|now|act|acts|acting|action|do it|first|silent\w*"
    r"|trusted|power|god|bold\w*|decisive\w*|alone|solo|self)\b"
)


def _free(words: str) -> bool:
    """Whether ``words`` (a name, a role) say nothing of the gate or the booking."""
    return LOADED.compiled.search(words) is None and _BOLD.compiled.search(words) is None


#: A memo's signature ("— compliance") or a rule's "No exceptions." alone.
_SIGNATURE = LazyPattern(
    r"(?:[—–]\s*(?P<who>[\w.']+(?:\s+[\w.']+){0,2})|(?:no exceptions|without exception|no excuses)"
    r"(?P<none>))"
)


def boilerplate(sentence: str) -> bool:
    """Whether ``sentence`` (as the log keeps words) is a greeting, a sign-off, a heading or a
    card's field alone, its own words free of the gate's."""
    for pattern in (_GREETING, _SIGN_OFF, _FIELD_ALONE, _SIGNATURE):
        found = pattern.compiled.fullmatch(sentence)
        if found is not None and _free(found.group("who") or ""):
            return True
    return _HEADING.compiled.fullmatch(sentence) is not None


def unwrapped(sentence: str, marks: bool = True) -> str:
    """``sentence`` less a greeting, a memo's lead, a heading or a card's fields before what
    they wrap ("hi tom, just a reminder: always ask …" is "always ask …"), and a list's mark
    where ``marks`` (:mod:`arena.gate_lifted` reads a list's steps by their numbers); as it was
    where none leads it."""
    while True:
        was = sentence
        for pattern in (_GREETING, _CARD):
            found = pattern.compiled.match(sentence)
            if found is not None and found.end() < len(sentence) and _free(found.group("who")):
                sentence = sentence[found.end() :].lstrip()
        found = _LEAD.compiled.match(sentence) or _HEADING.compiled.match(sentence)
        if found is None and marks:
            found = _MARK.compiled.match(sentence)
        if found is not None and found.end() < len(sentence):
            sentence = sentence[found.end() :].lstrip()
        if sentence == was:
            return sentence


__all__ = ["boilerplate", "unwrapped"]
