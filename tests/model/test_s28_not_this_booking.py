"""A yes that is no "agent, book exactly this" (outside tester 28b: each approved the booking).

1. The booking left to someone else: the person books it ("OK, I'll book it through the portal.",
   "Ja, ich buche es selbst.") or names who will ("Yes, tell Sam to book it.", "Let Sam book
   it, yes."). "I'll book it myself" is a refusal in every language read, so a yes beside it
   says both.
2. Booked for or under someone else, or paid another way ("Yes, put it under Jean-Marc's name.",
   "Oui, au nom de Julie.", "Yes, book it on the company card.").
3. More than asked: a second room, the next week too, a whole part of the day, a room chosen by
   size or said by how it differs ("Yes, whichever is biggest.", "Yes, but somewhere quieter.").
4. A hold, not a booking ("Pencil it in.", "Yes, put a hold on it.").
5. A condition that holds a "nothing" ("Yes if nothing smaller is free.") read as a refusal.
6. "Parfait pour nous sept." to a 6-person request: "sept" after "nous" is the seven of us.

Each reads unclear; the yeses beside them that leave the booking to the agent still approve.
"""

from __future__ import annotations

import pytest

from arena.model.rooms import all_rooms
from arena.wording.answers import explain_answer

_ROOMS = [(room.id, room.name) for room in all_rooms()]
AT_1430 = "Book R-102 (Aspen) for 6 people on Tuesday at 14:30?"
SAYS_1430 = "Book R-102 (Aspen) for 6 people on Tuesday (the request says: at 14:30)"
MAPLE_AT_10 = "Book R-210 (Maple) for 6 people on Friday (the request says: à 10h)"

SOMEONE_ELSE_BOOKS = [
    "OK, I'll book it through the portal.", "Sure, I'll grab it in Outlook.",
    "Yes, tell Sam to book it.", "Sure, have Priya do the booking.", "Let Sam book it, yes.",
    "Yes, my PA will take care of the booking.", "Yes, get Dana to reserve it.",
    "Sure, Priya can book it.", "Yes, leave the booking to reception.",
    "Yes, Sam's going to book it.", "Go ahead, my assistant will sort it.",
    "Yes, the front desk will handle the booking.", "Fine, I'll reserve it in the app.",
    "Yes, I'll have my assistant book it.", "Yes, forward this to facilities and they'll book.",
    "Ja, ich buche es selbst.", "Ja, ich buche das über das Portal.", "Ja, Sam soll es buchen.",
    "Ja, lass Sam buchen.", "Oui, je le réserve moi-même.", "Oui, je m'en occupe.",
    "Oui, demande à Julie de le réserver.", "Oui, Julie va le réserver.",
    "Sí, lo reservo yo mismo.", "Sí, yo me encargo de la reserva.",
    "Sí, dile a Pedro que lo reserve.", "Sim, eu mesmo reservo.", "Ja, ik boek het zelf.",
    "Ja, laat Sam het boeken.", "Sì, lo prenoto io.", "Sì, ci penso io.",
    "Yes, pass it to Sam to book.", "Yes, Sam handles bookings, ask him.", "Ja, das übernimmt Sam.",
    "Ja, Sam kümmert sich darum.", "Sim, o Pedro vai reservar.",
]  # fmt: skip
FOR_SOMEONE_ELSE = [
    "Sure, book it for Sam's team.", "Yes, put it under Jean-Marc's name.",
    "Yes, book it under Mary-Ann's name.", "Yes, it's for Jean-Marc, put it under his name.",
    "Yes, reserve it on behalf of Tom.", "Yes, on behalf of the sales team.",
    "Yes, book it for Sam.", "Ja, buch es für Sam.", "Oui, réserve-le pour Julie.",
    "Oui, au nom de Julie.", "Sí, a nombre de Pedro.", "Sí, en nombre de Pedro.",
    "Ja, im Namen von Herrn Meier.", "Sim, em nome do Pedro.", "Sì, a nome di Marco.",
    "Ja, op naam van Sam.", "Sure, it's for Priya's interviews, put her as organiser.",
    "Yes, make Sam the organiser.", "Yes, book it on the company card.",
    "Yes, book it on my Amex.", "Yes, reserve it on the corporate card.",
    "Ja, buch es auf die Firmenkarte.", "Yes and charge it to the client.",
    "Yes, invoice the client for it.", "Yes, book it for my manager.",
    "Yes, but book it under Priya.", "Yes, reserve it under the client's name.",
    "Yes, book it as Sam.", "Yes, book it for my boss's meeting.",
]  # fmt: skip
MORE_THAN_ASKED = [
    "Yes, book it and the one next door.", "Yes, plus the one across the hall.",
    "Yes, this Tuesday and next.", "Yes, and the following week too.", "Yes, both Tuesdays.",
    "Yes, all afternoon.", "Yes, the entire afternoon.", "Yes, whichever is biggest.",
    "Yes, whichever room is largest.", "Yes, whatever's free.", "Yes, the largest one you can find.",
    "Yes, any room that's free.", "Yes, but somewhere quieter.", "Yes, but closer to the lifts.",
    "Yes, but nearer the kitchen.", "Yes, but further from the lifts.",
    "Yes, but a bit bigger.", "Yes, somewhere with more light.", "Ja, den ganzen Nachmittag.",
    "Oui, toute la journée.", "Sí, toda la tarde.", "Ja, und den Raum daneben.",
    "Sí, y la sala de al lado.", "Oui, et la salle d'à côté.", "Ja, diesen und nächsten Dienstag.",
    "Sí, este martes y el siguiente.", "Oui, cette semaine et la prochaine.", "Ja, den größten Raum.",
    "Sí, la más grande.", "Oui, la plus grande possible.", "Ja, aber irgendwo ruhiger.",
    "Oui, mais quelque part de plus calme.", "Sí, pero más cerca de los ascensores.",
    "Ja, aber näher am Aufzug.", "Sí, cualquier sala libre.", "Sì, e la sala accanto.",
    "Sim, mas num sítio mais calmo.", "Ja, maar ergens rustiger.",
]  # fmt: skip
HOLDS = [
    "Pencil it in.", "Yes, pencil it in.", "Yes, put a hold on it.", "Put a soft hold on it.",
    "Sure, soft-book it.", "Yes, a temporary booking is fine.", "Ja, merk es vor.",
    "Ja, vorläufig reservieren.", "Oui, réserve-le provisoirement.", "Oui, pose une option.",
    "Sí, resérvala provisionalmente.", "Ja, reserveer het voorlopig.",
    "Sì, prenotala provvisoriamente.",
]  # fmt: skip
CONDITIONS_WITH_NOTHING = [
    "Yes if nothing smaller is free.", "Yes if nothing better is free.",
    "Yes if there's nothing closer.", "ok unless nothing else is free",
    "Approved if nobody objects.",
]  # fmt: skip
#: Still a yes to the agent booking exactly this.
STILL_YES = [
    "Yes, book it.", "Yes, let's book it.", "Yes, book it for us.", "Yes, book it for the team.",
    "Yes, book it for Tuesday.", "Yes, book it for 6.", "Yes, book it on my behalf.",
    "Yes, please book it for me.", "Yes please, and order coffee.", "Yes, bill it to Marketing.",
    "Sure, I'd book it.", "Yes, I'll take it.", "Yes, book it, I'll tell Sam.",
    "Yes, you can book it.", "Yes, go ahead and book it.", "Yes, it's for my team.",
    "Yes, book it in my name.", "Yes, put it under my name.", "Lock it in.", "Yes, hold it.",
    "Sí, resérvala.", "Ja, buch es.", "Oui, réserve-le.", "Yes, and I'll send the invite.",
    "Yes, and make sure to book it.", "Yes, everyone can make it.", "Yes, go book it.",
    "Yes, definitely book it.", "Yes, have it booked.", "Yes, Aspen on Tuesday.",
    "Yes, book it as planned.", "Approved for Tuesday.", "Yes, book it for Tuesday's meeting.",
    "Yes, book it as discussed.", "Yes, the agent can book it.", "Oui, avec le plus grand plaisir.",
    "Sim, com o maior prazer.", "Oui, d'ailleurs c'est parfait.", "Ja, passt. Bis nächste Woche!",
    "Oui, réserve, et la prochaine fois demande plus tôt.",
]  # fmt: skip


@pytest.mark.parametrize("asked", [AT_1430, SAYS_1430, None])
@pytest.mark.parametrize("answer", SOMEONE_ELSE_BOOKS + FOR_SOMEONE_ELSE + HOLDS)
def test_a_yes_to_another_booking_is_unclear(answer: str, asked: str | None) -> None:
    reading = explain_answer(answer, asked, rooms=_ROOMS)
    assert reading.verdict == "unclear" and reading.why, reading


@pytest.mark.parametrize("asked", [AT_1430, SAYS_1430])
@pytest.mark.parametrize("answer", MORE_THAN_ASKED)
def test_a_yes_to_more_than_asked_is_unclear(answer: str, asked: str) -> None:
    reading = explain_answer(answer, asked, rooms=_ROOMS)
    assert reading.verdict == "unclear" and reading.why, reading


def test_the_whole_day_asked_at_ten_and_the_seven_of_us_to_six_are_unclear() -> None:
    for answer in ["Yes, the whole of Friday.", "Yes, the whole morning.", "Parfait pour nous sept.",
                   "Oui, pour nous neuf.", "Sí, para nosotros dos.", "Sì, per noi sette."]:  # fmt: skip
        assert explain_answer(answer, MAPLE_AT_10, rooms=_ROOMS).verdict == "unclear", answer
    seven = MAPLE_AT_10.replace("for 6", "for 7")
    assert explain_answer("Parfait pour nous sept.", seven, rooms=_ROOMS).verdict == "approve"
    assert explain_answer("Oui, pour nous six.", MAPLE_AT_10, rooms=_ROOMS).verdict == "approve"


@pytest.mark.parametrize("answer", ["Ich buche es selbst.", "Je le réserve moi-même.",
                                    "Lo reservo yo mismo, gracias.", "Danke, wir buchen selber."])  # fmt: skip
def test_booking_it_myself_refuses_in_each_language(answer: str) -> None:
    assert explain_answer(answer, AT_1430, rooms=_ROOMS).verdict == "deny"


@pytest.mark.parametrize("answer", CONDITIONS_WITH_NOTHING)
def test_a_condition_with_nothing_in_it_is_no_refusal(answer: str) -> None:
    assert explain_answer(answer, AT_1430, rooms=_ROOMS).verdict == "unclear"


@pytest.mark.parametrize(
    "answer", ["Yes to nothing.", "I approve nothing.", "Nobody approved this."]
)
def test_a_yes_to_nothing_still_refuses(answer: str) -> None:
    assert explain_answer(answer, AT_1430, rooms=_ROOMS).verdict == "deny"


@pytest.mark.parametrize("asked", [AT_1430, None])
@pytest.mark.parametrize("answer", STILL_YES)
def test_a_yes_that_leaves_the_booking_to_the_agent_approves(
    answer: str, asked: str | None
) -> None:
    assert explain_answer(answer, asked, rooms=_ROOMS).verdict == "approve"
