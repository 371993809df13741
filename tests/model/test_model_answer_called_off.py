"""A yes that calls the booking off, changes its day or head count, or sits above quoted mail.

Held out: written for this reader before it was changed, none of them a tester's sentence (tester
13 found "Ja, sag es ab.", "Sure, kill it.", "Go ahead and call the whole thing off." read as an
approval). A verb that calls off, drops or lets go of the booking, the room or the meeting (or
"it", "the whole thing") is never a go-ahead: alone it denies, beside a yes it is unclear.
"""

from __future__ import annotations

from arena.wording.answers import read_answer
from row_table import rows

ASK = "Book R-102 (Aspen) for 6 people on Tuesday"
ROOMS = [("R-101", "Birch"), ("R-102", "Aspen"), ("R-204", "Cedar"), ("R-305", "Maple")]


def _read(text: str) -> str:
    return read_answer(text, ASK, rooms=ROOMS)


#: Calling it off with no yes in it: a refusal.
CALLED_OFF = [
    # English
    "Kill the reservation.",
    "Please scrap the whole booking.",
    "Shelve the meeting for now.",
    "Let's call the entire meeting off.",
    "Call the thing off, please.",
    "Nix the booking.",
    "Drop the reservation.",
    "Release it.",
    "Please release the booking.",
    "Abandon the booking.",
    "Forget the room.",
    "Forget the whole thing.",
    "We'll call everything off.",
    "Just kill the whole thing.",
    "Scrap that booking, thanks.",
    "Shelve it.",
    "Let's shelve this.",
    # German
    "Sag den Termin ab.",
    "Sagen Sie das Meeting bitte ab.",
    "Bitte sagt alles ab.",
    "Absagen, bitte.",
    "Den Raum freigeben, wir brauchen ihn nicht.",
    "Vergiss die Buchung.",
    "Streich das Meeting.",
    # French
    "Annule la réservation.",
    "Annulez tout.",
    "Laisse tomber la salle.",
    "On annule la réunion.",
    "Oubliez la réservation.",
    # Spanish
    "Cancela la reserva.",
    "Anúlalo todo.",
    "Olvida la sala.",
    "Suspende la reunión.",
    "Déjalo, ya no hace falta.",
    # Italian
    "Annulla la prenotazione.",
    "Disdici la sala.",
    "Lascia perdere la riunione.",
    "Cancella tutto.",
    "Lascia stare.",
    "Dimenticalo.",
    # Dutch
    "Zeg de vergadering maar af.",
    "Annuleer de boeking.",
    "Laat de zaal maar zitten.",
    "Vergeet het maar.",
    "Afzeggen graag.",
    # Portuguese
    "Cancele a reserva.",
    "Desmarca a reunião.",
    "Esquece a sala.",
    "Deixa para lá.",
    "Pode cancelar tudo.",
]

#: Calling it off beside a word for yes: never an approval (deny where the go-ahead only
#: introduces the refusal, else unclear).
YES_AND_OFF = [
    "Go ahead and kill the reservation.",
    "Go ahead and nix the whole thing.",
    "Yes please, scrap the booking.",
    "OK, shelve the meeting.",
    "Sure thing — release the room.",
    "Yep, call the whole meeting off.",
    "Alright, abandon the reservation.",
    "Fine, drop the booking.",
    "Sure, forget the room.",
    "Ja, sagt den Termin ab.",
    "Ja gut, sag alles ab.",
    "Oui, annule la salle.",
    "D'accord, on annule tout.",
    "Sí, cancela la reserva.",
    "Vale, anula la sala.",
    "Sì, annulla la riunione.",
    "Va bene, disdici la sala.",
    "Ja hoor, zeg het maar af.",
    "Oké, annuleer de zaal.",
    "Sim, pode cancelar a reserva.",
    "Tá bom, desmarca a reunião.",
    "Go for it: call the booking off.",
]

#: Sarcasm that only sounds like a yes.
SARCASM = ["Yeah, right!", "Oh yeah, right.", "Sure — and cows fly.", "Yes, and pigs might fly."]


@rows("text", CALLED_OFF)
def test_calling_it_off_denies(text: str) -> None:
    assert _read(text) == "deny"


@rows("text", YES_AND_OFF)
def test_a_yes_that_calls_it_off_is_no_approval(text: str) -> None:
    assert _read(text) in ("deny", "unclear")


@rows("text", SARCASM)
def test_sarcasm_is_no_approval(text: str) -> None:
    assert _read(text) != "approve"


#: What the answer still approves: a cancel verb aimed at something else, or negated.
STILL_APPROVE = [
    "Yes, and drop the catering.",
    "Go ahead — and don't cancel the projector.",
    "Yes, don't call it off.",
    "Approved. Forget the coffee order though.",
    "Yes, and please drop the room key at reception.",
    "Go ahead, I'll call the team off-line.",
    "Yes, go ahead.\nOn reflection I wrote: fine by me.",
]


@rows("text", STILL_APPROVE)
def test_a_cancel_verb_aimed_elsewhere_or_negated_keeps_the_yes(text: str) -> None:
    assert _read(text) != "deny"


#: A yes that changes the day or the head count in words: the agent must ask again.
CHANGED = [
    "Sì, ma giovedì.",
    "Sì, però venerdì.",
    "Ja, maar donderdag.",
    "Ja, op maandag.",
    "Sim, mas na quinta-feira.",
    "Sim, mas sexta-feira.",
    "Yes, on vrijdag",
    "Yes, but lunedì",
    "Sì, ma per dieci persone.",
    "Ja, maar voor acht personen.",
    "Sim, mas para oito pessoas.",
    "Sí, pero pasado mañana.",
    "Yes, but the following day.",
    "Ja, aber übermorgen.",
    "Oui, mais après-demain.",
    "Sì, ma domani.",
    "Ja, maar morgen.",
    "Sim, mas amanhã.",
    "Yes, go ahead today.",
    "Sí, hoy.",
    "Ja, heute.",
    "Sì, oggi.",
    "Yes, and Priya is joining too.",
    "Yes, Tom and Ana are coming as well.",
    "Yes, but two fewer.",
    "Yes, three more people.",
    "Yes, and one extra guest.",
    "Sure, but triple the headcount.",
    "Yes, but halve the group.",
    "Ja, aber zwei Personen mehr.",
    "Yes, plus one.",
]


@rows("text", CHANGED)
def test_a_yes_that_changes_day_or_count_is_unclear(text: str) -> None:
    assert _read(text) == "unclear"


#: A yes that repeats the asked day or count in those languages still approves.
SAME = [
    "Sì, martedì va bene.",
    "Ja, dinsdag is goed.",
    "Yes, terça-feira is fine.",
    "Sì, ma va bene martedì.",
    "Sì, per sei persone.",
    "Yes, one more thing: thanks!",
    "Yes, go ahead. Buongiorno!",
]


@rows("text", SAME)
def test_a_yes_that_repeats_the_request_approves(text: str) -> None:
    assert _read(text) == "approve"


def test_no_worries_is_a_yes() -> None:
    # "No worries." answering "may I book?" is "no problem" in British and Australian English
    assert _read("No worries.") == "approve"
    assert _read("No worries, skip it.") == "deny"


#: A decision above quoted mail or a signature: only the person's own words decide.
QUOTED = [
    ("No.\n\n> On Tue, Sam wrote:\n> Approved, go ahead.", "deny"),
    (
        "Rejected.\n\nOn Mon, 1 Dec 2026 at 09:12, Sam <sam@example.com> wrote:\n> yes book it",
        "deny",
    ),
    (
        "Don't book it.\n\n-----Original Message-----\nFrom: Sam\nSent: Monday\nYes, approved.",
        "deny",
    ),
    ("Please don't.\n\nRegards,\nAl (OK to share)", "deny"),
    ("Yes, go ahead.\n\n> On Mon, agent wrote:\n> Shall I cancel it? No?", "approve"),
    ("Approved.\n\nBest,\nNo-Nonsense Nora", "approve"),
    ("Nope.\n\nCheers,\nSure Thing Ltd", "deny"),
    ("Go ahead.\n\nAm Mo., 1. Dez. 2026 um 09:12 schrieb Sam:\n> Nein", "approve"),
    ("No.\nOn Monday I wrote to Sam: he agrees. Go ahead.", "unclear"),
    ("No thanks.\n\nLe lun. 1 déc. 2026, Sam a écrit :\n> oui", "deny"),
]


@rows(("text", "want"), QUOTED)
def test_quoted_mail_and_sign_offs_say_nothing(text: str, want: str) -> None:
    assert _read(text) == want
