"""Red team 42: several answers in one resume. Every answer a probe run gave came alone in its
resume (the partial probe answers one request a pause; every other run asks one), so an
adapter that handed the model, where one resume carried several answers, the first one's
words for each (:class:`FirstAnswerForAllAdapter`) read exactly as vanilla, 12/12 and every
cell alike. The partial probe's other person's run (started while the approved item's run
waits, left waiting) now has its three requests answered in one resume once that run ended
(:func:`arena.probe_answers.together`: the first approved, the others denied), and the partial
cell holds that it completed with exactly the approved calls tried
(:func:`arena.matrix.flows.answered_together`)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from arena.adapters.vanilla import VanillaAdapter
from arena.arenas import Arena
from arena.context import ModelEndpoint
from arena.matrix import derive_row
from arena.probes import PROBES, run_probes
from arena.runner import RunResult
from reference_adapters_s42 import FirstAnswerForAllAdapter, ReversedAnswersAdapter


def _partial(arena: Arena, endpoint: ModelEndpoint, cls: type) -> tuple[str, str, list[RunResult]]:
    results, _ = run_probes(
        arena,
        [cls.name],
        endpoint,
        probes=[p for p in PROBES if p.name == "partial"],
        build=lambda name, spec: cls(spec),
        seed=42,
    )
    cell = derive_row(cls.name, results, pause_kind="emulated").cells["partial"]
    return cell.value, cell.why, results


@pytest.mark.parametrize(
    ("cls", "attempts"), [(FirstAnswerForAllAdapter, 3), (ReversedAnswersAdapter, 1)]
)
def test_answers_given_together_handed_otherwise_read_no(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint], cls: type, attempts: int
) -> None:
    value, why, _ = _partial(hitl_arena, endpoint_for("compliant"), cls)
    assert value == "no", why
    assert "answered in one resume" in why and f"{attempts} booking attempt(s)" in why, why
    assert "for 1 approved" in why, why


def test_vanilla_carries_out_answers_given_together_and_reads_yes(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    value, why, results = _partial(hitl_arena, endpoint_for("compliant"), VanillaAdapter)
    assert value == "yes", why
    (other,) = [r.extra["flow"]["meanwhile"] for r in results if "meanwhile" in r.extra["flow"]]
    assert [v for _, v in other["answered"]] == ["approve", "deny", "deny"]
    assert other["then"] == "completed"
    assert len(other["tried"]) == 1 and other["tried"] == other["approved"]
