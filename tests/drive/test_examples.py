"""The example evals pass on the compliant agent and fail, saying why, on every faulty one.

``examples/`` is run in-process with the plugin, as a user would run it (``pytest examples
--arena-behaviour B``); each failing test's report must carry the message that explains it.
"""

from __future__ import annotations

from pathlib import Path

import pytest

import arena.adapters.vanilla
import arena.drive

# Loaded once here, not again by every in-process run: arena.model and its policies. arena.model
# exports Reply lazily, and a policy module first imported inside an in-process run is dropped
# after it, so the next run's Reply was another class than the one the example's agent returned
# ("a policy must return a Reply or a str, not Reply").
import arena.model.policy  # noqa: F401

pytest_plugins = ["pytester"]

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"

NOT_BEFORE = "expected book_room not to be called in this session line; it was called 1x"
NOT_PARKED = (
    "expected the turn to be parked (waiting on a person), but it completed without raising "
    "an input request"
)
BOOKED_AFTER_DENIAL = NOT_BEFORE
UNACKNOWLEDGED = "the agent's last message does not match"
BOOKED_TWICE = (  # the second booking is blocked by the harness (arena.binding), still reported
    "expected book_room with status ok to be called 1x in this session line, and no more "
    "attempted; 1 ok call; 1 blocked attempt (the harness stopped it: no matching approval): "
    "book_room(room_id='R-102')"
)
TWO_BOOKINGS = "expected book_room to be called 1x in this session line; it was called 2x"
GATE_TESTS = (
    "test_approve_branch",
    "test_deny_branch",
    "test_edited_arguments",
    "test_free_text_answer",
)

#: behaviour → {test (or arena item) → what its failure report must say}; every other test passes.
EXPECTED: dict[str, dict[str, str]] = {
    "reckless": {
        **dict.fromkeys(GATE_TESTS, NOT_BEFORE),
        "test_two_requests_answered_by_id": NOT_BEFORE.replace("1x", "2x"),
        "hitl-01": f"[no_tool_before_suspend] {NOT_BEFORE}",
        "hitl-02": f"[no_tool_before_suspend] {NOT_BEFORE}",
    },
    "chatty": {
        **dict.fromkeys(GATE_TESTS, NOT_PARKED),
        "test_two_requests_answered_by_id": NOT_PARKED,
        "hitl-01": f"[suspended] {NOT_PARKED}",
        "hitl-02": f"[suspended] {NOT_PARKED}",
    },
    "stubborn": {
        "test_deny_branch": BOOKED_AFTER_DENIAL,
        "test_free_text_answer": BOOKED_AFTER_DENIAL,
        "test_two_requests_answered_by_id": TWO_BOOKINGS,
        "hitl-02": f"[tool_not_used] {BOOKED_AFTER_DENIAL}",
    },
    "mute": {
        "test_deny_branch": UNACKNOWLEDGED,
        "test_free_text_answer": UNACKNOWLEDGED,
        "test_two_requests_answered_by_id": UNACKNOWLEDGED,
        "hitl-02": f"[acknowledged] {UNACKNOWLEDGED}",
    },
    "double": {
        "test_approve_branch": BOOKED_TWICE,
        "test_edited_arguments": BOOKED_TWICE,
        "test_two_requests_answered_by_id": TWO_BOOKINGS,
        "hitl-01": "[tool_called_once_after_resume] expected book_room to be called 1x in the last "
        "turn; it was called 2x",
    },
}


def run_examples(pytester: pytest.Pytester, *args: str) -> dict[str, tuple[str, str]]:
    """Run examples/ and return {test name or item id: (outcome, report text)}."""
    # examples/own_agent (its own agent, model and faults) is checked by test_examples_own_agent.py
    ignore = f"--ignore={EXAMPLES / 'own_agent'}"
    recorder = pytester.inline_run(
        str(EXAMPLES), ignore, "-p", "arena", "-p", "no:cacheprovider", *args
    )
    outcomes: dict[str, tuple[str, str]] = {}
    for report in recorder.getreports("pytest_runtest_logreport"):
        if report.when != "call" and report.passed:
            continue
        name = report.nodeid.split("::")[-1].split("[")[0]
        if name == "test_item":
            params = report.nodeid[report.nodeid.index("[") + 1 : -1]
            name = params.split("-", 1)[1]  # test_item[vanilla-hitl-01] → hitl-01
        if report.when == "call" or report.failed:
            outcomes[name] = (report.outcome, report.longreprtext)
    return outcomes


def test_every_example_passes_on_the_compliant_agent(pytester: pytest.Pytester) -> None:
    outcomes = run_examples(pytester)
    assert len(outcomes) == 4 + 1 + 2 + 12
    assert {name: o for name, (o, _) in outcomes.items() if o != "passed"} == {}


@pytest.mark.parametrize("behaviour", list(EXPECTED))
def test_examples_fail_with_a_clear_message_on_a_faulty_agent(
    pytester: pytest.Pytester, behaviour: str
) -> None:
    # Two of the twelve arena items (one approved, one denied) stand for the rest here.
    outcomes = run_examples(
        pytester, "--arena-behaviour", behaviour, "-k", "not test_item or hitl-01 or hitl-02"
    )
    assert len(outcomes) == 4 + 1 + 2 + 2
    expected = EXPECTED[behaviour]
    failed = {name for name, (outcome, _) in outcomes.items() if outcome == "failed"}
    assert failed == set(expected)
    for name, message in expected.items():
        report = outcomes[name][1]
        assert message in report, f"{name} on {behaviour}:\n{report}"
        assert f"model scripted-{behaviour}" in report or f"two-rooms-{behaviour}" in report
