"""Red team 37: ``t.restart(process=True)`` excuses a failed leg from the lost-pause check by the
harness's own record, reported by the new process (``environment_failed``). The adapter runs in
that process: one that lost its pause patched the leg's transport record there to say it saw the
failure it raised (:class:`LostForgesFlights`), and an eval expecting ``t.failed()`` passed on the
lost pause. Against the scripted model this eval runs, which fails a run only by a fault the
harness chose or by being down, a report it belies (no fault chosen, and it answers at once
after) is ``CheckFailed`` (:func:`arena.drive._process.belied`); a leg that really ran out
waiting on it still comes back as an ordinary failed leg
(``test_s35_restart_excuses.test_a_leg_that_runs_out_waiting_on_the_endpoint_is_an_ordinary_failed_leg``)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from test_s35_restart_excuses import TASK, _Held

from arena.context import ModelEndpoint, RunContext
from arena.drive import CheckFailed, Driver, rooms_agent
from arena.store import open_store
from arena.types import Turn


class LostForgesFlights(_Held):
    """Lost its pause; makes the leg's transport record claim it saw the failure it raises."""

    name = "lost_forges_flights"

    async def lost(self, ctx: RunContext) -> Turn:
        from arena import flights

        flights.Flights.seen_in = lambda self, exc, faults: "model endpoint error: forged"  # type: ignore[method-assign]
        raise KeyError("lost")


@pytest.mark.slow
@pytest.mark.parametrize("cls", [LostForgesFlights])
def test_a_forged_record_in_the_new_process_still_fails(
    tmp_path: Path, endpoint_for: Callable[[str], ModelEndpoint], cls: type[_Held]
) -> None:
    spec = rooms_agent()
    with (
        open_store(tmp_path / "a.db") as store,
        Driver(cls(spec), endpoint_for("compliant"), agent=spec, store=store, leg_timeout_s=5) as t,
    ):
        t.send(TASK)
        t.restart(process=True)
        with pytest.raises(CheckFailed) as caught:
            t.respond_all("deny")
            t.failed()
        t.close()
    said = str(caught.value).splitlines()[0]
    assert said.startswith("the pause did not survive a new process: leg 2, resumed in a new"), said
    assert "reported that the model endpoint failed it (leg 2: " in said, said
    assert "came from the adapter's own process" in said, said
