"""The pytest plugin's live endpoint (``--arena-model-url``) and ``t.restart(process=True)`` on it
keep the run's model log too (gateway49b).

gateway49 put a logging gateway in front of ``arena run --model-url`` and ``arena resume``; the
plugin still handed its evals the endpoint itself, so ``AutoBookAdapter`` (it books the approved
room itself, the model never told) passed ``tool_called_once_after_resume`` with "not known". The
plugin's live endpoint now goes through the gateway, and a leg run in a new process reaches it on
the run's route there. A gateway's log is a real endpoint's, not the scripted model's: a report
that it failed a leg is checked by a gateway's record, never by probing it as the scripted model
(which disbelieved a real outage: its ``/models`` still answered). The "real" endpoint is the
scripted model reached by its URL alone, or a stand-in in front of it that can fail chat calls.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator, Sequence
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import httpx
import pytest
from test_s35_restart_excuses import PAUSED, KeptAsJson, _kept

from arena.adapters import vanilla
from arena.context import ModelEndpoint, RunContext
from arena.drive import CheckFailed, DriveError, Driver, rooms_agent
from arena.drive._process_ends import belied
from arena.endpoints import through_gateway
from arena.model import ScriptedModelServer
from arena.store import open_store
from arena.types import InputResponse, Turn
from reference_adapters import AutoBookAdapter

pytest_plugins = ["pytester"]

TASK = "Book a meeting room for 6 people on Tuesday."


class KeptAutoBook(AutoBookAdapter):
    """``AutoBookAdapter`` (it books the approved room itself, the model never told) with its
    pause kept as JSON (as ``KeptAsJson``), so a new process continues it."""

    name = "kept_auto_book"

    async def start(self, user_input: str, ctx: RunContext) -> Turn:
        return _kept(await super().start(user_input, ctx), ctx)

    async def resume(self, responses: Sequence[InputResponse], ctx: RunContext) -> Turn:
        ctx.session.set(vanilla._PAUSED, vanilla._Paused(**ctx.session.take(PAUSED)))
        return _kept(await super().resume(responses, ctx), ctx)


CHEAT = f"{__name__}:KeptAutoBook"
HONEST = f"{KeptAsJson.__module__}:KeptAsJson"

EVALS = f"""
import pytest

@pytest.fixture
def arena_store(tmp_path):
    from arena.store import open_store
    with open_store(tmp_path / "a.db") as store:
        yield store

@pytest.mark.parametrize("arena_adapter", [{CHEAT!r}, {HONEST!r}])
@pytest.mark.parametrize("restart", [False, True], ids=["here", "restarted"])
def test_approved(arena_driver, restart):
    t = arena_driver
    t.send({TASK!r})
    t.parked()
    if restart:
        t.restart(process=True)
    t.respond_all("approve")
    t.succeeded()
    print("ONCE:", t.ctx.run_id, t.arena_check("tool_called_once_after_resume").detail)
"""


@pytest.fixture(scope="module")
def url() -> Iterator[str]:
    with ScriptedModelServer() as server:
        yield server.base_url


@pytest.mark.slow
def test_an_adapters_own_booking_fails_on_the_plugins_live_endpoint(
    pytester: pytest.Pytester, url: str
) -> None:
    pytester.makepyfile(test_evals=EVALS)
    args = ["-p", "arena", "-p", "no:cacheprovider", "-s", "--arena-model-url", url]
    result = pytester.runpytest_inprocess(*args, "--arena-model", "scripted-compliant")
    out = result.stdout.str()
    result.assert_outcomes(passed=2, failed=2)
    for where in ("here", "restarted"):
        failed = f"FAILED test_evals.py::test_approved[{where}-{CHEAT}]"
        assert failed in out, out
    assert out.count("the book_room call was the adapter's, not the model's") >= 2, out
    passed = [line for line in result.outlines if "ONCE: run_" in line]
    assert len(passed) == 2, out  # the honest one's, in this process and after a new one
    for line in passed:
        assert "model log: the model called book_room" in line, line
        assert "not known" not in line, line


# -- a real outage of the forwarded endpoint is still the endpoint's ---------------------------


class _Server(ThreadingHTTPServer):
    daemon_threads = True
    upstream = ""
    failing = False


class _StandIn(BaseHTTPRequestHandler):
    """The scripted model's answers, relayed; chat calls answered 503 while ``failing``, and its
    ``/models`` always 200 (a deployment whose model is down, its front door up)."""

    server: _Server

    def _relay(self, method: str) -> None:
        body = self.rfile.read(int(self.headers.get("Content-Length", 0)))
        if method == "POST" and self.server.failing:
            status, data, kind = 503, b'{"error": {"message": "overloaded"}}', "application/json"
        else:
            headers = {"content-type": "application/json", "authorization": "Bearer x"}
            answer = httpx.request(
                method, self.server.upstream + self.path, content=body, headers=headers
            )
            status, data = answer.status_code, answer.content
            kind = answer.headers.get("content-type", "application/json")
        self.send_response(status)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def do_GET(self) -> None:
        self._relay("GET")

    def do_POST(self) -> None:
        self._relay("POST")

    def log_message(self, *args: object) -> None:
        pass


@pytest.fixture
def stand_in() -> Iterator[_Server]:
    with ScriptedModelServer() as model:
        server = _Server(("127.0.0.1", 0), _StandIn)
        server.upstream = model.base_url.removesuffix("/v1")
        threading.Thread(
            target=server.serve_forever, kwargs={"poll_interval": 0.01}, daemon=True
        ).start()
        try:
            yield server
        finally:
            server.shutdown()
            server.server_close()


@pytest.mark.slow
def test_a_forwarded_endpoints_outage_in_a_new_process_is_still_the_endpoints(
    tmp_path: Path, stand_in: _Server
) -> None:
    """As the plugin has it: the endpoint behind the logging gateway (no retries). Its chat
    calls fail (503) in the new process's leg while its ``/models`` answers: the leg is set
    aside as the endpoint's, not read as a lost pause."""
    spec = rooms_agent()
    direct = ModelEndpoint(
        base_url=f"http://127.0.0.1:{stand_in.server_address[1]}/v1", model="scripted-compliant"
    )
    with (
        through_gateway(direct, timeout_s=60, retries=0) as (live, _),
        open_store(tmp_path / "a.db") as store,
        Driver(KeptAsJson(spec), live, agent=spec, store=store, leg_timeout_s=20) as t,
    ):
        assert t.ctx.endpoint.request_log is not None  # the gateway's: a real endpoint's
        t.send(TASK)
        t.parked()
        t.restart(process=True)
        stand_in.failing = True
        with pytest.raises(DriveError) as caught:
            t.respond_all("approve")
        said = str(caught.value)
        assert not isinstance(caught.value, CheckFailed), said
        assert said.startswith("leg 2 was not run in a new process"), said
        assert "HTTP 503" in said, said
        # the gateway's log is a real endpoint's: never probed as the scripted model
        assert not belied(t.ctx.endpoint, TASK)
        t.close()


def test_only_the_scripted_models_own_log_is_read_as_the_scripted_model() -> None:
    from arena.drive._process_ends import scripted

    with ScriptedModelServer() as server:
        served = ModelEndpoint(
            base_url=server.base_url, model="scripted-compliant", request_log=server.request_log
        )
        direct = ModelEndpoint(base_url=server.base_url, model="scripted-compliant")
        assert scripted(served) and not scripted(direct)
        assert belied(served, TASK)  # it answers, and the harness chose no fault: belied
        with through_gateway(direct, timeout_s=30, retries=0) as (forwarded, _):
            assert forwarded.request_log is not None and not scripted(forwarded)
            assert not belied(forwarded, TASK)  # a real endpoint's outage is not the probe's


def test_a_line_on_the_logging_gateway_records_the_real_endpoint(tmp_path: Path) -> None:
    """The run's record names the endpoint behind the gateway, never the gateway's own port
    (which dies with the eval's process): a run's context carries no ``origin_url``."""
    spec = rooms_agent()
    with ScriptedModelServer() as server:
        direct = ModelEndpoint(base_url=server.base_url, model="scripted-compliant", api_key="k")
        with (
            through_gateway(direct, timeout_s=30, retries=0) as (live, _),
            open_store(tmp_path / "a.db") as store,
            Driver(KeptAsJson(spec), live, agent=spec, store=store) as t,
        ):
            t.send(TASK)
            t.parked()
            recorded = store.run(t.run_id).origin.endpoint
            assert recorded.base_url == server.base_url.rstrip("/"), recorded
            assert str(live.base_url) != recorded.base_url
            t.close()
