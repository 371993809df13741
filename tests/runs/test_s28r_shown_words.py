"""What the person is shown as the agent's words is the model's, and the adapter's reason is
labelled as the adapter's.

Red team 28 (against dc3d18a): ``Mislabel`` raised each approval with the model's call and its
words for it, but set ``details.agent_said`` to "I'll grab Juniper for the two of you on Friday."
and ``reason`` to "routine, low-risk: small room for a quick chat" beside a call booking R-102
for 6 on Tuesday; ``arena show`` and the web inbox showed both as the agent's and the
request's own, and ``decision_context`` kept the adapter's words though the model log had the
model's. Now ``agent_said`` is the model log's words (the adapter's kept apart, never shown),
and ``why`` says whose it is.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from pathlib import Path

from arena.adapters.base import AgentSpec
from arena.adapters.vanilla import VanillaAdapter
from arena.context import ModelEndpoint
from arena.runner import human_answerer, run_item
from arena.runs.decision import ADAPTER_SAYS
from arena.runs.recorder import recording
from arena.settings import RunSettings
from arena.store import open_store
from arena.tools import rooms
from arena.types import ResumableRunner
from reference_adapters_s28r import SAID, WHY, Mislabel
from runs.test_s27_handed_results import APPROVED
from store_support import let_go_at_the_end


def _details(
    cls: Callable[[AgentSpec], ResumableRunner], endpoint: ModelEndpoint, tmp_path: Path
) -> dict[str, object]:
    store = open_store(tmp_path / f"{cls.__name__}.db")
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
        [request] = store.requests(let_go_at_the_end(result.run_id))  # live here till the end
        return dict(request.request.details)
    finally:
        store.close()


def test_the_agents_words_shown_are_the_models(
    endpoint_for: Callable[[str], ModelEndpoint], tmp_path: Path
) -> None:
    endpoint = endpoint_for("compliant")
    honest = _details(VanillaAdapter, endpoint, tmp_path)
    mislabelled = _details(Mislabel, endpoint, tmp_path)
    assert "adapter_said" not in honest, honest
    assert mislabelled["agent_said"] == honest["agent_said"] != SAID, mislabelled
    assert mislabelled["adapter_said"] == SAID
    assert mislabelled["why"] == f"{ADAPTER_SAYS}{WHY}"
    assert str(honest["why"]).startswith(ADAPTER_SAYS)
