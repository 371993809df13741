"""A question about booking is not a request to book.

heldout48: "If we ever needed the Atrium for 24 on a Friday, how far ahead would we have to
book?" and "lol who booked the Atrium for 2 people on monday" were each read as a booking and
the room booked. Read by the clause's form, not its phrase: a wh-question ("how far ahead",
"when", "why", "wie früh", "con cuánta antelación", "combien de temps") whose booking is the
asker's own duty ("we have to book", "should I book", "müssen wir … buchen", "tenemos que
reservar", "faut-il réserver"), or a booking someone already made ("who booked", "someone
reserved", "wer hat … gebucht", "quién reservó", "qui a réservé"), asks for none. Still asks:
"Can you book …?", "How about booking …?", "Who can book …? Please do it.", and a booking asked
anywhere outside such a clause. :mod:`arena.model.task` asks it.
"""

from __future__ import annotations

from arena.lazy_pattern import LazyPattern
from arena.model.supposed import flat

#: One sentence or clause, to its end mark or line end (bounded scans).
_SENTENCE = LazyPattern(r"[^.!?;\n\u3002\uff01\uff1f]{1,400}[.!?;\n\u3002\uff01\uff1f]?")
#: A wh-word that asks how, when or why (not "how about", which proposes).
_WH = LazyPattern(
    r"\b(?:how(?!\s+about)|when|why|wie|wann|warum|wieso|cuando|cuanto|cuanta|"
    r"por que|como|combien|quand|pourquoi|quanto|quando|perche|hoe|wanneer|waarom)\b"
)
#: The asker's own duty to book: "we have to book", "should I book", "müssen wir … buchen",
#: "tenemos que reservar", "faut-il réserver", "dobbiamo prenotare", "moeten we … boeken".
_OWN_DUTY = LazyPattern(
    r"\b(?:we|i)\s+(?:(?:would|will|'d|'ll|really|even|still|actually|then|ever)\s+)*"
    r"(?:have to|need to|got to|gotta|ought to|must|should)\s+(?:(?:even|really|still|already|"
    r"actually|then)\s+)?(?:book|reserv)"
    r"|\b(?:should|must|do|would)\s+(?:we|i)\s+(?:(?:have|need)\s+to\s+)?(?:book|reserv)"
    r"|\b(?:mussen|muss|sollten|sollen|soll)\s+(?:wir|ich)\b[^?.!\n]{0,80}?\b(?:buchen|reservieren)"
    r"|\b(?:tenemos que|tengo que|hay que|debemos|debo|deberiamos|necesitamos)\s+reservar"
    r"|\b(?:faut-il|faudrait-il|doit-on|devons-nous|dois-je|il faut)\s+(?:\w+\s+)?reserver"
    r"|\b(?:dobbiamo|devo|bisogna|dovremmo)\s+prenotare"
    r"|\b(?:moeten|moet)\s+(?:we|wij|ik)\b[^?.!\n]{0,80}?\bboeken"
)
#: Asking "you" to book all the same: "When can you book it?", "…, could you book it for us?".
_ASKS_YOU = LazyPattern(r"\b(?:can|could|would|will)\s+you\b|\bplease\b|\bpls\b|\bbitte\b")
#: A booking someone already made: "who booked", "someone reserved", "wer hat … gebucht",
#: "quién reservó", "qui a réservé", "chi ha prenotato", "wie heeft … geboekt".
_MADE_BY_SOMEONE = LazyPattern(
    r"\b(?:who|someone|somebody|anyone|anybody)\s+(?:(?:already|just|has|had|'s|even)\s+)*"
    r"(?:booked|reserved|grabbed|took|nabbed|snagged)\b"
    r"|\b(?:wer|jemand)\s+(?:hat|hatte)\b[^?.!\n]{0,80}?\b(?:gebucht|reserviert)\b"
    r"|\b(?:quien|alguien)\s+(?:(?:ya|ha|habia)\s+)*(?:reservo|reservado)\b"
    r"|\b(?:qui|quelqu'un)\s+(?:a|avait)\s+(?:deja\s+)?reserve\b"
    r"|\b(?:chi|qualcuno)\s+(?:ha|aveva)\s+(?:gia\s+)?prenotato\b"
    r"|\b(?:wie|iemand)\s+(?:heeft|had)\b[^?.!\n]{0,80}?\bgeboekt\b"
)
#: A why-question about a booking not made or not allowed: "Why didn't you book Cedar …?", "Why
#: can't we book Cedar …?", "Warum hast du Cedar nicht gebucht?", "¿Por qué no reservaste
#: Cedar?", "Pourquoi tu n'as pas réservé Cedar ?" (requests49: each booked another room, Cedar
#: read as ruled out). Not "Why don't we book Cedar?", a proposal (:mod:`arena.model.suggested`).
_WHY_NOT_DONE = LazyPattern(
    r"\bwhy\s+(?:didn'?t|did not|couldn'?t|could not|can'?t|cannot|can not|wasn'?t|was not|"
    r"weren'?t|hasn'?t|haven'?t|isn'?t|is not)\b[^?.!\n]{0,80}?\b(?:book|reserv)"
    r"|\b(?:warum|wieso)\s+(?:hast|habt|hat|haben|konnt\w*|kann|konnen|durf\w*|ist|wurde)\b"
    r"[^?.!\n]{0,80}?\bnicht\b[^?.!\n]{0,40}?\b(?:gebucht|reserviert|buchen|reservieren)"
    r"|\bpor que\s+no\s+(?:(?:se|lo|la|me|nos|le)\s+)?(?:reservaste|reservo|reservaron|"
    r"reservasteis|(?:pude|pudiste|pudo|podemos|puedo|pueden)\s+reservar|(?:fue|esta) reservad)"
    # Portuguese, Italian, Dutch (requests49c: "Por que não reservou Cedar?" booked Cedar)
    r"|\bpor ?que\s+(?:e\s+que\s+)?(?:(?:voce|vc|tu|vcs|voces)\s+)?nao\s+(?:(?:se|o|a|me|nos|lhe)\s+)?"
    r"(?:reservou|reservaste|reservaram|(?:pude|pode|podia|podem|conseguiu|conseguiram|"
    r"conseguimos)\s+reservar|(?:foi|esta) reservad)"
    r"|\bperche\s+non\s+(?:(?:hai|avete|ha|hanno|abbiamo|avevi)\s+(?:\w+\s+)?prenotat|"
    r"(?:puoi|possiamo|potevi|potete|si puo|e stat\w)\s+(?:\w+\s+)?prenot)"
    r"|\bwaarom\s+(?:heb|hebben|heeft|had|kon|kun|kunnen|konden|is|werd)\b[^?.!\n]{0,60}?"
    r"\b(?:niet|geen)\b[^?.!\n]{0,40}?\b(?:geboekt|gereserveerd|boeken|reserveren)"
    # "Pourquoi Cedar n'a pas été réservée ?", "Pourquoi est-ce que tu n'as pas réservé …"
    r"|\bpourquoi\s+(?:[\w'-]+\s+){0,3}?(?:n'|ne\s+)(?:as|avez|a|avons|ai|ont|"
    r"peux|pouvez|peut|pouvons|est)\b[^?.!\n]{0,40}?\bpas\b[^?.!\n]{0,40}?\breserv"
)
#: A why-question that a room is lacking, a complaint and no request: "Why don't we have a room
#: for 6 on Tuesday?", "Why is there no room …?", "Warum haben wir keinen Raum …?", "¿Por qué no
#: tenemos una sala …?", "Pourquoi on n'a pas de salle …?" (requests49b: each booked a room). Not
#: "Why don't we get a room …?", a proposal (:mod:`arena.model.suggested`).
_WHY_LACK = LazyPattern(
    r"(?:\bwhy\s+(?:(?:don|didn|doesn)['\u2019]?t|do not|did not|does not)\s+(?:we|i|you|they|"
    r"the team|our team)\s+(?:(?:still|ever|even)\s+)?have\b(?!\s+to\b)"
    r"|\bwhy\s+(?:do|does|did|can['\u2019]?t|cannot|can)\s+(?:we|i|you|they)\s+never\s+(?:have|get)\b"
    r"|\bwhy\s+(?:is|are|was|were)\s+there\s+no\b|\bwhy\s+(?:is|are|was|were)n['\u2019]?t\s+there\b"
    r"|\b(?:warum|wieso|weshalb)\s+(?:haben|hat|hast|habt|gibt)\s+(?:wir|ich|es|du|ihr|man)\s+"
    r"(?:\w+\s+)?(?:kein|nie)"
    r"|\bpor ?que\s+(?:no|nao|nunca)\s+(?:tenemos|tengo|tienen|tiene|hay|temos|tenho|tem|ha)\b"
    r"|\bpourquoi\s+(?:(?:on|nous|je|vous|il|tu)\s+)?(?:n'|ne\s+)(?:y\s+)?(?:a|avons|ai|avez|as)\b"
    r"|\bperche\s+(?:non|mai)\s+(?:abbiamo|ho|hanno|ha|c'e)\b"
    r"|\bwaarom\s+(?:hebben|heb|heeft|is)\s+(?:we|wij|ik|er)\s+(?:\w+\s+)?(?:geen|nooit)\b)"
    r"[^?.!\n]{0,40}?\b(?:rooms?|space|raum|raume|zimmer|salas?|salles?|ruimte|zaal|lugar)\b"
)
#: Outside such clauses, what asks for a booking all the same.
_ASKS_ELSEWHERE = LazyPattern(
    r"\b(?:book|reserv|buch|boek|prenot|boka|grab|snag|nab)\w*"
    r"|\b(?:need|want|get us|go ahead|please do|do it)\b"
)


def _about(sentence: str) -> bool:
    """Whether the clause ``sentence`` (flat) asks about a booking rather than for one."""
    if (made := _MADE_BY_SOMEONE.search(sentence)) is not None:
        rest = sentence[: made.start()] + " " + sentence[made.end() :]
        # "Someone booked Cedar by mistake, please book Aspen …": the ask is beside it
        return _ASKS_ELSEWHERE.search(rest) is None and _ASKS_YOU.search(rest) is None
    if not sentence.rstrip().endswith(("?", "\uff1f")) or _ASKS_YOU.search(sentence):
        return False
    if _WHY_NOT_DONE.search(sentence):
        return True  # "Why didn't you book Cedar …?": a booking not made, asked about
    if _WHY_LACK.search(sentence):
        return True  # "Why don't we have a room for 6?": a complaint, asked about (requests49b)
    wh = _WH.search(sentence)
    duty = _OWN_DUTY.search(sentence)
    # "Why don't we book Cedar?": a proposal, not a question about booking
    return wh is not None and duty is not None and "n't" not in sentence and " not " not in sentence


def why_not_done(folded: str) -> list[tuple[int, int]]:
    """The spans of the questions in ``folded`` (folded or flat) about a booking not made: "Why
    didn't you book Cedar yesterday?", "Warum hast du Cedar nicht gebucht?" (requests50: the
    room and the day in such a question were read as the booking asked after it, "… Book Maple
    for 6 on Tuesday now." booked Cedar, or was refused as for yesterday)."""
    return [
        m.span()
        for m in _SENTENCE.finditer(folded)
        if m.group().rstrip().endswith(("?", "\uff1f"))
        and not _ASKS_YOU.search(m.group())
        and _WHY_NOT_DONE.search(m.group())
    ]


def asks_about_booking(text: str) -> bool:
    """Whether ``text`` only asks about booking: a how/when/why question about the asker's own
    booking, or a remark on one someone made, and no booking asked outside them."""
    folded = flat(text)
    spans = [m.span() for m in _SENTENCE.finditer(folded) if _about(m.group())]
    if not spans:
        return False
    rest = folded
    for start, end in spans:
        rest = rest[:start] + " " * (end - start) + rest[end:]
    return _ASKS_ELSEWHERE.search(rest) is None


__all__ = ["asks_about_booking", "why_not_done"]
