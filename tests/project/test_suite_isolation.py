"""The suite's own hygiene: what one test does to the interpreter must not change another's result.

``pytester.inline_run`` (the eval-API and example tests) removes every module first imported
during the inner run when it ends. httpx imports httpcore lazily and keeps a map of httpcore's
exception classes; had httpcore first been imported inside an inner run, the next client would
import a second copy whose errors the map does not know, and a refused connection would escape
as a raw ``httpcore.ConnectError`` instead of ``httpx.ConnectError`` (seen as "flaky" failures of
whichever test came next in that worker). tests/conftest.py imports httpcore up front.
"""

from __future__ import annotations

import socket

import httpx
import pytest

pytest_plugins = ["pytester"]


def _closed_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def test_an_inner_pytest_run_leaves_httpx_error_mapping_intact(pytester: pytest.Pytester) -> None:
    port = _closed_port()
    pytester.makepyfile(
        f"""
        import httpx, pytest

        def test_refused():
            with pytest.raises(httpx.ConnectError):
                httpx.get("http://127.0.0.1:{port}/", timeout=5)
        """
    )
    pytester.inline_run("-p", "no:cacheprovider").assertoutcome(passed=1)
    with pytest.raises(httpx.ConnectError):
        httpx.get(f"http://127.0.0.1:{port}/", timeout=5)
