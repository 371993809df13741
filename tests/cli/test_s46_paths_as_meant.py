"""A store or results path read as the user meant it (users46).

``arena operators add bob --role facilities --store=~/arena.db`` (the shell leaves ``~`` after
``=`` as typed, as a unit or env file's ``ARENA_STORE=~/arena.db`` does) made a folder named
``~`` in the current one and its store there, and said nothing; ``--out=~/results`` alike.
``ARENA_STORE=' '`` made a store file named " " here ("ok: 0 audit entries of   verify"),
``ARENA_STORE=' /srv/arena.db'`` (an env file's ``ARENA_STORE= /srv/arena.db``) a folder named
" ", and ``ARENA_STORE=/etc/passwd/x.db`` said "[Errno 17] File exists: '/etc/passwd'".
"""

from __future__ import annotations

import subprocess
from pathlib import Path

import click
import pytest

from arena.errors import StoreError, UserError
from arena.store import store_location
from cli_support import BIN, user_env


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "home"
    folder.mkdir()
    monkeypatch.setenv("HOME", str(folder))
    return folder


def test_a_tilde_in_arena_store_is_the_home_folder(
    home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("ARENA_STORE", "~/arena.db")
    assert store_location() == str(home / "arena.db")
    assert store_location("~/other.db") == str(home / "other.db")


@pytest.mark.parametrize(
    ("given", "says"),
    [
        (" ", "$ARENA_STORE is blank (' ')"),
        ("\t", "$ARENA_STORE is blank"),
        (" /srv/arena.db", "begins with white space"),
        ("/srv/arena.db ", "ends with white space"),
    ],
)
def test_white_space_around_arena_store_is_refused(
    given: str, says: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("ARENA_STORE", given)
    with pytest.raises(UserError) as told:
        store_location()
    assert says in str(told.value)
    if given.strip():
        assert f"give {given.strip()!r} without it" in str(told.value)
        assert "env file" in str(told.value)


@pytest.mark.parametrize(
    "given",
    ["/srv/arena.db", "runs/a b.db", "./x~y.db", "postgresql://u@db.example/arena", "a~"],
)
def test_other_store_paths_are_as_given(given: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ARENA_STORE", given)
    assert store_location() == given
    assert store_location(given) == given


def test_an_empty_arena_store_is_still_unset(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ARENA_STORE", "")
    assert store_location() == str(Path(".arena") / "arena.db")


def _check_out(given: str) -> Path | None:
    from arena.cli.write_checks import check_out

    param = click.Option(["--out"])
    with click.Context(click.Command("run")) as ctx:
        return check_out(ctx, param, given)


def test_out_with_a_tilde_is_in_the_home_folder(home: Path) -> None:
    assert _check_out("~/results") == home / "results"


@pytest.mark.parametrize("given", [" results", "results "])
def test_out_with_white_space_around_it_is_refused(given: str) -> None:
    with pytest.raises(click.BadParameter) as told:
        _check_out(given)
    assert "white space" in str(told.value) and "'results' without it" in str(told.value)


def _arena(cwd: Path, home: Path, *args: str, store: str | None = None) -> str:
    env = {**user_env(), "HOME": str(home), "COLUMNS": "200"}
    if store is not None:
        env["ARENA_STORE"] = store
    done = subprocess.run(
        [str(BIN / "arena"), *args], cwd=cwd, env=env, capture_output=True, text=True, timeout=120
    )
    return f"{done.returncode}\n{done.stdout}{done.stderr}"


def test_store_equals_tilde_makes_the_store_at_home(tmp_path: Path) -> None:
    work, home = tmp_path / "work", tmp_path / "home"
    work.mkdir()
    home.mkdir()
    said = _arena(work, home, "operators", "add", "bob", "--role", "facilities", "--store=~/a.db")
    assert said.startswith("0\n"), said
    assert (home / "a.db").is_file()
    assert list(work.iterdir()) == []  # no folder named ~ here


def test_a_blank_arena_store_makes_no_store(tmp_path: Path) -> None:
    said = _arena(tmp_path, tmp_path, "operators", "add", "bob", "--role", "x", store=" ")
    assert said.startswith("2\n"), said
    assert "$ARENA_STORE is blank" in said and "Traceback" not in said
    assert list(tmp_path.iterdir()) == []


def test_a_store_under_a_file_names_the_file() -> None:
    from arena.store import open_store

    with pytest.raises(StoreError) as told:
        open_store(f"{__file__}/x.db")
    assert f"{__file__} is a file, so {__file__}/x.db cannot be made" in str(told.value)
    assert "Errno" not in str(told.value)
