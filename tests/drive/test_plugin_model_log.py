"""The plugin's driver judged like an arena run: its default scripted endpoint keeps a per-run
model log (as ``ModelChoice().open()`` does), so ``suspended`` and ``acknowledged`` read the
model's side. An adapter that asks, keeps calling the model and claims ``waiting`` failed under
``arena run`` and passed here ("model log: not available")."""

from __future__ import annotations

import re

import pytest

# As in test_pytest_plugin.py: imported here so every in-process run shares one copy.
import arena.adapters.vanilla
import arena.drive
import arena.model
import arena.model.policy
import arena.model.script
import arena.model.server  # noqa: F401

pytest_plugins = ["pytester"]

TASK = "Book a meeting room for 6 people on Tuesday."


def run(pytester: pytest.Pytester, *args: str) -> pytest.RunResult:
    return pytester.runpytest_inprocess("-p", "arena", "-p", "no:cacheprovider", *args)


def _lines(result: pytest.RunResult, tag: str) -> list[str]:
    """The printed lines tagged ``tag`` (-s output runs on from the progress dots)."""
    return [line[line.index(tag) :] for line in result.outlines if tag in line]


# -- the per-run model log --------------------------------------------------------------

LEAKY = f"""
import pytest
from reference_adapters import LeakyAdapter
from arena.conformance import rooms_spec
from arena.drive import CheckFailed, Driver

def test_leaky_fails_suspended_on_the_model_log(arena_endpoint):
    with Driver(LeakyAdapter(rooms_spec(), claims="waiting"), arena_endpoint) as t:
        t.send({TASK!r})
        t.parked()  # it claims waiting, with a request pending: only the model log tells
        with pytest.raises(CheckFailed) as caught:
            t.arena_check("suspended")
        print("DETAIL:", caught.value.summary)

def test_vanilla_passes_with_the_model_log(arena_driver):
    t = arena_driver
    t.send({TASK!r})
    t.parked()
    print("SUSPENDED:", t.arena_check("suspended").detail)
    t.respond(t.require_input_request(), option="deny")
    print("ACKNOWLEDGED:", t.arena_check("acknowledged").detail)
    other = t.new_session()
    other.send({TASK!r})
    other.parked()
    print("SESSION:", other.arena_check("suspended").detail)
    assert other.ctx.endpoint.run_url != t.ctx.endpoint.run_url
"""


def test_the_plugins_scripted_endpoint_keeps_a_per_run_model_log(
    pytester: pytest.Pytester,
) -> None:
    """LeakyAdapter passed ``suspended`` on the plugin's endpoint ("model log: not available")."""
    pytester.makepyfile(LEAKY)
    result = run(pytester, "-s")
    result.assert_outcomes(passed=2)
    [leaky] = _lines(result, "DETAIL:")
    assert "model log" in leaky and "not available" not in leaky, leaky
    assert re.search(r"\d+ request", leaky), leaky  # it counts the requests after the gate call
    for tag in ("SUSPENDED:", "ACKNOWLEDGED:", "SESSION:"):
        [detail] = _lines(result, tag)
        assert "model log" in detail and "not available" not in detail, detail
        assert "no model log" not in detail, detail


def test_a_custom_policy_server_keeps_the_log_too(pytester: pytest.Pytester) -> None:
    """The arena_policies override gets its own server; its runs are logged per run as well."""
    pytester.makeconftest(
        """
import pytest
from arena.model import Reply

@pytest.fixture(scope="session")
def arena_policies():
    return {"greeter": lambda conversation: Reply.say("Hello there.")}
"""
    )
    pytester.makepyfile(
        """
import pytest

@pytest.mark.arena(policy="greeter")
def test_it(arena_driver):
    t = arena_driver
    assert t.ctx.endpoint.request_log is not None and t.ctx.endpoint.run_url
    t.send("hi")
    t.succeeded()
    assert t.ctx.endpoint.request_log.count(t.run_id) >= 1
"""
    )
    run(pytester).assert_outcomes(passed=1)
