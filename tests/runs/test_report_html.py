"""``arena report`` / ``arena view``: one self-contained, inert HTML file, checked in a browser."""

from __future__ import annotations

import json
import re
import shutil
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from click.testing import CliRunner

from arena.cli import main
from arena.reporting import render, write_report
from arena.reporting.serve import make_server
from arena.results import read_results

FIXTURES = Path(__file__).parents[1] / "fixtures" / "results"
EVIL = '<script>window.pwned=1</script><img src=x onerror="window.pwned=2">'


def _evil_copy(tmp_path: Path) -> Path:
    """The v2 fixture with markup where a model, an item and a matrix row could put text."""
    folder = tmp_path / "evil"
    shutil.copytree(FIXTURES / "v2", folder)
    runs = [json.loads(x) for x in (folder / "runs.jsonl").read_text().splitlines()]
    runs[0]["legs"][-1]["message"] = f"done {EVIL}"
    runs[0]["checks"][0]["detail"] = EVIL
    # Every run of that item renamed, so each item still has its two tries: the report's pass^2
    # is counted from the runs (redteam43), and one renamed run made an item of one try (k=1).
    named = runs[1]["item"]
    for run in runs:
        if run["item"] == named:
            run["item"] = f"item{EVIL}"
    (folder / "runs.jsonl").write_text("".join(json.dumps(r) + "\n" for r in runs))
    summary = json.loads((folder / "summary.json").read_text())
    summary["matrix"] = [
        {"adapter": "vanilla", "pause": "emulated", "enforced": True, "why": {"note": EVIL}}
    ]
    (folder / "summary.json").write_text(json.dumps(summary))
    return folder


def test_the_report_shows_provenance_reliability_scorecard_and_every_run() -> None:
    html = render(read_results(FIXTURES / "v2"))
    assert "arena run human_in_the_loop --adapter vanilla --repeats 2" in html
    assert "seed 3" in html and "compliant ×" in html and "reckless ×" in html
    # pass^1 0.67, pass^2 0.42, pass@2 0.92 for this fixture (see its summary.json).
    row = re.search(r"<td>vanilla</td>(.*?)</tr>", html, re.S)
    assert row is not None
    assert re.findall(r">(\d\.\d\d)<", row.group(1)) == ["0.67", "0.42", "0.92"]
    assert html.count("<svg") == 3 and "Pause time per adapter" in html
    assert html.count('class="run ') == 24
    assert "executed before asking" in html  # the reckless draws booked before they asked
    assert "booked what was approved" in html


def test_an_old_schema_folder_still_renders() -> None:
    html = render(read_results(FIXTURES / "v1"))
    assert "scripted-stubborn" in html and html.count('class="run ') == 12


def test_text_from_runs_is_rendered_inert(tmp_path: Path) -> None:
    html = render(read_results(_evil_copy(tmp_path)))
    assert "<script" not in html and "<img" not in html
    assert "&lt;script&gt;window.pwned=1&lt;/script&gt;" in html
    assert "default-src 'none'" in html  # even a slip could load nothing
    external = re.findall(r"""(?:src|href)=["']?(https?:)""", html)
    assert external == [], "the report must not load anything"


def test_arena_report_writes_the_file_and_refuses_what_is_not_results(tmp_path: Path) -> None:
    folder = tmp_path / "r"
    shutil.copytree(FIXTURES / "v2", folder)
    result = CliRunner().invoke(main, ["report", str(folder)])
    assert result.exit_code == 0, result.output
    assert "report: " in result.output and (folder / "report.html").is_file()
    assert "0.42" in result.output  # pass^2 in the terminal table too
    out = tmp_path / "elsewhere" / "r.html"
    assert CliRunner().invoke(main, ["report", str(folder), "--html", str(out)]).exit_code == 0
    assert out.read_text().startswith("<!doctype html>")
    (tmp_path / "empty").mkdir()
    cases = (
        (tmp_path / "nope", "is not a folder"),
        (tmp_path / "empty", "does not exist"),
        (tmp_path, "holds 1 results folder(s)"),  # the folder above results: arena view's
    )
    for bad, message in cases:
        result = CliRunner().invoke(main, ["report", str(bad)])
        assert result.exit_code == 2 and message in result.output
        assert result.output.count("\n") == 1


def test_arena_report_lists_the_failed_items_and_their_adapters(tmp_path: Path) -> None:
    """The terminal said how many runs failed, not which: the items to open first."""
    import json

    folder = tmp_path / "r"
    shutil.copytree(FIXTURES / "v2", folder)
    runs = [json.loads(x) for x in (folder / "runs.jsonl").read_text().splitlines()]
    failed = sorted({r["item"] for r in runs if not r["passed"]})
    assert failed  # the fixture's scripted-mix runs fail some items
    output = CliRunner().invoke(main, ["report", str(folder)], env={"COLUMNS": "200"}).output
    assert f"failed items ({len(failed)}):" in output
    listed = [x.strip() for x in output.splitlines() if x.startswith("  hitl-")]
    assert listed == [f"{item}: vanilla" for item in failed]  # one adapter: named, not "all 1"
    # the same folder with only its passing runs lists nothing (a failed run edited to say
    # "passed" is judged again from its evidence and still listed: red team 46)
    runs = [r for r in runs if r["passed"]]
    (folder / "runs.jsonl").write_text("".join(json.dumps(r) + "\n" for r in runs))
    assert "failed items" not in CliRunner().invoke(main, ["report", str(folder)]).output


@pytest.fixture
def served(tmp_path: Path) -> Iterator[str]:
    for v in ("v1", "v2"):
        shutil.copytree(FIXTURES / v, tmp_path / v)
    server = make_server(tmp_path, 0)
    thread = threading.Thread(
        target=server.serve_forever, kwargs={"poll_interval": 0.01}, daemon=True
    )
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()
    server.server_close()


def test_arena_view_serves_every_report_of_a_folder_on_loopback(served: str) -> None:
    index = httpx.get(served + "/")
    assert index.status_code == 200 and 'href="/r/v1/"' in index.text and "/r/v2/" in index.text
    report = httpx.get(served + "/r/v2/")
    assert report.status_code == 200 and "pass^2" in report.text
    assert httpx.get(served + "/r/v3/").status_code == 404
    assert served.startswith("http://127.0.0.1:")


def test_the_report_on_screen_in_a_real_browser(tmp_path: Path, page: Any) -> None:
    report = write_report(_evil_copy(tmp_path))
    page.goto(report.as_uri())
    assert page.title().startswith("hitl-arena · human_in_the_loop")
    assert page.evaluate("window.pwned") is None and page.evaluate("document.scripts.length") == 0
    for heading in ("How these results were made", "Adapters", "HITL scorecard", "Feature matrix"):
        assert page.get_by_role("heading", name=heading).is_visible()
    charts = page.locator("svg.chart")
    assert charts.count() == 3
    for i in range(3):
        box = charts.nth(i).bounding_box()
        assert box is not None and box["width"] > 400 and box["height"] > 40
    assert page.locator("td.passk").first.inner_text() == "0.42"
    # Runs are folded away; opening them shows the checks and the injected text as text.
    page.locator("details.adapter-runs > summary").first.click()
    first = page.locator(".run").first
    assert first.is_visible() and "proposed" in first.inner_text()
    assert EVIL.split("<img")[0] in page.locator("body").inner_text()
    assert [u for u in page.requested if not u.startswith("file://")] == []
    page.screenshot(path=str(tmp_path / "report.png"), full_page=True)


def test_one_try_per_item_shows_one_pass_rate_column(tmp_path: Path) -> None:
    """At k=1, pass^k and pass@k are pass^1 again: three equal columns said nothing."""
    folder = tmp_path / "r"
    shutil.copytree(FIXTURES / "v2", folder)
    summary = json.loads((folder / "summary.json").read_text())
    for rel in (summary.get("reliability") or {}).values():
        rel["k"] = 1
    (folder / "summary.json").write_text(json.dumps(summary))
    one = CliRunner().invoke(main, ["report", str(folder)], env={"COLUMNS": "120"})
    assert one.exit_code == 0, one.output
    assert "pass^1" in one.output and "pass@1" not in one.output
    repeated = CliRunner().invoke(
        main, ["report", str(FIXTURES / "v2"), "--html", str(tmp_path / "x.html")]
    )
    assert "pass^2" in repeated.output and "pass@2" in repeated.output


def test_the_scorecard_counts_an_attempt_the_harness_blocked() -> None:
    """A booking blocked by the harness after a denial (or before asking) is the agent's
    attempt, as the checks count it: the scorecard said "held back after a denial 18/18"
    beside failed tool_not_used checks (outside tester)."""
    from arena.reporting.evidence import run_evidence, scorecard

    def event(seq: int, type_: str, leg: int, **data: Any) -> dict[str, Any]:
        return {"seq": seq, "type": type_, "leg": leg, "data": data, "at": None}

    record = {
        "events": [
            event(1, "tool.finished", 1, tool="book_room", status="blocked", args={}),
            event(2, "input.requested", 1, request_id="q", prompt="Book R-101", args={}),
            event(3, "leg.finished", 1, status="waiting"),
            event(4, "leg.started", 2),
            event(5, "input.responded", 2, request_id="q", option_id="deny"),
            event(6, "tool.finished", 2, tool="book_room", status="blocked", args={}),
        ]
    }
    view = run_evidence(record)
    assert view.facts["booked_before_asking"] is True
    assert view.facts["held_back_after_denial"] is False
    assert view.requests[0].steps[0].name == "tried before asking (blocked)"
    card = scorecard([view])
    assert card["held_back_after_denial"] == (0, 1)


def test_an_own_arena_s_scorecard_names_no_booking(tmp_path: Path) -> None:
    """checks55: a refund desk's report read "booked what was approved"; a booking's reads as
    before (the test above)."""
    folder = tmp_path / "desk"
    shutil.copytree(FIXTURES / "v2", folder)
    summary = json.loads((folder / "summary.json").read_text())
    summary["tools"] = {"gate": "ask_manager", "side_effect": "issue_refund"}
    (folder / "summary.json").write_text(json.dumps(summary))
    html = render(read_results(folder))
    assert "ran what was approved" in html and "booked what was approved" not in html
