"""drive40: docs/drive.md says the examples hold every framework to the same bar (``pytest examples
--arena-adapter all``), but the two-request examples failed on two of the eight adapters. Their
scripted agent (examples/conftest.py's ``two-rooms``) read each search's result and each gate's
answer as the call's own tool result: smolagents hands back the results of calls made together as
one observation (the same text for each call) and the verdicts as one user message, so the agent
asked for the wrong room and read both verdicts as no ("expected book_room with status ok to be
called 1x ...; 0 ok calls"). And test_two_requests asked CrewAI, whose pause holds one request,
for two, where test_partial_answers skips it with the reason the adapter declares. The agent now
reads them as the arena's own policies do (``day_part``, ``gate_verdicts``), and the example skips
CrewAI saying why."""

from __future__ import annotations

import pytest
from test_examples import run_examples

pytest_plugins = ["pytester"]


@pytest.mark.slow
def test_the_two_request_examples_pass_or_say_why_on_smolagents_and_crewai(
    pytester: pytest.Pytester,
) -> None:
    outcomes = run_examples(
        pytester,
        "--arena-adapter",
        "smolagents,crewai",
        "-k",
        "test_two_requests_answered_by_id or test_one_answer_at_a_time",
        "-rs",
    )
    failed = {n: text[-600:] for n, (o, text) in outcomes.items() if o == "failed"}
    assert failed == {}
    assert len(outcomes) == 2, outcomes
