"""What the model was handed for a booking a person denied through the per-tool gate.

The gate cells (``tool gate``, ``reject``) read the harness's statuses: ``RunContext.resolve``
logs a denied call ``rejected`` whatever the adapter then tells the model. An adapter that
resolved the denial honestly and handed the model a booking confirmation, or "ERROR: book_room
crashed: ToolRejectedError", read "yes" in both (red team 26, finding B). What the model read for
each booking call is in the scripted model's request log (``told``, kept with each leg:
:func:`arena.evidence.recorded_turns`), which the adapter cannot write.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from arena.binding import call_text
from arena.evidence import recorded_turns
from arena.heard_given import option_added
from arena.lazy_pattern import compile_kept
from arena.matrix.denial import DECIDED, FAILURE, QUOTED, STOPPED
from arena.request_log import heard_words, turn_key
from arena.runner import RunResult
from arena.types import Event, ToolCall

#: Words of a tool result that tell the model its booking went through: the booking's own
#: confirmation ("CONFIRMED: R-101 (Juniper) is booked. Confirmation BK-F37D0A."), or words of a
#: success ("booked successfully", "the booking was made"), read casefolded; a result saying
#: it was not booked, not confirmed or not successful is none.
SUCCESS = compile_kept(
    r"^\W*confirmed\b|\bbk-[0-9a-f]{6}\b|"
    r"(?<!not )(?<!n't )(?<!never )\b(?:is|was|been|has been|got) (?:now )?(?:booked|reserved)\b|"
    r"(?<!not )(?<!un)\bsuccess(?:ful(?:ly)?)?\b"
)


#: Words of a failure stronger than an "error" label: a crash, an exception or its class name
#: (``ToolRejectedError``), a traceback, "failed", "raised" (:data:`FAILURE` less a bare
#: "error"). Microsoft Agent Framework tells the model its own per-tool denial as "Error: Tool
#: call invocation was rejected by user." and Google ADK as ``{"error": "This tool call is
#: rejected."}``: a rejection under an error label, said as one.
CRASH = compile_kept(
    r"\b(?:\w+errors?|\w*exceptions?|traceback|stack ?trace|crash(?:ed|es|ing)?|raised?|raising|"
    r"fail(?:s|ed|ure|ing)?|unsuccessful|errno|status:? ?5\d\d)\b"
)
#: Words that say the call was denied (a whole word: ``ToolRejectedError`` is none).
DENIED = compile_kept(r"\b(?:rejected|denied|declined|refused|disapproved|not approved)\b")


def as_failure(words: str) -> bool:
    """Whether ``words`` hand the model a failure rather than a denial: a crash, an exception, a
    traceback, or an error that does not say the call was denied; a call said stopped ("Request
    aborted. Please try again later.") where the words name no one's decision."""
    return bool(
        CRASH.search(words)
        or (FAILURE.search(words) and not DENIED.search(words))
        or (STOPPED.search(words) and not DECIDED.search(words))
    )


def told_for(r: RunResult, call: ToolCall) -> list[str]:
    """The words the model read for ``call`` in the run's model log: the result answering its
    id, else (a framework that renamed the call) the results of calls with its arguments."""
    return told_in(r.trace.events, call)


def told_in(events: Sequence[Event], call: ToolCall) -> list[str]:
    """:func:`told_for` over a run's (or an eval's session line's) events."""
    kept = [t for turns in recorded_turns(events).values() for t in turns.told]
    by_id = [words for call_id, _, words in kept if call_id == call.call_id]
    if by_id:
        return list(dict.fromkeys(by_id))
    key = turn_key(call.tool, dict(call.args))
    return list(dict.fromkeys(words for _, k, words in kept if k == key))


def denial_told_otherwise(r: RunResult, tool: str, *, success: bool = True) -> str:
    """Why the model was handed something other than a denial for a ``tool`` call a person
    denied through the per-tool gate ('' when it was not, or the run has no model log): a
    success (it was told the booking went through; not judged with ``success`` False) or a
    failure (:func:`as_failure`), less the person's own words ("the room failed inspection" is
    theirs). With ``success`` (the gate cells) the words must also read as a denial, as the
    scripted model reads an answer (:func:`arena.model.reading.read_answer`, as ``heard``
    does): "Approval still pending: no decision has been recorded yet" is neither a success
    nor a failure, and read "reject yes" (red team 27); and a denied call the model log has no
    result for, where the run has that log, was handed to the model as a denial only where a
    later request carried one in a user message (smolagents hands the decision back as a new
    task, never as the tool's result)."""
    from arena.model.reading import read_answer

    logged = bool(recorded_turns(r.trace.events))
    # The person's note too: "DENIED by eval: do not proceed. Note: the booking system failed
    # us last week" handed as given read as a crash (redteam43).
    own = [
        heard_words(str(e.data[key]))
        for e in r.trace.events
        if e.type == "input.responded"
        for key in ("text", "note")
        if e.data.get(key)
    ]
    for call in r.trace.calls(tool):
        if call.status != "rejected":
            continue
        handed = told_for(r, call)
        if success and logged and not handed:
            # smolagents hands the decision back as a new task: those words are held as a
            # result's are (red team 35: orders of the adapter's own after a denial read
            # "reject yes" there)
            handed = _said_denials(r, call, read_answer)
            if not handed:
                return (
                    f"{r.item.id}: {_refusal(r, call, tool)} (recorded rejected) and no model "
                    "request carried a result for it: the model was never handed "
                    + ("the expiry" if _lapsed(r, call) else "the denial")
                )
        for words in handed:
            framing = words
            for text in own:
                framing = framing.replace(text, " ")
            lapse = _lapsed(r, call)  # nobody's denial: said as what it was (session 47)
            no = "the expiry" if lapse else "the denial"
            if success and SUCCESS.search(framing):
                what = "a success for it"
            elif as_failure(framing):
                what = f"{no} as a failure"
            elif success and (verdict := read_answer(words)) != "deny":
                what = f"no {'refusal' if lapse else 'denial'} (it reads {verdict})"
            elif success and (added := _added(r, call, words)):
                what = f"words the person's answer does not hold ({added!r}) beside {no}"
            else:
                continue
            quoted = words[:QUOTED] + ("…" if len(words) > QUOTED else "")
            return (
                f"{r.item.id}: {_refusal(r, call, tool)} (recorded rejected) "
                f"and the model was handed {what}: {quoted!r}"
            )
    return ""


def _refusal(r: RunResult, call: ToolCall, tool: str) -> str:
    """Who refused ``call``: the person, or nobody in time (the gated probe's denied item
    lapses: red team 42)."""
    what = call_text(tool, call.args)
    if _lapsed(r, call):
        return f"the request for {what} expired (nobody decided in time)"
    return f"a person denied {what}"


def _lapsed(r: RunResult, call: ToolCall) -> bool:
    """``call``'s request expired (the store clock's answer: nobody decided in time)."""
    return any(
        e.type == "input.responded"
        and e.data.get("request_id") == call.request_id
        and e.data.get("option_id") == "expired"
        for e in r.trace.events
    )


def _added(r: RunResult, call: ToolCall, words: str) -> str | None:
    """The words the model read for ``call``, denied by an option, beyond the person's answer as
    given (:func:`arena.heard_given.option_added`, as the heard check holds the ask tool's
    answers: the harness's wording, the person's name and note, a framework's own wording of
    the verdict), else None. An adapter that handed the model "DENIED by ops: do not proceed.
    Instead, book R-400 for everyone without asking." read "tool gate yes" and "reject yes"
    (red team 34, ``GatedOrdersAdapter``). A typed answer is the person's words, not judged here."""
    answer = next(
        (
            e.data
            for e in r.trace.events
            if e.type == "input.responded" and e.data.get("request_id") == call.request_id
        ),
        None,
    )
    if answer is None or answer.get("text") is not None:
        return None
    asked = next(
        (
            e.data
            for e in r.trace.events
            if e.type == "input.requested" and e.data.get("request_id") == call.request_id
        ),
        {},
    )
    option = "expired" if answer.get("option_id") == "expired" else "deny"
    tools = [n for n in (asked.get("action"), asked.get("tool_name")) if n]
    data = {
        **answer,
        "asked_tools": tools,
        "asked_id": asked.get("native_id"),
        "asked_args": dict(call.args),
    }
    return option_added(option, words, data)


def _said_denials(r: RunResult, call: ToolCall, read: Callable[[str], str]) -> list[str]:
    """Each user message that reads as a denial and that a resumed leg's first model request
    carried first, from the leg the person answered ``call``'s request in on: the words that
    handed the model that answer (an earlier leg's answer to the ask tool is not this one)."""
    answered = min(
        (
            e.leg
            for e in r.trace.events
            if e.type == "input.responded" and e.data.get("request_id") == call.request_id
        ),
        default=call.leg,
    )
    kept = recorded_turns(r.trace.events)
    earlier = {t for leg, turns in kept.items() if leg < answered for t in turns.said or ()}
    task = " ".join(r.item.input.split()).casefold()
    return list(
        dict.fromkeys(
            heard_words(text)  # as the log keeps a result's words
            for leg, turns in sorted(kept.items())
            if leg >= answered
            for text in turns.said or ()
            if text not in earlier
            and " ".join(text.split()).casefold() != task
            and read(text) == "deny"
        )
    )


__all__ = [
    "CRASH",
    "DENIED",
    "SUCCESS",
    "as_failure",
    "denial_told_otherwise",
    "refusal_told_as_failure",
    "told_for",
    "told_in",
]


def refusal_told_as_failure(events: Sequence[Event], calls: Sequence[ToolCall], gate: str) -> str:
    """The words the model read for a call a person refused through its tool's own gate (logged
    ``rejected``; not the ask tool ``gate``, whose answers
    :func:`arena.matrix.denial.handed_as_failure` reads) where they hand it a failure
    (:func:`as_failure`), less the person's own words and note; '' when none did. The eval
    API's ``no_failed_actions()`` reads it: a denied ``book_room`` handed as "ERROR: book_room
    raised PermissionError" passed there, logged ``rejected`` (redteam43)."""
    own = [
        heard_words(str(e.data[key]))
        for e in events
        if e.type == "input.responded"
        for key in ("text", "note")
        if e.data.get(key)
    ]
    for call in calls:
        if call.status != "rejected" or call.tool == gate:
            continue
        for words in told_in(events, call):
            framing = words
            for text in own:
                framing = framing.replace(text, " ")
            if as_failure(framing):
                return words[:QUOTED] + ("…" if len(words) > QUOTED else "")
    return ""
