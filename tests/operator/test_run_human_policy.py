"""``arena run --human`` under a policy whose rule needs no person: the runs the policy approved
as they were recorded are not counted or listed as waiting for a person."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from arena.cli import main

# the runs its in-process 'arena run --human' leaves live are let go as each test ends
pytestmark = pytest.mark.usefixtures("runs_left_live_let_go")

POLICY = """\
version: 1
rules:
  - name: small-rooms
    tools: [book_room]
    when: ["seats <= 4"]
    approval: none
"""


def test_runs_the_policy_approved_do_not_wait_for_a_person(tmp_path: Path) -> None:
    db = tmp_path / "arena.db"
    (tmp_path / "policy.yaml").write_text(POLICY)
    env = {"ARENA_POLICY": None, "ARENA_ENV": None, "COLUMNS": "200"}
    ran = CliRunner().invoke(
        main,
        ["run", "human_in_the_loop", "--human", "--adapter", "pydantic_ai", "--store", str(db),
         "--out", str(tmp_path / "results")],
        env=env,
        catch_exceptions=False,
    )  # fmt: skip
    assert ran.exit_code == 0, ran.output
    pending = CliRunner().invoke(main, ["pending", "--json", "--store", str(db)], env=env)
    waiting = json.loads(pending.stdout)
    assert 0 < len(waiting) < 12  # the policy approved the small rooms' requests
    text = " ".join(ran.stdout.split())
    found = re.search(r"(\d+) run\(s\) wait for a person; (\d+) approved by the policy", text)
    assert found is not None, text
    assert int(found[1]) == len(waiting)
    assert int(found[1]) + int(found[2]) == 12
    listed = set(re.findall(r"req_[0-9a-f]{16}", ran.stdout))
    approved = listed - {w["id"] for w in waiting}
    assert len(approved) == int(found[2])  # listed, as approved by the policy, not as asking
    assert text.count("approved by policy — arena resume continues it") == int(found[2])
