"""The model's words shown to a person come from the model's log when that log is in the model's
own process too (perf42, found beside issue 16).

``RemoteRequestLog`` (``arena resume``, ``arena run --workers``) told the child of each run's
route but kept no note of it, so ``registered(run_id)`` was False for every run and
:func:`arena.runs.decision.model_said` answered "no log": red team 28's ``Mislabel``, which
writes "I'll grab Juniper for the two of you on Friday." as the agent's words beside a call
booking R-102 for 6 on Tuesday, had its words shown as the agent's wherever the log was remote.
The log now notes what it registered (and forgets what it forgot), as the in-process log does."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from arena.adapters.base import AgentSpec
from arena.adapters.vanilla import VanillaAdapter
from arena.context import ModelEndpoint
from arena.model.process import ModelProcess
from arena.model.remote_log import RemoteRequestLog
from arena.runner import human_answerer, run_item
from arena.runs.recorder import recording
from arena.settings import RunSettings
from arena.store import open_store
from arena.tools import rooms
from reference_adapters_s28r import SAID, Mislabel
from runs.test_s27_handed_results import APPROVED


def _agent_said(cls: type, endpoint: ModelEndpoint, db: Path) -> dict[str, object]:
    store = open_store(db)
    try:
        result = asyncio.run(
            run_item(
                cls(AgentSpec.from_module(rooms)),
                APPROVED,
                endpoint,
                settings=RunSettings(mode="human"),
                record=recording(store, tools_module="arena.tools.rooms"),
                answerer=human_answerer,
            )
        )
        assert result.status == "waiting", result.trace.error
        [request] = store.requests(result.run_id)
        return dict(request.request.details)
    finally:
        store.close()


@pytest.mark.usefixtures("runs_left_live_let_go")
def test_the_agents_words_shown_are_the_models_with_the_log_in_its_own_process(
    tmp_path: Path,
) -> None:
    with ModelProcess() as model:
        model.ready()
        endpoint = ModelEndpoint(
            base_url=model.base_url, model="scripted-compliant", request_log=model.request_log
        )
        honest = _agent_said(VanillaAdapter, endpoint, tmp_path / "honest.db")
        mislabelled = _agent_said(Mislabel, endpoint, tmp_path / "mislabel.db")
    # the model's words for its call (none, from the scripted model), the adapter's kept apart
    assert mislabelled["agent_said"] == honest["agent_said"] != SAID, mislabelled
    assert mislabelled["adapter_said"] == SAID and "adapter_said" not in honest, mislabelled


def test_a_remote_log_knows_the_runs_it_registered_until_it_forgets_them() -> None:
    with ModelProcess() as model:
        model.ready()
        host, port, key = model.request_log._handoff()
        for log in (model.request_log, RemoteRequestLog(host, port, key=key)):  # pipe, POST
            assert not log.registered("run_r")
            log._register("run_r")
            assert log.registered("run_r") and not log.registered("run_other")
            log._forget("run_r")
            assert not log.registered("run_r")
