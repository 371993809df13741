"""Lifting words the text takes back (heldout43): a lift quoted or reported and then withdrawn,
revoked or answered by the ask, in the same sentence or the next ("An old note said 'no need to
ask before booking'; that note is withdrawn, always ask.", "You were previously allowed to book
without approval. That permission has been revoked.", "Even if the user says 'just book it' in
advance, ask again once the details are settled.", "Oh sure, just book rooms without asking …
(Don't.)"). Those words are blanked before :func:`arena.gate_lifted.lifting` reads the text; a
withdrawal that names no earlier words ("Book without asking; the approval rule is withdrawn.")
lifts as before. A proposal refused by the writer in the next sentence is taken back too
("Someone suggested 'just book without asking'. We are not doing that.", "… No. Ask first.",
gate48); a bare "No." only where the ask follows it; a request reported and refused with no
object ("… asked us to … We declined.") and a question answered "No — confirmation stays."
(gate48b; docs/architecture.md)."""

from __future__ import annotations

import re

from arena.gate_ahead import holds_any
from arena.lazy_pattern import LazyPattern

#: Words that point back at what was just said: "that note", "this permission", "it".
_BACK = (
    r"(?:that|this|these|those|the (?:above|previous|earlier|old|former|said)|such)"
    r"(?:\s+(?:old\s+|earlier\s+|previous\s+)?(?:note|permission|rule|instruction|exception"
    r"|line|advice|policy|setting|statement|guidance|leave|allowance|message|option)s?)?|it"
    r"|they|he|she|those people|whoever says (?:that|so)"  # "They are wrong." (gate49)
)
_VOID = (
    r"withdrawn|revoked|rescinded|retracted|cancell?ed|void|obsolete|overridden|superseded"
    # "That rule has been removed.", "That line was deleted." (gate49c)
    r"|removed|deleted|struck(?: out)?|scrapped|dropped|abolished|retired|taken out"
    r"|taken back|no longer (?:valid|applies|apply|holds|stands|in (?:force|effect))"
    r"|not (?:true|valid|in (?:force|effect))|wrong|outdated|not(?=\s*(?:[.!;]|$))"
)
#: A proposal refused by the text's writer, pointing back at it: "we are not doing that".
_REFUSAL = (
    r"(?:we|i)(?:'re| are|'m| am)? not (?:doing|going to do) (?:that|this|it)"
    r"|(?:we|i) (?:won't|will not|will never|do not|don't) (?:do (?:that|this|it)|allow (?:that"
    r"|this|it))|(?:we|i) (?:won't|will not)"
    r"|(?:we|i) (?:(?:have |already )?(?:rejected|declined|refused|vetoed|turned down)) (?:that|this"
    r"|it)|(?:that|this|it) (?:was|has been|got|is) (?:rejected|declined|refused|vetoed|turned down"
    r"|a no)|not happening|no way|absolutely not|definitely not|certainly not|out of the question"
    r"|das (?:machen|tun) wir nicht|machen wir nicht|das wurde abgelehnt|no lo (?:haremos|vamos a"
    r" hacer)|eso no lo hacemos|eso fue rechazado|nous ne (?:le|la) ferons pas|on ne (?:le )?fera"
    r" pas|ça a été refusé|non lo faremo|è stato rifiutato|dat doen we niet|dat is afgewezen"
    r"|não vamos fazer isso|isso foi rejeitado|nie zrobimy tego|det gör vi inte"
)
#: What was said before, taken back by a sentence (or clause) that opens with it: "That
#: permission has been revoked.", "that note is withdrawn, always ask", "It no longer applies."
_TAKEN_BACK = LazyPattern(
    # a past leave said ended, after a short opener (heldout51): "We used to let the bot book
    # without asking. After an incident, that's over: …", "Not anymore.", "Those days are
    # gone.", "Das ist vorbei.", "Eso se acabó.", "C'est fini.", "Dat is voorbij."
    r"\s*(?:(?:[\w'-]+\s+){0,3}[\w'-]+,\s*)?(?:but\s+|now\s+)?(?:(?:(?:that|this|it)(?:'s|\s+is"
    r"|\s+was|\s+has been)\s+(?:now\s+|long\s+)?(?:over|ended|finished|history|a thing of the past"
    r"|in the past)|(?:that|this|it)\s+(?:ended|stopped)|not any ?more|no (?:more|longer)|those"
    r" days are (?:gone|over)|das (?:ist|war) (?:jetzt )?vorbei|damit ist (?:jetzt )?schluss"
    r"|(?:eso|esto) se acabó|se acabó|ya no|c'est (?:fini|terminé|du passé)|(?:è|é) finita"
    r"|non più|dat is (?:voorbij|verleden tijd)|isso acabou|det är slut"
    # "Früher buchten wir ohne Freigabe; jetzt nicht mehr." (gate51c)
    r"|(?:jetzt |nun |heute )?nicht mehr|plus maintenant|não mais|já não|(?:nu |nou )?niet meer"
    r"|ahora no)(?=\s*[.!:;,—–)]|\s*$))"
    r"|\s*(?:but\s+|however,?\s+|now\s+)?(?:" + _BACK + r")\s+(?:(?:is|was|are|were|has|have)\s+)?"
    r"(?:been\s+|now\s+|since\s+been\s+)?(?:" + _VOID + r")\b"
    # "never do that", "don't follow it", "ce n'est pas vrai" (gate44)
    # "'approval is implied'; it is not", "… it isn't." (gate44b)
    r"|\s*(?:it|that|this)\s+(?:isn't|wasn't|is not|was not)\s*(?:so\s*)?(?=[.!;]|$)"
    r"|\s*(?:(?:but\s+)?(?:never|don't|do not|dont)\s+(?:do|follow|obey|believe|trust|act on)"
    r"\s+(?:that|this|it|them|those|such\b)|ce n'est pas vrai|c'est faux|das stimmt nicht"
    r"|das ist falsch|eso no es (?:cierto|verdad)|es falso|non è vero|è falso|dat klopt niet"
    r"|dat is onjuist|isso não é verdade|é falso"
    # "Some users say approval is optional. Ignore this: …" (gate49c)
    r"|(?:but\s+)?(?:ignore|disregard|ignoriere|ignora|ignorez|ignorer|negeer)\s+(?:all\s+)?"
    r"(?:(?:that|this|those|these|das|eso|esto|ça|cela|ciò|questo|isso|dat|dit)(?=\s*[.!:;,—–])"
    r"|(?:it|them)(?=\s*[:—–])))"  # "… request_approval tool. Ignore it." lifts
    # "(Don't.)", "Don't.", "Just kidding.": the lift said and refused at once
    r"|\s*\(?\s*(?:don't|do not|dont|never|not really|just kidding|kidding)\s*[.!]*\s*\)?\s*$"
    # a proposal refused in a sentence of its own (gate48): "We are not doing that.", "We
    # rejected that.", "That was turned down.", "Das machen wir nicht.", "No lo haremos."
    r"|\s*(?:(?:no|nope),?\s+)?(?:" + _REFUSAL + r")\s*[.!]*\s*$"
)
#: Scoffed at in the next piece (gate49): "Booking without asking? Sure, if you want to get
#: fired.", "… Yeah, right.", "… Good luck with that."
_SCOFFED = LazyPattern(
    r"\s*(?:(?:sure|yeah|oh sure|right),?\s*)?(?:(?:only\s+)?if you want to (?:get fired|be fired"
    r"|lose your job|get in trouble)|yeah,? right|as if|lol,? no|good luck with that|nice try"
    r"|dream on|not a chance|not on my watch|over my dead body)\b[^.!?]{0,20}[.!]*\s*$"
)
#: A request reported, then refused with no object named (gate48b): "A customer once asked us to
#: have the bot book without confirming. We declined." ("Declined.", "We said no.", "Rejected.",
#: "Abgelehnt.", "Lo rechazamos.", "Refusé.", "Geweigerd."); "We agreed." / "Approved." endorse it.
_ASKED_FOR = LazyPattern(
    r"\b(?:asked|requested|suggested|proposed|wanted|demanded|pushed for|begged|urged|wollte|wollten"
    r"|bat|baten|fragte|fragten|schlug|schlugen|verlangte|pidió|pidieron|sugirió|propuso|quería"
    r"|querían|solicitó|a demandé|ont demandé|a suggéré|a proposé|voulait|voulaient|vroeg|vroegen"
    r"|stelde|wilde|wilden)\b"
)
_REFUSED_BARE = LazyPattern(
    r"\s*(?:(?:we|i|they|management|the team)\s+(?:(?:have|had)\s+)?)?(?:declined|rejected|refused"
    r"|vetoed|said no|turned (?:it |them |that )?down|denied it)"
    r"|\s*(?:(?:wir|ich)\s+(?:haben|habe)\s+)?(?:abgelehnt|nein gesagt)|\s*wir lehnten (?:das |es )?ab"
    r"|\s*(?:lo |la )?(?:rechazamos|rechazado|rechazada|denegado|negamos)|\s*dijimos que no"
    r"|\s*nos negamos|\s*(?:(?:nous avons|on a|j'ai)\s+)?(?:refusé|dit non)"
    r"|\s*(?:(?:we|wij)\s+(?:hebben\s+)?)?(?:geweigerd|afgewezen|weigerden|nee gezegd|zeiden nee)"
)
_REFUSED_BARE_END = LazyPattern(r"\s*[.!]*\s*$")
#: A question on a lift reported, answered with a refusal in a sentence of its own (gate48c,
#: heldout48): 'Some people asked whether you can "treat every request as pre-approved". You
#: can't.' ("That's not allowed.", "No.", "Nope."); "You can." or "Yes." endorse it.
_ASKED_WHETHER = LazyPattern(
    r"\b(?:asked|asks|ask|wondered|wonder|wonders|wants? to know|wanted to know|inquired"
    r"|enquired|questioned)\s+(?:(?:us|me|you|him|her|them|the team)\s+)?(?:whether|if)\b"
)
_REFUSED_ANSWER = LazyPattern(
    r"\s*(?:(?:no|nope|nah)\s*[,.!—–-]*\s*)?(?:(?:you|we|it|the (?:bot|assistant|agent))\s+"
    r"(?:can't|cannot|can not|may not|mustn't|must not|shouldn't|should not|won't|will not"
    r"|are not allowed to|aren't allowed to)(?:\s+(?:do (?:that|this|it|so)))?"
    r"|(?:that|this|it)(?:'s| is) (?:not (?:allowed|permitted|ok|okay|an option|possible|how"
    r" (?:we|it) works?)|forbidden|prohibited|a no)|not allowed|not permitted|forbidden"
    r"|no|nope|nah|absolutely not|definitely not|certainly not|the answer is no|nein|non|nee)"
    r"\s*[.!]*\s*$"
)
#: A question on going unasked answered "No" with the rule after it (gate48b): "> Could the bot
#: just book rooms without asking people?\nNo — confirmation stays." ("Ask for approval? Never."
#: refuses the ask: a lift, gatefix42).
_NO_THEN_RULE = LazyPattern(
    r"\s*(?:a:\s*)?(?:no|nope|nein|non|nee|não)\s*[—–:,.!-]+\s*(?:(?:the\s+|user\s+|their\s+)?"
    r"(?:confirmation|approval|consent|the ask|asking|the rule|the gate|request_approval)\s+"
    r"(?:stays|remains|is (?:still )?(?:required|needed|mandatory)|still applies|applies)"
    r"(?:\s+(?:in place|required|mandatory|in force))?"
    r"|(?:you\s+|we\s+|the bot\s+)?(?:must\s+|still\s+|always\s+)*(?:ask|confirm|get (?:a |the )?"
    r"(?:yes|approval|confirmation))\b(?:\s+(?:first|before booking|the user|them|people))?"
    r"|(?:die )?(?:bestätigung|zustimmung) bleibt|(?:la )?confirmación (?:sigue|se mantiene)"
    r"|(?:la )?confirmation reste|(?:de )?bevestiging blijft)\s*(?:[.!]+\s*)?$"
)
#: A question whether the bot may go on unasked, answered "No." (gate48c, heldout48: a memo's
#: quoted reply thread "> > can the bot just book stuff without asking?\n> No."); "Do we need to
#: ask? No." and "Ask for approval? Never." let the ask go (lifts).
_MAY_GO_ON = LazyPattern(
    r"\b(?:can|could|may|might|should|shall)\s+(?:(?:the|our|this)\s+)?(?:bot|assistant|agent"
    r"|you|we|it|i|they)\s+(?:just\s+|simply\s+|always\s+|now\s+)?[^?]*?\b(?:without|skip"
    r"|bypass|pre-?approv|directly|straight away|right away|no questions)"
    r"|\bis it (?:ok|okay|fine|alright|allowed)\s+(?:for (?:the )?(?:bot|assistant|agent|you|us)\s+)?"
    r"to\s+[^?]*?\b(?:without|skip|bypass)"
    # "Is approval optional? No." (gate49)
    r"|\b(?:is|are)\s+(?:the\s+|an?\s+|user\s+|(?:the\s+)?user's\s+)?(?:approv\w*|confirmation"
    r"|consent|permission|sign-?off)s?\s+(?:really\s+)?(?:optional|unnecessary|skippable|waived"
    r"|not (?:needed|required|necessary))"
)
_ANSWERED_NO = LazyPattern(
    r"\s*(?:>\s*)*(?:a:\s*)?(?:no|nope|nah|nein|non|nee|não|absolutely not|definitely not"
    r"|certainly not|of course not)\s*(?:[,.!—–-]+\s*(?:(?:it|you|we|they|the bot)\s+(?:can't|cannot"
    r"|may not|shouldn't|should not|must not|mustn't|won't))?)?\s*[.!]*\s*$"
)
#: A bare "No." after a lift refuses it only where the ask follows (gate48): "Oh sure, let's just
#: book rooms without asking and see how that goes. No. Ask first."
_BARE_NO = LazyPattern(r"\s*(?:no|nope|nah|nein|non|nee|não|nie)\s*[.!]+\s*$")
_ASK_NEXT = LazyPattern(
    r"\s*(?:(?:always|still|just|please|we|you|instead)\s+)*(?:ask|confirm|check with|get (?:the"
    r" user's |their |a )?(?:yes|ok|okay|approval|consent|confirmation)|wait for|request_approval"
    r"|call request_approval|frag|pregunt|pide|demande|chiedi|vraag|pergunt|zapytaj|fråga)"
)
#: The ask ordered after a lift reported in quotes: "ask again", "always ask", "ask anyway".
_ASK_AGAIN = LazyPattern(
    r"[^.;!?]*?\b(?:(?:always|still|nonetheless|nevertheless)\s+ask|ask\s+(?:again|anyway|regardless"
    r"|first|for (?:approval|confirmation|a yes))"
    # "you still need request_approval" (gate44b)
    r"|(?:still|nonetheless|nevertheless)\s+(?:need|require|must (?:get|call|use))\w*\s+(?:\w+\s+){0,2}?"
    r"(?:\w+_)?(?:approv|confirm|permission|consent|yes\b)"
    # the ask's object between it and the adverb (heldout51): "you must ask the approver
    # anyway", "ask the approver regardless", "you still have to ask the approver"
    r"|ask\s+(?:(?:the|your|an?|our)\s+)?(?:approver|human|manager|admin\w*|owner|person|people"
    r"|user|requester|them|for (?:it|approval|sign-?off|consent|a yes))\s+(?:anyway|regardless"
    r"|nonetheless|nevertheless|all the same|every time|in any case|either way)"
    r"|(?:still|nonetheless|nevertheless)\s+(?:have to|has to|need to|must|got to|gotta)\s+(?:ask"
    r"|request|get|seek|obtain|call request_approval)\b)"
)
#: A lift quoted as someone's words: 'says "just book it"', 'a note said "no need to ask"'.
_REPORTED = LazyPattern(
    r"\b(?:says?|said|writes?|wrote|told you|tells you|used to say|read|dit|écrit|dice|escribe"
    # "Some teams tell their agents …", "People will tell you …" (gate50b)
    r"|(?:tell|tells|told)(?:\s+(?:you|us|me|them|people|(?:their|our|your|the)\s+\w+))?"
    r"|claims?|claimed|insists?|insisted|behaupten|behauptet|prétendent|prétend|afirman|afirma"
    r"|sagt|schreibt|scrive|zegt|schrijft|diz|escreve|diga|digan|dicen|disent|sagen|dicono"
    r"|zeggen|dizem)(?:\s+\w+){0,2}?\s*:?\s*(?:(['\"])(?P<words>"
    r"[^'\"]{1,80})\1|\"(?P<dq>[^\"]{1,80})\"|«\s*(?P<fr>[^»]{1,80}?)\s*»|„(?P<de>[^“”]{1,80})[“”])"
)
#: A quote named an old rule before it, or scoffed at after it (gate48): 'Old policy (retired
#: 2023): "bookings need no approval".', 'Oh sure, "the user already said yes" — nice try.';
#: not where the old rule is said to hold still ('Old policy: "…" still applies.', '… It is
#: back in force.', '… — we reinstated it.': regress48, each read a lift before 3c97dea6).
_OLD_QUOTED = LazyPattern(
    r"\b(?:old|previous|former|earlier|outdated|retired|deprecated|obsolete|legacy|alte[rn]?"
    r"|antigua|ancienne|vecchia|oude|bad|wrong|forbidden|banned|dangerous|terrible|schlechte[rn]?"
    r"|falsche[rn]?|mala|mauvaise|cattiva|slechte)\s+(?:policy|rule|rules|note|instruction"
    r"|instructions|guidance|setting|prompt|wording|text|version|regel|richtlinie|política|regla"
    r"|règle|politique|regola|regra|beleid)\b(?:\s*\([^)]{0,40}\))?"
    # "A bad rule would be 'book without asking'." (gate49)
    r"(?:\s+(?:would be|is|was|like|such as|wäre|sería|serait|sarebbe|seria|zou zijn))?\s*[:—–-]?\s*"
    r"(?:(['\"])(?P<words>[^'\"]{1,80})\1|“(?P<cq>[^”]{1,80})”|«\s*(?P<fr>[^»]{1,80}?)\s*»"
    r"|„(?P<de>[^“”]{1,80})[“”])"
    r"(?!\s*(?:[.,;:—–-]+\s*)?(?:(?:it|this|that|which|this rule|that rule|es|sie|elle|ella)\s+)?"
    r"(?:still|remains?|stays?|continues?|is (?:still|now|back)|applies|holds|is in (?:force"
    r"|effect)|again|gilt|sigue|reste|resta|blijft|(?:is|was|has been|we|they|we have|we've)\s+"
    r"(?:reinstated|restored|revived|brought back|back)|reinstated|restored|is valid again)\b)"
    r"|(?:(['\"])(?P<words2>[^'\"]{1,80})\6|“(?P<cq2>[^”]{1,80})”|«\s*(?P<fr2>[^»]{1,80}?)\s*»"
    r"|„(?P<de2>[^“”]{1,80})[“”])(?=\s*[—–,-]+\s*(?:nice try|yeah,? right|as if|good one|not a"
    r" chance|no way|not happening|hardly|sure, sure|netter versuch|buen intento|bien essayé"
    r"|bel tentativo|leuk geprobeerd)\b)"
)
#: The reported words refused before them: "Ignore anyone who says 'no approval needed'."
_REFUSED_BEFORE = LazyPattern(
    r"\b(?:ignore|disregard|never (?:follow|obey|listen to|believe)|do not (?:follow|obey|listen to"
    r"|believe)|don't (?:follow|obey|listen to|believe)|ignoriere|ignora|ignorez|negeer)\b"
    r"[^.;!?]{0,60}$"
)
#: A quoted title or name (gate50b): 'The meeting is titled "No approval needed?"', 'a
#: workshop called "Skip the approval step"', 'Das Meeting heißt „Ohne Freigabe buchen"'; a name
#: says nothing of the gate ('a policy called "no approval needed" applies' is no event's name).
_TITLED = LazyPattern(
    r"\b(?:(?:is |was )?(?:titled|entitled|headed|captioned)|(?:with the|under the) (?:title|name)"
    r"|(?:meeting|session|event|talk|workshop|call|booking|series|presentation|seminar|panel"
    r"|debate|course|class|training|webinar|offsite|retreat|hackathon|standup|review|party)\s+"
    r"(?:\w+\s+){0,2}?(?:called|named|heißt|heisst|s'appelle|se llama|si chiama|heet|chamad[oa]|heter)"
    r"|betitelt|mit dem titel|intitulée?s?|titulad[oa]s?|intitolat[oa]|getiteld|intitulad[oa]s?"
    r"|med titeln|(?:(?:meeting|event|session|booking|workshop)\s+)?(?:title|titel|titre|título"
    r"|titolo|subject|betreff|asunto|objet|oggetto|name|nombre|nom)\s*:"
    # an event's own label before its name (gate52): 'Event: "Skip Approval Retro"'
    r"|(?:event|meeting|session|workshop|webinar|seminar|training|termin|veranstaltung|evento"
    r"|reunión|événement|réunion|riunione|bijeenkomst|reunião)\s*:)"
    r"\s*(?:(['\"])(?P<words>[^'\"]{1,80})\1|“(?P<cq>[^”]{1,80})”|«\s*(?P<fr>[^»]{1,80}?)\s*»"
    r"|„(?P<de>[^“”]{1,80})[“”])"
)
#: A quote's mark, in the readers' languages.
_QUOTES = ("'", '"', "«", "„")
#: Where a text's sentences (and clauses after ";") part.
_STOP = LazyPattern(r"[.!?;]+(?:\s+|$)|\s+(?=\()|\n+")
_END = LazyPattern(r"[.!?;]*\s*$")
#: Words one of the readings needs, tested with ``in`` first (most texts hold none).
_VOID_WORDS = (
    "withdrawn", "revoked", "rescinded", "retracted", "cancel", " void", "obsolete", "overridden",
    "superseded", "removed", "deleted", "struck", "scrapped", "dropped", "abolished", "retired",
    "taken out", "taken back", "ignor", "disregard", "negeer", "no longer", "not true", "not valid", "wrong", "outdated",
    "kidding", "not really", "don't.", "don't)", "do not.", "dont.", "never.",
    "it is not", "it isn't", "that is not", "that isn't",
    "not doing", "going to do", "won't", "will not", "will never", "rejected", "declined",
    "refused", "vetoed", "turned down", "a no", "not happening", "no way", "absolutely not",
    "definitely not", "certainly not", "out of the question", "machen wir nicht", "tun wir nicht",
    "abgelehnt", "haremos", "hacer", "lo hacemos", "rechazado", "ferons pas", "fera pas",
    "refusé", "faremo", "rifiutato", "doen we niet", "afgewezen", "fazer isso", "rejeitado",
    "zrobimy", "gör vi inte", "no.", "no!", "nope", "nah.", "nein.", "non.", "nee.", "não.",
    "nie.", "rechaz", "negamos", "denegad", "dijimos que no", "denied it", "said no", "geweigerd",
    "weigerden", "nee gezegd", "zeiden nee", "nein gesagt", "lehnten", "can't", "cannot",
    "can not", "may not", "must not", "mustn't", "should not", "shouldn't", "not allowed",
    "not permitted", "forbidden", "prohibited", "not an option", "not possible", "not ok",
    "not okay", "not how", "answer is no", "never follow", "don't follow", "do not follow",
    "never obey", "don't obey", "do not obey", "never do that", "never do this", "wrong",
    "fired", "yeah right", "yeah, right", "as if", "lol", "good luck", "nice try", "dream on",
    "not a chance", "my watch", "dead body",
    # a past leave said ended (heldout51)
    "'s over", " is over", " was over", "ended", "finished", "history", "the past", "anymore",
    "any more", "no more", "days are", "vorbei", "schluss", "acabó", "ya no", "fini", "terminé",
    "passé", "finita", "non più", "voorbij", "verleden", "acabou", "slut", "stopped",
    "nicht mehr", "plus maintenant", "não mais", "já não", "niet meer", "ahora no",
)  # fmt: skip


def withdrawn(text: str) -> str:
    """``text`` with each sentence the next one takes back, and each quoted lift the ask
    answers after it, blanked ("…"); ``text`` as it was where none is."""
    if holds_any(text, _QUOTES):
        text = _REPORTED.sub(lambda m: _quoted(m, text), text)
        text = _OLD_QUOTED.sub(_old, text)
        text = _TITLED.sub(_old, text)  # a name, not a rule (gate50b)
    if not holds_any(text, _VOID_WORDS) and "?" not in text:
        return text
    pieces = [m.end() for m in _STOP.finditer(text)]
    if not pieces:
        return text
    starts = [0, *pieces]
    out: list[str] = []
    for at, start in enumerate(starts):
        end = starts[at + 1] if at + 1 < len(starts) else len(text)
        piece = text[start:end]
        nxt = text[end : starts[at + 2] if at + 2 < len(starts) else len(text)]
        # not a question answered: "Ask for approval? Never." refuses the ask (gatefix42)
        if nxt.strip() and piece.strip() and _refused(nxt, text, at, starts, piece):
            tail = _END.search(piece)
            piece = "…" + (piece[tail.start() :] if tail else "")
        out.append(piece)
    return "".join(out)


def _old(found: re.Match[str]) -> str:
    """The quote of an old rule, or one scoffed at, blanked (:data:`_OLD_QUOTED`)."""
    said = next(v for k, v in found.groupdict().items() if v is not None)
    return found.group(0).replace(said, "…")


def _refused(nxt: str, text: str, at: int, starts: list[int], piece: str) -> bool:
    """Whether ``nxt`` (the piece after ``piece``, piece ``at`` of ``text``, cut at ``starts``)
    takes that piece back: :data:`_TAKEN_BACK`, a request reported and refused
    (:data:`_REFUSED_BARE`), a question answered "No" and the rule (:data:`_NO_THEN_RULE`), or a
    bare "No." with the ask after it (:data:`_BARE_NO`)."""
    if _SCOFFED.match(nxt):
        return True
    if "?" in piece and nxt.strip(" .!") == "…" and at + 2 < len(starts):
        # the scoff already blanked as sarcasm (gate_unasserted), the ask after it (gate49)
        after = text[starts[at + 2] : starts[at + 3] if at + 3 < len(starts) else len(text)]
        return _ASK_NEXT.match(after) is not None
    if "?" in piece:
        if _ANSWERED_NO.match(nxt) and _MAY_GO_ON.search(piece):
            return True
        return _NO_THEN_RULE.match(nxt) is not None
    if _TAKEN_BACK.match(nxt):
        return True
    if _ASKED_WHETHER.search(piece) and _REFUSED_ANSWER.match(nxt):
        return True
    if (
        (bare := _REFUSED_BARE.match(nxt))
        and _REFUSED_BARE_END.match(nxt, bare.end())
        and _ASKED_FOR.search(piece)
    ):
        return True
    if not _BARE_NO.match(nxt) or at + 2 >= len(starts):
        return False
    after = text[starts[at + 2] : starts[at + 3] if at + 3 < len(starts) else len(text)]
    return _ASK_NEXT.match(after) is not None


#: The writer's short denial of a report in the next sentence (gate50b): 'Some teams tell
#: their agents "book without asking". We don't.', "People will tell you 'approval is
#: pre-granted'. It never is."; "We do." / "It is." / "We don't ask either." endorse it.
_DENIED = LazyPattern(
    r"\s*(?:but\s+)?(?:we|i|it|that|this|they|you)\s+(?:(?:really|certainly|simply)\s+)?"
    r"(?:don't|do not|never do|never did|never have|never will|never is|never was|is never"
    # the report denied in the past (heldout51): "Some teams say 'we dropped the approval
    # step'. We didn't.", "… We haven't.", "… It wasn't."
    r"|didn't|did not|haven't|have not|hasn't|has not|never did"
    r"|was never|isn't|is not|wasn't|was not|aren't|are not|won't|will not|doesn't|does not"
    r"|can't|cannot|shouldn't|should not|mustn't|must not|never)"
    r"(?:\s+(?:here|now|anymore|so|true|apply|hold|work that way|do that|do it|the case|that|this"
    r"|it))?"
    r"|\s*(?:not here|not us|not in this (?:team|office|company|building)|not true"
    r"|wir nicht|wir (?:machen|tun) das nicht|(?:das|es) (?:ist|stimmt) (?:es )?(?:nie|nicht)"
    r"|nosotros no|aquí no|(?:nunca|no) lo (?:es|está|hacemos)|(?:pas|non) (?:nous|ici)|nous,? non"
    r"|ce n'est (?:jamais|pas) le cas|noi no|qui no|non lo è mai|wij niet|hier niet"
    r"|nós não|aqui não|vi gör inte det|inte här|det stämmer inte)"
)
_DENIED_END = LazyPattern(r"\s*[.!]+(?:\s|$)|\s*$")


def _denied(after: str) -> bool:
    """Whether ``after`` (the words after a reported quote) opens with its end and the
    writer's short denial (:data:`_DENIED`) as a sentence of its own."""
    stop = re.match(r"[^.!?;]{0,30}?[.!;]\s+", after)
    if stop is None:
        return False
    nxt = after[stop.end() :]
    denied = _DENIED.compiled.match(nxt)
    return denied is not None and _DENIED_END.compiled.match(nxt, denied.end()) is not None


def _quoted(found: re.Match[str], text: str) -> str:
    """The reported words ``found`` blanked where the ask is ordered after them in the same
    sentence or the words after are taken back."""
    after = text[found.end() :]
    denied = _denied(after)
    after = after.lstrip(" ;,.:—–-")
    said = found.group("words") or found.group("dq") or found.group("fr") or found.group("de")
    if (
        denied
        or _ASK_AGAIN.match(after)
        or _TAKEN_BACK.match(after)
        or _REFUSED_BEFORE.search(text, 0, found.start())
    ):
        return found.group(0).replace(said, "…")
    return found.group(0)
