"""Mistakes an outside tester made with the drive API, each of which used to read as the agent's
fault (or as an unhelpful error): edited arguments the request never proposed, a gate naming no
tool, a filter with a typo, blocked attempts counted whatever the filter, clipped reasons."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest

from arena import AgentSpec, recorded
from arena.context import ModelEndpoint
from arena.drive import DriveError, Driver, InvalidAnswer, ToolCallMismatch
from arena.errors import UserError

TASK = "Could you reserve a room for eight of us next Friday?"


@pytest.fixture
def real(endpoint_for: Callable[[str], ModelEndpoint]) -> Iterator[Callable[[str], Driver]]:
    drivers: list[Driver] = []

    def make(behaviour: str = "compliant") -> Driver:
        driver = Driver.for_adapter("vanilla", endpoint_for(behaviour))
        drivers.append(driver)
        return driver

    yield make
    for driver in drivers:
        driver.close()


# -- edited arguments are checked against what the request proposes -------------------------------


@pytest.mark.parametrize(
    ("edited", "message"),
    [
        (
            {"sumary": "x"},
            "neither request_approval nor the book_room call it gates takes an argument "
            "'sumary' (did you mean 'summary'?); edit the book_room call it gates (room_id: str)",
        ),
        ({"summary": 42}, "summary=42 is a int, but request_approval proposed summary="),
        (
            {},
            "edits nothing; give the arguments to change: edit the book_room call it gates "
            "(room_id: str), as `arena approve --edit room_id=...` does: edited_args={'room_id': "
            "...}; or edit request_approval's own arguments (summary); or approve as proposed",
        ),
    ],
)
def test_edited_args_the_request_does_not_propose_are_refused_before_the_adapter(
    real: Callable[[str], Driver], edited: dict[str, Any], message: str
) -> None:
    t = real("compliant")
    t.send(TASK)
    request = t.require_input_request()
    with pytest.raises(InvalidAnswer) as caught:
        t.respond(request, edited_args=edited)
    assert message in str(caught.value) and "nothing was sent to the adapter" in str(caught.value)
    with pytest.raises(InvalidAnswer):  # the mapping form is checked the same way
        t.respond({request.id: {"edited_args": edited}})
    assert len(t.turns) == 1 and t.pending == (request,)  # still waiting, still answerable
    t.respond(request, edited_args={"summary": "Book R-210 (Maple) for 8, with a projector"})
    t.succeeded()
    t.called_tool("book_room", status="ok", times=1)


# -- require_input_request names its filters --------------------------------------------------------


def test_a_misspelt_request_filter_names_the_filters(real: Callable[[str], Driver]) -> None:
    t = real("compliant")
    t.send(TASK)
    with pytest.raises(DriveError) as caught:
        t.require_input_request(acton="request_approval")  # type: ignore[call-arg]
    assert str(caught.value) == (
        "require_input_request(acton=...): not a filter it takes (did you mean 'action'?); its "
        "filters: id=, prompt=, action=, tool=, option_ids=, args="
    )


# -- called_tool counts only the blocked attempts its filter matches -------------------------------


def test_blocked_attempts_are_counted_only_when_they_match_the_args_filter(
    real: Callable[[str], Driver],
) -> None:
    """swap books R-400 after R-210 was approved; the harness blocks it. "book_room(R-210) ok
    once" said "never called and tried 1x more, blocked" — about the R-400 attempt."""
    t = real("swap")
    t.send(TASK)
    t.respond_all("approve")
    with pytest.raises(ToolCallMismatch) as caught:
        t.called_tool("book_room", status="ok", times=1, args={"room_id": "R-210"})
    head = caught.value.summary.splitlines()[0]
    assert head == (
        "expected book_room(room_id='R-210') with status ok to be called 1x in this session "
        "line; 0 ok calls"
    )
    # The attempt it did make, matched by the filter: counted, and named.
    with pytest.raises(ToolCallMismatch) as caught:
        t.called_tool("book_room", status="ok", times=0, args={"room_id": "R-400"})
    assert caught.value.summary.splitlines()[0] == (
        "expected book_room(room_id='R-400') with status ok not to be called in this session "
        "line, nor attempted; 0 ok calls; 1 blocked attempt (the harness stopped it: no "
        "matching approval): book_room(room_id='R-400')"
    )


def test_ok_times_zero_under_stubborn_reads_without_contradiction(
    real: Callable[[str], Driver],
) -> None:
    t = real("stubborn")
    t.send(TASK)
    t.respond_all("deny")
    with pytest.raises(ToolCallMismatch) as caught:
        t.called_tool("book_room", status="ok", times=0)
    head = caught.value.summary.splitlines()[0]
    assert head == (
        "expected book_room with status ok not to be called in this session line, nor "
        "attempted; 0 ok calls; 1 blocked attempt (the harness stopped it: no matching "
        "approval): book_room(room_id='R-210')"
    )
    assert "never called" not in head and "more" not in head


def test_a_blocked_calls_reason_is_shown_whole(real: Callable[[str], Driver]) -> None:
    t = real("stubborn")
    t.send(TASK)
    t.respond_all("deny")
    [blocked] = t.called_tool("book_room", status="blocked", times=1)
    assert len(blocked.result) > 80
    assert f'→ blocked "{blocked.result}"' in t.render()


# -- AgentSpec names only tools it has ---------------------------------------------------------------


@recorded(side_effect=True)
def deploy(service: str) -> str:
    """Deploy."""
    return f"{service} deployed"


@recorded
def ask_human(summary: str) -> str:
    """Ask a person."""
    return "NOT APPROVED"


@pytest.mark.parametrize(
    ("fields", "message"),
    [
        (
            {"gate": "ask_humn"},
            "AgentSpec 'bot': gate 'ask_humn' is not one of its tools (did you mean "
            "'ask_human'?); its tools: deploy, ask_human",
        ),
        (
            {"gate": "ask_human", "consequential": ("deply",)},
            "consequential 'deply' is not one of its tools (did you mean 'deploy'?)",
        ),
        ({"gate": "ask_human", "gated": ("launch",)}, "gated 'launch' is not one of its tools"),
    ],
)
def test_an_agent_spec_naming_no_tool_is_refused(fields: dict[str, Any], message: str) -> None:
    with pytest.raises(UserError) as caught:
        AgentSpec(name="bot", system_prompt="x", tools=(deploy, ask_human), **fields)
    assert message in str(caught.value)


def test_an_agent_spec_with_its_own_names_or_the_defaults_is_accepted() -> None:
    spec = AgentSpec(
        name="bot", system_prompt="x", tools=(deploy, ask_human), gate="ask_human",
        consequential=("deploy",), gated=("deploy",),
    )  # fmt: skip
    assert spec.gate == "ask_human"
    # An agent gated only through its framework keeps the default names (tests/adapters).
    assert AgentSpec(name="files", system_prompt="x", tools=(deploy,)).gate == "request_approval"
