"""A person's decision on a request as the harness records it: the ``input.responded`` event's
data, worked out from the request and the answer the harness handed over (never from what an
adapter says), what the decision authorises, and the words the agent reads for it.

:meth:`arena.context.RunContext.resolve` writes the event from :func:`decision_data`, for the
harness's own copy of the request (never the object an adapter hands it: one that edited its
``details`` booked R-400 where a person approved another room, session 23);
:mod:`arena.leg_runner` works the same data out again from that copy and the answer it handed
over, and fails a leg whose decision in the harness's record differs (red team 9: a second
``input.responded`` with another room's ``edited_args`` and ``binds`` booked a room nobody
approved).
"""

from __future__ import annotations

import sys
from collections.abc import Mapping, Sequence
from typing import Any

from arena import binding
from arena.errors import InvalidAnswer
from arena.types import Event, InputRequest, InputResponse, ToolCall

#: The fields of an ``input.responded`` event, all of them the harness's.
DECISION_FIELDS = (
    "request_id",
    "option_id",
    "text",
    "edited_args",
    "responder",
    "interface",
    "approved",
    "binds",
    "note",
)


def gated(action: str, tool_name: str | None) -> str:
    """The name a request is bound by: the gated consequential tool if it names one."""
    return tool_name if tool_name in binding.CONSEQUENTIAL else action


def approved_binding(
    request: InputRequest, response: InputResponse, calls: Sequence[ToolCall]
) -> binding.Binding:
    """What this approval authorises: the request's binding, or the edited call (a new one)."""
    tool = gated(request.action, request.tool_name)
    if response.edited_args is not None:
        return binding.bind_edit(tool, request.details, request.args, response.edited_args, calls)
    stored = request.details.get("binds")
    if isinstance(stored, Mapping):
        return binding.Binding.from_dict(stored)
    return binding.bind(tool, request.args, calls)


def decision_data(
    request: InputRequest, response: InputResponse, calls: Sequence[ToolCall]
) -> dict[str, Any]:
    """The ``input.responded`` event's data for ``response`` to ``request``: the whole decision
    (what was chosen, by whom, whether it approves, and the one call it authorises)."""
    approved = response.approved
    binds = (
        approved_binding(request, response, calls).to_dict()
        if approved or reads_as_approval(response.text, request)
        else None
    )
    return {
        "request_id": request.id,
        "option_id": response.option_id,
        "text": response.text,
        "edited_args": dict(response.edited_args) if response.edited_args else None,
        "responder": response.responder.name,
        "interface": response.responder.interface,
        "approved": approved,
        "binds": binds,
        # The person's note on an option (None: none): words the model may read after the
        # verdict ("Note: ..."), held to the person's (arena.heard_given, red team 28b).
        "note": response.note,
    }


def logged_decision(data: Mapping[str, Any]) -> dict[str, Any]:
    """An ``input.responded`` event's data, as :func:`decision_data` writes it (for comparing)."""
    return {k: data.get(k) for k in DECISION_FIELDS}


def reads_as_approval(text: str | None, request: InputRequest | None = None) -> bool:
    """A person's words that read as a go-ahead ("Sure, go ahead") authorise the proposed call as
    the approve option does; unclear or negative words authorise nothing. The reading is the
    scripted model's own (:mod:`arena.wording.answers`), so harness and stand-in agree; read
    against the request's words, a yes that repeats its room ("Yes, book Aspen") is a yes."""
    return bool(text) and read_reply(text or "", request) == "approve"


def read_reply(text: str, request: InputRequest | None = None) -> str:
    """How the harness reads a person's words: ``approve``, ``deny`` or ``unclear`` (what
    ``arena show`` and ``history`` print beside them: users28 finding 2, the words of ``arena
    reply`` were in neither)."""
    if not text:
        return "unclear"
    from arena.wording.answers import read_answer

    asked = " ".join([request.prompt, *map(str, request.args.values())]) if request else None
    return read_answer(text, asked, rooms=arena_rooms(request))


def arena_rooms(request: InputRequest | None) -> list[tuple[str, str]]:
    """The ``(id, name)`` of the rooms of the tools module(s) that gate ``request`` (``ROOMS`` of
    the module whose proposer reads its gate, or that spells its tool): the only words a typed
    answer is read as naming a room by. A capitalised word taken for one read "Yes, book it for
    the Berlin team sync" unclear (red team 11). Of several modules, those whose rooms the
    request names; none known: an id-shaped word still reads as a room."""
    if request is None:
        return []
    tool = request.tool_name or request.action
    fns: list[object] = [f for _, f in binding.PROPOSERS.get(request.action, [])]
    fns.append(binding.CANONICALISERS.get(tool))
    modules = {m: None for f in fns if (m := sys.modules.get(getattr(f, "__module__", None) or ""))}
    tables = [
        [(str(r.id), str(r.name)) for r in rooms if hasattr(r, "id") and hasattr(r, "name")]
        for m in modules
        if isinstance(rooms := getattr(m, "ROOMS", None), Sequence)
    ]
    said = " ".join([request.prompt, *map(str, request.args.values())]).casefold()
    named = [t for t in tables if any(w.casefold() in said for room in t for w in room if w)]
    return [room for t in (named or tables) for room in t]


def validate_response(request: InputRequest, response: InputResponse) -> None:
    validate_option(request.id, request.option_ids, response)
    if response.text is not None and held_call(request):
        raise InvalidAnswer(words_to_a_held_call(request, response.text))


def held_call(request: InputRequest) -> bool:
    """``request`` holds a consequential call itself for a person (AgentSpec ``gated=``, a
    framework's own approval of a tool call), not an ask tool's question: what it authorises is
    its own action's call (its binding), or its action is a consequential tool."""
    binds = request.details.get("binds")
    if isinstance(binds, Mapping) and binds.get("tool") is not None:
        return binds.get("tool") == request.action
    return request.action in binding.CONSEQUENTIAL


def words_to_a_held_call(request: InputRequest, text: str) -> str:
    """The refusal of words as the answer to a held call. A held call runs on the approve
    option or is refused; words did neither the same way on any two adapters (evals43: a typed
    "Yes, go ahead." ran nothing on all eight: vanilla, pydantic_ai, openai_agents and crewai
    handed the words back as the call's result, LangGraph as "User rejected the tool call",
    Microsoft Agent Framework and ADK as a denial, smolagents failed the leg), so it is
    refused before any adapter sees it (docs/drive.md)."""
    said = " ".join(text.split())
    said = said if len(said) <= 60 else said[:59] + "…"
    return (
        f"request {request.id} holds the {request.action} call itself for a person, and words "
        f"({said!r}) neither run it nor refuse it: answer option='approve' (or edited_args=) "
        "to run it, or option='deny' with note= for your words to refuse it (arena approve ID; "
        "arena deny ID --reason TEXT). Words answer an ask tool's question, not a held call"
    )


def validate_option(request_id: str, option_ids: Sequence[str], response: InputResponse) -> None:
    """:func:`validate_response` from the request's id and option ids alone (the store checks an
    answer without decoding the whole request)."""
    if response.option_id == "expired" and response.responder.interface == "system":
        return  # the store's clock decided (arena.store.people.EXPIRED); no person picked it
    if response.option_id is not None and response.option_id not in option_ids:
        valid = ", ".join(option_ids) or "(none: this request takes text)"
        hint = _did_you_mean(response.option_id, option_ids)
        raise InvalidAnswer(
            f"option {response.option_id!r} is not offered by request {request_id}{hint}; "
            f"valid options: {valid}"
        )


def _did_you_mean(given: object, option_ids: Sequence[str]) -> str:
    """``" (did you mean 'approve'?)"`` for "Approve" or "aprove"; ids are matched exactly. An
    option that is not text (``option=True``) is told so, rather than failing on ``.strip()``,
    and one close to no id is told where words go: ``t.respond(request, "yes please")`` passes
    them as ``option=`` and was refused with no word of ``text=`` (evals32)."""
    import difflib

    if not isinstance(given, str):
        return f" (an option is an id string, not {type(given).__name__})"
    folded = given.strip().casefold()
    if not folded:  # the words hint would suggest text='', itself refused (evals33)
        return " (it is empty: give one of the option ids)"
    close = [o for o in option_ids if o.casefold() == folded] or difflib.get_close_matches(
        folded, list(option_ids), n=1, cutoff=0.75
    )
    if not close and given in ("approve", "deny") and option_ids:
        # the adapter's request lacks the approval pair, not the answer its spelling (drive38:
        # "deny" to a gate offering only approve and later read as words to put in text=)
        return (
            f" — it offers no {given!r}, so a person cannot give that answer with an option: "
            "the adapter asked without the approve/deny pair ask_for_approval offers"
        )
    if not close:
        return f" (an answer in the person's words is text, not an option: text={given!r})"
    return f" (did you mean {close[0]!r}? ids are matched exactly)"


def describe_decision(response: InputResponse) -> str:
    """The text an agent sees as the result of its approval request."""
    who = response.responder.name
    note = f" Note: {response.note}" if response.note else ""
    if response.edited_args is not None:
        return f"APPROVED by {who} with edited arguments {dict(response.edited_args)}.{note}"
    if response.text is not None:
        return f"Answer from {who}: {response.text}"
    if response.option_id == "expired":
        why = response.note or "nobody decided in time"
        return f"EXPIRED: {why}; not approved, do not proceed."
    if response.approved:
        return f"APPROVED by {who}.{note}"
    return f"DENIED by {who}: do not proceed.{note}"


def forged_decision(
    turn: Sequence[Event],
    run: Sequence[Event],
    calls: Sequence[ToolCall],
    handed: Mapping[str, InputResponse],
    asked: Mapping[str, InputRequest],
    decided: dict[str, dict[str, Any]],
) -> str | None:
    """Why the decisions a leg logged are not the harness's, else None.

    ``turn``: the leg's events; ``run``: every event of the run; ``handed``/``asked``: the
    answers the harness handed over between the run's legs and the requests pending when this
    one began (the leg runner's own copies, taken before the adapter ran); ``decided``: the decisions verified in earlier
    legs, which this one adds to. Each of the leg's decisions must be the whole decision the
    harness works out from the person's answer (option, words, edit, approval and the call it
    authorises: :func:`decision_data`) for a request asked before the leg, and a request is
    decided once in the run — an adapter that logged a second decision with another room's edit
    booked a room nobody approved (red team 9)."""
    seen: set[str] = set()
    for e in run:
        if e.type != "input.responded":
            continue
        rid = str(e.data.get("request_id"))
        if rid in seen:
            return (
                f"request {rid} is logged as decided twice (the second: "
                f"{_said(logged_decision(e.data))}): a request takes one decision, the "
                "person's, and only the harness logs it"
            )
        seen.add(rid)
        if rid in decided and (logged := logged_decision(e.data)) != decided[rid]:
            return (
                f"request {rid}'s decision was rewritten after its leg (now {_said(logged)}, "
                f"the person's was {_said(decided[rid])})"
            )
    for e in turn:
        if e.type != "input.responded":
            continue
        rid, logged = str(e.data.get("request_id")), logged_decision(e.data)
        given, request = handed.get(rid), asked.get(rid)
        if given is None or request is None:
            return (
                f"request {rid} is logged as answered ({_said(logged)}), but the harness "
                "handed over no such answer before this leg: an adapter resolves a request "
                "only with the person's answer"
            )
        expected = decision_data(request, given, [c for c in calls if c.seq < e.seq])
        if logged != expected:
            wrong = ", ".join(k for k in DECISION_FIELDS if logged[k] != expected[k])
            return (
                f"request {rid} is logged as decided {_said(logged)}, but the person's answer "
                f"the harness handed over was {_said(expected)} (the {wrong} differ): only "
                "the harness writes a decision, from the person's answer"
            )
        decided[rid] = expected
    return None


def forged_request(
    turn: Sequence[Event], asked: Mapping[str, InputRequest], shown: Sequence[InputRequest]
) -> str | None:
    """Why a request asked in this leg is shown to the person other than as the harness asked it
    (its arguments, or the binding :meth:`~arena.context.RunContext.request_input` fixed when it
    was asked), else None: a request that shows the person one room and authorises another.

    ``turn``: the harness's record of the leg; ``asked``: its own copies of the requests;
    ``shown``: the requests as the adapter left them (the turn's, ``ctx.pending``), which the
    person answers. What an approval authorises is read from ``asked`` alone."""
    requests: dict[str, list[InputRequest]] | None = None
    for e in turn:
        if e.type != "input.requested":
            continue
        if requests is None:
            requests = {}
            for r in shown:
                requests.setdefault(r.id, []).append(r)
        rid = str(e.data.get("request_id"))
        request = asked.get(rid)
        if request is None:
            continue
        binds = request.details.get("binds")
        for seen in requests.get(rid, ()):
            if dict(seen.args) != dict(request.args) or seen.details.get("binds") != binds:
                return (
                    f"request {rid} is shown as {seen.action}({dict(seen.args)}) authorising "
                    f"{seen.details.get('binds')!r}, but the harness asked it as "
                    f"{request.action}({dict(request.args)}), which binds {binds!r}: only the "
                    "harness fixes what a request asks and authorises"
                )
            if seen.option_ids != request.option_ids:
                # drive39: the eval (and the event) offered what was asked, the adapter checked
                # the answer against what it put in its place ("deny" is not offered)
                return (
                    f"request {rid} offers the person {', '.join(seen.option_ids) or 'no option'}"
                    f", but the harness asked it offering {', '.join(request.option_ids)}: a "
                    "request's options are fixed when it is asked (RunContext.request_input), "
                    "and the person answers what was asked"
                )
    return None


def _said(data: Mapping[str, Any]) -> str:
    what = data.get("option_id") or data.get("text")
    edit = f" with edits {data['edited_args']}" if data.get("edited_args") else ""
    binds = data.get("binds")
    allows = f", authorising {binds.get('authorises')}" if isinstance(binds, Mapping) else ""
    return f"{what!r}{edit} by {data.get('responder')}{allows}"


__all__ = [
    "DECISION_FIELDS",
    "approved_binding",
    "decision_data",
    "describe_decision",
    "forged_decision",
    "forged_request",
    "gated",
    "held_call",
    "logged_decision",
    "read_reply",
    "reads_as_approval",
    "validate_option",
    "validate_response",
    "words_to_a_held_call",
]
