"""The suite's own files are assertion-rewritten, arena's modules are not (tests/rewrite_scope.py):
pytest 9 marked the whole editable ``arena`` package for its plugin's sake, and with
``PYTHONDONTWRITEBYTECODE`` every test process parsed and rewrote each arena module it imported
from source instead of loading its bytecode."""

from __future__ import annotations

import arena.model.task
import arena.runner
import arena.wording.answers


def test_the_arena_modules_a_test_imports_are_not_rewritten() -> None:
    modules = (arena.model.task, arena.wording.answers, arena.runner)
    rewritten = [m.__name__ for m in modules if "@py_builtins" in vars(m)]
    assert rewritten == []


def test_the_suites_own_files_still_are() -> None:
    assert "@py_builtins" in globals()  # this file's asserts say what they compared
