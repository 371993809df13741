"""Every ``ARENA_*`` variable hitl-arena reads is in one registry (:mod:`arena.env_vars`), which
the ``arena`` command warns against and the pytest plugin refuses typos against: a variable read
somewhere but not listed there would be warned of as unread, and a misspelling of it never caught
(outside tester 26: ``ARENA_STOR`` read nothing, said nothing). The pytest plugin kept its own
list, which had lost six of the names arena reads."""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path

from arena import env_vars
from arena.pytest_options import ENV, ENV_ALIASES

ROOT = Path(__file__).resolve().parents[2]
SRC = ROOT / "src" / "arena"
NAME = re.compile(r"ARENA_[A-Z][A-Z0-9_]*[A-Z0-9]")
#: Names tests set on purpose, to see them refused or warned of (or read as a key's variable).
TYPOS = {"ARENA_ADAPTR", "ARENA_LEG_TIMOUT", "ARENA_STOR", "ARENA_ZZZ_MINE", "ARENA_TOKEN"}


def names_in(folder: Path, *, skip: Path | None = None) -> Iterator[tuple[str, str]]:
    """Each string constant of a Python file under ``folder`` that is an ``ARENA_*`` name (an
    ``os.environ`` key, or the constant one is read through: ``ENV = "ARENA_STORE"``). Hidden
    folders are no one's code here: ``bench/.inspect-venv`` (bench/startup.py's, untracked) is a
    whole site-packages, ~4,000 files parsed in 60 s where it exists."""
    for path in sorted(folder.rglob("*.py")):
        parts = path.relative_to(folder).parts
        if path == skip or "__pycache__" in parts or any(p.startswith(".") for p in parts):
            continue
        text = path.read_text()
        if "ARENA_" not in text:  # no such constant in it (1 file in 8 has one: 2.4 -> 0.5 s CPU)
            continue
        for node in ast.walk(ast.parse(text, str(path))):
            value = node.value if isinstance(node, ast.Constant) else None
            if isinstance(value, str) and NAME.fullmatch(value):
                yield value, f"{path.relative_to(ROOT)}:{node.lineno}"


def test_every_arena_variable_src_names_is_in_the_registry() -> None:
    found = dict(names_in(SRC, skip=SRC / "env_vars.py"))
    missing = {name: where for name, where in found.items() if name not in env_vars.READ}
    assert not missing, f"add to arena.env_vars.READ (and docs): {missing}"
    # ... and none listed that nothing reads any more.
    assert set(env_vars.READ) <= set(found), set(env_vars.READ) - set(found)


def test_os_environ_reads_of_arena_names_are_all_in_the_registry() -> None:
    """The brief's grep, literally: ``environ`` lines naming an ``ARENA_*`` variable."""
    read = re.compile(r"environ[^\n]*?[\"'](ARENA_[A-Z0-9_]+)[\"']")
    for path in SRC.rglob("*.py"):
        for name in read.findall(path.read_text()):
            assert name in env_vars.READ, f"{path}: {name}"


def test_the_plugin_reads_only_registered_names() -> None:
    plugin = set(ENV.values()) | {a for aliases in ENV_ALIASES.values() for a in aliases}
    assert plugin <= set(env_vars.READ), plugin - set(env_vars.READ)


def test_the_test_suite_and_benchmarks_use_registered_names() -> None:
    """An ``arena`` command the tests or benchmarks run with one of theirs set warns of nothing."""
    here = Path(__file__)
    found = dict(names_in(ROOT / "tests", skip=here)) | dict(names_in(ROOT / "bench"))
    unknown = {n: w for n, w in found.items() if not env_vars.known(n) and n not in TYPOS}
    assert not unknown, f"add to arena.env_vars.DEVELOPMENT: {unknown}"
    assert not set(env_vars.DEVELOPMENT) & set(env_vars.READ)


def test_unread_names_each_variable_and_the_one_meant() -> None:
    environ = {
        "ARENA_STOR": "x",
        "ARENA_STORE": "x",  # read
        "ARENA_API_KEY": "sk",  # a key's variable: a secret, never a setting
        "ARENA_PG_BIN": "/usr/lib/postgresql/16/bin",  # the test suite's
        "ARENA_POLICY_ARENA": "x",
        "ARENA_MINE": "x",
        "PATH": "/bin",
    }
    assert env_vars.unread(environ) == [
        "ARENA_MINE is set but arena does not read it",
        "ARENA_POLICY_ARENA is set but arena does not read it (did you mean ARENA_POLICY_ARENAS?)",
        "ARENA_STOR is set but arena does not read it (did you mean ARENA_STORE?)",
    ]
    assert env_vars.unread({"ARENA_STORE": "x", "HOME": "/"}) == []
