"""A yes or no to a question asked the other way round: one that asks for a reason not to book.

A reply may answer a question it quotes, or says back, rather than the request: to "Any
objections?", "Should we cancel?", "Is there a reason not to book it?", "Do you mind if I book
Aspen?" or "Shall I hold off?", a yes is a no to the booking and a no lets it go ahead
(answers40: "> Any objections?\\nyes" and "> Should we cancel?\\nyes" read as approvals and
booked). Read here: the person's own words open with a yes or a no ("yes", "nope", "I do", "not
at all", "Sí"), and the question they answer (the last one quoted, or one said back before the
answer: "Any objections? Yes.") asks against the booking. A yes then denies, unless what follows
it answers the booking itself ("Yes, book it.\n> Shall we cancel?": read as said); a no approves
where nothing or a go-ahead follows it ("No objections.", "No, book it."), a no said after the
person's own question too ("Any objections? No.": answers41; unclear until then; "Do I mind? No.",
"Mind if I book? Not at all.", "Is that a problem? No.": session 42). A question that
asks both ways ("Any objections, or shall I book?") leaves either unclear. With no question quoted
or said back, the request itself may be asked so ("Any objections to booking Aspen for 6 on
Tuesday?"); where it only closes on the question ("Book Aspen for 6 on Tuesday — any
objections?"), a bare yes ("yes", "Sure", "👍") may agree to the booking as well as object, and is
unclear (answers41: each denied). A question
that asks for the booking after its word against ("… cancel the old meeting and book Aspen
instead?"), holds that word inside a "without …", or a request that says what a yes or a no
means ("Reply no to deny."), is not turned: the answer is read as said (regress40). Nor is one
against another matter, whose words are neither the booking's nor the request's ("> Should I
cancel the catering?", "> Do you mind if I bring my dog?": a no there approved, answers40): a no
is read as said, a yes is unclear.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable

from arena.lazy_pattern import LazyPattern
from arena.wording.forms import Reading

#: Korean yes and no as the answer arrives folded: its syllables decomposed (NFD), as
#: :func:`arena.wording.numbers.fold` leaves them ("네" to "Any objections?" approved).
_KO_YES = "|".join(unicodedata.normalize("NFD", w) for w in ("네", "예"))
_KO_NO = "|".join(unicodedata.normalize("NFD", w) for w in ("아니요", "아니오", "아뇨", "아니"))
#: A question that asks for a reason not to book, or whether to call it off (folded words).
NEGATIVE_ASKED = LazyPattern(
    r"\b(?:any(?:thing)? +)?(?:objections?|concerns?|qualms|"
    # "reservations" as a doubt, not the bookings ("Shall I make the reservations?": regress40)
    r"(?:any|no|some|have|has|with|without) +reservations|"
    r"(?:reasons?|anything) +(?:not +to|against|stopping)|(?:anything|anyone) +against|"
    # "Any reason we shouldn't book it?" (answers40 held-out: a yes read as approval)
    r"reasons? +(?:why +)?(?:we|i|you|they) +(?:shouldn'?t|should not|can'?t|cannot|wouldn'?t)|"
    r"(?:do|does|would|will) +(?:you|anyone|anybody) +(?:mind|object|oppose)|"
    # said back in the person's own words: "Do I mind? No.", "Mind if I book? Not at all.", "Is
    # that a problem? No." (session 42: unclear while "Any objections? No." approved)
    r"(?:do|does|would|will) +(?:i|we) +(?:mind|object|oppose)|(?:^|[^\w ] *)mind +if +(?:i|we)\b|"
    r"(?:is|would|will|was) +(?:that|it|this) +(?:be +)?(?:a +|any +)?(?:problem|issue)|"
    r"(?:is|are) +there +(?:a +|any +)?(?:problems?|issues?)|^\W*any +(?:problems?|issues?)|"
    # ... or as a tag after a mark: "Book Maple for 8 — any issues?"
    r"(?:(?<=[^\w\s] )|(?<=[^\w\s]))any +(?:problems?|issues?)|"
    r"(?:are|is) +(?:you|anyone|anybody) +(?:against|opposed)|"
    r"(?:rather|prefer(?: it if)?) +(?:i|we|to) +(?:not|didn'?t|did not|don'?t|cancel|skip|drop|"
    r"hold off|wait|leave)|(?:rather|prefer to) +(?:wait|hold off|skip it|leave it|not)\b|"
    r"(?:should|shall|can|could|must) +(?:i|we) +(?:not +(?:book|reserve|go)|cancel|drop|skip|"
    r"hold off|hold back|wait|leave (?:it|this|that)(?! +(?:as|at|like|with|for)\b)|forget|"
    r"call (?:it|this|that|the \w+) off|"
    r"scrap|abandon|give (?:it|this) a miss|pass)|"
    r"(?:want|like) +(?:me|us) +to +(?:not|cancel|drop|skip|hold off|wait|leave|forget|scrap)|"
    # "> Don't book it?\nyes" (regress40: read as an approval)
    r"^\W*(?:so +)?(?:don'?t|do not|better not|not) +(?:book|reserve)|"
    r"(?:is|was) +(?:it|that|this|the answer) +a +no|"
    # German, French, Spanish, Italian, Portuguese, Dutch
    r"einwande?|einspruch|bedenken|lieber (?:lassen|nicht|absagen)|absagen|stornieren|"
    r"des objections?|une objection|annuler|laisser tomber|"
    r"objecion(?:es)?|algun inconveniente|cancelar(?:lo|la)?|"
    r"obiezioni|annullare|objecao|objecoes|bezwaar|bezwaren|annuleren|"
    # Turkish, Polish, Russian and Ukrainian, by their grammar: a problem-word asked to be there
    # ("Sorun var mı?", "İtirazınız var mı?", "Jakieś zastrzeżenia?", "Есть возражения?");
    # heldout53: "Sorun var mı?" answered "Hayır" denied
    r"(?:sorun|problem|sikinti|itiraz|sakinca|mahsur|engel)\w* +var +mi|"
    r"jakies +(?:problemy|zastrzezenia|obiekcje|sprzeciwy|przeszkody)|"
    r"(?:какие-?(?:то|нибудь) +)?(?:возражения|проблемы|заперечення))\b"
)
#: A question that asks both ways: "Any objections, or shall I book?", "… or not?".
_BOTH_WAYS = LazyPattern(
    r"\b(?:book|reserve|go ahead|proceed|confirm)\w*\b.*\bor\b|"  # "Shall I book it, or would you rather wait?"
    r"\bor\b.*\b(?:book|reserve|go ahead|proceed|confirm|not)\b|\b(?:oder|ou|o|of)\b.*\b(?:buche|"
    r"reserv\w*|book\w*|nicht|pas|no)\b"
    # the go-ahead asked first: "Approve the booking of Aspen, or should I cancel?" (regress40)
    r"|\b(?:book\w*|reserv\w*|approv\w*|confirm\w*|go ahead|proceed|buch\w*|boek\w*|prenot\w*)\b"
    r".*\b(?:or|oder|ou|o|of)\b"
)
#: A yes that opens the answer ("yes", "I do", "Sí", "👍").
_YES = LazyPattern(
    r"^(?:yes+|yep|yup|yeah|yea|ya|yah|sure|correct|right|indeed|absolutely|definitely|of course|"
    r"(?:i|we) (?:do|am|are|would|should|have|mind)|it is|that'?s right|"
    r"si|oui|ja|jawohl|sim|tak|evet|var|da|да|є|jep|"
    # ... in the scripts read without word lists (session 54): the flip is the question's, not
    # the language's, so "いいえ" to "Any objections?" lets it go ahead as "no" does
    rf"はい|ええ|{_KO_YES}|是的|是|有|ναι|nai|ndiyo|haan)\b|^(?:\U0001f44d|\u2705|\U0001f44c)"
)
#: A no that opens the answer ("no", "nope", "none", "not at all", "I don't", "👎").
#: Whose the no is, after it: "No objection from me", "None from my side", "No objections here"
#: (answers41: each unclear to "… — any objections?"); never after a bare "no" ("No from me" may
#: be a vote against).
_MINE = (
    r"(?: +(?:from +(?:me|us|my +side|our +side|my +end|our +end|here)|on +(?:my|our) +(?:side|end|"
    r"part)|here|either))?"
)
_NO = LazyPattern(
    r"^(?:no+ +(?:objections?|concerns?|reasons?|problem|issues?|qualms)(?: +at +all)?"
    rf"{_MINE}|no+(?: +at +all)?|nope|nah|none(?: +at +all| +whatsoever)?{_MINE}|nothing(?: +at +all)?{_MINE}|"
    r"not +at +all|not +really|"
    r"(?:i|we) +(?:don'?t|do not|am not|'?m not|are not|aren'?t|wouldn'?t|would not|shouldn'?t)|"
    r"nein|non|nee|nie|nao|keine?|hayir|yok|нет|ні|немає|"
    rf"いいえ|いや|{_KO_NO}|没有|沒有|不|όχι|οχι|ochi|oxi|nej|nei|hapana|tidak|nahi|nahin)\b"
    r"|^\U0001f44e"
)
#: A booking asked as the question's own act after its word against ("Should we cancel the old
#: meeting and book Aspen instead?", "Shall I skip the waiting list and book it?"): a no to it is
#: a no to the booking (regress40: read as approvals).
_BOOKS_TOO = LazyPattern(
    r"\b(?:and|then|&|und|dann|y|luego|et|puis|e|poi|en|dan)\s+[^?.!;]{0,40}?"
    r"(?:re)?(?:book|reserv|buch|boek|prenot)\w*\b"
)
#: The word against inside a "without …" ("Do you want me to book it without waiting for
#: objections?"): the question asks to book, not for a reason not to (regress40).
_WITHOUT = LazyPattern(r"\bwithout\s+(?:[\w']+\s+){0,3}$")
#: The request says a yes approves or a no denies ("Any objections? Reply no to deny."): the
#: answer is read as said, not turned (regress40: a no read as an approval); "Reply yes to
#: object." turns as the question does.
_SAYS_HOW = LazyPattern(
    r"\b(?:reply|answer|respond|say|type|write|enter|send)\s+(?:with\s+|just\s+)?[\"'\u201c\u2018]?"
    r"(?:(?:yes|y|ok)[\"'\u201d\u2019]?\s+(?:to|for|if you)\s+(?:\w+\s+){0,2}"
    r"(?:approv\w*|book\w*|confirm\w*|go ahead|proceed\w*|agree\w*|accept\w*)"
    r"|(?:no|n)[\"'\u201d\u2019]?\s+(?:to|for|if you)\s+(?:\w+\s+){0,2}"
    r"(?:den\w*|reject\w*|declin\w*|refus\w*|cancel\w*|stop\w*|object\w*))\b"
)
#: A no taken back as soon as said ("No — wait, yes.", "no... actually yes", "No. Well, yes."):
#: no go-ahead (regress40: read as approvals).
_TAKEN_BACK = LazyPattern(
    r"^\W*(?:wait|actually|well|hmm+|hang on|hold on|i mean|scratch that|on second thoughts?"
    r"|correction|sorry|oh|err?m?|uh+)\b"
)
#: A yes alone that agrees to whatever was said ("yes", "sure", "👍"): to a request that closes
#: with "— any objections?" it may agree to the booking or object (answers41: each denied),
#: unlike an answer to the question's own words ("I do", "I would", "we have").
_AGREES = LazyPattern(
    r"(?:yes+|yep|yup|yeah|yea|ya|yah|sure|correct|right|indeed|absolutely|definitely|"
    r"of course|si|oui|ja|jawohl|sim|tak|evet|da|да|jep|\U0001f44d|\u2705|\U0001f44c)"
    r"(?: *(?:\U0001f44d|\u2705|\U0001f44c|!+|\.+))*"
)
_QUESTION = LazyPattern(r"[^.?!\n]*\?")
#: Words such a question may hold besides its asking against: the booking, "it", the asker.
_ABOUT_BOOKING = frozenset(
    re.split(
        r"\s+",
        "it it's its this that the a an to with about for of on at in from me us we i you my our if "
        "any anything there is are be would will do does should shall can could just still now then "
        "so or go ahead going proceed proceeding booking book booked reserve reserving reservation "
        "have has got mind "
        "room request one meeting slot time week day asking again soll ich es die buchung den raum "
        "wir lieber la le lo les des une un y a il hay alguna algun reserva sala "
        "bir herhangi czy sa jest есть ли є",
    )
)


def _of_booking(question: str, asked: str | None) -> bool:
    """Whether ``question`` (folded) asks against this booking: beside its asking against, no
    word but the booking's, "it" or the request's own ("> Any objections to booking Aspen?"),
    not another matter ("> Should I cancel the catering?", "> Do you mind if I bring my dog?")."""
    allowed = _ABOUT_BOOKING | set(re.findall(r"[\w'-]+", asked or ""))
    rest = NEGATIVE_ASKED.sub(" ", question)
    return all(word in allowed for word in re.findall(r"[\w'-]+", rest))


_SAID_BACK = LazyPattern(r"^\s*([^.?!\n]*\?)\s*(\S.*)$", re.S)


def against_asked(
    own: str, quoted: Callable[[], str], asked: str | None, reads: Callable[[str], str]
) -> Reading | None:
    """What a yes or no says to the booking where it answers a question asked against it (see
    the module docstring); ``own``: the person's words (folded, no quoted lines); ``quoted``: the
    lines the reply quotes (folded), asked for only where ``own`` may answer; ``reads``: the reader's verdict on words alone. None where
    the answer opens with no yes or no, or its question asks no such thing."""
    own = own.strip()
    said_back = _SAID_BACK.match(own)
    if not (said_back or _NO.search(own) or _YES.search(own)):
        return None  # most answers: no yes or no opens them
    questions = _QUESTION.findall(quoted())
    question = questions[-1] if questions else None
    if question is None and said_back and NEGATIVE_ASKED.search(said_back.group(1)):
        if "?" in said_back.group(2):
            return None  # "Any objections? No?": asked back, read as said
        question, own = said_back.group(1), said_back.group(2).strip()
    tagged = False  # the request closes on a bare "… — any objections?" (answers41)
    if question is None and asked:
        asked_questions = _QUESTION.findall(asked)
        if len(asked_questions) == 1 and NEGATIVE_ASKED.search(asked_questions[0]):
            question = asked_questions[0]
            tagged = _tag_only(question) and not re.search(r"\byes\b", asked)
    if question is None or not _against(question) or _SAYS_HOW.search(f"{asked or ''} {question}"):
        return None
    said = question.strip(" >\t?")
    no, yes = _NO.search(own), _YES.search(own)
    if not no and not yes:
        return None
    rest = own[(no or yes).end() :].strip(" \t\n,.;:!-\u2013\u2014")  # type: ignore[union-attr]
    rest_says = reads(rest) if rest else None
    if yes and rest_says == "approve":
        return None  # "Yes, book it.\n> Shall we cancel?": the own words answer the booking
    if not _of_booking(question, asked):  # "> Should I cancel the catering?": another matter
        return Reading("unclear", f"a yes to {said!r}, which asks against it") if yes else None
    if _BOTH_WAYS.search(question):
        return Reading("unclear", f"{said!r} asks both for a reason not to and to go ahead")
    if yes:
        if _NO.search(rest):
            return Reading("unclear", f"a yes to {said!r}, then {rest!r}: said both ways")
        if tagged and not rest and _AGREES.fullmatch(own.strip(" \t\n.!")):
            # "yes" to "Book Maple … — any objections?": to the booking or to an objection
            return Reading("unclear", f"a yes to {said!r} may agree to the booking or object")
        return Reading("deny")  # "> Any objections?\nyes": a yes to a reason not to book
    if _TAKEN_BACK.match(rest):  # "> Should we cancel?\nNo — wait, yes.": read approve (regress40)
        return Reading("unclear", f"a no to {said!r}, then taken back: {rest!r}")
    if rest_says in (None, "approve"):
        return Reading("approve")  # "> Any objections?\nnone": no reason not to
    if rest_says == "deny":
        return None  # "> Any objections?\nNo, don't book it.": the own words refuse the booking
    if _NO_AS_SAID.match(own):
        return None  # "nej, men boka inte", "いいえ、でも予約しないで": read as said (regress54)
    return Reading("unclear", f"a no to {said!r}, then {rest!r}")


#: A no in the words session 54 added, whose rest the reader of words alone cannot read once
#: folded (Japanese loses its voicing marks: "予約しないで" -> "予約しないて"; "、" stays on it):
#: where that rest reads unclear, the whole answer is read as said, as before they were added
#: ("nej, men boka inte", "いいえ、でも予約しないで", "tidak, batalkan" denied; "Tidak ada
#: masalah" approved; e7c451ca read each unclear).
_NO_AS_SAID = LazyPattern(
    rf"^(?:いいえ|いや|{_KO_NO}|没有|沒有|不|όχι|οχι|ochi|oxi|nej|nei|hapana|tidak|nahi|nahin)\b"
)


def _tag_only(question: str) -> bool:
    """Whether ``question`` ends on its word against with nothing after it ("Book Maple for 8 —
    any objections?", "Booking Aspen. Any objections?"), a tag to a booking put forward: a bare
    yes to it may agree to the booking. "Any objections to booking Aspen?" and "Do you have
    reservations about booking it?" ask only the question, which a yes answers (session 40)."""
    found = list(NEGATIVE_ASKED.finditer(question))
    return bool(found) and not question[found[-1].end() :].strip(" ?!.\t")


def _against(question: str) -> bool:
    """Whether ``question`` asks for a reason not to book: a word against it not inside a
    "without …" nor a label ("capacity concerns: none"), and no booking asked after it as the
    question's own act."""
    found = [
        m
        for m in NEGATIVE_ASKED.finditer(question)
        if not _WITHOUT.search(question[: m.start()])
        and not question[m.end() :].lstrip().startswith(":")
    ]
    return bool(found) and not _BOOKS_TOO.search(question[found[0].end() :])
