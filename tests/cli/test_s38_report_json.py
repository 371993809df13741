"""``arena report --json`` (users38): the listings had ``--json`` and the report had none, so a
script that read a results folder parsed the tables. One JSON document, keys as ``arena runs
--json``'s, one object per folder, with the stopped-early record (summary.json's
``interrupted``, its ``stopped``) and why an adapter's pass rates are not computed."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from click.testing import CliRunner

from arena.cli import main

FIXTURE = Path(__file__).parent.parent / "fixtures" / "results" / "v2"
WHY = "the model endpoint at http://127.0.0.1:9/v1 could not be reached"


def _report(*args: str) -> object:
    result = CliRunner().invoke(main, ["report", *args, "--json"], env={"COLUMNS": "80"})
    assert result.exit_code == 0, result.output
    return json.loads(result.output)


def test_a_whole_folder(tmp_path: Path) -> None:
    folder = tmp_path / "r"
    shutil.copytree(FIXTURE, folder)
    (data,) = _report(str(folder))  # type: ignore[misc]
    assert data["folder"] == str(folder)
    assert data["html"] == str(folder / "report.html") and (folder / "report.html").is_file()
    assert data["arena"] == "human_in_the_loop" and data["kind"] == "run"
    assert data["model"] == {"name": "scripted-mix", "url": None}
    assert data["adapters"] == [
        {
            "adapter": "vanilla",
            "runs": 24,
            "passed": 16,
            "waiting": 0,
            "k": 2,
            "pass_hat_1": 0.6667,
            "pass_hat_k": 0.4167,
            "pass_at_k": 0.9167,
        }
    ]
    assert data["interrupted"] is None
    assert data["failed_items"]["hitl-08"] == ["vanilla"] and "hitl-03" not in data["failed_items"]
    assert data["endpoint_failed_runs"] == 0 and data["waiting"] == 0


def test_a_folder_stopped_early_says_so(tmp_path: Path) -> None:
    folder = tmp_path / "r"
    shutil.copytree(FIXTURE, folder)
    runs = (folder / "runs.jsonl").read_text(encoding="utf-8").splitlines()[:5]
    (folder / "runs.jsonl").write_text("\n".join(runs) + "\n", encoding="utf-8")
    summary = json.loads((folder / "summary.json").read_text(encoding="utf-8"))
    items = [f"hitl-{n:02d}" for n in range(1, 13)]
    summary["interrupted"] = {
        "finished": 5,
        "planned": 24,
        "adapters": ["vanilla"],
        "items": items,
        "repeats": 2,
        "stopped": WHY,
    }
    (folder / "summary.json").write_text(json.dumps(summary), encoding="utf-8")
    (data,) = _report(str(folder))  # type: ignore[misc]
    cut = data["interrupted"]
    assert cut["stopped"] == WHY
    assert (cut["finished"], cut["planned"], cut["repeats"]) == (5, 24, 2)
    assert cut["rates_not_computed"] == {"vanilla": "2 of 12 items finished all 2 runs"}
    # the tables say the same of it
    text = CliRunner().invoke(main, ["report", str(folder)], env={"COLUMNS": "300"})
    assert f"stopped early ({WHY}): 5 of 24 runs finished" in text.output, text.output


def test_several_folders_are_one_document(tmp_path: Path) -> None:
    folders = [tmp_path / "a", tmp_path / "b"]
    for folder in folders:
        shutil.copytree(FIXTURE, folder)
    data = _report(*map(str, folders))
    assert [d["folder"] for d in data] == [str(f) for f in folders]  # type: ignore[attr-defined]


def test_a_folder_that_is_no_results_is_a_json_error(tmp_path: Path) -> None:
    result = CliRunner().invoke(main, ["report", str(tmp_path / "nope"), "--json"])
    assert result.exit_code == 2
    said = json.loads(result.stdout)
    assert said["exit"] == 2 and "nope is not a folder" in said["error"]
