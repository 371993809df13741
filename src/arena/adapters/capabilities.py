"""What each shipped adapter *declares* about two eval-API moves; the matrix measures them.

* ``partial`` — answering some of a pause's requests leaves the run waiting, the rest
  answerable; the framework resumes once every request has an answer (adapters/_approvals.gather).
* ``second_send`` — a second ``send`` on a session line continues the same conversation.

These are claims, written down so docs (docs/drive.md) and users can read them without running
anything. They decide nothing: the matrix's ``partial`` and ``second_send`` cells come from the
``partial`` and ``second_send`` probe runs (arena.probes, arena.probe_flows), and
:func:`mismatch` lets the matrix flag a cell whose measurement disagrees with the claim.
``"yes"`` claims the move works; anything else is why it does not apply.
"""

from __future__ import annotations

from collections.abc import Mapping

YES = "yes"
#: CrewAI stops a batch of tool calls at the first one that ends the step: one request a pause.
ONE_AT_A_TIME = "CrewAI runs tool calls one at a time, so a pause holds one request"

PARTIAL_ANSWERS: Mapping[str, str] = {
    "vanilla": YES,
    "langgraph": YES,
    "openai_agents": YES,
    "pydantic_ai": YES,
    "microsoft_af": YES,
    "google_adk": YES,
    "smolagents": YES,
    "crewai": ONE_AT_A_TIME,
}

SECOND_SEND: Mapping[str, str] = {
    "vanilla": YES,
    "langgraph": YES,
    "openai_agents": YES,
    "pydantic_ai": YES,
    "microsoft_af": YES,
    "google_adk": YES,
    "smolagents": YES,
    "crewai": YES,
}

#: Matrix column → the declarations for it.
DECLARED: Mapping[str, Mapping[str, str]] = {
    "partial": PARTIAL_ANSWERS,
    "second_send": SECOND_SEND,
}


def unsupported(adapter: str, capability: Mapping[str, str]) -> str | None:
    """The reason ``adapter`` declares it cannot do ``capability``, or ``None`` when it can."""
    value = capability.get(adapter, YES)
    return None if value == YES else value


def mismatch(adapter: str, column: str, measured: str) -> str | None:
    """Why a measured cell value contradicts the adapter's declaration, or ``None``. Only
    shipped adapters declare; a measurement of "-" (not run) contradicts nothing."""
    declared = DECLARED.get(column, {}).get(adapter)
    if declared is None or measured == "-":
        return None
    if (declared == YES) != (measured == YES):
        return f"adapters/capabilities.py declares {declared!r}, the probe measured {measured!r}"
    return None
