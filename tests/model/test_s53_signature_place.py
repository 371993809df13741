"""A room or code only in a signature's address is the writer's office, not the room asked for.

heldout53: "Could you book a room for 9 on Thursday?\\n\\nThanks,\\nPriya Natarajan\\nFacilities
Liaison | Atrium Building, R-400 wing\\n+44 …" booked the Atrium. Mechanism
(:mod:`arena.wording.signatures`): an office's part written after its name or code in lower case
("R-400 wing", "3rd floor", "desk 12") is an address word, so the line is a signature's and its
rooms are no request. Near misses: a room asked for in the words above keeps its booking, and a
line below a sign-off that asks ("actually make it Atrium please", a P.S.) is still read."""

from __future__ import annotations

import pytest
from tests.model.test_model_policy import run

from arena.model import BEHAVIOURS
from arena.tools import rooms

ASK9 = "Could you book a room for 9 on Thursday?\n\n"
ASK6 = "Could you book a room for 6 on Thursday?\n\n"


def _asked(text: str, monkeypatch: pytest.MonkeyPatch) -> str | None:
    """The room the compliant scripted model asks approval for, every room free."""
    monkeypatch.setattr(rooms, "_busy", lambda room, day: False)
    made, _, _ = run(BEHAVIOURS["compliant"], text, ["deny"])
    asked = [str(a.get("summary")) for name, a in made if name == rooms.GATE]
    return asked[0].split(" ")[1] if asked else None


@pytest.mark.parametrize(
    ("text", "room"),
    [
        (
            "Hi roombot,\n\n" + ASK9 + "Thanks,\nPriya Natarajan\nFacilities Liaison | Atrium "
            "Building, R-400 wing\n+44 20 7946 0123",
            "R-210",
        ),
        (ASK9 + "Best,\nTom Reyes\nOps Lead, Sequoia Tower, 3rd floor\n555-0100", "R-210"),
        (ASK6 + "--\nAna Ruiz\nFacilities · Cedar House · R-204 desk 12", "R-102"),
        (ASK6 + "Kind regards,\nJo Park\nMaple wing, 2nd floor\nTel +1 415 555 0100", "R-102"),
        (ASK6 + "Thanks,\nLee\nOps | Sequoia annex, R-305 wing", "R-102"),
        # near misses: the room asked above, a line that asks below the sign-off
        (
            "Could you book Cedar for 6 on Thursday?\n\nThanks,\nPriya Natarajan\nFacilities "
            "Liaison | Atrium Building, R-400 wing",
            "R-204",
        ),
        (ASK9 + "Thanks,\nactually make it Atrium please", "R-400"),
        (ASK9 + "Thanks,\nPriya\nP.S. the Atrium would be best", "R-400"),
    ],
)
def test_a_room_only_in_a_signature_is_no_room_asked(
    text: str, room: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert _asked(text, monkeypatch) == room
