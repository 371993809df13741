"""An item's scripted answers (``resume_with``) as the person gives them: an option, words, an edit.

``approve`` and ``deny`` are options, ``text:…`` the person's words, and ``edit:NAME=VALUE``
(several, separated by commas: ``edit:NAME=VALUE, NAME=VALUE``) approves with the gated tool's arguments changed, as
``arena approve --edit room_id=R-204`` does. Before the edit form no durable_state item could
be answered with an edit, so an adapter that drops an edit only when it resumes a run another
process started passed every crash point (red team 42, ``RestartEditDroppedAdapter``). An edit
is checked when the items load as an operator's is when it is given (:func:`edit_problem`,
:mod:`arena.edit_rules`), the values spelled as the tool knows them (``cedar`` is
``R-204``). Apart from the loader because the runner, the store's check of a scripted answer
and the durable_state arena's answering process read the same forms (docs/architecture.md).
"""

from __future__ import annotations

from collections.abc import Mapping
from types import ModuleType
from typing import Any

from arena.errors import InvalidAnswer
from arena.types import InputRequest, InputResponse, Responder

#: How an edit answer starts (as ``text:`` starts the person's words).
EDIT = "edit:"


def edit_fields(answer: str) -> dict[str, str] | None:
    """The fields an ``edit:`` answer changes (``{"room_id": "R-204"}``), None for another form.
    Its syntax is checked when the item loads (:func:`edit_syntax`): here it is taken as is."""
    if not answer.startswith(EDIT):
        return None
    out: dict[str, str] = {}
    for pair in answer[len(EDIT) :].split(","):
        name, _, value = pair.partition("=")
        out[name.strip()] = value.strip()
    return out


def edit_syntax(answer: str) -> str | None:
    """Why an ``edit:`` answer is not ``NAME=VALUE`` pairs separated by commas, else None."""
    body = answer[len(EDIT) :]
    example = "e.g. edit:room_id=R-204 (several: edit:NAME=VALUE, NAME=VALUE)"
    if not body.strip():
        return f"resume_with answer {answer!r} changes nothing: write NAME=VALUE after edit:, {example}"
    seen: set[str] = set()
    for pair in body.split(","):
        name, sep, value = pair.partition("=")
        if not sep or not name.strip():
            return f"resume_with answer {answer!r}: {pair.strip()!r} is not NAME=VALUE; {example}"
        if not value.strip():
            return (
                f"resume_with answer {answer!r}: {name.strip()}= has no value (leave an argument "
                "out to keep what the agent proposed)"
            )
        if name.strip() in seen:
            return f"resume_with answer {answer!r}: {name.strip()} is given twice"
        seen.add(name.strip())
    return None


def as_answer(fields: Mapping[str, Any]) -> str:
    """The ``edit:`` answer that changes ``fields`` (the form :func:`edit_fields` reads)."""
    return EDIT + ", ".join(f"{k}={v}" for k, v in fields.items())


def edit_problem(
    answer: str, tools: ModuleType, tools_module: str, meta: Mapping[str, Any]
) -> tuple[str, str | None]:
    """The answer with its values spelled as the tool knows them, and why the edit is refused
    (None when it is not): checked as an operator's ``arena approve --edit`` is
    (:func:`arena.edit_rules.checked_call`: the consequential tool's arguments and their types, a
    value the tools module lists the choices of, its ``check_edit`` against the day and head
    count ``meta`` gives). The request is not known before a run: the item's facts stand for
    what it proposes, and an argument the edit leaves out is the agent's."""
    # Here, not at the top: pydantic is loaded only where an item is answered with an edit, not
    # on every cold resume's way through the items (tests/model/test_cold_imports.py).
    from arena.edit_rules import checked_call, tool_in

    fields = edit_fields(answer) or {}
    tool = str(getattr(tools, "CONSEQUENTIAL", "") or "")
    fn = tool_in(tools, tool) if tool else None
    if fn is None:
        return answer, (
            f"resume_with answer {answer!r}: the arena's tools module ({tools_module}) names no "
            "consequential tool to edit (CONSEQUENTIAL); use approve, deny or text:..."
        )
    proposed = {k: meta[k] for k in ("day", "people") if meta.get(k) is not None}
    if "people" not in proposed and meta.get("capacity") is not None:
        proposed["people"] = meta["capacity"]
    request = InputRequest(id="resume_with", run_id="", action=tool, tool_name=tool)
    try:
        final = checked_call(request, fields, tool=tool, fn=fn, module=tools, proposed=proposed)
    except InvalidAnswer as exc:
        return answer, f"resume_with answer {answer!r}: {exc}"
    return as_answer({k: final.get(k, v) for k, v in fields.items()}), None


def response(answer: str, request_id: str, responder: Responder) -> InputResponse:
    """The person's answer ``answer`` (an item's ``resume_with`` entry) to one request."""
    if answer.startswith("text:"):
        return InputResponse(request_id=request_id, text=answer[5:], responder=responder)
    edited = edit_fields(answer)
    if edited is not None:
        return InputResponse(request_id=request_id, edited_args=edited, responder=responder)
    return InputResponse(request_id=request_id, option_id=answer, responder=responder)


def given(answer: str) -> tuple[str | None, str | None, dict[str, str] | None]:
    """What :func:`response` gives for ``answer``: its option, words and edited fields."""
    if answer.startswith("text:"):
        return None, answer[5:], None
    edited = edit_fields(answer)
    return (None, None, edited) if edited is not None else (answer, None, None)
