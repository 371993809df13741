"""The policy beside a store is checked against the arenas the store's runs use (outside tester
11, finding 8).

``arena run DIR --human --store S`` stamped S's policy for DIR's own arena (a rule on its room
``R-900``, on its day ``saturday``), then ``arena approve``, ``operators add``/``token``, ``serve``
and the ``arena resume --all`` the run told the user to type each refused the same file, exit 2:
"no book_room request's room_id holds 'R-900' ... (did you mean R-305?)", unless
``$ARENA_POLICY_ARENAS`` was set — although the store records each run's tools module. They now
check it against those modules too, the ones the operator's allow-list allows (one it does not is
never imported, and the refusal says which it left out and where to allow it); and an id that is
no slip of a known one gets no "did you mean"."""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

import arena.tools.rooms as builtin
from arena.cli import main
from arena.policy.fields import ENV_ARENAS
from store_support import let_go_of_the_runs_in

MODULE = "store_arena_rooms_tools"
ITEMS = """- id: sat-01
  input: Book a meeting room for 6 people on Saturday.
  resume_with: [approve]
  expect: approved
  meta: {capacity: 6, day: saturday}
"""
#: Rules only the own arena's values satisfy (R-900, Saturday), and one the built-in's do.
POLICY = """version: "1"
rules:
  - name: boardroom
    tools: [book_room]
    when: ["room_id == R-900"]
    roles: [exec]
  - name: {name}
    tools: [book_room]
    when: ["{when}"]
    roles: [weekend]
"""
OWN_RULES = [("weekend", "day == Saturday"), ("weekend", "day in [friday, saturday]")]


@pytest.fixture(scope="module")
def arena_dir(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """An arena of its own: the built-in rooms with a room R-900 and Saturdays, on sys.path."""
    root = tmp_path_factory.mktemp("store_arenas")
    source = Path(builtin.__file__).read_text(encoding="utf-8")
    more = source.replace('"friday")', '"friday", "saturday")', 1).replace(
        'Room("R-400", "Atrium", 24),',
        'Room("R-400", "Atrium", 24),\n    Room("R-900", "Boardroom", 40),',
    )
    assert "saturday" in more and "R-900" in more
    (root / f"{MODULE}.py").write_text(more, encoding="utf-8")
    folder = root / "own"
    folder.mkdir()
    (folder / "arena.yaml").write_text(f"name: own\ndescription: own\ntools: {MODULE}\n")
    (folder / "items.yaml").write_text(ITEMS)
    sys.path.insert(0, str(root))
    yield folder
    sys.path.remove(str(root))


@pytest.fixture(autouse=True)
def _no_env(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("ARENA_POLICY", ENV_ARENAS):
        monkeypatch.setenv(name, "")  # set, so what arena run sets is undone after the test
    for name in ("ARENA_ENV", "ARENA_STORE"):
        monkeypatch.delenv(name, raising=False)


def arena(*args: str) -> Any:
    return CliRunner().invoke(main, list(args), env={"COLUMNS": "200"})


def recorded(
    tmp_path: Path, arena_dir: Path, monkeypatch: pytest.MonkeyPatch, when: str, allow: bool
) -> Path:
    """A store whose policy (beside it) has rules for the own arena, and one run of that arena
    waiting for a person; the operator's shell has no $ARENA_POLICY_ARENAS."""
    store = tmp_path / "s" / "arena.db"
    store.parent.mkdir()
    (store.parent / "policy.yaml").write_text(POLICY.format(name="weekend", when=when))
    allow_file = tmp_path / "allow.yaml"
    allow_file.write_text(f"tools_modules: [{MODULE if allow else 'other_tools'}]\n")
    monkeypatch.setenv("ARENA_ALLOW", str(allow_file))
    ran = arena(
        "run", str(arena_dir), "--human", "--adapter", "pydantic_ai", "--store", str(store),
        "--out", str(tmp_path / "out"),
    )  # fmt: skip
    assert ran.exit_code == 0, ran.output
    let_go_of_the_runs_in(store)  # live here, as in arena run's process until it exits
    monkeypatch.setenv(ENV_ARENAS, "")  # another shell: arena run set it in this process
    return store


@pytest.mark.parametrize(("name", "when"), OWN_RULES)
def test_operator_commands_take_the_policy_arena_run_took(
    tmp_path: Path, arena_dir: Path, monkeypatch: pytest.MonkeyPatch, name: str, when: str
) -> None:
    store = str(recorded(tmp_path, arena_dir, monkeypatch, when, allow=True))
    waiting = json.loads(arena("pending", "--json", "--store", store).stdout)
    assert len(waiting) == 1, waiting
    approved = arena("approve", waiting[0]["id"], "--role", "weekend", "--store", store)
    assert approved.exit_code == 0, approved.output
    resumed = arena("resume", "--all", "--store", store, "--out", str(tmp_path / "resumed"))
    assert resumed.exit_code == 0, resumed.output
    added = arena("operators", "add", "alice", "--role", "weekend", "--store", store)
    assert added.exit_code == 0, added.output
    token = arena("operators", "token", "alice", "--store", store)
    assert token.exit_code == 0 and token.stdout.strip(), token.output


def test_a_module_the_allow_list_does_not_name_is_not_imported_and_the_refusal_says_so(
    tmp_path: Path, arena_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = str(recorded(tmp_path, arena_dir, monkeypatch, "day == Saturday", allow=False))
    monkeypatch.delitem(sys.modules, MODULE)
    refused = arena("operators", "add", "alice", "--role", "weekend", "--store", store)
    assert refused.exit_code == 2, refused.output
    said = " ".join(refused.output.split())
    assert "R-900" in said and MODULE in said and "allow" in said, said
    assert str(tmp_path / "allow.yaml") in said  # where to allow it
    assert "did you mean" not in said.split("R-900", 1)[1].split(";", 1)[0], said
    assert MODULE not in sys.modules  # a stored row named it: never imported unallowed
    resumed = arena("resume", "--all", "--store", store, "--out", str(tmp_path / "resumed"))
    assert resumed.exit_code == 2 and MODULE in resumed.output, resumed.output
    assert MODULE not in sys.modules


@pytest.mark.parametrize(
    ("when", "meant"),
    [
        ("room_id == R-599", None),  # the tester's: no slip of R-305, another arena's id
        ("room_id == R-777", None),
        ("room_id == R-4OO", "R-400"),  # letter O for zero
        ("room_id == R-1O2", "R-102"),
        ("room_id == R-40", "R-400"),  # one slip
        ("room_id == R-2014", "R-204"),
    ],
)
def test_did_you_mean_names_only_a_likely_slip(
    tmp_path: Path, when: str, meant: str | None
) -> None:
    path = tmp_path / "p.yaml"
    path.write_text(
        f'version: "1"\nrules:\n  - name: r\n    tools: [book_room]\n    when: ["{when}"]\n'
    )
    out = arena("policy", "check", str(path))
    assert out.exit_code == 2, out.output
    said = " ".join(out.output.split())
    if meant is None:
        assert "did you mean" not in said, said
    else:
        assert f"did you mean {meant}?" in said, said
