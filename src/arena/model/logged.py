"""What each request's log entry keeps of the conversation it carried (``LoggedRequest``'s
``said``, ``turns``, ``heard``, ``told``, ``handed``, ``answered``): the model's side of the
evidence, read by :mod:`arena.evidence` and the checks (docs/architecture.md). The scripted
model's app (:mod:`arena.model.app`) and the gateway in front of a real endpoint
(:mod:`arena.gateway_log`) fill an entry with :func:`fill`, so both logs are the same evidence.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from arena.model.conversation import Called, Conversation, Returned, Said, Step, ToolUse
from arena.model.policy import BOOK, GATE, gate_verdicts
from arena.model.reading import read_answer
from arena.offered import choice_key, param_words, system_words, tool_keys
from arena.request_log import (
    Handed,
    LoggedRequest,
    args_key,
    handed_words,
    heard_words,
    result_key,
    system_key,
    turn_key,
    whole_keys,
)
from arena.wording.answers import answer_text, is_pending

FINAL_ANSWER = "final_answer"  # smolagents ends a run only through this tool


def fill(
    entry: LoggedRequest,
    conv: Conversation,
    calls: Sequence[ToolUse],
    text: str,
    offered: tuple[Any, Any],
    first_system: Callable[[LoggedRequest], bool],
    gate: str = "",
) -> None:
    """Write into ``entry`` what a request carried (``conv``, ``offered``: its tools and tool
    choice) and what the model answered (``calls``, with their ids, and ``text``);
    ``first_system(entry)``: no other request of the run carried its system text (the log's). One reading for
    the scripted model and for a real one behind the gateway: the checks judge both alike.
    ``gate``: the arena's gate call ("": ``request_approval``), whose answers ``heard`` keeps."""
    tools, choice = offered
    entry.calls = tuple(c.name for c in calls)
    entry.said, entry.turns, entry.carried = carried(conv)
    final = (str(c.args.get("answer", "")) for c in calls if c.name == FINAL_ANSWER)
    entry.text = text or next(final, "")
    entry.answered = answered(conv)
    entry.results = tuple(
        result_key(s.name, s.content) for s in conv.steps if isinstance(s, Returned)
    )
    # the words first, as a conversation sent back carries them (beside calls too)
    said = [turn_key(None, text)] if text.strip() else []
    entry.made = (*said, *(turn_key(c.name, c.args) for c in calls))
    entry.spoke = said[0] if said and calls else ""
    entry.heard = heard(conv, gate or GATE)
    entry.told = told(conv)
    entry.handed = handed(conv)
    entry.ids = tuple(c.id for c in calls if c.id)
    entry.system = system_key(conv.system)
    if first_system(entry):
        entry.system_text = system_words(conv.system)
    entry.tools = tool_keys(tools)
    entry.params = param_words(tools)
    entry.choice = choice_key(choice)
    entry.returned = tuple(s.call_id for s in conv.steps if isinstance(s, Returned))


def carried(conv: Conversation) -> tuple[tuple[str, ...], tuple[str, ...], int]:
    """What a request carried, as its log entry keeps it: the task and user messages
    (``said``), the assistant turns (``turns``) and how many steps were not user messages."""
    users = [s.text for s in conv.steps if isinstance(s, Said) and s.role == "user"]
    turns = tuple(k for s in conv.steps if (k := _turn(s)) is not None)
    return (conv.task, *users), turns, len(conv.steps) - len(users)


def heard(conv: Conversation, gate: str = GATE) -> tuple[tuple[str, str, str, str], ...]:
    """What the model read for each gate call answered so far, as ``LoggedRequest.heard``: an
    unclear answer too (not a placeholder), with the words it read, so that a denial handed to
    the model as something else, or a person's words as others, can be told (red team 4).
    ``gate``: the arena's gate tool; with ``request_approval`` alone, smolagents' typed answer to
    an arena's ``ask_manager`` was heard by no entry, and an honest run failed (users53b)."""
    gates = conv.calls(gate)
    return tuple(
        (
            call.id,
            turn_key(call.name, call.args),
            read_answer(answer, " ".join(map(str, call.args.values()))),
            heard_words(answer_text(answer)),
        )
        for (_, call), answer in zip(gates, gate_verdicts(conv, gates), strict=False)
        if answer is not None and answer.strip() and not is_pending(answer)
    )


def told(conv: Conversation) -> tuple[tuple[str, str, str], ...]:
    """What the model read for each booking call answered so far, as ``LoggedRequest.told``:
    the call's id, its :func:`turn_key` and the result's words. ``heard`` keeps only the
    approval calls, so an adapter that logged a per-tool denial ``rejected`` and handed the
    model a booking confirmation or a crash for it read "reject yes" (red team 26, finding B)."""
    return tuple(
        (call.id, turn_key(call.name, call.args), heard_words(result))
        for _, call in conv.calls(BOOK)
        if (result := conv.result(call)) is not None and result.strip() and not is_pending(result)
    )


def handed(conv: Conversation) -> tuple[Handed, ...]:
    """What the model read for every call answered so far, as ``LoggedRequest.handed``: the
    call's id, its tool, its :func:`args_key` and the result's words, held against what the
    harness's wrapper returned for it (:mod:`arena.handed`): an adapter that handed the model a
    listing of taken rooms, or a confirmation with another day and a fee added, passed 12/12
    (red team 27). A pending placeholder is no result."""
    return tuple(
        (
            call.id,
            call.name,
            args_key(call.name, call.args) if _read_args(call.args) else "",
            handed_words(result),
            whole_keys(result, call.name),
        )
        for _, call in conv.calls()
        if call.id
        and (result := conv.result(call)) is not None
        and result.strip()
        and not is_pending(result)
    )


def _read_args(args: Mapping[str, Any]) -> bool:
    """Whether the model's arguments were an object at all: unreadable ones (the ``not_object``
    fault's array) are kept as ``{"input": raw}`` (:func:`~arena.model.conversation.parse_args`),
    and a framework may run the tool with its own reading of them; their ``handed`` key is ""
    (:func:`arena.handed.handed_otherwise` holds the result against any call of the tool)."""
    return not (len(args) == 1 and isinstance(args.get("input"), str))


def answered(conv: Conversation) -> tuple[str, ...]:
    """The tools whose last call in ``conv`` came with its answer: those :func:`~arena.model.policy.gate_answer`
    gives an answer for (a result that is no placeholder, or a user message after the call),
    told without reading what any answer says. Reading each tool's result took the answer
    reader ~12-21 s over the ``huge`` fault's 1 MB search result, and the server answered
    nobody meanwhile (the next run's first request waited past its leg)."""
    last = {s.call.name: (i, s.call) for i, s in enumerate(conv.steps) if isinstance(s, Called)}
    return tuple(name for name, (i, call) in last.items() if _has_answer(conv, i, call))


def _has_answer(conv: Conversation, index: int, call: ToolUse) -> bool:
    """``gate_answer(conv, index, call) is not None``, without reading the answer."""
    result = conv.result(call)
    if result is not None and not is_pending(result):
        return True
    return conv.user_text_after(index) is not None


def _turn(step: Step) -> str | None:
    """An assistant turn's :func:`turn_key`; None for a user message or a tool result."""
    if isinstance(step, Called):
        return turn_key(step.call.name, step.call.args)
    if isinstance(step, Said) and step.role == "assistant" and step.text.strip():
        return turn_key(None, step.text)
    return None


__all__ = ["FINAL_ANSWER", "answered", "carried", "fill", "handed", "heard", "told"]
