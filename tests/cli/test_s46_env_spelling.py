"""A misspelt framework environment is told the one meant (users46).

``arena env setup crewaii`` said "no framework environment 'crewaii'; known: crewai", where a
misspelt ``--adapter`` or ``--behaviour`` gets "(did you mean ...?)". Now it does too; a name
close to none is told the list alone.
"""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from arena.cli import main
from arena.envs import spec
from arena.errors import NotFound


@pytest.mark.parametrize("given", ["crewaii", "crew_ai", "CrewAI", "crewia"])
def test_a_misspelt_environment_names_the_one_meant(given: str) -> None:
    with pytest.raises(NotFound) as told:
        spec(given)
    assert f"no framework environment {given!r} (did you mean 'crewai'?); known: crewai" in str(
        told.value
    )


def test_a_name_close_to_none_is_told_the_list_alone() -> None:
    with pytest.raises(NotFound) as told:
        spec("langgraph")
    assert str(told.value) == "no framework environment 'langgraph'; known: crewai"


def test_the_command_says_it_in_one_line() -> None:
    result = CliRunner().invoke(main, ["env", "setup", "crewaii"])
    assert result.exit_code == 2, result.output
    assert "(did you mean 'crewai'?)" in result.output and "Traceback" not in result.output
