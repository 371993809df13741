"""users53: a tools module's ``GATE`` and ``CONSEQUENTIAL`` written in another form than a name.

docs/drive.md's own agent writes ``consequential=("deploy",)``; an outside team's refund desk
wrote ``CONSEQUENTIAL = ("issue_refund",)`` in its arena's tools module, and ``arena run`` said
"refunds.CONSEQUENTIAL is ('issue_refund',), not the name of one of its TOOLS (lookup_order,
issue_refund, ask_manager)": the tool it names is listed. A function written for its name
(``GATE = ask_manager``) printed its repr alike. Now each form is named, with the str to write,
at the ``tools:`` line (as ``AgentSpec.from_module`` said since drive38)."""

from __future__ import annotations

import os
import zlib
from collections.abc import Iterator
from pathlib import Path

import pytest

from arena import AgentSpec
from arena.arena_tools import import_tools
from arena.errors import BadItemFile, UserError

TOOLS = '''\
from arena import recorded

@recorded
def lookup_order(order_id: str) -> str:
    """Look up an order."""
    return order_id

@recorded(side_effect=True)
def issue_refund(order_id: str, amount: float) -> str:
    """Refund an order."""
    return "refunded"

@recorded
def ask_manager(summary: str) -> str:
    """Ask a manager first."""
    return "NOT APPROVED"

TOOLS = (lookup_order, issue_refund, ask_manager)
SYSTEM_PROMPT = "Ask a manager before any refund."
GATE = {gate}
CONSEQUENTIAL = {consequential}
'''


@pytest.fixture
def here(tmp_path: Path) -> Iterator[Path]:
    before = os.getcwd()
    os.chdir(tmp_path)
    try:
        yield tmp_path
    finally:
        os.chdir(before)


def write(folder: Path, gate: str, consequential: str) -> str:
    name = f"refunds53_{zlib.crc32((gate + consequential).encode())}"
    source = TOOLS.format(gate=gate, consequential=consequential)
    (folder / f"{name}.py").write_text(source, encoding="utf-8")
    return name


REFUSED = [
    ('"ask_manager"', '("issue_refund",)', "CONSEQUENTIAL is ('issue_refund',)", "issue_refund"),
    ('"ask_manager"', '["issue_refund"]', "CONSEQUENTIAL is ['issue_refund']", "issue_refund"),
    ('"ask_manager"', "issue_refund", "CONSEQUENTIAL is the function issue_refund", "issue_refund"),
    ("ask_manager", '"issue_refund"', "GATE is the function ask_manager", "ask_manager"),
    ('("ask_manager",)', '"issue_refund"', "GATE is ('ask_manager',)", "ask_manager"),
    ("[ask_manager]", '"issue_refund"', "GATE is a list of ask_manager", "ask_manager"),
    ('"ask_manager"', "3", "CONSEQUENTIAL is 3", "its_name"),
]


@pytest.mark.parametrize(("gate", "consequential", "said", "one"), REFUSED)
def test_a_name_written_in_another_form_is_told_the_str_to_write(
    here: Path, gate: str, consequential: str, said: str, one: str
) -> None:
    name = write(here, gate, consequential)
    with pytest.raises(BadItemFile) as caught:
        import_tools(name, "desk/arena.yaml", 3)
    text = str(caught.value)
    attr = "GATE" if said.startswith("GATE") else "CONSEQUENTIAL"
    assert text.startswith(f"desk/arena.yaml:3: tools: {name}.{said}"), text
    assert text.endswith(f"as a str ({attr} = {one!r}), as arena.tools.rooms does"), text
    assert "not the name of one of its TOOLS" not in text and "<function" not in text, text


def test_the_str_loads_and_a_misspelt_one_is_still_not_among_the_tools(here: Path) -> None:
    module = import_tools(write(here, '"ask_manager"', '"issue_refund"'), "a.yaml", 3)
    assert module.CONSEQUENTIAL == "issue_refund"
    with pytest.raises(BadItemFile) as caught:
        import_tools(write(here, '"ask_manager"', '"issue_refnd"'), "a.yaml", 3)
    assert "'issue_refnd', not the name of one of its TOOLS (lookup_order," in str(caught.value)


def test_from_module_says_the_same_of_a_function(here: Path) -> None:
    name = write(here, "ask_manager", '"issue_refund"')
    with pytest.raises(UserError) as caught:
        AgentSpec.from_module(name, name="refunds")
    assert str(caught.value) == (
        f"{name}.GATE is the function ask_manager: a tools module names one tool there, as a "
        "str (GATE = 'ask_manager'), as arena.tools.rooms does"
    )
