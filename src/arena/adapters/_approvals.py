"""Checks every adapter wrapping a user's agent with a native pause makes the same way.

At wrap time: the named ask tools exist, and every gated tool runs through the harness's recorder.
On resume: each framework pauses on a set of its own call ids; the harness matched each answer to one pending
request, whose ``native_id`` is that call id. These checks run *before* the framework's saved state
is consumed, so a refused resume leaves the run paused and answerable again.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping

from arena.adapters.capabilities import SECOND_SEND, unsupported
from arena.context import RunContext
from arena.errors import InvalidAnswer, RunError, Unsupported, UserError
from arena.session import SessionSlot, create_session_slot
from arena.types import InputRequest, InputResponse

Matched = Mapping[str | None, tuple[InputRequest, InputResponse]]

#: Answers given to some of a pause's questions, held until the rest arrive (in memory).
HELD: SessionSlot[dict[str | None, tuple[InputRequest, InputResponse]]] = create_session_slot(
    "arena.held_answers"
)


def refuse_second_send(adapter: str, ctx: RunContext) -> None:
    """A second send where the adapter cannot continue the conversation: say so, do not restart."""
    reason = unsupported(adapter, SECOND_SEND)
    if reason and ctx.leg > 1:
        raise Unsupported(
            f"unsupported: {adapter} cannot continue a session line with a second send ({reason}); "
            "open a new session line (t.new_session()) for another conversation"
        )


def gather(
    ctx: RunContext, by_id: Matched, paused: Collection[str | None], where: str
) -> Matched | None:
    """This resume's answers plus any held from earlier partial resumes, or ``None`` to wait.

    Most frameworks take every verdict of a pause in one resume (openai-agents' RunState,
    pydantic-ai's DeferredToolResults, agent-framework's approval responses, ADK's confirmations).
    An eval may answer one question at a time: the answers are checked and held here, their
    requests leave the pending list, and the framework resumes once, when all have an answer.
    """
    refuse_stray(by_id, paused, where)
    if not by_id:
        waiting = [r.id for r in ctx.pending.values() if r.native_id in paused]
        raise InvalidAnswer(
            f"run {ctx.run_id} is paused on {len(paused)} request(s): answer every pending request; "
            f"answer all of them in one resume or one at a time "
            f"(unanswered: {', '.join(waiting) or 'unknown requests'})"
        )
    held = ctx.session.take(HELD) if ctx.session.has(HELD) else {}
    merged = {**held, **by_id}
    if all(native_id in merged for native_id in paused):
        return merged
    for request, _ in by_id.values():
        ctx.pending.pop(request.id, None)
    ctx.session.set(HELD, merged)
    return None


def refuse_unknown_ask(
    ask: Collection[str], known: Collection[str], agent: str | None, tools: str = "function tools"
) -> None:
    """An ask tool the agent does not have would never be intercepted: name the ones it has."""
    unknown = sorted(set(ask) - set(known))
    if unknown:
        raise UserError(
            f"ask tool(s) {', '.join(unknown)} not among agent {agent!r}'s {tools} "
            f"(known: {', '.join(sorted(known)) or 'none'})"
        )


def refuse_unrecorded(names: Iterable[str], how: str) -> None:
    """A gated tool outside ``@recorded`` would run without a tool-call record; ``how`` fixes it."""
    unrecorded = sorted(names)
    if unrecorded:
        raise UserError(
            f"gated tool(s) {', '.join(unrecorded)} would run unseen by the harness: build "
            f"them from recorded functions, {how} (from arena.tools import recorded)"
        )


def refuse_stray(by_id: Matched, paused: Collection[str | None], where: str) -> None:
    """Answers to requests whose call the framework is not paused on: the state does not match."""
    stray = [req.id for native_id, (req, _) in by_id.items() if native_id not in paused]
    if stray:
        raise RunError(f"requests {', '.join(stray)} do not match {where}")


def check_complete(
    ctx: RunContext,
    by_id: Matched,
    paused: Collection[str | None],
    *,
    noun: str,
    where: str,
    ask: Collection[str],
    no_edit: str,
) -> None:
    """Every paused call answered, no stray answers, edited arguments only for an ask tool.

    ``noun`` names one pause ("approval"), ``where`` the saved state ("the paused RunState"),
    ``no_edit`` why this framework cannot run a gated tool with edited arguments.
    """
    missing = [
        r.id for r in ctx.pending.values() if r.native_id in paused and r.native_id not in by_id
    ]
    if missing or any(native_id not in by_id for native_id in paused):
        raise InvalidAnswer(
            f"run {ctx.run_id} is paused on {len(paused)} {noun}(s); answer all of them in "
            f"one resume (unanswered: {', '.join(missing) or 'unknown requests'})"
        )
    refuse_stray(by_id, paused, where)
    for request, response in by_id.values():
        if response.edited_args is not None and request.action not in ask:
            raise InvalidAnswer(
                f"request {request.id}: {no_edit}; approve or deny instead of editing"
            )
