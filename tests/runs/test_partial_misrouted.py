"""An answer given to its request cannot be told from one handed to another when every request
binds the same call (red team 3, hole 3): the ``three`` model proposed R-101 on each day and
``book_room`` takes only a room, so an adapter crossing the answers read "yes" in ``partial
answers``. The three requests now bind three different bookings, and the cell holds, per
request, the decision the model read for its gate call (model log) against the person's answer.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from arena.adapters import AgentSpec
from arena.adapters.vanilla import VanillaAdapter
from arena.arenas import Arena
from arena.binding import digest
from arena.context import ModelEndpoint
from arena.matrix import derive_row
from arena.model.conversation import Called, Conversation, Returned, ToolUse
from arena.model.policy import BOOK, GATE, SEARCH, THREE_DAYS, three_rooms
from arena.probes import PROBES, run_probes
from arena.tools.rooms import available
from arena.types import ResumableRunner
from reference_misrouted import (
    FirstAnswerForAllAdapter,
    MisroutedAnswersAdapter,
    RotatedAnswersAdapter,
)


def probe_row(
    arena: Arena,
    endpoint: ModelEndpoint,
    cls: Callable[[AgentSpec], ResumableRunner],
    name: str,
    probes: tuple[str, ...],
) -> tuple[dict[str, str], dict[str, str]]:
    """The named probes through one adapter: (cell values, cell reasons)."""
    results, _ = run_probes(
        arena,
        [name],
        endpoint,
        probes=[p for p in PROBES if p.name in probes],
        build=lambda n, s: cls(s),
    )
    row = derive_row(name, results, pause_kind="emulated")
    values = {k: c.value for k, c in row.cells.items()}
    whys = {k: c.why for k, c in row.cells.items()}
    return values, whys


# --- partial answers: each answer to its own request ----------------------------------------------


@pytest.mark.parametrize(
    "cls", [MisroutedAnswersAdapter, RotatedAnswersAdapter, FirstAnswerForAllAdapter]
)
def test_answers_handed_to_the_wrong_request_read_no_in_partial(
    cls: type[VanillaAdapter], hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    values, whys = probe_row(hitl_arena, endpoint_for("compliant"), cls, cls.name, ("partial",))
    assert values["partial"] == "no", whys["partial"]
    assert "and the model read" in whys["partial"], whys["partial"]
    assert "an answer went to the wrong request" in whys["partial"], whys["partial"]


def test_the_same_adapter_routing_answers_right_reads_yes(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    """The reference's route as the identity: the comparison itself does not fail vanilla."""

    class Straight(MisroutedAnswersAdapter):
        name = "straight"
        route = staticmethod(lambda a: list(a))

    values, whys = probe_row(
        hitl_arena, endpoint_for("compliant"), Straight, "straight", ("partial",)
    )
    assert values["partial"] == "yes", whys["partial"]


def _searched(results: dict[str, str] | str) -> Conversation:
    """The ``three`` model's conversation after its three searches (one result per call, or
    smolagents' one observation for all of them)."""
    steps: list[Called | Returned] = []
    for n, day in enumerate(THREE_DAYS):
        steps.append(Called(ToolUse(SEARCH, {"capacity": 4, "day": day}, id=f"s{n}")))
    for n, day in enumerate(THREE_DAYS):
        text = results if isinstance(results, str) else results[day]
        steps.append(Returned(call_id=f"s{n}", name=SEARCH, content=text))
    return Conversation(task="Book three rooms", steps=tuple(steps), tools=(SEARCH, GATE, BOOK))


def _listing(day: str) -> str:
    rooms = "; ".join(f"{r.id} ({r.name}, seats {r.capacity})" for r in available(4, day))
    return f"Free on {day} for 4+ people: {rooms}"


@pytest.mark.parametrize(
    "results",
    [
        {d: _listing(d) for d in THREE_DAYS},
        "\n".join(_listing(d) for d in reversed(THREE_DAYS)),  # one observation, other order
        " ".join(_listing(d) for d in THREE_DAYS),
    ],
    ids=["per-call", "one-observation", "one-line"],
)
def test_the_three_requests_bind_three_different_bookings_each_free_that_day(
    results: dict[str, str] | str,
) -> None:
    """One room for every day let any approval authorise any day's booking, so a crossed
    answer booked the denied day unnoticed."""
    reply = three_rooms(_searched(results))
    summaries = [str(c.args["summary"]) for c in reply.calls if c.name == GATE]
    assert len(summaries) == 3
    rooms = [s.split()[1] for s in summaries]
    assert len({digest(BOOK, {"room_id": r}) for r in rooms}) == 3, summaries
    for room, day, text in zip(rooms, THREE_DAYS, summaries, strict=True):
        assert text.endswith(f"on {day}")
        assert room in {r.id for r in available(4, day)}, (room, day)
