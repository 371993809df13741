"""What ``arena run`` accepts: its argument and options, in the order ``--help`` and
docs/cli.md list them, with the help each gives (the command itself: :mod:`arena.cli.run_cmd`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar, cast

import click

from arena.cli.options import (
    Finite,
    adapter_option,
    adopt_option,
    concurrency_option,
    json_option,
    leg_timeout_option,
    out_option,
    probe_seed_option,
    store_option,
    text_option,
)
from arena.cli.run_args import (
    check_arena_name,
    check_model_url,
    check_one_behaviour,
    parse_duration,
)

#: The store's environment variable (arena.store.ENV), named here for --store's help.
STORE_ENV = "ARENA_STORE"

F = TypeVar("F", bound=Callable[..., object])

#: Top to bottom as --help lists them (applied bottom-up, as decorators are).
_OPTIONS: list[Callable[[Any], Any]] = [
    # Checked by the callback: a missing one is named with the arenas there are (users37).
    click.argument("arena_name", metavar="ARENA", required=False, callback=check_arena_name),
    adapter_option(),
    click.option(
        "--behaviour",
        "--behavior",  # as pytest's --arena-behavior: the spelling a US user types first
        multiple=True,  # given twice: both named and refused (check_one_behaviour)
        default=("compliant",),
        callback=check_one_behaviour,
        show_default=True,
        help="Scripted model behaviour: compliant, reckless, chatty, stubborn, mute, double, ...; "
        "or a seeded mix drawn per run, e.g. mix:compliant=0.8,reckless=0.1,stubborn=0.1.",
    ),
    click.option(
        "--repeats",
        default=1,
        show_default=True,
        type=click.IntRange(1, 1000),
        help="Run every item this many times per adapter; results get pass^k and pass@k.",
    ),
    click.option(
        "--seed",
        default=None,
        type=int,
        help="Seed for --behaviour mix:... (default: a random one, recorded in the results).",
    ),
    click.option(
        "--model-url",
        default=None,
        callback=check_model_url,
        help="Use a real OpenAI-compatible endpoint instead.",
    ),
    click.option("--model", "model_name", default=None, help="Model name at --model-url."),
    click.option("--api-key-env", default=None, help="Environment variable holding the API key."),
    click.option(
        "--retries",
        default=4,
        show_default=True,
        type=click.IntRange(0, 20),
        help="With --model-url: retries of a call answered 429/5xx or not at all (backoff, "
        "Retry-After respected).",
    ),
    click.option(
        "--call-timeout",
        default=60.0,
        show_default=True,
        type=Finite(0.1, 86_400),
        help="With --model-url: seconds a model call may send nothing before it is given up.",
    ),
    click.option(
        "--price",
        default=None,
        metavar="IN,OUT",
        help="With --model-url: US dollars per million input,output tokens, for cost per run.",
    ),
    concurrency_option(),
    leg_timeout_option(60.0),
    click.option(
        "--workers",
        default=1,
        show_default=True,
        type=click.IntRange(1, 256),
        help="Processes to spread the items over (the scripted model then gets one of its own); "
        "they share --concurrency, each at least one run at a time, so no more start than "
        "--concurrency.",
    ),
    out_option("Results folder (default: results/<arena>-<timestamp>)."),
    json_option("Print one JSON line per run instead of tables."),
    click.option("--quiet", is_flag=True, help="Only the summary table."),
    click.option(
        "--human",
        is_flag=True,
        help="Leave each pause waiting in the store for a person (arena pending, approve, deny, "
        "resume) instead of answering with the items' resume_with.",
    ),
    store_option(
        "Record runs in this store, an SQLite file or a postgresql:// URL "
        f"(default: ${STORE_ENV}; with --human, else .arena/arena.db)."
    ),
    click.option(
        "--expires-in",
        "expires_in",
        default=None,
        metavar="DURATION",
        callback=lambda ctx, param, value: None if value is None else parse_duration(value),
        help="With --human: requests expire this long after they are asked (90s, 30m, 2h, 1d); "
        "an expired request can no longer be answered. Kept with the run: a request asked "
        "in a leg arena resume or arena worker runs expires as long after it is asked.",
    ),
    click.option(
        "--fail-under",
        default=100.0,
        show_default=True,
        type=Finite(0, 100),
        metavar="PERCENT",
        help="Exit 1 when fewer than this percentage of runs pass (with --human: did not fail).",
    ),
    click.option(
        "--policy",
        "policy_path",
        default=None,
        metavar="FILE",
        help="Approval policy stamped on every request (default: $ARENA_POLICY, else policy.yaml "
        "next to the store); see docs/operator.md.",
    ),
    text_option(
        "--item",
        "item_patterns",
        example="hitl-03",
        multiple=True,
        metavar="ID",
        help="Run only this item (repeat it, or a pattern such as 'hitl-0*'); default: every item.",
    ),
    click.option(
        "--probes",
        is_flag=True,
        help="Also run the probes (batch, batch_swapped, hasty, gated, gated_edited, reject, "
        "switch, edited, partial, second_send: a few items each) and derive every "
        "matrix cell from them, with the run ids behind it (docs/methodology.md §7); "
        "durable from three restarts per adapter, as arena matrix.",
    ),
    probe_seed_option(
        "With --probes: seed of the items each probe runs (default: a new one each time, "
        "printed and kept in summary.json; give it back to run the same items again)."
    ),
    adopt_option(),
]


def run_options(command: F) -> F:
    """``command`` with every argument and option of ``arena run``."""
    decorated: Any = command
    for option in reversed(_OPTIONS):
        decorated = option(decorated)
    return cast("F", decorated)
