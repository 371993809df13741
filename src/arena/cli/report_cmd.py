"""``arena report`` (a results folder as tables and one HTML file) and ``arena view`` (serve them)."""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

import click
from rich.table import Table

from arena.cli.console import Console, say
from arena.cli.layout import stamp
from arena.cli.options import echo_json, json_option, mix_seed_line, probe_seed_line
from arena.cli.render import hint
from arena.display import cell, inert
from arena.errors import UserError
from arena.reliability import open_record

if TYPE_CHECKING:
    from arena.runner import RunResult


@click.command()
@click.argument(
    "folders",
    metavar="RESULTS...",
    nargs=-1,
    type=click.Path(path_type=str),
    callback=lambda ctx, param, value: tuple(_typed(v, "a RESULTS argument") for v in value),
)
@click.option(
    "--html",
    "html_out",
    type=click.Path(path_type=str),
    default=None,
    callback=lambda ctx, param, value: None if value is None else _typed(value, "--html"),
    help="Where to write the HTML report (default: RESULTS/report.html; one RESULTS only).",
)
@json_option(
    "Print one JSON document instead of the tables: a list, one object per RESULTS folder "
    "(the HTML report is still written, its path under 'html')."
)
def report(folders: tuple[Path, ...], html_out: Path | None, as_json: bool) -> None:
    """Summarise a results folder and write its self-contained HTML report. Several folders (a
    pattern such as results/human_in_the_loop-*) are reported one after another."""
    from arena.results import read_results

    if not folders:
        raise click.UsageError(
            "Missing argument 'RESULTS...': give the results folder arena run printed"
        )
    if html_out is not None and len(folders) > 1:
        raise UserError(
            f"--html names one file, and {len(folders)} results folders were given: leave out "
            f"--html (each gets RESULTS/report.html) or give one folder, e.g. arena report "
            f"{folders[-1]} --html {html_out}"
        )
    for folder in folders:  # every folder read before any is reported: a bad one is said first
        _results_folder(folder)
        if len(folders) > 1:
            read_results(folder)
    if as_json:  # the listings' --json (users38): what the tables say, as data
        echo_json([_report_data(folder, html_out) for folder in folders])
        return
    for n, folder in enumerate(folders):
        if n:
            click.echo()
        _report(folder, html_out)


def _typed(given: str, what: str) -> Path:
    """A path as typed: empty (``"$DIR"`` unset) was read as the current folder, and
    ``--html=~/r.html`` wrote ./~/r.html while saying ``report: ~/r.html``, which pasted opens
    the home folder's (users46). Empty is refused; a leading ~ is the home folder."""
    if not given.strip():
        fix = (
            "give a file for the report, e.g. report.html, or leave --html out"
            if what == "--html"
            else "give the results folder arena run printed"
        )
        raise UserError(f"{what} is empty (a $VARIABLE that expanded to nothing?): {fix}")
    return Path(os.path.expanduser(given))


def _results_folder(folder: Path) -> None:
    """Refuse the folder that holds results folders (as ``arena view`` takes), naming them."""
    if folder.is_dir() and not (folder / "summary.json").exists():
        # The folder holding results folders (as `arena view` takes): name them (users31).
        inside = [p for p in folder.iterdir() if (p / "summary.json").is_file()]
        if inside:
            newest = max(inside, key=lambda p: (p.stat().st_mtime, p.name))
            raise UserError(
                f"{folder} holds {len(inside)} results folder(s), not results of its own: give "
                f"one, e.g. arena report {newest} (arena view {folder} serves them all)"
            )


def _report(folder: Path, html_out: Path | None) -> None:
    """One results folder's tables, and its HTML report written."""
    from arena.reporting import write_report
    from arena.reporting.matrix_evidence import folder_matrix, probe_seed
    from arena.reporting.page import counts, rates, waiting
    from arena.reporting.rejudged import read_judged, said, unlogged, unlogged_line
    from arena.results import interrupted_line

    results = read_judged(folder)
    written = write_report(folder, html_out)  # a target it cannot write: said before the table
    s = results.summary
    console = Console()
    model = s.get("model") or {}
    # The time as arena history prints it and the command whole on a line of its own: at 40
    # columns '2026-12-05T08:56:53.774720+00:00' and the command were folded mid-way, and at 80
    # the command's line began with '·' (users tester 33)
    started = stamp(str(s["started_at"])) if s.get("started_at") else "?"
    # The endpoint too, as the HTML report names it: two folders of one model name served by
    # two endpoints (or a live one and the scripted model) read the same here (users36).
    served = f"{model.get('name')} at {model['url']}" if model.get("url") else model.get("name")
    say(console, f"{s.get('arena')} · {served} · {s.get('kind', 'run')} · {started}", markup=False)
    if s.get("command_line"):
        hint(console, f"  {s['command_line']}")
    rel = rates(results)
    held = waiting(results.runs)
    k = max((r.get("k", 1) for r in rel.values()), default=1)
    # The folder on a line of its own, whole and as typed: as the table's title it was cut
    # mid-name at the table's width ("...-20261205-0" / "12622") and read as markup, so a
    # folder "r[red]z" printed "rz" and "a[/b]" raised MarkupError (users tester 30).
    say(console, inert(str(folder)), markup=False)
    table = Table()
    # One try per item: pass^k and pass@k are pass^1 again (three equal columns said nothing).
    repeats = ("pass^1", f"pass^{k}", f"pass@{k}") if k > 1 else ("pass^1",)
    for col in ("adapter", "runs", "passed", *(("waiting",) if held else ()), *repeats):
        table.add_column(col, no_wrap=True)
    for name, row in counts(results).items():
        r = rel.get(name, {})
        rates_ = [
            (r.get("by_k") or {}).get("1", {}).get("pass^k"),
            r.get("pass^k"),
            r.get("pass@k"),
        ]
        table.add_row(
            name,
            str(row.get("runs", "")),
            str(row.get("passed", "")),
            *((str(held.get(name, 0)),) if held else ()),
            *(_num(v) for v in rates_[: len(repeats)]),
        )
    console.print(table)
    rejudged = said(results.rejudged)
    if rejudged:  # a record whose verdict its own evidence does not give (red team 46)
        console.print(cell(rejudged))  # names runs and checks the file holds: inert
    cut = interrupted_line(s, results.runs)
    if cut:  # a partial folder says so before anything is read from it
        console.print(cell(cut))
    for line in _failed_items(results.runs):
        console.print(cell(line))  # item ids are the item file's: inert
    on_endpoint = _on_endpoint(results.runs)
    if on_endpoint:
        console.print(cell(on_endpoint))  # quotes the endpoint: inert
    bare = unlogged(results.runs)
    if bare[0]:  # a pass there rests on the harness's evidence alone (redteam48)
        console.print(cell(unlogged_line(bare)))
    disagreed = folder_matrix(results).said()
    if disagreed:  # a summary.json whose matrix its own probe runs do not bear out (report43)
        console.print(cell(disagreed))  # names adapters and values the file holds: inert
    if held:
        _say_waiting(console, folder, results.runs, sum(held.values()))
    seed = probe_seed(results)
    if seed is not None:  # what reproduces its probe items (evidence44)
        console.print(probe_seed_line(seed))
    mixed = (s.get("model") or {}).get("seed")
    if isinstance(mixed, int) and not isinstance(mixed, bool):  # and its behaviour mix
        console.print(mix_seed_line(mixed))
    shown = str(written)
    if any(c.isspace() for c in shown):  # pasted bare after xdg-open, 'a b' was two (users40)
        import shlex

        shown = shlex.quote(shown)
    console.print(cell(f"report: {shown}"), soft_wrap=True)  # one line to copy, as typed


def _report_data(folder: Path, html_out: Path | None) -> dict[str, Any]:
    """One results folder as ``--json`` gives it, keys as ``arena runs --json``'s: what the
    tables and the lines under them say. ``interrupted`` is ``summary.json``'s record of a folder
    cut short, with ``stopped`` (why no further run started; "" for Ctrl-C) and, per adapter
    whose items did not all finish, why its pass rates are not computed; null for a whole one.
    ``matrix_disagrees`` / ``matrix_unmeasured``: ``summary.json``'s matrix cells the folder's
    probe runs show otherwise, or that no run in it measures (:mod:`arena.reporting.matrix_evidence`).
    ``probe_seed``: the seed its probe runs drew their items with (null: no probe runs).
    ``rejudged``: runs whose recorded verdicts their own evidence does not give, one line each
    (counted as judged again: :mod:`arena.reporting.rejudged`). ``unlogged_runs``: finished runs
    judged without a model log (a real endpoint's: :func:`arena.reporting.rejudged.unlogged`)."""
    from arena.reporting import write_report
    from arena.reporting.matrix_evidence import folder_matrix, probe_seed
    from arena.reporting.page import counts, rates, waiting
    from arena.reporting.rejudged import read_judged, unlogged
    from arena.results import unfinished

    results = read_judged(folder)
    written = write_report(folder, html_out)
    s, runs = results.summary, results.runs
    rel, held = rates(results), waiting(results.runs)
    adapters = []
    for name, row in counts(results).items():
        r = rel.get(name, {})
        adapters.append(
            {
                "adapter": name,
                "runs": row.get("runs"),
                "passed": row.get("passed"),
                "waiting": held.get(name, 0),
                "k": r.get("k", 1),
                "pass_hat_1": ((r.get("by_k") or {}).get("1") or {}).get("pass^k"),
                "pass_hat_k": r.get("pass^k"),
                "pass_at_k": r.get("pass@k"),
            }
        )
    cut = s.get("interrupted")
    errors = _endpoint_errors(runs)
    measured = folder_matrix(results)
    waiting_ids = {str(r.get("run_id")) for r in runs if open_record(r)}
    return {
        "folder": str(folder),
        "html": str(written),
        "arena": s.get("arena"),
        "kind": s.get("kind", "run"),
        "started_at": s.get("started_at"),
        "command_line": s.get("command_line"),
        "model": {
            "name": (s.get("model") or {}).get("name"),
            "url": (s.get("model") or {}).get("url"),
        },
        "adapters": adapters,
        "interrupted": (dict(cut) | {"rates_not_computed": unfinished(runs, cut)} if cut else None),
        "failed_items": _failed_by_item(runs),
        "endpoint_failed_runs": len(errors),
        # finished runs judged with no model log (a real endpoint keeps none): redteam48
        "unlogged_runs": unlogged(runs)[0],
        "waiting": sum(held.values()),
        "resumed_since": {str(f): n for f, n in _resumed_since(folder, waiting_ids).items()},
        # summary.json's matrix cells its probe runs contradict, or that no run here measures
        "matrix_disagrees": measured.disagreed,
        "rejudged": list(results.rejudged),
        "matrix_unmeasured": measured.unbacked,
        "probe_seed": probe_seed(results),
    }


def _say_waiting(console: Console, folder: Path, runs: list[dict[str, Any]], held: int) -> None:
    """The runs this folder left waiting; those a later ``arena resume`` finished are named with
    its folder (it said "arena resume --all continues them" of runs resumed long since)."""
    resumed = _resumed_since(folder, {str(r.get("run_id")) for r in runs if open_record(r)})
    done = sum(resumed.values())
    rest = held - done
    if done:
        where = ", ".join(f"{f} ({n})" for f, n in resumed.items())
        say(
            console,
            inert(
                f"{held} run(s) waited for a person when this folder was written; {done} of "
                f"them resumed since: {where}"
            ),
            markup=False,
        )
    if rest:
        say(
            console,
            f"{rest} run(s) {'still ' if done else ''}wait for a person: neither passed nor "
            "failed, left out of the pass rates and failed items; arena pending lists them, arena "
            "resume --all continues them once answered",
            markup=False,
        )


def _resumed_since(folder: Path, waiting: set[str]) -> dict[Path, int]:
    """Per later results folder beside ``folder`` (``arena resume``'s, by default), how many of
    the ``waiting`` run ids it holds finished: a run still open there waits yet."""
    import json

    found: dict[Path, int] = {}
    if not waiting:
        return found
    for other in sorted(folder.parent.glob("*/runs.jsonl")):
        if other.parent.resolve() == folder.resolve():
            continue
        try:
            lines = other.read_text(encoding="utf-8").splitlines()
        except (OSError, UnicodeDecodeError):
            continue
        for line in lines:
            try:
                run = json.loads(line)
            except ValueError:
                continue
            rid = str(run.get("run_id")) if isinstance(run, dict) else ""
            if rid in waiting and not open_record(run):
                waiting.discard(rid)
                found[other.parent] = found.get(other.parent, 0) + 1
    return found


def _on_endpoint(runs: list[dict[str, Any]]) -> str | None:
    """The line ``arena run`` printed under its summary for runs the model endpoint failed (the
    gateway's record: failed calls, a 2xx no client reads, a call still retried as the leg timed
    out): the report listed them as failed items only, and 'hitl-01: all 4 adapters' read as the
    item's fault (users35)."""
    from arena.display import clip
    from arena.failure_hints import ended_or_failed, recorded_endpoint_error

    blamed = [r for r in runs if recorded_endpoint_error(r)]
    said = _endpoint_errors(runs)
    if not said:
        return None
    first = clip(said[0].splitlines()[0], 160)
    verb = ended_or_failed(r.get("status") for r in blamed)
    return (
        f"{len(said)} of {len(runs)} runs {verb} on a model endpoint error, e.g. {first!r}: "
        "their failing checks judge an agent that got no model answer"
    )


def say_unlogged(console: Console, results: Sequence[RunResult]) -> None:
    """``arena run``'s line for its finished runs none of whose legs kept the model's log (the
    harness writes ``model_calls`` on each ``leg.finished`` wherever the endpoint logs)."""
    from arena.reporting.rejudged import logless, unlogged_line

    finished = [r for r in results if r.checks]
    bare = [
        r for r in finished if logless(e.data for e in r.trace.events if e.type == "leg.finished")
    ]
    if bare:
        console.print(cell(unlogged_line((len(bare), len(finished)))))


def _endpoint_errors(runs: list[dict[str, Any]]) -> list[str]:
    """The model endpoint's error of each run it failed, by the gateway's record."""
    from arena.failure_hints import recorded_endpoint_error

    return [e for r in runs if (e := recorded_endpoint_error(r))]


def _failed_by_item(runs: list[dict[str, Any]]) -> dict[str, list[str]]:
    """The adapters each failed item failed on; a run still waiting for a person has not."""
    failed: dict[str, list[str]] = {}
    for run in runs:
        if not run.get("passed") and not open_record(run):
            names = failed.setdefault(str(run.get("item")), [])
            if run.get("adapter") not in names:
                names.append(str(run.get("adapter")))
    return failed


def _failed_items(runs: list[dict[str, Any]]) -> list[str]:
    """Which items failed, and on which adapters — what to open in the HTML report first."""
    failed = _failed_by_item(runs)
    adapters = {str(run.get("adapter")) for run in runs}
    if not failed:
        return []
    lines = [f"failed items ({len(failed)}):"]
    for item, names in failed.items():
        on = f"all {len(names)} adapters" if len(adapters) > 1 and set(names) == adapters else ""
        lines.append(f"  {item}: {on or ', '.join(names)}")
    return lines


def _num(v: float | None) -> str:
    return "-" if v is None else f"{v:.2f}"


@click.command()
@click.argument(
    "folder",
    metavar="[FOLDER]",
    required=False,
    default="results",
    type=click.Path(path_type=str),
    callback=lambda ctx, param, value: _typed(value, "FOLDER"),
)
@click.option(
    "--port",
    default=8760,
    show_default=True,
    type=click.IntRange(0, 65535),
    help="Port to serve on.",
)
def view(folder: Path, port: int) -> None:
    """Serve the reports of a results folder (or of every results folder in it) on 127.0.0.1."""
    from arena.pipe_reader import pipe_reader
    from arena.reporting.serve import make_server, none_yet

    reader = pipe_reader()  # `arena view | head -1` served on after head exited (users46)
    source = click.get_current_context().get_parameter_source("folder")
    server = make_server(folder, port, default=source is click.core.ParameterSource.DEFAULT)
    click.echo(
        f"reports of {folder} at http://127.0.0.1:{server.server_address[1]}/ (Ctrl-C stops)"
    )
    if said := none_yet(folder, default=source is click.core.ParameterSource.DEFAULT):
        from arena.line_fold import warning_line

        click.echo(warning_line(said), err=True)
    done = False
    if reader is not None:
        reader.start(lambda: done, server.shutdown)
    try:  # Ctrl-C goes on to the CLI's handler: exit 130 as every command (it exited 0)
        server.serve_forever()
    finally:
        done = True
        server.server_close()
        if reader is not None:
            reader.close()
    if reader is not None:
        reader.raise_if_gone()
