"""What an eval may pass to ``respond``: an option id or a one-key mapping, and how one is shown."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from arena.drive._errors import DriveError, hide_frames_for_eval_errors
from arena.drive._render import clip
from arena.errors import InvalidAnswer
from arena.types import InputRequest, InputResponse

#: pytest hides this module's frames for the eval's own errors (see _errors).
__tracebackhide__ = hide_frames_for_eval_errors

#: An answer in ``respond({request_id: answer})``: an option id, or one of
#: ``{"option": ...}``, ``{"text": ...}``, ``{"edited_args": {...}}``.
Answer = str | Mapping[str, Any]


def parse_answer(key: object, value: Answer) -> dict[str, Any]:
    """One answer of ``respond({request_id: answer})`` as its fields, or a DriveError naming it."""
    if isinstance(value, str):
        return {"option": value}
    if isinstance(value, Mapping):
        unknown = set(value) - {"option", "text", "edited_args"}
        present = [k for k in ("option", "text", "edited_args") if value.get(k) is not None]
        if unknown or len(present) != 1:
            raise DriveError(
                f"answer for {key}: use an option id string or a mapping with exactly one of "
                f"'option', 'text', 'edited_args' (got {dict(value)!r})"
            )
        for field in ("option", "text"):
            given = value.get(field)
            if given is not None and not isinstance(given, str):
                raise DriveError(
                    f"answer for {key}: {field}={given!r} is a {type(given).__name__}; "
                    f"give the {field} as a str"
                )
        return dict(value)
    raise DriveError(f"answer for {key}: expected an option id or a mapping, not {value!r}")


def describe_answer(response: InputResponse) -> str:
    """An answer in a few words, for the error that refuses a second one."""
    if response.option_id is not None:
        return f"option {response.option_id!r}"
    if response.text is not None:
        return f"text {clip(response.text, 60)!r}"
    return f"edited args {dict(response.edited_args or {})!r}"


def check_edited_args(request: InputRequest, edited: Mapping[str, Any]) -> None:
    """Edited arguments must edit what the request proposes: its argument names, with values of
    the same kind. ``{"sumary": ...}``, ``{"summary": 42}``, ``{"summary": None}`` or ``{}``
    reached the adapter, and the agent was blamed for what followed (its booking blocked as
    unapproved)."""
    import difflib

    if not isinstance(edited, Mapping):
        raise InvalidAnswer(
            f"edited_args for request {request.id} must be a mapping of its arguments to new "
            f"values, not {type(edited).__name__}"
        )
    proposed = dict(request.args)
    valid = ", ".join(proposed) or "(none)"
    if not edited:
        raise InvalidAnswer(
            f"edited_args={{}} for request {request.id} edits nothing; give the arguments to change "
            f"({valid}), or approve as proposed with option='approve'"
        )
    for key, value in edited.items():
        if key not in proposed:
            close = difflib.get_close_matches(str(key), list(proposed), n=1, cutoff=0.6)
            hint = f" (did you mean {close[0]!r}?)" if close else ""
            raise InvalidAnswer(
                f"edited_args for request {request.id}: {request.action} proposes no argument "
                f"{key!r}{hint}; its arguments: {valid}"
            )
        before = proposed[key]
        if before is None:
            continue  # proposed as None: there is no kind to keep
        numbers = (int, float)
        same = type(value) is type(before) or (
            isinstance(value, numbers)
            and isinstance(before, numbers)
            and not isinstance(value, bool)
            and not isinstance(before, bool)
        )
        if not same:
            kind = "None" if value is None else f"a {type(value).__name__}"
            raise InvalidAnswer(
                f"edited_args for request {request.id}: {key}={value!r} is {kind}, but "
                f"{request.action} proposed {key}={before!r} "
                f"(a {type(before).__name__}); give a {type(before).__name__}"
            )
