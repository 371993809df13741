"""The scripted model's named faults, the leg deadline that bounds framework HTTP clients, and the
matrix's judgement — each shown able to come out "no" (issue 19)."""

from __future__ import annotations

import asyncio
import contextlib
import threading
import time
from collections.abc import Iterator

import openai
import pytest

from arena.deadline import async_client, leg_deadline, sync_client
from arena.faultmatrix import EXIT_GRACE_S, GRACE_S, Cell, Row, judge
from arena.model import ScriptedModelServer
from arena.model.faults import FAULTS, fault_for, marker

TASK = "Book a meeting room for 6 people on Tuesday."
TOOLS = [
    {
        "type": "function",
        "function": {
            "name": "search_rooms",
            "description": "Find rooms.",
            "parameters": {
                "type": "object",
                "properties": {"capacity": {"type": "integer"}, "day": {"type": "string"}},
            },
        },
    }
]


@pytest.fixture(scope="module")
def server() -> Iterator[ScriptedModelServer]:
    with ScriptedModelServer() as s:
        yield s


def ask(server: ScriptedModelServer, fault: str, *, stream: bool = False, **kw: object) -> object:
    client = openai.OpenAI(base_url=server.base_url, api_key="x", max_retries=0, **kw)  # type: ignore[arg-type]
    messages = [{"role": "user", "content": f"{TASK} {marker(fault)}"}]
    if stream:
        return list(
            client.chat.completions.create(
                model="scripted", messages=messages, tools=TOOLS, stream=True
            )  # type: ignore[call-overload]
        )
    return client.chat.completions.create(model="scripted", messages=messages, tools=TOOLS)  # type: ignore[call-overload]


def test_faults_are_picked_by_model_name_or_item_marker() -> None:
    assert fault_for("fault-http500") == FAULTS["http500"]
    assert fault_for("openai/scripted-fault-reset") == FAULTS["reset"]
    assert fault_for("scripted", f"x {marker('hang')} y".encode()) == FAULTS["hang"]
    assert fault_for("scripted", b"no marker") is None
    assert "unknown fault 'nope'" in str(fault_for("fault-nope"))


@pytest.mark.parametrize(
    ("fault", "error", "text"),
    [
        ("http500", openai.InternalServerError, "injected fault http500"),
        ("rate429", openai.RateLimitError, "injected fault rate429"),
        ("malformed", ValueError, "Expecting"),
        ("truncated", openai.APIConnectionError, "Connection error"),
        ("reset", openai.APIConnectionError, "Connection error"),
        ("overlong", UnicodeDecodeError, "0xc0"),
    ],
)
def test_each_transport_fault_breaks_the_request_as_named(
    server: ScriptedModelServer, fault: str, error: type[Exception], text: str
) -> None:
    for stream in (False, True):
        with pytest.raises(error, match=text):
            ask(server, fault, stream=stream, timeout=5)


def test_content_faults_change_the_first_tool_call_only(server: ScriptedModelServer) -> None:
    def first_call(fault: str) -> tuple[str, str]:
        msg = ask(server, fault, timeout=5).choices[0].message  # type: ignore[attr-defined]
        call = msg.tool_calls[0].function
        return call.name, call.arguments

    assert first_call("surrogate") == ("search_rooms", '{"capacity": 6, "day": "tuesday\\ud800"}')
    assert first_call("nul") == ("search_rooms", '{"capacity": 6, "day": "tuesday\\u0000"}')
    assert first_call("unknown_tool") == ("launch_missiles", "{}")
    assert first_call("not_object") == ("search_rooms", '["tuesday", 6]')
    name, args = first_call("huge")
    assert name == "search_rooms" and len(args) > 1_000_000
    streamed = ask(server, "unknown_tool", stream=True, timeout=5)
    deltas = [c.choices[0].delta.tool_calls for c in streamed if c.choices]  # type: ignore[attr-defined]
    assert [d[0].function.name for d in deltas if d and d[0].function.name] == ["launch_missiles"]


def test_without_a_deadline_a_dripping_model_outlives_any_read_timeout(
    server: ScriptedModelServer,
) -> None:
    """The broken reference: the SDK's own client, 1 s read timeout, never gives up on a drip."""
    done = threading.Event()

    def call() -> None:
        # Ended by the server stopping after the test (an error or a cut-off stream, either is
        # fine): what is judged is only that the client did not end it within 3 s.
        with contextlib.suppress(Exception):
            list(ask(server, "drip", stream=True, timeout=1))
        done.set()

    threading.Thread(target=call, daemon=True).start()
    assert not done.wait(3.0), "a dripping model should defeat a plain read timeout"


@pytest.mark.parametrize("fault", ["drip", "stall", "hang"])
def test_the_leg_deadline_ends_a_thread_a_hung_model_holds(
    server: ScriptedModelServer, fault: str
) -> None:
    """What smolagents and sync LangGraph do: the agent's thread cannot be cancelled; its
    requests end by the leg's deadline anyway (the thread copies the deadline's context)."""
    outcome: list[tuple[str, float]] = []

    def call() -> None:
        started = time.monotonic()
        client = openai.OpenAI(
            base_url=server.base_url, api_key="x", max_retries=0, http_client=sync_client()
        )
        try:
            list(
                client.chat.completions.create(
                    model="scripted",
                    messages=[{"role": "user", "content": f"{TASK} {marker(fault)}"}],
                    stream=True,
                )
            )
        except Exception as exc:
            outcome.append((type(exc).__name__, time.monotonic() - started))

    async def leg() -> None:
        with leg_deadline(1.0):
            await asyncio.to_thread(call)

    asyncio.run(leg())
    ((name, seconds),) = outcome
    assert name == "APITimeoutError" and seconds < 1.0 + GRACE_S


def test_an_async_client_gives_up_mid_body_when_the_leg_ends(server: ScriptedModelServer) -> None:
    """A model that drips bytes resets every read timeout; the async client's response stream
    checks the leg's deadline between chunks and ends the request on time."""

    async def leg() -> tuple[str, float]:
        client = openai.AsyncOpenAI(
            base_url=server.base_url, api_key="x", max_retries=0, http_client=async_client()
        )
        started = time.monotonic()
        with leg_deadline(1.0):
            try:
                stream = await client.chat.completions.create(
                    model="scripted",
                    messages=[{"role": "user", "content": f"{TASK} {marker('drip')}"}],
                    stream=True,
                )
                async for _ in stream:
                    pass
            except openai.APITimeoutError as exc:
                return type(exc).__name__, time.monotonic() - started
        return "no error", time.monotonic() - started

    async def bounded() -> tuple[str, float]:
        try:  # the broken reference (no check between chunks) would drip on for ever
            return await asyncio.wait_for(leg(), 1.0 + GRACE_S + 2)
        except TimeoutError:
            return "still dripping", 1.0 + GRACE_S + 2

    name, seconds = asyncio.run(bounded())
    assert name == "APITimeoutError" and seconds < 1.0 + GRACE_S, (name, seconds)


def test_an_async_client_past_its_deadline_refuses_at_once(server: ScriptedModelServer) -> None:
    async def leg() -> str:
        client = openai.AsyncOpenAI(
            base_url=server.base_url, api_key="x", max_retries=0, http_client=async_client()
        )
        with leg_deadline(0.0):
            try:
                await client.models.list()
            except openai.APITimeoutError as exc:
                return type(exc).__name__
        return "no error"

    assert asyncio.run(leg()) == "APITimeoutError"


# -- the matrix's judgement can say no ----------------------------------------------------------
@pytest.mark.parametrize(
    ("cell", "outcome"),
    [
        (Cell("http500", "failed", 0.2, "model endpoint error: ... 500 ..."), "failed cleanly"),
        (Cell("stall", "failed", 10.1, "leg 1 timed out after 10s"), "failed cleanly"),
        (Cell("stall", "failed", 10 + GRACE_S + 1, "leg 1 timed out after 10s"), "slow (> 13s)"),
        (Cell("http500", "failed", 0.2, "boom\nTraceback"), "multi-line reason"),
        (Cell("http500", "failed", 0.2, "something unrelated"), "reason does not name it"),
        (Cell("http500", "failed", 0.2, None), "no reason"),
        (Cell("http500", "completed", 0.2, None), "NOT FAILED"),
        (
            Cell("unknown_tool", "completed", 0.2, None, passed=True, handed="handed back"),
            "recovered",
        ),
        (Cell("unknown_tool", "completed", 0.2, None, passed=True, handed="not"), "swallowed"),
        (Cell("hang", "waiting", 0.2, None), "left waiting"),
    ],
)
def test_a_cell_is_judged_by_status_reason_and_time(cell: Cell, outcome: str) -> None:
    assert judge(cell, 10.0) == outcome


def test_a_process_is_contained_only_if_control_exit_and_store_are_clean() -> None:
    def row(control: str = "completed", **kw: object) -> Row:
        base: dict[str, object] = {"adapter": "a", "exit_code": 0, "exit_lag_s": 1.0}
        r = Row(**(base | kw))  # type: ignore[arg-type]
        r.cells["control"] = Cell("control", control, 1.0, None)
        return r

    assert row().contained
    assert not row(exit_lag_s=EXIT_GRACE_S + 600).contained  # a thread left behind
    assert not row(exit_code=3).contained  # 0: all passed, 1: some runs failed; else a crash
    assert not row(control="failed").contained  # the fault leaked into another run
    assert not row(half_written=["a/x: resuming"]).contained


def test_a_worker_failure_is_described_by_its_cause_not_by_what_was_being_handled() -> None:
    """CrewAI raised a tool call's bad arguments while its event bus was failing with "no running
    event loop": the reason used to name the latter (the end of the ``__context__`` chain)."""
    from arena.adapters.crewai_driver import _describe

    def raised_while_handling() -> BaseException:
        try:
            try:
                raise RuntimeError("no running event loop")
            except RuntimeError:
                raise ValueError("2 validation errors for ToolUsageStartedEvent") from None
        except ValueError as exc:
            exc.__suppress_context__ = False  # as CrewAI leaves it
            return exc

    assert _describe(raised_while_handling()) == (
        "ValueError: 2 validation errors for ToolUsageStartedEvent"
    )
    try:
        try:
            raise ConnectionError("refused")
        except ConnectionError as cause:
            raise RuntimeError("flow failed") from cause
    except RuntimeError as exc:
        assert _describe(exc) == "ConnectionError: refused"  # an explicit cause is the cause
