"""drive39: ``t.restart(process=True)`` believed the new process's record that the model endpoint
failed its leg (``environment_failed``, or a leg set aside as unreachable) by probing the scripted
model only (:func:`arena.drive._process_ends.belied`). With a real endpoint (``--arena-model-url``,
``ModelChoice(model_url=...)``: no per-run log) that record came from the new process alone, where
the adapter runs: one that lost its pause there patched it, and the lost pause read as an outage —
``t.failed()`` passed, or the leg was set aside and ``t.resume()`` continued it in the eval's own
process, where the pause still was. The new process now reaches a real endpoint through a local
gateway in the eval's process (:mod:`arena.gateway`), whose record of each call it forwarded
(failed, or still open when the leg ended) is the one believed; an adapter's call around it is
never an outage. A real outage still comes back as it did."""

from __future__ import annotations

import socket
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from test_s35_restart_excuses import TASK, KeptAsJson
from test_s37_restart_forged_record import LostForgesFlights
from test_s38_restart_looks_unreachable import LostLooksUnreachable

from arena.context import ModelEndpoint
from arena.drive import CheckFailed, DriveError, Driver, rooms_agent
from arena.model import ScriptedModelServer
from arena.store import open_store


@contextmanager
def _real(tmp_path: Path, cls: type, timeout_s: float = 5) -> Iterator[tuple[Driver, Any]]:
    """A line on an endpoint the harness keeps no log of (a real one, as far as it can tell)."""
    spec = rooms_agent()
    with ScriptedModelServer() as server, open_store(tmp_path / "a.db") as store:
        endpoint = ModelEndpoint(base_url=server.base_url, model="scripted-compliant")
        assert endpoint.request_log is None
        with Driver(cls(spec), endpoint, agent=spec, store=store, leg_timeout_s=timeout_s) as t:
            yield t, server


@pytest.mark.slow
def test_a_forged_failed_leg_on_a_real_endpoint_still_fails(tmp_path: Path) -> None:
    with _real(tmp_path, LostForgesFlights) as (t, _):
        t.send(TASK)
        t.restart(process=True)
        with pytest.raises(CheckFailed) as caught:
            t.respond_all("deny")
            t.failed()  # the outage eval's check, which passed on the lost pause
        t.close()
    said = str(caught.value).splitlines()[0]
    assert said.startswith("the pause did not survive a new process: leg 2"), said
    assert "gateway" in said, said


@pytest.mark.slow
def test_a_forged_unreachable_endpoint_on_a_real_endpoint_is_no_set_aside_leg(
    tmp_path: Path,
) -> None:
    with _real(tmp_path, LostLooksUnreachable) as (t, _):
        t.send(TASK)
        t.restart(process=True)
        with pytest.raises(CheckFailed) as caught:
            t.respond_all("approve")
        t.close()
    said = str(caught.value).splitlines()[0]
    assert said.startswith("the pause did not survive a new process: leg 2"), said


@pytest.mark.slow
def test_an_honest_adapter_on_a_real_endpoint_goes_on_through_the_gateway(tmp_path: Path) -> None:
    with _real(tmp_path, KeptAsJson) as (t, _):
        t.send(TASK)
        t.restart(process=True)
        t.respond_all("approve")
        t.succeeded()
        t.called_tool("book_room", status="ok", times=1)


@pytest.mark.slow
def test_a_real_endpoint_gone_in_the_new_process_is_still_set_aside(tmp_path: Path) -> None:
    with _real(tmp_path, KeptAsJson, timeout_s=20) as (t, server):
        t.send(TASK)
        t.restart(process=True)
        server.stop()  # nothing listens there now: each call is refused
        with pytest.raises(DriveError) as caught:
            t.respond_all("approve")
        said = str(caught.value)
        assert not isinstance(caught.value, CheckFailed), said
        assert "leg 2 was not run in a new process" in said and "could not be reached" in said
        t.close()


@pytest.mark.slow
def test_a_leg_that_runs_out_waiting_on_a_real_endpoint_is_an_ordinary_failed_leg(
    tmp_path: Path,
) -> None:
    # The new process must reach its model call before the leg's time runs out: at load ~25 it
    # had not within 3 s, and the leg, timed out in the adapter's own code ("not waiting on the
    # model"), rightly failed as the adapter's (tests48, as test_s35_restart_excuses's twin at
    # load ~20, regress39). Run again with twice the time until it waited on the endpoint.
    for timeout_s in (3, 6, 12, 24):
        (tmp_path / str(timeout_s)).mkdir()
        try:
            with _real(tmp_path / str(timeout_s), KeptAsJson, timeout_s=timeout_s) as (t, server):
                t.send(TASK)
                t.restart(process=True)
                port = server.port
                server.stop()
                with socket.socket() as silent:  # takes each call, answers none
                    silent.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
                    silent.bind(("127.0.0.1", port))
                    silent.listen(16)
                    turn = t.respond_all("approve")
                assert turn.status == "failed", turn
                t.failed(error=rf"leg 2 timed out after {timeout_s}s")
                t.close()
            return
        except CheckFailed as e:
            if "not waiting on the model" not in str(e) or timeout_s == 24:
                raise
