"""Stopping ``arena run --workers N``'s worker processes (:mod:`arena.parallel`).

The parent stops its workers on Ctrl-C, a dead worker or the end of the runs: each is waited for
until it holds no run (its own event) or exits, and killed only past :data:`GIVE_BACK_S`, or at
a second Ctrl-C. Kept apart from the dealing of the runs so what a stop leaves reads in one place.

A killed worker leaves the runs it held claimed (``resuming``) under a process that is gone,
said nowhere: a worker killed past :data:`GIVE_BACK_S` has its runs released here by the parent
(the run waits again with its answers, ``run.released`` by ``arena run`` naming the process and
why), a second Ctrl-C's only named (no store write when the person wants out at once); each time
one line on stderr names the runs and what became of them (durable46).
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from arena.errors import StoreError
from arena.line_fold import terminal_line
from arena.store import holder
from arena.types import Responder

if TYPE_CHECKING:
    from multiprocessing.synchronize import Event as Over

    from arena.store.base import Store

#: How long the parent waits for any word from a worker before checking that all still live.
POLL_S = 1.0

#: The longest the parent waits for a stopped worker to give back its runs: a few store writes
#: each, so only a worker stuck in code that ignores its cancellation reaches it.
GIVE_BACK_S = 300.0


#: Who gives back a killed worker's runs, in their audit trails.
PARENT = Responder(name="arena run", interface="system")


def _say(text: str) -> None:
    print(terminal_line(text, "warning: "), file=sys.stderr, flush=True)


def stop_workers(
    procs: Sequence[Any],
    over: Sequence[Over],
    *,
    store: Store | None = None,
    say: Callable[[str], None] = _say,
    interrupted: bool = False,
) -> None:
    """Wait for each started worker to hold no run (its ``over`` event, or its exit), then for
    its exit, killing one that does not follow. The parent gave each 5 s from the SIGTERM, then
    killed it: under load a worker still giving back its runs was killed mid-way, and they
    stayed claimed, ``resuming`` under a dead process, for the claim's whole TTL (the likeliest
    flake of test_ctrl_c_store[workers], durable45). A second Ctrl-C kills them at once. What a
    killed worker held in ``store`` is released or named (:func:`given_back_for`).
    ``interrupted`` (a Ctrl-C stopped them): one line says what is waited for and that a
    second Ctrl-C kills them, said before the wait begins (the stop was silent for up to
    :data:`GIVE_BACK_S`; durable47)."""
    started = [(p, e) for p, e in zip(procs, over, strict=True) if p.pid is not None]
    killed: dict[int, str] = {}  # pid -> why
    try:
        if interrupted and (busy := [p for p, e in started if p.is_alive() and not e.is_set()]):
            say(
                f"stopping: waiting for {len(busy)} worker process(es) to give back their runs "
                "(press Ctrl-C again to kill them now)"
            )
        for proc, done in started:
            for _ in range(int(GIVE_BACK_S / POLL_S)):
                if done.wait(POLL_S) or not proc.is_alive():
                    break
            proc.join(timeout=5)  # it holds no run now: only its exit is waited for
    except KeyboardInterrupt:
        for proc, _ in started:
            if proc.is_alive():
                killed[proc.pid] = "a second Ctrl-C"
            proc.kill()
        raise
    finally:
        for proc, _ in started:
            if proc.is_alive():
                killed.setdefault(
                    proc.pid, f"it had not given back its runs {GIVE_BACK_S:g} s after the stop"
                )
                proc.kill()
            proc.join()
        if killed and store is not None:
            given_back_for(store, killed, release="a second Ctrl-C" not in killed.values(), say=say)


def given_back_for(
    store: Store, killed: dict[int, str], *, release: bool, say: Callable[[str], None] = _say
) -> list[str]:
    """The runs the killed worker processes ``killed`` (pid -> why) still hold in ``store``,
    each released by :data:`PARENT` where ``release`` (it waits again with its answers), and
    said in one line per process; returns the runs released. Only a claim whose owner is one of
    those processes, and known gone (:func:`arena.store.holder.exited`), is touched."""
    try:
        held = store.runs(status="resuming")
    except StoreError as exc:
        say(f"killed worker process(es) {', '.join(map(str, killed))}: their runs could not be "
            f"read ({exc}); arena resume --all takes over any they still hold")  # fmt: skip
        return []
    by_pid: dict[int, list[tuple[str, str]]] = {}
    for record in held:
        who = holder.parse(record.claim_owner)
        if who is None or who.pid not in killed or not holder.exited(record.claim_owner):
            continue
        by_pid.setdefault(who.pid, []).append((record.id, str(record.claim_owner)))
    released: list[str] = []
    for pid, runs in by_pid.items():
        why, done, kept = killed[pid], [], []
        for run_id, owner in runs:
            if not release:
                kept.append(run_id)
                continue
            note = (
                f"its worker process {pid} was killed ({why}) holding it: released by the "
                "parent; the run waits with its answers"
            )
            try:
                store.release(run_id, owner, actor=PARENT, note=note)
                done.append(run_id)
            except StoreError:
                kept.append(run_id)
        released += done
        line = f"worker process {pid} was killed ({why}) holding {len(runs)} run(s)"
        if done:
            line += f"; released {', '.join(done)}: they wait with their answers"
        if kept:
            line += (
                f"; still claimed by it: {', '.join(kept)} (arena resume --all takes them "
                "over: their process has exited)"
            )
        say(line)
    return released


__all__ = ["GIVE_BACK_S", "PARENT", "POLL_S", "given_back_for", "stop_workers"]
