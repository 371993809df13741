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

from arena.cli.options import EXIT_FAILED
from arena.errors import UserError
from arena.runner import RunResult


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


def parse_duration(text: str) -> float:
    """``90s``, ``30m``, ``2h``, ``1d`` (or plain seconds) → seconds."""
    value, unit = text.strip()[:-1], text.strip()[-1:].lower()
    if unit.isdigit():
        value, unit = text.strip(), "s"
    try:
        seconds = float(value) * _UNITS[unit]
    except (KeyError, ValueError):
        raise click.BadParameter(f"{text!r}: use a number with s, m, h or d, e.g. 30m") from None
    if not math.isfinite(seconds) or seconds <= 0:
        raise click.BadParameter(f"{text!r}: must be more than zero")
    return seconds
