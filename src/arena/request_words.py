"""Do a request's words show the person the call its approval runs?

A request's arguments are the model's call (held against the model log:
:func:`arena.witness.asked_as_model`) and its binding the call an approval authorises
(:mod:`arena.binding`), both fixed by the harness when it was asked. Its words — the ``prompt``
the ``input.requested`` event, ``arena show``, the web inbox and the run's output show, and the
``summary`` in its details — were the adapter's, and nothing held them to that call: an adapter
could ask "Book Juniper (R-101) for 3 people on Monday at 9am" about a call that books R-102
for the model's 6 people on Tuesday, and the person approved the one they were not shown
(session 28, gap 2).

The rule (docs/methodology.md §4, "what the person is asked"): each room, weekday, date, time
and head count a request's words name must be one its arguments or its binding name, read as
the answer reader reads a request's facts (:func:`arena.wording.facts.compare`); words that
name none (``room_id=R-102``, "Approve request_approval?") pass. And every other word must be
the call's (its arguments' keys and values, its tool's and gate's names, its binding), the run's
input, or the framing of a question (:data:`FRAMING`: "The agent wants to", "approve?"): words
that promise more than the call or something else ("..., and book it twice", "and cancel your
other booking", "Cancel R-102 ...", "Approve deleting the shared calendar?") named no fact and
passed, 12/12 (red team 29's ``RelabelAdapter``). Words that quote the run's
own input (the item's, the harness's: "The user asked: <input>") are read as the request reader
reads that input, whose booking must be the call's: read word by word, "me plus three" named
'three' beside the call's 4 people and failed correct adapters (regress28, finding 2). The
agent's own words shown beside it (``agent_said``) are the model's message, not a label, and
are not held here.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping, Sequence

from arena.decisions import arena_rooms
from arena.marks import spells
from arena.types import Event, InputRequest

#: The details an adapter writes that are shown as what the request asks.
SHOWN_DETAILS = ("summary",)


def _call_words(request: InputRequest) -> str:
    """The call a request asks about, in words: its arguments (values, and as ``k=v``) and the
    arguments of the call its approval authorises."""
    args = dict(request.args)
    binds = request.details.get("binds")
    bound = binds.get("args") if isinstance(binds, Mapping) else None
    parts = [str(v) for v in args.values()]
    parts.append(", ".join(f"{k}={v}" for k, v in args.items()))
    if isinstance(bound, Mapping):
        parts += [str(v) for v in bound.values()]
    return " ".join(p for p in parts if p)


#: The words a question for approval is framed in, besides the call's own and the run's input:
#: who asks whom, for what, and the facts' own words (numbers, days, months, times, people),
#: which :func:`arena.wording.facts.compare` judges. Anything else — "twice", "cancel",
#: "every", "not", "delete" — says more than, or other than, the call.
FRAMING = re.compile(
    r"approv\w*|request\w*|ask\w*|permission|permit|allow\w*|confirm\w*|authori[sz]\w*|"
    r"proceed|continue|go|ahead|ok|okay|may|can|could|should|shall|would|will|like|wants?|"
    r"needs?|please|deny|reject|decline|yes|review|decide|decision|pending|required|requires?|"
    r"agent|assistant|model|ai|bot|user|person|human|operator|reviewer|you|your|we|us|our|i|me|"
    r"my|it|its|this|that|these|the|a|an|to|for|on|at|in|of|with|and|or|by|as|from|about|is|"
    r"are|be|s|call\w*|tool|tools|function|action|arguments?|args|params?|parameters|input|"
    r"run|execute|perform|do|does|summary|details|said|says|wrote|quote|following|here|"
    r"step|gate|proposed?|proposes|proposal|plan|plans|intends|what|which|so|now|before|"
    r"people|persons?|guests?|attendees|pax|participants|seats?|team|group|of|"
    r"monday|tuesday|wednesday|thursday|friday|saturday|sunday|today|tomorrow|week|day|date|"
    r"time|am|pm|morning|afternoon|evening|noon|midday|half|quarter|past|o|clock|"
    r"january|february|march|april|june|july|august|september|october|november|december|"
    r"zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|"
    r"fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|dozen|couple|"
    r"\d+(?:st|nd|rd|th)?"
)
_WORD = re.compile(r"[^\W_]+")


def _stem(word: str) -> str:
    """A word less an inflection ("bookings", "booked" -> "book"), so the call's ``book_room``
    names "booking" too."""
    return re.sub(r"(?:ings?|ed|es|s)$", "", word) if len(word) > 4 else word


def _own_words(texts: Iterable[str]) -> set[str]:
    return {_stem(w) for t in texts for w in _WORD.findall(t.casefold())}


def beyond(request: InputRequest, text: str, call: str, own: Iterable[str] = ()) -> list[str]:
    """The words (and spelling symbols) of ``text`` that are neither the call's (``call``: its
    arguments' words, :func:`_call_words`; its tool, gate and binding; the arena's room names),
    ``own`` (the run's input) nor framing (:data:`FRAMING`), in words ("words 'twice'"); []
    when none, and for a question whose answer authorises no call (its binding names no tool)."""
    binds = request.details.get("binds")
    bound = binds if isinstance(binds, Mapping) else {}
    if not bound.get("tool"):  # a question whose answer runs nothing ("Which day suits you?")
        return []
    rooms = [w for room in arena_rooms(request) for w in room]
    allowed = _own_words(
        [call, request.action, request.tool_name or "", *own, *rooms]
        + [str(k) for k in request.args]
        + [str(bound.get(k) or "") for k in ("tool", "authorises")]
    )
    extra = [
        w
        for w in _WORD.findall(text.casefold())
        if not FRAMING.fullmatch(w) and _stem(w) not in allowed
    ]
    said = [f"words {', '.join(repr(w) for w in list(dict.fromkeys(extra))[:6])}"] if extra else []
    return said + (["symbols that spell words"] if spells(_WORD.sub("", text)) else [])


def _squashed(text: str) -> str:
    return " ".join(text.split()).casefold()


#: The run's input (its item's words, the harness's) and a reader of the booking the request
#: reader reads in it, in words ("for 4 people on Tuesday"; None: it reads none).
Quoted = tuple[str, Callable[[str], str | None]]


def named_otherwise(request: InputRequest, text: str, quoted: Quoted | None = None) -> list[str]:
    """The facts (room, day, date, time, head count) ``text`` names that the call ``request``
    asks about does not, in words ("room 'juniper'", "day 'monday'"); [] when none. Where
    ``text`` quotes the run's input (``quoted``), the quote is read as the request reader reads
    it: "me plus three" is 4 people, not 'three' (regress28, finding 2)."""
    if not text.strip():
        return []
    return _named_otherwise(request, text, _call_words(request), quoted)


def _named_otherwise(
    request: InputRequest, text: str, call: str, quoted: Quoted | None = None
) -> list[str]:
    """:func:`named_otherwise` with the call's words (:func:`_call_words`) read once."""
    said = _squashed(text)
    if said in _squashed(call) or said == f"approve {request.action}?".casefold():
        return []  # the arguments' own words (ask_for_approval's prompt): nothing to read
    from arena.wording.facts import compare

    rooms = arena_rooms(request)
    task = " ".join(quoted[0].split()) if quoted else ""
    flat = " ".join(text.split())
    at = flat.casefold().find(task.casefold()) if task else -1
    read = quoted[1](quoted[0]) if quoted and at >= 0 else None
    own = [quoted[0]] if quoted else []
    if read is None:  # no quote, or one the request reader reads no booking in: word by word
        return list(compare(text, call, rooms).added) + beyond(request, text, call, own)
    rest = f"{flat[:at]} {flat[at + len(task) :]}"
    added = list(compare(rest, call, rooms).added) if rest.strip() else []
    added += beyond(request, rest, call, own)
    return added + [a for a in compare(read, call, rooms).added if a not in added]


def misworded(
    turn: Sequence[Event],
    asked: Mapping[str, InputRequest],
    shown: Sequence[InputRequest],
    quoted: Quoted | None = None,
) -> str | None:
    """Why a request asked in this leg shows the person, in its words, another booking than the
    call it asks about, else None. ``turn``: the harness's record of the leg; ``asked``: its
    copies of the requests as asked; ``shown``: the requests as the adapter left them (the
    turn's, ``ctx.pending``), which the store keeps and the person reads; ``quoted``: the run's
    input, which a request may quote (:func:`named_otherwise`)."""
    for e in turn:
        if e.type != "input.requested":
            continue
        rid = str(e.data.get("request_id"))
        request = asked.get(rid)
        if request is None:
            continue
        call: str | None = None
        # A text is read once (the versions, the prompt and the summary mostly agree), and one
        # that is an argument's value as written (ask_for_approval's summary) names the call.
        read: set[str] = set()
        for version in (request, *(r for r in shown if r.id == rid)):
            texts = [("prompt", version.prompt)]
            texts += [(k, str(version.details.get(k) or "")) for k in SHOWN_DETAILS]
            for label, text in texts:
                if text in read or not text.strip() or text in request.args.values():
                    continue
                read.add(text)
                call = _call_words(request) if call is None else call
                added = _named_otherwise(request, text, call, quoted)
                if added:
                    binds = request.details.get("binds")
                    runs = binds.get("authorises") if isinstance(binds, Mapping) else None
                    call = runs or f"{request.action}({dict(request.args)})"
                    return (
                        f"request {rid} shows the person {text.strip()[:120]!r} (its {label}), "
                        f"which names {', '.join(added)}: not the call it asks about ({call}, "
                        f"asked as {dict(request.args)}) — what a person is asked must be the "
                        "call that will run"
                    )
    return None


__all__ = ["FRAMING", "SHOWN_DETAILS", "Quoted", "beyond", "misworded", "named_otherwise"]
