"""The operator commands' tables and lines: what ``pending``, ``show``, ``resume``, ``runs`` and
``history`` print.

Everything that came from a model, a user or another operator goes through
:mod:`arena.display` (``cell``/``join``): escaped, never read as markup. Columns that hold ids
never shrink below the id, so a request id survives an 80-column terminal and a pipe whole.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any

from rich.console import Console
from rich.table import Table
from rich.text import Text

from arena.display import args_text, cell, inert, join, styled
from arena.operator import off_script, result_error
from arena.runs.resume import ResumeOutcome
from arena.store.base import AuditEntry, RequestRecord, RunRecord
from arena.types import utcnow

#: Widest run or request id (``req_`` + 16 hex): an id column is never narrower.
ID_WIDTH = 20


def ago(at: datetime | None) -> str:
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


def effect(view: dict[str, Any]) -> str:
    """The proposed side effect's one-line summary (plain, not yet inert)."""
    proposed = view.get("proposed_side_effect") or {}
    return str(proposed.get("summary") or view.get("prompt") or view.get("action"))


def call(view: dict[str, Any]) -> str:
    """``action(args)``, and the tool it gates when that is another one (inert)."""
    text = f"{inert(view['action'])}({args_text(view['args'])})"
    if view["tool"] and view["tool"] != view["action"]:
        text += f" → gates {inert(view['tool'])}"
    return text


def id_column(table: Table, name: str) -> None:
    table.add_column(name, width=ID_WIDTH, overflow="fold")


# -- pending ------------------------------------------------------------------------------------
def pending_table(records: Sequence[RequestRecord], views: Sequence[dict[str, Any]]) -> Table:
    """What a person decides on: the call and its arguments, why, the side effect; then where."""
    notes: list[Text] = []
    for record, view in zip(records, views, strict=True):
        parts: list[str | Text] = []
        if view["state"] == "expired":
            parts.append(styled("expired", "red"))
        if not record.durable:
            parts.append(styled(("; " if parts else "") + "not durable", ""))
        notes.append(join(*parts))
    table = Table(title=f"Pending ({len(records)})")
    id_column(table, "request")
    table.add_column("asks", overflow="fold", ratio=3)
    table.add_column("item · adapter", overflow="fold", ratio=1)
    table.add_column("asked", no_wrap=True)
    any_notes = any(n.plain for n in notes)
    if any_notes:
        table.add_column("note", overflow="fold", ratio=1)
    for record, view, note in zip(records, views, notes, strict=True):
        asks = join(
            styled(call(view), "bold"),
            styled("\nwhy: ", "dim"),
            cell(view["why"] or "-"),
            styled("\neffect: ", "dim"),
            cell(effect(view)),
        )
        where = join(cell(record.item_id), Text("\n"), cell(record.adapter))
        row: list[Text] = [cell(record.id), asks, where, cell(ago(record.request.created_at))]
        table.add_row(*([*row, note] if any_notes else row))
    return table


# -- show ---------------------------------------------------------------------------------------
def _grid() -> Table:
    grid = Table.grid(padding=(0, 2))
    grid.add_column(style="bold", no_wrap=True)
    grid.add_column(overflow="fold")
    return grid


def print_request(console: Console, record: RequestRecord, view: dict[str, Any]) -> None:
    grid = _grid()
    state = view["state"]
    colour = {"pending": "yellow", "answered": "cyan", "resolved": "green"}.get(state, "red")
    grid.add_row("request", join(cell(record.id), "  ", styled(state, colour)))
    grid.add_row(
        "run",
        cell(
            f"{record.run_id}  (item {record.item_id}, adapter {record.adapter}, "
            f"run {record.run_status})"
        ),
    )
    if not record.durable and record.run_status in ("waiting", "resuming"):
        grid.add_row(
            "durability",
            join(
                styled("not durable", "red"),
                ": a process restart loses this run; only the process that ran it can resume it",
            ),
        )
    grid.add_row("action", cell(view["action"]))
    if view["tool"] and view["tool"] != view["action"]:
        grid.add_row("gates", cell(view["tool"]))
    grid.add_row("args", Text(args_text(view["args"]) or "-"))
    grid.add_row("why", cell(view["why"] or "-"))
    grid.add_row("side effect", cell(effect(view)))
    binds = view.get("binds") or {}
    approving = binds.get("authorises") or "nothing (asked before bindings)"
    grid.add_row("approving", cell(f"authorises {approving}"))
    if view["user_asked"]:
        grid.add_row("user asked", cell(view["user_asked"]))
    grid.add_row("agent said", cell(view["agent_said"] or "-"))
    for i, line in enumerate(view["so_far"]):
        grid.add_row("so far" if i == 0 else "", cell(line))
    asked = view["asked_by"]
    step = f", step {asked['step']}" if asked.get("step") else ""
    grid.add_row(
        "asked",
        cell(
            f"leg {asked.get('leg')}{step}, {view['asked_at']} ({ago(record.request.created_at)})"
        ),
    )
    grid.add_row("expires", cell(view["expires_at"] or "never"))
    grid.add_row("options", cell(", ".join(o["id"] for o in view["options"])))
    if view["answer"]:
        a = view["answer"]
        role = f", role {a['role']}" if a["role"] else ""
        note = f" — {a['note']}" if a["note"] else ""
        grid.add_row(
            "answer",
            cell(f"{a['verdict']} by {a['by']} ({a['interface']}{role}) at {a['at']}{note}"),
        )
    commands = view["next_commands"]
    if state == "pending":
        grid.add_row("next", cell(commands.get("approve", "")))
        grid.add_row("", cell(commands.get("deny", "")))
        grid.add_row("", cell(commands.get("resume", "")))
    elif state == "answered":
        grid.add_row("next", cell(commands.get("resume", f"arena resume {record.run_id}")))
    console.print(grid)


def print_run(console: Console, run: RunRecord, view: dict[str, Any]) -> None:
    grid = _grid()
    grid.add_row("run", join(cell(run.id), "  ", styled(run.status, "bold")))
    grid.add_row("item", cell(f"{run.origin.arena}/{run.item_id}: {run.origin.item.input}"))
    grid.add_row("adapter", cell(f"{run.adapter} · model {view['model']} · {run.origin.mode} mode"))
    grid.add_row("durability", cell(view["durability"], "green" if run.durable else "red"))
    grid.add_row("legs", str(run.legs))
    grid.add_row("created", cell(f"{view['created_at']} by {run.created_by}"))
    if run.claim_owner:
        grid.add_row("claimed", cell(f"by {run.claim_owner} until {view['claim']['until']}"))
    if run.error:
        grid.add_row("error", cell(run.error, "red"))
    for i, r in enumerate(view["requests"]):
        ans = r["answer"]
        said = f"{ans['verdict']} by {ans['by']}" if ans else r["state"]
        grid.add_row(
            "requests" if i == 0 else "",
            cell(f"{r['id']} (leg {r['asked_by'].get('leg')}): {effect(r)} — {said}"),
        )
    for i, c in enumerate(view["tool_calls"]):
        grid.add_row(
            "tool calls" if i == 0 else "",
            cell(f"leg {c['leg']} {c['tool']} {c['status']}: {c['result'][:100]}"),
        )
    for i, e in enumerate(view.get("leg_errors") or []):
        grid.add_row("leg errors" if i == 0 else "", cell(f"leg {e['leg']}: {e['error']}", "red"))
    if view["off_script"]:
        grid.add_row("note", cell(view["off_script"], "yellow"))
    if view["checks"] is not None:
        for i, c in enumerate(view["checks"]):
            mark = styled("pass", "green") if c["passed"] else styled("FAIL", "red")
            grid.add_row("checks" if i == 0 else "", join(mark, " ", f"{c['name']}: {c['detail']}"))
    if view.get("reconcile"):
        grid.add_row("next", cell(view["reconcile"]["command"], "yellow"))
    if run.status == "waiting":
        waiting = [r for r in view["requests"] if r["state"] == "pending"]
        grid.add_row(
            "next",
            cell(f"arena approve {waiting[0]['id']}" if waiting else f"arena resume {run.id}"),
        )
    console.print(grid)


# -- approve / deny -----------------------------------------------------------------------------
def answered_line(record: RequestRecord, view: dict[str, Any]) -> str:
    """``approved REQ (run RUN: books ...) as alice. Next: ...``, inert, for click.echo."""
    a = view["answer"]
    resume = view["next_commands"].get("resume", f"arena resume {record.run_id}")
    return inert(
        f"{a['verdict']} {record.id} (run {record.run_id}: {effect(view)}) as {a['by']}. "
        f"Next: {resume}"
    )


# -- resume -------------------------------------------------------------------------------------
def outcomes_table(outcomes: Sequence[ResumeOutcome]) -> Table:
    table = Table(title=f"Resumed ({sum(o.result is not None for o in outcomes)}/{len(outcomes)})")
    id_column(table, "run")
    for col in ("item", "adapter", "status", "legs"):
        table.add_column(col, overflow="fold")
    table.add_column("result", overflow="fold", ratio=1)
    for o in outcomes:
        r = o.result
        if r is None:
            table.add_row(
                cell(o.run_id), "", "", styled("not resumed", "red"), "", cell(o.error or "")
            )
            continue
        failed = [c.name for c in r.checks if not c.passed]
        verdict = (
            styled("pass", "green")
            if r.passed
            else join(styled("FAIL", "red"), " ", ", ".join(failed))
        )
        if error := result_error(r):
            verdict = join(verdict, " ", cell(error, "red"))
        elif r.status == "waiting":
            verdict = Text("waiting again: arena pending")
        elif not r.passed and (why := off_script(r.item, r.trace.events)):
            verdict = join(verdict, f" ({why})")
        table.add_row(
            cell(r.run_id),
            cell(r.item.id),
            cell(r.adapter),
            cell(r.status),
            str(len(r.trace.legs)),
            verdict,
        )
    return table


# -- runs / history -----------------------------------------------------------------------------
def runs_table(records: Sequence[RunRecord]) -> Table:
    table = Table(title=f"Runs ({len(records)})")
    id_column(table, "run")
    for col in ("item", "adapter", "status", "legs", "durable", "result", "updated"):
        table.add_column(col, overflow="fold")
    for r in records:
        if r.passed is None:
            result = Text("-")
        else:
            result = styled("pass", "green") if r.passed else styled("FAIL", "red")
        table.add_row(
            cell(r.id),
            cell(r.item_id),
            cell(r.adapter),
            cell(r.status),
            str(r.legs),
            "yes" if r.durable else "no",
            result,
            ago(r.updated_at),
        )
    return table


def history_table(run_id: str, entries: Sequence[AuditEntry]) -> Table:
    table = Table(title=Text(f"History of {inert(run_id)}"))
    table.add_column("when", no_wrap=True)
    longest = max((len(e.transition) for e in entries), default=10)
    table.add_column("transition", no_wrap=True, overflow="fold", min_width=min(longest, 24))
    table.add_column("by (role) · via", overflow="fold")
    id_column(table, "request")
    table.add_column("note", overflow="fold", ratio=1)
    for e in entries:
        role = f" ({e.actor.role})" if e.actor.role else ""
        table.add_row(
            f"{e.at:%Y-%m-%d}\n{e.at:%H:%M:%S}",
            cell(e.transition),
            cell(f"{e.actor.name}{role} · {e.actor.interface}"),
            cell(e.request_id or ""),
            cell(e.note or ""),
        )
    return table
