"""``arena run``: check the arguments, run the arena's items, hand the results to ``run_output``."""

from __future__ import annotations

import contextlib
import os
from datetime import UTC, datetime
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, cast

import click
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

from arena import statedir
from arena.adapters import resolve_names
from arena.arenas import load_arena
from arena.cli import exiting
from arena.cli.console import Console, say_file
from arena.cli.interrupted import (
    CHECKING,
    NONE_STORED,
    NOT_STARTED,
    UNSTORED,
    gone_plan,
    keep_finished_on_ctrl_c,
    model_gone,
    newest_run,
    none_stored_since,
    numbered,
    on_ctrl_c,
    plan_of,
    stopped_plan,
    tracking,
    write_interrupted,
)
from arena.cli.options import mix_seed_line, probe_seed_line, store_problem
from arena.cli.run_args import check_run_arguments, exit_for, exit_for_refused, fewer_workers
from arena.cli.run_options import STORE_ENV as STORE_ENV
from arena.cli.run_options import run_options
from arena.cli.run_output import (
    RunOutput,
    gateway_settings,
    print_json_lines,
    print_tables,
    print_waiting,
)
from arena.cli.store_file import check_writable
from arena.endpoints import ModelChoice, parse_price, per_run, run_key, through_gateway
from arena.errors import UserError
from arena.evaluate import build_adapters, check_spec, evaluate
from arena.framework_log import framework_log
from arena.matrix import derive_matrix
from arena.model.run_behaviour import hiding, release
from arena.model.run_behaviour import named as named_behaviour
from arena.provenance import Provenance
from arena.report import print_results
from arena.results import (
    drop_if_empty,
    fresh_folder,
)
from arena.runner import RunResult, human_answerer
from arena.settings import RunSettings
from arena.types import Responder

if TYPE_CHECKING:
    from collections.abc import Sequence

    from arena.adapters import Adapter
    from arena.arenas import Arena
    from arena.context import ModelEndpoint
    from arena.store import Store

# Imported where they are used: the SQL store stack only when a run opens a store, the worker
# processes' protocol (arena.parallel) only with --workers above 1 (issue 16: a scripted run's
# start to finish).


@click.command()
@run_options
def run(
    arena_name: str,
    adapter_sel: str,
    behaviour: str,
    model_url: str | None,
    model_name: str | None,
    api_key_env: str | None,
    concurrency: int,
    leg_timeout: float,
    workers: int,
    out: Path | None,
    as_json: bool,
    quiet: bool,
    human: bool,
    store_path: str | None,
    expires_in: float | None,
    fail_under: float,
    repeats: int,
    seed: int | None,
    retries: int,
    call_timeout: float,
    price: str | None,
    policy_path: str | None,
    probes: bool,
    probe_seed: int | None,
    item_patterns: tuple[str, ...],
    adopt_copy: bool,
) -> None:
    """Run an arena's items through adapters and score them mechanically.

    Exits 0 when every run passed (or --fail-under percent of them), 1 when runs or checks
    failed, 2 on a usage error (nothing was run) or when the model endpoint refused the key
    (HTTP 401/403 on a call: no run starts after it, those in flight are written, one line names
    the variable to check; under --workers, in every worker) or could not be connected to after
    every retry or answered a chat call with a web page (HTTP 200 text/html: a login or proxy
    page), text that is no JSON (HTTP 200 text/plain) or a redirect (HTTP 3xx: to such a page;
    the same), or, with --model-url, once the first 3 runs to finish all failed
    on one error answer (HTTP 429 or a 5xx, every retry spent, or JSON cut off; one that passes
    stops nothing), 130 when
    interrupted (the runs that finished are written to the results folder, marked partial: what
    was planned, no pass^k from items that did not all finish); 141 instead of 0 when its output
    was closed early
    (piped into head: the results folder is written all the same).
    """
    behaviour, model_name, seed = check_run_arguments(
        behaviour,
        model_url=model_url,
        model_name=model_name,
        human=human,
        store_named=bool(store_path or os.environ.get(STORE_ENV)),
        expires_in=expires_in,
        adopt_copy=adopt_copy,
        seed=seed,
        probes=probes,
        probe_seed=probe_seed,
    )
    on_ctrl_c(NOT_STARTED)
    provenance = Provenance(kind="human" if human else "run")
    prices = parse_price(price)
    choice = ModelChoice(
        behaviour=behaviour,
        model_url=model_url,
        model=model_name,
        api_key_env=api_key_env,
        check_timeout_s=call_timeout,  # a slow endpoint is waited for as long as a call
    )
    if probes and item_patterns:
        raise UserError(
            "--probes derives the matrix from every item of the arena: drop --item (or run "
            "the items you want without --probes)"
        )
    arena = load_arena(arena_name, scripted=choice.scripted).only(tuple(item_patterns))
    # The policy is checked against this arena's tools too (a user's own arena's rooms, days and
    # tools); the recorders and workers, which load it again, inherit the arena from the env.
    # (arena.policy_file, not arena.policy: a run without a policy loads none, issue 16)
    from arena.policy_file import ENV_ARENAS, in_use

    os.environ[ENV_ARENAS] = ",".join(dict.fromkeys([*in_use(), arena.tools_module]))
    if policy_path is not None:
        from arena.policy import load
        from arena.policy.load import ENV as POLICY_ENV

        load.load_policy(policy_path)  # a bad file stops here, before any run starts
        os.environ[POLICY_ENV] = os.path.abspath(policy_path)  # the recorders find it there
    if not human and arena.mode != "restart":
        arena.check_scripted()
    if choice.scripted:  # its tools must be the task the scripted model plays (users53)
        arena.check_played(probes=probes)
    names = resolve_names(adapter_sel)
    if arena.mode == "restart":  # durable_state: each phase of a run in a fresh process
        # NOT_STARTED until its phases start (run_restart says what a Ctrl-C leaves then): the
        # stored runs' words sent the user to `arena runs`, which lists none of them (users48)
        from arena.cli.restart_cmd import exit_for_restart, refuse_options, run_restart

        refuse_options(arena, workers=workers, repeats=repeats, seed=seed, probes=probes)
        restarted = run_restart(
            arena,
            names,
            choice,
            concurrency=concurrency,
            leg_timeout=leg_timeout,
            out=out,
            as_json=as_json,
            quiet=quiet,
            human=human,
            store_path=store_path,
        )
        exit_for_restart(restarted, fail_under)
        return
    from arena.store import store_location

    store: Store | None = None
    if human or store_path or os.environ.get(STORE_ENV):
        from arena.store import open_store

        store_problem(store_location(store_path))  # $ARENA_STORE too: before anything runs
        if policy_path is None:  # $ARENA_POLICY, or policy.yaml beside the store: checked now,
            from arena.policy.load import find_policy  # not when each run's request is stored

            find_policy(None, store_location(store_path))
        store = open_store(store_path)
        check_writable(store)
        store.check_home(adopt=adopt_copy)  # a copy never runs beside its original
        provenance.store = store.location
    # Framework state files (ADK sessions, LangGraph checkpoints) go next to the store.
    location = (
        getattr(store, "url", store.location) if store is not None else store_location(store_path)
    )
    click.get_current_context().with_resource(statedir.using(location))
    if model_url:  # asked before the adapters are built: with every adapter (CrewAI's worker
        on_ctrl_c(CHECKING)  # included) a refused URL took 13 s to say so (users29)
        # On a terminal, what it waits for: a stuck endpoint was a minute of silence (users31).
        asking = f"asking the endpoint for its models (up to {call_timeout:g}s: --call-timeout)"
        with Console(stderr=True).status(asking):
            choice.check(arena.unreachable_instead(model_name or ""))
        on_ctrl_c(NOT_STARTED)
    workers = fewer_workers(workers, concurrency)  # said once the arguments are all right
    probing = None  # the probes run among the ordinary runs, on their adapters (red team 21)
    if probes:
        from arena.probes import EXTRA, Probing

        probing = Probing(arena=arena, names=tuple(names), probes=EXTRA, seed=probe_seed)
    adapters = (  # each worker builds its own
        cast("list[Adapter]", probing.build())
        if probing is not None and workers == 1
        else build_adapters(arena, names)
    )
    console = Console(stderr=as_json)
    stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S")
    fresh = out is None
    # Created now, by this process alone: two runs started in one second shared a folder, and
    # the one that finished last overwrote the other's runs.jsonl (results.fresh_folder).
    out = out or fresh_folder(Path("results"), f"{arena.name}-{stamp}")
    in_own_process = workers > 1 and choice.scripted  # the workers' loops keep their cores
    if workers > 1:
        from arena.parallel import evaluate_spread, model_process
    with contextlib.ExitStack() as stack:
        if fresh:
            stack.callback(drop_if_empty, out)  # an early Ctrl-C leaves no empty folder behind
        else:  # two commands into one --out overwrote each other's results (users44): held
            from arena.cli.out_claim import claimed  # until the command ends, results written

            command = click.get_current_context(silent=True)
            held = command.with_resource if command is not None else stack.enter_context
            held(claimed(out))
        logs = stack.enter_context(framework_log(out / "framework.log"))
        endpoint = stack.enter_context(
            model_process(choice) if in_own_process else choice.open(checked=True)
        )
        gateway = None
        if model_url:  # a stored run records the real URL (origin_url), not the gateway's
            endpoint, gateway = stack.enter_context(
                through_gateway(endpoint, timeout_s=call_timeout, retries=retries)
            )
        on_ctrl_c(UNSTORED if store is None else None)
        total = len(adapters) * len(arena.items) * repeats
        provenance.describe_model(
            name=endpoint.model,
            url=model_url,
            behaviour=None if model_url else behaviour,
            seed=seed,
            api_key_env=api_key_env,
        )
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
            finished: list[RunResult] = []

            def done(result: RunResult) -> None:
                finished.append(result)
                progress.advance(task)

            endpoint_for = per_run(endpoint, behaviour, seed or 0, gateway)
            if choice.scripted:  # each run calls it by the ordinary name; its route plays
                endpoint_for = hiding(endpoint_for, endpoint)  # the behaviour (run_behaviour)
            probe_runs: list[RunResult] = []
            unsupported: dict[str, dict[str, str]] = {}
            if probing is not None:  # in the same processes too, with --workers (red team 20)
                from arena.probe_flows import evaluate_probing

                probing.on_result = lambda _: progress.advance(task)
                progress.update(task, total=total + len(probing.jobs))
            not_run: list[int] = []  # none starts after the endpoint refused the key
            run_all = (
                partial(
                    evaluate_spread, workers=workers, logs=logs, probes=probing, not_run=not_run
                )
                if workers > 1
                else partial(evaluate_probing, probes=probing)
                if probing is not None
                else evaluate
            )
            started: set[tuple[str, str]] = set()  # (adapter, item) of each run started
            if run_all is evaluate:
                run_all = partial(evaluate, not_run=not_run)
            if workers == 1:
                endpoint_for = tracking(endpoint_for, endpoint, started)
            newest = newest_run(store) if store is not None else None
            with keep_finished_on_ctrl_c() as stopped:
                results = run_all(
                    arena,
                    adapters,
                    endpoint,
                    settings=RunSettings(
                        concurrency=concurrency,
                        leg_timeout_s=leg_timeout,
                        repeats=repeats,
                        request_ttl_s=expires_in,
                        mode="human" if human else "scripted",
                        actor=_starter(store),
                        stop_failing_alike=model_url is not None,  # a behaviour's is chosen
                    ),
                    on_result=done,
                    answerer_for=(lambda item: human_answerer) if human else None,
                    store=store,
                    endpoint_for=endpoint_for,
                )
            if stopped:
                results = numbered(finished)
                if probing is None and len(results) == total and not model_gone(stopped):
                    # every run had finished, the workers were exiting: the results stand and
                    # the Ctrl-C is said as one at exit (it read "120 of 120 finished", users29)
                    stopped.clear()
                    exiting.note()
            elif probing is not None:
                probe_runs, unsupported = probing.outcome()
                # the durable column from a real restart, as arena matrix reads it: the pause's
                # form alone (the adapter's word) read FakeDurable durable (evidence45)
                with keep_finished_on_ctrl_c() as stopped:
                    probe_runs += _restarted(arena, names, endpoint, choice, out, probing.plan.seed,
                                             concurrency)  # fmt: skip
        if gateway is not None:
            for r in results:
                key = run_key(r.adapter, r.item, int(r.extra.get("repeat", 0)))
                ended = r.started_at.timestamp() + r.duration_s  # a call retried past it counts
                r.extra["usage"] = gateway.report(key, prices, ended)
    release(r.run_id for r in results)
    settings = gateway_settings(call_timeout, retries, prices) if model_url else None
    if gateway is not None and settings is not None:  # a zero the gateway never saw is no figure
        from arena.gateway_usage import (
            unknown_line,
            unreported_line,
            usage_unknown,
            usage_unreported,
        )

        shared = gateway.usage[""].requests if "" in gateway.usage else 0
        unknown = usage_unknown([(r.adapter, r.extra["usage"]) for r in results], shared)
        # an endpoint that sends no usage: its runs' tokens and cost unknown, not 0 (users55)
        unreported = usage_unreported([r.extra["usage"] for r in results])
        lines = []
        if unknown:
            settings["usage_unknown"] = unknown
            lines.append(unknown_line(unknown))
        if unreported:
            settings["usage_unreported"] = unreported
            lines.append(unreported_line(unreported))
        for line in lines:
            tell = partial(console.print, line, style="yellow", markup=False)
            click.get_current_context().call_on_close(tell)  # the last line, under the tables
    for r in results:  # what the harness assigned the run (its recorded model: PlayedBy)
        r.extra["behaviour"] = None if model_url else named_behaviour(r.model)
    written = RunOutput(
        out=out,
        arena=arena,
        model=endpoint.model,
        behaviour=behaviour if not model_url else None,
        gateway=settings,
        provenance=provenance,
        frameworks={a.name: a.framework_version for a in adapters},
    )
    # No run started after a refused key or the endpoint down: the folder says what was
    # planned, as after a Ctrl-C (a folder of 2 of 12 runs read as whole, users38).
    early = stopped_plan(
        results,
        0 if stopped else len(not_run),
        [a.name for a in adapters],
        [i.id for i in arena.items],
        planned=total,
        repeats=repeats,
        started=started,
        argv=click.get_current_context().meta.get("arena.argv", ()),
    )
    if stopped:
        if store is not None:
            if not results and none_stored_since(store, newest):
                on_ctrl_c(NONE_STORED)
            store.close()
        elif not results and not model_gone(stopped):  # no folder holds "those that finished"
            lost = UNSTORED.split(" (the results folder")[0]
            on_ctrl_c(f"{lost}, and none of the {total} planned had finished: nothing was written")
        plan = plan_of(
            results,
            [a.name for a in adapters],
            [i.id for i in arena.items],
            planned=total,
            repeats=repeats,
            started=started,
            argv=click.get_current_context().meta.get("arena.argv", ()),
        )
        write_interrupted(written, results, gone_plan(plan, stopped), console)
        raise stopped[0]
    if human and store is not None:
        written.write(results, rows=[], interrupted=early)
        with store:
            if as_json:
                print_json_lines(results)
            else:
                print_waiting(console, results, store)
                logs.report(console)
                say_file(console, "results", out)
        exit_for_refused(results, len(not_run), api_key_env, model_url)
        exit_for(results, fail_under, human=True)
        return
    if store is not None:
        store.close()
    # The matrix describes the frameworks, so it is only derived from well-behaved model runs.
    spec = check_spec(arena)
    rows = (
        derive_matrix(
            [*results, *probe_runs],
            {a.name: a for a in adapters},  # type: ignore[misc]
            gate=spec.gate,
            tool=spec.tool,
            unsupported=unsupported,
            spec=spec,
        )
        if behaviour == "compliant" and not model_url
        else []
    )
    written.write(results, rows=rows, probe_runs=probe_runs, interrupted=early)
    if as_json:
        print_json_lines(results)
    else:
        if quiet:  # as --help says: the summary table only (the matrix is in summary.json)
            print_results(results, console, items=False)
        else:
            print_tables(console, results, rows, items=True, repeats=repeats, probes=probes)
        logs.report(console)
        if model_url:  # a pass on a real endpoint rests on the harness's evidence alone
            from arena.cli.report_cmd import say_unlogged

            say_unlogged(console, results)
        if probing is not None:  # to draw the same probe items again (evidence44)
            console.print(probe_seed_line(probing.plan.seed))
        if seed is not None:  # a mix's seed, drawn at random unless given (evidence44)
            console.print(mix_seed_line(seed))
        say_file(console, "results", out)
    exit_for_refused(results, len(not_run), api_key_env, model_url)
    exit_for(results, fail_under, human=False)


def _restarted(
    arena: Arena,
    names: Sequence[str],
    endpoint: ModelEndpoint,
    choice: ModelChoice,
    out: Path,
    seed: int,
    concurrency: int,
) -> list[RunResult]:
    """The restart probe's runs (:mod:`arena.restart_probe`), one per adapter, into
    ``out/restart``: resumers a few at a time, each importing its framework afresh."""
    from arena.restart_probe import restart_runs

    return restart_runs(
        arena, names, endpoint, out / "restart", seed=seed, model=choice.as_job(),
        parallel=min(concurrency, max(2, os.cpu_count() or 2)),
    )  # fmt: skip


def _starter(store: Store | None) -> Responder:
    """Who the runs are recorded as started by: the login that ran ``arena run``, as ``arena
    resume`` records who resumed (``arena show`` said only the process, users32). Without a
    store nothing records it, and the login's lookup (arena.operator) is not imported."""
    if store is None:
        return Responder(name="arena run", interface="cli")
    from arena.operator import current_user

    return Responder(name=current_user(), interface="cli")
