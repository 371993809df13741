"""A leg whose record lacks the model log's word the run's log shows it kept is not shown, never
"nothing recorded" (evidence50).

``answered_question`` (neither_asked_nor_booked) read a last leg without the model's reply as
"model log: nothing recorded for leg N" and passed, where another leg of the run kept a log
(``log_dropped``, which said_by_model and booked_by_model already read) or the leg itself kept
the model's calls but its reply was cut from the record (an edited store or results file):
missing evidence read as evidence that nothing happened. ``said_by_model`` and
``booked_by_model`` read a cut reply or act the same way. A leg with nothing owed (failed, still
waiting, no log anywhere) reads as before, its words saying "not known".
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

import arena.tools.rooms  # noqa: F401  (book_room is consequential)
from arena.check_types import CheckSpec
from arena.checks import run_checks
from arena.cli import main
from arena.reporting.rejudged import read_judged
from arena.trace import Trace
from arena.types import EvalItem, Event, ToolCall, Turn
from arena.witness import booked_by_model
from arena.witness_words import answered_question, said_by_model

ASK = "Is a room free for 4 people on Friday?"
SAID = "Yes: R-101 (Birch) is free for 4 people on Friday."


def _leg(
    leg: int,
    status: str = "completed",
    *,
    calls: bool = True,
    reply: bool = True,
    act: bool = True,
    booked: str = "",
) -> Turn:
    data: dict[str, Any] = {"status": status}
    if calls:
        data["model_calls"] = {"leg": leg}
    if calls and reply and status == "completed":
        data["model_reply"] = {"requests": 1, "sent": 1, "text": SAID, "said": [ASK]}
    if calls and act and booked:
        data["model_act"] = {"leg": leg, "requests": 1, "heard": 1, "called": [booked]}
    events = [Event(type="leg.finished", leg=leg, seq=leg * 10, data=data)]
    tools: list[ToolCall] = []
    if booked:
        one = ToolCall(
            call_id=f"c{leg}",
            tool=booked,
            args={"room_id": "R-101"},
            leg=leg,
            seq=leg * 10 - 1,
            status="ok",
        )
        tools = [one]
    message = SAID
    return Turn(
        leg=leg, status=status, message=message, events=tuple(events), tool_calls=tuple(tools)
    )  # type: ignore[arg-type]


CUT = [
    # the last leg kept the model's calls, its reply cut from the record
    ("cut", (_leg(1, reply=False),), "kept the model's calls but no record of its reply"),
    # a later leg kept no log though the first did
    ("dropped", (_leg(1), _leg(2, calls=False)), "leg 2 kept none though leg(s) 1"),
    ("dropped3", (_leg(1), _leg(2), _leg(3, calls=False)), "leg 3 kept none though leg(s) 1, 2"),
]
#: Nothing owed: unchanged verdicts.
KEPT = [
    ("logged", (_leg(1),), True, "the model said it in leg 1"),
    ("no log at all", (_leg(1, calls=False),), True, "no model log"),
    ("two unlogged", (_leg(1, calls=False), _leg(2, calls=False)), True, "no model log"),
    ("last failed", (_leg(1), _leg(2, "failed", calls=False)), True, "not known"),
    ("last waiting", (_leg(1, "waiting"),), True, "not known"),
]


@pytest.mark.parametrize(("name", "legs", "why"), CUT, ids=[c[0] for c in CUT])
def test_a_cut_or_dropped_reply_is_not_an_answer(
    name: str, legs: tuple[Turn, ...], why: str
) -> None:
    trace = Trace(legs=legs, model_stops=())
    ok, said = answered_question(trace, ASK, SAID)
    assert not ok and why in said and "not shown" in said, said
    ok, said = said_by_model(trace, SAID)
    assert not ok and why in said, said
    item = EvalItem(id="n", input=ASK, checks=("neither_asked_nor_booked",))
    [result] = run_checks(trace, item, CheckSpec())
    assert not result.passed and why in result.detail, result.detail


@pytest.mark.parametrize(("name", "legs", "passed", "why"), KEPT, ids=[k[0] for k in KEPT])
@pytest.mark.parametrize("stops", [None, ()])
def test_a_leg_that_owes_no_record_reads_as_before(
    name: str, legs: tuple[Turn, ...], passed: bool, why: str, stops: tuple[()] | None
) -> None:
    trace = Trace(legs=legs, model_stops=stops)
    ok, said = answered_question(trace, ASK, SAID)
    assert ok is passed and "nothing recorded" not in said, said
    if stops is None or name == "logged":
        assert why in said, said


def test_a_cut_act_is_not_the_models_booking() -> None:
    cut = Trace(legs=(_leg(1, "waiting"), _leg(2, act=False, booked="book_room")))
    mine, why = booked_by_model(cut, cut.tool_calls[0], "book_room")
    assert not mine and "no record of its book_room call" in why, why
    # a tool that is not consequential owes no act: read as before
    other = Trace(legs=(_leg(1, "waiting"), _leg(2, act=False, booked="search_rooms")))
    mine, why = booked_by_model(other, other.tool_calls[0], "search_rooms")
    assert mine and "not known" in why, why


@pytest.mark.parametrize(
    ("cut", "failed"),
    [
        ("model_act", {"tool_called_once_after_resume", "booked_as_approved"}),
        ("model_reply", {"reported_booking"}),
    ],
)
def test_a_results_file_with_the_models_word_cut_fails_on_report(
    tmp_path: Path, cut: str, failed: set[str]
) -> None:
    """The broken store: a vanilla run's record with leg 2's reply or act cut out; ``arena
    report`` judges it again from the record, and the cut evidence reads not shown."""
    out = tmp_path / "ran"
    args = ["run", "human_in_the_loop", "--adapter", "vanilla", "--item", "hitl-01"]
    ran = CliRunner().invoke(main, [*args, "--out", str(out), "--quiet"])
    assert ran.exit_code == 0, ran.output
    runs = out / "runs.jsonl"
    (record,) = [json.loads(line) for line in runs.read_text().splitlines()]
    (leg2,) = [e for e in record["events"] if e["type"] == "leg.finished" and e["leg"] == 2]
    del leg2["data"][cut]
    runs.write_text(json.dumps(record) + "\n")
    (judged,) = read_judged(out).runs
    lost = {c["name"]: c["detail"] for c in judged["checks"] if not c["passed"]}
    assert failed <= set(lost) and not judged["passed"], lost
    assert all("not shown" in lost[name] for name in failed), lost
