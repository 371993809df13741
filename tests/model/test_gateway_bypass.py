"""A run whose model calls went around the gateway has unknown usage, not a zero (red team 17).

``arena run --model-url URL`` puts a gateway in front of URL and counts each run's requests,
tokens and cost there. An adapter that built its own client on the real URL (it is in the
command line) skipped it: its runs passed and read ``"requests": 0, "cost_usd": 0.0`` as if
measured, with no word anywhere. Now a run none of whose requests reached the gateway has every
usage figure null with the reason, ``summary.json``'s ``gateway`` counts such runs per adapter,
and the console says so in one line. Nor does the gateway's model log hold them (gateway49):
judged on it, such runs fail as a scripted model's off-route calls do. The "real" endpoint is
the scripted model on 127.0.0.1, counting the requests it is sent; the runs are real HTTP end
to end.
"""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable, Iterator, MutableMapping
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from arena.cli import main
from arena.gateway import NOT_SEEN, Gateway, Price
from arena.model import ScriptedModelServer
from reference_adapters_bypass import SEEN, URL_ENV

Scope = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[MutableMapping[str, Any]]]
Send = Callable[[MutableMapping[str, Any]], Awaitable[None]]
ITEMS = "hitl-0[12]"
ADAPTER = "reference_adapters_bypass:build"


class Counted:
    """ASGI wrapper: counts the model calls (POSTs) the endpoint was sent, by whoever."""

    def __init__(self, app: Any) -> None:
        self.app, self.posts = app, 0

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http" and scope["method"] == "POST":
            self.posts += 1
        await self.app(scope, receive, send)


@pytest.fixture
def endpoint() -> Iterator[tuple[ScriptedModelServer, Counted]]:
    server = ScriptedModelServer()
    counted = Counted(server.app)
    server.app = counted  # type: ignore[assignment]
    with server:
        yield server, counted


def _run(
    adapter: str, url: str, out: Path, code: int = 0
) -> tuple[str, list[dict[str, Any]], dict[str, Any]]:
    args = ["run", "human_in_the_loop", "--adapter", adapter, "--item", ITEMS]
    args += ["--model-url", url, "--model", "scripted-compliant", "--price", "3,15"]
    args += ["--quiet", "--out", str(out)]
    result = CliRunner().invoke(main, args, env={"COLUMNS": "200", URL_ENV: url})
    assert result.exit_code == code, result.output
    runs = [json.loads(x) for x in (out / "runs.jsonl").read_text().splitlines()]
    summary = json.loads((out / "summary.json").read_text())
    return " ".join(result.output.split()), runs, summary


def test_runs_that_bypass_the_gateway_have_unknown_usage(
    endpoint: tuple[ScriptedModelServer, Counted], tmp_path: Path
) -> None:
    server, counted = endpoint
    said, runs, summary = _run(ADAPTER, server.base_url, tmp_path / "b", code=1)
    assert counted.posts >= 2 * len(runs), counted.posts  # the adapter did call the model
    # ... and the gateway's model log holds none of it: judged on it, as the scripted model's
    # off-route calls are, the runs fail (gateway49: they passed on "not known" before)
    assert len(runs) == 2 and not any(r["passed"] for r in runs), runs
    assert all(_unlogged(r) for r in runs), runs
    for r in runs:
        u = r["usage"]
        assert u["usage_note"] == NOT_SEEN, u
        figures = ("requests", "attempts", "input_tokens", "output_tokens", "cost_usd")
        assert all(u[k] is None for k in figures), u  # unknown, not a measured 0 / $0.00
    unknown = summary["gateway"]["usage_unknown"]
    assert unknown == {"runs": 2, "of": 2, "adapters": {ADAPTER: 2}, "why": NOT_SEEN}, unknown
    assert f"usage unknown for 2 of 2 runs ({ADAPTER} 2): {NOT_SEEN}" in said, said


def test_calls_on_the_gateways_shared_url_are_no_runs_usage(
    endpoint: tuple[ScriptedModelServer, Counted], tmp_path: Path
) -> None:
    """A client built on the gateway's shared URL skips the run's route: the calls are forwarded
    but are no run's, so the runs read unknown and the summary counts the unrouted calls."""
    server, counted = endpoint
    name = "reference_adapters_bypass:shared_url"
    said, runs, summary = _run(name, server.base_url, tmp_path / "s", code=1)
    assert all(r["usage"]["usage_note"] == NOT_SEEN for r in runs), runs
    assert all(_unlogged(r) and not r["passed"] for r in runs), runs  # no run's log has them
    unknown = summary["gateway"]["usage_unknown"]
    assert unknown["runs"] == 2 and unknown["unrouted_requests"] == counted.posts >= 4, unknown
    assert f"({counted.posts} request(s) came on the gateway's shared URL" in said, said


def _unlogged(run: dict[str, Any]) -> bool:
    """Whether the run's pause was judged on a model log that holds no request of its leg."""
    [suspended] = [c for c in run["checks"] if c["name"] == "suspended"]
    return not suspended["passed"] and "model log: no model request in leg 1" in suspended["detail"]


def test_runs_through_the_gateway_still_report_their_counts(
    endpoint: tuple[ScriptedModelServer, Counted], tmp_path: Path
) -> None:
    server, counted = endpoint
    said, runs, summary = _run("vanilla", server.base_url, tmp_path / "v")
    assert len(runs) == 2 and all(r["passed"] for r in runs), runs
    assert sum(r["usage"]["requests"] for r in runs) == counted.posts, (runs, counted.posts)
    for r in runs:
        u = r["usage"]
        assert u["requests"] >= 2 and u["input_tokens"] > 0 and u["cost_usd"] > 0, u
        assert "usage_note" not in u, u
    assert "usage_unknown" not in summary["gateway"], summary["gateway"]
    assert "usage unknown" not in said, said


def test_a_run_the_gateway_never_saw_reads_unknown_with_or_without_a_price() -> None:
    with Gateway("http://127.0.0.1:9/v1", "k") as gw:
        priced, unpriced = gw.report("never-seen", Price(3, 15)), gw.report("never-seen")
    assert priced["cost_usd"] is None and priced["requests"] is None, priced
    assert "cost_usd" not in unpriced and unpriced["input_tokens"] is None, unpriced
    assert priced["usage_note"] == unpriced["usage_note"] == NOT_SEEN


def test_an_adapter_is_not_handed_the_real_url_behind_the_gateway(
    endpoint: tuple[ScriptedModelServer, Counted], tmp_path: Path
) -> None:
    """The real URL is the harness's record, not the adapter's to call: its context's endpoint
    names the gateway only (the URL stays in the command line: docs/methodology.md)."""
    server, _ = endpoint
    SEEN.clear()
    _run("reference_adapters_bypass:peeker", server.base_url, tmp_path / "p")
    assert len(SEEN) == 2, SEEN
    for seen in SEEN:
        assert seen["origin_url"] is None, seen
        assert seen["base_url"] != server.base_url and server.base_url not in str(seen["shown"])
