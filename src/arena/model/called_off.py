"""Whether a request takes itself back, and whether a later message asks it again.

A request taken back at its end ("Book … Tuesday. Actually, don't.") asks for nothing, nor does
one whose reply above the mail it quotes takes it back ("Please don't book this."); a later
message that asks for "it" ("go ahead and book it after all") asks the earlier request again.
Split from :mod:`arena.model.intent` (which reads whether a request asks for a booking at all),
whose negation words these share.
"""

from __future__ import annotations

import re

from arena.lazy_pattern import compile_kept
from arena.model.intent import _NEGATED_ASK, _NEGATED_BOOK, _REMINDER
from arena.wording.days import asked_days
from arena.wording.mail import header_spans, own_words
from arena.wording.numbers import fold, word_value

#: At the end of a request, words that take it back: "… Actually, don't.", "… never mind",
#: "… forget it", "… Scratch that.", "… actually no.", "… Never mind, I'll do it.", "… nah, don't
#: bother", "… Eigentlich, lass es.", "… olvídalo", "… laisse tomber". Only at its very end, so a
#: side remark ("never mind the projector", "no need for a projector") takes nothing back.
_CALLED_OFF = compile_kept(
    r"(?:^|[.!;,\n\u2013\u2014-])\s*(?:(?:actually|on second thought|wait|no wait|hmm+|oh|sorry|"
    r"nah|nope|no|eh|um+|eigentlich|doch|ach|en realidad|en fait|finalement|ok|okay)"
    # one run of marks between words, a few words at most: "\s*[,.!]*\s*" split a run of
    # spaces two ways, so "no no no …" took 2ⁿ tries (outside tester 27)
    r"[\s,.!\u2013\u2014-]*){0,8}"
    r"(?:don't|do not|dont|never ?mind|nvmd?|forget (?:it|that|about it|about that)|"
    # "forget the room, we'll use the cafe", "we'll just use the kitchen" (outside tester 29b)
    r"forget (?:about )?the (?:room|booking|reservation|whole thing)|"
    r"we'?ll (?:just )?(?:use|meet (?:in|at)|go to|sit in) (?:the |a |our |my )?(?:cafe|"
    r"cafeteria|canteen|kitchen|lobby|lounge|terrace|garden|pub|bar|coffee shop|office|desks?|"
    r"zoom|teams|a call|video)|"
    r"cancel (?:it|that|this|the (?:booking|reservation|request|whole thing))|scra(?:p|tch) (?:it|that|this)|don't bother|no need|"
    r"lass (?:es|das)(?: sein)?|vergiss (?:es|das)|doch nicht|olvidalo|dejalo|mejor no|"
    r"laisse tomber|oublie ca|non merci|"
    # Swedish, Norwegian, Danish: "… Nej förresten, boka inte." (requests44: booked once their
    # counts were read), "glöm det", "glem det"
    r"boka (?:den |det )?inte|inte boka|bestill (?:den |det )?ikke|ikke bestill|book (?:den |det )?"
    r"ikke|glom det|glem det|strunta i det"
    # "… actually no.", "on second thought, nope", "… nah.": a bare "no" only after words that
    # turn back ("… Tuesday, no catering" and "…, no, Wednesday" take nothing back)
    r"|(?:(?<=actually)|(?<=thought))[\s,.!\u2013\u2014-]*(?:no|nope|nah)|nah|nope)"
    r"(?:\s+(?:book|reserve|do)\s+(?:it|that|anything|a room))?\s*(?:then|after all|anyway)?"
    # "Never mind, I'll do it (myself)": the person books, not the model
    r"(?:\s*[,.!;\u2013\u2014-]*\s*i'?ll (?:do|book|handle|sort|arrange|organi[sz]e|"
    r"take care of) (?:it|that|this)(?: out)?(?: myself| later| then)*)?"
    r"(?:\s*[,;\u2013\u2014-]+\s*we'?ll (?:just )?(?:use|meet|go|sit|do it)\b[^.!?;]{0,40})?"
    # "Actually, don't - let's wait until Priya confirms." (outside tester 31b: asked about)
    r"(?:\s*[,;\u2013\u2014-]+\s*(?:let'?s|we'?ll|i'?ll|we need to|i need to|need to)\s+(?:wait|hold "
    r"off|check|see|think|confirm)\b[^.!?;]{0,60})?"
    r"\s*[.!]*\s*$"
)


#: Right before words that would take a request back, a clause that makes them a condition's
#: outcome: "…, and if it's taken, don't book anything", "…; in case Juniper is gone, forget it"
#: (not a request put as a condition: "If you could book Aspen for 6 — actually, don't").
_IF_CLAUSE = compile_kept(
    r"(?:^|[,.;:!?\n\u2013\u2014]|\b(?:and|but|or))\s*(?:and\s+|but\s+|or\s+)?"
    r"(?:if|in case|should|when|whenever|unless|otherwise|else)\b"
    # not a polite request: "If you could book Aspen for 6 — actually don't" takes it back
    r"(?![^,.;:!?\n\u2013\u2014]*\b(?:you|u|book(?!ed)\w*|reserv(?!ed)\w*|please|pls|possible)\b)"
    r"[^,.;:!?\n\u2013\u2014]*$"
)


def called_off(text: str) -> bool:
    """Whether the request's last words take it back ("Book a room … Actually, don't."). Words
    that follow a condition say what to do then, not now: "Book Juniper for Monday for two, and
    if it's taken, don't book anything" books Juniper if it is free (session 43's note: read as
    taken back, nothing searched)."""
    folded = fold(text).strip()
    m = _CALLED_OFF.search(folded)
    return m is not None and not _IF_CLAUSE.search(folded, 0, m.start())


#: Between an auxiliary and its participle, at most one word that is no negation ("wurde leider
#: abgesagt", not "wurde nicht abgesagt").
_NOT_NEG = r"\s+(?:(?!(?:not|nicht|kein\w*|pas|no|non|niet|nao|nie)\b)[\w']+\s+)?"


#: A reply's own words that take back the request it quotes or forwards: "Please don't book this,
#: we're cancelling.", "Cancel this one please.", "Don't book it, the meeting moved to Friday",
#: "The meeting was cancelled." (requests44: each booked the quoted request; not "Don't forget
#: to book this!").
_REPLY_OFF = compile_kept(
    r"\b(?:don'?t|do not|dont|no need to|not|never)\s+(?:\w+\s+)?(?:book|reserv)\w*\s+(?:this|it|"
    r"that|one|the (?:room|booking|reservation)|anything)\b"
    # "Don't book for 10 on Friday, we moved it." above "> Please book Maple …" (requests50c)
    r"|\b(?:don'?t|do not|dont|no need to|never)\s+(?:\w+\s+)?(?:book|reserv)\w*\s+"
    r"(?:(?:a|the|any) (?:room|meeting room)\s+)?(?:for \d+|on (?:mon|tue|wed|thu|fri|sat|sun))"
    r"|\b(?:cancel|scrap|scratch|drop|kill|forget)\s+(?:this|it|that|the (?:booking|request|"
    r"reservation|meeting|room|whole thing)|about (?:it|this|that))\b"
    r"|\b(?:we'?re|we are|i'?m|i am)\s+cancell?ing\b"
    r"|\b(?:is|was|has been|got|been|are|were)\s+(?:cancell?ed|called off|scrapped|off)\b"
    r"|\bno longer (?:need|needed|necessary|required|happening)\b"
    r"|\bnot (?:needed|necessary|required|happening) (?:any ?more|after all)\b"
    # requests51: cancelled, in de/fr/es/it/pt/nl ("Das Meeting wurde abgesagt.", "C'est annulé")
    rf"|\b(?:ist|wurde|wird|haben|hat){_NOT_NEG}(?:abgesagt|storniert|gecancelt)\b"
    rf"|\b(?:est|ete|ont|avons|a){_NOT_NEG}annulee?s?\b"
    rf"|\b(?:ha sido|fue|hemos|han|se ha|se){_NOT_NEG}(?:cancelad[oa]|cancelo)\b|\bcancelamos\b"
    rf"|\b(?:stat[oa]|abbiamo|hanno|e){_NOT_NEG}(?:annullat[oa]|cancellat[oa])\b"
    rf"|\b(?:foi|foram|fomos){_NOT_NEG}cancelad[oa]\b"
    rf"|\b(?:is|zijn|werd|hebben){_NOT_NEG}(?:geannuleerd|afgezegd|afgelast)\b"
    r"|\b(?:we|i)(?:'ve| have)?\s+(?:cancell?ed|called off)\b"
)


#: A reply that opens by turning the request back ("Doch nicht, …", "Laisse tomber", "Lascia
#: perdere", "Deixa pra lá", "Laat maar", "Never mind") or says it was moved ("wir haben
#: verschoben", "on a reporté", "lo hemos aplazado", "abbiamo rimandato", "adiamos", "we hebben
#: het verzet", "we postponed"): requests51, each booked the quoted request (English only was
#: read). Read only where no booking verb follows, and a move only where no weekday is named
#: ("Wir haben auf Mittwoch verschoben" moves the day, :func:`arena.model.day_context.reply_days`).
_TURNED = compile_kept(
    r"^\W*(?:never ?mind|nvm|forget it|doch nicht|lass (?:es|das)(?: sein)?|vergiss (?:es|das)|"
    r"laisse (?:tomber|courir)|finalement,? (?:non|pas besoin)|en fait,? non|oublie ca|"
    r"al final,? no|olvidalo|mejor no|lascia (?:perdere|stare)|non serve piu|"
    r"deixa (?:pra|para) la|esquece|esqueca|afinal,? nao|toch niet|vergeet (?:het|dat)|"
    r"laat maar(?!\s+(?:weten|horen|zien|komen))(?: zitten)?)\b"
    # ... not a correction: "Doch nicht Aspen, sondern Cedar." (regress51: called off)
    r"(?!\s+[\w-]+\s*,?\s+(?:sondern|maar|mais|sino|ma|mas|but)\b)"
)
_MOVED = compile_kept(
    rf"\b(?:ist|wurde|wird|haben|hat|wir){_NOT_NEG}verschoben\b"
    rf"|\b(?:est|ete|ont|avons|on a|a){_NOT_NEG}(?:reporte|decale)e?s?\b"
    rf"|\b(?:ha sido|fue|hemos|han|se ha|se|lo hemos|la hemos){_NOT_NEG}(?:aplazad[oa]|"
    r"pospuest[oa]|aplazo|pospuso)\b|\b(?:aplazamos|pospusimos)\b"
    rf"|\b(?:stat[oa]|abbiamo|hanno|l'abbiamo|e){_NOT_NEG}(?:rimandat[oa]|rinviat[oa])\b"
    rf"|\b(?:foi|foram|fomos){_NOT_NEG}adiad[oa]\b|\badiamos\b"
    rf"|\b(?:is|zijn|werd|hebben|we hebben het){_NOT_NEG}(?:verzet|uitgesteld)\b"
    r"|\b(?:we|i|they)(?:'ve| have)?\s+(?:postponed|pushed (?:it|this|that) back)\b"
    r"|\b(?:is|was|has been|got|been)\s+postponed\b"
)
#: A booking asked for, or a room still wanted, after the words that turn back: "Never mind the
#: projector, book it", "The all-hands was postponed, so we need the room for the workshop".
_BOOK_VERB = compile_kept(
    r"\b(?:book|reserv|buch|prenot|boek|bestel|need|brauch|necesit|precis)\w*|\b(?:still|instead|"
    r"stattdessen|trotzdem|besoin|plutot|quand meme|todavia|comunque|ainda|mesmo assim|"
    r"nog steeds|nodig|alsnog)\b"
)


#: Right before a take-back's words, a negation: "I can't cancel the meeting", "Don't cancel this
#: one" (regress44: each read as taking the quoted request back).
_OFF_NEGATED = compile_kept(
    r"\b(?:can't|cant|cannot|can not|won't|wont|don't|dont|do not|didn't|never|no need to|not)"
    r"\s+(?:\w+\s+)?$"
)


def reply_called_off(text: str) -> bool:
    """Whether ``text`` quotes or forwards a mail ("> " lines, "-----Original Message-----", "On
    …, X wrote:") and the writer's own words beside it take that request back
    (:data:`_REPLY_OFF`, or :func:`called_off`'s words at their end)."""
    if not header_spans(text) and not any(s.lstrip().startswith(">") for s in text.splitlines()):
        return False
    own = own_words(text).strip()
    if not own or called_off(own):
        return bool(own)
    folded = _REMINDER.sub(" ", fold(own))

    def said(pattern: re.Pattern[str]) -> list[int]:
        """Where ``pattern`` is said in ``folded`` with no negation right before it."""
        return [
            m.start()
            for m in pattern.finditer(folded)
            if not _OFF_NEGATED.search(folded, max(0, m.start() - 30), m.start())
        ]

    if _correction(folded) is not None:
        return False  # "Sorry, scratch that — we moved it to Wednesday and it's 14 now."
    offs, asked = said(_REPLY_OFF), sorted(said(_BOOK_IT) + said(_BOOK_NEW) + said(_BOOK_PLEASE))
    if _turned(folded):
        offs.append(len(folded))
    # the last word stands: "Please book this, and cancel my Friday one" is no take-back, nor
    # "The old meeting was cancelled, so please book this instead." (regress44: c508f78c)
    return bool(offs) and (not asked or asked[-1] < offs[-1])


#: A head count said as a number, not a clock time or date: "it's 14 now", "vierzehn Leute".
_COUNT_TOKEN = compile_kept(
    r"(?<![\w:./-])(\d{1,3}|[a-z]+)(?![\w:./-])(?!\s*(?:am|pm|h|uhr|o'?clock|heures?|ore|uur)\b)"
)


#: Words that take back what was just said, not the booking itself: "scratch that", "forget it",
#: "cancel that" (and :data:`_TURNED`'s "never mind", "vergiss es", "oublie ça"); "don't book
#: it" or "we're cancelling" says no booking is wanted, whatever follows.
_UNSAY = compile_kept(
    r"\b(?:cancel|scrap|scratch|drop|kill|forget)\s+(?:this|it|that|about (?:it|this|that))\b"
)


def _correction(folded: str) -> tuple[tuple[str, ...], tuple[int, ...]] | None:
    """The weekdays and head counts the reply's ``folded`` words say after taking back what was
    said: a take-back followed by the request's new facts corrects the quoted request rather
    than calling it off ("Scratch that — we moved it to Wednesday and it's 14 now", "Vergiss
    es, jetzt Mittwoch mit 14 Leuten": heldout53, read as taken back). ``None`` where no such
    take-back is said, no fact follows it, or words after it call the request off."""
    ends = [m.end() for m in _UNSAY.finditer(folded)]
    if (hit := _TURNED.search(folded)) is not None:
        ends.append(hit.end())
    if not ends:
        return None
    rest = folded[max(ends) :][:2000]
    if _REPLY_OFF.search(rest) or called_off(rest):
        return None  # "Forget it, the Wednesday session was cancelled."
    found = _facts(rest)
    return found if any(found) else None


def _facts(rest: str) -> tuple[tuple[str, ...], tuple[int, ...]]:
    """The weekdays and head counts ``rest`` (folded words after a take-back) says."""
    rest = rest[m.end() :] if (m := _REPLY_OFF.match(rest)) else rest
    counts = (
        int(t) if t.isdigit() else (word_value(t) or 0)
        for t in _COUNT_TOKEN.findall(rest)
        if t.isdigit() or t not in _NOT_COUNTS
    )
    return tuple(asked_days(rest)), tuple(n for n in counts if 0 < n < 100)


def corrected_facts(text: str) -> tuple[tuple[str, ...], tuple[int, ...]] | None:
    """The weekdays and head counts the writer's own words say after taking back what was said
    above the request ``text`` quotes (:func:`_correction`); else ``None``. The reading of the
    whole must agree with them, or the model asks: "Cancel that, only 3 of us are left" is no
    request for the quote's 20 (:func:`arena.model.task.read_request`)."""
    if not header_spans(text) and not any(s.lstrip().startswith(">") for s in text.splitlines()):
        return None
    return _correction(_REMINDER.sub(" ", fold(own_words(text).strip())))


#: Number words that are no head count in a reply: "one" ("this one"), "a" is no number word.
_NOT_COUNTS = frozenset({"one", "un", "une", "uno", "una", "ein", "eine", "een", "um", "uma"})


def _turned(folded: str) -> bool:
    """Whether the reply's own ``folded`` words turn the quoted request back (:data:`_TURNED`,
    or :data:`_MOVED` naming no weekday) with no booking verb after them."""
    hit = _TURNED.search(folded)
    if hit is None and not asked_days(folded):
        hit = _MOVED.search(folded)
    return (
        hit is not None
        and not _BOOK_VERB.search(folded, hit.end())
        # "Never mind my last mail — please go ahead." (regress51: called off); not "…, don't
        # go ahead"
        and not any(
            not _OFF_NEGATED.search(folded, max(0, m.start() - 30), m.start())
            for m in _GO_ON.finditer(folded, hit.end())
        )
    )


def reply_asks_anew(text: str) -> bool:
    """Whether the writer's own words beside a mail ``text`` quotes ask for a booking of their
    own, with its own head count ("No, Friday is off. Book Cedar for 6 on Tuesday instead.",
    "Das Meeting ist abgesagt. Buch stattdessen Cedar für 6 am Dienstag."): where those words
    alone read as a whole booking, they are the request, not the quote's (requests50: read as
    taken back, or with the quote's head count)."""
    if not header_spans(text) and not any(s.lstrip().startswith(">") for s in text.splitlines()):
        return False
    return _BOOK_NEW.search(_REMINDER.sub(" ", fold(own_words(text)))) is not None


#: A message that asks for "it" — the booking already talked about — to be made: "book it after
#: all", "go ahead and book that room", "please book the room", "let's do it", "go ahead".
_BOOK_IT = compile_kept(
    r"\b(?:(?:book|reserve|grab|take|buch\w*|reserva\w*|reserve[rz]?)\s+(?:it|that|this|them|"
    r"the (?:room|one|booking)|that (?:room|one|booking)|this (?:room|one)|es|das|la|le)|"
    r"go ahead|go for it|(?:let's|let us|please|pls) do (?:it|that)|do it(?: after all)?|"
    r"mach (?:es|das)|hazlo|vas-y|allez-y)\b"
)
#: A booking of its own, with its own head count, asked after the take-back: "> Can we get Maple
#: for 10 on Friday?" answered "No, Friday is off. Book Cedar for 6 on Tuesday instead."
#: (requests50: read as taken back, nothing booked).
_BOOK_NEW = compile_kept(
    r"\b(?:book|reserve|grab|buch\w*|reserv\w*|prenot\w*|boek\w*)\s+(?:[\w'-]+\s+){0,3}?"
    r"(?:for|fur|para|pour|per|voor)\s+\d+\b(?![^.!?\n]*\b(?:myself|ourselves|selbst)\b)"
)
#: A bare booking asked for in the other languages read: "Das andere Meeting wurde abgesagt, also
#: bitte buchen.", "…, donc on peut réserver." (regress51: the cancellation read in them since
#: f3b6e7f4 took the request back, as the English "…, so please book this" does not).
_BOOK_PLEASE = compile_kept(
    r"\b(?:bitte|por favor|s'il (?:te|vous) plait|per favore|alsjeblieft|graag|por favor|"
    r"on peut|vous pouvez|tu peux|wir konnen|du kannst|sie konnen|podemos|puedes|possiamo|puoi|"
    r"we kunnen|je kunt|podes|pode)\s+"
    r"(?:(?!(?:nicht|kein\w*|ne|pas|no|non|niet|geen|nao|nunca|nie|mai|never|not)\b)\w+\s+)?"
    r"(?:buchen|reservieren|reserver|reservar|"
    r"prenotare|boeken|reserveren)\b"
)
#: A go-ahead after the words that turn back: "Never mind my last mail — please go ahead."
_GO_ON = compile_kept(
    r"(?<!i'll )(?<!i will )(?<!we'll )(?<!we will )(?<!ill )\b(?:go ahead|go for it|proceed)\b"
    r"(?![^.!?\n]{0,30}\b(?:myself|ourselves|on (?:my|our) own)\b)"
)
#: A question about what was done: "did you book anything?", "what did you book earlier?"
_ASKS_WHAT = compile_kept(
    r"\?\s*$|^\W*(?:what|which|did|have|has|was|were|is|are|do|does|when|where|how)\b"
)


def asks_again(text: str) -> bool:
    """Whether a later message asks for the booking talked about earlier to be made after all
    ("actually, changed my mind, please go ahead and book it after all", "on second thought,
    book it"), where it names no day or head count of its own: the earlier request, asked
    again (it needs a new approval). A question about what was done ("did you book anything?",
    "what did you book earlier?") and a refusal ("don't book it") are not (outside tester 18:
    such a message was answered with what had been booked, and nothing was asked)."""
    folded = fold(text).strip()
    if not folded or _ASKS_WHAT.search(folded) or called_off(text):
        return False
    if _NEGATED_BOOK.search(folded) or _NEGATED_ASK.search(folded, 0, len(folded)):
        return False
    return bool(_BOOK_IT.search(folded))
