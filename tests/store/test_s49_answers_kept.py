"""Store conformance (redteam49): the suite fails a store that loses part of a decision or a
settled side effect.

Red team 49 wrote three stores, each acknowledging an answer and then handing back something
else, and all three passed ``tests/store/test_store.py`` and ``test_store_contract.py`` (and the
pages and people files): one that kept an edit as a plain approval (the person moved the booking
to R-305; the agent was told "approve" and booked the room first proposed), one that kept only the
first line of a typed answer ("Yes." of "Yes.\\nActually no, don't book it."), and one that read
every request of a run with the run's first answer (the second pause, denied, resumed approved:
a stale decision, and the overflow room was booked); and two that settle the side-effect
ledger wrong, which the suite never tried: one that let a booking recorded as failed go ahead
again, one that settled a held run the other way than the person said (``arena reconcile …
--outcome took-effect`` handed the retried call "did not take effect"); and two sweeps
(``arena sweep``), one that expired nothing and one by a clock two hours ahead, which expired a
request due in an hour. Each is run here the
way a backend of one's own joins the suite (docs/operator.md): the factory named in
``$ARENA_TEST_STORE_FACTORY``, ``-k custom``; each must fail, and only the test aimed at it.
"""

from __future__ import annotations

import pytest
from factory_runs import failed_per_factory

pytestmark = pytest.mark.slow

#: Each broken factory and the suite's tests it must fail (no other).
BROKEN = {
    "broken_stores:edit_as_approve": {"test_an_answer_reads_back_and_resumes_as_it_was_given"},
    "broken_stores:text_first_line": {"test_an_answer_reads_back_and_resumes_as_it_was_given"},
    "broken_stores:first_decision": {"test_each_request_is_resumed_with_its_own_answer"},
    # a reconciled "no effect" is a failed entry: the retry booked R-102 again
    "broken_stores:failed_runs_again": {
        "test_a_failed_side_effect_is_not_begun_again",
        "test_a_held_run_is_settled_as_the_person_said",
    },
    "broken_stores:reconcile_flipped": {"test_a_held_run_is_settled_as_the_person_said"},
    "broken_stores:never_expires": {"test_the_sweep_expires_what_is_due_and_nothing_else"},
    "broken_stores:expires_early": {"test_the_sweep_expires_what_is_due_and_nothing_else"},
}


def test_the_suite_fails_a_store_that_loses_part_of_a_decision() -> None:
    """Each store fails exactly the tests aimed at it (one pytest process runs them all)."""
    files = ["tests/store/test_store.py", "tests/store/test_store_contract.py"]
    failed = failed_per_factory(sorted(BROKEN), files)
    wrong = {f: (got, BROKEN[f]) for f, got in failed.items() if got != BROKEN[f]}
    assert wrong == {}, "factory: (failed, expected)"
