"""``arena faults``: the adapters × model-faults matrix (arena.faultmatrix), printed as Markdown,
or as a block per adapter where the table does not fit the width (docs/faults.md)."""

from __future__ import annotations

import dataclasses
import os
import tempfile
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

import click
from rich.text import Text

from arena.adapters import resolve_names
from arena.cli.console import Console, say, wrap
from arena.cli.layout import Packed
from arena.cli.options import adapter_option, echo_json, json_option, leg_timeout_option
from arena.display import cell
from arena.errors import UserError

if TYPE_CHECKING:
    from arena.faultmatrix import Row


@click.command()
@adapter_option()
@click.option(
    "--fault",
    "fault_sel",
    default="all",
    show_default=True,
    help="Fault names, comma-separated, 'all', or 'classes' (one fault of each class).",
)
@leg_timeout_option(10.0)
@click.option("--together", is_flag=True, help="Every adapter in one process, all runs at once.")
@click.option("--parallel", default=2, show_default=True, type=click.IntRange(1, 64),
              help="Adapter processes at once.")  # fmt: skip
@click.option(
    "--out",
    type=click.Path(path_type=str, dir_okay=False, writable=True),
    default=None,
    callback=lambda ctx, param, value: _out_file(ctx, param, value),
    help="Also write the matrix (markdown) to this file.",
)
@json_option("Print the rows (each cell with its outcome, seconds and reason) as JSON.")
def faults(
    adapter_sel: str,
    fault_sel: str,
    leg_timeout: float,
    together: bool,
    parallel: int,
    out: Path | None,
    as_json: bool,
) -> None:
    """Run each adapter once over an ordinary item plus one item per injected model fault, and
    print whether every fault failed only its own run, cleanly and on time.

    A content fault's run may instead be "recovered" (the model log shows the bad call handed
    back to the model and the run's checks passed: it paused, then the approved booking ran
    exactly once) or "handed back" (handed back, then the model gave up in its own words); a
    run that completed without handing it back is "swallowed". A failed run that had already
    run a booking (its tool calls or the store's ledger) is "failed after booking"; a
    transport fault's run that sent the broken endpoint more than 3 requests reads "retried N
    requests". A run the fault injector never served its fault (no request a transport fault
    answered, no first request of a content-faulted run) reads "never reached the fault",
    whatever its reason says ("timed out before the fault" when the leg timeout ended it).

    Exit status: 0 when every adapter's process was contained (the control completed and
    passed its checks, the process exited promptly with status 0 or 1, nothing half-written)
    and no cell is NOT FAILED, left unfinished, no reason, failed after booking, swallowed,
    missing, never reached the fault or timed out before the fault; 1 otherwise (a control
    whose checks failed, such as one that said "booked" without booking, included); 2 on a
    usage error. A slow cell, "retried N requests" or a reason that does not name its fault is
    shown but does not change the exit status."""
    from arena.faultmatrix import render, run_matrix

    chosen = fault_selection(fault_sel)
    adapters = resolve_names(adapter_sel)
    if out is not None:
        _check_out(out)  # before the matrix's minutes, not a traceback after them

    rows = run_matrix(
        adapters, chosen, leg_timeout_s=leg_timeout, together=together, parallel=parallel
    )
    text = render(rows, chosen, leg_timeout)
    console = Console()
    if as_json:
        echo_json([_as_json(row) for row in rows])
    elif _fits(console, text):
        click.echo(text)
    else:  # a 125-column table at 40 (users tester 33): blocks, as arena list prints them
        _print_blocks(console, rows, chosen, leg_timeout)
    if out is not None:
        try:
            out.write_text(text)
        except OSError as exc:  # checked before the run; gone or read-only since
            raise UserError(f"--out {out}: cannot write the matrix ({exc.strerror})") from None
    if not all(r.contained for r in rows):
        raise SystemExit(1)


def _as_json(row: Row) -> dict[str, object]:
    """A row as ``arena matrix --json`` gives its own: the fields, and the verdict derived."""
    return dataclasses.asdict(row) | {"contained": row.contained, "escaped": row.escaped}


def _fits(console: Console, text: str) -> bool:
    """Print the Markdown where every line fits the width, and into a pipe or file with no
    ``COLUMNS`` set (``arena faults > matrix.md``: the artefact, whatever the terminal)."""
    if not console.is_terminal and "COLUMNS" not in os.environ:
        return True
    return max(len(line) for line in text.splitlines()) <= console.width


def _print_blocks(
    console: Console, rows: Sequence[Row], chosen: Sequence[str], leg_s: float
) -> None:
    """The matrix at a width its table does not fit: a block per adapter, its verdict first, a
    line per cell, broken only between facts (:class:`Packed`); then the reasons, folded."""
    from arena.faultmatrix import CONTROL, REASONS, header, reasons, row_facts

    say(console, header(leg_s), markup=False)
    for row in rows:
        cells, shown, lag, verdict = row_facts(row, chosen)
        contained = "contained" if verdict == "yes" else "NOT contained"
        console.print()
        console.print(
            Packed(cell(row.adapter, "bold"), Text(contained), Text(f"exit {lag} after last run"))
        )
        # Folded by wrap() at spaces only; soft_wrap: rich would cut a word longer than the
        # line (a URL in a reason) mid-way again, its rest at column 0 (users35, 40 columns).
        if verdict != "yes":
            why = wrap(f"why: {verdict[3:]}", indent="    ", first="  ")
            console.print(why, markup=False, soft_wrap=True)
        for name, said in [(CONTROL, shown), *zip(chosen, cells, strict=True)]:
            said = wrap(f"{name}: {said}", indent="    ", first="  ")
            console.print(said, markup=False, soft_wrap=True)
    lines = reasons(rows, chosen)
    if lines:
        console.print()
        say(console, REASONS, markup=False)
        for line in lines:
            folded = wrap(line, indent="    ", first="  - ")
            console.print(folded, markup=False, highlight=False, soft_wrap=True)


def _check_out(out: Path) -> None:
    """Create ``--out``'s folder and write a scratch file there now: a path that cannot be
    written was found only after every adapter had run, as a traceback (tester 17)."""
    try:
        out.parent.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryFile(dir=out.parent):
            pass
        if out.exists():
            with out.open("a"):
                pass
    except OSError as exc:
        # a file on the way made mkdir say "File exists", which named no file (users36)
        file = next((p for p in out.parents if p.is_file()), None)
        why = f"{file} is a file, not a folder" if file else exc.strerror
        raise UserError(
            f"--out {out}: cannot write there ({why}); pass --out a file in a folder you can "
            "write to"
        ) from None


def _out_file(ctx: click.Context, param: click.Parameter, given: str | None) -> Path | None:
    """``--out ''`` was told "--out .: cannot write there (Is a directory)", and
    ``--out=~/f.md`` wrote ./~/f.md: empty is refused, a leading ~ is the home folder (users46)."""
    if given is None:
        return None
    from arena.given_paths import blank

    if not given.strip():
        raise click.BadParameter(
            "it is empty (a $VARIABLE that expanded to nothing?): give a file for the matrix, "
            "or leave --out out",
            ctx,
            param,
        )
    if given != given.strip():
        raise click.BadParameter(blank(given, "the file"), ctx, param)
    return Path(os.path.expanduser(given))


def fault_selection(given: str) -> list[str]:
    """``--fault``: fault names, ``all`` and ``classes`` (one of each class), comma-separated and
    in any mix, each fault once. Every unknown name is named, with the valid ones: ``classes,nope``
    used to blame 'classes', which is valid alone."""
    from arena.model.faults import CLASSES, FAULTS

    groups = {"all": list(FAULTS), "classes": list(CLASSES.values())}
    words = [w.strip() for w in given.split(",") if w.strip()]
    unknown = list(dict.fromkeys(w for w in words if w not in FAULTS and w not in groups))
    if unknown or not words:
        import difflib

        def guessed(word: str) -> str:  # 'hng' named no 'hang' (users44), as --adapter does
            close = difflib.get_close_matches(word, [*FAULTS, *groups], n=1, cutoff=0.6)
            return f"{word!r} (did you mean {close[0]!r}?)" if close else repr(word)

        named = ", ".join(guessed(w) for w in unknown)
        plural = "s" if len(unknown) > 1 else ""
        problem = f"unknown fault{plural} {named}" if unknown else "no fault named"
        raise UserError(
            f"--fault {given!r}: {problem}; give fault names, comma-separated: "
            f"{', '.join(FAULTS)}, or 'all' (every fault) or 'classes' (one of each class)"
        )
    chosen = [name for w in words for name in groups.get(w, [w])]
    return list(dict.fromkeys(chosen))
