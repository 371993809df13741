"""Session 47: probe records were never judged again by ``arena report``.

Red team 46 made ``arena report`` judge each run record again from its own evidence, but only
``runs.jsonl``'s: ``arena run --probes`` writes its probe runs to ``probes.jsonl``, read back
for the matrix and never judged, and the second-send probe's runs (in ``runs.jsonl`` under
``arena matrix``) were skipped everywhere, their checks being those of the answer the probe gave
against the item's file, not the drawn item's. A hand-edited probe record read as written. Both
are judged now; a folder as written reports nothing.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from arena.cli import main


@pytest.fixture(scope="module")
def folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("probes") / "out"
    args = ["human_in_the_loop", "--adapter", "vanilla", "--probes", "--probe-seed", "47"]
    result = CliRunner().invoke(main, ["run", *args, "--out", str(out)])
    assert result.exit_code in (0, 1), result.output
    assert (out / "probes.jsonl").is_file(), result.output
    return out


def _copy(folder: Path, to: Path) -> Path:
    to.mkdir()
    for name in ("summary.json", "runs.jsonl", "probes.jsonl"):
        (to / name).write_bytes((folder / name).read_bytes())
    return to


def _flip(to: Path, probe: str) -> tuple[str, list[str]]:
    """Every check of the first ``probe`` run in ``to``'s probes.jsonl turned to the other
    verdict, and its ``passed`` with them: (its run id, its check names)."""
    path = to / "probes.jsonl"
    records = [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
    record = next(r for r in records if r.get("probe") == probe)
    for check in record["checks"]:
        check["passed"] = not check["passed"]
    record["passed"] = all(c["passed"] for c in record["checks"])
    path.write_text("".join(json.dumps(r) + "\n" for r in records))
    return str(record["run_id"]), [str(c["name"]) for c in record["checks"]]


def _rejudged(folder: Path) -> list[str]:
    out = CliRunner().invoke(main, ["report", str(folder), "--json"])
    assert out.exit_code == 0, out.output
    (data,) = json.loads(out.output)
    return list(data["rejudged"])


def test_a_folder_as_written_reports_nothing(folder: Path, tmp_path: Path) -> None:
    assert _rejudged(_copy(folder, tmp_path / "same")) == []


@pytest.mark.parametrize("probe", ["second_send", "hasty", "gated"])
def test_an_edited_probe_record_is_judged_again(folder: Path, tmp_path: Path, probe: str) -> None:
    edited = _copy(folder, tmp_path / "edited")
    run_id, names = _flip(edited, probe)
    lines = _rejudged(edited)
    (line,) = [line for line in lines if f"({run_id})" in line]
    assert len(lines) == 1, lines
    for name in names:
        assert f"{name} " in line, line
    text = CliRunner().invoke(main, ["report", str(edited)]).output
    assert "1 run record(s) say a verdict their own evidence does not give" in " ".join(
        text.split()
    ), text
