"""Sign-offs, forwards and incidental call-off verbs in an answer (red team 14).

Held out: written for this reader before it was changed, none of them the red team's sentences
(red team 14 found "Yes.\nThanks\nActually no, don't book it." and a forwarded "Yes, go ahead."
read as approvals, and "Yes, book it and drop the meeting invite to the team." unclear). A line
that closes a message starts a signature only when what follows it signs (a name, a title, contact
lines, a footer); words that answer after it are the person's. Someone else's words, forwarded,
quoted or reported, with nothing of the person's own above them, are no answer. A call-off verb
aimed at a noun that only describes another ("the booking confirmation") calls nothing off.
"""

from __future__ import annotations

from arena.wording.answers import read_answer
from row_table import rows

ASK = "Book R-102 (Aspen) for 6 people on Tuesday"
ROOMS = [("R-101", "Birch"), ("R-102", "Aspen"), ("R-204", "Cedar"), ("R-305", "Maple")]


def _read(text: str) -> str:
    return read_answer(text, ASK, rooms=ROOMS)


#: A no (or a turn to one) after a line that looks like a sign-off: never an approval.
NO_AFTER_SIGN_OFF = [
    "Yes, go ahead.\nThanks\nHold on, no. Don't book it.",
    "Sure.\nThanks!\nNo wait, please don't book that room.",
    "OK\nCheers\nscratch that - do not book.",
    "Approved.\nBest,\nActually, reject it. Wrong room.",
    "Go ahead.\nRegards\nSorry, no. Cancel that.",
    "Yes\nthx\nno, don't.",
    "Fine.\nKind regards,\nOn reflection: no, do not book it.",
    "Yep\nThank you\nEh, forget it, we don't need it.",
    "Yes, book it\nMany thanks\nOops - no! Don't book it, it's the wrong week.",
    "Sure\nTake care\nWait. No. Don't.",
    "Ja.\nDanke\nNein, doch nicht buchen.",
    "Ja, bitte.\nViele Grüße\nMoment, nein. Nicht buchen.",
    "Oui.\nCordialement\nNon, finalement ne réservez pas.",
    "Sí.\nSaludos\nNo, mejor no la reserves.",
    "Yes.\nBest\nNO. Do not book it.",
    "Yes.\nThanks\nNope, changed my mind. Don't book.",
    "Sure thing\nCheers,\nWait, NO.",
    "Yes.\n--\nActually no, please don't book it.",
    "Go ahead\nBR\nno - we found another room, don't book.",
    "Approved\nThanks\nI take that back: denied.",
    "Yes.\nThanks\nActually no, don't book it.\n\nBest,\nJane",
]

#: A real signature after the answer still says nothing.
SIGNED = [
    ("Yes, go ahead.\n\nThanks,\nJane Doe\nHead of Facilities\njane@example.com", "approve"),
    ("Approved.\n\nBest regards,\nDr. Sam O'Neill\n+44 20 7946 0000", "approve"),
    ("Please don't book it.\n\nCheers,\nNo-Yes Nguyen", "deny"),
    ("No.\n\nThanks\nYann Approve\nAcme Ltd.", "deny"),
    ("Sure.\n\nKind regards,\nMaria\n\nSent from my iPhone", "approve"),
    ("Go ahead.\n--\nSam Lee | Operations | www.example.com", "approve"),
    ("Nope.\n\nBest,\nOK Okafor", "deny"),
    ("Yes please.\n\nMit freundlichen Grüßen\nJürgen Ja", "approve"),
    (
        "Don't book it.\n\nRegards,\nAl\nThis e-mail is confidential and intended for the "
        "addressee only. If you are not the addressee, do not read it.",
        "deny",
    ),
    ("Yes, book it.\nThanks", "approve"),
]

#: Someone else's words with nothing of the person's own above them: no answer.
FORWARDED = [
    "---------- Forwarded message ---------\nFrom: Priya <priya@example.com>\nDate: Tue\n"
    "Subject: Aspen\n\nApproved, book it.",
    "-------- Forwarded Message --------\nSubject: Re: room\nFrom: Lee\n\nSure, go ahead.",
    "-----Original Message-----\nFrom: Priya\nSent: Tuesday\nSubject: Aspen\n\nYes.",
    "-----Ursprüngliche Nachricht-----\nVon: Priya\nBetreff: Raum\n\nJa, bitte buchen.",
    "Begin forwarded message:\n\nFrom: Priya\nSubject: Aspen\n\nGo ahead and book it.",
    "> Approved, book it.",
    "> Sure\n> go ahead",
    "\n>> Yes please.\n",
    "Priya wrote:\nYes, book it.",
    "Priya Shah <priya@example.com> wrote:\n\nApproved.",
    "On Tue, 2 Dec 2026, Priya wrote:\nYes, go ahead and book it.",
    "Priya says: yes, book it.",
    "My manager said: go ahead.",
    "Lee writes: approved.",
    'Priya said "yes, go ahead".',
    "Forwarding Priya's answer:\nApproved.",
    "Forwarding Lee's reply below:\n\nSure, book it.",
    "Passing on Priya's answer:\nYes, go ahead.",
    "Priya's reply:\nYes, book it.",
    "Here is what Lee said:\n\nGo ahead.",
    "FW: Aspen\n\n---------- Forwarded message ---------\nFrom: Lee\n\nYes, book it.",
]

#: The person's own words above a forward or a quote still decide.
OWN_ABOVE = [
    ("Yes, go ahead.\n\n---------- Forwarded message ---------\nFrom: Lee\n\nNo.", "approve"),
    ("No.\n\n-----Original Message-----\nFrom: Lee\n\nApproved.", "deny"),
    ("Yes, book it.\n\nPriya wrote:\n> Shall we cancel?", "approve"),
    ("Don't book it.\n\n> Yes, go ahead.", "deny"),
    ("> May I book Aspen for Tuesday?\nYes, go ahead.", "approve"),
]

#: A call-off verb aimed at something else ("the booking confirmation", "them" the notes,
#: "everything else", "this thread"): the yes stands.
INCIDENTAL = [
    "Yes, book it and release the meeting agenda to the team.",
    "Yes. Please drop the booking details in the channel.",
    "Go ahead. Drop the room number in the invite.",
    "Yes, book it, and drop the meeting invitation into my calendar.",
    "Approved. Release the booking reference to finance.",
    "Sure, book it. Drop the meeting notes in the team folder afterwards.",
    "Yes, book it; the slides are ready, you can drop them in the chat.",
    "Yes, go ahead, and drop it in my calendar please.",
    "Yes, book it. I'll drop everything else on Tuesday.",
    "Sure, go ahead. You can forget about this email now.",
    "Yes please. Then we can forget about that whole discussion.",
    "Yes, book it and drop the room link in Slack.",
    "Approved, and drop the booking confirmation to Sam.",
    "Yes, book it. Kill the lights on your way out.",
    "Go ahead and book it; release the meeting minutes afterwards.",
    "Yes, book it and drop them a note that it's done.",
    "Yes, book it. We can drop this topic now.",
    "Ja, bitte buchen und sag mir Bescheid, ab wann der Raum frei ist.",
    "Ja, buch ihn, ich sag den anderen ab sofort Bescheid.",
    "Ja, bitte buchen. Sag Bescheid ab wann wir rein können.",
    "Yes, book it. Drop the meeting summary in the wiki.",
]

#: Calling it off still denies, or leaves a yes beside it unclear.
STILL_CALLED_OFF = [
    ("Drop it.", "deny"),
    ("Kill it, please.", "deny"),
    ("Forget about it.", "deny"),
    ("Let's drop the meeting altogether.", "deny"),
    ("Release the room, we don't need it.", "deny"),
    ("Scrap the booking request.", "deny"),
    ("Please drop this.", "deny"),
    ("Sag ihn ab.", "deny"),
    ("Sag das Meeting bitte ab.", "deny"),
    ("Bitte sag alles ab, danke.", "deny"),
    ("Drop the whole thing and book nothing.", "deny"),
    ("Forget this.", "deny"),
    ("Nix that idea.", "deny"),
    ("Yes, drop the booking.", "not approve"),
    ("Sure, forget about it.", "not approve"),
    ("OK, drop them.", "not approve"),
    ("Yes, release the room and the meeting.", "not approve"),
    ("Ja, sag es bitte ab.", "not approve"),
]

#: Portuguese and Spanish yes words before a request to book.
SIM_VALE = [
    "Sim, pode reservar.",
    "Sim, reserve a sala.",
    "Sim.",
    "Sim, pode.",
    "Vale, reserva la sala.",
    "Vale, resérvala.",
    "Sim, pode reservar, não esquece o projetor.",
    "Sim, claro.",
    "Sim, por favor.",
    "Vale, adelante.",
]

#: ... and with a no, they do not approve.
SIM_VALE_NO = [
    "Sim... não, melhor não.",
    "Vale, no la reserves.",
    "Sim, mas não reserve.",
    "Não, não reserve.",
    "Vale, cancela la reserva.",
]


@rows("text", NO_AFTER_SIGN_OFF)
def test_a_no_after_a_sign_off_is_no_approval(text: str) -> None:
    assert _read(text) != "approve"


@rows(("text", "want"), SIGNED)
def test_a_real_signature_says_nothing(text: str, want: str) -> None:
    assert _read(text) == want


@rows("text", FORWARDED)
def test_someone_elses_words_alone_are_no_answer(text: str) -> None:
    assert _read(text) == "unclear"


@rows(("text", "want"), OWN_ABOVE)
def test_own_words_beside_a_forward_decide(text: str, want: str) -> None:
    assert _read(text) == want


@rows("text", INCIDENTAL)
def test_a_call_off_verb_aimed_elsewhere_keeps_the_yes(text: str) -> None:
    assert _read(text) == "approve"


@rows(("text", "want"), STILL_CALLED_OFF)
def test_calling_it_off_still_is_no_approval(text: str, want: str) -> None:
    if want == "deny":
        assert _read(text) == "deny"
    else:
        assert _read(text) != "approve"


@rows("text", SIM_VALE)
def test_sim_and_vale_say_yes(text: str) -> None:
    assert _read(text) == "approve"


@rows("text", SIM_VALE_NO)
def test_sim_and_vale_with_a_no_do_not_approve(text: str) -> None:
    assert _read(text) != "approve"
