"""``arena audit verify``: does the store's audit trail still read as it was written?

Exit 0 when every link and every answer verifies, 1 at the first broken link (named), 2 for a
usage error (no store there, say).
"""

from __future__ import annotations

import sys

import click

from arena.cli.options import echo_json, json_option, open_existing, store_option


@click.group()
def audit() -> None:
    """The audit trail's integrity (a hash chain over every entry and answer)."""


@audit.command()
@json_option()
@store_option()
def verify(as_json: bool, store_path: str | None) -> None:
    """Walk the whole chain; report the first broken link."""
    with open_existing(store_path) as store:
        verdict = store.verify_audit()
        location = store.location
    broken = verdict.broken
    if as_json:
        echo_json(
            {
                "store": location,
                "entries": verdict.entries,
                "unchained": verdict.unchained,
                "ok": broken is None,
                "broken": None
                if broken is None
                else {"seq": broken.seq, "run_id": broken.run_id, "reason": broken.reason},
            }
        )
    elif broken is None:
        before = (
            f" ({verdict.unchained} written before the chain began)" if verdict.unchained else ""
        )
        click.echo(f"ok: {verdict.entries} audit entries of {location} verify{before}")
    else:
        click.echo(f"BROKEN: first broken link: {broken.describe()}")
    if broken is not None:
        sys.exit(1)
