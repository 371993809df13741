"""A pause witness is one of the frameworks' pause types, the class its module holds, made in
its framework's run loop (evidence53).

A blind red team (broken adapters written before reading the witness code) found four ways a
plain loop declaring ``native`` read "pause native" on dd38e9eb: any installed package's object
(the openai SDK's message), a class of its own that set ``__module__``/``__qualname__`` to
LangGraph's ``Interrupt``, a framework's public factory (``Interrupt.from_ns``, which gives the id
``interrupt()`` gives, and ADK's ``Context.request_confirmation`` on a hollow context, with the
google_adk adapter loaded) and google_adk's fallback witness, an ``adk_request_confirmation``
``FunctionCall``, read by type alone (session 52's open item). References:
``tests/reference_adapters_s53_witness.py``.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

import pytest

from arena import pause_made, pause_marks
from arena.adapters import AgentSpec, load_adapter
from arena.adapters.base import Adapter
from arena.arenas import Arena
from arena.context import ModelEndpoint
from arena.evaluate import check_spec
from arena.matrix import derive_matrix, witnessed
from arena.pause_marks import MARKS_VERSION, carried, marks
from arena.runner import run_many
from reference_adapters_s53_witness import (
    AdkCallWitness,
    FakeRunContextInterrupt,
    FloorAndRoomInterrupt,
    FromNsInterrupt,
    HarmlessInterrupt,
    HollowAdkConfirmation,
    LookalikeInterrupt,
    SdkObjectWitness,
    SerdeInterrupt,
)
from reference_adapters_s55_harmless import (
    HarmlessApprovalContent,
    HarmlessApprovalItem,
    HarmlessDeferred,
)
from row_table import rows

NO_WITNESS = "declared native, no witness"
INTERRUPT = {"module": "langgraph.types", "object_type": "Interrupt", "id": "4b83cb671c7d"}
CONFIRMATION = {"module": "google.adk.tools.tool_confirmation", "object_type": "ToolConfirmation"}
CALL = {"module": "google.genai.types", "object_type": "FunctionCall"}
ADK_ASK = "google.adk.agents.context:Context.request_confirmation"
ADK_FLOW = "google.adk.flows.llm_flows.tools._caller:_call_tool_async"
MIDDLEWARE = (
    "langchain.agents.middleware.human_in_the_loop:HumanInTheLoopMiddleware.awrap_tool_call"
)
SERDE = "langgraph.checkpoint.serde.jsonplus:JsonPlusSerializer.loads_typed"
STATE = "langgraph.pregel.main:Pregel.aget_state"
LG_TASK = "langgraph.pregel._algo:_scratchpad"
NOW = MARKS_VERSION


@pytest.mark.parametrize(
    ("data", "adapter", "ok"),
    [
        # an installed package's object that is no framework's pause (a user's adapter)
        ({"module": "openai.types.chat.chat_completion_message", "object_type": "ChatCompletionMessage"}, "mine", False),
        ({"module": "httpx", "object_type": "Response"}, "mine", False),
        ({"module": "pydantic.main", "object_type": "BaseModel"}, "mine", False),
        ({"module": "langgraph.types", "object_type": "Command"}, "mine", False),
        ({"module": "langgraph.errors", "object_type": "GraphInterrupt", "raised_at": "langgraph.types:interrupt"}, "langgraph", False),
        # a class that only names a pause type (its module holds another): no; one that is: read on
        ({**INTERRUPT, "made_in": ["langgraph.types:interrupt"], "task_made_in": [LG_TASK], "exported": False}, "mine", False),
        ({**INTERRUPT, "made_in": ["langgraph.types:interrupt"], "task_made_in": [LG_TASK], "exported": True}, "mine", True),
        ({"module": "smolagents.utils", "object_type": "AgentError", "exported": False,
          "raised_at": "smolagents.agents:MultiStepAgent._run_stream"}, "smolagents", False),
        ({"module": "smolagents.utils", "object_type": "AgentError", "exported": True,
          "raised_at": "smolagents.agents:MultiStepAgent._run_stream"}, "smolagents", True),
        # LangGraph's Interrupt: made by interrupt() in a node, or read back under aget_state
        ({**INTERRUPT, "made_in": ["langgraph.types:interrupt", MIDDLEWARE], "task_made_in": [LG_TASK]}, "langgraph", True),
        ({**INTERRUPT, "made_in": ["langgraph.types:interrupt", "my_graph:node"], "task_made_in": [LG_TASK]}, "mine", True),
        ({**INTERRUPT, "made_in": ["langgraph.types:Interrupt.from_ns", "langgraph.types:interrupt"], "task_made_in": [LG_TASK]}, "langgraph", True),
        # ... interrupt() in no task LangGraph's loop prepared (a hand-made run config): no (evidence54)
        ({**INTERRUPT, "made_in": ["langgraph.types:interrupt", MIDDLEWARE]}, "langgraph", False),
        ({**INTERRUPT, "made_in": ["langgraph.types:interrupt", "my_loop:Loop.pause"], "task_made_in": []}, "mine", False),
        ({**INTERRUPT, "made_in": ["langgraph.types:interrupt"], "task_made_in": ["my_loop:Pad.__init__"]}, "mine", False),
        ({**INTERRUPT, "made_in": ["langgraph.types:interrupt"], "task_made_in": ["langgraph.pregelx:fake"]}, "langgraph", False),
        ({**INTERRUPT, "made_in": [SERDE, "langgraph.checkpoint.sqlite.aio:AsyncSqliteSaver.aget_tuple", STATE]}, "langgraph", True),
        # ... by from_ns, its constructor or the serializer called by the loop itself: no
        ({**INTERRUPT, "made_in": ["langgraph.types:Interrupt.from_ns", "my_loop:Loop.pause"]}, "mine", False),
        ({**INTERRUPT, "made_in": ["langgraph.types:Interrupt.from_ns", "arena.adapters.vanilla:V.start"]}, "langgraph", False),
        ({**INTERRUPT, "made_in": [SERDE, "my_loop:Loop.pause"]}, "mine", False),
        ({**INTERRUPT, "made_in": []}, "langgraph", False),
        ({**INTERRUPT, "made_in": ["my_loop:interrupt"]}, "mine", False),
        ({**INTERRUPT, "id": "placeholder-id", "made_in": ["langgraph.types:interrupt"]}, "langgraph", False),
        # ADK: a confirmation its flow's tool call requested; request_confirmation alone is a factory
        ({**CONFIRMATION, "made_in": [ADK_ASK, "arena.adapters._adk_ask:AskTool.run_async", ADK_FLOW]}, "google_adk", True),
        ({**CONFIRMATION, "made_in": [ADK_ASK, "google.adk.tools.function_tool:FunctionTool.run_async", ADK_FLOW]}, "mine", True),
        ({**CONFIRMATION, "made_in": [ADK_ASK, "my_loop:Loop.pause", "asyncio.events:Handle._run"]}, "google_adk", False),
        ({**CONFIRMATION, "made_in": [ADK_ASK]}, "mine", False),
        # ADK's fallback: the adk_request_confirmation call its flow made, never one made by hand
        ({**CALL, "made_in": ["google.adk.flows.llm_flows.tools._functions:generate_request_confirmation_event"]}, "google_adk", True),
        ({**CALL, "made_in": ["my_loop:Loop.pause"]}, "google_adk", False),
        ({**CALL, "made_in": []}, "google_adk", False),
    ],
)  # fmt: skip
def test_a_witness_must_be_a_pause_type_its_framework_made(
    data: dict[str, Any], adapter: str, ok: bool
) -> None:
    event = {"call": "x", "marks": NOW, **data}
    assert witnessed.witnessed_by(event, adapter) is ok, event
    if not ok:  # the why names what was seen and why it is none
        assert witnessed._named(event).startswith(f"{data['module']}.{data['object_type']}")


@pytest.mark.parametrize(
    ("data", "older"),
    [
        # stamped before LangGraph's and ADK's call were watched: not known (neither yes nor no)
        ({**INTERRUPT, "marks": 2}, "where it was made"),
        ({**CALL, "marks": 2}, "where it was made"),
        ({**CALL}, "where it was made"),
        # ... unless its id already says its constructor made it: a no
        ({**INTERRUPT, "id": "placeholder-id", "marks": 2}, ""),
        # a record without ``exported`` (an older release's) is judged on its other marks
        ({"module": "smolagents.utils", "object_type": "AgentError", "marks": 2,
          "raised_at": "smolagents.agents:MultiStepAgent._run_stream"}, ""),
    ],
)  # fmt: skip
def test_records_of_an_older_release_are_not_known(data: dict[str, Any], older: str) -> None:
    said = witnessed.older(data)
    assert (older in said) if older else said == "", said
    if older:
        assert witnessed.witnessed_by(data, "langgraph") is False


class _Outer:
    class Inner:
        pass


class _Named:
    pass


_Named.__module__ = "langgraph.types"
_Named.__qualname__ = "Interrupt"


class _Renamed:
    pass


_Renamed.__qualname__ = "_Outer"  # its module holds another class by that name


def _local() -> type:
    class Local:
        pass

    return Local


@pytest.mark.parametrize(
    ("kind", "ok"),
    [(_Outer, True), (_Outer.Inner, True), (ValueError, True), (dict, True),
     (_Named, False), (_Renamed, False), (_local(), False)],
)  # fmt: skip
def test_exported_reads_whether_a_module_holds_the_type(kind: type, ok: bool) -> None:
    assert pause_marks.exported(kind) is ok  # type: ignore[attr-defined, unused-ignore]
    assert marks(kind())["exported"] is ok


def test_a_worker_carries_exported_as_a_bool_only() -> None:
    assert carried({"exported": False}) == {"exported": False}
    assert carried({"exported": True})["exported"] is True
    assert "exported" not in carried({"exported": "no"}) and "exported" not in carried({})


def test_factories_called_outside_the_run_loop_are_noted_as_such() -> None:
    from google.genai import types
    from langgraph.types import Interrupt

    pause_made.watch_loaded()  # type: ignore[attr-defined, unused-ignore]
    made = marks(Interrupt.from_ns({"summary": "Book it?"}, "agent:1"))
    assert made["made_in"][:2] == ["langgraph.types:Interrupt.from_ns", f"{__name__}:{_name()}"]
    call = marks(types.FunctionCall(name="adk_request_confirmation", id="a", args={}))
    assert call["made_in"][0] == f"{__name__}:{_name()}"
    assert marks(types.FunctionCall(name="search_rooms", args={}))["made_in"] == []  # not picked
    for seen in (made, call):
        event = {"module": "x", "object_type": "y", "marks": NOW, **seen}
        assert witnessed._ran_in(event, ("langgraph.types:interrupt", "google.adk.flows.")) is False


def test_interrupt_in_a_graph_notes_the_task_its_loop_prepared() -> None:
    """interrupt() in a node LangGraph ran: its task's scratchpad was made by the run loop
    (evidence54); the same interrupt() under a hand-made config: no task noted."""
    from langgraph.checkpoint.memory import InMemorySaver
    from langgraph.graph import START, StateGraph
    from langgraph.types import interrupt
    from typing_extensions import TypedDict

    class State(TypedDict):
        x: str

    def node(state: State) -> State:
        interrupt({"summary": "Book it?"})
        return state

    graph = StateGraph(State)
    graph.add_node("ask", node)
    graph.add_edge(START, "ask")
    pause_made.watch_loaded()  # type: ignore[attr-defined, unused-ignore]
    app = graph.compile(checkpointer=InMemorySaver())
    out = app.invoke({"x": "a"}, {"configurable": {"thread_id": "t"}})
    seen = marks(out["__interrupt__"][0])
    event = {**INTERRUPT, "call": "x", "marks": NOW, **seen, "id": out["__interrupt__"][0].id}
    assert seen["task_made_in"][0].startswith("langgraph.pregel."), seen
    assert seen["names"] == ["Book it?"], seen  # its value's words (a slot: evidence54b)
    assert witnessed.witnessed_by(event, "langgraph") is True, event
    faked = marks(FakeRunContextInterrupt._build(None))  # type: ignore[arg-type]
    assert faked["made_in"][0] == "langgraph.types:interrupt" and faked["task_made_in"] == []


def _name() -> str:
    return "test_factories_called_outside_the_run_loop_are_noted_as_such"


REFERENCES: dict[str, tuple[Callable[[AgentSpec], Adapter], str]] = {
    "sdk_object_witness": (SdkObjectWitness, "(no framework's pause type)"),
    "lookalike_interrupt": (LookalikeInterrupt, "(a class that only names it"),
    "from_ns_interrupt": (FromNsInterrupt, "Interrupt made at reference_adapters_s53_witness"),
    "serde_interrupt": (SerdeInterrupt, "made at langgraph.checkpoint.serde"),
    "hollow_adk_confirmation": (HollowAdkConfirmation, f"ToolConfirmation made at {ADK_ASK}"),
    "adk_call_witness": (AdkCallWitness, "FunctionCall made at reference_adapters_s53_witness"),
    # evidence54: interrupt() itself, under a hand-made run config (read native on f31bcc93)
    "fake_run_context_interrupt": (FakeRunContextInterrupt, "in no task its run loop prepared"),
    # evidence54b: a real graph's interrupt() about no call the run asked about (read native)
    "harmless_interrupt": (HarmlessInterrupt, "whose value names none of the calls"),
    "floor_and_room_interrupt": (FloorAndRoomInterrupt, "whose value names none of the calls"),
    # evidence55: the framework's run loop paused a harmless tool (read native on b562b9f7)
    "harmless_approval_item": (HarmlessApprovalItem, "ToolApprovalItem pausing pick_floor"),
    "harmless_deferred": (HarmlessDeferred, "DeferredToolRequests pausing pick_floor"),
    "harmless_approval_content": (HarmlessApprovalContent, "Content pausing pick_floor"),
    # ... the harmless call given the booking's id (Echo*, reference_adapters_s55_harmless) read
    # native on b562b9f7 too: the rows of test_a_structured_pause_holds_the_call_it_paused
}


def test_each_reference_reads_no_witness(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    """One run each (the first item that asks), every cell read from one matrix; google_adk's and
    langgraph's modules loaded, as in a matrix of every adapter (their imports watched the
    frameworks' types before the first leg: run alone, from_ns_interrupt's Interrupt read "made at
    no frame", its langgraph first imported inside that leg)."""
    spec = AgentSpec.from_module(hitl_arena.tools())
    for framework in ("google_adk", "langgraph", "openai_agents", "pydantic_ai", "microsoft_af"):
        load_adapter(framework, spec)
    adapters = {name: make(spec) for name, (make, _) in REFERENCES.items()}
    item = next(i for i in hitl_arena.items if i.meta.get("expect") == "approved")
    jobs = [(adapter, item) for adapter in adapters.values()]
    runs = asyncio.run(run_many(jobs, endpoint_for("compliant"), spec=check_spec(hitl_arena)))
    assert all(r.passed for r in runs), [(r.adapter, r.trace.status) for r in runs]
    rows = derive_matrix(runs, adapters, strays=[], spec=check_spec(hitl_arena))
    cells = {row.adapter: row.cells["pause"] for row in rows}
    for name, (_, why) in REFERENCES.items():
        assert cells[name].value == NO_WITNESS, (name, cells[name])
        assert why in cells[name].why, (name, cells[name].why)


BOOK = {
    "action": "book_room",
    "native_id": "call_9f2",
    "args": {"room_id": "R-101", "day": "monday", "attendees": 4},
}
RAW = {
    "action": "interrupt",
    "native_id": "4b83cb671c7d",
    "args": {"value": "Approve the booking?"},
}


@pytest.mark.parametrize(
    ("value", "asked", "ok"),
    [
        # the shapes the langgraph adapter reads its questions from: each names the call
        ({"type": "tool_approval", "name": "book_room", "args": BOOK["args"]}, [BOOK], True),
        ({"action_requests": [{"name": "search", "args": {}}, {"name": "book_room", "args": BOOK["args"]}],
          "review_configs": []}, [BOOK], True),
        ({"action": "book_room", "args": BOOK["args"]}, [BOOK], True),
        ({"room_id": "R-101", "day": "monday", "attendees": 4}, [BOOK], True),
        ("Approve the booking?", [RAW], True),
        ({"call": "call_9f2"}, [BOOK], True),
        ({"summary": "Book it?"}, [{"action": "search", "args": {}}, BOOK, {"action": "Book it?"}], True),
        # harmless questions and near misses: no call's action, id or every argument
        ({"question": "Which floor do you prefer?"}, [BOOK], False),
        ({"question": "Which floor for book_room R-101 on monday?"}, [BOOK], False),
        ({"room_id": "R-101", "day": "tuesday", "attendees": 4}, [BOOK], False),
        ({"name": "book_rooms", "args": {"room_id": "R-102"}}, [BOOK], False),
        ({"id": "call_9f"}, [BOOK], False),
        ({}, [BOOK], False),
        (None, [{"action": "", "native_id": None, "args": {}}], False),
        ({"type": "tool_approval", "name": "book_room"}, [], False),
    ],
)  # fmt: skip
def test_an_interrupt_names_a_call_its_run_asked_about(
    value: Any, asked: list[Any], ok: bool
) -> None:
    """evidence54b: a real graph's interrupt() on a harmless question, witnessed while the loop
    held the gate itself, read native; its value must name the call (action, id or arguments)."""
    event = {**INTERRUPT, "marks": NOW, "names": pause_marks.words(value)}
    assert witnessed.names_call(event, asked) is ok
    assert witnessed.names_call({**CALL, "marks": NOW}, asked) is True  # read for Interrupt only


def test_an_interrupts_words_are_bounded_and_older_records_lack_them() -> None:
    deep: Any = "R-101"
    for _ in range(10):
        deep = [deep]
    assert pause_marks.words(deep) == []  # past NAMES_DEPTH
    assert pause_marks.words({"a": "x" * 500, "b": [True, None, 1.5]}) == [
        "x" * 200,
        "True",
        "None",
        "1.5",
    ]
    assert len(pause_marks.words(list(range(1000)))) == pause_marks.MAX_NAMES
    assert pause_marks.words({"v": object()}) == []  # no object's own code runs
    assert carried({"names": ["a", 3]}) == {} and carried({"names": ["a"]}) == {"names": ["a"]}
    stamp4 = {
        **INTERRUPT,
        "marks": 4,
        "made_in": ["langgraph.types:interrupt"],
        "task_made_in": [LG_TASK],
    }
    assert "recorded from stamp 5 on" in witnessed.older(stamp4)  # not known, never a no
    assert witnessed.older({**stamp4, "marks": NOW}) == ""


ITEM = {"module": "agents.items", "object_type": "ToolApprovalItem"}
CONTENT = {"module": "agent_framework._types", "object_type": "Content"}
NO_ID = {**BOOK, "native_id": None}


def _call(name: str, *ids: str, args: Any = ()) -> dict[str, Any]:
    return {"name": name, "ids": list(ids), "args": list(args)}


@rows(
    ("kind", "calls", "asked", "ok"),
    [
        # the shipped adapters' pauses: the call's tool is the request's action, its id the native id
        (ITEM, [_call("book_room", "call_9f2")], [BOOK], True),
        (CONTENT, [_call("book_room", "call_1", "af-call-7")], [{**BOOK, "native_id": "af-call-7"}], True),
        (ITEM, [_call("search", "call_1"), _call("book_room", "call_9f2")], [BOOK], True),
        (ITEM, [_call("book_room", "x")], [{"action": "search"}, BOOK, {**BOOK, "native_id": "x"}], True),
        # no native id asked: every argument word
        (ITEM, [_call("book_room", "c", args=["R-101", "monday", "4"])], [NO_ID], True),
        (ITEM, [_call("book_room", "c", args=["R-101", "tuesday", "4"])], [NO_ID], False),
        # evidence55: a harmless tool's pause, its own id or the booking's; near misses by one letter
        (ITEM, [_call("pick_floor", "call_floor_1")], [BOOK], False),
        (ITEM, [_call("pick_floor", "call_9f2")], [BOOK], False),
        (CONTENT, [_call("pick_floor", "call_9f2", "af-call-1")], [BOOK], False),
        (ITEM, [_call("book_room", "call_floor_1")], [BOOK], False),
        (ITEM, [_call("book_rooms", "call_9f2")], [BOOK], False),
        (ITEM, [_call("Book_room", "call_9f2")], [BOOK], False),
        (ITEM, [_call("book_room", "call_9f")], [BOOK], False),
        (ITEM, [_call("book_room", "call_9f2")], [], False),
        (ITEM, [_call("", "")], [{"action": "", "native_id": None, "args": {}}], False),
        (ITEM, [], [BOOK], False),
        (ITEM, None, [BOOK], False),
        (ITEM, "book_room call_9f2", [BOOK], False),
    ],
)  # fmt: skip
def test_a_structured_pause_holds_the_call_it_paused(
    kind: dict[str, str], calls: Any, asked: list[Any], ok: bool
) -> None:
    """evidence55: openai-agents', Pydantic AI's and Agent Framework's own loops paused a
    harmless tool while the adapter's loop booked on the side, and read native."""
    event = {**kind, "marks": NOW, **({} if calls is None else {"calls": calls})}
    assert witnessed.names_call(event, asked) is ok


def test_calls_are_read_from_each_framework_pause_as_plain_data() -> None:
    from agent_framework import Content
    from agents import Agent, ToolApprovalItem
    from openai.types.responses import ResponseFunctionToolCall
    from pydantic_ai import DeferredToolRequests
    from pydantic_ai.messages import ToolCallPart

    args = '{"room_id": "R-101", "attendees": 4}'
    raw = ResponseFunctionToolCall(
        type="function_call", name="book_room", call_id="c1", arguments=args
    )
    for made in (
        raw,
        {"type": "function_call", "name": "book_room", "call_id": "c1", "arguments": args},
    ):
        item = ToolApprovalItem(agent=Agent(name="a"), raw_item=made)
        assert marks(item)["calls"] == [_call("book_room", "c1", args=["R-101", "4"])]
    deferred = DeferredToolRequests(
        calls=[ToolCallPart("search", {}, tool_call_id="s1")],
        approvals=[ToolCallPart("book_room", {"room_id": "R-101"}, tool_call_id="c1")],
    )
    assert marks(deferred)["calls"] == [
        _call("book_room", "c1", args=["R-101"]),
        _call("search", "s1"),
    ]
    call = Content.from_function_call("c1", "book_room", arguments={"room_id": "R-101"})
    content = Content.from_function_approval_request("a1", call)
    assert marks(content)["calls"] == [_call("book_room", "c1", "a1", args=["R-101"])]
    assert marks(Content.from_text("hi"))["calls"] == []  # no call held

    class Prop:  # an object's own code never runs: a property reads as no call
        @property
        def raw_item(self) -> Any:
            raise AssertionError("ran")

    assert pause_marks.calls(Prop(), pause_marks.CALLED["agents.items.ToolApprovalItem"]) == []
    sent = {"calls": [_call("book_room", "c1", args=["R-101"])]}
    assert carried(sent) == sent
    for bad in (
        [{"name": 3, "ids": [], "args": []}],
        [{"name": "b", "ids": "c1", "args": []}],
        "x",
    ):
        assert "calls" not in carried({"calls": bad})
    stamp5 = {**ITEM, "marks": 5, "made_in": ["agents.run_internal.tool_execution:x"]}
    assert "recorded from stamp 6 on" in witnessed.older(stamp5)  # not known, never a no
    assert witnessed.older({**stamp5, "made_in": ["my_loop:Loop.pause"]}) == ""  # a no anyway
