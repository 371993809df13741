"""A partial answer survives the process: 1 of 3 answered here, the rest in another process.

The answer held for the other two (adapters/_approvals.HELD) goes into the store's snapshot with
the paused state, so the run stays durable in between and the resumer in a fresh interpreter
carries out all three verdicts as given.
"""

from __future__ import annotations

import asyncio
import json
import subprocess
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

from arena.adapters import AgentSpec, load_adapter
from arena.arenas import Arena
from arena.context import ModelEndpoint
from arena.evaluate import check_spec
from arena.model.policy import THREE_DAYS
from arena.runner import run_item
from arena.runs.recorder import recording
from arena.settings import RunSettings
from arena.store import SQLiteStore
from arena.types import InputRequest, InputResponse, Responder
from store_support import let_go_at_the_end

ALICE = Responder(name="alice", interface="cli")

#: The second process: answer the rest in the store, resume from the store alone.
SECOND = """
import asyncio, json, sys
from arena.runs import resume_run
from arena.store import SQLiteStore
from arena.types import InputResponse, Responder
db, run_id, answers = sys.argv[1], sys.argv[2], json.loads(sys.argv[3])
with SQLiteStore(db) as store:
    for request_id, option in answers.items():
        store.answer(InputResponse(request_id=request_id, option_id=option,
                                   responder=Responder(name="bob", interface="cli")))
    result = asyncio.run(resume_run(run_id, store))
    print(json.dumps({"status": result.status, "error": result.trace.error}))
"""


def one_answer(requests: Sequence[InputRequest], resumes: int) -> list[InputResponse] | None:
    """Wednesday's request approved here; nobody in this process answers the other two."""
    if resumes:
        return None
    (wednesday,) = [r for r in requests if "Wednesday" in r.prompt]
    return [InputResponse(request_id=wednesday.id, option_id="approve", responder=ALICE)]


def test_one_of_three_answered_here_the_rest_in_another_process(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint], tmp_path: Path
) -> None:
    db = tmp_path / "arena.db"
    adapter = load_adapter("pydantic_ai", AgentSpec.from_module(hitl_arena.tools()))
    item = hitl_arena.items[0]
    with SQLiteStore(db) as store:
        first = asyncio.run(
            run_item(
                adapter,
                item,
                endpoint_for("three"),
                settings=RunSettings(mode="human"),
                arena=hitl_arena.name,
                answerer=one_answer,
                spec=check_spec(hitl_arena),
                record=recording(store, tools_module=hitl_arena.tools_module),
            )
        )
        assert [t.status for t in first.trace.legs] == ["waiting", "waiting"], (
            first.trace.error,
            [[r.prompt for r in leg.requests] for leg in first.trace.legs],
        )
        let_go_at_the_end(first.run_id)  # waiting: live here until the test ends
        run = store.run(first.run_id)
        assert (run.status, run.durable) == ("waiting", True)  # the held answer is in the snapshot
        requests = {r.request.prompt.split(" on ")[-1]: r for r in store.requests(first.run_id)}
        assert sorted(requests) == sorted(THREE_DAYS)
        assert [d for d, r in requests.items() if r.response is not None] == ["Wednesday"]
    rest = {requests["Tuesday"].id: "approve", requests["Friday"].id: "deny"}
    done = subprocess.run(
        [sys.executable, "-c", SECOND, str(db), first.run_id, json.dumps(rest)],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert json.loads(done.stdout.strip().splitlines()[-1]) == {
        "status": "completed",
        "error": None,
    }
    with SQLiteStore(db) as store:
        calls = store.tool_calls(first.run_id)
        booked = [c.args["room_id"] for c in calls if c.tool == "book_room" and c.status == "ok"]
        # each day's request names its own room (the ``three`` model picks a different one per day)
        named = {d: r.request.args["summary"].split()[1] for d, r in requests.items()}
        assert len(set(named.values())) == 3, named
        assert sorted(booked) == sorted(named[d] for d in ("Tuesday", "Wednesday"))
        # The two bookings run at once (parallel tool calls): each under its own approval.
        under = [c.request_id for c in calls if c.tool == "book_room" and c.status == "ok"]
        assert sorted(under) == sorted(requests[d].id for d in ("Tuesday", "Wednesday"))
        assert all(r.resolved for r in store.requests(first.run_id))
        assert store.run(first.run_id).status == "completed"
