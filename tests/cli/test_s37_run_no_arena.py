"""``arena run`` with no arena (``arena run --adapter vanilla``) said click's "Missing argument
'ARENA'", under a usage block, naming neither what an arena is nor which there are (users37).
It is now one line naming the arenas, as ``arena run ''`` already was."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from arena.cli import main


@pytest.mark.parametrize("args", [["run"], ["run", "--adapter", "vanilla"]])
def test_no_arena_names_the_arenas(args: list[str]) -> None:
    done = CliRunner().invoke(main, args, env={"COLUMNS": "80"})
    assert done.exit_code == 2, done.output
    said = done.stderr.strip()
    assert said == (
        "error: arena run needs an arena; give one of durable_state, human_in_the_loop (arena "
        "list shows them), or a folder holding arena.yaml"
    ), said
