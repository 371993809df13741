"""``arena resume``: continue answered runs through their adapter from the stored state — a thin
layer over :mod:`arena.runs.resume` (what it prints: :mod:`arena.cli.resume_output`).

Exit codes: 0 done; 1 some runs could not be resumed (``--all``: one held for reconciliation
included), failed, or completed with a check failed; 2 a user error (unknown or ambiguous id, a
run still waiting for an answer, unreadable store), reported in one line, store untouched; 3
(``--all``) runs are held by a claim no process is known to continue: run it again once the
claim expires; 130 interrupted.
"""

from __future__ import annotations

import asyncio
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

import click

from arena import statedir
from arena.cli import exiting
from arena.cli.console import Console
from arena.cli.identity_opts import check_as
from arena.cli.options import (
    SECONDS,
    adopt_option,
    as_option,
    concurrency_option,
    json_option,
    leg_timeout_option,
    out_option,
    store_option,
    warn_short_claim,
)
from arena.cli.resume_output import (
    exit_code,
    held_for_reconciliation,
    print_held,
    print_outcomes,
    to_reconcile,
)
from arena.cli.store_file import open_existing
from arena.errors import UserError
from arena.runner import DEFAULT_LEG_TIMEOUT
from arena.runs import resume_many
from arena.store import store_flag, store_location
from arena.types import Responder

if TYPE_CHECKING:
    from arena.runner import RunResult
    from arena.store import Store


@click.command()
@click.argument("run_ident", metavar="[RUN]", required=False)  # or --all: not required
@click.option("--all", "resume_all", is_flag=True, help="Every run whose requests are answered.")
@as_option("Who resumes (default: your login name).")
@leg_timeout_option(DEFAULT_LEG_TIMEOUT)
@click.option(
    "--claim-ttl",
    default=None,
    type=SECONDS,
    help="Seconds the claim holds (default: leg timeout + 30); after that a crashed "
    "resume can be taken over.",
)
@concurrency_option("Runs resumed at once.")
@click.option(
    "--endpoint",
    "endpoint_name",
    default=None,
    callback=lambda ctx, param, value: _endpoint_named(value),
    help="A model endpoint named in the operator's allow-list (ARENA_ALLOW); --api-key-env "
    "applies to runs on it only.",
)
@click.option(
    "--api-key-env",
    default=None,
    help="Variable holding the API key for runs on --endpoint NAME (the key is never stored).",
)
@out_option("Results folder for the resumed runs (default: results/resume-<timestamp>).")
@json_option()
@adopt_option()
@store_option()
def resume(
    run_ident: str | None,
    resume_all: bool,
    name: str | None,
    leg_timeout: float,
    claim_ttl: float | None,
    concurrency: int,
    endpoint_name: str | None,
    api_key_env: str | None,
    out: Path | None,
    as_json: bool,
    adopt_copy: bool,
    store_path: str | None,
) -> None:
    """Continue answered runs through their adapter from the stored state: one RUN, or --all."""
    from arena.framework_log import framework_log
    from arena.operator import current_user
    from arena.provenance import Provenance
    from arena.results import drop_if_empty, resumed_folder, write_resumed
    from arena.runs.allow import load_allow
    from arena.runs.policy_arenas import find_store_policy

    warn_short_claim(claim_ttl, leg_timeout)
    provenance = Provenance(kind="resume")

    if run_ident is not None and not run_ident.strip() and not resume_all:
        # arena resume "$RUN", RUN unset: read as no RUN at all (users48), where every other
        # command that takes an id says it is empty
        raise UserError("an empty id matches nothing; give a run id (or a prefix), or --all")
    if bool(run_ident) == resume_all:  # both said only "give one RUN id or --all" (users48)
        raise UserError(
            f"give one RUN id or --all, not both: arena resume {run_ident} resumes that run, "
            "arena resume --all every answered one"
            if run_ident
            else "give one RUN id or --all"
        )
    if api_key_env is not None:  # a key given as the name: refused, never echoed (tester 17)
        from arena.endpoint_preflight import check_key_env_name

        check_key_env_name(api_key_env)
    actor = Responder(name=check_as(name) or current_user(), interface="cli")
    # A resumed leg that asks again stamps the policy on its request: a bad $ARENA_POLICY (or
    # policy.yaml beside the store) stops here, not in every run's record.
    find_store_policy(None, location=store_location(store_path), export=True)  # runs' arenas
    allow = load_allow()  # a missing $ARENA_ALLOW file too: before expire_due writes anything
    with open_existing(store_path) as store:
        store.check_home(adopt=adopt_copy)  # a copy never resumes beside its original
        store.expire_due()  # an expired request is delivered to its agent as a decision
        # Framework state files (ADK sessions, LangGraph checkpoints) are next to the store.
        # The store's own URL (a password in it included): LangGraph's checkpoints may live there.
        location = getattr(store, "url", store.location)
        click.get_current_context().with_resource(statedir.using(location))
        ids: list[str] | None = None
        if run_ident:
            kind, full = store.resolve_id(run_ident)
            if kind != "run":
                full = store.request(full).run_id
            ids = [full]  # resume_many checks it is ready before any write: a user error below
        folder = resumed_folder(out, provenance)
        if out is None:  # a new folder: not left behind empty when nothing is resumed
            click.get_current_context().call_on_close(lambda: drop_if_empty(folder))
        else:  # held until the results are written, as arena run's --out (users44)
            from arena.cli.out_claim import claimed

            click.get_current_context().with_resource(claimed(folder))
        with framework_log(folder / "framework.log") as logs:  # not on the terminal
            try:
                outcomes = asyncio.run(
                    resume_many(
                        store,
                        ids,
                        concurrency=concurrency,
                        leg_timeout_s=leg_timeout,
                        actor=actor,
                        claim_ttl_s=claim_ttl,
                        api_key_env=api_key_env,
                        endpoint_name=endpoint_name,
                        allow=allow,
                    )
                )
            except BaseException as exc:
                if _while_loading(exc):  # nothing claimed: 'legs in flight …' was untrue
                    from arena.cli.interrupted import on_ctrl_c

                    again = f"arena resume {ids[0] if ids else '--all'}{store_flag(store)}"
                    on_ctrl_c(
                        "no run was claimed (it stopped while loading the runs' frameworks); "
                        f"they wait with their answers: {again}"
                    )
                raise
        if run_ident and outcomes[0].error and outcomes[0].user_error:
            raise UserError(outcomes[0].error)
        flag = store_flag(store)
        if resume_all:  # runs a person must reconcile first are named, not left out
            outcomes += held_for_reconciliation(store, outcomes, flag)
        print_outcomes(outcomes, as_json, flag, to_reconcile(store, outcomes))
        waits = 0
        if resume_all:
            waits = print_held(store, flag, nothing=not outcomes, quiet=as_json)
        provenance.store = store.location
        done = [o.result for o in outcomes if o.result is not None]
        if not as_json:
            logs.report(Console())
        if done:
            write_resumed(folder, done, provenance, _served_by(store, done))
            if not as_json:
                from shlex import quote  # here only: a cold resume's path leaves it unimported

                click.echo(f"results: {quote(str(folder.resolve()))}")  # absolute: per cwd
        # 1: a run not continued, failed, or completed with its checks failed (as arena run);
        # 3: held by a claim not known to be alive: come back once it expires.
        code = exit_code(outcomes, waits)
        exiting.done(interrupted=code == exiting.EXIT_INTERRUPTED)  # the store closes uncut
        if code:
            sys.exit(code)


COMMANDS = (resume,)


def _served_by(store: Store, done: Sequence[RunResult]) -> dict[str, str]:
    """The model endpoint each resumed run on a real one continued on, by run id: its stored
    URL, which chose the operator's configured endpoint of that URL (arena.runs.allow)."""
    urls = {}
    for result in done:
        spec = store.run(result.run_id).origin.endpoint
        if not spec.scripted and spec.base_url:
            urls[result.run_id] = spec.base_url
    return urls


def _while_loading(exc: BaseException) -> bool:
    """Whether ``exc`` is (or a library's error wraps) the Ctrl-C that stopped resume_many
    while it loaded the runs' frameworks, before any claim."""
    from arena.errors import caused_by
    from arena.runs.stopped import StoppedLoading

    return caused_by(exc, StoppedLoading)


def _endpoint_named(given: str | None) -> str | None:
    """``--endpoint "$EP"`` with EP unset was read as none given, and nothing said so: the key
    meant for that endpoint's runs was then refused as given without one (users46)."""
    if given is not None and not given.strip():
        from arena.errors import UserError

        raise UserError(
            "--endpoint is empty (a $VARIABLE that expanded to nothing?): give the allow-list's "
            "name (ARENA_ALLOW) of the endpoint whose runs --api-key-env's key is for, or leave "
            "--endpoint out"
        )
    return given
