"""LangGraph adapter: ``interrupt()`` + a checkpointer; resumed with ``Command(resume=...)``.

* :func:`build` — the arena's booking agent as a ``create_agent`` graph whose gate call is
  interrupted by ``HumanInTheLoopMiddleware``; checkpoints in a SQLite file (durable).
* :class:`LangGraphAdapter` — any graph the user compiled with their own checkpointer.
* :func:`harness_tools` — the harness's recorded functions as LangChain tools that a re-run node
  does not execute twice (each runs as a LangGraph ``@task``).
"""

from __future__ import annotations

try:
    import langchain.agents  # noqa: F401
    import langchain_openai  # noqa: F401
    import langgraph.checkpoint.sqlite
    import langgraph.types  # noqa: F401
except ImportError as exc:  # pragma: no cover - exercised only without the extra
    from arena.errors import MissingExtra

    raise MissingExtra("langgraph", "langgraph", exc.name or "langgraph") from exc

from arena.adapters.langgraph._adapter import GraphLegs, LangGraphAdapter, Paused
from arena.adapters.langgraph._booking import BookingGraph, build
from arena.adapters.langgraph._tools import harness_tool, harness_tools

__all__ = [
    "BookingGraph",
    "GraphLegs",
    "LangGraphAdapter",
    "Paused",
    "build",
    "harness_tool",
    "harness_tools",
]
