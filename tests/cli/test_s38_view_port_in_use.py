"""``arena view`` on a port in use said "cannot listen on 127.0.0.1:N: Address already in use; try
--port 0", terser than ``arena serve``'s line, which names the port, what may hold it and both
fixes (users38). Both now say the same one line, each naming its own command."""

from __future__ import annotations

import socket
from pathlib import Path

from click.testing import CliRunner, Result

from arena.cli import main


def _error_line(result: Result) -> str:
    assert result.exit_code == 2, result.output
    assert result.stderr.count("\n") == 1 and result.stderr.startswith("error: "), result.stderr
    return result.stderr.strip()


def test_view_and_serve_say_the_same_of_a_port_in_use(tmp_path: Path) -> None:
    db = str(tmp_path / "arena.db")
    add = ["operators", "add", "alice", "--role", "admin", "--store", db]
    assert CliRunner().invoke(main, add).exit_code == 0
    (tmp_path / "results").mkdir()
    with socket.socket() as held:
        held.bind(("127.0.0.1", 0))
        held.listen()
        port = str(held.getsockname()[1])
        view = CliRunner().invoke(main, ["view", str(tmp_path / "results"), "--port", port])
        serve = CliRunner().invoke(main, ["serve", "--port", port, "--store", db])
    said = _error_line(view)
    assert f"127.0.0.1:{port}: port {port} is already in use" in said, said
    assert "give another --port, or --port 0 for any free one" in said, said
    assert "Address already in use" not in said, said
    assert said == _error_line(serve).replace("arena serve", "arena view"), (said, serve.stderr)
