"""Whose failure a failed run is: the harness's own record that the model endpoint failed a call
of the run, never the run's error text (an adapter writes that itself: red team 15).

The report (:mod:`arena.report`) puts a run on the endpoint only with this record
(docs/methodology.md, "real endpoints").
"""

from __future__ import annotations

import contextlib
import json
import re
from collections.abc import Mapping

from arena.lazy_pattern import compile_kept

#: The scripted model's behaviours that answer every request with an error
#: (:data:`arena.model.policy.BEHAVIOURS`' ``Faulty`` ones; a test holds the two alike).
FAILING_BEHAVIOURS = frozenset({"http500", "garbage"})
#: This machine's names: no proxy reaches an endpoint there, so calls to one never take
#: HTTP_PROXY (with a proxy set, a local --model-url read 'unreachable', users32).
LOOPBACK = frozenset({"127.0.0.1", "localhost", "::1"})
#: The injected faults (:mod:`arena.model.faults`) whose answer a client cannot read: every
#: transport fault, and a body of invalid UTF-8.
_UNREADABLE = ("transport",)
_UNREADABLE_GROUPS = ("body",)


#: Modules whose exceptions mean the model endpoint answered with an error (or not at all).
_CLIENTS = ("openai", "httpx", "httpx2", "httpcore")


def from_endpoint(exc: BaseException) -> bool:
    """Whether ``exc`` or an exception it was raised from is the model client's: frameworks wrap
    it (langchain-openai's ``OpenAIAPIError`` over openai's ``InternalServerError``), and the
    wrapper's name alone read as the agent's own failure. An adapter that catches its
    framework's wrapper of every model call's failure asks it too: smolagents wraps its own
    error on an answer it got (no ``usage``) as it wraps the client's (users54). Words only: the
    run is put on the endpoint by the gateway's record alone (:func:`endpoint_failed`)."""
    seen: set[int] = set()
    stack: list[BaseException] = [exc]
    while stack and len(seen) < 50:
        e = stack.pop()
        if id(e) in seen:
            continue
        seen.add(id(e))
        name = type(e).__name__
        undecodable = isinstance(e, ValueError) and name in (
            "JSONDecodeError",
            "UnicodeDecodeError",
        )
        if type(e).__module__.split(".")[0] in _CLIENTS or "Connection" in name or undecodable:
            return True
        stack.extend(x for x in (e.__cause__, e.__context__) if x is not None)
    return False


def endpoint_failed(extra: Mapping[str, object], model: str, task: str) -> str | None:
    """The harness's own record that the model endpoint failed a call of this run, in words, or
    None. Never the run's error text: an adapter writes that itself (``ctx.finish(error=...)``)
    and could put its own give-up on the endpoint (red team 15).

    Behind ``--model-url`` the gateway counts each run's model calls that failed after every
    retry (``extra["usage"]["errors"]``: unreachable, refused key, 5xx, a cut stream; see
    :func:`endpoint_fault` for which calls count) and whether the run's last model call was one
    (``last_failed``): both must say so. The scripted
    model fails a run only as the harness told it to: a failing behaviour assigned to the run
    (``extra["behaviour"]``, else the recorded model's name) or a fault its model name or its
    item's input (``[fault:<name>]``) selects; and only a request that came on the run's route
    (``extra["model_requests"]``, from the run's model log: :func:`arena.runner.run_item`) met
    it. The assignment alone is no record: an adapter that gave up before calling the model
    under ``--behaviour http500`` wrote its endpoint error itself (session 21)."""
    usage = extra.get("usage")
    if isinstance(usage, Mapping):
        errors = usage.get("errors")
        if not isinstance(errors, int) or isinstance(errors, bool) or errors <= 0:
            return None
        # The failed call must be the run's last model call: one failed call bought early (or
        # a failure the run got past) is no record that the endpoint ended the run (red team
        # 20). Records from before the gateway kept it hold no "last_failed": their count stands.
        if usage.get("last_failed", True) is not True:
            return None
        return f"the endpoint failed the run's last model call ({errors} failed in all)"
    requests = extra.get("model_requests")
    if not isinstance(requests, int) or isinstance(requests, bool) or requests <= 0:
        return None  # no request of the run reached the scripted model: nothing it failed
    if "behaviour" in extra:
        behaviour = extra["behaviour"]
    else:
        behaviour = model.removeprefix("scripted-") if model.startswith("scripted-") else None
    if behaviour in FAILING_BEHAVIOURS:
        return (
            f"the scripted model answered the run's {requests} request(s) with the failing "
            f"behaviour {behaviour!r} the harness gave it"
        )
    if "fault" in model or "[fault:" in task:
        from arena.model.faults import Fault, fault_for

        fault = fault_for(model, task.encode("utf-8", "replace"))
        if isinstance(fault, Fault) and (
            fault.kind in _UNREADABLE or fault.group in _UNREADABLE_GROUPS
        ):
            return (
                f"the harness injected the fault {fault.name!r} into the run's model endpoint, "
                f"which {requests} request(s) of the run met"
            )
    return None


# -- whose failure one call through the gateway is (arena.gateway) -------------------------------

#: The paths (under ``/v1``) a run's model calls take: Chat Completions and Responses. What the
#: endpoint answers on any other (``/models/<id>``, ``/embeddings``, a made-up one) answers a
#: request the adapter chose to make, no call of the run's model: never the endpoint's record
#: (red team 20: ``GET /models/no-such-model`` with the run's model in the body got a 404
#: ``model_not_found`` counted as the endpoint failing the run).
MODEL_PATHS = frozenset({"chat/completions", "responses"})
#: Request headers that carry a credential: the gateway sends the harness's key, never the
#: adapter's, so these are not forwarded (an adapter's own ``api-key`` refused 401 would read as
#: the harness's key refused).
CREDENTIAL_HEADER = compile_kept(r"auth|api[-_]?key|cookie|token|secret", re.IGNORECASE)
#: Request headers that pick an account of the caller's choosing (``OpenAI-Organization``,
#: ``OpenAI-Project``): forwarded, but a 401/403 on a call that carried one may refuse the
#: adapter's choice, not the harness's key, so it is the caller's.
ACCOUNT_HEADER = compile_kept(r"organi[sz]ation|project|account|tenant", re.IGNORECASE)
#: 4xx answers that are the endpoint's (or its account's) failure, not the request's:
#: 401/403 refuse the key the harness holds (the adapter sends the gateway's placeholder),
#: 402 says the account has no credit, 408/409/429 are transient states the gateway retried
#: (timed out, a lock conflict, a rate limit) still there after every retry. 404 is the
#: endpoint's only about the run's own model. Every other 4xx (400 bad request, 405 wrong
#: method, 413 too large, 415/422 a body the endpoint cannot take, ...) refuses what the caller
#: sent: the adapter's.
ENDPOINT_4XX = frozenset({401, 402, 403, 408, 409, 429})
#: Answers that are not meant to be JSON (audio, images, files): their body is not judged.
_BINARY = ("audio/", "image/", "video/", "application/octet-stream")


def asked_model(body: bytes) -> str | None:
    """The model a request's JSON body names, or None."""
    with contextlib.suppress(ValueError, AttributeError):
        asked = json.loads(body or b"{}").get("model")
        return asked if isinstance(asked, str) else None
    return None


def model_call(method: str, path: str, asked: str | None, given: str | None) -> bool:
    """Whether a request is one of the run's model calls, the only kind whose failure is the
    endpoint's record: a POST on a :data:`MODEL_PATHS` path naming the model the runs were
    configured with (``given``, the harness's; None: any named model). A request elsewhere, or
    for another model, is one the adapter chose: what it gets back is the adapter's doing."""
    if method.upper() != "POST" or path.strip("/") not in MODEL_PATHS or asked is None:
        return False
    return given is None or asked == given


def endpoint_fault(status: int, answer: bytes, own_account: bool = False) -> bool:
    """Whether an answer of ``status`` to one of the run's model calls (:func:`model_call`) is
    the endpoint failing it (``errors``) rather than refusing the caller's request
    (``refused``). A 404 is the endpoint's when it is about the model (OpenAI's
    ``model_not_found``, vLLM's and Ollama's "model ... not found"): the call named the run's
    own model, which the pre-flight found listed; a 404 on a path is the caller's. A 401/403 is
    the caller's when the call carried an account header the adapter chose (``own_account``)."""
    if status < 400:
        return False
    if status in (401, 403) and own_account:
        return False
    if status >= 500 or status in ENDPOINT_4XX:
        return True
    if status == 404:
        return b"model" in answer[:4096].lower()
    return False


def readable(data: bytes, content_type: str) -> bool:
    """Whether a 2xx non-streamed answer is one a client can use: a JSON object without an
    ``error`` (an HTML page or an error under 200 is a failed call), or a binary by its type."""
    if content_type.lower().startswith(_BINARY):
        return True
    try:
        parsed = json.loads(data)
    except ValueError:
        return False
    return isinstance(parsed, dict) and not parsed.get("error")


def off_spec(answer: object, part: str = "message") -> str | None:
    """Why a Chat Completions answer (``part`` "message") or stream chunk (``part`` "delta")
    breaks the shape every client reads, in words ("whose ..."), or None: a tool call whose
    ``function.arguments`` is not a string of JSON (an object, as a hand-written server sends
    it), one with no ``type`` or ``id`` in a whole answer, or ``tool_calls`` that is not a
    list. Each framework failed on it in its own words
    ("the JSON object must be str ... not dict", "1 validation error for AIMessage") and the
    summary told the user to fix the adapters (users54). Anything else is left to the clients:
    a call with no arguments, a Responses API answer, an empty ``choices``."""
    choices = answer.get("choices") if isinstance(answer, dict) else None
    for choice in choices[:16] if isinstance(choices, list) else ():
        said = choice.get(part) if isinstance(choice, dict) else None
        calls = said.get("tool_calls") if isinstance(said, dict) else None
        if calls is None:
            continue
        if not isinstance(calls, list):
            return f"whose {part}.tool_calls is a JSON {_json_kind(calls)}, not a list"
        for call in calls[:64]:
            if why := _call_off_spec(call, whole=part == "message"):
                return why
    return None


def _call_off_spec(call: object, *, whole: bool) -> str | None:
    """:func:`off_spec` for one tool call; ``whole``: an answer's, whose ``type`` and ``id`` the
    API always sends (a stream's delta sends them once, in its first chunk): with no ``type``
    pydantic-ai's client refused the whole answer, "3 validation errors for ChatCompletion"."""
    fn = call.get("function") if isinstance(call, dict) else None
    name = repr(str(fn.get("name"))[:40]) if isinstance(fn, dict) else "(unnamed)"
    args = fn.get("arguments") if isinstance(fn, dict) else None
    if args is not None and not isinstance(args, str):
        return (
            f"whose tool call {name} has arguments as a JSON {_json_kind(args)}, not a string "
            "(the Chat Completions API sends a string of JSON)"
        )
    if not whole or not isinstance(call, dict):
        return None
    if (kind := call.get("type")) not in ("function", "custom"):
        said = "no type" if kind is None else f"type {str(kind)[:20]!r}"
        return f"whose tool call {name} has {said} (the Chat Completions API sends 'function')"
    if not isinstance(call.get("id"), str):
        return f"whose tool call {name} has no id (the Chat Completions API sends a string)"
    return None


def _json_kind(value: object) -> str:
    """A JSON value's kind, as the JSON spec names it."""
    kinds = ((bool, "boolean"), (dict, "object"), (list, "array"), (str, "string"))
    return next((k for t, k in kinds if isinstance(value, t)), "number")


def unusable(status: int, data: bytes, content_type: str, location: str = "") -> str | None:
    """The words for a model call's non-streamed answer no client can use, or None: a 2xx that
    is not :func:`readable` (an HTML page), or a redirect away from the API (a 3xx whose
    ``Location`` is no chat path: an SSO sending every chat call to its login page, which the
    gateway relayed uncounted, users39). A redirect to another chat path is answered there."""
    if 300 <= status < 400 and location:
        to = location.split("?", 1)[0].split("#", 1)[0]  # a login page's ?next= can carry a token
        if to.rstrip("/").endswith(("/chat/completions", "/responses")):
            return None
        return f"HTTP {status}, a redirect to {to or 'another page'}"
    if 200 <= status < 300 and not readable(data, content_type):
        start = " ".join(data[:60].decode("utf-8", "replace").split())
        kind = content_type or "no content type"
        return f"HTTP {status} ({kind}) starting {start or '(nothing)'}"
    if 200 <= status < 300 and b"tool_calls" in data:
        with contextlib.suppress(ValueError):
            if why := off_spec(json.loads(data)):
                return f"HTTP {status}, a chat completion {why}"
    return None


def off_spec_event(line: bytes) -> str | None:
    """:func:`off_spec` for one server-sent line of a Chat Completions stream."""
    if not line.startswith(b"data:") or b"tool_calls" not in line:
        return None
    with contextlib.suppress(ValueError):
        return off_spec(json.loads(line[5:].strip()), "delta")
    return None


def is_event(line: bytes) -> bool:
    """Whether one server-sent line is a chunk a client can use (a JSON object, not an error)."""
    if not line.startswith(b"data:"):
        return False
    with contextlib.suppress(ValueError):
        data = json.loads(line[5:].strip())
        return isinstance(data, dict) and not data.get("error") and data.get("type") != "error"
    return False


# -- a call the adapter made costly or crowded (red team 21) -------------------------------------

#: The most output one model call may ask for (``max_tokens``, ``max_completion_tokens`` or
#: ``max_output_tokens``, times ``n``) and still have its failure put on the endpoint. An endpoint
#: takes time (and rate-limit budget) in proportion to the output it may generate: red team 21's
#: adapter asked for 20,000 tokens non-streamed, timed out under ``--call-timeout 2`` and read
#: "2 of 2 runs failed on a model endpoint error". The agents in this task ask for a few hundred
#: tokens a step, and the frameworks set no cap at all; 8,192 leaves room for any of them.
MAX_BLAMED_OUTPUT = 8192
#: The largest request body (bytes) whose failure is the endpoint's: an input of more than about
#: 100,000 tokens is the caller's choice (a 429 "request too large" on tokens per minute).
MAX_BLAMED_BODY = 512 * 1024
_BUDGET = ("max_tokens", "max_completion_tokens", "max_output_tokens")
_CHOICES = ("n", "best_of")


def costly(body: bytes) -> str | None:
    """Why a model call is one the caller made unusually expensive (its failure then the
    caller's), or None: an output budget over :data:`MAX_BLAMED_OUTPUT` (several answers asked
    for count each, ``n`` with no budget counts as over), or a body over :data:`MAX_BLAMED_BODY`.
    A budget that is not a number is the caller's too. No budget at all is ordinary: the
    frameworks send none."""
    if len(body) > MAX_BLAMED_BODY:
        return f"a request body of {len(body)} bytes (over {MAX_BLAMED_BODY})"
    try:
        sent = json.loads(body or b"{}")
    except ValueError:
        return None
    if not isinstance(sent, dict):
        return None
    asked = [sent[k] for k in _BUDGET if sent.get(k) is not None]
    many = [sent[k] for k in _CHOICES if sent.get(k) not in (None, 1)]
    if not asked and not many:
        return None
    numbers = [v for v in asked + many if isinstance(v, int | float) and not isinstance(v, bool)]
    if len(numbers) < len(asked) + len(many) or not asked:
        return f"an output budget of {asked or many} (not a number, or several answers uncapped)"
    total = max(asked) * max([1, *many])
    if total > MAX_BLAMED_OUTPUT:
        return f"an output budget of {total:g} tokens (over {MAX_BLAMED_OUTPUT})"
    return None


#: How many requests one run may have in flight at once, and send in :data:`CROWD_WINDOW_S`
#: seconds, and still have a failure that load explains (a timeout, 408/409/429, a 5xx) put on
#: the endpoint. An agent asks the model one step at a time; a run past either bound flooded
#: the endpoint itself, and a rate limit or a queue it then meets is its own doing.
MAX_IN_FLIGHT = 4
MAX_RECENT = 30
CROWD_WINDOW_S = 60.0
#: Answers no load explains: the key, the account, the model. Crowding changes nothing for them.
NOT_LOAD = frozenset({401, 402, 403, 404})
