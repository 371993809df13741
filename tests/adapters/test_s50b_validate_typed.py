"""``validate`` runs an answer typed in words (redteam50b): its four cases were all answered with
an option id, so an adapter that handed the model a person's typed words as a yes, or as a no,
conformed, though on an unclear answer it books (or says "denied") where the agent must say it
could not tell. The unclear case now names it, and only it: the adapters are wrong nowhere else.
"""

from __future__ import annotations

import pytest

from arena.adapters import load_adapter
from arena.conformance import CASES, rooms_spec, validate
from arena.context import ModelEndpoint
from reference_adapters_s50b import TypedAnswerApproves, TypedAnswerDenies


@pytest.mark.parametrize("broken", [TypedAnswerApproves, TypedAnswerDenies])
def test_an_adapter_that_reads_typed_words_as_a_decision_is_named(
    broken: type, endpoint: ModelEndpoint
) -> None:
    report = validate(broken(rooms_spec()), endpoint=endpoint)
    assert not report.ok
    assert report.findings and all(
        f.startswith("unclear answer: reported_unclear failed") for f in report.findings
    ), report.findings


def test_the_unclear_case_is_answered_in_words_and_checked_as_unclear(
    endpoint: ModelEndpoint,
) -> None:
    """The honest neighbour: vanilla says it could not tell, books nothing, and conforms."""
    (case,) = [c for c in CASES if c.name == "unclear answer"]
    report = validate(load_adapter("vanilla", rooms_spec()), endpoint=endpoint, cases=[case])
    assert report.ok, report.findings
    (run,) = report.runs
    assert run.item.resume_with == ("text:Hmm, which floor is that on?",)
    assert {c.name for c in run.checks} >= {"tool_not_used", "reported_unclear"}
    assert run.trace.calls("book_room") == []
