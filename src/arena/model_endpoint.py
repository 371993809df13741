"""Where a run's model is: an OpenAI-compatible endpoint, with the scripted model's per-run log.

Its own module so that what only names an endpoint (settings, results, the bench) need not load
the run context; :mod:`arena.context` re-exports it.
"""

from __future__ import annotations

import msgspec

from arena.request_log import RUNS_PREFIX, RequestLog, run_base_url

#: The key and the model name a run reaches the harness's scripted model with: words a local
#: OpenAI-compatible server could be reached with, none naming the harness. An adapter read
#: ``scripted-compliant`` (and ``sk-arena-scripted``, ``fp_scripted``) and could gate only then,
#: skipping the gate against a real model (evidence54, a defeat device no check saw).
SCRIPTED_KEY = "sk-no-key-required"
CALLED_AS = "chat-model"


class ModelEndpoint(msgspec.Struct, frozen=True, kw_only=True):
    """An OpenAI-compatible endpoint: our scripted server by default, any real one by URL.

    Equal, hashed and shown without its request log (what a dataclass field with
    ``compare=False, repr=False`` was; a struct is cheaper to define, see :mod:`arena.types`).
    """

    base_url: str
    model: str
    api_key: str = SCRIPTED_KEY
    #: The per-run request log: the scripted server's, or the gateway's in front of a real
    #: endpoint (:mod:`arena.gateway_log`); None for a real endpoint reached directly.
    request_log: RequestLog | None = None
    #: The environment variable the key came from: stored with a run so a resume finds it again.
    api_key_env: str | None = None
    #: The real endpoint behind a local gateway (``arena.gateway``): what a stored run records,
    #: since the gateway's port dies with the process that ran it. The harness's alone: a run's
    #: context hands its adapter the endpoint without it (:func:`run_endpoint`), since a client
    #: built on it goes around the gateway's count (red team 17).
    origin_url: str | None = None
    #: One run's own URL on a server that counts requests per run (the scripted model's
    #: ``/runs/<run_id>/v1``, the gateway's per-run path). Frameworks' clients are built for
    #: ``base_url``, shared by every run; the leg's route sends each request here
    #: (:mod:`arena.deadline`). None: requests go to ``base_url`` as they are.
    run_url: str | None = None

    @property
    def url(self) -> str:
        """Where this run's requests go: its own URL, else the shared one."""
        return self.run_url or self.base_url

    @property
    def route(self) -> tuple[str, str] | None:
        """(shared base URL, the run's URL) for :func:`arena.deadline.leg_deadline`."""
        return (self.base_url, self.run_url) if self.run_url else None

    def _key(self) -> tuple[str, str, str, str | None, str | None, str | None]:
        return (
            self.base_url,
            self.model,
            self.api_key,
            self.api_key_env,
            self.origin_url,
            self.run_url,
        )

    def __eq__(self, other: object) -> bool:
        if type(other) is not ModelEndpoint:
            return NotImplemented
        return self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def __repr__(self) -> str:
        return (
            f"ModelEndpoint(base_url={self.base_url!r}, model={self.model!r}, "
            f"api_key={self.api_key!r}, api_key_env={self.api_key_env!r}, "
            f"origin_url={self.origin_url!r}, run_url={self.run_url!r})"
        )

    def describe(self) -> str:
        return f"{self.model} @ {self.base_url}"

    def for_run(self, run_id: str) -> ModelEndpoint:
        """This endpoint as one run sees it: its own URL on a server that logs per run (the
        shared ``base_url`` stays what frameworks' clients are built for). Registers nothing:
        an adapter holds this endpoint, and a route it makes here is refused by a server that
        serves runs (:func:`run_endpoint` is the harness's)."""
        if self.request_log is None:
            return self
        # Under the gateway's own per-run URL (its usage key, ``/j/<key>/v1``) where one is
        # set: the run's route nests in it (``/j/<key>/runs/<run_id>/v1``), counted and logged.
        keyed = self.run_url if self.run_url and RUNS_PREFIX not in self.run_url else None
        return msgspec.structs.replace(self, run_url=run_base_url(keyed or self.base_url, run_id))


def run_endpoint(endpoint: ModelEndpoint, run_id: str, gate: str = "") -> ModelEndpoint:
    """Harness only: ``endpoint.for_run(run_id)``, the run registered with the model's log, so
    the server serves its route until the run is forgotten; ``gate``: the arena's gate call,
    whose answers the log keeps as heard ("" or ``request_approval``: the rooms' own).

    Trust boundary: an adapter may use what its context hands it (``ctx`` and everything its
    public attributes reach, methods included) and that cannot register a route; this function,
    which it is not handed, and private (underscore) internals are out of its scope, as patching
    arena's functions is (red team 14, finding 1: ``ctx.endpoint.for_run`` registered).

    The endpoint it returns, which the run's context hands the adapter, has no ``origin_url``:
    the real URL behind the gateway is the harness's record (the store's, from the endpoint the
    harness keeps), not an address for the adapter's client (red team 17)."""
    routed = endpoint.for_run(run_id)
    if routed.origin_url is not None:
        routed = msgspec.structs.replace(routed, origin_url=None)
    if routed.request_log is not None and routed.run_url is not None:
        routed.request_log._register(run_id, "" if gate == "request_approval" else gate)
    return routed


__all__ = ["ModelEndpoint", "run_endpoint"]
