"""``arena matrix``: run the probes and derive the feature matrix from what happened."""

from __future__ import annotations

import contextlib
import os
import shutil
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import click
from click.core import ParameterSource

from arena.adapters import resolve_names
from arena.arenas import load_arena
from arena.cli.console import Console, say_file
from arena.cli.options import (
    adapter_option,
    concurrency_option,
    echo_json,
    json_option,
    out_option,
    probe_seed_line,
    probe_seed_option,
)
from arena.cli.out_claim import claimed
from arena.cli.run_args import check_arena_name
from arena.endpoints import ModelChoice
from arena.evaluate import build_adapters, check_spec
from arena.framework_log import framework_log
from arena.matrix import derive_matrix
from arena.probes import draw_seed, measure
from arena.provenance import Provenance
from arena.report import evidence_table, matrix_table, mechanisms_table
from arena.restart_probe import restart_runs
from arena.results import drop_if_empty, fresh_folder, write_results


@contextlib.contextmanager
def _none_left_on_ctrl_c(out: Path, given: bool) -> Iterator[None]:
    """A Ctrl-C before the results are written leaves no half-written folder: the restart
    probe's scratch (``restart/``, its paused runs' store and logs) removed, and the default
    folder with it when empty (``--out``'s is :func:`claimed`'s). An interrupted ``arena matrix
    --out x`` left ``x/restart/pause.log``, and ``arena report x`` then asked "is this a results
    folder of arena run?" (users51)."""
    try:
        yield
    except KeyboardInterrupt:
        shutil.rmtree(out / "restart", ignore_errors=True)  # the next matrix's is made afresh
        if not given:
            drop_if_empty(out)
        raise


class _ArenaByOption(click.Command):
    """``arena matrix`` with words left over: ``arena run`` names its arena by position, so
    ``arena matrix ./my_arena`` was tried too and told only "Got unexpected extra argument
    (./my_arena)" (users53): the arena is ``--arena``'s."""

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        ctx.allow_extra_args = True
        rest = super().parse_args(ctx, args)
        if ctx.args:
            got = " ".join(ctx.args)
            given = ctx.get_parameter_source("arena_name") == ParameterSource.COMMANDLINE
            fix = "drop it" if given else f"arena matrix --arena {ctx.args[0]}"
            raise click.UsageError(
                f"arena matrix takes no arguments (got {got!r}): it names its arena with "
                f"--arena; {fix}",
                ctx,
            )
        return rest


@click.command(cls=_ArenaByOption)
@adapter_option()
@click.option(
    "--arena",
    "arena_name",
    default="human_in_the_loop",
    show_default=True,
    callback=check_arena_name,
    help="The arena whose tools and items the probes run (arenas/<name>/).",
)
@concurrency_option()
@probe_seed_option(
    "Seed of the items each probe runs (default: a new one each time, printed and kept in "
    "summary.json; give it back to run the same items again)."
)
@json_option("Print the rows (with evidence) as JSON.")
@out_option("Results folder, the evidence behind the rows (default: results/matrix-<timestamp>).")
def matrix(
    adapter_sel: str,
    arena_name: str,
    concurrency: int,
    probe_seed: int | None,
    as_json: bool,
    out: Path | None,
) -> None:
    """Run the compliant arena and the probes (batch, batch_swapped, hasty, gated, gated_edited,
    reject, switch, edited, partial, second_send) on the scripted model and derive every column from the runs, naming the run ids behind each cell
    (docs/methodology.md §7); durable from three restarts per adapter (an approved, a denied
    and a lapsing item paused in a process that then ends, answered and resumed in a fresh one from its store)."""
    provenance = Provenance(kind="matrix")
    arena = load_arena(arena_name)
    arena.check_scripted()
    arena.check_played(probes=True)  # its probes are room bookings (users53)
    names = resolve_names(adapter_sel)
    adapters = build_adapters(arena, names)
    seed = draw_seed() if probe_seed is None else probe_seed
    given = out is not None
    # the default folder made now, by this command alone (two matrices started in one second
    # shared one, and the later overwrote the other's runs)
    out = out or fresh_folder(Path("results"), f"matrix-{datetime.now(UTC):%Y%m%d-%H%M%S}")
    # --out: held by this command until its results are written (two matrices into one folder
    # overwrote each other's runs, users44; the default folder is this command's already)
    with claimed(out) if given else contextlib.nullcontext(), _none_left_on_ctrl_c(out, given):
        choice = ModelChoice()
        with choice.open() as endpoint, framework_log(out / "framework.log") as logs:
            provenance.describe_model(name=endpoint.model, url=None, behaviour="compliant")
            results, unsupported = measure(
                arena, names, endpoint, concurrency=concurrency, seed=seed
            )
            # the durable column: items of each adapter paused in a process that ends, answered
            # and resumed in a fresh one from its store (evidence44b; the pause's form alone read
            # FakeDurable durable; paused here, a pause served from memory did: red team 47)
            results += restart_runs(
                arena, names, endpoint, out / "restart", seed=seed, model=choice.as_job(),
                parallel=min(concurrency, max(2, os.cpu_count() or 2)),  # each imports its framework
            )  # fmt: skip
        spec = check_spec(arena)
        rows = derive_matrix(
            results, {a.name: a for a in adapters}, gate=spec.gate, tool=spec.tool,  # type: ignore[misc]
            unsupported=unsupported, spec=spec,
        )  # fmt: skip
        write_results(
            out,
            results,
            arena=arena.name,
            model=endpoint.model,
            extra={
                "behaviour": "compliant",
                "probe_seed": seed,
                "matrix": [r.as_dict() for r in rows],
                "arena_path": str(arena.path.resolve()),  # what arena report loads (evals45)
            },
            provenance=provenance,
            frameworks={a.name: a.framework_version for a in adapters},
        )
    if as_json:
        echo_json([r.as_dict() for r in rows])  # keys sorted, as every other --json
        logs.report(Console(stderr=True))
        return
    console = Console()
    console.print(matrix_table(rows, width=console.width))
    console.print(evidence_table(rows, console.width))
    console.print(mechanisms_table(rows, console.width))
    logs.report(console)
    console.print(probe_seed_line(seed))
    say_file(console, "results", out)
