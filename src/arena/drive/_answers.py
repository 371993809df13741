"""What an eval may pass to ``respond``: an option id or a one-key mapping, and how one is shown."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from arena.drive._errors import DriveError, hide_frames_for_eval_errors
from arena.drive._render import clip
from arena.types import InputRequest, InputResponse

#: pytest hides this module's frames for the eval's own errors (see _errors).
__tracebackhide__ = hide_frames_for_eval_errors

#: An answer in ``respond({request_id: answer})``: an option id, or one of
#: ``{"option": ...}``, ``{"text": ...}``, ``{"edited_args": {...}}``, each with an optional
#: ``"note"`` (that answer's remark, in place of ``respond(..., note=)``).
Answer = str | Mapping[str, Any]


def parse_answer(key: object, value: Answer) -> dict[str, Any]:
    """One answer of ``respond({request_id: answer})`` as its fields, or a DriveError naming it."""
    if isinstance(value, str):
        return {"option": value}
    if isinstance(value, Mapping):
        # A note of its own went with the answer it was written for: it was refused as an
        # unknown key, though a note is what a person adds to one decision (evals33).
        unknown = set(value) - {"option", "text", "edited_args", "note"}
        present = [k for k in ("option", "text", "edited_args") if value.get(k) is not None]
        if unknown or len(present) != 1:
            raise DriveError(
                f"answer for {key}: use an option id string or a mapping with exactly one of "
                f"'option', 'text', 'edited_args' and an optional 'note' (got {dict(value)!r})"
            )
        for field in ("option", "text", "note"):
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


def empty_text(rid: str, said: str, request: InputRequest | None) -> str:
    """The one line refusing an empty typed answer: the agent was handed nothing to read, and
    "Unclear answer" was blamed on it, as ``respond({})`` and ``edited_args={}`` are refused."""
    options = ", ".join(request.option_ids) if request is not None else ""
    pick = f", or pick an option ({options})" if options else ""
    return (
        f"respond(text={said!r}) for request {rid}: the answer is empty; give the person's words, "
        f"e.g. text='No, do not book it'{pick}"
    )


def not_text(call: str, arg: str, value: object) -> str:
    """The one line refusing an answer that is not text (``option=True`` read as an option)."""
    what = "an option id such as 'approve'" if arg == "option" else "the person's words"
    return f"{call}: {arg} is {what}, a str, not {type(value).__name__}"


def not_one_target(call: str, value: object) -> str:
    """The one line refusing several requests or answers given as a list: answers go by request
    id, never by order (``t.respond(["approve", "deny"])`` read the list as one request and said
    only "needs exactly one of option=, text= or edited_args= (got 0)": evals44)."""
    kind = type(value).__name__
    shown = [getattr(x, "id", x) for x in value] if isinstance(value, Iterable) else value
    return (
        f"{call} got a {kind} ({shown!r}); answers go by request id, never by order: "
        "t.respond({a.id: 'approve', b.id: 'deny'}) answers several (a mapping), "
        "t.respond(request, option='approve') one, t.respond_all('approve') every pending "
        "request alike"
    )


def check_note(call: str, note: object) -> None:
    """Refuse a note that is not text, before anything is sent (``note=123`` was recorded with
    the decision as the person's remark: users29)."""
    if note is not None and not isinstance(note, str):
        raise DriveError(
            f"{call}(note={note!r}): note is the person's remark kept with the decision, a str "
            f"(or None), not {type(note).__name__}"
        )


def note_with_words(rid: str, said: str, note: str) -> str:
    """The one line refusing a note beside a typed answer: the agent reads typed words alone
    ("Answer from eval: …", as ``arena reply``, which takes no note, hands them), so the note
    was kept in the trail and never reached the agent (evals45)."""
    words = f"{said.strip()} {note.strip()}"
    return (
        f"respond(text={clip(said, 60)!r}, note={clip(note, 60)!r}) for request {rid}: a typed "
        "answer reaches the agent as the person's words alone, so a note beside them would "
        f"never be read; put it in the words (text={clip(words, 80)!r}), or give an option "
        "with the note (option='approve', note=...)"
    )
