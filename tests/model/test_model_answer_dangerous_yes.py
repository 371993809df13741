"""Outside tester 26 (second read): answers that approved and booked R-102 though they say no
clear yes to "Book R-102 (Aspen) for 6 people on Tuesday (the request says: at 14:30)".

Each group below approved on the code before; each now reads unclear (sarcasm may read as a no):
a Spanish head count after "para" (read as a paragraph reference), a number word that is mostly
another word ("tres", "elf", "sept") said as a time or a count, second thoughts and sarcasm in the
other languages, and words that talk about a yes without giving one. ``KEEP`` still approves;
"Good question" (or "good point") with a yes after it is a yes: the remark only opens it.
"""

from __future__ import annotations

from arena.model.rooms import all_rooms
from arena.wording.answers import explain_answer
from row_table import rows

ASKED = "Book R-102 (Aspen) for 6 people on Tuesday (the request says: at 14:30)"
ROOMS = [(r.id, r.name) for r in all_rooms()]

#: 1. "para 8" is Spanish "for 8", a head count, not a paragraph ("para. 3" still is one).
PARA_COUNT = [
    "Sí, para 8 personas.",
    "Sí, para 8.",
    "Sí, para 4 personas.",
    "Sí, para 8 asistentes.",
    "sí, para 10 personas",
    "Sí, perfecto, para 12.",
    "Sí, vale, para 3 personas.",
]

#: 2. A number word said as another time or count: "tres", "elf", "sept" were no number at all,
#: and "six" repeated the request's head count.
OTHER_TIME = [
    "Sí, a las tres.",
    "sí, a las dos",
    "sí, a las tres y media",
    "Oui, à sept heures.",
    "oui, à seize heures",
    "Ja, um elf Uhr.",
    "sí, para las tres",
    "Oui, à neuf.",
    "ja, gegen elf",
    "Sí, a las seis",
    "Ja, um sechs Uhr",
    "Yes, at six",
    "Yes, six pm",
    "sí, a las catorce",
    "Oui, à sept heures et quart",
    "Yes, at three-thirty",
]
OTHER_COUNT = [
    "sí, somos tres",
    "oui, on sera sept",
    "ja, wir sind elf",
    "sí, seremos dos",
    "oui, nous sommes neuf",
    "oui, on sera neuf",
]

#: 3. Second thoughts after a yes, in the languages the reader reads.
SECOND_THOUGHTS = [
    "Ja. Moment, welcher Dienstag?",
    "Ja, Moment noch.",
    "Sí... aunque, déjame pensarlo.",
    "Oui... enfin, je réfléchis.",
    "Yes. On second thought...",
    "Yes. Er, which Tuesday?",
    "Ja, passt. Moment.",
    "Ja, lass mich nachdenken.",
    "Sí, déjame pensarlo.",
    "Oui, laissez-moi réfléchir.",
    "Sure, on second thoughts",
    "Oui, quel mardi ?",
    "Sí, ¿qué martes?",
    "Ja. Welcher Dienstag?",
]

#: 4. Sarcasm outside English (read unclear, or a no).
SARCASM = [
    "Ja klar, und ich bin der Papst.",
    "Oui, c'est ça, et moi je suis le pape.",
    "sí, claro, y yo soy el Papa",
    "Ja, genau. Als ob.",
    "Sí, claro... ¡y qué más!",
    "Yeah, and monkeys might fly out of my butt.",
    "Ja klar, und ich bin der Kaiser von China.",
    "Oui, et moi je suis la reine d'Angleterre.",
    "Sí, y yo soy el rey de España.",
    "Klar. Als ob!",
    "Ja, und Schweine können fliegen.",
    "Ja klar, und Schweine können fliegen.",
]
#: 5. Words about a yes that give none.
NO_REAL_YES = [
    "Hmm, good question.",
    "Ah, good question.",
    "Hmm, good point.",
    "ya veremos",
    "Sí, ya veremos.",
    "Oui, on verra.",
    "I almost said yes.",
    "I nearly approved it.",
    "Would love to say yes.",
    "I'd love to approve this.",
    "Yes from my side; waiting for Sam.",
    "Yes, still waiting on Priya.",
    "Ah, great question.",
    "sure, we shall see",
    "Ja, ich warte noch auf Tom.",
    "Sí, estoy esperando a Pedro.",
    "Yes, waiting on Dana.",
    "Ok, I was about to say yes.",
]

GROUPS = {
    "para": PARA_COUNT,
    "time": OTHER_TIME,
    "count": OTHER_COUNT,
    "second thoughts": SECOND_THOUGHTS,
    "sarcasm": SARCASM,
    "no real yes": NO_REAL_YES,
}
#: Still approve: the asked count, time or nothing after "para".
KEEP = [
    "Sí, para 6 personas.",
    "Sí, para las 14:30",
    "sí, perfecto para nosotros",
    "Yes, fine under paragraph 4",
    "Ja, um 14:30 Uhr",
    "sí, a las 14:30",
    "sí, a las dos y media",
    "Oui, à deux heures et demie",
    "sí, somos seis",
    "ja, wir sind sechs",
    "Oui, ce sera très bien",
    "Oui, à très bientôt",
    "Yes, at once",
    "Yes, a six-seater is fine",
    "yes, at two-thirty",
    "Ja, im Moment passt das",
    "Yes, at the moment we need it",
    "Sí, déjame pensarlo... sí, adelante",
    "Yes. Which floor is it on?",
    # a yes after the remark answers ("Good question." alone is unclear): decided to approve
    "Good question — yes, book it",
    "Good point, yes.",
    "Yes. Good question.",
    "Hmm, good question. Yes, go ahead.",
    "Yes, we will see you there",
    "Sure, waiting for your invite",
    "Ja, genau.",
    "sí, claro",
]


@rows("answer", [a for group in GROUPS.values() for a in group])
def test_no_clear_yes_does_not_approve(answer: str) -> None:
    verdict = explain_answer(answer, ASKED, rooms=ROOMS).verdict
    assert verdict != "approve", answer


@rows("answer", KEEP)
def test_a_clear_yes_still_approves(answer: str) -> None:
    assert explain_answer(answer, ASKED, rooms=ROOMS).verdict == "approve", answer
