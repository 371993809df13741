"""Checks every adapter wrapping a user's agent with a native pause makes the same way.

At wrap time: the named ask tools exist, and every gated tool runs through the harness's recorder.
On resume: each framework pauses on a set of its own call ids; the harness matched each answer to one pending
request, whose ``native_id`` is that call id. These checks run *before* the framework's saved state
is consumed, so a refused resume leaves the run paused and answerable again.
"""

from __future__ import annotations

import json
from collections.abc import Collection, Iterable, Mapping
from datetime import datetime
from typing import Any

from msgspec.structs import asdict

from arena.context import RunContext
from arena.errors import InvalidAnswer, RunError, UserError
from arena.session import SessionSlot, create_session_slot
from arena.types import InputRequest, InputResponse, Option, Responder

Matched = Mapping[str | None, tuple[InputRequest, InputResponse]]

Held = dict[str | None, tuple[InputRequest, InputResponse]]


def _when(value: datetime | None) -> str | None:
    return value.isoformat() if value is not None else None


def _dump_held(held: Held) -> list[dict[str, Any]]:
    """Held answers as JSON: each with the request it answers (the store keeps the snapshot)."""
    out = []
    for native_id, (req, resp) in held.items():
        request = asdict(req)
        request.update(
            options=[asdict(o) for o in req.options],
            created_at=_when(req.created_at),
            expires_at=_when(req.expires_at),
        )
        response = asdict(resp)
        response.update(responder=asdict(resp.responder), at=_when(resp.at))
        out.append({"native_id": native_id, "request": request, "response": response})
    return json.loads(json.dumps(out, default=str))  # type: ignore[no-any-return]


def _load_held(raw: Any) -> Held:
    if not isinstance(raw, list):
        raise RunError("the held-answers slot does not hold a list of answers")
    held: Held = {}
    for entry in raw:
        req, resp = dict(entry["request"]), dict(entry["response"])
        req["options"] = tuple(Option(**o) for o in req.get("options") or ())
        req["created_at"] = datetime.fromisoformat(req["created_at"])
        req["expires_at"] = req["expires_at"] and datetime.fromisoformat(req["expires_at"])
        resp["responder"] = Responder(**resp["responder"])
        resp["at"] = datetime.fromisoformat(resp["at"])
        held[entry["native_id"]] = (InputRequest(**req), InputResponse(**resp))
    return held


#: Answers given to some of a pause's questions, held until the rest arrive. JSON both ways, so
#: the held answers go into the store's snapshot with the paused state: a resume in another
#: process (the rest answered there) sees them, and the run stays durable in between.
HELD: SessionSlot[Held] = create_session_slot(
    "arena.held_answers", dump=_dump_held, load=_load_held
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
