"""drive39: docs/drive.md's "Async tests" told an eval to ``await t.asend(...)`` but not how pytest
runs an ``async def`` eval: written as a stranger would, each failed "async def functions are not
natively supported". The docs now say to mark it ``@pytest.mark.anyio`` (anyio's plugin comes
with hitl-arena's dependencies); this holds them to it, on the plugin's own fixture."""

from __future__ import annotations

import pytest

pytest_plugins = ["pytester"]

ASYNC_EVAL = """
import pytest

@pytest.mark.anyio
async def test_async_deny(arena_driver):
    t = arena_driver
    await t.asend("Book a meeting room for 6 people on Tuesday.")
    t.parked()
    await t.arespond(t.require_input_request(), option="deny")
    t.succeeded()
    t.called_tool("book_room", times=0)
"""


def test_an_async_eval_marked_anyio_runs(pytester: pytest.Pytester) -> None:
    pytester.makepyfile(ASYNC_EVAL)
    result = pytester.runpytest_inprocess("-p", "arena", "-p", "no:cacheprovider", "-q")
    result.assert_outcomes(passed=1)
