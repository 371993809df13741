"""What a resume rebuilds from a stored run: its adapter, its model endpoint, its context.

The record is data, never code or credentials (:mod:`arena.runs.allow`): the tools module is
imported only if the operator's configuration allows it, and a real endpoint's URL and key
variable come from that configuration — a stored URL only selects one, a stored key-variable name
is never read. A scripted run gets a scripted server of its own (the recorded port died with the
process that ran it); the :class:`RunContext` comes back from the stored events, tool calls, open
requests, leg counter and session snapshot.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator, Sequence
from contextlib import ExitStack, contextmanager
from typing import TYPE_CHECKING, Any

import msgspec

from arena.adapters import AgentSpec, load_adapter
from arena.context import ModelEndpoint, RunContext
from arena.errors import EndpointUnreachable, UserError
from arena.model.process import ModelProcess
from arena.model.run_behaviour import hidden
from arena.model_endpoint import run_endpoint
from arena.runs.allow import Allow, NotAllowed, import_tools_module, load_allow
from arena.session import SessionLine
from arena.store.base import RequestRecord, RunOrigin, RunRecord, Store
from arena.types import ResumableRunner

if TYPE_CHECKING:
    from arena.gateway import Gateway

#: How long the gateway in front of a resumed run's real endpoint waits on a call that sends
#: nothing (``arena run``'s ``--call-timeout`` default): the leg's own timeout still ends a leg.
GATEWAY_TIMEOUT_S = 60.0
#: Its retries of a call answered 429/5xx or not at all (``arena run --retries``' default): every
#: adapter's own client retries nothing (the gateway is its only retry), so with none a resumed
#: leg met one 500 by failing an approved run for good (users55).
GATEWAY_RETRIES = 4


def check_endpoint(
    record: RunRecord,
    api_key_env: str | None = None,
    reached: set[str] | None = None,
    *,
    allow: Allow | None = None,
    endpoint_name: str | None = None,
) -> None:
    """Before a claim: the run's key variable is set here and its endpoint answers.

    Raises a UserError naming the variable or the URL; nothing is written, the run stays waiting
    with its answers. ``reached`` caches URLs already checked by this command.
    """
    spec = record.origin.endpoint
    configured = (allow or load_allow()).endpoint(spec)  # never the row's URL or variable
    if configured is None:
        return
    variable = configured.api_key_env
    if api_key_env and configured.name == endpoint_name:
        variable = api_key_env
    url = configured.base_url.rstrip("/")
    if variable and not os.environ.get(variable):
        raise UserError(
            f"run {record.id} takes its API key from ${variable}, which is not set here; set it "
            "(the key is never stored) and resume again"
        )
    if reached is not None and url in reached:
        return
    from arena.endpoint_preflight import check_reachable  # a real endpoint's: never a scripted run

    try:
        check_reachable(url, api_key=os.environ.get(variable) if variable else None)
    except EndpointUnreachable as exc:
        raise EndpointUnreachable(
            f"run {record.id}: {exc.args[0].split(';')[0]}; nothing was written, the run waits "
            "with its answers: resume it when the endpoint is back"
        ) from None
    if reached is not None:
        reached.add(url)


def rebuild_adapter(origin: RunOrigin, allow: Allow | None = None) -> ResumableRunner:
    """The run's adapter, built again from its name and the agent's tools module — imported only
    when the operator's configuration allows that module (NotAllowed otherwise)."""
    if not origin.tools_module:
        raise UserError(
            f"this run's agent cannot be rebuilt here (it was not started from an arena); "
            f"resume it with resume_run(..., adapter=<your {origin.adapter} adapter>)"
        )
    # checked, then imported, a failure said with its fix ("run from the folder that holds it
    # or set PYTHONPATH"), as docs/operator.md says: resume said only the ImportError (evals46)
    module = import_tools_module(origin.tools_module, allow)
    spec = AgentSpec.from_module(module, name=origin.arena or origin.item.id)
    return load_adapter(origin.adapter, spec)


def check_key_option(allow: Allow, endpoint_name: str | None, api_key_env: str | None) -> None:
    """``--api-key-env`` names a key for one endpoint the operator named, never for any run."""
    if api_key_env and not endpoint_name:
        raise UserError(
            f"--api-key-env {api_key_env} needs --endpoint NAME: the key goes only to runs on that "
            f"endpoint of the operator's configuration ({allow.path})"
        )
    if endpoint_name and endpoint_name not in allow.endpoints:
        named = ", ".join(sorted(allow.endpoints)) or "none"
        raise NotAllowed(
            f"--endpoint {endpoint_name}: not an endpoint of {allow.path} (configured: {named})"
        )


@contextmanager
def endpoints(
    records: Sequence[RunRecord],
    override: ModelEndpoint | None = None,
    api_key_env: str | None = None,
    *,
    allow: Allow | None = None,
    endpoint_name: str | None = None,
    model: ModelProcess | None = None,
) -> Iterator[Callable[[RunRecord], ModelEndpoint]]:
    """Endpoints for resumed runs: one scripted model for every run that used it — ``model``, when
    :func:`scripted_model` started it earlier, else a new one — in a process of its own.

    A run on a real endpoint continues on the operator's configured endpoint with that URL (a
    stored URL only selects it; NotAllowed when none matches) and the key from the variable the
    configuration names — or ``api_key_env`` for runs on ``endpoint_name`` (:func:`configured`),
    through a gateway that keeps its model log where its first legs' calls were logged
    (``EndpointSpec.logged``: judged on the same kind of evidence). A key-variable name stored in
    the run is never read.
    """
    if override is not None:
        # Its own URL on a server that logs per run (a caller's scripted endpoint): the model
        # log is the checks' witness, and a shared URL attributed the resumed leg's requests to
        # no run ("no model request in leg 2").
        yield lambda record: run_endpoint(override, record.id, record.origin.check_spec.gate)
        return
    allowed = allow or load_allow()
    with ExitStack() as stack:
        base_url, log = "", None
        if any(r.origin.endpoint.scripted for r in records):
            if model is None:
                model = stack.enter_context(ModelProcess())
            model.ready()
            base_url, log = model.base_url, model.request_log

        def endpoint_for(record: RunRecord) -> ModelEndpoint:
            spec = record.origin.endpoint
            if spec.scripted:  # its own URL on the server, so its requests are logged per run
                scripted = ModelEndpoint(base_url=base_url, model=spec.model, request_log=log)
                # Called by the ordinary name, the behaviour played on the run's route: a
                # resumed leg named it (scripted-stubborn) where the first legs did not.
                return run_endpoint(hidden(scripted), record.id, record.origin.check_spec.gate)
            real = configured(record, allowed, api_key_env, endpoint_name)
            if not spec.logged:  # its first legs had no log: the resumed ones none either
                return real
            through, gateway = gateway_for(real)
            # its own usage key on the gateway (/j/<run_id>/runs/<run_id>/v1): the resumed
            # leg's tokens and retries recorded as the first legs' are (users55)
            through = msgspec.structs.replace(through, run_url=gateway.base_url(record.id))
            routed[record.id] = gateway
            return run_endpoint(through, record.id, record.origin.check_spec.gate)

        gateways: dict[tuple[str, str, str], tuple[ModelEndpoint, Gateway]] = {}
        routed: dict[str, Gateway] = {}  # each resumed run's gateway, by run id

        def gateway_for(real: ModelEndpoint) -> tuple[ModelEndpoint, Gateway]:
            """The real endpoint behind a gateway of this resume's own, which keeps each resumed
            run's model log as ``arena run --model-url``'s does (gateway49): without it a resumed
            leg's booking was the model's or the adapter's "not known". It retries as
            ``arena run``'s does by default (:data:`GATEWAY_RETRIES`)."""
            from arena.endpoints import through_gateway

            key = (real.base_url, real.api_key, real.model)
            if key not in gateways:
                gateways[key] = stack.enter_context(
                    through_gateway(real, timeout_s=GATEWAY_TIMEOUT_S, retries=GATEWAY_RETRIES)
                )
            return gateways[key]

        def usage(run_id: str) -> dict[str, Any] | None:
            """The resumed legs' usage as the gateway recorded it (None: not through one)."""
            gateway = routed.get(run_id)
            return None if gateway is None else gateway.report(run_id)

        endpoint_for.usage = usage  # type: ignore[attr-defined]
        yield endpoint_for


def configured(
    record: RunRecord, allowed: Allow, api_key_env: str | None, endpoint_name: str | None
) -> ModelEndpoint:
    """The operator's configured endpoint a run on a real endpoint continues on (its stored URL
    only selects it), with the key from the variable the configuration names, or
    ``api_key_env`` for runs on ``endpoint_name``; :func:`endpoints` puts a gateway before it."""
    spec = record.origin.endpoint
    endpoint = allowed.endpoint(spec)
    assert endpoint is not None  # not scripted
    variable = endpoint.api_key_env
    if api_key_env and endpoint.name == endpoint_name:
        variable = api_key_env
    key = os.environ.get(variable) if variable else None
    return ModelEndpoint(
        base_url=endpoint.base_url.rstrip("/"), model=spec.model, api_key=key or "sk-none"
    )


def scripted_model(
    stack: ExitStack, record: RunRecord, override: ModelEndpoint | None
) -> ModelProcess | None:
    """Start the scripted model's process now if ``record`` runs on it: it gets ready on another
    core while this one imports the framework (:func:`endpoints` waits for it before a leg)."""
    if override is not None or not record.origin.endpoint.scripted:
        return None
    return stack.enter_context(ModelProcess())


def restore_context(
    store: Store, record: RunRecord, open_requests: Sequence[RequestRecord], endpoint: ModelEndpoint
) -> RunContext:
    """The run's context as its last leg left it, from the store alone."""
    events = store.events(record.id)
    calls = store.tool_calls(record.id)
    seq = max([e.seq for e in events] + [c.seq for c in calls] + [0])
    return RunContext(
        run_id=record.id,
        adapter=record.adapter,
        endpoint=endpoint,
        item_id=record.item_id,
        session=SessionLine.restore(store.snapshot(record.id)),
        leg=record.legs,
        events=list(events),
        tool_calls=list(calls),
        pending={r.id: r.request for r in open_requests},
        _seq=seq,
        # A request the resumed leg asks expires as the first leg's did (durable43).
        request_ttl_s=record.origin.request_ttl_s,
    )


__all__ = [
    "check_endpoint",
    "check_key_option",
    "endpoints",
    "rebuild_adapter",
    "restore_context",
    "scripted_model",
]
