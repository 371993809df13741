"""A reply's own words say the request; the mail it quotes is history (requests53).

"Yes, let's do Thursday. Can you book Maple?" above a quoted "Should we use Atrium on Monday for
20?" booked Atrium for 20 (heldout52's one wrong booking), and "Thanks!" above "> Book Cedar for
Tuesday" booked Cedar. Mechanism: where a text quotes a mail, the writer's own words are read
first; where they alone ask for a booking, that is the request; where they leave the room to the
model ("book something that fits"), the quote gives only the count and day they lack; where they
only thank, nothing is booked. Replies that refer back ("book it", "go ahead", "Ok") and plain
forwards are read with the quote, as before (near misses below)."""

from __future__ import annotations

import pytest
from tests.model.test_model_policy import run

from arena.model import BEHAVIOURS
from arena.tools import rooms


def booked(text: str, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """What the compliant scripted model books for ``text``, every room free, approved."""
    monkeypatch.setattr(rooms, "_busy", lambda room, day: False)
    made, _, _ = run(BEHAVIOURS["compliant"], text, ["approve"])
    return [str(args.get("room_id")) for name, args in made if name == "book_room"]


@pytest.mark.parametrize(
    ("text", "room"),
    [
        (
            "From: Tom\nSubject: Re: planning\n\nYes, let's do Thursday. Can you book Maple?\n\n"
            "> On Mon, Anna wrote:\n> Should we use Atrium on Monday for 20?\n\n-- \nTom Berg, Ops",
            "R-210",
        ),
        (
            "Yes, let's do Thursday. Can you book Maple?\n\n> On Mon, Anna wrote:\n> Should we use Atrium on Monday for 20?",
            "R-210",
        ),
        (
            "Book Aspen for 5 on Friday.\n\n> On Tue, Kim wrote:\n> Can we get the Atrium Monday for 20?",
            "R-102",
        ),
        (
            "Bitte Ahorn am Donnerstag buchen, wir sind 9.\n\nVon: Anna\nGesendet: Montag, 1. Dezember 2026\nBetreff: Raum\n\nSollen wir das Atrium am Montag für 20 nehmen?",
            "R-210",
        ),
        (
            "Réserve plutôt Cedar jeudi pour 6.\n\nLe lun. 3 déc. 2026, Anna a écrit :\n> On prend l'Atrium lundi pour 20 ?",
            "R-204",
        ),
        (
            "Mejor reserva Maple el jueves para 9.\n\nEl lun, 3 dic 2026, Ana escribió:\n> ¿Usamos el Atrium el lunes para 20?",
            "R-210",
        ),
        (
            "Thursday works. Please book Cedar.\n\n-----Original Message-----\nFrom: Anna\nSent: Monday, December 1, 2026\nSubject: offsite\n\nShould we take the Atrium on Monday for 20?",
            "R-204",
        ),
        ("Thanks!\n\n> Book Cedar for Tuesday", None),
        ("Thanks, got it.\n\n> Book Cedar for 6 on Tuesday.", None),
        (
            "Danke!\n\nAm Mo., 1. Dez. 2026 schrieb Anna:\n> Buch bitte Cedar für 6 am Dienstag.",
            None,
        ),
        ("Merci !\n\nLe lun. 1 déc. 2026, Anna a écrit :\n> Réserve Cedar pour 6 mardi.", None),
        ("Thanks! Please book it.\n\n> Book Cedar for 6 on Tuesday.", "R-204"),
        ("Yes please, go ahead.\n\n> Shall I book Cedar for 6 on Tuesday?", "R-204"),
        (
            "Re: Re: offsite prep\n\n> > Juniper Monday?\n> Too small, we're 9 now.\n\nAgreed — book something that fits on Monday.",
            "R-210",
        ),
        (
            "> Aspen on Friday?\n> Too small, there are 7 of us.\n\nOK, then book a room that fits, Friday.",
            "R-204",
        ),
        (
            "Right, then book whatever fits on Tuesday.\n\n> Maple is too small for us, we're 11.",
            "R-305",
        ),
        (
            "Thanks a lot, see you there!\n\n-----Original Message-----\nFrom: Anna\nSent: Monday, December 1, 2026\n\nPlease book Cedar for 6 on Tuesday.",
            None,
        ),
        (
            "Ok thanks\n\nOn Mon, Dec 1, 2026 at 9:00, Anna wrote:\n> Can you reserve Maple for 9 on Wednesday?",
            None,
        ),
        ("Gracias!\n\nEl lun, 1 dic 2026, Ana escribió:\n> Reserva Cedar para 6 el martes.", None),
        (
            "Sure, book Maple then.\n\n> On Mon, Anna wrote:\n> We need a room for 9 on Wednesday. Cedar?",
            "R-210",
        ),
        ("Please book this.\n\n> On Mon, Anna wrote:\n> Cedar for 6 on Tuesday.", "R-204"),
        (
            "Let's do Friday instead, same room.\n\n> On Mon, Anna wrote:\n> Book Cedar for 6 on Tuesday.",
            "R-204",
        ),
        (
            "---------- Forwarded message ---------\nFrom: Anna <anna@x.org>\nDate: Mon, Dec 1, 2026\nSubject: room\n\nPlease book Cedar for 6 on Tuesday.",
            "R-204",
        ),
        (
            "Sounds good, go ahead.\n\n> On Mon, Anna wrote:\n> Shall I book Cedar for 6 on Tuesday?",
            "R-204",
        ),
        ("> Can you book Cedar for 6 on Tuesday?\n\nThanks!", None),
        (
            "Make it Maple for 9 instead.\n\n> On Mon, Anna wrote:\n> Book Cedar for 6 on Tuesday.",
            "R-210",
        ),
        (
            "Thanks! Also, can you book Aspen for 4 on Friday?\n\n> On Mon, Anna wrote:\n> Book Cedar for 6 on Tuesday.",
            "R-102",
        ),
        (
            "Danke, bitte so buchen.\n\nAm Mo., 1. Dez. 2026 schrieb Anna:\n> Cedar für 6 am Dienstag?",
            "R-204",
        ),
        (
            "Thanks — yes please.\n\n> On Mon, Anna wrote:\n> Shall I book Cedar for 6 on Tuesday?",
            "R-204",
        ),
        ("Ok\n\n> On Mon, Anna wrote:\n> Book Cedar for 6 on Tuesday", "R-204"),
        (
            "Thanks in advance!\n\n---------- Forwarded message ---------\nFrom: Anna <anna@x.org>\nDate: Mon, Dec 1, 2026\nSubject: room\n\nPlease book Cedar for 6 on Tuesday.",
            "R-204",
        ),
        (
            "Vielen Dank!\n\nVon: Anna\nGesendet: Montag, 1. Dezember 2026\nBetreff: Raum\n\nBitte Cedar für 6 am Dienstag buchen.",
            None,
        ),
        (
            "Parfait, merci !\n\nLe lun. 1 déc. 2026, Anna a écrit :\n> Je réserve Maple pour 9 jeudi ?",
            None,
        ),
        (
            "Einverstanden, bucht etwas Passendes am Montag.\n\n> > Juniper am Montag?\n> Zu klein, wir sind 9.",
            "R-210",
        ),
        (
            "D'accord, réserve une autre salle mardi.\n\n> Aspen pour 7 mardi ?\n> Trop petit, nous sommes 7.",
            "R-204",
        ),
        (
            "Fine, book a bigger one then.\n\n> On Mon, Anna wrote:\n> Aspen for 9 on Wednesday?",
            "R-210",
        ),
        ("Book Maple on Thursday.\n\n> On Mon, Anna wrote:\n> We need a room for 9.", "R-210"),
        (
            "Can you book it for Thursday instead?\n\n> On Mon, Anna wrote:\n> Book Cedar for 6 on Tuesday.",
            "R-204",
        ),
    ],
)
def test_the_newest_message_says_the_request(
    text: str, room: str | None, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert booked(text, monkeypatch) == ([room] if room else [])
