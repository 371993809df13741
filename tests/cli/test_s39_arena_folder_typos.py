"""A user's own arena folder with a typo in it: a misspelt field, ``checks:`` key or ``expect``
named the one meant, but a misspelt check name (``approved: [suspendd]``) and a misspelt
``mode: restrat`` said only what is allowed (users39): the list of ten checks to read through,
and 'mode must be one of ...' without the value that was wrong. Both now say the value given and
the nearest allowed one, in the one line ``arena run`` prints, exit 2."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from arena.cli import main

_ITEMS = "- id: a1\n  input: Book a meeting room for 4 people on Monday.\n  expect: approved\n"


@pytest.mark.parametrize(
    ("arena_yaml", "said"),
    [
        (
            "checks:\n  approved: [suspendd]\n",
            "arena.yaml:4: unknown check 'suspendd' (did you mean 'suspended'?); known checks: ",
        ),
        (
            "mode: restrat\n",
            "arena.yaml:3: mode must be one of 'in_process' or 'restart', not 'restrat' "
            "(did you mean 'restart'?)",
        ),
    ],
)
def test_a_typo_in_ones_own_arena_names_the_value_meant(
    tmp_path: Path, arena_yaml: str, said: str
) -> None:
    folder = tmp_path / "my arena é"
    folder.mkdir()
    (folder / "arena.yaml").write_text(f"name: mine\ntools: arena.tools.rooms\n{arena_yaml}")
    (folder / "items.yaml").write_text(_ITEMS)
    args = ["run", str(folder), "--adapter", "vanilla", "--out", str(tmp_path / "out")]
    result = CliRunner().invoke(main, args, env={"COLUMNS": "200"})
    assert result.exit_code == 2, result.output
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: "), lines
    assert said in lines[0], lines[0]
    assert not (tmp_path / "out").exists()  # nothing run, nothing written
