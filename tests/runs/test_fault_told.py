"""``arena faults`` reads a bad call as handed back only when the model was told what became of
it (red team 9, finding 6): an adapter that answered an unknown tool, arguments that are not an
object or a tool's ERROR with a made-up "OK: launch_missiles done." read ``recovered`` /
``handed back``, contained — vanilla's own row. The model log kept only that *a* result came
back for the call's id; the faults process now keeps the text, and it must be the harness's own
result for the call, or (no harness tool ran) a text naming the failure with no word of success.

Broken references (tests/fault_references.py): ``LieOk`` and ``LieNamed``; ``FakeOk`` (red
team 12): the real ERROR *and* a made-up successful retry read "handed back: ... search_rooms's
own result" — the text beyond the harness's own result must claim no success and add no result
of its own. Honest ones: ``Framed`` and ``Observation`` (red team 14): the real result framed
("Tool search_rooms returned:", "Observation: ... Thought: ...") reads "handed back".
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from arena.context import RESULT_EXCERPT
from arena.faultmatrix import run_process
from arena.faultruns import KEPT_RESULT, Handed, told

TESTS = Path(__file__).resolve().parents[1]


@pytest.fixture
def references_importable(monkeypatch: pytest.MonkeyPatch) -> None:
    path = os.pathsep.join(p for p in (str(TESTS), os.environ.get("PYTHONPATH", "")) if p)
    monkeypatch.setenv("PYTHONPATH", path)


@pytest.mark.usefixtures("references_importable")
def test_a_made_up_success_is_swallowed_not_recovered() -> None:
    faults = ("unknown_tool", "not_object", "nul")
    rows = run_process(["vanilla", "fault_references:LieOk", "fault_references:LieNamed"], faults)
    by = {r.adapter: r for r in rows}
    good = by["vanilla"]
    assert good.cells["unknown_tool"].outcome == "recovered", good
    assert good.cells["not_object"].outcome == "handed back", good
    assert good.cells["nul"].outcome == "handed back", good
    assert good.contained, good
    for name in ("fault_references:LieOk", "fault_references:LieNamed"):
        bad = by[name]
        for fault in faults:
            cell = bad.cells[fault]
            assert cell.status == "completed", (name, cell)
            assert cell.outcome == "swallowed", (name, cell)
            assert cell.handed.startswith("made up"), (name, cell)
        assert not bad.contained, bad
        assert bad.exit_code == 1 or bad.escaped, bad


@pytest.mark.usefixtures("references_importable")
def test_the_real_error_with_a_made_up_retry_is_swallowed() -> None:
    faults = ("nul", "surrogate")
    (row,) = run_process(["fault_references:FakeOk"], faults)
    for fault in faults:
        cell = row.cells[fault]
        assert cell.status == "completed", cell
        assert cell.handed.startswith("made up"), cell
        assert "succeeded" in cell.handed, cell
        assert cell.outcome == "swallowed", cell
    assert not row.contained, row


@pytest.mark.usefixtures("references_importable")
def test_the_real_result_framed_is_handed_back() -> None:
    """Red team 14, finding 5: honest adapters that hand the real result back verbatim inside a
    framework's framing ("Tool search_rooms returned:\\n...", "Observation: ...\\nThought:
    ...") read ``swallowed``, "made up", once the text beyond the real result had to name the
    failure; framing that claims no success and adds no result of its own is fine."""
    faults = ("surrogate", "not_object", "nul")
    names = ["fault_references:Framed", "fault_references:Observation"]
    for row in run_process(names, faults):
        for fault in faults:
            cell = row.cells[fault]
            assert cell.outcome == "handed back", (row.adapter, cell)
            assert cell.handed.startswith("handed back"), (row.adapter, cell)
        assert row.contained, row


def _handed(call: str, *texts: str) -> Handed:
    kept = Handed()
    kept.calls["c0"] = (call, "{}")
    kept.results["c0"] = list(texts)
    return kept


def _ran(tool: str, result: str, status: str = "failed") -> list[dict[str, object]]:
    return [{"tool": tool, "leg": 1, "seq": 1, "status": status, "result": result}]


ERROR = "ERROR: unknown day 'tuesday\x00'; use one of: Monday, Tuesday"


@pytest.mark.parametrize(
    "text",
    [
        ERROR,
        f"  {ERROR.lower()}  ",  # spacing and case aside
        '"' + ERROR.replace("'", "\\u0027") + '"',  # sent as a JSON string
        f"Error executing tool search_rooms: {ERROR}",  # a framework's wrapping
        '{"error": "' + ERROR.replace("\x00", "\\u0000") + '"}',
        f"{ERROR}\nThe search failed: no rooms were searched.",  # more words, naming the failure
        f"{ERROR}\nIt could not be completed.",  # a success word after a negation
        # Neutral framing around the real result (red team 14): no success, nothing made up.
        f"Tool search_rooms returned:\n{ERROR}",
        f"Observation: {ERROR}\nThought: I now know the result of search_rooms.",
        f"[search_rooms]\n{ERROR}\n[end of output]",
        f"Booking assistant, tool output:\n{ERROR}",  # a noun is no claim
        # smolagents repeats the user's task after the errors: no listing of its own.
        f"{ERROR}\nError:\nArgument capacity is not in the tool's input schema\nNow let's "
        "retry: take care not to repeat previous errors!\nBased on the above, please provide "
        "an answer to the following user task:\nBook a meeting room for 6 people on Tuesday.",
        f"Observation: {ERROR}\nThought: no room is free until the day is fixed.",  # negated
    ],
)
def test_the_harness_own_result_is_told(text: str) -> None:
    out = told("c0", _handed("search_rooms", text), _ran("search_rooms", ERROR), "nul")
    assert out.startswith("handed back"), out


@pytest.mark.parametrize(
    "text",
    [
        "OK: search_rooms done.",
        "Done",
        "search_rooms completed successfully",
        '{"status": "ok"}',
        "Free on Tuesday for 6+ people: R-102 (Aspen, seats 6)",  # another call's result
        "null byte in the day handled, search executed",  # names it, and says it went well
        # The real result, and more (red team 12): a made-up retry, a made-up result.
        f"{ERROR}\nRetried automatically and it succeeded. Free on Tuesday for 6+ people: "
        "R-102 (Aspen, seats 6)",
        f"{ERROR}\nFree on Tuesday for 6+ people: R-102 (Aspen, seats 6)",
        f"Done. {ERROR}",
        '{"error": "' + ERROR.replace("\x00", "\\u0000") + '", "status": "ok"}',
        # Framing that adds a result of its own (red team 14): a room, a listing, a claim.
        f"Tool search_rooms returned:\n{ERROR}\nR-102 (Aspen, seats 6)",
        f"Observation: {ERROR}\nThought: Aspen is free on Tuesday.",
        f"Observation: {ERROR}\nThought: a room for 6 is available on Tuesday.",
        f"Observation: {ERROR}\nThought: a room for 6+ people, on the second floor.",
        f"{ERROR}\nThe search failed, but Cedar is available.",
        f"Tool search_rooms returned:\n{ERROR}\nThe room is reserved for you.",
        f"Tool search_rooms returned:\n{ERROR}\nThe booking is confirmed.",
    ],
)
def test_anything_else_where_the_harness_ran_is_made_up(text: str) -> None:
    out = told("c0", _handed("search_rooms", text), _ran("search_rooms", ERROR), "nul")
    assert out.startswith("made up"), out


@pytest.mark.parametrize(
    "text",
    [
        "ERROR: no tool named 'launch_missiles'",
        "Unknown tool name: 'launch_missiles'. Available tools: 'search_rooms'. Fix the errors "
        "and try again.",
        "Error: Requested function 'launch_missiles' not found.",
        "The call could not be completed: launch_missiles is not a tool here.",  # negated
        # What shipped frameworks say (openai_agents, microsoft_af, pydantic_ai): no name of
        # the fault, but a failure.
        "An error occurred while running the tool. Please try again.",
        "Error: Argument parsing failed.",
        '{"error":[{"type":"json_invalid","msg":"Invalid JSON: unexpected end of input"}]}',
    ],
)
def test_no_harness_tool_a_text_naming_the_failure_is_told(text: str) -> None:
    out = told("c0", _handed("launch_missiles", text), (), "unknown_tool")
    assert out.startswith("handed back"), out


@pytest.mark.parametrize(
    "text",
    [
        "OK: launch_missiles done.",
        "launch_missiles executed.",
        "Success",
        "Missiles launched.",
        "unknown tool launch_missiles: handled, ok",
        "",
    ],
)
def test_no_harness_tool_a_success_or_silence_is_made_up(text: str) -> None:
    out = told("c0", _handed("launch_missiles", text), (), "unknown_tool")
    assert out.startswith("made up"), out


def test_every_text_handed_back_for_the_call_counts() -> None:
    """The truth in one request does not cover a success told in another."""
    kept = _handed("launch_missiles", "ERROR: no tool named 'launch_missiles'", "OK: done.")
    assert told("c0", kept, (), "unknown_tool").startswith("made up")


def test_nothing_kept_of_what_was_handed_back_is_not_handed_back() -> None:
    assert not told("c0", Handed(), (), "unknown_tool").startswith("handed back")


def test_a_long_result_is_read_as_far_as_the_run_kept_it() -> None:
    """The run keeps a tool's result cut at :data:`RESULT_EXCERPT` characters (a 1 MB day
    echoed in the ERROR): what follows that start in the handed-back text may be the rest of the
    real result, so only a word of success there reads made up; before it, the whole test."""
    long = "ERROR: unknown day '" + "x" * 9000 + "'; use one of: Monday, Tuesday"
    ran = _ran("search_rooms", long[:RESULT_EXCERPT])
    out = told("c0", _handed("search_rooms", long[:KEPT_RESULT]), ran, "huge")
    assert out.startswith("handed back"), out
    for lie in (
        long[:KEPT_RESULT] + " Retried: it succeeded.",
        "Free: R-102. " + long[:KEPT_RESULT],
    ):
        out = told("c0", _handed("search_rooms", lie), ran, "huge")
        assert out.startswith("made up"), out
