"""``arena list``: what can be run here, and how to install what cannot."""

from __future__ import annotations

import click
from rich.console import Group
from rich.padding import Padding
from rich.table import Table
from rich.text import Text

from arena.adapters import ADAPTERS
from arena.arenas import available_arenas, load_arena
from arena.cli.console import Console
from arena.cli.layout import Packed, fits
from arena.display import cell, styled


@click.command(name="list")
def list_cmd() -> None:
    """Show arenas and adapters (with install hints for adapters not installed)."""
    console = Console()
    arenas = [(name, load_arena(name, read=False)) for name in available_arenas()]
    # counted, not run: no model reads them
    table = Table(title="Arenas")
    table.add_column("arena", no_wrap=True)
    table.add_column("items", no_wrap=True)
    table.add_column("description")
    for name, arena in arenas:
        table.add_row(cell(name), str(len(arena.items)), cell(arena.description))
    adapters = Table(title="Adapters")
    adapters.add_column("adapter", no_wrap=True)
    adapters.add_column("HITL primitive")
    adapters.add_column("installed")
    states = [
        (info, "yes" if info.installed() else f"no — {info.install_hint()}")
        for info in ADAPTERS.values()
    ]
    for info, state in states:
        adapters.add_row(cell(info.name), cell(info.primitive), cell(state))
    if fits(table, console.width, wrapping=True) and fits(adapters, console.width, wrapping=True):
        console.print(table)
        console.print(adapters)
        return
    # Too narrow for the tables (40 columns): one block each, so no arena or adapter name is
    # cut ('human_in_the…', 'openai_age…': the names arena run takes, users tester 33)
    parts: list[Text | Packed | Padding] = [styled("Arenas", "bold")]
    for name, arena in arenas:
        parts += [
            Packed(cell(name, "bold"), Text(f"{len(arena.items)} items")),
            Padding(cell(arena.description), (0, 0, 0, 2)),
        ]
    parts += [Text(""), styled("Adapters", "bold")]
    for info, state in states:
        parts += [
            Packed(
                cell(info.name, "bold"), Text("installed" if state == "yes" else "not installed")
            ),
            Padding(
                cell(info.primitive if state == "yes" else f"{info.primitive}; {state}"),
                (0, 0, 0, 2),
            ),
        ]
    console.print(Group(*parts))
