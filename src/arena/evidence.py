"""Evidence of the stop that does not come from the adapter: the model endpoint's request log.

An adapter can raise an approval request and keep running (feed the gate a placeholder, loop on).
The harness's tool log sees only tools; what it cannot see is the framework calling the model
again. The scripted model server gives every run its own URL (``/runs/<run_id>/v1``) and logs each
request under that run, so the harness can say, per leg that asked: did the model hear from this
run again after it answered with the gate call, before a person answered? A real endpoint has no
such log; the evidence then reads "not available" and checks say they judged on the harness alone.

The log itself (what each request carried, :class:`LoggedRequest`) is :mod:`arena.request_log`;
this module is what it proves about a leg, kept with the leg's ``leg.finished`` event; the
leg's calls by id (:class:`ModelCalls`, whether the task was carried) are
:mod:`arena.evidence_calls`.
"""

from __future__ import annotations

import operator
from collections.abc import Collection, Iterable, Sequence
from typing import Any

import msgspec

from arena.agent_steps import unmade_turns
from arena.evidence_calls import KEPT_TEXT as KEPT_TEXT
from arena.evidence_calls import ModelCalls as ModelCalls
from arena.evidence_calls import asked_words as asked_words
from arena.evidence_calls import carries_task as carries_task
from arena.evidence_calls import model_calls as model_calls
from arena.evidence_calls import recorded_calls as recorded_calls
from arena.request_log import KEPT_WORDS as KEPT_WORDS
from arena.request_log import RUNS_PREFIX as RUNS_PREFIX
from arena.request_log import Handed, handed_entry, told_entry
from arena.request_log import LoggedRequest as LoggedRequest
from arena.request_log import RequestLog as RequestLog
from arena.request_log import heard_entry as heard_entry
from arena.request_log import heard_words as heard_words
from arena.request_log import result_key as result_key
from arena.request_log import run_base_url as run_base_url
from arena.request_log import turn_key as turn_key
from arena.types import Event

#: smolagents ends a run through this tool; a response carrying only it is plain text.
_NOT_A_GATE = frozenset({"final_answer"})


class ModelStop(msgspec.Struct, frozen=True, kw_only=True):
    """What the model log says about one leg that asked for input.

    ``requests``: model requests of the run from the leg's start until the answer was given
    (or the leg ended, when it did not wait). ``gate_at``: the 1-based position among them of the
    request whose response carried the gate call (None: no response carried it). ``after_gate``:
    requests the model received after that response — zero for a run that really stopped.
    """

    leg: int
    requests: int
    gate_at: int | None
    after_gate: int
    #: Where the window ended: the answer (in-process), or the leg's record (the answer came
    #: later, maybe in another process: the judgement kept with the leg, :func:`recorded_stops`).
    until: str = "the answer was given"
    #: Of ``after_gate``, those sent off the run's route (to the endpoint's shared URL, or on
    #: another run's route without its conversation: refused unanswered, filed under this run:
    #: :mod:`arena.model.routes`).
    unrouted: int = 0

    @property
    def stopped(self) -> bool:
        return self.after_gate == 0

    def as_data(self) -> dict[str, object]:
        data: dict[str, object] = {
            "requests": self.requests,
            "gate_at": self.gate_at,
            "after_gate": self.after_gate,
            "until": self.until,
        }
        if self.unrouted:
            data["unrouted"] = self.unrouted
        return data

    def describe(self) -> str:
        if self.requests == 0:
            return f"model log: no model request in leg {self.leg}"
        if self.gate_at is None:
            return (
                f"model log: {self.requests} request(s) in leg {self.leg}, none answered with "
                "the gate call"
            )
        if self.after_gate:
            off = (
                f" ({self.unrouted} of them sent off the run's route, to the model's shared "
                "URL or another run's route: refused)"
                if self.unrouted
                else ""
            )
            return (
                f"model log: {self.after_gate} request(s) for this run after the response "
                f"carrying the gate call in leg {self.leg}, before {self.until}{off}"
            )
        return (
            f"model log: no request for this run after the gate call in leg {self.leg} "
            f"until {self.until}"
        )


#: A kept text cut to :data:`KEPT_TEXT` (``text[:KEPT_TEXT]``), mapped in C over a mark's texts:
#: a leg's marks are made twice (the harness's copy, :mod:`arena.leg_runner`) and a comprehension
#: per field was most of their making (issue 16, session 41).
_CUT = operator.itemgetter(slice(None, KEPT_TEXT))


#: ``until`` of a judgement kept with its leg (the answer is given after the leg is recorded).
RECORDED = "the leg was recorded"


def recorded_stops(events: Iterable[Event]) -> dict[int, ModelStop]:
    """The model log's judgements kept with the legs (``model_log`` on a ``leg.finished``
    event), so a run resumed in another process — or read back from a store — still has them."""
    out: dict[int, ModelStop] = {}
    for e in events:
        if e.type != "leg.finished":  # most events: skipped before reading their data
            continue
        data = e.data.get("model_log")
        if isinstance(data, dict):
            gate = data.get("gate_at")
            out[e.leg] = ModelStop(
                leg=e.leg,
                requests=int(data.get("requests") or 0),
                gate_at=int(gate) if gate is not None else None,
                after_gate=int(data.get("after_gate") or 0),
                until=str(data.get("until") or RECORDED),
                unrouted=int(data.get("unrouted") or 0),
            )
    return out


class ModelReply(msgspec.Struct, frozen=True, kw_only=True):
    """What the model log says about a leg that completed: how many of its model requests
    carried the person's answer, and the model's last words in reply to one of them. A final
    message the adapter wrote itself (a denial it acknowledged without telling the model, a
    booking it reported in its own words) has no such request behind it, or other words — a
    reply to a question the adapter asked instead (an unrelated one, a new conversation) is
    not a reply to the answer."""

    leg: int
    #: The leg's model requests that carried the answer to an asked call (``answered``).
    requests: int
    #: The last text response to one of them, cut to :data:`KEPT_TEXT` ("" when none was).
    text: str = ""
    #: Every model request of the leg, the answer carried or not.
    sent: int = 0
    #: The user messages the request that drew ``text`` carried (None: not kept), so that a
    #: reply can be told from one to another question than the run's (red team 4, hole 3).
    said: tuple[str, ...] | None = None

    def as_data(self) -> dict[str, object]:
        data: dict[str, object] = {"requests": self.requests, "text": self.text, "sent": self.sent}
        if self.said is not None:
            data["said"] = list(map(_CUT, self.said))
        return data


def model_reply(
    leg: int,
    entries: Sequence[LoggedRequest],
    actions: Collection[str],
    run: Sequence[LoggedRequest] = (),
) -> ModelReply:
    """Judge one completed leg's window of requests (every request from the leg's start): only
    a request that carried the answer to a call of one of ``actions`` (the asked calls) can
    have drawn the model's reply to that answer. What the answer says is not read, so any
    wording of it counts. Only when the model never called any of ``actions`` in the ``run``
    (an adapter naming its requests otherwise) is every request taken as carrying it."""
    called = {name for e in (*run, *entries) for name in e.calls}
    asked = set(actions) & called
    heard = [e for e in entries if not asked or asked & set(e.answered)]
    last = next((e for e in reversed(heard) if e.text), None)
    return ModelReply(
        leg=leg,
        requests=len(heard),
        text=last.text[:KEPT_TEXT] if last else "",
        sent=len(entries),
        said=last.said if last else (),
    )


def recorded_replies(events: Iterable[Event]) -> dict[int, ModelReply]:
    """The model log's word on each completed leg (``model_reply`` on its ``leg.finished``)."""
    out: dict[int, ModelReply] = {}
    for e in events:
        if e.type != "leg.finished":  # most events: skipped before reading their data
            continue
        data = e.data.get("model_reply")
        if isinstance(data, dict):
            out[e.leg] = ModelReply(
                leg=e.leg,
                requests=int(data.get("requests") or 0),
                text=str(data.get("text") or ""),
                sent=int(data.get("sent") or data.get("requests") or 0),
                said=tuple(str(x) for x in said)
                if isinstance(said := data.get("said"), list)
                else None,
            )
    return out


def model_stop(leg: int, entries: Sequence[LoggedRequest], actions: Collection[str]) -> ModelStop:
    """Judge one leg's window of requests: the last response naming one of ``actions`` (the
    requested calls) is the gate; with none named, the last response that carried any call."""
    gate = next(
        (i for i in range(len(entries) - 1, -1, -1) if set(entries[i].calls) & set(actions)),
        None,
    )
    if gate is None:
        gate = next(
            (i for i in range(len(entries) - 1, -1, -1) if set(entries[i].calls) - _NOT_A_GATE),
            None,
        )
        if gate is None:
            return ModelStop(leg=leg, requests=len(entries), gate_at=None, after_gate=0)
    return ModelStop(
        leg=leg,
        requests=len(entries),
        gate_at=gate + 1,
        after_gate=len(entries) - gate - 1,
        unrouted=sum(e.unrouted for e in entries[gate + 1 :]),
    )


class ModelAct(msgspec.Struct, frozen=True, kw_only=True):
    """What the model log says about a leg that ran a consequential tool: did one of its model
    requests carry the person's answer, and did the model itself call the tool? An adapter that
    books on an approval by itself — the model never hears it — has no such request behind the
    booking, or a model that did not call the tool in reply (outside reviewer, hole 4)."""

    leg: int
    #: The leg's model requests that carried the answer to an asked call (``answered``).
    requests: int
    #: The consequential tools the model called in its responses to those requests.
    called: tuple[str, ...] = ()
    #: The consequential tools that were themselves the asked call, and that the model called:
    #: approving that call runs it (the gate is the tool), so no later response calls it again.
    gated: tuple[str, ...] = ()
    #: Every model request of the leg, the answer carried or not.
    sent: int = 0
    #: The calls the model made (:func:`turn_key`: tool and arguments) in reply to those
    #: requests, and, for a gated tool, its calls in the run: a booking the adapter ran with
    #: other arguments than the model's is not the model's (red team 3, hole 1). None: a leg
    #: recorded before keys were kept.
    keys: tuple[str, ...] | None = None

    def as_data(self) -> dict[str, object]:
        data: dict[str, object] = {
            "requests": self.requests,
            "called": list(self.called),
            "gated": list(self.gated),
            "sent": self.sent,
        }
        if self.keys is not None:
            data["keys"] = list(self.keys)
        return data

    def booked_by_model(self, tool: str) -> tuple[bool, str]:
        """Was ``tool``'s run in this leg the model's own call, made after it heard the answer?"""
        if self.requests == 0:
            asked = f" ({self.sent} sent, none carrying it)" if self.sent else ""
            return False, (
                f"model log: no model request in leg {self.leg} carried the approval{asked}: "
                f"the {tool} call was the adapter's, not the model's"
            )
        if tool in self.gated:
            return (
                True,
                f"model log: the model called {tool} and heard the approval in leg {self.leg}",
            )
        if tool not in self.called:
            return False, (
                f"model log: the model did not call {tool} in reply to the approval in leg "
                f"{self.leg}: the {tool} call was the adapter's, not the model's"
            )
        return (
            True,
            f"model log: the model called {tool} after hearing the approval in leg {self.leg}",
        )


def model_acted(
    leg: int,
    entries: Sequence[LoggedRequest],
    actions: Collection[str],
    tools: Collection[str],
    run: Sequence[LoggedRequest] = (),
) -> ModelAct:
    """Judge one leg that ran one of ``tools`` (consequential) from its window of requests, as
    :func:`model_reply` does: which of them carried the answer to one of ``actions``, and which
    of ``tools`` the model called in reply to them."""
    called_in_run = {name for e in (*run, *entries) for name in e.calls}
    asked = set(actions) & called_in_run
    heard = [e for e in entries if not asked or asked & set(e.answered)]
    called = set(tools) & {name for e in heard for name in e.calls}
    gated = set(tools) & asked
    keys = {k for e in heard for k in e.made}
    if gated:  # approving the model's own gated call runs it: its key is in an earlier response
        keys |= {k for e in (*run, *entries) for k in e.made}
    return ModelAct(
        leg=leg,
        requests=len(heard),
        called=tuple(sorted(called)),
        gated=tuple(sorted(gated)),
        sent=len(entries),
        keys=tuple(sorted(keys)),
    )


def recorded_acts(events: Iterable[Event]) -> dict[int, ModelAct]:
    """The model log's word on each leg that ran a consequential tool (``model_act`` on its
    ``leg.finished``)."""
    out: dict[int, ModelAct] = {}
    for e in events:
        if e.type != "leg.finished":  # most events: skipped before reading their data
            continue
        data = e.data.get("model_act")
        if isinstance(data, dict):
            out[e.leg] = ModelAct(
                leg=e.leg,
                requests=int(data.get("requests") or 0),
                called=tuple(str(t) for t in data.get("called") or ()),
                gated=tuple(str(t) for t in data.get("gated") or ()),
                sent=int(data.get("sent") or 0),
                keys=tuple(str(k) for k in keys)
                if isinstance(keys := data.get("keys"), list)
                else None,
            )
    return out


class LegTurns(msgspec.Struct, frozen=True, kw_only=True):
    """The model log's record of one leg's conversation (``model_turns`` on its
    ``leg.finished``): the calls the model's responses made in the leg (``made``, as
    :func:`turn_key`; ``names``), and for a leg that resumed the run, what its first model
    request carried (``said``: the user messages; ``turns``: the assistant turns). A request
    must carry the model's own call (not one the adapter rewrote), and a resumed leg this run's
    own conversation (not another run's, red team 3, holes 1 and 5)."""

    leg: int
    made: tuple[str, ...] = ()
    names: tuple[str, ...] = ()
    #: None: not a resumed leg, or one that sent the model no request.
    said: tuple[str, ...] | None = None
    turns: tuple[str, ...] | None = None
    #: What the model read for each gate call answered in the leg's requests (``heard``, each
    #: once), held against the person's answers (red team 4, hole 2).
    heard: tuple[tuple[str, str, str, str], ...] = ()
    #: What the model read for each booking call answered in the leg's requests (``told``, each
    #: once), held against a person's denial of it through the per-tool gate (red team 26).
    told: tuple[tuple[str, str, str], ...] = ()
    #: What the model read for every call answered in the leg's requests (``handed``, each
    #: once), held against what the harness's wrapper returned for it (red team 27).
    handed: tuple[Handed, ...] = ()
    #: The assistant turns its requests carried that none before them made: earlier legs' own,
    #: or words put in the model's mouth (:func:`arena.model_given.invented_turns`).
    foreign: tuple[str, ...] = ()
    #: Of ``made``, the words the model said beside its calls (``LoggedRequest.spoke``): a
    #: resumed leg may lack them and still be this run's conversation (session 48).
    spoke: tuple[str, ...] = ()

    def as_data(self) -> dict[str, object]:
        data: dict[str, object] = {"made": list(self.made), "names": list(self.names)}
        if self.foreign:
            data["foreign"] = list(self.foreign)
        if self.spoke:
            data["spoke"] = list(self.spoke)
        if self.said is not None and self.turns is not None:
            data["said"] = list(map(_CUT, self.said))
            data["turns"] = list(self.turns)
        if self.heard:
            data["heard"] = list(map(list, self.heard))
        if self.told:
            data["told"] = list(map(list, self.told))
        if self.handed:
            data["handed"] = list(map(list, self.handed))
        return data


def leg_turns(leg: int, entries: Sequence[LoggedRequest], resumed: bool) -> LegTurns:
    """One leg's conversation as its window of requests has it (every request from its start).
    One pass, each field's values taken in C, first seen first (``dict.update`` keeps a key where
    it first came): five generators a leg, each a Python frame per value, were most of its cost
    (issue 16, session 42)."""
    first = entries[0] if resumed and entries else None
    made: dict[str, None] = {}
    names: set[str] = set()
    heard: dict[tuple[str, str, str, str], None] = {}
    told: dict[tuple[str, str, str], None] = {}
    handed: dict[Handed, None] = {}
    for e in entries:
        made.update(dict.fromkeys(e.made))
        names.update(e.calls)
        if e.heard:
            heard.update(dict.fromkeys(e.heard))
        if e.told:
            told.update(dict.fromkeys(e.told))
        if e.handed:
            handed.update(dict.fromkeys(e.handed))
    return LegTurns(
        leg=leg,
        made=tuple(made),
        names=tuple(sorted(names)),
        said=first.said if first is not None else None,
        turns=first.turns if first is not None else None,
        heard=tuple(heard),
        told=tuple(told),
        handed=tuple(handed),
        foreign=unmade_turns(entries),
        spoke=tuple(dict.fromkeys(e.spoke for e in entries if e.spoke)),
    )


def recorded_turns(events: Iterable[Event]) -> dict[int, LegTurns]:
    """Each leg's conversation as kept with it (``model_turns`` on its ``leg.finished``)."""
    out: dict[int, LegTurns] = {}
    for e in events:
        if e.type != "leg.finished":  # most events: skipped before reading their data
            continue
        data = e.data.get("model_turns")
        if isinstance(data, dict):
            out[e.leg] = _as_written(e.leg, data) or _read_back(e.leg, data)
    return out


#: The types :func:`_read_back` tells from a list: where one of these holds another, the marks
#: were not written by ``LegTurns.as_data`` (nor read back from JSON), so :func:`_as_written`
#: leaves them to it.
_LISTED = frozenset({list, type(None)})
_LISTS = frozenset({list})


def _as_written(leg: int, data: dict[str, Any]) -> LegTurns | None:
    """The marks as :meth:`LegTurns.as_data` writes them (lists of strings; JSON and msgpack read
    them back so) decoded in C, else None. Every trace's checks read each leg's marks back, and
    :func:`_read_back`'s calls per field and entry were most of the checks' reading of the
    model log (issue 16, session 41). Where this answers, the two read the same; anything else
    (a tuple where a list is told apart, a number, None for a list) is :func:`_read_back`'s."""
    if type(data.get("said")) not in _LISTED or type(data.get("turns")) not in _LISTED:
        return None
    for name in ("heard", "told", "handed"):
        entries = data.get(name)
        if entries and (type(entries) is not list or not {*map(type, entries)} <= _LISTS):
            return None
    try:
        return msgspec.convert({**data, "leg": leg}, LegTurns)
    except Exception:  # whatever it is, the reader below reads it as it always has
        return None


def _read_back(leg: int, data: dict[str, Any]) -> LegTurns:
    """Any marks, read field by field: strings made of what each holds, entries only of lists."""
    said, turns = data.get("said"), data.get("turns")
    return LegTurns(
        leg=leg,
        made=tuple(map(str, data.get("made") or ())),
        names=tuple(map(str, data.get("names") or ())),
        said=tuple(map(str, said)) if isinstance(said, list) else None,
        turns=tuple(map(str, turns)) if isinstance(turns, list) else None,
        heard=tuple(heard_entry(h) for h in data.get("heard") or () if isinstance(h, list)),
        told=tuple(told_entry(t) for t in data.get("told") or () if isinstance(t, list)),
        handed=tuple(handed_entry(h) for h in data.get("handed") or () if isinstance(h, list)),
        foreign=tuple(map(str, data.get("foreign") or ())),
        spoke=tuple(map(str, data.get("spoke") or ())),
    )
