"""``--model-url`` to an endpoint that needs a key, with no key given (outside tester 10, finding
13): the refusal said "refused the API key … check the variable --api-key-env names" although no
variable was named and no key was sent. With none given it says the endpoint needs one and how to
pass it; a key that was sent and refused still reads as refused. The pytest plugin's options are
named in its message."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest
from click.testing import CliRunner

from arena.cli import main
from arena.endpoints import check_reachable
from arena.errors import EndpointUnreachable

KEY = "sekret"


class NeedsKey(BaseHTTPRequestHandler):
    """401 (or ``status``) unless the request carries ``Bearer sekret``; then a model list."""

    status = 401

    def do_GET(self) -> None:
        if self.headers.get("Authorization") == f"Bearer {KEY}":
            body, code = b'{"object": "list", "data": [{"id": "m1"}]}', 200
        else:
            body, code = b'{"error": {"message": "missing or bad key"}}', self.status
        self.send_response(code)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args: object) -> None:
        pass


class Forbidden(NeedsKey):
    status = 403


@pytest.fixture(params=[NeedsKey, Forbidden], ids=["401", "403"])
def guarded(request: pytest.FixtureRequest) -> Iterator[tuple[str, int]]:
    server = ThreadingHTTPServer(("127.0.0.1", 0), request.param)
    server.daemon_threads = True
    threading.Thread(
        target=server.serve_forever, kwargs={"poll_interval": 0.01}, daemon=True
    ).start()
    yield f"http://127.0.0.1:{server.server_address[1]}/v1", request.param.status
    server.shutdown()
    server.server_close()


def _run(
    url: str, tmp_path: Path, *more: str, env: dict[str, str] | None = None
) -> tuple[int, str]:
    args = ["run", "human_in_the_loop", "--adapter", "vanilla", "--model-url", url, "--model", "m1"]
    done = CliRunner().invoke(main, [*args, "--out", str(tmp_path / "out"), *more], env=env)
    return done.exit_code, " ".join(done.output.split())


def test_no_key_given_says_the_endpoint_needs_one_and_how_to_pass_it(
    guarded: tuple[str, int], tmp_path: Path
) -> None:
    url, status = guarded
    code, said = _run(url, tmp_path)
    assert code == 2, said
    assert "needs an API key" in said and f"HTTP {status}" in said, said
    assert "--api-key-env VAR" in said and "refused the API key" not in said, said
    assert "check the variable" not in said, said
    assert not (tmp_path / "out" / "runs.jsonl").exists()


def test_a_key_that_was_sent_and_refused_still_reads_as_refused(
    guarded: tuple[str, int], tmp_path: Path
) -> None:
    url, status = guarded
    env = {"MY_KEY": "wrong"}
    code, said = _run(url, tmp_path, "--api-key-env", "MY_KEY", env=env)
    assert code == 2, said
    assert f"refused the API key (HTTP {status})" in said and "--api-key-env" in said, said
    assert "needs an API key" not in said, said


def test_the_right_key_passes(guarded: tuple[str, int]) -> None:
    url, _ = guarded
    check_reachable(url, api_key=KEY, model="m1")  # no error


@pytest.mark.parametrize(
    ("flags", "named"),
    [
        (("--model-url", "--api-key-env", "--call-timeout"), "--api-key-env VAR"),
        (("--arena-model-url", "--arena-api-key-env"), "--arena-api-key-env VAR"),
    ],
    ids=["cli", "pytest-plugin"],
)
def test_the_message_names_the_option_of_whoever_asked(
    guarded: tuple[str, int], flags: tuple[str, ...], named: str
) -> None:
    url, _ = guarded
    for key in (None, ""):  # an empty key is no key: nothing to check
        with pytest.raises(EndpointUnreachable) as raised:
            check_reachable(url, api_key=key, flags=flags)
        assert "needs an API key" in str(raised.value) and named in str(raised.value)
    with pytest.raises(EndpointUnreachable) as raised:
        check_reachable(url, api_key="wrong", flags=flags)
    assert "refused the API key" in str(raised.value) and flags[1] in str(raised.value)
