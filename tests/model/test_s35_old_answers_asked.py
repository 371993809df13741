"""answers35: 1,718 answer tests read an answer without the request (``read_answer(text)``), so a
rule that holds a yes against the request (a room, day, time, count or meeting it adds, a bare
number, a condition the request meets) never ran in them, though the scripted model and the
harness always give it (regress34: request-dependent rules hid behind them). The largest such
files' parametrized cases run here again as written, with the reader given a request: the same
verdicts, except the few the request itself decides, each listed in ``FLIPS`` with why."""

from __future__ import annotations

import importlib
import inspect
import itertools
from collections.abc import Callable
from typing import Any

import pytest

from arena.model.rooms import all_rooms
from arena.wording import answers

ROOMS = [(room.id, room.name) for room in all_rooms()]
ASKED = "Book R-102 (Aspen) for 6 people on Tuesday"
#: The files of plain answers (a yes, a no, a hedge, an aside), 890 cases; the files about a yes
#: to another thing (test_s28*_…) or a fact against the request pass the same way, 3,117 cases
#: in all (answers35 ran them once: only :data:`FLIPS` differ), too slow to run each time.
MODULES = [
    "test_model_answers", "test_model_answer_degrees", "test_model_answer_not_clear",
    "test_model_answer_hedges", "test_model_answer_asides", "test_model_answer_wrong_way",
]  # fmt: skip
#: Answers whose verdict the request decides: what they read as against :data:`ASKED`, and why.
FLIPS = {
    "Yes, book Juniper as proposed.": ("unclear", "Juniper is another room than Aspen"),
    "Ok, R-101 is fine": ("unclear", "R-101 is another room than R-102"),
    "Approved — Cedar is great": ("unclear", "Cedar is another room than Aspen"),
    "Yes — Cedar works great.": ("unclear", "Cedar is another room than Aspen"),
    "Yes, book Aspen.": ("approve", "the room asked, said back"),
    "Yes, but not on Friday": ("approve", "a Tuesday booking meets the condition"),
    "Yes, but not on Monday": ("approve", "a Tuesday booking meets the condition"),
    "yes, anything but Cedar": ("approve", "Aspen, the room asked, is not Cedar"),
    "Yes, book it for 3-ish.": ("unclear", "3 is another count than the 6 asked"),
    # answers36: inviting someone by name may add one to the 6 asked (as "plus Sam" does)
    "Yes, and don't forget to invite Sam.": ("unclear", "Sam may be a seventh person"),
    "Go ahead, don't forget to invite Sam.": ("unclear", "Sam may be a seventh person"),
}


def _read(text: str, asked: str | None = None, *_: Any, rooms: Any = None, **__: Any) -> str:
    return answers.read_answer(text, asked or ASKED, rooms=rooms or ROOMS)


def _explain(text: str, asked: str | None = None, *_: Any, rooms: Any = None, **__: Any) -> Any:
    return answers.explain_answer(text, asked or ASKED, rooms=rooms or ROOMS)


def _cases() -> list[Any]:
    """(module, test function, its arguments) for each parametrized case of :data:`MODULES`."""
    cases = []
    for name in MODULES:
        module = importlib.import_module(f"tests.model.{name}")
        for fname, fn in inspect.getmembers(module, inspect.isfunction):
            marks = [m for m in getattr(fn, "pytestmark", []) if m.name == "parametrize"]
            if not fname.startswith("test_") or not marks:
                continue
            combos = []
            for mark in marks:
                arg = mark.args[0]
                names = [n.strip() for n in arg.split(",")] if isinstance(arg, str) else list(arg)
                values = [getattr(v, "values", v) for v in mark.args[1]]
                combos.append(
                    [dict(zip(names, v if len(names) > 1 else (v,), strict=True)) for v in values]
                )
            if set(inspect.signature(fn).parameters) != {n for c in combos for n in c[0]}:
                continue  # a fixture besides the cases
            for parts in itertools.product(*combos):
                kwargs = {k: v for part in parts for k, v in part.items()}
                said = kwargs.get("text", kwargs.get("answer"))
                cases.append(pytest.param(module, fn, kwargs, id=f"{name}-{said!r}"[:90]))
    return cases


@pytest.mark.parametrize(("module", "test", "kwargs"), _cases())
def test_old_answers_read_alike_with_the_request(
    module: Any, test: Callable[..., None], kwargs: dict[str, Any], monkeypatch: pytest.MonkeyPatch
) -> None:
    said = kwargs.get("text", kwargs.get("answer"))
    if said in FLIPS:
        verdict, why = FLIPS[said]
        assert _read(said) == verdict, why
        return
    for attr, reader in (("read_answer", _read), ("explain_answer", _explain)):
        if hasattr(module, attr):
            monkeypatch.setattr(module, attr, reader)
    test(**kwargs)
