"""``arena serve`` binds before it announces the inbox: a port in use or an address that is not
this machine's is one ``error:`` line naming it and the fix (exit 2), not the URL followed by
uvicorn's ``[Errno 98]`` and exit 3; ``--port 0`` announces the port it got."""

from __future__ import annotations

import socket
from pathlib import Path

import pytest
import uvicorn
from click.testing import CliRunner, Result

from arena.cli import main


@pytest.fixture
def db(tmp_path: Path) -> str:
    path = str(tmp_path / "arena.db")
    add = ["operators", "add", "alice", "--role", "admin", "--store", path]
    assert CliRunner().invoke(main, add).exit_code == 0
    return path


def serve(*args: str) -> Result:
    return CliRunner().invoke(main, ["serve", *args], catch_exceptions=False)


def assert_usage_error(result: Result, *words: str) -> None:
    assert result.exit_code == 2, result.output
    assert result.stdout == ""  # no URL announced for an inbox that never listened
    assert result.stderr.count("\n") == 1 and result.stderr.startswith("error: "), result.stderr
    for word in words:
        assert word in result.stderr, result.stderr


def test_a_port_in_use_is_one_line_naming_it(db: str) -> None:
    with socket.socket() as holder:
        holder.bind(("127.0.0.1", 0))
        holder.listen()
        port = str(holder.getsockname()[1])
        result = serve("--port", port, "--store", db)
    assert_usage_error(result, f"127.0.0.1:{port}", "already in use", "--port")


def test_an_address_not_of_this_machine_is_one_line_naming_it(db: str) -> None:
    assert_usage_error(serve("--host", "10.255.255.1", "--store", db), "10.255.255.1", "--host")


def test_port_zero_announces_the_port_it_got(db: str, monkeypatch: pytest.MonkeyPatch) -> None:
    served: list[int] = []

    def run(self: uvicorn.Server, sockets: list[socket.socket] | None = None) -> None:
        assert sockets
        served.append(sockets[0].getsockname()[1])

    monkeypatch.setattr(uvicorn.Server, "run", run)
    result = serve("--port", "0", "--store", db)
    assert result.exit_code == 0, result.output
    assert served and served[0] != 0
    assert result.stdout.startswith(f"inbox: http://127.0.0.1:{served[0]}/")
