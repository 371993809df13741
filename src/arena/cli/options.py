"""Options checked before anything is written: a typo must never cost a run.

``arena run`` and ``arena resume`` take seconds, a results folder and a store; each is checked
here when the command line is read (click calls these), so a bad one is a one-line usage error
(exit 2) before a model is called, a store is opened or a file is made.
"""

from __future__ import annotations

import json
import math
import os
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

import click

from arena.cli.write_checks import RESULT_FILES as RESULT_FILES
from arena.cli.write_checks import STORE_GIVEN as STORE_GIVEN
from arena.cli.write_checks import check_out as check_out
from arena.cli.write_checks import store_problem as store_problem
from arena.env_vars import journal_problem as journal_problem
from arena.errors import UserError

if TYPE_CHECKING:
    from arena.store import Store

F = TypeVar("F", bound=Callable[..., Any])

#: Exit codes every command keeps (docs/operator.md): scripts may rely on them.
EXIT_OK, EXIT_FAILED, EXIT_USAGE, EXIT_INTERRUPTED = 0, 1, 2, 130


#: The longest a leg, claim or grace may be: ``--claim-ttl 1e308`` (or ``arena resume
#: --leg-timeout 1e308``, the claim's default being the leg's + 30) crashed the claim's expiry
#: date with an OverflowError traceback (users34).
MAX_SECONDS = 365 * 86_400


class Rows(click.IntRange):
    """A number of rows, at least one; more than any store can hold reads as all of them
    (``--limit 99999999999999999999999`` ended in SQLite's OverflowError traceback, users34)."""

    def __init__(self) -> None:
        super().__init__(1)

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Any:
        return min(super().convert(value, param, ctx), 2**62)


class Seconds(click.ParamType):
    """A number of seconds, finite, more than zero and at most a year (``0``, ``-5``, ``nan``,
    ``inf``, ``1e308`` refused)."""

    name = "SECONDS"

    def convert(
        self, value: Any, param: click.Parameter | None, ctx: click.Context | None
    ) -> float:
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            seconds = float(value)
        else:
            try:
                seconds = float(str(value).strip())
            except ValueError:
                self.fail(f"{value!r} is not a number of seconds", param, ctx)
        if not math.isfinite(seconds) or seconds <= 0:
            self.fail(f"{value!r}: give a number of seconds above zero, e.g. 60", param, ctx)
        if seconds > MAX_SECONDS:
            self.fail(f"{value!r}: at most a year ({MAX_SECONDS} seconds)", param, ctx)
        return seconds


SECONDS = Seconds()


class Finite(click.FloatRange):
    """A FloatRange that refuses ``nan`` (every comparison with it is false, so it passed the
    range: ``--fail-under nan`` let failed runs exit 0) and ``inf`` (``--call-timeout inf``
    crashed the socket; users34)."""

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Any:
        number = super().convert(value, param, ctx)
        if not math.isfinite(number):
            self.fail(f"{value!r} is not a finite number", param, ctx)
        return number


def refuse_flag(
    ctx: click.Context | None, param: click.Parameter | None, value: str, example: str
) -> None:
    """A UserError (exit 2, one line) when ``value`` is a flag the option swallowed: click takes
    the word after ``--reason`` as its value, so ``--reason --json`` recorded a denial whose
    reason was "--json", and a denial cannot be taken back.

    Refused: one of this command's own option names (``-h`` too), or one word starting with
    ``--`` (``--jsn``, ``--store=x``). Kept: text that only starts with a dash (``-1 budget``,
    ``-5``) and a sentence that starts with ``--`` (a quoted "--force was wrong")."""
    if ctx is None or param is None or not isinstance(param, click.Option):
        return
    word = value.strip()
    own = {opt for p in ctx.command.get_params(ctx) for opt in (*p.opts, *p.secondary_opts)} | set(
        ctx.help_option_names
    )
    if word in own or word.split("=", 1)[0] in own or (word.startswith("--") and " " not in word):
        name = max(param.opts, key=len)
        raise UserError(f"{name} needs a value (got the flag {word}); e.g. {name} {example}")


class Words(click.ParamType):
    """Free text for a person to read (a reason, a note, a name, a role) that is not a flag."""

    name = "TEXT"

    def __init__(self, example: str) -> None:
        self.example = example

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> str:
        text = str(value)
        refuse_flag(ctx, param, text, self.example)
        return text


def text_option(*decls: str, example: str, **kwargs: Any) -> Callable[[F], F]:
    """A text option (``--reason``, ``--note``, ``--as``, ``--role``) that refuses a swallowed
    flag as its value: ``--reason --json`` must never record the reason "--json"."""
    return click.option(*decls, type=Words(example), **kwargs)


def check_store(ctx: click.Context, param: click.Parameter, value: str | None) -> str | None:
    """``--store``: a file path or a ``postgresql://`` URL, nothing else (not a flag it swallowed)."""
    if value is not None:
        refuse_flag(ctx, param, value, "arena.db")
        if value.strip():  # blank: store_problem says it is empty
            from arena.given_paths import meant

            value = meant(value, "--store")  # --store=~/arena.db: the home folder's (users46)
        ctx.meta[STORE_GIVEN] = value  # the store an OSError may name (store_file.unreachable)
        store_problem(value, write=False)
    return value


def check_host(ctx: click.Context, param: click.Parameter, value: str) -> str:
    """``--host``: an address, not nothing. ``--host "$HOST"`` with HOST unset listened on every
    interface and printed ``http://:8750/v1``, a URL nothing can open (users46)."""
    if not value.strip():
        raise click.BadParameter(
            "it is empty (a $VARIABLE that expanded to nothing?): give the address to listen "
            "on, e.g. 127.0.0.1 (the default: this machine only) or 0.0.0.0 (every interface)",
            ctx,
            param,
        )
    return value


# -- options every command spells the same way ---------------------------------------------------
# Defined once so ``--store`` is checked, ``--out`` refused when it is a file and ``--leg-timeout``
# refused at zero on every command alike (docs/cli.md lists them all; tests/cli/test_cli_docs.py).


def store_option(help: str | None = None) -> Callable[[F], F]:
    """``--store PATH|URL`` (checked before anything runs; the command opens it)."""
    return click.option(
        "--store",
        "store_path",
        default=None,
        metavar="PATH|URL",
        callback=check_store,
        help=help
        or "Store: an SQLite file or a postgresql:// URL (default: $ARENA_STORE, "
        "else .arena/arena.db here).",
    )


def adopt_option() -> Callable[[F], F]:
    """``--adopt-copy``: the store named is a copy of one still at its recorded home (or, for
    PostgreSQL, one made on another server), and it is to be the store from now on
    (arena.store.sqlite_home and postgres_home refuse it otherwise: both resumed would run every
    approved action twice)."""
    return click.option(
        "--adopt-copy",
        "adopt_copy",
        is_flag=True,
        help="The store is a copy of one that still exists: make this copy the store (the "
        "original is marked moved and refuses to resume).",
    )


def json_option(help: str = "Print JSON instead of tables.") -> Callable[[F], F]:
    """``--json``: machine-readable output on stdout, nothing else printed there."""
    return click.option("--json", "as_json", is_flag=True, help=help)


def out_option(help: str) -> Callable[[F], F]:
    """``--out FOLDER``: a results folder, refused when it is a file or cannot be written."""
    return click.option(
        "--out", type=click.Path(path_type=str), default=None, callback=check_out, help=help
    )


def _join_adapters(ctx: click.Context, param: click.Parameter, value: tuple[str, ...]) -> str:
    """Every ``--adapter`` given, as one comma-separated selection: a repeated flag kept only the
    last (a comparison quietly ran one framework), while ``--item`` accumulates."""
    names: list[str] = []
    for given in value:
        for name in (part.strip() for part in given.split(",")):
            if name and name not in names:
                names.append(name)
    # --adapter '' ran every adapter, as if it had not been given; beside another one
    # (--adapter langgraph --adapter "$MINE", MINE unset) it ran langgraph alone (users48)
    empty = [given for given in value if not given.replace(",", "").strip()]
    if empty:
        from arena.adapters import ADAPTERS

        alone = f", or drop it to run {', '.join(names)} alone" if names else ""
        raise UserError(
            f"--adapter {' '.join(map(repr, empty))} is empty; give an adapter name ("
            f"{', '.join(ADAPTERS)}), several comma-separated, or 'all'{alone}"
        )
    if "all" in names and len(names) > 1:
        others = ", ".join(n for n in names if n != "all")
        raise click.BadParameter(
            f"'all' already runs every installed adapter; give 'all' or names ({others}), not both",
            ctx=ctx,
            param=param,
        )
    return ",".join(names) or "all"


def adapter_option() -> Callable[[F], F]:
    """``--adapter``: one name, several, or ``all`` (resolved by :func:`arena.adapters.resolve_names`)."""
    return click.option(
        "--adapter",
        "adapter_sel",
        multiple=True,
        default=("all",),
        show_default=True,
        callback=_join_adapters,
        help="Adapter name, comma-separated names, or 'all' (every installed adapter); "
        "your own as module:factory, imported from the current folder. Repeat it to add more.",
    )


def leg_timeout_option(default: float) -> Callable[[F], F]:
    """``--leg-timeout SECONDS``: the most one leg may take before it counts as failed."""
    return click.option(
        "--leg-timeout",
        default=default,
        show_default=True,
        type=SECONDS,
        help="Seconds one leg may take; a leg still running then fails its run.",
    )


def probe_seed_option(help: str) -> Callable[[F], F]:
    """``--probe-seed N``: the seed the probes draw their items with (``arena matrix``, ``arena
    run --probes``); kept as ``probe_seed`` in ``summary.json`` and printed by ``arena report``,
    so a run's probe items can be drawn again."""
    return click.option(
        "--probe-seed", type=click.IntRange(min=0), default=None, metavar="N", help=help
    )


def probe_seed_line(seed: int) -> str:
    """The line ``arena matrix``, ``arena run --probes`` and ``arena report`` end with: the seed
    the probes drew their items with, and how to draw the same ones again."""
    return f"probe items: seed {seed} (--probe-seed {seed} runs the same ones again)"


def mix_seed_line(seed: int) -> str:
    """The line ``arena run --behaviour mix:...`` and ``arena report`` give for the seed the
    mix drew each run's behaviour with (drawn at random unless ``--seed`` was given)."""
    return f"behaviour mix: seed {seed} (--seed {seed} draws the same again)"


def concurrency_option(help: str = "Runs in flight at once.") -> Callable[[F], F]:
    """``--concurrency N``: runs in flight in this process."""
    return click.option(
        "--concurrency", default=4, show_default=True, type=click.IntRange(1, 1000), help=help
    )


def who_options() -> Callable[[F], F]:
    """``--as NAME`` and ``--role ROLE``: who decides, for the audit trail."""
    name = as_option("Who answers (default: your login name).")
    role = text_option(
        "--role",
        example="finance",
        default=None,
        callback=check_role,
        help="The role you answer in, for the audit trail.",
    )

    def apply(fn: F) -> F:
        return name(role(fn))

    return apply


class Group(click.Group):
    """A command group whose sub-command typed in capitals is offered in lower case:
    ``arena operators LIST`` said "No such command 'LIST'." and no guess (users48), as the
    top-level commands did (:class:`arena.cli.ArenaGroup`)."""

    def resolve_command(
        self, ctx: click.Context, args: list[str]
    ) -> tuple[str | None, click.Command | None, list[str]]:
        name = args[0] if args else ""
        if name and name not in self.commands and name.casefold() in self.commands:
            raise click.UsageError(
                f"No such command {name!r}. Did you mean {name.casefold()!r}?", ctx
            )
        return super().resolve_command(ctx, args)


def check_role(ctx: click.Context, param: click.Parameter, value: str | None) -> str | None:
    """``--role ROLE`` as given: a blank one is refused, as ``--as ''`` is. ``--role "$ROLE"``
    with ROLE unset approved with no role, and ``--role ' '`` recorded the role " " in the audit
    trail, a decision that cannot be taken back (users48)."""
    if value is not None and not value.strip():
        raise click.BadParameter(
            "it is empty (a $VARIABLE that expanded to nothing?): give the role you answer in "
            "(--role finance), or leave --role out to answer without one",
            ctx,
            param,
        )
    return value


def as_option(help: str) -> Callable[[F], F]:
    """``--as NAME``: who acts, for the audit trail."""
    return text_option("--as", "name", example="alice", default=None, help=help)


def no_store(store_path: str | None) -> str:
    """What every command says of a store file that is not there: its absolute path (the default
    is relative to the folder), and where runs recorded elsewhere are. approve/show/resume said
    ".arena/arena.db" bare while pending/runs said this (outside tester 20)."""
    from arena.cli.write_checks import behind_nothing
    from arena.store import ENV, store_location

    location = store_location(store_path)
    if (linked := behind_nothing(location)) is not None:  # $ARENA_STORE too (durable47)
        return linked
    where = os.path.abspath(location)
    if not store_path and not os.environ.get(ENV):
        return (
            f"no store at {where} (the default, .arena/arena.db in this folder): nothing has "
            "been recorded here yet (arena run ... --human creates it); runs recorded from "
            "another folder are in that folder's store: pass --store PATH or set ARENA_STORE"
        )
    named = "--store" if store_path else f"${ENV}"
    return (
        f"no store at {where} (named by {named}): nothing has been recorded there yet (arena "
        "run ... --human creates it); check the path, or pass --store PATH / set ARENA_STORE "
        "to the store the runs were recorded in"
    )


def open_existing(store_path: str | None) -> Store:
    """The store an operator command reads: it must exist already (a typo makes no new file)."""
    from arena.store import StoreMissing, open_store, store_location
    from arena.store.urls import is_url

    try:
        return open_store(store_path, create=False)
    except StoreMissing:
        if is_url(store_location(store_path)):
            raise
        raise StoreMissing(no_store(store_path)) from None


def open_listing(store_path: str | None) -> Store | None:
    """The store a listing reads, or None when the default location holds none yet (nothing was
    ever recorded here: an empty list). A store named by ``--store`` or ``$ARENA_STORE`` that is
    not there is an error (StoreMissing, exit 2): a typo must not read as "nothing pending"."""
    from arena.store import ENV, StoreMissing

    try:
        return open_existing(store_path)
    except StoreMissing:
        if store_path or os.environ.get(ENV):
            raise
        return None


def echo_json(value: Any) -> None:
    """One JSON document on stdout, keys sorted, so scripts and diffs can rely on it."""
    click.echo(json.dumps(value, indent=2, sort_keys=True, default=str))


def warn_short_claim(claim_ttl: float | None, leg_timeout: float) -> None:
    """One ``warning:`` line when ``--claim-ttl`` is shorter than ``--leg-timeout``: a claim is
    not renewed while its leg runs, so another resumer (a worker) may take the run over mid-leg
    and this one's leg is discarded; ``--claim-ttl 5`` beside the default 60 s leg said nothing
    (users35). A warning, not an error: drills shorten it on purpose."""
    if claim_ttl is not None and claim_ttl < leg_timeout:
        from arena.line_fold import warning_line  # folded on a terminal

        click.echo(
            warning_line(
                f"--claim-ttl {claim_ttl:g} is shorter than --leg-timeout {leg_timeout:g}: a "
                "claim is not renewed while its leg runs, so another resumer may take a run over "
                "mid-leg and this one's leg is then discarded; give at least the leg timeout "
                "(default: the leg timeout + 30)"
            ),
            err=True,
        )
