"""Building traces by hand the way the harness writes them (unit tests of checks and cells).

Adapters cannot log a consequential tool's execution or resolve a request with an answer the
person did not give (``RunContext.record_tool`` / ``resolve`` refuse: arena.context). A test that
plays the harness uses these two instead.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from typing import Any

from arena.context import RunContext, active
from arena.contextless import current_leg
from arena.tools import ledger, note_execution, take_executions
from arena.types import InputRequest, InputResponse, ToolCall, ToolStatus


def hand_over(
    ctx: RunContext, request: InputRequest, response: InputResponse, *, record: bool = True
) -> None:
    """The person's answer handed over by the harness, then resolved as an adapter does."""
    ctx.deliver([response])
    ctx.resolve(request, response, record=record)


def executed(
    ctx: RunContext,
    tool: str,
    args: Mapping[str, Any],
    status: ToolStatus,
    result: str,
    *,
    request_id: str | None = None,
) -> ToolCall:
    """A tool call as the harness's wrapper logs it when it runs the tool (and, inside a leg the
    leg runner runs, notes that it ran: that leg's logged bookings are held against what the
    wrappers ran). Outside every leg no leg runner takes the note at a leg's end: it stayed in
    the process's registry (``arena.tools._EXECUTED``) for every later test (users45,
    tests/conftest_globals.py)."""
    call = ctx._record_tool(tool, args, status, result, request_id=request_id)
    if current_leg() is not None:
        note_execution(ctx.run_id, call.call_id)
    return call


@contextmanager
def by_hand(ctx: RunContext) -> Iterator[None]:
    """``active(ctx)`` for a test that runs tools in a run's context without the leg runner,
    ending as a leg ends: what the wrappers ran (``arena.tools.take_executions``) and the
    backend's own reports (``tools.ledger.reconcile``) taken, which only the leg runner takes.
    Left, they stayed in the process's registries for every later test (users45:
    tests/conftest_globals.py)."""
    try:
        with active(ctx):
            yield
    finally:
        ledger.reconcile(ctx.run_id)
        take_executions(ctx.run_id)


def handed(adapter: Any, responses: Sequence[InputResponse], ctx: RunContext) -> Any:
    """``adapter.resume(responses, ctx)`` as the harness calls it: the answers handed over
    first (``RunContext.deliver``), so the adapter may resolve the requests with them."""
    ctx.deliver(responses)
    return adapter.resume(responses, ctx)


def handing(adapter: Any, responses: Sequence[InputResponse], ctx: RunContext) -> Any:
    """The leg's call for ``LegRunner``: the answers handed over now, before the leg starts (as
    ``runner.run_legs`` does), the resume made when the leg runs. Handing them over inside the
    leg is what an adapter forging its own answer does, and fails the leg."""
    ctx.deliver(responses)
    return lambda: adapter.resume(responses, ctx)
