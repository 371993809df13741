"""The operator surface: ``arena pending``, ``show``, ``approve``, ``deny``, ``runs``,
``history`` — a thin layer over :mod:`arena.operator` (``arena resume``, which continues the runs
answered here: :mod:`arena.cli.resume_cmd`).

Exit codes: 0 done (also the same operator's same approve or deny again: nothing written); 2 a
user error (unknown or ambiguous id, already answered otherwise, expired, unreadable store),
reported in one line, store untouched; 130 interrupted.
"""

from __future__ import annotations

from typing import Any, cast

import click

from arena.cli import render
from arena.cli.console import Console, wrap
from arena.cli.continued import (
    as_json_view,
    continued_by_run,
    continues,
    decided_in,
    lost_said,
    ready_said,
    ready_to_resume,
    remember_store,
)
from arena.cli.identity_opts import decide_as, policy_option, print_decisions
from arena.cli.options import (
    Rows,
    adopt_option,
    echo_json,
    json_option,
    no_store,
    store_option,
    text_option,
    who_options,
)
from arena.cli.store_file import open_existing, open_listing, read_in
from arena.errors import Ambiguous, Conflict, NotFound, StoreError, UserError
from arena.operator import (
    check_can_take_effect,
    find,
    request_view,
    run_summary,
    run_view,
)
from arena.operator_views import audit_views
from arena.runs.eval_runs import next_step
from arena.store import RUN_STATUSES, location_flag, store_flag
from arena.store.base import RequestRecord, RunRecord, Store
from arena.store.high_water import StoreBehind
from arena.store.urls import is_url
from arena.types import utcnow
from arena.views import RequestView


# -- pending ------------------------------------------------------------------------------------
@click.command()
@click.option("--latest", is_flag=True, help="Only the most recent pending request, in full.")
@click.option("--limit", default=50, show_default=True, type=Rows(), help="Rows.")
@click.option(
    "--after",
    default=None,
    metavar="REQUEST",
    help="The next page: requests older than this one (the last id of the previous page).",
)
@json_option()
@store_option()
def pending(
    latest: bool, limit: int, after: str | None, as_json: bool, store_path: str | None
) -> None:
    """List requests waiting for a person, newest first."""
    store = open_listing(store_path)
    if store is None:  # the default location, nothing ever recorded here
        echo_json(None if latest else []) if as_json else click.echo(_no_store("nothing pending"))
        return
    with store:
        # Best effort: a read-only or locked store still lists, as does one that may not act (a
        # copy, a store marked moved: it records no expiry, durable34b).
        try:
            store.expire_due()  # expired requests leave pending, recorded as expired
        except StoreBehind as exc:  # listed all the same; what answering it meets is said now
            click.echo(f"warning: {exc}", err=True)
        except (StoreError, UserError):
            pass
        if after:
            after = _request_id(store, after)
        # One more than a page: "more:" only when there is more (it offered an empty page).
        records = store.pending(limit=1 if latest else limit + 1, after=after)
        more = not latest and len(records) > limit
        records = records[:limit]
        moved = _moved(store)  # its hints name the store it was marked moved to (durable34)
        flag = _flag(store, moved)  # the hints name this store wherever, whoever created a request
        lost = _cannot_be_answered(store, records)
        evals = continued_by_run(store, [r.run_id for r in records])
        views = [continues(request_view(r, flag=flag), evals) for r in records]
        # Runs whose side effect ran unrecorded wait for a person too (arena reconcile).
        held = [] if latest or after else store.runs(status="needs_reconciliation")
        if as_json:
            data = [as_json_view(v, evals) | {"cannot_be_answered": lost.get(v.id)} for v in views]
            held_views = [run_summary(r).to_json() | {"kind": "run"} for r in held]
            echo_json((data[0] if data else None) if latest else data + held_views)
            return
        console = Console()
        if moved is not None:
            render.hint(console, _moved_note(moved) or "")
        if held:
            console.print(render.held_table([run_summary(r) for r in held]))
            render.hint(console, render.held_hint(flag))
        if not records:
            said = "nothing pending" if not held else "no request waits for an answer"
            click.echo(wrap(f"{said} in {read_in(store)}"))  # which store: never a bare "nothing"
            ready, gone = ([], []) if after else ready_to_resume(store)
            if ready:  # answered (or expired) and not yet resumed: the next step is a resume
                click.echo(wrap(ready_said(ready)))
                render.hint(console, f"  arena resume --all{flag}")
            if gone:  # no resume continues these: it would only close them, exit 1 (evals46)
                click.echo(wrap(lost_said(gone)))
                render.hint(console, f"  arena sweep --not-durable{flag}")
            return
        if latest:
            render.print_request(console, views[0])
            if lost:
                render.hint(console, next(iter(lost.values())))
            return
        # What a person decides on comes first; the run and its details are one `arena show` away.
        # A pipe gets one block per request whatever COLUMNS says (docs/operator.md): a table
        # folds its cells, which grep and scripts cannot read (outside tester 20).
        width = console.width if console.is_terminal else 0
        console.print(render.pending_view(views, width, lost))
        if lost:  # as the web inbox's "Cannot be answered" says it, not only at arena approve
            # prose wrapped at the terminal's width, the command whole on a line of its own: one
            # 244-character line went past 80 columns (outside tester 25, finding 6)
            console.print(
                f"{len(lost)} of these cannot be answered: the process that held its pause "
                "(a run that is not durable) or that alone continues it (an eval's run) has "
                "exited, so no answer can reach the agent. Re-run the item or the eval, or "
                "close such runs:",
                highlight=False,
                markup=False,
            )
            render.hint(console, f"  arena sweep --not-durable{flag}")
        _footer(console, records, lost, evals, flag)
        if more:
            render.hint(console, f"more: arena pending --after {records[-1].id}{flag}")


def _footer(
    console: Console,
    records: list[RequestRecord],
    lost: dict[str, str],
    evals: dict[str, RunRecord],
    flag: str,
) -> None:
    """What to run next: approve and then resume only where an answer can reach the agent (the
    sweep hint above says what to do with the rest), and no ``arena resume`` for runs an eval
    continues itself."""
    decide = [f"arena show <request>{flag}"]
    if any(r.id not in lost for r in records):
        decide += [f"arena approve <request>{flag}", f"arena deny <request> --reason ...{flag}"]
    render.commands(console, "decide:", decide)
    answerable = [r for r in records if r.id not in lost]
    if any(r.run_id not in evals for r in answerable):
        render.commands(console, "then:", [f"arena resume --all{flag}"], len("decide: "))
    own = {r.run_id for r in answerable if r.run_id in evals}
    if own:  # prose, wrapped at the terminal's width (render.hint keeps a command whole)
        console.print(
            f"{len(own)} run(s) here are not continued by arena resume, which cannot rebuild "
            "their agent: the process that started each continues it once answered — an eval "
            "with t.resume() (arena show <request> names the process)",
            highlight=False,
            markup=False,
        )


def _cannot_be_answered(store: Store, records: list[RequestRecord]) -> dict[str, str]:
    """Request id → why no answer can reach its run (arena.operator.check_can_take_effect)."""
    lost = {}
    for record in records:
        try:
            check_can_take_effect(store, record)
        except Conflict as exc:
            lost[record.id] = str(exc)
    return lost


def _request_id(store: Store, ident: str) -> str:
    """``--after``: a request by full id or unique prefix (with or without ``req_``), as every
    other id; a run id is refused, naming what is wanted."""
    text = ident.strip()
    try:
        kind, full = store.resolve_id(text if text.startswith(("req_", "run_")) else f"req_{text}")
    except NotFound:
        raise NotFound(f"no request matches {text!r} in store {store.location} (--after)") from None
    except Ambiguous as exc:
        raise Ambiguous(f"{exc} (--after)") from None
    if kind != "request":
        raise UserError(
            f"--after {ident}: {full} is a run; give the last request id of the previous page"
        )
    return full


# -- show ---------------------------------------------------------------------------------------
@click.command()
@click.argument("ident", metavar="ID")
@json_option()
@store_option()
def show(ident: str, as_json: bool, store_path: str | None) -> None:
    """Show a run or a request (a unique id prefix is enough)."""
    with open_existing(store_path) as store:
        found = find(store, ident)
        moved = _moved(store)
        flag = _flag(store, moved)
        evals = continued_by_run(
            store, [found.run_id if isinstance(found, RequestRecord) else found.id]
        )
        view = (
            continues(request_view(found, flag=flag, votes=store.votes(found.id)), evals)
            if isinstance(found, RequestRecord)
            else run_view(store, found, flag=flag)  # its durability names an eval's t.resume()
        )
        # A pending request no answer can reach (its run's pause is gone) offers no approve.
        asked = [found] if isinstance(found, RequestRecord) else store.requests(found.id)
        lost = _cannot_be_answered(store, [r for r in asked if r.state(utcnow()) == "pending"])
        if as_json:
            data = as_json_view(view, evals) if isinstance(view, RequestView) else view.to_json()
            if not isinstance(view, RequestView):  # an eval's run: no arena resume per request
                data["requests"] = [as_json_view(r, evals) for r in view.requests]
            echo_json(data | {"cannot_be_answered": next(iter(lost.values()), None)})
        elif isinstance(view, RequestView):
            render.print_request(Console(), view, lost.get(view.id), flag, _moved_note(moved))
        else:
            said = next(iter(lost.values()), None)
            step = next_step(cast(RunRecord, found))
            render.print_run(Console(), view, flag, said, step, _moved_note(moved))


def _moved(store: Store) -> str | None:
    """Where an adoption marked ``store`` moved (None: not marked, or a store that keeps no
    home): an SQLite path, a PostgreSQL database as said."""
    moved_to = getattr(store, "moved_to", None)
    return None if moved_to is None else moved_to()


def _flag(store: Store, moved: str | None) -> str:
    """The ``--store`` of the next commands: the store this one was marked moved to, where it
    is a path (a database's URL is not known here), else this one."""
    keep = moved is None or is_url(store.location)
    return store_flag(store) if keep else location_flag(moved or "")


def _moved_note(moved: str | None) -> str | None:
    """What ``arena show`` says of a store marked moved: its next commands once named it, and it
    refuses them (durable34)."""
    if moved is None:
        return None
    return f"this store was marked moved to {moved} (--adopt-copy there): it refuses to act here"


# -- approve / deny -----------------------------------------------------------------------------
def _answered(records: list[RequestRecord], as_json: bool, flag: str = "") -> None:
    store = decided_in()
    evals = {} if store is None else continued_by_run(store, [r.run_id for r in records])
    views = [continues(request_view(r, flag=flag), evals) for r in records]
    if as_json:
        data = [as_json_view(v, evals) for v in views]
        echo_json(data[0] if len(data) == 1 else data)
        return
    for view in views:
        click.echo(render.answered_line(view, _still_open(store, view.run_id), flag))


def _still_open(store: Store | None, run_id: str) -> list[str]:
    """The run's requests nobody has answered yet (oldest first): while any is open, the "Next"
    step is answering it; ``arena resume RUN`` was offered and refused the run (users29)."""
    if store is None:
        return []
    now = utcnow()
    return [r.id for r in store.requests(run_id) if r.state(now) == "pending"]


@click.command()
@click.argument("idents", metavar="ID...", nargs=-1, required=True)
@who_options()
@text_option(
    "--note", example='"checked the budget"', default=None,
    help="Why; the agent sees it with the approval.",
)  # fmt: skip
@click.option(
    "--edit",
    "edits",
    multiple=True,
    metavar="NAME=VALUE",
    help="Approve with this argument changed (repeatable), checked against the tool's schema.",
)
@policy_option
@json_option()
@adopt_option()
@store_option()
def approve(
    idents: tuple[str, ...],
    name: str | None,
    role: str | None,
    note: str | None,
    edits: tuple[str, ...],
    policy_path: str | None,
    as_json: bool,
    adopt_copy: bool,
    store_path: str | None,
) -> None:
    """Approve requests (a request id, or a run with one open request; prefixes work)."""
    if edits:  # its reader loads pydantic (~30 ms): not for every listing (issue 16)
        from arena.edits import parse_edits

        changes = parse_edits(edits)
    else:
        changes = None
    with open_existing(store_path) as store:
        store.check_home(adopt=adopt_copy)  # a copy never decides beside its original
        remember_store(store)  # _answered: what continues each run
        results = decide_as(
            store, idents, "edit" if changes else "approve", name=name, role=role, note=note,
            edits=changes, policy_path=policy_path,
        )  # fmt: skip
        print_decisions(results, as_json, store_flag(store), said=note)


@click.command()
@click.argument("idents", metavar="ID...", nargs=-1, required=True)
@text_option(
    "--reason",
    example='"too expensive"',
    required=True,
    help="Why it is denied; the agent sees it.",
)
@who_options()
@text_option(
    "--note", example='"asked finance"', default=None, help="Anything else for the audit trail."
)
@policy_option
@json_option()
@adopt_option()
@store_option()
def deny(
    idents: tuple[str, ...],
    reason: str,
    name: str | None,
    role: str | None,
    note: str | None,
    policy_path: str | None,
    as_json: bool,
    adopt_copy: bool,
    store_path: str | None,
) -> None:
    """Deny requests (a request id, or a run with one open request; prefixes work)."""
    text = f"{reason} ({note})" if note else reason
    with open_existing(store_path) as store:
        store.check_home(adopt=adopt_copy)  # a copy never decides beside its original
        remember_store(store)  # _answered: what continues each run
        results = decide_as(
            store, idents, "deny", name=name, role=role, reason=text, policy_path=policy_path
        )
        print_decisions(results, as_json, store_flag(store), said=text)


def _no_store(said: str) -> str:
    """A listing of the default store, which is not here (:func:`no_store`), wrapped to the
    terminal: one line of ~210 characters at 80 columns."""
    return wrap(f"{said}: {no_store(None)}")


# -- runs / history -----------------------------------------------------------------------------
@click.command()
@click.option("--status", type=click.Choice(RUN_STATUSES), default=None, help="Only these runs.")
@click.option("--limit", default=100, show_default=True, type=Rows(), help="Most runs to list.")
@json_option()
@store_option()
def runs(status: str | None, limit: int, as_json: bool, store_path: str | None) -> None:
    """List stored runs, newest first."""
    store = open_listing(store_path)
    if store is None:  # the default location, nothing ever recorded here
        echo_json([]) if as_json else click.echo(_no_store("no runs"))
        return
    with store:
        from arena.runs.verdicts import judged  # each verdict from its legs (red team 46)

        listed = store.runs(status=cast(Any, status), limit=limit)
        views = [run_summary(r, stored) for r, stored in judged(store, listed)]
        if as_json:
            echo_json([v.to_json() for v in views])
            return
        if not views:  # an empty table named no store (outside tester 26)
            which = f" with status {status}" if status else ""
            click.echo(wrap(f"no runs{which} in {read_in(store)}"))
            return
        console = Console()
        console.print(render.runs_view(views, console.width))
        edited = [v for v in views if v.stored_verdict]
        if edited:  # loud: the row was edited, or judged by another hitl-arena
            console.print(render.stored_note(edited, read_in(store)))


@click.command()
@click.argument("run_ident", metavar="RUN")
@json_option()
@store_option()
def history(run_ident: str, as_json: bool, store_path: str | None) -> None:
    """The audit trail of a run: every transition, who, role, interface, when, note (and the
    words of an answer given in words, with how they were read)."""
    with open_existing(store_path) as store:
        found = find(store, run_ident)
        run_id = found.id if isinstance(found, RunRecord) else found.run_id
        views = audit_views(store, run_id)
        if as_json:
            echo_json([v.to_json() for v in views])
            return
        console = Console()
        console.print(render.history_view(run_id, views, console.width))


COMMANDS = (pending, show, approve, deny, runs, history)
