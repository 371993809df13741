"""Adapters separated by spaces are told the comma form (evals45).

An outside team wrote ``--adapter "vanilla openai_agents google_adk"`` (and ``--arena-adapter
"vanilla google_adk"``): the error said "unknown adapter 'vanilla openai_agents google_adk'
(did you mean 'openai_agents'?)", a guess that dropped two of the three. Names each known and
separated by spaces are now told to be separated by commas, with the selection to write; a
typo among them is told as before.
"""

from __future__ import annotations

import pytest

from arena.adapters import resolve_names
from arena.errors import NotFound


@pytest.mark.parametrize(
    ("given", "write"),
    [
        ("vanilla openai_agents google_adk", "write vanilla,openai_agents,google_adk"),
        ("vanilla  langgraph", "write vanilla,langgraph"),
        ("vanilla google_adk,langgraph", "write vanilla,google_adk,langgraph"),
    ],
)
def test_names_separated_by_spaces_are_told_the_commas(given: str, write: str) -> None:
    with pytest.raises(NotFound) as caught:
        resolve_names(given)
    said = str(caught.value)
    assert "separated by commas, not spaces" in said and write in said, said
    assert "did you mean" not in said, said


def test_commas_and_typos_read_as_before() -> None:
    assert resolve_names("vanilla, openai_agents") == ["vanilla", "openai_agents"]
    with pytest.raises(NotFound) as caught:
        resolve_names("vanilla opnai_agents")  # a typo: no selection to write
    said = str(caught.value)
    assert "did you mean 'openai_agents'?" in said and "commas" not in said, said
