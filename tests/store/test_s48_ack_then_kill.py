"""A decision acknowledged and then the answering process killed: it is still in the store
(redteam48).

``arena approve`` prints "approved" once the store's ``answer`` or ``vote`` returns; a process
SIGKILLed right after that (no ``finally``, no close) must leave the decision stored. The child
here answers through a store class, writes "acked" to its stdout, and kills itself; the test
then opens the file afresh. The honest store keeps the approval; ``AcksBeforeCommit``
(broken_stores.py), which commits at its next call or close, loses it, so this is the crash
test that a store committing after its acknowledgement fails. The conformance suite's own
check, without a crash, is ``test_store_contract::test_a_decision_is_committed_when_it_is_acknowledged``.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from arena.store import SQLiteStore
from store_support import synthetic_waiting

CHILD = """
import os, signal, sys
from pathlib import Path
sys.path[:0] = [sys.argv[1]]
import broken_stores
from arena.store.people import Vote
from arena.types import InputResponse, Responder

store = getattr(broken_stores, sys.argv[2])(Path(sys.argv[3]))
bob = Responder(name="bob", role="facilities", interface="cli")
if sys.argv[5] == "vote":
    store.vote(Vote(request_id=sys.argv[4], voter=bob, option_id="approve"), quorum=1)
else:
    store.answer(InputResponse(request_id=sys.argv[4], option_id="approve", responder=bob))
print("acked", flush=True)
os.kill(os.getpid(), signal.SIGKILL)
"""


def _kept_after_kill(tmp_path: Path, cls: str, way: str) -> str | None:
    """The option stored for the request after a child answered it as ``cls`` and was killed."""
    path = tmp_path / "arena.db"
    store = SQLiteStore(path)
    run_id, request_id = synthetic_waiting(store)
    store.close()
    tests = str(Path(__file__).parent)
    done = subprocess.run(
        [sys.executable, "-c", CHILD, tests, cls, str(path), request_id, way],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == -9 and done.stdout == "acked\n", (done.returncode, done.stderr)
    after = SQLiteStore(path)
    try:
        (record,) = after.requests(run_id)
        return None if record.response is None else record.response.option_id
    finally:
        after.close()


@pytest.mark.parametrize("way", ["answer", "vote"])
def test_an_acknowledged_decision_survives_the_answering_process_killed(
    tmp_path: Path, way: str
) -> None:
    assert _kept_after_kill(tmp_path, "Honest", way) == "approve"


@pytest.mark.parametrize("way", ["answer", "vote"])
def test_a_store_that_commits_after_its_acknowledgement_loses_it(tmp_path: Path, way: str) -> None:
    """The broken reference: the person was told "approved", and nothing was kept."""
    assert _kept_after_kill(tmp_path, "AcksBeforeCommit", way) is None
