"""What an outside eval writer (evals 34) found: an adapter that declared its slot durable
(``dump=`` and ``load=``) but whose ``dump`` gave an object JSON cannot hold passed as durable.
Without a store ``t.restart()`` raised json's bare ``TypeError`` from inside the library, naming
neither the slot nor the fix; with an arena store the store wrote the object's ``repr`` as the
paused state, so the restart passed and the answer after it failed in the adapter
(``'str' object has no attribute 'held'``). And ``t.restart(process=True)``, the move an eval
writer reaches for to cross a real process restart, was a ``TypeError``."""

from __future__ import annotations

import asyncio
import dataclasses
import re
import time
from collections.abc import Callable, Sequence
from pathlib import Path

import httpx
import msgspec
import openai
import pytest

from arena.adapters import vanilla
from arena.adapters.vanilla import VanillaAdapter
from arena.context import ModelEndpoint, RunContext
from arena.drive import CheckFailed, DriveError, Driver, NotParked, NotSucceeded, rooms_agent
from arena.session import SessionLine, create_session_slot
from arena.store import open_store
from arena.types import InputResponse, Turn

TASK = "Book a meeting room for 6 people on Tuesday."

#: Declared durable, but its dump hands back the paused dataclass itself.
NOT_JSON = create_session_slot("s34.not_json", dump=lambda p: p, load=lambda raw: raw)


class DumpsAnObject(VanillaAdapter):
    name = "dumpsanobject"

    async def start(self, user_input: str, ctx: RunContext) -> Turn:
        turn = await super().start(user_input, ctx)
        if turn.status == "waiting":
            ctx.session.set(NOT_JSON, ctx.session.take(vanilla._PAUSED))
        return turn

    async def resume(self, responses: Sequence[InputResponse], ctx: RunContext) -> Turn:
        ctx.session.set(vanilla._PAUSED, ctx.session.take(NOT_JSON))
        return await super().resume(responses, ctx)


def driver(endpoint: ModelEndpoint, **kw: object) -> Driver:
    spec = rooms_agent()
    return Driver(DumpsAnObject(spec), endpoint, agent=spec, **kw)  # type: ignore[arg-type]


def test_a_dump_that_gives_no_json_fails_the_restart_naming_the_slot(
    endpoint_for: Callable[[str], ModelEndpoint],
) -> None:
    with driver(endpoint_for("compliant")) as t:
        t.send(TASK)
        with pytest.raises(CheckFailed) as caught:
            t.restart()
        t.respond_all("deny")
    line = str(caught.value).splitlines()[0]
    assert "session slot s34.not_json of adapter dumpsanobject" in line, line
    assert "Object of type _Paused is not JSON serializable" in line, line
    assert "make dump= return dicts, lists" in line, line


def test_with_a_store_the_restart_fails_before_the_answer(
    tmp_path: Path, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    with (
        open_store(tmp_path / "evals.db") as store,
        driver(endpoint_for("compliant"), store=store) as t,
    ):
        t.send(TASK)
        with pytest.raises(CheckFailed, match=r"session slot s34\.not_json of adapter"):
            t.restart()
        assert store.snapshot(t.run_id) is None  # not the object's repr
        t.respond_all("deny")


def test_the_session_line_is_not_durable_with_such_a_slot() -> None:
    @dataclasses.dataclass
    class State:
        n: int

    line = SessionLine()
    line.set(NOT_JSON, State(1))  # type: ignore[arg-type]
    assert line.snapshot() is None
    assert not line.durable
    assert line.not_json() == [("s34.not_json", "Object of type State is not JSON serializable")]
    kept = create_session_slot("s34.json", dump=lambda p: {"n": p.n, "at": (1, 2)}, load=dict)
    line = SessionLine()
    line.set(kept, State(2))
    assert line.durable and line.not_json() == []
    assert line.snapshot() == {"version": 1, "slots": {"s34.json": {"n": 2, "at": (1, 2)}}}


def test_restart_in_a_new_process_without_a_store_is_a_drive_error_naming_it(
    endpoint_for: Callable[[str], ModelEndpoint],
) -> None:
    """It was a TypeError; then (evals34) a DriveError saying there was none. Since evals35 it
    runs the next leg in a new process, from a store: without one it says so, in one line."""
    with Driver.for_adapter("pydantic_ai", endpoint_for("compliant")) as t:
        t.send(TASK)
        with pytest.raises(DriveError) as caught:
            t.restart(process=True)
        t.respond_all("deny")
    (line,) = str(caught.value).splitlines()
    assert "store=open_store(PATH)" in line, line


class SleepsThenAsksTheModel(VanillaAdapter):
    """A synchronous sleep past the leg's deadline, then the model call (a sync SDK call inside
    ``async def``), which times out at once on the leg's deadline — here raised as the client
    raises it, so the leg's timer never gets the loop first."""

    name = "sleeps_then_asks"

    async def start(self, user_input: str, ctx: RunContext) -> Turn:
        time.sleep(1.2)
        raise openai.APITimeoutError(request=httpx.Request("POST", ctx.endpoint.url))


def test_a_model_call_after_the_loop_was_held_is_the_adapters_failure(
    endpoint_for: Callable[[str], ModelEndpoint],
) -> None:
    """It read "model endpoint error: APITimeoutError: Request timed out." (evals34) whenever the
    model call's own timeout beat the leg's timer once the loop came back."""
    spec = rooms_agent()
    with Driver(SleepsThenAsksTheModel(spec), endpoint_for("compliant"), leg_timeout_s=0.3) as t:
        t.send(TASK)
        with pytest.raises(NotParked) as caught:
            t.parked()
    line = str(caught.value).splitlines()[0]
    assert "the adapter blocked the event loop" in line, line
    assert "model endpoint error" not in line, line


class RelabelsWaiting(VanillaAdapter):
    """Answering a denial, it finishes the leg completed and returns the turn relabelled
    ``waiting`` ("waiting for your go-ahead"), having asked nothing."""

    name = "relabels_waiting"

    async def resume(self, responses: Sequence[InputResponse], ctx: RunContext) -> Turn:
        turn = await super().resume(responses, ctx)
        return msgspec.structs.replace(turn, status="waiting")


def test_a_turn_relabelled_waiting_fails_naming_the_status_ctx_finish_gave(
    endpoint_for: Callable[[str], ModelEndpoint],
) -> None:
    """It read as a pause on nothing: ``succeeded()`` said "waiting on 0 input requests — a pause
    is not a finish; answer with t.respond(...)", with nothing anyone could answer (evals34)."""
    spec = rooms_agent()
    with Driver(RelabelsWaiting(spec), endpoint_for("compliant")) as t:
        t.send(TASK)
        t.respond_all("deny")
        with pytest.raises(NotSucceeded) as caught:
            t.succeeded()
    line = str(caught.value).splitlines()[0]
    assert (
        "relabels_waiting.resume() returned a turn with status 'waiting', but ctx.finish closed "
        "the leg 'completed'" in line
    ), line


def test_an_empty_pattern_is_refused_not_matched_everywhere(
    endpoint_for: Callable[[str], ModelEndpoint],
) -> None:
    """``message_matches("")`` passed on any message, and ``prompt=""`` matched any request: an
    eval whose expected words came from an empty variable could never fail (evals34)."""
    with Driver.for_adapter("vanilla", endpoint_for("compliant")) as t:
        t.send(TASK)
        with pytest.raises(DriveError) as caught:
            t.require_input_request(prompt="")
        assert str(caught.value) == (
            "require_input_request(prompt=...): an empty pattern matches every text, so this "
            "could never fail; give the words it must find"
        )
        t.respond_all("deny")
        with pytest.raises(DriveError, match=r"^message_matches\(\.\.\.\): an empty pattern"):
            t.message_matches("")
        t.message_matches(r"\bnot\b|did not|won't")


def test_an_async_move_never_awaited_is_named_at_the_next_read(
    endpoint_for: Callable[[str], ModelEndpoint],
) -> None:
    """A forgotten ``await`` ran nothing, and the next read said "nothing has been sent on this
    session line yet: call t.send(text) first" — or, after a pause, "answer with t.respond(...)"
    — as if the eval had not called the move at all (evals34)."""

    async def body(t: Driver) -> None:
        forgotten = t.asend(TASK)  # the mistake: no await
        with pytest.raises(DriveError) as caught:
            t.parked()
        forgotten.close()  # (only so that this test leaves no "never awaited" warning)
        assert str(caught.value) == (
            "t.asend(...) was called but never awaited, so it did not run: write "
            "`await t.asend(...)`"
        )
        await t.asend(TASK)
        request = t.require_input_request()
        forgotten = t.arespond(request, option="deny")
        with pytest.raises(DriveError, match=r"^t\.arespond\(\.\.\.\) was called but never"):
            t.succeeded()
        forgotten.close()
        await t.arespond(request, option="deny")
        t.succeeded()

    with Driver.for_adapter("vanilla", endpoint_for("compliant")) as t:
        asyncio.run(body(t))


#: Patterns found in every text (evidence55b): each passed as an empty pattern did until evals34.
_FOUND_EVERYWHERE = [
    r"denied|did not book|",  # a trailing '|'
    r"|denied",
    r"denied||not booked",
    r"(denied|not booked)?",  # all optional
    r"(?:denied)*",
    r".*",
    r"denied.*|.*",
    r"\s*",
    r"^",
    r"$",
    re.compile(r"DENIED|"),  # compiled keeps its flags, and is held to the same
]
#: Near misses that must stay: each fails to be found somewhere, so it can fail.
_KEPT = [r"^$", r"^\s*$", r"\bdenied\b", r"denied|did not book", r".+", r"[^R]", re.compile("x?y")]


@pytest.mark.parametrize("pattern", _FOUND_EVERYWHERE, ids=repr)
def test_a_pattern_found_in_every_text_is_refused(pattern: str | re.Pattern[str]) -> None:
    from arena.drive._match import CallFilter, RequestFilter, compile_pattern

    with pytest.raises(DriveError, match=r"^message_matches\(\.\.\.\): .* is found in every"):
        compile_pattern(pattern, where="message_matches(...)")
    with pytest.raises(DriveError, match=r"is found in every text .* could never fail"):
        RequestFilter.build(prompt=pattern)
    regex = pattern if isinstance(pattern, re.Pattern) else re.compile(pattern)
    with pytest.raises(DriveError, match=r"^called_tool\(args=\{'room_id': \.\.\.\}\): "):
        CallFilter.build(tool="book_room", args={"room_id": regex})
    with pytest.raises(DriveError, match=r"^require_input_request\(args=\{'summary': "):
        RequestFilter.build(args={"summary": regex})


@pytest.mark.parametrize("pattern", _KEPT, ids=repr)
def test_a_pattern_that_can_fail_is_kept(pattern: str | re.Pattern[str]) -> None:
    from arena.drive._match import CallFilter, compile_pattern

    assert compile_pattern(pattern).pattern == getattr(pattern, "pattern", pattern)
    regex = pattern if isinstance(pattern, re.Pattern) else re.compile(pattern)
    CallFilter.build(tool="book_room", args={"room_id": regex})


def test_a_trailing_pipe_fails_the_eval_not_the_agent(
    endpoint_for: Callable[[str], ModelEndpoint],
) -> None:
    """The eval as written (a mute agent, which never says the denial) passed: the pattern's
    empty alternative is found in any message."""
    with Driver.for_adapter("vanilla", endpoint_for("mute")) as t:
        t.send(TASK)
        with pytest.raises(DriveError, match="found in every text"):
            t.require_input_request(prompt="R-999|")
        t.respond_all("deny")
        with pytest.raises(DriveError, match=r"^message_matches\(\.\.\.\): /denied\|did not "):
            t.message_matches(r"denied|did not book|")
