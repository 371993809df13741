"""The pre-flight of an endpoint whose ``GET /models`` is absent: one minimal chat completion.

Some OpenAI-compatible endpoints list no models: proxies, Azure-style deployments, llama.cpp
builds and vLLM behind a gateway answer ``/models`` with 404 or 405, and the pre-flight refused
them all though their chat API worked. Where ``/models`` is absent, a one-token chat completion
with the run's model decides: it answers, and the runs go ahead (said once: the model's name was
not checked against a list); it does not, and the refusal names what each of the two answered.
"""

from __future__ import annotations

import sys
from typing import Any

#: The endpoints (base URL, model) already told that ``/models`` was skipped: said once each.
_SAID: set[tuple[str, str]] = set()
#: What the probe asks: the cheapest completion there is.
_ASK = [{"role": "user", "content": "Say OK."}]


def chat_answers(
    base_url: str, model: str, timeout_s: float, headers: dict[str, str], proxied: bool
) -> str | None:
    """None where ``POST /chat/completions`` with ``model`` answered a chat completion; else
    what it answered, as a refusal says it ("answered HTTP 404 Not Found (model 'x' not
    found)"). A provider that refuses ``max_tokens`` (newer OpenAI models) is asked again with
    ``max_completion_tokens``."""
    import httpx

    url = base_url.rstrip("/") + "/chat/completions"
    try:
        answer = None
        for limit in ("max_tokens", "max_completion_tokens"):
            body = {"model": model, "messages": _ASK, limit: 1}
            answer = httpx.post(
                url, json=body, timeout=timeout_s, headers=headers, trust_env=proxied
            )
            if answer.status_code != 400 or limit not in answer.text[:2000]:
                break
    except httpx.TimeoutException:
        return f"did not answer within {timeout_s:g}s"
    except httpx.HTTPError as exc:
        return f"failed ({type(exc).__name__})"
    assert answer is not None
    if answer.status_code == 200 and _is_completion(answer):
        return None
    if answer.status_code == 200:
        return "answered 200 without a chat completion (no 'choices' list)"
    said = error_message(answer)
    return f"answered HTTP {answer.status_code} {answer.reason_phrase}".rstrip() + (
        f" ({said})" if said else ""
    )


def without_models(
    base_url: str,
    response: Any,
    model: tuple[str, str],
    timeout_s: float,
    headers: dict[str, str],
    url_fix: str,
) -> None:
    """An endpoint whose ``GET /models`` answered ``response`` (404/405): go ahead where a
    minimal chat completion with ``model`` (its name, its flag) answers, said once; else refuse,
    naming what both answered and the fix: ``url_fix`` (the URL's) unless an API answered the
    chat completion with its own error (then the model's name or the key)."""
    from urllib.parse import urlsplit

    from arena.endpoint_blame import LOOPBACK
    from arena.endpoint_preflight import redact_url
    from arena.errors import EndpointUnreachable

    name, flag = model
    shown = redact_url(base_url)
    proxied = urlsplit(base_url).hostname not in LOOPBACK  # as GET /models was asked
    failed = chat_answers(base_url, name, timeout_s, headers, proxied)
    if failed is None:
        say_skipped(shown, response.status_code, name, flag)
        return
    fix = (
        f"check {flag} (the model or deployment name) and the key"
        if _api_error(failed)
        else url_fix
    )
    raise EndpointUnreachable(
        f"model endpoint {shown}: GET /models answered HTTP {response.status_code} "
        f"{response.reason_phrase}".rstrip()
        + f", and a chat completion with {flag} {name!r} {failed}; {fix}"
    )


def _api_error(failed: str) -> bool:
    """Whether the probe's answer was an API's own error about the call: a status other than
    404/405 with a JSON message, or one that names a model or deployment ("model 'x' not
    found"). A web server's plain "Not Found" is the URL's, not the model's."""
    if not failed.startswith("answered HTTP") or not failed.endswith(")"):
        return False
    said = failed.casefold()
    return not said.startswith(("answered http 404", "answered http 405")) or any(
        w in said.split("(", 1)[-1] for w in ("model", "deployment")
    )


def _is_completion(response: Any) -> bool:
    try:
        body = response.json()
    except ValueError:
        return False
    return isinstance(body, dict) and isinstance(body.get("choices"), list)


def error_message(response: Any) -> str:
    """The error an API put in its JSON answer (``{"error": {"message": ...}}`` or
    ``{"error": "..."}`` or ``{"detail": ...}``), cut to 100 characters; "" where there is none."""
    try:
        body = response.json()
    except ValueError:
        return ""
    if not isinstance(body, dict):
        return ""
    error = body.get("error", body.get("detail", body.get("message")))
    if isinstance(error, dict):
        error = error.get("message")
    if not isinstance(error, str) or not error.strip():
        return ""
    said = " ".join(error.split())
    return said if len(said) <= 100 else said[:99].rstrip() + "…"


def say_skipped(shown: str, status: int, model: str, model_flag: str) -> None:
    """Tell the user once (per endpoint and model) that ``/models`` was skipped, and why."""
    if (shown, model) in _SAID:
        return
    _SAID.add((shown, model))
    print(
        f"note: model endpoint {shown} has no GET /models (HTTP {status}); a chat completion "
        f"with {model_flag} {model!r} answered, so the runs go ahead (the model's name was not "
        "checked against a list)",
        file=sys.stderr,
    )


__all__ = ["chat_answers", "error_message", "say_skipped", "without_models"]
