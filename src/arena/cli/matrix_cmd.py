"""``arena matrix``: run the compliant arena and derive the feature matrix from what happened."""

from __future__ import annotations

import json

import click
from rich.console import Console

from arena.adapters import resolve_names
from arena.arenas import load_arena
from arena.endpoints import model_endpoint
from arena.evaluate import build_adapters, check_spec, evaluate
from arena.matrix import derive_matrix
from arena.report import matrix_table, mechanisms_table


@click.command()
@click.option(
    "--adapter",
    "adapter_sel",
    default="all",
    show_default=True,
    help="Adapter name, comma-separated names, or 'all' (every installed adapter).",
)
@click.option("--arena", "arena_name", default="human_in_the_loop", show_default=True)
@click.option("--concurrency", default=4, show_default=True, type=click.IntRange(1, 1000))
@click.option("--json", "as_json", is_flag=True, help="Print the rows as JSON.")
def matrix(adapter_sel: str, arena_name: str, concurrency: int, as_json: bool) -> None:
    """Run every item with the compliant scripted model and derive pause / enforced / durable /
    rejection columns from the traces (docs/methodology.md §7)."""
    arena = load_arena(arena_name)
    adapters = build_adapters(arena, resolve_names(adapter_sel))
    with model_endpoint(behaviour="compliant") as endpoint:
        results = evaluate(arena, adapters, endpoint, concurrency=concurrency)
    rows = derive_matrix(results, {a.name: a for a in adapters}, gate=check_spec(arena).gate)
    if as_json:
        click.echo(json.dumps([r.as_dict() for r in rows], indent=2))
        return
    console = Console()
    console.print(matrix_table(rows))
    console.print(mechanisms_table(rows))
