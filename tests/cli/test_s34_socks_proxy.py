"""With a SOCKS proxy in the environment (``ALL_PROXY=socks5://...``, common behind a corporate
gateway) and no socksio installed, ``arena run --adapter openai_agents`` (and microsoft_af) ended
in a 70-line traceback, 'ImportError: Using SOCKS proxy, but the 'socksio' package is not
installed': the framework builds an HTTP client as the adapter is built, and httpx mounts every
proxy the environment names, used or not (users34). It is now one line naming the variable and
both fixes, exit 2, before any run. A subprocess: openai-agents keeps its trace exporter (the
client) once built, so only a fresh process builds it again."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest


@pytest.mark.slow
def test_a_socks_proxy_without_socksio_is_one_line(tmp_path: Path) -> None:
    pytest.importorskip("agents")
    if any(p in sys.modules or _has(p) for p in ("socksio",)):
        pytest.skip("socksio is installed: the proxy can be mounted")
    script = "from arena.launcher import entry; entry()"
    args = ["run", "human_in_the_loop", "--adapter", "openai_agents", "--item", "hitl-01"]
    env = {**os.environ, "ALL_PROXY": "socks5://user:secret@127.0.0.1:1", "COLUMNS": "200"}
    done = subprocess.run(
        [sys.executable, "-c", script, *args, "--out", "out"],
        cwd=tmp_path, env=env, capture_output=True, text=True, timeout=180,
    )  # fmt: skip
    assert done.returncode == 2, done.stderr[-2000:]
    assert "Traceback" not in done.stderr, done.stderr[-2000:]
    assert "adapter 'openai_agents' cannot start: ALL_PROXY names a SOCKS proxy" in done.stderr
    assert "secret" not in done.stderr
    assert not (tmp_path / "out").exists()


def _has(name: str) -> bool:
    import importlib.util

    return importlib.util.find_spec(name) is not None
