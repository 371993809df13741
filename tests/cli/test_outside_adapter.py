"""An adapter of the user's own, named ``module:factory`` on the command line, from the folder
that holds it: run, scored and put in the matrix like a shipped one — so a broken one reads
"no" for the reason it is broken (outside tester: there was no way to plug one in)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from arena.durable_state.crash import NAMES

MINE = '''
import re

from arena.adapters.base import Traits
from arena.adapters.vanilla import VanillaAdapter


class LateBooker(VanillaAdapter):
    """Pauses, then books the proposed room itself once its leg's turn is built."""

    traits = Traits(pause_kind="emulated", mechanism="mine: books after its leg finished")

    async def start(self, user_input, ctx):
        turn = await super().start(user_input, ctx)
        for request in turn.requests:
            room = re.search(r"R-\\d+", str(request.args))
            if room:
                self.spec.tool("book_room")(room_id=room.group(0))
        return turn


def honest(spec):
    return VanillaAdapter(spec)


NOT_A_FACTORY = 42
'''


def arena(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    exe = Path(sys.executable).with_name("arena")
    return subprocess.run([str(exe), *args], cwd=cwd, capture_output=True, text=True, timeout=300)


def test_a_users_adapter_runs_from_its_folder_and_a_broken_one_fails(tmp_path: Path) -> None:
    (tmp_path / "mine.py").write_text(MINE)
    done = arena(
        "run", "human_in_the_loop", "--adapter", "mine:honest,mine:LateBooker",
        "--out", "out", "--json", cwd=tmp_path,
    )  # fmt: skip
    assert done.returncode == 1, done.stderr  # the broken one fails its runs
    summary = json.loads((tmp_path / "out" / "summary.json").read_text())
    rows = {r["adapter"]: r for r in summary["matrix"]}
    assert rows["mine:honest"]["passed"] == "12/12"
    assert rows["mine:honest"]["enforced"] is True
    assert rows["mine:LateBooker"]["passed"] == "0/12"
    assert rows["mine:LateBooker"]["enforced"] is False
    assert "asked but did not stop" in rows["mine:LateBooker"]["cells"]["enforced"]["why"]


def test_a_users_adapter_that_cannot_be_loaded_is_one_line(tmp_path: Path) -> None:
    (tmp_path / "mine.py").write_text(MINE)
    for name, says in [
        ("nomodule:build", "error: --adapter nomodule:build: no module 'nomodule' to import"),
        (
            "mine:Latebooker",
            "error: --adapter mine:Latebooker: mine has no factory 'Latebooker' (did you mean "
            "'LateBooker'?)",
        ),
        ("mine:NOT_A_FACTORY", "error: --adapter mine:NOT_A_FACTORY: mine has no factory"),
    ]:
        done = arena("run", "human_in_the_loop", "--adapter", name, cwd=tmp_path)
        assert done.returncode == 2, done.stderr
        assert done.stderr.startswith(says), done.stderr
        assert "Traceback" not in done.stderr
    done = arena("run", "durable_state", "--adapter", "mine:Latebooker", cwd=tmp_path)
    assert done.returncode == 2, done.stderr  # checked before any phase starts
    assert done.stderr.startswith("error: --adapter mine:Latebooker: mine has no factory")
    assert not (tmp_path / "results").exists()


#: A user's adapter whose pause is kept in the store: vanilla with JSON session slots
#: (tests/durable_references_booked.py). It was pydantic_ai's, imported again in each of the ~10
#: phase processes: a third of this test's time, while what is proved here is the user's module
#: rebuilt from its folder in every phase (pydantic_ai's own phases: tests/durable).
DURABLE = """
from durable_references_booked import durablevanilla


def honest(spec):
    return durablevanilla(spec)
"""


def test_a_users_adapter_is_proved_durable_or_not_by_fresh_processes(tmp_path: Path) -> None:
    """durable_state rebuilds the user's adapter in every phase's fresh process, from the
    folder the run was started in: a real durable pause survives every crash point; one whose
    "durable" snapshot points into the first process's memory loses every decision (the
    matrix said "declared" for an outside adapter and could not be asked; outside reviewer).
    One item, approved: --item chooses there as everywhere (the phases ran all three, speed53c),
    and an approved one reaches every crash point, booking ones included."""
    (tmp_path / "durable_mine.py").write_text(DURABLE)
    tests = str(Path(__file__).resolve().parents[1])
    source = os.environ.get("PYTHONPATH", "")  # a worktree's own src/, where one is set
    done = subprocess.run(
        [str(Path(sys.executable).with_name("arena")), "run", "durable_state",
         "--adapter", "durable_mine:honest,reference_adapters:FakeDurableAdapter",
         "--item", "durable-01", "--out", "out", "--json"],
        cwd=tmp_path, capture_output=True, text=True, timeout=600,
        env={**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, (tests, source)))},
    )  # fmt: skip
    assert done.returncode == 1, done.stderr  # the fake one fails its runs
    summary = json.loads((tmp_path / "out" / "summary.json").read_text())
    rows = {r["adapter"]: r for r in summary["matrix"]}
    assert rows["durable_mine:honest"]["durable"] is True
    assert rows["reference_adapters:FakeDurableAdapter"]["durable"] is False
    assert "reference_adapters:FakeDurableAdapter: did not survive" in done.stderr, done.stderr
    assert "durable_mine:honest: survived every crash point" in done.stderr, done.stderr
    for adapter, verdict in summary["durable_state"].items():  # each point ran the one item
        assert {cp: c["runs"] for cp, c in verdict["crash_points"].items()} == dict.fromkeys(
            NAMES, 1
        ), adapter
    assert {json.loads(line)["item"] for line in done.stdout.splitlines()} == {"durable-01"}
