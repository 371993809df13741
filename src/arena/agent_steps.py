"""Which of a run's logged model requests are its agent's steps (red teams 31-34), read from
what each offered the model (:mod:`arena.offered`): a request that offered no tool and was
answered in words is not held (:func:`quiet`); the adapter's own calls beside its agent (a
guardrail, a titler) are no step of the run (:func:`side_calls`, :func:`agent_requests`); a
request a framework sent again as it was dropped its answer (:func:`superseded`); and the
assistant turns a leg carried must be earlier legs' (:func:`unmade_turns`). The leg runner, the
runner, the probes and :func:`arena.runs.decision.model_said` judge the log through these."""

from __future__ import annotations

from collections.abc import Sequence

from arena.offered import FORBIDS
from arena.request_log import LoggedRequest


def quiet(entry: LoggedRequest) -> bool:
    """Whether a request offered the model no tool (none given, or ``tool_choice`` "none") and
    was answered in words: a real model could only have answered in words too, so what it did
    not offer hid nothing. An adapter's last call after a denial may offer nothing (LangChain's
    ``early_stopping_method="generate"``), and failed ``suspended`` for it (regress31 F2); one
    answered with a call all the same is held (a policy's call: the scripted model answers such
    a request in words since red team 32, :func:`arena.model.app.unoffered`)."""
    return not entry.calls and (not entry.tools or entry.choice == FORBIDS)


def side_calls(entries: Sequence[LoggedRequest]) -> frozenset[int]:
    """The ``seq`` of each request of ``entries`` (a run's, in order) that was a call of the
    adapter's own beside its agent, not a step of the agent's conversation: one the model
    answered (its system text was logged) that offered no tool (none given, or ``tool_choice``
    "none"), carried no assistant turn and no tool result (a conversation of its own, not the
    run's carried on), and whose answer no later request carried on (its calls' results, by id;
    its words, as an assistant turn) unless a later request's answer made it again. An input
    guardrail, a conversation's titler or a summary for the person asks the model so, with
    instructions and a user message of its own: each failed ``suspended`` for another system
    prompt and other tools, and, after the gate call, for the model hearing from the run before
    the answer (red team 32). A real model can call no tool it is not offered, so such a
    request can neither act nor go on with the run. A policy that reads no tools may answer a
    guardrail's request for the task with the call it makes for the run's own first request,
    ids and all (the scripted model did until it answered such a request in words,
    :func:`arena.model.app.unoffered`): the agent's request made it again, and the guardrail's
    is still beside it. A request still in flight or refused (its answer unlogged) and one off the run's
    route are the run's, and held. One that carried the run's conversation is beside it too
    where the agent had already given its last words: the run's request before it was answered
    in words alone (:func:`_after_words`). A titler that sends the finished conversation and
    then its own question, no tools, failed every item, 0/12: a user message the person never
    sent, and its answer read as the model's last words (red team 34, ``TitleAfterAdapter``);
    the run's final message is still the agent's last words, not the side call's answer."""
    out: set[int] = set()
    for i, e in enumerate(entries):
        if e.unrouted or not e.system or (e.tools and e.choice != FORBIDS):
            continue
        if e.carried and not _after_words(entries[:i], out):
            continue
        keys, later = set(e.ids or e.made), entries[i + 1 :]
        carried_on = any(keys & set(r.returned if e.ids else r.turns) for r in later)
        if not carried_on or any(keys & set(r.ids if e.ids else r.made) for r in later):
            out.add(e.seq)
    return frozenset(out)


def _after_words(before: Sequence[LoggedRequest], side: set[int]) -> bool:
    """Whether the latest of ``before`` (a run's requests before one, in order) that is the
    run's own (routed, answered, no side call) was answered in words alone, no call: the agent
    had said its last words when the next request was sent."""
    own = [r for r in before if not r.unrouted and r.system and r.seq not in side]
    return bool(own) and not own[-1].calls and bool(own[-1].text.strip())


def agent_requests(entries: Sequence[LoggedRequest]) -> list[LoggedRequest]:
    """``entries`` (a run's requests, in order) less the adapter's own calls beside its agent
    (:func:`side_calls`): what the checks hold to the arena's instructions, tools and task,
    and to the stop."""
    side = side_calls(entries)
    return [e for e in entries if e.seq not in side] if side else list(entries)


def superseded(entries: Sequence[LoggedRequest]) -> frozenset[int]:
    """The ``seq`` of each request of ``entries`` (a run's, in order) that a later one sent
    again as it was (the same user messages, assistant turns, tool results and system text): a
    client that timed out on it, or a framework's retry, dropped its answer and went on with the
    later one's. What the model made in reply to it was never carried on, and a second send
    that carried the first conversation read "4 of the model's missing" (red team 33,
    ``RetriedAdapter``)."""
    out: set[int] = set()
    later: set[tuple[object, ...]] = set()
    for e in reversed(entries):
        key = (e.said, e.carried, e.turns, e.results, e.system, e.unrouted)
        if key in later:
            out.add(e.seq)
        later.add(key)
    return frozenset(out)


def unmade_turns(entries: Sequence[LoggedRequest]) -> tuple[str, ...]:
    """The assistant turns (``turns``) the requests carried that no earlier one of them made
    (``made``), in order: a leg's must be earlier legs' (red team 31, F5a)."""
    made: set[str] = set()
    out: dict[str, None] = {}
    for e in sorted(entries, key=lambda e: e.seq):
        if not e.unrouted:
            out.update((k, None) for k in e.turns if k not in made)
            made.update(e.made)
    return tuple(out)


__all__ = ["agent_requests", "quiet", "side_calls", "superseded", "unmade_turns"]
