"""What ``arena.yaml`` and each entry of ``items.yaml`` may hold, as typed models (docs/items.md).

:mod:`arena.arenas` reads the files with these; a value of the wrong kind is refused here with a
hint at the value meant (the nearest ``expect``, an answer written as a list, a blank fact).
"""

from __future__ import annotations

import datetime
import unicodedata
from typing import Annotated, Any, Literal, get_args

from pydantic import AfterValidator, BaseModel, BeforeValidator, ConfigDict, Strict, field_validator

from arena.item_answers import EDIT, as_answer, edit_syntax
from arena.item_facts import date_day_problem, did_you_mean
from arena.item_fixes import mapping_hint, plain_hint, plain_id, words_beside

#: approved / denied: the answer decides; unclear: the answer says neither; no_approval: nothing
#: needs a person (e.g. "is a room free on Friday?").
Expect = Literal["approved", "denied", "unclear", "no_approval"]
EXPECT: tuple[str, ...] = get_args(Expect)
#: How an arena's runs are driven: every leg in this process, or each phase of a run in a fresh
#: process (``restart``: the durable_state arena, :mod:`arena.durable_state`).
Mode = Literal["in_process", "restart"]
MODES: tuple[str, ...] = get_args(Mode)
#: What each fact the checks read looks like, for a message about a blank one.
_EXAMPLE = {"people": "people: 6", "capacity": "capacity: 6", "day": "day: tuesday",
            "room": "room: R-204", "avoid": "avoid: Aspen"}  # fmt: skip


class _File(BaseModel):
    model_config = ConfigDict(extra="forbid", coerce_numbers_to_str=True, frozen=True)


def _not_blank(value: str) -> str:
    if not value.strip():
        raise ValueError("must be a non-empty text value")
    return value


Text = Annotated[str, AfterValidator(_not_blank)]


def _no_control(value: str) -> str:
    """Refuse a control character other than a tab or a line break ("\\0", "\\x1b"): no person
    types one, a PostgreSQL store refuses to keep a NUL, and a terminal acts on an escape when
    ``arena show`` prints it (outside tester 37: "Book a room for 6 people\\0 on Tuesday" loaded)."""
    odd = next((c for c in value if unicodedata.category(c) == "Cc" and c not in "\t\n\r"), None)
    if odd is not None:
        raise ValueError(
            f"must not hold U+{ord(odd):04X} (a control character, at {value.index(odd)}), "
            "which no person types and a store may not keep: remove it"
        )
    return value


#: A text written as one: ``id: 7`` or ``input: 42`` (a YAML number) is refused, not read as "7".
StrictText = Annotated[str, Strict(), AfterValidator(_not_blank), AfterValidator(_no_control)]


#: An id: a text, with no space at its ends and no invisible one (:func:`plain_id`).
ItemId = Annotated[
    str, Strict(), AfterValidator(_not_blank), AfterValidator(_no_control), AfterValidator(plain_id)
]


def _text_list(value: Any) -> Any:
    """A single text is a list of one (``checks: suspended``)."""
    return [value] if isinstance(value, str) else value


def _known(checks: list[str]) -> list[str]:
    from arena.checks import CHECKS

    for n, check in enumerate(checks):
        if check not in CHECKS:  # with the one meant, as an unknown field says (users39)
            hint = did_you_mean(check, CHECKS).strip().removesuffix("?")
            raise ValueError(
                f"unknown check {check!r}{f' ({hint}?)' if hint else ''}; known checks: "
                f"{', '.join(sorted(CHECKS))}"
            )
        if check in checks[:n]:  # outside tester 37: run, and reported, twice over
            once = ", ".join(dict.fromkeys(checks))
            raise ValueError(f"check {check!r} is listed twice; list each once: [{once}]")
    return checks


CheckList = Annotated[list[Text], BeforeValidator(_text_list), AfterValidator(_known)]


class ArenaFile(_File):
    """``arena.yaml`` (docs/items.md)."""

    name: Text
    tools: Text
    description: str = ""
    mode: Mode = "in_process"
    checks: dict[Expect, CheckList] = {}


#: The answer forms, as a refused answer is told them.
_FORMS = "use approve, deny, text:... or edit:NAME=VALUE"


def answer_problem(answer: str) -> str | None:
    """Why ``answer`` is no scripted answer (``Approve``, ``deny: too expensive``), naming the
    form to write; None for one. An edit's values are checked against the tools later
    (:func:`arena.item_answers.edit_problem`). :func:`arena.item_edits.spelled` asks the same of
    an item built in Python, which skips the loader."""
    if answer.startswith(EDIT):
        return edit_syntax(answer)
    if answer not in ("approve", "deny") and not answer.startswith("text:"):
        hint = (
            plain_hint(answer) or words_beside(answer) or did_you_mean(answer, ("approve", "deny"))
        )
        return f"resume_with answer {answer!r}: {hint}{_FORMS}"
    if answer.startswith("text:") and not answer[5:].strip():
        # An eval's respond(text="") is refused the same way (arena.drive).
        return (
            f"resume_with answer {answer!r} has no words: write what the person says "
            "after text:, e.g. text:yes, go ahead (or use approve or deny)"
        )
    return None


def _edit_mapping(answer: Any) -> Any:
    """``{edit: {title: "Q3 review, part 2"}}`` in ``resume_with``: an edit written as YAML, read
    as the ``edit:`` form it stands for (a value holding a comma quoted: evidence44); an option
    with its note or words as a mapping (``{deny: too expensive}``) told the text to write; any
    other answer as it is."""
    if isinstance(answer, dict) and "edit" not in answer and (hint := mapping_hint(answer)):
        raise ValueError(f"resume_with answer {answer!r}: {hint}{_FORMS}")
    if not isinstance(answer, dict) or "edit" not in answer:
        return answer
    example = "e.g. {edit: {room_id: R-204}}"
    fields = answer.get("edit")
    if len(answer) != 1:
        others = ", ".join(repr(str(k)) for k in answer if k != "edit")
        raise ValueError(
            f"resume_with answer {answer!r}: an edit mapping holds edit alone (not {others}), "
            f"{example}"
        )
    if not isinstance(fields, dict) or not fields:
        raise ValueError(
            f"resume_with answer {answer!r}: edit needs the arguments it changes as NAME: "
            f"VALUE, {example}"
        )
    for name, value in fields.items():
        if value is None or isinstance(value, (dict, list, bool)):
            raise ValueError(
                f"resume_with answer {answer!r}: {name}: {value!r} is no argument value; write "
                f'text or a number (quote it: {name}: "..."), {example}'
            )
    return as_answer({str(k): v for k, v in fields.items()})


class ItemEntry(_File):
    """One entry of ``items.yaml`` (docs/items.md)."""

    id: ItemId
    input: StrictText
    #: A list, even of one: ``resume_with: approve`` is refused (docs/items.md).
    resume_with: list[Annotated[StrictText, BeforeValidator(_edit_mapping)]] = []
    expect: Expect | None = None
    checks: CheckList | None = None
    meta: dict[str, Any] = {}

    @field_validator("expect", mode="before")
    @classmethod
    def _expect(cls, value: Any) -> Any:
        """``expect: aproved`` is told the nearest value, ``expect: [approved]`` that it is a list."""
        listed = ", ".join(repr(e) for e in EXPECT[:-1]) + f" or {EXPECT[-1]!r}"
        if isinstance(value, list):
            one = value[0] if len(value) == 1 and value[0] in EXPECT else "approved"
            raise ValueError(
                f"expect must be one of {listed}, not a list ({value!r}); write one value, "
                f"e.g. expect: {one}"
            )
        if isinstance(value, str) and value not in EXPECT:
            hint = did_you_mean(value, EXPECT).strip()
            raise ValueError(
                f"expect must be one of {listed}, not {value!r}" + (f" ({hint})" if hint else "")
            )
        return value

    @field_validator("resume_with")
    @classmethod
    def _answers(cls, answers: list[str]) -> list[str]:
        if not answers:  # written as []: refused at run time before, "has no resume_with"
            raise ValueError(
                "resume_with is empty: list the person's answers, one a pause (resume_with: "
                '[approve], [deny] or ["text:..."]), or leave resume_with out for an item '
                "answered with --human or one that expects no_approval"
            )
        for answer in answers:
            if problem := answer_problem(answer):
                raise ValueError(problem)
        return answers

    @field_validator("meta")
    @classmethod
    def _facts(cls, meta: dict[str, Any]) -> dict[str, Any]:
        """The facts ``booked_as_approved`` compares a booking with: a head count and texts
        (``people: four`` failed in the middle of the run, with a traceback)."""
        facts = dict(meta)
        for key in ("people", "capacity", "day", "room", "avoid"):
            if key in facts and facts[key] is None:  # "people: ~", "day:": a blank left to fill
                raise ValueError(
                    f"meta {key} is empty (YAML reads '~', 'null' or nothing after the colon as "
                    f"no value), so the checks would compare no {key}: write it, e.g. "
                    f"{_EXAMPLE[key]}, or remove the key"
                )
        for key in ("people", "capacity"):
            value = facts.get(key)
            if isinstance(value, str) and value.strip().isdecimal():  # "4"; not "²"
                value = facts[key] = int(value)
            if value is not None and (
                isinstance(value, bool) or not isinstance(value, int) or value < 1
            ):
                raise ValueError(
                    f"meta {key} {value!r}: the number of people, as a whole number of at least "
                    f"1 (e.g. {key}: 4)"
                )
        if isinstance(facts.get("day"), datetime.date):  # unquoted 2026-12-09 is a date to YAML
            raise ValueError(date_day_problem(facts["day"]))
        for key in ("day", "room"):
            value = facts.get(key)
            if value is not None and (not isinstance(value, str) or not value.strip()):
                example = "tuesday" if key == "day" else "R-204"
                raise ValueError(f"meta {key} {value!r}: a text, e.g. {key}: {example}")
        avoid = facts.get("avoid")
        if avoid is not None and not (
            (isinstance(avoid, str) and avoid.strip())
            or (
                isinstance(avoid, list)
                and avoid
                and all(isinstance(a, str) and a.strip() for a in avoid)
            )
        ):
            raise ValueError(
                f"meta avoid {avoid!r}: a room's id or name, or a list of them, e.g. avoid: Aspen "
                "or avoid: [R-102, Cedar]"
            )
        return facts
