"""Fixtures: ``t``, a driver on the refund agent, once per framework.

The plugin's ``arena_driver`` builds the arena's own agent by adapter name; an agent you built with
a framework is wrapped by that framework's adapter class and handed to :class:`arena.drive.Driver`
directly, which takes any adapter instance.

The refund agent's model has its own scripted server here rather than an ``arena_policies``
override: that fixture is session-scoped, so in a run of the whole ``examples/`` folder the one
server would be started with whichever folder's policies came first.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterator

import pytest
from refunds import FRAMEWORKS, adapter_for, policies

from arena.context import ModelEndpoint
from arena.drive import Driver
from arena.errors import MissingExtra, UserError
from arena.model import ScriptedModelServer
from arena.pytest_plugin import ArenaSettings


@pytest.fixture(scope="session")
def refund_model() -> Iterator[ScriptedModelServer]:
    """The refund agent's scripted model: ``refunds-compliant`` and its faulty variants."""
    with ScriptedModelServer(policies=policies()) as server:
        yield server


@pytest.fixture
def refund_endpoint(
    request: pytest.FixtureRequest, arena_settings: ArenaSettings, arena_behaviour: str
) -> ModelEndpoint:
    """``refunds-<behaviour>`` (``--arena-behaviour``), or the real model given by URL."""
    if arena_settings.live:
        endpoint: ModelEndpoint = request.getfixturevalue("arena_endpoint")
        return endpoint
    server: ScriptedModelServer = request.getfixturevalue("refund_model")
    model = f"refunds-{arena_behaviour}"
    if model not in server.models:
        pytest.skip(f"the refund agent has no scripted {arena_behaviour!r} model (see refunds.py)")
    return ModelEndpoint(base_url=server.base_url, model=model)


@pytest.fixture(params=FRAMEWORKS)
def framework(request: pytest.FixtureRequest, arena_settings: ArenaSettings) -> str:
    """Each test runs once per framework (narrowed by ``--arena-adapter`` when one is given)."""
    name = str(request.param)
    if arena_settings.chosen and name not in arena_settings.chosen:
        pytest.skip(f"{name} not selected by --arena-adapter")
    try:
        importlib.import_module(f"arena.adapters.{name}")
    except MissingExtra as exc:
        if name in arena_settings.chosen:
            pytest.fail(str(exc), pytrace=False)
        pytest.skip(str(exc))
    return name


@pytest.fixture
def t(
    request: pytest.FixtureRequest,
    framework: str,
    refund_endpoint: ModelEndpoint,
    arena_settings: ArenaSettings,
) -> Iterator[Driver]:
    """A driver on a fresh session line of the refund agent as built with ``framework``."""
    try:
        adapter = adapter_for(framework, refund_endpoint)
    except UserError as exc:  # the adapter refuses how the agent was built: say why, no traceback
        pytest.fail(f"{framework}: {exc}", pytrace=False)
    driver = Driver(
        adapter,
        refund_endpoint,
        leg_timeout_s=arena_settings.leg_timeout_s,
        name=request.node.nodeid,
    )
    yield driver
    driver.close()
