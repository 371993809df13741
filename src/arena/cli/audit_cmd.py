"""``arena audit verify``: does the store's audit trail still read as it was written?

Exit 0 when every link and every answer verifies, 1 at the first broken link (named) or for a
store behind this machine's record of its last act (:mod:`arena.store.high_water`: a backup
restored over it, whose older chain verifies), 2 for a usage error (no store there, say). The chain has no key: whoever can write the store can
recompute it, so the head it prints is worth keeping elsewhere — ``--head`` checks the chain still
reaches it, which a rewrite or a truncation before that point cannot survive.
"""

from __future__ import annotations

import re
import sys

import click

from arena.cli.console import wrap
from arena.cli.options import Group, echo_json, json_option, store_option
from arena.cli.store_file import open_existing
from arena.runs.verdicts import contradicted


@click.group(cls=Group)
def audit() -> None:
    """The audit trail's integrity (a hash chain over every entry and answer)."""


def _head(ctx: click.Context, param: click.Parameter, value: str | None) -> str | None:
    if value is None:
        return None
    text = value.strip().lower()
    if not re.fullmatch(r"[0-9a-f]{64}", text):
        raise click.BadParameter(
            f"{value!r} is not a head hash: give the 64 hex digits an earlier "
            "`arena audit verify` printed after 'head:'",
            ctx,
            param,
        )
    return text


@audit.command()
@click.option(
    "--head",
    "anchor",
    metavar="HASH",
    default=None,
    callback=_head,
    help="A head hash printed by an earlier verify and kept outside the store: fail unless the "
    "chain still passes through it (catches truncation and recomputed hashes).",
)
@json_option()
@store_option()
def verify(anchor: str | None, as_json: bool, store_path: str | None) -> None:
    """Walk the whole chain; report the first broken link, or the head hash to keep."""
    with open_existing(store_path) as store:
        verdict = store.verify_audit(head=anchor)
        location = store.location
        # A backup restored over the store verifies: an older chain, whole. This machine's
        # record of its last act is the head it must still reach (durable38).
        behind = store.behind()
        # the checks the runs table keeps, held to the legs it keeps (red team 46)
        edited, unjudged = contradicted(store) if verdict.broken is None else ([], [])
    broken = verdict.broken
    if as_json:
        echo_json(
            {
                "store": location,
                "entries": verdict.entries,
                "unchained": verdict.unchained,
                "head": verdict.head or None,
                "ok": broken is None and behind is None and not edited,
                "broken": None
                if broken is None
                else {"seq": broken.seq, "run_id": broken.run_id, "reason": broken.reason},
                "behind": behind,
                "verdicts": edited,
                "unjudged": unjudged,
            }
        )
    elif broken is None and behind is not None:
        click.echo(wrap(f"BEHIND: the chain verifies, but {behind}"))
    elif broken is None and edited:
        shown = " | ".join(edited[:3]) + (
            f" | and {len(edited) - 3} more" if len(edited) > 3 else ""
        )
        click.echo(
            wrap(
                f"BROKEN: the chain verifies, but {len(edited)} finished run(s) store verdicts "
                f"their own stored legs do not give (the runs table edited, or judged by another "
                f"hitl-arena): {shown}"
            )
        )
    elif broken is None:
        before = (
            f" ({verdict.unchained} written before the chain began)" if verdict.unchained else ""
        )
        reached = ", through the given --head" if anchor else ""
        click.echo(
            wrap(f"ok: {verdict.entries} audit entries of {location} verify{before}{reached}")
        )
        if verdict.head:  # the hash whole on its line (164 characters at 80 columns; tester 20)
            click.echo(f"head: {verdict.head}")
            click.echo(
                wrap(
                    "keep it outside the store; arena audit verify --head HASH checks the chain "
                    "still reaches it",
                    first="  ",
                )
            )
    else:
        click.echo(f"BROKEN: first broken link: {broken.describe()}")
    if unjudged and not as_json:
        click.echo(wrap(f"not judged again here: {'; '.join(unjudged)}"))
    if broken is not None or behind is not None or edited:
        sys.exit(1)
