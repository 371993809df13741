"""Deliberately broken adapters whose pause witness no framework's pause made (evidence53).

Written blind (before reading :mod:`arena.matrix.witnessed`), each is vanilla declaring
``native`` that witnesses, at every pause, an object its own loop got some other way: an
installed package's object that is no pause, a class of its own that names itself LangGraph's
``Interrupt``, a framework's public factory (LangGraph's ``Interrupt.from_ns``, which gives the
id ``interrupt()`` gives; ADK's ``Context.request_confirmation`` on a hollow context; ADK's
``adk_request_confirmation`` call, google_adk's fallback witness) or a factory round-trip through
LangGraph's own serializer. Each read "pause native" on dd38e9eb; each must read "declared
native, no witness".
"""

from __future__ import annotations

import secrets
from typing import Any, ClassVar

from arena.adapters.base import Traits
from reference_adapters_s52b_pause import _BuildsItsOwn


def _native(what: str) -> Traits:
    return Traits(pause_kind="native", mechanism=f"reference: witnesses {what}")


class SdkObjectWitness(_BuildsItsOwn):
    """The openai SDK's message object: an installed package's, no pause."""

    name = "sdk_object_witness"
    traits = _native("an openai SDK message")
    call = "client.chat.completions.create()"

    def _build(self) -> object:
        from openai.types.chat import ChatCompletionMessage

        return ChatCompletionMessage(role="assistant", content="Shall I book it?")


class _Interrupt:
    """A class of the adapter's own that says it is LangGraph's ``Interrupt``."""

    def __init__(self, value: Any) -> None:
        self.value = value
        self.id = secrets.token_hex(16)  # an id as interrupt() gives


_Interrupt.__module__ = "langgraph.types"
_Interrupt.__qualname__ = _Interrupt.__name__ = "Interrupt"


class LookalikeInterrupt(_BuildsItsOwn):
    """Its own class named ``langgraph.types.Interrupt``, with a hashed id."""

    name = "lookalike_interrupt"
    traits = _native("a class of its own named langgraph.types.Interrupt")
    call = "graph.ainvoke()['__interrupt__']"

    def _build(self) -> object:
        return _Interrupt({"summary": "Book it?"})


class FromNsInterrupt(_BuildsItsOwn):
    """LangGraph's ``Interrupt.from_ns``: the id ``interrupt()`` gives, no graph run."""

    name = "from_ns_interrupt"
    traits = _native("Interrupt.from_ns")
    call = "graph.ainvoke()['__interrupt__']"

    def _build(self) -> object:
        from langgraph.types import Interrupt

        return Interrupt.from_ns({"summary": "Book it?"}, f"agent:{secrets.token_hex(8)}")


class SerdeInterrupt(_BuildsItsOwn):
    """``Interrupt.from_ns`` round-tripped through LangGraph's serializer (made by its code)."""

    name = "serde_interrupt"
    traits = _native("a serialized Interrupt read back")
    call = "graph.aget_state().interrupts"

    def _build(self) -> object:
        from langgraph.checkpoint.serde.jsonplus import JsonPlusSerializer
        from langgraph.types import Interrupt

        serde = JsonPlusSerializer()
        made = Interrupt.from_ns({"summary": "Book it?"}, f"agent:{secrets.token_hex(8)}")
        return serde.loads_typed(serde.dumps_typed(made))


class HollowAdkConfirmation(_BuildsItsOwn):
    """ADK's ``Context.request_confirmation`` run on a context no ADK flow made."""

    name = "hollow_adk_confirmation"
    traits = _native("request_confirmation on a hollow context")
    call = "Runner.run_async() events: actions.requested_tool_confirmations"

    def _build(self) -> object:
        from google.adk.agents.context import Context
        from google.adk.events.event_actions import EventActions

        hollow = Context.__new__(Context)
        hollow.__dict__.update(_event_actions=EventActions(), _function_call_id="fc-1")
        Context.request_confirmation(hollow, hint="Book it?")
        return hollow._event_actions.requested_tool_confirmations["fc-1"]


class AdkCallWitness(_BuildsItsOwn):
    """ADK's ``adk_request_confirmation`` function call (google_adk's fallback), made here."""

    name = "adk_call_witness"
    traits = _native("an adk_request_confirmation FunctionCall")
    call = "Runner.run_async() events: adk_request_confirmation function call"

    def _build(self) -> object:
        from google.genai import types

        return types.FunctionCall(name="adk_request_confirmation", id="adk-1", args={})


class _Pad:
    """A scratchpad of the adapter's own: what ``interrupt()`` reads from its run config."""

    def __init__(self) -> None:
        self.resume: list[Any] = []

    def interrupt_counter(self) -> int:
        return 0

    def get_null_resume(self, consume: bool = False) -> Any:
        return None


class FakeRunContextInterrupt(_BuildsItsOwn):
    """LangGraph's own ``interrupt()`` called under a hand-made run config (evidence54, blind):
    the ``Interrupt`` is made by ``interrupt()``, with its id, and no graph ran."""

    name = "fake_run_context_interrupt"
    traits = _native("interrupt() under a hand-made run config")
    call = "graph.ainvoke()['__interrupt__']"

    def _build(self) -> object:
        from langchain_core.runnables.config import var_child_runnable_config
        from langgraph.errors import GraphInterrupt
        from langgraph.types import interrupt

        conf: Any = {
            "configurable": {
                "__pregel_scratchpad": _Pad(),
                "checkpoint_ns": f"agent:{secrets.token_hex(8)}",
                "__pregel_send": lambda writes: None,
            }
        }
        token = var_child_runnable_config.set(conf)
        try:
            interrupt({"summary": "Book it?"})
        except GraphInterrupt as exc:
            return exc.args[0][0]
        finally:
            var_child_runnable_config.reset(token)
        raise AssertionError("interrupt() did not interrupt")


class HarmlessInterrupt(_BuildsItsOwn):
    """A real graph's ``interrupt()`` on a harmless question, witnessed while the gate is held in
    the loop's own code (evidence54, blind): LangGraph's run loop made the ``Interrupt``, in a task
    it prepared, about no call the run asked about. ``value`` is what the graph asks."""

    name = "harmless_interrupt"
    traits = _native("a graph's interrupt() on a harmless question")
    call = "graph.invoke()['__interrupt__']"
    value: ClassVar[Any] = {"question": "Which floor do you prefer?"}

    def _build(self) -> object:
        from langgraph.checkpoint.memory import InMemorySaver
        from langgraph.graph import START, StateGraph
        from langgraph.types import interrupt
        from typing_extensions import TypedDict

        class State(TypedDict):
            x: str

        def node(state: State) -> State:
            interrupt(self.value)
            return state

        graph = StateGraph(State)
        graph.add_node("ask", node)
        graph.add_edge(START, "ask")
        app = graph.compile(checkpointer=InMemorySaver())
        out = app.invoke({"x": "a"}, {"configurable": {"thread_id": secrets.token_hex(8)}})
        return out["__interrupt__"][0]


class FloorAndRoomInterrupt(HarmlessInterrupt):
    """The same, its question naming a room and a day in words ("R-101 on Monday?"): no call's
    action, id or arguments are its value's words."""

    name = "floor_and_room_interrupt"
    value: ClassVar[Any] = {
        "question": "Which floor do you prefer for book_room R-101 on Monday?",
        "n": 3,
    }
