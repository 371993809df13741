"""drive41: ``t.respond({request: answer})`` with the requests themselves as keys raised
``TypeError: unhashable type: 'dict'`` in the eval's own line, before the driver saw it.

``respond`` takes a mapping "by request id (never by order)", and an ``InputRequest`` is
accepted wherever an id is; an eval holding ``monday`` and ``tuesday`` from
``t.require_input_request`` writes ``t.respond({monday: "deny", tuesday: "approve"})``. A
request's ``args`` is a dict, so the frozen struct's field hash failed. A request now hashes by
its id (equal requests share an id), and answers keyed by requests go in as by their ids.
"""

from __future__ import annotations

import msgspec
import pytest

from arena.context import ModelEndpoint
from arena.drive import Driver, InvalidAnswer
from arena.types import InputRequest

TASK = "Book a meeting room for 6 people on Tuesday."


def test_a_request_hashes_by_its_id_and_stays_equal_by_its_fields() -> None:
    a = InputRequest(id="req_1", run_id="run_1", action="request_approval", args={"x": {"y": 1}})
    same = msgspec.structs.replace(a, args={"x": {"y": 1}})  # a copy, its dicts new
    other = InputRequest(id="req_2", run_id="run_1", action="request_approval", args={"x": 1})
    assert hash(a) == hash(same) and a == same
    assert a != other
    assert {a: "approve", other: "deny"} == {same: "approve", other: "deny"}
    assert len({a, same, other}) == 2


@pytest.mark.parametrize("option", ["approve", "deny"])
def test_respond_keyed_by_the_request_answers_it(endpoint: ModelEndpoint, option: str) -> None:
    with Driver.for_adapter("vanilla", endpoint) as t:
        t.send(TASK)
        request = t.require_input_request(action="request_approval")
        turn = t.respond({request: option})
        assert turn.status == "completed", turn.error
        t.called_tool("book_room", times=1 if option == "approve" else 0)
        [answered] = [e for e in t.events if e.type == "input.responded"]
        assert answered.data["request_id"] == request.id
        assert answered.data["option_id"] == option


def test_a_bad_option_keyed_by_the_request_still_lists_the_valid_ones(
    endpoint: ModelEndpoint,
) -> None:
    with Driver.for_adapter("vanilla", endpoint) as t:
        t.send(TASK)
        request = t.require_input_request()
        with pytest.raises(InvalidAnswer, match="valid options: approve, deny"):
            t.respond({request: "maybe"})
        assert [r.id for r in t.pending] == [request.id]


def test_the_request_and_its_id_as_two_keys_are_one_request_answered_twice(
    endpoint: ModelEndpoint,
) -> None:
    with Driver.for_adapter("vanilla", endpoint) as t:
        t.send(TASK)
        request = t.require_input_request()
        with pytest.raises(InvalidAnswer, match="answered twice in one respond"):
            t.respond({request: "approve", request.id: "deny"})
        t.parked()
        t.called_tool("book_room", times=0)
