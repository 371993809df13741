"""Only the endpoint failing one of the run's own model calls, its last, is the endpoint's record
(red team 20).

The gateway counted a 404 ``model_not_found`` as the endpoint failing the run whenever the body
named the run's model, on any path under ``/v1``: an adapter that sent ``GET /models/no-such-model``
with ``{"model": <the run's model>}`` before giving up read "7 of 12 runs failed on a model endpoint
error". Now only a POST on Chat Completions or Responses for the run's configured model counts,
with the harness's key (an adapter's own credential header is not forwarded; a 401/403 on a call
that carried its own account header is the caller's), and the report puts a run on the endpoint
only when the run's last model call was one the endpoint failed. Every upstream here is a real
HTTP server on 127.0.0.1; the CLI runs use the scripted model served as a real endpoint.
"""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import httpx
import pytest
from click.testing import CliRunner

from arena.cli import main
from arena.endpoint_blame import endpoint_failed
from arena.gateway import Gateway
from arena.model import ScriptedModelServer
from reference_adapters_probeblame import BLAME

MODEL_GONE = json.dumps({"error": {"message": "no such model", "code": "model_not_found"}})
#: The headers each request reached the upstream with, in order.
SEEN: list[dict[str, str]] = []


class _Upstream(BaseHTTPRequestHandler):
    """Answers by what was asked: ``"case"`` in a POST body picks the status; a GET on
    ``/models/<id>`` is 404 ``model_not_found``; an account header is refused 401."""

    def do_GET(self) -> None:
        SEEN.append(dict(self.headers))
        if self.path.rstrip("/").endswith("/models"):
            self._send(200, json.dumps({"object": "list", "data": [{"id": "m"}]}))
        else:
            self._send(404, MODEL_GONE)

    def do_POST(self) -> None:
        SEEN.append(dict(self.headers))
        sent = json.loads(self.rfile.read(int(self.headers.get("Content-Length", 0))) or b"{}")
        if self.headers.get("OpenAI-Organization"):
            self._send(401, '{"error": {"message": "no such organization"}}')
        elif sent.get("case") == "500":
            self._send(500, '{"error": {"message": "boom"}}')
        elif sent.get("case") == "404" or "/models/" in self.path:
            self._send(404, MODEL_GONE)
        else:
            self._send(200, '{"choices": [], "usage": {"prompt_tokens": 3}}')

    def _send(self, status: int, body: str) -> None:
        data = body.encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def log_message(self, *args: object) -> None:
        pass


@pytest.fixture
def gw() -> Iterator[Gateway]:
    SEEN.clear()
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Upstream)
    threading.Thread(
        target=server.serve_forever, kwargs={"poll_interval": 0.01}, daemon=True
    ).start()
    upstream = f"http://127.0.0.1:{server.server_address[1]}/v1"
    try:
        with Gateway(upstream, "k", timeout_s=5, retries=0, model="m") as gateway:
            yield gateway
    finally:
        server.shutdown()
        server.server_close()


def _send(
    gw: Gateway, method: str, path: str, body: dict[str, object], **headers: str
) -> httpx.Response:
    url = f"{gw.base_url('run')}/{path}"
    return httpx.request(method, url, content=json.dumps(body), headers=headers, timeout=10)


def _counted(gw: Gateway) -> tuple[int, int, bool]:
    usage = gw.report("run")
    return usage["errors"], usage["refused"], usage.get("last_failed", "not kept")


@pytest.mark.parametrize(
    ("method", "path", "body"),
    [
        ("GET", "models/no-such-model", {"model": "m"}),  # red team 20's request
        ("POST", "models/no-such-model", {"model": "m"}),
        ("POST", "embeddings", {"model": "m", "case": "500"}),  # a path no run's model call takes
        ("POST", "chat/completions/extra", {"model": "m", "case": "500"}),
        ("GET", "chat/completions", {"model": "m", "case": "500"}),
        ("POST", "chat/completions", {"model": "other", "case": "500"}),  # not the run's model
        ("POST", "chat/completions", {"messages": [], "case": "500"}),  # no model named
    ],
)
def test_a_call_the_adapter_chose_is_not_the_endpoints_record(
    gw: Gateway, method: str, path: str, body: dict[str, object]
) -> None:
    answer = _send(gw, method, path, body)
    assert answer.status_code in (404, 500), answer.text  # relayed as the endpoint sent it
    assert _counted(gw) == (0, 1, False)


@pytest.mark.parametrize("path", ["chat/completions", "responses", "/chat/completions/"])
@pytest.mark.parametrize("case", ["500", "404"])
def test_the_runs_own_model_call_failed_is_the_endpoints(gw: Gateway, path: str, case: str) -> None:
    _send(gw, "POST", path.strip("/"), {"model": "m", "case": case})
    assert _counted(gw) == (1, 0, True)


def test_a_failed_call_the_run_got_past_is_not_its_last(gw: Gateway) -> None:
    _send(gw, "POST", "chat/completions", {"model": "m", "case": "500"})
    _send(gw, "POST", "chat/completions", {"model": "m"})
    assert _counted(gw) == (1, 0, False)
    _send(gw, "GET", "models/no-such-model", {"model": "m"})  # no model call: the last stands
    assert _counted(gw) == (1, 1, False)
    _send(gw, "POST", "chat/completions", {"model": "m", "case": "500"})
    assert _counted(gw) == (2, 1, True)


def test_the_adapters_own_account_or_key_is_not_the_harnesss(gw: Gateway) -> None:
    """An organisation the adapter named itself, refused 401: the caller's; a key of its own
    (``api-key``, ``x-api-key``, ``Authorization``) never reaches the endpoint."""
    own = {"OpenAI-Organization": "org-made-up"}
    assert _send(gw, "POST", "chat/completions", {"model": "m"}, **own).status_code == 401
    assert _counted(gw) == (0, 1, False)
    keys = {"api-key": "adapters", "x-api-key": "adapters", "Authorization": "Bearer adapters"}
    assert _send(gw, "POST", "chat/completions", {"model": "m"}, **keys).status_code == 200
    sent = {k.lower(): v for k, v in SEEN[-1].items()}
    assert sent["authorization"] == "Bearer k", sent
    assert "api-key" not in sent and "x-api-key" not in sent, sent


def _said(args: list[str], tmp_path: Path) -> tuple[str, list[dict[str, object]]]:
    args = ["run", "human_in_the_loop", *args, "--quiet", "--out", str(tmp_path / "r")]
    args += ["--api-key-env", "K", "--retries", "0"]
    result = CliRunner().invoke(main, args, env={"COLUMNS": "100", "K": "x"})
    assert result.exit_code == 1, result.output
    runs = (tmp_path / "r" / "runs.jsonl").read_text().splitlines()
    return " ".join(result.output.split()), [json.loads(x) for x in runs]


@pytest.mark.parametrize("build", ["build", "build_recovered"])
def test_an_adapter_that_buys_an_endpoint_error_keeps_its_own_failures(
    build: str, tmp_path: Path
) -> None:
    """hitl-02..04 given up after the bought request (the adapter's words), hitl-05 run through
    the model and passed: 3 of 4 runs the adapter's failures, none the endpoint's."""
    with ScriptedModelServer() as server:
        args = ["--adapter", f"reference_adapters_probeblame:{build}", "--item", "hitl-0[2-5]"]
        said, runs = _said([*args, "--model-url", server.base_url, "--model", "scripted-compliant"],
                           tmp_path)  # fmt: skip
    assert "runs failed on a model endpoint error" not in said and "3 endpoint" not in said, said
    assert "got no model answer" not in said, said
    assert "3 of 4 runs failed with an error that names the model endpoint" in said, said
    assert BLAME in said and "counted as the adapter's failures" in said, said
    given_up = [r["usage"] for r in runs if r["status"] == "failed"]
    assert len(given_up) == 3 and not any(u.get("last_failed") for u in given_up), given_up


def test_an_endpoint_that_fails_every_call_still_reads_endpoint(tmp_path: Path) -> None:
    """The honest case: the scripted model served as a real endpoint with the http500 fault for
    its model: every model call of every run fails, the last one too."""
    with ScriptedModelServer() as server:
        args = ["--adapter", "vanilla", "--item", "hitl-0[12]", "--model-url", server.base_url]
        said, runs = _said([*args, "--model", "scripted-fault-http500"], tmp_path)
    assert "2 endpoint" in said and "2 of 2 runs failed on a model endpoint error" in said, said
    assert all(r["usage"]["last_failed"] for r in runs), [r["usage"] for r in runs]


@pytest.mark.parametrize(
    ("usage", "blamed"),
    [
        ({"errors": 1, "last_failed": True}, True),
        ({"errors": 1, "last_failed": False}, False),  # a failure the run got past
        ({"errors": 0, "last_failed": True}, False),
        ({"errors": True, "last_failed": True}, False),
        ({"errors": 2, "last_failed": None}, False),
        ({"errors": 1}, True),  # recorded before the gateway kept the last call: its count stands
    ],
)
def test_the_last_model_call_decides(usage: dict[str, object], blamed: bool) -> None:
    extra = {"usage": usage, "behaviour": None}
    assert (endpoint_failed(extra, "gpt", "6 people") is not None) is blamed
