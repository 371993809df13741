"""The model's tool calls that the harness's tool log lacks (rejudge49).

The checks count what the harness's wrapper logged: a second booking it blocked fails
``tool_called_once_after_resume``. ``arena report``, ``arena runs`` and ``arena show`` judge a
stored record again from what it holds, and a record with that blocked call taken out (and its
last words made the first booking's report) read pass on every check: the tool log is the
record's to lose. The model log kept with each leg is not the tool log: the ids of the calls the
model's responses made (``model_calls``) and what the model was handed for each (``handed``,
with the tool's name). A call the model made, of a tool the harness's wrapper runs, whose
result it read, must be in the tool log; one per logged call of the tool, matched by the call's
id, else by its arguments and the result handed, else by its arguments, else by its tool.

A call the framework refused before any tool ran (arguments it could not read: a failure in
its own words, :func:`arena.handed.refused_unrun`) is no call the harness saw; the harness's own
refusal (:data:`arena.binding.BLOCKED`) is. A call of a tool the harness does not wrap (a
framework's output tool, pydantic_ai's ``final_result``; smolagents' ``final_answer``; a name
the model made up) is not counted: the arena's tools say which tools are wrapped, not the
adapter's name. Without a model log (a real endpoint) nothing is judged here.
"""

from __future__ import annotations

from arena import binding
from arena.handed import QUOTED, arg_keys, holds, refused_unrun
from arena.trace import Trace
from arena.types import ToolCall


def unrecorded_calls(trace: Trace, tool: str | None = None) -> list[str]:
    """One line per tool (``tool`` alone, where given) of which the model made more calls than
    the harness's tool log holds, naming the leg and the first call the log lacks."""
    made = _made(trace)
    if not made:
        return []
    by_tool: dict[str, list[tuple[int, str, str, str]]] = {}
    for leg, call_id, name, key, words in made:
        if (tool is None or name == tool) and _wrapped(trace, name):
            by_tool.setdefault(name, []).append((leg, call_id, key, words))
    out = []
    for name, made_calls in by_tool.items():
        logged = [c for c in trace.tool_calls if c.tool == name]
        if len(made_calls) <= len(logged):
            # no more calls than the log holds, the framework's refusals among them or not: no
            # result's words are read for a refusal (issue 16: ~35 k instructions a leg where
            # every call was logged, as in nearly every run)
            continue
        calls = [c for c in made_calls if not _refused(c[3])]
        if len(calls) <= len(logged):
            continue
        lacking = _unmatched(trace, calls, logged)
        if not lacking:
            continue
        leg, call_id, _, words = lacking[0]
        quoted = words[:QUOTED] + ("…" if len(words) > QUOTED else "")
        more = f" (and {len(lacking) - 1} more)" if len(lacking) > 1 else ""
        out.append(
            f"leg {leg}: the model called {name} {len(calls)}x and read each result, but the "
            f"harness's tool log holds {len(logged)} {name} call(s): it lacks the model's call "
            f"{call_id} (handed {quoted!r}){more}: the record was edited, or the adapter "
            "answered the call without the harness's wrapper"
        )
    return out


def _made(trace: Trace) -> list[tuple[int, str, str, str, str]]:
    """(leg, call id, tool, arguments' key, words handed) of each call the model's responses
    made, each once, in order: an id the model log kept among a leg's calls whose result some
    request handed back (which names its tool)."""
    handed: dict[str, tuple[str, str, str]] = {}
    for turns in trace.kept_turns.values():
        for call_id, name, key, words, _ in turns.handed:
            handed.setdefault(call_id, (name, key, words))
    out: list[tuple[int, str, str, str, str]] = []
    seen: set[str] = set()
    for leg in sorted(trace.kept_calls):
        for ids in trace.kept_calls[leg].calls:
            for call_id in ids:
                if call_id in seen or call_id not in handed:
                    continue
                seen.add(call_id)
                name, key, words = handed[call_id]
                out.append((leg, call_id, name, key, words))
    return out


def _wrapped(trace: Trace, tool: str) -> bool:
    """A tool whose calls the harness's wrapper logs (an ``@recorded`` tool that is no gate,
    where this process imported the arena's tools; else one the log has calls of)."""
    if tool in binding.PROPOSERS:
        return False
    return binding.harness_runs(tool) or any(c.tool == tool for c in trace.tool_calls)


def _refused(words: str) -> bool:
    """A framework's own refusal of the call, before any tool ran: not the harness's block."""
    return binding.BLOCKED not in words and refused_unrun(words)


def _unmatched(
    trace: Trace, calls: list[tuple[int, str, str, str]], logged: list[ToolCall]
) -> list[tuple[int, str, str, str]]:
    """The model's ``calls`` no logged call is left for: each takes the logged call with its
    id, else one with its arguments whose result it was handed, else one with its arguments,
    else any left."""
    left = list(logged)
    pending = list(calls)
    for rule in (_same_id, _same_result, _same_args, _any):
        still = []
        for call in pending:
            found = next((c for c in left if rule(trace, call, c)), None)
            if found is None:
                still.append(call)
            else:
                left.remove(found)
        pending = still
    return pending


def _same_id(trace: Trace, call: tuple[int, str, str, str], logged: ToolCall) -> bool:
    return logged.call_id == call[1]


def _same_args(trace: Trace, call: tuple[int, str, str, str], logged: ToolCall) -> bool:
    return bool(call[2]) and call[2] in arg_keys(trace, logged)


def _same_result(trace: Trace, call: tuple[int, str, str, str], logged: ToolCall) -> bool:
    return _same_args(trace, call, logged) and holds(call[3], logged.result, logged.tool)


def _any(trace: Trace, call: tuple[int, str, str, str], logged: ToolCall) -> bool:
    return True


__all__ = ["unrecorded_calls"]
