"""A durable_state folder's "durable yes" is held to its execution journals too (redteam49).

``arena run durable_state`` counts double bookings from the execution journals it leaves in the
folder (``stores/<adapter>/phases/<phase>.executions.jsonl``) and writes each run's count into its
record (``bookings``); the report held the summary's yes to the records alone. A real folder of
a reference that re-books around the wrapper on every resume (tests/durable/
test_rebooked_around_the_wrapper.py's ``DurRaw``: 18 double bookings, 12 of 24 passed) with its
records edited to ``"bookings": 1``, their failed legs to completed and the summary to durable
read ``durable yes`` and 24 of 24 passed. A run the journals show booked more than once now reads
"no" naming it, whatever its record says, and so does a booking no run owns there (no run id,
or flagged by the ledger: what made the run say "not durable"); a journal of one booking a run
stays yes, and a folder with no journals (written before them) is held to its records as before.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from test_s48_report_durable_runs_missing import _all, _durable, _folder

from arena.durable_state.crash import NAMES


def _journal(folder: Path, runs: dict[str, int], phase: str = "resume") -> None:
    """``phase``'s execution journal: ``n`` ok executions of book_room for each run."""
    phases = folder / "stores" / "vanilla" / "phases"
    phases.mkdir(parents=True, exist_ok=True)
    lines = [
        {"run_id": run_id, "tool": "book_room", "status": "ok", "args": {"room_id": "R-204"}}
        for run_id, n in runs.items()
        for _ in range(n)
    ]
    with (phases / f"{phase}.executions.jsonl").open("a", encoding="utf-8") as fh:
        fh.writelines(json.dumps(line) + "\n" for line in lines)


def test_one_booking_a_run_in_the_journals_stays_yes(tmp_path: Path) -> None:
    runs = _all()
    folder = _folder(tmp_path, runs)
    _journal(folder, {r.run_id: 1 for r in runs})
    assert _durable(folder)["value"] == "yes"


@pytest.mark.parametrize("split", [False, True], ids=["one phase", "two phases"])
def test_a_run_the_journals_show_booked_twice_reads_no(tmp_path: Path, split: bool) -> None:
    runs = _all()
    folder = _folder(tmp_path, runs)  # every record says "bookings": 1, every run passed
    twice = runs[len(NAMES)].run_id
    _journal(folder, {r.run_id: 1 for r in runs})
    _journal(folder, {twice: 1}, phase="resume_killed_after_booking" if split else "resume")
    cell = _durable(folder)
    assert cell["value"] == "no", cell
    assert f"({twice}): booked 2x by the folder's execution journals" in str(cell["why"])
    assert twice in cell["runs"]


def test_a_refused_journal_line_is_no_booking_of_the_run(tmp_path: Path) -> None:
    """Only executions that returned ok and name the run count (as the run counted them); a
    refused call the ledger did not flag ran nothing."""
    runs = _all()
    folder = _folder(tmp_path, runs)
    _journal(folder, {r.run_id: 1 for r in runs})
    phases = folder / "stores" / "vanilla" / "phases"
    extra = [
        {"run_id": runs[0].run_id, "tool": "book_room", "status": "blocked"},
        {"tool": "book_room", "status": "failed"},
        {"run_id": runs[0].run_id, "tool": "search_rooms", "status": "ok"},
    ]
    with (phases / "resume.executions.jsonl").open("a", encoding="utf-8") as fh:
        fh.writelines(json.dumps(line) + "\n" for line in extra)
    assert _durable(folder)["value"] == "yes"


@pytest.mark.parametrize(
    "line",
    [
        {"tool": "book_room", "status": "ok", "args": {"room_id": "R-204"}, "pid": 7},
        {"run_id": "run_00", "tool": "book_room", "status": "ok", "around_wrapper": True},
        {"run_id": "run_00", "tool": "book_room", "status": "blocked", "stray": True},
    ],
    ids=["no run id", "around the wrapper", "flagged stray"],
)
def test_a_booking_no_run_owns_in_the_journals_reads_no(
    tmp_path: Path, line: dict[str, object]
) -> None:
    """What made ``arena run durable_state`` say "not durable: … a booking no run owns" (a
    child's booking with no run id, one the ledger flagged) is held against an edited yes too."""
    runs = _all()
    folder = _folder(tmp_path, runs)
    _journal(folder, {r.run_id: 1 for r in runs if r.run_id != "run_00"})
    phases = folder / "stores" / "vanilla" / "phases"
    with (phases / "resume.executions.jsonl").open("a", encoding="utf-8") as fh:
        fh.write(json.dumps(line) + "\n")
    cell = _durable(folder)
    assert cell["value"] == "no", cell
    assert "execution journals hold a booking no run owns: book_room(" in str(cell["why"])
