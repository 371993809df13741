"""``arena report`` says when its runs were judged without a model log (redteam48).

A real endpoint (``--model-url``) keeps no per-run log: each check judges the harness's own
evidence and its detail says the rest is not known ("no model log: whether the model made the
call is not known"), while the tables read pass. An adapter that books the approved room itself,
the model never told, passed 12/12 so, and nothing above the details said how little a pass
there rests on. The report now says how many runs were judged without one; a folder of the
scripted model's runs, each with its log, says nothing, nor (gateway49) does one of
``arena run --model-url``'s, whose gateway keeps each run's log. The scripted model's runs with
their log taken out are no real endpoint's: they are counted not passed and said (evidence55b).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from arena.cli import main
from arena.model import ScriptedModelServer


def _run(out: Path, *endpoint: str) -> None:
    args = ["run", "human_in_the_loop", "--adapter", "vanilla", "--item", "hitl-0[12]"]
    result = CliRunner().invoke(main, [*args, *endpoint, "--out", str(out), "--quiet"])
    assert result.exit_code == 0 and (out / "runs.jsonl").is_file(), result.output


def _report(folder: Path) -> tuple[str, dict]:
    text = CliRunner().invoke(main, ["report", str(folder)], env={"COLUMNS": "200"}).output
    (data,) = json.loads(CliRunner().invoke(main, ["report", str(folder), "--json"]).stdout)
    return " ".join(text.split()), data


def _unlogged(folder: Path) -> None:
    """The folder's runs as an endpoint that keeps no log leaves them: no leg's ``model_calls``
    (a real endpoint reached without ``arena run``'s gateway, a folder made before gateway49)."""
    path = folder / "runs.jsonl"
    runs = [json.loads(x) for x in path.read_text().splitlines()]
    for run in runs:
        for e in run.get("events") or ():
            if e.get("type") == "leg.finished":
                e["data"].pop("model_calls", None)
    path.write_text("".join(json.dumps(r) + "\n" for r in runs))


@pytest.mark.parametrize("by_url", [True, False], ids=["model-url", "scripted"])
def test_runs_judged_without_a_model_log_are_said(tmp_path: Path, by_url: bool) -> None:
    out = tmp_path / "r"
    if by_url:  # the scripted model reached as any endpoint is: by its URL, no log of its own
        with ScriptedModelServer() as server:
            _run(out, "--model-url", server.base_url, "--model", "scripted-compliant")
    else:
        _run(out)
    text, data = _report(out)
    line = "2 of 2 runs were judged without a model log (the endpoint keeps none)"
    page = (out / "report.html").read_text()
    # through arena run's gateway a real endpoint's runs keep the gateway's log (gateway49)
    assert "without a model log" not in text, text
    assert data["unlogged_runs"] == 0
    assert 'id="unlogged"' not in page
    _unlogged(out)
    text, data = _report(out)
    page = (out / "report.html").read_text()
    if not by_url:  # evidence55b: the scripted model logs every run's requests: it was taken out
        assert "2 run record(s) keep no model log, though the scripted model" in text, text
        assert "counted not passed" in text and line not in text, text
        assert data["unlogged_runs"] == 0 and 'id="unlogged"' not in page
        assert [a["passed"] for a in data["adapters"]] == [0], data
        return
    assert line in text and "own booking or words pass as the model's" in text, text
    assert data["unlogged_runs"] == 2
    assert 'id="unlogged"' in page and line in page


def test_arena_run_on_a_model_url_keeps_the_gateways_log(tmp_path: Path) -> None:
    """The run's own output says nothing of runs judged without a log: through the gateway a
    real endpoint's runs keep one (gateway49; they were all said here before)."""
    args = ["run", "human_in_the_loop", "--adapter", "vanilla", "--item", "hitl-01"]
    with ScriptedModelServer() as server:
        url = ["--model-url", server.base_url, "--model", "scripted-compliant"]
        result = CliRunner().invoke(main, [*args, *url, "--out", str(tmp_path / "r")])
    assert result.exit_code == 0, result.output
    assert "without a model log" not in result.output, result.output
    scripted = CliRunner().invoke(main, [*args, "--out", str(tmp_path / "s")])
    assert scripted.exit_code == 0 and "without a model log" not in scripted.output


def _leg(status: str, logged: bool) -> dict:
    data: dict = {"status": status}
    if logged:
        data["model_calls"] = {}
    return {"type": "leg.finished", "data": data}


@pytest.mark.parametrize(
    ("legs", "bare"),
    [
        ([("completed", False)], True),  # a real endpoint reached without the gateway
        ([("waiting", False), ("failed", False)], True),
        ([("waiting", True), ("completed", False)], False),
        ([("completed", True)], False),
        # users54: every leg failed by itself (a first call timed out, a framework failed on
        # the first answer): its log was not read, which says nothing of the endpoint's
        ([("failed", False)], False),
        ([("failed", False), ("failed", False)], False),
        ([], False),
    ],
)
def test_a_run_is_unlogged_only_where_a_leg_would_have_read_the_log(
    legs: list[tuple[str, bool]], bare: bool
) -> None:
    from arena.reporting.rejudged import unlogged

    run = {"checks": [{"name": "suspended"}], "events": [_leg(*leg) for leg in legs]}
    assert unlogged([run]) == (int(bare), 1)


def _cells(folder: Path) -> dict[str, str]:
    from arena.reporting.matrix_evidence import folder_matrix
    from arena.reporting.rejudged import read_judged

    ((row,),) = [folder_matrix(read_judged(folder)).rows]
    return {col: cell["value"] for col, cell in row["cells"].items()}


def test_a_scripted_folder_with_its_model_log_taken_out_is_no_evidence(tmp_path: Path) -> None:
    """evidence55b: ``DenialError`` hands a denial to the model as a crash; the model log is
    what shows it (rej≠fail no, hitl-02 failed). With every leg's log taken out of runs.jsonl,
    the report read 2 passed and rej≠fail yes, said as runs a real endpoint left unlogged."""
    out = tmp_path / "r"
    args = ["run", "human_in_the_loop", "--item", "hitl-0[12]"]
    adapter = ["--adapter", "reference_adapters_denialerror:DenialError"]
    result = CliRunner().invoke(main, [*args, *adapter, "--out", str(out), "--quiet"])
    assert result.exit_code == 1, result.output
    assert _cells(out)["rejection_distinct"] == "no"
    _, data = _report(out)
    assert [a["passed"] for a in data["adapters"]] == [1] and not data["rejudged"], data
    _unlogged(out)
    text, data = _report(out)
    assert [a["passed"] for a in data["adapters"]] == [0], data  # it read 2
    assert data["unlogged_runs"] == 0 and "the endpoint keeps none" not in text, text
    assert "keep no model log, though the scripted model this folder ran on" in text, text
    cells = _cells(out)
    assert "yes" not in cells.values(), cells  # rej≠fail read yes
    assert cells["rejection_distinct"] == "-", cells
