"""Choosing the model: the scripted server by default, any OpenAI-compatible URL otherwise, checked
once as a :class:`ModelChoice` and opened where the runs happen."""

from __future__ import annotations

import math
import os
import re
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

import msgspec
from msgspec.structs import force_setattr

from arena.context import ModelEndpoint
from arena.errors import EndpointUnreachable, NotFound, UserError
from arena.types import EvalItem

if TYPE_CHECKING:
    from arena.gateway import Gateway, Price


#: What an environment variable's name looks like (POSIX: letters, digits, underscore).
_ENV_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
#: How well-known API keys start: a value like these is the key itself, not a variable's name.
_KEY_PREFIXES = ("sk-", "sk_", "pk_", "rk_", "ghp_", "gho_", "github_pat_", "hf_", "xox", "AIza")


def redact_url(url: str) -> str:
    """:func:`arena.provenance.redact_url`, imported only when a message prints a URL."""
    from arena.provenance import redact_url as redact

    return redact(url)


def check_key_env_name(name: str, flag: str = "--api-key-env") -> None:
    """Refuse a key given where its variable's NAME belongs, without echoing it: the message
    printed ``--api-key-env sk-proj-...`` back and suggested ``export sk-proj-...=`` (tester 17).
    An empty name (``--api-key-env "$VAR"`` with VAR unset) sent no key at all, unsaid (users32)."""
    if not name.strip():
        raise UserError(
            f"{flag} is empty (a $VARIABLE that expanded to nothing?): give the NAME of the "
            f"variable holding the key, e.g. {flag} OPENAI_API_KEY, or leave {flag} out for an "
            "endpoint that needs no key"
        )
    if _ENV_NAME.fullmatch(name) and not name.startswith(_KEY_PREFIXES):
        return
    raise UserError(
        f"{flag} takes the NAME of a variable holding the key, not the key (what was given is "
        f"not shown): export OPENAI_API_KEY=<your key>, then pass {flag} OPENAI_API_KEY"
    )


def check_scheme(url: str, flag: str = "--model-url") -> None:
    """A URL without ``http://`` (``localhost:18750/v1``) was tried as one and said "unreachable
    (UnsupportedProtocol)": refuse it first, naming the URL that was meant (its password not)."""
    import re
    from urllib.parse import urlsplit

    try:
        parts = urlsplit(url)
        parts.port  # noqa: B018 - raises for a port that is no number in 0-65535
    except ValueError as exc:  # 'http://[::1' raised from urlsplit as a traceback (users35)
        shown = re.sub(r"(?<=://)[^/@]*@", "***@", url)  # no password, however malformed
        raise UserError(
            f"{flag} {shown!r} is not a URL that can be reached ({exc}); give one such as "
            "http://127.0.0.1:8000/v1"
        ) from None
    if parts.scheme.lower() in ("http", "https") and "://" in url:
        return
    shown = redact_url(url) if "://" in url else redact_url(f"http://{url}")[len("http://") :]
    guess = f"; did you mean http://{shown}?" if "://" not in url else ""
    raise UserError(f"{flag} needs http:// or https:// (got {shown!r}){guess}")


#: What an unreachable endpoint's error offers instead, where the arena is the scripted model's.
SCRIPTED_INSTEAD = "or leave it out to use the built-in scripted model"


def check_reachable(
    base_url: str,
    timeout_s: float = 5.0,
    api_key: str | None = None,
    flags: tuple[str, ...] = ("--model-url", "--api-key-env", "--call-timeout"),
    *,
    model: str | None = None,
    model_flag: str = "--model",
    instead: str = SCRIPTED_INSTEAD,
) -> None:
    """Fail fast, with the URL in the message, when nothing answers there, the key is refused,
    it answers too slowly, answers anything but 200 (a 404 from a URL without ``/v1``: every run
    failed on it instead, blamed on the agent), answers what is not an OpenAI-compatible API (a
    web page, other JSON), or does not serve ``model``. ``flags`` name the options that gave the
    URL, the key's variable and the wait, ``model_flag`` the model's (the pytest plugin's);
    ``instead``: what else the user may do where nothing answers there."""
    check_scheme(base_url, flags[0])
    shown = redact_url(base_url)  # a user:password in the URL is never printed
    import httpx  # here: `arena list` and `arena --help` start without an HTTP client

    url = base_url.rstrip("/") + "/models"
    headers = {"Authorization": f"Bearer {api_key}"} if api_key else {}
    try:
        response = httpx.get(url, timeout=timeout_s, headers=headers, trust_env=_proxied(url))
    except httpx.TimeoutException as exc:
        wait = f"raise {flags[2]} to wait longer" if len(flags) > 2 else "try again later"
        raise EndpointUnreachable(
            f"model endpoint {shown} did not answer GET /models within {timeout_s:g}s "
            f"({type(exc).__name__}): it is slow or stuck; {wait}, or check {flags[0]}"
        ) from None
    except httpx.HTTPError as exc:
        if _plain_http(exc) and base_url[:8].lower() == "https://":
            plain = redact_url("http://" + base_url[8:])
            raise EndpointUnreachable(
                f"model endpoint {shown} speaks plain http, not https (its answer to the TLS "
                f"handshake was no TLS: SSL WRONG_VERSION_NUMBER): use http://, {flags[0]} {plain}"
            ) from None
        if isinstance(exc, httpx.RemoteProtocolError | httpx.ReadError):
            # an SSH or database port: it answered, so "unreachable" sent the user to check a
            # server that was up (users51)
            said = f": {str(exc)[:80].rstrip('.')}" if str(exc) else ""
            raise EndpointUnreachable(
                f"model endpoint {shown} took the connection but gave no HTTP answer to GET "
                f"/models ({type(exc).__name__}{said}): something other than a model server "
                f"listens there (SSH, a database, an https:// one); check the port in {flags[0]}"
            ) from None
        raise EndpointUnreachable(
            f"model endpoint {shown} is unreachable ({type(exc).__name__}); check {flags[0]}, "
            f"{instead}"
        ) from None
    if response.status_code in (401, 403) and not api_key:  # nothing to check: none was sent
        raise EndpointUnreachable(
            f"model endpoint {shown} needs an API key (HTTP {response.status_code}): pass "
            f"{flags[1]} VAR with VAR set to the key"
        )
    if response.status_code in (401, 403):
        raise EndpointUnreachable(
            f"model endpoint {shown} refused the API key (HTTP {response.status_code}); check "
            f"the variable {flags[1]} names"
        )
    if response.status_code in (404, 405) and model is not None:
        from arena.endpoint_chat_probe import without_models  # a proxy, llama.cpp (checks55)

        fix = _status_fix(shown, response, flags[0])
        without_models(base_url, response, (model, model_flag), timeout_s, headers, fix)
        return
    if response.status_code != 200:
        raise EndpointUnreachable(
            f"model endpoint {shown}: GET /models answered HTTP {response.status_code} "
            f"{response.reason_phrase}".rstrip()
            + f"; {_status_fix(shown, response, flags[0])}"
        )
    if not _lists_models(response):
        kind = response.headers.get("content-type", "").split(";")[0].strip() or "no content type"
        raise EndpointUnreachable(
            f"model endpoint {shown} is not an OpenAI-compatible API: GET /models answered "
            f"{kind} without a list of models (an OpenAI API answers JSON with a 'data' list); "
            f"check {flags[0]} (it usually ends in /v1)"
        )
    if model is not None:
        _check_served(base_url, response, model, model_flag, timeout_s, headers)


def _plain_http(exc: BaseException) -> bool:
    """Whether the TLS handshake behind ``exc`` met a server that answered in plain HTTP: OpenSSL
    reads its "HTTP/1.1 ..." as a record of an unknown version. ``--model-url https://`` to a
    plain-http server read 'unreachable (ConnectError)', as if nothing listened there (fixes35b)."""
    import ssl

    seen: set[int] = set()
    link: BaseException | None = exc
    while link is not None and id(link) not in seen:
        if isinstance(link, ssl.SSLError) and link.reason == "WRONG_VERSION_NUMBER":
            return True
        seen.add(id(link))
        link = link.__cause__ or link.__context__
    return False


def _proxied(url: str) -> bool:
    """Whether a call to ``url`` may go through the environment's proxy (``HTTP_PROXY``): not to
    this machine, which a proxy cannot reach: with a proxy set, ``--model-url
    http://127.0.0.1:8000/v1`` (a local server) read 'unreachable (ConnectError)' (users32)."""
    from urllib.parse import urlsplit

    from arena.endpoint_blame import LOOPBACK

    return urlsplit(url).hostname not in LOOPBACK


def _status_fix(base_url: str, response: Any, url_flag: str) -> str:
    """The likely fix for a ``/models`` that answered neither 200 nor a refused key."""
    status = response.status_code
    if 300 <= status < 400 and response.headers.get("location"):
        return _moved_fix(base_url, str(response.headers["location"]), url_flag)
    if status in (404, 405):
        base = base_url.rstrip("/")
        if base.endswith("/v1"):  # or one whose chat API lists no models (users54)
            return f"no OpenAI-compatible API answers there; check {url_flag}"
        if "/v1/" in base:
            return f"a base URL ends in /v1: try {url_flag} {base.split('/v1/')[0]}/v1"
        return f"is /v1 missing from the URL? try {url_flag} {base}/v1"
    if status == 429:
        return "the endpoint is rate limiting this key; wait and try again"
    if status >= 500:
        return f"the endpoint failed; try again later, or check {url_flag}"
    return f"an OpenAI-compatible API answers 200 with its list of models; check {url_flag}"


def _moved_fix(base_url: str, location: str, url_flag: str) -> str:
    """The fix for a ``/models`` answered with a redirect. Only one to another ``/models`` is the
    API moved; one to anywhere else is a sign-in or proxy page in front of it, where "it moved
    to /login?next=/v1: give that as --model-url" sent the user to a login page (users39). A
    relative address is said whole (``/v2/models`` from ``http://h/v1``: ``http://h/v2``)."""
    from urllib.parse import urljoin, urlsplit

    target = urljoin(base_url.rstrip("/") + "/models", location.strip())
    parts = urlsplit(target)
    if parts.path.rstrip("/").endswith("/models") and not parts.query:
        where = redact_url(target.rstrip("/").removesuffix("/models"))
        return f"it moved to {where}: give that as {url_flag}"
    page = redact_url(f"{parts.scheme}://{parts.netloc}{parts.path}")
    return (
        f"it redirects to {page}, a page, not the API (a login or proxy page in front of it?): "
        f"give {url_flag} the API's own base URL (often ending in /v1), one that answers JSON"
    )


def _check_served(
    base_url: str, response: Any, model: str, model_flag: str, timeout_s: float, headers: Any
) -> None:
    """Refuse a model the endpoint's non-empty list does not hold (a typo failed every run with
    404 'model not found'), unless ``GET /models/<model>`` still knows it (an alias, a provider
    prefix, the scripted server's ``fault-<name>``)."""
    import difflib
    from urllib.parse import quote

    import httpx

    ids = [m["id"] for m in response.json()["data"] if isinstance(m, dict) and "id" in m]
    ids = [i for i in ids if isinstance(i, str)]
    if not ids or model in ids or model.rsplit("/", 1)[-1] in ids:
        return
    try:
        url = f"{base_url.rstrip('/')}/models/{quote(model)}"
        answer = httpx.get(url, timeout=timeout_s, headers=headers, trust_env=_proxied(url))
    except httpx.HTTPError:
        answer = None
    if answer is not None and _is_model_object(answer):
        return
    close = difflib.get_close_matches(model, ids, n=3, cutoff=0.4)
    if close:
        hint = "did you mean " + " or ".join(repr(c) for c in close) + "?"
    else:
        more = f" and {len(ids) - 8} more" if len(ids) > 8 else ""
        hint = "it serves " + ", ".join(repr(i) for i in ids[:8]) + more
    raise EndpointUnreachable(
        f"model endpoint {redact_url(base_url)} does not serve {model_flag} {model!r} (not in GET /models): "
        f"{hint}"
    )


def _is_model_object(response: Any) -> bool:
    """Whether ``GET /models/<id>`` answered one model (200, a JSON object with a string ``id``).
    A server that answers every GET with its list (or any 200 page) knows no model by that: its
    200 once let every ``--model`` through, and every run then failed with 404."""
    if response.status_code != 200:
        return False
    try:
        body = response.json()
    except ValueError:
        return False
    return isinstance(body, dict) and isinstance(body.get("id"), str) and "data" not in body


def _lists_models(response: Any) -> bool:
    """Whether an answer of ``/models`` is the OpenAI shape: a JSON object with a ``data`` list."""
    try:
        body = response.json()
    except ValueError:
        return False
    return isinstance(body, dict) and isinstance(body.get("data"), list)


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
