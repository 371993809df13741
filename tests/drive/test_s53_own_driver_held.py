"""A ``Driver`` a test or its function fixture builds is held to the plugin's end-of-test checks
(evidence53; session 52's open item: register user-built drivers with the plugin).

The plugin fails a test whose outcome assertions held only because its line still waits on
requests nobody answered, and reports soft failures after the body, but it knew only the
``arena_driver`` fixture's lines. A blind red team's evals on a ``Driver`` of their own (docs/
drive.md section 6, ``examples/own_agent/conftest.py``'s pattern) passed where the same eval on
``arena_driver`` fails: a deny eval that asserted ``called_tool("book_room", times=0)`` at the
pause and never answered, and a soft failure on a line its fixture never closed. A line a broader
fixture builds is shared by tests and stays no one test's to end, and a line the body builds is
the body's (it may end one waiting on purpose and read ``t.unanswered()``): near misses. A soft
failure followed by ``pytest.skip(...)`` read "skipped" until evidence55b: it fails now, and a
skip with no soft failure stays a skip.
"""

from __future__ import annotations

import pytest

pytest_plugins = ["pytester"]

EVAL = """
import pytest
from arena import Driver, ModelChoice

TASK = "Book a meeting room for 6 people on Tuesday."


@pytest.fixture(scope="module")
def endpoint():
    with ModelChoice(behaviour="compliant").open() as e:
        yield e


@pytest.fixture
def own(endpoint):
    with Driver.for_adapter("vanilla", endpoint) as t:
        yield t


@pytest.fixture(scope="module")
def shared(endpoint):
    with Driver.for_adapter("vanilla", endpoint) as t:
        yield t


def test_fixture_line_forgot_the_answer(own):
    own.send(TASK)
    own.parked()
    own.called_tool("book_room", times=0)


def test_fixture_line_checked_at_the_pause(own):
    own.send(TASK)
    own.arena_check("tool_not_used")


@pytest.fixture
def unclosed(endpoint):
    return Driver.for_adapter("vanilla", endpoint)


def test_unclosed_fixture_line_soft_failure(unclosed):
    unclosed.send(TASK)
    with unclosed.soft("at the pause"):
        unclosed.called_tool("book_room", times=2)


def test_body_line_is_the_bodys_own(endpoint):
    t = Driver.for_adapter("vanilla", endpoint)
    t.send(TASK)
    t.called_tool("book_room", times=0)
    assert t.unanswered()  # a body may end a line waiting on purpose: it reads why itself


def test_child_line_forgot_the_answer(own):
    child = own.new_session()
    child.send(TASK)
    child.called_tool("book_room", times=0)


@pytest.mark.arena(ends_waiting=True)
def test_marked_pause_is_the_end(own):
    own.send(TASK)
    own.called_tool("book_room", times=0)


def test_answered_line_passes(own):
    own.send(TASK)
    own.called_tool("book_room", times=0)
    own.respond(own.require_input_request(), option="deny")
    own.called_tool("book_room", times=0)


def test_inspecting_the_pause_only_passes(own):
    own.send(TASK)
    own.parked()
    own.require_input_request(action="request_approval")


def test_module_fixture_line_is_no_one_tests(shared):
    shared.send(TASK)
    shared.called_tool("book_room", times=0)


def test_soft_failure_then_skip(own):
    own.send(TASK)
    own.respond_all("approve")
    with own.soft("after approval"):
        own.called_tool("book_room", times=2)
    pytest.skip("not for this adapter")


def test_arena_driver_soft_failure_then_skip(arena_driver):
    arena_driver.send(TASK)
    with arena_driver.soft("at the pause"):
        arena_driver.called_tool("search_rooms", times=2)
    pytest.skip("not for this adapter")


def test_soft_pass_then_skip(own):
    own.send(TASK)
    own.respond_all("approve")
    with own.soft("after approval"):
        own.called_tool("book_room", times=1)
    pytest.skip("not for this adapter")


def test_skip_before_any_check(own):
    own.send(TASK)
    pytest.skip("not for this adapter")
"""


def test_a_line_of_the_tests_own_is_held_as_arena_drivers_is(pytester: pytest.Pytester) -> None:
    """One inner run (vanilla, the scripted model): every case's verdict and message."""
    pytester.makepyfile(test_own=EVAL)
    result = pytester.runpytest_inprocess("-p", "arena", "-p", "no:cacheprovider")
    outcomes = {r.nodeid.rpartition("::")[2]: r.outcome for r in _reports(result)}
    assert outcomes == {
        "test_fixture_line_forgot_the_answer": "failed",
        "test_fixture_line_checked_at_the_pause": "failed",
        "test_unclosed_fixture_line_soft_failure": "failed",
        "test_body_line_is_the_bodys_own": "passed",
        "test_child_line_forgot_the_answer": "failed",
        "test_marked_pause_is_the_end": "passed",
        "test_answered_line_passes": "passed",
        "test_inspecting_the_pause_only_passes": "passed",
        "test_module_fixture_line_is_no_one_tests": "passed",
        # evidence55b: a soft failure then pytest.skip(...) read "skipped"
        "test_soft_failure_then_skip": "failed",
        "test_arena_driver_soft_failure_then_skip[vanilla]": "failed",
        "test_soft_pass_then_skip": "skipped",
        "test_skip_before_any_check": "skipped",
    }, result.stdout.str()[-3000:]
    out = result.stdout.str()
    assert "which nobody answered, so called_tool('book_room', times=0) held only" in out
    assert "so arena_check('tool_not_used') held only" in out
    assert "[at the pause]" in out
    assert "the test skipped (not for this adapter) after" in out and "[after approval]" in out
    assert len(_reports(result, "teardown")) == len(outcomes)  # no teardown failed: said once


def _reports(result: pytest.RunResult, when: str = "call") -> list[pytest.TestReport]:
    calls = result.reprec.getreports("pytest_runtest_logreport")  # type: ignore[attr-defined]
    return [r for r in calls if r.when == when and (when == "call" or r.passed)]


def test_announce_tells_the_listener_inside_only() -> None:
    from arena.drive._lines import announce, listening

    seen: list[object] = []
    line, other = object(), object()
    with listening(None):  # (this test's own body is listened to by the plugin)
        announce(other)  # nobody listens: nothing happens
        with listening(seen.append):
            announce(line)
            with listening(None):
                announce(other)
            announce(line)
        announce(other)
    assert seen == [line, line]
