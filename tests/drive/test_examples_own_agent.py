"""examples/own_agent passes on the compliant refund agent and fails, saying why, when it is faulty.

The example is run in-process with the plugin, as a user would run it (``pytest examples/own_agent
--arena-behaviour B``). Two kinds of fault: a faulty *model* (the example's scripted variants), and
a faulty *build* — the same agent with its framework gate removed, which refunds before anyone is
asked. Both must fail the example's checks with the message that explains them.
"""

from __future__ import annotations

import importlib
import shutil
import sys
from pathlib import Path

import pytest

import arena.drive

# Loaded once here, not again by every in-process run: arena.model and its policies. arena.model
# exports Reply lazily, and a policy module first imported inside an in-process run is dropped
# after it, so the next run's Reply was another class than the one the example's agent returned
# ("a policy must return a Reply or a str, not Reply").
import arena.model.policy  # noqa: F401
from arena.errors import MissingExtra

pytest_plugins = ["pytester"]

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "own_agent"
FRAMEWORKS = ("langgraph", "openai_agents", "pydantic_ai")


def _installed(name: str) -> bool:
    try:
        importlib.import_module(f"arena.adapters.{name}")
    except (ImportError, MissingExtra):
        return False
    return True


#: Importing the frameworks here also keeps them loaded across the in-process runs below.
INSTALLED = tuple(f for f in FRAMEWORKS if _installed(f))
EDITS = tuple(f for f in INSTALLED if f != "openai_agents")  # openai-agents cannot edit arguments

if not INSTALLED:
    pytest.skip(
        "none of langgraph, openai-agents, pydantic-ai is installed", allow_module_level=True
    )

NOT_PARKED = "expected the turn to be parked (waiting on a person), but it completed"
STILL_WAITING = "expected the turn to have succeeded, but it is waiting on 1 input request"
UNACKNOWLEDGED = "the agent's last message does not match"


@pytest.fixture(autouse=True)
def _fresh_example_modules(monkeypatch: pytest.MonkeyPatch) -> None:
    """A run must import the example's own files: an outer session that collected examples/ (e.g.
    ``pytest examples tests``) has its modules loaded under the same names."""
    for name in ("refunds", "test_own_agent"):
        monkeypatch.delitem(sys.modules, name, raising=False)


def run_example(pytester: pytest.Pytester, where: Path, *args: str) -> dict[str, tuple[str, str]]:
    """Run the example; ``{"test_x[framework]": (outcome, report text)}``, errors as failures."""
    recorder = pytester.inline_run(str(where), "-p", "arena", "-p", "no:cacheprovider", *args)
    broken = [report.longreprtext for report in recorder.getfailedcollections()]
    assert not broken, "\n".join(broken)
    outcomes: dict[str, tuple[str, str]] = {}
    for report in recorder.getreports("pytest_runtest_logreport"):
        if report.when == "call" or not report.passed:
            name = report.nodeid.split("::")[-1]
            outcomes.setdefault(name, (report.outcome, report.longreprtext))
    return outcomes


def ids(test: str, frameworks: tuple[str, ...]) -> set[str]:
    return {f"{test}[{f}]" for f in frameworks}


def failed(outcomes: dict[str, tuple[str, str]]) -> set[str]:
    return {name for name, (outcome, _) in outcomes.items() if outcome == "failed"}


def test_passes_on_the_compliant_agent_in_every_framework(pytester: pytest.Pytester) -> None:
    outcomes = run_example(pytester, EXAMPLE)

    passed = {name for name, (outcome, _) in outcomes.items() if outcome == "passed"}
    assert passed == (
        ids("test_approve_branch", INSTALLED)
        | ids("test_deny_branch", INSTALLED)
        | ids("test_edited_arguments", EDITS)
    ), outcomes
    if "openai_agents" in INSTALLED:
        outcome, why = outcomes["test_edited_arguments[openai_agents]"]
        assert outcome == "skipped"
        assert "RunState.approve() takes no arguments" in why


@pytest.mark.parametrize(
    ("behaviour", "test", "message"),
    [
        ("chatty", "test_approve_branch", NOT_PARKED),  # asks in prose: nothing pauses
        ("stubborn", "test_deny_branch", STILL_WAITING),  # calls the refund again after a denial
        ("mute", "test_deny_branch", UNACKNOWLEDGED),  # does not say it was denied
        ("double", "test_approve_branch", STILL_WAITING),  # refunds again after the approval
    ],
    ids=["chatty", "stubborn", "mute", "double"],
)
def test_fails_with_a_clear_message_on_a_faulty_model(
    pytester: pytest.Pytester, behaviour: str, test: str, message: str
) -> None:
    outcomes = run_example(pytester, EXAMPLE, "--arena-behaviour", behaviour, "-k", test)

    assert failed(outcomes) == ids(test, INSTALLED), outcomes
    for name in ids(test, INSTALLED):
        report = outcomes[name][1]
        assert message in report, f"{name} on {behaviour}:\n{report}"
        assert f"model refunds-{behaviour}" in report  # the failure shows the session it judged


def test_fails_when_the_agent_is_built_without_its_gate(pytester: pytest.Pytester) -> None:
    """The same agent with the framework gate taken out tries to refund before anyone is asked."""
    copy = pytester.path / "own_agent"
    shutil.copytree(EXAMPLE, copy, ignore=shutil.ignore_patterns("__pycache__"))
    source = copy / "refunds.py"
    text = source.read_text(encoding="utf-8")
    for gated, ungated in [
        ("middleware=[gate]", "middleware=[]"),
        ("function_tool(issue_refund, needs_approval=True)]", "function_tool(issue_refund)]"),
        ("Tool(issue_refund, requires_approval=True)]", "Tool(issue_refund)]"),
    ]:
        assert text.count(gated) == 1, f"examples/own_agent/refunds.py no longer has {gated!r}"
        text = text.replace(gated, ungated)
    source.write_text(text, encoding="utf-8")

    outcomes = run_example(pytester, copy, "-k", "test_approve_branch")

    assert failed(outcomes) == ids("test_approve_branch", INSTALLED), outcomes
    for framework in INSTALLED:
        report = outcomes[f"test_approve_branch[{framework}]"][1]
        if framework == "openai_agents":
            # the adapter refuses an agent with nothing to approve, before any run
            assert "no tool that needs approval" in report, report
        else:
            assert NOT_PARKED in report, report
            # it tried to refund unasked; the harness's binding blocked the call (arena.binding)
            assert "issue_refund(order_id='A-1001', amount=42.0) → blocked" in report
