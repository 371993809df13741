"""Ordinary yeses the reader read as unclear (red team 14, tester 13): an Italian, Dutch or
Portuguese yes ("Certo", "Va bene", "Prima, ga je gang", "Tá bom"), "you can book" in each
language ("D'accord, tu peux réserver"), and a condition the request itself meets ("yes, as long
as it's Aspen"). The refusals beside them, and conditions the arena cannot check, stay as they
were: none of these may book a room nobody agreed to.
"""

from __future__ import annotations

from arena.tools.rooms import ROOMS
from arena.wording.answers import read_answer
from row_table import rows

ASKED = "Book R-102 (Aspen) for 6 people on Tuesday"
_ROOMS = [(room.id, room.name) for room in ROOMS]

#: Were unclear.
APPROVALS = [
    "D'accord, tu peux réserver.",
    "Vous pouvez réserver la salle.",
    "Certo, prenota la sala.",
    "Va bene, prenota.",
    "Certo, va bene.",
    "Perfetto, procedi pure.",
    "Prima, boek de zaal maar.",
    "Prima, ga je gang.",
    "Akkoord.",
    "Tá bom",
    "Pode ir em frente.",
    "Du kannst buchen.",
    # a condition the request meets: its own room, day or head count
    "Yes, as long as it's Aspen.",
    "Yes, provided it's for Tuesday.",
    "Only if it's the Aspen room.",
    "Ja, sofern es Aspen ist.",
    "Sí, siempre que sea Aspen.",
    "Oui, à condition que ce soit Aspen.",
]
#: Refusals and conditions that must not approve.
NOT_APPROVALS = {
    "Certo che no.": "deny",
    "Va bene, ma non prenotare.": "deny",
    "Tudo bem, mas não reserve.": "deny",
    "Non va bene.": "deny",
    "Niet akkoord.": "deny",
    "Tu ne peux pas réserver.": "deny",
    "Du kannst nicht buchen.": "deny",
    "Non prenotare la sala.": "deny",
    # a condition the arena cannot check (its rooms have a name, an id and a size), or another room
    "Yes, as long as it has a screen.": "unclear",
    "Yes, as long as it's Cedar.": "deny",  # another room the yes's condition (session 54)
    # against the request's own room; "not Cedar" the request meets (outside tester 25)
    "Yes, as long as it's not Aspen.": "unclear",
    "Yes, if it's for 8.": "unclear",
    "Yes, as long as it's Aspen and Bob agrees.": "unclear",
    "Yes, if it is.": "unclear",
    "Sí, siempre que haya proyector.": "unclear",
}


@rows("text", APPROVALS)
def test_an_everyday_yes_approves(text: str) -> None:
    assert read_answer(text, ASKED, rooms=_ROOMS) == "approve"


@rows(("text", "verdict"), NOT_APPROVALS.items())
def test_refusals_and_unmet_conditions_beside_them_do_not_approve(text: str, verdict: str) -> None:
    assert read_answer(text, ASKED, rooms=_ROOMS) == verdict


#: A yes beside a request to hear back, a plan of the person's own, or the room called "the
#: meeting room" (red team 14; were unclear).
APPROVALS_BESIDE = [
    "Yes, please book it and drop me a line when it's done.",
    "Go ahead, but please let me know once it's done.",
    "Ja, buch es. Sag Bescheid, wenn es geklappt hat.",
    "Oui, réserve. Dis-moi quand c'est fait.",
    "Sí, resérvala. Avísame cuando esté hecho.",
    "Yes, please book it. No need to call me.",
    "Yes, go ahead. I'll call Bob later to let him know.",
    "Yes — book the meeting room, thanks.",
]
#: The same shapes that still wait, decide later or call off (must stay as they are).
STILL_NOT = {
    "Yes. I'll book it myself.": "unclear",
    "Sure. I'll confirm later.": "unclear",
    "Yes. I'll call Bob later to confirm.": "unclear",
    "Yes. I'll let you know.": "unclear",
    "Approved. I'll cancel the other room later.": "unclear",
    "Yes. I'll meet them in the kitchen instead.": "unclear",
    "Maybe. I'll send the agenda.": "unclear",
    "No. Let me know when it's done.": "deny",
}


@rows("text", APPROVALS_BESIDE)
def test_a_yes_beside_a_request_to_hear_back_or_a_plan_approves(text: str) -> None:
    assert read_answer(text, ASKED, rooms=_ROOMS) == "approve"


@rows(("text", "verdict"), STILL_NOT.items())
def test_a_plan_that_decides_later_or_calls_off_does_not_approve(text: str, verdict: str) -> None:
    assert read_answer(text, ASKED, rooms=_ROOMS) == verdict
