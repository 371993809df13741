"""A pause witness is held to what only the framework's own pause leaves (evidence52).

* CrewAI's ``HumanFeedbackPending`` crossed from its worker as names only, so a worker that wrote
  them by hand, or raised and caught CrewAI's own exception itself, read "pause flow-level",
  measured. CrewAI raises it from the adapter's own provider by design; what CrewAI leaves is its
  flow engine on the way out (``Flow._run_human_feedback_step`` called the provider,
  ``Flow.kickoff_async`` caught it): the worker now sends the frames it passed.
* A results folder written before session 51 recorded smolagents' ``AgentError`` without where it
  was raised, and was re-read as "partial", measured: it now reads "-", not recorded (older
  format), its ``enforced`` still judged; a record of this release lacking a mark is a no.
* LangGraph's ``Interrupt`` built by its constructor (``placeholder-id``) read "native": the
  harness now reads its id (``interrupt()`` gives the hash of the task's checkpoint namespace).
"""

from __future__ import annotations

import asyncio
import json
import os
import shutil
import sys
from pathlib import Path
from typing import Any

import pytest

from arena.adapters import AgentSpec, Traits
from arena.arenas import Arena
from arena.context import ModelEndpoint
from arena.evaluate import check_spec
from arena.matrix import witnessed
from arena.matrix.stops import pause_cell
from arena.pause_marks import MARKS_VERSION, MAX_FRAMES, carried, frames, marks
from arena.reporting.matrix_evidence import folder_matrix
from arena.results import read_results
from arena.runner import RunResult, run_many
from arena.workers.client import WorkerAdapter
from worker_support import stop_workers

TESTS = Path(__file__).resolve().parents[1]
OLD = TESTS / "fixtures" / "older" / "s51_smolagents"
PENDING = {"module": "crewai.flow.async_feedback.types", "object_type": "HumanFeedbackPending"}
STEP = "crewai.flow.runtime:Flow._run_human_feedback_step"
PROVIDER = "arena.adapters.crewai_flow:_flow_class.<locals>.ArenaProvider.request_feedback"
#: The frames CrewAI 1.15's flow engine leaves on the pause it returns (read from a real flow).
KICKOFF = [
    "crewai.flow.runtime:Flow.kickoff_async",
    "crewai.flow.runtime:Flow._execute_start_method",
    "crewai.flow.runtime:Flow._execute_listeners",
    "crewai.flow.runtime:Flow._execute_single_listener",
    "crewai.flow.runtime:Flow._execute_method",
    STEP,
    "asyncio.threads:to_thread",
    "concurrent.futures.thread:_WorkItem.run",
    PROVIDER,
]
RESUME = ["crewai.flow.runtime:Flow._resume_async_body", *KICKOFF[2:]]
HASH = "4b83cb671c7db94535a5819dd7f7c459"  # Interrupt.from_ns(1, "a:b").id
INTERRUPT = {"module": "langgraph.types", "object_type": "Interrupt"}
AGENT_ERROR = {"module": "smolagents.utils", "object_type": "AgentError"}
SMOL_RAISE = "smolagents.agents:MultiStepAgent._run_stream"


def _pending(through: list[str], **more: Any) -> dict[str, Any]:
    return {**PENDING, "raised_at": through[-1] if through else "", "through": through, **more}


@pytest.mark.parametrize(
    ("data", "adapter", "ok", "older"),
    [
        # CrewAI's own pause: its engine asked the provider and caught the exception
        (_pending(KICKOFF, marks=1), "crewai", True, False),
        (_pending(RESUME, marks=1), "crewai", True, False),
        # made, never raised
        (_pending([], marks=1), "crewai", False, False),
        # raised and caught by the driver itself
        (_pending(["my_driver:Fake.start", "my_driver:Fake._pause"], marks=1), "crewai", False, False),
        # CrewAI's step on its way, but caught by the driver, not CrewAI's engine
        (_pending(["my_driver:Fake.start", STEP, PROVIDER], marks=1), "crewai", False, False),
        # the engine's catch, without the feedback step (a flow method raising it itself)
        (_pending([*KICKOFF[:5], "my_flow:Flow.act"], marks=1), "crewai", False, False),
        # names written by hand by a worker of this release: no marks read, a no
        ({**PENDING, "marks": 1}, "crewai", False, False),
        # a record of an older release (no marks stamp): not known, neither yes nor no
        ({**PENDING, "call": "Flow.kickoff() returned"}, "crewai", False, True),
        # LangGraph's Interrupt: interrupt()'s hashed id, its constructor's placeholder
        ({**INTERRUPT, "id": HASH, "marks": 1}, "langgraph", False, True),  # made_in since 3
        ({**INTERRUPT, "id": "placeholder-id", "marks": 1}, "langgraph", False, False),
        ({**INTERRUPT, "id": "", "marks": 1}, "langgraph", False, False),
        ({**INTERRUPT, "marks": 1}, "langgraph", False, False),
        ({**INTERRUPT}, "langgraph", False, True),
        # smolagents: a session-51 record carries its raise (judged as then); one before does not
        ({**AGENT_ERROR, "raised_at": SMOL_RAISE}, "smolagents", True, False),
        ({**AGENT_ERROR, "raised_at": "my_loop:Loop.step"}, "smolagents", False, False),
        ({**AGENT_ERROR}, "smolagents", False, True),
        ({**AGENT_ERROR, "marks": 1}, "smolagents", False, False),
        # ADK's fallback FunctionCall: judged by who made it since evidence53 (older: not known)
        ({"module": "google.genai.types", "object_type": "FunctionCall"}, "google_adk", False, True),
        ({"module": "google.genai.types", "object_type": "FunctionCall", "marks": 1}, "google_adk", False, True),
        # ToolApprovalItem: judged by who made it since evidence52b (test_s52b_pause_made.py)
        ({"module": "agents.items", "object_type": "ToolApprovalItem"}, "openai_agents", False, True),
        ({"module": "agents.items", "object_type": "ToolApprovalItem", "marks": 1}, "openai_agents", False, True),
    ],
)  # fmt: skip
def test_what_a_witness_must_carry(
    data: dict[str, Any], adapter: str, ok: bool, older: bool
) -> None:
    assert witnessed.witnessed_by(data, adapter) is ok, data
    assert bool(witnessed.older(data)) is older, witnessed.older(data)


def _raised_inside() -> BaseException:
    def inner() -> None:
        raise ValueError("pause")

    try:
        inner()
    except ValueError as exc:
        return exc
    raise AssertionError("unreachable")


def test_marks_are_read_from_the_object() -> None:
    from langgraph.types import Interrupt

    caught = marks(_raised_inside())
    assert (
        caught["through"]
        == [
            f"{__name__}:_raised_inside",
            f"{__name__}:_raised_inside.<locals>.inner",
        ]
        and caught["raised_at"] == caught["through"][-1]
    ), caught
    assert marks(ValueError("made")) == {"exported": True, "raised_at": "", "through": []}
    assert marks(Interrupt(value="approve?"))["id"] == "placeholder-id"
    made = marks(Interrupt.from_ns("approve?", "ask:1"))
    assert made["id"] == Interrupt.from_ns(1, "ask:1").id and made["exported"] is True
    assert marks({"type": "Interrupt"}) == {"exported": True} == marks(object())


def test_a_deep_traceback_keeps_both_ends() -> None:
    def down(n: int) -> None:
        if n == 0:
            raise ValueError("deep")
        down(n - 1)

    try:
        down(200)
    except ValueError as exc:
        got = frames(exc)
    assert len(got) == MAX_FRAMES and got[0].endswith("test_a_deep_traceback_keeps_both_ends")
    assert got[-1].endswith("<locals>.down")


@pytest.mark.parametrize(
    ("sent", "kept"),
    [
        ({"raised_at": "a:b", "through": ["a:b"], "id": "x"}, {"raised_at": "a:b", "through": ["a:b"], "id": "x"}),
        # a worker cannot stamp its record as read by the harness, nor send other shapes
        ({"marks": 1, "through": "a:b", "raised_at": 3, "id": ["x"]}, {}),
        ({"through": ["a:b", 4]}, {}),
        ({"through": [f"m:f{i}" for i in range(500)]}, {"through": [f"m:f{i}" for i in (*range(24), *range(476, 500))]}),
        ({"id": "h" * 500}, {"id": "h" * 80}),
        ("not a mapping", {}),
    ],
)  # fmt: skip
def test_a_workers_marks_are_kept_in_their_shapes(sent: Any, kept: dict[str, Any]) -> None:
    assert carried(sent) == kept


def _folder_pause(folder: Path) -> tuple[dict[str, Any], dict[str, Any], str]:
    fm = folder_matrix(read_results(folder))
    (row,) = fm.rows
    return row["cells"]["pause"], row["cells"]["enforced"], fm.said()


def test_a_folder_of_an_older_release_reads_not_recorded() -> None:
    """``arena matrix --adapter smolagents --probe-seed 0`` on cb2b0b1c (before f9a13276), cut
    to two compliant runs (summary.json's counts cut to match): read "partial", measured."""
    pause, enforced, said = _folder_pause(OLD)
    assert pause["value"] == "-", pause
    assert pause["why"].startswith("not recorded (older format): declared partial;"), pause
    assert "smolagents.utils.AgentError was recorded without where it was raised" in pause["why"]
    assert enforced["value"] == "yes", enforced  # it stopped: only how is not known
    assert "smolagents pause (it says partial; its runs: not recorded (older format))" in said


@pytest.mark.parametrize(
    ("raised_at", "value"),
    [(SMOL_RAISE, "partial"), ("my_loop:Loop.step", "declared partial, no witness")],
)
def test_the_same_folder_with_its_marks_is_judged_by_them(
    tmp_path: Path, raised_at: str, value: str
) -> None:
    """Near misses that must not change: a record that carries the mark is judged by it."""
    folder = tmp_path / "f"
    shutil.copytree(OLD, folder)
    lines = []
    for line in (folder / "runs.jsonl").read_text().splitlines():
        record = json.loads(line)
        for e in record["events"]:
            if e["type"] == "pause.witnessed":
                e["data"].update(raised_at=raised_at, through=[raised_at], marks=1)
        lines.append(json.dumps(record))
    (folder / "runs.jsonl").write_text("\n".join(lines) + "\n")
    pause, enforced, _ = _folder_pause(folder)
    assert pause["value"] == value and enforced["value"] == "yes", (pause, enforced)


def _crewai_runs(
    arena: Arena, endpoint: ModelEndpoint, driver: str, python: Path | None
) -> list[RunResult]:
    adapter = WorkerAdapter(
        AgentSpec.from_module(arena.tools()),
        name="crewai",
        env="crewai",
        driver=f"reference_adapters_s52:{driver}",
        traits=Traits(pause_kind="flow-level", mechanism="reference: a faked CrewAI witness"),
        python=python,
    )
    item = next(i for i in arena.items if i.id == "hitl-01")
    try:
        return asyncio.run(run_many([(adapter, item)], endpoint, spec=check_spec(arena)))
    finally:
        stop_workers(adapter.driver)


@pytest.fixture
def tests_on_path(monkeypatch: pytest.MonkeyPatch) -> None:
    """The worker imports the broken driver from tests/."""
    monkeypatch.setenv(
        "PYTHONPATH",
        os.pathsep.join(p for p in (str(TESTS), os.environ.get("PYTHONPATH", "")) if p),
    )


@pytest.mark.usefixtures("tests_on_path")
def test_a_worker_writing_crewais_witness_by_hand_reads_no(
    hitl_arena: Arena, endpoint_for: Any
) -> None:
    (run,) = _crewai_runs(
        hitl_arena, endpoint_for("compliant"), "HandWrittenWitness", Path(sys.executable)
    )
    cell = pause_cell([run], "flow-level", adapter="crewai")
    assert cell.value == "declared flow-level, no witness", cell  # "flow-level", measured, before
    assert "no raise or frames sent: not read from a raised object" in cell.why, cell.why
    (seen,) = [e.data for e in run.trace.events if e.type == "pause.witnessed"]
    assert seen["object_type"] == "HumanFeedbackPending" and seen["marks"] == MARKS_VERSION, seen
