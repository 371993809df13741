"""``t.restart(process=True)``: the next leg of a driven line runs in a new process, as ``arena
resume`` runs one after the eval's own process died (docs/drive.md, "Inspecting the pause").

The eval's process keeps what a store cannot (its scripted model's server, the turns its
assertions read); the pause has to cross over through the store alone. So the answers are stored
first (the store's compare-and-set, as every answer on a store line), then a new Python process
opens the same store by its location, builds the adapter again by its registered name (or
``module:Class``) around the agent's tools module, and continues the run with
:func:`arena.runs.resume.resume_run`: claimed, the paused state read from the run's snapshot, the
leg run under the side-effect ledger and appended to the store. The eval's line then reads the
new leg back from the store, with the requests' and events' ids as stored, and goes on from the
store's state: an adapter whose pause lived in this process's memory (a dict in a module keyed
by run id) fails that leg, and the eval with it (evals35; before, only ``arena run
durable_state`` caught such an adapter).

The new process reaches the scripted model over HTTP on the run's own route, so the model's
per-run log, which the checks read, is this process's, as before, and the new leg's model-log
marks are put on it here (:func:`arena.drive._process_ends.marked_here`; until evidence50 it kept
none, and its booking read "not shown"); a real endpoint through a
gateway in this process, and one the pytest plugin's logging gateway forwards to on the run's
route there, so its log is this process's too (:func:`arena.drive._process_ends.relayed`).
"""

from __future__ import annotations

import asyncio
import importlib
import inspect
import json
import os
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

from arena.drive._around import VIOLATION
from arena.drive._errors import DriveError, hide_frames_for_eval_errors
from arena.drive._process_ends import (
    ASIDE_RESUME,
    FORGED,
    FORGED_REAL,
    belied,
    died_unreported,
    left_by_killed,
    lent_log,
    marked_here,
    relayed,
    scripted,
)
from arena.leg_answers import ASKED_AGAIN
from arena.request_log import UNROUTED

if TYPE_CHECKING:
    from arena.adapters.base import AgentSpec
    from arena.context import ModelEndpoint
    from arena.drive._store import Sink
    from arena.types import InputResponse, Responder, ResumableRunner, Turn

#: An eval's traceback shows its own line, not this module's (as arena.drive._driver's).
__tracebackhide__ = hide_frames_for_eval_errors

#: How the leg runner words a leg it failed for what the adapter did (arena.leg_runner): not a
#: lost pause.
REFUSED = (VIOLATION, "the person's answer to request(s) ", UNROUTED, ASKED_AGAIN)

#: Seconds the new process may take beyond the leg's own timeout: Python, the framework and the
#: store opening (crewai's worker and google_adk take the longest, ~10 s on a busy machine).
START_S = 120.0

#: The variable the new process reads the endpoint's API key from (never its command line).
KEY_VAR = "ARENA_RESTART_API_KEY"


class Plan(NamedTuple):
    """What the new process is told: everything it rebuilds the line from, as plain data."""

    store: str
    adapter: str
    tools_module: str
    agent_name: str


def schemas() -> list[int]:
    """The store schemas this process's hitl-arena writes (SQLite, PostgreSQL): a new process
    imports the code as it is on disk when it starts, and one upgraded since would migrate the
    eval's store under it (the eval's own process then refuses to write to it)."""
    from arena.store import postgres_schema, sqlite_schema

    return [sqlite_schema.SCHEMA_VERSION, postgres_schema.SCHEMA_VERSION]


def plan(sink: Sink, adapter: ResumableRunner, agent: AgentSpec | None) -> Plan:
    """What another process needs to continue this line, or a DriveError naming what is missing
    (said at ``t.restart(process=True)``, before any answer is stored)."""
    from arena.drive._store import StoreLine

    head = "t.restart(process=True)"
    if not isinstance(sink, StoreLine):
        raise DriveError(
            f"{head}: this line keeps no store another process can open, so a new process has "
            "nothing to continue from; give it one: Driver(..., store=open_store(PATH)) (in "
            "pytest, override the arena_store fixture to return open_store(tmp_path / 'a.db'))"
        )
    store = sink.arena_store
    if type(store).__module__ not in ("arena.store.sqlite", "arena.store.postgres"):
        raise DriveError(
            f"{head}: store {type(store).__name__} lives in this process only; a new process "
            "opens a store by its location: use arena.store.open_store(PATH or postgresql://...)"
        )
    location = str(store.location)
    if "://" not in location:
        location = str(Path(location).resolve())
    if agent is None:
        raise DriveError(
            f"{head}: adapter {adapter.name} was given no agent=, so a new process cannot "
            "build it again; use Driver.for_adapter(name, endpoint, agent=...)"
        )
    module = _tools_module(agent)
    return Plan(location, _adapter_ref(adapter), module, agent.name)


def _tools_module(agent: AgentSpec) -> str:
    """The module ``AgentSpec.from_module`` rebuilds ``agent`` from, checked to give the same
    agent (its prompt, tool names, gate and consequential tools)."""
    from arena.adapters.base import AgentSpec
    from arena.drive._store import tools_module_of

    name = tools_module_of(agent)
    fix = (
        f"t.restart(process=True): agent {agent.name!r} cannot be built again in a new process: "
        "{why}; a new process builds an agent with AgentSpec.from_module(module), so put its "
        "SYSTEM_PROMPT, TOOLS, GATE and CONSEQUENTIAL in an importable module (not a conftest)"
    )
    module = sys.modules.get(name) if name else None
    if module is None or name in ("__main__", "conftest") or name.endswith(".conftest"):
        raise DriveError(fix.format(why=f"its tools are not one importable module's ({name!r})"))
    try:
        again = AgentSpec.from_module(module, name=agent.name)
    except AttributeError as exc:
        raise DriveError(fix.format(why=f"module {name} has no {exc.name}")) from None
    same = (
        again.system_prompt == agent.system_prompt
        and [f.__name__ for f in again.tools] == [f.__name__ for f in agent.tools]
        and (again.gate, again.consequential) == (agent.gate, agent.consequential)
    )
    if not same:
        raise DriveError(fix.format(why=f"module {name} builds another agent than this line's"))
    return name


def _adapter_ref(adapter: ResumableRunner) -> str:
    """The adapter's registered name where that builds its class (an arena class: crewai's is
    the worker's client, ``arena.workers.client``), else ``module:Class``."""
    from arena.adapters import ADAPTERS, built_by_name

    cls = type(adapter)
    if adapter.name in ADAPTERS and built_by_name(adapter) == adapter.name:
        return adapter.name
    if cls.__module__.startswith("arena.") and not takes_spec(cls):
        # PydanticAIAdapter(agent), LangGraphAdapter(graph): the name builds the arena's agent,
        # which the new process ran in this one's place, so the eval's own passed (regress35)
        raise DriveError(
            f"t.restart(process=True): adapter {adapter.name} is arena's {cls.__qualname__} "
            "around an agent this eval built, which a new process cannot build again (its name "
            "builds the arena's own agent); put it in a class of your own whose __init__ takes "
            "the AgentSpec and builds that agent, at the top level of an importable module"
        )
    if cls.__module__ == "__main__" or "<locals>" in cls.__qualname__:
        raise DriveError(
            f"t.restart(process=True): adapter class {cls.__qualname__} is defined where a new "
            "process cannot import it (a function's body or a script run as __main__); define "
            "it at the top level of an importable module"
        )
    return f"{cls.__module__}:{cls.__qualname__}"


def takes_spec(cls: type) -> bool:
    """Whether ``cls(spec)`` builds ``cls`` from an :class:`~arena.adapters.base.AgentSpec`
    alone (``VanillaAdapter``), as ``module:Class`` is built again; ``PydanticAIAdapter`` takes
    the eval's own agent."""
    try:
        params = list(inspect.signature(cls).parameters.values())
    except (TypeError, ValueError):
        return False
    return bool(params) and params[0].name == "spec"


def run_leg(
    job: Plan,
    run_id: str,
    endpoint: ModelEndpoint,
    leg_timeout_s: float,
    responder: Responder,
    environ: dict[str, str],
    lent: tuple[str, int, str] | None = None,
) -> dict[str, Any]:
    """Continue ``run_id`` in a new process; returns what it reported (``pid``, and ``error``
    with ``kind`` when it could not run the leg). The leg itself is in the store. ``environ``:
    the environment the line started with; what its legs set in ``os.environ`` (a pause stashed
    in a variable) is this process's, gone after a real restart, and not handed over. ``lent``:
    the scripted model's log as :func:`arena.drive._process_ends.lent_log` serves it."""
    with tempfile.TemporaryDirectory(prefix="arena-restart-") as folder:
        out = Path(folder) / "out.json"
        order = {
            **job._asdict(),
            "run_id": run_id,
            "base_url": endpoint.base_url,
            "run_url": endpoint.run_url,
            "model": endpoint.model,
            "leg_timeout_s": leg_timeout_s,
            "responder": [responder.name, responder.interface],
            "schemas": schemas(),
            "out": str(out),
        }
        log = endpoint.request_log
        if lent is not None:  # the scripted model's, lent read-only: the stored leg is marked
            order["log"] = list(lent)
        elif log is not None and log.forwarded:
            # The logging gateway's log, read over its port with the harness's key, as a
            # worker's (HandedLog._handoff): the new process's leg judged on the model log too.
            # On this process's own pipe to it, never its command line or environment.
            order["log"] = list(log._handoff())  # type: ignore[attr-defined]
        env = {**environ, KEY_VAR: endpoint.api_key}
        # The eval's own imports (its test folder, rootdir) reach an adapter of its own.
        env["PYTHONPATH"] = os.pathsep.join(p for p in sys.path if p)
        pipe = subprocess.PIPE
        command = [sys.executable, "-m", "arena.drive._process"]
        with subprocess.Popen(
            command, stdin=pipe, stdout=pipe, stderr=pipe, env=env, text=True
        ) as child:
            try:
                _, stderr = child.communicate(json.dumps(order), timeout=leg_timeout_s + START_S)
            except subprocess.TimeoutExpired:
                child.kill()
                child.wait()
                return {
                    "error": f"the new process ran past {leg_timeout_s + START_S:.0f} s and was "
                    "killed",
                    "kind": "killed",
                    "pid": child.pid,
                }
        if out.exists():
            report: dict[str, Any] = json.loads(out.read_text())
            return report
        # runpy's warning that arena.drive imported this module is every child's, not news
        said = [x for x in stderr.strip().splitlines() if not x.startswith("<frozen runpy>")]
        tail = (said or ["(no output)"])[-1]
        return {"error": ended_how(child.returncode, tail), "kind": "died", "pid": child.pid}


def ended_how(returncode: int, tail: str) -> str:
    """How a new process that wrote no report ended: a signal's name (SIGKILL: the OOM killer
    or a kill from outside; SIGSEGV: a crash in native code) or its exit status, and the last
    line it wrote to stderr."""
    if returncode < 0:
        try:
            name = signal.Signals(-returncode).name
        except ValueError:
            name = f"signal {-returncode}"
        how = f"it was killed by {name} ({-returncode})"
    else:
        how = f"it exited {returncode}"
    return f"{how} before it wrote its report (its stderr's last line: {tail})"


async def continue_elsewhere(line: Any, responses: list[InputResponse]) -> Turn:
    """``line``'s next leg, run in a new process (:func:`run_leg`) after its answers are stored;
    the leg is read back from the store and the line goes on from the store's state."""
    from arena.drive._answer_checks import _rebuilt
    from arena.drive._errors import CheckFailed
    from arena.drive._store import LIVE, StoreLine
    from arena.runs.rebuild import restore_context

    sink, ctx = line._sink, line.ctx
    assert isinstance(sink, StoreLine) and line._restart_plan is not None
    given = {r.request_id for r in responses}
    missing = [r.id for r in line._waiting_on if r.id not in given and r.id not in sink.stored(ctx)]
    if missing:
        raise DriveError(
            f"after t.restart(process=True) answer every pending request in one call "
            f"(t.respond({{id: ...}}) or t.respond_all(...)): a new process continues a run once "
            f"each of its requests has an answer, as arena resume does; unanswered: "
            f"{', '.join(missing)} — nothing was stored or sent to the adapter"
        )
    job, line._restart_plan = line._restart_plan, None
    responses = [*responses, *sink.answer(ctx, responses, claim=False)]
    leg = ctx.leg + 1
    task_given = sink.arena_store.run(ctx.run_id).origin.item.input
    # The scripted model this process serves logs the new process's requests here, on the run's
    # route: its leg is marked here (marked_here), the asking leg's window closed first, as the
    # leg runner closes it before a leg it runs itself.
    here = scripted(ctx.endpoint)
    if here:
        line._run_leg.settle(ctx)
    mark = time.monotonic()
    with (
        relayed(ctx.endpoint, line._leg_timeout_s, line._leg_timeout_s + START_S) as (via, saw),
        lent_log(ctx.endpoint, ctx.run_id) as lent,
    ):
        report = await asyncio.to_thread(
            run_leg,
            job,
            ctx.run_id,
            via,
            line._leg_timeout_s,
            line.responder,
            line._environ_at_start,
            lent,
        )
        # A real endpoint: the gateway's word, read before it stops; else the scripted model's.
        gateway_saw = saw() if saw is not None else None
    why_forged = FORGED if gateway_saw is None else FORGED_REAL

    async def forged() -> bool:  # the new process's report of an outage, belied
        if gateway_saw is not None:
            return not gateway_saw
        return await asyncio.to_thread(belied, ctx.endpoint, task_given)  # a probe, off the loop

    store = sink.arena_store
    record = store.run(ctx.run_id)
    new = store.turns(ctx.run_id)[len(line._turns) :]
    where = f"in a new process (pid {report.get('pid', '?')}, adapter {job.adapter})"
    if not new:
        error = report.get("error", "it recorded no leg")
        said = f"leg {leg} was not run {where}: {error}"
        if report.get("kind") in ("NotDurable", "crash"):  # the line cannot go on: never soft
            raise CheckFailed(f"the pause did not survive a new process: {said}", line.render())
        if report.get("kind") == "died":  # no report: what the store holds is all there is
            raise CheckFailed(died_unreported(report, leg, where, store, ctx.run_id), line.render())
        if report.get("kind") == "killed":  # it may have claimed the run, begun a booking
            raise DriveError(said + left_by_killed(store, ctx.run_id))
        # Set aside on the new process's record that the endpoint failed the leg: the adapter
        # runs there and can forge that record, as for a failed leg below (drive38).
        said = ASIDE_RESUME.sub("", said)  # arena resume continues no eval's run
        if report.get("endpoint_aside") and await forged():
            raise CheckFailed(f"the pause did not survive a new process: {said}{why_forged}")
        raise DriveError(
            f"{said}; the answers are stored and the run waits: t.resume() continues it here"
        )
    for response in responses:
        line._answered[response.request_id] = (response, leg)
    line._turns.extend(new)
    open_requests = [r for r in store.requests(ctx.run_id) if not r.resolved]
    line.ctx = restore_context(store, record, open_requests, ctx.endpoint)
    if here:
        line._turns[-1] = marked_here(line._run_leg, line.ctx, line._turns[-1], mark)
    sink.guard, sink.claimed = None, False
    turn = new[-1] = line._turns[-1]
    line._asked_at_leg_end = tuple(line.ctx.pending.values()) if turn.status == "waiting" else ()
    (LIVE.add if turn.status == "waiting" else LIVE.discard)(ctx.run_id)
    # This process goes on from the store's state, as a new one would: with an adapter built
    # again after every leg run there, waiting or not (the one from before the restart holds leg
    # 1's memory, which a later session on it would run on).
    line.adapter = _rebuilt(line.adapter, line.agent)
    # A leg the endpoint failed (or whose time ran out waiting on it) says nothing of the pause:
    # it is the eval's to judge (t.failed()), as the same leg here would be. Only the harness's
    # own record says so (the leg runner's, reported by the new process), never the leg's error
    # text: an adapter writes "model endpoint error: ..." or sleeps past its timeout itself.
    claimed = report.get("environment_failed")
    if turn.status == "failed" and claimed and await forged():
        line._fail(
            CheckFailed(
                f"the pause did not survive a new process: leg {leg}, resumed {where}, failed: "
                f"{turn.error}; the new process reported that the model endpoint failed it "
                f"({claimed}){why_forged}"
            )
        )
    elif turn.status == "failed" and (late := report.get("timed_out")):
        # The harness's record: the leg's time ran out in the adapter's own code. Whether the
        # pause survived cannot be told from that (a slow adapter and one that lost its pause
        # and waits on nothing fail alike), so it is said as it is, and never excused (drive36:
        # an honest adapter slower than its leg timeout read "the pause did not survive").
        line._fail(
            CheckFailed(
                f"leg {leg}, resumed {where} from the paused state store {store.location} "
                f"keeps, did not finish in its time: {late}, in the adapter's own code, by the "
                "harness's record (not waiting on the model); whether the pause survived the new process cannot "
                "be told from a leg that did not finish — a slow adapter fails so, and so does "
                "one that lost its pause and waits on nothing: give the line more time "
                "(Driver(..., leg_timeout_s=...), --arena-leg-timeout) and run the eval again"
            )
        )
    elif turn.status == "failed" and report.get("kind") == "died":
        # The leg is stored, but the harness's record of why it failed (a model call, its time)
        # went with the process: said as it is, and never excused.
        line._fail(
            CheckFailed(
                f"leg {leg}, resumed {where}, failed: {turn.error}; then the new process died: "
                f"{report['error']}, so the harness's record of whether a model call failed or "
                "the leg's time ran out went with it, and whether the pause survived cannot be "
                "told: check the machine's kernel log (dmesg: 'Out of memory') and run the eval "
                "again"
            )
        )
    elif turn.status == "failed" and (turn.error or "").startswith(REFUSED):
        # The harness refused what the adapter did in that leg (a tool run around its wrapper, a
        # decision the person did not give): that is why it failed, not a lost pause (drive40:
        # a booking made around the wrapper after a denial read "the pause did not survive").
        line._fail(
            CheckFailed(
                f"leg {leg}, resumed {where}, failed: {turn.error}; the harness refused what the "
                "adapter did in that leg, so it failed whatever its pause kept (the same leg in "
                "this process fails the same way)"
            )
        )
    elif turn.status == "failed" and not report.get("environment_failed"):
        line._fail(
            CheckFailed(
                f"the pause did not survive a new process: leg {leg}, resumed {where} from "
                f"the paused state store {store.location} keeps, failed: {turn.error} (the "
                "harness saw no model call fail, nor the leg's time run out waiting on one); an "
                "adapter that keeps its pause outside its session slots (a module or class "
                "attribute, a dict keyed by run id) loses it with its process: keep it in a "
                "slot made with dump= and load= (docs/drive.md, section 7)"
            )
        )
    return turn


def _child() -> None:
    """The new process: open the store, build the adapter again, continue the run, report."""
    order = json.loads(sys.stdin.read())
    out = Path(order["out"])
    report: dict[str, Any] = {"pid": os.getpid()}
    try:
        from arena.adapters import load_adapter
        from arena.adapters.base import AgentSpec
        from arena.context import ModelEndpoint
        from arena.errors import UserError
        from arena.runs.resume import SetAsideError, resume_run
        from arena.store import open_store
        from arena.types import Responder

        try:
            if (mine := schemas()) != order["schemas"]:
                raise UserError(
                    f"the new process's hitl-arena writes store schemas {mine}, the eval's "
                    f"{order['schemas']}: the code on disk changed since the eval started, and "
                    "would migrate its store under it; nothing was opened — re-run the eval"
                )
            store = open_store(order["store"], create=False)
            module = importlib.import_module(order["tools_module"])
            spec = AgentSpec.from_module(module, name=order["agent_name"])
            adapter = load_adapter(order["adapter"], spec)
            log = None
            if order.get("log"):  # a real endpoint's, kept by the eval's logging gateway
                from arena.model.remote_log import RemoteRequestLog

                host, port, key = order["log"]
                log = RemoteRequestLog(str(host), int(port), key=str(key))
            endpoint = ModelEndpoint(
                base_url=order["base_url"],
                model=order["model"],
                api_key=os.environ.get(KEY_VAR, "sk-none"),
                run_url=order["run_url"],
                request_log=log,
            )
            name, interface = order["responder"]
            result = asyncio.run(
                resume_run(
                    order["run_id"],
                    store,
                    adapter=adapter,
                    endpoint=endpoint,
                    leg_timeout_s=float(order["leg_timeout_s"]),
                    actor=Responder(name=name, interface=interface),
                )
            )
            report["status"] = result.status
            if said := result.extra.get("environment_failed"):
                # the leg runner's own record (a model call failed, or the leg's time ran out
                # waiting on one): what excuses a failed leg from the lost-pause check
                report["environment_failed"] = said
            if late := result.extra.get("timed_out"):  # its time ran out in the adapter's code
                report["timed_out"] = late
        except (UserError, SetAsideError) as exc:  # not durable, claimed elsewhere ... or the
            # leg set aside on the harness's record that the endpoint broke it (no leg stored)
            report.update(error=str(exc).splitlines()[0], kind=type(exc).__name__)
            if isinstance(exc, SetAsideError) and str(exc).startswith("the model endpoint"):
                report["endpoint_aside"] = True  # (arena.outage's words; not the store's)
    except Exception as exc:  # the adapter's build or the framework's import broke
        report.update(error=f"{type(exc).__name__}: {exc}".splitlines()[0], kind="crash")
    out.write_text(json.dumps(report))


if __name__ == "__main__":
    _child()
