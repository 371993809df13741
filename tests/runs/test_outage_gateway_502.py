"""A refused connection read "the model endpoint is unavailable (HTTP 502)" (users29): the 502 is
the one arena's own gateway answers when no attempt reached the endpoint, which never answered.
It now says the connection to the URL was refused or failed, and what to check."""

from __future__ import annotations

import socket

import openai
import pytest

from arena.gateway import Gateway
from arena.outage import environment_failure


def _closed_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def test_a_refused_connection_says_so_not_http_502() -> None:
    url = f"http://127.0.0.1:{_closed_port()}/v1"
    with Gateway(url, "k", retries=1, backoff_s=0.01, model="x") as gateway:
        client = openai.OpenAI(base_url=gateway.base_url("run"), api_key="k", max_retries=0)
        with pytest.raises(openai.APIStatusError) as caught:
            client.chat.completions.create(model="x", messages=[{"role": "user", "content": "hi"}])
    assert caught.value.status_code == 502  # the gateway's own answer
    said = environment_failure(caught.value)
    assert said is not None
    assert said.startswith(f"the model endpoint could not be reached: connection to {url} "), said
    assert "2 attempt(s)" in said and "is a server running at that URL" in said, said
    assert "unavailable (HTTP 502)" not in said, said


class _Status(Exception):
    status_code = 502


def test_a_502_the_endpoint_answered_is_still_its_own() -> None:
    said = environment_failure(_Status("Bad Gateway from the provider"))
    assert (
        said
        == "the model endpoint is unavailable (HTTP 502): _Status: Bad Gateway from the provider"
    )


def test_a_timeout_through_the_gateway_names_the_call_timeout() -> None:
    error = _Status(
        "status_code: 502, body: {'message': 'upstream https://api.example/v1 failed after 5 "
        "attempts: ReadTimeout: ', 'type': 'gateway_error'}"
    )
    said = environment_failure(error)
    assert said is not None and "https://api.example/v1 did not answer in time" in said, said
    assert "(ReadTimeout, 5 attempt(s))" in said and "--call-timeout" in said, said
    # users54: a slow endpoint was reached; it read "could not be reached"
    assert said.startswith("the model endpoint timed out: https://api.example/v1 "), said
