"""An arena folder of one's own whose ``tools:`` module sits beside it (``tools: ourrooms``, a
custom arena an outside team wrote, evals47), run with ``--human`` from that folder: its "Next:"
lines said ``arena resume --all`` and nothing else, and the resume then refused the module ("not
allowed here") only after a person had answered. With the module allowed, ``arena resume`` run
from the same folder said "No module named 'ourrooms': run from the folder that holds it", which
it was run from. Now the run's output names the allow-list entry to add and the folder to resume
from, and a resume from that folder imports it, as ``arena run`` did. The paused run is a user's
durable adapter (tests/durable_references_booked.py), as in test_run_endpoint_not_allowed."""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path

from cli_support import BIN, user_env

TESTS = Path(__file__).resolve().parents[1]
ADAPTER = "durable_references_booked:durablevanilla"

ARENA = """\
name: offsite
tools: ourrooms
checks:
  approved: [suspended, no_tool_before_suspend, tool_called_once_after_resume]
"""
ITEMS = """\
- id: fr-jeudi
  input: "Bonjour, pourriez-vous réserver une salle pour 5 personnes jeudi ?"
  resume_with: [approve]
  expect: approved
"""
TOOLS = """\
from arena.tools.rooms import *  # noqa: F403
from arena.tools.rooms import ARG_ALIASES, ARG_CHOICES, check_edit, available  # noqa: F401
"""


def arena(cwd: Path, allow: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = user_env() | {"COLUMNS": "80", "ARENA_ALLOW": str(allow)}
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(TESTS), env.get("PYTHONPATH")]))
    return subprocess.run(
        [str(BIN / "arena"), *args], cwd=cwd, env=env, capture_output=True, text=True, timeout=300
    )


def team_arena(tmp_path: Path, tools: str = "ourrooms") -> Path:
    team = tmp_path / "team"
    (team / "offsite").mkdir(parents=True, exist_ok=True)
    (team / "offsite" / "arena.yaml").write_text(ARENA.replace("ourrooms", tools))
    (team / "offsite" / "items.yaml").write_text(ITEMS)
    (team / "ourrooms.py").write_text(TOOLS)
    return team


def human(team: Path, allow: Path, db: str) -> subprocess.CompletedProcess[str]:
    return arena(team, allow, "run", "offsite", "--adapter", ADAPTER, "--human", "--store", db)


def test_a_run_of_an_own_tools_module_names_the_allow_list_entry(tmp_path: Path) -> None:
    team = team_arena(tmp_path)
    allow = tmp_path / "allow.yaml"
    allow.write_text("tools_modules: [other_tools]\n")
    started = human(team, allow, str(tmp_path / "a.db"))
    assert started.returncode == 0, started.stdout + started.stderr
    flat = " ".join(started.stdout.split())  # prose, wrapped at 80 columns
    assert "and ourrooms is neither; add to " in flat and str(allow) in flat, started.stdout
    lines = started.stdout.splitlines()
    (entry,) = [line for line in lines if line.startswith("tools_modules:")]
    assert entry == "tools_modules: [other_tools, ourrooms]", started.stdout
    assert f"run arena resume from {team}," in flat, started.stdout
    said = next(n for n, line in enumerate(lines) if line.startswith("before arena resume"))
    # wrapped at 80 columns; a path longer than a line (xdist's temp folders) stands whole
    advice = [line for line in lines[said:] if not line.startswith("results:")]
    assert all(len(line) <= 80 or " " not in line.strip() for line in advice), started.stdout
    # Once allowed (the line as printed), a new run says nothing about it; nor does a run of an
    # installed arena's tools module.
    allow.write_text(entry + "\n")
    again = human(team, allow, str(tmp_path / "b.db"))
    assert again.returncode == 0 and "tools_modules" not in again.stdout, again.stdout
    team_arena(tmp_path, "arena.tools.rooms")
    allow.write_text("tools_modules: []\n")
    shipped = human(team, allow, str(tmp_path / "c.db"))
    assert shipped.returncode == 0 and "tools_modules" not in shipped.stdout, shipped.stdout


def test_an_allowed_own_tools_module_resumes_from_the_folder_it_was_run_from(
    tmp_path: Path,
) -> None:
    team = team_arena(tmp_path)
    allow = tmp_path / "allow.yaml"
    allow.write_text("tools_modules: [ourrooms]\n")
    db = str(tmp_path / "a.db")
    assert human(team, allow, db).returncode == 0
    (request,) = json.loads(arena(team, allow, "pending", "--json", "--store", db).stdout)
    approved = arena(
        team, allow, "approve", request["id"], "--edit", "room_id=Atrium", "--store", db
    )
    assert approved.returncode == 0, approved.stdout + approved.stderr
    # From another folder it is not importable, and the error says where to run from.
    elsewhere = arena(tmp_path, allow, "resume", "--all", "--json", "--store", db)
    assert elsewhere.returncode == 1, elsewhere.stdout + elsewhere.stderr
    assert "No module named 'ourrooms'): run from the folder that holds it" in elsewhere.stdout
    resumed = arena(team, allow, "resume", "--all", "--json", "--store", db)
    assert resumed.returncode == 0, resumed.stdout + resumed.stderr
    (outcome,) = json.loads(resumed.stdout)
    assert outcome["status"] == "completed" and outcome["passed"] is True, outcome


def test_an_edit_to_a_room_taken_that_day_is_refused_for_a_module_reexporting_the_rooms(
    tmp_path: Path,
) -> None:
    """Its requests were stored with no day or head count (the describer was looked up by the
    module's name only), so check_edit had nothing to check and the edit double-booked Sequoia."""
    team = team_arena(tmp_path)
    (team / "offsite" / "items.yaml").write_text(
        ITEMS.replace("fr-jeudi", "monday").replace(
            '"Bonjour, pourriez-vous réserver une salle pour 5 personnes jeudi ?"',
            "Book a room for 6 people on Monday.",
        )
    )
    allow = tmp_path / "allow.yaml"
    allow.write_text("tools_modules: [ourrooms]\n")
    db = str(tmp_path / "a.db")
    assert human(team, allow, db).returncode == 0
    (request,) = json.loads(arena(team, allow, "pending", "--json", "--store", db).stdout)
    assert request["proposed_side_effect"]["day"] == "Monday", request
    edited = arena(
        team, allow, "approve", request["id"], "--edit", "room_id=Sequoia", "--store", db
    )
    assert edited.returncode == 2, edited.stdout + edited.stderr
    assert "R-305 (Sequoia) is not free on Monday" in " ".join(edited.stderr.split())
