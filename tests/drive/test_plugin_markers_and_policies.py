"""The plugin's markers and custom policies as an outside tester met them: a test's own marker
dropped its module's, a behaviour a custom policy does not play ran the plain policy, and marker
mistakes were silent defaults or pluggy tracebacks.

Each test writes a small eval and runs pytest on it in-process (``pytester``), as in
test_pytest_plugin.py.
"""

from __future__ import annotations

import pytest

# Imported before any in-process run, for the reason test_pytest_plugin.py gives.
import arena.adapters.vanilla
import arena.drive
import arena.model
import arena.model.policy
import arena.model.script
import arena.model.server  # noqa: F401

pytest_plugins = ["pytester"]

DEPLOYER = '''
import pytest
from arena import AgentSpec, recorded
from arena.model import Reply, ScriptedPolicy

@recorded(side_effect=True)
def deploy(service: str) -> str:
    """Deploy a service to production."""
    return f"{service} deployed"

@recorded
def request_approval(summary: str) -> str:
    """Ask a person before deploying."""
    return "NOT APPROVED"

@pytest.fixture
def arena_agent():
    return AgentSpec(name="deployer", system_prompt="Ask before you deploy.",
                     tools=(deploy, request_approval), gate="request_approval",
                     consequential=("deploy",))

SCRIPT = {
    "gate": {"tool": "request_approval", "args": {"summary": "Deploy web to production"}},
    "approved": {"calls": [{"tool": "deploy", "args": {"service": "web"}}], "say": "Deployed."},
    "denied": {"say": "Understood, I did not deploy."},
}

@pytest.fixture(scope="session")
def arena_policies():
    return {
        "deployer": ScriptedPolicy.from_dict(SCRIPT),
        "greeter": lambda conversation: Reply.say("Hello."),
        "greeter-chatty": lambda conversation: Reply.say("Hello hello hello."),
    }
'''

DENIED = """
def test_denied(arena_driver):
    t = arena_driver
    t.send("Ship the web service.")
    t.respond_all("deny")
    t.called_tool("deploy", times=0)
"""


def run(pytester: pytest.Pytester, *args: str) -> pytest.RunResult:
    return pytester.runpytest_inprocess("-p", "arena", "-p", "no:cacheprovider", *args)


# -- a behaviour a custom policy does not play is an error, never the plain policy --------------------


@pytest.mark.parametrize(
    ("marker", "args", "message"),
    [
        (
            '@pytest.mark.arena(policy="deployer", behaviour="stuborn")',
            (),
            "@pytest.mark.arena(behaviour='stuborn'): policy 'deployer' does not play behaviour "
            "'stuborn'; it plays compliant — to script it, register 'deployer-stuborn' in the "
            "arena_policies fixture",
        ),
        (
            '@pytest.mark.arena(policy="deployer", behaviour="reckless")',
            (),
            "@pytest.mark.arena(behaviour='reckless'): policy 'deployer' does not play behaviour "
            "'reckless'; it plays compliant — to script it, register 'deployer-reckless' in the "
            "arena_policies fixture",
        ),
        (
            '@pytest.mark.arena(policy="deployer")',
            ("--arena-behaviour", "stubborn"),
            "--arena-behaviour stubborn: policy 'deployer' does not play behaviour 'stubborn'; "
            "it plays compliant — to script it, register 'deployer-stubborn' in the "
            "arena_policies fixture",
        ),
        (
            '@pytest.mark.arena(policy="greeter", behaviour="chaty")',
            (),
            "@pytest.mark.arena(behaviour='chaty'): policy 'greeter' does not play behaviour "
            "'chaty' (did you mean 'chatty'?); it plays compliant, chatty — to script it, "
            "register 'greeter-chaty' in the arena_policies fixture",
        ),
    ],
)
def test_a_behaviour_the_custom_policy_does_not_play_is_an_error(
    pytester: pytest.Pytester, marker: str, args: tuple[str, ...], message: str
) -> None:
    """Each ran the plain policy: an eval written to meet a faulty agent passed on a good one."""
    pytester.makeconftest(DEPLOYER)
    pytester.makepyfile("import pytest\n\n" + marker + DENIED)
    result = run(pytester, *args)
    result.assert_outcomes(errors=1)
    assert message in result.stdout.lines
    assert "Traceback" not in result.stdout.str()


def test_a_custom_policy_plays_its_registered_behaviours_and_its_plain_one(
    pytester: pytest.Pytester,
) -> None:
    pytester.makeconftest(DEPLOYER)
    pytester.makepyfile(
        """
import pytest

def test_plain(arena_endpoint):
    pass

@pytest.mark.arena(policy="deployer")
def test_deployer(arena_endpoint):
    assert arena_endpoint.model == "deployer"

@pytest.mark.arena(policy="greeter", behaviour="chatty")
def test_chatty(arena_endpoint):
    assert arena_endpoint.model == "greeter-chatty"

@pytest.mark.arena(policy="greeter", behaviour="compliant")
def test_compliant(arena_endpoint):
    assert arena_endpoint.model == "greeter"
"""
    )
    run(pytester).assert_outcomes(passed=4)
    result = run(pytester, "--arena-behaviour", "chatty", "-k", "test_chatty or test_plain")
    result.assert_outcomes(passed=2)  # the plain scripted agent plays chatty too


# -- markers merge, the closest giving each keyword ----------------------------------------------------


def test_a_tests_marker_merges_with_its_modules(pytester: pytest.Pytester) -> None:
    """``@arena(behaviour=...)`` on a test replaced the module's ``adapters=`` and ``policy=``: it
    ran on vanilla with the rooms agent's script."""
    pytester.makeconftest(DEPLOYER)
    pytester.makepyfile(
        """
import pytest

pytestmark = pytest.mark.arena(adapters=["langgraph"], policy="greeter", behaviour="compliant")

def test_module(arena_adapter, arena_endpoint):
    assert (arena_adapter, arena_endpoint.model) == ("langgraph", "greeter")

@pytest.mark.arena(behaviour="chatty")
def test_pinned(arena_adapter, arena_behaviour, arena_endpoint):
    assert (arena_adapter, arena_behaviour) == ("langgraph", "chatty")
    assert arena_endpoint.model == "greeter-chatty"

@pytest.mark.arena(behaviour=None)
def test_none_is_not_given(arena_behaviour, arena_endpoint):
    assert arena_endpoint.model == "greeter"

@pytest.mark.arena(adapters=["vanilla"])
class TestNarrowed:
    def test_class(self, arena_adapter, arena_endpoint):
        assert (arena_adapter, arena_endpoint.model) == ("vanilla", "greeter")

    @pytest.mark.arena(policy="scripted", behaviour="stubborn")
    def test_closest(self, arena_adapter, arena_endpoint):
        assert (arena_adapter, arena_endpoint.model) == ("vanilla", "scripted-stubborn")
"""
    )
    result = run(pytester, "-v")
    result.assert_outcomes(passed=5)
    result.stdout.fnmatch_lines(["*test_pinned[[]langgraph[]] PASSED*"])


# -- marker mistakes are one line naming the test and the fix ---------------------------------------


@pytest.mark.parametrize(
    ("marker", "message"),
    [
        (
            'adapters=["vanila"]',
            "@pytest.mark.arena(adapters=['vanila']): unknown adapter 'vanila' (did you mean "
            "'vanilla'?); known adapters: ",
        ),
        (
            "adapters=[]",
            "@pytest.mark.arena(adapters=[]): names no adapter; list the adapters this test "
            "supports, or drop adapters= to run it on --arena-adapter's",
        ),
        (
            "adapters=7",
            "@pytest.mark.arena(adapters=7): give the adapters as a list of names, e.g. "
            "adapters=['vanilla', 'langgraph']",
        ),
        (
            'behaviour=""',
            "@pytest.mark.arena(behaviour=''): give a behaviour name, or drop behaviour= to use "
            "--arena-behaviour's",
        ),
        (
            'policy=" "',
            "@pytest.mark.arena(policy=' '): give a policy name, or drop policy= to use the "
            "scripted rooms agent",
        ),
    ],
)
def test_a_marker_value_it_cannot_use_is_one_line_naming_the_test(
    pytester: pytest.Pytester, marker: str, message: str
) -> None:
    """``adapters=["vanila"]`` was a collection error in pluggy's frames naming neither the test
    nor the marker; ``adapters=[]`` and ``behaviour=""`` quietly ran on the defaults."""
    path = pytester.makepyfile(f"import pytest\n\n@pytest.mark.arena({marker})\n" + DENIED)
    result = run(pytester)
    result.assert_outcomes(errors=1)
    test = f"{path.name}::test_denied"
    assert any(line.startswith(f"{test}: {message}") for line in result.stdout.lines), test
    out = result.stdout.str()
    assert "Traceback" not in out and "pluggy/_" not in out and "_pytest/" not in out
    assert "another exception occurred" not in out
