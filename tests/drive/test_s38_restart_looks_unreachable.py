"""drive38: ``t.restart(process=True)`` sets a leg aside (a ``DriveError``: the run waits with its
answers, ``t.resume()`` continues it here) when the new process's resume reports that the model
endpoint could not be reached. That report is the leg runner's record of the transport, kept in
the new process, where the adapter runs: one that lost its pause there patched the record to say
it saw the ``ConnectionError`` it raised, and the lost pause read as the environment's doing
(red team 37 closed the same forgery for a leg recorded failed, not for one set aside). Against
the scripted model this eval runs, a report the endpoint belies (no fault the harness chose, and
``/models`` answers at once after) is ``CheckFailed``; a leg the endpoint really failed still
sets the leg aside (``test_s35_restart_excuses``), and no longer says ``arena resume RUN``
continues it: that command refuses an eval's run (docs/drive.md, section 6)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from test_s35_restart_excuses import TASK, _Held, _line, _server

from arena.context import ModelEndpoint, RunContext
from arena.drive import CheckFailed, DriveError, Driver, rooms_agent
from arena.store import open_store
from arena.types import Turn


class LostLooksUnreachable(_Held):
    """Lost its pause; says the endpoint could not be reached, and makes the leg's transport
    record claim it saw that failure."""

    name = "lost_looks_unreachable"

    async def lost(self, ctx: RunContext) -> Turn:
        from arena import flights

        flights.Flights.seen_in = lambda self, exc, faults: "ConnectError: forged"  # type: ignore[method-assign]
        raise ConnectionRefusedError(111, "Connection refused")


@pytest.mark.slow
def test_a_lost_pause_that_looks_unreachable_is_no_set_aside_leg(
    tmp_path: Path, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    spec = rooms_agent()
    with (
        open_store(tmp_path / "a.db") as store,
        Driver(
            LostLooksUnreachable(spec),
            endpoint_for("compliant"),
            agent=spec,
            store=store,
            leg_timeout_s=5,
        ) as t,
    ):
        t.send(TASK)
        t.restart(process=True)
        with pytest.raises(CheckFailed) as caught:
            t.respond_all("deny")
        t.close()
    said = str(caught.value).splitlines()[0]
    assert said.startswith("the pause did not survive a new process: leg 2"), said
    assert "came from the adapter's own process" in said, said


@pytest.mark.slow
def test_a_leg_the_endpoint_failed_names_no_arena_resume(tmp_path: Path) -> None:
    with open_store(tmp_path / "a.db") as store, _server() as server:
        t = _line(server, store, timeout_s=20)
        t.send(TASK)
        t.restart(process=True)
        server.stop()  # nothing listens there now: each call is refused
        with pytest.raises(DriveError) as caught:
            t.respond_all("approve")
        said = str(caught.value)
        assert not isinstance(caught.value, CheckFailed), said
        assert "could not be reached" in said, said
        assert "arena resume" not in said, said
        assert said.endswith(
            "the answers are stored and the run waits: t.resume() continues it here"
        )
        t.close()
