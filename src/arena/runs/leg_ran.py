"""What a leg that was never recorded had already run (a Ctrl-C, a store that refused the leg).

The side-effect ledger keeps each booking as it lands, apart from the leg's own write: a leg cut
off or refused after its booking leaves the booking in the ledger and the next resume replays it
(it is not run again). Every message about such a leg names what ran, with what the tool
returned (its confirmation), so that nobody takes "not resumed" for "nothing happened" and books
by hand a second time (user tester 21).
"""

from __future__ import annotations

from collections.abc import Collection

from arena.context import RunContext
from arena.store.base import Store

#: How much of a tool's result a message quotes (a confirmation is near its start).
_QUOTED = 120


def ran(
    ctx: RunContext, clause: str, *, results: bool = False, not_run: Collection[str] = ()
) -> str:
    """``clause`` with the side effects the leg had already run (``results``: with what each
    returned), or "" when it had run none. ``not_run``: call ids the side-effect guard refused
    before the tool ran (the store down, a claim taken over): logged ``failed``, never run, and
    once said to have run and be kept in the ledger, "so the next resume … makes no new booking",
    where the next resume books it (durable40)."""
    from arena.binding import CONSEQUENTIAL, call_text

    done = [
        f"{call_text(c.tool, c.args)} {c.status}" + (f" ({_quote(c.result)})" if results else "")
        for c in ctx.tool_calls
        if c.leg == ctx.leg
        and c.tool in CONSEQUENTIAL
        and c.status in ("ok", "failed")
        and c.call_id not in not_run
    ]
    return clause.format(", ".join(done)) if done else ""


def _quote(result: str) -> str:
    said = " ".join(result.split())
    return repr(said if len(said) <= _QUOTED else said[: _QUOTED - 1] + "…")


def cut_off(ctx: RunContext, not_run: Collection[str] = ()) -> str:
    """The audit note of a claim given back with its leg cut off (a worker stopped, Ctrl-C):
    with what the leg had already run, which the side-effect ledger keeps and the next resume
    replays instead of running again."""
    return f"the resume was cut off in leg {ctx.leg}, before the leg was recorded" + ran(
        ctx,
        "; it had run {} (kept in the side-effect ledger: the next resume replays it, it does "
        "not run again)",
        not_run=not_run,
    )


def kept(ctx: RunContext, not_run: Collection[str] = ()) -> str:
    """The clause for a leg the store refused to record after it ran a side effect: the
    booking RAN, the ledger keeps it, and no second one will be made."""
    return ran(
        ctx,
        "; the leg had already run {}: that ran and is kept in the side-effect ledger, so the "
        "next resume replays it and makes no new booking (do not book it by hand)",
        results=True,
        not_run=not_run,
    )


def taken_over(store: Store, run_id: str, dead: str) -> str:
    """What a resume that took ``run_id``'s claim over from the dead resumer ``dead`` says:
    the side effects that resumer had run, reused from the ledger, not run again."""
    from arena.binding import call_text

    reused = [
        f"{call_text(e.key.tool, e.args)} {e.status}"
        + (f" ({_quote(e.result)})" if e.result else "")
        for e in store.side_effects(run_id)
        if e.owner == dead and e.status in ("ok", "failed")
    ]
    said = f"taken over from a dead resumer ({dead})"
    if reused:
        return f"{said}; {', '.join(reused)} reused from the side-effect ledger, not run again"
    return f"{said}; it had run no side effect"
