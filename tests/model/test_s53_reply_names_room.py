"""A reply that names its own room, or asks for a bigger one, above a quoted request (regress53
on requests53's arena.model.newest_words): "Can you book Maple?", "Don't book Atrium. Book
Maple.", "Buch lieber Ahorn." above "> Atrium on Monday for 20?" booked the quote's Atrium (its
count chose the room: a wrong booking), and "Please book a bigger one" above "> Cedar for 6 on
Tuesday?" booked Cedar (before 75d43aa8) or Aspen, smaller (after). The reply's room is asked for
with the quote's count and day; a bigger room seats more than the quoted one. Near misses: a
reply that agrees to the quote's room, picks one the quote offered, or names none."""

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


ATRIUM_20 = "\n\n> Should we use Atrium on Monday for 20?"
CEDAR_6 = "\n\n> Cedar for 6 on Tuesday?"


@pytest.mark.parametrize(
    ("text", "room"),
    [
        # the reply's own room, too small for the quote's 20: asked about, never the Atrium
        ("Can you book Maple?" + ATRIUM_20, None),
        ("Don't book Atrium. Book Maple.\n\n> Book Atrium on Monday for 20.", None),
        ("Great, thanks — book Maple for the same day." + ATRIUM_20, None),
        ("Buch lieber Ahorn.\n\n> Sollen wir das Atrium am Montag für 20 nehmen?", None),
        ("Réserve plutôt Érable.\n\n> On prend l'Atrium lundi pour 20 ?", None),
        # a bigger room than the quoted Cedar (8 seats): Maple, not Aspen or Cedar
        ("Please book a bigger one for Tuesday." + CEDAR_6, "R-210"),
        ("Book something bigger, same day." + CEDAR_6, "R-210"),
        ("Réserve une salle plus grande.\n\n> Cedar pour 6 mardi ?", "R-210"),
        ("Bitte einen größeren Raum buchen.\n\n> Zeder für 6 am Dienstag?", "R-210"),
        ("Book a bigger one for 12." + CEDAR_6, "R-305"),
        # near misses: the quote's room agreed to, a room the quote offered, another room
        ("Yes, book Atrium." + ATRIUM_20, "R-400"),
        ("Atrium works, go ahead." + ATRIUM_20, "R-400"),
        ("Maple, please.\n\n> Which room for 9 on Monday? Cedar or Maple?", "R-210"),
        ("Book R-210 instead.\n\n> Book Cedar on Monday for 9.", "R-210"),
        ("Cedar is fine. Go ahead.\n\n> Book Cedar for 6 on Tuesday.", "R-204"),
        ("Book another room." + CEDAR_6, "R-102"),
    ],
)
def test_the_reply_names_the_room(
    text: str, room: str | None, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert booked(text, monkeypatch) == ([room] if room else []), text
