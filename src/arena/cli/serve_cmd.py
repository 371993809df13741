"""``arena serve``: the web approval inbox over a store (docs/operator.md, "The web inbox")."""

from __future__ import annotations

import ipaddress
import socket

import click

from arena.cli.identity_opts import policy_option, store_policy
from arena.cli.options import adopt_option, check_host, store_option
from arena.cli.store_file import open_existing
from arena.errors import UserError, cannot_listen, host_alone, host_written_otherwise


def _loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


@click.command()
@store_option()
@adopt_option()
@policy_option
@click.option(
    "--host",
    default="127.0.0.1",
    show_default=True,
    callback=check_host,
    help="Address to listen on.",
)
@click.option(
    "--port",
    default=8765,
    show_default=True,
    type=click.IntRange(0, 65535),
    help="Port to listen on.",
)
@click.option(
    "--secure-cookies/--no-secure-cookies",
    default=None,
    help="Mark the session cookie Secure (default: on unless HOST is a loopback address; "
    "serve through HTTPS then).",
)
def serve(
    adopt_copy: bool,
    store_path: str | None,
    policy_path: str | None,
    host: str,
    port: int,
    secure_cookies: bool | None,
) -> None:
    """Serve the approval inbox: log in with an operator token, decide, follow the audit trail."""
    import uvicorn

    from arena.identity import open_mode
    from arena.web import create_app

    store = open_existing(store_path)
    store.check_home(adopt=adopt_copy)  # a copy never decides beside its original
    policy = store_policy(store, policy_path)
    if open_mode(store):
        raise UserError(
            "no operator is registered, so nobody can log in: add one with `arena operators add "
            "NAME --role ROLE`, then `arena operators token NAME` for the token to log in with"
        )
    secure = (not _loopback(host)) if secure_cookies is None else secure_cookies
    app = create_app(store, policy=policy, secure_cookies=secure)
    from arena.pipe_reader import pipe_reader

    reader = pipe_reader()  # `arena serve | head -1` served on after head exited (users46)
    sock = listen(host, port)  # bound before the URL is announced; --port 0: the port it got
    bound = sock.getsockname()[1]
    shown = f"[{host}]" if ":" in host else host
    click.echo(f"inbox: http://{shown}:{bound}/  (store {store.location}; Ctrl-C stops)")
    if secure:
        click.echo(secure_note(host, secure_cookies), err=True)
    # An open inbox keeps its live stream (/events) open up to 5 minutes, and uvicorn waited for
    # it on Ctrl-C, silently at this log level: the server went on until a second Ctrl-C (users
    # tester 33). The streams end within a second of the shutdown (the browser's EventSource
    # retries by itself); anything still running after SHUTDOWN_S is cancelled.
    server = uvicorn.Server(
        uvicorn.Config(app, log_level="warning", timeout_graceful_shutdown=SHUTDOWN_S)
    )
    app.state.closing = lambda: server.should_exit
    if reader is not None:
        reader.start(lambda: server.should_exit, lambda: setattr(server, "should_exit", True))
    try:
        with sock:
            server.run(sockets=[sock])
    finally:
        if reader is not None:
            reader.close()
    if reader is not None:
        reader.raise_if_gone()


#: Seconds ``arena serve`` gives requests in flight after Ctrl-C or SIGTERM.
SHUTDOWN_S = 10


def secure_note(host: str, given: bool | None) -> str:
    """Why a login over the http:// URL above would fail: browsers keep a Secure cookie only over
    HTTPS, and dropped it without a word (tester: --host 0.0.0.0 turned it on silently)."""
    why = "--secure-cookies" if given else f"--host {host} is not a loopback address"
    return (
        f"note: the login cookie is Secure ({why}), so browsers keep it only over HTTPS: serve "
        "the inbox behind an HTTPS proxy, or pass --no-secure-cookies for plain HTTP on a "
        "trusted network"
    )


def listen(host: str, port: int) -> socket.socket:
    """A listening socket on ``host:port``, or a UserError naming the address and the fix (uvicorn
    printed its own ``[Errno 98]`` after the URL was already announced, and exited 3)."""
    try:
        family, kind, proto, _, address = socket.getaddrinfo(
            host, port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE
        )[0]
    except (socket.gaierror, UnicodeError) as exc:
        if meant := host_written_otherwise(host):  # --host localhost:8000 (users52)
            raise UserError(host_alone(host, meant)) from None
        raise UserError(
            f"--host {host}: not an address this machine can resolve ({exc}); give an IP address "
            "such as 127.0.0.1 (this machine only) or 0.0.0.0 (every interface)"
        ) from None
    sock = socket.socket(family, kind, proto)
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # as uvicorn does
        sock.bind(address)
        sock.listen(2048)
    except OSError as exc:
        sock.close()
        raise UserError(
            cannot_listen(host, port, exc, command="arena serve", host_option=True)
        ) from None
    return sock


COMMANDS = [serve]
