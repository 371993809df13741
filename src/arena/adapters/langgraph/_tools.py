"""Harness tools as LangChain tools that LangGraph will not run twice.

LangGraph resumes an interrupted node by running it again from the top (``interrupt()`` then
returns the answer instead of raising). Any tool that ran earlier in that node would run — and be
recorded — a second time: a prebuilt ``ToolNode`` runs all tool calls of one model turn in one
node, so a ``search_rooms`` issued next to an interrupting gate call is executed again on resume.
LangGraph's own answer is ``@task``: a task's result is saved as a checkpoint write, and a re-run
node gets the saved result back instead of executing the function. Each tool built here runs the
harness's ``@recorded`` function inside such a task, so the tool-call log counts every real
execution exactly once. Outside a graph run (no task runtime) the function is simply called.

``replay_safe=False`` builds plain tools, for a graph that already runs every tool call as a task
of its own: ``create_agent`` (each call is a ``Send``; a resume re-runs only the interrupted one).
There a task per tool would only add a checkpoint write and its scheduling to every call.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from langchain_core.tools import BaseTool, StructuredTool
from langchain_core.tools.base import create_schema_from_function
from langgraph.func import task


def harness_tool(fn: Callable[..., Any], *, replay_safe: bool = True) -> BaseTool:
    """A LangChain tool around a ``@recorded`` function; schema and description come from it."""
    name = fn.__name__
    description = (fn.__doc__ or name).strip()
    schema = create_schema_from_function(name, fn)

    def run(args: dict[str, Any]) -> Any:
        return fn(**args)

    async def arun(args: dict[str, Any]) -> Any:
        return fn(**args)

    if not replay_safe:
        return StructuredTool.from_function(
            func=fn,
            coroutine=_coroutine(fn),
            name=name,
            description=description,
            args_schema=schema,
        )
    sync_task: Any = task(name=name)(run)  # type: ignore[arg-type]
    async_task: Any = task(name=name)(arun)  # type: ignore[arg-type]

    def call(**kwargs: Any) -> Any:
        future = _submit(sync_task, kwargs)
        return fn(**kwargs) if future is None else future.result()

    async def acall(**kwargs: Any) -> Any:
        future = _submit(async_task, kwargs)
        return fn(**kwargs) if future is None else await future

    return StructuredTool.from_function(
        func=call, coroutine=acall, name=name, description=description, args_schema=schema
    )


def _coroutine(fn: Callable[..., Any]) -> Callable[..., Any]:
    """``fn`` called on the event loop, as the tool's async form (what an ``ainvoke`` uses)."""

    async def acall(**kwargs: Any) -> Any:
        return fn(**kwargs)

    return acall


def harness_tools(
    functions: Iterable[Callable[..., Any]], *, replay_safe: bool = True
) -> list[BaseTool]:
    """:func:`harness_tool` for each function — what a user passes to ``create_agent(tools=...)``."""
    return [harness_tool(fn, replay_safe=replay_safe) for fn in functions]


def _submit(run: Any, args: dict[str, Any]) -> Any:
    """Schedule ``run`` as a LangGraph task, or None when no graph is running here."""
    try:
        return run(args)
    except (RuntimeError, KeyError):  # get_config() outside a run / a runnable that is no graph
        return None
