"""``arena model serve`` says what holds its port and which address is not this machine's, as
``arena serve`` and ``arena view`` do (:func:`arena.errors.cannot_listen`).

On a port in use it said "cannot listen on 127.0.0.1:8750: Address already in use; give another
--host or --port, ..." and on ``--host 10.9.9.9`` "Cannot assign requested address" (users48):
the words of the socket, where the other servers name the command that may hold the port, how to
see it, and which addresses to give. Exit 2 and one line either way."""

from __future__ import annotations

import socket

from click.testing import CliRunner

from arena.cli import main


def serve(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(main, ["model", "serve", *args])
    assert "Traceback" not in result.output
    return result.exit_code, " ".join(result.output.split())


def test_a_port_in_use_says_what_may_hold_it() -> None:
    with socket.socket() as held:
        held.bind(("127.0.0.1", 0))
        held.listen()
        port = held.getsockname()[1]
        code, said = serve("--port", str(port))
    assert code == 2, said
    assert f"cannot listen on 127.0.0.1:{port}: port {port} is already in use" in said, said
    assert "(another arena model serve? " in said and f"'sport = :{port}'" in said, said
    assert said.endswith("give another --port, or --port 0 for any free one"), said


def test_an_address_not_of_this_machine_is_named() -> None:
    code, said = serve("--host", "192.0.2.1", "--port", "0")  # TEST-NET-1: never local
    assert code == 2, said
    assert "192.0.2.1 is not an address of this machine; give --host 127.0.0.1" in said, said
