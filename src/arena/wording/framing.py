"""Words around an answer that answer nothing themselves: an acknowledgement before it ("ok",
"all good", "thanks"), a greeting or thanks at either end, "No, yeah," and "No, that's fine,"
before what answers, and an "ok..." that trails off.

The answer reader (:mod:`arena.wording.answers`) reads past them to what decides: after an
acknowledgement the rest answers ("OK, skip it" and "all good, we found space elsewhere" deny,
"all good, go ahead" approves, a bare "All good." still approves). "All good" is as much an
acknowledgement as "ok" (tester 16: "all good, meeting's off" read approve).
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable

from arena.lazy_pattern import LazyPattern

#: Words that take note of the question without answering it; what follows them decides, so
#: "OK, skip it", "Thanks, I'll book it myself" and "Bon, laisse tomber" deny.
ACK = LazyPattern(
    r"^ *(?:(?:(?:(?:it|that|all) ?(?:is|'s) )?(?:all good|all fine|all sorted|fine|ok|okay)|"
    r"ok|okay|k|kk|alright|all right|good|great|perfect|cool|well|right|understood|no problem|"
    # the short forms ("no probs", "np": dd7da88 reads them as yeses), so "no probs, skip it"
    # denies as "no problem, skip it" does
    r"no prob(?:s|z|lemo?s?)?|nps?|"
    r"brilliant|lovely|grand|excellent|awesome|"
    r"noted|got it|no worries|thanks|thank you|cheers|bon|bien|parfait|entendu|merci|d'accord|vale|"
    r"bueno|entendido|de acuerdo|gracias|gut|na gut|also gut|alles klar|danke|va bene|d'accordo|certo|"
    r"perfetto|prima|goed|akkoord|oke|tudo bem|ta bom|esta bem|perfeito)"
    r"(?: then| so| mate| buddy| pal| guys| team| folks| dann| alors| pues| entonces| at all)?\b"
    r"[ ,.;:!\u2013\u2014]*)+"
)

#: "No, yeah, go ahead": the idiom says nothing itself, what follows it answers ("No, yeah." alone
#: is unclear), where "Yeah, no." is a polite no (:data:`arena.wording.phrases.REFUSE`).
NO_YEAH = LazyPattern(r"^ *(?:no|nah) *,? *(?:yeah|yea|yeh)\b *,?")
#: A "no" that waves off a worry, maybe softened by a particle ("nee hoor", "nej då", "nein doch").
_NO = r"(?:no|nah|nope|non|nein|nee|nej|nei|nao)(?: +(?:hoor|da|doch|pas|mate))?"
#: "No, no problem", "Nein, kein Problem", "No, tranquilo", "No, figurati", "Nee, geen probleem",
#: "Nej, inga problem": said after such a "no", the worry waved off in so many words.
_NO_WORRY = (
    # ... a problem-word, singular or plural, under the negator: "Nope, no issues, book it"
    # (heldout53: "issues" read unclear where "issue" approved), "no concerns", "no complaints"
    r"(?:no (?:real |major |big )?(?:problem|problemo|prob|issue|concern|complaint|objection|"
    r"worr(?:y|ie)|bother|trouble|qualm)s?|not a problem|all good|"
    r"kein(?:e)? (?:problem(?:e)?|sorge|stress)|pas de (?:problemes?|soucis?)|"
    r"aucun (?:probleme|souci)|"
    r"t'inquiete(?: pas)?|no hay (?:problemas?|lio)|ningun problema|sin problemas?|tranquil[oa]|"
    r"nessun problema|figurati|non c'e problema|tranquill[oa]|sem problemas?|nenhum problema|"
    r"tranquilo|geen (?:probleem|problemen|punt|zorgen)|inga problem|ingen fara|lugnt|"
    # ... or an objection said to be none: "Nope, no objection — book it", "Nein, keine Einwände",
    # "Non, aucune objection", "No, sin objeciones", "nothing against it" (answers51b)
    r"no objections?|nothing against(?: it| that| this)?|no reason (?:to say no|not to)|"
    r"kein(?:e|en)? (?:einwand|einwande|einspruch|bedenken)|nichts dagegen|"
    r"(?:aucune|pas d') ?objections?|rien contre|sin objecion(?:es)?|ninguna objecion|"
    r"nessuna obiezione|niente in contrario|geen bezwaar|sem objecoes|nenhuma objecao)"
)
#: "that's fine" in the other languages read (folded), after a "no" that waves off a worry.
_FINE_SAID = (
    r"(?:det (?:er|ar|gar|går) (?:fint|bra|greit|i orden|ok)|det gor inget|passt (?:schon|scho)|"
    r"(?:ist |das ist )?schon (?:gut|ok|in ordnung)|alles (?:gut|ok|klar|in ordnung)|"
    r"(?:das )?(?:ist|geht) (?:gut|ok|in ordnung|klar)|geht klar|c'est (?:bon|ok|bien|parfait|"
    r"correct)|ca (?:va|marche|me va)|pas de souci|esta bien|todo bien|(?:esta|todo) correcto|"
    r"va (?:bene|benissimo)|tutto (?:bene|ok|a posto)|e (?:ok|giusto)|prima|(?:dat|het) is goed|"
    r"is goed|geen punt|tudo (?:bem|certo|ok)|(?:esta|ta) (?:bem|bom|otimo)|sem stress)"
)
#: "thanks" in Danish, Norwegian and Swedish (folded), said alone after a waved-off "no".
_THANKS = r"(?:tusind tak|mange tak|tak|takk|tack)"
#: "No no, go ahead!": a doubled "no" waves off a worry when a clear go-ahead follows it alone
#: (the reader checks that); "No, no." and "No no, don't book it" stay a firm no.
NO_NO = LazyPattern(r"^ *(?:no|nah|nope) *,? *(?:no|nah|nope) *[,.!\u2013\u2014-]+(?= *[a-z])")
#: "No, go ahead", "Nope, go for it", "Nah, feel free": a single "no" that waves off a worry ("do
#: you mind?") before a go-ahead in so many words (the reader checks that what follows approves
#: alone); not before a stop, nor "No, book Cedar" (another booking), nor "No. Go ahead." (two
#: answers, one taken back); nor a go-ahead to something else: "No, go ahead and look for
#: something cheaper", "No, by all means find another" (regress50: each approved), the go-ahead
#: being all that follows, or "book it" with it.
NO_GO_AHEAD = LazyPattern(
    # ... in the languages the reader reads ("Nein, nur zu", "Non, vas-y", "No, adelante", "Nee,
    # ga je gang"), and doubled as dictated with no commas ("no no go ahead")
    # ... with a softening particle ("Nee hoor, ga je gang", "Nej då, kör på": answers51)
    rf"^ *(?:{_NO}(?: *,? *{_NO})?|(?:yeah|yea|yeh) *,? *(?:no|nah))"
    # ... and "yeah no, go ahead", "yeah no totally go ahead": the idiom before a go-ahead
    r" *(?:,|\u2013|\u2014| -)? *(?=(?:please +|just +|totally +|absolutely +|definitely +|sure +)?"
    r"(?:go ahead|go for it|"
    r"feel free|by all means|be my guest|carry on|knock yourself out|vas-y|allez-y|"
    r"adelante|dale|nur zu|mach (?:ruhig|nur)|ga (?:je|uw) gang|(?:vai|fai|procedi) pure|"
    r"pode (?:seguir|avancar|ir em frente)|kor pa|varsagod)"
    r"(?: *,? *(?:and +)?(?:book|reserve|do) +it)?"
    # "No — go ahead, that's fine." (heldout50 a021)
    r"(?: *,? *(?:that'?s|that is|it'?s|its|all) +(?:totally +|perfectly +)?(?:fine|ok|okay|good))?"
    r"(?: *,? *(?:please|thanks|thank you|thx|cheers|danke|bitte|merci|gracias|grazie|obrigad[oa]|"
    r"bedankt))?"
    r" *[.!\U0001f44d]* *$)"
)

#: A clause mark after which a closing clause may stand ("No, go for it — I don't mind.").
_CLAUSE_MARK = LazyPattern(r" *(?:[,;.\u2013\u2014]|\s-\s)+ *")
#: A closing clause that asks for something of its own: a booking verb or another room's pick.
_ASKS_OWN = LazyPattern(
    r"\b(?:book|reserve|take|use|find|look|get|make|move|switch|pick|try|ask|check|wait|hold)\b"
)


def no_go_ahead(folded: str, reads_yes: Callable[[str], bool]) -> re.Match[str] | None:
    """:data:`NO_GO_AHEAD`'s match, also where a closing clause follows the go-ahead that
    ``reads_yes`` alone and asks nothing of its own ("No, go for it — I don't mind.", "Nein,
    nur zu, macht mir nichts aus"). Mechanism: a second assent after the go-ahead repeats the
    answer, so the "no" before it still waved off a worry (heldout53 a53-085 read unclear);
    a clause that asks for more ("— find something cheaper") keeps the go-ahead whole only."""
    whole = NO_GO_AHEAD.match(folded)
    if whole is not None or len(folded) > 300:
        return whole  # a long answer: no closing clause is looked for (bounded, as each is read)
    for mark in itertools.islice(_CLAUSE_MARK.finditer(folded), 4):
        head, tail = folded[: mark.start()], folded[mark.end() :]
        waved = NO_GO_AHEAD.match(head)
        if waved is None or not tail.strip() or _ASKS_OWN.search(tail):
            continue
        return waved if reads_yes(tail) else None
    return None


#: An agreement that trails off ("Ok...", "Sure…", "Brilliant...", "Cheers..."): hesitation, not
#: a go-ahead.
TRAILING_OFF = LazyPattern(
    # ... "ok" in its texted forms too ("k...", "okk…", "okie...": answers51)
    r"\s*(?:ok+|k+|okay|okey|oki|okie|oke|okei|sure|fine|well|alright|hmm+|um+|great|lovely|brilliant|grand|"
    r"excellent|awesome|"
    r"spot on|cheers|ta|bueno|vale)\s*(?:\.\.\.+|…)\s*"
)

#: Thanks, greetings and smileys at either end: no condition and no answer ("Approve thanks",
#: "y thanks", "Hi, y"), read as if absent when something else is said (red team 10).
_COURTESY = (
    r"(?:\b(?:thanks?(?: you)?(?: (?:so |very )?much)?|many thanks|thx|ty|cheers|merci|danke|"
    # ... and Italian, Portuguese, Dutch and Polish thanks ("ok grazie": outside tester 30a)
    r"gracias|grazie(?: mille)?|obrigad[oa]|bedankt|dank je(?: wel)?|dzi[eę]ki|dzi[eę]kuj[eę])\b|:-?\)|;-?\)|:d\b|\U0001f642|\U0001f60a)"
)

COURTESY_END = LazyPattern(rf"(?:[\s,.!;:-]*{_COURTESY})+[\s.!]*$", re.I)

GREETING = LazyPattern(r"^\s*(?:(?:hi|hello|hey|hiya|thanks|thank you|cheers)\b[\s,.!:-]*)+", re.I)

#: "No, that's fine, book it": the "no" waves off a worry, what follows it answers ("No, that's
#: fine." alone stays as it reads: a polite no).
NO_FINE = LazyPattern(
    r"^ *(?:(?:hi|hello|hey|thanks|thank you)\b[ ,.!-]*)?(?:no|nope|nah) *,? *(?:that is|that's|thats|it is|it's|its|all is|all's) (?:(?:totally|"
    r"perfectly|absolutely|all) )?(?:fine|ok|okay|good|alright|all right|perfect|great|spot on|"
    # "No, that's perfect, book it." and "Nope, nothing to change — book it." (outside tester 27b)
    r"correct|right)\b *[,.;!\u2013\u2014-]+(?= *[a-z])"
    # ... in the other languages read: "Nej, det er fint, kør bare", "Nein, passt schon, buch
    # ruhig", "Non non, c'est bon, réserve", "No, va bene, prenota pure", "Não, tudo bem, pode
    # reservar", "No, está bien, resérvala", "Nee hoor, prima, boek maar" (answers52)
    rf"|^ *{_NO}(?: *,? *{_NO})? *[,.\u2013\u2014-]? *{_FINE_SAID}"
    r" *[,.;!\u2013\u2014-]+(?= *[a-z])"
    # ... not before a Nordic thanks alone: "Nej, det er fint, tak" is "no, it's fine, thanks",
    # a polite no, though a Polish "tak" alone is a yes (regress52)
    rf"(?! *{_THANKS}\b(?: +(?:for det|skal du have|alligevel|sa mycket|i alle fall))?[ .!]*$)"
    r"|^ *(?:no|nope|nah) *,? *nothing (?:to|i'd|i would|we need to) (?:change|add|fix|correct)\b"
    r" *[,.;!\u2013\u2014-]+(?= *[a-z])"
    # "No, no hay problema, adelante", "Nee hoor, geen probleem, boek maar", "Nej, inga problem,
    # kör" (answers51): what follows the waved-off worry answers; alone it stays as it reads
    rf"|^ *{_NO} *[,.\u2013\u2014-]? *{_NO_WORRY}"
    r"(?: +(?:at all|hoor|whatsoever|here|from me|on my (?:end|side)))?"
    r"(?: *[,.;!\u2013\u2014-]+| +)(?= *[a-z])"
)


#: An acknowledgement that closes a reply ("…, all good", "… no worries", "…, it's fine", "…,
#: alles gut", "…, c'est bon", "…, todo bien"): it signs the reply off and answers nothing.
SIGN_OFF = LazyPattern(
    r"[,.;:!\u2013\u2014-]+ *(?:(?:it|that|we|all|everything) ?(?:is|'s|are|'re) )?"
    r"(?:all good|all fine|all sorted|fine|ok|okay|good|no worries|no problem|alles (?:gut|klar)|"
    r"tout va bien|c'est bon|todo bien|tutto bene|alles goed|tudo bem)[ .!]*$"
)


def signed_off(folded: str) -> str | None:
    """``folded`` without the acknowledgement that closes it ("No, don't book it, all good"), so
    that what it signs off is read alone (answers52b: read "both yes and no"); None without one."""
    found = SIGN_OFF.search(folded)
    return folded[: found.start()] if found and found.start() > 0 else None
