"""What each adapter does with two eval-API moves, as data the matrix and docs can show.

* ``partial_answers`` — answering some of a pause's requests leaves the run waiting, the rest
  answerable; the framework resumes once every request has an answer (adapters/_approvals.gather).
* ``second_send`` — a second ``send`` on a session line continues the same conversation.

``"yes"`` is proved by tests/test_eval_api.py on every installed adapter; anything else is the
reason it cannot (for a second send the adapter raises :class:`arena.errors.Unsupported` with it;
the tests prove both).
"""

from __future__ import annotations

from collections.abc import Mapping

YES = "yes"

PARTIAL_ANSWERS: Mapping[str, str] = {
    "vanilla": YES,
    "langgraph": YES,
    "openai_agents": YES,
    "pydantic_ai": YES,
    "microsoft_af": YES,
    "google_adk": YES,
    "smolagents": "the verdicts of a pause go back together as one new task (findings §4)",
    "crewai": "CrewAI runs tool calls one at a time, so a pause holds one request",
}

SECOND_SEND: Mapping[str, str] = {
    "vanilla": YES,
    "langgraph": YES,
    "openai_agents": YES,
    "pydantic_ai": YES,
    "microsoft_af": YES,
    "google_adk": "the adapter deletes a finished run's ADK session; a new send starts a new one",
    "smolagents": YES,
    "crewai": "the CrewAI worker keeps no conversation after a finished run",
}


def unsupported(adapter: str, capability: Mapping[str, str]) -> str | None:
    """The reason ``adapter`` cannot do ``capability``, or ``None`` when it can."""
    value = capability.get(adapter, YES)
    return None if value == YES else value
