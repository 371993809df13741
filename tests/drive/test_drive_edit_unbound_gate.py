"""An eval's edit of a gate no proposer covers is refused (tester 11, finding 6).

The gate ``ask_manager(summary)`` of the user's own agent authorises any one call of the
consequential tool: an edit of its summary was answered "APPROVED with edited arguments" and the
original refund (40, not the edited 20) ran. The CLI and the inbox refuse such an edit
(tests/operator/test_edit_unbound_gate.py); the eval API does too, naming both calls' arguments.
"""

from __future__ import annotations

import pytest

pytest_plugins = ["pytester"]

CONFTEST = '''
import pytest
from arena import AgentSpec, recorded
from arena.model import ScriptedPolicy

@recorded(side_effect=True)
def refund(order_id: str, amount: int) -> str:
    """Refund an order."""
    return f"REFUNDED {amount} on {order_id}"

@recorded
def ask_manager(summary: str) -> str:
    """Ask a manager before refunding."""
    return "NOT APPROVED"

@pytest.fixture
def arena_agent():
    return AgentSpec(name="refunder", system_prompt="Ask before refunding.",
                     tools=(refund, ask_manager), gate="ask_manager", consequential=("refund",))

@pytest.fixture(scope="session")
def arena_policies():
    return {"refunder": ScriptedPolicy.from_dict({
        "gate": {"tool": "ask_manager", "args": {"summary": "Refund 40 on order A-17"}},
        "approved": {"calls": [{"tool": "refund", "args": {"order_id": "A-17", "amount": 40}}],
                     "say": "Refunded."},
        "denied": {"say": "Understood, I did not refund."},
    })}
'''

EVAL = """
import pytest
from arena.errors import InvalidAnswer

pytestmark = pytest.mark.arena(policy="refunder")

@pytest.mark.parametrize("edited", [{"summary": "Refund 20 on order A-17"}, {"amount": 20}])
def test_an_edit_of_an_unbound_gate_is_refused(arena_driver, edited):
    t = arena_driver
    t.send("Refund order A-17.")
    r = t.require_input_request()
    with pytest.raises(InvalidAnswer) as refused:
        t.respond(r, edited_args=edited)
    said = str(refused.value)
    assert "binds no call" in said and "proposer" in said, said
    assert "summary" in said and "order_id" in said and "amount" in said, said
    t.respond(r, option="approve")  # a plain approval still works
    t.called_tool("refund", times=1)
"""


def test_an_eval_cannot_edit_a_gate_that_binds_no_call(pytester: pytest.Pytester) -> None:
    pytester.makeconftest(CONFTEST)
    pytester.makepyfile(test_refund_edit=EVAL)
    result = pytester.runpytest_inprocess("-p", "arena", "-p", "no:cacheprovider", "-q")
    result.assert_outcomes(passed=2)
