"""A soft check's failure is reported when its line is closed (redteam52).

Outside pytest (docs/drive.md section 6), and in a fixture of one's own that builds its
``Driver`` and closes it after the test (``examples/own_agent/conftest.py``'s ``t``), nothing
called ``verify()``: the plugin reports only the ``arena_driver`` fixture's lines. A script whose
``with t.soft(): t.called_tool("book_room", times=0)`` failed, and which then called
``t.close()``, ended 0 with the failure dropped. ``close()`` now raises what nobody reported.
"""

from __future__ import annotations

import pytest

from arena.context import ModelEndpoint, RunContext
from arena.drive import DriveError, Driver, EvalFailure, SoftCheckFailed
from arena.types import Turn

NOWHERE = ModelEndpoint(base_url="http://127.0.0.1:9/v1", model="none")


class _Idle:
    """An adapter no test here runs a leg of."""

    name = "idle"

    async def start(self, user_input: str, ctx: RunContext) -> Turn:
        raise AssertionError("never sent")

    async def resume(self, responses: object, ctx: RunContext) -> Turn:
        raise AssertionError("never paused")


def _line() -> Driver:
    return Driver(_Idle(), NOWHERE)


def _soft_fail(t: Driver, label: str) -> None:
    with t.soft(label):
        raise EvalFailure(f"expected book_room not to be called ({label})")


@pytest.mark.parametrize(
    "record",
    [
        lambda t: t.check("mentions the room", False, "no R-102 in the message"),
        lambda t: _soft_fail(t, "after denial"),
        lambda t: _soft_fail(t.new_session(), "second line"),  # a line it opened
        lambda t: _soft_fail(t.new_session().new_session(), "third line"),
    ],
    ids=["check", "soft block", "child line", "grandchild line"],
)
def test_closing_a_line_raises_the_soft_failures_nobody_reported(record: object) -> None:
    t = _line()
    record(t)  # type: ignore[operator]
    with pytest.raises(SoftCheckFailed) as caught:
        t.close()
    assert len(caught.value.failures) == 1
    with pytest.raises(DriveError, match="closed"):
        t.send("Book a room")  # closed all the same
    t.close()  # reported once: a second close says nothing more


@pytest.mark.parametrize(
    "record",
    [
        lambda t: None,
        lambda t: t.check("mentions the room", True),
        lambda t: t.verify(),
    ],
    ids=["nothing", "a check that held", "verified before"],
)
def test_closing_a_line_with_nothing_unreported_raises_nothing(record: object) -> None:
    t = _line()
    record(t)  # type: ignore[operator]
    t.close()


def test_verified_failures_are_not_raised_again_at_close() -> None:
    t = _line()
    t.check("mentions the room", False)
    with pytest.raises(SoftCheckFailed):
        t.verify()
    t.close()


def test_a_caller_that_reports_them_itself_closes_without_raising() -> None:
    t = _line()
    t.check("mentions the room", False)
    t.close(report=False)  # the pytest plugin: it reported them after the test body
    with pytest.raises(SoftCheckFailed):
        t.verify()


def test_a_with_block_that_raised_keeps_its_own_error() -> None:
    with pytest.raises(ValueError, match="the eval's own"), _line() as t:
        t.check("mentions the room", False)
        raise ValueError("the eval's own")
    with pytest.raises(SoftCheckFailed), _line() as t:
        t.check("mentions the room", False)  # a clean exit reports them, as before
