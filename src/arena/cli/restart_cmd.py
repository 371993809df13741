"""``arena run`` for an arena with ``mode: restart`` (durable_state): every phase in a fresh process.

The parent process imports no framework: it plans the phases, starts them
(:func:`arena.durable_state.run_durable`), reads the stores they leave and prints, per adapter and
crash point, how many runs passed, how many stored decisions never reached the agent, how many
bookings ran twice and how many re-runs the ledger held back (replays) — and the feature matrix
whose ``durable`` column comes from these runs.
"""

from __future__ import annotations

import contextlib
import json
import os
import sys
import tempfile
import time
from collections.abc import Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import click
from rich.table import Table

from arena.adapters import ADAPTERS
from arena.arenas import Arena
from arena.check_types import CheckSpec
from arena.cli.console import Console, say
from arena.cli.interrupted import on_ctrl_c
from arena.cli.options import EXIT_FAILED
from arena.cli.run_args import exit_for
from arena.durable_state import (
    CRASH_POINTS,
    AdapterOutcome,
    CrashOutcome,
    Settings,
    run_durable,
    sandbox,
)
from arena.endpoints import ModelChoice
from arena.errors import UserError
from arena.evaluate import check_spec
from arena.matrix import MatrixRow, derive_row
from arena.provenance import Provenance
from arena.report import matrix_table, mechanisms_table
from arena.results import fresh_folder, run_record, write_results


def _check_outside(name: str, arena: Arena) -> None:
    """Build the user's adapter once here, so that a wrong module or factory is one line
    before any phase starts, not the same error in every fresh process (the phases find the
    module from this folder too: :func:`arena.durable_state.process.child_env`)."""
    from arena.adapters import AgentSpec, load_adapter

    load_adapter(name, AgentSpec.from_module(arena.tools(), name=arena.name))


def refuse_options(
    arena: Arena, *, workers: int, repeats: int, seed: int | None, probes: bool
) -> None:
    """``arena run``'s options this arena does not take: refused before anything runs, never
    silently dropped (``--probes`` ran the durable run alone, tester 17)."""
    if workers > 1:
        raise UserError(
            f"--workers does not apply to {arena.name}: its phases are processes already"
        )
    if repeats > 1 or seed is not None:
        raise UserError(
            f"--repeats and --behaviour mix:... do not apply to {arena.name} yet; "
            "use them with human_in_the_loop"
        )
    if probes:
        raise UserError(
            f"--probes does not apply to {arena.name}: its durable column comes from the "
            "restart runs themselves; use --probes with human_in_the_loop"
        )


def _check_out(out: Path) -> None:
    """Create ``--out`` and write a scratch file there before any phase starts: an unwritable
    folder was found by the first phase's ``mkdir``, as a traceback (tester 17)."""
    try:
        out.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryFile(dir=out):
            pass
    except OSError as exc:
        raise UserError(
            f"cannot create results folder {out}: {exc.strerror}; pass --out a folder you can "
            "write to"
        ) from None


def quoted(path: Path) -> str:
    import shlex

    return shlex.quote(str(path))


def stopped_phases(name: str, out: Path) -> str:
    """What a Ctrl-C while the phases run leaves: no results (written once every phase is done)
    and no run in the store ``arena runs`` lists (each crash point has its own, under --out).
    It said "legs in flight were not recorded; arena runs shows where each stored run stands",
    and ``arena runs`` listed none of them (users48)."""
    return (
        f"the {name} phases in flight were stopped; its results are written only once every "
        f"phase is done, so none were ({quoted(out / 'stores')} holds the stores of the crash "
        f"points begun; arena runs lists none of them): run it again"
    )


def run_restart(
    arena: Arena,
    names: Sequence[str],
    choice: ModelChoice,
    *,
    concurrency: int,
    leg_timeout: float,
    out: Path | None,
    as_json: bool,
    quiet: bool,
    human: bool,
    store_path: str | None,
) -> list[AdapterOutcome]:
    """Run the restart arena; returns each adapter's outcome (``arena run`` sets its exit code
    from them: :func:`exit_for_restart`)."""
    if human:
        raise UserError(
            f"--human does not apply to {arena.name}: it answers every pause from a separate "
            "process itself; use --human with human_in_the_loop"
        )
    if store_path:
        raise UserError(
            f"--store does not apply to {arena.name}: each adapter and crash point gets its own "
            "store under the results folder (--out)"
        )
    for name in names:  # without importing any framework here: the phases do that
        info = ADAPTERS.get(name)
        if info is None:  # the user's own (module:factory): every phase imports it again
            _check_outside(name, arena)
            continue
        if not info.installed():
            raise UserError(f"adapter {name!r} is not installed here: {info.install_hint()}")
    if choice.is_mix:
        raise UserError(
            f"--behaviour mix:... does not apply to {arena.name}: its phases replay one "
            "behaviour; use a mix with human_in_the_loop"
        )
    choice.check()  # the errors opening it would raise, before any process starts
    provenance = Provenance(kind="restart")
    provenance.describe_model(
        name=choice.model_name,
        url=choice.model_url,
        behaviour=None if choice.model_url else choice.behaviour,
        api_key_env=choice.api_key_env,
    )
    console = Console(stderr=as_json)
    stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S")
    if out is not None:
        _check_out(out)
        # two commands into one --out shared its crash points' stores and overwrote each
        # other's results, as arena run's did before it claimed the folder (users44, users48)
        from arena.cli.out_claim import claimed

        command = click.get_current_context(silent=True)
        if command is not None:
            command.with_resource(claimed(out))
    out = out or fresh_folder(Path("results"), f"{arena.name}-{stamp}")  # never shared
    settings = Settings(
        model=choice,
        leg_timeout_s=leg_timeout,
        concurrency=concurrency,
    )
    parallel = max(1, min(len(names), os.cpu_count() or 1, concurrency))
    unsandboxed = sandbox.why_not()
    where = (
        f"in a fresh process on this machine's files (unsandboxed: {unsandboxed})"
        if unsandboxed
        else "in a fresh process and sandbox (its own "
        + (
            "mount, PID, IPC and UTS namespaces; the user key ring shared"
            if sandbox.shares_key_rings()
            else "user, mount, PID, IPC and UTS namespaces and key rings"
        )
        + (
            "; this machine's network shared"
            if sandbox.network_shared(choice.model_url is None)
            else "; a network of its own"
        )
        + ")"
    )
    console.print(
        f"{arena.name}: {len(names)} adapter(s) × {len(CRASH_POINTS)} crash points × "
        f"{len(arena.items)} items; every phase {where}, {parallel} adapter(s) at once"
    )
    clock = time.perf_counter()

    def done(o: AdapterOutcome) -> None:
        verdict = "survived" if o.survived_restart else "[red]did not survive[/red]"
        console.print(f"  {o.adapter}: {verdict} every crash point ({o.seconds:.1f}s)")

    on_ctrl_c(stopped_phases(arena.name, out))
    outcomes = run_durable(
        arena, names, out / "stores", settings=settings, parallel=parallel, on_done=done
    )
    wall = time.perf_counter() - clock
    results = [r for o in outcomes for r in o.results]
    spec = check_spec(arena)
    rows = (
        matrix_rows(outcomes, spec) if choice.scripted and choice.behaviour == "compliant" else []
    )
    write_results(
        out,
        results,
        arena=arena.name,
        model=choice.model_name,
        extra={
            "behaviour": choice.behaviour if choice.scripted else None,
            "matrix": [r.as_dict() for r in rows],
            "durable_state": {o.adapter: _summary(o) for o in outcomes},
            "arena_path": str(arena.path.resolve()),  # what arena report loads (evals45)
        },
        provenance=provenance,
        frameworks={o.adapter: o.version for o in outcomes},
    )
    on_ctrl_c(f"every phase had finished and its results were written: arena report {quoted(out)}")
    if as_json:
        for r in results:
            click.echo(json.dumps(run_record(r), sort_keys=True))
        return outcomes
    console.print(crash_table(outcomes))
    _print_crashes(console, outcomes, all_rows=not quiet)
    if rows:
        console.print(matrix_table(rows, width=console.width))
        if not quiet:
            console.print(mechanisms_table(rows, console.width))
    _print_verdicts(console, outcomes)
    say(
        console,
        f"wall time: {wall:.1f}s · results: {out} · stores and process logs: {out}/stores",
        markup=False,
    )
    return outcomes


def exit_for_restart(outcomes: Sequence[AdapterOutcome], fail_under: float) -> None:
    """Exit 1 when too few runs passed (:func:`exit_for`) or when any phase's execution journal
    holds a booking no run owns, with one line on stderr naming it. Every run passed in such a
    crash point and only its ``durable`` cell said ``no``: the command exited 0 (red team 22, F3)
    where human_in_the_loop exits 1 for the same booking (``arena.cli.entry``: the ledger's
    unowned bookings)."""
    strays = [
        (o.adapter, c.crash_point, line)
        for o in outcomes
        for c in o.crash_points
        for line in c.unowned
    ]
    results = [r for o in outcomes for r in o.results]
    if not strays:
        exit_for(results, fail_under, human=False)
        return
    with contextlib.suppress(SystemExit):  # its line first; the exit is 1 either way
        exit_for(results, fail_under, human=False)
    adapters = ", ".join(dict.fromkeys(a for a, _, _ in strays))
    points = len({(a, c) for a, c, _ in strays})
    click.echo(
        f"{len(strays)} booking(s) no run owns in the execution journals ({adapters}; "
        f"{points} crash point(s)), first: {strays[0][2]}: exit 1, as human_in_the_loop does",
        err=True,
    )
    sys.exit(EXIT_FAILED)


def matrix_rows(outcomes: Sequence[AdapterOutcome], spec: CheckSpec) -> list[MatrixRow]:
    """The matrix from these runs: ``durable`` is the restart verdict, and a survived one whose
    resumers found files beside the store reads ``yes, + own file`` naming them (red team 5).
    Judged by the arena's ``spec`` as ``arena run human_in_the_loop``'s matrix is: without it
    the cells held no request to the arena's instructions and tools, and an adapter that left
    the system prompt out read "enforced yes" here and "no" there (red team 36)."""
    return [
        derive_row(
            o.adapter,
            o.results,
            pause_kind=o.pause_kind,
            mechanism=o.mechanism,
            version=o.version,
            gate=spec.gate,
            tool=spec.tool,
            spec=spec,
            survived_restart=o.survived_restart,
            beside_store=o.beside_store,
            unsandboxed=o.unsandboxed,
            network_shared=o.network_shared,
        )
        for o in outcomes
    ]


def _summary(o: AdapterOutcome) -> dict[str, Any]:
    return {
        "durable": o.survived_restart,
        "reason": o.reason,
        "lost_decisions": o.lost_decisions,
        "double_bookings": o.double_bookings,
        "replays": o.replays,
        # Execution-journal lines no run owns (human_in_the_loop's summary: "strays"): exit 1.
        "strays": sum(len(c.unowned) for c in o.crash_points),
        "state_beside_store": list(o.beside_store),
        # Unsandboxed, the resumers shared this machine's files: "durable" is the weaker claim.
        "sandboxed": not o.unsandboxed,
        "unsandboxed": o.unsandboxed or None,
        # Sandboxed, but on this machine's network (a real model endpoint): a pause kept in a
        # service outside the run was reachable, as a file outside it was unsandboxed.
        "network_shared": o.network_shared or None,
        "seconds": round(o.seconds, 1),
        "crash_points": {
            c.crash_point: {
                "passed": c.passed,
                "runs": len(c.results),
                "lost_decisions": c.lost_decisions,
                "double_bookings": c.double_bookings,
                "replays": c.replays,
                "crash": c.crash,
                "crash_reached": c.crash_reached,
                "survived": c.survived,
                "state_beside_store": list(c.beside_store),
                "state_outside_store": list(c.outside_store),
                "problems": list(c.problems[:5]),
            }
            for c in o.crash_points
        },
    }


def crash_table(outcomes: Sequence[AdapterOutcome]) -> Table:
    table = Table(title="Durable state: each adapter through each crash point (fresh processes)")
    columns = ("adapter", "crash point", "passed", "lost decisions", "double bookings", "replays")
    for col in (*columns, "durable"):
        table.add_column(col, no_wrap=True)
    for o in outcomes:
        for i, c in enumerate(o.crash_points):
            ok = bool(c.results) and c.passed == len(c.results)
            table.add_row(
                o.adapter if i == 0 else "",
                c.crash_point,
                f"[{'green' if ok else 'red'}]{c.passed}/{len(c.results)}[/]",
                _count(c.lost_decisions),
                _count(c.double_bookings),
                str(c.replays),  # re-runs the ledger held back: evidence, not a failure
                _durable_cell(c, o.unsandboxed, o.network_shared),
            )
        table.add_section()
    return table


def _print_crashes(console: Console, outcomes: Sequence[AdapterOutcome], *, all_rows: bool) -> None:
    """What happened at each crash point (the evidence), or why it was not survived."""
    for o in outcomes:
        for c in o.crash_points:
            if c.survived and all_rows:
                say(console, f"  {o.adapter} · {c.crash_point}: {c.crash}")
            elif not c.survived:
                why = c.problems[0] if c.problems else c.crash
                say(console, f"  {o.adapter} · {c.crash_point}: [red]{why}[/red]")


def _durable_cell(c: CrashOutcome, unsandboxed: str = "", network_shared: str = "") -> str:
    if not c.survived:
        return "[red]no[/red]"
    if unsandboxed:  # the resumers could read what earlier phases left on this machine
        return "[yellow]yes (unsandboxed)[/yellow]"
    if network_shared:  # ... or kept in a service on this machine's network
        return "[yellow]yes (network shared)[/yellow]"
    # Resumed, but from the store *and* the framework's own file beside it (arena.readwatch).
    return "[yellow]yes, + own file[/yellow]" if c.beside_store else "[green]yes[/green]"


def _count(n: int) -> str:
    return "0" if n == 0 else f"[red]{n}[/red]"


def _print_verdicts(console: Console, outcomes: Sequence[AdapterOutcome]) -> None:
    durable = [o for o in outcomes if o.survived_restart]
    runs = sum(len(o.results) for o in durable)
    loose = next((o.unsandboxed for o in durable if o.unsandboxed), "")
    shared = next((o.network_shared for o in durable if o.network_shared), "")
    say(
        console,
        f"durable: {', '.join(o.adapter for o in durable)} — "
        f"{sum(o.lost_decisions for o in durable)} lost decisions, "
        f"{sum(o.double_bookings for o in durable)} double bookings across {runs} runs"
        + (f" (unsandboxed: resumers shared this machine's files; {loose})" if loose else "")
        + (f" (network shared: {shared})" if shared and not loose else "")
        if durable
        else "durable: none of the adapters",  # its zeros read as if nothing was lost
    )
    say(
        console,
        "replays (the framework ran a booking again; the ledger handed back its outcome): "
        + ", ".join(f"{o.adapter} {o.replays}" for o in outcomes),
    )
    for o in outcomes:
        if o.survived_restart and o.beside_store:
            say(
                console,
                f"state beside the store: {o.adapter} resumed from the store and from "
                f"{', '.join(o.beside_store)}, written by an earlier phase (its framework's own "
                "state file, in the store's state folder): a resumer elsewhere needs that file too",
            )
    for o in outcomes:
        if not o.survived_restart:
            say(
                console,
                f"not durable: {o.adapter} — {o.lost_decisions} lost decisions, "
                f"{o.double_bookings} double bookings; {o.reason}",
            )
