"""``arena run``'s arguments checked before anything runs, and its exit code after.

A wrong combination costs nothing: each check is one line naming the fix (exit 2), raised before
a model is called or a store opened (docs/cli.md).
"""

from __future__ import annotations

import math
import random
import sys
from collections.abc import Sequence

import click
from click.core import ParameterSource

from arena.cli.options import EXIT_FAILED, EXIT_USAGE
from arena.errors import UserError
from arena.runner import RunResult


def check_model_url(ctx: click.Context, param: click.Parameter, value: str | None) -> str | None:
    """``--model-url "$URL"`` with URL unset: the empty URL read as none given, every item ran
    on the scripted model and the command said they passed, as if the endpoint had been
    evaluated (users46; an empty ``--api-key-env`` is refused alike, users32)."""
    if value is not None and not value.strip():
        raise UserError(
            f"--model-url is {'empty' if not value else f'blank ({value!r})'} (a $VARIABLE that "
            "expanded to nothing?): give the endpoint's URL, e.g. --model-url "
            "http://127.0.0.1:8000/v1, or leave --model-url out to run on the built-in "
            "scripted model"
        )
    return value


def check_arena_name(ctx: click.Context, param: click.Parameter, value: str | None) -> str:
    """An arena named by nothing (``arena run ''``): it was taken for the current folder and
    refused as " holds no arena.yaml", which named neither the problem nor the arenas. None
    given at all (``arena run``) was click's "Missing argument 'ARENA'", which named neither
    (users37)."""
    if value is None or not value.strip():
        from arena.arenas import available_arenas

        problem = "arena run needs an arena" if value is None else "the arena name is empty"
        raise UserError(
            f"{problem}; give one of {', '.join(available_arenas())} (arena list "
            "shows them), or a folder holding arena.yaml"
        )
    return value


def check_gateway_options(model_url: str | None) -> None:
    """``--retries``, ``--call-timeout`` and ``--price`` configure the gateway in front of a real
    endpoint; the scripted model has none (it never rate-limits, and costs nothing)."""
    ctx = click.get_current_context()
    given = [
        "--" + name.replace("_", "-")
        for name in ("retries", "call_timeout", "price")
        if ctx.get_parameter_source(name) not in (None, ParameterSource.DEFAULT)
    ]
    if given and not model_url:
        verb, them = ("applies", "it") if len(given) == 1 else ("apply", "them")
        raise UserError(
            f"{' and '.join(given)} only {verb} with --model-url (the gateway in front of a real "
            f"endpoint); drop {them}, or add --model-url URL --model NAME"
        )


def fewer_workers(workers: int, concurrency: int) -> int:
    """``--workers`` no more than ``--concurrency``, with one ``warning:`` line when it was: each
    worker runs at least one run at a time, so ``--workers 4 --concurrency 2`` had 4 runs in
    flight against an endpoint the user had limited to 2 (users38)."""
    if workers <= concurrency:
        return workers
    from arena.line_fold import warning_line  # folded on a terminal

    click.echo(
        warning_line(
            f"--workers {workers} with --concurrency {concurrency}: {concurrency} worker "
            f"process(es) start, one run in flight each (--concurrency caps the runs in flight; "
            f"pass --concurrency {workers} for {workers} processes)"
        ),
        err=True,
    )
    return concurrency


def check_one_behaviour(ctx: click.Context, param: click.Parameter, values: Sequence[str]) -> str:
    """``--behaviour reckless --behaviour stubborn`` ran the last alone, with no word: one run
    plays one behaviour, so two different ones are refused naming both and the mix that draws
    between them; the same one twice is that one (users50b; as pytest's ``--arena-behaviour``)."""
    given = list(dict.fromkeys(values))
    if len(given) <= 1:
        return given[0] if given else "compliant"
    fix = "keep one"
    if not any(b.startswith("mix:") for b in given):
        share = round(1 / len(given), 2)
        fix += ", or draw one per run: --behaviour mix:" + ",".join(f"{b}={share}" for b in given)
    raise UserError(f"--behaviour given {len(given)} times ({', '.join(given)}): a run plays one "
                    f"behaviour; {fix}")  # fmt: skip


def check_behaviour_source(behaviour: str, model_url: str | None) -> None:
    """``--behaviour`` drives the harness's scripted model: with ``--model-url`` it was dropped in
    silence (summary.json ``"behaviour": null``) and a reckless eval passed against a compliant
    server. Given together, they are refused naming the scripted model that plays it."""
    ctx = click.get_current_context()
    if not model_url or ctx.get_parameter_source("behaviour") in (None, ParameterSource.DEFAULT):
        return
    raise UserError(
        f"--behaviour {behaviour} drives the harness's scripted model; with --model-url point at "
        f"a server that plays it, e.g. --model scripted-{behaviour} (arena model serve), or drop "
        "--model-url"
    )


def exit_for(results: Sequence[RunResult], fail_under: float, *, human: bool) -> None:
    """Exit 1, with one line on stderr, when fewer than ``fail_under`` percent of runs passed.

    With ``--human`` a run waiting for a person has not failed; only failed runs count.
    """
    ok = sum((r.status != "failed") if human else r.passed for r in results)
    total = len(results)
    share = 100.0 * ok / total if total else 100.0
    if share < fail_under:
        what = "failed" if human else "did not pass"
        click.echo(
            f"{total - ok} of {total} runs {what} ({share:.0f}% passed; --fail-under "
            f"{fail_under:g})",
            err=True,
        )
        sys.exit(EXIT_FAILED)


def exit_for_refused(
    results: Sequence[RunResult], not_run: int, api_key_env: str | None, model_url: str | None
) -> None:
    """Exit 2, with one line on stderr, when the endpoint refused the key (the harness's own
    record, ``extra["key_refused"]``) and so ``not_run`` runs were not started, or every run was
    refused: the user's setup, not the agents' (12 runs each "refused the API key", exit 1,
    users36). The same when it could not be connected to (``extra["endpoint_down"]``: down
    mid-run, every run spent on it, users38)."""
    refused = [r for r in results if r.extra.get("key_refused")]
    if not refused or (not not_run and len(refused) < len(results)):
        _exit_for_down(results, not_run, model_url)
        return
    status = "HTTP 403" if "HTTP 403" in str(refused[0].extra["key_refused"]) else "HTTP 401"
    check = (
        f"check the key in ${api_key_env} (--api-key-env {api_key_env}): is it this endpoint's, "
        "with chat access?"
        if api_key_env
        else "no key was sent (no --api-key-env): pass --api-key-env <VARIABLE holding the key>"
    )
    rest = f"; {_not_started(not_run)}" if not_run else ""
    click.echo(
        f"the model endpoint refused the API key ({status}) in {len(refused)} of "
        f"{len(results) + not_run} runs: {check}{rest}",
        err=True,
    )
    sys.exit(EXIT_USAGE)


def _exit_for_down(results: Sequence[RunResult], not_run: int, model_url: str | None) -> None:
    """:func:`exit_for_refused`'s line and exit 2 for an endpoint that took no connection."""
    down = [r for r in results if r.extra.get("endpoint_down")]
    if not down or (not not_run and len(down) < len(results)):
        _exit_for_page(results, not_run, model_url)
        return
    where = _where(model_url)
    rest = f"; {_not_started(not_run)}" if not_run else ""
    click.echo(
        f"the model endpoint{where} could not be reached in {len(down)} of "
        f"{len(results) + not_run} runs (connection refused or no such host, after every "
        f"retry): is it running, and is --model-url right? Run again once it answers{rest}",
        err=True,
    )
    sys.exit(EXIT_USAGE)


def _exit_for_page(results: Sequence[RunResult], not_run: int, model_url: str | None) -> None:
    """:func:`exit_for_refused`'s line and exit 2 for an endpoint that answered a chat call with
    a web page (``extra["endpoint_page"]``: a login or proxy page, or a web UI's address, every
    run spent on it, users38). A 5xx stops the runs only as :func:`_exit_for_failing` says."""
    pages = [r for r in results if r.extra.get("endpoint_page")]
    if not pages or (not not_run and len(pages) < len(results)):
        _exit_for_failing(results, not_run, model_url)
        return
    where = _where(model_url)
    rest = f"; {_not_started(not_run)}" if not_run else ""
    click.echo(
        f"the model endpoint{where} answered a chat call with {_page_words(pages)}, "
        f"not an API answer, in {len(pages)} of {len(results) + not_run} runs: is --model-url "
        "the API's base URL (often ending in /v1), and is there a login or proxy page in front "
        f"of it? Run again once it answers JSON{rest}",
        err=True,
    )
    sys.exit(EXIT_USAGE)


def _exit_for_failing(results: Sequence[RunResult], not_run: int, model_url: str | None) -> None:
    """:func:`exit_for_refused`'s line and exit 2 once the first runs to finish all failed on
    one error answer of the endpoint, every retry spent (``extra["endpoint_failing"]``: HTTP 429
    or a 5xx, the transport's record) and so ``not_run`` runs were not started (users40)."""
    failing = [str(f) for r in results if (f := r.extra.get("endpoint_failing"))]
    if not not_run or not failing:
        return
    where = _where(model_url)
    fix = (
        "it asks for no call before then (a spent quota or daily limit?): run again after "
        "that, or check the key's quota and billing; more --retries or a lower --concurrency "
        "will not get past it"
        if " (asked to wait " in failing[0]
        else "it is rate limiting this key: wait, or run with a lower --concurrency or more "
        "--retries"
        if failing[0] == "HTTP 429"
        else "it is failing: check its status (and --model-url), then run again"
        if failing[0] != "HTTP 502"  # arena's gateway's too, for a call with no answer in time
        else "it is failing, or answers slower than --call-timeout: check its status (and "
        "--model-url), then run again"
    )
    # a wait past what the gateway waits out was relayed at once, never retried
    waited = failing[0].startswith("HTTP 2") or " (asked" in failing[0]
    retried = "" if waited else " (after every retry)"
    click.echo(
        f"the model endpoint{where} answered {failing[0]}{retried} in each of the first "
        f"{len(failing)} runs: {fix}; {_not_started(not_run)}",
        err=True,
    )
    sys.exit(EXIT_USAGE)


def _where(model_url: str | None) -> str:
    """' at <the endpoint>' (its key or password redacted), or nothing without --model-url."""
    from arena.endpoint_preflight import redact_url

    return f" at {redact_url(model_url)}" if model_url else ""


def _not_started(not_run: int) -> str:
    """The runs an endpoint's failure kept from starting, which no failure count includes."""
    return f"the other {not_run} runs were not started (not counted as failures)"


def _page_words(results: Sequence[RunResult]) -> str:
    """What the endpoint answered a chat call instead of an API answer, from the first run's
    transport record (``extra["endpoint_page"]``): :func:`arena.outage.page_words`."""
    from arena.outage import page_words as words

    said = next((str(p) for r in results if (p := r.extra.get("endpoint_page"))), "")
    return words(said)


def check_run_arguments(
    behaviour: str,
    *,
    model_url: str | None,
    model_name: str | None,
    human: bool,
    store_named: bool,
    expires_in: float | None,
    adopt_copy: bool,
    seed: int | None,
    probes: bool,
    probe_seed: int | None,
) -> tuple[str, str | None, int | None]:
    """``arena run``'s options that contradict each other, refused before the arena loads; the
    behaviour, model name and seed it runs with (``--model scripted-X`` is behaviour X).
    ``store_named``: ``--store`` or ``$ARENA_STORE`` names a store."""
    if expires_in is not None and not human:
        raise UserError("--expires-in only applies with --human (scripted answers come at once)")
    if adopt_copy and not (human or store_named):
        raise UserError(  # it adopted nothing, silently: no store was opened (users48)
            "--adopt-copy only applies with a store (--human, --store PATH or ARENA_STORE): "
            "arena run without one stores no runs; drop it, or name the copied store"
        )
    if model_name and not model_url and model_name.startswith("scripted-"):
        # The scripted model by its name is its behaviour: recorded, and the matrix derived,
        # as what ran (summary.json said "compliant" while every run was stubborn).
        named = model_name.removeprefix("scripted-")
        if behaviour not in ("compliant", named):
            raise UserError(
                f"--model {model_name} and --behaviour {behaviour} name two scripted behaviours; "
                f"keep one (--behaviour {named})"
            )
        behaviour, model_name = named, None
    seed = check_seed(behaviour, seed, model_url)
    check_behaviour_source(behaviour, model_url)
    if probe_seed is not None and not probes:
        raise UserError(
            f"--probe-seed only applies with --probes (it draws the probes' items): add "
            f"--probes, or drop --probe-seed {probe_seed}"
        )
    if probes and (human or model_url or behaviour != "compliant"):
        raise UserError(
            "--probes runs the scripted model's probe behaviours itself: drop --human, "
            "--model-url and --behaviour"
        )
    check_gateway_options(model_url)
    return behaviour, model_name, seed


def check_seed(behaviour: str, seed: int | None, model_url: str | None) -> int | None:
    """The seed a ``mix:...`` behaviour draws with (a random one when none is given), else None."""
    from arena.model.mix import is_mix, parse_mix

    if not is_mix(behaviour):
        if seed is not None:
            raise UserError(
                "--seed only applies with --behaviour mix:...; the other behaviours are "
                "deterministic"
            )
        return None
    if model_url:
        raise UserError("--behaviour mix:... drives the scripted model; leave out --model-url")
    parse_mix(behaviour)
    return seed if seed is not None else random.SystemRandom().randrange(2**31)


_UNITS = {"s": 1, "m": 60, "h": 3600, "d": 86400}


#: What an items file a person wrote is called (docs/items.md reads YAML; the rest are guesses).
_ITEM_FILES = (".yaml", ".yml", ".json", ".jsonl")


def own_items(values: Sequence[str], *, arena: str | None) -> str | None:
    """How to run the items file among ``values`` (the arena argument, ``--item`` patterns, an
    unknown option's value), or None when none is one. An arena is a folder holding arena.yaml
    and items.yaml (docs/items.md), so: that folder, with ``arena``'s arena.yaml copied in (the
    built-in human_in_the_loop's unless ``arena`` names an installed one)."""
    import shlex
    from pathlib import Path

    from arena.arena_dirs import arena_roots

    for value in values:
        path = Path(value)
        if not (path.is_file() or path.suffix.lower() in _ITEM_FILES):
            continue
        if path.name in ("items.yaml", "arena.yaml") and (path.parent / "arena.yaml").is_file():
            # the arena's own file: the error names its folder (an arena.yaml was told to be
            # copied in as the items file: evals45)
            return None
        templates = [
            root / name / "arena.yaml"
            for name in (arena, "human_in_the_loop")
            if name and "/" not in name
            for root in arena_roots()
        ]
        template = next((t for t in templates if t.is_file()), None)
        if template is None:
            return None
        q = shlex.quote
        if path.name == "items.yaml":  # its folder becomes the arena
            folder = path.parent
            steps = f"cp {q(str(template))} {q(str(folder / 'arena.yaml'))}"
        else:
            folder = Path(path.stem if not Path(path.stem).exists() else f"{path.stem}-arena")
            steps = (
                f"mkdir {q(str(folder))} && cp {q(str(template))} {q(str(folder))}/ && "
                f"cp {q(value)} {q(str(folder / 'items.yaml'))}"
            )
        return (
            f"to run your own items file, make it an arena (a folder with arena.yaml and "
            f"items.yaml, docs/items.md): {steps} && arena run {q(str(folder))}"
        )
    return None


#: The longest --expires-in: a request's expiry must be a date the store can hold.
MAX_EXPIRY_S = 3650 * 86_400.0


def parse_duration(text: str) -> float:
    """``90s``, ``30m``, ``2h``, ``1d`` (or plain seconds) → seconds. Not empty:
    ``--expires-in "$TTL"`` with TTL unset left every request waiting for ever (users46)."""
    if not text.strip():
        raise click.BadParameter(
            "it is empty (a $VARIABLE that expanded to nothing?): give how long a request may "
            "wait for its answer, e.g. 30m, or leave --expires-in out for no expiry"
        )
    value, unit = text.strip()[:-1], text.strip()[-1:].lower()
    if unit.isdigit():
        value, unit = text.strip(), "s"
    try:
        seconds = float(value) * _UNITS[unit]
    except (KeyError, ValueError):
        raise click.BadParameter(f"{text!r}: use a number with s, m, h or d, e.g. 30m") from None
    if not math.isfinite(seconds) or seconds <= 0:
        raise click.BadParameter(f"{text!r}: must be more than zero")
    if seconds > MAX_EXPIRY_S:  # past year 9999 every run failed on OverflowError (users34)
        raise click.BadParameter(f"{text!r}: at most 3650d (ten years); leave it out for none")
    return seconds
