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
from arena.cli.options import echo_json, json_option
from arena.display import cell, styled


@click.command(name="list")
@json_option()
def list_cmd(as_json: bool) -> None:
    """Show arenas and adapters (with install hints for adapters not installed)."""
    arenas = [(name, load_arena(name, read=False)) for name in available_arenas()]
    # counted, not run: no model reads them
    if as_json:  # the names arena run takes, as arena env list --json gives its environments
        arena_rows = [
            {"name": name, "items": len(a.items), "description": a.description}
            for name, a in arenas
        ]
        adapter_rows = [
            {
                "name": info.name,
                "primitive": info.primitive,
                "installed": (ready := info.installed()),
                "install_hint": None if ready else info.install_hint(),
            }
            for info in ADAPTERS.values()
        ]
        echo_json({"arenas": arena_rows, "adapters": adapter_rows})
        return
    console = Console()
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
