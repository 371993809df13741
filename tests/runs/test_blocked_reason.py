"""Checks that fail because the harness blocked a booking quote its refusal from the tool log.

Outside tester 7, finding 5: a booking refused for not being the approved call (a model that
swapped the room, an adapter that told it of an edit nobody made) read "book_room called 1x after
the resume (0 ok)" and "nothing was booked: book_room never ran successfully", like a flaky tool.
"""

from __future__ import annotations

from test_booked_words_and_searches import CHECKS, LIST_TUE, item, run

from arena.checks import CheckSpec, run_checks


def test_checks_on_a_blocked_booking_quote_the_harness_reason() -> None:
    why = (
        "ERROR: blocked by the harness: book_room(room_id='R-305') was not run — it is not the "
        "call a person approved (book_room(room_id='R-204'))"
    )
    tue = ({"capacity": 8, "day": "Tuesday"}, LIST_TUE)
    trace = run("Book Cedar on Tuesday?", [tue], booked="R-305", status="blocked", result=why)
    results = {c.name: c for c in run_checks(trace, item(capacity=8, day="tue"), CheckSpec())}
    for name in CHECKS:
        assert not results[name].passed
        assert "it is not the call a person approved (book_room(room_id='R-204'))" in (
            results[name].detail
        ), results[name].detail
    assert "nothing was booked" in results["booked_as_approved"].detail


def test_a_failed_booking_quotes_the_tools_own_error_and_a_good_one_quotes_nothing() -> None:
    tue = ({"capacity": 8, "day": "Tuesday"}, LIST_TUE)
    failed = run(
        "Book Cedar on Tuesday?", [tue], status="failed", result="ERROR: room R-204 is taken"
    )
    results = {c.name: c for c in run_checks(failed, item(capacity=8, day="tue"), CheckSpec())}
    for name in CHECKS:
        assert not results[name].passed
        assert "failed: room R-204 is taken" in results[name].detail, results[name].detail
    good = run("Book Cedar on Tuesday?", [tue])
    results = {c.name: c for c in run_checks(good, item(capacity=8, day="tue"), CheckSpec())}
    assert all(r.passed for r in results.values()), results
    assert not any("blocked" in r.detail or "failed:" in r.detail for r in results.values())
