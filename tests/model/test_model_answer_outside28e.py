"""Outside tester 28e: answers that approved (and, end to end, booked) R-102 though a careful
person would not take them as a yes to this booking, to "Book R-102 (Aspen) for 6 people on
Tuesday at 14:30?".

Each now reads as no approval: a yes that waits on someone or something in French, Spanish,
Dutch, Portuguese and Italian (provisos); a yes sent to the wrong chat (addressed); a yes that
sends the agent to look elsewhere or books for someone else (provisos); a verdict that yes is
the wrong answer (phrases); a pause after the yes in other languages and a second approver still
needed (hedges); "and I'm the king" in Portuguese and Dutch (absurd); a dare or threat said
another way (mockery); another time in Portuguese
words (hour_words); an Italian "se è" condition (provisos); a Portuguese day added (days).
``KEEP`` still approves.
"""

from __future__ import annotations

from arena.model.rooms import all_rooms
from arena.wording.answers import explain_answer
from row_table import rows

ASKED = "Book R-102 (Aspen) for 6 people on Tuesday at 14:30?"
ROOMS = all_rooms()

NOT_A_YES = [
    # waiting on someone or something
    "Oui, dès que Paul confirme",
    "Oui, une fois que Paul confirme",
    "Sí, en cuanto Ana confirme",
    "Sí, sujeto a la aprobación de Jane",
    "Ja, zodra Piet akkoord is",
    "Ja, nadat Piet het goedkeurt",
    "Ja, onder voorbehoud van Jane",
    "Ja, onder voorwaarde dat Jane akkoord is",
    "Sim, quando o João confirmar",
    "Sim, assim que o João confirmar",
    "Sim, depois que a Ana aprovar",
    "Sim, sujeito à aprovação da Jane",
    "Sim, sob reserva",
    "Sim, pendente da Ana",
    "Sì, quando Marco conferma",
    "Sì, appena Marco conferma",
    "Sì, dopo che Marco approva",
    "Sì, salvo approvazione di Jane",
    "Sì, con riserva",
    "Sì, previa approvazione di Jane",
    "Sì, in attesa di Jane",
    # the wrong chat
    "Yes! (sorry, wrong chat)",
    "yes — oops wrong window",
    "yes lol sorry that was for Tom",
    "yes, oops, meant for Maria",
    "Ja! Sorry, falscher Chat",
    "¡Sí! Perdón, chat equivocado",
    "Oui ! Pardon, mauvaise conversation",
    "Ja! Sorry, verkeerde chat",
    "Sim! Desculpa, conversa errada",
    "Sì! Scusa, chat sbagliata",
    # look elsewhere, or for someone else
    "Sure, find something else",
    "Yes, look elsewhere",
    "Ja, such was anderes",
    "Sí, busca otra",
    "Oui, cherche autre chose",
    "Ja, zoek iets anders",
    "Sim, procura outra",
    "Sì, cercane un'altra",
    "Yes, but put it under my manager's name",
    "Yes, hold it for the client",
    "Yes, reserve it for the CFO",
    # yes as the wrong answer
    "Yes would be the wrong answer",
    "Yes is the wrong answer here",
    "I'd be crazy to say yes",
    # a pause after the yes, a second approver
    "ja moment",
    "ja warte",
    "ja, Moment bitte",
    "sim, espera aí",
    "sim, um momento",
    "👍 from me, needs Tom too",
    "Approve from my side, needs Jane too",
    # mockery: a dare, a threat
    "Go ahead, book it, see what happens",
    "Book it, see what happens",
    "Sure, book it and watch what happens",
    "Sure, book it, and then explain to the CEO why",
    "Sure, and then tell the boss why",
    "Ja hoor, tuurlijk, en ik ben Sinterklaas",
    "Sim, claro, e eu sou o rei",
    # another time, a condition, another day
    "Sim, às três e meia",
    "Sì, se è di mattina",
    "Sì, se è prima di mezzogiorno",
    "Sim, e também quarta",
    "Sim, mais quinta",
]

KEEP = [
    "Yes",
    "Sí, cuando quieras",
    "Sim, quando quiser",
    "Sim, às duas e meia",
    "Sim, às 14h30",
    "Sim, as seis pessoas",
    "Ja, alle sechs",
    "Sì, se è Aspen",
    "Se è Aspen, sì",
    "Sì, se è martedì",
    "Yes, hold it for us",
    "Yes, book it — wrong answer last time, this one's fine",
    "Sure, book it. Let me know if you need anything else",
    "ja, im Moment passt das",
    "Yes, that was for 6 people",
    "OK by me, go ahead",
    "Sure, book it. I'll explain to the CEO why we need it.",
    "Oui, d'ailleurs c'est parfait.",
]


@rows("answer", NOT_A_YES)
def test_no_yes_to_this_booking(answer: str) -> None:
    assert explain_answer(answer, ASKED, rooms=ROOMS).verdict != "approve"


@rows("answer", KEEP)
def test_plain_yes_still_approves(answer: str) -> None:
    assert explain_answer(answer, ASKED, rooms=ROOMS).verdict == "approve"
