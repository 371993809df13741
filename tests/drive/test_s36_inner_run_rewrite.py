"""An inner pytest run after a LangGraph test warns nothing (tests/rewrite_scope.py).

CI (session 36): once a LangGraph test had imported langsmith outside the rewrite hook (addopts
blocks langsmith's plugin, so nothing loaded it earlier), an inner pytest run in the same worker
warned "Module already imported so cannot be rewritten; langsmith" with pytest's own path, and the
plugin's one-line-error tests (test_plugin_markers_and_policies), which read that output, failed."""

from __future__ import annotations

import pytest

pytest_plugins = ["pytester"]


def test_an_inner_run_after_langsmith_was_imported_warns_nothing(pytester: pytest.Pytester) -> None:
    import langsmith  # noqa: F401  (as a LangGraph test does before)

    pytester.makepyfile("def test_x():\n    assert True\n")
    result = pytester.runpytest_inprocess("-p", "no:cacheprovider")
    result.assert_outcomes(passed=1)
    assert "cannot be rewritten" not in result.stdout.str()
