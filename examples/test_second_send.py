"""A second message on the same session line continues the conversation, not a new one.

After a booking is approved and done, the eval asks a follow-up; the agent can only answer it
from the history of this conversation. Adapters that cannot continue a session line raise
"unsupported: ..." (skipped here, with the reason).
"""

from __future__ import annotations

import pytest

from arena.drive import Driver


@pytest.mark.arena(behaviour="compliant")
def test_a_follow_up_sees_the_earlier_booking(t: Driver) -> None:
    t.send("Book a room for 6 people on Tuesday.")
    t.respond_all("approve")
    t.succeeded()

    turn = t.send("Which room did you book for me?")
    if turn.status == "failed" and "unsupported: " in (turn.error or ""):
        pytest.skip(turn.error)
    t.succeeded()
    t.message_matches(r"Earlier in this conversation I booked R-102")
