"""What ``runs`` and ``history`` print: one row (or block) per run, one per audit entry, in the
widest layout that fits the terminal; re-exported by :mod:`arena.cli.render`, where the other
operator commands' tables are.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import TYPE_CHECKING

from rich.console import Group
from rich.padding import Padding
from rich.table import Table
from rich.text import Text

from arena.cli.layout import WIDE_TERMINAL, Packed, ago, fits, id_column
from arena.display import cell, inert, join, styled

if TYPE_CHECKING:
    from arena.views import AuditView, RunSummary


# -- runs / history -----------------------------------------------------------------------------
def _result(r: RunSummary) -> Text:
    if r.passed is None:
        return Text("-")
    said = styled("pass", "green") if r.passed else styled("FAIL", "red")
    return join(said, styled("*", "bold red")) if r.stored_verdict else said


def stored_note(edited: Sequence[RunSummary], where: str) -> Text:
    """The line under ``arena runs`` for rows (marked ``*``) whose stored verdict their own
    stored legs do not give: the result shown is the legs' (red team 46)."""
    return cell(
        f"* {len(edited)} run(s) in {where} store verdicts their own legs do not give (the row "
        "was edited, or judged by another hitl-arena); shown as their legs give them: arena "
        "audit verify names each check",
        "red",
    )


def _legs(r: RunSummary) -> str:
    return f"{r.legs} leg{'s' if r.legs != 1 else ''}"


def runs_view(views: Sequence[RunSummary], width: int) -> Table | Group:
    """The widest layout whose every column fits at its content's width, headers included (ids
    and statuses are never squeezed: at 50 columns the status column had none, at 80 the
    ``item · adapter`` header's 14 characters pushed ``updated`` off the edge): the wide table,
    the narrow one, then one block per run."""
    if width >= WIDE_TERMINAL and fits(wide := runs_table(views), width):
        return wide
    narrow = runs_table(views, narrow=True)
    return narrow if fits(narrow, width) else runs_blocks(views)


def runs_blocks(views: Sequence[RunSummary]) -> Group:
    """The same facts for a very narrow terminal: the run id first, whole, with its status; then
    item, adapter, legs and result, indented."""
    parts: list[Text | Packed | Padding] = [styled(f"Runs ({len(views)})", "bold")]
    for r in views:
        head = Packed(
            cell(r.run_id, "bold"), cell(r.status), cell(ago(datetime.fromisoformat(r.updated_at)))
        )
        said = Packed(
            cell(r.item),
            cell(r.adapter),
            Text(_legs(r)),
            styled("" if r.durable else "not durable", "dim"),
            join(styled("result ", "dim"), _result(r)),
            hang=0,
        )
        parts += [Text(""), head, Padding(said, (0, 0, 0, 2), expand=False)]
    return Group(*parts)


def runs_table(
    views: Sequence[RunSummary], width: int = WIDE_TERMINAL, *, narrow: bool | None = None
) -> Table:
    """One row per run; ``narrow`` (by default below :data:`WIDE_TERMINAL` columns): item and
    adapter share a cell and the legs (and "not durable") go under the status, so no word is
    folded ('compl eted'). A cell that cannot wrap ends in "…" where it is ever cut."""
    table = Table(title=f"Runs ({len(views)})")
    id_column(table, "run")
    if narrow is None:
        narrow = width < WIDE_TERMINAL
    columns = (
        ("item · adapter", "status", "result", "updated")
        if narrow
        else ("item", "adapter", "status", "legs", "durable", "result", "updated")
    )
    for col in columns:
        whole = col in ("result", "updated")
        table.add_column(col, overflow="ellipsis" if whole else "fold", no_wrap=whole)
    for r in views:
        updated = ago(datetime.fromisoformat(r.updated_at))
        legs = _legs(r)
        if narrow:
            table.add_row(
                cell(r.run_id),
                join(cell(r.item), Text("\n"), cell(r.adapter)),
                join(
                    cell(r.status),
                    styled(f"\n{legs}" + ("" if r.durable else "\nnot durable"), "dim"),
                ),
                _result(r),
                updated,
            )
            continue
        table.add_row(
            cell(r.run_id),
            cell(r.item),
            cell(r.adapter),
            cell(r.status),
            str(r.legs),
            "yes" if r.durable else "no",
            _result(r),
            updated,
        )
    return table


def history_view(run_id: str, views: Sequence[AuditView], width: int) -> Table | Group:
    """The table on a wide terminal where it fits; otherwise two lines per entry:
    when, what and which request; then by whom and the note, at full width (and an answer's
    words, with how they were read, on a third)."""
    from arena.views import edited_line, said_line

    if width >= WIDE_TERMINAL and fits(table := history_table(run_id, views), width, wrapping=True):
        return table
    parts: list[Text | Packed | Padding] = [
        join(styled("History of ", "bold"), cell(run_id, "bold"))
    ]
    for e in views:
        role = f" ({e.role})" if e.role else ""
        at = datetime.fromisoformat(e.at)
        head = Packed(
            Text(f"{at:%Y-%m-%d %H:%M:%S}"), cell(e.transition, "bold"), cell(e.request_id or "")
        )
        said = join(
            styled("by ", "dim"),
            cell(f"{e.by}{role} · {e.interface}"),
            *((styled(": ", "dim"), cell(e.note)) if e.note else ()),
        )
        parts += [head, Padding(said, (0, 0, 0, 2), expand=False)]
        if e.said is not None:  # an answer in words: what the person said, how it was read
            parts.append(Padding(cell(said_line(e.said, e.read_as)), (0, 0, 0, 2), expand=False))
        if e.edited is not None:  # an edited approval: what it authorises, what was asked
            parts.append(Padding(cell(edited_line(e.edited)), (0, 0, 0, 2), expand=False))
    return Group(*parts)


def history_table(run_id: str, views: Sequence[AuditView]) -> Table:
    from arena.views import edited_line, said_line

    table = Table(title=Text(f"History of {inert(run_id)}"))
    table.add_column("when", no_wrap=True, overflow="ellipsis")
    table.add_column("transition", no_wrap=True, overflow="ellipsis")
    table.add_column("by (role) · via", overflow="fold")
    id_column(table, "request")
    table.add_column("note", overflow="fold", ratio=1)
    for e in views:
        role = f" ({e.role})" if e.role else ""
        at = datetime.fromisoformat(e.at)
        table.add_row(
            f"{at:%Y-%m-%d}\n{at:%H:%M:%S}",
            cell(e.transition),
            cell(f"{e.by}{role} · {e.interface}"),
            cell(e.request_id or ""),
            cell(
                "; ".join(
                    filter(
                        None,
                        (
                            e.note,
                            e.said and said_line(e.said, e.read_as),
                            e.edited and edited_line(e.edited),
                        ),
                    )
                )
            ),
        )
    return table
