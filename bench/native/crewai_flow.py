"""Native CrewAI, run inside ``.venvs/crewai``: ``python -m bench.native.crewai_flow``.

The flow-level pause a user would write: the agent's gate tool is ``result_as_answer`` (calling it
ends the agent's step), the flow routes to a ``@human_feedback`` method whose provider raises
``HumanFeedbackPending``; ``Flow.from_pending(flow_id, persistence).resume(verdict)`` continues,
the verdict becomes the gate call's result and the agent runs again. Tools are called directly.

Protocol: one JSON object per stdin line ``{"base_url", "model", "items", "concurrency"}``; one
JSON line back ``{"wall_s", "cpu_s", "outcomes", "events"}`` (``bench.native.EVENTS``: which item
paused and booked what, in order). Runs go to a thread pool, as the
arena's worker runs legs.
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

MARKER = "__gate__"


def _flow_class(base_url: str, model: str) -> Any:
    from crewai import LLM, Agent
    from crewai.flow.async_feedback import HumanFeedbackPending
    from crewai.flow.flow import Flow, listen, router, start
    from crewai.flow.human_feedback import human_feedback
    from crewai.tools.base_tool import Tool
    from pydantic import BaseModel, Field, create_model

    from arena.adapters.crewai_flow import unwrapped
    from bench.native import tools as native_tools

    def tool(fn: Any, fields: dict[str, Any], gate: bool = False) -> Any:
        schema = create_model(f"{fn.__name__}_arguments", **fields)
        return Tool(
            name=fn.__name__,
            description=fn.__doc__ or fn.__name__,
            func=(lambda **_: MARKER) if gate else fn,
            args_schema=schema,
            result_as_answer=gate,
        )

    tools = [
        tool(native_tools.search_rooms, {"capacity": (int, ...), "day": (str, ...)}),
        tool(native_tools.book_room, {"room_id": (str, ...)}),
        tool(native_tools.request_approval, {"summary": (str, ...)}, gate=True),
    ]
    llm = LLM(
        model=f"openai/{model}", base_url=base_url, api_key="sk-arena-scripted", max_retries=0
    )

    class Pause:
        def request_feedback(self, context: Any, flow: Any) -> str:
            raise HumanFeedbackPending(context=context)

    class State(BaseModel):
        task: str = ""
        messages: list[dict[str, Any]] = Field(default_factory=list)
        gate: str | None = None
        final: str | None = None

    def act(state: State) -> None:
        agent = Agent(
            role="booking",
            goal="Carry out the user's request, following your instructions.",
            backstory=native_tools.SYSTEM_PROMPT,
            llm=llm,
            tools=tools,
            cache=False,
            max_iter=12,
            verbose=False,
        )
        history = [m for m in state.messages if m.get("role") != "system"]
        output = agent.kickoff(history or state.task)
        # What any program continuing a CrewAI conversation must do (the adapter does it too):
        # the request CrewAI formatted goes back in the person's words, or it nests per resume.
        said = [state.task, *(m["content"] for m in history if m.get("role") == "user")]
        state.messages = unwrapped([dict(m) for m in output.messages], said)
        last = state.messages[-1] if state.messages else {}
        paused = last.get("role") == "tool" and last.get("content") == MARKER
        state.gate = str(last.get("tool_call_id")) if paused else None
        state.final = None if paused else str(output.raw)

    class BookingFlow(Flow[State]):  # type: ignore[misc]
        _skip_auto_memory = True

        @start()  # type: ignore[untyped-decorator]
        def act(self) -> None:
            act(self.state)

        @router(act)  # type: ignore[untyped-decorator]
        def route(self) -> str:
            return "needs_person" if self.state.gate else "done"

        @listen("needs_person")  # type: ignore[untyped-decorator]
        @human_feedback(message="Approve this booking?", provider=Pause())  # type: ignore[untyped-decorator]
        def ask(self) -> str | None:
            return self.state.gate

        @listen(ask)  # type: ignore[untyped-decorator]
        def decided(self) -> None:
            for message in self.state.messages:
                if message.get("role") == "tool" and message.get("tool_call_id") == self.state.gate:
                    message["content"] = self.last_human_feedback.feedback
            act(self.state)

        @router(decided)  # type: ignore[untyped-decorator]
        def route_again(self) -> str:
            return "needs_person" if self.state.gate else "done"

        @listen("done")  # type: ignore[untyped-decorator]
        def finish(self) -> str:
            return self.state.final or ""

    return BookingFlow, HumanFeedbackPending


def run_one(flow_cls: Any, pending_cls: Any, folder: str, item: dict[str, Any]) -> dict[str, Any]:
    from crewai.flow.persistence import SQLiteFlowPersistence
    from crewai_core.printer import set_suppress_console_output

    from arena.types import EvalItem
    from bench.native import ITEM, MAX_RESUMES, pause_loop_in_thread
    from bench.native import verdict as scripted_verdict

    ITEM.set(item["id"])  # this pool thread's context: the item's pauses and bookings read it
    pause_loop_in_thread()  # this loop, not the flow's gate step, answers the pauses

    # As the arena's worker does (arena.adapters.crewai_driver): no console panels, so both sides
    # do the same framework work; a script printing them to a terminal pays ~40 % more CPU.
    set_suppress_console_output(True)
    persistence = SQLiteFlowPersistence(str(Path(folder) / f"{os.getpid()}-{item['id']}.db"))
    spec = EvalItem(id=item["id"], input=item["input"], resume_with=tuple(item["resume_with"]))
    result = flow_cls(persistence=persistence).kickoff(inputs={"task": spec.input})
    pauses = 0
    while isinstance(result, pending_cls):
        if pauses >= MAX_RESUMES:
            return {"status": "failed", "pauses": pauses, "message": "paused too often"}
        _, answer = scripted_verdict(spec, pauses)
        pauses += 1
        flow = flow_cls.from_pending(result.context.flow_id, persistence)
        result = flow.resume(answer)
    return {"status": "completed", "pauses": pauses, "message": str(result or "")}


def main() -> None:
    out = os.fdopen(os.dup(1), "w", buffering=1)
    os.dup2(2, 1)  # framework banners go to stderr, never into the protocol
    flows: dict[tuple[str, str], Any] = {}
    from bench.native import EVENTS

    for line in sys.stdin:
        request = json.loads(line)
        key = (request["base_url"], request["model"])
        if key not in flows:
            flows[key] = _flow_class(*key)
        flow_cls, pending_cls = flows[key]
        EVENTS.clear()
        with tempfile.TemporaryDirectory(prefix="bench-crewai-") as folder:
            wall, cpu = time.perf_counter(), time.process_time()
            with ThreadPoolExecutor(max(1, int(request["concurrency"]))) as pool:
                jobs = [
                    pool.submit(run_one, flow_cls, pending_cls, folder, i) for i in request["items"]
                ]
                outcomes = [job.result() for job in jobs]
            wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
        reply = {"wall_s": wall, "cpu_s": cpu, "outcomes": outcomes}
        out.write(json.dumps(reply | {"events": EVENTS}) + "\n")


if __name__ == "__main__":
    main()
