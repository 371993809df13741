"""What a shipped adapter's durable cell must read, checked on a run a test already made.

A phase process importing LangGraph or ADK costs 2-2.5 s of CPU: so the mid-leg crash tests
(tests/durable/test_durable_mid_leg.py) and the state-folder cells
(tests/durable/test_state_folder_listed.py) share one ``run_adapter`` per framework, and both
read its outcome with :func:`assert_keeps_cell` (speed52a).
"""

from __future__ import annotations

from pathlib import Path

from arena.arenas import load_arena
from arena.cli.restart_cmd import _durable_cell, matrix_rows
from arena.durable_state.orchestrate import AdapterOutcome
from arena.evaluate import check_spec

PLAIN_YES = "[green]yes[/green]"
OWN_FILE = "[yellow]yes, + own file[/yellow]"
#: The file each shipped adapter keeps beside the store (None: nothing but the stores).
OWN = {"langgraph": "langgraph-checkpoints.sqlite", "google_adk": "google_adk.db"}


def assert_keeps_cell(outcome: AdapterOutcome, adapter: str, cell: str) -> None:
    """Every crash point's cell is ``cell``; the files its resumers read beside the store are its
    own SQLite file alone (or none), in the crash table and in the feature matrix."""
    cells = [_durable_cell(c) for c in outcome.crash_points]
    assert cells == [cell] * len(cells), outcome.reason
    own = OWN.get(adapter)
    names = {Path(f).name for f in outcome.beside_store}
    assert (own in names) if own else not names, outcome.beside_store
    (row,) = matrix_rows([outcome], check_spec(load_arena("durable_state")))
    matrix = {PLAIN_YES: "yes", "[red]no[/red]": "no"}.get(cell, "yes, + own file")
    assert row.cells["durable"].value == matrix, row.cells["durable"].why
    shown = {Path(f).name for f in row.durable_beside_store}
    assert (own in shown) if own else not shown, row.durable_beside_store
