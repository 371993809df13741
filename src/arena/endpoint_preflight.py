"""The pre-flight of a model endpoint: its URL, its key's variable, and one ``GET /models``.

A run against a real endpoint that cannot work (no server, a refused key, a URL without
``/v1``, a web page, a model it does not serve) failed every run, blamed on the agent; checked
here once, before the first run, with the URL (redacted) and the fix in the message. Kept apart
from :mod:`arena.endpoints` (which chooses the model and opens it where the runs happen): this
is what a chosen URL must pass. An endpoint with no ``/models`` is asked once by
:mod:`arena.endpoint_chat_probe`.
"""

from __future__ import annotations

import re
from typing import Any

from arena.errors import EndpointUnreachable, UserError

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
