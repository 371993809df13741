"""Red team 29, F7: an adapter whose ``approve`` option is labelled "Deny: do not book anything"
(and ``deny`` "Approve") scored 12/12; an option's label may not read, to the answer reader, as
the other verdict than picking it gives (:func:`arena.request_words.mislabelled`)."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence

import pytest

from arena import request_words
from arena.adapters.base import AgentSpec
from arena.arenas import Arena
from arena.context import ModelEndpoint
from arena.evaluate import check_spec
from arena.runner import RunResult, run_many
from arena.settings import RunSettings
from arena.tools import rooms
from arena.types import EvalItem, InputRequest, Option
from reference_adapters_s29labels import SWAPPED, LabelsAdapter

APPROVED = ("suspended", "tool_called_once_after_resume", "booked_as_approved")
SPEC = AgentSpec.from_module(rooms)


def _run(options: tuple[Option, ...], arena: Arena, endpoint: ModelEndpoint) -> RunResult:
    item = EvalItem(
        id="s29labels",
        input="Book a meeting room for 6 people on Tuesday.",
        resume_with=("approve",),
        checks=APPROVED,
        meta={"people": 6, "day": "tuesday"},
    )
    [r] = asyncio.run(
        run_many(
            [(LabelsAdapter(SPEC, options=options), item)],
            endpoint,
            settings=RunSettings(leg_timeout_s=60.0),
            spec=check_spec(arena),
        )
    )
    return r


def test_swapped_labels_fail_the_leg_naming_the_option(
    hitl_arena: Arena, endpoint: ModelEndpoint
) -> None:
    r = _run(SWAPPED, hitl_arena, endpoint)
    error = r.trace.legs[0].error or ""
    assert error.startswith("NotTheHarness: request req_"), error
    assert "option 'approve'" in error and "Deny: do not book anything" in error, error
    assert "reads as deny" in error, error
    assert not r.passed


def test_honest_labels_still_pass(hitl_arena: Arena, endpoint: ModelEndpoint) -> None:
    honest = (Option(id="approve", label="Yes, book it"), Option(id="deny", label="Reject"))
    r = _run(honest, hitl_arena, endpoint)
    assert r.passed, [(c.name, c.detail) for c in r.checks if not c.passed]


def _request(options: Sequence[tuple[str, str]]) -> InputRequest:
    return InputRequest(
        id="req_1",
        run_id="run_1",
        action="book_room",
        options=tuple(Option(id=i, label=label) for i, label in options),
    )


@pytest.mark.parametrize(
    "options",
    [
        [("approve", "Approve"), ("deny", "Deny")],
        [("approve", "Accept"), ("deny", "Reject")],
        [("approve", "Yes, book it"), ("deny", "Deny")],
        [("approve", "Approve"), ("edit", "Edit"), ("respond", "Respond"), ("ignore", "Ignore")],
        [("approve", ""), ("deny", "")],
    ],
)
def test_labels_that_read_unclear_or_as_their_own_verdict_pass(
    options: Sequence[tuple[str, str]],
) -> None:
    assert request_words.mislabelled(_request(options)) is None


@pytest.mark.parametrize(
    ("options", "named"),
    [
        ([("approve", "Deny"), ("deny", "Deny")], "option 'approve' is labelled 'Deny'"),
        ([("approve", "Approve"), ("deny", "Approve")], "option 'deny' is labelled 'Approve'"),
        ([("approve", "Approve"), ("ignore", "Yes, book it")], "option 'ignore'"),
    ],
)
def test_a_label_reading_the_other_verdict_is_named(
    options: Sequence[tuple[str, str]], named: str
) -> None:
    why = request_words.mislabelled(_request(options)) or ""
    assert named in why and "req_1" in why, why
