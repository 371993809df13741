"""The operator commands' tables and lines: what ``show``, ``approve``, ``resume``, ``runs``,
``history`` and ``reconcile`` print, rendered from the typed views of :mod:`arena.views`; what
``pending`` prints is :mod:`arena.cli.render_pending`, what ``resume`` prints of the runs it
resumed :mod:`arena.cli.render_resumed`, what ``runs`` and ``history`` print
:mod:`arena.cli.render_runs`, the shared widths :mod:`arena.cli.layout` (all re-exported here:
``render.pending_view``, ``render.outcomes_view``, ``render.runs_view``, ``render.WIDE_TERMINAL``).

Everything that came from a model, a user or another operator goes through
:mod:`arena.display` (``cell``/``join``): escaped, never read as markup. Columns that hold ids
never shrink below the id, so a request id survives an 80-column terminal and a pipe whole.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from rich.table import Table
from rich.text import Text

from arena.cli.console import Console, wrap
from arena.cli.layout import (
    ID_WIDTH,
    WIDE_TERMINAL,
    ago,
    created_by,
    id_column,
    stamp,
)
from arena.cli.render_resumed import outcomes_blocks as outcomes_blocks
from arena.cli.render_resumed import outcomes_table as outcomes_table
from arena.cli.render_resumed import outcomes_view as outcomes_view
from arena.cli.render_runs import history_table as history_table
from arena.cli.render_runs import history_view as history_view
from arena.cli.render_runs import runs_blocks as runs_blocks
from arena.cli.render_runs import runs_table as runs_table
from arena.cli.render_runs import runs_view as runs_view
from arena.cli.render_runs import stored_note as stored_note
from arena.display import args_text, cell, inert, join, styled

if TYPE_CHECKING:
    from arena.cli.render_pending import call, pending_blocks, pending_table, pending_view
    from arena.views import RequestView, RunSummary, RunView

#: Re-exported from :mod:`arena.cli.render_pending`, imported at first use, as the views and
#: the reconcile command are: ``arena run`` prints its hints with :func:`commands` and
#: :func:`hint` and never a stored request, and need not import what shows one.
_PENDING = frozenset({"call", "pending_blocks", "pending_table", "pending_view"})


def __getattr__(name: str) -> Any:
    if name in _PENDING:
        from arena.cli import render_pending

        return getattr(render_pending, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


# -- show ---------------------------------------------------------------------------------------
def _grid() -> Table:
    grid = Table.grid(padding=(0, 2))
    grid.add_column(style="bold", no_wrap=True)
    grid.add_column(overflow="fold")
    return grid


def print_request(
    console: Console,
    view: RequestView,
    lost: str | None = None,
    flag: str = "",
    moved: str | None = None,
) -> None:
    """``lost``: why no answer can reach the request's run (its pause is gone); then it offers
    what ``arena pending`` does — closing the run — instead of an approve that is refused.
    ``moved``: the note that the store was marked moved (``flag`` then names where)."""
    from arena.store.codec import parse_ts

    grid = _grid()
    state = view.state
    colour = {"pending": "yellow", "answered": "cyan", "resolved": "green"}.get(state, "red")
    grid.add_row("request", join(cell(view.id), "  ", styled(state, colour)))
    grid.add_row(
        "run",
        cell(f"{view.run_id}  (item {view.item}, adapter {view.adapter}, run {view.run_status})"),
    )
    if lost:
        grid.add_row("durability", cell(lost, "red"))  # "request … cannot be answered: …"
    elif not view.durable and view.run_status in ("waiting", "resuming"):
        grid.add_row(
            "durability",
            join(
                styled("not durable", "red"),
                ": a process restart loses this run; only the process that ran it can resume it",
            ),
        )
    grid.add_row("action", cell(view.action))
    if view.tool and view.tool != view.action:
        grid.add_row("gates", cell(view.tool))
    grid.add_row("args", Text(args_text(view.args) or "-"))
    grid.add_row("why", cell(view.why or "-"))
    grid.add_row("side effect", cell(view.effect))
    binds = view.binds or {}
    approving = binds.get("authorises") or "nothing (asked before bindings)"
    if binds.get("proposed"):  # edited: the edited call is the one approved
        approving += f" — edited; as asked: {binds['proposed']}"
    grid.add_row("approving", cell(f"authorises {approving}"))
    if view.user_asked:
        grid.add_row("user asked", cell(view.user_asked))
    grid.add_row("agent said", cell(view.agent_said or "-"))
    for i, line in enumerate(view.so_far):
        grid.add_row("so far" if i == 0 else "", cell(line))
    asked = view.asked_by
    step = f", step {asked['step']}" if asked.get("step") else ""
    grid.add_row(
        "asked",
        cell(
            f"leg {asked.get('leg')}{step}, {stamp(view.asked_at)} ({ago(parse_ts(view.asked_at))})"
        ),
    )
    grid.add_row("expires", cell(view.expires_at or "never"))
    grid.add_row("options", cell(", ".join(o.id for o in view.options)))
    grid.add_row("decided by", cell(view.governance_line()))
    if view.votes_line():
        grid.add_row("votes", cell(view.votes_line() or ""))
    if view.answer:
        a = view.answer
        role = f", role {a.role}" if a.role else ""
        note = f" — {a.note}" if a.note else ""
        grid.add_row(
            "answer", cell(f"{a.verdict} by {a.by} ({a.interface}{role}) at {stamp(a.at)}{note}")
        )
        if a.text is not None and a.read_as is not None:  # the person's words, and their reading
            from arena.views import said_line

            grid.add_row("", cell(said_line(a.text, a.read_as)))
    if moved:
        grid.add_row("note", cell(moved, "yellow"))
    hints = view.next_commands
    lines: list[str] = []
    if lost:
        lines = [sweep(flag)]
    elif state == "pending":
        lines = [hints.get(k, "") for k in ("approve", "deny", "resume") if hints.get(k)]
    elif state == "answered":
        lines = [hints.get("resume", f"arena resume {view.run_id}")]
    console.print(grid)
    commands(console, "next", lines, _label_width(grid))  # whole: not folded in the grid


def print_run(
    console: Console,
    view: RunView,
    flag: str = "",
    lost: str | None = None,
    continued: str | None = None,
    moved: str | None = None,
) -> None:
    """``flag``: the ``--store`` its next commands need (:func:`arena.store.store_flag`; where
    the store was marked moved, the one it names: ``moved`` is that note);
    ``lost``: why none of its pending requests can be answered any more; ``continued``: what
    continues a run ``arena resume`` cannot rebuild (an eval's: ``t.resume()`` there), said as
    its next step instead (:func:`arena.runs.eval_runs.next_step`)."""
    grid = _grid()
    grid.add_row("run", join(cell(view.id), "  ", styled(view.status, "bold")))
    # An eval's run has no arena (and its item is the run id unless named): "/run_…:" before.
    item = f"{view.arena}/{view.item}" if view.arena else view.item
    grid.add_row("item", cell(f"{item}: {view.input}" if view.input else item))
    grid.add_row("adapter", cell(f"{view.adapter} · model {view.model} · {view.mode} mode"))
    grid.add_row("durability", cell(view.durability, "green" if view.durable else "red"))
    grid.add_row("legs", str(view.legs))
    grid.add_row("created", cell(f"{stamp(view.created_at)} by {created_by(view)}"))
    if view.claim:
        until = stamp(view.claim.until) if view.claim.until else "no expiry"
        said = f"by {view.claim.owner} until {until}{_claim_gone(view, continued)}"
        grid.add_row("claimed", cell(said))
    if view.own_error:
        grid.add_row("error", cell(view.own_error, "red"))
    for i, r in enumerate(view.requests):
        said = f"{r.answer.verdict} by {r.answer.by}" if r.answer else r.state
        if r.answer and r.answer.edited_args:  # "edited by alice" alone: to what? (requests45)
            from arena.views import arg_changes

            changed = arg_changes(r.proposed_side_effect, r.args, r.answer.edited_args)
            said += f": {'; '.join(changed)}" if changed else ""
        if r.refused:  # answers that lost to it (arena history has them whole)
            said += f"; refused after it: {', '.join(r.refused)}"
        grid.add_row(
            "requests" if i == 0 else "",
            cell(f"{r.id} (leg {r.asked_by.get('leg')}): {r.effect} — {said}"),
        )
    for i, c in enumerate(view.tool_calls):
        # Whole, wrapped between words: cut at 100 characters, "seats 10" read "seats 1".
        grid.add_row(
            "tool calls" if i == 0 else "", cell(f"leg {c.leg} {c.tool} {c.status}: {c.result}")
        )
    for i, e in enumerate(view.leg_errors):
        grid.add_row("leg errors" if i == 0 else "", cell(f"leg {e.leg}: {e.error}", "red"))
    if view.off_script:
        grid.add_row("note", cell(view.off_script, "yellow"))
    if moved:
        grid.add_row("note", cell(moved, "yellow"))
    for late in view.contradicted:  # the ledger's word and the tool's disagree (durable35)
        grid.add_row("note", cell(late, "red"))
    for i, line in enumerate(view.unrecorded):  # ran, in no recorded leg yet (durable36)
        grid.add_row("ledger" if i == 0 else "", cell(line, "yellow"))
    if view.stored_verdict:  # the row said otherwise; the checks below are the legs' own
        grid.add_row(
            "note", cell(f"the store's row is not what its legs give: {view.stored_verdict}", "red")
        )
    if view.checks is not None:
        for i, check in enumerate(view.checks):
            mark = styled("pass", "green") if check.passed else styled("FAIL", "red")
            grid.add_row(
                "checks" if i == 0 else "", join(mark, " ", f"{check.name}: {check.detail}")
            )
    lines: list[str] = []
    if view.reconcile:
        lines.append(view.reconcile.command + flag)
    if lost:
        grid.add_row("note", cell(lost, "red"))
        lines.append(sweep(flag))
    elif view.status == "waiting":
        waiting = [r for r in view.requests if r.state == "pending"]
        resume = continued or f"arena resume {view.id}{flag}"
        lines.append(f"arena approve {waiting[0].id}{flag}" if waiting else resume)
    elif continued is None and not view.reconcile and claim_gone(view):
        lines.append(f"arena resume {view.id}{flag}")  # the dead claim is taken over now
    console.print(grid)
    for line in lines:  # whole: a command folded in the grid could not be pasted
        commands(console, "next", [line], _label_width(grid))


def _claim_gone(view: RunView, continued: str | None) -> str:
    """What ``arena show`` adds to a claim whose process has exited (this host, its PID gone:
    :func:`arena.operator.process_gone`): the claim binds no one, and what takes it over now,
    not when it expires (fixes36b: it read as a live resume)."""
    if not claim_gone(view):
        return ""
    if continued is not None and continued.startswith("none"):  # no one continues it
        return " — that process has exited"
    how = continued or "arena resume" + ("" if view.reconcile else " (next)")
    return f" — that process has exited: {how} takes the run over now, not once the claim expires"


def claim_gone(view: RunView) -> bool:
    """``view`` is resuming under a claim whose process has exited (see :func:`_claim_gone`)."""
    from arena.operator import process_gone

    return view.claim is not None and view.status == "resuming" and process_gone(view.claim.owner)


# -- approve / deny -----------------------------------------------------------------------------
def answered_line(view: RequestView, still_open: Sequence[str] = (), flag: str = "") -> str:
    """``approved REQ (run RUN: books ...) as alice.`` wrapped to the terminal, then ``Next:
    ...`` on a line of its own, whole (it was ~150 characters, ``Next:`` mid-line), inert.
    ``still_open``: the run's requests not answered yet; the run resumes only once they are, so
    the next step is answering the first (``flag``: the ``--store`` it needs)."""
    assert view.answer is not None, "answered_line shows an answered request"
    resume = view.next_commands.get("resume", f"arena resume {view.run_id}")
    binds = view.binds or {}
    effect = view.effect
    if binds.get("proposed") and binds.get("authorises"):  # edited: say what it authorises now
        effect = f"authorises {binds['authorises']}, not as asked: {view.effect}"
    said = wrap(
        inert(f"{view.answer.verdict} {view.id} (run {view.run_id}: {effect}) as {view.answer.by}.")
    )
    if still_open:
        waits = wrap(
            f"The run still waits on {', '.join(still_open)}: it resumes once every request of "
            "its pause is answered."
        )
        return f"{said}\n{waits}\nNext: arena approve {still_open[0]}{inert(flag)}"
    return f"{said}\nNext: {inert(resume)}"


# -- reconciliation -----------------------------------------------------------------------------
def held_table(views: Sequence[RunSummary]) -> Table:
    """Runs held for reconciliation, with the ledger's facts and the command that settles each."""
    table = Table(title=f"Needs reconciliation ({len(views)})")
    for col in ("run", "item", "adapter"):
        table.add_column(col, overflow="fold", no_wrap=col == "run")
    table.add_column("what the ledger knows", overflow="fold", ratio=1)
    for r in views:
        table.add_row(r.run_id, r.item, r.adapter, inert(r.error or ""))
    return table


def sweep(flag: str = "") -> str:
    """The command that closes runs whose pause is gone (nothing can answer them any more)."""
    return f"arena sweep --not-durable{flag}"


def held_hint(flag: str = "") -> str:
    from arena.reconcile import command

    return "settle: " + command("<run>") + flag


def hint(console: Console, line: str) -> None:
    """A line holding a command to copy, printed as typed: no markup, no highlighting (rich
    coloured ``<request>`` as an XML tag and ``...`` as an ellipsis), and never wrapped: at 80
    columns or into a pipe a command broken across lines cannot be pasted (tester3 finding 14);
    a terminal narrower than the line folds it, but the text holds no newline."""
    console.print(cell(line), highlight=False, soft_wrap=True)


def commands(console: Console, label: str, lines: Sequence[str], width: int = 0) -> None:
    """``label`` then one command per line, each whole (:func:`hint`), the rest aligned under
    the first: ``decide: arena show ...`` / ``        arena approve ...``."""
    pad = max(width, len(label) + 1)
    for i, line in enumerate(lines):
        console.print(
            cell(f"{label if i == 0 else '':<{pad}}{line}"), highlight=False, soft_wrap=True
        )


def _label_width(grid: Table) -> int:
    """The width of a :func:`_grid`'s label column, padding included (to align lines under it)."""
    return max((len(str(c)) for c in grid.columns[0].cells), default=0) + 2


__all__ = [
    "ID_WIDTH",
    "WIDE_TERMINAL",
    "ago",
    "answered_line",
    "call",
    "commands",
    "held_hint",
    "held_table",
    "hint",
    "history_table",
    "history_view",
    "id_column",
    "outcomes_blocks",
    "outcomes_table",
    "outcomes_view",
    "pending_blocks",
    "pending_table",
    "pending_view",
    "print_request",
    "print_run",
    "runs_blocks",
    "runs_table",
    "runs_view",
]
