"""An item's scripted answers (``resume_with``) as the person gives them: an option, words, an edit.

``approve`` and ``deny`` are options, ``text:…`` the person's words, and ``edit:NAME=VALUE``
(several, separated by commas: ``edit:NAME=VALUE, NAME=VALUE``) approves with the gated tool's
arguments changed, as ``arena approve --edit room_id=R-204`` does. A value holding a comma is
written in double quotes, as JSON writes a string (``edit:title="Q3 review, part 2"``; a quote
inside is a backslash and a quote): a comma outside quotes always separates two arguments, so
``edit:title=Q3 review, part 2`` is refused ("'part 2' is not NAME=VALUE"), not read as half
a title (evidence44). Before the edit form no durable_state item could
be answered with an edit, so an adapter that drops an edit only when it resumes a run another
process started passed every crash point (red team 42, ``RestartEditDroppedAdapter``). An edit
is checked when the items load as an operator's is when it is given (:func:`edit_problem`,
:mod:`arena.edit_rules`), the values spelled as the tool knows them (``cedar`` is
``R-204``). Apart from the loader because the runner, the store's check of a scripted answer
and the durable_state arena's answering process read the same forms (docs/architecture.md).
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from types import ModuleType
from typing import Any, NamedTuple

from arena.errors import InvalidAnswer
from arena.types import InputRequest, InputResponse, Responder

#: How an edit answer starts (as ``text:`` starts the person's words).
EDIT = "edit:"


def edit_fields(answer: str) -> dict[str, str] | None:
    """The fields an ``edit:`` answer changes (``{"room_id": "R-204"}``), None for another form.
    Its syntax is checked when the item loads (:func:`edit_syntax`): here it is taken as is."""
    if not answer.startswith(EDIT):
        return None
    pairs, _ = _pairs(answer[len(EDIT) :])
    return {p.name: p.value for p in pairs}


#: A quoted value: a JSON string, read from its opening quote to its closing one.
_STRING = json.JSONDecoder()
#: How a quoted value is written, said with every problem in one.
_QUOTING = 'a quote inside it is written \\" and a backslash \\\\'


class _Pair(NamedTuple):
    """One ``NAME=VALUE`` of an edit: ``form`` is "" (no ``=``), "bare" or "quoted"."""

    name: str
    value: str
    form: str


def _pairs(body: str) -> tuple[list[_Pair], str | None]:
    """Each ``NAME=VALUE`` of an edit's ``body``, and why the rest cannot be read (None when all
    of it can). A comma ends a value unless the value is in double quotes (a JSON string); after
    the closing quote only a comma or the end may come."""
    out: list[_Pair] = []
    at, end = 0, len(body)
    while True:
        eq, comma = body.find("=", at), body.find(",", at)
        if eq < 0 or 0 <= comma < eq:  # this pair has no '=' before its comma
            out.append(_Pair(body[at : end if comma < 0 else comma].strip(), "", ""))
        else:
            name = body[at:eq].strip()
            start = eq + 1 + len(body[eq + 1 :]) - len(body[eq + 1 :].lstrip(" \t"))
            if not body.startswith('"', start):
                out.append(_Pair(name, body[eq + 1 : end if comma < 0 else comma].strip(), "bare"))
            else:
                try:
                    value, after = _STRING.raw_decode(body, start)
                except json.JSONDecodeError as exc:
                    why = "its closing quote is missing" if "Unterminated" in exc.msg else exc.msg
                    return out, (
                        f"the value of {name} in double quotes cannot be read ({why}): close "
                        f"the quote ({_QUOTING})"
                    )
                out.append(_Pair(name, str(value), "quoted"))
                rest = body[after:].lstrip(" \t")
                if rest and not rest.startswith(","):
                    return out, (
                        f"{rest.split(',')[0].strip()!r} follows the quoted value of {name}: "
                        "put it inside the quotes, or a comma before the next NAME=VALUE"
                    )
                comma = -1 if not rest else end - len(rest)
        if comma < 0:
            return out, None
        at = comma + 1


def edit_syntax(answer: str) -> str | None:
    """Why an ``edit:`` answer is not ``NAME=VALUE`` pairs separated by commas, else None."""
    body = answer[len(EDIT) :]
    example = (
        "e.g. edit:room_id=R-204 (several: edit:NAME=VALUE, NAME=VALUE; a value holding a comma "
        'in double quotes: edit:title="Q3 review, part 2")'
    )
    if not body.strip():
        return f"resume_with answer {answer!r} changes nothing: write NAME=VALUE after edit:, {example}"
    pairs, problem = _pairs(body)
    seen: set[str] = set()
    for k, pair in enumerate(pairs):
        if not pair.form or not pair.name:
            whole = f"{pair.name}={pair.value}" if pair.form else pair.name
            before = pairs[k - 1] if k else None
            if before is not None and before.form == "bare" and pair.name:  # a comma in a value
                joined = as_answer({before.name: f"{before.value}, {pair.name}"})[len(EDIT) :]
                return (
                    f"resume_with answer {answer!r}: {whole!r} is not NAME=VALUE (a comma ends "
                    f"a value): if it belongs to {before.name}, write the value in double "
                    f"quotes, {joined}"
                )
            return f"resume_with answer {answer!r}: {whole!r} is not NAME=VALUE; {example}"
        if not pair.value and pair.form == "bare":
            return (
                f"resume_with answer {answer!r}: {pair.name}= has no value (leave an argument "
                'out to keep what the agent proposed; an empty text is written "")'
            )
        if pair.name in seen:
            return f"resume_with answer {answer!r}: {pair.name} is given twice"
        seen.add(pair.name)
    if problem:
        return f"resume_with answer {answer!r}: {problem}"
    return None


def as_answer(fields: Mapping[str, Any]) -> str:
    """The ``edit:`` answer that changes ``fields`` (the form :func:`edit_fields` reads): a value
    with a comma, a quote at its start, or space at either end in double quotes."""
    return EDIT + ", ".join(f"{k}={_written(str(v))}" for k, v in fields.items())


def _written(value: str) -> str:
    """``value`` as an edit answer writes it: bare where that reads back the same."""
    if not value or "," in value or value.startswith('"') or value != value.strip():
        return json.dumps(value, ensure_ascii=False)
    return value


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


def input_facts(meta: Mapping[str, Any], text: str) -> Mapping[str, Any]:
    """``meta`` with the day and head count it leaves out as the scripted model reads ``text``
    (the item's input, where it reads a booking): what an ``edit:`` answer is checked against,
    as an operator's edit is checked against the run's own request. With no ``meta``,
    ``edit:room_id=Cedar`` to "Book a room for 6 people on Monday" (Cedar taken that day) and
    ``edit:room_id=Maple`` (10 seats) to a request for 12 loaded, booked and passed (evals46)."""
    count = meta.get("people") if meta.get("people") is not None else meta.get("capacity")
    if meta.get("day") is not None and count is not None:
        return meta
    from arena.model.task import BookingRequest, read_request

    read = read_request(text)
    if not isinstance(read, BookingRequest) or not read.book:
        return meta
    out = dict(meta)
    if out.get("day") is None and read.day:
        out["day"] = read.day.lower()
    if count is None and read.capacity:
        out["people"] = read.capacity
    return out


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
