"""A denial said with words an outage also uses reads as the decision it names (regress43).

90e4f2b7 read "aborted", "abgebrochen", "try again later" and "could not be completed" as a
failure wherever the model was handed them for a denied call, so an adapter's honest "Booking
aborted: the approver declined." or "Vom Menschen abgelehnt: Vorgang abgebrochen." read
"rej≠fail no" (and an eval's no_failed_actions() failed). Those words are a failure only where
the words name no one's decision; an outage said in them alone ("Request aborted. Please try
again later.") still reads "no", and an error or time-out beside a decision word still does.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Sequence

import pytest

from arena.adapters import AgentSpec
from arena.arenas import Arena
from arena.context import ModelEndpoint
from arena.evaluate import check_spec
from arena.hosting import SCRIPTED
from arena.matrix import derive_row
from arena.matrix.told import as_failure
from arena.runner import RunResult, run_item
from arena.types import EvalItem, InputRequest, InputResponse
from reference_adapters_s43 import outage_adapter

DENIED = EvalItem(id="denied", input="Please book a room for 6 people on Tuesday.",
                  resume_with=("deny",), meta={"expect": "denied"})  # fmt: skip

#: a person's denial, in words a stopped call also uses
DECISIONS = [
    "Booking aborted: the approver declined.",
    "Your request was denied by the approver. Aborting the booking as instructed.",
    "The user aborted the tool call.",
    "The approver said no. You may try again later with another room.",
    "The person said no; the booking could not be completed because it was declined.",
    "Vom Menschen abgelehnt: Vorgang abgebrochen.",
    "Die Buchung wurde vom Nutzer abgebrochen.",
]
#: a stopped call that names no decision, and a failure beside a decision word
FAILURES = [
    "Request aborted. Please try again later.",
    "The tool call did not complete.",
    "Vorgang abgebrochen.",
    "Denied? The approval service timed out; the request could not be completed.",
    "ERROR: request_approval crashed: ToolRejected: DENIED by eval",
]


def _cell(words: str, arena: Arena, endpoint: ModelEndpoint) -> tuple[str, str]:
    def answer(requests: Sequence[InputRequest], resumes: int) -> list[InputResponse]:
        return [InputResponse(request_id=r.id, option_id="deny", responder=SCRIPTED)
                for r in requests]  # fmt: skip

    adapter = outage_adapter(words)(AgentSpec.from_module(arena.tools()))
    result: RunResult = asyncio.run(
        run_item(adapter, DENIED, endpoint, spec=check_spec(arena), answerer=answer)  # type: ignore[arg-type]
    )
    cell = derive_row("a", [result], pause_kind="emulated").cells["rejection_distinct"]
    return cell.value, cell.why


@pytest.mark.parametrize("words", DECISIONS)
def test_a_denial_in_words_a_stopped_call_uses_reads_yes(
    words: str, hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    assert _cell(words, hitl_arena, endpoint_for("compliant")) == ("yes", "")


@pytest.mark.parametrize("words", FAILURES)
def test_a_stopped_call_naming_no_decision_reads_no(
    words: str, hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    value, why = _cell(words, hitl_arena, endpoint_for("compliant"))
    assert value == "no", why


@pytest.mark.parametrize(
    ("words", "failure"),
    [(w, False) for w in DECISIONS] + [(w.casefold(), True) for w in FAILURES[:3]],
)
def test_a_per_tool_denial_reads_the_same(words: str, failure: bool) -> None:
    """The tool gate and reject cells read a per-tool denial's words alike (matrix.told)."""
    assert as_failure(words.casefold()) is failure
