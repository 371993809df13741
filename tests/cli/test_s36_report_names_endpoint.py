"""``arena report``'s first line named the model but not the endpoint that served it, where the
HTML report says ``scripted-compliant at http://…``: two folders of one model name, one run on
the scripted model and one on a real endpoint (or two endpoints), read the same on the terminal,
and a resume's command line (``arena resume --all``) names none either (users36). The line now
says ``NAME at URL`` where the summary has a URL; a scripted run's line is as it was."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from click.testing import CliRunner

from arena.cli import main

FIXTURE = Path(__file__).parent.parent / "fixtures" / "results" / "v2"


def _head(folder: Path) -> str:
    result = CliRunner().invoke(main, ["report", str(folder)], env={"COLUMNS": "1000"})
    assert result.exit_code == 0, result.output
    return result.output.splitlines()[0]


def test_the_report_names_the_endpoint_that_served_the_runs(tmp_path: Path) -> None:
    folder = tmp_path / "live"
    shutil.copytree(FIXTURE, folder)
    summary = json.loads((folder / "summary.json").read_text())
    summary["model"] |= {"name": "gpt-x", "url": "https://llm.example/v1", "scripted": False}
    (folder / "summary.json").write_text(json.dumps(summary))
    assert _head(folder).startswith("human_in_the_loop · gpt-x at https://llm.example/v1 · run · ")


def test_a_scripted_folder_names_no_endpoint(tmp_path: Path) -> None:
    folder = tmp_path / "scripted"
    shutil.copytree(FIXTURE, folder)
    assert _head(folder) == "human_in_the_loop · scripted-mix · run · 2026-12-01 10:15:13 UTC"
