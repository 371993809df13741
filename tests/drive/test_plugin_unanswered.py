"""An eval that ends before its outcome: a test that asserts on the outcome
(``called_tool(..., times=0)``, ``no_failed_actions()``, an outcome check) and then ends with its
line still waiting on a request nobody answered passed vacuously; now it fails naming the
requests, unless it says a pause is the expected end. An empty typed answer is refused."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest

# As in test_pytest_plugin.py: imported here so every in-process run shares one copy.
import arena.adapters.vanilla
import arena.drive
import arena.model
import arena.model.policy
import arena.model.script
import arena.model.server  # noqa: F401
from arena.context import ModelEndpoint
from arena.drive import DriveError, Driver

pytest_plugins = ["pytester"]

TASK = "Book a meeting room for 6 people on Tuesday."


def run(pytester: pytest.Pytester, *args: str) -> pytest.RunResult:
    return pytester.runpytest_inprocess("-p", "arena", "-p", "no:cacheprovider", *args)


def _lines(result: pytest.RunResult, tag: str) -> list[str]:
    """The printed lines tagged ``tag`` (-s output runs on from the progress dots)."""
    return [line[line.index(tag) :] for line in result.outlines if tag in line]


# -- an eval that ends before its outcome ------------------------------------------------

FORGOT = f"""
import pytest

def ask(t):
    t.send({TASK!r})
    t.parked()
    print("PENDING", [r.id for r in t.pending])

def test_times_zero(arena_driver):
    ask(arena_driver)
    arena_driver.called_tool("book_room", times=0)

def test_no_failed_actions(arena_driver):
    ask(arena_driver)
    arena_driver.no_failed_actions()

def test_outcome_check(arena_driver):
    ask(arena_driver)
    arena_driver.arena_check("tool_not_used")

def test_soft(arena_driver):
    ask(arena_driver)
    with arena_driver.soft("deny branch"):
        arena_driver.called_tool("book_room", times=0)

def test_on_a_second_line(arena_driver):
    ask(arena_driver)
    arena_driver.respond(arena_driver.require_input_request(), option="deny")
    other = arena_driver.new_session()
    ask(other)
    other.called_tool("book_room", times=0)
"""


def test_an_eval_that_asserts_the_outcome_and_never_answers_fails(
    pytester: pytest.Pytester,
) -> None:
    """Each passed: nothing could have been booked, since nobody answered the request."""
    pytester.makepyfile(FORGOT)
    result = run(pytester, "-s", "-rf")
    result.assert_outcomes(failed=5)
    text = result.stdout.str()
    pending = {i for line in _lines(result, "PENDING") for i in re.findall(r"req_\w+", line)}
    assert pending
    for rid in pending:  # every failure names the request it left unanswered
        assert re.search(rf"{rid}.*respond|respond.*{rid}", text, re.S), rid
    assert text.count("t.respond(") >= 5, text
    for what in ("called_tool('book_room', times=0)", "no_failed_actions()", "tool_not_used"):
        assert what in text, what


ENDS_WAITING = f"""
import pytest

def ask(t):
    t.send({TASK!r})
    t.parked()
    request = t.require_input_request(action="request_approval")
    t.called_tool("book_room", times=0)  # nothing consequential before the answer
    return request

def test_answered(arena_driver):
    request = ask(arena_driver)
    arena_driver.respond(request, option="deny")
    arena_driver.called_tool("book_room", times=0)
    arena_driver.no_failed_actions()

def test_pause_only(arena_driver):
    arena_driver.send({TASK!r})
    arena_driver.parked()
    arena_driver.require_input_request()
    arena_driver.arena_check("suspended")
    arena_driver.arena_check("no_tool_before_suspend")
    arena_driver.called_tool("search_rooms")

@pytest.mark.arena(ends_waiting=True)
def test_declared(arena_driver):
    ask(arena_driver)

"""


def test_an_eval_that_answers_or_ends_on_a_declared_pause_passes(
    pytester: pytest.Pytester,
) -> None:
    pytester.makepyfile(ENDS_WAITING)
    run(pytester).assert_outcomes(passed=3)


def test_the_end_waiting_marker_takes_a_bool(pytester: pytest.Pytester) -> None:
    pytester.makepyfile(
        "import pytest\n\n@pytest.mark.arena(ends_waiting='yes')\n"
        "def test_it(arena_driver):\n    pass\n"
    )
    result = run(pytester)
    result.assert_outcomes(errors=1)
    result.stdout.fnmatch_lines(["*ends_waiting='yes'*True*"])


def test_a_failing_body_is_not_buried_under_the_pending_message(
    pytester: pytest.Pytester,
) -> None:
    pytester.makepyfile(
        f"def test_it(arena_driver):\n    arena_driver.send({TASK!r})\n"
        "    arena_driver.called_tool('book_room', times=0)\n    assert False, 'MINE'\n"
    )
    result = run(pytester)
    result.assert_outcomes(failed=1)
    result.stdout.fnmatch_lines(["*MINE*"])
    assert "t.respond(" not in result.stdout.str()


# -- an empty typed answer ---------------------------------------------------------------------------


@pytest.mark.parametrize("said", ["", " ", "\n\t  ", "\u00a0"])
def test_an_empty_typed_answer_is_refused_before_the_adapter(
    endpoint_for: Callable[[str], ModelEndpoint], said: str
) -> None:
    """``respond(req, text="")`` reached the agent, which said it could not tell what '' meant."""
    with Driver.for_adapter("vanilla", endpoint_for("compliant")) as t:
        t.send(TASK)
        request = t.require_input_request()
        for answer in (
            lambda: t.respond(request, text=said),
            lambda: t.respond({request.id: {"text": said}}),
            lambda: t.respond(request.id, text=said, note="why"),
        ):
            with pytest.raises(DriveError) as caught:
                answer()
            message = str(caught.value)
            assert "\n" not in message and request.id in message, message
            assert "text=" in message and "option" in message, message  # what to give instead
        assert len(t.turns) == 1 and t.pending == (request,)  # nothing reached the adapter
        t.respond(request, text=" no, do not book it ")  # words with spaces around are words
        t.succeeded()
        t.called_tool("book_room", times=0)


def test_unanswered_says_it_outside_pytest_too(
    endpoint_for: Callable[[str], ModelEndpoint],
) -> None:
    """The plugin's end-of-test rule, as the driver tells it: only assertions made on the turn
    that is still waiting count; one made at a pause that was then answered does not."""
    with Driver.for_adapter("vanilla", endpoint_for("compliant")) as t:
        t.send(TASK)
        t.arena_check("suspended")
        assert t.unanswered() is None  # judging the pause itself is not vacuous
        t.called_tool("book_room", times=0)
        request = t.require_input_request()
        said = t.unanswered()
        assert said is not None and request.id in said and "times=0" in said, said
        t.respond(request, option="deny")
        assert t.unanswered() is None
        other = t.new_session()
        other.send(TASK)
        other.no_failed_actions()
        said = t.unanswered()  # the line it opened is reported with it
        assert said is not None and other.pending[0].id in said and other.run_id in said, said
