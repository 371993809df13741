"""Secrets the user typed were printed back (tester 17): ``--api-key-env sk-proj-...`` (the key
where its variable's name belongs) echoed the key and suggested ``export sk-proj-...=``, and a
``--model-url`` with ``user:password@`` printed the password in every endpoint error. The key is
refused without being shown; a URL's password reads ``***`` (real HTTP, real refusals)."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest
from click.testing import CliRunner

from arena.cli import main

PASSWORD = "pw123secret"


def _run(*args: str, env: dict[str, str] | None = None) -> tuple[int, str]:
    result = CliRunner().invoke(
        main, ["run", "human_in_the_loop", "--adapter", "vanilla", *args], env=env
    )
    return result.exit_code, result.output


@pytest.mark.parametrize(
    "key", ["sk-proj-ABCDEF123456", "sk_live_51Habcdef", "hf_AbCdEfGhIjKlMn", "my key=x"]
)
def test_a_key_given_as_the_variable_name_is_refused_unshown(key: str) -> None:
    code, output = _run(
        "--model-url", "http://127.0.0.1:9/v1", "--model", "m", "--api-key-env", key
    )
    assert code == 2, output
    assert key not in output and key[:8] not in output.replace("--api-key-env", "")
    assert "NAME of a variable" in output and "not the key" in output
    assert "Traceback" not in output


def test_a_real_variable_name_still_reads_its_value() -> None:
    code, output = _run(
        "--model-url", "http://127.0.0.1:9/v1", "--model", "m", "--api-key-env", "ARENA_T17_KEY",
        env={"ARENA_T17_KEY": ""},
    )  # fmt: skip
    assert code == 2, output
    assert "ARENA_T17_KEY: that environment variable is empty" in output


def test_an_unreachable_url_with_a_password_is_named_without_it() -> None:
    code, output = _run("--model-url", f"http://user:{PASSWORD}@127.0.0.1:9/v1", "--model", "m")
    assert code != 0, output
    assert PASSWORD not in output
    assert "user:***@127.0.0.1:9/v1" in output and "unreachable" in output


def test_a_url_without_scheme_with_a_password_is_named_without_it() -> None:
    code, output = _run("--model-url", f"user:{PASSWORD}@127.0.0.1:9/v1", "--model", "m")
    assert code == 2, output
    assert PASSWORD not in output
    assert "http://user:***@127.0.0.1:9/v1" in output


class NotFound(BaseHTTPRequestHandler):
    def do_GET(self) -> None:
        self.send_response(404)
        self.send_header("Content-Length", "0")
        self.end_headers()

    def log_message(self, *args: object) -> None:
        pass


@pytest.fixture
def not_found() -> Iterator[int]:
    server = ThreadingHTTPServer(("127.0.0.1", 0), NotFound)
    threading.Thread(
        target=server.serve_forever, kwargs={"poll_interval": 0.01}, daemon=True
    ).start()
    yield server.server_address[1]
    server.shutdown()


def test_a_404_with_a_password_and_its_fix_are_named_without_it(not_found: int) -> None:
    url = f"http://user:{PASSWORD}@127.0.0.1:{not_found}"
    code, output = _run("--model-url", url, "--model", "m")
    assert code != 0, output
    assert PASSWORD not in output
    assert f"user:***@127.0.0.1:{not_found}" in output and "HTTP 404" in output


def test_resume_refuses_a_key_given_as_the_variable_name_unshown(tmp_path: Path) -> None:
    key = "sk-proj-ABCDEF123456"
    store = tmp_path / "arena.db"
    result = CliRunner().invoke(
        main, ["resume", "--all", "--api-key-env", key, "--store", str(store)]
    )
    assert result.exit_code == 2, result.output
    assert key not in result.output and "NAME of a variable" in result.output
    assert not store.exists()  # refused before the store was opened
