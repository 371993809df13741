"""What ``arena run`` stopped by Ctrl-C says of the items it did not finish: which were started
and which never were, and the exact command that runs the missing ones (outside tester 12,
finding 5: summary.json listed every planned item, and nothing said how to go on)."""

from __future__ import annotations

import contextlib
import dataclasses
import shlex
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from typing import TYPE_CHECKING

import click

from arena.cli.console import Console, say
from arena.cli.run_output import RunOutput
from arena.context import ModelEndpoint
from arena.display import cell, inert
from arena.errors import ModelGone, StoreError
from arena.results import Interrupted, interrupted_line, read_summary, run_record
from arena.runner import RunResult
from arena.types import EvalItem

if TYPE_CHECKING:
    from arena.store.base import Store

EndpointFor = Callable[[str, EvalItem, int], ModelEndpoint]

#: What a Ctrl-C leaves behind at each stage of ``arena run`` (the CLI's handler says it): the
#: stored runs' words ("legs in flight were not recorded; arena runs shows ...") were said of
#: runs that no store kept, and during the --model-url check before any run (outside user 27).
NOT_STARTED = "no run had started"
CHECKING = "no run had started: it stopped while checking the model endpoint (GET /models)"
UNSTORED = (
    "the runs in flight were lost: arena run stores runs only with --human or --store (the "
    "results folder holds those that finished)"
)


#: A Ctrl-C under --store before any of the command's runs was stored (a run is stored as its
#: first leg ends): "legs in flight were not recorded; arena runs shows where each stored run
#: stands" sent the user to ``arena runs``, which listed none of them (users43, --workers 4).
NONE_STORED = "no run had been stored (none had ended a leg): run it again"


def newest_run(store: Store) -> str | None:
    """The id of the newest run ``store`` holds (None: none, or the store could not say)."""
    try:
        runs = store.runs(limit=1)
    except StoreError:
        return None
    return runs[0].id if runs else None


def none_stored_since(store: Store, newest: str | None) -> bool:
    """Whether ``store`` holds no run newer than ``newest`` (its newest run before the command
    started runs): none of the command's runs was stored. Another command's run stored
    meanwhile reads as one of this command's, so the default words stand then."""
    try:
        runs = store.runs(limit=1)
    except StoreError:
        return False
    return (runs[0].id if runs else None) == newest


def on_ctrl_c(said: str | None) -> None:
    """What a Ctrl-C from now on leaves behind (None: the CLI's words for a command that stores
    its runs, :data:`arena.cli.AFTER_CTRL_C`). Called outside a command (a test of
    :func:`arena.cli.restart_cmd.run_restart`), there is no CLI handler to tell: nothing."""
    from arena.cli import ON_CTRL_C

    ctx = click.get_current_context(silent=True)
    if ctx is not None:
        ctx.meta[ON_CTRL_C] = said


#: ``arena run`` options the rerun command sets itself (``--out``: a fresh folder, not the
#: interrupted one, whose runs it would overwrite; ``--repeats``: the runs each item lacks, not
#: the plan's, which ran a half-finished item in full again: 26 runs of 20, users29). Each takes
#: a value.
_REPLACED = ("--item", "--adapter", "--out", "--repeats")


def missing(
    results: Sequence[RunResult], adapters: Sequence[str], items: Sequence[str], repeats: int
) -> dict[str, dict[str, int]]:
    """Per adapter, the planned items without every repeat finished (in plan order), each with
    the number of its runs that did not finish."""
    done = Counter((r.adapter, r.item.id) for r in results)
    gaps = {
        a: {i: repeats - done[(a, i)] for i in items if done[(a, i)] < repeats} for a in adapters
    }
    return {a: its for a, its in gaps.items() if its}


def rerun_command(
    argv: Sequence[str], gaps: dict[str, dict[str, int]], items: Sequence[str] = ()
) -> str | None:
    """The command line that runs exactly the runs that did not finish: ``argv`` without its
    ``--item``, ``--adapter``, ``--out`` and ``--repeats``, then ``--repeats N --adapter A --item
    k07 ...`` with N the runs each of those items lacks (one command per set of items lacking as
    many; adapters missing the same share it, ``;`` between commands). A finished run is never
    run again. Where a command lacks every planned item (``items``), the ``--item`` words given
    are kept instead of each id: a Ctrl-C before seven adapters started listed all 12 items,
    ``--item hitl-01 ... --item hitl-12``, a 330-character line for what no ``--item`` said
    (users44)."""
    if not gaps or not argv:
        return None
    kept: list[str] = []
    given: list[str] = []  # the --item words as typed: they select exactly ``items``
    skip = kept_item = False
    for word in argv:
        if skip:
            skip = False
            if kept_item:
                given.append(word)
            continue
        name = word.split("=", 1)[0]
        if name in _REPLACED:
            skip = "=" not in word
            kept_item = name == "--item"
            if kept_item:
                given.append(word)
            continue
        kept.append(word)
    by_items: dict[tuple[int, tuple[str, ...]], list[str]] = {}
    for adapter, its in gaps.items():
        for count in dict.fromkeys(its.values()):
            lacking = tuple(i for i, n in its.items() if n == count)
            by_items.setdefault((count, lacking), []).append(adapter)
    commands = []
    for (count, lacking), names in by_items.items():
        times = ["--repeats", str(count)] if count != 1 else []
        every = bool(items) and lacking == tuple(items)
        which = given if every else [w for i in lacking for w in ("--item", i)]
        more = [*times, "--adapter", ",".join(names), *which]
        commands.append(shlex.join([*kept, *more]))
    return " ; ".join(commands)


def tracking(
    base: EndpointFor | None, endpoint: ModelEndpoint, started: set[tuple[str, str]]
) -> EndpointFor:
    """``endpoint_for`` that notes each (adapter, item) whose run starts (the runner asks it as
    a run starts, in one process; ``--workers`` ask it for every run up front, so not there).
    By item alone, an item one adapter started read as started for every other."""

    def endpoint_for(adapter: str, item: EvalItem, repeat: int) -> ModelEndpoint:
        started.add((adapter, item.id))
        return base(adapter, item, repeat) if base else endpoint

    return endpoint_for


def plan_of(
    results: Sequence[RunResult],
    adapters: Sequence[str],
    items: Sequence[str],
    *,
    planned: int,
    repeats: int,
    started: set[tuple[str, str]],
    argv: Sequence[str],
) -> Interrupted:
    """What was planned and what of it started, per adapter, for ``summary.json``: an item is
    started only when every adapter started a run of it."""
    started = started | {(r.adapter, r.item.id) for r in results}
    by = {a: tuple(i for i in items if (a, i) not in started) for a in adapters}
    by = {a: its for a, its in by.items() if its}
    unstarted = {i for its in by.values() for i in its}
    return Interrupted(
        finished=len(results),
        planned=planned,
        adapters=tuple(adapters),
        items=tuple(items),
        repeats=repeats,
        started=tuple(i for i in items if i not in unstarted),
        not_started=tuple(i for i in items if i in unstarted),
        rerun=rerun_command(argv, missing(results, adapters, items, repeats), items),
        not_started_by=by if len(adapters) > 1 else {},
    )


def stopped_plan(
    results: Sequence[RunResult],
    not_run: int,
    adapters: Sequence[str],
    items: Sequence[str],
    *,
    planned: int,
    repeats: int,
    started: set[tuple[str, str]],
    argv: Sequence[str],
) -> Interrupted | None:
    """:func:`plan_of` for a command that started no further run once the endpoint refused the
    key or could not be reached (``not_run`` runs left), with why; None when every run ran."""
    if not not_run:
        return None
    refused = any(r.extra.get("key_refused") for r in results)
    pages = [str(p) for r in results if (p := r.extra.get("endpoint_page"))]
    page = not refused and bool(pages)
    failing = [str(f) for r in results if (f := r.extra.get("endpoint_failing"))]
    what = (
        "a redirect"
        if any(" redirect to " in p for p in pages)
        else "an answer that is no JSON"
        if any(": no JSON" in p for p in pages)
        else "a web page"
    )
    why = "the model endpoint " + (
        "refused the API key"
        if refused
        else f"answered {what}, not an API answer"
        if page
        else "could not be reached"
        if any(r.extra.get("endpoint_down") for r in results) or not failing
        else f"answered {failing[0]} in each of the first runs"
    )
    plan = plan_of(
        results, adapters, items, planned=planned, repeats=repeats, started=started, argv=argv
    )
    return dataclasses.replace(plan, stopped=why)


@contextlib.contextmanager
def keep_finished_on_ctrl_c() -> Iterator[list[BaseException]]:
    """Ctrl-C while runs are in flight: caught here (into the list it yields) so that the runs
    that finished are still written to the results folder before the command exits 130. With
    --workers they came back from the worker processes one by one; none of them was written.
    So is the scripted model's process dying under --workers (:class:`ModelGone`, exit 1)."""
    stopped: list[BaseException] = []
    try:
        yield stopped
    except (KeyboardInterrupt, ModelGone) as exc:
        stopped.append(exc)


def model_gone(stopped: Sequence[BaseException]) -> ModelGone | None:
    """The scripted model's process dying among what stopped the runs, or None (a Ctrl-C)."""
    return next((e for e in stopped if isinstance(e, ModelGone)), None)


def gone_plan(plan: Interrupted, stopped: Sequence[BaseException]) -> Interrupted:
    """``plan`` with why no further run started when the model's process died (else as is):
    the folder then reads 'stopped early (the scripted model's process ...)', not a Ctrl-C."""
    gone = model_gone(stopped)
    return plan if gone is None else dataclasses.replace(plan, stopped=gone.why)


def numbered(finished: list[RunResult]) -> list[RunResult]:
    """The runs that finished, each with its repeat (which a whole run sets from its plan): the
    n-th of an (adapter, item) to finish is its repeat n."""
    seen: dict[tuple[str, str], int] = {}
    for r in finished:
        key = (r.adapter, r.item.id)
        r.extra.setdefault("repeat", seen.get(key, 0))
        seen[key] = seen.get(key, 0) + 1
    return list(finished)


def never_started(by: dict[str, tuple[str, ...]]) -> str:
    """Each adapter's items never started, adapters that lack the same ones named together:
    seven adapters that never started listed the same 12 ids seven times over (users44)."""
    shared: dict[tuple[str, ...], list[str]] = {}
    for adapter, its in by.items():
        shared.setdefault(its, []).append(adapter)
    return "; ".join(f"{', '.join(names)}: {', '.join(its)}" for its, names in shared.items())


def write_interrupted(
    written: RunOutput, results: list[RunResult], plan: Interrupted, console: Console
) -> None:
    """The results folder for the runs that finished before Ctrl-C (none: nothing written),
    marked partial with what was planned; the same line ``arena report`` prints says so here."""
    if not results:
        return
    written.write(results, rows=[], interrupted=plan)
    summary = read_summary(written.out / "summary.json")
    line = interrupted_line(summary, [run_record(r) for r in results]) or ""
    # Prose wrapped at the terminal's width between words (a path stays whole), the command on
    # a line of its own, never wrapped: both sentences ran past 80 columns (users tester 30).
    say(console, inert(f"{line}; their results: {shlex.quote(str(written.out))}"), markup=False)
    if plan.rerun:
        never = (
            never_started(plan.not_started_by)
            if plan.not_started_by
            else ", ".join(plan.not_started)
        )
        left = plan.planned - plan.finished
        started = f"not run: {never} (never started); " if never else ""
        said = (
            f"{started}to run only the {left} run(s) that did not finish, none of the "
            f"{plan.finished} that did again:"
        )
        say(console, inert(said), markup=False)
        console.print(cell(f"  {plan.rerun}"), highlight=False, soft_wrap=True)
