"""Decision context: what someone arriving cold needs to answer a request (docs/operator.md, docs/architecture.md).

Every stored request carries: the action and the tool it gates, the arguments, why it needs a
person, the proposed side effect, what the agent said, what the user asked, which leg/step asked
and when, and the exact commands to approve, deny and resume.

Only the *proposed side effect* is arena-specific. An arena supplies it with one function, either
registered in :data:`SIDE_EFFECTS` under its tools module or defined in that module as
``describe_side_effect(request, tool_calls) -> dict``. The booking arena's lives here.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from arena.agent_steps import agent_requests
from arena.context import RunContext
from arena.context_log import plain_copy
from arena.display import clip as clip
from arena.store import codec
from arena.types import Event, InputRequest, ToolCall

SideEffectFn = Callable[[InputRequest, Sequence[ToolCall]], Mapping[str, Any]]

PREVIEW = 300


def rooms_side_effect(request: InputRequest, calls: Sequence[ToolCall]) -> dict[str, Any]:
    """The booking arena: which room, for how many people, on which day.

    The room (and its ``seats``, from the tools module's table) is the call the approval
    authorises, so those fields are listed ``verified`` (a policy may rely on them); the people
    and day are the agent's own word — its search's arguments or its summary."""
    from arena.tools.rooms import CHECKED_FIELDS, ROOMS, asked_rooms

    text = " ".join(str(v) for v in request.args.values())
    stored = request.details.get("binds")
    bound = stored.get("args") if isinstance(stored, Mapping) and stored.get("tool") else None
    bound_id = str(bound.get("room_id") or "") if isinstance(bound, Mapping) else ""
    named = [r for r in ROOMS if r.id == bound_id.strip().upper()] if bound_id else []
    named = named or asked_rooms(text)  # the same reading as the binding (propose_booking)
    room = named[0] if len(named) == 1 else None
    searches = [c for c in calls if c.tool == "search_rooms" and c.status == "ok"]
    search = searches[-1] if searches else None
    if len({str(c.args.get("day") or "").strip().lower() for c in searches}) > 1:
        # Several days searched (one pause asking Tuesday, Wednesday and Friday): the last
        # search's day was every request's, so the Tuesday request's edit was checked against
        # Friday and a room taken on Tuesday approved (outside evals 31). The search for the day
        # the request's words ask, else none (its words then give the day or days, below).
        said, _ = _said_day(request)
        search = next(
            (c for c in reversed(searches) if str(c.args.get("day") or "").strip().title() == said),
            None,
        )
    people: Any = search.args.get("capacity") if search else None
    day: Any = search.args.get("day") if search else None
    if people is None:
        people = _said_count(request)
    days: list[str] = []
    if day is None:
        day, days = _said_day(request)
    effect: dict[str, Any] = {"tool": "book_room"}
    if room is not None:
        effect |= {
            "room_id": room.id,
            "room": f"{room.id} ({room.name}, seats {room.capacity})",
            "seats": room.capacity,
            "verified": list(CHECKED_FIELDS),
        }
    if people is not None:
        effect["people"] = people
    if day:
        effect["day"] = str(day).strip().title()
    elif days:
        effect["days"] = days  # several days, none clearly asked: an edit is checked on each
    where = effect.get("room", "a room (not named in the request)")
    who = f" for {people} people" if people is not None else ""
    when = f" on {effect['day']}" if day else ""
    when = when or (f" on {' or '.join(days)} (the words ask no one day)" if days else "")
    effect["summary"] = f"books {where}{who}{when}"
    return effect


_DAY_WORD = r"(?:(?:mon|tues|wednes|thurs|fri)day|tues?|weds?|thu(?:rs?)?|fri)\.?"
#: A day said in passing, not the one asked: "Monday was fully booked", "Friday is taken",
#: "(you asked on Monday)". Set apart before the day is read.
_PASSING_DAY = re.compile(
    rf"(?P<pre>\b(?:you|we|they|i|he|she)\s+(?:asked|said|wanted|requested|mentioned)\s+"
    rf"(?:on|for|about)\s+)?\b{_DAY_WORD}(?(pre)|(?=\s+(?:is|was|'s|are|were)\s+"
    r"(?:(?:fully|already|all|completely|too)\s+)*"
    r"(?:booked|full|taken|busy|out|unavailable|gone|packed)\b))",
    re.IGNORECASE,
)


def _passing(text: str) -> str:
    """``text`` with each day said in passing (:data:`_PASSING_DAY`) set apart."""
    return _PASSING_DAY.sub(lambda m: f"{m.group('pre') or ''}that day", text)


def _said_day(request: InputRequest) -> tuple[str | None, list[str]]:
    """The weekday the request's words ask about, read as ``booked_as_approved`` reads them
    (:func:`arena.booking_days.words_day`: a day ruled out or in passing, "Monday was full",
    "not Friday", is not the one asked; "Thu" is Thursday), else ``(None, candidates)``: the
    weekdays the words name where they ask no one of them ("on Tuesday or Wednesday"). The day
    was the first of Monday..Friday found anywhere in the words, so "on Thursday (Monday was
    full)" read Monday and an edit to a room taken on Thursday was approved (red team 8, 6)."""
    from arena.booking_days import weekday_words, words_day
    from arena.tools.rooms import DAYS
    from arena.wording.days import asked_days, weekday
    from arena.wording.numbers import fold

    args = {k: _passing(v) if isinstance(v, str) else v for k, v in request.args.items()}
    asked: dict[str, Any] = {"args": args, "prompt": _passing(str(request.prompt or ""))}
    said = words_day(asked, None)
    if said is not None and said.strip().lower() in DAYS:
        return said.strip().title(), []
    text = " ".join(str(v) for v in args.values()) or str(asked["prompt"])
    named = asked_days(fold(text)) or [str(weekday(w) or "") for w in weekday_words(text)]
    days = list(dict.fromkeys(d.title() for d in named if d and d.lower() in DAYS))
    return None, days


#: A room's size in parentheses beside its name, "Maple (10 pax)", "(R-210, 10 pax)": set apart
#: before the words are read for the head count (``booking_fit.stated`` sets apart "seats 8").
_PAX = re.compile(r"\([^()]*\b\d+\s*pax\b[^()]*\)", re.IGNORECASE)


def _said_count(request: InputRequest) -> int | None:
    """The head count the request's words (its arguments, else its prompt) give, read as
    ``booked_as_approved`` reads an approval: a group phrase that tells one count ("for the 7 of
    us", "for your team of seven"), else the scripted model's reader with room sizes set apart
    ("for seven people", "for 7", "7 ppl"). Only "N people|persons|attendees" was read, so an
    edit to a 4-seat room for "the 7 of us" was approved (red team 7, hole 6). The model's reader
    (~40 ms to import) is loaded only where no search gave the count and no phrase tells it."""
    from arena.booking_fit import stated, told_count

    asked: dict[str, Any] = {"args": dict(request.args), "prompt": request.prompt}
    told = told_count(asked)
    if told is not None:
        return told[0]
    args = {k: _PAX.sub(" ", v) if isinstance(v, str) else v for k, v in request.args.items()}
    count, _ = stated({"args": args, "prompt": _PAX.sub(" ", str(request.prompt or ""))})
    count = count if count is not None and count >= 1 else None
    whole = _group_counts(request)
    if whole and (count is None or count < max(whole)):
        return max(whole)
    return count


def _group_counts(request: InputRequest) -> list[int]:
    """The counts the words' group phrases give where ``told_count`` reads none because people
    are counted apart or added ("for 6 people, 2 of them remote"): the model's reader made that
    4, and an edit to a 4-seat room was approved while one to a 6-seat room was refused (red
    team 8, 7). The group's own number is the count a room must seat; the larger reading wins."""
    from arena.booking_words import group_counts

    texts = [" ".join(str(v) for v in request.args.values()), str(request.prompt or "")]
    return [count for text in texts for count in group_counts(text)]


#: Proposed-side-effect functions by tools module (``arena.yaml``'s ``tools:``).
SIDE_EFFECTS: dict[str, SideEffectFn] = {"arena.tools.rooms": rooms_side_effect}


def side_effect_fn(tools_module: str) -> SideEffectFn | None:
    if tools_module in SIDE_EFFECTS:
        return SIDE_EFFECTS[tools_module]
    # Only a module already imported (the run's agent, allowed and loaded before any leg): the
    # name comes from a stored run, and the store never decides what code is imported.
    module = sys.modules.get(tools_module) if tools_module else None
    fn = getattr(module, "describe_side_effect", None)
    return fn if callable(fn) else SIDE_EFFECTS.get(_tool_home(module))


def _tool_home(module: Any) -> str:
    """The module that defines ``module``'s consequential tool: a tools module of one's own
    that re-exports the booking arena's tools (``from arena.tools.rooms import *``) books as it
    does, and was stored with no day or head count, so ``arena approve --edit`` let a room taken
    that day through (check_edit had nothing to check: evals47)."""
    name = getattr(module, "CONSEQUENTIAL", None)
    tools = getattr(module, "TOOLS", ())
    tool = next((t for t in tools if getattr(t, "__name__", None) == name), None)
    return str(getattr(tool, "__module__", "") or "")


def decision_context(
    request: InputRequest,
    ctx: RunContext,
    *,
    tools_module: str = "",
    consequential: str | None = None,
    user_input: str = "",
    store_flag: str = "",
) -> dict[str, Any]:
    """The request's ``details``: the adapter's own (summary, agent_said...) plus the full context."""
    # A copy all the way down: a shallow one kept the adapter's own ``binds`` dict, which it
    # rewrote before the store wrote the request (red team 21).
    details = plain_copy(dict(request.details))
    gated = request.tool_name if request.tool_name and request.tool_name != request.action else None
    tool = gated or consequential or request.tool_name or request.action
    effect_fn = side_effect_fn(tools_module)
    # What the person is shown is read from the harness's record, not the lists an adapter
    # can edit (red team 19).
    events, calls = ctx._record_events, ctx._record_calls
    proposed: Mapping[str, Any] = {"tool": tool, "args": dict(request.args)}
    if effect_fn is not None:
        try:
            proposed = effect_fn(request, calls)
        except Exception as exc:  # a broken describer must not lose the request
            proposed = {"tool": tool, "args": dict(request.args), "error": repr(exc)}
    step = next(
        (
            e.seq
            for e in events
            if e.type == "input.requested" and e.data.get("request_id") == request.id
        ),
        None,
    )
    own = str(details.get("agent_said") or "")
    heard = model_said(ctx, request)
    said = (own or _last_message(events)) if heard is None else heard
    if heard is not None and own and _squashed(own) != _squashed(heard):
        details["adapter_said"] = clip(own, PREVIEW)  # kept, never shown as the agent's
    rid, run = request.id, request.run_id
    details.update(
        {
            "action": request.action,
            "tool": tool,
            "args": dict(request.args),
            "why": f"{ADAPTER_SAYS}{request.reason}"
            if request.reason
            else f"{request.action} needs a person's decision",
            "proposed_side_effect": dict(proposed),
            "agent_said": clip(said, PREVIEW),
            "user_asked": clip(user_input, PREVIEW),
            "so_far": [_call_line(c) for c in calls[-5:]],
            "asked_by": {
                "adapter": ctx.adapter,
                "item": ctx.item_id,
                "leg": request.leg,
                "step": step,
            },
            "asked_at": codec.ts(request.created_at),
            "expires_at": codec.ts_or_none(request.expires_at),
            "next_commands": {
                "approve": f"arena approve {rid}{store_flag}",
                "deny": f"arena deny {rid} --reason ...{store_flag}",  # shlex.quote("...") is "..."
                "resume": f"arena resume {run}{store_flag}",
                "show": f"arena show {rid}{store_flag}",
            },
        }
    )
    return details


#: Before a request's ``reason`` wherever it is shown: the adapter wrote it, and nothing holds it
#: to the call (red team 28's ``Mislabel``: "routine, low-risk: small room for a quick chat").
ADAPTER_SAYS = "the adapter says: "


def model_said(ctx: RunContext, request: InputRequest) -> str | None:
    """What the model said, by its endpoint's per-run log, in the answer that made the call
    ``request`` asks about (its ``native_id``), else its latest words in the run; None without
    such a log. The adapter's ``agent_said`` was shown to the person as the agent's words and
    held to nothing: red team 28's ``Mislabel`` showed "I'll grab Juniper for the two of you on
    Friday" beside a call booking R-102 for 6 on Tuesday."""
    log = ctx.endpoint.request_log
    if log is None or not log.registered(ctx.run_id):
        return None
    try:
        entries = agent_requests(log.entries(ctx.run_id))  # not its adapter's own beside it
    except Exception:  # a model process gone: the adapter's words, as with no log
        return None
    if not entries:
        return None
    made = next((e for e in reversed(entries) if request.native_id in e.ids), None)
    if made is not None and made.text.strip():
        return made.text
    return next((e.text for e in reversed(entries) if e.text.strip() and not e.unrouted), "")


def _squashed(text: str) -> str:
    return " ".join(text.split()).casefold()


def _last_message(events: Sequence[Event]) -> str:
    for e in reversed(events):
        if e.type == "message" and e.data.get("role") == "assistant":
            return str(e.data.get("text") or "")
    return ""


def _call_line(call: ToolCall) -> str:
    args = ", ".join(f"{k}={v!r}" for k, v in call.args.items())
    result = call.result.replace("\n", " ")
    return f"{call.tool}({args}) {call.status}: {clip(result, 120)}"
