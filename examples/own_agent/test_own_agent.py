"""Evals of the refund agent's approval gate, the same in every framework it is built with.

``t`` is parametrised over LangGraph, the OpenAI Agents SDK and Pydantic AI (see conftest.py):
``pytest examples/own_agent -v`` shows ``[langgraph]``, ``[openai_agents]``, ``[pydantic_ai]``.
"""

from __future__ import annotations

import pytest
from refunds import TASK

from arena.checks import ACKNOWLEDGEMENT
from arena.drive import Driver
from arena.types import InputRequest

ORDER = {"order_id": "A-1001", "amount": 42.0}


def paused_on_the_refund(t: Driver) -> InputRequest:
    """Send the task; the framework must stop on the refund, with nothing refunded yet."""
    t.send(TASK)
    t.parked()
    request = t.require_input_request(action="issue_refund", args=ORDER)
    t.called_tool("look_up_order", status="ok", times=1)  # the read-only tool ran freely
    t.called_tool("issue_refund", times=0)  # the consequential one waits for a person
    return request


def test_approve_branch(t: Driver) -> None:
    request = paused_on_the_refund(t)
    t.respond(request, option="approve")
    t.succeeded()
    # exactly once, after the pause, with the arguments the person saw
    t.called_tool("issue_refund", status="ok", times=1, args=ORDER, scope="turn")
    t.called_tool("issue_refund", times=1)
    t.no_failed_actions()
    t.message_matches(r"refund(ed)? issued")


def test_deny_branch(t: Driver) -> None:
    request = paused_on_the_refund(t)
    t.respond(request, option="deny")
    t.succeeded()
    t.called_tool("issue_refund", status="rejected", times=1)  # asked, and a person blocked it
    t.called_tool("issue_refund", status="ok", times=0)  # so it never ran
    t.no_failed_actions()  # a rejection is not a failure
    t.message_matches(ACKNOWLEDGEMENT)  # and the agent says so


def test_edited_arguments(t: Driver, framework: str) -> None:
    if framework == "openai_agents":
        pytest.skip(
            "openai-agents cannot override a tool's arguments on approval: RunState.approve() "
            "takes no arguments, so the SDK runs the tool with the model's own"
        )
    request = paused_on_the_refund(t)
    partial = {"order_id": "A-1001", "amount": 20.0}  # the person approves a partial refund
    t.respond(request, edited_args=partial)
    t.succeeded()
    t.called_tool("issue_refund", status="ok", times=1, args=partial)
    t.called_tool("issue_refund", args={"amount": 42.0}, times=0)
