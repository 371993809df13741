"""Every ``ARENA_*`` variable that holds a path reads it as the person meant it (durable47).

users46 gave ``ARENA_STORE`` (and ``--store``/``--out``) a leading ``~`` as the home folder and
refused a blank one or white space around it; ``ARENA_ALLOW`` and ``ARENA_POLICY`` got the
``~``. The others did neither: a unit or env file's ``ARENA_STATE_DIR=~/state`` put the
frameworks' checkpoints in a folder named ``~`` under the current one, ``ARENA_ENVS=~/venvs``
looked for the environments there, ``ARENA_EXECUTION_JOURNAL=~/j.log`` was refused as a folder
not there, and a blank one (``ARENA_STORE_HOMES= ``) named a file or folder called " " here,
said nothing. Each now goes through one reader (``arena.given_paths.env_path``).
"""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from arena.errors import UserError


def _homes() -> Path:
    from arena.store.home_record import homes

    return homes()


def _state_dir() -> Path:
    from arena.statedir import state_dir

    return state_dir()


def _envs() -> Path:
    from arena.envs import root

    return root()


def _allow() -> Path:
    from arena.runs.allow import allow_path

    return allow_path()


def _policy() -> Path:
    from arena.policy_file import policy_path

    found = policy_path(None, None)
    assert found is not None
    return found


def _journal() -> Path:
    """Where a tool's line goes: the check every command that runs legs makes first, then the
    append itself."""
    from arena.env_vars import journal_problem
    from arena.tools import journal

    problem = journal_problem()
    if problem is not None:
        raise UserError(problem)
    journal(None, "book_room", {"room": "R-1"}, "executed")
    written = [p for p in (Path(os.environ["HOME"], "j.log"), Path("~", "j.log")) if p.exists()]
    assert len(written) == 1, written
    return written[0].absolute()


def _checkpoints() -> Path:
    """The file LangGraph's checkpoints go to when the caller chose one (None: the default)."""
    from arena.adapters.langgraph import _booking

    chosen = _booking.chosen_checkpoints()
    return Path(chosen) if chosen is not None else Path("default")


def _store() -> Path:
    from arena.store import store_location

    return Path(store_location())


READERS: dict[str, tuple[Callable[[], Path], str]] = {
    "ARENA_STORE_HOMES": (_homes, "homes"),
    "ARENA_STATE_DIR": (_state_dir, "state"),
    "ARENA_ENVS": (_envs, "venvs"),
    "ARENA_ALLOW": (_allow, "allow.yaml"),
    "ARENA_POLICY": (_policy, "policy.yaml"),
    "ARENA_EXECUTION_JOURNAL": (_journal, "j.log"),
    "ARENA_LANGGRAPH_CHECKPOINTS": (_checkpoints, "lg.sqlite"),
    "ARENA_STORE": (_store, "arena.db"),  # users46's: the neighbour that passed before
}


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A home folder of its own, and a working folder beside it (a ./~ there is the bug)."""
    home, here = tmp_path / "home", tmp_path / "here"
    home.mkdir()
    here.mkdir()
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.chdir(here)
    for name in READERS:
        monkeypatch.delenv(name, raising=False)
    return home


@pytest.mark.parametrize("name", sorted(READERS))
def test_a_leading_tilde_is_the_home_folder(
    name: str, home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    read, leaf = READERS[name]
    monkeypatch.setenv(name, f"~/{leaf}")
    assert read() == home / leaf
    assert not Path("~").exists()  # nothing made under the working folder


@pytest.mark.parametrize("given", [" ", "\t", " /srv/x", "/srv/x "])
@pytest.mark.parametrize("name", sorted(READERS))
def test_white_space_is_refused_naming_the_variable_and_the_fix(
    name: str, given: str, home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    read, _ = READERS[name]
    monkeypatch.setenv(name, given)
    with pytest.raises(UserError) as caught:
        read()
    said = str(caught.value)
    assert f"${name} " in said, said
    assert ("unset it" in said) if not given.strip() else (repr(given.strip()) in said), said
    assert os.listdir(".") == []  # no file or folder named " " made here


@pytest.mark.parametrize("name", sorted(set(READERS) - {"ARENA_POLICY"}))
def test_unset_or_empty_is_the_default(
    name: str, home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Neighbours: an empty variable is unset (its default), as ARENA_STORE='' was."""
    read, _ = READERS[name]
    if name == "ARENA_EXECUTION_JOURNAL":
        from arena.env_vars import journal_problem
        from arena.tools import journal

        monkeypatch.setenv(name, "")
        assert journal_problem() is None
        journal(None, "book_room", {"room": "R-1"}, "executed")  # to no file
        assert os.listdir(".") == []
        return
    default = read()
    monkeypatch.setenv(name, "")
    assert read() == default


@pytest.mark.parametrize("given", ["rel/x~y", "/srv/a b", "a~"])
@pytest.mark.parametrize("name", ["ARENA_STATE_DIR", "ARENA_ENVS", "ARENA_STORE_HOMES"])
def test_other_paths_are_as_given(
    name: str, given: str, home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Neighbours that must not change: no leading ~, no white space around."""
    read, _ = READERS[name]
    monkeypatch.setenv(name, given)
    assert str(read()).endswith(given) and "home" not in str(read())


def test_the_command_says_it_in_one_line(tmp_path: Path) -> None:
    """arena run, as a user runs it: the error and its fix, exit 2, no traceback."""
    env = {**os.environ, "ARENA_STATE_DIR": " "}
    env.pop("ARENA_STORE", None)
    arena = str(Path(sys.executable).with_name("arena"))
    ran = subprocess.run(
        [arena, "run", "human_in_the_loop", "--item=hitl-01", "--human", "--quiet",
         "--store", "s.db", "--out", "r"],
        cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert ran.returncode == 2, ran
    assert "Traceback" not in ran.stderr, ran.stderr
    assert "$ARENA_STATE_DIR is blank (' '); unset it" in ran.stderr, ran.stderr
    assert not (tmp_path / " ").exists()
