"""Only the suite's own files are assertion-rewritten, not the packages of the plugins installed.

pytest 9 marks for rewriting the whole package that owns each installed plugin's entry point:
``arena`` (an editable install: every module of it), ``anyio`` and ``langsmith``. With
``PYTHONDONTWRITEBYTECODE`` set (here and in CI) a rewritten module is never cached, so every
test process parsed, rewrote and compiled each arena module it imported from source (and
langsmith's ~230 when a test imported LangGraph) instead of loading the bytecode ``make
bytecode`` compiled: ~490 modules, ~2 s of CPU for a worker that only collects a file of
answers. Their own asserts are no test's. Imported by tests/conftest.py before any arena module
it loads; those the plugin loaded first (``arena.pytest_plugin`` and the few it imports) stay
rewritten. Inner pytest runs (``pytester``) mark them again for what they import."""

from __future__ import annotations

import sys

#: Packages pytest marks for a plugin's sake, which no test here needs rewritten.
NOT_REWRITTEN = frozenset({"arena", "anyio", "langsmith"})


def rewrite_only_the_tests() -> None:
    for finder in sys.meta_path:
        marked = getattr(finder, "_must_rewrite", None)  # pytest's AssertionRewritingHook
        if isinstance(marked, set):
            marked.difference_update(NOT_REWRITTEN)
            finder._marked_for_rewrite_cache.clear()  # type: ignore[attr-defined]


rewrite_only_the_tests()
