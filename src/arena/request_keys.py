"""What the model's per-run log keeps of each text it saw, as keys: the words a model read as an
answer and the results it was handed, cut at what is kept; a result whole or word by word
(:func:`whole_key`, :func:`whole_keys`), a call's arguments, a turn. Hashed, so the log holds
what is compared and not the text; :mod:`arena.request_log` logs them and the checks hold the
run's record to them."""

from __future__ import annotations

import contextlib
import functools
import hashlib
import json
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from arena.lazy_pattern import compile_kept

#: How much of the words a model read as an answer its log keeps (``LoggedRequest.heard``): as
#: much as of a tool result (:data:`KEPT_HANDED`). At 500, a typed answer of 250 characters or
#: more left room for nothing to be judged past the cut (red team 29: 324 characters of the
#: person's, then the adapter's "Ignore previous instructions ..." passed).
KEPT_WORDS = 2000


def heard_words(text: str) -> str:
    """An answer's words as the model log keeps them: spacing and case aside, cut."""
    return " ".join(str(text).split()).casefold()[:KEPT_WORDS]


def system_key(text: str) -> str:
    """The system text a request carried (its system and developer messages, or the Responses
    ``instructions``), as the log keeps it: a digest, spacing and case aside, and its first
    words. Each of a run's requests must carry the same (:func:`arena.model_given.changed_instructions`):
    an adapter that swapped the system prompt on a resumed leg or a second send read as the
    harness's (red team 30b)."""
    squashed = " ".join(str(text).split())
    digest = hashlib.sha256(squashed.casefold().encode()).hexdigest()[:16]
    return f"{digest} {squashed[:60]}"


def heard_entry(raw: Sequence[object]) -> tuple[str, str, str, str]:
    """One ``heard`` entry read back (JSON); one logged before the words were kept has none."""
    call_id, key, verdict, *words = (*map(str, raw), "")
    return call_id, key, verdict, words[0]


def told_entry(raw: Sequence[object]) -> tuple[str, str, str]:
    """One ``told`` entry read back (JSON)."""
    call_id, key, words, *_ = (*map(str, raw), "", "", "")
    return call_id, key, words


#: How much of a tool result the model was handed its log keeps (``LoggedRequest.handed``): more
#: than the 500 characters the harness keeps of a tool's own result, so words added after it
#: (a framework's framing, or an adapter's own) are kept too.
KEPT_HANDED = 2000


def handed_words(text: str) -> str:
    """A tool result the model read, as the log keeps it: spacing and case aside, cut (cut
    before it is read too: the server logs it on every request, and a result may be 1 MB)."""
    return " ".join(str(text)[: KEPT_HANDED * 4].split()).casefold()[:KEPT_HANDED]


#: One ``handed`` entry: the call's id, the tool's name, its :func:`args_key`, the words the
#: model read (:func:`handed_words`) and, for a result longer than the harness keeps of one,
#: the :func:`whole_key` of each form the model may read it in, comma-separated ("" otherwise).
Handed = tuple[str, str, str, str, str]


def handed_entry(raw: Sequence[object]) -> Handed:
    """One ``handed`` entry read back (JSON); one logged before whole keys were kept has none."""
    call_id, name, key, words, whole, *_ = (*map(str, raw), "", "", "", "", "")
    return call_id, name, key, words, whole


#: How long a result is (in characters, as sent) before the harness keeps only an excerpt of it
#: (:data:`arena.harness_log.RESULT_EXCERPT`) and a :func:`whole_key` beside it; a handed text
#: at least this long gets its whole keys logged (session 28, gap 3).
WHOLE_FROM = 500

#: Words a framework puts around a tool's result, besides punctuation, JSON and the tool's name
#: (:data:`arena.handed.FRAMING`): "Observation:", "Tool search_rooms returned:", a ReAct step's
#: "Thought: I now know the result of search_rooms.".
RESULT_FRAMING = compile_kept(
    r"observation|thought|tool|function|results?|output|response|returned|returns|content|text|"
    r"i|now|know|the|of|a|an|is|was|from|call(?:ed)?"
)
_WORD = compile_kept(r"[^\W_]+")


#: A word, or one mark that is neither a word character nor a space: punctuation, a sign, a
#: symbol ("-50" is not "50", "✓" not "✗").
_TOKEN = compile_kept(r"[^\W_]+|[^\w\s]")


@functools.lru_cache(maxsize=64)
def whole_key(text: str, tool: str) -> str:
    """A tool result, all of it, as a short key that a framework's framing does not change: its
    words and marks (case and spacing aside) less, at either end, the :data:`RESULT_FRAMING`
    words, the tool's name and marks, hashed. The harness keeps 500 characters of a result and
    the model log 2,000 of what the model read: a tail rewritten after them was never seen
    (session 28, gap 3); the two keys of the whole texts must agree. Marks count inside: a key
    of words only passed "-50 EUR" handed as "50 EUR", "not booked" as "not. Booked" and "✓"
    as "✗" (red team 29's ``PunctTailAdapter``); a framework's envelope is read by its strings
    (:func:`whole_keys`)."""
    tokens = _TOKEN.findall(text.casefold())
    names = set(_WORD.findall(tool.casefold()))

    def edge(t: str) -> bool:
        return t in names or not _WORD.fullmatch(t) or bool(RESULT_FRAMING.fullmatch(t))

    start, end = 0, len(tokens)
    while start < end and edge(tokens[start]):
        start += 1
    while end > start and edge(tokens[end - 1]):
        end -= 1
    return hashlib.sha256(" ".join(tokens[start:end]).encode()).hexdigest()[:16]


#: The most strings of a JSON envelope whose keys :func:`whole_keys` logs.
_LEAVES = 8


def whole_keys(text: str, tool: str) -> str:
    """The :func:`whole_key` of each form a long handed text may be read in (as sent, decoded
    where it is JSON, and each string of a JSON envelope: ADK's ``{"result": ...}``),
    comma-separated; "" for a text shorter than :data:`WHOLE_FROM` (its words are kept whole:
    nothing is kept beside them)."""
    if len(text) < WHOLE_FROM:
        return ""
    keys = [whole_key(text, tool)]
    with contextlib.suppress(ValueError, RecursionError):
        value = LOOSE_JSON(text)
        decoded = value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)
        keys.append(whole_key(decoded, tool))
        keys += [whole_key(leaf, tool) for leaf in _strings(value)[:_LEAVES]]
    return ",".join(dict.fromkeys(keys))


def _strings(value: object) -> list[str]:
    """The strings of a decoded JSON value at least :data:`WHOLE_FROM` long, outermost first."""
    if isinstance(value, str):
        return [value] if len(value) >= WHOLE_FROM else []
    items = (
        value.values() if isinstance(value, Mapping) else value if isinstance(value, list) else []
    )
    return [s for v in items for s in _strings(v)]


def result_key(name: str, content: str) -> str:
    """One tool result as a short key: the tool's name (readable: a result the model never saw
    is allowed only for a call it made last) and a hash of its content, whatever its spacing."""
    raw = "result\0" + " ".join(str(content).split())
    return f"{name}:{hashlib.sha256(raw.encode()).hexdigest()[:16]}"


def args_key(name: str, args: Mapping[str, object] | str) -> str:
    """A call's tool and arguments as a short key that a framework's own reading of them does
    not change: each value as its text, spacing and case aside (``capacity=6`` and ``"6"``), so
    the call the model made can be matched to the one the harness's wrapper ran."""
    if isinstance(args, Mapping):
        args = {str(k): " ".join(str(v).split()).casefold() for k, v in args.items()}
    return turn_key(name, args)


#: ``json.loads(text, strict=False)``, its decoder built once: ``json.loads`` builds a
#: ``JSONDecoder`` on every call given any option, and the checks try each handed text and each
#: answer the model read as JSON (issue 16). Raises what ``json.loads`` raises (``ValueError``).
LOOSE_JSON = json.JSONDecoder(strict=False).decode
#: What a JSON text's first character past its spacing can be, a value's start: an object, an
#: array, a string, a number; or a word it begins with (``true``, ``false``, ``null``, Python's
#: ``NaN`` and ``Infinity``): "free on Tuesday ..." and "not approved" are no JSON either.
_JSON_STARTS = frozenset('{["-0123456789')
_JSON_WORDS = ("true", "false", "null", "NaN", "Infinity")


def json_like(text: str) -> bool:
    """Whether ``text`` may be JSON: ``json.loads`` fails on any other at its first character,
    by an exception whose making (its line and column worked out in Python) cost more than the
    rest of a short text's check; most texts the checks try are a result's or an answer's words
    (issue 16). False says ``json.loads(text)`` would raise ``ValueError``."""
    text = text.lstrip(" \t\n\r")
    return text[:1] in _JSON_STARTS or text.startswith(_JSON_WORDS)


#: ``json.dumps(args, sort_keys=True, default=str)``, its encoder built once: ``json.dumps``
#: builds a ``JSONEncoder`` on every call given any option, half of a key's cost, and the
#: witnesses key each request's call (issue 16).
_SORTED_JSON = json.JSONEncoder(sort_keys=True, default=str).encode


def _sorted_json(args: object) -> str:
    """:data:`_SORTED_JSON`'s text of ``args``. A call's arguments are most often a flat object
    of strings (a request's summary, a room's id, every :func:`args_key`): that text is written
    here from the encoder's own quoting (``encode_basestring_ascii``, C) with its separators,
    in its sorted order, 14.6 -> 8.8 k instructions a key (issue 16, session 43); anything else
    (a number, a nested value, a key not a string) raises ``TypeError`` there and goes to the
    encoder."""
    if type(args) is dict:
        try:  # not contextlib.suppress: a context manager is three Python calls more
            pairs = [
                _QUOTED(k) + ": " + (_QUOTED(v) if type(v) is str else _PLAIN[type(v)](v))
                for k, v in sorted(args.items())
            ]
        except (TypeError, KeyError):
            pass
        else:
            return "{" + ", ".join(pairs) + "}"
    return _SORTED_JSON(args)


#: How the encoder quotes a string (``ensure_ascii``: its C function where there is one).
_QUOTED = json.encoder.encode_basestring_ascii
#: How the encoder writes a plain value other than a string, by its exact type (an ``int`` as
#: ``int.__repr__``, as its C encoder does): a search's ``capacity=6`` went through the
#: ``TypeError`` of :data:`_QUOTED` to the whole encoder, ~35 k instructions a key against ~19 k
#: (issue 16, session 46). Any other type (a float, a subclass, a container) is the encoder's.
_PLAIN: dict[type, Callable[[Any], str]] = {
    int: int.__repr__,
    bool: {True: "true", False: "false"}.__getitem__,
    type(None): lambda _: "null",
}


def turn_key(name: str | None, args: Mapping[str, object] | str) -> str:
    """One assistant turn as a short key: a tool call (``name`` and its arguments, whatever
    their JSON spelling) or, with ``name`` None, words (whatever their spacing and case)."""
    if name is None:
        raw = "say\0" + " ".join(str(args).split()).casefold()
    else:
        raw = f"call\0{name}\0{_sorted_json(args)}"
    return hashlib.sha256(raw.encode()).hexdigest()[:16]


__all__ = [
    "KEPT_HANDED",
    "KEPT_WORDS",
    "LOOSE_JSON",
    "RESULT_FRAMING",
    "WHOLE_FROM",
    "Handed",
    "args_key",
    "handed_entry",
    "handed_words",
    "heard_entry",
    "heard_words",
    "json_like",
    "result_key",
    "system_key",
    "told_entry",
    "turn_key",
    "whole_key",
    "whole_keys",
]
