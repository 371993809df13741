"""Terminal tables for results: per item, per adapter.

The lines printed under them, on what a failure points at besides the agent (an item, a model,
the endpoint), are :mod:`arena.failure_hints`.
"""

from __future__ import annotations

from collections.abc import Sequence

from rich import box
from rich.columns import Columns
from rich.console import Console, Group, RenderableType
from rich.padding import Padding
from rich.table import Table
from rich.text import Text

from arena.display import breakable, cell, fit_widths, inert
from arena.failure_hints import ENDPOINT_ERRORS as ENDPOINT_ERRORS
from arena.failure_hints import endpoint_error as endpoint_error
from arena.failure_hints import endpoint_note as endpoint_note
from arena.failure_hints import failed_everywhere as failed_everywhere
from arena.failure_hints import one_error
from arena.failure_hints import slow_endpoint_note as slow_endpoint_note
from arena.failure_hints import unbacked_endpoint_note as unbacked_endpoint_note
from arena.failure_hints import why_failed as _why
from arena.matrix import Cell, MatrixRow
from arena.runner import RunResult

#: Below this many columns, a failed run's reasons are printed under the items table, one block
#: per run, instead of in its last column (at 80 that column was 19 characters wide and cut the
#: check names themselves: "tool_called_once…").
WIDE_ITEMS = 120


def items_table(results: Sequence[RunResult], width: int = WIDE_ITEMS) -> RenderableType:
    """One row per run, adapter and item whole (what a user copies), with a column of why each
    failed when the terminal is wide enough for it whole (else the caller prints
    :func:`failures` under the table); a list of runs when no table fits ``width``."""
    why = [_why(r) for r in results]
    base: list[list[str]] = [
        [
            inert(r.adapter),
            inert(r.item.id),
            inert(r.item.meta.get("expect", "")),
            r.status,
            str(len(r.trace.legs)),
            _verdict(r),
        ]
        for r in results
    ]
    columns = ("adapter", "item", "expect", "status", "legs", "result")
    table = None
    if any(why) and width >= WIDE_ITEMS:
        # check details and errors quote the model: shown inert; each check's name kept whole
        names = max((len(x.split(":")[0]) + 1 for w in why for x in w), default=0)
        wide = [[*row, inert("; ".join(w))] for row, w in zip(base, why, strict=True)]
        table = _fitted("Items", (*columns, FAILED), wide, width, ("adapter", "item"), names)
        base = wide if table is not None else base
    if table is None:
        table = _fitted("Items", columns, base, width, ("adapter", "item"))
    if table is None:
        return _items_list(results)
    for row in base:
        result = Text(row[5], style=_STYLE.get(row[5], "yellow"))
        table.add_row(*map(Text, row[:5]), result, *map(Text, row[6:]))
    return table


#: How the Items table colours a run's result; any other (a pass its checks do not hold to the
#: item's expect) is yellow.
_STYLE = {"pass": "green", "FAIL": "red"}
#: A pass whose item's own checks do not hold the run to its ``expect`` (evidence55b).
UNCHECKED = "pass, expect not checked"


def _verdict(r: RunResult) -> str:
    """ "pass", "FAIL", or :data:`UNCHECKED` where the item's checks pass in a run that ends
    otherwise than its ``expect`` (:func:`arena.check_outcomes.unheld`): ``expect: denied`` with
    ``checks: [suspended]`` read "pass" for an agent that booked anyway (evidence55b)."""
    if not r.passed:
        return "FAIL"
    from arena.check_outcomes import unheld

    expect = r.item.meta.get("expect")
    loose = r.item.checks and unheld(r.item.checks, expect if isinstance(expect, str) else None)
    return UNCHECKED if loose else "pass"


#: The Items table's column of why each run failed (shown when it fits).
FAILED = "failed checks"


def _has_reasons(renderable: RenderableType) -> bool:
    """Whether the Items view shows why runs failed already (its column, or the list)."""
    if not isinstance(renderable, Table):
        return True
    return any(c.header == FAILED for c in renderable.columns)


def _fitted(
    title: str,
    columns: Sequence[str],
    rows: Sequence[Sequence[str]],
    width: int,
    whole: Sequence[str],
    names: int = 0,
) -> Table | None:
    """An empty table with its columns sized to ``width``, names whole: boxed, else without
    edges (4 columns more), else None (no table holds the names whole: list the rows)."""
    for boxed in (True, False):
        widths = fit_widths(
            columns, rows, width, whole, frame=1 if boxed else -3, least={FAILED: names}
        )
        if widths is None:
            continue
        table = Table(title=title)
        if not boxed:
            table = Table(title=title, box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False)
        for col, w in zip(columns, widths, strict=True):
            table.add_column(col, overflow="fold", min_width=w, max_width=w)
        return table
    return None


def _items_list(results: Sequence[RunResult]) -> Group:
    """The Items table as lines, for a terminal too narrow for any table: each run's names
    first, whole, then its outcome and why it failed (lines wrap between words)."""
    parts: list[RenderableType] = [Text("Items", style="italic")]
    for r in results:
        mark = ("  " + _verdict(r), _STYLE.get(_verdict(r), "yellow"))
        parts.append(Text.assemble((inert(f"{r.adapter} · {r.item.id}"), "bold"), mark))
        legs = len(r.trace.legs)
        expect = inert(r.item.meta.get("expect", "")) or "-"
        facts = f"expect {expect} · {r.status} · {legs} leg{'s' if legs != 1 else ''}"
        parts += [Padding(cell(line), (0, 0, 0, 2), expand=False) for line in (facts, *_why(r))]
    return Group(*parts)


def failures(results: Sequence[RunResult]) -> Group:
    """Why each run failed, for a narrow terminal: ``adapter · item`` first, then one line per
    failed check (its name whole, then what it saw) at the terminal's full width."""
    parts: list[RenderableType] = []
    for r in results:
        why = _why(r)
        if not why:
            continue
        parts.append(
            Text.assemble((inert(f"{r.adapter} · {r.item.id}"), "bold"), ("  FAIL", "red"))
        )
        parts += [Padding(cell(line), (0, 0, 0, 2), expand=False) for line in why]
    return Group(*parts)


def summary_table(results: Sequence[RunResult], width: int = WIDE_ITEMS) -> RenderableType:
    """One row per adapter; adapter and check names whole (rich cut them with "…": names a user
    copies); a list of adapters when no table fits ``width``."""
    columns = ("adapter", "passed", "paused", "failed runs", "failing checks")
    rows: list[list[str]] = []
    for name in dict.fromkeys(r.adapter for r in results):
        runs = [r for r in results if r.adapter == name]
        passed = sum(r.passed for r in runs)
        paused = sum(r.trace.first_pause is not None for r in runs)
        failed_runs = sum(r.status == "failed" for r in runs)
        counts: dict[str, int] = {}
        for r in runs:
            for c in r.checks:
                if not c.passed:
                    counts[c.name] = counts.get(c.name, 0) + 1
        # One per line: a wrapped ", " list split a name from its count ("suspended" / "×2").
        failing = "\n".join(f"{k} ×{v}" for k, v in sorted(counts.items())) or "-"
        rows.append([
            inert(name),
            f"{passed}/{len(runs)}",
            f"{paused}/{len(runs)}",
            _failed_runs(runs, failed_runs),
            failing,
        ])  # fmt: skip
    table = _fitted("Summary", columns, rows, width, whole=("adapter", "failing checks"))
    if table is None:
        return _summary_list(columns, rows, width)
    for row in rows:
        done, total = row[1].split("/")
        colour = "green" if done == total else "red"
        table.add_row(Text(row[0]), Text(row[1], style=colour), *map(Text, row[2:]))
    return table


def _failed_runs(runs: Sequence[RunResult], failed: int) -> str:
    """The "failed runs" cell: how many failed, how many of them on the model endpoint, and
    apart, runs that did not fail but ended on its error (a stream with no usable event: "0,
    2 endpoint" read as two failed runs among none, users41)."""
    blamed = [r for r in runs if endpoint_error(r) is not None]
    on_failed = sum(r.status == "failed" for r in blamed)
    ended = len(blamed) - on_failed
    lines = [str(failed), *([f"{on_failed} endpoint"] if on_failed else [])]
    return "\n".join([*lines, *([f"{ended} ended on a model endpoint error"] if ended else [])])


def _summary_list(columns: Sequence[str], rows: Sequence[Sequence[str]], width: int) -> Group:
    """The Summary table as lines, for a terminal too narrow for any table; a fact ("failed runs
    0") is never split from its value (it read "failed runs" / "0" at 40, users tester 31)."""
    parts: list[RenderableType] = [Text("Summary", style="italic")]
    for name, *values, failing in rows:
        facts = [f"{col} {v}".replace("\n", ", ") for col, v in
                 zip(columns[1:-1], values, strict=True)]  # fmt: skip
        parts.append(Text(name, style="bold"))
        packed: list[str] = []
        for fact in facts:  # as many whole facts to a line as fit beside the indent
            if packed and len(packed[-1]) + 3 + len(fact) <= width - 2:
                packed[-1] += f" · {fact}"
            else:
                packed.append(fact)
        lines = [*packed, *(f"failing {x}" for x in failing.splitlines() if x != "-")]
        parts += [Padding(Text(x), (0, 0, 0, 2), expand=False) for x in lines]
    return Group(*parts)


def print_results(results: Sequence[RunResult], console: Console, *, items: bool = True) -> None:
    if items:
        table = items_table(results, console.width)
        console.print(table)
        if not _has_reasons(table) and any(_why(r) for r in results):
            console.print(failures(results))
    console.print(summary_table(results, console.width))
    for line in [*one_error(results), *failed_everywhere(results)]:
        console.print(cell(line))  # quotes the model: inert
    for note in (
        endpoint_note(results),
        unbacked_endpoint_note(results),
        slow_endpoint_note(results),
    ):
        if note:
            console.print(cell(note))  # quotes the endpoint (or the adapter): inert


def _mark(value: bool | None) -> str:
    return {True: "[green]yes[/green]", False: "[red]no[/red]", None: "-"}[value]


#: "yes, + own file" is arena.matrix.OWN_FILE: durable, but not from the store alone.
_COLOURS = {"yes": "green", "no": "red", "leaky": "red", "unsupported": "yellow", "n/a": "dim",
            "-": "dim", "yes, + own file": "yellow", "yes*": "yellow"}  # fmt: skip
#: Matrix columns as the table heads them (see arena.matrix.COLUMNS for the probe behind each).
_HEADS = {
    "pause": "pause",
    "enforced": "enforced",
    "unaided": "unaided",
    "tool_gating": "tool gate",
    "native_reject": "reject",
    "durable": "durable",
    "rejection_distinct": "rej≠fail",
}
#: The decision-fidelity columns, a table of their own (the matrix is wide already).
_DECISION_HEADS = {"bound": "bound", "partial": "partial answers", "second_send": "2nd send"}


def _cell(value: str) -> str:
    # "declared native, no witness" (arena.matrix.witnessed) is a no: it read green as a kind
    colour = "red" if value.endswith(", no witness") else _COLOURS.get(value, "green")
    return f"[{colour}]{value}[/{colour}]"


def matrix_table(rows: Sequence[MatrixRow], width: int | None = None) -> RenderableType:
    """One row per adapter; each cell as the evidence says (``arena matrix --evidence`` shows
    the run ids behind every cell). With the decision probes run, a second table: does an
    approval bind its exact call, do partial answers and a second send work.

    ``width``: the terminal's columns. Where the matrix would not fit, each adapter's cells are
    laid out as ``head value`` pairs, instead of a grid whose every head and value is
    cut to one letter and an ellipsis (80 columns hold about six of its ten)."""
    title = "Feature matrix (derived from the runs)"
    grid = [
        (row, [row.cells[key].value if key in row.cells else _legacy(row, key) for key in _HEADS])
        for row in rows
    ]
    heads = ["adapter", *_HEADS.values(), "passed"]
    widths = [
        max([len(h), *(len(_plain(row, values)[i]) for row, values in grid)])
        for i, h in enumerate(heads)
    ]
    table = Table(title=title)
    if width is not None and sum(widths) + 3 * len(widths) + 1 > width:
        table.add_column("adapter", no_wrap=True)
        table.add_column("cells", overflow="fold")
        for row, values in grid:
            pairs = [f"{h} {_cell(v)}" for h, v in zip(_HEADS.values(), values, strict=True)]
            table.add_row(row.adapter, Columns([*pairs, f"passed {row.passed}"], padding=(0, 2)))
    else:
        for head in heads:
            table.add_column(head, no_wrap=True)
        for row, values in grid:
            table.add_row(row.adapter, *(_cell(v) for v in values), row.passed)
    measured = [
        r
        for r in rows
        if any(r.cells.get(k, Cell(value="-")).value != "-" for k in _DECISION_HEADS)
    ]
    if not measured:
        return table
    heading = "Decisions as given: what ran (derived from the runs)"
    # As wide as its title where the width allows: the three narrow columns of one adapter left
    # it 48 wide at 80 columns, and the title broke before "runs)" (outside user 27).
    decisions = Table(title=heading, min_width=min(len(heading), width or len(heading)))
    shown = [
        (r, [r.cells.get(k, Cell(value="-")).value for k in _DECISION_HEADS]) for r in measured
    ]
    needed = sum(
        3 + max([len(h), *(len(([r.adapter, *v])[i]) for r, v in shown)])
        for i, h in enumerate(["adapter", *_DECISION_HEADS.values()])
    )
    if width is not None and needed + 1 > width:  # as the matrix above: never cut an adapter
        decisions.add_column("adapter", no_wrap=True)
        decisions.add_column("cells", overflow="fold")
        for row, values in shown:
            pairs = [
                f"{h} {_cell(v)}" for h, v in zip(_DECISION_HEADS.values(), values, strict=True)
            ]
            decisions.add_row(row.adapter, Columns(pairs, padding=(0, 2)))
        return Group(table, decisions)
    decisions.add_column("adapter", no_wrap=True)
    for head in _DECISION_HEADS.values():
        decisions.add_column(head, no_wrap=True)
    for row, values in shown:
        decisions.add_row(row.adapter, *(_cell(v) for v in values))
    return Group(table, decisions)


def _plain(row: MatrixRow, values: Sequence[str]) -> list[str]:
    return [row.adapter, *values, row.passed]


def _legacy(row: MatrixRow, key: str) -> str:
    value = getattr(row, key)
    return value if isinstance(value, str) else {True: "yes", False: "no", None: "-"}[value]


def _runs(evidence: Cell) -> str:
    more = f" +{len(evidence.runs) - 1}" if len(evidence.runs) > 1 else ""
    return (evidence.runs[0] + more) if evidence.runs else "-"


#: Below this many columns the evidence is one block per adapter: at 80 its "why" column was 8
#: characters wide; at 100 (README's sample) it is 24, which reads.
WIDE_EVIDENCE = 100
#: Below this many the block puts each cell's runs and reason under it: beside the cell's name
#: and value, at 40 columns, the run ids were folded mid-id ("run_963ba00" / "0685ebd58").
NARROW_EVIDENCE = 64


def evidence_table(rows: Sequence[MatrixRow], width: int = WIDE_EVIDENCE) -> RenderableType:
    """Which runs prove each cell (the first id and how many more; ``--json`` lists them all),
    and why a cell is not a plain yes. Below :data:`WIDE_EVIDENCE` columns, one block per adapter
    with the reason under its cell at full width."""
    heads = {**_HEADS, **_DECISION_HEADS}
    title = "Evidence (run ids behind each cell)"
    if width < WIDE_EVIDENCE:
        parts: list[RenderableType] = [Text(title, style="bold")]
        for row in rows:
            if width < NARROW_EVIDENCE:
                parts += [Text(row.adapter, style="bold"), *_stacked(row, heads)]
                continue
            grid = Table.grid(padding=(0, 2))
            grid.add_column(no_wrap=True)
            grid.add_column(no_wrap=True)
            grid.add_column(overflow="fold")
            for key, evidence in row.cells.items():
                detail = Text(_runs(evidence))
                if evidence.why:
                    detail.append("\n")
                    detail.append(cell(evidence.why))
                grid.add_row(heads.get(key, key), _cell(evidence.value), detail)
            parts += [Text(row.adapter, style="bold"), Padding(grid, (0, 0, 0, 2))]
        return Group(*parts)
    table = Table(title=title)
    for col in ("adapter", "cell", "value", "runs"):
        table.add_column(col, no_wrap=True)
    table.add_column("why", overflow="fold")
    for row in rows:
        for key, evidence in row.cells.items():
            table.add_row(
                row.adapter,
                heads.get(key, key),
                _cell(evidence.value),
                _runs(evidence),
                cell(evidence.why),
            )
    return table


def _stacked(row: MatrixRow, heads: dict[str, str]) -> list[RenderableType]:
    """One adapter's evidence on a narrow terminal: each cell's name and value, then its runs
    (an id whole on its line, as ``arena show`` takes it) and its reason, indented under it."""
    lines: list[RenderableType] = []
    for key, evidence in row.cells.items():
        lines.append(Padding(Text.from_markup(f"{heads.get(key, key)}  {_cell(evidence.value)}"),
                             (0, 0, 0, 2)))  # fmt: skip
        detail = Text(_runs(evidence))
        if evidence.why:
            detail.append("\n")
            detail.append(cell(evidence.why))
        lines.append(Padding(detail, (0, 0, 0, 4)))
    return lines


#: The mechanism column's least width in :func:`mechanisms_table`: narrower, its identifiers
#: folded mid-word ("intercept" / "ed", "interrupt" / "s" at 40 columns, users tester 31).
MECHANISM_MIN = 30


def mechanisms_table(rows: Sequence[MatrixRow], width: int | None = None) -> RenderableType:
    """Each adapter's version and how it pauses; one block per adapter on a terminal ``width``
    too narrow for a mechanism column of :data:`MECHANISM_MIN` beside the others."""
    name = max((len(r.adapter) for r in rows), default=0)
    if width is not None and name + 16 + MECHANISM_MIN + 10 > width:
        parts: list[RenderableType] = [Text("How each adapter pauses", style="italic")]
        for row in rows:
            parts.append(Text.assemble((inert(row.adapter), "bold"), " · ",
                                       inert(row.version.split(" (")[0])))  # fmt: skip
            parts.append(Padding(breakable(row.mechanism), (0, 0, 0, 2), expand=False))
        return Group(*parts)
    table = Table(title="How each adapter pauses")
    table.add_column("adapter", no_wrap=True)
    table.add_column("version", overflow="fold", max_width=16)
    table.add_column("mechanism", overflow="fold")
    for row in rows:  # identifiers break after their punctuation, never mid-word (ux29)
        table.add_row(row.adapter, breakable(row.version.split(" (")[0]), breakable(row.mechanism))
    return table


def reliability_table(results: Sequence[RunResult]) -> Table:
    """pass^k (every one of k tries passes) and pass@k (at least one does), per adapter."""
    from arena.reliability import reliability
    from arena.results import run_record

    table = Table(title="Reliability over repeats (pass^k: all k pass · pass@k: one of k passes)")
    for col in ("adapter", "items", "k", "pass^1", "pass^k", "pass@k"):
        table.add_column(col, no_wrap=True)
    for name, row in reliability(run_record(r) for r in results).items():
        k = row["k"]
        table.add_row(
            name,
            str(len(row["items"])),
            str(k),
            f"{row['by_k']['1']['pass^k']:.2f}",
            f"{row['pass^k']:.2f}",
            f"{row['pass@k']:.2f}",
        )
    return table
