"""The one-line quotes of an error are cut between words, marked ``…`` (users29): the summary of
runs an endpoint failed ended ``…failed after 2 attempts: ConnectError: A': their failing
checks``, and ``arena faults`` reasons ended ``…adapters/vanilla.py:1`` and ``…adapters/vani``."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pytest

from arena import failure_hints, faultmatrix

ERROR = (
    "the model endpoint is unavailable (HTTP 502): InternalServerError: Error code: 502 - "
    "upstream http://127.0.0.1:18752/v1 failed after 2 attempts: ConnectError: All connection "
    "attempts failed"
)


def test_the_endpoint_note_quotes_whole_words(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(failure_hints, "endpoint_error", lambda r: ERROR)
    note = failure_hints.endpoint_note([SimpleNamespace(status="failed")])  # type: ignore[list-item]
    assert note is not None
    quoted = note.split("e.g. ", 1)[1].split(": their failing checks")[0]
    assert quoted.endswith("…'"), quoted
    assert ERROR.startswith(quoted.strip("'").removesuffix("…").rstrip()), quoted


def test_the_fault_reasons_are_cut_between_words() -> None:
    reason = (
        "model endpoint error: InternalServerError: Error code: 500 - injected fault http500: "
        "internal server error (raised at /work/main/src/arena/adapters/vanilla.py:123 in _loop)"
    )
    cell: Any = faultmatrix.Cell(fault="http500", status="failed", seconds=0.0, reason=reason)
    row = faultmatrix.Row(adapter="vanilla", cells={"http500": cell}, faults=("http500",))
    said = faultmatrix.render([row], ["http500"], 10.0)
    [line] = [x for x in said.splitlines() if x.startswith("- vanilla × http500")]
    shown = line.split(": ", 1)[1]
    assert shown.endswith("…"), line
    assert reason.startswith(shown.removesuffix("…").rstrip()), line
    assert reason[len(shown.removesuffix("…").rstrip())] == " ", line  # a whole word, then cut
