"""``arena resume``'s row of a run that failed in its resumed leg read, piped (no colour), "FAIL
tool_called_once_after_resume, booked_as_approved, reported_booking model endpoint error:
ModelServerError: ..." (users41): the last check's name ran into the error, as if one. The error
now follows the failed checks after "; ", in the table and in the narrow blocks alike."""

from __future__ import annotations

import io

import pytest
from rich.console import Console

from arena.cli.render_resumed import outcomes_blocks, outcomes_table
from arena.views import CheckView, OutcomeView

ERROR = "model endpoint error: ModelServerError: status_code: 500"


def _text(renderable: object, width: int) -> str:
    out = io.StringIO()
    Console(file=out, width=width, color_system=None).print(renderable)
    return " ".join(out.getvalue().replace("│", " ").split())


def _view(error: str | None, passed: bool = False) -> OutcomeView:
    checks = (
        CheckView(name="suspended", passed=True, detail=""),
        CheckView(name="booked_as_approved", passed=passed, detail=""),
        CheckView(name="reported_booking", passed=passed, detail=""),
    )
    return OutcomeView(
        run_id="run_1",
        resumed=True,
        error=error,
        item="hitl-01",
        adapter="pydantic_ai",
        status="failed" if error else "completed",
        passed=passed,
        legs=2,
        checks=checks,
    )


@pytest.mark.parametrize(("render", "width"), [(outcomes_blocks, 80), (outcomes_blocks, 40)])
def test_the_error_is_set_apart_from_the_failed_checks(render: object, width: int) -> None:
    said = _text(
        render(  # type: ignore[operator]
            [_view(ERROR)]
        ),
        width,
    )
    assert f"FAIL booked_as_approved, reported_booking; {ERROR}" in said, said


def test_the_wide_table_too() -> None:
    said = _text(outcomes_table([_view(ERROR)]), 200)
    assert f"FAIL booked_as_approved, reported_booking; {ERROR}" in said, said


def test_a_run_with_no_error_reads_as_before() -> None:
    said = _text(outcomes_blocks([_view(None)]), 80)
    assert "FAIL booked_as_approved, reported_booking" in said, said
    assert ";" not in said, said
    assert "pass" in _text(outcomes_blocks([_view(None, passed=True)]), 80)
