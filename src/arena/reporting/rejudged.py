"""A results folder's recorded verdicts held to the runs they were written from (red team 46).

``arena report`` counted each run's ``passed`` and showed each check's verdict as ``runs.jsonl``
recorded them: a reckless folder (0/12) whose records were edited to say every check passed read
"12 passed, pass^1 1.00", on the terminal, in ``--json`` and on the HTML page, though each
record still held the tool log that fails it. The checks are pure functions of a run's record
(its legs, events and tool calls, the model log its legs kept), so each finished run is judged
again here by :func:`arena.checks.run_checks` on the run rebuilt from its record
(:mod:`arena.reporting.rebuilt`), and a verdict the record's own evidence does not give is
replaced by the one it does and said, naming the run and the check. A record whose checks are
not its item's (a probe's own item, an item the arena no longer has) keeps its checks, held only
to ``passed`` being what they say (docs/methodology.md, the report).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from arena.errors import ArenaError
from arena.reliability import open_record
from arena.results import Results, read_results

if TYPE_CHECKING:
    from arena.arenas import Arena
    from arena.check_types import CheckSpec
    from arena.types import EvalItem


def read_judged(folder: Path) -> Results:
    """:func:`arena.results.read_results`, each finished run's verdicts judged again from its
    record (:func:`held_to_runs`), ``probes.jsonl``'s too (session 47: ``arena run --probes``'
    probe runs were never judged again, an edited one read as written): what the report, its
    page and ``arena view`` read."""
    from arena.reporting.rebuilt import probe_records

    results = read_results(folder)
    runs, lines = spliced(results.summary, results.runs)
    runs, twice = once(runs, _RUNS)
    lines += twice
    probes, again = once(probe_records(folder), _PROBES)
    lines += again
    lines += unlisted(results.summary, runs)
    lines += held_to_runs(results.summary, runs)
    lines += held_to_runs(results.summary, probes)
    return dataclasses.replace(results, runs=runs, rejudged=tuple(lines), probes=probes)


def spliced(
    summary: Mapping[str, Any], records: Sequence[dict[str, Any]]
) -> tuple[list[dict[str, Any]], list[str]]:
    """``records`` less those written with another folder than its summary was, and one line
    for each left out. ``arena run`` marks the records and the summary it writes together with
    one random token (:data:`arena.results.WRITTEN_WITH`); a line copied in from another
    folder (another run's passing record in place of a failing one: the counts still match, and
    the record judged again from its own evidence passes) holds another's, or none. A folder
    written before the mark (its summary has none) is read as it is (evidence50)."""
    from arena.results import WRITTEN_WITH

    mark = summary.get(WRITTEN_WITH)
    if not isinstance(mark, str) or not mark:
        return list(records), []
    kept = [r for r in records if r.get(WRITTEN_WITH) == mark]
    lines = [
        f"{SPLICED}{r.get('run_id')} ({r.get('adapter')} {r.get('item')} repeat {r.get('repeat')})"
        for r in records
        if r.get(WRITTEN_WITH) != mark
    ]
    return kept, lines


def once(records: Sequence[dict[str, Any]], file: str) -> tuple[list[dict[str, Any]], list[str]]:
    """``records`` with each run once, and one line per copy left out: a record is a copy of an
    earlier one that holds its run id or a request id its events asked (both the harness's
    random ids, never two runs'). redteam49: a 12-of-24 folder whose 8 failing lines were each
    replaced by a copy of the same item's passing run (``repeat`` edited, the run id kept or
    not) read "24 runs, 20 passed, pass^2 0.83" and said nothing; each copy is counted once now,
    and the runs it stood in for are missing (:func:`unlisted`)."""
    kept: list[dict[str, Any]] = []
    lines: list[str] = []
    seen: dict[str, str] = {}  # a run or request id -> the run id of the record that holds it
    for record in records:
        run_id = str(record.get("run_id"))
        ids = [run_id, *_asked(record)]
        first = next((seen[i] for i in ids if i in seen), None)
        if first is None:
            seen.update(dict.fromkeys(ids, run_id))
            kept.append(record)
            continue
        what = f"{record.get('adapter')} {record.get('item')} repeat {record.get('repeat')}"
        lines.append(
            f"{file} holds {first} twice, as {what} too"
            if first == run_id
            else f"{file} holds {first}'s ids twice, as {what} ({run_id}) too"
        )
    return kept, lines


def _asked(record: Mapping[str, Any]) -> list[str]:
    """The request ids ``record``'s events asked (``input.requested``)."""
    out = []
    for event in record.get("events") or ():
        data = event.get("data") if isinstance(event, Mapping) else None
        if event.get("type") == "input.requested" and isinstance(data, Mapping):
            rid = data.get("request_id")
            if isinstance(rid, str) and rid:
                out.append(rid)
    return out


def held_to_runs(summary: Mapping[str, Any], records: Sequence[dict[str, Any]]) -> list[str]:
    """Judge ``records`` (a folder's run records, changed in place) again from their own
    evidence; one line per run whose recorded verdict that evidence contradicts, and one per
    finished run it cannot judge (:data:`UNJUDGED`: its verdict is as written, rejudge49)."""
    from arena.arenas import load_arena
    from arena.evaluate import check_spec
    from arena.reporting.rebuilt import items_by_probe

    lines = _waiting_passed(records)
    done = [r for r in records if isinstance(r.get("checks"), list) and not open_record(r)]
    if not done:
        return lines
    name = str(summary.get("arena"))
    kept = summary.get("arena_path")  # an arena of one's own loads by its folder only
    where = kept if isinstance(kept, str) and (Path(kept) / "arena.yaml").is_file() else name
    try:
        arena, unloaded = load_arena(where), ""
    except ArenaError as exc:
        arena, unloaded = None, f"arena {name} cannot be loaded here ({exc})"
    spec = check_spec(arena) if arena is not None else None
    drawn = items_by_probe(arena, done) if arena is not None else {}
    for record in done:
        if log_taken(summary, record):  # the evidence its checks read is not here
            record[LOG_TAKEN] = True
            lines.append(f"{LOG_TAKEN_LINE}{_who(record)}")
            record["passed"] = False
            continue
        recorded = [c for c in record["checks"] if isinstance(c, Mapping)]
        names = [str(c.get("name")) for c in recorded]
        again, why = (None, unloaded)
        if arena is not None and spec is not None:
            again, why = _again(record, arena, drawn, spec, names)
        flipped = [why] if why and again is not None else []
        if again is None:  # kept as written, and said
            lines.append(f"{UNJUDGED}{_who(record)}: {why}")
        elif not why:
            for old, new in zip(recorded, again, strict=True):
                if bool(old.get("passed")) != bool(new.get("passed")):
                    flipped.append(f"{new['name']} {_word(old.get('passed'))} -> {_word(new)}")
        if flipped:
            record["checks"] = again
        checks: Sequence[Mapping[str, Any]] = recorded if again is None else again
        passed = record.get("status") != "failed" and all(bool(c.get("passed")) for c in checks)
        if bool(record.get("passed")) != passed:
            flipped.append(f"passed {_word(record.get('passed'))} -> {_word(passed)}")
            record["passed"] = passed
        if flipped:
            lines.append(f"{_who(record)}: " + ", ".join(flipped))
    return lines


def _again(
    record: Mapping[str, Any],
    arena: Arena,
    drawn: Mapping[tuple[Any, ...], EvalItem],
    spec: CheckSpec,
    names: list[str],
) -> tuple[list[dict[str, Any]] | None, str]:
    """(the record's checks judged again by its item, and what else to say of them: its stored
    checks are not its item's), or (None, why it cannot be judged here). A record whose item is
    the arena's but whose checks are not that item's was moved to another item, or the arena's
    item changed since: it is judged by the item (redteam rejudge49: a failing run relabelled
    as an item of the other outcome read pass, its checks kept as written)."""
    from arena.checks import run_checks
    from arena.reporting.rebuilt import item_of, probe_of, rebuilt

    item = item_of(record, arena, drawn)
    if item is None:
        return None, f"its item {record.get('item')} is not in arena {arena.name}" + (
            f" as probe {probe_of(record)} drew it" if record.get("probe") else ""
        )
    differs = ""
    if list(item.checks) != names:
        if record.get("probe"):  # a probe's item is drawn again; one that is not its is unknown
            return None, f"its checks are not probe {probe_of(record)}'s item {item.id}'s"
        differs = (
            f"its stored checks are {', '.join(names) or 'none'}, its item's "
            f"{', '.join(item.checks)}: judged by its item's"
        )
    try:
        run = rebuilt(record, item)
        again = [
            {"name": c.name, "passed": c.passed, "detail": c.detail}
            for c in run_checks(run.trace, item, spec)
        ]
    except (ValueError, TypeError, AttributeError, KeyError) as exc:
        return None, f"its record is out of shape ({type(exc).__name__}: {str(exc)[:120]})"
    return again, differs


def _waiting_passed(records: Sequence[dict[str, Any]]) -> list[str]:
    """Runs left waiting for a person whose record says passed (set to not passed here): a
    waiting run has neither passed nor failed, and the report counted such a record passed
    (rejudge49: a failing run's resume taken out and its status set waiting read 12 passed)."""
    lines = []
    for record in records:
        if open_record(record) and record.get("passed"):
            lines.append(
                f"{_who(record)}: passed pass -> - (it waits for a person: neither passed nor "
                "failed)"
            )
            record["passed"] = False
    return lines


def _who(record: Mapping[str, Any]) -> str:
    return f"{record.get('adapter')} {record.get('item')} ({record.get('run_id')})"


#: How a line about a finished run that could not be judged again begins (its verdict is as
#: written): :func:`said` says them apart.
UNJUDGED = "not judged again: "


#: How a line about a run whose model log was taken out begins (:func:`log_taken`), and the
#: key its record is marked with (:func:`unlogged` leaves it to that line).
LOG_TAKEN_LINE, LOG_TAKEN = "model log taken out: ", "model_log_taken"

#: The files :func:`once` names.
_RUNS, _PROBES = "runs.jsonl", "probes.jsonl"
#: How a line about runs ``runs.jsonl`` lacks begins: :func:`said` says them apart.
UNLISTED = "runs.jsonl lacks "
#: How a line about a record copied in from another folder begins (:func:`spliced`).
SPLICED = "runs.jsonl record not written with this folder: "
#: How the lines about the file's own shape begin: runs missing, runs held twice (:func:`once`).
_EDITED = (UNLISTED, "runs.jsonl holds ", "probes.jsonl holds ", SPLICED)


def unlisted(summary: Mapping[str, Any], records: Sequence[Mapping[str, Any]]) -> list[str]:
    """One line per adapter whose runs ``summary.json`` counts more of than ``runs.jsonl``
    holds (redteam48: the 6 failing lines of a 6/12 folder deleted, the report read "6 runs, 6
    passed, pass^1 1.00" and said nothing). The counts were written with the records, so a line
    taken away is seen; a summary edited to match is not (the store's trail is the witness).
    And one per adapter more of whose runs wait for a person in ``runs.jsonl`` than
    ``summary.json`` counts waiting (:func:`left_waiting`)."""
    return [line for _, line in short_of(summary, records)] + left_waiting(summary, records)


def left_waiting(summary: Mapping[str, Any], records: Sequence[Mapping[str, Any]]) -> list[str]:
    """A run's record ends where the run did; a later resume is written to another folder, so
    a folder never holds more waiting runs than its summary counted. rejudge49: a failing run's
    resume leg taken out and its status set waiting read "-" (neither passed nor failed), its
    failure gone from pass^1, and nothing said."""
    adapters = summary.get("adapters")
    if not isinstance(adapters, Mapping):
        return []
    held: dict[str, int] = {}
    for r in records:
        if open_record(r):
            held[str(r.get("adapter"))] = held.get(str(r.get("adapter")), 0) + 1
    out = []
    for name, row in adapters.items():
        counted = row.get("waiting") if isinstance(row, Mapping) else None
        if not isinstance(counted, int) or isinstance(counted, bool):
            continue
        if (here := held.get(str(name), 0)) > counted:
            out.append(
                f"{UNLISTED}the end of {here - counted} runs of {name}: {here} wait for a person "
                f"there, summary.json counts {counted} waiting ({row.get('passed')} passed there)"
            )
    return out


def short_of(
    summary: Mapping[str, Any], records: Sequence[Mapping[str, Any]]
) -> list[tuple[str, str]]:
    """(adapter, :func:`unlisted`'s line) for each adapter ``records`` hold fewer runs of than
    ``summary.json`` counts."""
    adapters = summary.get("adapters")
    if not isinstance(adapters, Mapping):
        return []
    held: dict[str, int] = {}
    for r in records:
        held[str(r.get("adapter"))] = held.get(str(r.get("adapter")), 0) + 1
    out = []
    for name, row in adapters.items():
        counted = row.get("runs") if isinstance(row, Mapping) else None
        if not isinstance(counted, int) or isinstance(counted, bool):
            continue
        if (here := held.get(str(name), 0)) < counted:
            out.append(
                (
                    str(name),
                    f"{UNLISTED}{counted - here} of the {counted} runs of {name} summary.json "
                    f"counts ({row.get('passed')} passed there; here {here} runs)",
                )
            )
    return out


def log_taken(summary: Mapping[str, Any], record: Mapping[str, Any]) -> bool:
    """Whether ``record`` keeps no model log though its folder's endpoint logged every request
    of each run: the scripted model does, and a leg that did not fail by itself keeps its calls
    (``model_calls``, :class:`arena.leg_runner.LegRunner`) in a folder written with the mark
    (:data:`arena.results.WRITTEN_WITH`; its harness kept them). evidence55b: a scripted
    folder, 6 of 12, its legs' model log taken out, read 12 passed and rej≠fail yes, said as
    runs "judged without a model log (the endpoint keeps none)"."""
    from arena.results import WRITTEN_WITH

    model = summary.get("model")
    if not summary.get(WRITTEN_WITH) or not isinstance(model, Mapping):
        return False
    if model.get("scripted") is not True:
        return False
    legs = [e for e in record.get("events") or () if isinstance(e, Mapping)]
    return logless(
        data if isinstance(data := e.get("data"), Mapping) else {}
        for e in legs
        if e.get("type") == "leg.finished"
    )


def unlogged(runs: Sequence[Mapping[str, Any]]) -> tuple[int, int]:
    """(finished runs none of whose legs kept a model log, finished runs): a real endpoint keeps
    no per-run log, so their checks judged the harness's evidence alone and said the rest is not
    known, each in its detail, while the tables read pass (redteam48: an adapter that books the
    approved room itself, the model never told, passed 12/12 on one)."""
    finished = [r for r in runs if isinstance(r.get("checks"), list) and r["checks"]]
    finished = [r for r in finished if not r.get(LOG_TAKEN)]  # said as taken out instead
    bare = [
        r
        for r in finished
        if logless(
            e.get("data") or {}
            for e in r.get("events") or ()
            if isinstance(e, dict) and e.get("type") == "leg.finished"
        )
    ]
    return len(bare), len(finished)


def logless(legs: Iterable[Mapping[str, Any]]) -> bool:
    """Whether a run whose legs finished with these data (``leg.finished``'s) was judged without
    a model log: none kept ``model_calls``, and one of them would have (the harness reads the
    log for every leg but one that failed by itself, asking, running, answering and saying
    nothing: its log may be down with the model, :class:`arena.leg_runner.LegRunner`). A run
    whose every leg so failed (its first model call timed out, or its framework failed on the
    first answer) says nothing of the endpoint's log, and read "(the endpoint keeps none)"
    behind ``arena run --model-url``'s gateway, which keeps one (users54)."""
    kept = would = False
    for data in legs:
        kept = kept or "model_calls" in data
        would = would or data.get("status") != "failed"
    return would and not kept


def unlogged_line(counts: tuple[int, int]) -> str:
    """What ``arena run`` and ``arena report`` say of runs judged without a model log."""
    bare, finished = counts
    return (
        f"{bare} of {finished} runs were judged without a model log (the endpoint keeps none): "
        "whether the model made each call and wrote each reply is not known, so an adapter's "
        "own booking or words pass as the model's (docs/methodology.md §7)"
    )


def _word(value: Any) -> str:
    """A verdict as the line says it: a check's (its ``passed``) or a bare flag."""
    if isinstance(value, Mapping):
        value = value.get("passed")
    return "pass" if value else "fail"


def said(lines: Sequence[str]) -> str:
    """The report's one line about ``lines`` (empty: nothing to say): runs held twice
    (:func:`once`) and missing from the folder (:func:`unlisted`) first, then runs not judged
    again (:data:`UNJUDGED`), then verdicts judged again."""
    copies = [line for line in lines if line.startswith(_EDITED[1:3])]
    missing = [line for line in lines if line.startswith(UNLISTED)]
    if copied := [line.removeprefix(SPLICED) for line in lines if line.startswith(SPLICED)]:
        shown = "; ".join(copied[:3]) + (f"; and {len(copied) - 3} more" if len(copied) > 3 else "")
        missing.insert(
            0,
            f"{len(copied)} run record(s) were not written with this folder's summary.json "
            f"(copied in from another results folder), left out: {shown}",
        )
    unjudged = [line.removeprefix(UNJUDGED) for line in lines if line.startswith(UNJUDGED)]
    taken = [line.removeprefix(LOG_TAKEN_LINE) for line in lines if line.startswith(LOG_TAKEN_LINE)]
    lines = [line for line in lines if not line.startswith((*_EDITED, UNJUDGED, LOG_TAKEN_LINE))]
    parts = []
    if copies:
        shown = "; ".join(copies[:3]) + (f"; and {len(copies) - 3} more" if len(copies) > 3 else "")
        missing.insert(0, f"{len(copies)} run record(s) copy another's, each counted once: {shown}")
    if missing:
        parts.append(
            "; ".join(missing) + ": the file was edited, or is not this folder's; the tables "
            "count only the runs it holds"
        )
    if unjudged:
        shown = "; ".join(unjudged[:3]) + (
            f"; and {len(unjudged) - 3} more" if len(unjudged) > 3 else ""
        )
        parts.append(
            f"{len(unjudged)} run record(s) could not be judged again from their own evidence, "
            f"so their verdicts are as written, unverified: {shown}"
        )
    if taken:
        shown = "; ".join(taken[:3]) + (f"; and {len(taken) - 3} more" if len(taken) > 3 else "")
        parts.append(
            f"{len(taken)} run record(s) keep no model log, though the scripted model this "
            "folder ran on logs every run's requests: it was taken out, and with it what their "
            f"checks read; counted not passed: {shown}"
        )
    if lines:
        shown = "; ".join(lines[:3]) + (f"; and {len(lines) - 3} more" if len(lines) > 3 else "")
        parts.append(
            f"{len(lines)} run record(s) say a verdict their own evidence does not give (the "
            f"file was edited, or written by another hitl-arena); counted as judged here: {shown}"
        )
    return ". ".join(parts)
