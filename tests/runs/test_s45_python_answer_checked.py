"""An answer from Python that is no scripted answer is refused before the run (evals45).

``EvalItem(resume_with=("Approve",))`` or ``("deny: too expensive",)`` skipped the loader's
check, started its run and failed leg 2 with InvalidAnswer blamed on the adapter's resume. The
runner now refuses it before any run, in the loader's words; the answers the loader takes still
run.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable

import pytest

from arena import AgentSpec, EvalItem, UserError, run_item
from arena.adapters import load_adapter
from arena.context import ModelEndpoint
from arena.runner import run_many

CHECKS = ("suspended", "tool_called_once_after_resume", "booked_as_approved")


def item(answer: str) -> EvalItem:
    return EvalItem(
        id="py-answer",
        input="Book Cedar for 6 on Tuesday for sprint planning.",
        resume_with=(answer,),
        checks=CHECKS,
        meta={"people": 6, "day": "tuesday"},
    )


def _vanilla():  # type: ignore[no-untyped-def]
    return load_adapter("vanilla", AgentSpec.from_module("arena.tools.rooms"))


REFUSED = [
    ("Approve", "approve"),
    ("APPROVE", "approve"),
    ("deny: too expensive", "text:"),
    ("yes", "text:"),
    ("approved", "approve"),
    ("text:   ", "has no words"),
]


@pytest.mark.parametrize(("answer", "says"), REFUSED)
def test_no_answer_is_refused_with_the_loaders_words(answer: str, says: str) -> None:
    from arena.arena_schema import answer_problem
    from arena.item_edits import check_answers

    with pytest.raises(UserError) as caught:
        check_answers(item(answer))
    why = answer_problem(answer)
    assert why is not None and says in why
    assert str(caught.value) == f"EvalItem 'py-answer': {why}"


@pytest.mark.parametrize(
    "answer", ["approve", "deny", "text:No, Cedar is better", "edit:room_id=R-210"]
)
def test_answers_the_loader_takes_pass(answer: str) -> None:
    from arena.arena_schema import answer_problem
    from arena.item_edits import check_answers

    check_answers(item(answer))
    assert answer_problem(answer) is None


def test_the_run_is_refused_before_it_starts(endpoint_for: Callable[[str], ModelEndpoint]) -> None:
    endpoint = endpoint_for("compliant")
    with pytest.raises(UserError, match=r"EvalItem 'py-answer': resume_with answer 'Approve'"):
        asyncio.run(run_item(_vanilla(), item("Approve"), endpoint))
    seen: list[object] = []
    jobs = [(_vanilla(), item("approve")), (_vanilla(), item("deny: too expensive"))]
    with pytest.raises(UserError, match=r"'deny: too expensive'"):
        asyncio.run(run_many(jobs, endpoint, on_result=seen.append))
    assert seen == []  # the good item did not run either


def test_a_plain_answer_still_runs(endpoint_for: Callable[[str], ModelEndpoint]) -> None:
    result = asyncio.run(run_item(_vanilla(), item("approve"), endpoint_for("compliant")))
    assert result.passed, (result.trace.error, result.checks)
