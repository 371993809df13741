"""``--host`` given as a URL or ``address:port`` (``localhost:8000``, ``http://127.0.0.1:9000/``:
as a browser's bar or a client's base URL writes it) read "Name or service not known", with no
fix, from ``arena serve`` and ``arena model serve`` alike (users52). Both now name the address
and port to give; an address alone, IPv6 too, and a name that does not resolve are told as
before."""

from __future__ import annotations

import socket

import pytest

from arena.cli.serve_cmd import listen
from arena.errors import UserError, cannot_listen, host_written_otherwise


@pytest.mark.parametrize(
    ("host", "meant"),
    [
        ("localhost:8000", "--host localhost --port 8000"),
        ("127.0.0.1:8765", "--host 127.0.0.1 --port 8765"),
        ("http://127.0.0.1", "--host 127.0.0.1"),
        ("http://127.0.0.1:9000/", "--host 127.0.0.1 --port 9000"),
        ("https://inbox.example:8443/login", "--host inbox.example --port 8443"),
        ("http://[::1]:8000", "--host ::1 --port 8000"),
    ],
)
def test_a_url_or_address_with_port_names_both(host: str, meant: str) -> None:
    assert host_written_otherwise(host) == meant
    with pytest.raises(UserError) as caught:
        listen(host, 0)
    assert str(caught.value) == (
        f"--host {host} is not an address alone (a URL, or an address with its port); give {meant}"
    )
    gai = socket.gaierror(socket.EAI_NONAME, "Name or service not known")
    said = cannot_listen(host, 0, gai, command="arena model serve", host_option=True)
    assert said.endswith(f"; give {meant}"), said


@pytest.mark.parametrize(
    "host", ["127.0.0.1", "0.0.0.0", "::1", "fe80::1", "localhost", "no-such-host.invalid", "a:b"]
)
def test_an_address_alone_is_told_as_before(host: str) -> None:
    assert host_written_otherwise(host) is None
    gai = socket.gaierror(socket.EAI_NONAME, "Name or service not known")
    said = cannot_listen(host, 0, gai, command="arena model serve", host_option=True)
    assert said.endswith("Name or service not known; give another --host or --port"), said
