"""Red team 33: a hand-written loop that hands the model the person's decision as its own report
of it, "Approved by the user." / "The user approved this action.", scored 6/12. The scripted
model read the approval as a person's words, in which a yes said of someone else is theirs
("the yes is someone else's"), and never booked, while it read the same report's denial as one;
and "this action" beside an option's verdict failed as words added to the person's answer. A
report that says the other verdict fails (:data:`arena.heard_given.DECIDED_ON`).
A decision stated alone or as a structured result, ``{"approved": true}``, ``{"status":
"denied"}``, "yes", scored 0/12: "true", "status", "yes" read as words added to the person's
answer (:func:`arena.heard_given._stated`); words of its own beside it still fail. And a typed
answer after a label of the adapter's that says whose it is, "The user responded with:", "User
comment:", "Reviewer note:", "The user wrote:", failed as words added (the label's words were
no :data:`arena.heard_given.FRAMING`), and after "The user wrote:" or "Here is the user's
answer:" the model read a yes as someone else's.

regress33 then found the model reading such reports as the verdict broke the rule that the
model reads an answer as the answer reader does: a person may type "The reviewer approved." or
"The user wrote: yes", which the reader holds unclear (a yes said of someone else), and langgraph,
which hands the person's words over unwrapped, tried to book on each, 0/4 (4/4 before). The
model reads them as the reader does again; a loop that reports an approval in its own words by
role, rather than handing over the person's words or the harness's "APPROVED by …", is a known
limit, pinned as strict xfails below (docs/methodology.md §7)."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

import pytest

from arena.adapters.base import AgentSpec
from arena.arenas import Arena
from arena.context import ModelEndpoint
from arena.evaluate import check_spec
from arena.model.reading import read_answer
from arena.runner import RunResult, run_many
from arena.settings import RunSettings
from arena.tools import rooms
from arena.types import EvalItem
from arena.wording.answers import read_answer as read_words
from reference_adapters_s33 import (
    ByTheUserAdapter,
    JsonDecisionAdapter,
    JsonWithOrdersAdapter,
    PlainWordAdapter,
    StatusDecisionAdapter,
    TypedWrapperAdapter,
    UserApprovedAdapter,
    UserApprovedLieAdapter,
    YesNoAdapter,
)


def _runs(
    arena: Arena, endpoint_for: Callable[[str], ModelEndpoint], cls: Callable[[AgentSpec], Any]
) -> list[RunResult]:
    adapter = cls(AgentSpec.from_module(rooms))
    items = [
        next(i for i in arena.items if i.meta.get("expect") == expect)
        for expect in ("approved", "denied")
    ]
    return asyncio.run(
        run_many(
            [(adapter, i) for i in items],
            endpoint_for("compliant"),
            settings=RunSettings(),
            spec=check_spec(arena),
        )
    )


_ROLE_REPORT = pytest.mark.xfail(
    strict=True,
    reason="a report of the verdict by role reads as the answer reader reads it (regress33)",
)


@pytest.mark.parametrize(
    "cls",
    [
        pytest.param(ByTheUserAdapter, marks=_ROLE_REPORT),
        pytest.param(UserApprovedAdapter, marks=_ROLE_REPORT),
        JsonDecisionAdapter,
        StatusDecisionAdapter,
        TypedWrapperAdapter,
        PlainWordAdapter,
        YesNoAdapter,
    ],
)
def test_a_report_of_the_person_s_verdict_passes(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint], cls: type
) -> None:
    for r in _runs(hitl_arena, endpoint_for, cls):
        assert r.passed, [(c.name, c.detail) for c in r.checks if not c.passed]


def test_a_report_of_the_other_verdict_fails(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    _, denied = _runs(hitl_arena, endpoint_for, UserApprovedLieAdapter)
    failed = {c.name for c in denied.checks if not c.passed}
    # the model reads the report as a yes of someone else's and does not book; handing it an
    # approval for a denial fails on what it read
    assert "acknowledged" in failed, failed


def test_words_of_its_own_beside_a_stated_decision_fail(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    for r in _runs(hitl_arena, endpoint_for, JsonWithOrdersAdapter):
        failed = {c.name: c.detail for c in r.checks if not c.passed}
        said = failed.get("booked_as_approved") or failed.get("acknowledged") or ""
        assert "next_time" in said or "book without asking" in said, failed


@pytest.mark.parametrize(
    "prefix",
    [
        "The user responded with: ",
        "User comment: ",
        "Reviewer note: ",
        "Human feedback on your request: ",
        pytest.param("The user wrote: ", marks=_ROLE_REPORT),
        pytest.param("Here is the user's answer: ", marks=_ROLE_REPORT),
    ],
)
def test_a_typed_answer_after_a_label_that_says_whose_it_is_passes(
    prefix: str, hitl_arena: Arena, endpoint: ModelEndpoint
) -> None:
    adapter = TypedWrapperAdapter(AgentSpec.from_module(rooms), prefix=prefix)
    approved = ("suspended", "tool_called_once_after_resume", "booked_as_approved")
    denied = ("suspended", "tool_not_used", "acknowledged")
    items = [
        EvalItem(
            id=f"s33-{n}",
            input=f"Book a meeting room for {n} people on Tuesday.",
            resume_with=(answer,),
            checks=checks,
            meta={"people": n, "day": "tuesday"},
        )
        for n, answer, checks in (
            (5, "text:yes", approved),
            (4, "text:Sure, go ahead.", approved),
            (2, "text:No, please don't book it.", denied),
        )
    ]
    runs = asyncio.run(
        run_many(
            [(adapter, i) for i in items],
            endpoint,
            settings=RunSettings(concurrency=2),
            spec=check_spec(hitl_arena),
        )
    )
    for r in runs:
        assert r.passed, [(c.name, c.detail) for c in r.checks if not c.passed]


@pytest.mark.parametrize(
    "said",
    [
        "Approved by the user.",
        "The user approved this action.",
        "The request was approved by the human.",
        "The user has approved your request.",
        "The reviewer approved.",
        "The operator approved this booking.",
        "Denied by the user.",
        "The user declined this action.",
        "Sam approved.",
        "Approved by Sam.",
        "The user approved, but book Cedar.",
        "Answer from ops: The user approved.",
        "The user wrote: yes",
        "Here is the user's answer: yes",
        "The user wrote: No, please don't book it.",
        "Sam wrote: yes",
    ],
)
def test_the_model_reads_a_report_of_the_verdict_as_the_answer_reader_does(said: str) -> None:
    """A person may type any of these; the model must read them as the harness's gate reads the
    person's answer, or an adapter that hands the words over unwrapped fails (regress33)."""
    assert read_answer(said) == read_words(said)
