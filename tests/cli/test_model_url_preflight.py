"""``arena run --model-url``: the pre-flight refuses what is not an OpenAI-compatible API (a web
page, other JSON) and says a slow endpoint is slow — it said "unreachable (ReadTimeout)" after a
fixed 5 s, and let a web server through to burn every run ("'str' object has no attribute
'choices'")."""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest
from click.testing import CliRunner

from arena import ModelChoice
from arena.cli import main
from arena.errors import EndpointUnreachable
from arena.model import ScriptedModelServer


class Fake(BaseHTTPRequestHandler):
    """Answers every request with ``body`` of ``kind`` after ``delay`` seconds."""

    kind, body, delay = "text/html", b"<html><body>Hello, not an API</body></html>", 0.0
    status = 200
    headers_: tuple[tuple[str, str], ...] = ()

    def do_GET(self) -> None:
        time.sleep(self.delay)
        self.send_response(self.status)
        for name, value in self.headers_:
            self.send_header(name, value)
        self.send_header("Content-Type", self.kind)
        self.send_header("Content-Length", str(len(self.body)))
        self.end_headers()
        self.wfile.write(self.body)

    do_POST = do_GET

    def log_message(self, *args: object) -> None:
        pass


class Html(Fake):
    pass


class OtherJson(Fake):
    kind, body = "application/json", json.dumps({"hello": "world"}).encode()


class Slow(Fake):
    kind, body, delay = "application/json", b'{"object": "list", "data": []}', 1.5


def serve(handler: type[Fake], path: str = "/v1") -> Iterator[str]:
    server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    server.daemon_threads = True
    threading.Thread(
        target=server.serve_forever, kwargs={"poll_interval": 0.01}, daemon=True
    ).start()
    yield f"http://127.0.0.1:{server.server_address[1]}{path}"
    server.shutdown()
    server.server_close()


@pytest.fixture(params=[Html, OtherJson], ids=["html", "other-json"])
def not_openai(request: pytest.FixtureRequest) -> Iterator[tuple[str, str]]:
    kind = request.param.kind
    for url in serve(request.param):
        yield url, kind


@pytest.fixture
def slow() -> Iterator[str]:
    yield from serve(Slow)


def _run(url: str, tmp_path: Path, *more: str) -> tuple[int, str]:
    args = ["run", "human_in_the_loop", "--adapter", "vanilla", "--model-url", url, "--model", "m"]
    result = CliRunner().invoke(main, [*args, "--out", str(tmp_path / "out"), *more])
    return result.exit_code, result.output


def test_an_endpoint_that_is_not_openai_compatible_is_refused_before_any_run(
    not_openai: tuple[str, str], tmp_path: Path
) -> None:
    url, kind = not_openai
    code, output = _run(url, tmp_path)
    assert code == 2, output
    assert output == (
        f"error: model endpoint {url} is not an OpenAI-compatible API: GET /models answered "
        f"{kind} without a list of models (an OpenAI API answers JSON with a 'data' list); "
        "check --model-url (it usually ends in /v1)\n"
    )
    assert not (tmp_path / "out" / "runs.jsonl").exists()


def test_a_slow_endpoint_is_said_to_be_slow_and_waited_for_as_long_as_call_timeout(
    slow: str, tmp_path: Path
) -> None:
    code, output = _run(slow, tmp_path, "--call-timeout", "0.3")
    assert code == 2, output
    assert output == (
        f"error: model endpoint {slow} did not answer GET /models within 0.3s (ReadTimeout): it "
        "is slow or stuck; raise --call-timeout to wait longer, or check --model-url\n"
    )
    choice = ModelChoice(
        model_url=slow, model="m", check_timeout_s=5
    )  # what --call-timeout 5 makes
    choice.check()  # waited long enough, the same endpoint passes


def answering(status: int, *headers: tuple[str, str]) -> type[Fake]:
    """A server answering every request with HTTP ``status`` (an error page, as web servers do)."""
    return type(f"Status{status}", (Fake,), {"status": status, "headers_": headers})


@pytest.mark.parametrize(
    ("status", "path", "fix"),
    [
        (
            404,
            "/v1",
            "and a chat completion with --model 'm' answered HTTP 404 Not Found; no "
            "OpenAI-compatible API answers there; check --model-url",
        ),
        (404, "", "is /v1 missing from the URL? try --model-url {url}/v1"),
        (404, "/api", "is /v1 missing from the URL? try --model-url {url}/v1"),
        (405, "", "is /v1 missing from the URL?"),
        (404, "/v1/chat", "a base URL ends in /v1: try --model-url {url}"),
        (500, "/v1", "the endpoint failed; try again later, or check --model-url"),
        (502, "/v1", "the endpoint failed"),
        (501, "/v1", "the endpoint failed"),
        (429, "/v1", "rate limiting"),
        (400, "/v1", "check --model-url"),
    ],
)
def test_a_models_list_answered_with_an_error_status_is_one_line_and_exit_2(
    status: int, path: str, fix: str, tmp_path: Path
) -> None:
    """Any status but 200 (and the refused key's 401/403) went through: every run then failed on
    the endpoint and was scored as the agent's failure, exit 1."""
    for url in serve(answering(status), path):
        code, output = _run(url, tmp_path)
        assert code == 2, output
        assert output.count("\n") == 1 and output.startswith(f"error: model endpoint {url}: ")
        assert f"GET /models answered HTTP {status}" in output
        assert fix.format(url=url.removesuffix("/chat")) in output
        assert not (tmp_path / "out" / "runs.jsonl").exists()


def test_a_moved_endpoint_names_where_it_went(tmp_path: Path) -> None:
    moved = answering(301, ("Location", "https://api.example.test/v1/models"))
    for url in serve(moved):
        with pytest.raises(EndpointUnreachable, match=r"HTTP 301.*moved to https://api\.example"
                           r"\.test/v1: give that as --model-url"):  # fmt: skip
            ModelChoice(model_url=url, model="m").check()


@pytest.fixture(scope="module")
def listing() -> Iterator[str]:
    """A real OpenAI-compatible endpoint that lists its models: the scripted server."""
    with ScriptedModelServer() as server:
        yield server.base_url


@pytest.mark.parametrize(
    ("model", "hint"),
    [
        ("gpt-x", "it serves 'scripted', 'scripted-compliant'"),
        ("scripted-reckles", "did you mean 'scripted-reckless'"),
        ("Scripted-Compliant", "did you mean 'scripted-compliant'"),
        ("fault-nosuch", "it serves 'scripted'"),
    ],
)
def test_a_model_the_endpoint_does_not_list_is_refused_with_the_closest_ids(
    listing: str, model: str, hint: str, tmp_path: Path
) -> None:
    """A typo in --model failed every run with 404 'model not found', exit 1."""
    code, output = _run(listing, tmp_path, "--model", model)
    assert code == 2, output
    assert output.count("\n") == 1, output
    assert f"does not serve --model {model!r} (not in GET /models): " in output
    assert hint in output
    assert not (tmp_path / "out" / "runs.jsonl").exists()


@pytest.mark.parametrize(
    "model", ["scripted-reckless", "scripted", "openai/scripted-mute", "fault-http500"]
)
def test_a_model_the_endpoint_serves_passes_the_preflight(listing: str, model: str) -> None:
    """Listed, behind a provider prefix, or known to ``GET /models/<id>`` (the fault models)."""
    ModelChoice(model_url=listing, model=model).check()


def test_a_listed_model_runs_end_to_end(listing: str, tmp_path: Path) -> None:
    code, output = _run(listing, tmp_path, "--model", "scripted-compliant", "--item", "hitl-01")
    assert code == 0, output
    assert (tmp_path / "out" / "runs.jsonl").exists()


class ListsForEveryGet(Fake):
    """An endpoint that answers its list for every GET, ``/models/<id>`` too (outside tester 7's
    fake LLM): its 200 let any ``--model`` through, and every run then failed with 404."""

    kind = "application/json"
    body = json.dumps(
        {"object": "list", "data": [{"id": i, "object": "model"} for i in ("good", "wrongday")]}
    ).encode()


class AnyPathIsAPage(ListsForEveryGet):
    """``/models`` lists; ``/models/<id>`` answers 200 with an object that is not a model."""

    def do_GET(self) -> None:
        if self.path.rstrip("/").endswith("/models"):
            super().do_GET()
            return
        self.body = json.dumps({"status": "ok"}).encode()
        super().do_GET()


class KnowsAliases(ListsForEveryGet):
    """``/models/<id>`` answers a model object for an alias the list does not hold."""

    def do_GET(self) -> None:
        if self.path.endswith("/models/latest"):
            self.body = json.dumps({"id": "good-2026", "object": "model"}).encode()
        elif not self.path.rstrip("/").endswith("/models"):
            self.status = 404
            self.body = json.dumps({"error": {"message": "no such model"}}).encode()
        super().do_GET()


@pytest.mark.parametrize("handler", [ListsForEveryGet, AnyPathIsAPage], ids=["list", "page"])
@pytest.mark.parametrize("model", ["gpt-9", "goood", "wrong-day"])
def test_a_200_that_is_not_a_model_object_does_not_vouch_for_an_unlisted_model(
    handler: type[Fake], model: str, tmp_path: Path
) -> None:
    for url in serve(handler):
        code, output = _run(url, tmp_path, "--model", model)
        assert code == 2, output
        assert output.count("\n") == 1, output
        assert f"does not serve --model {model!r}" in output
        assert "'good'" in output or "'wrongday'" in output  # the ids it does serve
        assert not (tmp_path / "out" / "runs.jsonl").exists()


def test_an_alias_its_models_endpoint_knows_still_passes() -> None:
    for url in serve(KnowsAliases):
        ModelChoice(model_url=url, model="latest").check()
        ModelChoice(model_url=url, model="good").check()
        with pytest.raises(EndpointUnreachable, match="does not serve --model 'gpt-9'"):
            ModelChoice(model_url=url, model="gpt-9").check()


@pytest.mark.parametrize("pasted", [" {url}", "{url} ", "\t{url}\n", "{url}"])
def test_a_url_pasted_with_spaces_around_it_is_the_url(listing: str, pasted: str) -> None:
    """``--model-url ' http://…'`` (a paste, a quoted variable) passed the scheme check and read
    "unreachable (UnsupportedProtocol)", the space unseen in the URL shown (users54)."""
    choice = ModelChoice(model_url=pasted.format(url=listing), model="scripted")
    assert choice.model_url == listing
    choice.check()


class NoModels(Fake):
    """An endpoint with no ``GET /models`` (404, as proxies, Azure-style deployments and llama.cpp
    builds answer): every POST goes to ``target`` (the scripted server) where one is set, else is
    answered ``post`` (status, JSON body)."""

    kind, body, status = "application/json", b'{"detail": "Not Found"}', 404
    target = ""
    post: tuple[int, dict[str, object]] = (404, {"detail": "Not Found"})

    def do_POST(self) -> None:
        import httpx

        sent = self.rfile.read(int(self.headers.get("Content-Length", 0)))
        if self.target:
            path = self.path.removeprefix("/v1")
            got = httpx.post(
                self.target + path, content=sent, headers={"Content-Type": "application/json"}
            )
            status, body = got.status_code, got.content
        else:
            status, body = self.post[0], json.dumps(self.post[1]).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


def test_an_endpoint_without_a_models_list_runs_when_a_chat_completion_answers(
    listing: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """checks55: a 404 on ``/models`` refused every proxy and llama.cpp build; now one chat
    completion with the run's model decides, and the skip is said once. (The run after the
    pre-flight is the listed model's: test_a_listed_model_runs_end_to_end.)"""
    import httpx

    proxy = type("Proxy", (NoModels,), {"target": listing})
    for url in serve(proxy):
        choice = ModelChoice(model_url=url, model="scripted-compliant")
        choice.check()
        with choice.open() as endpoint:  # checked again as a run opens it: said once
            ask = {"model": endpoint.model, "messages": [{"role": "user", "content": "hi"}]}
            answer = httpx.post(f"{endpoint.base_url}/chat/completions", json=ask, timeout=10)
            assert answer.status_code == 200 and answer.json()["choices"], answer.text
        said = capsys.readouterr().err
        assert said.count("has no GET /models (HTTP 404)") == 1, said
        assert "with --model 'scripted-compliant' answered, so the runs go ahead" in said


@pytest.mark.parametrize(
    ("post", "said", "fix"),
    [
        (  # an API answers, but not for this model: the fix is the model's name
            (
                404,
                {
                    "error": {
                        "message": "The model 'gpt-x' does not exist",
                        "code": "model_not_found",
                    }
                },
            ),
            "answered HTTP 404 Not Found (The model 'gpt-x' does not exist)",
            "check --model (the model or deployment name) and the key",
        ),
        ((401, {"error": {"message": "Invalid API key"}}), "answered HTTP 401", "and the key"),
        (
            (404, {"detail": "Not Found"}),
            "answered HTTP 404 Not Found (Not Found)",
            "no OpenAI-compatible API answers there; check --model-url",
        ),
        ((200, {"ok": True}), "answered 200 without a chat completion", "check --model-url"),
    ],
)
def test_an_endpoint_without_a_models_list_whose_chat_fails_is_refused_naming_both(
    post: tuple[int, dict[str, object]], said: str, fix: str, tmp_path: Path
) -> None:
    broken = type("Broken", (NoModels,), {"post": post})
    for url in serve(broken):
        with pytest.raises(EndpointUnreachable) as err:
            ModelChoice(model_url=url, model="gpt-x").check()
        text = str(err.value)
        assert text.startswith(
            f"model endpoint {url}: GET /models answered HTTP 404 Not Found, and a chat completion with --model 'gpt-x' "
        ), text
        assert said in text and text.endswith(fix), text
        assert "\n" not in text
    if post[0] != 404 or "error" in post[1]:
        return
    for url in serve(broken, ""):  # no /v1 and no API at all: the URL's fix, as before
        code, output = _run(url, tmp_path)
        assert code == 2 and output.count("\n") == 1, output
        assert f"is /v1 missing from the URL? try --model-url {url}/v1" in output, output
