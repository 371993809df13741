"""The arena's agent as a LangGraph graph: ``create_agent`` + ``HumanInTheLoopMiddleware``.

Why this construction: in langgraph 1.x ``create_react_agent`` is deprecated in favour of
``langchain.agents.create_agent`` (``langgraph/prebuilt/chat_agent_executor.py``), and LangChain's
documented HITL primitive is ``HumanInTheLoopMiddleware``, which calls ``interrupt()`` for the
gated call. ``interrupt_mode="per_call"`` raises it inside that tool call's own task (each tool
call is a separate ``Send``), so one pending approval is one interrupt with its own id, and
resuming is ``Command(resume={interrupt_id: decision})``. The gate is an *ask* tool: its only
allowed decision is ``respond`` — the tool never runs and the model reads the person's verdict.

Durability: legs share an ``AsyncSqliteSaver`` per file and event loop (:mod:`._savers`) (on a PostgreSQL store: LangGraph's
``AsyncPostgresSaver`` on the store's database, :mod:`._pg`); the session slot keeps the thread id,
that file's path (or the marker ``postgres:store``) and the pause's checkpoint id, so a new process can open the same checkpoint and
resume from exactly the recorded pause (see ``_adapter``); a store folder moved with that file
finds it beside the store (:mod:`arena.adapters._state_files`). The graph runs with LangGraph's default
durability ("async"): no mode keeps the checkpointer level with the harness's store, which records
a leg only after the graph returned, so correctness rests on resuming at the pinned checkpoint.
"""

from __future__ import annotations

import asyncio
import weakref
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import replace
from pathlib import Path
from typing import Any

from langchain.agents import create_agent
from langchain.agents.middleware import HumanInTheLoopMiddleware
from langchain_openai import ChatOpenAI

from arena.adapters._state_files import has_row, locate
from arena.adapters.base import AgentSpec
from arena.adapters.langgraph import _pg
from arena.adapters.langgraph._adapter import GraphLegs, Paused
from arena.adapters.langgraph._savers import shared_saver
from arena.adapters.langgraph._tools import harness_tools
from arena.context import ModelEndpoint, RunContext
from arena.deadline import async_client, sync_client
from arena.statedir import state_file

#: Where checkpoints go unless the adapter is given a path: in the state folder that goes with
#: the store (arena.statedir), never the working directory.
CHECKPOINTS_ENV = "ARENA_LANGGRAPH_CHECKPOINTS"
DEFAULT_CHECKPOINTS = "langgraph-checkpoints.sqlite"
#: Does a checkpoint file hold the thread's pause (its pinned checkpoint), or the thread at all?
HOLDS_PAUSE = (
    "SELECT 1 FROM checkpoints WHERE thread_id = ? AND checkpoint_ns = '' AND checkpoint_id = ?"
)
HOLDS_THREAD = "SELECT 1 FROM checkpoints WHERE thread_id = ? LIMIT 1"


def chosen_checkpoints() -> str | None:
    """``$ARENA_LANGGRAPH_CHECKPOINTS`` as meant (:func:`arena.given_paths.env_path`): ``~`` the
    home folder, empty unset, blank refused (durable47: ``~/lg.sqlite`` was ./~/lg.sqlite, and
    an empty one counted as a file the caller chose). A folder is refused as the adapter is
    built, naming the fix: ``ARENA_LANGGRAPH_CHECKPOINTS=~`` failed every run with SQLite's bare
    "unable to open database file" (users47), where ``ARENA_STORE=~`` is refused up front."""
    from arena.given_paths import env_path

    chosen = env_path(CHECKPOINTS_ENV, "an SQLite file for LangGraph's checkpoints")
    if chosen and Path(chosen).is_dir():
        from arena.errors import UserError

        raise UserError(
            f"${CHECKPOINTS_ENV} {chosen} is a folder; give an SQLite file for LangGraph's "
            f"checkpoints, e.g. {Path(chosen) / DEFAULT_CHECKPOINTS}, or unset it"
        )
    if chosen and not_sqlite(Path(chosen)):
        from arena.errors import UserError

        raise UserError(  # every run failed on "DatabaseError: file is not a database" (users48)
            f"${CHECKPOINTS_ENV} {chosen} is a file but not an SQLite database; give an SQLite "
            f"file for LangGraph's checkpoints (a path not there yet makes one), or unset it"
        )
    return chosen


def not_sqlite(path: Path) -> bool:
    """Whether ``path`` is a file with something in it other than an SQLite database (an empty
    one, or none, SQLite makes its own)."""
    try:
        with path.open("rb") as fh:
            head = fh.read(16)
    except OSError:
        return False  # not there, or not readable: SQLite says what it says as before
    return bool(head) and head != b"SQLite format 3\x00"


class BookingGraph(GraphLegs):
    """``build(spec)``: the spec's tools and prompt in a ``create_agent`` graph, gate = ask tool."""

    def __init__(self, spec: AgentSpec, *, checkpoint_path: str | Path | None = None) -> None:
        super().__init__(ask=(spec.gate,), gated=spec.gated)
        self.spec = spec
        chosen = checkpoint_path or chosen_checkpoints()
        #: A file the caller chose: kept even on a PostgreSQL store.
        self._chosen = chosen is not None
        self.checkpoint_path = Path(chosen or state_file(DEFAULT_CHECKPOINTS)).resolve()
        #: Checkpoint files :meth:`find_state` found before a resume claimed the run, by (run,
        #: slot path, thread): the leg opens the same without looking again.
        self._found: dict[tuple[str, str, str], str] = {}
        # No ``@task`` per tool here (``replay_safe=False``): create_agent sends every tool call
        # as a task of its own and the middleware interrupts before the gated call's body, so a
        # resume re-runs only the interrupted call — a sibling's result is the superstep's saved
        # write (test_the_booking_graph_runs_each_call_once_across_a_resume). A task per tool
        # added a checkpoint write and its scheduling to every call: ~40 % of the adapter's glue.
        self.tools = harness_tools(spec.tools, replay_safe=False)
        self._hitl = HumanInTheLoopMiddleware(
            interrupt_on={
                spec.gate: {
                    "allowed_decisions": ["respond"],
                    "description": "The agent asks a person to approve this before it goes on",
                },
                **{
                    name: {
                        "allowed_decisions": ["approve", "reject"],
                        "description": "A person must approve this call before it runs",
                    }
                    for name in spec.gated
                },
            },
            interrupt_mode="per_call",
        )
        # Compiled graphs by (event loop, endpoint): an httpx client must not outlive its loop.
        self._graphs: dict[tuple[int, str, str, str], tuple[weakref.ref[Any], Any]] = {}

    def _where(self) -> str:
        """Where a new run's checkpoints go: the PostgreSQL store's database when the command
        runs on one (and the saver is installed), else the SQLite file."""
        if not self._chosen and _pg.available():
            return _pg.IN_STORE
        return str(self.checkpoint_path)

    def _locate(self, paused: Paused, run_id: str, *, keep: bool = False) -> Paused:
        """The pause's checkpoint file: the recorded one, else this adapter's or the same name
        beside the store after the store folder moved with it (``_state_files.locate``);
        ``keep``: for the leg that follows (``find_state``), which then does not look again."""
        if paused.checkpoint in (None, _pg.IN_STORE):
            return paused
        key = (run_id, str(paused.checkpoint), paused.thread_id)
        found = self._found.pop(key, None)
        if found is None or not Path(found).is_file():
            pinned = paused.checkpoint_id
            found = str(
                locate(
                    str(paused.checkpoint),
                    self.checkpoint_path,
                    lambda path: has_row(
                        path,
                        HOLDS_PAUSE if pinned else HOLDS_THREAD,
                        (paused.thread_id, pinned) if pinned else (paused.thread_id,),
                    ),
                    what=f"its pause's LangGraph thread {paused.thread_id}",
                    run_id=run_id,
                    fix=f"set {CHECKPOINTS_ENV} to the file that holds it",
                )
            )
        if keep:
            if len(self._found) > 1024:  # checked, and never resumed here: forget them
                self._found.clear()
            self._found[key] = found
        return paused if found == paused.checkpoint else replace(paused, checkpoint=found)

    @asynccontextmanager
    async def _open(self, paused: Paused, ctx: RunContext) -> AsyncIterator[Any]:
        if paused.checkpoint == _pg.IN_STORE:
            async with _pg.saver() as saver:
                yield self._graph(ctx.endpoint).copy(update={"checkpointer": saver})
            return
        # One saver connection per file and event loop, shared by the legs (._savers), with a
        # patient busy timeout for other processes writing the same file.
        saver = await shared_saver(Path(paused.checkpoint or self.checkpoint_path))
        graph = self._graph(ctx.endpoint)
        bound = saver.bound.get(id(graph))
        if bound is None or bound[0] is not graph:  # one copy per graph and connection
            bound = saver.bound[id(graph)] = (graph, graph.copy(update={"checkpointer": saver}))
        yield bound[1]

    def _graph(self, endpoint: ModelEndpoint) -> Any:
        loop = asyncio.get_running_loop()
        key = (id(loop), endpoint.base_url, endpoint.model, endpoint.api_key)
        cached = self._graphs.get(key)
        if cached is not None and cached[0]() is loop:
            return cached[1]
        self._graphs = {
            k: v for k, v in self._graphs.items() if (old := v[0]()) and not old.is_closed()
        }
        model = ChatOpenAI(
            base_url=endpoint.base_url,
            model=endpoint.model,
            api_key=endpoint.api_key,  # type: ignore[arg-type]
            max_retries=0,
            # langchain-openai shares one cached httpx client per base_url across event loops,
            # which breaks on the second asyncio.run(); each loop gets its own. Both are bound
            # by the leg's deadline (a sync graph runs in a thread no one can cancel).
            http_async_client=async_client(),
            http_client=sync_client(),
        )
        graph = create_agent(
            model,
            self.tools,
            system_prompt=self.spec.system_prompt,
            middleware=[self._hitl],
            # No ``name=``: it would be copied into every AI message sent back to the model
            # (``"name": "human_in_the_loop"``), which the native script does not send
            # (tests/adapters/test_native_parity.py).
        )
        self._graphs[key] = (weakref.ref(loop), graph)
        return graph


def build(spec: AgentSpec) -> BookingGraph:
    return BookingGraph(spec)
