"""regress39: 9876c54b took two requests binding one call as two questions wherever their
weekdays differed, so a reworded twin that named one more day than the model's request ('...
on Tuesday. (asked on Monday)') was no twin: answered apart (deny the model's, approve the
twin) R-102 was booked on the approval. Days tell two questions apart only as numbers do: where
neither request's days hold all of the other's (the ``three`` model's Tuesday / Wednesday /
Friday for one room)."""

from __future__ import annotations

import pytest

import reference_adapters_s39 as r39
from arena.context import ModelEndpoint
from arena.drive import Driver, NotParked, rooms_agent

TASK = "Book a meeting room for 6 people on Tuesday."


@pytest.mark.parametrize("said", [" (asked on Monday)", " Today is Friday."])
def test_a_twin_naming_one_more_day_fails_the_leg(
    endpoint: ModelEndpoint, monkeypatch: pytest.MonkeyPatch, said: str
) -> None:
    def reworded(prompt: str) -> str:
        return f"Please confirm this booking request: {prompt.rstrip('?.')}.{said}"

    monkeypatch.setattr(r39, "_reworded", reworded)
    spec = rooms_agent()
    with Driver(r39.AsksAgainRewordedAdapter(spec), endpoint, agent=spec) as t:
        t.send(TASK)
        with pytest.raises(NotParked) as caught:
            t.parked()
        t.called_tool("book_room", times=0)
    assert "ask the same question in leg 1" in str(caught.value), caught.value
