"""``arena worker``: wait for answered runs, claim one, resume it, record the leg — until stopped.

Work arrives two ways: a PostgreSQL notification naming a run that was just answered (or whose
claim was released), and a sweep of the store every ``sweep_s`` — the safety net for what no
notification announced (a worker died holding a claim that has since expired; answers stored
while this worker was disconnected). On SQLite there are no notifications; the sweep is the
only source and runs every second by default. Each sweep first records the requests past their
expiry as expired (the store's clock answers), as ``arena resume --all`` does.

Each run is checked before it is claimed (answered, audit chain intact, tools module and endpoint
allowed: :func:`arena.runs.resume.ready` and :mod:`arena.runs.allow`), so a run this worker may
not resume is never claimed and released over and over. The claim is :meth:`Store.try_claim`:
on PostgreSQL ``FOR NO KEY UPDATE SKIP LOCKED``, so two workers offered the same run do not
queue on its row — one claims it, the other moves on. The claim carries a fencing token; a
worker whose claim was taken over while it stalled is refused every side effect
(:mod:`arena.runs.guard`) and its leg is discarded.

Stopping (SIGTERM, Ctrl-C): no new claims; runs in flight get ``grace_s`` to finish their leg,
then are cancelled, which releases their claims (the run waits again with its answers). A second
stop cancels them at once; one during the warm-up ends it there, nothing claimed
(docs/operator.md, "Workers").
"""

from __future__ import annotations

import asyncio
import sys
import time
from collections.abc import Callable
from contextlib import ExitStack, suppress
from typing import TYPE_CHECKING, Any

from arena.context import ModelEndpoint
from arena.errors import ArenaError, Conflict, StoreError, StoreReadOnly, UserError
from arena.line_fold import terminal_line
from arena.reconcile import NeedsReconciliation
from arena.runs.allow import Allow, load_allow
from arena.runs.resume import check_endpoint, ready, ready_runs, rebuild_adapter, resume_run
from arena.runs.stopped import stop_asked, stops_at_once
from arena.service.worker_settings import WorkerSettings as WorkerSettings
from arena.service.worker_stats import WorkerStats as WorkerStats
from arena.service.worker_stats import summary as summary
from arena.service.worker_stats import verdict as verdict
from arena.store import Store, holder
from arena.store.base import RunRecord
from arena.store.high_water import StoreBehind
from arena.store.queue import answered_runs, any_due
from arena.store.sql import SQLStore
from arena.store.sql_home import HomeStore
from arena.types import Responder, ResumableRunner, utcnow

if TYPE_CHECKING:
    from arena.model import ScriptedModelServer

#: Who the audit trail says resumed a run.
ACTOR = Responder(name="worker", interface="system")
#: The longest a run this worker could not resume waits before it is tried again: each refusal
#: in a row doubles the wait from one sweep. Tried at every sweep (and, on PostgreSQL, at once on
#: the notification its own claim's release sent), a run whose endpoint refused the key was
#: claimed, resumed into the 401 and given back, a claim and a release in its audit trail each
#: time: 17 times in 4 s on PostgreSQL, every 2 s on SQLite, for as long as the worker ran.
HOLD_OFF_MAX_S = 300.0


def _say(text: str) -> None:
    """One line of the worker's log on stderr, folded at spaces on a terminal (its owner id and
    the stop line's counts ran to 105 columns on an 80-column one, users43); whole in a pipe or a
    file, one event a line."""
    print(terminal_line(text, f"{utcnow():%H:%M:%S} "), file=sys.stderr, flush=True)


class Worker:
    """One worker process's loop over one store (see the module docstring)."""

    def __init__(
        self,
        store: Store,
        settings: WorkerSettings,
        *,
        url: str | None = None,
        allow: Allow | None = None,
        say: Callable[[str], None] = _say,
        owner: str | None = None,
    ) -> None:
        self.store, self.settings, self.url = store, settings, url
        self.allow = allow or load_allow()
        self.say = say
        # The form arena resume's claims take (host, PID, namespace, start time, boot id), so a
        # resume on this machine tells a live worker from a dead one (arena.store.holder).
        self.owner = owner or holder.identity("worker")
        self.stats = WorkerStats()
        self.stopping = asyncio.Event()
        self._hurry = asyncio.Event()  # stop asked twice: no grace
        #: Why the store cannot serve this worker at all (read-only): it stopped on it.
        self.unusable: str | None = None
        self._queue: asyncio.Queue[str] = asyncio.Queue()
        self._queued: set[str] = set()
        self._held_off: dict[str, float] = {}  # run id -> monotonic time to retry it after
        self._holds: dict[str, float] = {}  # run id -> its last wait (HOLD_OFF_MAX_S)
        self._clock: Callable[[], float] = time.monotonic
        self._adapters: dict[tuple[str, str, str], ResumableRunner] = {}
        self._scripted: ScriptedModelServer | None = None
        self._stack = ExitStack()
        self._reached: set[str] = set()
        self._refused: set[str] = set()  # counted by stats.refused
        self._told: dict[str, str] = {}  # run id -> why it was last said not resumed

    @property
    def sweep_s(self) -> float:
        if self.settings.sweep_s is not None:
            return self.settings.sweep_s
        return 30.0 if self.url else 1.0

    def stop(self) -> None:
        """Ask the loop to stop: no new claims; runs in flight finish (see ``grace_s``). Asked
        again (a second Ctrl-C), the runs in flight are cancelled now, which gives them back: a
        second Ctrl-C waited out the grace period, the leg timeout, 60 s (users tester 33)."""
        if not self.stopping.is_set():
            self.say("stopping: no new claims; runs in flight finish their leg")
        elif not self._hurry.is_set():
            self.say("stopping now: runs in flight are given back; they wait with their answers")
            self._hurry.set()
        self.stopping.set()

    def offer(self, run_id: str) -> None:
        """Queue ``run_id`` unless it is queued, or held off (a notification too: a run's own
        release announces it, and the run came straight back: :data:`HOLD_OFF_MAX_S`)."""
        if self._held_off.get(run_id, 0.0) > self._clock():
            return  # a sweep offers it once its wait is over
        if run_id not in self._queued and not self.stopping.is_set():
            self._queued.add(run_id)
            self._queue.put_nowait(run_id)

    def _ready(self) -> list[str]:
        """The runs the store says are ready (or whose claim expired)."""
        if isinstance(self.store, SQLStore):  # one query, not one per waiting run
            return answered_runs(self.store)
        return ready_runs(self.store)

    def _observe(self) -> None:
        """The store's latest act recorded on this machine, whoever took it: a backup restored
        from before another machine's booking is then refused here too (durable39). A store
        behind this machine's record is said by the next claim, which stops the worker."""
        if isinstance(self.store, HomeStore):
            with suppress(StoreBehind):
                self.store.observe()

    def sweep(self) -> None:
        """Record the expiries due, then offer every run the store says is ready (or whose
        claim expired)."""
        try:
            self._observe()
            self._expire_due()
            found = self._ready()
        except StoreError as exc:
            self.say(f"sweep skipped: {exc}")
            return
        for run_id in found:
            self.offer(run_id)

    def _expire_due(self) -> None:
        """Record each request past its expiry by the store's clock as expired, as ``arena
        resume --all`` does before it resumes (:meth:`Store.expire_due`: one writer, under the
        run's lock, so an answer in flight stands and a run closed meanwhile gets none); their
        runs are then ready and resumed with the clock's answer. Workers recorded none: a run
        whose only request lapsed waited for an ``arena sweep`` no one ran, one with a batch
        answered in part and the rest lapsed was passed over at every sweep (durable46)."""
        try:
            if isinstance(self.store, SQLStore) and not any_due(self.store):
                return  # a read: the write lock only when something is due
            expired = self.store.expire_due()
        except (StoreBehind, StoreReadOnly) as exc:  # every claim would be refused too: stop
            if not self.stopping.is_set():
                self.unusable = str(exc)
                self.stopping.set()
            return
        except (UserError, StoreError) as exc:  # a copy or a moved store; a lock: said once
            if self._told.get("") != str(exc):
                self._told[""] = str(exc)
                self.say(f"expiries not recorded: {exc}")
            return
        for request_id in expired:
            self.say(f"{request_id}: expired (nobody decided in time); its run is resumed")

    async def serve(self) -> WorkerStats:
        """Run until stopped (or, with ``once``, until what was ready is done)."""
        with self._stack:
            if not self.warm_up():
                return self.stats
            self.say(
                f"ready: {'notified by the store' if self.url else f'polling every {self.sweep_s:g}s'}"
                f", up to {self.settings.concurrency} at once"
            )
            self.sweep()
            if self.settings.once:
                await self._drain_until_stopped()
                return self.stats
            tasks = [asyncio.create_task(self._consume()) for _ in range(self.settings.concurrency)]
            tasks.append(asyncio.create_task(self._sweeper()))
            if self.url:
                from arena.service.listen import listen

                tasks.append(
                    asyncio.create_task(
                        listen(
                            self.url,
                            on_run=self.offer,
                            on_connect=self.sweep,
                            stop=self.stopping,
                            say=self.say,
                        )
                    )
                )
            await self.stopping.wait()
            await self._finish(tasks)
        return self.stats

    def warm_up(self) -> bool:
        """Build the adapters of the runs waiting now (importing their frameworks: seconds) and
        start the scripted model if they use it, so the first answer does not wait for that;
        with ``once``, of the runs ready now only.

        False: a Ctrl-C or SIGTERM came while the frameworks loaded, and stopped it at once. The
        loop's own handlers run only between awaits, after the warm-up: the worker went on for
        5-10 s, then said 'ready' and 'stopping' (users tester 33). Nothing is claimed then."""
        try:
            waiting = self.store.runs(status="waiting", limit=500)
            if self.settings.once:  # only what it will resume: none ready, nothing to import
                ready_now = set(self._ready())  # (5 s for nothing: users tester 33)
                waiting = [r for r in waiting if r.id in ready_now]
        except StoreError:
            return True
        try:
            with stops_at_once():
                for record in waiting:
                    try:
                        self._adapter(record)
                    except UserError:
                        continue  # reported when the run is answered
        except BaseException as exc:
            if not stop_asked(exc):
                raise
            # The signal reaches the loop's handler too (its wakeup fd) once it runs again: with
            # the stop set, that read as a second one ('stopping now: runs in flight are given
            # back', none in flight). Nothing is in flight, so the stop is already the hurried one.
            self.stopping.set()
            self._hurry.set()
            self.say("stopped during warm-up; no run claimed, answered runs wait for a worker")
            return False
        scripted = next((r for r in waiting if r.origin.endpoint.scripted), None)
        if scripted is not None:
            self._endpoint(scripted)
        return True

    async def _drain(self) -> None:
        async def one_by_one() -> None:
            while not self._queue.empty():
                await self._take(self._queue.get_nowait())

        await asyncio.gather(*(one_by_one() for _ in range(self.settings.concurrency)))

    async def _drain_until_stopped(self) -> None:
        """``--once``, stopped as the loop is (:meth:`_finish`): a second Ctrl-C did nothing,
        the leg ran on to its timeout, and a worker killed then left its claim (durable45)."""
        drain = asyncio.ensure_future(self._drain())
        stop = asyncio.ensure_future(self.stopping.wait())
        await asyncio.wait({drain, stop}, return_when=asyncio.FIRST_COMPLETED)
        stop.cancel()
        await self._finish([drain])
        if not drain.cancelled():
            drain.result()  # what it raised, as before

    async def _finish(self, tasks: list[asyncio.Task[None]]) -> None:
        """Let legs in flight end within the grace period, or until a stop is asked again;
        cancelling the rest releases them."""
        hurry = asyncio.ensure_future(self._hurry.wait())
        late: set[asyncio.Future[Any]] = set(tasks)
        deadline = time.monotonic() + self.settings.grace_s
        while late and not hurry.done() and (left := deadline - time.monotonic()) > 0:
            _, late = await asyncio.wait(
                {*late, hurry}, timeout=left, return_when=asyncio.FIRST_COMPLETED
            )
            late.discard(hurry)
        hurry.cancel()
        for task in late:
            task.cancel()
        if late:
            await asyncio.gather(*late, return_exceptions=True)

    async def _sweeper(self) -> None:
        while not self.stopping.is_set():
            try:
                await asyncio.wait_for(self.stopping.wait(), self.sweep_s)
            except TimeoutError:
                self.sweep()

    async def _consume(self) -> None:
        while not self.stopping.is_set():
            getter = asyncio.ensure_future(self._queue.get())
            stopper = asyncio.ensure_future(self.stopping.wait())
            done, _ = await asyncio.wait({getter, stopper}, return_when=asyncio.FIRST_COMPLETED)
            if getter not in done:
                getter.cancel()
                stopper.cancel()
                return
            stopper.cancel()
            await self._take(getter.result())

    async def _take(self, run_id: str) -> None:
        self._queued.discard(run_id)
        if self.stopping.is_set():
            # A stop asked before the claim: a Ctrl-C during warm-up reached the loop only after
            # it, and the worker said 'stopping: no new claims' and then resumed a run (users32)
            return
        try:
            claim = self._claim(run_id)
        except NeedsReconciliation as exc:  # a side effect ran unrecorded: a person decides
            self._refuse(run_id)
            self._not_resumed(run_id, f", held for a person: {exc}")
            return
        except Conflict:  # over, claimed by another worker, nothing open: not ours to do
            return
        except StoreBehind as exc:
            # A backup restored under the worker: every claim is refused the same way until a
            # person has looked, said once, the worker stops (not a line a run a sweep).
            if not self.stopping.is_set():
                self.unusable = str(exc)
                self.stopping.set()
            return
        except UserError as exc:  # not allowed, not durable, audit broken, endpoint down...
            if "still waits for an answer" in str(exc):
                return  # the next answer announces it again
            self._hold_off(run_id)
            self._refuse(run_id)
            self._not_resumed(run_id, f": {exc}")
            return
        except StoreReadOnly as exc:
            # Every claim would fail the same way: said once, the worker stops (it said so
            # every second until stopped: users tester 33)
            if not self.stopping.is_set():
                self.unusable = str(exc)
                self.stopping.set()
            return
        except StoreError as exc:
            self.say(f"{run_id}: not claimed, the store failed: {exc}")
            return
        if claim is not None:  # None: another worker has it
            await self._resume(claim)

    def _claim(self, run_id: str) -> RunRecord | None:
        """Check everything a resume needs (nothing written), then claim; None: someone else has it."""
        record = ready(self.store, run_id).record
        self._adapter(record)  # the allow-list decides before the claim
        if not record.origin.endpoint.scripted:
            check_endpoint(record, reached=self._reached, allow=self.allow)
        return self.store.try_claim(run_id, self.owner, ttl_s=self.settings.ttl_s, actor=ACTOR)

    def _adapter(self, record: RunRecord) -> ResumableRunner:
        origin = record.origin
        key = (origin.adapter, origin.tools_module, origin.arena)
        if key not in self._adapters:
            self._adapters[key] = rebuild_adapter(origin, self.allow)
        return self._adapters[key]

    def _endpoint(self, record: RunRecord) -> ModelEndpoint | None:
        """The worker's own scripted model for scripted runs (started once); None: the run's
        configured endpoint (arena.runs.allow), which resume_run looks up itself."""
        spec = record.origin.endpoint
        if not spec.scripted:
            return None
        if not self._scripted:
            from arena.model import ScriptedModelServer
            from arena.model.latency import Latency

            ms = self.settings.scripted_latency_ms
            latency = Latency.fixed(ms) if ms else None
            self._scripted = self._stack.enter_context(ScriptedModelServer(latency=latency))
        # With its log, as under arena resume: the resumed leg's calls are the checks' witness.
        server = self._scripted
        return ModelEndpoint(
            base_url=server.base_url, model=spec.model, request_log=server.request_log
        )

    async def _resume(self, claim: RunRecord) -> None:
        run_id = claim.id
        clock = time.perf_counter()
        try:
            result = await resume_run(
                run_id,
                self.store,
                adapter=self._adapter(claim),
                endpoint=self._endpoint(claim),
                leg_timeout_s=self.settings.leg_timeout_s,
                actor=ACTOR,
                owner=self.owner,
                claim_ttl_s=self.settings.ttl_s,
                allow=self.allow,
                claim=claim,
            )
        except asyncio.CancelledError:  # the stop gave it back (its claim released)
            self.stats.given_back += 1
            raise
        except ArenaError as exc:
            self._release(run_id, f"the worker could not resume it: {exc}")
            self._hold_off(run_id)
            self._refuse(run_id)
            self._not_resumed(run_id, f": {exc}")
            return
        self.stats.resumed += 1
        self._refuse(run_id, resumed=True)
        try:
            status = self.store.run(run_id).status
        except StoreError:
            status = "unknown (the store failed)"  # type: ignore[assignment]
        if status == "completed":
            self.stats.completed += 1
            self.stats.passed += result.passed
        elif status == "failed":
            self.stats.failed += 1
        since = self._since_answer(run_id)
        if since is not None and status in ("completed", "failed", "waiting"):
            self.stats.latencies_s.append(since)
        after = f", {since:.2f}s after the answer" if since is not None else ""
        problem = f": {result.trace.error}" if result.trace.error else ""
        self.say(
            f"{run_id} ({claim.adapter}): {status} after leg {len(result.trace.legs)}"
            f"{verdict(result) if status in ('completed', 'failed') else ''}, "
            f"{time.perf_counter() - clock:.2f}s{after}{problem}"
        )

    def _not_resumed(self, run_id: str, why: str) -> None:
        """Say ``run_id`` was not resumed and why, once while the why stays the same: the same
        line came every sweep, each second, for every run refused (a run's endpoint missing from
        allow.yaml: two runs, 120 lines a minute, users38); it is tried again all the same."""
        if self._told.get(run_id) != why:
            self._told[run_id] = why
            self.say(f"{run_id}: not resumed{why}")

    def _hold_off(self, run_id: str) -> None:
        """Try ``run_id`` again only after a wait: one sweep, twice the last one after each
        refusal in a row, at most :data:`HOLD_OFF_MAX_S`."""
        last = self._holds.get(run_id)
        wait = min(HOLD_OFF_MAX_S, self.sweep_s if last is None else max(last * 2, self.sweep_s))
        self._holds[run_id] = wait
        self._held_off[run_id] = self._clock() + wait

    def _refuse(self, run_id: str, *, resumed: bool = False) -> None:
        """Count ``run_id`` as not resumed (or, ``resumed``, no longer: its waits start over)."""
        if resumed:
            self._holds.pop(run_id, None)
            self._held_off.pop(run_id, None)
            self._told.pop(run_id, None)
            self._refused.discard(run_id)
        else:
            self._refused.add(run_id)
        self.stats.refused = len(self._refused)

    def _release(self, run_id: str, note: str) -> None:
        try:
            self.store.release(run_id, self.owner, actor=ACTOR, note=note)
        except StoreError as exc:  # the claim expires by itself
            self.say(f"{run_id}: could not release the claim ({exc}); it expires by itself")

    def _since_answer(self, run_id: str) -> float | None:
        try:
            answered = [r.response.at for r in self.store.requests(run_id) if r.response]
        except StoreError:
            return None
        if not answered:
            return None
        return (utcnow() - max(answered)).total_seconds()


__all__ = ["ACTOR", "Worker", "WorkerSettings", "WorkerStats", "summary", "verdict"]
