"""The widths and ages the operator tables share: the id column that never shrinks below an id,
the terminal width below which tables turn into blocks, and "3 min ago"."""

from __future__ import annotations

import io
from datetime import datetime
from typing import TYPE_CHECKING

from rich.console import Console, ConsoleOptions, RenderResult
from rich.measure import Measurement
from rich.table import Table
from rich.text import Text

from arena.types import utcnow

if TYPE_CHECKING:
    from arena.views import RunView

#: Widest run or request id (``req_`` + 16 hex): an id column is never narrower.
ID_WIDTH = 20
#: Below this many columns ``pending``, ``resume``, ``runs`` and ``history`` print blocks (or fewer,
#: taller columns) instead of their wide tables: at 80 a column ~20 characters wide folded words.
WIDE_TERMINAL = 120


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


def until(at: datetime) -> str:
    """``expires in 13s`` / ``in 30 min`` / ``in 5 h``, or ``expired`` once ``at`` has passed."""
    seconds = int((at - utcnow()).total_seconds())
    if seconds <= 0:
        return "expired"
    if seconds < 120:
        return f"expires in {seconds}s"
    if seconds < 7200:
        return f"expires in {seconds // 60} min"
    return f"expires in {seconds // 3600} h"


class Packed:
    """Facts joined by " · " on as few lines as the width allows, each line broken only between
    two facts (after the "·"), the next line ``hang`` columns in: rich wrapped them between any two words, so
    at 40 columns ``arena runs`` read 'result' / '-' and 'not' / 'durable', and ``arena pending``
    began a line with '· 1s ago' or the adapter, flush left as if a new block (users tester 33).
    The breaks are chosen at the width it is printed at (a pipe's COLUMNS, a padding's)."""

    def __init__(self, *facts: Text, hang: int = 2) -> None:
        self.facts = [f for f in facts if f.plain]
        self.hang = hang

    def text(self, width: int) -> Text:
        out = Text()
        used = 0
        for n, fact in enumerate(self.facts):
            size = fact.cell_len
            room = 0 if n == len(self.facts) - 1 else 2  # for the " ·" of a break after it
            if used and used + 3 + size + room > width:
                out.append(" ·\n" + " " * self.hang)  # the "·" says the line goes on
                used = self.hang
            elif used:
                out.append(" · ")
                used += 3
            out.append(fact)
            used += size
        return out

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        yield self.text(options.max_width)

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        widest = max((f.cell_len for f in self.facts), default=0)
        return Measurement(widest, sum(f.cell_len + 3 for f in self.facts) - 3)


def id_column(table: Table, name: str) -> None:
    table.add_column(name, width=ID_WIDTH, overflow="fold")


def fits(table: Table, width: int, *, wrapping: bool = False) -> bool:
    """Whether ``table`` fits ``width`` columns with no cell squeezed: every column at its widest
    cell or header (``item · adapter`` is 14 wide whatever its values), borders and padding
    included. ``wrapping``: its cells may wrap between words (a note, a verdict), so only each
    one's longest word and the unwrappable columns (an id, a time) need the room. A view picks a
    table only where it fits, so rich never crops a column (at 80 columns ``arena runs`` read
    ``update`` and ``22s ag``, its right border gone)."""
    console = Console(file=io.StringIO(), width=100_000, color_system=None)
    measured = Measurement.get(console, console.options, table)
    return (measured.minimum if wrapping else measured.maximum) <= width


def stamp(iso: str) -> str:
    """A stored time as ``arena history`` prints it, ``2026-12-05 06:33:46 UTC``: the ISO form
    with microseconds (``2026-12-05T06:33:46.720255+00:00``) broke mid-token at 40 columns in
    ``arena show`` (users tester 32). Text that is not a time is returned as it is."""
    from arena.store.codec import parse_ts

    try:
        at = parse_ts(iso)
    except (TypeError, ValueError):
        return iso
    return iso if at is None else at.strftime("%Y-%m-%d %H:%M:%S UTC")


def created_by(view: RunView) -> str:
    """Who started the run and the process that ran its first leg: 'alice (cli), process
    vm:81:…'; only the process where who started it was not recorded (users32)."""
    if view.started_by is None:
        return f"process {view.created_by} (who started it was not recorded)"
    via = f" ({view.started_via})" if view.started_via not in (None, view.started_by) else ""
    return f"{view.started_by}{via}, process {view.created_by}"
