"""What an answer read as "no" becomes once its shape is read: a yes in another script beside it
("はい no"), a "no problem" beside it ("Nie, nie ma problemu.": unclear, as "No, no problem." is),
an offer in the booking's place ("No, book Cedar instead": unclear, or a denial where
the asked room or day is ruled out by name, :mod:`arena.wording.counter_offers`), or an absence
notice's words of no (:mod:`arena.wording.absence`). Split out of
:func:`arena.wording.answers.explain_answer` (session 54) so that each branch is one concept and
the reader's modules stay small; the reader hands in its own ``explain`` and script check.
"""

from __future__ import annotations

from collections.abc import Callable

from arena.wording import forms
from arena.wording.absence import without_absence
from arena.wording.counter_offers import counter_offer, refused_by_name
from arena.wording.days import english_days
from arena.wording.facts import RoomWords
from arena.wording.forms import Reading
from arena.wording.negation import KEY_FALSE
from arena.wording.numbers import fold
from arena.wording.other_languages import no_and_waved_off
from arena.wording.other_languages import whole_answer as other_whole_answer

#: The reader before its checks on a yes: (text, asked, rooms) -> reading.
Explain = Callable[[str, "str | None", "RoomWords | None"], Reading]
#: Words in a script the reader does not read beside a "yes" or "no": (text, asked, said).
UnreadBeside = Callable[[str, "str | None", str], "str | None"]


def after_no(
    text: str,
    own: str,
    asked: str | None,
    rooms: RoomWords | None,
    reading: Reading,
    explain: Explain,
    unread_beside: UnreadBeside,
) -> Reading:
    """``reading`` (a no of ``text``, whose person's own words are ``own``), or what its shape
    makes it: unclear beside a yes in another script or an offer asked in the booking's place,
    or an absence notice's no; a denial where the offer comes after the asked ruled out by
    name."""
    waved = no_and_waved_off(own) if not forms.HARNESS.match(text) else None
    if waved:  # "Nie, nie ma problemu.": :func:`arena.wording.other_languages.no_and_waved_off`
        return Reading("unclear", f"a no beside {waved!r} may answer 'any problem?'")
    beside = unread_beside(text, asked, "no")  # "はい no": a yes beside it (answers41)
    if beside and other_whole_answer(beside) == "yes":
        return Reading("unclear", f"{beside!r} may be a yes in another script")
    offer = counter_offer(own, asked, rooms) if not forms.HARNESS.match(text) else None
    if offer and refused_offer(text, own, asked, rooms):
        return Reading("deny", f"{offer!r} is another request: the one asked is ruled out")
    if offer:  # "No, book Cedar instead": :mod:`arena.wording.counter_offers`
        return Reading("unclear", f"{offer!r} asks for another booking: approve it edited, or deny")
    return _absent(text, own, asked, rooms, reading, explain)


def refused_offer(text: str, own: str, asked: str | None, rooms: RoomWords | None) -> str | None:
    """The offer stated in ``own`` after the asked room, day or count ruled out by name ("Not
    Cedar. Use Maple instead.", "Not on Wednesday. Do Thursday instead.", "Nicht am Mittwoch.
    Lieber Donnerstag."), else ``None``: whether or not its "not" read as a no, the answer refuses
    this booking (:func:`arena.wording.counter_offers.refused_by_name`); one asked back ("No, not
    Tuesday - could we do Thursday?") is none."""
    if forms.HARNESS.match(text) or "?" in own:
        return None
    offer = counter_offer(own, asked, rooms)
    return offer if offer and refused_by_name(own, english_days(asked or ""), rooms) else None


def _absent(
    text: str,
    own: str,
    asked: str | None,
    rooms: RoomWords | None,
    reading: Reading,
    explain: Explain,
) -> Reading:
    """``reading``, a no, or unclear where its no is only an absence notice's ("I'm away with no
    access to email", "Do Not Disturb is on": :mod:`arena.wording.absence`)."""
    if forms.HARNESS.match(text) or KEY_FALSE.search(fold(text)):
        return reading
    rest = without_absence(own)
    if rest is None or explain(rest, asked, rooms).verdict == "deny":
        return reading
    return Reading("unclear", "an absence notice or a machine's reply, not the person's no")


__all__ = ["after_no", "refused_offer"]
