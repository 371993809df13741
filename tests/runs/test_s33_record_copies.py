"""The harness's copy of a logged tool call's event copies the call's arguments once (issue 16).

``_record_tool`` kept its copy of the ``tool.finished`` event by walking the whole event's data
(``kept_event``), strings and all, to copy the one value that needs it: the arguments. The copy
is the same (red team 19: an edit in place of what the adapter can reach must not reach the
harness's record), made with one walk of the arguments instead of one of the whole data.
"""

from __future__ import annotations

from typing import Any

import pytest

import arena.context_log
import arena.harness_log
from arena.harness_log import HarnessLog


def test_the_event_s_copy_walks_only_the_arguments(monkeypatch: pytest.MonkeyPatch) -> None:
    walks: list[Any] = []
    real = arena.context_log.kept

    def counted(value: Any) -> Any:
        walks.append(value)
        return real(value)

    monkeypatch.setattr(arena.context_log, "kept", counted)  # kept_event's, and kept's own
    monkeypatch.setattr(arena.harness_log, "_kept", counted)
    log = HarnessLog()
    log._record_tool("search_rooms", {"day": "Tuesday", "capacity": 6}, "ok", "Free: R-102.")
    assert walks == [{"day": "Tuesday", "capacity": 6}] * 2  # the call's copy, the event's


def test_the_harness_s_copies_are_still_its_own() -> None:
    log = HarnessLog()
    args = {"room_id": "R-102", "when": {"day": "Tuesday", "slots": [9, 10]}}
    call = log._record_tool("book_room_probe", args, "ok", "x" * 600, request_id="req_1")
    public_event, own_event = log.events[-1], log._log_events[-1]
    own_call = log._log_calls[-1]
    assert own_event == public_event and own_call == call
    assert own_event.data["whole"] == public_event.data["whole"]
    # every dict and list of the arguments is the harness's own, in the event and in the call
    for mine in (own_event.data["args"], own_call.args):
        for theirs in (args, call.args, public_event.data["args"]):
            assert mine is not theirs and mine["when"] is not theirs["when"]
            assert mine["when"]["slots"] is not theirs["when"]["slots"]
    assert own_event.data["args"] is not own_call.args
    public_event.data["args"]["when"]["slots"].append(11)  # type: ignore[index]
    call.args["room_id"] = "R-400"  # type: ignore[index]
    args["when"]["day"] = "Friday"
    assert own_event.data["args"] == {
        "room_id": "R-102",
        "when": {"day": "Tuesday", "slots": [9, 10]},
    }
    assert own_call.args == own_event.data["args"]
