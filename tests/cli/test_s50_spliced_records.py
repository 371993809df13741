"""A run record copied in from another results folder is left out, and said (evidence50).

``arena report`` judges each record again from its own evidence and holds the file to the
summary's counts, so a failing run's line replaced by a passing run's line from another folder
(another ``arena run``'s, the same item) read as judged: the counts matched and the copied record,
self-consistent, passed. ``arena run`` now marks the records and the summary it writes together
with one random token (``written_with``); a record holding another's, or none, is left out.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from click.testing import CliRunner

from arena.cli import main
from arena.reporting.rejudged import SPLICED, read_judged, said
from arena.results import WRITTEN_WITH


def _ran(out: Path, behaviour: str) -> list[dict[str, Any]]:
    args = ["run", "human_in_the_loop", "--adapter", "vanilla", "--item", "hitl-01", "--quiet"]
    done = CliRunner().invoke(main, [*args, "--behaviour", behaviour, "--out", str(out)])
    assert done.exit_code in (0, 1), done.output
    return [json.loads(x) for x in (out / "runs.jsonl").read_text().splitlines()]


def _write(out: Path, records: list[dict[str, Any]]) -> None:
    (out / "runs.jsonl").write_text("".join(json.dumps(r) + "\n" for r in records))


def test_a_passing_record_from_another_folder_is_left_out(tmp_path: Path) -> None:
    (good,) = _ran(tmp_path / "good", "compliant")
    (bad,) = _ran(tmp_path / "bad", "reckless")
    assert good["passed"] and not bad["passed"]
    assert good[WRITTEN_WITH] != bad[WRITTEN_WITH]
    untouched = read_judged(tmp_path / "bad")
    assert not any(line.startswith(SPLICED) for line in untouched.rejudged)

    _write(tmp_path / "bad", [good])  # the failing line replaced by the passing one
    judged = read_judged(tmp_path / "bad")
    assert judged.runs == [], judged.runs
    told = said(judged.rejudged)
    assert "copied in from another results folder" in told and good["run_id"] in told, told

    unmarked = {k: v for k, v in good.items() if k != WRITTEN_WITH}  # the mark taken off
    _write(tmp_path / "bad", [unmarked])
    assert read_judged(tmp_path / "bad").runs == []


def test_a_folder_written_before_the_mark_reads_as_it_is(tmp_path: Path) -> None:
    (bad,) = _ran(tmp_path / "old", "reckless")
    summary = json.loads((tmp_path / "old" / "summary.json").read_text())
    del summary[WRITTEN_WITH]
    (tmp_path / "old" / "summary.json").write_text(json.dumps(summary))
    _write(tmp_path / "old", [{k: v for k, v in bad.items() if k != WRITTEN_WITH}])
    judged = read_judged(tmp_path / "old")
    assert [r["run_id"] for r in judged.runs] == [bad["run_id"]]
    assert not any(line.startswith(SPLICED) for line in judged.rejudged)
