"""Read a person's answer to an approval request: approve, deny, or unclear — never a guess.

Answers reach the model as the gate tool's result in many shapes: the harness's own
``APPROVED by …`` / ``DENIED by …``, ``Answer from …: <free text>``, a framework's JSON
(``{"confirmed": false}``) or a user message; forms and JSON are :mod:`arena.wording.forms`,
free text alone (:func:`classify`, :func:`classify_why`) :mod:`arena.wording.free_text`. Mail
reads as the person's own words only (:func:`arena.wording.mail.own_words`: no quoted lines, no
signature; forwarded alone: unclear), its chat shorthand spelt out ("nvm", "w/o", "tmrw",
"passt ned": :mod:`arena.wording.chat`), and a wish or goodbye beside it ("Approved. Have a good
weekend!", "See you tomorrow!") names no day or time, nor a yes when only the request's own
when-words follow it ("Have a great time after lunch!": :mod:`arena.wording.pleasantries`); own
words over 2,000 characters are not read (:mod:`arena.wording.read_limit`).
With the request's words given (``asked``), what a yes repeats of it is "it" and a room, day,
time or count it adds leaves it unclear (:func:`arena.wording.facts.compare`); a yes that adds a
day said relative to today, a change of head count or someone joining is unclear
(:mod:`arena.wording.changes`). A condition that only restates the request ("yes, as long as it's
Aspen") is met (:func:`arena.wording.provisos.drop_met`); with no request given, a yes that
leaves something out ("yes w/o Aspen") may leave out the room asked for and is unclear; with it, a
yes that speaks against its own room, day or count ("yes, avoid Aspen", "sure, though Aspen is too
small") is unclear (:mod:`arena.wording.against`), as is one that asks for more than the booking
(:mod:`arena.wording.beyond`). The asked room or day as the answer's label ("Aspen: yes") is
the request's, not a speaker's name; a sentence about another errand ("I'll send the agenda
tonight") names no day or time for the booking (:mod:`arena.wording.errands`). A no that asks for
another room, day, time or count in the booking's place ("No, book Cedar instead") is unclear
(:mod:`arena.wording.counter_offers`). :func:`explain_answer` says which words left an answer unclear,
for a message that names them.
"""

from __future__ import annotations

import json
import re

from arena.lazy_pattern import LazyPattern
from arena.wording import forms
from arena.wording.against import spoken_against
from arena.wording.answer_words import words
from arena.wording.beyond import beyond_asked
from arena.wording.changes import CHANGED_COUNT, MOVED, left_out_person
from arena.wording.changes import CHANGED_FACT as _CHANGED_FACT
from arena.wording.chat import (
    chat_marks,
    spell_out,
    spoiler,
    thanks_as_yes,
    unslacked,
    without_chat_stamps,
)
from arena.wording.cjk_counts import counts_said
from arena.wording.contact_notes import without_contact_notes
from arena.wording.corrected_last import after_last_mark
from arena.wording.count_typos import respelt_counts
from arena.wording.days import english_days
from arena.wording.deferrals import deferred
from arena.wording.delegated import without_delegation
from arena.wording.dictation import heard_times, lost_words
from arena.wording.empty_notes import without_empty_notes
from arena.wording.errands import without_errands
from arena.wording.facts import RoomWords, compare
from arena.wording.far_weekdays import weekdays_in_english as far_days
from arena.wording.forms import Reading as Reading
from arena.wording.forms import Verdict as Verdict
from arena.wording.forms import answer_text as answer_text
from arena.wording.forms import is_pending as is_pending
from arena.wording.framing import ACK as _ACK
from arena.wording.framing import NO_FINE as _NO_FINE
from arena.wording.free_text import BOTH, quoted
from arena.wording.free_text import classify as classify
from arena.wording.free_text import classify_why as classify_why
from arena.wording.future_asks import without_future_asks
from arena.wording.links import without_links
from arena.wording.mail import above_signature, own_words, quoted_lines
from arena.wording.marker_pairs import after_pair
from arena.wording.mockery import mocks_the_request
from arena.wording.moved_yes import moved_elsewhere
from arena.wording.named_facts import room_key, room_keys
from arena.wording.negation import (
    KEY_FALSE,
)
from arena.wording.negative_questions import against_asked
from arena.wording.no_branch import after_no, refused_offer
from arena.wording.no_problem import without_no_problem
from arena.wording.numbers import fold
from arena.wording.other_languages import no_beside_yes
from arena.wording.other_languages import whole_answer as other_whole_answer
from arena.wording.own_role import without_own_role
from arena.wording.pleasantries import wish_on_asked, without_wishes
from arena.wording.polite_no import polite_no
from arena.wording.provisos import EXCLUSION_RE, drop_met
from arena.wording.read_limit import ANSWER_AT_MOST, squeezed, too_long
from arena.wording.scripts import unread_words, without_sign_off
from arena.wording.signals import AGREE_RE
from arena.wording.split_answers import split_verdict
from arena.wording.stamps import without_message_headers
from arena.wording.typos import unleet
from arena.wording.withdrawn_yes import as_it, withdrawn
from arena.wording.yes_branch import after_yes

#: A chat vote as the whole answer ("+1", "-1").
_VOTE: dict[str, Verdict] = {"+1": "approve", "-1": "deny"}


def read_answer(text: str, asked: str | None = None, *, rooms: RoomWords | None = None) -> Verdict:
    """What an answer says about going ahead (see the module docstring); ``asked``, the request's
    words, lets a yes that repeats its room or head count read as the plain yes it is, and one
    that adds a room, day, time or count unclear. ``rooms``: the arena's rooms (names and ids,
    :data:`arena.wording.facts.RoomWords`), the only words read as rooms; without them only an
    id-shaped word is ("R-204")."""
    return explain_answer(text, asked, rooms=rooms).verdict


def explain_answer(
    text: str, asked: str | None = None, *, rooms: RoomWords | None = None
) -> Reading:
    """:func:`read_answer`'s verdict with the words that made an answer unclear ("adds time
    'weekend' to the request", "'are you sure' doubts it"), so that an item's loader can say which
    words to change. A yes that asks for more than the booking asked ("every Tuesday", "upstairs",
    "plus Kim", "check the AV first": :mod:`arena.wording.beyond`) is unclear."""
    text = squeezed(text)  # 16,000 newlines: one pass, not one per character (session 41)
    keys = {k for ks in room_keys(rooms) for k in ks}  # "[10:42] Dana: yes", not "Maple 10:42:"
    text = without_message_headers(text, lambda word: room_key(word) in keys)  # :mod:`stamps`
    text = without_own_role(text)  # "I'm the one who decides: yes": :mod:`own_role`
    text = without_delegation(text)  # "On behalf of Dana: yes": :mod:`delegated`
    text = without_future_asks(text)  # "Sure — no need to ask next time": :mod:`future_asks`
    text = chat_marks(unslacked(text))  # "<@U02ABC> yes": a mention, no number 02; 'Liked "…"'
    text = without_contact_notes(text)  # "Yes. Call me on 555 0142.": no count (tester 37)
    text = without_empty_notes(text)  # "Decision: approved\nComment: none" (heldout41)
    text = unleet(without_links(text, rooms))  # "Yes! http://bit.ly/3xYz9", "y3s": no count
    asked = without_chat_stamps(asked) if asked else asked  # "priya 10:06": no time asked
    turned = _against_asked(text, asked, rooms)  # "> Any objections?\nyes": a no
    if turned is not None:
        return turned
    later = deferred(_own(text)) if not forms.HARNESS.match(text) else None
    if later:  # "Not yet — I need to check headcount.": :mod:`arena.wording.deferrals`
        return Reading("deny", f"{later!r} puts the booking off: a no for now")
    reading = _explain(text, asked, rooms)
    mocked = mocks_the_request(_own(text), asked, rooms) if reading.verdict != "deny" else None
    if mocked:  # "book the 24-seat Atrium for two people, brilliant idea 🙄": :mod:`mockery`
        return Reading("deny", f"{mocked!r} named against the request, in irony")
    declined = _declined(text, reading)  # "今回は見送らせてください": :mod:`polite_no`
    if declined is not None:
        return declined
    refused = (
        refused_offer(text, _own(text), asked, rooms) if reading.verdict == "unclear" else None
    )
    if refused:  # "Not on Wednesday. Do Thursday instead.": its "not" read as no no
        return Reading("deny", f"{refused!r} is another request: the one asked is ruled out")
    if reading.verdict == "deny":  # an offer, an absence, a yes in another script: :mod:`no_branch`
        return after_no(text, _own(text), asked, rooms, reading, _explain, _unread_beside)
    above = above_signature(_own(text)) if reading.verdict == "unclear" else None
    if above and _explain(above, asked, rooms).verdict == "deny":
        return Reading("deny")  # "No.\n--\nMaria\nApproved vendor since 2019": its slogan
    rest = after_pair(_own(text)) if reading.verdict == "unclear" else None
    if rest and explain_answer(rest, asked, rooms=rooms).verdict == "deny":
        return Reading("deny")  # "Ja nee, liever niet boeken": :mod:`marker_pairs`
    if reading.verdict != "approve":
        return reading
    hidden = spoiler(_own(text))  # "||yes||": :mod:`arena.wording.chat`
    if hidden:
        return Reading("unclear", f"{hidden!r} is hidden behind a spoiler mark")
    lost = lost_words(_own(text))  # "[inaudible] book it": :mod:`arena.wording.dictation`
    if lost:
        return Reading("unclear", f"{lost!r}: the transcript lost words the answer said")
    # after a correction that decided ("いいえ、やっぱりお願いします", "Nee. Eigenlijk wel, boek
    # maar."), only its last part is read for a no beside the yes: :mod:`corrected_last`
    last = after_last_mark(_own(text)) if not forms.HARNESS.match(text) else None
    last = last if last is not None and classify(last) == "approve" else None
    unread = _unread_beside(
        last if last is not None else text, asked
    )  # "Не OK.", "OKじゃない": :mod:`arena.wording.scripts`
    if unread:
        return Reading("unclear", f"{unread!r} is in a script the reader does not read")
    # "yes hapana", "ok nahi": :mod:`other_languages`; read in the person's own words, as the
    # gate's "Answer from …:" would make "yes nem" a long answer (outside tester 31a)
    # ... not a footer below the signature (answers40), nor a "nei" waved off before a go-ahead
    # ("Nei, det går fint, bare kjør": answers52), nor one inside an idiom that agrees ("ja,
    # varför inte?", "ja, hvorfor ikke": answers53)
    own_said = _NO_FINE.sub(" ", fold(_own(text) if last is None else last))
    # ... nor the negator of a problem-word ("koi baat nahi", "tidak masalah": :mod:`no_problem`)
    other_no = no_beside_yes(without_no_problem(AGREE_RE.sub(" ", own_said)))
    # ... nor the no a worry waved off in its own language opens ("Hayır, sorun yok, ayırt")
    other_no = None if other_whole_answer(_own(text)) == "yes" else other_no
    if other_no:
        return Reading("unclear", f"{other_no!r} may be a no in another language")
    beyond = (
        beyond_asked(text, asked, rooms)
        or _quoted_elsewhere(text, asked)
        or _quoted_refusal(text, rooms)
    )
    if beyond:
        return Reading("unclear", beyond)
    # a choice left open, a swap, a slip for a count, a name, an errand: :mod:`yes_branch`
    return after_yes(text, _own(text), asked, rooms, reading, read_answer)


#: Words of a quoted question that ask only for the go-ahead ("Shall I go ahead?", "OK with the
#: room?"): the request put another way, not another question; not "Any objections?", which a yes
#: answers the other way.
_GO_AHEAD = words(
    "a ahead all alright an and any are can could do does everything fine for go go-ahead good happy "
    "i is it me may no ok okay on or please proceed request room "
    "booking reservation right set shall should so still sure that the then this to us we "
    "what with yes you your continue let permission allowed agree agreed correct green light want "
    "sign off cool would like"
)
#: The request's own words that say nothing of what it is about ("Book … for 6 people on …").
_ASKED_PLAIN = words("for the and on at people persons pax book reserve room with from to")
#: A booking asked for: its verb ("Book Aspen?", "Can you reserve it?", "Approve?").
_BOOKING_ASKED = LazyPattern(
    r"\b(?:book|reserv|hold|approv|confirm|buchen|reservier|r[eé]serv|prenot|boek)\w*", re.I
)


def _quoted_elsewhere(text: str, asked: str | None) -> str | None:
    """Why a yes is the answer to a question its reply quotes that is not the booking ("> Can we
    get pizza?\nyes", "> Can Sam join too?\nsure": held-out tester 39 found each approved and
    booked): every question quoted names none of the request's room, day, count or words, asks
    for no booking, and asks more than the go-ahead. None where no question is quoted."""
    if not asked or forms.HARNESS.match(text):
        return None
    body = quoted_lines(answer_text(text) if forms.ANSWER_FROM.match(text) else text)
    questions = [q.strip() for q in re.findall(r"[^.?!\n]*\?", body) if q.strip(" ?")]
    if not questions or _BOOKING_ASKED.search(_own(text)):
        return None  # "Yes, book it.\n> Shall we cancel?": the person's own words name it
    request = {w for w in re.findall(r"[a-z0-9]+", fold(asked)) if w not in _ASKED_PLAIN}
    for question in questions:
        said = re.findall(r"[a-z0-9'-]+", fold(question))
        if _BOOKING_ASKED.search(question) or any(w in request for w in said):
            return None
        if all(w in _GO_AHEAD for w in said):
            return None
    return f"it answers the quoted question {questions[-1]!r}, not the booking"


def _quoted_refusal(text: str, rooms: RoomWords | None) -> str | None:
    """Why a yes agrees with a refusal its reply quotes ("> Please do not book R-102.\nyes",
    "> No, don't book it\nyes", "> No.\n+1": regress40 found each approved and booked): the
    reply opens with the quoted lines, they read alone as a no, and the person's own words name
    no booking of their own ("Yes, book it.\n> Don't book it." is read as said). None where
    nothing is quoted, or the own words come first, above an older message."""
    if forms.HARNESS.match(text):
        return None
    whole = answer_text(text) if forms.ANSWER_FROM.match(text) else text
    if not whole.lstrip().startswith(">"):
        return None  # own words above an older message quoted below ("Yes, go ahead.\n> No.")
    body = quoted_lines(whole).strip()
    if not body or _BOOKING_ASKED.search(_own(text)):
        return None
    if _explain(body, None, rooms).verdict != "deny":
        return None
    return f"it agrees with the quoted {' '.join(body.split())[:60]!r}, which refuses the booking"


def _against_asked(text: str, asked: str | None, rooms: RoomWords | None) -> Reading | None:
    """A yes or no to a question asked against the booking ("> Should we cancel?\nyes"):
    :mod:`arena.wording.negative_questions`; none in the harness's verdict."""
    if forms.HARNESS.match(text):
        return None
    body = answer_text(text) if forms.ANSWER_FROM.match(text) else text
    return against_asked(
        fold(_own(text)),
        lambda: fold(quoted_lines(body)),
        fold(asked) if asked else None,
        lambda said: _explain(said, None, rooms).verdict,
    )


def _declined(text: str, reading: Reading) -> Reading | None:
    """A no said by putting off or passing ("Lain kali saja ya", "Bu sefer pas geçelim":
    :mod:`arena.wording.polite_no`): a no alone, unclear beside anything that is no no; none in
    a harness verdict or form, or where the answer reads as a no already."""
    if reading.verdict == "deny" or forms.HARNESS.match(text) or KEY_FALSE.search(fold(text)):
        return None
    found = polite_no(_own(text))
    if found is None:
        return None
    phrase, alone = found
    if (
        not alone
        and _explain(fold(_own(text)).replace(phrase, " ", 1), None, None).verdict == "deny"
    ):
        return Reading("deny")  # "Vazgeçtim, rezerve etme." (gave up, don't book: heldout44)
    return Reading("deny") if alone else Reading("unclear", f"{phrase!r} may put it off or pass")


def _own(text: str) -> str:
    """The person's own words: no gate framing ("Answer from …:"), quoted lines or signature."""
    return own_words(answer_text(text) if forms.ANSWER_FROM.match(text) else text)


def _unread_beside(text: str, asked: str | None, said: str = "yes") -> str | None:
    """Words of the person's own free text in a script the reader does not read, other than a
    ``said`` ("yes" or "no") that script reads alone; none in the harness's "APPROVED by …" or
    a form, whose names may be written in any script."""
    if forms.HARNESS.match(text) or KEY_FALSE.search(fold(text)):
        return None
    try:
        json.loads(text)
        return None
    except (ValueError, TypeError):
        pass
    own = counts_said(_own(text))[0]  # "はい、6名で": the count was held against the request's
    own = without_sign_off(own)  # "Yes. — 田中": a name, no word
    if other_whole_answer(own) is not None:
        return None  # "はい、お願いします": a yes the reader knows in its own script
    while (unread := unread_words(own, asked)) is not None:
        if other_whole_answer(unread) != said:
            return unread
        own = own.replace(unread, " ", 1)  # "はい yes", "Да, yes": a yes said twice (answers41)
    return None


def _explain(text: str, asked: str | None, rooms: RoomWords | None) -> Reading:
    """:func:`explain_answer` before :mod:`arena.wording.beyond` is asked."""
    try:
        value = json.loads(text)
    except (ValueError, TypeError):
        value = None
    structured = forms.structured(
        value, lambda said: read_answer(said, asked, rooms=rooms), asked, rooms
    )
    if structured is not None:
        return Reading(structured)
    if KEY_FALSE.search(fold(text)):
        return Reading("deny")  # "approved: false", "APPROVED=FALSE": a yes key set to no
    harness = forms.HARNESS.match(text)
    if harness:
        return Reading("approve" if harness.group(1) == "APPROVED" else "deny")
    own = own_words(answer_text(text) if forms.ANSWER_FROM.match(text) else text)
    said = spell_out(thanks_as_yes(own))  # "Cheers!" alone; "Cheers, bye" is no yes
    if (long := too_long(said, ANSWER_AT_MOST)) is not None:
        return Reading("unclear", long)  # read, it took seconds: :mod:`arena.wording.read_limit`
    form = forms.filled(said)  # "[x] approve [ ] deny", "y/n: y"
    said = without_wishes(said if form is None else form, rooms)
    said = without_errands(said, rooms)  # "I'll send the agenda tonight.": :mod:`errands`
    said, told = counts_said(said)  # "はい、6名で": :mod:`arena.wording.cjk_counts`
    # "yes for eighht people", "yes at ate thirty": the count or hour the slip stands for
    said = respelt_counts(heard_times(said))  # :mod:`count_typos`, :mod:`dictation` (answers38)
    other_count = [n for n in told if not asked or compare(f"for {n} people", asked, rooms).added]
    if other_count:
        return Reading("unclear", f"adds count {other_count[0]} to the request")
    vote = _VOTE.get(re.sub(r"[\s.!]", "", said))
    if vote is not None:
        return Reading(vote)  # "+1": a vote, not one more person
    if not asked:
        return _unasked(classify_why(said), said)
    # what the yes repeats of the request is "it"; a room, day, time or count it adds leaves it
    # unclear ("Yes, Maple", "Yes, Wednesday please", "Yes, 8 people": red team 10)
    # "ja, men fredag" to a Thursday request: a weekday in a language :mod:`far_weekdays` reads
    compared = compare(english_days(far_days(said)), english_days(far_days(asked)), rooms)
    if wish_on_asked(compared.text):  # "Have a great time after lunch!"
        return Reading("unclear", "a wish alone says neither yes nor no")
    # "Aspen: yes", "Tuesday: yes": the request's own fact as the label, not a speaker's name
    labelled = _OWN_LABEL.sub("", compared.text) if not _OWN_LABEL.match(fold(said)) else None
    met = drop_met(said, labelled or compared.text, compared.others)  # "as long as it's Aspen"
    reading = _echoed(classify_why(met), said, compared.text)  # "ok, 3 till 4 then"
    keys = {k for ks in room_keys(rooms) for k in ks}
    split = split_verdict(as_it(said, english_days(asked), rooms), keys)
    if split:  # "Yes to Cedar, no to Maple.": :mod:`arena.wording.split_answers`
        return Reading(split)
    if (
        reading.verdict != "deny"
        and not compared.added
        and withdrawn(as_it(said, english_days(asked), rooms), classify, said)
    ):
        return Reading("deny")  # "yes but not Cedar" to Cedar: :mod:`arena.wording.withdrawn_yes`
    moved = moved_elsewhere(said, asked, rooms, classify) if reading.verdict != "deny" else None
    if moved:  # "Sure, but Wednesday, not Tuesday.": :mod:`arena.wording.moved_yes`
        return Reading("deny", f"{quoted(moved)} moves the booking: the one asked is refused")
    unmet = [a[5:] for a in compared.added if _TURNED.match(a)] if reading.why == BOTH else []
    if unmet:  # "yes, not before noon" to "… at 9am": its "not" is no "no"
        return Reading(
            "unclear", f"{', '.join(unmet)}: a condition the request's time does not meet"
        )
    against = spoken_against(said, asked, rooms) if reading.verdict == "approve" else None
    if against:  # "yes, avoid Aspen" to "Book Aspen?": not another room's (outside tester 22)
        return Reading("unclear", f"{quoted(against)} speaks against what was asked")
    changed = (
        _CHANGED_FACT.search(" " + fold(compared.text) + " ")
        or CHANGED_COUNT.search(" " + fold(said) + " ")
        or MOVED.search(" " + fold(said) + " ")  # "Sí, una hora más tarde": its "tarde" as said
    )  # "me plus six", "six more" to a request for 6: its own count said as "it" above
    # "yes, minus Bob": one fewer than asked (session 27)
    change = changed.group() if changed else left_out_person(compared.text, compared.others)
    if reading.verdict != "approve" or not (compared.added or change):
        return reading
    if compared.added:
        return Reading("unclear", f"adds {', '.join(compared.added)} to the request")
    return Reading("unclear", f"{quoted(change or '')} changes the booking")


#: A label that is the request's own room, day or time, said as "it" by :func:`compare`, opening
#: the answer ("Aspen: yes", "Tuesday: no"); where the person wrote "it" or "IT" it may be the IT
#: department's say ("IT: approved"), which stays someone else's.
_OWN_LABEL = LazyPattern(r"^\s*it\s*:\s*(?=\S)", re.I)


#: A time bound turned by a "not" that :func:`compare` found the request's time outside of.
_TURNED = LazyPattern(r"time '(?:not|nicht|pas|no|never|nie|jamais|nunca) ", re.I)


#: After an "ok": only the request's own facts, said as "it" by :func:`compare`, and a "then".
_ECHO_REST = LazyPattern(
    r"(?:it\b[\s,\u2013-]*)+(?:then|so|please|pls|is|dann|bitte|alors|donc|entonces|pues|"
    r"por favor)?[\s.!]*"
)


def _echoed(reading: Reading, said: str, compared: str) -> Reading:
    """``reading``, or a yes where an "ok" is followed only by the request's own room, day or
    time ("ok, 3 till 4 then", "Alles klar, Dienstag dann", "ok, Cedar then" to a Cedar
    request, "Alright, 3 till 4 it is"): the person says back what was asked, which is no "ok,
    later" (outside tester 25)."""
    if reading.verdict != "unclear":
        return reading
    folded = fold(compared)
    if len(re.findall(r"\bit\b", folded)) <= len(re.findall(r"\bit\b", fold(said))):
        return reading  # no fact of the request was said back
    ack = _ACK.match(folded)
    if ack is None or not ack.group().strip() or not _ECHO_REST.fullmatch(folded, ack.end()):
        return reading
    return Reading("approve") if classify_why(ack.group()).verdict == "approve" else reading


def _unasked(reading: Reading, said: str) -> Reading:
    """``reading`` of an answer to a request nobody gave: a yes that leaves something out ("yes
    w/o Aspen") may leave out what was asked for, so it is unclear."""
    left_out = EXCLUSION_RE.search(fold(said)) if reading.verdict == "approve" else None
    if left_out is None:
        return reading
    clause = re.match(r"[^.,;:!?\n]*", fold(said)[left_out.start() :])
    return Reading("unclear", f"{quoted(clause.group())} may leave out what was asked")  # type: ignore[union-attr]


#: A "not" after a pause at the end ("Sure, NOT.", "Great idea... not!"): it takes back what came
#: before it.
