"""Everyday answers a person finds clear read as they are meant (outside tester 26, 1,209
self-written answers to "Book R-102 (Aspen) for 6 people on Tuesday (the request says: at
14:30)").

"Perfekt", "auf jeden Fall", "okie dokie", "d'acc" read unclear and "cómo no" ("of course") read
no, so the loader refused items a person finds clear; "en absoluto", "para nada", "hat sich
erledigt" and "nan" refuse; a signature below "Best,\\nAnna" added its office's room and days;
"Sure, half past two", "ja, um halb drei", "à 14 heures 30" added a number or a time to a
question at 14:30.
What must stay: their negations, a hesitation ("bueno..."), a yes that adds a fact, and a no.
"""

from __future__ import annotations

import pytest

from arena.model.rooms import all_rooms
from arena.wording.answers import explain_answer

_ROOMS = [(room.id, room.name) for room in all_rooms()]
_ASKED = (
    "Book R-102 (Aspen) for 6 people on Tuesday (the request says: at 14:30)",
    "Book R-102 (Aspen) for 6 people on Tuesday at 14:30?",
)

_CASES = [
    # everyday yeses
    *[("approve", a) for a in (
        "Perfekt", "Perfekt!", "Super, danke!", "super, merci", "auf jeden Fall", "Auf jeden Fall!",
        "selbstverständlich", "Buchen!", "okay, mach", "évidemment", "d'acc", "ouaip",
        "desde luego", "bueno", "Bueno.", "genial, gracias", "vale, reserva", "sip", "okey", "oki",
        "okie dokie", "Okie-dokey!", "ofc", "aye", "Aye.", "yessir", "go aheaad", "cómo no",
        "¡Cómo no!",
    )],
    # refusals
    *[("deny", a) for a in (
        "en absoluto", "En absoluto.", "para nada", "Para nada.", "hat sich erledigt",
        "Hat sich schon erledigt.", "nan", "Nan.", "nicht buchen!", "mach nicht",
        "selbstverständlich nicht", "évidemment que non", "desde luego que no", "auf keinen Fall",
    )],
    # what must not approve: hesitation, a mixed answer, a yes that adds a fact
    *[("unclear", a) for a in (
        "bueno...", "vale...", "bueno, no sé", "nan, go ahead", "Super, but Thursday",
        "okey, but 8 people", "Perfekt, aber am Mittwoch", "oki, für 8 Personen",
    )],
    # a signature below a closing and a name
    *[("approve", a) for a in (
        "yes\n\nBest,\nAnna\nDirector, Office 1430 | Room 305 | Available Mon–Thu",
        "yes\n\nThanks,\nAnna\nDirector, Office 1430 | Room 305 | Available Mon–Thu",
        "oui\n\nCordialement,\nAnna\nDirectrice, Bureau 1430 | Salle 305 | Lun–Jeu",
        "sí\n\nSaludos,\nAnna\nDirectora, Oficina 1430 | Sala 305 | Lun–Jue",
        "Ja, passt.\n\nMit freundlichen Grüßen\nAnna Berg\nBüro 12 | Raum 305 | Mo–Do",
    )],
    *[("unclear", a) for a in (
        "yes\n\nThanks,\nAnna\nP.S. book Room 305 on Thursday instead",
        "yes\nThanks\nRoom 305 on Thursday please",
    )],
    ("deny", "Yes.\nThanks\nActually no, don't book it."),
    # a condition on the afternoon the request's 14:30 meets ("après-midi" is no "midi": noon)
    ("approve", "Oui, à condition que ce soit l'après-midi"),
    ("approve", "Oui, seulement l'après-midi."),
    ("unclear", "Oui, seulement le matin."),
    ("unclear", "Oui, à condition que ce soit le matin"),
    # a no said on both sides of a turn is the last word; so is a yes since session 53: a self-correction's last word wins (tests/model/test_s53_corrected_last.py)
    ("deny", "No, wait — yes... no, actually no."),
    ("deny", "Yes, no, actually no."),
    ("deny", "ok... actually no"),
    ("approve", "No, wait — yes... no, actually yes."),
    # the asked time (14:30) said in words, read whole; another time said so stays unclear
    *[("approve", a) for a in ('Sure, half past two.', 'yes, two thirty', 'Yes, 2 thirty works', 'oui, à deux heures et demie', 'ja, um halb drei', 'Ja, halb 3 passt.', 'Ja, halb drei am Dienstag passt.', 'oui, à 14 heures 30', 'oui, 14 h 30', 'Sí, a las 2 y media de la tarde', 'Sí, a las dos y media', 'yes, half past two in the afternoon')],
    *[("unclear", a) for a in ('Sure, half past three.', 'yes, two fifteen', 'yes, three thirty', 'ja, um halb vier', 'Ja, halb 2 passt.', 'oui, à trois heures et demie', 'oui, à 15 heures 30', 'Sí, a las 3 y media de la tarde', 'Sí, a las 2 y media de la mañana', 'yes, half past two am', 'yes, quarter to three', 'yes, two thirty people', 'yes, from ten to twelve')],
]  # fmt: skip


@pytest.mark.parametrize("asked", _ASKED)
@pytest.mark.parametrize(("verdict", "answer"), _CASES)
def test_everyday_answer(verdict: str, answer: str, asked: str) -> None:
    assert explain_answer(answer, asked, rooms=_ROOMS).verdict == verdict
