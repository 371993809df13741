"""Red team 33: a framework that sends a model request again as it was (a client that timed out
on it, a retry) and goes on with the second answer read "2nd send no" ("carried 4 assistant
turn(s) where the model made 8 in the first send"): the dropped answers' turns counted as the
model's, never carried on. A request a later one sent again as it was is left out of what the
model made (:func:`arena.agent_steps.superseded`); its ordinary runs passed 12/12 already."""

from __future__ import annotations

from arena.arenas import Arena
from arena.context import ModelEndpoint
from arena.matrix import derive_row
from arena.probes import PROBES, run_probes
from arena.request_log import LoggedRequest
from reference_adapters_s33 import RetriedAdapter


def test_a_retried_request_s_dropped_answer_is_not_the_conversation(
    hitl_arena: Arena, endpoint: ModelEndpoint
) -> None:
    results, _ = run_probes(
        hitl_arena,
        [RetriedAdapter.name],
        endpoint,
        probes=[p for p in PROBES if p.name == "second_send"],
        build=lambda name, spec: RetriedAdapter(spec),
    )
    cell = derive_row(RetriedAdapter.name, results, pause_kind="emulated").cells["second_send"]
    assert cell.value == "yes", cell.why


def test_what_a_request_sent_again_as_it_was_is() -> None:
    from arena.agent_steps import superseded

    def sent(seq: int, **fields: object) -> LoggedRequest:
        given: dict[str, object] = {"said": ("task",), **fields}
        return LoggedRequest(seq=seq, run_id="r", **given)  # type: ignore[arg-type]

    first, again = sent(1, made=("k1",)), sent(2, made=("k1",))
    went_on = sent(3, carried=1, turns=("k1",))
    assert superseded([first, again, went_on]) == {1}
    # the conversation carried on is no request sent again, nor is one with other words
    assert superseded([first, went_on]) == set()
    assert superseded([first, sent(2, said=("task", "more"))]) == set()
