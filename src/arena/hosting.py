"""Who may record a decision from a process that runs agents: never a person, only the harness.

An ``arena`` command that runs adapter code against the operators' store (``arena run --human``
or ``--store``, ``arena resume``, ``arena worker``, ...) hosts that code in its own process, with
the store's access. Red team 18's adapters used it to answer pending requests "approve" in an
operator's name (``Store.answer``), and the trail then said alice approved. No person ever acts
inside such a process, so from the moment it loads its first adapter
(:func:`arena.adapters.load_adapter`, before the adapter's module is imported) or attaches its
first side-effect guard (:func:`arena.runs.guard.attach`) until the command ends, the store
refuses (:func:`check_decision`, called from its answer and vote
paths) every decision except the harness's own:

- the policy's vote on a request whose stamped rule says ``approval: none`` — the vote must name
  that very policy version and rule (a request with no such rule needs a person; an adapter that
  votes as "policy" anyway is refused);
- the runner's scripted answer to a run in mode ``scripted`` (``arena run --store`` without
  ``--human``): :data:`SCRIPTED`'s, with the item's ``resume_with`` for that pause, read from the
  run the harness stored. Any other answer to such a run can only be its adapter's (a thread that
  beat the runner to the store answered approve as alice/scripted on a deny item, and the trail
  said alice approved): it is refused and the run fails for it, in the same transaction
  (:meth:`arena.store.sql.SQLStore.answer`); the runner fails a run it finds answered before it
  answered (:mod:`arena.runs.recorder`);
- a scripted or eval answer to a run in mode ``eval``.

A person's decision (``cli``/``web``) and anything else is refused, loudly: the exception names the
process and the fix, and a line goes to stderr, so an adapter that swallows the error is still
seen. The same check holds an answer the store finds in a leg's own events
(``input.responded``, which ``record_leg`` stores when the store has none: :func:`check_logged`),
and no operator, role or token is written from such a process at all (:func:`check_people`: an
adapter that made itself an operator could log in to the web inbox). The eval API and the pytest plugin are not marked (no ``arena`` command runs them): there the
eval itself is the person in-process. This is a check in the same OS process as the adapter, not
a sandbox: code that bypasses the store API (its own SQL connection) is stopped only by running
agents under another OS user or database role than the operators' (docs/operator.md).
"""

from __future__ import annotations

import os
import sys
from typing import TYPE_CHECKING, Any

from arena.errors import Conflict
from arena.types import Responder

if TYPE_CHECKING:
    from arena.store.people import Vote
    from arena.types import InputRequest, InputResponse

#: Who the harness votes as when a request's rule says ``approval: none`` (arena.runs.recorder).
POLICY = Responder(name="policy", interface="system")


class NotFromAgentProcess(Conflict):
    """A decision the harness did not make, refused in a process that runs agents.
    ``run_id``: the run that fails for it, where only its adapter can have made it (an answer
    to a scripted run that is not the runner's scripted one: :func:`_not_scripted`)."""

    def __init__(self, message: str, *, run_id: str | None = None) -> None:
        super().__init__(message)
        self.run_id = run_id


#: Who the runner answers a scripted run as (:func:`arena.runner.scripted_answerer`).
SCRIPTED = Responder(name="scripted", interface="scripted")
#: Who fails a run whose adapter answered its own request (the store, on its answer path).
GUARD = Responder(name="arena", interface="system")


#: Set while a command hosts adapter code, so a process the adapter starts (``arena approve``
#: run by its code) is marked too; restored when the command ends.
ENV = "ARENA_HOSTS_AGENTS"


class _Host:
    #: The ``arena`` command hosting adapter code now (``arena run``), or None.
    command: str | None = None
    #: $ARENA_HOSTS_AGENTS before this process set it.
    env_before: str | None = None


def hosting() -> str | None:
    """The ``arena`` command that runs adapter code in this process (or in the process that
    started this one) now, or None."""
    if _Host.command is not None:
        return _Host.command
    inherited = os.environ.get(ENV, "").strip()
    return f"a process started by '{inherited}'" if inherited else None


def adapters_run_here() -> None:
    """Called where adapter code may start running (an adapter is loaded, a guard attached):
    inside an ``arena`` command (a click command is running in this thread), the process is
    marked until that command ends.
    Outside one (the eval API, the pytest plugin, a library caller) nothing changes."""
    click = sys.modules.get("click")
    if click is None or _Host.command is not None:
        return
    ctx = click.get_current_context(silent=True)
    if ctx is None or "arena.argv" not in ctx.meta:
        return  # not the arena command line (arena.cli's group marks its contexts): a click
        # program of one's own that drives the eval API is the person there, as pytest is
    _Host.command = " ".join(["arena", *ctx.command_path.split()[1:]])  # "arena run"
    _Host.env_before = os.environ.get(ENV)
    os.environ[ENV] = _Host.command
    ctx.call_on_close(_leave)


def _leave() -> None:
    """Unmark when the command ends — but for the ``arena`` script's own process, which stays
    marked until it exits: an atexit handler the adapter registered runs after the command
    (it approved as alice there: red team 19). ``arena.cli.entry`` says which process that is
    (read, not imported: this layer sits below the command line)."""
    if getattr(sys.modules.get("arena.cli"), "SCRIPT", False):
        return
    if _Host.env_before is None:
        os.environ.pop(ENV, None)
    else:
        os.environ[ENV] = _Host.env_before
    _Host.command = _Host.env_before = None


def check_answer(c: Any, run_id: str, response: InputResponse) -> None:
    """The store's answer path (``Store.answer``): raise :class:`NotFromAgentProcess` unless
    ``response`` may be recorded from this process. ``c``: the store's open transaction."""
    check_decision(c, run_id, response.request_id, response.responder, response=response)


def check_vote(c: Any, vote: Vote, request: InputRequest) -> None:
    """The store's vote path (``Store.vote``, where the policy votes): as :func:`check_answer`."""
    check_decision(c, request.run_id, request.id, vote.voter, vote=vote, request=request)


def check_logged(c: Any, run_id: str, response: InputResponse) -> bool:
    """The store's leg path (``record_leg``): may ``response``, found in an ``input.responded``
    event of a leg of ``run_id``, be stored? False (said on stderr) when it may not: the leg is
    recorded, that answer is not, and its request still waits. An answer the store already holds
    (the one ``answer`` took, handed to the resumed leg) is not new, so not checked."""
    if hosting() is None:
        return True
    row = c.execute(
        "SELECT q.run_id, s.request_id AS answered FROM requests q "
        "LEFT JOIN responses s ON s.request_id = q.id WHERE q.id = ?",
        (response.request_id,),
    ).fetchone()
    if row is None or row["answered"] is not None:
        return True  # no such request, or answered already: the store inserts nothing
    via = f"logged as an input.responded event of run {run_id}'s leg"
    foreign = None
    if row["run_id"] != run_id:  # never the harness's: it hands a leg only its run's answers
        foreign = f"the request is run {row['run_id']}'s, and no leg answers another run"
    try:
        check_decision(
            c,
            row["run_id"],
            response.request_id,
            response.responder,
            via=via,
            why=foreign,
            response=response,
        )
    except NotFromAgentProcess:
        return False
    return True


def check_people(what: str) -> None:
    """The store's operator writes (``save_operator``, ``remove_operator``, ``add_token``): none
    from a process that runs agents, whoever it names (the harness writes no operator). ``what``:
    the write, for the message ("operator mallory added")."""
    command = hosting()
    if command is None:
        return
    message = (
        f"refused: {what} from inside {_where(command)}, where the agents' adapter code runs "
        "(operators, their roles and tokens are a person's to change); nothing was recorded. "
        "Change them with arena operators add / remove / token, from another process "
        "(docs/operator.md, 'Adapter code and the store')"
    )
    print(f"arena: {message}", file=sys.stderr, flush=True)
    raise NotFromAgentProcess(message)


def check_reconcile(run_id: str, actor: Responder) -> None:
    """The store's ``reconcile`` (a person's word on whether a held run's side effect took
    place): refused from a process that runs agents, whoever ``actor`` names. There is no
    harness exemption: the actor is a value the caller writes, and an adapter that wrote
    ``interface="scripted"`` in alice's name passed (red team 20), then ``arena resume`` replayed
    the forged outcome. The harness reconciles from a process that loads no adapter
    (durable_state's ``reconcile`` phase), as a person does with ``arena reconcile``."""
    command = hosting()
    if command is None:
        return
    message = (
        f"refused: a reconciliation of run {run_id} in the name of {_who(actor)} from inside "
        f"{_where(command)}, where the agents' adapter code runs; nothing was recorded, the run "
        "stays held. A person reconciles with arena reconcile, from another process "
        "(docs/operator.md, 'Adapter code and the store')"
    )
    print(f"arena: {message}", file=sys.stderr, flush=True)
    raise NotFromAgentProcess(message)


def check_decision(
    c: Any,
    run_id: str,
    request_id: str,
    who: Responder,
    *,
    vote: Vote | None = None,
    request: InputRequest | None = None,
    via: str | None = None,
    why: str | None = None,
    response: InputResponse | None = None,
) -> None:
    """Raise :class:`NotFromAgentProcess` unless this decision may be recorded from here; the
    run's mode is read in the transaction ``c``, only when needed. ``via``: how the decision
    reached the store, when not by ``answer`` or ``vote``; ``why``: a reason it is refused
    whoever it names (both for the message); ``response``: the answer itself (a scripted run's
    is held to the item's script). An answer to a scripted run that is not the runner's is
    refused with the run named (``run_id``): the store's answer path fails the run for it."""
    command = hosting()
    if command is None:
        return
    fails = False
    over: str | None = None
    if why is not None:
        pass
    elif who == POLICY:
        why = _policy_refusal(vote, request)
        if why is None:
            return
    elif who.interface in ("scripted", "eval"):
        row = c.execute(
            "SELECT mode, item, created_by, status FROM runs WHERE id = ?", (run_id,)
        ).fetchone()
        mode = row["mode"] if row is not None else None
        if mode == "scripted" and row is not None:
            why = _not_scripted(c, row["item"], request_id, who, response)
            if why is None:
                return
            # The run fails where this process runs it (its adapter's code, or another's in
            # the same process, which could do anything to it anyway): from any other process
            # it is only refused, so no adapter fails a run another process runs. A leg's
            # logged answer is only dropped (the leg runner fails that leg: leg_record).
            from arena.store.holder import identity

            # A run already over is not failed after the fact (the store fails live runs
            # only: SQLStore._answer), so the message does not say it is.
            live = row["status"] in ("waiting", "resuming")
            over = None if live else str(row["status"])
            fails = via is None and live and row["created_by"] == identity()
        elif mode == "eval":
            return
        else:
            why = f"run {run_id} waits for a person (mode {mode}), not for a scripted answer"
    else:
        why = "no person decides inside a process that runs agents"
    if fails:
        outcome = (
            f"the answer was not recorded, and run {run_id} fails for it: besides the runner, "
            "only adapter code run in this process can have answered there (this run's "
            "adapter's, or another adapter's run beside it: run each alone to tell whose). "
        )
    elif over is not None:
        outcome = f"nothing was recorded (run {run_id} is already {over}). "
    else:
        outcome = "nothing was recorded, the request still waits. "
    message = (
        f"refused: a decision on request {request_id} in the name of {_who(who)}"
        f"{f', {via},' if via else ''} came from inside "
        f"{_where(command)}, where the agents' adapter code runs ({why}); {outcome}"
        "A person decides with arena approve / arena deny "
        "or the web inbox, from another process (docs/operator.md, 'Adapter code and the store')"
    )
    print(f"arena: {message}", file=sys.stderr, flush=True)
    raise NotFromAgentProcess(message, run_id=run_id if fails else None)


def _not_scripted(
    c: Any, item: Any, request_id: str, who: Responder, response: InputResponse | None
) -> str | None:
    """Why an answer to a request of a scripted run is not the harness's, or None when it is:
    in such a run only the runner answers (:func:`arena.runner.scripted_answerer`), as
    :data:`SCRIPTED`, with the item's ``resume_with`` for the pause the request was asked in
    (its leg: the n-th pause takes ``resume_with[n]``, the last repeats), read from the run the
    harness stored. So the store takes no other name (alice) and no other verdict (approve on a
    deny item) whoever writes it; what is left to forge is the harness's own answer, byte for
    byte, and the runner fails a run it finds answered before it answered
    (:meth:`arena.runs.recorder.StoreRecorder.resuming`)."""
    if who != SCRIPTED:
        return f"the runner answers a scripted run as {_who(SCRIPTED)}, never as {_who(who)}"
    if response is None:
        return "the runner answers a scripted run's requests, it votes on none"
    from arena.store.codec import item_from_json

    asked = c.execute("SELECT leg FROM requests WHERE id = ?", (request_id,)).fetchone()
    script = item_from_json(item).resume_with
    if asked is None or not script:
        return "the item has no scripted answer for it"
    choice = script[min(int(asked["leg"]) - 1, len(script) - 1)]
    from arena.item_answers import given as scripted

    option, text, edited = scripted(choice)
    edits = dict(response.edited_args) if response.edited_args is not None else None
    if (response.option_id, response.text, edits, response.note) != (option, text, edited, None):
        return (
            f"the item's scripted answer to the pause of leg {asked['leg']} is {choice!r}, "
            f"not {_verdict(response)}"
        )
    return None


def _verdict(response: InputResponse) -> str:
    if response.text is not None:
        return f"'text:{response.text}'"
    edited = " with edited arguments" if response.edited_args is not None else ""
    noted = " with a note" if response.note is not None else ""
    return f"{response.option_id!r}{edited}{noted}"


def _policy_refusal(vote: Vote | None, request: InputRequest | None) -> str | None:
    """Why a decision in the policy's name is not the policy's, or None when it is: a vote on
    a request whose stamped rule says ``approval: none``, naming that policy version and rule."""
    if vote is None or request is None:
        return "the policy only votes, and only on a request its rule lets through"
    from arena.policy import Governance

    gov = Governance.from_details(request.details)
    if gov is None or gov.approval != "none":
        rule = f"rule {gov.rule} needs a person" if gov is not None else "no policy governs it"
        return f"the policy approves no such request: {rule}"
    if (vote.policy_version, vote.rule) != (gov.version, gov.rule):
        return (
            f"the vote names policy {vote.policy_version} rule {vote.rule}, but the request is "
            f"governed by policy {gov.version} rule {gov.rule}"
        )
    if not vote.approves:
        return "a rule with approval: none only approves"
    return None


def _where(command: str) -> str:
    return command if command.startswith("a process") else f"'{command}'"


def _who(who: Responder) -> str:
    role = f", {who.role}" if who.role else ""
    return f"{who.name} ({who.interface}{role})"


__all__ = [
    "GUARD",
    "POLICY",
    "SCRIPTED",
    "NotFromAgentProcess",
    "adapters_run_here",
    "check_answer",
    "check_decision",
    "check_logged",
    "check_people",
    "check_vote",
    "hosting",
]
