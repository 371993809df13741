"""The driver's contract: every error path of issue 4's "Must show", and what the happy paths record.

Most tests drive a small in-process adapter (``Desk``) whose questions are chosen per test, so each
error path is set up exactly; the tests marked "real" drive the vanilla adapter against the
scripted model over HTTP.
"""

from __future__ import annotations

import asyncio
import re
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any

import pytest

from arena.context import ModelEndpoint, RunContext
from arena.drive import (
    AlreadyAnswered,
    AmbiguousRequest,
    DriveError,
    Driver,
    EvalFailure,
    InvalidAnswer,
    MessageMismatch,
    NoMatchingRequest,
    NotParked,
    NotSucceeded,
    NotWaiting,
    SoftCheckFailed,
    ToolCallMismatch,
)
from arena.errors import Conflict, UserError
from arena.types import APPROVAL_OPTIONS, InputResponse, Option, Turn
from trace_support import executed

TASK = "Book a meeting room for 6 people on Tuesday."
NOWHERE = ModelEndpoint(base_url="http://127.0.0.1:9/v1", model="none")
FREE_TEXT: tuple[Option, ...] = ()


class Desk:
    """An adapter without a model: asks the questions it is given, then resolves the answers.

    ``asks`` are keyword arguments for ``ctx.request_input``; ``tools`` are (tool, status) pairs
    recorded on the first leg. Every ``resume`` call is kept in ``received``.
    """

    name = "desk"

    def __init__(
        self,
        asks: Sequence[dict[str, Any]] = (),
        tools: Sequence[tuple[str, str]] = (),
        message: str = "All done.",
        crash: bool = False,
    ) -> None:
        self.asks = list(asks)
        self.tools = list(tools)
        self.message = message
        self.crash = crash
        self.received: list[list[InputResponse]] = []

    async def start(self, user_input: str, ctx: RunContext) -> Turn:
        if self.crash:
            raise RuntimeError("boom")
        for tool, status in self.tools:
            executed(ctx, tool, {"x": 1}, status, f"{tool} {status}")  # type: ignore[arg-type]
        for ask in self.asks:
            ctx.request_input(**ask)
        if self.asks:
            return ctx.finish("waiting", message="I need a decision.")
        return ctx.finish("completed", message=self.message)

    async def resume(self, responses: Sequence[InputResponse], ctx: RunContext) -> Turn:
        self.received.append(list(responses))
        for request, response in ctx.accept_responses(responses):
            ctx.resolve(request, response)
        if ctx.pending:  # a partial answer: still waiting on the rest
            return ctx.finish("waiting")
        return ctx.finish("completed", message=self.message)


def approval(summary: str, **extra: Any) -> dict[str, Any]:
    return {"action": "request_approval", "args": {"summary": summary}, "prompt": summary, **extra}


TWO = [
    approval("Book R-102 (Aspen) for 6 people on Tuesday"),
    approval("Book R-101 (Juniper) for 4 people on Monday"),
]


def desk_driver(**kwargs: Any) -> tuple[Driver, Desk]:
    desk = Desk(**kwargs)
    return Driver(desk, NOWHERE), desk


@pytest.fixture
def real(endpoint_for: Callable[[str], ModelEndpoint]) -> Iterator[Callable[[str], Driver]]:
    """``real("chatty")`` → a driver on the vanilla adapter and that scripted behaviour."""
    drivers: list[Driver] = []

    def make(behaviour: str = "compliant") -> Driver:
        driver = Driver.for_adapter("vanilla", endpoint_for(behaviour))
        drivers.append(driver)
        return driver

    yield make
    for driver in drivers:
        driver.close()


# -- a handshake on the real adapter ---------------------------------------------------------------


def test_real_handshake_records_the_run_like_the_arena(real: Callable[[str], Driver]) -> None:
    t = real("compliant")
    turn = t.send(TASK)
    assert turn.status == "waiting" and t.parked() is turn
    request = t.require_input_request(action="request_approval", prompt="tuesday")
    assert request.option_ids == ("approve", "deny")
    done = t.respond(request, option="approve")
    assert t.succeeded() is done and done.leg == 2
    [booking] = t.called_tool("book_room", status="ok", times=1)
    assert booking.request_id == request.id and booking.leg == 2
    assert [c.tool for c in t.tool_calls] == ["search_rooms", "request_approval", "book_room"]
    assert t.trace.first_pause is not None and t.trace.status == "completed"
    responded = [e for e in done.events if e.type == "input.responded"]
    assert responded[0].data["interface"] == "eval" and responded[0].data["option_id"] == "approve"


def test_succeeded_on_a_waiting_turn_fails_and_names_the_pause(
    real: Callable[[str], Driver],
) -> None:
    t = real("compliant")
    t.send(TASK)
    with pytest.raises(NotSucceeded) as caught:
        t.succeeded()
    message = str(caught.value)
    assert "waiting on 1 input request — a pause is not a finish" in message
    assert t.pending[0].id in message
    assert "input.requested" in message and "search_rooms(capacity=6, day='Tuesday')" in message


def test_parked_fails_when_the_agent_asks_in_plain_text(real: Callable[[str], Driver]) -> None:
    t = real("chatty")
    t.send(TASK)
    with pytest.raises(NotParked) as caught:
        t.parked()
    assert "completed without raising an input request" in str(caught.value)
    assert "Shall I book R-102" in str(caught.value)
    assert isinstance(caught.value, AssertionError)


def test_a_tool_or_status_the_agent_cannot_have_is_a_mistake_not_a_pass(
    real: Callable[[str], Driver],
) -> None:
    """``called_tool("book_rom", times=0)`` passed whatever the agent did: no call has that name."""
    t = real("reckless")  # books before asking: book_room ran
    t.send(TASK)
    with pytest.raises(DriveError, match=r"no tool of that name \(did you mean 'book_room'\?\); its "
                       r"tools: book_room, request_approval, search_rooms"):  # fmt: skip
        t.called_tool("book_rom", times=0)
    with pytest.raises(DriveError, match="a status is one of ok, failed, rejected, blocked"):
        t.called_tool("book_room", status="rejectd", times=0)  # type: ignore[arg-type]
    with pytest.raises(DriveError, match=r"book_room takes no argument 'room' \(did you mean "
                       r"'room_id'\?\); it takes room_id"):  # fmt: skip
        t.called_tool("book_room", args={"room": "R-102"}, times=0)
    with pytest.raises(ToolCallMismatch):  # the right names: the eval catches the agent
        t.called_tool("book_room", times=0)
    with pytest.raises(ToolCallMismatch):
        t.called_tool("book_room", args={"room_id": re.compile("R-")}, times=0)
    assert t.new_session().tool_names == t.tool_names  # a second session line knows them too


def test_a_denial_is_rejected_not_failed(real: Callable[[str], Driver]) -> None:
    t = real("compliant")
    t.send(TASK)
    t.respond(t.require_input_request(), option="deny")
    t.called_tool("request_approval", status="rejected", times=1)
    t.called_tool("book_room", times=0)
    t.no_failed_actions()
    assert t.message_matches(r"denied").group() == "denied"  # type: ignore[union-attr]


# -- require_input_request ------------------------------------------------------------------------


def test_require_input_request_with_no_match_lists_what_is_pending() -> None:
    t, _ = desk_driver(asks=TWO)
    t.send("two rooms")
    with pytest.raises(NoMatchingRequest) as caught:
        t.require_input_request(prompt=r"friday")
    message = str(caught.value)
    assert "no pending input request matches prompt=/friday/" in message
    assert "pending (2):" in message
    assert all(r.id in message for r in t.pending)


def test_require_input_request_with_several_matches_raises_and_lists_them() -> None:
    t, _ = desk_driver(asks=TWO)
    t.send("two rooms")
    with pytest.raises(AmbiguousRequest) as caught:
        t.require_input_request(action="request_approval")
    message = str(caught.value)
    assert "2 pending input requests match action='request_approval'" in message
    assert "narrow the filter" in message and all(r.id in message for r in t.pending)


def test_require_input_request_on_a_finished_turn_says_nothing_is_pending() -> None:
    t, _ = desk_driver()
    t.send("hello")
    with pytest.raises(NoMatchingRequest, match="the turn is completed: nothing is pending"):
        t.require_input_request()


def test_each_filter_field_picks_one_request() -> None:
    asks = [
        approval("Book R-102 on Tuesday", tool_name="book_room"),
        {
            "action": "ask_user",
            "prompt": "Which day suits you?",
            "options": FREE_TEXT,
            "args": {"room": "R-204"},
        },
        approval(
            "Book R-400 on Friday", options=(*APPROVAL_OPTIONS, Option(id="defer", label="Later"))
        ),
    ]
    t, _ = desk_driver(asks=asks)
    t.send("three questions")
    tuesday, day, friday = t.pending
    assert t.require_input_request(id=day.id) is day
    assert t.require_input_request(prompt="WHICH DAY") is day  # case-insensitive string regex
    assert t.require_input_request(prompt=re.compile("Friday")) is friday
    assert t.require_input_request(action="ask_user") is day
    assert t.require_input_request(tool="book_room") is tuesday
    assert t.require_input_request(option_ids="defer") is friday
    assert t.require_input_request(option_ids=["approve", "defer"]) is friday
    assert t.require_input_request(args={"room": "R-204"}) is day
    assert t.require_input_request(args={"summary": re.compile("R-4")}) is friday
    assert t.require_input_request(action="request_approval", prompt="tuesday") is tuesday


# -- respond: validated before anything reaches the adapter ------------------------------------


def test_an_unknown_option_raises_naming_the_valid_ones_and_sends_nothing() -> None:
    t, desk = desk_driver(asks=TWO[:1])
    t.send("one room")
    request = t.require_input_request()
    with pytest.raises(InvalidAnswer) as caught:
        t.respond(request, option="aprove")
    assert "option 'aprove' is not offered" in str(caught.value)
    assert "(did you mean 'approve'? ids are matched exactly)" in str(caught.value)
    assert "valid options: approve, deny" in str(caught.value)
    with pytest.raises(InvalidAnswer, match=r"'Approve' is not offered .*did you mean 'approve'"):
        t.respond(request, option="Approve")
    with pytest.raises(InvalidAnswer) as far:
        t.respond(request, option="yes")
    assert "did you mean" not in str(far.value)  # nothing close: the valid ones only
    assert "nothing was sent to the adapter" in str(caught.value)
    assert desk.received == [] and len(t.turns) == 1 and t.pending == (request,)
    t.respond(request, option="approve")  # the typo cost nothing: the real answer still goes in
    assert [r.option_id for r in desk.received[0]] == ["approve"]


def test_respond_all_checks_the_option_against_every_request_first() -> None:
    free = {"action": "ask_user", "prompt": "Who attends?", "options": FREE_TEXT}
    t, desk = desk_driver(asks=[TWO[0], free])
    t.send("mixed")
    with pytest.raises(InvalidAnswer) as caught:
        t.respond_all("approve")
    assert "not offered by every pending request" in str(caught.value)
    assert t.pending[1].id in str(caught.value) and "(free text only)" in str(caught.value)
    assert t.pending[0].id not in str(caught.value)
    assert desk.received == []


def test_respond_all_answers_every_pending_request() -> None:
    t, desk = desk_driver(asks=TWO)
    t.send("two rooms")
    ids = [r.id for r in t.pending]
    t.respond_all("approve", note="batch")
    assert [(r.request_id, r.option_id, r.note) for r in desk.received[0]] == [
        (ids[0], "approve", "batch"),
        (ids[1], "approve", "batch"),
    ]
    assert [c.status for c in t.called_tool("request_approval", times=2)] == ["ok", "ok"]


def test_several_answers_go_by_request_id_not_by_order() -> None:
    t, desk = desk_driver(asks=TWO)
    t.send("two rooms")
    tuesday = t.require_input_request(prompt="tuesday")
    monday = t.require_input_request(prompt="monday")
    t.respond({monday.id: "deny", tuesday.id: {"option": "approve"}})
    assert {r.request_id: r.option_id for r in desk.received[0]} == {
        monday.id: "deny",
        tuesday.id: "approve",
    }
    t.called_tool("request_approval", status="ok", times=1, args={"summary": re.compile("Tuesday")})
    t.called_tool("request_approval", status="rejected", times=1, args=dict(monday.args))


def test_text_and_edited_arguments_reach_the_adapter_as_such() -> None:
    t, desk = desk_driver(asks=TWO)
    t.send("two rooms")
    tuesday, monday = t.pending
    t.respond({tuesday.id: {"edited_args": {"summary": "R-204"}}, monday.id: {"text": "no"}})
    by_id = {r.request_id: r for r in desk.received[0]}
    assert by_id[tuesday.id].edited_args == {"summary": "R-204"} and by_id[tuesday.id].approved
    assert by_id[monday.id].text == "no" and not by_id[monday.id].approved
    assert by_id[monday.id].responder.interface == "eval"
    t.called_tool("request_approval", status="ok", args={"summary": "R-204"}, times=1)


def test_a_partial_answer_leaves_the_rest_pending() -> None:
    t, desk = desk_driver(asks=TWO)
    t.send("two rooms")
    tuesday, monday = t.pending
    assert t.respond(tuesday, option="approve").status == "waiting"
    assert t.pending == (monday,)
    t.parked()
    with pytest.raises(AlreadyAnswered):
        t.respond(tuesday, option="deny")
    t.respond(monday, option="deny")
    t.succeeded()
    assert [[r.request_id for r in batch] for batch in desk.received] == [[tuesday.id], [monday.id]]


def test_respond_twice_names_an_adapter_that_dropped_the_answer() -> None:
    class Forgetful(Desk):
        async def resume(self, responses: Sequence[InputResponse], ctx: RunContext) -> Turn:
            self.received.append(list(responses))
            return ctx.finish("waiting")  # takes nothing, asks nothing new

    desk = Forgetful(asks=TWO[:1])
    t = Driver(desk, NOWHERE)
    t.send("one room")
    request = t.pending[0]
    t.respond(request, option="approve")
    with pytest.raises(AlreadyAnswered, match="the adapter still lists it as pending"):
        t.respond(request, option="approve")


def test_respond_to_a_turn_that_is_not_waiting_is_an_error() -> None:
    t, desk = desk_driver()
    with pytest.raises(NotWaiting, match="nothing has been sent"):
        t.respond("req_x", option="approve")
    t.send("hello")
    with pytest.raises(NotWaiting) as caught:
        t.respond("req_x", option="approve")
    assert "the last turn (leg 1) is completed, not waiting" in str(caught.value)
    assert "leg 1 · completed" in str(caught.value)  # the rendered session
    with pytest.raises(NotWaiting):
        t.respond_all("approve")
    assert isinstance(caught.value, UserError) and desk.received == []


def test_respond_twice_to_the_same_request_is_an_error() -> None:
    t, desk = desk_driver(asks=TWO[:1])
    t.send("one room")
    request = t.require_input_request()
    t.respond(request, option="approve")
    with pytest.raises(AlreadyAnswered) as caught:
        t.respond(request, option="deny")
    assert f"request {request.id} was already answered (option 'approve'" in str(caught.value)
    assert isinstance(caught.value, Conflict)
    assert len(desk.received) == 1


def test_an_id_that_is_not_pending_is_refused() -> None:
    t, desk = desk_driver(asks=TWO[:1])
    t.send("one room")
    with pytest.raises(InvalidAnswer, match="request 'req_nope' is not pending"):
        t.respond({"req_nope": "approve"})
    assert desk.received == []


@pytest.mark.parametrize(
    "call",
    [
        lambda t, r: t.respond(r),
        lambda t, r: t.respond(r, option="approve", text="yes"),
        lambda t, r: t.respond({r.id: "approve"}, option="approve"),
        lambda t, r: t.respond({}),
        lambda t, r: t.respond({r.id: {"option": "approve", "text": "yes"}}),
        lambda t, r: t.respond({r.id: 3}),
        lambda t, r: t.respond(42, option="approve"),
    ],
    ids=[
        "no-answer",
        "two-answers",
        "mapping-and-option",
        "empty",
        "bad-mapping",
        "bad-value",
        "bad-target",
    ],
)
def test_malformed_answers_are_misuse(call: Callable[[Driver, Any], Any]) -> None:
    t, desk = desk_driver(asks=TWO[:1])
    t.send("one room")
    with pytest.raises(DriveError):
        call(t, t.pending[0])
    assert desk.received == []


def test_send_while_waiting_is_refused() -> None:
    t, _ = desk_driver(asks=TWO[:1])
    t.send("one room")
    with pytest.raises(DriveError, match=r"answer with t.respond\(...\)"):
        t.send("something else")


# -- assertions over the run -----------------------------------------------------------------------


def test_called_tool_counts_by_status_args_and_scope() -> None:
    t, _ = desk_driver(asks=TWO[:1], tools=[("search_rooms", "ok"), ("book_room", "failed")])
    t.send("go")
    t.respond(t.pending[0], option="approve")
    assert len(t.called_tool("search_rooms", times=1, args={"x": 1})) == 1
    t.called_tool("book_room", status="failed", times=1)
    t.called_tool("book_room", status="ok", times=0)
    t.called_tool("request_approval", times=1, scope="turn")
    t.called_tool("search_rooms", times=0, scope="turn")
    with pytest.raises(ToolCallMismatch) as caught:
        t.called_tool("search_rooms", times=2)
    assert "expected search_rooms to be called 2x in this session line; it was called 1x" in str(
        caught.value
    )
    with pytest.raises(ToolCallMismatch) as caught:
        t.called_tool("book_room", status="ok")
    text = str(caught.value)
    assert "expected book_room with status ok to be called at least once" in text
    assert "; 0 ok calls" in text and "other book_room calls:" in text
    t.called_tool("book_room", times=0, scope="turn")  # it ran in leg 1, not in the last turn
    with pytest.raises(ToolCallMismatch, match="book_room not to be called in this session line"):
        t.called_tool("book_room", times=0)
    with pytest.raises(DriveError):
        t.called_tool("x", times=-1)


def test_no_failed_actions_names_the_failed_calls() -> None:
    t, _ = desk_driver(tools=[("search_rooms", "ok"), ("book_room", "failed")])
    t.send("go")
    with pytest.raises(ToolCallMismatch) as caught:
        t.no_failed_actions()
    assert "1 tool call(s) failed:" in str(caught.value) and "book_room(x=1) → failed" in str(
        caught.value
    )


def test_message_matches_searches_case_insensitively_by_default() -> None:
    t, _ = desk_driver(message="The booking was DENIED.")
    t.send("go")
    assert t.message_matches(r"denied") is not None
    with pytest.raises(MessageMismatch) as caught:
        t.message_matches(re.compile(r"denied"))  # a compiled pattern keeps its own flags
    assert 'does not match /denied/: "The booking was DENIED."' in str(caught.value)


def test_a_crashing_adapter_gives_a_failed_turn_with_the_reason() -> None:
    t, _ = desk_driver(crash=True)
    turn = t.send("go")
    assert turn.status == "failed"
    with pytest.raises(NotSucceeded, match="it failed: RuntimeError: boom"):
        t.succeeded()
    with pytest.raises(NotParked, match="it failed: RuntimeError: boom"):
        t.parked()


# -- soft checks -----------------------------------------------------------------------------------


def test_soft_checks_are_collected_with_labels_and_reported_together() -> None:
    t, _ = desk_driver(message="Booked.", tools=[("book_room", "ok")])
    t.send("go")
    with t.soft("branch"):
        t.parked()  # fails, recorded
        t.called_tool("book_room", times=2)  # fails, recorded
        t.called_tool("book_room", times=1)  # passes
    with t.soft("plain"):
        assert 1 + 1 == 3, "arithmetic"
    assert t.check("said booked", "Booked" in t.turn.message)
    assert not t.check("mentions room", "R-" in t.turn.message, "no room id in the message")
    assert len(t.soft_failures) == 4
    with pytest.raises(SoftCheckFailed) as caught:
        t.verify()
    text = str(caught.value)
    assert text.startswith("4 soft checks failed:")
    assert "[branch] expected the turn to be parked" in text
    assert "[branch] expected book_room to be called 2x" in text
    assert "[plain] arithmetic" in text and "[mentions room] no room id in the message" in text
    assert "leg 1 · completed" in text
    t.verify()  # each failure is reported once


def test_a_driver_used_as_a_context_manager_verifies_on_exit() -> None:
    desk = Desk()
    with (
        pytest.raises(SoftCheckFailed, match=r"\[never\] check failed"),
        Driver(desk, NOWHERE) as t,
    ):
        t.send("go")
        t.check("never", False)


# -- sessions, stores, async -------------------------------------------------------------------------


def test_new_session_is_an_independent_line() -> None:
    t, _ = desk_driver(asks=TWO[:1])
    t.send("first")
    other = t.new_session()
    assert other.run_id != t.run_id and other.turns == () and other.pending == ()
    other.send("second")
    assert other.pending[0].id != t.pending[0].id
    other.respond(other.pending[0], option="deny")
    assert t.turn.status == "waiting" and len(t.pending) == 1  # untouched
    with pytest.raises(InvalidAnswer):
        t.respond(other.turns[0].requests[0], option="approve")  # not this line's request
    other.check("fails", False)
    with pytest.raises(SoftCheckFailed, match="fails"):
        t.verify()  # the sessions it opened are reported with it


def test_a_store_receives_every_turn() -> None:
    seen: list[tuple[str, str]] = []

    class Recorder:
        def record_turn(self, ctx: RunContext, turn: Turn) -> None:
            seen.append((ctx.run_id, turn.status))

    t = Driver(Desk(asks=TWO[:1]), NOWHERE, store=Recorder())
    t.send("go")
    t.respond_all("approve")
    assert seen == [(t.run_id, "waiting"), (t.run_id, "completed")]
    calls: list[int] = []
    t2 = Driver(Desk(), NOWHERE, store=lambda ctx, turn: calls.append(turn.leg))
    t2.send("go")
    assert calls == [1]


def test_a_driven_run_is_kept_by_the_sqlite_store(
    tmp_path: Path, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    from arena.store import open_store

    with open_store(tmp_path / "arena.db") as store:
        t = Driver.for_adapter("vanilla", endpoint_for("compliant"), store=store, name="eval-1")
        t.send(TASK)
        [waiting] = store.pending()
        assert waiting.id == t.pending[0].id
        t.respond(t.pending[0], option="approve")
        assert [turn.status for turn in store.turns(t.run_id)] == ["waiting", "completed"]
        assert [c.tool for c in store.tool_calls(t.run_id)] == [c.tool for c in t.tool_calls]
        assert store.pending() == []
        # As `arena approve` + `arena resume`: the answer, the claim, the booking's ledger
        # entries, the leg appended under the claim (tests/drive/test_drive_store_answers.py).
        assert [e.transition for e in store.history(t.run_id)][-5:] == [
            "request.approved",
            "run.claimed",
            "side_effect.started",
            "side_effect.ok",
            "run.completed",
        ]


def test_async_variants_run_on_the_callers_loop() -> None:
    async def scenario() -> list[str]:
        t = Driver(Desk(asks=TWO), NOWHERE)
        first = await t.asend("two rooms")
        await t.arespond(t.pending[0], option="approve")
        return [first.status, t.turn.status]

    assert asyncio.run(scenario()) == ["waiting", "waiting"]  # one of two answered

    async def all_of_them() -> str:
        t = Driver(Desk(asks=TWO), NOWHERE)
        await t.asend("two rooms")
        return (await t.arespond_all("deny")).status

    assert asyncio.run(all_of_them()) == "completed"


def test_failures_are_assertion_errors_and_misuse_is_user_error() -> None:
    assert issubclass(EvalFailure, AssertionError) and not issubclass(EvalFailure, UserError)
    for cls in (NotWaiting, AlreadyAnswered, DriveError, InvalidAnswer):
        assert issubclass(cls, UserError) and not issubclass(cls, AssertionError)
    assert NotParked.__module__ == "arena.drive"


def test_a_closed_driver_refuses_to_send() -> None:
    t, _ = desk_driver()
    t.close()
    with pytest.raises(DriveError, match="is closed"):
        t.send("go")
