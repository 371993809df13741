"""An answered run resumed while its endpoint answered every chat call HTTP 429, every retry
spent, was failed for good (users40): the person's approval spent on a rate limit, where a
refused key, an endpoint down (502-504) or a login page set the leg aside and the run waits
again with its answers (users39). The leg's transport record of the rate limit
(``LegRunner.endpoint_failing``, never the adapter's words) now sets it aside the same way; once
the endpoint answers again, ``arena resume`` completes the run. A 500 stays the model's own
failure and fails the run (tests/runs/test_run_not_lost.py) once the resume's gateway has
retried it, as ``arena run``'s does (users55: it retried nothing)."""

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
from arena.model import ScriptedModelServer

_LOGIN = b"<!doctype html><html><head><title>Sign in</title></head><body>SSO</body></html>"


class _Proxy(ThreadingHTTPServer):
    daemon_threads = True
    upstream = ""
    login = ""  # "", "redirect" or "page": how chat calls are answered once the SSO is in front
    #: error statuses for the next chat calls, one each, then forwarded again (users55)
    once: list[str]


class _Handler(BaseHTTPRequestHandler):
    server: _Proxy

    def _send(self, status: int, data: bytes, kind: str, *headers: tuple[str, str]) -> None:
        self.send_response(status)
        self.send_header("Content-Type", kind)
        for name, value in headers:
            self.send_header(name, value)
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def _forward(self, method: str) -> None:
        body = self.rfile.read(int(self.headers.get("Content-Length", 0) or 0))
        if self.path.startswith("/login"):
            self._send(200, _LOGIN, "text/html; charset=utf-8")
        elif method == "POST" and self.server.login == "redirect":
            self._send(302, b"", "text/html", ("Location", "/login?next=/v1"))
        elif method == "POST" and self.server.login in ("429", "500"):
            error = b'{"error": {"message": "try later"}}'
            self._send(int(self.server.login), error, "application/json", ("Retry-After", "0"))
        elif method == "POST" and self.server.once:
            error = b'{"error": {"message": "a hiccup"}}'
            status = int(self.server.once.pop(0))
            self._send(status, error, "application/json", ("Retry-After", "0"))
        elif method == "POST" and self.server.login == "page":
            self._send(200, _LOGIN, "text/html; charset=utf-8")
        else:
            kept = ("content-type", "authorization")
            headers = {k: v for k, v in self.headers.items() if k.lower() in kept}
            answer = httpx.request(
                method, self.server.upstream + self.path, content=body, headers=headers, timeout=60
            )
            kind = answer.headers.get("content-type", "application/json")
            self._send(answer.status_code, answer.content, kind)

    def do_GET(self) -> None:
        self._forward("GET")

    def do_POST(self) -> None:
        self._forward("POST")

    def log_message(self, *args: object) -> None:
        pass


@pytest.fixture
def proxy() -> Iterator[_Proxy]:
    with ScriptedModelServer() as model:
        srv = _Proxy(("127.0.0.1", 0), _Handler)
        srv.upstream = model.base_url.removesuffix("/v1")
        srv.once = []
        threading.Thread(
            target=srv.serve_forever, kwargs={"poll_interval": 0.01}, daemon=True
        ).start()
        try:
            yield srv
        finally:
            srv.shutdown()
            srv.server_close()


def _arena(args: list[str], env: dict[str, str]) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, args, env={"COLUMNS": "200", **env})
    return result.exit_code, result.stdout, " ".join(result.stderr.split())


@pytest.mark.parametrize("status", ["429"])  # a 500 fails the run (test_run_not_lost)
def test_an_answered_run_resumed_into_an_error_answer_waits_again(
    proxy: _Proxy, tmp_path: Path, status: str
) -> None:
    url = f"http://127.0.0.1:{proxy.server_address[1]}/v1"
    store = str(tmp_path / "arena.db")
    allow = tmp_path / "allow.yaml"
    allow.write_text(f'endpoints:\n  local: {{base_url: "{url}"}}\n')
    env = {"ARENA_ALLOW": str(allow)}
    argv = ["run", "human_in_the_loop", "--adapter", "pydantic_ai", "--item", "hitl-01", "--human"]
    argv += ["--model-url", url, "--model", "scripted-compliant", "--store", store]
    code, out, said = _arena([*argv, "--out", str(tmp_path / "r"), "--quiet"], env)
    assert code == 0, said
    code, out, said = _arena(["pending", "--json", "--store", store], env)
    (request,) = json.loads(out)
    code, out, said = _arena(["approve", request["id"], "--store", store], env)
    assert code == 0, said

    proxy.login = status
    code, out, said = _arena(
        ["resume", "--all", "--store", store, "--out", str(tmp_path / "a")], env
    )
    words = " ".join(f"{out} {said}".split())
    assert f"the model endpoint answered HTTP {status} to a model call, every retry" in words
    assert "the run waits again" in words, words  # the table may fold the rest
    code, out, said = _arena(["runs", "--json", "--store", store], env)
    (run,) = json.loads(out)
    assert run["status"] == "waiting", run  # not failed: the approval is kept

    # A 500, then a 429, then the answer: the resume's gateway rides them out as `arena run`'s
    # does (users55: it retried nothing, so one 500 failed the approved run for good and one
    # 429 set it aside "every retry spent" after no retry at all).
    proxy.login, proxy.once = "", ["500", "429"]
    code, out, said = _arena(
        ["resume", "--all", "--store", store, "--out", str(tmp_path / "b")], env
    )
    assert proxy.once == [], "the endpoint's one-off errors were never met"
    assert code == 0, f"{out} {said}"
    code, out, said = _arena(["runs", "--json", "--store", store], env)
    (run,) = json.loads(out)
    assert (run["status"], run["passed"]) == ("completed", True), run
