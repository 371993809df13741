"""What ``arena run`` leaves behind: the results folder and what it prints when the runs are done.

Kept apart from the command (``cli/run_cmd.py``), which only checks arguments and runs the arena.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import click
from rich.console import Group
from rich.markup import escape
from rich.padding import Padding
from rich.table import Table
from rich.text import Text

from arena.arenas import Arena
from arena.cli.console import Console, say
from arena.cli.layout import Packed
from arena.cli.render import ID_WIDTH, WIDE_TERMINAL, commands, hint
from arena.display import cell, inert, join, styled
from arena.evaluate import check_spec
from arena.hosting import POLICY
from arena.matrix import MatrixRow
from arena.provenance import Provenance
from arena.report import (
    evidence_table,
    matrix_table,
    mechanisms_table,
    print_results,
    reliability_table,
)
from arena.results import Interrupted, run_record, write_results
from arena.runner import RunResult
from arena.store import Store, store_flag

if TYPE_CHECKING:
    from arena.gateway import Price
    from arena.store.records import EndpointSpec
    from arena.types import InputResponse


def gateway_settings(call_timeout: float, retries: int, prices: Price | None) -> dict[str, Any]:
    """The gateway in front of a real endpoint, as ``summary.json`` records it."""
    return {
        "call_timeout_s": call_timeout,
        "retries": retries,
        "price": [prices.input_per_m, prices.output_per_m] if prices else None,
    }


@dataclass(frozen=True, kw_only=True)
class RunOutput:
    """Where and with what a run's results folder is written (``runs.jsonl``, ``summary.json``)."""

    out: Path
    arena: Arena
    model: str
    behaviour: str | None
    gateway: dict[str, Any] | None
    provenance: Provenance
    frameworks: dict[str, str]

    def write(
        self,
        results: Sequence[RunResult],
        *,
        rows: Sequence[MatrixRow],
        probe_runs: Sequence[RunResult] = (),
        interrupted: Interrupted | None = None,
    ) -> None:
        spec = check_spec(self.arena)
        write_results(
            self.out,
            results,
            arena=self.arena.name,
            model=self.model,
            extra={
                "behaviour": self.behaviour,
                "matrix": [r.as_dict() for r in rows],
                # Which tool asks and which has the side effect: what the report's timelines follow.
                "tools": {"gate": spec.gate, "side_effect": spec.tool},
                # Where the arena was read: a report reads its items again from there, as an
                # arena of one's own is no name it can load (evals45).
                "arena_path": str(self.arena.path.resolve()),
                "gateway": self.gateway,
            }
            | self._probe_seed(probe_runs),
            provenance=self.provenance,
            frameworks=self.frameworks,
            interrupted=interrupted,
        )
        if probe_runs:
            with (self.out / "probes.jsonl").open("w", encoding="utf-8") as fh:
                for r in probe_runs:
                    fh.write(json.dumps(run_record(r), sort_keys=True) + "\n")

    @staticmethod
    def _probe_seed(probe_runs: Sequence[RunResult]) -> dict[str, Any]:
        """With ``--probes``: the seed the probes drew their items with, as ``arena matrix``
        keeps it (``arena matrix --probe-seed N`` runs the same items again)."""
        seeds = [r.extra["probe_seed"] for r in probe_runs if "probe_seed" in r.extra]
        return {"probe_seed": seeds[0]} if seeds else {}


def print_json_lines(results: Sequence[RunResult]) -> None:
    """``--json``: one line per run, the record ``runs.jsonl`` holds."""
    for r in results:
        click.echo(json.dumps(run_record(r), sort_keys=True))


def print_tables(
    console: Console,
    results: Sequence[RunResult],
    rows: Sequence[MatrixRow],
    *,
    items: bool,
    repeats: int,
    probes: bool,
) -> None:
    """The scores, then reliability over repeats, the matrix, its evidence and mechanisms."""
    print_results(results, console, items=items)
    if repeats > 1:
        console.print(reliability_table(results))
    if rows:
        console.print(matrix_table(rows, width=console.width))
        if probes:
            console.print(evidence_table(rows, console.width))
        console.print(mechanisms_table(rows, console.width))


def print_waiting(console: Console, results: Sequence[RunResult], store: Store) -> None:
    """After ``--human``: which runs wait for whom, and the commands that continue them."""
    table = Table()
    # Ids whole at 80 columns and through a pipe; the rest folds.
    table.add_column("run", overflow="fold", width=ID_WIDTH)
    table.add_column("request", overflow="fold", width=ID_WIDTH)
    table.add_column("item · adapter", overflow="fold", ratio=1)
    table.add_column("asks", overflow="fold", ratio=2)
    # Below WIDE_TERMINAL columns one block per run: the table's "asks" column folded the side
    # effect over five lines at 80.
    blocks: list[Packed | Padding] = []
    waiting, fragile, by_policy, by_people, moved_on = 0, 0, 0, 0, 0
    fragile_adapters: set[str] = set()
    for r in results:
        pause = r.trace.legs[-1] if r.trace.legs else None
        where = join(cell(r.item.id), Text("\n"), cell(r.adapter))
        now = store.run(r.run_id) if r.status == "waiting" else None
        if now is not None and now.status != "waiting":
            # Answered and resumed from another terminal (or by `arena worker`), or closed, while
            # this command still ran: its result here is the pause, the store's where the run
            # stands (it read "approved by root — arena resume continues it" of a completed run).
            moved_on += 1
            verdict = "" if now.passed is None else " (passed)" if now.passed else " (FAIL)"
            said = styled(f"no longer waiting: {now.status}{verdict}", "dim")
            table.add_row(r.run_id, "-", where, said)
            head = Packed(cell(r.run_id, "bold"), cell(r.item.id), cell(r.adapter))
            blocks += [head, Padding(said, (0, 0, 0, 2), expand=False)]
            continue
        # A request the policy approved as it was recorded (approval: none) waits for no one;
        # one a person answered meanwhile (another process) neither: each says who decided.
        stored = [store.request(q.id) for q in pause.requests] if pause is not None else []
        unanswered = [q.request for q in stored if q.response is None]
        if r.status == "waiting" and stored and not unanswered:
            answers = [q.response for q in stored if q.response is not None]
            policy = all(a.responder == POLICY for a in answers)
            by_policy += policy
            by_people += not policy
            said = join(
                styled("; ".join(decided_by(a) for a in answers), "dim"),
                " — arena resume continues it",
            )
            table.add_row(r.run_id, stored[0].id, where, said)
            head = Packed(cell(stored[0].id, "bold"), cell(r.item.id), cell(r.adapter))
        elif r.status == "waiting" and unanswered:
            waiting += 1
            if not store.run(r.run_id).durable:
                fragile += 1
                fragile_adapters.add(r.adapter)
            req = unanswered[0]
            effect = (req.details.get("proposed_side_effect") or {}).get("summary") or req.prompt
            table.add_row(r.run_id, req.id, where, cell(effect))
            head = Packed(cell(req.id, "bold"), cell(r.item.id), cell(r.adapter))
            said = join(styled("run ", "dim"), cell(r.run_id), styled(": ", "dim"), cell(effect))
        else:
            err = r.trace.error or next((t.error for t in r.trace.legs if t.error), "") or ""
            table.add_row(r.run_id, "-", where, join(styled(r.status, "red"), " ", cell(err)))
            head = Packed(cell(r.run_id, "bold"), cell(r.item.id), cell(r.adapter))
            said = join(styled(r.status, "red"), " ", cell(err))
        blocks += [head, Padding(said, (0, 0, 0, 2), expand=False)]
    # Said, not a table's title: a title folds the store's path mid-name at 40 columns (users
    # tester 32); a path longer than the line stands whole on one of its own
    # None paused (each failed or ended first: an endpoint's login page, a refused key): said
    # so, not 'Waiting for a person' over failed runs and '0 run(s) wait for a person. Next:
    # arena pending, arena approve <request> ...' for nothing to answer (users39).
    nobody = not (waiting or by_policy or by_people or moved_on)
    title = "No run waits for a person" if nobody else "Waiting for a person"
    say(console, f"[bold]{title}[/bold] ({escape(inert(store.location))})")
    console.print(table if console.width >= WIDE_TERMINAL else Group(*blocks))
    if nobody:
        none = (
            f"none of the {len(results)} runs paused for a person: each ended as named above"
            if len(results) > 1
            else "the run did not pause for a person: it ended as named above"
        )
        say(console, none, markup=False)
        return
    flag = store_flag(store)
    if waiting and fragile == waiting and not (by_policy or by_people):  # none can be reached
        say(  # prose, wrapped between words; the command below stays whole (users tester 30)
            console,
            # "1 run(s) … all 1 of them are not durable" (docs32), and which adapter's
            _not_durable(waiting, fragile_adapters)
            + ", and its paused state lived in this process, which exits now, so no answer "
            "could reach it. Re-run with an adapter whose pause is durable (e.g. --adapter "
            "pydantic_ai), or close it:"
            if waiting == 1
            else _not_durable(waiting, fragile_adapters)
            + ", and their paused state lived in this process, which exits now, so no answer "
            "could reach them. Re-run with an adapter whose pause is durable (e.g. --adapter "
            "pydantic_ai), or close them:",
            markup=False,
        )
        commands(console, "", [f"arena sweep --not-durable{flag}"], 2)
        return
    say(  # prose, wrapped between words; the commands below stay whole
        console,
        f"{waiting} run(s) wait for a person"
        + (f"; {by_policy} approved by the policy" if by_policy else "")
        + (f"; {by_people} answered by a person (named above)" if by_people else "")
        + (" wait for arena resume" if by_policy or by_people else "")
        + (f"; {moved_on} no longer waiting (named above)" if moved_on else "")
        + ". Next:",
        markup=False,
    )
    next_commands = [
        f"arena pending{flag}",
        f"arena approve <request>{flag}",
        f"arena deny <request> --reason ...{flag}",
        f"arena resume --all{flag}",
    ]
    commands(console, "", next_commands, 2)  # one whole command per line
    unconfigured(console, results, store)
    unallowed_tools(console, results, store)
    if fragile:
        # '1 of them are not durable' named neither the run's number nor its adapter among 8
        # adapters' runs (users tester 32)
        one = fragile == 1
        console.print(
            f"[yellow]note:[/yellow] {fragile} of them {'is' if one else 'are'} not durable "
            f"({escape(', '.join(sorted(fragile_adapters)))}): {'its' if one else 'their'} paused state "
            f"lived in this process, which exits now, so arena resume cannot continue "
            f"{'it' if one else 'them'} (arena show says so). Use an adapter whose pause is "
            "durable."
        )


def _not_durable(waiting: int, adapters: set[str]) -> str:
    """The head of the note that no paused run can be answered, naming the adapters."""
    names = ", ".join(sorted(adapters))
    if waiting == 1:
        return f"1 run paused for a person and cannot be answered: {names} is not durable"
    return (
        f"{waiting} runs paused for a person, and none can be answered: all {waiting} of them "
        f"are not durable ({names})"
    )


def decided_by(answer: InputResponse) -> str:
    """Who decided, as recorded: "approved by the policy" only for the policy's own vote; a
    person's decision names the person, role and interface (red team 18: an adapter's forged
    approval in alice's name read "approved by the policy" in the summary)."""
    verb = {"approve": "approved", "deny": "denied"}.get(answer.option_id or "", "answered")
    if answer.responder == POLICY:
        return f"{verb} by policy"
    who = answer.responder
    how = " · ".join(x for x in (who.role, who.interface) if x)
    return f"{verb} by {who.name}" + (f" ({how})" if how else "")


def unconfigured(console: Console, results: Sequence[RunResult], store: Store) -> None:
    """Before ``arena resume``: the ``endpoints:`` entry each waiting run's model endpoint needs.
    A resume calls only endpoints the operator configured (:mod:`arena.runs.allow`), and a run
    made with ``--model-url`` was refused only at ``arena resume`` ("... is not one the operator
    configured"), after a person had answered it (tester 14)."""
    from arena.errors import UserError
    from arena.runs.allow import NotAllowed, load_allow

    specs: dict[str, EndpointSpec] = {}
    for r in results:
        spec = store.run(r.run_id).origin.endpoint if r.status == "waiting" else None
        if spec is not None and not spec.scripted and spec.base_url:
            specs.setdefault(spec.base_url.rstrip("/"), spec)
    if not specs:
        return
    try:
        allow = load_allow()
    except UserError as exc:  # the operator's file is broken: resume would say the same
        # prose, wrapped between words (users47: one line of ~190 columns at 80)
        say(console, inert(f"before arena resume, fix the allow-list: {exc}"), markup=False)
        return
    entries: list[str] = []
    urls: list[str] = []
    taken = set(allow.endpoints)
    for url, spec in sorted(specs.items()):
        try:
            allow.endpoint(spec)
        except NotAllowed:
            name = _entry_name(url, taken)
            taken.add(name)
            key = f", api_key_env: {spec.api_key_env}" if spec.api_key_env else ""
            entries.append(f"  {name}: {{base_url: {json.dumps(url)}{key}}}")
            urls.append(url)
    if not entries:
        return
    has = ", ".join(sorted(allow.endpoints))
    where = f"under endpoints: (it names {has})" if has else "(create it if it is missing)"
    say(  # prose, wrapped between words (a URL or path stays whole); the entries stay as typed
        console,
        inert(
            "before arena resume: it calls only model endpoints the operator configured, and "
            f"{', '.join(urls)} {'is' if len(urls) == 1 else 'are'} not; add to {allow.path} "
            f"{where}:"
        ),
        markup=False,
    )
    for line in [*([] if has else ["endpoints:"]), *entries]:  # as the file holds them
        hint(console, line)


def unallowed_tools(console: Console, results: Sequence[RunResult], store: Store) -> None:
    """Before ``arena resume``: the ``tools_modules:`` entry a waiting run's tools module needs.
    A resume imports only installed arenas' tools modules and those the allow-list names
    (:mod:`arena.runs.allow`); an arena folder of one's own (``tools: ourrooms``) was told
    ``Next: arena resume --all``, and the resume refused its module only after a person had
    answered (evals47)."""
    from arena.errors import UserError
    from arena.runs.allow import NotAllowed, load_allow

    modules = {
        store.run(r.run_id).origin.tools_module for r in results if r.status == "waiting"
    } - {""}
    if not modules:
        return
    try:
        allow = load_allow()
    except UserError as exc:  # the operator's file is broken: resume would say the same
        # prose, wrapped between words (users47: one line of ~190 columns at 80)
        say(console, inert(f"before arena resume, fix the allow-list: {exc}"), markup=False)
        return
    refused = []
    for module in sorted(modules):
        try:
            allow.check_tools_module(module)
        except NotAllowed:
            refused.append(module)
    if not refused:
        return
    where = (  # the line holds every module it lists: two tools_modules: keys are refused
        "(in place of its tools_modules: line, if it has one)"
        if Path(allow.path).is_file()
        else "(create it if it is missing)"
    )
    say(  # prose, wrapped between words (a path stays whole); the entry stays as typed
        console,
        inert(
            "before arena resume: it imports only installed arenas' tools modules and those the "
            f"operator allows, and {', '.join(refused)} {'is' if len(refused) == 1 else 'are'} "
            f"neither; add to {allow.path} {where}:"
        ),
        markup=False,
    )
    hint(console, f"tools_modules: [{', '.join(sorted(set(allow.tools_modules) | set(refused)))}]")
    folders = sorted({f for f in map(_imported_from, refused) if f})
    if folders:
        say(
            console,
            inert(
                f"and run arena resume from {' or '.join(folders)}, where it was imported from "
                "(or with that folder on PYTHONPATH)."
            ),
            markup=False,
        )


def _imported_from(module: str) -> str:
    """The folder on ``sys.path`` that ``module`` was imported from here ('' when unknown)."""
    import sys

    loaded = sys.modules.get(module)
    file = getattr(loaded, "__file__", None)
    if not file:
        return ""
    path = Path(file).resolve()
    depth = module.count(".") + (1 if path.name == "__init__.py" else 0)
    return str(path.parents[depth])


def _entry_name(url: str, taken: set[str]) -> str:
    """``api-openai-com``, ``127-0-0-1-8000``: the URL's host and port, a name not yet used."""
    from urllib.parse import urlsplit

    parts = urlsplit(url)
    try:
        where = f"{parts.hostname or ''}:{parts.port or ''}"
    except ValueError:  # a port that is not a number
        where = parts.hostname or ""
    base = "-".join(p for p in re.split(r"[^a-z0-9]+", where.lower()) if p) or "model"
    name, n = base, 1
    while name in taken:
        n += 1
        name = f"{base}-{n}"
    return name


__all__ = ["RunOutput", "gateway_settings", "print_json_lines", "print_tables", "print_waiting"]
