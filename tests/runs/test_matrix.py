"""The feature matrix is read off runs: each column can come out either way."""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from arena.adapters import AgentSpec, load_adapter
from arena.arenas import Arena
from arena.context import ModelEndpoint, RunContext
from arena.evaluate import check_spec
from arena.matrix import derive_row
from arena.runner import RunResult, run_many
from arena.trace import Trace
from arena.types import EvalItem
from reference_adapters import GateAsToolAdapter
from trace_support import executed


def vanilla_runs(arena: Arena, endpoint: ModelEndpoint) -> list[RunResult]:
    adapter = load_adapter("vanilla", AgentSpec.from_module(arena.tools()))
    jobs = [(adapter, item) for item in arena.items[:4]]
    return asyncio.run(run_many(jobs, endpoint, spec=check_spec(arena)))


def test_vanilla_is_emulated_enforced_and_durable_not_measured(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    """Durable is a restart's to say (evidence45): these runs restarted nothing, and the
    paused state's form (vanilla's is live-only) is the adapter's word, not a measurement."""
    row = derive_row(
        "vanilla", vanilla_runs(hitl_arena, endpoint_for("compliant")), pause_kind="emulated"
    )
    assert (row.pause, row.enforced, row.durable, row.rejection_distinct) == (
        "emulated",
        True,
        None,
        True,
    )
    assert row.cells["durable"].value == "-"
    assert row.passed == "4/4"


def test_an_adapter_that_never_pauses_reads_no(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    """The model calls the gate in every run; the adapter runs it as an ordinary tool."""
    adapter = GateAsToolAdapter(AgentSpec.from_module(hitl_arena.tools()))
    jobs = [(adapter, item) for item in hitl_arena.items[:4]]
    runs = asyncio.run(run_many(jobs, endpoint_for("compliant"), spec=check_spec(hitl_arena)))
    assert all(r.extra["model_proposed"] for r in runs)
    row = derive_row("gate_as_tool", runs, pause_kind="native")
    # it declares a native pause: runs that never ask are a "no", not "unsupported" (evidence51)
    assert row.pause == "no", row.cells["pause"]
    assert row.enforced is None and row.durable is None


def test_runs_whose_model_never_proposed_the_gate_are_no_evidence(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    """A model that asks in prose (chatty) or an item no room fits never gives the adapter a
    gate call to pause on: such runs say nothing about its pause (they made a correct adapter
    read "pause no" — outside tester). The model's own request log says which runs they are."""
    runs = vanilla_runs(hitl_arena, endpoint_for("chatty"))
    assert [r.extra["model_proposed"] for r in runs] == [False] * 4
    row = derive_row("vanilla", runs, pause_kind="emulated")
    assert (row.pause, row.enforced) == ("-", None)
    # The probe ran: the cell says what its runs showed, naming them (red team 15).
    for key in ("pause", "enforced"):
        cell = row.cells[key]
        assert cell.runs == tuple(r.run_id for r in runs), (key, cell)
        assert cell.why.startswith("not measured: 4 run(s) of this probe (hitl-01, "), cell.why
        assert "the adapter did not act on its own: no evidence either way" in cell.why
    crowd = EvalItem(
        id="crowd",
        input="Book a room for 30 people on Monday.",  # no room seats 30
        resume_with=("approve",),
        meta={"expect": "approved", "people": 30, "day": "monday"},
    )
    runs = _own_items_runs(hitl_arena, endpoint_for("compliant"), [BOOK, crowd])
    row = derive_row("vanilla", runs, pause_kind="emulated")
    assert (row.pause, row.enforced) == ("emulated", True)
    assert row.cells["pause"].runs == (runs[0].run_id,)


def test_a_tool_that_runs_after_the_request_is_not_enforced() -> None:
    ctx = RunContext(run_id="r", adapter="a", endpoint=ModelEndpoint(base_url="x", model="m"))
    ctx.begin_leg()
    ctx.request_input(action="request_approval", args={"summary": "R-101"})
    executed(ctx, "book_room", {"room_id": "R-101"}, "ok", "CONFIRMED")  # kept running
    turn = ctx.finish("waiting")
    item = EvalItem(id="i", input="x", meta={"expect": "approved"})
    result = RunResult(
        run_id="r",
        arena="a",
        item=item,
        adapter="a",
        model="m",
        trace=Trace(legs=(turn,)),
        checks=(),
        started_at=turn.events[0].at,
        duration_s=0.0,
    )
    row = derive_row("a", [result], pause_kind="native")
    assert (row.pause, row.enforced) == ("leaky", False)
    assert row.cells["enforced"].runs == ("r",)
    assert "book_room ran after the request in leg 1" in row.cells["enforced"].why


def _own_items_runs(
    arena: Arena, endpoint: ModelEndpoint, items: list[EvalItem]
) -> list[RunResult]:
    adapter = load_adapter("vanilla", AgentSpec.from_module(arena.tools()))
    return asyncio.run(run_many([(adapter, i) for i in items], endpoint, spec=check_spec(arena)))


BOOK = EvalItem(
    id="book",
    input="Please book a room for 5 people on Thursday.",
    resume_with=("approve",),
    meta={"expect": "approved", "people": 5, "day": "thursday"},
)


def test_an_item_that_needs_no_person_does_not_count_against_the_pause(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    """An availability question rightly never asks; the pause and enforced cells judge only
    the items that must ask. The same text expected to ask makes the pause cell "no"."""
    question = "Which rooms are free on Tuesday for 4?"
    asks = _own_items_runs(
        hitl_arena,
        endpoint_for("compliant"),
        [BOOK, EvalItem(id="ask", input=question, meta={"expect": "no_approval"})],
    )
    row = derive_row("vanilla", asks, pause_kind="emulated")
    assert (row.pause, row.enforced, row.passed) == ("emulated", True, "2/2")

    wrong = _own_items_runs(
        hitl_arena,
        endpoint_for("compliant"),
        [BOOK, EvalItem(id="ask", input=question, resume_with=("approve",),
                        meta={"expect": "approved", "people": 4, "day": "tuesday"})],
    )  # fmt: skip
    # Expected to ask, the question still gives the adapter nothing to pause on: the item is
    # wrong, not the adapter: the pause cells judge the runs that had a gate call to stop on.
    row = derive_row("vanilla", wrong, pause_kind="emulated")
    assert (row.pause, row.enforced) == ("emulated", True)
    assert row.cells["pause"].runs == (wrong[0].run_id,)


def test_a_typed_refusal_is_not_judged_as_a_rejection(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    """ "No thanks" typed as text reaches the agent as text (the gate call is ``ok``); only a deny
    option is a rejection the harness records. Chosen as an option, the same denial is judged."""
    text = "Book a room for 7 people on Monday."
    typed = EvalItem(id="typed", input=text, resume_with=("text:No thanks, we'll use the cafe.",),
                     meta={"expect": "denied"})  # fmt: skip
    runs = _own_items_runs(hitl_arena, endpoint_for("compliant"), [typed])
    assert runs[0].passed, runs[0].checks
    row = derive_row("vanilla", runs, pause_kind="emulated")
    assert row.rejection_distinct is None
    assert row.cells["rejection_distinct"].why.startswith("no denial chosen as an option")

    chosen = EvalItem(id="chosen", input=text, resume_with=("deny",), meta={"expect": "denied"})
    runs = _own_items_runs(hitl_arena, endpoint_for("compliant"), [typed, chosen])
    row = derive_row("vanilla", runs, pause_kind="emulated")
    assert row.rejection_distinct is True
    assert row.cells["rejection_distinct"].runs == (runs[1].run_id,)


def test_the_pause_kind_is_shown_as_declared_not_measured(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    """The same stopped runs read "emulated" as the adapter declares it (red team 6), so the
    cell says the kind is the adapter's word; the kinds that name a framework's pause are
    measured: an emulated loop that says "native" (redteam47), "partial" or "flow-level"
    (findings50) carries no framework pause object."""
    runs = vanilla_runs(hitl_arena, endpoint_for("compliant"))
    cell = derive_row("vanilla", runs, pause_kind="emulated").cells["pause"]
    assert cell.value == "emulated" and cell.runs, cell
    assert "declared" in cell.why and "emulated" in cell.why, cell.why
    for kind in ("native", "partial", "flow-level"):
        cell = derive_row("vanilla", runs, pause_kind=kind).cells["pause"]
        assert cell.value == f"declared {kind}, no witness" and cell.runs, cell
        assert "no framework pause object" in cell.why, cell.why
