"""Whether a request asks for a booking, and what it rules out: rooms and the request itself.

"I need a free room on Friday for 10" asks for a booking, "Do we have space for 10?" only asks what
is free. A room the person rules out ("but not R-101", "avoid Aspen", "instead of R-102", "don't
book R-102; book another room") is never the room asked for, as a weekday ruled out is never the
day (:mod:`arena.wording.days`); and a request taken back at its end ("Book … Tuesday. Actually,
don't.") asks for nothing at all (:mod:`arena.model.called_off`).
"""

from __future__ import annotations

import re

from arena.lazy_pattern import compile_kept
from arena.model.room_asked import ROOM_ID as ROOM_ID
from arena.model.room_asked import ROOM_RULED_OUT as ROOM_RULED_OUT
from arena.model.room_asked import asked_at as asked_at
from arena.model.room_asked import asked_names as asked_names
from arena.model.room_asked import ruled_out_rooms as ruled_out_rooms
from arena.model.room_choice import named_room as named_room
from arena.model.room_fallback import any_room
from arena.wording.days import DAY_WORDS
from arena.wording.numbers import fold


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


_BOOK_VERBS = compile_kept(
    r"\b(book\w*|reserv\w*|grab|secure|block|schedule|buch\w*|gebucht|reserva\w*"
    # and in the languages whose weekdays arena.wording.far_weekdays reads (outside tester 36),
    # so that "book a free room" there stays a booking where _FAR_FREE reads "free"
    r"|prenot\w*|boek\w*|boka\w*|bestill\w*|(?:za)?rezer[wv]\w*|забронир\w*"
    r"|бронир\w*|заброн\w*|varaa|varat\w*|varais\w*|foglal(?!t\b)\w*|ayir\w*"
    r"|κλεισ(?!τ[οηαω])\w*|κρατησ\w*|hifadhi|weka\s+nafasi|احجز|حجز\w*|להזמין|תזמינ?"
    r"|pesan(?:kan)?|dipesan|memesan"
    # Vietnamese "đặt phòng", "đặt giúp" (book a room, book it for me), folded: not Dutch "dat"
    r"|dat\s+(?:phong|giup))\b"
)
#: (on one line: "* not Sequoia" above "Book it pls" negates no booking, outside tester 29b)
_NEGATED_BOOK = compile_kept(
    r"\b(don't|do not|dont|without|not|nicht|ohne|no|sin|ne|pas|sans"
    # "Hold off on booking anything …", "If I wanted to book Cedar …, would it be free?" (outside
    # tester 31b: each was asked about as a booking)
    r"|hold[^\S\n]+off(?:[^\S\n]+on)?|if[^\S\n]+(?:i|we)[^\S\n]+(?:wanted|were|was)[^\S\n]+to)"
    r"[^\S\n]+(\w+[^\S\n]+){0,2}"
    r"(book\w*|reserv\w*|buch\w*|reserva\w*|prenot\w*|boek\w*)"
    # and in Portuguese, Italian and Dutch: "Não reserve ainda", "Non prenotarla ancora", "Niet
    # boeken nog" (requests50: each booked the room only asked about), the "not" right before
    # the verb, a pronoun or "no need to" between: not "Se Cedar não estiver livre reserve
    # Maple", "Maakt niet uit welke boek een zaal" (regress50: each booked nothing)
    r"|\b(?:nao|non|niet|nunca|jamais)[^\S\n]+(?:(?:o|a|os|as|se|me|lo|la|li|le|ne|ci|het|hem|"
    r"ze|nog|ainda|ancora|mai|precisa|precisas|precisam|precisamos|deve|devem|devi|dovete|serve|"
    r"hoef|hoeft|hoeven|moet|moeten|te|de|di|da)[^\S\n]+){0,3}"
    r"(?:reserv\w*|prenot\w*|boek\w*|book\w*)"
    # the "not" after the verb, as German and Dutch put it: "Buch ihn noch nicht", "Boek hem nog
    # niet" (requests50), ending its clause; not "Buch nicht Cedar, sondern Maple", "Buchen Sie
    # nicht Cedar, sondern Maple" (regress50: booked nothing), a room ruled out; and "Buchen Sie
    # ihn noch nicht" (regress50: booked Cedar)
    r"|\b(?:buch\w*|boek\w*)[^\S\n]+(?:(?:sie[^\S\n]+)?(?:ihn|sie|es|den|das|die|hem|het|deze|dat)[^\S\n]+"
    r"(?:(?:noch|nog|bitte|jetzt|nu|vorerst)[^\S\n]+){0,2}|(?:noch|nog)[^\S\n]+)(?:nicht|niet)\b"
    r"(?=[^\S\n]*(?:[.,;:!?)]|$|(?:bis|tot|voordat|bevor|ehe|until)\b))"
)
#: A negation that asks for the booking: "Don't forget to book …", "do not hesitate to reserve",
#: "no olvides reservar", "n'oublie pas de réserver", "vergiss nicht zu buchen" (items32: read
#: as "don't book", the request as a question, and every adapter failed to ask).
_REMINDER = compile_kept(
    r"\b(?:don't|do not|dont|never|please don't)\s+(?:forget|fail|hesitate)\s+(?:to\s+)?"
    r"|\bno\s+(?:te\s+)?olvid\w*\s+(?:de\s+)?|\bn'oublie\w*\s+pas\s+(?:de\s+|d')?"
    r"|\bvergiss\w*\s+nicht\b,?\s*(?:zu\s+)?"
    r"|\bnao\s+(?:se\s+)?esquec\w*\s+(?:de\s+)?|\bnon\s+(?:ti\s+)?dimentic\w*\s+(?:di\s+)?"
    r"|\bvergeet\s+(?:ook\s+)?niet\b,?\s*(?:om\s+)?"
)
#: A booking refused for one day only: "Do NOT book anything on Monday", "don't book Monday",
#: "nichts am Montag buchen". It keeps a day free, and refuses no booking of another ("Do NOT book
#: anything on Monday, it's a holiday. Wednesday for 6." read as only asking, items32).
_DAY_KEPT_FREE = compile_kept(
    r"\b(?:don't|do not|dont|never|please don't)\s+(?:book|reserve|schedule)(?:\s+(?:anything|"
    r"something|a room|any rooms?|rooms?|us|it))?\s+(?:(?:on|for|in|at|the)\s+){0,2}"
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)day\b"
    r"|\bnichts\s+am\s+(?:montag|dienstag|mittwoch|donnerstag|freitag)\s+buchen\b"
)
#: A booking refused for one room only: "please do not book Atrium for internal meetings. We
#: need a room for 9" (items33: read as only asking what is free), "no reserves Aspen", "nicht
#: Aspen buchen". It rules the room out (ROOM_RULED_OUT), and refuses no booking asked for
#: beside it; the room is checked against the arena's rooms in :func:`_without_room_kept_out`.
_ROOM_KEPT_OUT = compile_kept(
    r"\b(?:don't|do not|dont|never|please don't|no)\s+(?:book|reserve|reserv\w*|buch\w*)\s+"
    r"(?:(?:the|room|el|la|sala|salle|den|raum)\s+){0,2}(?P<room>r-?\d{3}|[a-z]{3,})\b"
    r"|\bnicht\s+(?:(?:den|die|das|raum)\s+){0,2}(?P<de>r-?\d{3}|[a-z]{3,})\s+"
    r"(?:buchen|reservieren)\b"
)
#: "Is the Atrium booked on Friday?": a booking asked about, not one asked for.
_BOOKED_STATE = compile_kept(
    r"\b(?:is|are|was|were|been|isn't|aren't|already|still|ist|esta|estan|est|sont)\s+"
    r"(?:[\w'-]+\s+){0,3}?(?:booked|reserved|gebucht|reservad[oa]s?|reservee?s?)\b"
    # a booking the person has: "did my booking go through?", "the room I booked" (tester 22)
    r"|\b(?:my|our|your|their|his|her)\s+(?:[\w'-]+\s+)?bookings?\b"
    r"|\b(?:i|we|you|they)(?:'ve|'d|\s+have|\s+had)?\s+(?:just\s+|already\s+)?booked\b"
)
#: Asking for a room without a booking verb: "I need a free room", "get us any open room", "find
#: a free room … and lock it in", "can I have a room", "ich brauche einen freien Raum",
#: "necesito una sala libre", "j'ai besoin d'une salle", "would a room … be possible?".
_ASKS_FOR = compile_kept(
    r"\b(?:need|needs|want|wants|get|find|give|arrange|organi[sz]e|sort|set|brauch\w*|"
    r"benotig\w*|mochte\w*|besorg\w*|organisier\w*|necesit\w*|quier\w*|queremos|consegu\w*|"
    r"consig\w*|organiza\w*|besoin|voudrai\w*|veux|voulons|trouve[rz]?|organise[rz]?|"
    r"nab|snag|bag|score|pencil(?:\W+\w+)?\W+in|lock\W+in|"  # "could we nab a room"
    r"(?:looking|searching|hunting) for)\b"
    r"(?!\W+(?:to\s+(?:know|check|find|see|ask|hear)|out)\b)"  # "need to know if", "find out"
    r"(?:\W+\w+){0,3}?\W+(?:rooms?|space|one|somewhere|someplace|place|spot|venue|raum|"
    r"zimmer|salas?|salles?)\b"
    # a room named as the request itself, "free" as its adjective: "Quick one: free room Friday
    # for a 1:1?" (outside tester 18); "is anything free", "whatever's free" stay questions
    r"|(?:^|[.!?:;\n])\s*(?:(?:a|one)\s+)?(?:free|available|spare|open)\s+"
    r"(?:room|space|spot|place)\b"
    r"|\b(?:can|could|may)\s+(?:i|we)\s+(?:(?:possibly|please|perhaps)\s+)?(?:have|get|"
    r"snag|nab|bag)\b"  # "Could we snag Maple on Wed?" (requests44: read as asking what is free)
    # "can you do Friday for 10?", "could you, um, get us Aspen" (heldout47: its fillers gone,
    # "could you, get us Aspen …" read as asking nothing)
    r"|\b(?:can|could|would|will)\s+you(?:\s+|\s*,\s*)"
    r"(?:(?:please|pls|like|just|maybe|perhaps|possibly|kindly)(?:\s+|\s*,\s*))*+"
    r"(?!(?:tell|check|see|confirm|find out|look|show|list|say|let|verify|advise|ask|have|know|"
    r"be|please|pls|like|just|maybe|perhaps|possibly|kindly)\b)[a-z]+"
    r"|\b(?:lock|pin)\s+(?:it|that|this|one)\s+in\b|\b(?:take|hold)\s+it\b|\bgo ahead\b"
    r"|\bbe possible\b|\bis it possible\b"
    r"|\b(?:raum|zimmer)\b(?:\W+\w+){0,4}?\W+(?:besorg|organisier|freihalt|block)\w*"
)
#: Right before a request, words that take it back: "I don't need a room, just tell me …"
_NEGATED_ASK = compile_kept(
    r"\b(?:don't|do not|dont|doesn't|does not|didn't|not|no|nicht|keine?n?|pas|sin)\s+(?:\w+\s+)?$"
)
#: A question: its sentence opens with a question word, or it asks to be told ("tell me if").
_QUESTION_OPENER = _words(
    "is are was were do does did have has how which what what's whats where when who whether "
    "any anything can could would will "
    "ist sind gibt gibts hat haben habt was welche welcher welches wie wo wann "
    "hay que cual cuales cuanto cuantos cuanta cuantas donde cuando tienen tenemos tiene esta "
    "estan existe "
    "est y quelle quelles quel quels combien ou quand avez avons"
)
#: What a spoken or chatty question opens with before its question word: "hi uh yeah is there a
#: room on friday …" (items35: read as a booking, since its first word is no question word).
_FILLERS = _words("hi hey hello hiya heya uh uhm um umm er erm hmm so yeah yep ok okay well oh")


def _opener(words: list[str]) -> str:
    """The first of ``words`` past greetings and fillers."""
    return next((w for w in (w.strip(",") for w in words) if w not in _FILLERS), "")


_TELL_ME = compile_kept(
    r"\b(?:tell me|tell us|let me know|let us know|lmk|check (?:if|whether)|see (?:if|whether)|"
    r"wondering (?:if|whether)|dime si|decidme si|sag mir|sagen sie mir|dis-moi|dites-moi)\b"
)
_AVAILABILITY = compile_kept(
    r"(?<![\w-])(free|available|availability|open|vacant|frei|freie[mnrs]?|verfugbar\w*|libres?|"
    r"disponible\w*"
    # "free" in Italian, Portuguese, Dutch and the far languages: "C'è una sala libera …?",
    # "Czy jest wolna sala …?", "Van szabad tárgyaló …?", "Υπάρχει ελεύθερη αίθουσα …;" (outside
    # tester 36: each read as a booking, so an agent asked to approve one nobody wanted)
    r"|liber[aoi]|livres?|disponivel|disponiveis|disponibil\w*|vrij(?!dag)\w*|beschikbaar|ledig\w*"
    r"|woln\w*|voln\w*|dostepn\w*|свободн\w*|вільн\w*|vapaa\w*|szabad\w*|bos|musait"
    r"|ελευθερ\w*|διαθεσιμ\w*|wazi|متاح\w*|فارغ\w*|شاغر\w*|פנוי\w*"
    # Indonesian: "Apakah ada ruangan kosong hari Senin …?" (outside tester 38: a booking)
    r"|kosong|tersedia)\b(?!-)"
)


#: "… I'll book it myself": the person books, not the model.
_MYSELF = compile_kept(r"\b(?:myself|ourselves|selbst|moi-meme|nous-memes|yo mismo)\b")


#: Words that leave the booking to someone other than the model — the person, a colleague —
#: or say the question is only a question: "I'll ask Sam to do it", "I'll book myself", "Sam
#: will book it", "just asking" (outside tester 27: both were read as asking for a booking).
#: Making the booking: "book (a room)", "do it", "handle the booking" (not "do the catering").
_BOOKING_IT = (
    r"(?:book\w*\b|reserv\w*\b|(?:do|handle|sort|arrange|organi[sz]e|take care of)\s+(?:it|that|"
    r"this|the booking|the room|the reservation|one)\b)"
)
_BOOKED_ELSEWHERE = compile_kept(
    r"\b(?:i|we)(?:'ll|'m going to|'re going to|\s+will|\s+am going to|\s+are going to|"
    r"\s+can|\s+shall|'d rather|\s+would rather)\s+(?:just\s+|probably\s+)?"
    r"(?:(?:ask|get|have|let|tell|leave it to)\s+(?!you\b)(?:[\w-]+\s+){1,3}?(?:to\s+)?"
    rf"{_BOOKING_IT}"
    r"|(?:book\w*|reserv\w*|do|handle|sort|arrange|organi[sz]e)(?:\s+(?:it|that|this|one|"
    r"the room|the booking|a room))?\s+(?:myself|ourselves)\b)"
    rf"|\b(?!(?:i|we|you|it|that|this|which|who)\b)[a-z]+\s+(?:will|'ll|is going to|can)\s+"
    rf"{_BOOKING_IT}(?!\s*,?\s*(?:if|unless|when|in case)\b)"  # not "Sam will, if you can't"
    r"|\b(?:just|only) (?:asking|curious|wondering\b(?! (?:if|whether)))\b|\bout of curiosity\b|"
    r"\bnur (?:eine frage|neugierig)\b|\breine neugier\b|\bsolo (?:preguntaba|pregunto)\b|"
    r"\bpor curiosidad\b|\bpar curiosite\b|\bje demande (?:juste|seulement)\b"
    # a later chat line saying it is done: "ben: already done, booked it myself" (requests44:
    # the first line's request was booked)
    r"|\balready done(?=\s*(?:[.!,;\n]|$))|(?m:^.{0,40}?\b[a-z]+:[ \t]*(?:all )?(?:done|sorted)\b)"
    r"|\b(?:booked|reserved) it (?:myself|ourselves|already)\b"
    r"|\b(?:i|we)(?:'ve| have)? (?:already |just )?(?:booked|reserved|grabbed) it\b"
)


def booked_elsewhere(text: str) -> bool:
    """Whether ``text`` leaves the booking to someone else or only asks
    (:data:`_BOOKED_ELSEWHERE`), and asks for no booking after those words ("… I'll ask Sam.
    Oh, please book one after all" is a booking): the model then books nothing and asks
    nothing."""
    folded = fold(text)
    ends = [m.end() for m in _BOOKED_ELSEWHERE.finditer(folded)]
    return bool(ends) and not _BOOK_VERBS.search(folded, ends[-1])


def only_day_kept_free(text: str) -> str | None:
    """The weekday (as :data:`DAY_WORDS` names it) where it is the only one ``text`` names and
    ``text`` refuses a booking on it by name (:data:`_DAY_KEPT_FREE`: "Don't book Tuesday for
    6, just check what's free"), else None."""
    folded = _REMINDER.sub(" ", fold(text))
    free = {DAY_WORDS[w] for m in _DAY_KEPT_FREE.finditer(folded) for w in _day_words(m.group())}
    named = {DAY_WORDS[w] for w in _day_words(folded)}
    return next(iter(free)) if len(free) == 1 and named == free else None


def _day_words(text: str) -> list[str]:
    return [w for w in re.findall(r"[a-z]+", text) if w in DAY_WORDS]


def _asks(folded: str) -> bool:
    """Whether ``folded`` asks for a booking in so many words: a booking verb, or a room asked
    for ("we need a room") that no "don't" takes back."""
    return bool(_BOOK_VERBS.search(_BOOKED_STATE.sub(" ", folded))) or any(
        not _NEGATED_ASK.search(folded, 0, ask.start()) for ask in _ASKS_FOR.finditer(folded)
    )


def _without_room_kept_out(folded: str) -> str:
    """``folded`` without the bookings it refuses for one of the arena's rooms ("do not book
    Atrium"), where the rest asks for a booking; else as it is ("Don't book Atrium." alone asks
    for nothing)."""
    from arena.model.room_stance import room_names

    names = room_names()

    def drop(m: re.Match[str]) -> str:
        room = m.group("room") or m.group("de")
        return " " if room in names or re.fullmatch(r"r-?\d{3}", room) else m.group()

    rest = _ROOM_KEPT_OUT.sub(drop, folded)
    return rest if rest != folded and _asks(rest) else folded


def wants_booking(text: str) -> bool:
    """Whether the person asks for a booking, not only whether a room is free: a booking verb or
    a request for a room ("I need a free room …", "find one and lock it in") is a booking; a
    question without one ("Do we have space for 10?", "¿Qué salas hay?") is not, nor "is a
    room free Friday for 10" said without a question mark, nor one whose booking is left to
    someone else ("… Actually, I'll ask Sam to do it", "Just asking, I'll book myself")."""
    if booked_elsewhere(text) or _taken_back(fold(text)):
        return False
    reminded = _REMINDER.sub(" ", fold(text))
    folded = _without_room_kept_out(_DAY_KEPT_FREE.sub(" ", reminded))
    if _NEGATED_BOOK.search(folded):
        # "Don't book R-102; book another room": a room ruled out, and a booking asked for
        rest = _NEGATED_BOOK.sub(" ", folded)
        return bool(_BOOK_VERBS.search(_BOOKED_STATE.sub(" ", rest))) and not _MYSELF.search(rest)
    if _BOOK_VERBS.search(_BOOKED_STATE.sub(" ", folded)) or any(
        not _NEGATED_ASK.search(folded, 0, ask.start()) for ask in _ASKS_FOR.finditer(folded)
    ):
        return True
    if folded != reminded and not _day_words(folded):
        # "Don't book Tuesday for 6.": the one day it names kept free, no other asked for, and
        # no booking verb left: it asks for nothing (regress32: read as a booking since 9cf4b81)
        return False
    if _TELL_ME.search(folded) or any(
        _opener(sentence.split()) in _QUESTION_OPENER
        for sentence, mark in _SENTENCES.findall(folded)
        # "… Any room.": no question; "… Any room?" still one (regress43: booked since 79632197)
        if sentence.split()
        and not ((_ANY_ALONE.fullmatch(sentence) or _ANY_FOR.match(sentence)) and "?" not in mark)
    ):
        return False
    if _CJK_QUESTION.search(text) and not _CJK_BOOK.search(text):
        return (
            False  # "金曜日に空いている会議室はありますか？8名です。" asks what is free (items35)
        )
    if _TAKEN_ASKED.search(folded):
        return False  # "Cedar, Fri, 4 ppl — taken already?": whether it is free (requests43)
    # "8 people, Tuesday, whatever room is free": the room left to the model (requests43)
    from arena.model.uncounted import picks_one_room

    return not _AVAILABILITY.search(folded) or any_room(folded) or picks_one_room(text)


#: A question whether a room is taken, with no booking asked: "Cedar, Fri, 4 ppl — taken already?".
_TAKEN_ASKED = compile_kept(
    r"\b(?:taken|gone|occupied|in use|booked(?: up)?)(?:\s+(?:already|yet|then|too))?\s*\?"
)
#: A sentence and the marks that end it.
_SENTENCES = compile_kept(r"([^.!?;:\n\u00bf\u00a1]+)([.!?;:\n\u00bf\u00a1]*)")
#: A sentence that is only "any room": "We'll be 6 on Tuesday. Any room." leaves the room to the
#: model, not a question as "Any room free Tuesday?" is (requests43).
_ANY_ALONE = compile_kept(
    r"\s*(?:and\s+)?any\s+(?:other\s+)?(?:room|one)(?:\s+(?:please|pls|thanks|will do|is fine|"
    r"works))?\s*"
)


#: A sentence that asks for any room for a count, a day or with one left out, with no word of
#: being free: "Any room for 8 on Tuesday except Cedar." leaves the room to the model, as "Room
#: for 8 on Tuesday." does (heldout51: listed what was free); "Any room for 8 on Tuesday?" and
#: "Any room free for 8 on Tuesday." still ask what is free.
_ANY_FOR = compile_kept(
    r"\s*(?:and\s+)?any\s+(?:other\s+)?(?:meeting\s+|conference\s+)?(?:room|space)\s+"
    r"(?=(?:for|on|this|next|except|but|other than|apart from|besides|not|that (?:fits|seats)|"
    r"(?:mon|tues|wednes|thurs|fri)day|\d)\b)"
    r"(?![^\n]*\b(?:free|available|open|vacant|left|bookable)\b)"
)


def says_intent(text: str) -> bool:
    """Whether ``text`` says by itself whether it asks for a booking or only what is free: a
    booking verb, a request for a room, a question word opening a sentence, "tell me if" or a
    word for free. A later message that says none ("And one for 4 people on Friday?", "Also one
    for Thursday.") asks it as the request before it did (:mod:`arena.model.second_send`)."""
    folded = fold(text)
    return bool(
        _BOOK_VERBS.search(folded)
        or _ASKS_FOR.search(folded)
        or _TELL_ME.search(folded)
        or _AVAILABILITY.search(folded)
        or _CJK_QUESTION.search(text)
        or _CJK_BOOK.search(text)
        or any(
            _opener(sentence.split()) in _QUESTION_OPENER
            for sentence in re.split(r"[.!?;:\n\u00bf\u00a1]+", folded)
            if sentence.split()
        )
    )


#: Where the writer changes their mind: what follows replaces what came before.
_CHANGED_MIND = compile_kept(
    r"\b(?:actually|on second thought|scratch that|no wait|wait|hmm|never ?mind|or rather)\b"
)


def _taken_back(folded: str) -> bool:
    """Whether the words after the last change of mind refuse the booking and ask none ("Book a
    room for 6 on Tuesday... or actually just check if something's free, don't book": outside
    tester 38, read as a booking, so an agent asked to approve what the person took back)."""
    marks = list(_CHANGED_MIND.finditer(folded))
    if not marks:
        return False
    from arena.model.room_stance import room_names

    names = room_names()

    def room(m: re.Match[str]) -> str:  # "wait, don't book Juniper": a room ruled out
        said = m.group("room") or m.group("de")
        return " " if said in names or re.fullmatch(r"r-?\d{3}", said) else m.group()

    tail = _ROOM_KEPT_OUT.sub(room, folded[marks[-1].end() :])
    if not _NEGATED_BOOK.search(tail):
        return False
    rest = _NEGATED_BOOK.sub(" ", _REMINDER.sub(" ", tail))
    return not _BOOK_VERBS.search(rest) and not any(True for _ in _ASKS_FOR.finditer(rest))


#: A question in Japanese, Chinese or Korean: its sentence ends with the question particle and
#: mark ("ありますか？", "有空的会议室吗？", "있나요?"), where no question word opens it.
_CJK_QUESTION = compile_kept(r"(?:か|吗|嗎|까|나요|가요)\s*[?\uff1f]")
#: Asking for the booking in those languages ("予約してください", "请预订", "예약해 주세요"), or if
#: it can be booked, as a request is put there ("予約できますか？", "可以预订…吗？", "예약할 수
#: 있나요?", as "Can you book …?" is one: regress35), not saying it is not needed ("予約はまだ不要
#: です", "不用预订", "不要预订").
_CJK_BOOK = compile_kept(
    r"(?:予約|预订|預訂|预定|订|예약)(?:して|を?お願い|しておいて|一下|吧|해|하고|할게)"
    r"|(?:请|請|帮我|幫我|帮忙|幫忙)(?:预订|預訂|预定|订|訂)|订一|訂一|订个|訂個"
    r"|予約(?:でき|したい|すること)|예약(?:할 ?수|하고 ?싶)"
    r"|(?<![不別别])(?:可以|能|想|要)(?:帮我|幫我)?(?:预订|預訂|预定|订|訂)"
)
