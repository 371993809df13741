"""``t.parked()`` called after the pause was answered (drive36): the line paused in leg 1, was
answered, and leg 2 completed; parked() reads the last turn and said "it completed without raising
an input request — asking in plain text is not a pause", blaming an agent that paused properly
for the chatty fault. It now says the pause was answered and parked() reads the last turn."""

from __future__ import annotations

import pytest

from arena.context import ModelEndpoint
from arena.drive import Driver, NotParked

TASK = "Book a meeting room for 6 people on Tuesday."


def test_parked_after_the_answer_says_the_pause_was_answered(endpoint: ModelEndpoint) -> None:
    with Driver.for_adapter("vanilla", endpoint) as t:
        asked = t.send(TASK).requests[0]
        t.respond(asked, option="approve")
        with pytest.raises(NotParked) as caught:
            t.parked()
        said = str(caught.value).splitlines()[0]
        assert "plain text" not in said, said
        assert f"leg 1 paused on {asked.id}, which was answered" in said, said
        assert "before t.respond(...)" in said, said


def test_a_chatty_agent_is_still_told_it_asked_in_plain_text(
    endpoint_for: object,
) -> None:
    with Driver.for_adapter("vanilla", endpoint_for("chatty")) as t:  # type: ignore[operator]
        t.send(TASK)
        with pytest.raises(NotParked, match="asking in plain text is not a pause"):
            t.parked()
