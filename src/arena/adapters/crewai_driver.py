"""The worker side of the CrewAI adapter: :class:`CrewAIDriver`, run by ``python -m
arena.workers.serve crewai`` inside ``.venvs/crewai``. One flow run per arena run, paused and
resumed per leg; the pause travels to the harness as the leg's session (flow id, state, context).
"""

from __future__ import annotations

import atexit
import contextlib
import hashlib
import importlib
import itertools
import json
import os
import re
import shutil
import sqlite3
import stat
import tempfile
import threading
import time
from collections.abc import Callable, Mapping
from typing import Any

from arena.adapters.crewai_flow import _FLOW, _LEG, _flow_class, _Leg
from arena.workers.protocol import LegRequest, LegResult, Pending, ToolBridge, witness

MECHANISM = (
    "native, flow-level: @human_feedback with a provider raising HumanFeedbackPending; the gate "
    "tool (result_as_answer) ends the agent step; Flow.from_pending(...).resume(feedback) "
    "continues from the persisted flow state"
)
SESSION_VERSION = 1
#: Set to 1 in the worker's environment to keep CrewAI's console panels (see ``_leg``).
CONSOLE_ENV = "ARENA_CREWAI_CONSOLE"


class CrewAIDriver:
    """The worker-side driver: one flow run per arena run, paused and resumed per leg."""

    mechanism = MECHANISM

    def __init__(self) -> None:
        from importlib import metadata

        import crewai  # noqa: F401 - the slow import happens once, at worker start

        self.framework_version = f"crewai {metadata.version('crewai')}"
        _flow_class()
        for name in _FIRST_LEG_IMPORTS:  # ~4 s otherwise spent inside the first leg
            with contextlib.suppress(ImportError):
                importlib.import_module(name)
        self._scratch = ScratchFlows()

    def scratch(self) -> Any:
        """This thread's scratch ``SQLiteFlowPersistence``."""
        return self._scratch.here()

    def close(self) -> None:
        """Remove the scratch files (the worker ends with ``os._exit``: no atexit runs)."""
        self._scratch.close()

    def start(self, request: LegRequest, tools: ToolBridge) -> LegResult:
        return self._leg(request, tools, None)

    def resume(self, request: LegRequest, tools: ToolBridge) -> LegResult:
        session = request.session or {}
        if session.get("version") != SESSION_VERSION:
            return LegResult(
                status="failed",
                error=f"crewai session has version {session.get('version')!r}; "
                f"this release reads {SESSION_VERSION}",
            )
        feedback = json.dumps({"answers": [a.to_json() for a in request.answers]})
        return self._leg(request, tools, (session, feedback))

    def _leg(
        self, request: LegRequest, tools: ToolBridge, resume: tuple[Mapping[str, Any], str] | None
    ) -> LegResult:
        from crewai.flow.async_feedback import PendingFeedbackContext
        from crewai_core.printer import set_suppress_console_output

        flow_cls, persistence = _flow_class(), self.scratch()
        token = _LEG.set(_Leg(request=request, tools=tools))
        # CrewAI's event listener renders ~30 rich panels per leg (flow, method, agent, tool)
        # whatever `verbose` says; here nobody reads them: they went down the stderr pipe, whose
        # last lines only explain a worker that died, and rendering and piping them was ~40 % of
        # the worker's CPU per leg. Its event bus runs handlers in a copy of this context.
        # ARENA_CREWAI_CONSOLE=1 keeps them (to read a worker's stderr while debugging).
        quiet = set_suppress_console_output(os.environ.get(CONSOLE_ENV) != "1")
        flow: Any = None
        try:
            if resume is None:
                flow = flow_cls(persistence=persistence)
                result = flow.kickoff(inputs=_inputs(request))
            else:
                session, feedback = resume
                context = PendingFeedbackContext.from_dict(dict(session["context"]))
                persistence.save_pending_feedback(session["flow_id"], context, session["state"])
                flow = flow_cls.from_pending(session["flow_id"], persistence)
                result = flow.resume(feedback)
            return self._result(result, persistence, flow)
        except Exception as exc:
            return LegResult(status="failed", error=_describe(exc))
        finally:
            _LEG.reset(token)
            quiet.var.reset(quiet)  # type: ignore[attr-defined]
            with contextlib.suppress(Exception):  # scratch rows: the session holds the pause
                _forget(persistence.db_path, resume[0]["flow_id"] if resume else flow.flow_id)

    def _result(self, result: Any, persistence: Any, flow: Any) -> LegResult:
        if not isinstance(result, _FLOW["pending"]):
            # The conversation goes back with the finished run: a second send continues it.
            history = json.loads(json.dumps(list(flow.state.messages), default=str))
            return LegResult(
                status="completed",
                message="" if result is None else str(result),
                session={"version": SESSION_VERSION, "history": history},
            )
        flow_id = result.context.flow_id
        loaded = persistence.load_pending_feedback(flow_id)
        if loaded is None:
            return LegResult(status="failed", error="CrewAI paused but saved no pending feedback")
        state, context = loaded
        state = state if isinstance(state, dict) else state.model_dump(mode="json")
        gate = state.get("gate") or {}
        pending = Pending(
            native_id=str(gate.get("id")),
            action=str(gate.get("name")),
            args=dict(gate.get("args") or {}),
            preview=str(gate.get("preview") or ""),
        )
        session = {
            "version": SESSION_VERSION,
            "flow_id": flow_id,
            "state": json.loads(json.dumps(state, default=str)),
            "context": context.to_dict(),
        }
        # CrewAI's own HumanFeedbackPending, read here: the flow-level pause's witness
        seen = witness(result, "Flow.kickoff() returned (HumanFeedbackPending)")
        return LegResult(status="waiting", pending=(pending,), session=session, witness=seen)


class ScratchFlows:
    """One scratch flow persistence per worker thread, not per leg (its schema set-up alone cost
    ~30 ms a leg) nor per worker: CrewAI guards each file with a lock file that a waiting thread
    polls every 0.25 s, and legs at once on one shared file spent seconds there. A thread runs one
    leg at a time, so no two legs share a file. The durable copy of a pause is the session the
    harness stores; a resume seeds the scratch file from it, so any worker process and thread can
    resume any pause.

    CrewAI's lock file for each scratch file (``crewai:<md5>.lock`` in the system temp folder,
    which it never removes) goes with the folder: a worker per ``arena run`` left one behind per
    thread, hundreds a day in ``/tmp``.

    A killed worker removes nothing, so the folder is named after its process
    (``arena-crewai-<pid>-<random>``) and the next worker sweeps the folders (and their lock
    files) of this user's processes that are gone (:func:`sweep_scratch`)."""

    def __init__(self, make: Callable[[str], Any] | None = None) -> None:
        sweep_scratch()
        self.folder = tempfile.mkdtemp(prefix=f"{_SCRATCH}{os.getpid()}-")
        atexit.register(self.close)
        self._make = make or _persistence
        self._local = threading.local()
        self._files = itertools.count(1)
        self._locks: list[str] = []

    def here(self) -> Any:
        """The calling thread's persistence, made on its first leg."""
        persistence = getattr(self._local, "persistence", None)
        if persistence is None:
            path = os.path.join(self.folder, f"flows-{next(self._files)}.db")
            persistence = self._local.persistence = self._make(path)
            lock = _lock_file(persistence)
            if lock is not None:
                self._locks.append(lock)
        return persistence

    def close(self) -> None:
        shutil.rmtree(self.folder, ignore_errors=True)
        for lock in self._locks:
            with contextlib.suppress(OSError):
                os.remove(lock)
        self._locks.clear()


_SCRATCH = "arena-crewai-"
#: ``arena-crewai-<pid>-<mkdtemp's 8 characters>``; before the pid was in the name, just the 8.
_SCRATCH_NAME = re.compile(r"arena-crewai-(?:([0-9]+)-)?[A-Za-z0-9_]{8}")
#: A folder of the old, pid-less form is swept once nothing has touched it for this long.
UNOWNED_AFTER_S = 86400.0


def sweep_scratch(folder: str | None = None) -> int:
    """Remove the scratch folders (and CrewAI's lock files for their flow files) of this user's
    workers that are gone: killed, no exit hook ran. Only exact names, this user's plain
    folders, a pid not alive (an old pid-less folder: untouched for a day); how many went."""
    if not hasattr(os, "getuid"):  # no owner to check, and os.kill(pid, 0) ends a process there
        return 0
    where, uid, me = folder or tempfile.gettempdir(), os.getuid(), os.getpid()
    removed = 0
    with contextlib.suppress(OSError), os.scandir(where) as entries:
        for entry in entries:
            found = _SCRATCH_NAME.fullmatch(entry.name)
            if found is None or (found[1] is not None and int(found[1]) == me):
                continue
            try:
                info = entry.stat(follow_symlinks=False)
            except OSError:
                continue
            if not stat.S_ISDIR(info.st_mode) or info.st_uid != uid:
                continue
            if found[1] is not None:
                if _alive(int(found[1])):
                    continue
            elif time.time() - info.st_mtime < UNOWNED_AFTER_S:
                continue
            _remove_scratch(entry.path)
            removed += 1
    return removed


def _remove_scratch(path: str) -> None:
    with contextlib.suppress(OSError), os.scandir(path) as files:
        for file in files:
            if file.name.endswith(".db"):
                lock = _lock_path(f"sqlite:{os.path.realpath(file.path)}")
                with contextlib.suppress(OSError):
                    os.remove(lock)
    shutil.rmtree(path, ignore_errors=True)


def _alive(pid: int) -> bool:
    """Whether a process ``pid`` exists (another user's counts: its folder is kept, safely)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True
    return True


#: What CrewAI imports lazily on a flow's first model call (arena.warmup has the main process's).
_FIRST_LEG_IMPORTS = (
    "openai.resources",
    "openai.pagination",
    "httpcore",
    "h11",
    "crewai.hooks.contexts",
    "crewai.llms.cache",
    "crewai.skills.tool",
    "crewai.telemetry.tracing.handlers",
    "rich._emoji_codes",
)


def _inputs(request: LegRequest) -> dict[str, Any]:
    """A new flow's state: the task, and on a second send the finished conversation plus the
    new user message (the agent step then runs over that history)."""
    task = request.input or ""
    history = (request.session or {}).get("history")
    if not isinstance(history, list) or not history:
        return {"task": task}
    return {"task": task, "messages": [*history, {"role": "user", "content": task}]}


def _describe(exc: BaseException) -> str:
    """One line naming the real cause; an OpenAI/httpx error anywhere in the chain wins.

    The cause is followed through ``raise ... from`` only: an exception's ``__context__`` is
    whatever was being handled when it was raised, often unrelated (CrewAI's event bus fails
    with "no running event loop" while it reports a tool call's bad arguments)."""
    chain: list[BaseException] = []
    current: BaseException | None = exc
    while current is not None and current not in chain:
        chain.append(current)
        current = current.__cause__ or current.__context__
    causes: list[BaseException] = [exc]
    while (cause := causes[-1].__cause__) is not None and cause not in causes:
        causes.append(cause)
    endpoint = [e for e in chain if type(e).__module__.split(".")[0] in ("openai", "httpx")]
    root = endpoint[0] if endpoint else causes[-1]
    text = str(root).strip().splitlines()[0][:300] if str(root).strip() else ""
    name = f"{type(root).__name__}: {text}" if text else type(root).__name__
    return f"model endpoint error: {name}" if endpoint else name


def _persistence(path: str) -> Any:
    from crewai.flow.persistence import SQLiteFlowPersistence

    return SQLiteFlowPersistence(path)


def _lock_file(persistence: Any) -> str | None:
    """The file CrewAI's default lock store keeps for ``persistence`` (``crewai_core.lock_store``:
    ``crewai:<md5 of the lock's name>.lock`` in the temp folder); None for another kind."""
    name = getattr(persistence, "_lock_name", None)
    return _lock_path(name) if isinstance(name, str) else None


def _lock_path(name: str) -> str:
    """CrewAI's lock file for a lock named ``name`` (``sqlite:<real path>`` for a flow file)."""
    digest = hashlib.md5(name.encode(), usedforsecurity=False).hexdigest()
    return os.path.join(tempfile.gettempdir(), f"crewai:{digest}.lock")


def _forget(path: str, flow_id: str) -> None:
    """Drop a finished leg's rows from the worker's scratch file, which would otherwise grow with
    every leg the worker serves. Not synced: the file is scratch, the store holds the pause."""
    with contextlib.closing(sqlite3.connect(path, timeout=30)) as conn, conn:
        conn.execute("PRAGMA synchronous = OFF")
        conn.execute("DELETE FROM flow_states WHERE flow_uuid = ?", (flow_id,))
        conn.execute("DELETE FROM pending_feedback WHERE flow_uuid = ?", (flow_id,))


__all__ = ["MECHANISM", "SESSION_VERSION", "CrewAIDriver", "ScratchFlows", "sweep_scratch"]
