"""``arena model serve`` on a port in use said "cannot listen on 127.0.0.1:8750: Address already
in use" and no way out, where ``arena serve`` and ``arena view`` name ``--port 0`` (users tester
30)."""

from __future__ import annotations

import socket

from click.testing import CliRunner

from arena.cli import main


def test_a_port_in_use_names_the_option_that_avoids_it() -> None:
    with socket.socket() as held:
        held.bind(("127.0.0.1", 0))
        held.listen()
        port = held.getsockname()[1]
        result = CliRunner().invoke(main, ["model", "serve", "--port", str(port)])
    assert result.exit_code == 2, result.output
    said = " ".join(result.output.split())
    assert f"cannot listen on 127.0.0.1:{port}" in said, said
    assert "--port 0 for any free one" in said, said
