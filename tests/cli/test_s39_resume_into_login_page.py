"""An answered run resumed while its endpoint sends chat calls to a login page (an SSO's redirect,
or the page itself: HTTP 200 text/html) was failed for good (users39): 'failed · FAIL
tool_called_once_after_resume, booked_as_approved ... UnexpectedModelBehavior: Invalid response
from openai chat completions endpoint', the person's approval spent on the user's setup, where a
refused key or an endpoint down sets the leg aside and the run waits again with its answers
(arena.outage). The leg's own transport record of the page (users38) or the redirect now sets it
aside the same way; once the endpoint answers again, ``arena resume`` completes the run."""

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


@pytest.mark.parametrize(
    ("login", "what"),
    [
        ("redirect", "a redirect (HTTP 302 to /login)"),
        ("page", "a web page (HTTP 200 text/html)"),
    ],
)
def test_an_answered_run_resumed_into_a_login_page_waits_again(
    proxy: _Proxy, tmp_path: Path, login: str, what: str
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

    proxy.login = login
    code, out, said = _arena(
        ["resume", "--all", "--store", store, "--out", str(tmp_path / "a")], env
    )
    words = " ".join(f"{out} {said}".split())
    assert f"the model endpoint answered a chat call with {what}, not an API answer" in words
    assert "the run waits again with its answers" in words, words
    code, out, said = _arena(["runs", "--json", "--store", store], env)
    (run,) = json.loads(out)
    assert run["status"] == "waiting", run  # not failed: the approval is kept

    proxy.login = ""
    code, out, said = _arena(
        ["resume", "--all", "--store", store, "--out", str(tmp_path / "b")], env
    )
    assert code == 0, f"{out} {said}"
    code, out, said = _arena(["runs", "--json", "--store", store], env)
    (run,) = json.loads(out)
    assert (run["status"], run["passed"]) == ("completed", True), run
