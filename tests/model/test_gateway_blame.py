"""The gateway's ``errors`` is the endpoint failing a call, nothing else (red team 16).

The report puts a failed ``--model-url`` run on the endpoint only when the gateway recorded a
failed call for it (``usage.errors``). Two ways that record was wrong:

- every 4xx counted, so an adapter that sent one malformed request of its own (an empty
  ``messages``, answered 400) and then gave up in the endpoint's words read "endpoint";
- only statuses counted, so an endpoint answering every call 200 with an HTML page (a
  misconfigured proxy) left no record, and honest runs read "counted as the adapter's failures".

Now a 4xx that refuses the request itself is counted apart (``refused``), a key refused, a rate
limit and a missing model stay the endpoint's, and a 2xx no client can read is a failed call,
relayed as the endpoint sent it. Every upstream here is a real HTTP server on 127.0.0.1.
"""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import httpx
import pytest
from click.testing import CliRunner

from arena.cli import main
from arena.gateway import Gateway
from arena.model import ScriptedModelServer
from reference_adapters_blamer import BLAME

HTML = b"<html><body>Service temporarily unavailable</body></html>"
MODEL_GONE = {"error": {"message": "The model `m` does not exist", "code": "model_not_found"}}


def _completion(args: object, *, calls_as_object: bool = False, **call: object) -> bytes:
    """A chat completion with one tool call whose ``function.arguments`` is ``args`` (left
    out where None), and ``call``'s fields in place of its own (None: left out)."""
    fn: dict[str, object] = {"name": "search_rooms"}
    if args is not None:
        fn["arguments"] = args
    call = {k: v for k, v in {"id": "c1", "type": "function", **call}.items() if v is not None}
    call["function"] = fn
    message = {"role": "assistant", "content": "Let me look.", "tool_calls": [call]}
    if calls_as_object:
        message["tool_calls"] = call
    return json.dumps(
        {"choices": [{"index": 0, "message": message, "finish_reason": "stop"}]}
    ).encode()


def _chunk(args: object) -> bytes:
    """A stream whose second chunk carries a tool call's ``arguments`` as ``args``."""
    call = {"index": 0, "id": "c1", "function": {"name": "search_rooms", "arguments": args}}
    first = {"choices": [{"index": 0, "delta": {"role": "assistant", "content": ""}}]}
    second = {"choices": [{"index": 0, "delta": {"tool_calls": [call]}}]}
    return b"".join(b"data: " + json.dumps(c).encode() + b"\n\n" for c in (first, second)) + (
        b"data: [DONE]\n\n"
    )


#: What the upstream answers for a request whose body says ``"case": <name>``:
#: (status, content type, body).
CASES: dict[str, tuple[int, str, bytes]] = {
    "ok": (200, "application/json", b'{"choices": [], "usage": {"prompt_tokens": 3}}'),
    "html": (200, "application/json", HTML),
    "html_page": (200, "text/html", HTML),
    "empty": (200, "application/json", b""),
    "list": (200, "application/json", b"[1, 2]"),
    "error_in_200": (200, "application/json", b'{"error": {"message": "quota"}}'),
    "stream_ok": (200, "text/event-stream", b'data: {"choices": []}\n\ndata: [DONE]\n\n'),
    "stream_html": (200, "text/event-stream", HTML + b"\n"),
    "stream_done_only": (200, "text/event-stream", b"data: [DONE]\n\n"),
    "stream_error": (200, "text/event-stream", b'data: {"error": {"message": "x"}}\n\n'),
    # users54: a tool call's arguments as JSON, not a string of JSON (a hand-written server)
    "args_object": (200, "application/json", _completion({"day": "Tuesday"})),
    "args_array": (200, "application/json", _completion([6, "Tuesday"])),
    "args_number": (200, "application/json", _completion(6)),
    "calls_object": (200, "application/json", _completion("{}", calls_as_object=True)),
    "no_type": (200, "application/json", _completion("{}", type=None)),
    "type_tool": (200, "application/json", _completion("{}", type="tool")),
    "no_id": (200, "application/json", _completion("{}", id=None)),
    "id_empty": (200, "application/json", _completion("{}", id="")),
    "stream_args_object": (200, "text/event-stream", _chunk({"day": "Tuesday"})),
    # ... and what stays the client's to read: a string (odd spacing, unicode, empty), no
    # arguments at all, no tool calls
    "args_string": (200, "application/json", _completion(' \n{ "day" :\t"Dienstag ✓" }\n')),
    "args_empty": (200, "application/json", _completion("")),
    "args_missing": (200, "application/json", _completion(None)),
    "calls_null": (200, "application/json", b'{"choices": [{"message": {"tool_calls": null}}]}'),
    "stream_args_string": (200, "text/event-stream", _chunk('{"day": "Tuesday"}')),
    "400": (400, "application/json", b'{"error": {"type": "invalid_request_error"}}'),
    "405": (405, "application/json", b'{"error": {"message": "method"}}'),
    "413": (413, "application/json", b'{"error": {"message": "too large"}}'),
    "422": (422, "application/json", b'{"detail": [{"msg": "field required"}]}'),
    "401": (401, "application/json", b'{"error": {"message": "bad key"}}'),
    "402": (402, "application/json", b'{"error": {"message": "no credit"}}'),
    "403": (403, "application/json", b'{"error": {"message": "forbidden"}}'),
    "404_model": (404, "application/json", json.dumps(MODEL_GONE).encode()),
    "404_path": (404, "application/json", b'{"detail": "Not Found"}'),
    "429": (429, "application/json", b'{"error": {"message": "slow down"}}'),
    "500": (500, "application/json", b'{"error": {"message": "boom"}}'),
}


class _Upstream(BaseHTTPRequestHandler):
    def do_GET(self) -> None:  # /models: listed, so the pre-flight lets it through
        self._send(200, "application/json", b'{"object": "list", "data": [{"id": "m"}]}')

    def do_POST(self) -> None:
        sent = json.loads(self.rfile.read(int(self.headers.get("Content-Length", 0))))
        self._send(*CASES[sent.get("case", "html")])

    def _send(self, status: int, content_type: str, body: bytes) -> None:
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args: object) -> None:
        pass


@pytest.fixture
def upstream() -> Iterator[str]:
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Upstream)
    threading.Thread(
        target=server.serve_forever, kwargs={"poll_interval": 0.01}, daemon=True
    ).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/v1"
    finally:
        server.shutdown()
        server.server_close()


def _call(gw: Gateway, case: str, model: str = "m") -> tuple[httpx.Response, dict[str, object]]:
    body = {"model": model, "messages": [], "case": case, "stream": case.startswith("stream")}
    answer = httpx.post(gw.base_url(case) + "/chat/completions", json=body, timeout=10)
    return answer, gw.report(case)


@pytest.mark.parametrize(
    ("case", "errors", "refused"),
    [
        ("ok", 0, 0),
        ("stream_ok", 0, 0),
        # the caller's request refused: the adapter's doing, not the endpoint's
        ("400", 0, 1),
        ("405", 0, 1),
        ("413", 0, 1),
        ("422", 0, 1),
        ("404_path", 0, 1),
        # the key, the account, the model the run was given, a rate limit, the server: the endpoint's
        ("401", 1, 0),
        ("402", 1, 0),
        ("403", 1, 0),
        ("404_model", 1, 0),
        ("429", 1, 0),
        ("500", 1, 0),
        # answered 200, but with nothing a client can read: a failed call
        ("html", 1, 0),
        ("html_page", 1, 0),
        ("empty", 1, 0),
        ("list", 1, 0),
        ("error_in_200", 1, 0),
        ("stream_html", 1, 0),
        ("stream_done_only", 1, 0),
        ("stream_error", 1, 0),
    ],
)
def test_each_answer_is_counted_as_whose_it_is(
    upstream: str, case: str, errors: int, refused: int
) -> None:
    with Gateway(upstream, "k", timeout_s=5, retries=1, backoff_s=0.01, model="m") as gw:
        answer, usage = _call(gw, case)
    assert (usage["errors"], usage["refused"]) == (errors, refused), usage
    status, _, body = CASES[case]
    # relayed as the endpoint sent it: the adapter sees what the endpoint said
    assert (answer.status_code, answer.content) == (status, body)


@pytest.mark.parametrize(
    ("case", "said"),
    [
        ("args_object", "HTTP 200, a chat completion whose tool call 'search_rooms' has "
         "arguments as a JSON object, not a string"),
        ("args_array", "has arguments as a JSON array, not a string"),
        ("args_number", "has arguments as a JSON number, not a string"),
        ("calls_object", "whose message.tool_calls is a JSON object, not a list"),
        ("no_type", "whose tool call 'search_rooms' has no type (the Chat Completions API sends "
         "'function')"),
        ("type_tool", "has type 'tool' (the Chat Completions API sends 'function')"),
        ("no_id", "whose tool call 'search_rooms' has no id"),
        ("id_empty", None),  # an empty id is a string: the clients' to read
        ("stream_args_object", "whose tool call 'search_rooms' has arguments as a JSON object"),
        ("args_string", None),
        ("args_empty", None),
        ("args_missing", None),
        ("calls_null", None),
        ("stream_args_string", None),
        ("ok", None),
    ],
)  # fmt: skip
def test_a_tool_call_off_the_api_is_told_apart(case: str, said: str | None) -> None:
    """What no client reads as the API defines it, in words; a string of JSON however spaced,
    an empty one, none at all and no tool calls stay the client's to read (users54)."""
    from arena.endpoint_blame import off_spec_event, unusable

    status, kind, body = CASES[case]
    if case.startswith("stream"):
        found = [why for line in body.split(b"\n") if (why := off_spec_event(line))]
        words = found[0] if found else None
    else:
        words = unusable(status, body, kind)
    assert (words is None) is (said is None), words
    assert said is None or said in str(words), words


def test_the_run_says_what_was_off_the_api(upstream: str) -> None:
    """A tool call off the API, answered or streamed, is the endpoint failing the call, and the
    run's usage names it, so the summary tells the user to fix the endpoint, not the adapters
    each framework's error pointed at (users54)."""
    with Gateway(upstream, "k", timeout_s=5, retries=0, model="m") as gw:
        usage = [_call(gw, case)[1] for case in CASES if "object" in case]
    assert [(u["errors"], u["refused"]) for u in usage] == [(1, 0)] * 3, usage
    assert [u.get("unreadable") for u in usage] == [
        "HTTP 200, a chat completion whose tool call 'search_rooms' has arguments as a JSON "
        "object, not a string (the Chat Completions API sends a string of JSON)",
        "HTTP 200, a chat completion whose message.tool_calls is a JSON object, not a list",
        "HTTP 200, a stream chunk whose tool call 'search_rooms' has arguments as a JSON object, "
        "not a string (the Chat Completions API sends a string of JSON)",
    ], usage


def test_a_404_on_a_model_the_adapter_made_up_is_the_adapters(upstream: str) -> None:
    with Gateway(upstream, "k", timeout_s=5, retries=0, model="m") as gw:
        _, usage = _call(gw, "404_model", model="not-the-runs-model")
    assert (usage["errors"], usage["refused"]) == (0, 1), usage


def _said(args: list[str], tmp_path: Path) -> str:
    args = ["run", "human_in_the_loop", *args, "--quiet", "--out", str(tmp_path / "r")]
    args += ["--api-key-env", "K"]
    result = CliRunner().invoke(main, args, env={"COLUMNS": "100", "K": "x"})
    assert result.exit_code == 1, result.output
    return " ".join(result.output.split())


def test_an_adapters_own_bad_request_does_not_put_its_give_up_on_the_endpoint(
    tmp_path: Path,
) -> None:
    """hitl-02..04: an empty conversation sent (400), then given up in the endpoint's words;
    hitl-05 run through the model and passed."""
    with ScriptedModelServer() as server:
        args = ["--adapter", "reference_adapters_badrequest:build", "--item", "hitl-0[2-5]"]
        args += ["--model-url", server.base_url, "--model", "scripted-compliant"]
        said = _said(args, tmp_path)
    assert "runs failed on a model endpoint error" not in said and "3 endpoint" not in said, said
    assert "3 of 4 runs failed with an error that names the model endpoint" in said, said
    assert BLAME in said and "counted as the adapter's failures" in said, said
    runs = [json.loads(x) for x in (tmp_path / "r" / "runs.jsonl").read_text().splitlines()]
    given_up = [r["usage"] for r in runs if r["status"] == "failed"]
    assert [(u["errors"], u["refused"]) for u in given_up] == [(0, 1)] * 3, given_up


def test_an_endpoint_that_answers_html_is_the_endpoints_failure(
    upstream: str, tmp_path: Path
) -> None:
    """Every POST answered 200 with an HTML page: honest runs fail on the endpoint."""
    said = _said(["--adapter", "vanilla", "--item", "hitl-0[12]", "--model-url", upstream,
                  "--model", "m"], tmp_path)  # fmt: skip
    assert "2 endpoint" in said, said
    assert "2 of 2 runs failed on a model endpoint error" in said, said
    assert "counted as the adapter's failures" not in said, said


def test_the_runs_gateway_knows_the_runs_model(upstream: str) -> None:
    """``arena run``'s gateway (``endpoints.through_gateway``) is told the run's model, so a 404
    about a model the adapter made up is the adapter's there too, not only in a hand-built one."""
    from arena.context import ModelEndpoint
    from arena.endpoints import through_gateway

    endpoint = ModelEndpoint(base_url=upstream, model="m", api_key="k")
    with through_gateway(endpoint, timeout_s=5, retries=0) as (_, gw):
        assert gw.model == "m"
        _, usage = _call(gw, "404_model", model="not-the-runs-model")
    assert (usage["errors"], usage["refused"]) == (0, 1), usage
