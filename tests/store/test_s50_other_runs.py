"""Store conformance (redteam50): the suite fails a store that reads back another run's records,
counts another request's votes, ignores a fencing token or resolves an id the person did not
type, and a backend author runs all of it.

Red team 50 wrote thirteen stores, each the SQLite store wrong in one way: one that handed back
the newest leg's snapshot of any run (a resume restored another run's paused state), five whose
requests, trail, ledger, tool calls or events held every run's (a ``WHERE run_id`` left out:
``arena show`` listed another run's booking as this one's), one whose pending list kept a failed
run's unanswered request (the inbox offered a decision no run would read), one that counted
every vote of a run towards each of its requests (alice's approval of one booking and bob's of
another made a quorum of two on the second), one whose ``begin_side_effect`` ignored the
caller's fencing token (a resumer whose claim was taken over booked; the one test of it,
``tests/service/test_fencing.py``'s, runs on SQLite and PostgreSQL only), two whose
``resolve_id`` took the first request of a prefix two shared or matched a piece anywhere in an
id (``arena approve`` approved a request the person never named), one whose ``fail_run`` failed
a resuming run whoever held its claim (a resumer whose claim was taken over failed the run its
rescuer was completing), and one that never wrote ``record_refusal`` (a vote that lost left no
trace). The first twelve passed every file of the
suite, whose reads were all of a store holding one run, whose votes were all on one request and
whose one ambiguous prefix was ``run_``; the last failed only ``test_store_people.py``, which the
command docs/operator.md gives a backend author did not run. Each is run here as that command
runs it, the paths read from the page (all stores of a part in one process, each its own
``custom@…`` param: factory_runs.py); each must fail, and only the test aimed at it.

Red team 50b added seven (``broken_stores_s50b``), each caught only by a file that built its
SQLite and PostgreSQL stores itself and so never ran on a backend of one's own: two racing
answers both told "ok", a late or a lost answer kept nowhere, ``--expires-in`` not kept with
the run, fencing tokens restarted after a release, and a verify that finds nothing wrong (all of
it, or one run's). Those files now take the custom store; the race's workers hand its folder to
the factory again, and ``$ARENA_TEST_STORE_TAMPER`` lets the suite change an answer behind the
store's back. The older stores that also fail those files fail them as well.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from broken_stores_s50 import FRAGMENT
from factory_runs import failed_per_factory

from store_support import TAMPER_ENV

pytestmark = pytest.mark.slow

ROOT = Path(__file__).parents[2]
OWN = "test_each_run_reads_back_only_its_own_records"
ANSWERS = "test_two_processes_answering_at_once_give_exactly_one_decision"
RESUMES = "test_two_resumers_racing_continue_each_run_once"
#: redteam52's reopen test reads a run's requests back too (tests/store/test_s52_decision_outlives_close.py)
REOPENED = "test_every_kind_of_answer_outlives_the_store_closing"
LATE = "test_a_late_answer_follows_the_expiry_in_the_trail"
LOST = "test_the_answer_that_lost_the_race_is_in_the_trail"
TOKENS = "test_each_claim_takes_a_higher_token_and_a_stale_one_writes_no_intent"
HEAD = "test_verify_audit_refuses_a_head_the_chain_never_reached"
TAMPERED = "test_a_changed_answer_is_named_by_verify_run_and_verify_audit"
#: Every factory here keeps its store in one SQLite file: the hook flips an answer in it.
TAMPER = "store_support:tamper_sqlite_answer"
#: Each broken factory and the suite's tests it must fail (no other); the honest store none.
BROKEN = {
    "broken_stores:honest": set(),
    "broken_stores_s50:newest_snapshot": {OWN, RESUMES},
    "broken_stores_s50:every_runs_history": {
        OWN,
        ANSWERS,
        RESUMES,
        "test_a_reconciliation_that_lost_is_in_the_trail",
    },
    "broken_stores_s50:every_runs_ledger": {OWN, RESUMES},
    "broken_stores_s50:every_runs_tool_calls": {OWN},
    "broken_stores_s50:every_runs_events": {OWN, RESUMES},
    "broken_stores_s50:every_runs_requests": {OWN, ANSWERS, RESUMES, REOPENED},
    "broken_stores_s50:pending_of_closed_runs": {"test_a_finished_run_takes_no_more_answers"},
    "broken_stores_s50:votes_across_run": {
        "test_a_quorum_counts_the_votes_on_its_own_request_only"
    },
    "broken_stores_s50:fails_any_holders_run": {
        "test_a_run_another_resumer_holds_is_failed_only_by_its_holder"
    },
    "broken_stores_s50:first_of_a_shared_prefix": {FRAGMENT},
    "broken_stores_s50:matches_anywhere": {FRAGMENT},
    "broken_stores_s50:no_fencing": {
        "test_a_claim_taken_over_fences_the_old_claimers_side_effect",
        TOKENS,
        "test_a_resumer_whose_claim_was_taken_over_never_calls_book_room",
    },
    "broken_stores_s50:refusals_unkept": {
        "test_two_of_three_approvals_decide_at_the_second",
        ANSWERS,
        LATE,
        LOST,
        "test_an_answer_through_the_api_after_a_decision_is_kept_as_refused",
        "test_a_vote_that_lost_is_in_the_trail",
    },
    # redteam50b's: each caught only by a file that ran on SQLite and PostgreSQL alone
    "broken_stores_s50b:answer_checked_then_written": {ANSWERS},
    "broken_stores_s50b:expired_answer_unkept": {LATE},
    "broken_stores_s50b:lost_answer_unkept": {ANSWERS, LOST},
    "broken_stores_s50b:expiry_unkept_with_the_run": {
        "test_a_request_asked_in_a_resumed_leg_expires_as_the_first_did"
    },
    "broken_stores_s50b:token_restarts_on_release": {TOKENS},
    "broken_stores_s50b:verifies_anything": {HEAD, TAMPERED},
    "broken_stores_s50b:verify_run_blind": {TAMPERED},
}


def documented_files() -> list[str]:
    """The test paths of the command docs/operator.md gives a backend of one's own."""
    text = (ROOT / "docs" / "operator.md").read_text(encoding="utf-8")
    start = text.index("$ ARENA_TEST_STORE_FACTORY=")
    block = text[start : text.index("```", start)]
    return re.findall(r"tests/(?:store|service)(?:/\w+\.py)?\b", block)


def _takes_custom(text: str) -> bool:
    """A test file whose stores include ``$ARENA_TEST_STORE_FACTORY``'s (redteam50b: the race,
    late-answer, refused-answer, resumed-expiry and fencing files now do)."""
    return "custom_stores()" in text or (
        "params=sorted(STORES)" in text and "from test_store import STORES" in text
    )


def test_the_documented_command_runs_every_file_of_the_suite() -> None:
    """Every file whose tests take the ``custom`` store is in the command: it named two, and
    ``test_store_people.py``'s quorum and refusal tests, ``test_store_pages.py``'s and
    red team 43's never ran against a backend of one's own."""
    paths = documented_files()
    taking = sorted(
        p.relative_to(ROOT).as_posix()
        for p in (ROOT / "tests").glob("*/test_*.py")
        if _takes_custom(p.read_text(encoding="utf-8"))
    )
    left = [f for f in taking if not any(f == p or f.startswith(f"{p}/") for p in paths)]
    assert left == [], f"docs/operator.md's command leaves out {left}"


#: Two processes, one per xdist worker of ``make test`` (each ran ~70 tests per store).
PARTS = 2


@pytest.mark.parametrize("part", range(PARTS))
def test_the_suite_fails_a_store_that_reads_across_runs_or_requests(part: int) -> None:
    """Each store of this part fails exactly the tests aimed at it, the honest store none."""
    factories = sorted(BROKEN)[part::PARTS]
    failed = failed_per_factory(factories, documented_files(), {TAMPER_ENV: TAMPER})
    wrong = {f: (got, BROKEN[f]) for f, got in failed.items() if got != BROKEN[f]}
    assert wrong == {}, "factory: (failed, expected)"
