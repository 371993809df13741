"""A target is met only by work that was done (red team 47).

``bench.targets.summarize`` judged each of issue 16's targets on its figure alone: an overhead
round whose arena side failed its checks (the table beside it read "verified: NO"), an ``arena
run`` command that exited 1 in a tenth of inspect's time, 10 of 300 runs passed under
``--workers``, a cold resume that ended failed, or one with an own step untimed (read as 0 ms)
all read "**met**". Each now reads "NOT verified" with why; the same figures from work done still
read met, and a slow one missed.
"""

from __future__ import annotations

import copy
from typing import Any

import pytest
from bench.report import Section
from bench.targets import OWN_COLD_STEPS, summarize


def _round(ok: bool = True) -> dict[str, Any]:
    return {
        "wall_s": 1.0,
        "cpu_s": 1.0,
        "calls": 36,
        "legs": 24,
        "ok": ok,
        "detail": "12/12 passed" if ok else "3/12 passed",
        "item_calls": {"hitl-01": 3},
        "item_rooms": {"hitl-01": ["R-102"]},
    }


def _honest() -> dict[str, dict[str, Any]]:
    phases = {name: 0.005 for name in OWN_COLD_STEPS}
    return {
        "startup": {"ratio_wall": 0.1, "ratio_cpu": 0.1, "failed": {}},
        "overhead": {"vanilla": {"arena": [_round()] * 3, "native": [_round()] * 3}},
        "workers": {
            "rows": [
                {
                    "adapter": "vanilla",
                    "workers": 1,
                    "items": 300,
                    "passed": 300,
                    "efficiency": 0.95,
                },
                {
                    "adapter": "vanilla",
                    "workers": 2,
                    "items": 300,
                    "passed": 300,
                    "efficiency": 0.95,
                },
            ]
        },
        "cold": {
            "langgraph": [
                {"phases": dict(phases), "total_s": 2.0, "status": "completed", "passed": True}
            ]
        },
    }


def _rows(data: dict[str, dict[str, Any]]) -> list[list[str]]:
    return summarize([Section(name=n, title=n, data=d) for n, d in data.items()]).tables[0].rows


def _row(data: dict[str, dict[str, Any]], starts: str) -> list[str]:
    mine = [r for r in _rows(data) if r[0].startswith(starts)]
    assert len(mine) == 1, _rows(data)
    return mine[0]


#: Each target's row, by how its words begin.
ROWS = ("`arena run`", "vanilla: arena", "vanilla, --workers 2", "langgraph: cold")


def test_the_honest_figures_are_met() -> None:
    assert len(_rows(_honest())) == len(ROWS)
    for starts in ROWS:
        assert _row(_honest(), starts)[2] == "**met**", starts


def test_a_slow_figure_from_work_done_is_missed_not_unverified() -> None:
    data = _honest()
    data["overhead"]["vanilla"]["arena"] = [dict(_round(), wall_s=2.0, cpu_s=2.0)] * 3
    assert _row(data, "vanilla: arena")[2] == "missed"
    data["cold"]["langgraph"][0]["phases"]["import arena"] = 0.2
    assert _row(data, "langgraph: cold")[2] == "missed"


def _broken(case: str) -> dict[str, dict[str, Any]]:
    data = copy.deepcopy(_honest())
    if case == "startup command failed":
        data["startup"]["failed"] = {"arena run (12 vanilla items)": "Traceback ..."}
    elif case == "startup failures unrecorded":
        del data["startup"]["failed"]
    elif case == "overhead arena failed":
        data["overhead"]["vanilla"]["arena"] = [_round(ok=False)] * 3
    elif case == "overhead native failed":
        data["overhead"]["vanilla"]["native"] = [_round(ok=False)] * 3
    elif case == "overhead another room":
        other = dict(_round(), item_rooms={"hitl-01": ["R-400"]})
        data["overhead"]["vanilla"]["native"] = [other] * 3
    elif case == "overhead unpaired":
        data["overhead"]["vanilla"]["native"] = [_round()] * 2
    elif case == "workers runs failed":
        data["workers"]["rows"][1]["passed"] = 10
    elif case == "cold resume failed":
        data["cold"]["langgraph"][0]["status"] = "failed"
    elif case == "cold checks failed":
        data["cold"]["langgraph"][0]["passed"] = False
    elif case == "cold step untimed":
        del data["cold"]["langgraph"][0]["phases"]["store bookkeeping"]
    return data


@pytest.mark.parametrize(
    ("case", "row", "why"),
    [
        ("startup command failed", "`arena run`", "arena run (12 vanilla items) failed"),
        ("startup failures unrecorded", "`arena run`", "no record"),
        ("overhead arena failed", "vanilla: arena", "arena 3/12 passed"),
        ("overhead native failed", "vanilla: arena", "native 3/12 passed"),
        ("overhead another room", "vanilla: arena", "R-400"),
        ("overhead unpaired", "vanilla: arena", "3 arena and 2 native rounds"),
        ("workers runs failed", "vanilla, --workers 2", "10 of 300 runs passed"),
        ("cold resume failed", "langgraph: cold", "ended 'failed'"),
        ("cold checks failed", "langgraph: cold", "checks passed: False"),
        ("cold step untimed", "langgraph: cold", "did not time store bookkeeping"),
    ],
)
def test_a_figure_from_work_not_done_is_not_met(case: str, row: str, why: str) -> None:
    verdict, where = _row(_broken(case), row)[2:]
    assert verdict == "NOT verified", (case, where)
    assert why in where, (case, where)
