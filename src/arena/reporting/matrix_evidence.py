"""The report's feature matrix, derived again from the probe runs its folder holds (report43).

``summary.json`` keeps the matrix ``arena run --probes`` (or ``arena matrix``) derived, but it is
a copy: edited by hand to "tool gate: yes" beside gated probe runs that say "no", the report
showed the edit. Here every cell is decided again from the folder's runs (``runs.jsonl`` and
``probes.jsonl``, read back by :mod:`arena.reporting.rebuilt`) by :func:`arena.matrix.derive_row`,
the judge the command used, with the bookings no run owned that the process's ledger recorded
(``summary.json``'s ``strays``: a yes is then ``yes*``, as the command showed it); a cell no run in the folder measures reads "-" (not measured,
naming the probe that would), never the summary's value; and each cell the summary gives
otherwise is named, so the report can say once that ``summary.json`` disagreed.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from arena.arenas import Arena
from arena.check_types import CheckSpec
from arena.errors import ArenaError
from arena.matrix import COLUMNS, PROBES_OF, UNVOUCHED, Cell, MatrixRow, derive_row
from arena.matrix.cell import flag, joined
from arena.matrix.stops import LOST, NOT_MEASURED
from arena.matrix.witnessed import OLDER_FORMAT
from arena.matrix.witnessed import declared_kind as declared_of
from arena.reporting.rebuilt import exact, item_of, items_by_probe, probe_of, probe_records
from arena.reporting.rebuilt import rebuilt as rebuilt_run
from arena.reporting.rejudged import log_taken, short_of
from arena.reporting.restart_evidence import journal_bookings, journal_strays, restart_verdict
from arena.results import Results
from arena.runner import RunResult
from arena.types import EvalItem

#: Cell values that claim nothing was measured: kept from the summary where no run is here.
_UNMEASURED = ("-", "unsupported")
_PAUSE_KINDS = ("native", "emulated", "partial", "flow-level")
#: Why a folder's partial probe runs are not read: their pauses' pending requests were not kept
#: (:func:`arena.reporting.rebuilt.exact`), as a release before they were wrote them.
_OLDER = (
    "this folder's partial probe runs were recorded before a pause's pending requests were (a "
    'waiting leg in probes.jsonl has no "requests": an older release wrote it), and they are '
    "what the cell reads; run the probes again to measure it"
)


@dataclasses.dataclass(frozen=True, kw_only=True)
class FolderMatrix:
    """The matrix rows as the folder's runs give them (``summary.json``'s shape), and where
    ``summary.json`` said otherwise: ``disagreed`` (its runs show another value) and
    ``unbacked`` (a value no run in the folder measures)."""

    rows: list[dict[str, Any]]
    disagreed: list[str]
    unbacked: list[str]
    #: Why no run could be read back ('' where they could): the arena, whose items the cells
    #: judge, did not load here; the summary's cells are then unjudged, not unmeasured.
    missing: str = ""

    def said(self) -> str:
        """One plain line naming the summary's cells the runs do not bear out ('' if none)."""
        parts = []
        if self.disagreed:
            parts.append(
                f"summary.json's feature matrix disagrees with its probe runs in "
                f"{len(self.disagreed)} cell(s): {'; '.join(self.disagreed)}"
            )
        if self.unbacked and self.missing:  # the runs are here; what judges them is not
            parts.append(
                f"summary.json gives {len(self.unbacked)} matrix cell(s) this report could not "
                f"judge again from the folder's runs: {'; '.join(self.unbacked)}; {self.missing}"
            )
        elif self.unbacked:
            parts.append(
                f"summary.json gives {len(self.unbacked)} matrix cell(s) no run in this folder "
                f"measures: {'; '.join(self.unbacked)}"
            )
        if not parts:
            return ""
        return ". ".join(parts) + ". The report shows what the runs show."


def folder_matrix(results: Results) -> FolderMatrix:
    """Every row of ``summary.json``'s matrix, its cells decided from the folder's runs."""
    declared = [r for r in results.summary.get("matrix") or [] if isinstance(r, Mapping)]
    if not declared:
        return FolderMatrix(rows=[], disagreed=[], unbacked=[])
    records = [
        r
        for r in [*results.runs, *_probes(results)]
        if r.get("probe") or r.get("model") == "scripted-compliant"
    ]
    runs, spec, missing, unread = _runs(results, records)
    # The compliant probe's runs are the folder's own (runs.jsonl): held to summary.json's count.
    for adapter, line in short_of(results.summary, results.runs):
        unread.setdefault(adapter, {}).setdefault("compliant", line)
    rows, disagreed, unbacked = [], [], []
    for row in declared:
        name = str(row.get("adapter"))
        derived = _row(
            results, row, runs.get(name, []), spec, missing, unread.get(name, {}), len(declared)
        )
        shown = json.loads(json.dumps(derived.as_dict(), default=list))
        rows.append(shown)
        for col in COLUMNS:
            claim = _claims(row, col)
            measured = derived.cells[col]
            if not claim or claim == {measured.value}:
                continue
            if UNCHECKED_STRAYS in measured.why and claim == {"yes"}:
                continue  # the summary's yes is the runs' own: what cannot be checked is said
            if measured.why.startswith(OLDER_FORMAT):  # recorded before what judges them
                said = " and ".join(sorted(claim))
                unbacked.append(f"{name} {col} (it says {said}; its runs: {OLDER_FORMAT})")
                continue
            said = " and ".join(sorted(claim))
            if measured.runs or measured.value not in _UNMEASURED:
                runs_say = "do not measure it" if measured.value == "-" else measured.value
                disagreed.append(f"{name} {col}: it says {said}, the runs {runs_say}")
            elif claim - set(_UNMEASURED):
                unbacked.append(f"{name} {col} (it says {said})")
    return FolderMatrix(rows=rows, disagreed=disagreed, unbacked=unbacked, missing=missing)


def probe_seed(results: Results) -> int | None:
    """The seed the folder's probe runs drew their items with, as they recorded it (the runs',
    not ``summary.json``'s copy; the summary's where no run records one): ``--probe-seed`` with
    it draws the same items again. None where the folder holds no probe runs."""
    records = [*results.runs, *_probes(results)]
    seeds = [s for r in records if r.get("probe") and isinstance(s := r.get("probe_seed"), int)]
    if seeds:
        return max(set(seeds), key=seeds.count)
    said = results.summary.get("probe_seed")
    return said if isinstance(said, int) and not isinstance(said, bool) and said >= 0 else None


def _runs(
    results: Results, records: Sequence[Mapping[str, Any]]
) -> tuple[dict[str, list[RunResult]], CheckSpec | None, str, dict[str, dict[str, str]]]:
    """The records as runs by adapter, the arena's spec, why no run could be read back ('' when
    they could), and per adapter the probes some of whose runs could not be, with why."""
    from arena.arenas import load_arena
    from arena.evaluate import check_spec

    name = str(results.summary.get("arena"))
    kept = results.summary.get("arena_path")  # an arena of one's own loads by its folder only
    where = kept if isinstance(kept, str) and (Path(kept) / "arena.yaml").is_file() else name
    try:
        arena = load_arena(where)
    except ArenaError as exc:
        why = f"the arena {name} could not be loaded here, whose items the cells judge ({exc})"
        return {}, None, why, {}
    drawn = items_by_probe(arena, records)
    out: dict[str, list[RunResult]] = {}
    unread: dict[str, dict[str, str]] = {}
    for record in records:
        adapter, probe = str(record.get("adapter")), probe_of(record)
        item = item_of(record, arena, drawn)
        if item is None:  # an item the arena no longer has: nothing to judge the run by
            why = f"{name} has no item {record.get('item')!r}, which its {probe} runs ran"
            unread.setdefault(adapter, {}).setdefault(probe, why)
            continue
        if log_taken(results.summary, record):  # evidence55b: a yes it could have denied
            why = f"this folder's {probe} run {record.get('run_id')} keeps no model log{_TAKEN}"
            unread.setdefault(adapter, {}).setdefault(probe, why)
            continue
        if probe == "partial" and not exact(record):
            unread.setdefault(adapter, {}).setdefault(probe, _OLDER)
            continue
        try:
            run = rebuilt_run(record, item)
        except (ValueError, TypeError, AttributeError) as exc:  # a record edited out of shape
            why = f"this folder's {probe} run {record.get('run_id')} cannot be read back ({exc})"
            unread.setdefault(adapter, {}).setdefault(probe, why)
            continue
        out.setdefault(adapter, []).append(run)
    for adapter, probe, why in _short(records, {**drawn, **_restarts(arena, records)}):
        unread.setdefault(adapter, {}).setdefault(probe, why)
    return out, check_spec(arena), "", unread


#: Why a record without its model log is no evidence in a scripted folder (:func:`log_taken`).
_TAKEN = ", though the scripted model logs every run's requests: it was taken out"


def _restarts(
    arena: Arena, records: Sequence[Mapping[str, Any]]
) -> dict[tuple[Any, ...], EvalItem]:
    """The restart probe's items by (seed, "restart", item id), drawn again from each seed its
    runs recorded (:func:`arena.restart_probe.restart_items`: approved, denied, lapsed): with the
    denied run's line deleted the approved one alone read "durable yes" (redteam48b)."""
    seeds = {
        s for r in records if probe_of(r) == "restart" and isinstance(s := r.get("probe_seed"), int)
    }
    if not seeds:  # no restart probe here: its module (subprocesses, sockets) is not imported
        return {}
    from arena.restart_probe import PROBE, restart_items

    return {
        (seed, PROBE, item.id): item
        for seed in seeds
        for item in restart_items(arena, seed).values()
    }


def _short(
    records: Sequence[Mapping[str, Any]], drawn: Mapping[tuple[Any, ...], Any]
) -> list[tuple[str, str, str]]:
    """(adapter, probe, why) for each probe the folder holds some but not all of the runs of,
    as its seed drew them (:func:`items_by_probe`): a line deleted from ``probes.jsonl`` took
    its run's evidence with it, and the cell was judged on the runs left (redteam48: the one
    gated run that read "no" removed, "tool gate" read "yes")."""
    planned: dict[tuple[Any, str], set[str]] = {}
    for seed, probe, item in drawn:
        planned.setdefault((seed, probe), set()).add(str(item))
    held: dict[tuple[str, Any, str], set[str]] = {}
    for r in records:
        key = (str(r.get("adapter")), r.get("probe_seed"), probe_of(r))
        held.setdefault(key, set()).add(str(r.get("item")))
    out = []
    for (adapter, seed, probe), items in sorted(held.items(), key=str):
        expected = planned.get((seed, probe))
        if expected and (missing := sorted(expected - items)):
            out.append(
                (
                    adapter,
                    probe,
                    f"this folder holds {len(expected & items)} of the {probe} probe's "
                    f"{len(expected)} runs ({', '.join(missing)} missing): a yes from the runs "
                    "left is not measured",
                )
            )
    return out


def _row(
    results: Results,
    row: Mapping[str, Any],
    runs: Sequence[RunResult],
    spec: CheckSpec | None,
    missing: str,
    unread: Mapping[str, str],
    adapters: int,
) -> MatrixRow:
    """One adapter's row decided by :func:`derive_row` from ``runs``; a cell no run measures is
    the summary's own "not measured" if it says so, else "-" naming the probe that would."""
    name = str(row.get("adapter"))
    declared_kind = str(row.get("pause"))
    kind = declared_of(declared_kind)  # "declared native, no witness" is measured again
    kind = kind if kind in _PAUSE_KINDS else "stopped"
    verdict = (results.summary.get("durable_state") or {}).get(name) or {}
    if not isinstance(verdict, Mapping):
        verdict = {}
    journals, strays = None, []
    if verdict.get("durable") is True:  # what the run counted double bookings from (redteam49)
        journals = journal_bookings(results.folder, name, spec.tool if spec else "book_room")
        strays = journal_strays(results.folder, name, {r.run_id for r in runs})
    survived, contradicted, against = restart_verdict(verdict, runs, journals, strays)
    derived = derive_row(
        name,
        runs,
        pause_kind=kind,
        mechanism=str(row.get("mechanism") or ""),
        version=str(row.get("version") or ""),
        gate=spec.gate if spec else "request_approval",
        tool=spec.tool if spec else "book_room",
        survived_restart=survived,
        beside_store=tuple(verdict.get("state_beside_store") or ()),
        unsandboxed=str(verdict.get("unsandboxed") or ""),
        network_shared=str(verdict.get("network_shared") or ""),
        strays=_strays(results.summary),
        adapters=adapters,
        spec=spec,
    )
    probes = {str(r.extra.get("probe") or "compliant") for r in runs}
    cells = dict(derived.cells)
    if contradicted and survived is None:  # some of its restarts are not here (redteam48b)
        here = tuple(r.run_id for r in runs)  # the runs it was held to: the summary disagrees
        cells["durable"] = Cell(value="-", runs=here, why=f"{NOT_MEASURED}{contradicted}")
    elif contradicted:  # a survived restart its own runs do not bear out (evidence44)
        cells["durable"] = Cell(value="no", runs=against, why=joined(LOST, contradicted))
    for col, wanted in PROBES_OF.items():
        left = [unread[p] for p in wanted if p in unread]
        if probes & set(wanted):
            if left:  # judged without some of its runs: say which, as arena.matrix.counted does
                c = cells[col]
                # A no stands on the runs here; a yes might not have, on the runs not here.
                value = "-" if _positive(c.value) else c.value
                cells[col] = Cell(value=value, runs=c.runs, why=joined(c.why, *left))
            continue
        said = _said(row, col)
        if said.get("value") in _UNMEASURED and not missing:
            cells[col] = Cell(value=str(said["value"]), why=str(said.get("why") or ""))
        else:
            why = missing or next(iter(left), "")
            cells[col] = Cell(value="-", why=_not_measured(col, wanted, why))
    if not isinstance(results.summary.get("strays"), list):  # the ledger's record is cut
        cells = {k: _unchecked(c) if c.value == "yes" else c for k, c in cells.items()}
    return dataclasses.replace(
        derived,
        pause=cells["pause"].value,
        enforced=flag(cells["enforced"]),
        durable=flag(cells["durable"]),
        rejection_distinct=flag(cells["rejection_distinct"]),
        unaided=flag(cells["unaided"]),
        tool_gating=flag(cells["tool_gating"]),
        native_reject=flag(cells["native_reject"]),
        bound=flag(cells["bound"]),
        partial=flag(cells["partial"]),
        second_send=flag(cells["second_send"]),
        cells=cells,
    )


def _positive(value: str) -> bool:
    """Whether a cell's value claims what the adapter can do ("yes", "yes*", "yes, + own file",
    a pause kind): what runs missing from the folder could have contradicted."""
    return value.startswith("yes") or value in _PAUSE_KINDS


def _strays(summary: Mapping[str, Any]) -> list[str]:
    """The bookings no run owned while the folder's runs ran, as the process's ledger wrote them
    into ``summary.json`` (``strays``; :mod:`arena.tools.ledger`), not the matrix's own cells:
    each yes then reads ``yes*`` as the command showed it (it read ``yes`` here, and the summary's
    ``yes*`` was said to disagree with the runs)."""
    found = summary.get("strays")
    return [str(s) for s in found if isinstance(s, str)] if isinstance(found, list) else []


#: Why a yes reads ``yes*`` in a folder whose ``summary.json`` keeps no ``strays`` list.
UNCHECKED_STRAYS = (
    "unverified: summary.json keeps no strays list (the process's record of bookings no run "
    "owns, written empty where it found none), so whether this process booked outside its runs "
    "cannot be checked here"
)


def _unchecked(cell: Cell) -> Cell:
    """A yes no ledger's record vouches for (redteam49b): deleting ``strays`` from the summary
    turned the command's ``yes*`` into a plain yes, and nothing else in the folder records them."""
    return Cell(value=UNVOUCHED, runs=cell.runs, why=joined(cell.why, UNCHECKED_STRAYS))


def _not_measured(col: str, probes: Sequence[str], missing: str) -> str:
    """Why a cell reads "-" in the report: which probe measures it, and why it is not here."""
    named = " / ".join(probes)
    how = (
        "arena run --probes runs it"
        if col not in ("durable",)
        else "arena matrix or arena run --probes; durable_state's restarts decide it"
    )
    if missing:
        return f"{NOT_MEASURED}{missing}; the {named} probe measures it ({how})"
    return (
        f"{NOT_MEASURED}no {named} probe run in this folder; the {named} probe measures it ({how})"
    )


def _said(row: Mapping[str, Any], col: str) -> Mapping[str, Any]:
    """``summary.json``'s cell ``col`` of ``row`` ({} where it holds none, or not an object:
    the file may have been edited by hand)."""
    cells = row.get("cells")
    cell = cells.get(col) if isinstance(cells, Mapping) else None
    return cell if isinstance(cell, Mapping) else {}


def _claims(row: Mapping[str, Any], col: str) -> set[str]:
    """What ``summary.json``'s row says of ``col``: its cell's value and its column's flag."""
    out = set()
    cell = _said(row, col) or None
    if isinstance(cell, Mapping) and cell.get("value") is not None:
        out.add(str(cell["value"]))
    value = row.get(col)
    if col == "pause" and isinstance(value, str):
        out.add(value)
    elif isinstance(value, bool):
        yes = cell.get("value") if isinstance(cell, Mapping) else None
        word = "yes" if value else "no"
        if not (value and isinstance(yes, str) and yes.startswith("yes")):
            out.add(word)  # "yes, + own file" and "yes*" are a true flag
    return out


__all__ = ["FolderMatrix", "folder_matrix", "probe_seed"]


def _probes(results: Results) -> list[dict[str, Any]]:
    """The folder's probe records, as judged again where they were (``results.probes``)."""
    return results.probes if results.probes is not None else probe_records(results.folder)
