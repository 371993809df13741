"""What a real ``arena run`` on vanilla asks the person (the gate call's summary, as recorded) and
how the answers that repeat it read (outside tester 18): a corrected head count is no time, a
forwarded mail's "Date:" no meeting date, "first thing" is the request's time, and a
requirement the rooms tool cannot book by is said as not checked; a yes that repeats it books."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from arena.cli import main

ARENA = (
    "name: mine\ndescription: mine\ntools: arena.tools.rooms\nchecks:\n"
    "  approved: [suspended, no_tool_before_suspend, tool_called_once_after_resume, "
    "booked_as_approved]\n"
)
FORWARDED = (
    "can you sort this?\n\n-----Original Message-----\nFrom: Lee Park <lee@x.org>\n"
    "Date: 28 Nov 2025 09:12\nSubject: room\n\n"
    "Please book a room for 4 people on Monday."
)
#: (input, answer, the words the question must hold, words it must not)
CASES = [
    (
        "Room for around 9 on Monday please, actually only 7 can make it",
        "yes pls",
        "Monday",
        "(the",
    ),
    (FORWARDED, "sure, book it", "Monday", "28"),
    ("Need a room for 3 first thing on Friday", "yes, first thing works", "first thing", "~"),
    (
        "Can we have the room with the big screen for 5 on Thursday?",
        "yes, the big-screen one is fine",
        "not checked: the room with the big screen",
        "~",
    ),
]


def test_the_recorded_question_and_a_yes_that_repeats_it(tmp_path: Path) -> None:
    rows = [
        f"- id: c{i}\n  input: {json.dumps(text)}\n  resume_with: [{json.dumps('text:' + answer)}]"
        "\n  expect: approved\n"
        for i, (text, answer, _, _) in enumerate(CASES)
    ]
    (tmp_path / "arena.yaml").write_text(ARENA)
    (tmp_path / "items.yaml").write_text("".join(rows), encoding="utf-8")
    out = tmp_path / "res"
    args = ["run", str(tmp_path), "--adapter", "vanilla", "--out", str(out), "--fail-under", "0"]
    result = CliRunner().invoke(main, args, catch_exceptions=False)
    assert "error:" not in result.output, result.output
    runs = {r["item"]: r for r in map(json.loads, (out / "runs.jsonl").read_text().splitlines())}
    wrong = []
    for i, (_, _, has, lacks) in enumerate(CASES):
        run = runs[f"c{i}"]
        asked = [
            e["data"]["args"]["summary"]
            for e in run["events"]
            if isinstance(e.get("data"), dict) and "summary" in e["data"].get("args", {})
        ]
        assert asked, run["events"]
        if has not in asked[0] or lacks in asked[0] or not run["passed"]:
            wrong.append((asked[0], [c for c in run["checks"] if not c["passed"]]))
    assert not wrong, wrong
