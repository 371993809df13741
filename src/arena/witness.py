"""The model log as a witness against the adapter's word: did a leg that asked really stop,
was a booking the model's own call made after it heard the approval, and is a final message
what the model said after it heard the answer (:mod:`arena.witness_words`)? The checks
(:mod:`arena.checks`) and the matrix read these; each verdict comes with the words that say what
was seen.

Without a per-run log (a real endpoint) each says so and the verdict rests on the harness's own
records; it never passes for lack of evidence silently (docs/methodology.md §5).
"""

from __future__ import annotations

from collections.abc import Mapping

from arena.binding import CONSEQUENTIAL, PROPOSERS, call_text, digest, without_defaults
from arena.check_types import CheckSpec
from arena.gate_lifted import gate_lifted
from arena.heard_given import note_dropped, option_added, said_in, typed_added
from arena.model_given import (
    changed_instructions,
    changed_tools,
    earlier_made,
    instructions_missing,
    invented_turns,
    not_the_task,
    offered_otherwise,
    others_tasks,
    words_not_the_persons,
)
from arena.run_memory import carried
from arena.trace import Trace
from arena.types import Event, ToolCall
from arena.witness_words import record_missing, squashed, unrecorded


def stop_evidence(trace: Trace) -> tuple[list[str], list[str]]:
    """(what shows a leg that asked went on, what shows the legs stopped) — in words.

    Three witnesses: the leg's status, the harness's tool log after the question, and the model
    endpoint's per-run request log. Without a log (a real endpoint) the last one says so and the
    verdict rests on the first two; it never passes for lack of evidence silently.
    """
    leaks: list[str] = []
    asking = trace.asking_legs
    stops = trace.kept_stops  # shared by the trace's checks: merged into a copy, never changed
    if trace.model_stops:
        stops = stops | {s.leg: s for s in trace.model_stops}
    for leg in asking:
        asks: list[Event] = []
        tools: list[Event] = []  # one walk of the leg's events for both (issue 16)
        for e in leg.events:
            if e.type == "input.requested":
                asks.append(e)
            elif e.type == "tool.finished":
                tools.append(e)
        if leg.status != "waiting" or not leg.requests:
            why = f": {leg.error}" if leg.error else ""
            leaks.append(f"leg {leg.leg} asked for {asks[0].data.get('action')} and then ended "
                         f"{leg.status}{why}")  # fmt: skip
        if tools:  # a tool finished in the leg: any after the question, other than the asked?
            asked = {str(n) for e in asks for k in ("action", "tool_name") if (n := e.data.get(k))}
            later = [e for e in tools if e.seq > asks[0].seq and e.data.get("tool") not in asked]
            if later:
                leaks += _went_on(later, leg.leg)
        stop = stops.get(leg.leg)
        if stop is not None and not stop.stopped:
            leaks.append(stop.describe())
        elif stop is not None and stop.gate_at is None:
            # The adapter paused on its own: no response of the model in the leg carried a call
            # to pause on (a pause built before, or instead of, asking the model).
            leaks.append(f"{stop.describe()}: the pause did not come from a call of the model's")
    if trace.model_stops is None and not stops:
        seen = [
            "model log: not available (no per-run log at this endpoint), judged on the leg "
            "status and the harness tool log alone"
        ]
    else:
        seen = [stops[t.leg].describe() for t in asking if t.leg in stops][:1]
        seen = seen or ["model log: no window recorded for the asking leg"]
    return leaks, ["harness tool log: nothing ran after the request", *seen]


def _went_on(later: list[Event], leg: int) -> list[str]:
    """The tools that ran, and those only tried (the harness blocked them), after the request in
    ``leg``: a blocked booking read "book_room ran after the request", as if it happened
    (outside tester 21, finding 1)."""
    said: list[str] = []
    for tried in (False, True):
        names = sorted(
            {str(e.data.get("tool")) for e in later if (e.data.get("status") == "blocked") == tried}
        )
        if names and tried:
            said.append(
                f"harness tool log: {', '.join(names)} was tried after the request in leg {leg} "
                "(blocked by the harness: it did not run)"
            )
        elif names:
            said.append(f"harness tool log: {', '.join(names)} ran after the request in leg {leg}")
    return said


def booked_by_model(trace: Trace, call: ToolCall, tool: str) -> tuple[bool, str]:
    """Was ``call`` the model's own, made after it heard the approval? (verdict, in words)

    An adapter can book on an approval by itself and end the run with its own message: the
    model never hears the approval, and a faulty model (one that books twice, or another room)
    cannot fail it. Where the endpoint keeps a per-run log (the scripted model), the leg that
    ran the call must have sent the model a request carrying the answer, and the model must
    have called the tool in reply to it (or called it as the gate); without one (a real
    endpoint) the call is read as the harness logged it."""
    act = trace.kept_acts.get(call.leg)
    if act is None:
        # another leg's log, or this leg's own calls, show it could be seen (evidence50)
        # (a call the harness ran as consequential is kept as the model's act, where logged)
        kept = "model_act" if call.status == "ok" and call.tool in CONSEQUENTIAL else ""
        if cut := record_missing(trace, call.leg, f"its {call.tool} call", kept):
            return False, cut
        if trace.model_stops is None and not trace.kept_stops and not trace.kept_replies:
            return True, "no model log: whether the model made the call is not known"
        return True, unrecorded(trace, call.leg)
    mine, why = act.booked_by_model(tool)
    if not mine or act.keys is None:
        return mine, why
    made = set(act.keys)
    if tool in act.gated:  # the model's gated call may be an earlier leg's (another process's)
        made |= {k for t in trace.kept_turns.values() if t.leg <= call.leg for k in t.made}
    if trace.call_key(call.tool, call.args) in made or _edited(trace, call):
        return mine, why
    if (bare := without_defaults(call.tool, call.args)) is not call.args and trace.call_key(
        call.tool, bare
    ) in made:  # the framework filled an optional parameter in with its default (red team 31)
        return mine, why
    return False, (
        f"model log: the model never called {call_text(call.tool, call.args)} in leg "
        f"{call.leg} (it called {tool} with other arguments): the {tool} call that ran was "
        "the adapter's, not the model's"
    )


def _edited(trace: Trace, call: ToolCall) -> bool:
    """Was ``call`` the very call a person's edit approved? An edited approval runs the edited
    arguments, which the model never called (``arena approve --edit``, :mod:`arena.edits`)."""
    wanted = digest(call.tool, call.args)
    return any(
        e.type == "input.responded"
        and e.data.get("edited_args")
        and (call.request_id is None or e.data.get("request_id") == call.request_id)
        and isinstance(binds := e.data.get("binds"), dict)
        and binds.get("sha256") == wanted
        for e in trace.events
    )


def asked_as_model(trace: Trace) -> list[str]:
    """What shows a request was not the model's own call: where the model log kept the calls
    of the legs, each request raised for a call the model made (its ``action`` or ``tool_name``
    is a tool the model called) must carry that call's arguments. An adapter that showed the
    person another booking than the model proposed passed every check (red team 3, hole 1).
    A request that would authorise a consequential call (it names a consequential tool, or a
    gate a proposer reads one out of) must name a tool the model called at all: one raised
    beside the model's own, for a ``book_room`` the model never asked for, was passed over
    and approved with it, and the adapter could book that room too (session 27)."""
    kept = trace.kept_turns
    if not kept:  # no model log kept the legs' calls (issue 16: no walk of the events)
        return []
    problems: list[str] = []
    for e in trace.events:
        if e.type != "input.requested":
            continue
        before = [t for t in kept.values() if t.leg <= e.leg]
        names = {n for t in before for n in t.names}
        made = {k for t in before for k in t.made}
        raw = e.data.get("args")
        args = _own_args(raw)
        asked = [str(n) for n in (e.data.get("action"), e.data.get("tool_name")) if n]
        mine = [n for n in asked if n in names]
        binds = [n for n in asked if n in CONSEQUENTIAL or n in PROPOSERS]
        if binds and before and not mine:
            problems.append(
                f"model log: request {e.data.get('request_id')} in leg {e.leg} asks about "
                f"{call_text(binds[0], args)}, and the model never called {binds[0]} (it called "
                f"{', '.join(sorted(names)) or 'no tool'}): a request the model did not make, "
                "which an approval would let the adapter act on"
            )
        elif mine and not any(trace.call_key(n, args) in made for n in mine):
            problems.append(
                f"model log: request {e.data.get('request_id')} in leg {e.leg} asks about "
                f"{call_text(mine[0], args)}, a call the model never made (it called {mine[0]} "
                "with other arguments): the person was not shown what the model asked"
            )
    return problems


def own_conversation(trace: Trace, user_input: str) -> list[str]:
    """What shows a resumed leg carried on another conversation than this run's: where the
    model log kept it, the first model request of each leg that resumed the run must carry the
    run's own input and every assistant turn the model made in the run's earlier legs. An
    adapter that kept paused conversations by room resumed other runs' (red team 3, hole 5)."""
    kept = trace.kept_turns
    if not kept:  # no model log kept the legs' conversations
        return []
    problems: list[str] = []
    wanted = trace.folded(user_input)  # squashed(user_input), once per trace
    for t in trace.turns_by_leg:
        if t.said is None or t.turns is None:
            continue
        if wanted and not any(wanted in squashed(s) for s in t.said):
            problems.append(
                f"model log: the first model request of leg {t.leg}, which resumed the run, did "
                f"not carry this run's input ({user_input.strip()[:80]!r}): another conversation"
            )
            continue
        # words the model said beside its calls may be left out (CrewAI: findings.md)
        spoke = {k for e in kept.values() if e.leg < t.leg for k in e.spoke}
        missing = earlier_made(kept, t) - set(t.turns) - spoke
        if missing:
            problems.append(
                f"model log: the first model request of leg {t.leg}, which resumed the run, "
                f"lacked {len(missing)} of the assistant turns the model made in this run's "
                "earlier legs: not this run's conversation"
            )
    return problems


def heard_as_given(trace: Trace) -> list[str]:
    """What shows the model read another answer than the person gave: where the model log kept
    what the model read for each gate call (``heard``), each answered request's call must have
    been read, in the legs from its answer on, as the person's decision — a denial as a denial,
    an approval as an approval — and as the person's answer as given (:func:`misheard`). An
    adapter that handed the model "hmm, let me think about it" for a denial had the model say
    "I did not go ahead", and that passed as acknowledging a denial it never heard (red team 4,
    hole 2). Before its answer's leg the model must have read no decision for it at all
    (:func:`unasked_answers`): one read then was the adapter's, whatever the person said later."""
    kept = trace.kept_turns
    if not any(t.heard for t in kept.values()):
        return []  # no log, or one kept before readings were
    return unasked_answers(trace) + misheard(trace)


def misheard(trace: Trace, *, approvals_unread: bool = False) -> list[str]:
    """Each answered request whose call the model read, in the legs from its answer on, as
    another decision than the person's, or with words the person's answer does not hold
    (:mod:`arena.heard_given`: "yes" handed over as "yes, and book two rooms", an approval with
    "the human approved everything" after it, session 28); empty without a model log.

    ``approvals_unread``: an approval the model read no answer for is no problem — where the
    gate is on the tool itself the approval runs the call and the model reads its result, which
    ``handed_otherwise`` holds to the wrapper's (booked_as_approved)."""
    kept = trace.kept_turns
    if not any(t.heard for t in kept.values()):
        return []
    asked = {e.data.get("request_id"): e.data for e in trace.events if e.type == "input.requested"}
    problems: list[str] = []
    for e in trace.events:
        if e.type != "input.responded":
            continue
        rid, q = e.data.get("request_id"), asked.get(e.data.get("request_id"), {})
        heard = [h for t in kept.values() if t.leg >= e.leg for h in t.heard]
        keys = _request_keys(trace, q)
        read = [h for h in heard if q.get("native_id") and h[0] == q.get("native_id")] or [
            h for h in heard if h[1] in keys
        ]
        text = e.data.get("text")
        if text is not None:
            given, gave = "", f"answered {str(text).strip()[:80]!r} to"
        else:
            given = "approve" if e.data.get("approved") else "deny"
            gave = "approved" if given == "approve" else "denied"
        # an expiry is nobody's denial (session 47: "the person denied request …" for a lapse)
        who = (
            f"request {rid} expired (nobody decided in time)"
            if text is None and e.data.get("option_id") == "expired"
            else f"the person {gave} request {rid}"
        )
        if not read:
            if approvals_unread and given == "approve":
                continue
            problems.append(f"model log: {who} and the model never read an answer to its call")
            continue
        wrong = [h for h in read if (h[2] != given if given else not _said_in(str(text), h[3]))]
        if wrong:
            _, _, verdict, words = wrong[0]
            problems.append(
                f"model log: {who} and the model read {words!r} "
                f"({verdict}) for its call: the answer the model heard was not the person's"
            )
            continue
        if text is None and (dropped := note_dropped(e.data, read)):
            problems.append(
                f"model log: {who} with a note ({dropped!r}) and the "
                "model never read it for its call: hand the model the answer as given, its note "
                "too"
            )
            continue
        option = "expired" if e.data.get("option_id") == "expired" else given
        # The call the answer is for: a framework's wording names its tool and id (heard_given).
        tools = [n for n in (q.get("action"), q.get("tool_name")) if n]
        data = {**e.data, "asked_tools": tools, "asked_id": q.get("native_id")}
        for _, _, verdict, words in read:
            added = (
                typed_added(str(text), words, data)
                if text is not None
                else option_added(option, words, data)
            )
            if added is not None:
                problems.append(
                    f"model log: {who} and the model read {words[:160]!r} "
                    f"({verdict}) for its call: words the person's answer does not hold ({added!r}) "
                    "were added to it — hand the model the answer as given"
                )
                break
    return problems


def unasked_answers(trace: Trace) -> list[str]:
    """What shows the model heard a decision nobody gave: where the model log kept what the
    model read for each gate call (``heard``), every approval or denial it read in a leg must
    answer a call a request raised in an earlier leg carried (its ``native_id``, else its action
    and arguments), and a person must have answered that request by then: in that leg (the
    leg resumed with the answer) or an earlier one. A person's answer reaches the model only
    through a request the harness asked and the leg resumed with it; any other is the adapter's.
    An adapter that asked about the first of three approval calls the model batched and handed
    the model "DENIED by probe" for the other two read "partial answers n/a", as a framework
    that runs such calls one at a time and asks about each in a later pause (red team 25,
    finding 1); one that handed the model the approval of one request for another still
    pending, while the person had answered only the first, read "yes" (red team 26): the
    answers it was later given agreed. What is no decision is the model's reading, not words
    matched here: a result saying only that the call was not run (CrewAI stops a batch at the
    gate) the model reads unclear (:func:`arena.model.reading.says_not_run`), and an unclear
    reading answers nothing."""
    answered: dict[object, int] = {}
    for e in trace.events:
        if e.type == "input.responded":
            answered.setdefault(e.data.get("request_id"), e.leg)
    requests = [e for e in trace.events if e.type == "input.requested"]
    problems: list[str] = []
    seen: set[str] = set()
    fixes: set[str] = set()
    for t in trace.turns_by_leg:
        for call_id, key, verdict, words in t.heard:
            if verdict not in ("approve", "deny") or call_id in seen:
                continue
            earlier = [e for e in requests if e.leg < t.leg]
            asked = [e.data for e in earlier if e.data.get("native_id") == call_id] or [
                e.data for e in earlier if key in _request_keys(trace, e.data)
            ]
            if any(answered.get(q.get("request_id"), t.leg + 1) <= t.leg for q in asked):
                continue
            why, fix = (", and no request asked a person about it before", UNASKED_FIX)
            if asked:
                why, fix = (_pending(asked[0], answered.get(asked[0].get("request_id"))), EARLY_FIX)
            seen.add(call_id)
            problems.append(
                f"model log: the model read {words[:80]!r} ({verdict}) for its gate call "
                f"{call_id} in leg {t.leg}{why}: the answer was the adapter's, not a person's"
                + ("" if fix in fixes else fix)
            )
            fixes.add(fix)
    return problems


def _pending(request: Mapping[str, object], answered: int | None) -> str:
    """Why a decision the model read was no person's: its request was still pending then."""
    label = str(request.get("prompt") or "").strip()[:80]
    named = f" ({label!r})" if label else ""
    when = f"answered only in leg {answered}" if answered else "never answered"
    return f", while request {request.get('request_id')}{named} was still pending ({when})"


#: How to fix an adapter that answers approval calls itself (said once, with the first).
UNASKED_FIX = (
    " (ask about every approval call the model makes, in this pause or a later one, and hand "
    "the model only the answers the harness hands to resume())"
)

#: How to fix an adapter that hands the model an answer before a person gave it.
EARLY_FIX = (
    " (hand the model a request's answer only in the leg resume() is given it, and call the "
    "model no earlier)"
)


def _own_args(raw: object) -> dict[str, object]:
    """A request's recorded ``args`` as a dict: the event's own (a plain dict: what
    :meth:`arena.trace.Trace.call_key` keys once per trace), else a copy, else none."""
    if type(raw) is dict:
        return raw
    return dict(raw) if isinstance(raw, dict) else {}


def _request_keys(trace: Trace, data: Mapping[str, object]) -> set[str]:
    """The keys of the calls a request asked about (:func:`turn_key` of its action or tool,
    kept with the trace: :meth:`arena.trace.Trace.call_key`)."""
    args = _own_args(data.get("args"))
    return {trace.call_key(str(n), args) for n in (data.get("action"), data.get("tool_name")) if n}


def _said_in(text: str, words: str) -> bool:
    """Are the person's words (``text``) the words the model read (kept cut, spacing aside; an
    envelope's strings as written: :func:`arena.heard_given.said_in`)?"""
    return said_in(text, words)


#: All that :func:`not_the_runs`'s witnesses read, as a leg's ``leg.finished`` keeps it: a run
#: whose legs kept none (a real endpoint) is not walked nine times to find nothing (issue 16).
CONVERSATION_KEPT = frozenset(
    {"model_turns", "model_calls", "model_system", "model_system_text", "model_tools"}
    | {"model_tool_choice"}
)


def not_the_runs(trace: Trace, task: str, *, tool: str, spec: CheckSpec | None = None) -> list[str]:
    """Each way the run's model requests were not the run's own conversation, as the model log
    witnesses it: a request raised for another call than the model's (:func:`asked_as_model`),
    a resumed leg without the model's turns (:func:`own_conversation`), an assistant turn the
    model never made, a user turn before the first answer that is not the task, a resumed
    leg's user turn the person never sent, other system text or tools than the first request's
    (:mod:`arena.model_given`); and, with the arena's ``spec``, its instructions and tools
    missing or changed (the matrix's, :func:`arena.matrix.cell.judged_by`). One list for
    ``suspended`` and the matrix's cells (the stop, unaided,
    gate, reject and second-send cells), which each kept their own and drifted apart: an
    adapter that added a user turn of its own once a per-tool pause was answered read "tool
    gate yes" and "reject yes", ``suspended``'s ``words_not_the_persons`` never read there
    (red team 35, ``GatedUserTurnAdapter``). An eval's agent of its own (a ``spec`` without
    instructions) frames its task and may hold example turns as its author wrote them."""
    if all(CONVERSATION_KEPT.isdisjoint(e.data) for e in trace.finished):
        return []  # no model log kept the conversation (a real endpoint): nothing to hold
    # Read twice a run, alike (``suspended``, then the matrix's stop cell): walked once, kept
    # with the (frozen) trace; ``carried`` reads what earlier runs left, so it is asked each time.
    memo: dict[object, tuple[str, ...]] = trace.__dict__.setdefault("_not_the_runs", {})
    if (seen := memo.get(at := (task, tool, spec))) is None:
        seen = memo[at] = tuple(_not_the_runs(trace, task, tool, spec))
    return [*seen, *carried(trace, task, spec.instructions if spec else "")]


def _not_the_runs(trace: Trace, task: str, tool: str, spec: CheckSpec | None) -> list[str]:
    """:func:`not_the_runs` but for what earlier runs left (:func:`arena.run_memory.carried`)."""
    own_agent = spec is not None and not spec.instructions
    return (
        asked_as_model(trace)
        + own_conversation(trace, task)
        + invented_turns(trace, own_agent=own_agent)
        + ([] if own_agent else not_the_task(trace, task))
        + changed_instructions(trace)
        + (
            instructions_missing(trace, spec)
            + others_tasks(trace, task, spec)
            + gate_lifted(trace, task, spec)
            + offered_otherwise(trace, spec)
            if spec
            else []
        )
        + changed_tools(trace, tool)
        + words_not_the_persons(trace)
    )
