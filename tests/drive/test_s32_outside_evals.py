"""What an outside eval writer (evals 32) found: the scripted ``three`` behaviour booked the room
a request asked for after a person approved it edited (the harness blocked it) and then said it
had booked it (F4); ``arena approve --edit`` refused every request of a run an eval stored,
"not found in the run's tools module (none recorded)", where ``t.respond(edited_args=...)``
takes the same edit (F7); and three refusals that named no fix: words passed as the option
(``t.respond(request, "yes please")``), an answer to a completed turn, and ``succeeded()`` on a
turn the adapter failed because the person said no."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from pathlib import Path

import pytest
from click.testing import CliRunner

from arena.adapters.vanilla import VanillaAdapter
from arena.cli import main
from arena.context import ModelEndpoint, RunContext
from arena.drive import CheckFailed, Driver, InvalidAnswer, NotSucceeded, NotWaiting, rooms_agent
from arena.runs.eval_runs import rebuildable
from arena.store import open_store
from arena.store.base import Store
from arena.types import InputResponse, Turn

TASK = "Book a meeting room for 6 people on Tuesday."


def test_three_books_the_room_an_edited_approval_names(
    endpoint_for: Callable[[str], ModelEndpoint],
) -> None:
    with Driver.for_adapter("vanilla", endpoint_for("three")) as t:
        t.send("Book a room for 4 people on Tuesday, Wednesday and Friday.")
        tuesday = t.require_input_request(prompt="Tuesday")
        wednesday = t.require_input_request(prompt="Wednesday")
        friday = t.require_input_request(prompt="Friday")
        t.respond(
            {
                tuesday.id: {"edited_args": {"room_id": "R-204"}},
                wednesday.id: "approve",
                friday.id: "deny",
            }
        )
        t.succeeded()
        t.called_tool("book_room", status="blocked", times=0)  # it booked R-101 as asked
        t.called_tool("book_room", status="ok", times=1, args={"room_id": "R-204"})
        t.called_tool("book_room", status="ok", times=2)
        t.no_failed_actions()
        assert t.turn.message == "Booked R-204, R-102."


def test_three_says_only_what_went_through(
    endpoint_for: Callable[[str], ModelEndpoint],
) -> None:
    """A booking the harness blocked is not reported booked ("Booked R-101, R-102.")."""
    with Driver.for_adapter("vanilla", endpoint_for("three")) as t:
        t.send("Book a room for 4 people on Tuesday, Wednesday and Friday.")
        first = t.require_input_request(prompt="Tuesday")
        # an approval of another request's room: the model's own R-101 is not the call approved
        t.respond(
            {
                first.id: {
                    "edited_args": {"summary": "Book R-102 (Aspen) for 4 people on Tuesday"}
                },
                t.require_input_request(prompt="Wednesday").id: "deny",
                t.require_input_request(prompt="Friday").id: "deny",
            }
        )
        t.called_tool("book_room", status="ok", times=1, args={"room_id": "R-102"})
        assert t.turn.message == "Booked R-102."


@pytest.fixture
def store_path(tmp_path: Path) -> Iterator[Path]:
    yield tmp_path / "evals.db"


def approve(store_path: Path, request_id: str, *edits: str) -> tuple[int, str]:
    args = ["approve", request_id, "--as", "alice", "--store", str(store_path)]
    for edit in edits:
        args += ["--edit", edit]
    done = CliRunner().invoke(main, args, catch_exceptions=False)
    return done.exit_code, done.output


def test_an_operator_edits_an_evals_request(
    store_path: Path, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    mine: Store
    with open_store(store_path) as mine:
        t = Driver.for_adapter("pydantic_ai", endpoint_for("compliant"), store=mine)
        t.send(TASK)
        request = t.require_input_request()
        assert not rebuildable(mine.run(t.run_id))  # arena resume still leaves it to the eval

        code, said = approve(store_path, request.id, "room_id=R-400")  # taken on Tuesday
        assert code == 2 and "R-400 (Atrium) is not free on Tuesday" in said, said
        code, said = approve(store_path, request.id, "room_id=cedar")
        assert code == 0, said
        assert "book_room(room_id='R-204')" in said and "t.resume() in the eval" in said

        t.resume()
        t.succeeded()
        t.called_tool("book_room", status="ok", times=1, args={"room_id": "R-204"})
        t.no_failed_actions()
        t.close()


def test_words_passed_as_the_option_are_told_where_words_go(endpoint: ModelEndpoint) -> None:
    """``t.respond(request, "yes please")``: the second parameter is ``option=``; the refusal
    listed the option ids and said nothing of ``text=``."""
    with Driver.for_adapter("vanilla", endpoint) as t:
        t.send(TASK)
        request = t.require_input_request()
        with pytest.raises(InvalidAnswer, match=r"is text, not an option: text='yes please'"):
            t.respond(request, "yes please")
        with pytest.raises(InvalidAnswer, match=r"did you mean 'approve'") as caught:
            t.respond(request, "Approve")  # a near id keeps its did-you-mean, and only that
        assert "text=" not in str(caught.value)
        t.respond(request, text="yes please")
        t.called_tool("book_room", status="ok", times=1)
        with pytest.raises(NotWaiting, match=r"t\.send\(text\) starts the next turn"):
            t.respond_all("approve")


class _DenialFails(VanillaAdapter):
    """Fails the turn when the person says no (a framework's ToolRejected, passed on)."""

    async def resume(self, responses: Sequence[InputResponse], ctx: RunContext) -> Turn:
        if any(r.approved for r in responses):
            return await super().resume(responses, ctx)
        for request, response in ctx.accept_responses(responses):
            ctx.resolve(request, response)
        return ctx.finish("failed", error="ToolRejected: request_approval was rejected")


def test_a_denial_turned_into_a_failure_is_named(
    endpoint_for: Callable[[str], ModelEndpoint],
) -> None:
    spec = rooms_agent()
    with Driver(_DenialFails(spec), endpoint_for("compliant"), agent=spec) as t:
        t.send(TASK)
        request = t.require_input_request()
        t.respond(request, option="deny")
        with pytest.raises(NotSucceeded) as caught:
            t.succeeded()
        first = str(caught.value).splitlines()[0]
        assert f"answering a person's denial ({request.id})" in first, first
        assert "a denial is an answer, recorded as 'rejected', not a failure" in first


def test_a_restart_keeps_a_durable_pause(endpoint_for: Callable[[str], ModelEndpoint]) -> None:
    """t.restart(): the paused state through JSON, read back by a fresh adapter."""
    with Driver.for_adapter("pydantic_ai", endpoint_for("compliant")) as t:
        t.send(TASK)
        request = t.require_input_request()
        before = t.adapter
        t.restart()
        assert t.adapter is not before and t.adapter.name == "pydantic_ai"
        t.respond(request, option="approve")
        t.succeeded()
        t.called_tool("book_room", status="ok", times=1, args={"room_id": "R-102"})


def test_a_restart_fails_a_pause_kept_in_memory(
    endpoint_for: Callable[[str], ModelEndpoint],
) -> None:
    """The eval API had no move that caught an adapter whose pause a restart loses (vanilla's
    slot holds a live object); only ``arena run durable_state`` did."""
    with Driver.for_adapter("vanilla", endpoint_for("compliant")) as t:
        with pytest.raises(NotWaiting, match=r"t\.send\(text\) first"):
            t.restart()
        t.send(TASK)
        with pytest.raises(CheckFailed, match="would not survive a process restart") as caught:
            t.restart()
        first = str(caught.value).splitlines()[0]
        assert "vanilla.paused of adapter vanilla hold a live object" in first, first
        t.respond_all("deny")  # the line goes on as it was
        t.called_tool("book_room", times=0)
