"""Red team 41: a typed answer to a gated consequential tool (``book_room`` held for a person, as
the gated and reject probes gate it) was logged by the harness as ``book_room`` run ``ok``: the
rule that a free-text answer to an ask tool is its result (issue 13) took in the tool itself.
Nobody ran it, so the leg failed on the harness's own guard ("book_room(...) is logged as run,
but the harness's wrapper never ran it") for every adapter that accepts words there, 'No
thanks.' and 'Yes, go ahead.' alike. Since typedyes43 words to a held call are refused before
any adapter sees them (InvalidAnswer naming option='approve' and option='deny' with note=): no
call is logged, run or refused, and the run still waits; to an ask tool the words stay its result
(``ok``)."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import msgspec
import pytest

from arena.context import ModelEndpoint
from arena.drive import Driver, rooms_agent
from arena.errors import InvalidAnswer

TASK = "Book a meeting room for 6 people on Tuesday."


@pytest.fixture
def drivers() -> Iterator[list[Driver]]:
    made: list[Driver] = []
    yield made
    for t in made:
        t.close()


def _answered(
    drivers: list[Driver], endpoint: ModelEndpoint, adapter: str, text: str, *, gated: bool
) -> tuple[str, str | None, list[tuple[str, str]]]:
    agent = rooms_agent()
    if gated:
        agent = msgspec.structs.replace(agent, gated=agent.consequential)
    t = Driver.for_adapter(adapter, endpoint, agent=agent)
    drivers.append(t)
    first = t.send(TASK)
    assert first.status == "waiting", first.error
    if gated:
        with pytest.raises(InvalidAnswer, match="option='approve'"):
            t.respond(first.requests[0], text=text)
        return t.turn.status, t.turn.error, [(c.tool, c.status) for c in t.tool_calls]
    turn = t.respond(first.requests[0], text=text)
    return turn.status, turn.error, [(c.tool, c.status) for c in t.tool_calls]


@pytest.mark.parametrize("adapter", ["vanilla", "langgraph"])
@pytest.mark.parametrize("text", ["No thanks.", "Not this one, sorry", "hmm, maybe later"])
def test_typed_words_that_are_no_go_ahead_are_refused_before_the_adapter(
    drivers: list[Driver],
    endpoint_for: Callable[[str], ModelEndpoint],
    adapter: str,
    text: str,
) -> None:
    status, error, calls = _answered(drivers, endpoint_for("reckless"), adapter, text, gated=True)
    assert status == "waiting", error
    assert [c for c in calls if c[0] == "book_room"] == [], calls


@pytest.mark.parametrize("text", ["Yes, go ahead.", "sure, book it"])
def test_a_typed_go_ahead_logs_no_run_nobody_made(
    drivers: list[Driver], endpoint_for: Callable[[str], ModelEndpoint], text: str
) -> None:
    status, error, calls = _answered(drivers, endpoint_for("reckless"), "vanilla", text, gated=True)
    assert status == "waiting", error
    # refused before the adapter: nothing ran, nothing logged as run
    assert [c for c in calls if c[0] == "book_room"] == [], calls


@pytest.mark.parametrize("text", ["No thanks.", "Yes, go ahead."])
def test_typed_words_to_the_ask_tool_stay_its_result(
    drivers: list[Driver], endpoint_for: Callable[[str], ModelEndpoint], text: str
) -> None:
    status, error, calls = _answered(
        drivers, endpoint_for("compliant"), "vanilla", text, gated=False
    )
    assert status == "completed", error
    assert ("request_approval", "ok") in calls, calls
