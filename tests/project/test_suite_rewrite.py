"""The suite's own files are assertion-rewritten, arena's modules are not (tests/rewrite_scope.py):
pytest 9 marked the whole editable ``arena`` package for its plugin's sake, and with
``PYTHONDONTWRITEBYTECODE`` every test process parsed and rewrote each arena module it imported
from source instead of loading its bytecode."""

from __future__ import annotations

import sys

import pytest

import arena.model.task
import arena.runner
import arena.wording.answers


def test_the_arena_modules_a_test_imports_are_not_rewritten() -> None:
    modules = (arena.model.task, arena.wording.answers, arena.runner)
    rewritten = [m.__name__ for m in modules if "@py_builtins" in vars(m)]
    assert rewritten == []


def test_the_suites_own_files_still_are() -> None:
    assert "@py_builtins" in globals()  # this file's asserts say what they compared


def test_langsmiths_pytest_plugin_is_not_loaded(pytestconfig: pytest.Config) -> None:
    """pyproject's addopts: the plugin LangGraph's langsmith installs was imported into every
    test process, ~230 modules (~1.2 s of CPU to collect one file), for nothing here."""
    assert pytestconfig.pluginmanager.is_blocked("langsmith_plugin")
    assert "langsmith.pytest_plugin" not in sys.modules
