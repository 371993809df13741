"""``arena run --behavior reckless`` (the US spelling, which the pytest plugin takes as
``--arena-behavior``) was refused as an unknown option (users37). It is an alias of
``--behaviour`` now; an unknown behaviour under either spelling is one line listing the valid
ones, as before."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from arena.cli import main
from arena.model.policy import BEHAVIOURS


@pytest.mark.parametrize("flag", ["--behaviour", "--behavior"])
def test_either_spelling_picks_a_behaviour(flag: str, tmp_path: object) -> None:
    args = ["run", "human_in_the_loop", "--adapter", "vanilla", flag, "recklss"]
    done = CliRunner().invoke(main, [*args, "--out", f"{tmp_path}/r"], env={"COLUMNS": "80"})
    assert done.exit_code == 2, done.output
    said = done.stderr.strip()
    assert "\n" not in said and "Traceback" not in said, said
    assert "unknown behaviour 'recklss' (did you mean 'reckless'?)" in said, said
    # every one, in order (the list grows: a new behaviour broke a spelled-out prefix)
    assert said.endswith(f"; known behaviours: {', '.join(sorted(BEHAVIOURS))}"), said
    assert {"batch", "compliant", "reckless"} <= set(BEHAVIOURS)
