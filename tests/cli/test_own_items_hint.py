"""Running an items file of one's own (outside tester 14): ``--items mine.yaml`` offered
``--item`` (an item-id filter), ``--item mine.yaml`` said it matched no item, ``arena run
mine.yaml`` that an arena is a folder — none said how. Each now names the way docs/items.md
gives (an arena folder: arena.yaml next to items.yaml) as commands to paste, and those commands
work. And ``arena runn`` offered ``runs`` only: "did you mean" saw only the commands imported
so far; it now names the closest first, and both when two are close."""

from __future__ import annotations

import os
import re
import subprocess
from pathlib import Path

import pytest

from cli_support import BIN, user_env

MINE = """\
- id: mine-1
  input: Book a room for 4 people on Wednesday.
  resume_with: [approve]
  expect: approved
"""


def arena(cwd: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = user_env()
    env["COLUMNS"] = "80"
    return subprocess.run(
        [str(BIN / "arena"), *args], cwd=cwd, env=env, capture_output=True, text=True, timeout=300
    )


@pytest.mark.parametrize(
    "args",
    [
        ["run", "human_in_the_loop", "--items", "{file}"],
        ["run", "human_in_the_loop", "--items={file}"],
        ["run", "human_in_the_loop", "--item", "{file}"],
        ["run", "{file}"],
    ],
)
def test_an_items_file_given_wrongly_says_how_to_run_it(tmp_path: Path, args: list[str]) -> None:
    (tmp_path / "elsewhere").mkdir()
    cwd = tmp_path / "elsewhere"
    (tmp_path / "my items.yaml").write_text(MINE)
    given = [a.format(file="../my items.yaml") for a in args]
    done = arena(cwd, *given)
    assert done.returncode == 2, done.stdout + done.stderr
    said = done.stderr.strip().splitlines()[-1]
    assert "Traceback" not in done.stderr
    assert "to run your own items file, make it an arena" in said.lower(), said
    if any(a.startswith("--items") for a in args):
        assert "--item picks the arena's own items by id" in said, said
    steps = said.split("docs/items.md): ", 1)[1]
    assert steps.endswith("arena run 'my items'"), steps
    # The commands, pasted as printed, run the file.
    returncode, stdout, stderr, made = _pasted(steps, cwd)
    assert returncode == 0, stdout + stderr
    assert re.search(r"mine-1", stdout), stdout
    assert made == MINE


#: What the pasted commands did, by their words: the four ways of giving the file wrongly print
#: the same commands (a folder beside the file, then ``arena run``), an ``arena run`` of its own
#: each time they are run; so they run once in a process, and each test holds what it was told
#: to what they did.
_PASTED: dict[str, tuple[int, str, str, str]] = {}


def _pasted(steps: str, cwd: Path) -> tuple[int, str, str, str]:
    """(exit code, stdout, stderr, the items file made) of ``steps`` pasted into a shell in ``cwd``,
    a folder beside ``my items.yaml``."""
    if steps not in _PASTED:
        shell = steps.replace("arena run", f"{BIN / 'arena'} run", 1) + " --adapter vanilla"
        ran = subprocess.run(
            ["sh", "-c", shell], cwd=cwd, capture_output=True, text=True, timeout=300,
            env={**os.environ, "COLUMNS": "80"},
        )  # fmt: skip
        made = cwd / "my items" / "items.yaml"
        text = made.read_text() if made.exists() else f"(no {made})"
        _PASTED[steps] = (ran.returncode, ran.stdout, ran.stderr, text)
    return _PASTED[steps]


def test_other_mistakes_get_no_items_hint(tmp_path: Path) -> None:
    done = arena(tmp_path, "run", "human_in_the_loop", "--item", "hitl-99")
    assert done.returncode == 2 and "own items" not in done.stderr, done.stderr
    done = arena(tmp_path, "run", "human_in_the_loop", "--bogus", "x")
    assert done.returncode == 2 and "own items" not in done.stderr, done.stderr


@pytest.mark.parametrize(
    ("typed", "meant"),
    [("runn", "'run' or 'runs'"), ("pendng", "'pending'"), ("resum", "'resume'")],
)
def test_did_you_mean_names_the_closest_command_first(
    tmp_path: Path, typed: str, meant: str
) -> None:
    done = arena(tmp_path, typed)
    assert done.returncode == 2
    assert f"No such command '{typed}'. Did you mean {meant}?" in done.stderr, done.stderr
