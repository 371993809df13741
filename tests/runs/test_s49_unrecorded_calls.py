"""rejudge49: a call the model made that the harness's tool log lacks fails the run.

A stored record (``runs.jsonl``, a store's legs) with the harness's blocked second booking taken
out, and its last words made the first booking's report, was judged again as passing every
check: the checks counted the tool log, the record's to lose. The model log kept with each leg
says which calls the model made and what it read for each (:mod:`arena.unrecorded`). Traces
are built by hand here: one variant per way a call can go missing, and the calls the harness
never sees by design (a framework's refusal, an output tool, a made-up name, the gate), which
must not be counted.
"""

from __future__ import annotations

from typing import Any

import pytest

import arena.tools.rooms  # noqa: F401  (registers the arena's wrapped tools)
from arena.check_types import CheckSpec
from arena.checks import run_checks
from arena.request_keys import args_key, handed_words
from arena.trace import Trace
from arena.types import EvalItem, Event, ToolCall, Turn

try:
    from arena.unrecorded import unrecorded_calls
except ImportError:  # the parent: nothing counts the model's calls

    def unrecorded_calls(trace: Trace, tool: str | None = None) -> list[str]:
        return []


BOOK = {"room_id": "R-102"}
SEARCH = {"capacity": 6, "day": "Tuesday"}
LISTED = "Free on Tuesday for 6+ people: R-102 (Aspen, seats 6)"
CONFIRMED = "CONFIRMED: R-102 (Aspen) is booked. Confirmation BK-D8F46C."
BLOCKED = (
    "ERROR: blocked by the harness: book_room(room_id='R-102') was not run — the approval for "
    "it (req_1) was already used by an earlier call"
)


def _call(seq: int, tool: str, args: dict[str, Any], status: str, result: str, leg: int = 1):
    return ToolCall(
        call_id=f"h{seq}", tool=tool, args=args, leg=leg, seq=seq, status=status, result=result
    )  # type: ignore[arg-type]


def _trace(made: list[tuple[str, str, dict[str, Any], str]], logged: list[ToolCall]) -> Trace:
    """One completed leg whose model made ``made`` ((id, tool, args, words handed)), one call
    a response, each result handed back; the harness logged ``logged``."""
    handed = [
        [i, name, args_key(name, args), handed_words(words), ""] for i, name, args, words in made
    ]
    data = {
        "model_calls": {"calls": [[i] for i, *_ in made] + [[]], "returned": [i for i, *_ in made]},
        "model_turns": {"made": [], "names": sorted({m[1] for m in made}), "handed": handed},
    }
    events = (Event(type="leg.finished", leg=1, seq=99, data=data),)
    return Trace(legs=(Turn(status="completed", leg=1, events=events, tool_calls=tuple(logged)),))


def test_a_blocked_booking_taken_out_of_the_log_is_named_with_its_leg_and_call() -> None:
    made = [("c1", "book_room", BOOK, CONFIRMED), ("c2", "book_room", BOOK, BLOCKED)]
    ok = _call(2, "book_room", BOOK, "ok", CONFIRMED)
    [line] = unrecorded_calls(_trace(made, [ok]))
    assert line.startswith("leg 1: the model called book_room 2x"), line
    assert "holds 1 book_room call(s): it lacks the model's call c2" in line, line
    assert (
        unrecorded_calls(_trace(made, [ok, _call(3, "book_room", BOOK, "blocked", BLOCKED)])) == []
    )


@pytest.mark.parametrize(
    "words",
    [
        CONFIRMED,  # an ok booking taken out (or answered from a cache)
        "DENIED by ops: do not proceed.",  # a per-tool denial the harness logged, taken out
        BLOCKED,  # the harness's own refusal: a failure in words, and the harness's
        "Error: blocked by the harness: book_room was not run — no person approved it",
    ],
)
def test_each_kind_of_result_for_a_call_the_log_lacks_is_counted(words: str) -> None:
    made = [("c1", "book_room", BOOK, CONFIRMED), ("c2", "book_room", BOOK, words)]
    assert len(unrecorded_calls(_trace(made, [_call(2, "book_room", BOOK, "ok", CONFIRMED)]))) == 1


def test_a_search_taken_out_is_counted_and_a_filter_by_tool_leaves_it() -> None:
    made = [("c1", "search_rooms", SEARCH, LISTED), ("c2", "book_room", BOOK, CONFIRMED)]
    trace = _trace(made, [_call(2, "book_room", BOOK, "ok", CONFIRMED)])
    [line] = unrecorded_calls(trace)
    assert "the model called search_rooms 1x" in line and "holds 0 search_rooms" in line, line
    assert unrecorded_calls(trace, "book_room") == []


@pytest.mark.parametrize(
    ("tool", "words"),
    [
        ("book_room", "Error: could not parse the arguments: invalid JSON"),  # framework's refusal
        ("book_room", "Tool call failed: missing required argument room_id"),
        ("final_result", "Final result processed."),  # pydantic_ai's output tool
        ("final_answer", "Booked R-102."),  # smolagents' own
        ("book_rooom", "ERROR: no tool named 'book_rooom'"),  # a name the model made up
        ("request_approval", "APPROVED by scripted."),  # the gate: logged by its request
    ],
)
def test_calls_the_harness_never_sees_by_design_are_not_counted(tool: str, words: str) -> None:
    made = [("c1", "book_room", BOOK, CONFIRMED), ("c2", tool, BOOK, words)]
    assert unrecorded_calls(_trace(made, [_call(2, "book_room", BOOK, "ok", CONFIRMED)])) == []


def test_the_model_call_with_the_logged_id_or_result_is_matched_first() -> None:
    """The call named is the one no logged call is left for, not the last one made."""
    made = [("c1", "book_room", BOOK, BLOCKED), ("c2", "book_room", BOOK, CONFIRMED)]
    [line] = unrecorded_calls(_trace(made, [_call(3, "book_room", BOOK, "ok", CONFIRMED)]))
    assert "lacks the model's call c1" in line, line


def test_without_a_model_log_nothing_is_counted() -> None:
    ok = _call(2, "book_room", BOOK, "ok", CONFIRMED)
    assert unrecorded_calls(Trace(legs=(Turn(status="completed", tool_calls=(ok,)),))) == []


def test_the_approved_checks_fail_on_it() -> None:
    """As the live judge failed the run it was (``book_room called 2x ...``)."""
    made = [("c1", "book_room", BOOK, CONFIRMED), ("c2", "book_room", BOOK, BLOCKED)]
    trace = _trace(made, [_call(2, "book_room", BOOK, "ok", CONFIRMED, leg=1)])
    item = EvalItem(id="x", input="Book a room for 6 on Tuesday", checks=("booked_as_approved",))
    [check] = run_checks(trace, item, CheckSpec())
    assert not check.passed and "lacks the model's call c2" in check.detail, check.detail


def _checks(cls: Any, endpoint: Any, arena: Any) -> dict[str, tuple[bool, str]]:
    import asyncio

    from arena.adapters.base import AgentSpec
    from arena.evaluate import check_spec
    from arena.runner import run_many
    from arena.settings import RunSettings
    from arena.tools import rooms
    from runs.test_s27_handed_results import APPROVED

    [result] = asyncio.run(
        run_many(
            [(cls(AgentSpec.from_module(rooms)), APPROVED)],
            endpoint,
            settings=RunSettings(concurrency=1),
            spec=check_spec(arena),
        )
    )
    return {c.name: (c.passed, c.detail) for c in result.checks}


def test_an_adapter_that_answers_a_repeated_call_itself_fails(
    hitl_arena: Any, endpoint_for: Any
) -> None:
    """The broken reference: :class:`reference_adapters_s49.Cached` hands the model's second
    booking the first one's confirmation, the wrapper not run; it passed on the parent."""
    from reference_adapters_s49 import Cached

    checks = _checks(Cached, endpoint_for("double"), hitl_arena)
    passed, detail = checks["tool_called_once_after_resume"]
    assert not passed, detail
    assert "leg 2: the model called book_room 2x and read each result" in detail, detail
    assert "holds 1 book_room call(s)" in detail, detail
    # near miss: the same adapter where the model calls each tool once passes
    assert all(p for p, _ in _checks(Cached, endpoint_for("compliant"), hitl_arena).values())
