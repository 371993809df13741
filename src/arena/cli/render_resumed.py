"""What ``arena resume`` prints of the runs it resumed: one row per run (its item, adapter,
status and legs, and its checks' verdict or why it was not resumed), as a table on a wide
terminal where it fits, else one block per run with the run id whole. Re-exported by
:mod:`arena.cli.render` (``render.outcomes_view``), where the other operator commands' tables are.

Everything that came from a model, a user or another operator goes through
:mod:`arena.display` (``cell``/``join``): escaped, never read as markup.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from rich.console import Group
from rich.padding import Padding
from rich.table import Table
from rich.text import Text

from arena.cli.layout import WIDE_TERMINAL, Packed, fits, id_column
from arena.display import cell, join, styled

if TYPE_CHECKING:
    from arena.views import OutcomeView


def _verdict(v: OutcomeView, flag: str = "") -> Text:
    failed = [c.name for c in v.checks if not c.passed]
    verdict = (
        styled("pass", "green") if v.passed else join(styled("FAIL", "red"), " ", ", ".join(failed))
    )
    if v.error:  # '; ': piped, 'reported_booking model endpoint error: ...' read as one
        return join(verdict, "; ", cell(v.error, "red"))
    if v.status == "waiting":
        return cell(f"waiting again: arena pending{flag}")
    if not v.passed and v.off_script:
        return join(verdict, f" ({v.off_script})")
    return verdict


def outcomes_view(views: Sequence[OutcomeView], width: int, flag: str = "") -> Table | Group:
    """The table on a wide terminal where it fits (:func:`fits`); otherwise one block per run."""
    if width >= WIDE_TERMINAL and fits(table := outcomes_table(views, flag), width, wrapping=True):
        return table
    return outcomes_blocks(views, flag)


def _resumed_title(views: Sequence[OutcomeView]) -> str:
    return f"Resumed ({sum(v.resumed for v in views)}/{len(views)})"


def outcomes_table(views: Sequence[OutcomeView], flag: str = "") -> Table:
    table = Table(title=_resumed_title(views))
    id_column(table, "run")
    for col in ("item", "adapter", "status", "legs"):
        table.add_column(col, overflow="fold")
    table.add_column("result", overflow="fold", ratio=1)
    for v in views:
        if not v.resumed:
            table.add_row(
                cell(v.run_id), "", "", styled("not resumed", "red"), "", cell(v.error or "")
            )
            continue
        table.add_row(
            cell(v.run_id),
            cell(v.item),
            cell(v.adapter),
            cell(v.status),
            str(v.legs),
            _verdict(v, flag),
        )
    return table


def outcomes_blocks(views: Sequence[OutcomeView], flag: str = "") -> Group:
    """The same for a narrow terminal: the run id first, whole; the verdict at full width."""
    parts: list[Text | Packed | Padding] = [styled(_resumed_title(views), "bold")]
    for v in views:
        if not v.resumed:
            head = Packed(cell(v.run_id, "bold"), styled("not resumed", "red"))
            parts += [Text(""), head, Padding(cell(v.error or ""), (0, 0, 0, 2), expand=False)]
            continue
        head = Packed(
            cell(v.run_id, "bold"),
            *(cell(value) for value in (v.item, v.adapter, v.status)),
            Text(f"{v.legs} leg{'s' if v.legs != 1 else ''}"),
        )
        parts += [Text(""), head, Padding(_verdict(v, flag), (0, 0, 0, 2), expand=False)]
    return Group(*parts)
