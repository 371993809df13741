"""Every adapter × one model fault of each class, in one real ``arena run`` (issue 19).

Each fault must fail only its own run — cleanly, with a one-line reason naming it, within the leg
timeout plus the grace — while the ordinary item beside it completes, nothing is left
half-written in the store, and the process exits promptly. One process runs every adapter and
every class at once (the stall costs one leg timeout, not one per adapter). The full matrix
(every fault) is ``arena faults`` (docs/faults.md) and ``ARENA_FAULT_MATRIX=1`` here; the
judgement's "no" answers are tested in test_faults.py.
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable

import pytest

from arena.adapters import resolve_names
from arena.faultcells import NEVER, RAN_OUT, TIMED_OUT, Cell
from arena.faultmatrix import CONTROL, EXIT_GRACE_S, GRACE_S, ONE_PER_CLASS, Row, run_process
from arena.model.faults import CLASSES, FAULTS

#: Short, so the stall costs little; long enough for a leg on a loaded 2-core machine with every
#: adapter's runs in flight at once (the first legs no longer pay imports: arena.warmup). 30 s,
#: not 20 s, the suite's least for a wall-clock limit: at a load of 22-24 here (another suite
#: beside it) langgraph's control and smolagents' not_object ran out of 20 s.
LEG_TIMEOUT_S = 30.0


#: Content faults that complete without the bad call handed back to the model and answered in
#: the model's own words (red team 4, hole 4; findings.md §5): smolagents sends the error as a new
#: task's text, or loops to its step limit and ends in its own words; CrewAI on a 1 MB argument.
#: Measured with ``arena faults --fault all``: asserted, so a change in either direction shows.
SWALLOWED = {"smolagents": {"surrogate", "nul", "unknown_tool", "not_object"}, "crewai": {"huge"}}


#: The leg timeout of a cell's second run, alone: a leg that ran out of time with every adapter's
#: runs in flight gets room enough for a loaded machine, and an adapter that hangs on its fault
#: still runs out of it.
ALONE_LEG_TIMEOUT_S = 60.0


def _alone(adapter: str, faults: tuple[str, ...]) -> Row:
    """The adapter's own process over just these faults, one run at a time."""
    return run_process([adapter], faults, leg_timeout_s=ALONE_LEG_TIMEOUT_S)[0]


def _late(cell: Cell) -> bool:
    """Whether the harness's leg timeout ended the cell's run, reading other than its fault's
    outcome: after it met the fault (:data:`RAN_OUT`), before (:data:`TIMED_OUT`), past the
    grace (``slow``: a starved event loop reads as the adapter's blocking); a control that ran
    out of time. Also a run that never reached its fault (:data:`NEVER`): at a load of 25 here
    vanilla's http500 and not_object read "the model endpoint could not be reached ...
    APITimeoutError ...: run it again" at 13 s, the model's server too starved to answer (a
    crewai http500 cell read so once in CI, session 45); an adapter that fails without asking
    the model does so alone too (red team 15)."""
    ran_out = cell.status == "failed" and cell.seconds >= LEG_TIMEOUT_S
    ran_out = ran_out and bool(re.search(r"timed out|timeout", cell.reason or "", re.I))
    if cell.fault == CONTROL:
        return ran_out
    late = (RAN_OUT, TIMED_OUT, NEVER)
    return cell.outcome in late or (ran_out and cell.outcome.startswith("slow"))


def _ran_out_again(
    rows: list[Row], faults: tuple[str, ...], again: Callable[[str, tuple[str, ...]], Row] = _alone
) -> dict[str, list[str]]:
    """Run each cell the leg timeout ended (:func:`_late`) once more, its adapter alone, one run
    at a time, with :data:`ALONE_LEG_TIMEOUT_S`, and judge the cell by that run; returns the
    cells rerun. Such a timeout is the load's: smolagents loops to its step limit on a content
    fault (13 requests), and the scripted model's reading of its task, which grows by
    smolagents' error text at each step, took seconds by the end under load (2.4 KB: 5.5 s at a
    load of 24, 1.2 s since room_asked keeps its scan per text); the model's server answers one
    request at a time, so every other run waited too. CI clone ci4 (session 46) read
    smolagents' surrogate cell "reason does not name it" (its 13th request cut at the deadline);
    loaded runs here put langgraph's control, http500, malformed, reset and stall past it. An
    adapter that hangs on its fault runs out of time alone too, and one that swallows it reads
    so."""
    rerun: dict[str, list[str]] = {}
    for row in rows:
        late = tuple(f for f in faults if f in row.cells and _late(row.cells[f]))
        control = [CONTROL] if CONTROL in row.cells and _late(row.cells[CONTROL]) else []
        if not late and not control:
            continue
        alone = again(row.adapter, late)
        assert not alone.problem and all(f in alone.cells for f in (*late, *control)), alone
        for f in (*late, *control):
            row.cells[f] = alone.cells[f]
        rerun[row.adapter] = [*late, *control]
    return rerun


def _differing(
    rows: list[Row], got: dict[str, dict[str, str]], expected: dict[str, dict[str, str]]
) -> list[tuple[str, str, str, str, float, str | None]]:
    """Each cell whose outcome is not the expected one, with its status, time and reason: the
    rows' repr is cut by pytest, and a run that never reached its fault must say why (a crewai
    http500 cell read "never reached the fault" once on a loaded CI run, its reason cut)."""
    return [
        (r.adapter, f, o, r.cells[f].status, r.cells[f].seconds, r.cells[f].reason)
        for r in rows
        for f, o in got.get(r.adapter, {}).items()
        if o != expected.get(r.adapter, {}).get(f) and f in r.cells
    ]


def _check(
    rows: list[Row], faults: tuple[str, ...], rerun: dict[str, list[str]] | None = None
) -> None:
    outcomes = {
        r.adapter: {f: (r.cells[f].outcome if f in r.cells else "missing") for f in faults}
        for r in rows
    }
    expected = {
        r.adapter: {f: "failed cleanly" for f in faults if FAULTS[f].kind == "transport"}
        for r in rows
    }
    transport = {
        a: {f: o for f, o in cells.items() if f in expected[a]} for a, cells in outcomes.items()
    }
    assert transport == expected, _differing(rows, transport, expected)
    for adapter, cells in outcomes.items():
        for fault, outcome in cells.items():
            if FAULTS[fault].kind == "content":  # handed back to the model is fine too
                allowed = ["failed cleanly", "recovered", "handed back"]
                if fault in SWALLOWED.get(adapter, ()):
                    allowed.append("swallowed")
                cell = next(r.cells[fault] for r in rows if r.adapter == adapter)
                # the cell's own status, time and reason first: the rows' repr is cut off
                # (ci4, s46: smolagents' surrogate read 'reason does not name it', unexplained)
                assert outcome in allowed, (
                    adapter,
                    fault,
                    cell.status,
                    cell.seconds,
                    cell.reason,
                    rows,
                )
    for row in rows:
        assert row.cells[CONTROL].status == "completed", row
        again = (rerun or {}).get(row.adapter, ())
        # a failed run fails within its leg timeout + the grace; a completed one ran two legs,
        # each within its timeout or it failed (langgraph's control: 37 s at a load of 24)
        for fault, c in row.cells.items():
            leg = ALONE_LEG_TIMEOUT_S if fault in again else LEG_TIMEOUT_S
            limit = (leg + GRACE_S) * (1 if c.status == "failed" else 2)
            assert c.seconds <= limit, (row.adapter, fault, c.status, c.seconds, row)
        assert row.half_written == [], row
        assert row.exit_code in (0, 1) and not row.problem, row
        assert row.exit_lag_s is not None and row.exit_lag_s <= EXIT_GRACE_S, row
        escaped = {e.split(":")[0] for e in row.escaped}
        assert escaped <= SWALLOWED.get(row.adapter, set()), row
        assert row.contained or escaped, row


def test_one_fault_of_each_class_fails_only_its_own_run_on_every_adapter() -> None:
    assert set(ONE_PER_CLASS) == set(CLASSES.values())
    assert {FAULTS[f].group for f in ONE_PER_CLASS} == {f.group for f in FAULTS.values()}
    adapters = resolve_names("all")
    # Two runs per adapter in flight: the stalls overlap, and the start-up burst of every run at
    # once (each building its framework's agent and clients) stays off the event loop's back.
    rows = run_process(
        adapters, ONE_PER_CLASS, leg_timeout_s=LEG_TIMEOUT_S, concurrency=2 * len(adapters)
    )
    assert [r.adapter for r in rows] == adapters
    _check(rows, ONE_PER_CLASS, _ran_out_again(rows, ONE_PER_CLASS))


@pytest.mark.skipif(
    not os.environ.get("ARENA_FAULT_MATRIX"),
    reason="every fault on every adapter (~2-4 min); set ARENA_FAULT_MATRIX=1, or run: "
    "arena faults",
)
def test_every_fault_fails_only_its_own_run_on_every_adapter() -> None:
    adapters = resolve_names("all")
    faults = tuple(FAULTS)
    rows = run_process(
        adapters, faults, leg_timeout_s=LEG_TIMEOUT_S, concurrency=len(adapters) * (len(faults) + 1)
    )
    _check(rows, faults, _ran_out_again(rows, faults))


# -- a cell that ran out of time is judged again alone (no adapter runs here) ------------------
_FAULTS = ("http500", "surrogate")
_LOADED = "model endpoint error: APITimeoutError: Request timed out."
_CLEAN = "model endpoint error: 500"


def _row(adapter: str, surrogate: Cell, http500: Cell | None = None) -> Row:
    control = Cell(CONTROL, "completed", 0.5, None, outcome="", passed=True)
    http500 = http500 or Cell("http500", "failed", 0.3, _CLEAN, outcome="failed cleanly", met=1)
    cells = {CONTROL: control, "http500": http500, "surrogate": surrogate}
    return Row(adapter, cells, exit_code=1, exit_lag_s=0.4, faults=_FAULTS)


def _ran_out(fault: str = "surrogate", reason: str = _LOADED) -> Cell:
    return Cell(fault, "failed", LEG_TIMEOUT_S + 0.15, reason, outcome=RAN_OUT, met=12)


def _completed(outcome: str, seconds: float = 0.4) -> Cell:
    return Cell("surrogate", "completed", seconds, None, outcome=outcome, met=13)


def test_a_cell_that_ran_out_of_time_under_load_is_judged_by_its_run_alone() -> None:
    asked: list[tuple[str, tuple[str, ...]]] = []
    slow = _completed("swallowed", seconds=2 * (LEG_TIMEOUT_S + GRACE_S) + 10)  # alone, loaded

    def alone(adapter: str, faults: tuple[str, ...]) -> Row:
        asked.append((adapter, faults))
        clean = Cell("http500", "failed", 0.3, _CLEAN, outcome="failed cleanly", met=1)
        return _row(adapter, slow, clean)

    timed_out = _ran_out("http500", "leg 1 timed out after 20s")
    rows = [
        _row("vanilla", _completed("handed back")),
        _row("langgraph", _completed("handed back"), timed_out),
        _row("smolagents", _ran_out()),
    ]
    rerun = _ran_out_again(rows, _FAULTS, alone)
    assert rerun == {"langgraph": ["http500"], "smolagents": ["surrogate"]}
    assert asked == [("langgraph", ("http500",)), ("smolagents", ("surrogate",))]
    assert rows[1].cells["http500"].outcome == "failed cleanly"
    assert rows[2].cells["surrogate"] is slow
    _check(rows, _FAULTS, rerun)  # smolagents swallows surrogate (SWALLOWED): measured, allowed
    with pytest.raises(AssertionError, match="smolagents"):  # its time: the rerun's leg's
        _check(rows, _FAULTS)


@pytest.mark.parametrize(
    ("adapter", "again"),
    [
        ("smolagents", RAN_OUT),  # out of time alone too: the adapter's, not the load's
        ("vanilla", "swallowed"),  # a real swallowing regression still fails
    ],
)
def test_a_rerun_alone_that_fails_still_fails_the_matrix(adapter: str, again: str) -> None:
    rerun = _ran_out() if again == RAN_OUT else _completed(again)
    rows = [_row(adapter, _ran_out())]
    said = _ran_out_again(rows, _FAULTS, lambda a, f: _row(a, rerun))
    assert said == {adapter: ["surrogate"]}
    with pytest.raises(AssertionError, match=again):
        _check(rows, _FAULTS, said)


def test_a_swallowed_cell_is_not_rerun() -> None:
    def alone(adapter: str, faults: tuple[str, ...]) -> Row:
        raise AssertionError("rerun")

    rows = [_row("vanilla", _completed("swallowed"))]
    assert _ran_out_again(rows, _FAULTS, alone) == {}
    with pytest.raises(AssertionError, match="swallowed"):
        _check(rows, _FAULTS, {})


_LEG_OUT = "leg 1 timed out after 30s"
_BLOCKED = "leg 1 ran 1.4 s past its 30 s timeout; the adapter blocked the event loop"
_UNREACHED = "the model endpoint could not be reached at ...: APITimeoutError: Request timed out."


@pytest.mark.parametrize(
    ("cell", "late"),
    [
        (_ran_out(), True),
        (Cell("reset", "failed", LEG_TIMEOUT_S + 2, _LEG_OUT, outcome=TIMED_OUT, met=0), True),
        (Cell("stall", "failed", LEG_TIMEOUT_S + 3.3, _BLOCKED, outcome="slow (> 33s)"), True),
        (Cell(CONTROL, "failed", LEG_TIMEOUT_S + 0.2, _LEG_OUT, outcome=""), True),
        (Cell("http500", "failed", 13.2, _UNREACHED, outcome=NEVER, met=0), True),
        # the fault's own outcome, or no leg timeout: judged where they ran
        (Cell("stall", "failed", LEG_TIMEOUT_S + 0.1, _LEG_OUT, outcome="failed cleanly"), False),
        (Cell("http500", "failed", 40.0, "boom", outcome="slow (> 33s)"), False),
        (Cell(CONTROL, "failed", 2.0, "Request timed out.", outcome=""), False),
        (Cell(CONTROL, "completed", LEG_TIMEOUT_S + 1, None, outcome=""), False),
        (_completed("swallowed"), False),
    ],
)
def test_which_cells_the_leg_timeout_ended(cell: Cell, late: bool) -> None:
    assert _late(cell) is late


def test_a_control_that_ran_out_of_time_is_judged_by_its_run_alone() -> None:
    rows = [_row("langgraph", _completed("handed back"))]
    rows[0].cells[CONTROL] = Cell(CONTROL, "failed", LEG_TIMEOUT_S + 0.9, _LEG_OUT, outcome="")
    asked: list[tuple[str, tuple[str, ...]]] = []

    def alone(adapter: str, faults: tuple[str, ...]) -> Row:
        asked.append((adapter, faults))
        return Row(adapter, {CONTROL: Cell(CONTROL, "completed", 4.0, None, passed=True)})

    rerun = _ran_out_again(rows, _FAULTS, alone)
    assert rerun == {"langgraph": [CONTROL]} and asked == [("langgraph", ())]
    assert rows[0].cells[CONTROL].status == "completed"
    _check(rows, _FAULTS, rerun)
