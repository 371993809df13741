"""``arena run --adapter crewai`` with ``HTTP_PROXY`` set (as on many company machines) failed
every run 'model endpoint error: APIConnectionError', and the matrix read 'pause unsupported'
(users tester 32): the worker's model client sent its calls to this machine's scripted model or
gateway through the proxy. The worker now leaves loopback addresses out of the proxy."""

from __future__ import annotations

from pathlib import Path

import pytest

from arena.workers.process import WorkerProcess, loopback_unproxied


class _Spawned(Exception):
    pass


def test_a_worker_under_a_proxy_reaches_this_machine_directly(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    seen: list[dict[str, str]] = []

    def popen(self: WorkerProcess, env: dict[str, str]) -> None:
        seen.append(env)
        raise _Spawned

    monkeypatch.setattr(WorkerProcess, "_popen", popen)
    monkeypatch.setenv("HTTPS_PROXY", "http://proxy.example:3128")
    monkeypatch.setenv("NO_PROXY", "intranet.example")
    monkeypatch.delenv("no_proxy", raising=False)
    with pytest.raises(_Spawned):
        WorkerProcess(Path("python"), "crewai")._spawn()
    for name in ("NO_PROXY", "no_proxy"):
        hosts = seen[0][name].split(",")
        assert {"127.0.0.1", "localhost"} <= set(hosts), seen[0][name]
    assert seen[0]["NO_PROXY"].startswith("intranet.example,"), seen[0]["NO_PROXY"]


def test_no_proxy_no_change() -> None:
    assert loopback_unproxied({"PATH": "/usr/bin"}) == {}
    assert loopback_unproxied({"http_proxy": "http://p:1", "no_proxy": "localhost"})[
        "no_proxy"
    ] == ("localhost,127.0.0.1,::1")
