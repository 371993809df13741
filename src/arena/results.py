"""The results folder of one command: ``runs.jsonl`` + ``summary.json`` (docs/architecture.md).

Both carry ``schema_version``. Bump it when a field changes meaning or disappears (adding a field
does not force a bump), add a frozen example under ``tests/fixtures/results/v<N>/`` and teach
:func:`read_results` the old shape; it refuses versions it does not know.

Version 2 (this one) made the folder self-describing: ``summary.json`` says which command wrote
it, when (UTC), with which versions, model (behaviour, seed, redacted URL) and store; ``model``
and ``versions`` became objects, per-adapter ``items`` counts distinct items (``runs`` counts
runs), and ``reliability`` holds pass^k / pass@k over ``repeats``. Since then (added, no bump):
``interrupted`` is null, or for a command stopped by Ctrl-C what it had planned (adapters, items,
repeats, runs) and how many runs finished; an adapter whose items did not all finish has
``reliability[adapter] = {"not_computed": why}`` instead of rates. A waiting leg of a run's
record holds ``requests``, the ids of the requests it left pending (report43: what ``arena
report`` rebuilds a partial answer's pauses from).
"""

from __future__ import annotations

import dataclasses
import itertools
import json
import secrets
import sys
from collections import Counter, defaultdict
from collections.abc import Iterable, Mapping, Sequence
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

import msgspec

from arena.errors import UserError
from arena.provenance import Provenance, redact_url
from arena.reliability import reliability, still_open

if TYPE_CHECKING:  # its annotations only: listing runs loads no runner nor checks (issue 16)
    from arena.runner import RunResult

SCHEMA_VERSION = 2
READABLE = (1, 2)
#: The mark ``runs.jsonl``'s records and ``summary.json`` written together share (a random
#: token per folder written): a record spliced in from another folder holds another's.
WRITTEN_WITH = "written_with"


def to_jsonable(value: Any) -> Any:
    if isinstance(value, msgspec.Struct):  # arena.types' values: every field, in order
        return {name: to_jsonable(getattr(value, name)) for name in value.__struct_fields__}
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: to_jsonable(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, datetime):
        return value.isoformat()
    if isinstance(value, Mapping):
        return {str(k): to_jsonable(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [to_jsonable(v) for v in value]
    return value


def run_record(result: RunResult) -> dict[str, Any]:
    trace = result.trace
    return {
        "schema_version": SCHEMA_VERSION,
        "run_id": result.run_id,
        "arena": result.arena,
        "item": result.item.id,
        "adapter": result.adapter,
        "model": result.model,
        "status": result.status,
        "passed": result.passed,
        "error": trace.error or next((t.error for t in trace.legs if t.error), None),
        # A waiting leg's pending requests by id (report43): what ``arena report`` rebuilds a
        # probe run's pauses from (:mod:`arena.reporting.rebuilt`); events alone do not say
        # which requests a partial answer left pending.
        "legs": [
            {"leg": t.leg, "status": t.status, "message": t.message, "error": t.error}
            | ({"requests": [q.id for q in t.requests]} if t.status == "waiting" else {})
            for t in trace.legs
        ],
        "tool_calls": to_jsonable(list(trace.tool_calls)),
        "blocked_calls": sum(c.status == "blocked" for c in trace.tool_calls),
        "events": to_jsonable(list(trace.events)),
        "checks": [to_jsonable(c) for c in result.checks],
        "started_at": result.started_at.isoformat(),
        "duration_s": round(result.duration_s, 4),
        "leg_durations_s": [round(d, 4) for d in result.leg_durations_s],
        **result.extra,
    }


#: An adapter's counts in ``summary.json`` before any run (besides ``checks``: name → counts).
_EMPTY_ROW: dict[str, int] = dict.fromkeys(
    ("items", "runs", "passed", "failed_runs", "paused", "waiting", "blocked_calls"), 0
)


def summarise(results: Sequence[RunResult], *, arena: str, model: str) -> dict[str, Any]:
    per_adapter: dict[str, dict[str, Any]] = defaultdict(lambda: {**_EMPTY_ROW, "checks": {}})
    items: dict[str, set[str]] = defaultdict(set)
    for r in results:
        row = per_adapter[r.adapter]
        items[r.adapter].add(r.item.id)
        row["runs"] += 1
        row["passed"] += int(r.passed)
        row["failed_runs"] += int(r.status == "failed")
        row["paused"] += int(r.trace.first_pause is not None)
        held = still_open(r.status, ((c.name, c.passed) for c in r.checks))
        row["waiting"] += int(held)
        row["blocked_calls"] += sum(c.status == "blocked" for c in r.trace.tool_calls)
        for c in r.checks:
            counts = row["checks"].setdefault(c.name, {"passed": 0, "failed": 0})
            # A run waiting for a person has not reached what its other checks look at: they
            # are not failed yet (--human folders counted every "acknowledged" as failed).
            verdict = "passed" if c.passed else "waiting" if held else "failed"
            counts[verdict] = counts.get(verdict, 0) + 1
    for name, row in per_adapter.items():
        row["items"] = len(items[name])
    return {
        "schema_version": SCHEMA_VERSION,
        "arena": arena,
        "model": {"name": model},
        "adapters": dict(per_adapter),
    }


@dataclasses.dataclass(frozen=True, kw_only=True)
class Interrupted:
    """What a command stopped by Ctrl-C had planned: ``summary.json``'s ``interrupted``. Without
    it a folder of 57 of 480 runs read as complete, pass^17 = 1.00 from 3 of 12 items, and an
    adapter with no finished run was not in it at all."""

    finished: int
    planned: int
    adapters: tuple[str, ...]
    items: tuple[str, ...]
    repeats: int
    #: Of ``items`` (the plan): those a run of was started, those none was (after Ctrl-C the
    #: plan alone did not say which were missing), and the command that runs the ones without
    #: every run finished.
    started: tuple[str, ...] = ()
    not_started: tuple[str, ...] = ()
    rerun: str | None = None
    #: With several adapters, each one's planned items that no run of it started (an item one
    #: adapter started is not started for another: outside user 27); {} with one.
    not_started_by: dict[str, tuple[str, ...]] = dataclasses.field(default_factory=dict)
    #: Why the command started no further run, when no Ctrl-C stopped it ("" for one that did):
    #: the endpoint refused the key or could not be reached (a folder of 2 of 12 runs read as
    #: whole in ``arena report``, users38).
    stopped: str = ""

    def as_dict(self) -> dict[str, Any]:
        return {
            **dataclasses.asdict(self),
            "adapters": list(self.adapters),
            "items": list(self.items),
            "started": list(self.started),
            "not_started": list(self.not_started),
            "not_started_by": {a: list(its) for a, its in self.not_started_by.items()},
        }


def unfinished(
    runs: Iterable[Mapping[str, Any]], interrupted: Mapping[str, Any] | None
) -> dict[str, str]:
    """Per adapter of an interrupted folder whose planned items did not all finish their
    repeats: why its pass^k and pass@k are not computed (averaged over the items that happened
    to finish first, they describe a sample nobody chose)."""
    if not interrupted:
        return {}
    items = [str(i) for i in interrupted.get("items") or ()]
    repeats = int(interrupted.get("repeats") or 1)
    done: Counter[tuple[str, str]] = Counter(
        (str(r.get("adapter")), str(r.get("item"))) for r in runs
    )
    gaps = {}
    for adapter in interrupted.get("adapters") or ():
        whole = sum(done[(str(adapter), i)] >= repeats for i in items)
        if whole < len(items):
            runs_ = f"all {repeats} runs" if repeats > 1 else "its run"
            gaps[str(adapter)] = (
                "no run finished"
                if not any(done[(str(adapter), i)] for i in items)
                else f"{whole} of {len(items)} items finished {runs_}"
            )
    return gaps


def reliability_of(
    runs: Sequence[Mapping[str, Any]], interrupted: Mapping[str, Any] | None
) -> dict[str, Any]:
    """pass^k and pass@k per adapter, left out (``not_computed``: why) for an adapter whose
    planned items did not all finish before an interruption."""
    rel = reliability(runs)
    for adapter, why in unfinished(runs, interrupted).items():
        rel[adapter] = {"not_computed": f"interrupted: {why}"}
    return rel


def interrupted_line(summary: Mapping[str, Any], runs: Sequence[Mapping[str, Any]]) -> str | None:
    """One line saying a folder is partial, what was planned, and which rates are not computed."""
    cut = summary.get("interrupted")
    if not cut:
        return None
    n_items, repeats = len(cut.get("items") or ()), int(cut.get("repeats") or 1)
    plan = f"{len(cut.get('adapters') or ())} adapter(s) × {n_items} item(s)"
    plan += f" × {repeats} repeats" if repeats > 1 else ""
    lead = f"stopped early ({cut['stopped']})" if cut.get("stopped") else "interrupted"
    line = f"{lead}: {cut.get('finished')} of {cut.get('planned')} runs finished (planned: {plan})"
    gaps = unfinished(runs, cut)
    if gaps:
        named = "; ".join(f"{a}: {why}" for a, why in gaps.items())
        line += f"; pass rates not computed where items did not all finish ({named})"
    return line


def write_results(
    out: Path,
    results: Sequence[RunResult],
    *,
    arena: str,
    model: str,
    extra: Mapping[str, Any],
    provenance: Provenance | None = None,
    frameworks: Mapping[str, str] | None = None,
    interrupted: Interrupted | None = None,
) -> dict[str, Any]:
    """Write ``runs.jsonl`` and ``summary.json``; ``provenance`` says how they were made,
    ``interrupted`` what a command stopped by Ctrl-C had planned (None: every run finished)."""
    try:
        out.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise UserError(f"cannot create results folder {out}: {exc.strerror}") from None
    # One mark for the records and the summary written together: a record copied in from
    # another results folder carries another's (arena.reporting.rejudged.spliced).
    mark = secrets.token_hex(8)
    records = [run_record(r) | {WRITTEN_WITH: mark} for r in results]
    with (out / "runs.jsonl").open("w", encoding="utf-8") as fh:
        for record in records:
            fh.write(json.dumps(record, sort_keys=True) + "\n")
    if provenance is None:
        provenance = Provenance(kind="run")
    if not provenance.model:
        provenance.describe_model(name=model, url=None, behaviour=None)
    summary = summarise(results, arena=arena, model=model)
    summary |= provenance.as_dict(frameworks or {})
    summary["repeats"] = max((int(r.extra.get("repeat", 0)) + 1 for r in results), default=1)
    cut = interrupted.as_dict() if interrupted is not None else None
    summary["interrupted"] = cut
    if interrupted is not None:  # an adapter with no finished run is listed, with nothing
        for adapter in interrupted.adapters:
            summary["adapters"].setdefault(adapter, {**_EMPTY_ROW, "checks": {}})
    summary["reliability"] = reliability_of(records, cut)
    summary |= dict(extra)
    summary[WRITTEN_WITH] = mark
    # Bookings no run of this process owned (arena.tools.ledger): later ones are added as found.
    # Written empty too: a summary without the list is one whose record was cut (redteam49b).
    ledger = sys.modules.get("arena.tools.ledger")
    summary["strays"] = ledger.wrote_summary(out / "summary.json") if ledger is not None else []
    (out / "summary.json").write_text(json.dumps(summary, indent=2, sort_keys=True) + "\n")
    return summary


#: Folders :func:`fresh_folder` made above the one it returns (``results/``): removed again with
#: it by :func:`drop_if_empty` when they stay empty, never one that was there before.
_MADE: set[Path] = set()


def fresh_folder(parent: Path, name: str) -> Path:
    """``parent/name`` created now, by this process alone; ``name-2``, ``name-3``… when another
    command took it first. Named by the second it started, two commands started in one second
    shared a folder, and whichever finished last overwrote the other's ``runs.jsonl``."""
    try:
        made = [p for p in (parent, *parent.parents) if not p.exists()]
        parent.mkdir(parents=True, exist_ok=True)
        _MADE.update(p.absolute() for p in made)
        for n in itertools.count(1):
            folder = parent / (name if n == 1 else f"{name}-{n}")
            try:
                folder.mkdir()
            except FileExistsError:
                continue
            return folder
    except OSError as exc:
        # the fix too, as --out's check says it (users tester 33: a read-only folder)
        raise UserError(
            f"cannot create results folder in {parent}: {exc.strerror}; pass --out a folder "
            "you can write to"
        ) from None
    raise AssertionError("unreachable")  # itertools.count never ends


def resumed_folder(out: Path | None, provenance: Provenance) -> Path:
    """Where ``arena resume`` writes: ``--out``, else a new ``results/resume-<started>[-N]``
    (created here: see :func:`fresh_folder`; :func:`drop_if_empty` when nothing was resumed)."""
    if out is not None:
        return out
    return fresh_folder(Path("results"), f"resume-{provenance.started_at:%Y%m%d-%H%M%S}")


def drop_if_empty(folder: Path) -> None:
    """Remove a results folder that nothing was written to (a resume that found nothing, a run
    whose endpoint was unreachable), and the folders above it this process made for it: an
    empty ``results/`` was left behind."""
    try:
        folder.rmdir()
    except OSError:
        return
    for above in folder.absolute().parents:
        if above not in _MADE:
            return
        try:
            above.rmdir()
        except OSError:  # something else was written there meanwhile
            return
        _MADE.discard(above)


def write_resumed(
    out: Path | None,
    results: Sequence[RunResult],
    provenance: Provenance,
    urls: Mapping[str, str] | None = None,
) -> Path:
    """The results of ``arena resume``: the runs it continued, as far as they got. ``urls``: the
    model endpoint each run on a real one continued on, by run id (a scripted run has none):
    the summary said "scripted" with no URL for every resume, so two folders' runs could not be
    told apart by the model that served them (users35)."""
    folder = resumed_folder(out, provenance)
    models = sorted({r.model for r in results})
    # Each redacted alone: the joined string would be read as one URL, and a password kept.
    urls = urls or {}
    served = sorted({redact_url(urls[r.run_id]) for r in results if r.run_id in urls})
    provenance.describe_model(name=", ".join(models), url=", ".join(served) or None, behaviour=None)
    write_results(
        folder,
        results,
        arena=", ".join(sorted({r.arena for r in results})),
        model=", ".join(models),
        extra={"matrix": []},
        provenance=provenance,
    )
    return folder


def read_summary(path: Path) -> dict[str, Any]:
    """``summary.json`` in the current shape (older versions are upgraded on reading)."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise UserError(f"{path} does not exist: is this a results folder of arena run?") from None
    except (OSError, ValueError) as exc:
        raise UserError(f"{path} is not readable JSON ({exc}); was it cut short?") from None
    if not isinstance(data, dict):
        raise UserError(f"{path} is not a results summary (not a JSON object)")
    version = data.get("schema_version")
    if version not in READABLE:
        raise UserError(
            f"{path}: results schema_version {version!r} is not one this hitl-arena reads "
            f"({', '.join(map(str, READABLE))}); use the release that wrote it"
        )
    return _upgrade_v1(data) if version == 1 else data


def _upgrade_v1(data: dict[str, Any]) -> dict[str, Any]:
    """Version 1 had ``model`` as a string, ``versions`` as adapter → version, ``items`` = runs."""
    up = dict(data)
    up["model"] = {"name": data.get("model"), "behaviour": data.get("behaviour"), "url": None}
    up["versions"] = {"frameworks": dict(data.get("versions") or {})}
    up["adapters"] = {
        name: {**row, "runs": row.get("items", 0)} for name, row in data.get("adapters", {}).items()
    }
    up.setdefault("kind", "run")
    up.setdefault("repeats", 1)
    return up


@dataclasses.dataclass(frozen=True)
class Results:
    """A results folder as read back: the summary and one record per run."""

    folder: Path
    summary: dict[str, Any]
    runs: list[dict[str, Any]]
    #: Runs whose recorded verdicts their own evidence contradicts, one line each, where
    #: ``runs`` holds the verdicts judged again (``arena.reporting.rejudged.read_judged``, red
    #: team 46; ``read_results`` judges nothing).
    rejudged: tuple[str, ...] = ()
    #: ``probes.jsonl``'s records (``arena run --probes``) judged again as ``runs`` are, where
    #: ``read_judged`` read them; None: not read (readers take them from the file).
    probes: list[dict[str, Any]] | None = None


def file_of_results(path: Path, command: str) -> str | None:
    """Where ``path`` is a file of a results folder (its ``report.html``, ``summary.json``, as a
    file manager or tab completion hands it): " is a file of the results folder F, not a
    folder: COMMAND F". ``arena report …/report.html`` said only "is not a folder" (users52)."""
    import shlex

    if not path.is_file() or not (path.parent / "summary.json").is_file():
        return None
    folder = shlex.quote(str(path.parent))
    return f" is a file of the results folder {folder}, not a folder: {command} {folder}"


def read_results(folder: Path) -> Results:
    """Read a results folder (any version in ``READABLE``); a mistake is one clear line."""
    if not folder.is_dir():
        # 'no such is not a folder' read as prose, and named no place (users40)
        shown = f"'{folder}'" if any(c.isspace() for c in str(folder)) else str(folder)
        where = "" if folder.is_absolute() else f", relative to the current folder {Path.cwd()}"
        what = "" if folder.exists() else f": nothing is there{where}"
        if inside := file_of_results(folder, "arena report"):
            raise UserError(f"{shown}{inside}")
        raise UserError(f"{shown} is not a folder{what}; give the results folder arena run printed")
    summary = read_summary(folder / "summary.json")
    runs: list[dict[str, Any]] = []
    path = folder / "runs.jsonl"
    if path.exists():
        try:  # not UTF-8 (saved as UTF-16 by an editor) was a UnicodeDecodeError traceback
            text = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            raise UserError(
                f"{path} cannot be read as runs ({exc}); is it the file arena run wrote?"
            ) from None
        for n, line in enumerate(text.splitlines(), 1):
            if not line.strip():
                continue
            try:
                record = json.loads(line)
            except ValueError:
                raise UserError(f"{path}:{n} is not JSON; was the file cut short?") from None
            if not isinstance(record, dict):  # '[1, 2]': an AttributeError traceback (users34)
                raise UserError(f"{path}:{n} is not a run's record (not a JSON object)")
            if record.get("schema_version") not in READABLE:
                raise UserError(
                    f"{path}:{n}: schema_version {record.get('schema_version')!r} is not one "
                    f"this hitl-arena reads ({', '.join(map(str, READABLE))})"
                )
            record.setdefault("repeat", 0)
            runs.append(record)
    if "reliability" not in summary:
        summary["reliability"] = reliability_of(runs, summary.get("interrupted"))
    return Results(folder=folder, summary=summary, runs=runs)
