"""What ``arena resume`` prints after its legs, and the exit status it owes the operator.

The table of outcomes, then (``--all``) every run this resume left alone that still waits on
someone: another process's claim (whose process is running, has exited, or cannot be told), or
a person's reconciliation — never a bare "nothing to resume" while a run is stuck. The exit
status says what ``arena run`` says for the same runs: a run resumed to its end whose checks
failed is a failure (1), as is a run that could not be continued; a run that waits again for a
person is not.
"""

from __future__ import annotations

from collections.abc import Sequence

import click
import msgspec

from arena.cli import render
from arena.cli.console import Console, wrap
from arena.cli.options import echo_json
from arena.cli.store_file import read_in
from arena.operator import outcome_view
from arena.reconcile import command, held_message
from arena.runs.resume import ResumeOutcome
from arena.store.base import Store
from arena.types import utcnow
from arena.views import OutcomeView

#: Exit statuses of ``arena resume`` (docs/operator.md, "Exit codes and outcomes").
EXIT_FAILED = 1
EXIT_WAIT_FOR_CLAIM = 3
EXIT_INTERRUPTED = 130


def held_for_reconciliation(
    store: Store, outcomes: Sequence[ResumeOutcome], flag: str = ""
) -> list[ResumeOutcome]:
    """``resume --all``: runs held for reconciliation that this resume did not meet itself (it
    lists only runs waiting with their answers), each as a run not continued, naming the
    ``arena reconcile`` command that lets it go on — they were left out, and the command said
    "nothing to resume" and exited 0 while they waited for a person."""
    seen = {o.run_id for o in outcomes}
    return [
        ResumeOutcome(run_id=r.id, error=f"{held_message(r)}{flag}", user_error=False)
        for r in reversed(store.runs(status="needs_reconciliation"))
        if r.id not in seen
    ]


def to_reconcile(store: Store, outcomes: Sequence[ResumeOutcome]) -> list[str]:
    """The runs among ``outcomes`` not continued because they wait for ``arena reconcile``."""
    held = {r.id for r in store.runs(status="needs_reconciliation")}
    return [o.run_id for o in outcomes if o.result is None and o.run_id in held]


def failed(outcome: ResumeOutcome) -> bool:
    """Not continued (other than by another resumer), failed, or completed with a check failed.
    A run that waits again for a person has not failed (``arena run --human`` counts it so)."""
    if outcome.result is None:
        return bool(outcome.error) and not outcome.elsewhere
    result = outcome.result
    return result.status == "failed" or (result.status == "completed" and not result.passed)


def _stopped_by(text: str) -> str:
    """``text`` (words naming Ctrl-C) as a SIGTERM's stop is said (docs/operator.md): a
    ``timeout``'s or ``kill``'s resume read 'interrupted (Ctrl-C)' on every line but the CLI's
    own (users36)."""
    from arena.cli import exiting

    if not exiting.terminated():
        return text
    if text == "Ctrl-C":
        return "SIGTERM"
    return text.replace("interrupted (Ctrl-C)", "interrupted (SIGTERM, taken as Ctrl-C)")


def _as_signalled(outcome: ResumeOutcome) -> ResumeOutcome:
    """A run the stop gave back, its line naming the signal that stopped it (runs.stopped says
    Ctrl-C, which a SIGTERM is taken as)."""
    if outcome.elsewhere != "interrupted" or not outcome.error:
        return outcome
    return msgspec.structs.replace(outcome, error=_stopped_by(outcome.error))


def exit_code(outcomes: Sequence[ResumeOutcome], waits: int) -> int:
    """130 when Ctrl-C stopped runs; else 1 when a run failed (:func:`failed`); else 3 when
    ``waits`` runs are held by a claim no process is known to continue; else 0."""
    if any(o.elsewhere == "interrupted" for o in outcomes):
        return EXIT_INTERRUPTED
    if any(failed(o) for o in outcomes):
        return EXIT_FAILED
    own = any(o.elsewhere == "own" for o in outcomes)
    return EXIT_WAIT_FOR_CLAIM if waits or own else 0


def print_outcomes(
    outcomes: Sequence[ResumeOutcome], as_json: bool, flag: str = "", settle: Sequence[str] = ()
) -> None:
    """The table (or ``--json``); then, whole and unwrapped, the command that settles each run
    in ``settle`` (held for reconciliation: a command folded in a table cell cannot be pasted)."""
    outcomes = [_as_signalled(o) for o in outcomes]
    if as_json:
        echo_json([_json(o) for o in outcomes])
        return
    # resume --all: a run another resumer holds is said once, by print_held, with its claim and
    # whether that process runs; as a row here too, a losing resume said each one twice.
    ctx = click.get_current_context(silent=True)
    met, aside = len(outcomes), []
    if ctx is not None and ctx.params.get("resume_all"):
        ctx.meta[_LEFT_TO_HELD] = [o.run_id for o in outcomes if o.elsewhere == "held"]
        ctx.meta[_SAID_OWN] = [o.run_id for o in outcomes if o.elsewhere == "own"]
        # A run another resumer (or its own eval) continues is no row of "Resumed (n/m)": the
        # title counted it as not resumed, and lines below named it again (tester 18: "4/5"
        # over 6 runs). Each is said once below, and one line accounts for them all.
        aside = [o for o in outcomes if o.elsewhere]
        outcomes = [o for o in outcomes if not o.elsewhere]
    views = [outcome_view(o) for o in said_once(outcomes)]
    console = Console()
    if views:
        console.print(render.outcomes_view(views, console.width, flag))
    for o in outcomes:
        if o.taken_over:  # what the dead resumer had booked is not booked again
            click.echo(wrap(f"{o.run_id}: {o.taken_over}"))
    for o in aside:
        if o.elsewhere != "held":  # a held run is named once, with its claim, by print_held
            click.echo(wrap(o.error or o.run_id))  # each names its run; 80 columns, not 139
    if aside:
        click.echo(tally(met, views, aside))
    stopped = [o.run_id for o in aside or outcomes if o.elsewhere == "interrupted"]
    if stopped:
        finished = sum(v.resumed for v in views)
        click.echo(
            wrap(
                f"{_stopped_by('interrupted (Ctrl-C)')}: {finished} run(s) finished before it"
                + (", written to the results folder named below" if finished else "")
                + f"; {len(stopped)} stopped, each said above: {', '.join(stopped)}"
            )
        )
    if settle:
        click.echo(
            f"{len(settle)} run(s) wait for a person to say whether a side effect took effect "
            "(check the real system first):"
        )
        render.commands(console, "settle:", [command(run_id) + flag for run_id in settle])


def _json(o: ResumeOutcome) -> dict[str, object]:
    """One row of ``--json``; a takeover from a dead resumer adds ``taken_over``."""
    row = outcome_view(o).to_json()
    return {**row, "taken_over": o.taken_over} if o.taken_over else row


def said_once(outcomes: Sequence[ResumeOutcome]) -> list[ResumeOutcome]:
    """Runs not resumed for one same reason (a read-only store refused every claim) say it
    once: each later row names the first, instead of the same paragraph once per run (user
    tester 21: six times). ``--json`` keeps each run's whole error."""
    first: dict[str, str] = {}
    out = []
    for o in outcomes:
        if o.result is None and o.error:
            key = o.error.replace(o.run_id, "\0")
            if key in first:
                o = msgspec.structs.replace(
                    o, error=f"not resumed for the same reason as {first[key]}"
                )
            else:
                first[key] = o.run_id
        out.append(o)
    return out


def tally(met: int, views: Sequence[OutcomeView], aside: Sequence[ResumeOutcome]) -> str:
    """One line accounting for every run this resume met, the table's and those set aside."""
    resumed = sum(v.resumed for v in views)
    parts = [f"{resumed} resumed here"]
    if len(views) > resumed:
        parts.append(f"{len(views) - resumed} not resumed")
    others = sum(o.elsewhere in ("held", "finished") for o in aside)
    if others:
        parts.append(f"{others} continued by another resumer")
    own = sum(o.elsewhere == "own" for o in aside)
    if own:
        parts.append(f"{own} held by this process's own claim")
    stopped = sum(o.elsewhere == "interrupted" for o in aside)
    if stopped:
        parts.append(f"{stopped} stopped by {_stopped_by('Ctrl-C')}")
    evals = sum(o.elsewhere == "eval" for o in aside)
    if evals:
        parts.append(f"{evals} left to the eval that started it (t.resume())")
    return f"of {met} ready run(s): " + ", ".join(parts)


#: The runs :func:`print_outcomes` left for :func:`print_held` to name (``ctx.meta``).
_LEFT_TO_HELD = "arena.resume.left_to_held"
#: The runs held by this process's own claim that :func:`print_outcomes` said (``ctx.meta``).
_SAID_OWN = "arena.resume.said_own"


#: How many pending requests ``partly_answered`` reads (newest first): a hint, not a listing.
PARTLY_SCAN = 200


def partly_answered(store: Store, flag: str = "") -> list[str]:
    """Runs with answers in but requests still open (one of three answered): each with the
    requests it still waits on, so "nothing to resume" does not read as "nothing waits" — read
    from the newest :data:`PARTLY_SCAN` pending requests."""
    now = utcnow()
    open_by_run: dict[str, list[str]] = {}
    for record in store.pending(limit=PARTLY_SCAN):
        if record.state(now) == "pending":
            open_by_run.setdefault(record.run_id, []).append(record.id)
    lines = []
    for run_id, still in open_by_run.items():
        answered = [r for r in store.requests(run_id) if r.state(now) == "answered"]
        if answered:
            total = len(answered) + len(still)
            lines.append(
                f"  {run_id}: {len(answered)} of {total} requests answered; it waits on "
                f"{', '.join(reversed(still))} (arena show <request>{flag})"
            )
    if lines:
        lines.insert(0, f"{len(lines)} run(s) wait on their other requests before a resume:")
    return lines


def print_held(
    store: Store,
    flag: str = "",
    *,
    nothing: bool,
    quiet: bool = False,
    owner: str | None = None,
) -> int:
    """After ``resume --all``: name the runs a claim holds now, never a bare "nothing"; returns
    how many of them no process is known to be continuing (exit 3: run again once the claim
    expires). A claim of a live process on this host and PID namespace is another resumer at
    work; one of another host or namespace cannot be told from here, and a process known to
    have exited has its claim taken over by the next resume (arena.store.holder). A claim of
    ``owner`` (default: this process's) is its own, left behind when the store refused to
    release it (a full disk): no one continues it until this process exits."""
    from arena.runs.eval_runs import continued_by
    from arena.runs.recorder import OWNER
    from arena.runs.resume import held_runs
    from arena.store.holder import exited, known_alive

    me = owner if owner is not None else OWNER
    held = held_runs(store)
    if quiet:
        return sum(
            continued_by(r) is None and (r.claim_owner == me or not known_alive(r.claim_owner))
            for r in held
        )
    ctx = click.get_current_context(silent=True)
    left = [] if ctx is None else ctx.meta.pop(_LEFT_TO_HELD, [])
    # Each said once, with why, by print_outcomes (a full disk listed every run twice); still
    # counted: exit 3, as docs/operator.md says for a claim this process could not give back.
    told = set() if ctx is None else set(ctx.meta.pop(_SAID_OWN, []))
    extra = sum(r.id in told for r in held)
    held = [r for r in held if r.id not in told]
    gone = [run_id for run_id in left if run_id not in {r.id for r in held}]
    for run_id in gone:  # held when this resume reached it; let go since
        click.echo(
            wrap(
                f"{run_id}: another resumer held it when this one reached it, and holds it no "
                f"more (arena show {run_id}{flag})"
            )
        )
    if not held:
        if nothing:
            click.echo(
                wrap(
                    f"nothing to resume in {read_in(store)}: no waiting run has all its "
                    "requests answered"
                )
            )
        # Said after runs were resumed too: only "Resumed (1/1)" read as all done (users29).
        for line in partly_answered(store, flag):
            click.echo(line)
        return extra
    now = "nothing to resume now" if nothing else "not resumed now"
    own = sum(r.claim_owner == me for r in held)
    if own == len(held):
        click.echo(f"{now}: {own} run(s) are held by this process's own claim")
    elif own:
        click.echo(
            f"{now}: {len(held)} run(s) are held by a claim: {len(held) - own} by another "
            f"process's, {own} by this process's own"
        )
    else:
        click.echo(f"{now}: {len(held)} run(s) are held by another process's claim")
    waits, mine, clock = 0, 0, utcnow()
    for run in held:
        until = run.claim_expires_at
        when = "no expiry"
        if until is not None:
            left = max(0, round((until - clock).total_seconds()))
            when = f"{until:%Y-%m-%d %H:%M:%S} UTC, {left} s from now"
        if (how := continued_by(run, "it")) is not None:
            # an eval's run (or a program's own): no resume takes it over, whatever the claim's
            # holder (drive36: "arena resume --all takes it over", refused in the same output)
            state = how
        elif run.claim_owner == me:
            state = (
                "this process's own claim could not be released (disk full?); the next "
                "`arena resume --all` takes it over once this process exits"
            )
            mine += 1
        elif known_alive(run.claim_owner):
            state = "a process that is running: it continues the run"
        elif exited(run.claim_owner):
            state, waits = "that process has exited; arena resume --all takes it over", waits + 1
        else:
            state = "whether that process is alive cannot be told from here"
            waits += 1
        said = f"{run.id} ({run.adapter}): claimed by {run.claim_owner} until {when} — {state}"
        click.echo(wrap(said, indent="    ", first="  "))
    if waits:
        click.echo(
            wrap(
                f"{waits} run(s) wait for a claim to expire: if its process died, arena resume "
                f"--all{flag} after that time takes the run over (or closes it, if it is not "
                "durable)"
            )
        )
    for line in partly_answered(store, flag):
        click.echo(line)
    return waits + mine + extra


__all__ = [
    "exit_code",
    "failed",
    "held_for_reconciliation",
    "partly_answered",
    "print_held",
    "print_outcomes",
    "said_once",
    "tally",
    "to_reconcile",
]
