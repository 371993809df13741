"""An unreachable ``--arena-model-url`` fails each test at setup with its one line, once: it was
printed, then "During handling of the above exception, another exception occurred:", then the
same line again (users29)."""

from __future__ import annotations

import socket

import pytest

pytest_plugins = ["pytester"]


def closed_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def test_an_unreachable_endpoint_is_said_once(pytester: pytest.Pytester) -> None:
    pytester.makepyfile("def test_x(arena_driver):\n    pass\n")
    url = f"http://127.0.0.1:{closed_port()}/v1"
    result = pytester.runpytest_inprocess(
        "-p", "arena", "-p", "no:cacheprovider", "--arena-model-url", url, "--arena-model", "m"
    )
    out = result.stdout.str()
    assert result.ret == pytest.ExitCode.TESTS_FAILED, out
    assert f"model endpoint {url} is unreachable" in out, out
    assert "During handling of the above exception" not in out, out
    report = out.split("short test summary info")[0]  # the summary line repeats it, cut
    assert report.count(f"model endpoint {url} is unreachable (ConnectError)") == 1, out
