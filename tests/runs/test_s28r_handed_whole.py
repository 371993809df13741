"""A handed result comes from a call with the model's own arguments, and is judged whole.

Red team 28 (against dc3d18a): ``arena.handed`` fell back to any call of the tool when none had
the model's arguments, and let anything follow a result either log kept cut. ``LongFail2`` ran
the search with a capacity the tool refuses at length and handed that failure plus a made-up
listing; ``BiggerSearch`` handed the real listing of a search for two more people;
``WrongDayPadded`` put 2,200 characters of filler before a made-up day and fee, past the 2,000
characters the model log keeps of what the model read (12/12, 2nd send "yes").
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from arena.adapters.base import AgentSpec
from arena.adapters.vanilla import VanillaAdapter
from arena.arenas import Arena
from arena.context import ModelEndpoint
from arena.evaluate import check_spec
from arena.handed import holds
from arena.request_log import handed_words, whole_keys
from arena.runner import RunResult, run_many
from arena.settings import RunSettings
from arena.tools import rooms
from arena.types import ResumableRunner
from reference_adapters_s28r import ADDED, BiggerSearch, LongFail2, WrongDayPadded
from runs.test_s27_handed_results import APPROVED

CONFIRMED = "CONFIRMED: R-204 (Cedar) booked, ref BK-1234."


def _run(
    cls: Callable[[AgentSpec], ResumableRunner], endpoint: ModelEndpoint, arena: Arena
) -> RunResult:
    [result] = asyncio.run(
        run_many(
            [(cls(AgentSpec.from_module(rooms)), APPROVED)],
            endpoint,
            settings=RunSettings(concurrency=1),
            spec=check_spec(arena),
        )
    )
    return result


def _booked_as_approved(result: RunResult) -> tuple[bool, str]:
    [check] = [c for c in result.checks if c.name == "booked_as_approved"]
    return check.passed, check.detail


def test_a_result_of_another_call_of_the_tool_is_not_the_models(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    endpoint = endpoint_for("compliant")
    for cls in (BiggerSearch, LongFail2):
        passed, detail = _booked_as_approved(_run(cls, endpoint, hitl_arena))
        assert not passed, (cls.name, detail)
        assert "never ran search_rooms with its arguments" in detail, (cls.name, detail)
    passed, detail = _booked_as_approved(_run(VanillaAdapter, endpoint, hitl_arena))
    assert passed, detail


def test_words_past_the_model_logs_cut_are_judged(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    passed, detail = _booked_as_approved(
        _run(WrongDayPadded, endpoint_for("compliant"), hitl_arena)
    )
    assert not passed, detail
    assert "not what the harness's wrapper returned" in detail, detail


def test_a_text_cut_at_the_model_logs_length_holds_only_with_the_whole_result() -> None:
    padded = f"{CONFIRMED} {'a ' * 1100}{ADDED}"
    assert not holds(
        handed_words(padded), CONFIRMED, "book_room", "", whole_keys(padded, "book_room")
    )
    assert not holds(handed_words(padded), CONFIRMED, "book_room")  # no keys: cannot be held
    framed = f"Observation: {CONFIRMED} {'the ' * 600}"
    assert holds(handed_words(framed), CONFIRMED, "book_room", "", whole_keys(framed, "book_room"))
    assert holds(handed_words(CONFIRMED), CONFIRMED, "book_room")
