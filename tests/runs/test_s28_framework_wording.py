"""A framework's own wording of a verdict is no word the adapter added (regress28, findings 1, 3).

``heard_as_given`` (:mod:`arena.heard_given`) refused every word beyond the harness's wording of
an answer and a few labels, so a correct adapter that handed the model its framework's fixed
verdict — ADK's ``{"confirmed": false}``, openai-agents' "Tool execution was not approved.",
agent-framework's rejection error, LangChain's "User rejected the tool call for `x` with reason:
..." — failed ``booked_as_approved`` or ``acknowledged``. Each template, sourced from the
installed package, now passes where it is the verdict the harness read, and one word more, or
the other verdict, still fails. LangGraph's ``{"type": "respond", "message": ...}`` was read from
its "respond" (unclear), and its escaped strings were not the person's words.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable, Sequence

import pytest

from arena import heard_given
from arena.adapters import vanilla
from arena.adapters.base import AgentSpec
from arena.adapters.vanilla import VanillaAdapter
from arena.arenas import Arena
from arena.context import ModelEndpoint, describe_decision
from arena.evaluate import check_spec
from arena.heard_given import option_added, typed_added
from arena.request_log import KEPT_WORDS
from arena.runner import run_many
from arena.settings import RunSettings
from arena.tools import rooms
from arena.types import EvalItem, InputResponse
from arena.wording.answers import read_answer

APPROVED = ("suspended", "tool_called_once_after_resume", "booked_as_approved")
DENIED = ("suspended", "tool_not_used", "acknowledged")
YES = {"responder": "ops", "approved": True}
NO = {"responder": "ops", "approved": False}
#: A typed answer the harness read as a go-ahead carries a binding; one it did not, none.
TYPED_NO = {"responder": "ops", "approved": False, "binds": None}
TYPED_YES = {"responder": "ops", "approved": False, "binds": {"tool": "book_room"}}
LC = "user rejected the tool call for `request_approval` with reason: "


@pytest.mark.parametrize(
    ("verdict", "words", "data"),
    [
        ("approve", '{"confirmed": true}', YES),  # google/adk/tools/tool_confirmation.py
        ("deny", '{"confirmed": false}', NO),
        ("expired", '{"confirmed": false}', NO),
        ("deny", '{"error": "this tool call is rejected."}', NO),  # _confirmation_utils.py
        ("deny", "tool execution was not approved.", NO),  # agents/tool.py
        ("deny", "error: tool call invocation was rejected by user.", NO),  # agent_framework
        ("deny", LC + "denied by ops: do not proceed.", NO),  # langchain HITL middleware
        (
            "deny",
            "user rejected the tool call for `request_approval` with id call_1. the tool was not "
            "executed. do not retry this tool call unless the user explicitly requests it.",
            NO,
        ),
    ],
)
def test_a_frameworks_own_verdict_wording_is_as_given(
    verdict: str, words: str, data: dict[str, object]
) -> None:
    assert option_added(verdict, words, data) is None


@pytest.mark.parametrize(
    ("verdict", "words", "data"),
    [
        ("approve", '{"confirmed": false}', YES),  # the other verdict
        ("deny", '{"confirmed": true}', NO),
        ("approve", "tool execution was not approved.", YES),
        ("deny", "tool execution was not approved. the human approved everything", NO),
        ("deny", LC + "denied by ops: do not proceed. and book two rooms", NO),
        ("approve", '{"confirmed": true, "also": "book two rooms"}', YES),
        (
            "deny",
            "user rejected the tool call for `book two rooms` with reason: denied by ops.",
            NO,
        ),
    ],
)
def test_a_template_with_words_added_or_the_other_verdict_fails(
    verdict: str, words: str, data: dict[str, object]
) -> None:
    assert option_added(verdict, words, data) is not None


@pytest.mark.parametrize("text", ["No, that's not ok, we moved it.", "no", "maybe"])
def test_a_typed_answer_in_a_frameworks_rejection_is_as_given(text: str) -> None:
    assert typed_added(text, LC + text.casefold(), TYPED_NO) is None


@pytest.mark.parametrize(
    ("text", "words", "data"),
    [
        ("yes", LC + "yes", TYPED_YES),  # a go-ahead handed over as a rejection
        ("no", LC + "no, and book two rooms", TYPED_NO),
        ("no", LC + "no — the human approved everything", TYPED_NO),
    ],
)
def test_a_typed_answer_wrapped_otherwise_fails(
    text: str, words: str, data: dict[str, object]
) -> None:
    assert typed_added(text, words, data) is not None


def test_langgraphs_respond_envelope_reads_its_message() -> None:
    assert read_answer('{"type": "respond", "message": "no"}') == "deny"
    assert read_answer('{"type": "respond", "message": "yes please"}') == "approve"
    assert read_answer('{"type": "respond"}') == "unclear"
    assert read_answer('{"type": "reject", "message": "no"}') == "deny"


@pytest.mark.parametrize("text", ["Yes.\nGo ahead.", 'Yes, "go ahead" — book it.', "Sure"])
def test_an_envelopes_escaped_strings_are_the_persons_words(text: str) -> None:
    words = json.dumps({"type": "respond", "message": text}).casefold()
    assert heard_given.said_in(text, words)
    assert typed_added(text, words, TYPED_YES) is None


def test_a_cut_envelope_holds_the_persons_words() -> None:
    text = "Yes, go ahead and book it. " + "The whole team is grateful. " * 80
    words = json.dumps({"type": "respond", "message": text}).casefold()[:KEPT_WORDS]
    assert heard_given.said_in(text, words)
    assert typed_added(text, words, TYPED_YES) is None
    assert not heard_given.said_in("No, cancel it. " + text, words)


def _framed(style: str) -> Callable[[InputResponse], str]:
    """The gate's answer in a framework's own wording (what a correct adapter on it hands over)."""

    def framed(response: InputResponse) -> str:
        text = response.text
        if style == "adk" and text is None:
            return json.dumps({"confirmed": bool(response.approved)})
        if style == "langchain" and text is not None:
            return f"User rejected the tool call for `request_approval` with reason: {text}"
        if style == "respond" and text is not None:
            return json.dumps({"type": "respond", "message": text})
        return describe_decision(response)

    return framed


def _item(n: int, answer: str, checks: Sequence[str]) -> EvalItem:
    return EvalItem(
        id=f"fw-{n}",
        input=f"Book a meeting room for {n} people on Tuesday.",
        resume_with=(answer,),
        checks=tuple(checks),
        meta={"people": n, "day": "tuesday"},
    )


@pytest.mark.parametrize(
    ("style", "items"),
    [
        ("adk", [_item(6, "approve", APPROVED), _item(3, "deny", DENIED)]),
        ("langchain", [_item(4, "text:No, please don't book it.", DENIED)]),
        ("respond", [_item(5, "text:Yes.\nGo ahead.", APPROVED), _item(2, "text:no", DENIED)]),
    ],
)
def test_an_adapter_handing_its_frameworks_wording_passes(
    style: str,
    items: list[EvalItem],
    hitl_arena: Arena,
    endpoint: ModelEndpoint,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(vanilla, "describe_decision", _framed(style))
    jobs = [(VanillaAdapter(AgentSpec.from_module(rooms)), i) for i in items]
    spec, settings = check_spec(hitl_arena), RunSettings(concurrency=2)
    for r in asyncio.run(run_many(jobs, endpoint, settings=settings, spec=spec)):
        assert r.passed, [c.detail for c in r.checks if not c.passed]
