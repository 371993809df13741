"""``arena run`` and ``arena list``."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path

import click
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table

from arena.adapters import ADAPTERS, resolve_names
from arena.arenas import available_arenas, load_arena
from arena.endpoints import model_endpoint
from arena.evaluate import build_adapters, evaluate
from arena.report import print_results
from arena.results import run_record, write_results
from arena.runner import RunResult


@click.command()
@click.argument("arena_name", metavar="ARENA")
@click.option(
    "--adapter",
    "adapter_sel",
    default="all",
    show_default=True,
    help="Adapter name, comma-separated names, or 'all' (every installed adapter).",
)
@click.option(
    "--behaviour",
    default="compliant",
    show_default=True,
    help="Scripted model behaviour: compliant, reckless, chatty, stubborn, mute, double, ...",
)
@click.option("--model-url", default=None, help="Use a real OpenAI-compatible endpoint instead.")
@click.option("--model", "model_name", default=None, help="Model name at --model-url.")
@click.option("--api-key-env", default=None, help="Environment variable holding the API key.")
@click.option("--concurrency", default=4, show_default=True, type=click.IntRange(1, 1000))
@click.option("--leg-timeout", default=60.0, show_default=True, type=float, help="Seconds per leg.")
@click.option(
    "--out",
    type=click.Path(path_type=Path),
    default=None,
    help="Results folder (default: results/<arena>-<timestamp>).",
)
@click.option(
    "--json", "as_json", is_flag=True, help="Print one JSON line per run instead of tables."
)
@click.option("--quiet", is_flag=True, help="Only the summary table.")
def run(
    arena_name: str,
    adapter_sel: str,
    behaviour: str,
    model_url: str | None,
    model_name: str | None,
    api_key_env: str | None,
    concurrency: int,
    leg_timeout: float,
    out: Path | None,
    as_json: bool,
    quiet: bool,
) -> None:
    """Run an arena's items through adapters and score them mechanically."""
    arena = load_arena(arena_name)
    names = resolve_names(adapter_sel)
    adapters = build_adapters(arena, names)
    console = Console(stderr=as_json)
    stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S")
    out = out or Path("results") / f"{arena.name}-{stamp}"
    with model_endpoint(
        behaviour=behaviour, model_url=model_url, model=model_name, api_key_env=api_key_env
    ) as endpoint:
        total = len(adapters) * len(arena.items)
        with Progress(
            TextColumn("[bold]{task.description}"),
            BarColumn(),
            MofNCompleteColumn(),
            TimeElapsedColumn(),
            console=console,
            transient=True,
            disable=as_json,
        ) as progress:
            task = progress.add_task(f"{arena.name} · {endpoint.model}", total=total)

            def done(result: RunResult) -> None:
                progress.advance(task)

            results = evaluate(
                arena,
                adapters,
                endpoint,
                concurrency=concurrency,
                leg_timeout_s=leg_timeout,
                on_result=done,
            )
    versions = {a.name: getattr(a, "framework_version", "") for a in adapters}
    write_results(
        out,
        results,
        arena=arena.name,
        model=endpoint.model,
        extra={"behaviour": behaviour if not model_url else None, "versions": versions},
    )
    if as_json:
        for r in results:
            click.echo(json.dumps(run_record(r), sort_keys=True))
        return
    print_results(results, console, items=not quiet)
    console.print(f"results: {out}")


@click.command(name="list")
def list_cmd() -> None:
    """Show arenas and adapters (with install hints for adapters not installed)."""
    console = Console()
    arenas = Table(title="Arenas")
    for col in ("arena", "items", "description"):
        arenas.add_column(col)
    for name in available_arenas():
        arena = load_arena(name)
        arenas.add_row(name, str(len(arena.items)), arena.description)
    console.print(arenas)
    adapters = Table(title="Adapters")
    for col in ("adapter", "HITL primitive", "installed"):
        adapters.add_column(col)
    for info in ADAPTERS.values():
        state = "yes" if info.installed() else f"no — {info.install_hint()}"
        adapters.add_row(info.name, info.primitive, state)
    console.print(adapters)
