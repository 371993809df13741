"""``arena reconcile``: a person settles a run whose side effect ran but was never recorded.

A thin layer over :mod:`arena.reconcile`; ``arena pending`` lists the held runs with
:func:`arena.cli.render.held_table`. Exit codes: 0 settled; 2 a user error (unknown run, a run that does not need
reconciliation, no reason), one line, store untouched.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import click

from arena.cli.console import wrap
from arena.cli.identity_opts import check_as
from arena.cli.options import (
    adopt_option,
    echo_json,
    json_option,
    store_option,
    text_option,
    who_options,
)
from arena.cli.store_file import open_existing
from arena.display import inert
from arena.errors import NotFound
from arena.operator import current_user
from arena.reconcile import OUTCOMES
from arena.reconcile import reconcile as settle
from arena.runs.eval_runs import continued_by
from arena.store import store_flag
from arena.types import Responder

if TYPE_CHECKING:
    from arena.store.base import Store


@click.command()
@click.argument("run_ident", metavar="RUN")
@click.option(
    "--outcome",
    type=click.Choice(tuple(OUTCOMES)),
    required=True,
    help="took-effect: the side effect happened (the agent is told so); no-effect: it did not "
    "(the agent is told it failed). It is never run again for that approval.",
)
@text_option(
    "--reason", example='"not in the calendar"', required=True,
    help="How you know, for the audit trail.",
)  # fmt: skip
@who_options()
@json_option()
@adopt_option()
@store_option()
def reconcile(
    run_ident: str,
    outcome: str,
    reason: str,
    name: str | None,
    role: str | None,
    as_json: bool,
    adopt_copy: bool,
    store_path: str | None,
) -> None:
    """Say whether a held run's side effect took effect; the run then waits to be resumed.

    A run is held (status needs_reconciliation) when a side effect such as book_room ran but its
    outcome never reached the store: a full or locked store, or a process killed in between.
    Check the real system (the room calendar), then record what you found; it goes into the
    audit trail, and `arena resume RUN` continues the run with that outcome.
    """
    actor = Responder(name=check_as(name) or current_user(), role=role, interface="cli")
    with open_existing(store_path) as store:
        store.check_home(adopt=adopt_copy)  # a copy never decides beside its original
        kind, full = store.resolve_id(run_ident)
        if kind != "run":
            raise NotFound(f"{run_ident} is a request, not a run; give the run id it belongs to")
        settled = settle(store, full, outcome, reason=reason, actor=actor)
        # nothing was left open: the ledger's outcome stands, as the trail says (not this one)
        said_by_ledger = None if settled else ledger_note(store, full)
        record = store.run(full)
        # An eval's run is continued by its eval, never by an arena resume that is refused.
        next_command = continued_by(record) or f"arena resume {full}{store_flag(store)}"
        if as_json:
            echo_json(
                {
                    "run_id": full,
                    "outcome": outcome,
                    "status": record.status,
                    "settled": [
                        {
                            "tool": s.key.tool,
                            "request_id": s.key.request_id,
                            "occurrence": s.key.occurrence,
                            "args": dict(s.args),
                        }
                        for s in settled
                    ],
                    "stands": (
                        {"by": actor.name, "outcome": outcome}
                        if settled or said_by_ledger is None
                        else ledger_stands(store, full, said_by_ledger)
                    ),
                    "next": next_command,
                }
            )
            return
        what = ", ".join(f"{s.key.tool}({dict(s.args)})" for s in settled) or "nothing open"
        said = f"reconciled {full}: {what} -> {outcome}, as {actor.name}. The run waits again."
        if said_by_ledger:  # finished since it was held: the store's words say what stands
            said = f"reconciled {full} as {actor.name}: {said_by_ledger}. The run waits again."
        click.echo(wrap(inert(said)))
        click.echo(inert(f"Next: {next_command}"))  # whole, to copy


def ledger_note(store: Store, run_id: str) -> str | None:
    """The trail's words where a reconciliation found nothing left open (its entries reported
    back since the run was held): ``nothing left open: book_room for req_… (occurrence 1) was
    reported ok by worker-a (…) since the run was held, and the ledger keeps that, not this``."""
    last = [e for e in store.history(run_id) if e.transition == "run.reconciled"][-1:]
    note = last[0].note or "" if last else ""
    return note if note.startswith("nothing left open:") else None


def ledger_stands(store: Store, run_id: str, note: str) -> dict[str, Any]:
    """``--json``'s ``stands`` where the ledger's outcome stands, not the person's: each entry
    the trail names, as the ledger has it (fixes36b: ``settled: []`` said nothing of it)."""
    named = [
        e
        for e in store.side_effects(run_id)
        if e.status != "started"
        and f"{e.key.tool} for {e.key.request_id} (occurrence {e.key.occurrence}) was reported"
        in note
    ]
    return {
        "by": "ledger",
        "reported": [
            {
                "tool": e.key.tool,
                "request_id": e.key.request_id,
                "occurrence": e.key.occurrence,
                "args": dict(e.args),
                "status": e.status,
                "result": e.result,
                "reported_by": e.owner,
            }
            for e in named
        ],
        "note": note,
    }
