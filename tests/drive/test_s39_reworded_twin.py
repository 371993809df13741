"""Red team 39: a second request for the one gate call, its prompt reworded. drive38c keyed
one question on the request's action, its prompt and its binding, so an adapter that raised,
beside the model's request, 'Please confirm this booking request: Book R-102 (Aspen) for 6
people on Tuesday.' with no native id paused on both; answered apart (deny the model's, approve
the twin) it booked R-102 on the approval and the leg completed. The question is now the
booking, not its wording: two requests of one leg binding the same call whose prompts name no
other day and no other head count are one question; the ``three`` model's three days for one
room are still three."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from arena.context import ModelEndpoint
from arena.drive import Driver, NotParked, rooms_agent
from reference_adapters_s39 import AsksAgainRewordedAdapter

TASK = "Book a meeting room for 6 people on Tuesday."


def test_a_reworded_twin_fails_the_leg(endpoint: ModelEndpoint) -> None:
    spec = rooms_agent()
    with Driver(AsksAgainRewordedAdapter(spec), endpoint, agent=spec) as t:
        t.send(TASK)
        with pytest.raises(NotParked) as caught:
            t.parked()
        t.called_tool("book_room", times=0)
    said = str(caught.value).splitlines()[0]
    assert "ask the same question in leg 1" in said, said
    assert "a person could approve one and deny the other" in said, said


def test_three_days_for_one_room_are_still_three_questions(
    endpoint_for: Callable[[str], ModelEndpoint],
) -> None:
    with Driver.for_adapter("vanilla", endpoint_for("three")) as t:
        t.send(TASK)
        t.parked()
        assert len(t.pending) == 3, t.render()
        t.respond_all("deny")
