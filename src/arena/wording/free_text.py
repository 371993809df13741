"""Free text alone: approve, deny or unclear, read from the person's own words.

Free text is what people write: "Sure, go ahead", "No, that's not ok", "nope", "Ja, bitte", "No lo reserves", "Pas d'accord". Words that approve
are flipped by a negation just before them ("not ok", "nicht genehmigt", "pas d'accord"); a few
idioms that contain a negation but agree ("no problem", "warum nicht", "pas de souci") are read
first, and a negated side remark ("Approved, no catering") is no refusal. German also negates
after the word ("passt nicht", "passt mir leider nicht"), and two negations agree ("I'd never
say no", "nicht abgelehnt"): outside evaluators write these, and none of them is a refusal.
A leading "ok", "thanks", "bon" or "vale" only acknowledges the question: a refusal after it
decides ("OK, skip it", "Thanks, I'll book it myself", "Vale, olvídalo" deny), and words after
it that say no go-ahead leave it unclear ("Ok, later"): a bare "Ok." alone still approves ("all
good" is such a word: :mod:`arena.wording.framing`). News that the booking is no longer needed
("we found space elsewhere", "meeting's off": :mod:`arena.wording.need_gone`) refuses it, so after
an "ok" or a turn ("Go ahead. Oh wait, Sam just booked one.") it denies. Words
that call it off are read by their stem ("cancélalo", "storniere", "arrêtez" are "cancel").
Anything mixed, hedged, a question, or empty is ``unclear``: a go-ahead asked back ("Go ahead?",
"Book it? The team is out that day.", "ok?") is a question, not a decision, while a decision with
a question after it ("Yes. Which floor is it?") and a rhetorical "why not?" still decide,
unless the question doubts or checks it ("Approved - too expensive?", "Sure. Do we really need a
room?") or a pause follows the yes ("Yes. Wait, …", "sure, give me a sec":
:mod:`arena.wording.second_thoughts`). A reminder beside a yes ("Yes. Don't
forget the projector.") is no refusal; a self-correction to a no ("Yes, I mean no.") and "go ahead
and don't book it" deny, as a correction's clean last part decides (:mod:`corrected_last`: "No
wait, yes, go ahead"; "Don't book it. Hm, or do." has no marker: unclear). A yes named as what is wrong ("Yes would be wrong here") denies; a yes on a no
("Denial approved") and a double negative ("Don't not book it") are unclear. A refusal held back
("I'm not saying no") and a pause at the end ("Sure. Actually wait.") are unclear; "Yeah, no." and a
yes taken back at its end ("Sure, NOT.", "Approved? No.", "Yes. Actually, don't.", "Oui. Non,
finalement non.": a turn whose clause only refuses) deny; misspelt decision words read as
meant ("yse", "approvd", "definately not": :mod:`arena.wording.spelling`). A contraction negates
however its apostrophe is written ("wouldnt", "wouldn’t"), a word that says the person cannot or
will not is a "not" before what follows it ("We are unable to approve this", "Impossible to
approve", "I refuse to approve", "Me niego a aprobar": :func:`arena.wording.negation.will_not`), a degree word turns a yes after it
("I'd hardly call that a yes", "hard to say yes": :mod:`arena.wording.negation`), a hedged yes
("yes-ish", "sort of ok": :mod:`arena.wording.hedges`) and a yes to another thing ("approve the
other one") are unclear, and a question said back then refused ("Approve? Absolutely not.") denies.
Only a clear yes approves: a hedge, a condition or deferral (someone else's agreement: "let me
know when Bob agrees"), a "but" before a statement, sarcasm or someone else's say leave a yes
unclear, as do a shrug ("yeah whatever", "Ya, claro"), a yes weighed or given for a while ("90%
yes", "Yes, for now": :mod:`arena.wording.hedges`) and one that leaves someone out ("yes, minus
Bob": :mod:`arena.wording.changes`), and a misspelt "not" before it ("nto approved") or nobody
as its subject or object ("Nobody approved this") deny (hedges, provisos, negation modules).
A verb that calls off, drops or lets go of the booking, room or meeting ("kill the booking", "call
the whole thing off", "sag es ab": :data:`arena.wording.phrases.CALL_OFF`) is a "cancel", so a
yes beside it is unclear and a go-ahead that introduces it denies, while one negated to keep the
booking ("please don't cancel it", "no need to cancel anything", "don't drop the ball") is
none. A 👍 beside words that refuse or say the room is not needed ("nvm, Sam got one 👍")
acknowledges the no. What each part's words say (yes, no, firm) is :mod:`arena.wording.signals`;
a yes that only acknowledges ("yes, will check", in :mod:`arena.wording.receipts`) or orders more
than this booking ("approve for Sam", in :mod:`arena.wording.orders`) is unclear; everyday whole
answers and "not yet" are :mod:`arena.wording.everyday`. The request said back and then
answered ("Book it? Yep.", "Q: … A: No") is read by its answer (:mod:`arena.wording.echoes`), and
an earlier answer the person says they changed their mind on is dropped
(:mod:`arena.wording.mind_changed`). :func:`classify_why` says which words
left an answer unclear. Split from :mod:`arena.wording.answers` (one concept per module), which
reads an answer's shapes and holds it against the request, and gives these names too.
"""

from __future__ import annotations

import re

from arena.lazy_pattern import LazyPattern
from arena.wording.alternatives import INDIFFERENT
from arena.wording.answer_words import APPROVE_WORDS as _APPROVE_WORDS
from arena.wording.answer_words import BARE_NO as _BARE_NO
from arena.wording.answer_words import BARE_YES as _BARE_YES
from arena.wording.answer_words import DENY_WORDS as _DENY_WORDS
from arena.wording.answer_words import NAME_YES
from arena.wording.answer_words import NEGATORS as _NEGATORS
from arena.wording.asides import NEUTRAL_RE as _NEUTRAL_RE
from arena.wording.chat import spell_out, thanks_as_yes
from arena.wording.corrected_last import NEITHER, corrected_to
from arena.wording.echoes import answer_to_echo, quoted_echoes
from arena.wording.errands import errand_only
from arena.wording.everyday import undecided, whole_answer
from arena.wording.forms import Reading, Verdict
from arena.wording.framing import ACK as _ACK
from arena.wording.framing import COURTESY_END as _COURTESY_END
from arena.wording.framing import GREETING as _GREETING
from arena.wording.framing import NO_FINE as _NO_FINE
from arena.wording.framing import NO_NO as _NO_NO
from arena.wording.framing import NO_YEAH as _NO_YEAH
from arena.wording.framing import TRAILING_OFF as _TRAILING_OFF
from arena.wording.framing import no_go_ahead, signed_off
from arena.wording.hedge_scope import hedge_on_yes
from arena.wording.hedges import EYE_ROLL_RE, SARCASM_NO_RE, SHRUG_RE
from arena.wording.hedges import UNCLEAR_RE as _UNCLEAR_RE
from arena.wording.machine_text import machine_said
from arena.wording.mail import own_words
from arena.wording.mind_changed import now_said
from arena.wording.negation import (
    MARKED_YES,
    NOBODY_RE,
    expand,
    join_degree,
    straighten,
    will_not,
)
from arena.wording.numbers import fold
from arena.wording.orders import beyond_booking
from arena.wording.own_role import without_own_role
from arena.wording.phrases import CALL_OFF
from arena.wording.provisos import CHANGE_RE as _CHANGE_RE
from arena.wording.provisos import COURTESY_IF
from arena.wording.provisos import SI_IF as _SI_IF
from arena.wording.receipts import only_received
from arena.wording.reported import not_own_yes, without_reported
from arena.wording.second_thoughts import RHETORICAL as _RHETORICAL
from arena.wording.second_thoughts import asks, second_thought
from arena.wording.signals import AGREE_RE as _AGREE_RE
from arena.wording.signals import REFUSE_RE
from arena.wording.signals import own_yes as _own_yes
from arena.wording.signals import read as _read
from arena.wording.signals import respelt as _respelt
from arena.wording.taken_back import taken_back as _tb
from arena.wording.turns import BARE_DO as _BARE_DO
from arena.wording.turns import GO_AHEAD_AND_NOT as _GO_AHEAD_AND_NOT
from arena.wording.turns import SELF_CORRECTION as _SELF_CORRECTION
from arena.wording.turns import TURN as _TURN
from arena.wording.turns import YES_THEN_DECLINE
from arena.wording.until_approved import no_until_yes
from arena.wording.who_books import WHO_BOOKS_RE

#: Words that call the booking off, read as "cancel" in any form so that a conjugation nobody
#: listed still denies ("cancélalo", "storniere", "annulez", "arrêtez", "postponing") and a
#: negation before it still turns it ("don't cancel").
_CALL_OFF = LazyPattern(
    r"\b(?:cancel\w*|anul\w*|annul\w*|storn\w*|absag\w*|abgesagt|abbrech\w*|abgebrochen|"
    r"brich (?:es |das |ihn )?ab|arret\w*|halt(?= *(?:[.!]|$))|stop\w*|postpon\w*|withdr[ae]w\w*|"
    r"revok\w*|retract\w*|discard\w*|disregard\w*|ignor(?:e|ing)|abandon\w*|"
    # any verb that calls off, drops or lets go of the booking, the room or the meeting ("kill the
    # booking", "call the whole thing off", "sag es ab", "zeg het af": tester 13)
    + "|".join(CALL_OFF)
    + r")\b"
)
#: Single letters and words that decide only when they are the whole answer ("y" is Spanish "and");
#: the British "Lovely." and "Brilliant, cheers." are a yes as "Great." is (outside tester 20),
#: while "Have a lovely evening" is no answer.
_ALONE: dict[str, Verdict] = {"y": "approve", "kk": "approve", "n": "deny", "pass": "deny"}
#: British words that say "great" only as the whole answer: beside an emoji or a face they read as
#: "great" would ("Brilliant 👎", "Spot on 🙄", "Lovely -_-" are no yes), never as a lookup.
_LIKE_GREAT = frozenset(("lovely", "brilliant", "grand", "excellent", "awesome", "spot on"))
#: The whole answer is one or two words and at most a "." or "!"s: what :data:`_ALONE` reads.
_ONE_WORD = LazyPattern(r"([a-z]+(?: [a-z]+)?) *(?:\.|!+)?")
#: A question: the words up to a "?" since the last sentence end; dots or a "!" just before the
#: "?" end no sentence ("Ok...?", "sure…?", "Sure!?" ask back: outside tester 30a).
_QUESTION = LazyPattern(r"[^.!?\n]*[.!]*\?")
_CLAUSE_BREAK = LazyPattern(r"[,;:\u2013\u2014]| - ")
#: Whose the "ok" is, and nothing more: "OK from me.", "fine from my side" are the person's own
#: go-ahead as "yes from me" is, not words after the "ok" that answer otherwise (regress30).
_OWN_SIDE = LazyPattern(
    r" *,? *(?:from|by) (?:me|us|here|my side|my end|our side|our end) *[.!]* *"
    # ... or what the "ok" is for, the booking itself ("ok for the room": answers39)
    r"| *,? *for (?:the|this|that) (?:room|booking|reservation) *[.!]* *"
)
#: "Book" after an "ok", as the whole rest ("OK to book", "ok, book", "fine to book"): the go-ahead
#: "book" alone is, not the noun (held-out tester 34b: "OK to book" read unclear).
#: A no said of what may come, not given: "Fine, unless the boss objects", "ok for now, but I
#: may cancel later" (heldout41: each read as a no, the "ok" taken for hearing the question).
_TO_COME = LazyPattern(r"\b(?:unless|if|in case|may|might|could|maybe|perhaps)\b")


def _no_to_come(rest: str) -> bool:
    """Whether ``rest``'s no is said only after a word that makes it one to come."""
    m = _TO_COME.search(rest)
    return m is not None and not _read(rest[: m.start()])[2].firm


_BOOK_AFTER_OK = LazyPattern(r" *[,:\u2013\u2014-]? *(?:to )?book *[.!]* *")
#: A question that doubts the proposal ("Approved - too expensive?", "Yes, are you sure?"): the
#: person has not made up their mind, whatever word for yes comes before it; a no stays a no.
_DOUBT = LazyPattern(
    r"\b(?:too (?:expensive|pricey|costly|much|big|large|small|cramped|far|early|late|long)|"
    r"are you sure|is (?:that|it|this) (?:wise|necessary|needed|a good idea))\b"
)
#: A question that shows the person does not know who asks or what for: "yes, who is this?",
#: "ok. what is this about?", "Yes - what's it for?" (outside tester 32). The yes is given before
#: the person knows what it is to, so it is no go-ahead for this booking.
_BLIND = LazyPattern(
    r"\bwho(?: is|'s|s| are| r)? (?:this|that|you|u|dis)(?= *(?:[?.!,;]|$|from\b))"
    r"|\bwho(?: is|'s|s)? (?:asking|sending this)\b"
    r"|\bwhat(?: is|'s|s| was) (?:this|that|it) (?:about|for|regarding|re)\b"
    r"|\bwhat(?: is|'s|s) (?:this|that)(?= *[.!?]*$)"
    r"|\b(?:what|which) (?:meeting|booking|request|event|reservation)\b"
)
_EMOJI_YES = LazyPattern("[\U0001f44d\u2705\u2714\U0001f197\U0001f646\U0001f44c\U0001f4af]")
_EMOJI_NO = LazyPattern("[\U0001f44e\u274c\u2716\U0001f6ab\u26d4\U0001f645]")


#: Sarcasm that sounds like a yes and means none: "Yeah, right.", "Sure, and pigs fly." (tester
#: 13); unclear, as the person has said no yes (when pigs fly: SARCASM_NO_RE, a no).
_SARCASM_UNCLEAR = LazyPattern(
    r"^ *(?:oh +)?(?:yeah|yes|sure|ja|oui|si) *,? *right *[.!]* *$|"
    r"\b(?:and|yes|sure|yeah|right) *,? *(?:pigs|cows) +(?:might +|will +|can +|could +|may +)?fly\b"
)


_SARCASTIC_NOT = LazyPattern(r"(?:[,.!\u2013\u2014]| -) *not *[.!]* *$")
#: A last sentence that only says no ("... No.", "Approved? No."): the person's last word.
#: A word that leads to it ("Sounds fine. So no.", "Looks good. But no.", "Still, no.": session
#: 42, each read mixed) is part of that last word.
#: A no said last in brackets or after a dash is the same last word ("Oh sure, book the biggest
#: room for three people, great idea. (No.)", "Great idea — no.": heldout50, read mixed).
_LAST_NO = LazyPattern(
    r"(?:[.!?]|[\u2013\u2014]| -) *(?:(?:so|but|still|anyway|then|final answer|my answer is)\b[ ,:]*)?"
    r"((?:no|nope|nah|non|nein|nee|nao)[ ,.!]*)+[.!]* *$"
    r"|\( *(?:(?:no|nope|nah|non|nein|nee|nao|no way|not really|hell no)[ ,.!]*)+\)[ .!]*$"
)


#: A last clause, after "but", "so", "still" or a sentence end, that only refuses the booking:
#: "Great idea, but don't book.", "Sounds fine. So don't.", "Good plan, but no thanks.", "but
#: let's not" (session 42: each read mixed). Not a "don't" that goes on ("but don't be late"),
#: nor one after a sentence end with no lead word ("Yes. Please do not." stays mixed).
_LAST_REFUSAL = LazyPattern(
    r"(?:[.!?] *(?:so|but|still|anyway|then)\b[ ,]*|[,;]? *\bbut +(?:(?:so|still|anyway|then)\b[ ,]*)?)"
    r"(?:no thanks|no thank you|no|nope|nah|"
    r"(?:please +)?do not(?: +(?:book|reserve)(?: +(?:it|anything|that|the room))?)?|let's not|lets not|"
    r"i'd rather not|i would rather not|better not)"
    # ... in the other languages, "for now" after it (evals47: "Oui, c'est noté, mais je préfère
    # que vous ne fassiez pas la réservation." read mixed, as "but don't book it" did before)
    r"(?: +for now)?[ .!]*$"
    r"|[,;.!]? *\b(?:mais|aber|pero|ma|maar|mas|ale)\b[ ,]*(?:(?:finalement|doch|al final|alla fine|"
    r"toch|afinal|jednak)[ ,]*)?(?:"
    r"(?:je prefere que vous|je prefererais que vous|merci de) +ne (?:fassiez|faites|reserviez|pas) *"
    r"(?:pas +)?(?:la|cette) +reservation|ne (?:la |le )?reservez pas|"
    r"(?:bitte +)?(?:nicht|noch nicht) +buchen|no (?:lo |la )?reserves?|non (?:la |lo )?prenotare|"
    r"niet boeken|nao (?:a |o )?reserve|nie rezerwuj)"
    r"(?: +(?:pour (?:l'instant|le moment)|vorerst|por ahora|per ora|voorlopig|por enquanto|"
    r"na razie))?[ .!]*$"
)


#: A question said back before its answer ("Approve? Absolutely not."): a few words and a "?".
#: Each word ends at a space or comma: with the separator optional, one long word ("hahaha…",
#: 300 characters) split ~n³ ways before the "?" failed, a minute per answer (outside tester 27).
_ECHOED = LazyPattern(r"^ *((?:[a-z']+(?: *, *| +)){0,3}[a-z']+ *(?:, *)?)\?+(?=[^?]*$)")


#: Words an answer to a question said back opens with when it refuses ("... ? Absolutely not.").
_NO_FIRST = frozenset({"zzno"}) | _DENY_WORDS | _NEGATORS


def quoted(words: str) -> str:
    """Words of the answer as read, quoted for a person ("'next week'")."""
    return repr(" ".join(words.replace("zzyes", "yes").replace("zzno", "no").split()))


def classify(text: str) -> Verdict:
    """Free text only: approve, deny, or unclear when it says neither, both, or asks back. Only
    the person's own words count, as for :func:`explain_answer` (a forward alone is unclear)."""
    return classify_why(thanks_as_yes(own_words(text))).verdict


#: "100%", "a hundred percent": a yes said as a number, read only as the whole answer.
_FULL_MARKS = LazyPattern(r"(?:100|110|1000|a hundred|one hundred) *(?:%|percent|per cent)")


def _aimed(spoken: str) -> str | None:
    """The clause a yes emoji, said as "yes", aims at another thing with ("👍 to the previous
    message", "reacted 👍 to your message"), as :data:`_CHANGE_RE` reads it after the word."""
    folded = (
        " "
        + " ".join(_respelt(join_degree(will_not(expand(fold(straighten(spoken)))))).split())
        + " "
    )
    changed = _CHANGE_RE.search(folded)
    return re.match(r"[^.,;:!?\n]*", folded[changed.start() :]).group().strip() if changed else None  # type: ignore[union-attr]


#: A question of the person's own answered no at the end, after their answer ("Yes. Anything
#: else? No.", "Approve. Questions? None."): the no is to that question, not to the booking
#: (session 42: each denied as a yes taken back), as "Any objections? No." alone approves
#: (:mod:`arena.wording.negative_questions`). "Anything else? No." alone stays unclear.
_NOTHING_MORE = LazyPattern(
    r"(?<=[.!,;])\s*(?:anything (?:else|more)|any more|(?:any )?(?:other |more |further )?"
    r"questions|anything to add|any (?:objections|problems|issues|concerns))\s*\?+\s*(?:no|nope|nah|none|nothing(?: else| more)?)\s*[.!]*\s*$",
    re.I,
)


def classify_why(text: str) -> Reading:
    """:func:`classify` with the words that made free text unclear (:class:`Reading`)."""
    text = spell_out(text)  # "nvm", "w/o", "tmrw", "passt ned": :mod:`arena.wording.chat`
    text = without_own_role(text)  # "I'm the one who decides: yes": :mod:`own_role`
    text = quoted_echoes(now_said(text))  # "earlier I said no"; 'Yes to "book it?"' is "yes to it"
    echo_answer = answer_to_echo(text)  # "Book it? Yep.": :mod:`arena.wording.echoes`
    if echo_answer is not None:
        return classify_why(echo_answer)
    text = _COURTESY_END.sub("", text) if re.search(r"\w", _COURTESY_END.sub("", text)) else text
    text = _NOTHING_MORE.sub("", text)  # "Yes. Anything else? No.": the no is to that question
    if YES_THEN_DECLINE.fullmatch(fold(straighten(text))):
        return Reading("deny")  # "Yes, I'm declining.": the yes only introduces the refusal
    if (last_word := corrected_to(expand(fold(straighten(text))), classify_why)) is not None:
        return Reading(last_word)  # "No wait, yes, go ahead": :mod:`corrected_last`
    if _TRAILING_OFF.fullmatch(fold(text)):
        return Reading("unclear", f"{text.strip()!r} trails off")
    bare = fold(_GREETING.sub("", text)).strip()
    word = _ONE_WORD.fullmatch(bare)  # "y", "n", "Lovely.": not "y 👎", "Brilliant..."
    one = re.sub(r" (?:please|pls|plz)$", "", word.group(1)) if word else ""  # "Y pls" is "y"
    alone = word and ("approve" if one in _LIKE_GREAT else _ALONE.get(one))
    alone = alone or whole_answer(bare)  # "cool", "righto", "ça roule", "nop": :mod:`everyday`
    if alone or _FULL_MARKS.fullmatch(bare.strip(" .!\U0001f4af")):
        return Reading(alone or "approve")  # "y", "n", "100%"
    loose = re.sub(r"[^a-z]+", " ", bare).strip()
    if loose in _LIKE_GREAT:  # "Brilliant 🙄" reads as "Great 🙄" does
        text = re.sub(loose.replace(" ", r"\W+"), "great", text, count=1, flags=re.I)
    marked = MARKED_YES.search(fold(text))
    if marked:  # "!approve", "-approve", "un-approve": a mark that may negate it
        return Reading("unclear", f"{quoted(marked.group())} may negate the yes")
    thumbs_up, thumbs_down = bool(_EMOJI_YES.search(text)), bool(_EMOJI_NO.search(text))
    # the emoji are read apart, so words beside one read as they would alone ("sam got one 👍")
    unmarked = _EMOJI_NO.sub(" ", _EMOJI_YES.sub(" ", text))
    folded = " " + _respelt(join_degree(will_not(expand(fold(straighten(unmarked)))))) + " "
    # the last word, with the emoji said as words: "👍 actually ❌", "ok go ahead... actually no, wait"
    spoken = _EMOJI_NO.sub(" no ", _EMOJI_YES.sub(" yes ", text)) if thumbs_up else unmarked
    if _taken_back(" " + _respelt(join_degree(will_not(expand(fold(straighten(spoken)))))) + " "):
        return Reading("deny")
    hedge = _UNCLEAR_RE.search(folded)
    if hedge:
        return Reading("unclear", f"{quoted(hedge.group())} leaves it open")
    if SARCASM_NO_RE.search(folded):
        return Reading("deny")  # "Yes /s", "Sure, when pigs fly", "In your dreams"
    sarcasm = _SARCASM_UNCLEAR.search(folded)
    if sarcasm:
        return Reading("unclear", f"{quoted(sarcasm.group())} reads as sarcasm")
    shrug = SHRUG_RE.search(folded)  # "yeah whatever", "sure sure", "ya, claro"
    if shrug:
        return Reading("unclear", f"{quoted(shrug.group())} reads as a shrug or sarcasm, not a yes")
    taken_back = (
        _SARCASTIC_NOT.search(folded) or _LAST_NO.search(folded) or _LAST_REFUSAL.search(folded)
    )
    if taken_back:
        said_first = _read(folded[: taken_back.start() + 1])[2]
        if said_first.yes and not said_first.no:
            return Reading("deny")  # "Sure, NOT.", "Oh sure, we have budget for that. No."
    echoed = _ECHOED.match(folded)
    if echoed:
        asked, (_, said_toks, answered) = _read(echoed.group(1))[2], _read(folded[echoed.end() :])
        opens_no = bool(said_toks) and said_toks[0] in _NO_FIRST  # not "I thought we cancelled"
        if asked.yes and not asked.no and opens_no and answered.firm and not answered.yes:
            return Reading("deny")  # "Approve? Absolutely not.": the question said back, answered
    if _taken_back(folded):
        return Reading("deny")  # "Yes. Actually, don't.", "Approve. Wait, no, deny."
    waved_fine = _NO_FINE.match(folded)  # "Nej, det er fint, kør bare"
    folded = _NO_FINE.sub(" ", _NO_YEAH.sub(" ", folded))
    rest = _read(folded)[2] if waved_fine else None
    if rest is not None and not (rest.yes or rest.no) and classify_why(folded).verdict == "approve":
        return Reading("approve")  # what follows, read whole, is a go-ahead (answers52)
    # "No no, go ahead!", "No, go ahead": what follows answers, if it is a clear yes
    doubled = _NO_NO.match(folded) or no_go_ahead(folded, lambda t: classify(t) == "approve")
    waved = folded[doubled.end() :] if doubled else ""  # not "No, no, yes": a second answer
    if (
        waved
        and (_read(waved)[1] or [""])[0] not in _BARE_YES
        and classify_why(waved).verdict == "approve"
    ):
        if not _read(" " + waved)[2].yes:
            return Reading("approve")  # "Nej då, kör på": a go-ahead read whole (answers52)
        folded = " " + waved
    folded = _CALL_OFF.sub(" cancel ", _NEUTRAL_RE.sub(" ", folded))
    folded = _GO_AHEAD_AND_NOT.sub(" ", folded)
    shrugged = _set_shrug_aside(folded)  # "Yes, no preference": the "no" refuses nothing
    folded = shrugged or folded
    phrased, toks, said = _read(folded)
    if thumbs_up and said.firm and not said.yes:
        thumbs_up = False  # "nvm, Sam got one 👍": the emoji acknowledges a refusal, no yes
    yes, no = thumbs_up or said.yes, thumbs_down or said.no
    if asks(folded) and (not _leading_verdict(toks) or _asks_back(folded)):
        questions = _QUESTION.findall(folded)  # not a decision: "which room is it?", "go ahead?"
        return Reading("unclear", f"{quoted(questions[-1] if questions else text)} asks back")
    corrections = list(_SELF_CORRECTION.finditer(folded))
    if corrections:
        corrected = _read(folded[corrections[-1].end() :])[2]
        if corrected.no and not corrected.yes:
            return Reading("deny")  # "Yes, I mean no.": the last decision wins when it is a no
    turns = sorted([*corrections, *_TURN.finditer(folded)], key=lambda m: m.start())
    if turns:
        before, after = folded[: turns[-1].start()], folded[turns[-1].end() :]
        if (_read(after)[2].yes or _BARE_DO.fullmatch(after)) and _read(before)[2].no:
            # "Don't book it. Hm, or do.": a turn to a yes with no marker (:mod:`corrected_last`)
            return Reading("unclear", f"{quoted(turns[-1].group())} turns a no to a yes")
    ack = _ACK.match(folded)
    if ack and not thumbs_up and "?" not in text:
        cut = ack.end()  # "Bien sûr", "Fine by me": an agreement the "ok" words begin
        # ... or a refusal ("thanks anyway": outside testers 27a-c)
        spans = [*_AGREE_RE.finditer(folded), *REFUSE_RE.finditer(folded)]
        cut = min([m.start() for m in spans if m.start() < cut < m.end()] + [cut])
        rest_toks, rest = _read(folded[cut:])[1:]
        if rest.firm and not rest.yes and not _no_to_come(folded[cut:]):
            return Reading("deny")  # "OK, skip it": the "ok" heard the question, the rest answers
        if (
            rest_toks
            and not rest.yes
            and not rest.no
            and not _OWN_SIDE.fullmatch(folded[cut:])
            and not _BOOK_AFTER_OK.fullmatch(folded[cut:])
        ):
            # "Ok, pass.", "Bon, tant pis": what follows the "ok" is what answers; if it is no
            # go-ahead it is no yes, whatever words for no we do not know it holds
            if errand_only(folded[cut:]):  # "ok, and send me the confirmation" (answers37)
                return classify_why("yes, " + folded[cut:])
            return Reading("unclear", f"{quoted(folded[cut:])} says no go-ahead")
    if yes and not no:
        # "let me know if you need anything else": an offer, not a condition (same length kept)
        offered = COURTESY_IF.sub(lambda m: " " * len(m.group()), phrased)
        changed = _CHANGE_RE.search(offered) or _SI_IF.search(offered)
        aimed = _aimed(spoken) if thumbs_up and not changed else None
        if aimed:  # "👍 to the previous message" as "yes to the previous message" (held-out 37)
            return Reading("unclear", f"{quoted(aimed)} qualifies the yes")
        questions = _QUESTION.findall(folded)
        blind = _BLIND.search(folded)  # "yes, who is this?", "yes - who's asking"
        if blind:
            return Reading("unclear", f"{quoted(blind.group())} asks who or what the yes is to")
        doubted = [d for q in questions for d in _DOUBT.findall(q)]
        hedged = hedge_on_yes(folded) or NOBODY_RE.search(phrased)  # "I think", not of a side fact
        hedged = hedged or EYE_ROLL_RE.search(text)  # "Sure 🙄"
        if changed or hedged:  # the clause the words start: "'make it the weekend' qualifies ..."
            at = (changed or hedged).start()  # type: ignore[union-attr]
            # past a mark the match starts on ("Sí, si hay sitio": not "''")
            clause = re.match(r"[,;:\s]*([^.,;:!?\n]*)", phrased[at:] if changed else folded[at:])
            return Reading("unclear", f"{quoted(clause.group(1))} qualifies the yes")  # type: ignore[union-attr]
        if doubted:
            return Reading("unclear", f"{quoted(doubted[0])} doubts it")
        second = second_thought(folded, lambda part: classify_why(part).verdict == "approve")
        if second:  # "Yes. Wait, …", "Sure. Do we really need a room?" (outside tester 26)
            return Reading("unclear", f"{quoted(second)} leaves the yes open")
        beside = only_received(text) or beyond_booking(text)  # "yes, will check", "approve for Sam"
        beside = beside or machine_said(text)  # "Auto-reply: Yes", "[SPAM] yes": outside 31a
        if beside:
            return Reading("unclear", beside)
        if not_own_yes(folded, _own_yes):  # "Sam approves", "Approved last week"
            return Reading("unclear", "the yes is someone else's or an earlier one")
        return Reading("approve")
    if no and not yes:
        unsure = undecided(shrugged or fold(text))  # "not yet", "no clue", "weiss nicht"
        return (
            Reading("unclear", f"{quoted(unsure)} decides nothing") if unsure else Reading("deny")
        )
    other = WHO_BOOKS_RE.search(folded) if yes and no else None
    if other and _read(folded[: other.start()] + " " + folded[other.end() :])[2].yes is False:
        return Reading("deny")  # "No, Dana will book it": its only yes is someone else's booking
    if yes and no and no_until_yes(folded, lambda rest: classify_why(rest).verdict):
        return Reading("deny")  # "hold off … until the budget is approved": the no's end
    own = without_reported(folded) if yes and no else folded  # "HR approved, but I don't."
    if own != folded and _OWN_NO.search(own) and classify_why(own).verdict == "deny":
        return Reading("deny")
    signed = signed_off(folded) if yes and no else None  # "No, don't book it, all good"
    if signed and not set(_read(signed)[1]) <= _BARE_NO and classify_why(signed).verdict == "deny":
        return Reading("deny")
    return Reading("unclear", BOTH if yes else NEITHER)


def _set_shrug_aside(folded: str) -> str | None:
    """``folded`` without its shrug ("doesn't matter which", "no preference", "maakt niet uit")
    where what is left says yes or refuses in so many words ("Yes, no preference", "No
    preference, don't book"); None where it is left a bare no or nothing ("No, doesn't matter")."""
    rest = INDIFFERENT.sub(" ", folded)
    if rest == folded:
        return None
    toks = _read(rest)[1]
    if not toks or set(toks) <= _BARE_NO:
        return None
    return rest if classify_why(rest).verdict != "unclear" else None


BOTH = "it says both yes and no"
#: A refusal in so many words, the person's own beside someone else's yes: "but no", "don't".
_OWN_NO = LazyPattern(r"\b(?:no|nope|nah|don't|dont|do not|cancel|skip it)\b")


def _verdict(text: str) -> Verdict:
    """Free text's verdict alone, for :mod:`arena.wording.taken_back` to read each side of a turn."""
    return classify_why(text).verdict


def _taken_back(folded: str) -> bool:
    """Whether the answer's last word takes its yes back (:func:`arena.wording.taken_back.taken_back`)."""
    return _tb(folded, _verdict)


def _asks_back(folded: str) -> bool:
    """Whether a question says yes or no itself ("Go ahead?", "Book it? …", "ok?", "Yes, ok?"):
    the person asks whether to go ahead rather than saying so. Only the clause the "?" closes is
    the question: "Yes, can you also order coffee?" approves; "Sure, why not?" is rhetorical."""
    for question in _QUESTION.findall(folded):
        asked = _RHETORICAL.sub(" ", _CLAUSE_BREAK.split(question)[-1])
        said = _read(asked)[2]
        if said.yes or said.no:
            return True
    return False


def _leading_verdict(toks: list[str]) -> bool:
    """An answer that starts with a clear yes or no, even if a question follows it."""
    return bool(toks) and (
        toks[0] in ("zzyes", "zzno", "si", "sim", *NAME_YES)
        or toks[0] in _APPROVE_WORDS | _DENY_WORDS
    )
