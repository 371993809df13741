"""The operator surface: ``arena pending``, ``show``, ``approve``, ``deny``, ``resume``, ``runs``,
``history`` — a thin layer over :mod:`arena.operator` and :mod:`arena.runs.resume`.

Exit codes: 0 done; 1 some runs could not be resumed (``resume --all``); 2 a user error (unknown
or ambiguous id, already answered, expired, unreadable store), reported in one line, store untouched.
"""

from __future__ import annotations

import asyncio
import json
import sys
from collections.abc import Callable
from contextlib import suppress
from datetime import datetime
from pathlib import Path
from typing import Any, TypeVar, cast

import click
from rich.console import Console
from rich.table import Table

from arena.cli.identity_opts import decide_as, policy_option, print_decisions
from arena.edits import parse_edits
from arena.errors import StoreError
from arena.operator import (
    audit_view,
    find,
    off_script,
    outcome_view,
    request_view,
    run_summary,
    run_view,
)
from arena.runner import DEFAULT_LEG_TIMEOUT
from arena.runs import resume_many
from arena.runs.resume import ResumeOutcome
from arena.store import RUN_STATUSES, Store, StoreMissing, open_store, store_location
from arena.store.base import RequestRecord, RunRecord
from arena.types import Responder, utcnow

F = TypeVar("F", bound=Callable[..., Any])


def store_option(fn: F) -> F:
    return click.option(
        "--store",
        "store_path",
        default=None,
        metavar="PATH|URL",
        help="Store: an SQLite file or a postgresql:// URL (default: $ARENA_STORE, "
        "else .arena/arena.db here).",
    )(fn)


def json_option(fn: F) -> F:
    return click.option("--json", "as_json", is_flag=True, help="Print JSON instead of tables.")(fn)


def _open(store_path: str | None) -> Store:
    return open_store(store_path, create=False)


def _echo_json(value: Any) -> None:
    click.echo(json.dumps(value, indent=2, sort_keys=True, default=str))


def _ago(at: datetime | None) -> str:
    if at is None:
        return "-"
    seconds = int((utcnow() - at).total_seconds())
    if seconds < 0:
        return f"in {-seconds}s"
    if seconds < 120:
        return f"{seconds}s ago"
    if seconds < 7200:
        return f"{seconds // 60} min ago"
    return f"{seconds // 3600} h ago"


def _effect(view: dict[str, Any]) -> str:
    effect = view.get("proposed_side_effect") or {}
    return str(effect.get("summary") or view.get("prompt") or view.get("action"))


# -- pending ------------------------------------------------------------------------------------
@click.command()
@click.option("--latest", is_flag=True, help="Only the most recent pending request, in full.")
@click.option("--limit", default=50, show_default=True, type=click.IntRange(1), help="Rows.")
@json_option
@store_option
def pending(latest: bool, limit: int, as_json: bool, store_path: str | None) -> None:
    """List requests waiting for a person, newest first."""
    try:
        store = _open(store_path)
    except StoreMissing:
        _echo_json(None if latest else []) if as_json else click.echo(
            f"nothing pending (no store at {store_location(store_path)} yet)"
        )
        return
    with store:
        with suppress(StoreError):  # best effort: a read-only or locked store still lists
            store.expire_due()  # expired requests leave pending, recorded as expired
        records = store.pending(limit=1 if latest else limit)
        views = [request_view(r) for r in records]
        if as_json:
            _echo_json((views[0] if views else None) if latest else views)
            return
        console = Console()
        if not records:
            console.print("nothing pending")
            return
        if latest:
            _print_request(console, records[0], views[0])
            return
        # What a person decides on comes first; the run and its details are one `arena show` away.
        rows = []
        for record, view in zip(records, views, strict=True):
            notes = []
            if view["state"] == "expired":
                notes.append("[red]expired[/red]")
            if not record.durable:
                notes.append("not durable")
            rows.append(
                (record.id, record.item_id, _effect(view), _ago(record.request.created_at),
                 record.adapter, ", ".join(notes))
            )  # fmt: skip
        any_notes = any(row[-1] for row in rows)
        table = Table(title=f"Pending ({len(records)})")
        table.add_column("request", no_wrap=True)
        table.add_column("item", no_wrap=True)
        table.add_column("proposed side effect", overflow="fold", ratio=3)
        table.add_column("asked", no_wrap=True)
        table.add_column("adapter", overflow="fold", ratio=1)
        if any_notes:
            table.add_column("note", overflow="fold", ratio=1)
        for row in rows:
            table.add_row(*(row if any_notes else row[:-1]))
        console.print(table)
        console.print(
            "decide: arena show <request> · arena approve <request> · "
            "arena deny <request> --reason ... · then arena resume --all"
        )


# -- show ---------------------------------------------------------------------------------------
@click.command()
@click.argument("ident", metavar="ID")
@json_option
@store_option
def show(ident: str, as_json: bool, store_path: str | None) -> None:
    """Show a run or a request (a unique id prefix is enough)."""
    with _open(store_path) as store:
        found = find(store, ident)
        if isinstance(found, RequestRecord):
            view = request_view(found)
            if as_json:
                _echo_json(view)
            else:
                _print_request(Console(), found, view)
            return
        view = run_view(store, found)
        if as_json:
            _echo_json(view)
        else:
            _print_run(Console(), found, view)


def _print_request(console: Console, record: RequestRecord, view: dict[str, Any]) -> None:
    grid = Table.grid(padding=(0, 2))
    grid.add_column(style="bold")
    grid.add_column(overflow="fold")
    state = view["state"]
    colour = {"pending": "yellow", "answered": "cyan", "resolved": "green"}.get(state, "red")
    grid.add_row("request", f"{record.id}  [{colour}]{state}[/{colour}]")
    grid.add_row(
        "run",
        f"{record.run_id}  (item {record.item_id}, adapter {record.adapter}, "
        f"run {record.run_status})",
    )
    if not record.durable and record.run_status in ("waiting", "resuming"):
        grid.add_row(
            "durability",
            "[red]not durable[/red]: a process restart loses this run; "
            "only the process that ran it can resume it",
        )
    gated = view["tool"] if view["tool"] != view["action"] else ""
    grid.add_row("action", view["action"] + (f"  → gates {gated}" if gated else ""))
    grid.add_row("args", ", ".join(f"{k}={v!r}" for k, v in view["args"].items()) or "-")
    grid.add_row("why", view["why"])
    grid.add_row("side effect", _effect(view))
    if view["user_asked"]:
        grid.add_row("user asked", view["user_asked"])
    grid.add_row("agent said", view["agent_said"] or "-")
    for i, line in enumerate(view["so_far"]):
        grid.add_row("so far" if i == 0 else "", line)
    asked = view["asked_by"]
    step = f", step {asked['step']}" if asked.get("step") else ""
    grid.add_row(
        "asked",
        f"leg {asked.get('leg')}{step}, {view['asked_at']} ({_ago(record.request.created_at)})",
    )
    grid.add_row("expires", view["expires_at"] or "never")
    grid.add_row("options", ", ".join(o["id"] for o in view["options"]))
    if view["answer"]:
        a = view["answer"]
        role = f", role {a['role']}" if a["role"] else ""
        note = f" — {a['note']}" if a["note"] else ""
        grid.add_row(
            "answer", f"{a['verdict']} by {a['by']} ({a['interface']}{role}) at {a['at']}{note}"
        )
    commands = view["next_commands"]
    if state == "pending":
        grid.add_row("next", commands.get("approve", ""))
        grid.add_row("", commands.get("deny", ""))
        grid.add_row("", commands.get("resume", ""))
    elif state == "answered":
        grid.add_row("next", commands.get("resume", f"arena resume {record.run_id}"))
    console.print(grid)


def _print_run(console: Console, run: RunRecord, view: dict[str, Any]) -> None:
    grid = Table.grid(padding=(0, 2))
    grid.add_column(style="bold")
    grid.add_column(overflow="fold")
    grid.add_row("run", f"{run.id}  [bold]{run.status}[/bold]")
    grid.add_row("item", f"{run.origin.arena}/{run.item_id}: {run.origin.item.input}")
    grid.add_row("adapter", f"{run.adapter} · model {view['model']} · {run.origin.mode} mode")
    colour = "green" if run.durable else "red"
    grid.add_row("durability", f"[{colour}]{view['durability']}[/{colour}]")
    grid.add_row("legs", str(run.legs))
    grid.add_row("created", f"{view['created_at']} by {run.created_by}")
    if run.claim_owner:
        grid.add_row("claimed", f"by {run.claim_owner} until {view['claim']['until']}")
    if run.error:
        grid.add_row("error", f"[red]{run.error}[/red]")
    for i, r in enumerate(view["requests"]):
        ans = r["answer"]
        said = f"{ans['verdict']} by {ans['by']}" if ans else r["state"]
        grid.add_row(
            "requests" if i == 0 else "",
            f"{r['id']} (leg {r['asked_by'].get('leg')}): {_effect(r)} — {said}",
        )
    for i, c in enumerate(view["tool_calls"]):
        grid.add_row(
            "tool calls" if i == 0 else "",
            f"leg {c['leg']} {c['tool']} {c['status']}: {c['result'][:100]}",
        )
    if view["off_script"]:
        grid.add_row("note", f"[yellow]{view['off_script']}[/yellow]")
    if view["checks"] is not None:
        for i, c in enumerate(view["checks"]):
            mark = "[green]pass[/green]" if c["passed"] else "[red]FAIL[/red]"
            grid.add_row("checks" if i == 0 else "", f"{mark} {c['name']}: {c['detail']}")
    if run.status == "waiting":
        waiting = [r for r in view["requests"] if r["state"] == "pending"]
        grid.add_row(
            "next", f"arena approve {waiting[0]['id']}" if waiting else f"arena resume {run.id}"
        )
    console.print(grid)


# -- approve / deny -----------------------------------------------------------------------------
def _answered(records: list[RequestRecord], as_json: bool) -> None:
    views = [request_view(r) for r in records]
    if as_json:
        _echo_json(views[0] if len(views) == 1 else views)
        return
    for record, view in zip(records, views, strict=True):
        a = view["answer"]
        resume = view["next_commands"].get("resume", f"arena resume {record.run_id}")
        click.echo(
            f"{a['verdict']} {record.id} (run {record.run_id}: {_effect(view)}) as {a['by']}. "
            f"Next: {resume}"
        )


_who = [
    click.option("--as", "name", default=None, help="Who answers (default: your login name)."),
    click.option("--role", default=None, help="The role you answer in, for the audit trail."),
]


def _with(options: list[Callable[[F], F]]) -> Callable[[F], F]:
    def apply(fn: F) -> F:
        for option in reversed(options):
            fn = option(fn)
        return fn

    return apply


@click.command()
@click.argument("idents", metavar="ID...", nargs=-1, required=True)
@_with(_who)
@click.option("--note", default=None, help="Why; the agent sees it with the approval.")
@click.option(
    "--edit",
    "edits",
    multiple=True,
    metavar="NAME=VALUE",
    help="Approve with this argument changed (repeatable), checked against the tool's schema.",
)
@policy_option
@json_option
@store_option
def approve(
    idents: tuple[str, ...],
    name: str | None,
    role: str | None,
    note: str | None,
    edits: tuple[str, ...],
    policy_path: str | None,
    as_json: bool,
    store_path: str | None,
) -> None:
    """Approve requests (a request id, or a run with one open request; prefixes work)."""
    changes = parse_edits(edits) if edits else None
    with _open(store_path) as store:
        results = decide_as(
            store, idents, "edit" if changes else "approve", name=name, role=role, note=note,
            edits=changes, policy_path=policy_path,
        )  # fmt: skip
        print_decisions(results, as_json)


@click.command()
@click.argument("idents", metavar="ID...", nargs=-1, required=True)
@click.option("--reason", required=True, help="Why it is denied; the agent sees it.")
@_with(_who)
@click.option("--note", default=None, help="Anything else for the audit trail.")
@policy_option
@json_option
@store_option
def deny(
    idents: tuple[str, ...],
    reason: str,
    name: str | None,
    role: str | None,
    note: str | None,
    policy_path: str | None,
    as_json: bool,
    store_path: str | None,
) -> None:
    """Deny requests (a request id, or a run with one open request; prefixes work)."""
    text = f"{reason} ({note})" if note else reason
    with _open(store_path) as store:
        results = decide_as(
            store, idents, "deny", name=name, role=role, reason=text, policy_path=policy_path
        )
        print_decisions(results, as_json)


# -- resume -------------------------------------------------------------------------------------
@click.command()
@click.argument("run_ident", metavar="RUN", required=False)
@click.option("--all", "resume_all", is_flag=True, help="Every run whose requests are answered.")
@click.option("--as", "name", default=None, help="Who resumes (default: your login name).")
@click.option("--leg-timeout", default=DEFAULT_LEG_TIMEOUT, show_default=True, type=float)
@click.option(
    "--claim-ttl",
    default=None,
    type=float,
    help="Seconds the claim holds (default: leg timeout + 30); after that a crashed "
    "resume can be taken over.",
)
@click.option("--concurrency", default=4, show_default=True, type=click.IntRange(1, 1000))
@click.option(
    "--api-key-env",
    default=None,
    help="Variable holding the API key, for runs on a real endpoint (the key is never stored).",
)
@click.option(
    "--out",
    type=click.Path(path_type=Path),
    default=None,
    help="Results folder for the resumed runs (default: results/resume-<timestamp>).",
)
@json_option
@store_option
def resume(
    run_ident: str | None,
    resume_all: bool,
    name: str | None,
    leg_timeout: float,
    claim_ttl: float | None,
    concurrency: int,
    api_key_env: str | None,
    out: Path | None,
    as_json: bool,
    store_path: str | None,
) -> None:
    """Continue answered runs through their adapter from the stored state."""
    from arena.errors import UserError
    from arena.operator import current_user
    from arena.provenance import Provenance
    from arena.results import write_resumed
    from arena.runs.resume import ready

    provenance = Provenance(kind="resume")

    if bool(run_ident) == resume_all:
        raise UserError("give one RUN id or --all")
    actor = Responder(name=name or current_user(), interface="cli")
    with _open(store_path) as store:
        store.expire_due()  # an expired request is delivered to its agent as a decision
        ids: list[str] | None = None
        if run_ident:
            kind, full = store.resolve_id(run_ident)
            if kind != "run":
                full = store.request(full).run_id
            ready(store, full)  # a user error here leaves the store untouched
            ids = [full]
        outcomes = asyncio.run(
            resume_many(
                store,
                ids,
                concurrency=concurrency,
                leg_timeout_s=leg_timeout,
                actor=actor,
                claim_ttl_s=claim_ttl,
                api_key_env=api_key_env,
            )
        )
        if run_ident and outcomes[0].error and outcomes[0].user_error:
            raise UserError(outcomes[0].error)
        _print_outcomes(outcomes, as_json)
        provenance.store = store.location
        done = [o.result for o in outcomes if o.result is not None]
        if done:
            folder = write_resumed(out, done, provenance)
            if not as_json:
                click.echo(f"results: {folder}")
        if any(o.error for o in outcomes):
            sys.exit(1)


def _print_outcomes(outcomes: list[ResumeOutcome], as_json: bool) -> None:
    if as_json:
        _echo_json([outcome_view(o) for o in outcomes])
        return
    console = Console()
    if not outcomes:
        console.print("nothing to resume: no waiting run has all its requests answered")
        return
    table = Table(title=f"Resumed ({sum(o.result is not None for o in outcomes)}/{len(outcomes)})")
    for col in ("run", "item", "adapter", "status", "legs"):
        table.add_column(col, no_wrap=True)
    table.add_column("result", overflow="fold")
    for o in outcomes:
        r = o.result
        if r is None:
            table.add_row(o.run_id, "", "", "[red]not resumed[/red]", "", o.error or "")
            continue
        failed = [c.name for c in r.checks if not c.passed]
        verdict = "[green]pass[/green]" if r.passed else f"[red]FAIL[/red] {', '.join(failed)}"
        if r.status == "waiting":
            verdict = "waiting again: arena pending"
        elif not r.passed and (why := off_script(r.item, r.trace.events)):
            verdict += f" ({why})"
        table.add_row(r.run_id, r.item.id, r.adapter, r.status, str(len(r.trace.legs)), verdict)
    console.print(table)


# -- runs / history -----------------------------------------------------------------------------
@click.command()
@click.option("--status", type=click.Choice(RUN_STATUSES), default=None, help="Only these runs.")
@click.option("--limit", default=100, show_default=True, type=click.IntRange(1))
@json_option
@store_option
def runs(status: str | None, limit: int, as_json: bool, store_path: str | None) -> None:
    """List stored runs, newest first."""
    try:
        store = _open(store_path)
    except StoreMissing:
        _echo_json([]) if as_json else click.echo(
            f"no runs (no store at {store_location(store_path)} yet)"
        )
        return
    with store:
        records = store.runs(status=cast(Any, status), limit=limit)
        if as_json:
            _echo_json([run_summary(r) for r in records])
            return
        table = Table(title=f"Runs ({len(records)})")
        for col in (
            "run",
            "item",
            "adapter",
            "status",
            "legs",
            "durable",
            "result",
            "updated",
        ):
            table.add_column(col, no_wrap=True)
        for r in records:
            result = (
                "-"
                if r.passed is None
                else ("[green]pass[/green]" if r.passed else "[red]FAIL[/red]")
            )
            table.add_row(
                r.id,
                r.item_id,
                r.adapter,
                r.status,
                str(r.legs),
                "yes" if r.durable else "no",
                result,
                _ago(r.updated_at),
            )
        Console().print(table)


@click.command()
@click.argument("run_ident", metavar="RUN")
@json_option
@store_option
def history(run_ident: str, as_json: bool, store_path: str | None) -> None:
    """The audit trail of a run: every transition, who, role, interface, when, note."""
    with _open(store_path) as store:
        found = find(store, run_ident)
        run_id = found.id if isinstance(found, RunRecord) else found.run_id
        entries = store.history(run_id)
        if as_json:
            _echo_json([audit_view(e) for e in entries])
            return
        table = Table(title=f"History of {run_id}")
        for col in ("when", "transition", "who", "role", "via", "request"):
            table.add_column(col, no_wrap=True)
        table.add_column("note", overflow="fold")
        for e in entries:
            table.add_row(
                f"{e.at:%Y-%m-%d %H:%M:%S}",
                e.transition,
                e.actor.name,
                e.actor.role or "",
                e.actor.interface,
                e.request_id or "",
                e.note or "",
            )
        Console().print(table)


COMMANDS = (pending, show, approve, deny, resume, runs, history)
