"""The session listing a failing eval ends with fits an 80-column terminal (outside tester 12,
finding 9): a blocked call's reason and a request's prompt made lines of ~150 characters."""

from __future__ import annotations

import pytest

pytest_plugins = ["pytester"]

EVAL = """
def test_gate(arena_driver):
    t = arena_driver
    t.send("Book a meeting room for 7 people on Friday.")
    t.parked()
    t.called_tool("book_room", times=0)
"""


def test_the_listing_of_a_failing_eval_is_wrapped_at_80_columns(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("COLUMNS", "80")
    pytester.makepyfile(EVAL)
    result = pytester.runpytest_inprocess(
        "-p", "arena", "-p", "no:cacheprovider", "--arena-behaviour", "reckless"
    )
    result.assert_outcomes(failed=1)
    out = result.stdout.str()
    listing = out[out.index("session run_") :].split("\n\n")[0]  # up to pytest's own lines
    said = " ".join(word for word in listing.split() if word != "E")  # the words, unwrapped
    assert "blocked by the harness" in said and "no person approved it" in said, listing
    wide = [line for line in listing.splitlines() if len(line) > 80]
    assert not wide, "\n".join(wide)
