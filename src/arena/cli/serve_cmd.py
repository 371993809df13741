"""``arena serve``: the web approval inbox over a store (docs/operator.md, "The web inbox")."""

from __future__ import annotations

import ipaddress

import click

from arena.cli.identity_opts import policy_option, store_policy
from arena.cli.options import open_existing, store_option
from arena.errors import UserError


def _loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


@click.command()
@store_option()
@policy_option
@click.option("--host", default="127.0.0.1", show_default=True, help="Address to listen on.")
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
    policy = store_policy(store, policy_path)
    if open_mode(store):
        raise UserError(
            "no operator is registered, so nobody can log in: add one with `arena operators add "
            "NAME --role ROLE`, then `arena operators token NAME` for the token to log in with"
        )
    secure = (not _loopback(host)) if secure_cookies is None else secure_cookies
    app = create_app(store, policy=policy, secure_cookies=secure)
    click.echo(f"inbox: http://{host}:{port}/  (store {store.location}; Ctrl-C stops)")
    uvicorn.run(app, host=host, port=port, log_level="warning")


COMMANDS = [serve]
