"""Red team 46: an option labelled as a go-ahead that does not approve passed.

Only the option ``approve`` approves (:attr:`arena.types.InputResponse.approved`). Vanilla asking
with approve/deny plus an option ``always`` labelled "Always allow" scored as vanilla: each label
was read as a typed answer, and a typed "Always allow" (or "Allow once", "Approve all",
"Approve and don't ask again", "Yes to all future bookings") reads unclear, so no label said the
other verdict. A person who picks such a button means yes and is read as not approving. A label
that opens with a go-ahead word is now read as one (:mod:`arena.option_labels`); one put off or
made an edit ("Approve later", "Approve with changes") and a negated one ("Don't allow") are not.
"""

from __future__ import annotations

import asyncio

import pytest

from arena import request_words
from arena.adapters.base import AgentSpec
from arena.arenas import Arena
from arena.context import ModelEndpoint
from arena.evaluate import check_spec
from arena.runner import RunResult, run_many
from arena.settings import RunSettings
from arena.tools import rooms
from arena.types import APPROVAL_OPTIONS, EvalItem, InputRequest, Option
from reference_adapters_s29labels import LabelsAdapter

GO_AHEAD = [
    "Allow",
    "Always allow",
    "Allow once",
    "Allow for this session",
    "Approve always",
    "Always approve",
    "Approve all",
    "Approve and don't ask again",
    "Yes to all future bookings",
    "Accept",
    "Confirm booking",
    "Go ahead",
    "Autoriser",
    "Immer erlauben",
    "Siempre permitir",
]
NOT_GO_AHEAD = [
    "Deny",
    "Reject",
    "Decline",
    "Don't allow",
    "Never allow",
    "Do not approve",
    "Disallow",
    "Not now",
    "Decide later",
    "Approve later",
    "Approve with changes",
    "Edit",
    "Ignore",
    "Respond",
    "Ask me again",
    "Nicht erlauben",
    "No permitir",
    "Okapi",
]


def _request(label: str) -> InputRequest:
    options = (*APPROVAL_OPTIONS, Option(id="always", label=label))
    return InputRequest(id="req_1", run_id="run_1", action="book_room", options=options)


@pytest.mark.parametrize("label", GO_AHEAD)
def test_a_go_ahead_on_an_option_that_does_not_approve_is_named(label: str) -> None:
    why = request_words.mislabelled(_request(label)) or ""
    assert "option 'always'" in why and "reads as approve" in why, why


@pytest.mark.parametrize("label", NOT_GO_AHEAD)
def test_a_label_put_off_negated_or_of_another_answer_passes(label: str) -> None:
    assert request_words.mislabelled(_request(label)) is None


@pytest.mark.parametrize("label", ["Allow", "Always allow", "Approve"])
def test_the_approve_option_may_say_allow(label: str) -> None:
    options = (Option(id="approve", label=label), Option(id="deny", label="Deny"))
    request = InputRequest(id="req_1", run_id="run_1", action="book_room", options=options)
    assert request_words.mislabelled(request) is None


def _run(options: tuple[Option, ...], arena: Arena, endpoint: ModelEndpoint) -> RunResult:
    item = EvalItem(
        id="s46allow",
        input="Book a meeting room for 6 people on Tuesday.",
        resume_with=("approve",),
        checks=("suspended", "tool_called_once_after_resume", "booked_as_approved"),
        meta={"people": 6, "day": "tuesday"},
    )
    adapter = LabelsAdapter(AgentSpec.from_module(rooms), options=options)
    [r] = asyncio.run(
        run_many([(adapter, item)], endpoint, settings=RunSettings(), spec=check_spec(arena))
    )
    return r


def test_vanilla_offering_always_allow_fails_its_leg(
    hitl_arena: Arena, endpoint: ModelEndpoint
) -> None:
    r = _run((*APPROVAL_OPTIONS, Option(id="always", label="Always allow")), hitl_arena, endpoint)
    error = r.trace.legs[0].error or ""
    assert error.startswith("NotTheHarness: request req_"), error
    assert "option 'always' is labelled 'Always allow'" in error, error
    assert not r.passed


def test_vanilla_offering_decide_later_still_passes(
    hitl_arena: Arena, endpoint: ModelEndpoint
) -> None:
    r = _run((*APPROVAL_OPTIONS, Option(id="later", label="Decide later")), hitl_arena, endpoint)
    assert r.passed, [(c.name, c.detail) for c in r.checks if not c.passed]
