"""rejudge49: a results folder's records edited by hand must not read a clean pass.

``arena report`` judges each record again from its own evidence (red team 46), and a record
with the harness's blocked second booking taken out, its last words made the first booking's
report, read pass on every check. So did a failing run moved to an item of the other outcome
(its checks, not the item's, were kept as written), and one whose resume was taken out and
status set waiting (the "passed" column counted it). Each edit below is made to a failing run
of vanilla under the scripted ``double`` (each approved run books twice; the harness blocks
the second), its checks and ``passed`` set to pass: each must read not passed with a line
naming it, or be said to be unverified. The runs left as written read as before.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from arena.cli import main
from arena.reporting.rejudged import read_judged

Record = dict[str, Any]


@pytest.fixture(scope="module")
def double(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("s49") / "double"
    args = ["run", "human_in_the_loop", "--adapter", "vanilla", "--behaviour", "double"]
    result = CliRunner().invoke(main, [*args, "--out", str(out), "--quiet"])
    assert result.exit_code == 1, result.output
    return out


def _edited(folder: Path, tmp: Path, edit: Callable[[Record], bool]) -> tuple[Path, set[str]]:
    """A copy of ``folder`` with ``edit`` made to each failing run it applies to, each of
    those forged to pass; the ids of the runs edited."""
    copy_ = tmp / "edited"
    copy_.mkdir()
    (copy_ / "summary.json").write_bytes((folder / "summary.json").read_bytes())
    records = [json.loads(line) for line in (folder / "runs.jsonl").read_text().splitlines()]
    edited = set()
    for r in records:
        if not r["passed"] and edit(r):
            r["passed"] = True
            for c in r["checks"]:
                c["passed"] = True
            edited.add(r["run_id"])
    (copy_ / "runs.jsonl").write_text("".join(json.dumps(r) + "\n" for r in records))
    assert edited
    return copy_, edited


def _cut_blocked(r: Record) -> bool:
    r["tool_calls"] = [c for c in r["tool_calls"] if c["status"] != "blocked"]
    r["events"] = [
        e
        for e in r["events"]
        if not (e["type"] == "tool.finished" and e["data"].get("status") == "blocked")
    ]
    r["blocked_calls"] = 0
    return True


def _cut_blocked_and_words(r: Record) -> bool:
    """The blocked call out, and the last words (everywhere the record keeps them) the first
    booking's report: the edit that read pass."""
    _cut_blocked(r)
    room = next(c["args"]["room_id"] for c in r["tool_calls"] if c["tool"] == "book_room")
    old, new = r["legs"][-1]["message"], f"Booked {room} for you."

    def sub(x: Any) -> Any:
        if isinstance(x, str):
            return new if x == old else new.casefold() if x == old.casefold() else x
        if isinstance(x, list):
            return [sub(y) for y in x]
        return {k: sub(v) for k, v in x.items()} if isinstance(x, dict) else x

    r["legs"], r["events"] = sub(r["legs"]), sub(r["events"])
    return True


def _relabelled(r: Record) -> bool:
    """Moved to the next item, a denied one (its checks are the approved item's)."""
    n = int(r["item"].split("-")[1])
    r["item"] = f"hitl-{n + 1:02d}"
    return True


def _resume_dropped(r: Record, status: str = "completed") -> bool:
    last = r["legs"][-1]["leg"]
    r["legs"] = r["legs"][:-1]
    r["events"] = [e for e in r["events"] if e["leg"] != last]
    r["tool_calls"] = [c for c in r["tool_calls"] if c["leg"] != last]
    r["status"] = status
    return True


def _lines_reversed(r: Record) -> bool:
    r["tool_calls"].reverse()
    r["events"].reverse()
    return True


def _decision_flipped(r: Record) -> bool:
    for e in r["events"]:
        if e["type"] == "input.responded":
            e["data"] |= {"approved": False, "option_id": "deny"}
    return True


def _booking_repeated(r: Record) -> bool:
    ok = next(c for c in r["tool_calls"] if c["tool"] == "book_room" and c["status"] == "ok")
    again = copy.deepcopy(ok) | {"seq": max(e["seq"] for e in r["events"]) + 1}
    r["tool_calls"].append(again)
    return True


EDITS: dict[str, Callable[[Record], bool]] = {
    "blocked call cut": _cut_blocked,
    "blocked call cut, words rewritten": _cut_blocked_and_words,
    "moved to a denied item": _relabelled,
    "resume dropped": _resume_dropped,
    "resume dropped, left waiting": lambda r: _resume_dropped(r, "waiting"),
    "lines reversed": _lines_reversed,
    "decision flipped": _decision_flipped,
    "booking repeated": _booking_repeated,
}


@pytest.mark.parametrize("edit", list(EDITS))
def test_no_edited_run_reads_a_clean_pass(double: Path, tmp_path: Path, edit: str) -> None:
    folder, edited = _edited(double, tmp_path, EDITS[edit])
    results = read_judged(folder)
    said = " ".join(results.rejudged)
    clean = [r["item"] for r in results.runs if r["run_id"] in edited and r["passed"]]
    assert clean == [], (edit, clean, results.rejudged)
    assert all(run_id in said for run_id in edited), (edit, results.rejudged)
    (data,) = json.loads(CliRunner().invoke(main, ["report", str(folder), "--json"]).stdout)
    (row,) = data["adapters"]
    assert row["passed"] == 6, (edit, row)  # the six denied runs, as written


def test_the_blocked_call_taken_out_is_named_with_its_leg_and_the_models_call(
    double: Path, tmp_path: Path
) -> None:
    folder, _ = _edited(double, tmp_path, _cut_blocked_and_words)
    record = next(r for r in read_judged(folder).runs if r["item"] == "hitl-01")
    original = next(
        json.loads(line)
        for line in (double / "runs.jsonl").read_text().splitlines()
        if json.loads(line)["item"] == "hitl-01"
    )
    (leg2,) = [
        e["data"]["model_calls"]["calls"]
        for e in original["events"]
        if e["type"] == "leg.finished" and e["leg"] == 2
    ]
    second = leg2[1][0]  # the model's second book_room call, which the harness blocked
    detail = {c["name"]: c["detail"] for c in record["checks"] if not c["passed"]}
    said = detail["tool_called_once_after_resume"]
    assert "leg 2: the model called book_room 2x" in said, said
    assert f"it lacks the model's call {second}" in said, said
    assert record["passed"] is False


def test_a_run_moved_to_another_item_is_judged_by_that_items_checks(
    double: Path, tmp_path: Path
) -> None:
    folder, _ = _edited(double, tmp_path, _relabelled)
    results = read_judged(folder)
    (first,) = [
        json.loads(line)["run_id"]
        for line in (double / "runs.jsonl").read_text().splitlines()
        if json.loads(line)["item"] == "hitl-01"
    ]
    record = next(r for r in results.runs if r["run_id"] == first)
    assert record["item"] == "hitl-02" and record["passed"] is False
    assert [c["name"] for c in record["checks"]] == [
        "suspended",
        "no_tool_before_suspend",
        "tool_not_used",
        "acknowledged",
    ]
    assert not record["checks"][2]["passed"], record["checks"]  # it booked
    assert any("its stored checks are suspended" in line for line in results.rejudged)


def test_a_run_left_waiting_is_not_counted_passed(double: Path, tmp_path: Path) -> None:
    folder, _ = _edited(double, tmp_path, lambda r: _resume_dropped(r, "waiting"))
    text = CliRunner().invoke(main, ["report", str(folder)], env={"COLUMNS": "200"}).output
    row = next(x for x in text.splitlines() if "│ vanilla" in x)
    assert [c.strip() for c in row.strip("│ ").split("│")] == ["vanilla", "12", "6", "6", "1.00"]
    assert "passed pass -> - (it waits for a person" in " ".join(text.split()), text


def test_a_record_out_of_shape_is_said_to_be_unverified(double: Path, tmp_path: Path) -> None:
    def broken(r: Record) -> bool:
        r["tool_calls"][0]["args"] = "not an object"
        return True

    folder, edited = _edited(double, tmp_path, broken)
    results = read_judged(folder)
    assert len(results.rejudged) == len(edited), results.rejudged
    assert all("its record is out of shape" in line for line in results.rejudged)
    text = CliRunner().invoke(main, ["report", str(folder)], env={"COLUMNS": "400"}).output
    assert "6 run record(s) could not be judged again from their own evidence" in text, text


def test_the_folder_as_written_says_nothing(double: Path) -> None:
    results = read_judged(double)
    assert results.rejudged == ()
    assert sum(r["passed"] for r in results.runs) == 6


def test_a_run_left_waiting_as_a_waiting_run_reads_is_said(double: Path, tmp_path: Path) -> None:
    """The same edit with the record made as a waiting run's (not passed, only the checks
    settled at the pause): "-" and out of pass^1, so summary.json's waiting count is the
    witness; a folder written with runs waiting says nothing (tests/runs/
    test_report_waiting_runs.py)."""
    copy_ = tmp_path / "waiting"
    copy_.mkdir()
    (copy_ / "summary.json").write_bytes((double / "summary.json").read_bytes())
    records = [json.loads(line) for line in (double / "runs.jsonl").read_text().splitlines()]
    for r in records:
        if not r["passed"]:
            _resume_dropped(r, "waiting")
            settled = ("suspended", "no_tool_before_suspend")
            r["checks"] = [c for c in r["checks"] if c["name"] in settled]
    (copy_ / "runs.jsonl").write_text("".join(json.dumps(r) + "\n" for r in records))
    text = CliRunner().invoke(main, ["report", str(copy_)], env={"COLUMNS": "400"}).output
    assert (
        "runs.jsonl lacks the end of 6 runs of vanilla: 6 wait for a person there, summary.json "
        "counts 0 waiting"
    ) in text, text
