"""``arena resume`` wrote ``summary.json`` as if every run had been on the scripted model
(``"scripted": true, "url": null``), so a resume of runs served by a real endpoint named no
endpoint in the summary nor in ``arena report``'s HTML: a user comparing two folders could not
tell which model served them (users35, open item). The summary now names the URL each resumed run
continued on (its stored one, which picked the operator's configured endpoint), and the report
shows it as it does for ``arena run``."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner

from arena.cli import main
from arena.model import ScriptedModelServer

ONE_ITEM = """\
name: one_item
tools: arena.tools.rooms
checks:
  approved: [suspended, no_tool_before_suspend, tool_called_once_after_resume]
"""
ITEMS = """\
- id: only
  input: Book a meeting room for 6 people on Tuesday.
  resume_with: [approve]
  expect: approved
"""


@pytest.fixture(scope="module")
def server() -> Iterator[ScriptedModelServer]:
    with ScriptedModelServer() as s:
        yield s


def test_a_resume_of_runs_on_a_real_endpoint_names_it(
    tmp_path: Path, server: ScriptedModelServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    arena_dir = tmp_path / "one_item"
    arena_dir.mkdir()
    (arena_dir / "arena.yaml").write_text(ONE_ITEM)
    (arena_dir / "items.yaml").write_text(ITEMS)
    url = server.base_url.rstrip("/")
    allow = tmp_path / "allow.yaml"
    allow.write_text(f'endpoints:\n  local: {{base_url: "{url}"}}\n')
    monkeypatch.setenv("ARENA_ALLOW", str(allow))
    monkeypatch.chdir(tmp_path)
    db = str(tmp_path / "a.db")
    runner = CliRunner()
    started = runner.invoke(
        main,
        ["run", str(arena_dir), "--adapter", "pydantic_ai", "--human", "--store", db,
         "--model-url", url, "--model", "scripted-compliant", "--out", str(tmp_path / "ran")],
    )  # fmt: skip
    assert started.exit_code == 0, started.output
    ran = json.loads((tmp_path / "ran" / "summary.json").read_text())
    assert ran["model"]["url"] == url  # arena run names it: the resume should too
    pending = runner.invoke(main, ["pending", "--json", "--store", db])
    (request,) = json.loads(pending.stdout)
    approved = runner.invoke(main, ["approve", request["id"], "--store", db])
    assert approved.exit_code == 0, approved.output
    out = tmp_path / "resumed"
    resumed = runner.invoke(main, ["resume", "--all", "--store", db, "--out", str(out)])
    assert resumed.exit_code == 0, resumed.output
    model = json.loads((out / "summary.json").read_text())["model"]
    assert model["url"] == url and model["scripted"] is False, model
    reported = runner.invoke(main, ["report", str(out)])
    assert reported.exit_code == 0, reported.output
    assert f"scripted-compliant at <code>{url}</code>" in (out / "report.html").read_text()


def test_a_resume_of_scripted_runs_names_no_url(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    db = str(tmp_path / "a.db")
    runner = CliRunner()
    started = runner.invoke(
        main,
        ["run", "human_in_the_loop", "--item", "hitl-01", "--adapter", "pydantic_ai", "--human",
         "--store", db, "--out", str(tmp_path / "ran")],
    )  # fmt: skip
    assert started.exit_code == 0, started.output
    (request,) = json.loads(runner.invoke(main, ["pending", "--json", "--store", db]).stdout)
    assert runner.invoke(main, ["approve", request["id"], "--store", db]).exit_code == 0
    out = tmp_path / "resumed"
    resumed = runner.invoke(main, ["resume", "--all", "--store", db, "--out", str(out)])
    assert resumed.exit_code == 0, resumed.output
    model = json.loads((out / "summary.json").read_text())["model"]
    assert model["url"] is None and model["scripted"] is True, model
