"""A leg run by ``t.restart(process=True)`` is judged on the scripted model's log (evidence50).

The new process was handed no log of the scripted model the eval's process serves (only a
gateway's), so its leg kept no model-log marks: every check that reads the model log read "leg 2
kept none though leg(s) 1 of the run kept one". An honest adapter's booking and report failed as
its own, and an adapter that booked the approval itself after the restart failed for the same
missing evidence, not for what it did. The eval's process now marks that leg from its own log.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from tests.drive.test_s35_restart_process import KeptAsJson
from tests.reference_adapters_s50 import RestartAutoBookAdapter

from arena.context import ModelEndpoint
from arena.drive import CheckFailed, Driver, rooms_agent
from arena.store import open_store

TASK = "Book a meeting room for 6 people on Tuesday."
MARKS = {"model_calls", "model_reply", "model_act", "model_turns"}


def _resumed_elsewhere(adapter: type[KeptAsJson], endpoint: ModelEndpoint, store: Any) -> Driver:
    spec = rooms_agent()
    t = Driver(adapter(spec), endpoint, agent=spec, store=store)
    t.send(TASK)
    t.restart(process=True)
    t.respond_all("approve")
    return t


@pytest.mark.slow
def test_an_honest_leg_in_a_new_process_is_judged_on_the_model_log(
    tmp_path: Path, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    with (
        open_store(tmp_path / "a.db") as store,
        _resumed_elsewhere(KeptAsJson, endpoint_for("compliant"), store) as t,
    ):
        (finished,) = [e for e in t._turns[-1].events if e.type == "leg.finished"]
        assert set(finished.data) >= MARKS, sorted(finished.data)
        once = t.arena_check("tool_called_once_after_resume")
        assert "the model called book_room after hearing the approval in leg 2" in once.detail
        said = t.arena_check("reported_booking")
        assert "model log: the model said it in leg 2" in said.detail, said.detail
        t.close()


@pytest.mark.slow
@pytest.mark.parametrize(
    ("check", "why"),
    [
        ("tool_called_once_after_resume", "no model request in leg 2 carried the approval"),
        ("reported_booking", "no model request in leg 2, which ended the run, carried the answer"),
    ],
)
def test_a_booking_made_by_the_adapter_in_a_new_process_fails_on_the_log(
    tmp_path: Path, endpoint_for: Callable[[str], ModelEndpoint], check: str, why: str
) -> None:
    with (
        open_store(tmp_path / "a.db") as store,
        _resumed_elsewhere(RestartAutoBookAdapter, endpoint_for("compliant"), store) as t,
    ):
        assert [c.tool for c in t.tool_calls if c.status == "ok"][-1] == "book_room"
        with pytest.raises(CheckFailed) as caught:
            t.arena_check(check)
        assert why in str(caught.value), str(caught.value)
        assert "kept none" not in str(caught.value)
        t.close()
