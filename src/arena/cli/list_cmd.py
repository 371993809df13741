"""``arena list``: what can be run here, and how to install what cannot."""

from __future__ import annotations

import click
from rich.table import Table

from arena.adapters import ADAPTERS
from arena.arenas import available_arenas, load_arena
from arena.cli.console import Console


@click.command(name="list")
def list_cmd() -> None:
    """Show arenas and adapters (with install hints for adapters not installed)."""
    console = Console()
    arenas = Table(title="Arenas")
    for col in ("arena", "items", "description"):
        arenas.add_column(col)
    for name in available_arenas():
        arena = load_arena(name, read=False)  # counted, not run: no model reads them
        arenas.add_row(name, str(len(arena.items)), arena.description)
    console.print(arenas)
    adapters = Table(title="Adapters")
    for col in ("adapter", "HITL primitive", "installed"):
        adapters.add_column(col)
    for info in ADAPTERS.values():
        state = "yes" if info.installed() else f"no — {info.install_hint()}"
        adapters.add_row(info.name, info.primitive, state)
    console.print(adapters)
