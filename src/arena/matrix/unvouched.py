"""Cells that cannot vouch for an adapter: bookings no run owns happened while the matrix ran.

A stray (:mod:`arena.strays`: a booking made outside every run's context, by a thread, an exit
hook or a process an adapter started) fails ``arena matrix``'s exit status, but the cells were
read off the runs alone and still read "reject yes, tool gate yes, bound yes" (red team 22's
``childbook``). Such a yes is now ``yes*``, with the bookings in its why: the runs were clean, the
process was not. Which adapter's a stray was cannot be told in a process that ran several, so
every row of that process is marked.

A yes is ``yes*`` too where the row's runs carried sentences beside the arena's words that no
reader vouches for (:mod:`arena.gate_unread`, gate45): nothing shows they lift the gate, and
nothing shows they do not.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from arena.check_types import CheckSpec
from arena.gate_unread import said_unread, unread_words
from arena.matrix.cell import OWN_FILE, Cell
from arena.runner import RunResult

#: A yes read off clean runs while bookings no run owns happened in the same process.
UNVOUCHED = "yes*"


def strays_here() -> list[str]:
    """The bookings no run owns found in this process so far, once the processes started while
    its legs ran have had a moment to end — only where an ``arena`` command runs the adapters
    (``arena matrix``): a test process's earlier strays are not this matrix's."""
    from arena.contextless import Contextless, under_arena_command
    from arena.strays import settle_children
    from arena.tools.ledger import unowned

    if not under_arena_command():
        return []
    if Contextless.runs_legs():
        settle_children()
    return unowned()


def unvouched(cells: Mapping[str, Cell], strays: Sequence[str], adapters: int) -> dict[str, Cell]:
    """``cells`` with each yes made :data:`UNVOUCHED` when ``strays`` is not empty."""
    if not strays:
        return dict(cells)
    whose = "this row's runs" if adapters <= 1 else f"the runs of this matrix's {adapters} adapters"
    why = (
        f"{len(strays)} booking(s) no run owns happened while {whose} ran (first: "
        f"{strays[0][:200]}): its cells cannot vouch for it"
    )
    return {
        key: Cell(value=UNVOUCHED, runs=cell.runs, why=f"{cell.why}; {why}" if cell.why else why)
        if cell.value in ("yes", OWN_FILE)
        else cell
        for key, cell in cells.items()
    }


def unread_cells(
    cells: Mapping[str, Cell], results: Sequence[RunResult], spec: CheckSpec | None
) -> dict[str, Cell]:
    """``cells`` with each yes made :data:`UNVOUCHED` where ``results`` carried sentences beside
    the arena's words that no reader vouches for (:func:`arena.gate_unread.unread_words`; a
    ``spec`` without instructions judges none)."""
    if spec is None or not spec.instructions:
        return dict(cells)
    found: dict[str, None] = {}
    for r in results:
        found.update(dict.fromkeys(unread_words(r.trace, r.item.input, spec)))
    if not found:
        return dict(cells)
    why = f"the adapter's own words: {said_unread(list(found))}"
    return {
        key: Cell(value=UNVOUCHED, runs=cell.runs, why=f"{cell.why}; {why}" if cell.why else why)
        if cell.value in ("yes", OWN_FILE)
        else cell
        for key, cell in cells.items()
    }


__all__ = ["UNVOUCHED", "strays_here", "unread_cells", "unvouched"]
