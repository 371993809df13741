"""With ``HTTP_PROXY`` set (as on many company machines), ``arena run --model-url
http://127.0.0.1:PORT/v1`` (a model server on this machine) said 'model endpoint ... is
unreachable (ConnectError); check --model-url': its ``GET /models`` and then every call through
the gateway went to the proxy, which cannot reach this machine's loopback (users tester 32).
Calls to a loopback endpoint now go to it directly; others still take the proxy."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner

from arena.cli import main
from arena.context import ModelEndpoint
from arena.endpoint_preflight import _proxied

DEAD_PROXY = "http://127.0.0.1:9"


def test_a_local_endpoint_is_reached_past_the_proxy(
    endpoint: ModelEndpoint, tmp_path: Path
) -> None:
    args = ["run", "human_in_the_loop", "--adapter", "vanilla", "--item", "hitl-01", "--quiet",
            "--model-url", endpoint.base_url, "--model", "scripted-compliant",
            "--out", str(tmp_path / "results")]  # fmt: skip
    proxies = {name: DEAD_PROXY for name in ("HTTP_PROXY", "HTTPS_PROXY", "ALL_PROXY")}
    ran = CliRunner().invoke(main, args, env={"COLUMNS": "200", **proxies, "NO_PROXY": None})
    assert ran.exit_code == 0, ran.output
    assert "unreachable" not in ran.output and "1/1" in ran.output, ran.output


def test_only_loopback_skips_the_proxy() -> None:
    assert not _proxied("http://127.0.0.1:8000/v1/models")
    assert not _proxied("http://localhost:8000/v1/models")
    assert not _proxied("http://[::1]:8000/v1/models")
    assert _proxied("https://api.openai.com/v1/models")
