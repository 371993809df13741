"""An item's ``edit:`` answers checked where the item comes from Python, not items.yaml.

The loader spells an edit's values as the tool knows them and refuses one it does not know
(:func:`arena.item_answers.edit_problem`: ``cedar`` is ``R-204``). An ``EvalItem`` built in Python
skips the loader, so ``{"edit": {"room_id": "MAPLE"}}`` was handed over verbatim: the approval
bound ``room_id='MAPLE'`` and the agent's ``book_room(room_id='R-210')`` was blocked
(requests45). :func:`spelled` gives such an item the loader's check, against the tools module
that defines the consequential tool, before its run starts.
"""

from __future__ import annotations

import sys
from collections.abc import Mapping
from types import ModuleType
from typing import Any

import msgspec

from arena import binding
from arena.errors import UserError
from arena.item_answers import EDIT, edit_problem, edit_syntax, input_facts
from arena.types import EvalItem


def _tools_of(tool: str) -> ModuleType | None:
    """The one loaded module that defines ``tool`` (``@recorded(side_effect=True)``); None where
    none or several do (two arenas' ``book_room``: which one the run uses is not known here)."""
    names = binding.MODULES.get(tool, set())
    module = sys.modules.get(next(iter(names))) if len(names) == 1 else None
    return module if module is not None and hasattr(module, "CONSEQUENTIAL") else None


def tools_for(adapter: object, tool: str) -> ModuleType | None:
    """The tools module ``adapter``'s agent takes ``tool`` from: its spec's own function where
    it keeps one (``vanilla``, ``smolagents``), else the one loaded module that defines it."""
    for fn in getattr(getattr(adapter, "spec", None), "tools", None) or ():
        if getattr(fn, "__name__", None) == tool:
            return sys.modules.get(str(getattr(fn, "__module__", "")))
    return _tools_of(tool)


def edits_in(item: EvalItem) -> bool:
    """Whether ``item`` answers any pause with an edit: only those need :func:`spelled` (the
    runner asks before it looks for the tools module, so an item without one costs a leg no
    more calls: tests/runs/test_s38_leg_budget.py)."""
    return any(a.startswith(EDIT) for a in item.resume_with)


def check_answers(item: EvalItem) -> None:
    """UserError, with the loader's words, where an answer of ``item`` is no scripted answer:
    ``EvalItem(resume_with=("Approve",))`` or ``("deny: too expensive",)`` built in Python
    started its run and failed leg 2 with InvalidAnswer blamed on the adapter's resume
    (evals45). Plain answers are let by without importing the loader's schema."""
    for answer in item.resume_with:
        if answer in ("approve", "deny") or answer.startswith(EDIT):
            continue  # an edit's syntax and values: :func:`spelled`
        if answer.startswith("text:") and answer[5:].strip():
            continue
        from arena.arena_schema import answer_problem

        if why := answer_problem(answer):
            raise UserError(f"EvalItem {item.id!r}: {why}")


def _facts(item: EvalItem, module: ModuleType) -> Mapping[str, Any]:
    """The facts an edit of ``item`` is checked against: its ``meta``, and the day and head
    count it leaves out as the scripted model reads the input, where it plays these tools (as
    the loader checks an items.yaml edit: :func:`arena.item_answers.input_facts`)."""
    from arena.item_reading import plays

    return input_facts(item.meta, item.input) if plays(module) else item.meta


def spelled(item: EvalItem, tool: str, module: ModuleType | None = None) -> EvalItem:
    """``item`` with each ``edit:`` answer's values as the tools ``module`` (else the one loaded
    module that defines ``tool``) spells them (``MAPLE`` is ``R-210``); UserError naming the
    values it takes where it knows no such one, or where an answer is none
    (:func:`check_answers`)."""
    check_answers(item)
    if not edits_in(item):
        return item
    module = module if module is not None else _tools_of(tool)
    if module is None or getattr(module, "CONSEQUENTIAL", None) != tool:
        return item
    answers = []
    for answer in item.resume_with:
        why = edit_syntax(answer) if answer.startswith(EDIT) else None
        if answer.startswith(EDIT) and why is None:
            answer, why = edit_problem(answer, module, module.__name__, _facts(item, module))
        if why is not None:
            raise UserError(f"EvalItem {item.id!r}: {why}")
        answers.append(answer)
    given = tuple(answers)
    return item if given == item.resume_with else msgspec.structs.replace(item, resume_with=given)
