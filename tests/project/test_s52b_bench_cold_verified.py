"""The cold-resume figure is verified on an honest adapter, and not on one that forges (evidence52b).

``bench/cold.py`` paused each run through the bench model server with an endpoint that kept no
per-run model log, so the paused leg was stored without the model's own turns marked; the
resumed leg's requests carried them back and every honest resume failed ``suspended`` ("a model
request of leg 2 carried 2 assistant turn(s) the model never made"): the row read "NO" and the
cold target "NOT verified" on main, for LangGraph as for every adapter. Now the pause goes
through :func:`bench.server.endpoint_at` (the server's log, as ``arena run``'s scripted model
keeps one). The row still reads "NO" for an adapter that puts a turn in the model's mouth on the
resumed leg (red team 31's ``InventedTurnAdapter`` on a vanilla that keeps its pause in the store:
``tests/reference_adapters_s52b.py``): the fix hands over the model's own turns, not a pass. One
pause and one new interpreter per adapter, as the stage runs them (--quick); the honest side is
that durable vanilla (LangGraph's import costs ~10 s a process; `python -m bench cold --quick
--adapters langgraph` reads "completed, checks pass").
"""

from __future__ import annotations

import asyncio
import os
from pathlib import Path
from typing import Any

import pytest
from bench import cold
from bench.server import ROOT, ModelServer

HONEST_ADAPTER = "durable_references_booked:keptvanilla"
INVENTED = "reference_adapters_s52b:invented"
NAMES = (HONEST_ADAPTER, INVENTED)


@pytest.fixture(scope="module")
def samples(tmp_path_factory: pytest.TempPathFactory) -> dict[str, dict[str, Any]]:
    store = str(tmp_path_factory.mktemp("cold") / "arena.db")
    path = [str(ROOT), str(ROOT / "tests"), os.environ.get("PYTHONPATH", "")]
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(path)}
    with ModelServer(0) as server:
        runs = asyncio.run(cold._pause(NAMES, 1, store, server.base_url))
        return {n: cold.resumed(n, store, runs[n][0], env) for n in NAMES}


HONEST = {"statuses": ["completed", "completed"], "not_the_work": []}


@pytest.mark.slow
def test_an_honest_adapters_cold_resume_reads_verified(samples: dict[str, dict[str, Any]]) -> None:
    got = samples[HONEST_ADAPTER]
    assert (got["status"], got["passed"]) == ("completed", True), got["failed_checks"]
    assert cold.verdict([got], [HONEST]) == "completed, checks pass"


@pytest.mark.slow
def test_a_resume_that_puts_words_in_the_models_mouth_reads_no(
    samples: dict[str, dict[str, Any]],
) -> None:
    got = samples[INVENTED]
    row = cold.verdict([got], [HONEST])
    assert row.startswith("NO: "), row
    assert "assistant turn(s) the model never made" in row, row
    # not the paused leg's own turns: only the one the adapter made up
    assert "carried 1 assistant turn(s)" in row, row


def test_the_row_reads_no_for_a_native_side_not_doing_the_work() -> None:
    ok = {"status": "completed", "passed": True, "failed_checks": []}
    wrong = {"statuses": ["completed"] * 2, "not_the_work": ["booked a room that does not fit"]}
    assert cold.verdict([ok], [wrong]) == "NO: native booked a room that does not fit"
    assert cold.verdict([ok], [{"statuses": ["failed", "completed"]}]).startswith("NO: ")


def test_the_stage_pauses_through_the_servers_logged_endpoint() -> None:
    """Read from the source: the pause's endpoint is :func:`bench.server.endpoint_at`'s."""
    text = (Path(cold.__file__)).read_text()
    assert 'endpoint_at(base_url, "scripted-compliant")' in text
