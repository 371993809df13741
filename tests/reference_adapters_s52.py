"""Deliberately broken worker drivers that fake CrewAI's flow-level pause witness (evidence52).

Both are the framework-free reference driver (an emulated pause: the gate call intercepted) that
send, with each paused leg, a witness naming CrewAI's ``HumanFeedbackPending``; no flow ran.
Each must read "declared flow-level, no witness" with the reason, not "flow-level":

* :class:`HandWrittenWitness` writes the witness's names by hand (no object at all).
* :class:`RaisedPending` (run in ``.venvs/crewai``) builds CrewAI's own ``HumanFeedbackPending``,
  raises it and catches it itself, and hands the caught object to ``protocol.witness`` as the
  CrewAI driver does: its type is CrewAI's, its frames are its own. Run once by hand (evidence52,
  a WorkerAdapter named crewai on hitl-01): "declared flow-level, no witness: ... never through
  crewai.flow.runtime:Flow._run_human_feedback_step, caught at
  reference_adapters_s52:RaisedPending._witness"; "flow-level", measured, on 92700baf. Not a
  suite test (its worker imports CrewAI, ~35 s): the record it sends is a row of
  tests/runs/test_s52_pause_marks.py's table, and ``marks()`` is read there from an exception
  raised and caught the same way.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from arena.workers.protocol import LegRequest, LegResult, ToolBridge, witness
from arena.workers.reference import ReferenceDriver

CALL = "Flow.kickoff() returned (HumanFeedbackPending)"


class _Witnessing(ReferenceDriver):
    mechanism = "reference: an emulated pause sent as CrewAI's flow-level one"

    def start(self, request: LegRequest, tools: ToolBridge) -> LegResult:
        return self._witnessed(super().start(request, tools))

    def resume(self, request: LegRequest, tools: ToolBridge) -> LegResult:
        return self._witnessed(super().resume(request, tools))

    def _witnessed(self, result: LegResult) -> LegResult:
        if result.status != "waiting":
            return result
        return dataclasses.replace(result, witness=self._witness())

    def _witness(self) -> dict[str, Any]:
        raise NotImplementedError


class HandWrittenWitness(_Witnessing):
    """The witness's names written by hand: what the worker says, no object read."""

    def _witness(self) -> dict[str, Any]:
        return {
            "object_type": "HumanFeedbackPending",
            "module": "crewai.flow.async_feedback.types",
            "call": CALL,
        }


class RaisedPending(_Witnessing):
    """CrewAI's own ``HumanFeedbackPending``, raised and caught here: no flow engine on its way."""

    def _witness(self) -> dict[str, Any]:
        from crewai.flow.async_feedback import HumanFeedbackPending, PendingFeedbackContext

        context = PendingFeedbackContext(
            flow_id="flow-1",
            flow_class="ArenaFlow",
            method_name="ask",
            method_output={},
            message="A person must decide on this call.",
        )

        def pause() -> None:
            raise HumanFeedbackPending(context=context)

        try:
            pause()
        except HumanFeedbackPending as exc:
            return witness(exc, CALL)
        raise AssertionError("unreachable")
