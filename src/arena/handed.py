"""Was the model handed, for each tool call, what the harness's wrapper returned for it?

The checks read the harness's tool log: what a tool returned is logged by its ``@recorded``
wrapper as it runs. What the model then reads is the adapter's to hand over, and nothing held
the two together: an adapter that ran the real search and handed the model a listing of rooms
taken that day, or booked as approved and handed it the confirmation with "Booking date:
Saturday ... A 250 EUR fee was charged" added, passed 12/12 (red team 27). The scripted model
logs what it read for every call answered (``handed``, kept with each leg: :mod:`arena.evidence`),
which the adapter cannot write; a real endpoint has no such log, and nothing is judged here.

A result is handed as the wrapper returned it when the text the model read holds the wrapper's
result, spacing and case aside, with nothing beyond it but the forms a framework legitimately
wraps it in: JSON quoting or an object around it (ADK's ``{"result": ...}``, which the model
reads unwrapped), punctuation, or a label naming the tool's result and a ReAct step's framing
words (:data:`FRAMING`).
"""

from __future__ import annotations

import contextlib
import functools
import json
from collections.abc import Iterable, Mapping
from typing import Any, cast

from arena import binding
from arena.lazy_pattern import compile_kept
from arena.marks import spells
from arena.request_keys import LOOSE_JSON, json_like
from arena.request_log import KEPT_HANDED, RESULT_FRAMING, args_key, handed_words, whole_key
from arena.trace import Trace
from arena.types import ToolCall

#: Words a framework puts around a tool's result, besides punctuation, JSON and the tool's name:
#: "Observation:", "Tool search_rooms returned:", a ReAct step's "Thought: I now know the result
#: of search_rooms." (honest framing, red team 14: ``fault_references.Observation``). Anything
#: else beyond the wrapper's result — a day, a fee, a room, a number — is words the model read
#: that the tool never said.
FRAMING = RESULT_FRAMING
#: How much of a handed text is quoted in a failure.
QUOTED = 120
#: A run of word characters: what :func:`_framing` reads as a word (compiled once, not looked
#: up in ``re``'s cache at each call).
_WORDS = compile_kept(r"[^\W]+")


def _framing(text: str, tools: Iterable[str]) -> bool:
    """Whether ``text`` (beyond the wrapper's result) is only framing: punctuation, JSON, the
    tool's name and the labels of :data:`FRAMING`. A symbol that spells words or says them
    (Braille "⠁⠎⠏⠑⠝ ⠊⠎ ⠞⠁⠅⠑⠝", "❌") is no punctuation: red team 29's ``GlyphAdapter`` put
    either after every result and scored 12/12 (:func:`arena.marks.spells`)."""
    names = {t.casefold() for t in tools}
    words = _WORDS.findall(text)
    if not all(w in names or FRAMING.fullmatch(w) for w in words):
        return False
    return not spells(_WORDS.sub("", text))


def _forms(words: str) -> list[str]:
    """A handed text as the model may read it: as sent, and decoded where it is JSON (a quoted
    string, an object holding the result)."""
    out = [words]
    if not json_like(words):  # no JSON: json.loads would raise (issue 16: without its work)
        return out
    with contextlib.suppress(ValueError, RecursionError):
        value = LOOSE_JSON(words)
        out.append(
            handed_words(value if isinstance(value, str) else json.dumps(value, ensure_ascii=False))
        )
    return out


def holds(words: str, result: str, tool: str, whole: str = "", keys: str = "") -> bool:
    """Whether the handed ``words`` are the wrapper's ``result`` of ``tool``, in a form a
    framework wraps it in. Where either log kept its text cut — the harness 500 characters of a
    result (:data:`arena.harness_log.RESULT_EXCERPT`, ``whole`` its key of the whole), the model log 2,000 of what
    the model read (:data:`arena.request_log.KEPT_HANDED`, ``keys`` those of the whole it read:
    :func:`arena.request_log.whole_key`) — what follows the kept part is judged by the two
    wholes' keys, which must agree: a tail rewritten after a cut result (session 28, gap 3), or
    words added after 2,000 characters of filler past the model log's cut (red team 28's
    ``WrongDayPadded``), are seen."""
    own = handed_words(result)
    if not own:
        return not words.strip(" \"'{}[]")
    cut = bool(whole) or len(words) >= KEPT_HANDED
    if cut and not _same_whole(words, result, tool, whole, keys):
        return False
    if words == own:  # handed as returned, nothing around it: no framing to read (issue 16)
        return True
    for form in _forms(words):
        at = form.find(own)
        while at >= 0:
            before, after = form[:at], form[at + len(own) :]
            if _framing(before, (tool,)) and (cut or _framing(after, (tool,))):
                return True
            at = form.find(own, at + 1)
    return False


def _same_whole(words: str, result: str, tool: str, whole: str, keys: str) -> bool:
    """Whether the whole result the harness's wrapper returned (its key ``whole``; a result it
    kept whole is its own key) is the whole text the model read (its keys ``keys``; words the
    model log kept whole are their own keys). A text the model log cut with no keys beside it
    (logged before they were kept) cannot be held whole, and does not hold."""
    theirs = whole or whole_key(result, tool)
    if keys:
        return theirs in keys.split(",")
    if len(words) >= KEPT_HANDED:
        return False
    return any(whole_key(form, tool) == theirs for form in _forms(words))


def handed_otherwise(trace: Trace) -> list[str]:
    """Each tool call the harness's wrapper runs whose result the model read was not what the
    wrapper returned for it (by the call's tool and arguments): a listing or a confirmation
    the adapter made up or rewrote, or a result for a call the wrapper never ran (but a
    framework's own refusal of arguments it could not read, :func:`refused_unrun`), or more
    calls of a tool than the harness's log holds (:mod:`arena.unrecorded`). A gate's
    answer is the person's (``heard``), a call a person denied through the per-tool gate is
    logged by ``ctx.resolve`` under the model's own call id (the gate cells read what the model
    was handed for it); neither is judged here. Empty without a model log (a real endpoint)."""
    seen: dict[tuple[str, str, str], tuple[str, str]] = {}
    for turns in trace.kept_turns.values():
        for call_id, name, key, words, keys in turns.handed:
            seen.setdefault((call_id, words, keys), (name, key))
    if not seen:
        return []
    wholes = {
        str(e.data.get("call_id")): str(e.data["whole"])
        for e in trace.events
        if e.type == "tool.finished" and e.data.get("whole")
    }
    decided = {c.call_id for c in trace.tool_calls}
    problems: list[str] = []
    for (call_id, words, keys), (name, key) in seen.items():
        if call_id in decided or not _judged(trace, name):
            continue
        ran = _ran(trace, name)
        same = [c for c in ran if key in _keys(trace, c)]  # the call with the model's own arguments
        # a refusal's words are read last: a pattern over the whole text, where the honest
        # call's own run (``same``, not another call's) already says no (issue 16)
        if (not same or _accounted(same, call_id, key, seen, wholes)) and refused_unrun(words):
            continue
        quoted = words[:QUOTED] + ("…" if len(words) > QUOTED else "")
        if not ran:
            problems.append(
                f"the model was handed {quoted!r} for its {name} call {call_id}, but the "
                f"harness's wrapper never ran {name}"
            )
            continue
        if not same and not key:  # arguments the model log could not read (not an object)
            same = ran
        if not same:
            problems.append(
                f"the model was handed {quoted!r} for its {name} call {call_id}, but the "
                f"harness's wrapper never ran {name} with its arguments ({_shown(ran)})"
            )
            continue
        if not any(
            holds(words, c.result, name, wholes.get(c.call_id, ""), keys) for c in same
        ) and not _one_for_several(trace, words, seen):
            problems.append(
                f"the model was handed {quoted!r} for its {name} call {call_id}, not what the "
                f"harness's wrapper returned for it ({_shown(same)})"
            )
    from arena.unrecorded import unrecorded_calls  # it reads results as this module does

    return problems + unrecorded_calls(trace)


def _one_for_several(
    trace: Trace, words: str, seen: dict[tuple[str, str, str], tuple[str, str]]
) -> bool:
    """Whether ``words``, handed for several calls, hold the result the wrapper returned for
    each of them and nothing else but framing: smolagents joins the results of a step's calls
    into one observation, which the model reads for each call. Its honest run of the partial
    probe (three searches, then two bookings, in one turn each) read "partial no" once the cell
    held what the model read for each call (red team 35)."""
    sharing = [(name, key) for (_, w, _), (name, key) in seen.items() if w == words]
    if len(sharing) < 2 or len(words) >= KEPT_HANDED:
        return False
    for form in _forms(words):
        rest = form
        for name, key in sharing:
            owns = [handed_words(c.result) for c in _ran(trace, name) if key in _keys(trace, c)]
            own = next((o for o in owns if o and o in rest), None)
            if own is None:
                break
            rest = rest.replace(own, " ", 1)
        else:
            if _framing(rest, {name for name, _ in sharing}):
                return True
    return False


def _accounted(
    same: list[ToolCall],
    call_id: str,
    key: str,
    seen: dict[tuple[str, str, str], tuple[str, str]],
    wholes: dict[str, str],
) -> bool:
    """Whether each run of these arguments is another model call's, handed its result: CrewAI
    tells the model a batched call "NOT RUN: … was skipped when the run paused", and the model
    asks again once the person approved; that later call's booking is not the skipped call's
    (docs32: crewai under ``batch`` failed ``booked_as_approved``)."""
    claimers = {
        other
        for (other, words, keys), (name, k) in seen.items()
        if other != call_id
        and k == key
        and any(holds(words, c.result, name, wholes.get(c.call_id, ""), keys) for c in same)
    }
    return len(claimers) >= len(same)


def _judged(trace: Trace, tool: str) -> bool:
    """A tool whose results the harness's wrapper writes: an ``@recorded`` tool that is no gate
    (where this process imported the arena's tools), else one the run's log has calls of."""
    if tool in binding.PROPOSERS:
        return False
    return binding.harness_runs(tool) or any(c.tool == tool for c in trace.tool_calls)


def _ran(trace: Trace, tool: str) -> list[ToolCall]:
    """The calls of ``tool`` the harness's wrapper logged (not a decision ``ctx.resolve`` wrote)."""
    return [c for c in trace.tool_calls if c.tool == tool and c.status != "rejected"]


def _keys(trace: Trace, call: ToolCall) -> tuple[str, ...]:
    """The call's arguments as the model log keys them: as run, and without a parameter the
    framework filled in with its default (``note=""``: the model left it out; red team 31);
    worked out once per trace (:attr:`arena.trace.Trace.worked_out`): each is a JSON text and a
    hash, and a run's handed results are each matched against every call of their tool."""
    memo = trace.worked_out
    kept = memo.get((_keys, id(call)))
    if kept is not None and kept[0] is call:
        return cast(tuple[str, ...], kept[1])
    bare = binding.without_defaults(call.tool, call.args)
    if bare is call.args:
        keys: tuple[str, ...] = (_args_key(call.tool, call.args),)
    else:
        keys = _args_key(call.tool, call.args), _args_key(call.tool, bare)
    memo[(_keys, id(call))] = (call, keys)
    return keys


#: Types whose value alone gives its text in a key (``str(v)``): a key of such arguments may
#: be kept across runs.
_PLAIN = frozenset({str, int, bool, type(None), float})


def _args_key(tool: str, args: Mapping[str, Any]) -> str:
    """``args_key(tool, args)``, kept per tool and arguments where every name is a ``str`` and
    every value of a plain type (issue 16: a JSON text and a hash per call of every run, the
    same searches and bookings run after run). Each value is kept with its type, as 1, 1.0 and
    True are equal as dict keys and their texts differ, and a float with its repr (-0.0 ==
    0.0)."""
    held = []
    for k, v in args.items():
        if type(k) is not str or type(v) not in _PLAIN:
            return args_key(tool, dict(args))
        held.append((type(k), k, type(v), v, repr(v) if type(v) is float else None))
    return _kept_key(tool, tuple(held))


@functools.lru_cache(maxsize=1024)
def _kept_key(tool: str, held: tuple[tuple[Any, ...], ...]) -> str:
    return args_key(tool, {k: v for _, k, _, v, _ in held})


#: A failure's words (a framework's refusal of arguments it could not read: "Error: Argument
#: parsing failed", "invalid JSON") and a result's words that are more than one: a listing, a
#: confirmation.
_FAILURE = compile_kept(
    r"\b(?:errors?|fail\w*|invalid|unknown|not found|cannot|can't|could not|unable|refused|"
    r"exception|missing|malformed|not a valid|expecting|not run|skipped)\b"
)
_RESULT = compile_kept(
    r"\bseats?\s*:?\s*\d+|\bfor\s+\d+\+\s*people\b|\bconfirm|\bbooked\b|\bbk-\w+"
)


def refused_unrun(words: str) -> bool:
    """Whether ``words``, handed for a call the wrapper ran with no such arguments, only say the
    call failed: a framework that could not read the model's arguments (an arena fault: not an
    object, a surrogate) refuses the call before the tool runs, in its own words."""
    return bool(_FAILURE.search(words)) and not _RESULT.search(words)


def _shown(calls: list[ToolCall]) -> str:
    last = calls[-1]
    text = " ".join(last.result.split())
    return f"{last.status}: {text[:QUOTED]!r}" + (
        f" and {len(calls) - 1} more" if len(calls) > 1 else ""
    )


#: The call's arguments as the model log keys them (:mod:`arena.unrecorded` matches by them).
arg_keys = _keys

__all__ = ["FRAMING", "arg_keys", "handed_otherwise", "holds"]
