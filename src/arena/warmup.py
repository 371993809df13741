"""Before the first leg: pay what the first run of a process would otherwise pay inside its leg.

A leg's timeout bounds the agent and its model, not the process's start. Without this, the
first legs of an ``arena run`` also import the modules frameworks load lazily on their first
model call (OpenAI's resources, ADK's workflow and auth stack: 1-6 s each on an idle machine,
far more with every adapter importing at once on 2 loaded cores) and a CrewAI worker's
interpreter start (~10-20 s): a short ``--leg-timeout`` then failed the first runs of a process
for no fault of theirs ("worker 'crewai' was still starting when the leg's time ran out").

:func:`warm_up` imports those modules once and starts every adapter's ``warm()`` (a worker
process: spawned and waited for, under its own start-up limit, not a leg's), concurrently.
Nothing here runs an agent or calls a model.
"""

from __future__ import annotations

import contextlib
import importlib
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor

#: What the OpenAI client imports on its first call (every adapter's client is one).
COMMON = (
    "openai.resources",
    "openai.lib.streaming",
    "openai.pagination",
    "openai.types.chat",
    "jiter",
    "anyio._backends._asyncio",
    "anyio.streams.stapled",
    "concurrent.futures.thread",
)
#: What a framework imports on its first run, by adapter (found with a meta-path hook).
LAZY: dict[str, tuple[str, ...]] = {
    "google_adk": ("google.adk.workflow._workflow", "google.adk.auth.auth_handler"),
    "microsoft_af": ("agent_framework._harness._tool_approval",),
    "smolagents": ("smolagents.prompts",),
    "langgraph": ("httpcore2",),
    "vanilla": ("httpcore2",),
}


def _imports(names: Sequence[str]) -> None:
    for name in names:
        with contextlib.suppress(Exception):  # an absent optional module is not our concern
            importlib.import_module(name)


def warm_up(adapters: Sequence[object]) -> None:
    """Import what the adapters' first legs would, and start their workers; a worker that
    cannot start is left for its first leg to report (as one line, on that run only)."""
    starts: list[Callable[[], object]] = [
        warm for a in adapters if callable(warm := getattr(a, "warm", None))
    ]
    names = [*COMMON]
    for adapter in adapters:
        names += [n for n in LAZY.get(str(getattr(adapter, "name", "")), ()) if n not in names]
    with ThreadPoolExecutor(max_workers=len(starts) + 1) as pool:
        futures = [pool.submit(start) for start in starts]
        _imports(names)
        for future in futures:
            with contextlib.suppress(Exception):
                future.result()


__all__ = ["COMMON", "LAZY", "warm_up"]
