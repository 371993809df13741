"""Choosing the model: the scripted server by default, any OpenAI-compatible URL otherwise, checked
once as a :class:`ModelChoice` and opened where the runs happen."""

from __future__ import annotations

import math
import os
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

import msgspec
from msgspec.structs import force_setattr

from arena.context import ModelEndpoint
from arena.endpoint_preflight import (
    SCRIPTED_INSTEAD,
    check_key_env_name,
    check_reachable,
    check_scheme,
)
from arena.errors import NotFound, UserError
from arena.types import EvalItem

if TYPE_CHECKING:
    from arena.gateway import Gateway, Price


class ModelChoice(msgspec.Struct, frozen=True, kw_only=True):
    """Which model the runs talk to, checked once where it is chosen: the scripted model playing a
    behaviour (or a ``mix:``), or a real OpenAI-compatible endpoint by URL.

    The CLI builds one from its flags; ``arena run --workers``, durable_state's phase processes and
    the benchmarks open the same value where they run (docs/architecture.md, "Runner").
    """

    behaviour: str = "compliant"
    #: A real endpoint's base URL; None means the built-in scripted model.
    model_url: str | None = None
    #: The model id to ask for (required with a URL; default ``scripted-<behaviour>``).
    model: str | None = None
    #: The environment variable holding the endpoint's API key (read when opened).
    api_key_env: str | None = None
    #: The scripted model's latency (seconds, or ``"0.1-0.3"`` for a range).
    latency: str | float = 0
    #: How long the pre-flight ``/models`` of a real endpoint may take (``--call-timeout``).
    check_timeout_s: float = 5.0

    def __post_init__(self) -> None:
        if self.api_key_env is not None:
            check_key_env_name(self.api_key_env)  # before any message could echo it
        if self.model_url:
            # a pasted ' http://…' passed the scheme check (urlsplit strips it) and read
            # "unreachable (UnsupportedProtocol)", the space unseen in the URL shown (users54)
            force_setattr(self, "model_url", self.model_url.strip())
            check_scheme(self.model_url)
            if not self.model:
                raise UserError("--model-url needs --model NAME (the model id the endpoint serves)")
            force_setattr(self, "model_url", self.model_url.rstrip("/"))
            return
        from arena.model.mix import is_mix, parse_mix
        from arena.model.policy import BEHAVIOURS, model_names

        # Flags meant for a real endpoint, given without one: the runs would all go to the
        # scripted model (a --model it does not serve fails every run), so refuse them here.
        if self.api_key_env:
            raise UserError(
                f"--api-key-env {self.api_key_env} only applies with --model-url (the built-in "
                "scripted model needs no key); drop it, or add --model-url URL --model NAME"
            )
        if (
            self.model is not None
            and self.model.rsplit("/", 1)[-1] not in model_names()  # "openai/scripted-mute"
            and not self.model.startswith("scripted-fault-")
        ):
            raise UserError(
                f"--model {self.model} without --model-url: the built-in scripted model answers, "
                "and it serves scripted-<behaviour> (pick one with --behaviour); for a real "
                "endpoint add --model-url URL"
            )
        if is_mix(self.behaviour):
            parse_mix(self.behaviour)  # a malformed mix is a user error before any server starts
        elif self.behaviour not in BEHAVIOURS:
            raise NotFound.among("behaviour", self.behaviour, sorted(BEHAVIOURS))

    @property
    def scripted(self) -> bool:
        return not self.model_url

    @property
    def is_mix(self) -> bool:
        from arena.model.mix import is_mix

        return self.scripted and is_mix(self.behaviour)

    @property
    def model_name(self) -> str:
        """The model id the runs ask for (and record)."""
        return self.model or f"scripted-{'mix' if self.is_mix else self.behaviour}"

    def api_key(self) -> str:
        """The key to send: the named variable's value, or a placeholder when none is named."""
        if not self.api_key_env:
            return "sk-none"
        value = os.environ.get(self.api_key_env)
        if not value:
            state = "is empty" if self.api_key_env in os.environ else "is not set"
            raise UserError(
                f"--api-key-env {self.api_key_env}: that environment variable {state}; "
                f"export {self.api_key_env}=<your key> first"
            )
        return value

    def check(self, instead: str | None = None) -> None:
        """Every error :meth:`open` would raise, without starting anything (for commands that
        open the model in other processes); ``instead``: :func:`check_reachable`'s."""
        if self.model_url:
            key = self.api_key()
            check_reachable(
                self.model_url,
                self.check_timeout_s,
                api_key=key if self.api_key_env else None,
                model=self.model_name,
                instead=instead or SCRIPTED_INSTEAD,
            )

    @contextmanager
    def open(self, *, checked: bool = False) -> Iterator[ModelEndpoint]:
        """The endpoint; the scripted model runs on a thread of this process until the block ends.
        ``checked``: :meth:`check` passed just before, so ``GET /models`` is not asked twice."""
        if self.model_url:
            key = self.api_key()
            if not checked:
                check_reachable(
                    self.model_url,
                    self.check_timeout_s,
                    api_key=key if self.api_key_env else None,
                    model=self.model_name,
                )
            yield ModelEndpoint(
                base_url=self.model_url,
                model=self.model_name,
                api_key=key,
                api_key_env=self.api_key_env,
            )
            return
        from arena.model import Latency, ScriptedModelServer

        delay = Latency.parse(self.latency) if self.latency else None
        # Started for these runs, each on its own route: a request to the shared URL is refused
        # and filed under the runs in flight (arena.model.routes).
        with ScriptedModelServer(latency=delay, unrouted="runs") as server:
            yield ModelEndpoint(
                base_url=server.base_url, model=self.model_name, request_log=server.request_log
            )

    def as_job(self) -> dict[str, Any]:
        """The fields, as JSON for a child process (``ModelChoice(**job)`` rebuilds it)."""
        return msgspec.structs.asdict(self)


def run_key(adapter: str, item: EvalItem, repeat: int) -> str:
    """How the gateway tells one run's calls from another's."""
    return f"{adapter}~{item.id}~{repeat}".replace("/", "_")


def per_run(
    endpoint: ModelEndpoint, behaviour: str, seed: int, gateway: Gateway | None = None
) -> Callable[[str, EvalItem, int], ModelEndpoint] | None:
    """Each run's endpoint: for ``mix:...`` the behaviour drawn for its (item, repeat); through a
    gateway, a base URL of its own so its usage is counted apart."""
    from arena.model.mix import is_mix, parse_mix

    mix = parse_mix(behaviour) if is_mix(behaviour) else None
    if mix is None and gateway is None:
        return None

    def endpoint_for(adapter: str, item: EvalItem, repeat: int) -> ModelEndpoint:
        mine = endpoint
        if mix is not None:
            mine = msgspec.structs.replace(
                mine, model=f"scripted-{mix.draw(seed, item.id, repeat)}"
            )
        if gateway is not None:
            mine = msgspec.structs.replace(
                mine, run_url=gateway.base_url(run_key(adapter, item, repeat))
            )
        return mine

    return endpoint_for


@contextmanager
def through_gateway(
    endpoint: ModelEndpoint, *, timeout_s: float, retries: int, unrouted: str = "runs"
) -> Iterator[tuple[ModelEndpoint, Gateway]]:
    """A real endpoint behind the local gateway (retries, backoff, timeout, usage per run, and
    each run's model log: :mod:`arena.gateway_log`; ``unrouted``: who may call it off a run's
    route while runs are in flight, :meth:`arena.gateway_log.GatewayLog.off_route`)."""
    from arena.gateway import Gateway

    with Gateway(
        endpoint.base_url,
        endpoint.api_key,
        timeout_s=timeout_s,
        retries=retries,
        model=endpoint.model,
        unrouted=unrouted,
    ) as gw:
        through = msgspec.structs.replace(
            endpoint,
            base_url=gw.base_url(),
            api_key="sk-arena-gateway",
            origin_url=endpoint.origin_url or endpoint.base_url,
            request_log=gw.request_log,  # each run's model calls, as the scripted model logs them
        )
        yield through, gw


def parse_price(text: str | None) -> Price | None:
    """``--price IN,OUT``: US dollars per million input and output tokens."""
    if not text:  # before the import: arena.gateway brings httpx (and its CLI's pygments)
        return None
    from arena.gateway import Price

    try:
        given, taken = (float(x) for x in text.split(","))
    except ValueError:
        raise UserError(
            f"--price {text!r}: give dollars per million input and output tokens, e.g. 0.15,0.60"
        ) from None
    if given < 0 or taken < 0:
        raise UserError(f"--price {text!r}: prices cannot be negative")
    if not (given < math.inf and taken < math.inf):  # nan, inf: every cost was nan (users34)
        raise UserError(f"--price {text!r}: give finite prices, e.g. 0.15,0.60")
    return Price(given, taken)
