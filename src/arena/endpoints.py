"""Choosing the model endpoint: the in-process scripted server by default, any URL otherwise."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import replace

from arena.context import ModelEndpoint
from arena.errors import EndpointUnreachable, NotFound, UserError
from arena.types import EvalItem


def check_reachable(base_url: str, timeout_s: float = 5.0, api_key: str | None = None) -> None:
    """Fail fast, with the URL in the message, when nothing answers there or the key is refused."""
    import httpx  # here: `arena list` and `arena --help` start without an HTTP client

    url = base_url.rstrip("/") + "/models"
    headers = {"Authorization": f"Bearer {api_key}"} if api_key else {}
    try:
        response = httpx.get(url, timeout=timeout_s, headers=headers)
    except httpx.HTTPError as exc:
        raise EndpointUnreachable(
            f"model endpoint {base_url} is unreachable ({type(exc).__name__}); check --model-url, "
            "or leave it out to use the built-in scripted model"
        ) from None
    if response.status_code in (401, 403):
        raise EndpointUnreachable(
            f"model endpoint {base_url} refused the API key (HTTP {response.status_code}); check "
            "the variable --api-key-env names"
        )


@contextmanager
def model_endpoint(
    *,
    behaviour: str = "compliant",
    model_url: str | None = None,
    model: str | None = None,
    api_key_env: str | None = None,
    latency: str | float = 0,
) -> Iterator[ModelEndpoint]:
    """Yield an endpoint; starts (and stops) the scripted server when no URL is given."""
    if model_url:
        if not model:
            raise UserError("--model-url needs --model NAME (the model id the endpoint serves)")
        key = "sk-none"
        if api_key_env:
            value = os.environ.get(api_key_env)
            if not value:
                raise UserError(
                    f"--api-key-env {api_key_env}: that environment variable is not set"
                )
            key = value
        check_reachable(model_url, api_key=key if api_key_env else None)
        yield ModelEndpoint(
            base_url=model_url.rstrip("/"), model=model, api_key=key, api_key_env=api_key_env
        )
        return
    from arena.model import BEHAVIOURS, Latency, ScriptedModelServer
    from arena.model.mix import is_mix, parse_mix

    if is_mix(behaviour):
        parse_mix(behaviour)  # a malformed mix is a user error before the server starts
        behaviour = "mix"
    elif behaviour not in BEHAVIOURS:
        raise NotFound(
            f"unknown behaviour {behaviour!r}; known behaviours: {', '.join(sorted(BEHAVIOURS))}"
        )
    delay = Latency.parse(latency) if latency else None
    with ScriptedModelServer(latency=delay) as server:
        yield ModelEndpoint(
            base_url=server.base_url,
            model=model or f"scripted-{behaviour}",
            request_log=server.request_log,
        )


def drawn_behaviour(
    endpoint: ModelEndpoint, behaviour: str, seed: int
) -> Callable[[EvalItem, int], ModelEndpoint] | None:
    """For ``mix:...``: each run's endpoint names the behaviour drawn for its (item, repeat)."""
    from arena.model.mix import is_mix, parse_mix

    if not is_mix(behaviour):
        return None
    mix = parse_mix(behaviour)

    def endpoint_for(item: EvalItem, repeat: int) -> ModelEndpoint:
        return replace(endpoint, model=f"scripted-{mix.draw(seed, item.id, repeat)}")

    return endpoint_for
