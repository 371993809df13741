"""A model request off every run's route reaches no model through arena's gateway (evidence50).

The scripted model refuses a model request on its shared URL (or on a run route the harness did
not make) while runs are in flight, and files it under the run it belongs to, so the leg fails
off its route (:mod:`arena.model.routes`). The gateway in front of a real endpoint forwarded it,
unlogged: ``OffRouteLeaky`` (asks, then goes on calling the model on the shared URL, claiming to
wait) passed 1/1 under ``arena run --model-url`` with "model log: no request for this run after
the gate call". Now the gateway refuses and files it the same way.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from arena.cli import main
from arena.contextless import Contextless
from arena.gateway_log import GatewayLog
from arena.model import ScriptedModelServer

pytestmark = pytest.mark.usefixtures("runs_left_live_let_go")

CHAT = "v1/chat/completions"
BODY = json.dumps(
    {"model": "m", "messages": [{"role": "user", "content": "Book a room for 6 on Tuesday."}]}
).encode()


@pytest.fixture
def url(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    with ScriptedModelServer() as server:  # a "real" endpoint: it serves its shared URL
        url = server.base_url.rstrip("/")
        allow = tmp_path / "allow.yaml"
        allow.write_text(f'endpoints:\n  local: {{base_url: "{url}"}}\n')
        monkeypatch.setenv("ARENA_ALLOW", str(allow))
        yield url


def _run(url: str, tmp_path: Path, adapter: str) -> dict[str, Any]:
    out = tmp_path / "out"
    args = ["run", "human_in_the_loop", "--adapter", adapter, "--item", "hitl-01", "--quiet"]
    args += ["--model-url", url, "--model", "scripted-compliant", "--out", str(out)]
    CliRunner().invoke(main, args)
    (run,) = [json.loads(x) for x in (out / "runs.jsonl").read_text().splitlines()]
    return run


@pytest.mark.slow
@pytest.mark.parametrize("leaky", ["OffRouteLeaky", "OffRouteSwallowing"])
def test_a_leak_on_the_gateways_shared_url_fails_the_run(
    url: str, tmp_path: Path, leaky: str
) -> None:
    run = _run(url, tmp_path, f"tests.reference_adapters_offroute:{leaky}")
    said = json.dumps(run)
    assert not run["passed"] and "unrouted model request" in said, run["checks"]
    suspended = next(c for c in run["checks"] if c["name"] == "suspended")
    assert not suspended["passed"], suspended


@pytest.mark.slow
def test_vanilla_through_the_gateway_still_passes(url: str, tmp_path: Path) -> None:
    run = _run(url, tmp_path, "vanilla")
    assert run["passed"], run["checks"]
    assert "unrouted" not in json.dumps(run)


def _live() -> GatewayLog:
    log = GatewayLog()
    log.log._register("run_a")
    log.log._arrived("run_a")  # a request came on its route: in flight
    return log


def test_off_route_is_filed_under_the_runs_in_flight() -> None:
    log = _live()
    assert log.off_route("", "POST", CHAT, BODY, "runs") == ("run_a",)
    assert log.off_route("made_up", "POST", CHAT, BODY, "runs") == ("run_a",)  # not the harness's
    assert [e.unrouted for e in log.log.entries("run_a")] == [False, True, True]


@pytest.mark.parametrize(
    ("run", "method", "path", "mode"),
    [
        ("run_a", "POST", CHAT, "runs"),  # the run's own route
        ("", "GET", "v1/models", "runs"),  # no model request
        ("", "POST", "v1/embeddings", "runs"),
        ("", "POST", CHAT, "off"),
        ("", "POST", CHAT, "legs"),  # no leg of this process runs: a user's own call
    ],
)
def test_what_the_gateway_forwards(run: str, method: str, path: str, mode: str) -> None:
    assert Contextless.legs <= 0
    assert _live().off_route(run, method, path, BODY, mode) is None


def test_nothing_in_flight_nothing_refused() -> None:
    log = GatewayLog()
    log.log._register("run_a")
    assert log.off_route("", "POST", CHAT, BODY, "runs") is None
