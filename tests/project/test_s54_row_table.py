"""tests/row_table.py: a folded reader table still fails on each wrong row and names every one."""

from __future__ import annotations

import pytest

from row_table import SHOWN, rows


def _reads(text: str) -> str:
    """A stand-in reader that reads a yes as approve and anything else as unclear."""
    return "approve" if text.lower().startswith("yes") else "unclear"


def _failure(test: object) -> str:
    with pytest.raises(pytest.fail.Exception) as failed:
        test()  # type: ignore[operator]
    return str(failed.value)


def test_a_table_whose_rows_all_hold_passes_as_one_test() -> None:
    @rows(
        ("text", "verdict"), [("Yes, book it", "approve"), ("No", "unclear"), ("yes!", "approve")]
    )
    def test_reads(text: str, verdict: str) -> None:
        assert _reads(text) == verdict

    assert test_reads.__name__ == "test_reads"
    assert test_reads.rows == 3  # type: ignore[attr-defined]
    test_reads()


def test_every_wrong_row_is_named_not_only_the_first() -> None:
    # a broken reference: two rows whose expectation the reader does not meet
    @rows("text, verdict", [("Yes", "approve"), ("Sure", "approve"), ("No", "approve")])
    def test_reads(text: str, verdict: str) -> None:
        assert _reads(text) == verdict, text

    said = _failure(test_reads)
    assert said.startswith("2 of 3 rows failed"), said
    assert "[Sure-approve] AssertionError: Sure" in said
    assert "[No-approve] AssertionError: No" in said
    assert "[Yes-approve]" not in said


def test_one_name_rows_ids_and_params_name_the_row_as_pytest_would() -> None:
    @rows("text", ["Yes", "Nope"])
    def test_one(text: str) -> None:
        assert _reads(text) == "approve"

    assert "[Nope] AssertionError" in _failure(test_one)

    @rows(("text",), [("Yes",), ("Nope",)], ids=["first", "second"])
    def test_ids(text: str) -> None:
        assert _reads(text) == "approve"

    assert "[second] AssertionError" in _failure(test_ids)

    @rows("text", [pytest.param("Nope", id="named"), "Yes"], ids=str.upper)
    def test_param(text: str) -> None:
        assert _reads(text) == "approve"

    assert "[named] AssertionError" in _failure(test_param)


def test_an_error_in_a_row_fails_the_table_and_many_failures_are_counted() -> None:
    @rows("n", range(SHOWN + 5))
    def test_div(n: int) -> None:
        assert n == 0 or 1 / (n - 1) < 0

    said = _failure(test_div)
    assert said.startswith(f"{SHOWN + 4} of {SHOWN + 5} rows failed"), said[:80]
    assert "[1] ZeroDivisionError" in said
    assert said.endswith("... and 4 more")


def test_a_row_that_needs_a_mark_cannot_be_folded() -> None:
    with pytest.raises(TypeError, match="marks"):
        rows("text", [pytest.param("Yes", marks=pytest.mark.xfail)])
    with pytest.raises(TypeError, match="values"):
        rows(("text", "verdict"), [("Yes",)])
