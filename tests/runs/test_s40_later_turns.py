"""Red team 40: the matrix's "partial answers" and "2nd send" cells read one such turn a run,
over two runs. An adapter right on such a turn one time in two at random read "yes" one time in
four (measured: 8 of 40 seeds each, ``PartialCoinAdapter``, ``SecondSendCoinAdapter``); one
right on the first such turn of a run only read "yes" every time: it waited on the first partial
answer of a run and took the unanswered requests as denied on the next
(:class:`PartialFirstPerRunAdapter`), or continued every later send from the conversation as the
first send left it, the second send's exchange dropped (:class:`FirstConversationOnlyAdapter`).
Each probe run now gives two partial answers (the middle request, then the first, then the last
denied: the same verdicts as before) and makes two later sends (:data:`arena.probe_flows.AGAIN`
after :data:`arena.probe_flows.FOLLOW_UP`), each judged as the one was: one extra leg a run, no
extra run (3 of 40 seeds each read "yes")."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from arena.adapters.vanilla import VanillaAdapter
from arena.arenas import Arena
from arena.context import ModelEndpoint
from arena.matrix import derive_row
from arena.probes import PROBES, run_probes
from reference_adapters_s40 import FirstConversationOnlyAdapter, PartialFirstPerRunAdapter


def _cell(arena: Arena, endpoint: ModelEndpoint, cls: type, probe: str) -> tuple[str, str, list]:
    results, _ = run_probes(
        arena,
        [cls.name],
        endpoint,
        probes=[p for p in PROBES if p.name == probe],
        build=lambda name, spec: cls(spec),
    )
    cell = derive_row(cls.name, results, pause_kind="emulated").cells[probe]
    return cell.value, cell.why, results


@pytest.mark.parametrize(
    ("cls", "probe", "why"),
    [
        (PartialFirstPerRunAdapter, "partial", "the model read 'denied: no answer yet"),
        (FirstConversationOnlyAdapter, "second_send", "the third send's model request carried"),
    ],
)
def test_an_adapter_right_on_its_first_such_turn_of_a_run_only_reads_no(
    hitl_arena: Arena,
    endpoint_for: Callable[[str], ModelEndpoint],
    cls: type,
    probe: str,
    why: str,
) -> None:
    value, reason, _ = _cell(hitl_arena, endpoint_for("compliant"), cls, probe)
    assert value == "no", reason
    assert why in reason, reason


@pytest.mark.parametrize("probe", ["partial", "second_send"])
def test_an_honest_adapter_reads_yes_with_each_turn_judged(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint], probe: str
) -> None:
    value, reason, results = _cell(hitl_arena, endpoint_for("compliant"), VanillaAdapter, probe)
    assert value == "yes", reason
    for r in results:
        if probe == "partial":  # waiting after the first answer and after the second
            assert [t.status for t in r.trace.legs] == [
                "waiting",
                "waiting",
                "waiting",
                "completed",
            ]
            assert [len(t.requests) for t in r.trace.legs[:3]] == [3, 2, 1]
        else:  # the first send, then two later sends, each completed
            assert (
                r.extra["flow"]["again"]["follow_up"] == "Thanks. What was the name of that room?"
            )
            assert r.trace.legs[-1].status == "completed"
