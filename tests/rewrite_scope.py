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


def _import_tops_while_marked() -> None:
    """An inner pytest run in this process (``pytester.runpytest_inprocess``) marks these packages
    again and warns "Module already imported so cannot be rewritten; langsmith" for a top module
    loaded outside the hook, which addopts' ``-p no:langsmith_plugin`` leaves to the first test
    importing LangGraph: the inner run's output then held pytest's own path, and the plugin's
    one-line-error tests failed in CI whenever a LangGraph test had run first in their worker
    (session 36). The top module alone (~0.3 ms, two modules) is imported while still marked."""
    import importlib.util

    for name in sorted(NOT_REWRITTEN):
        if name not in sys.modules and importlib.util.find_spec(name) is not None:
            __import__(name)


def rewrite_only_the_tests() -> None:
    _import_tops_while_marked()
    for finder in sys.meta_path:
        marked = getattr(finder, "_must_rewrite", None)  # pytest's AssertionRewritingHook
        if isinstance(marked, set):
            marked.difference_update(NOT_REWRITTEN)
            finder._marked_for_rewrite_cache.clear()  # type: ignore[attr-defined]


rewrite_only_the_tests()
