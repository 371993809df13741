"""One phase of the durable_state arena, in a process of its own: ``python -m arena.durable_state.child JOB``.

:mod:`arena.durable_state.orchestrate` writes a job file and starts this module in a fresh process per
phase. The process knows the job and the stores named in it, nothing else — no memory of the
processes before it. Phases:

- ``first_legs`` — build the adapter and run every item's first leg into each store; nobody
  answers, so each run is left waiting (``arena run --human`` does the same);
- ``answer`` — answer every open request with its item's ``resume_with``, through
  :func:`arena.operator.answer`: exactly what ``arena approve`` / ``arena deny`` write;
- ``reconcile`` — the operator settles each run held for reconciliation from the executions the
  parent read in the phases' journals (:func:`arena.durable_state.verdict.reconcile_held`);
  like ``answer``, it loads no adapter;
- ``resume`` — :func:`arena.runs.resume_many` on each store (``arena resume --all``), after
  waiting for the claims of a dead resumer to expire when asked to; with a private ``HOME`` and
  ``TMPDIR``, noting every file an earlier phase wrote that it reads besides the store
  (:mod:`arena.readwatch`).

The result goes to ``job["out"]`` as JSON. A phase with a ``kill`` dies at its crash point
(:mod:`arena.durable_state.crash`) and leaves only its note.
"""

from __future__ import annotations

import asyncio
import json
import os
import sys
import time
import traceback
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from arena.adapters.base import Adapter
from arena.durable_state.crash import Hook, Kill
from arena.errors import ArenaError
from arena.store import SQLiteStore, Store
from arena.types import Responder, utcnow

#: Who the phases are, in the audit trail.
ANSWERER = "durable_state"


def _stores(job: Mapping[str, Any], *, create: bool) -> dict[str, Store]:
    return {
        name: SQLiteStore(path, create=create, timeout_s=30) for name, path in job["stores"].items()
    }


def _per_store(job: Mapping[str, Any], stores: Mapping[str, Store]) -> int:
    """Runs in flight per store, so the whole process keeps to the job's ``concurrency``."""
    return max(1, int(job["concurrency"]) // max(1, len(stores)))


def _hook(job: Mapping[str, Any], stores: Mapping[str, Store]) -> Hook | None:
    """Arm the job's kill, if any, on the store it names."""
    spec = job.get("kill")
    if not spec:
        return None
    from arena.runs.recorder import OWNER

    hook = Hook(kill=Kill.from_json(spec), note=Path(job["note"]), owner=OWNER)
    hook.arm(stores[spec["store"]])
    return hook


def _adapter_info(adapter: Adapter) -> dict[str, str]:
    try:
        version = adapter.framework_version
    except Exception as exc:  # a framework that cannot say its version must not stop the run
        version = f"unknown ({type(exc).__name__})"
    return {
        "mechanism": adapter.traits.mechanism,
        "version": version,
        "pause_kind": adapter.traits.pause_kind,
    }


def _chosen(arena: Any, job: Mapping[str, Any]) -> Any:
    """The arena with the items ``arena run --item`` chose (the job's ids, matched exactly): the
    phase loads the arena from its folder, and ran every item of it while the parent counted
    and scored the chosen ones only."""
    import dataclasses

    ids = job.get("items")
    if ids is None:
        return arena
    chosen = set(ids)
    return dataclasses.replace(arena, items=tuple(i for i in arena.items if i.id in chosen))


def first_legs(job: Mapping[str, Any]) -> dict[str, Any]:
    from arena.adapters import AgentSpec, load_adapter
    from arena.arenas import load_arena
    from arena.endpoints import ModelChoice
    from arena.evaluate import check_spec
    from arena.model.run_behaviour import hidden
    from arena.runner import human_answerer, run_many
    from arena.runs.recorder import recording
    from arena.settings import RunSettings

    arena = _chosen(load_arena(job["arena"], scripted=not job["endpoint"].get("model_url")), job)
    adapter = load_adapter(job["adapter"], AgentSpec.from_module(arena.tools(), name=arena.name))
    stores = _stores(job, create=True)
    hook = _hook(job, stores)
    info = _adapter_info(adapter)
    if hook is not None:
        hook.facts["adapter"] = info
    settings = RunSettings(
        concurrency=_per_store(job, stores),
        leg_timeout_s=float(job["leg_timeout_s"]),
        actor=Responder(name=f"{ANSWERER} first legs", interface="scripted"),
    )

    async def all_stores() -> list[list[Any]]:
        return await asyncio.gather(
            *(
                run_many(
                    [(adapter, item) for item in arena.items],
                    endpoint,
                    settings=settings,
                    arena=arena.name,
                    spec=check_spec(arena),
                    answerer_for=lambda item: human_answerer,
                    record=recording(store, tools_module=arena.tools_module),
                )
                for store in stores.values()
            )
        )

    with ModelChoice(**job["endpoint"]).open() as opened:
        # Called by the ordinary run's name, the behaviour played on each run's route: the
        # adapter cannot tell which one it is tested with (arena.model.run_behaviour).
        endpoint = hidden(opened)
        batches = asyncio.run(all_stores())
    runs = {
        name: [
            {"run_id": r.run_id, "item": r.item.id, "status": r.status, "error": _error(r)}
            for r in results
        ]
        for name, results in zip(stores, batches, strict=True)
    }
    if hook is not None:
        hook.facts["runs"] = runs
        hook.die("the phase ended before every run reached the crash point")
    return {"adapter": info, "runs": runs}


def _error(result: Any) -> str | None:
    trace = result.trace
    return trace.error or next((t.error for t in trace.legs if t.error), None)


def answer(job: Mapping[str, Any]) -> dict[str, Any]:
    """The scripted person's phase: it loads no adapter, so it is no process that hosts agents,
    though ``arena run`` (which loaded a user's ``module:factory`` to check it) marked the
    environment it was started with (arena.hosting): without this its answers were refused."""
    from arena.decisions import reads_as_approval
    from arena.hosting import ENV
    from arena.item_answers import edit_fields
    from arena.operator import answer as write_answer

    os.environ.pop(ENV, None)

    out: dict[str, Any] = {}
    for name, store in _stores(job, create=False).items():
        answered: list[dict[str, str]] = []
        skipped: list[dict[str, str]] = []
        for run in store.runs(status="waiting"):
            item = run.origin.item
            choice = item.resume_with[0] if item.resume_with else ""
            open_ids = [q.id for q in store.requests(run.id) if q.response is None]
            edits = edit_fields(choice)  # approved as edited (red team 42: none was)
            # the person's words, as `arena reply` stores them (evals43: skipped, left waiting)
            text = choice[len("text:") :] if choice.startswith("text:") else None
            if choice not in ("approve", "deny") and edits is None and text is None:
                skipped.append({"run_id": run.id, "why": f"resume_with {choice!r}"})
                continue
            note = "durable_state: denied" if choice == "deny" else "durable_state: approved"
            note = "durable_state: answered in words" if text is not None else note
            # Stored even where it can never reach the agent: that is the lost decision the
            # arena counts (the operator's commands refuse such an answer instead).
            for record in write_answer(
                store,
                open_ids,
                choice,
                name=ANSWERER,
                role="scripted human",
                note=note,
                refuse_lost=False,
                edits=edits,
                text=text,
            ):
                # an edit approves, and so do words that read as a go-ahead (as the harness
                # binds them): the crash points count them with the approvals
                option = choice if edits is None else "approve"
                if text is not None:
                    option = "approve" if reads_as_approval(text, record.request) else "text"
                answered.append({"run_id": run.id, "request_id": record.id, "option": option})
        out[name] = {"answered": answered, "skipped": skipped}
        store.close()
    return out


def reconcile(job: Mapping[str, Any]) -> dict[str, Any]:
    """The operator's phase: as :func:`answer`, it loads no adapter, so it is no process that
    hosts agents and the mark ``arena run`` left in its environment comes off. The parent, which
    built a user's adapter to check it, may reconcile nothing (:func:`arena.hosting.check_reconcile`)."""
    from arena.durable_state.verdict import reconcile_held
    from arena.hosting import ENV

    os.environ.pop(ENV, None)
    out: dict[str, Any] = {}
    for name, store in _stores(job, create=False).items():
        out[name] = {"settled": reconcile_held(store, job.get("executions") or [])}
        store.close()
    return out


def _await_claims(stores: Mapping[str, Store]) -> float:
    """Sleep until no claim in ``stores`` is still alive (a dead resumer's); returns the wait."""
    ends = [
        r.claim_expires_at
        for store in stores.values()
        for r in store.runs(status="resuming")
        if r.claim_expires_at is not None
    ]
    if not ends:
        return 0.0
    wait = (max(ends) - utcnow()).total_seconds() + 0.05
    if wait > 0:
        time.sleep(wait)
    return max(wait, 0.0)


@contextmanager
def _resume_endpoint(job: Mapping[str, Any]) -> Iterator[Any]:
    """One scripted server for every store (the runs' recorded model), opened as the first legs
    open it: each run on a route of its own whose requests the server logs, the behaviour
    played there. A real URL as recorded.

    The resumer's server had no per-run log, so the resumed leg — the one that books and
    reports — reached the checks with "model log: nothing recorded for leg 2": a final message
    the adapter wrote itself after the restart passed ``reported_booking`` (session 27)."""
    spec = job["endpoint"]
    if spec.get("model_url"):
        yield None
        return
    from arena.endpoints import ModelChoice
    from arena.model.run_behaviour import hidden

    with ModelChoice(**spec).open() as opened:
        yield hidden(opened)


def _watch_reads(job: Mapping[str, Any]) -> None:
    """Note what this resumer reads besides the store (:mod:`arena.readwatch`)."""
    spec = job.get("reads")
    if not spec:
        return
    from arena import readwatch, statedir

    allowed = (*spec.get("allowed", ()), *readwatch.store_files(job["stores"].values()))
    readwatch.watch(
        readwatch.Watch.from_json(
            {**spec, "allowed": allowed, "state_dir": os.path.realpath(statedir.state_dir())}
        )
    )


def resume(job: Mapping[str, Any]) -> dict[str, Any]:
    from arena.runs import resume_many

    _watch_reads(job)
    stores = _stores(job, create=False)
    hook = _hook(job, stores)
    waited = _await_claims(stores) if job.get("await_claims") else 0.0
    ttl = job.get("claim_ttl_s")
    actor = Responder(name=f"{ANSWERER} resume", interface="scripted")
    with _resume_endpoint(job) as endpoint:

        async def all_stores() -> list[Any]:
            return await asyncio.gather(
                *(
                    resume_many(
                        store,
                        concurrency=_per_store(job, stores),
                        endpoint=endpoint,
                        leg_timeout_s=float(job["leg_timeout_s"]),
                        actor=actor,
                        claim_ttl_s=float(ttl) if ttl is not None else None,
                        api_key_env=job["endpoint"].get("api_key_env"),
                    )
                    for store in stores.values()
                )
            )

        batches = asyncio.run(all_stores())
    outcomes = {
        name: [
            {
                "run_id": o.run_id,
                "error": o.error,
                "status": o.result.status if o.result else None,
            }
            for o in batch
        ]
        for name, batch in zip(stores, batches, strict=True)
    }
    if hook is not None:
        hook.facts["outcomes"] = outcomes
        hook.die("the phase ended before every run reached the crash point")
    return {"outcomes": outcomes, "waited_s": round(waited, 3)}


#: The longest the restart probe's resumer waits for a request left to lapse to fall due.
LAPSE_WAIT_S = 60.0


def lapse(job: Mapping[str, Any]) -> dict[str, Any]:
    """The restart probe's lapsed run: the requests of each waiting run whose item answers
    nothing, waited out by the store's clock and recorded expired as ``arena sweep`` records
    them (:meth:`~arena.store.base.Store.expire_due`)."""
    out: dict[str, Any] = {}
    for name, store in _stores(job, create=False).items():
        due = [
            q.request.expires_at
            for run in store.runs(status="waiting")
            if not run.origin.item.resume_with
            for q in store.requests(run.id)
            if q.response is None and q.request.expires_at is not None
        ]
        expired: list[str] = []
        if due:
            wait = (max(due) - store.now()).total_seconds()
            time.sleep(min(max(wait, 0.0) + 0.01, LAPSE_WAIT_S))
            expired = store.expire_due()
        out[name] = {"expired": expired}
        store.close()
    return out


def answer_resume(job: Mapping[str, Any]) -> dict[str, Any]:
    """``arena matrix``'s restart probe (:mod:`arena.restart_probe`): the pauses answered
    (approved, denied, or with ``lapse`` left to expire), then resumed, by one fresh process.
    The answers are written before this process loads any adapter (a process that hosts one
    may record no person's decision: :mod:`arena.hosting`)."""
    answered = answer(job)
    lapsed = lapse(job) if job.get("lapse") else {}
    return {"answered": answered, "lapsed": lapsed, **resume(job)}


PHASES = {
    "first_legs": first_legs,
    "answer": answer,
    "reconcile": reconcile,
    "resume": resume,
    "answer_resume": answer_resume,
    "lapse": lapse,
}


def main(argv: list[str]) -> int:
    job = json.loads(Path(argv[1]).read_text(encoding="utf-8"))
    out = Path(job["out"])
    try:
        result = PHASES[job["phase"]](job)
    except ArenaError as exc:
        out.write_text(json.dumps({"error": str(exc)}), encoding="utf-8")
        from arena.display import inert
        from arena.line_fold import error_line  # the CLI's line, folded on a terminal

        print(error_line(inert(exc)), file=sys.stderr)
        return 2
    except Exception as exc:
        traceback.print_exc()
        out.write_text(json.dumps({"error": f"{type(exc).__name__}: {exc}"}), encoding="utf-8")
        return 1
    out.write_text(json.dumps(result), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
