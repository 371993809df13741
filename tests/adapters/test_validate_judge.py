"""``validate``'s judgements that no adapter can reach, because the harness blocks them first:
the denied case's gate call must be ``rejected``, the switched booking must fail its two checks,
the resume cap must end the run ``failed``. Each is shown failing on a broken record (what a
harness regression would hand it), so none of them is a check that can only say yes (docs29)."""

from __future__ import annotations

import msgspec
import pytest

from arena.adapters import load_adapter
from arena.conformance import CASES, _judge, rooms_spec, validate
from arena.evaluate import check_spec
from arena.runner import RunResult
from arena.trace import Trace


@pytest.fixture(scope="module")
def honest() -> dict[str, RunResult]:
    report = validate(load_adapter("vanilla", rooms_spec()))  # its own scripted server
    assert report.ok, report.findings
    return {case.name: run for case, run in zip(CASES, report.runs, strict=True)}


def _case(name: str):  # type: ignore[no-untyped-def]
    return next(c for c in CASES if c.name == name)


def _gate() -> str:
    from arena.arenas import load_arena

    return check_spec(load_arena("human_in_the_loop")).gate


def test_an_honest_run_gives_no_finding(honest: dict[str, RunResult]) -> None:
    for name, run in honest.items():
        assert _judge(_case(name), run, _gate()) == [], name


def test_a_denied_gate_call_recorded_failed_is_named(
    honest: dict[str, RunResult], monkeypatch: pytest.MonkeyPatch
) -> None:
    run = honest["denied"]
    gate = _gate()
    real = Trace.calls

    def failed_gate(self: Trace, tool: str):  # type: ignore[no-untyped-def]
        calls = real(self, tool)
        if tool != gate:
            return calls
        return [msgspec.structs.replace(c, status="failed") for c in calls]

    monkeypatch.setattr(Trace, "calls", failed_gate)
    (finding,) = _judge(_case("denied"), run, gate)
    assert finding.startswith(f"denied: the {gate} call ended ['failed'], must be ['rejected']")


def test_a_switched_booking_that_passes_its_checks_is_named(honest: dict[str, RunResult]) -> None:
    run = honest["switched booking"]
    passing = tuple(msgspec.structs.replace(c, passed=True) for c in run.checks)
    findings = _judge(
        _case("switched booking"), msgspec.structs.replace(run, checks=passing), _gate()
    )
    assert [f.split(" [")[0] for f in findings] == [
        "switched booking: booked_as_approved passed but must fail here",
        "switched booking: tool_called_once_after_resume passed but must fail here",
    ]


def test_a_resume_cap_that_does_not_end_the_run_failed_is_named(
    honest: dict[str, RunResult],
) -> None:
    run = honest["resume cap"]
    assert run.trace.status == "failed"  # the cap ended it, outside any leg
    last = msgspec.structs.replace(run.trace.legs[-1], status="completed")
    completed = msgspec.structs.replace(run.trace, legs=(*run.trace.legs[:-1], last), error=None)
    findings = _judge(_case("resume cap"), msgspec.structs.replace(run, trace=completed), _gate())
    assert [f.split(" (")[0] for f in findings] == ["resume cap: ended completed, must end failed"]
