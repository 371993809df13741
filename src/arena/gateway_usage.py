"""A run's traffic through the gateway (:mod:`arena.gateway`): its :class:`Usage` (requests,
retries, failures, tokens summed from each answer or server-sent event, a count that is not a
whole number kept apart), its cost at a :class:`Price`, and the runs whose usage is unknown
because none of their requests came through the gateway (:func:`usage_unknown`) or whose
endpoint reported no token counts in some or all of its answers (:func:`usage_unreported`)."""

from __future__ import annotations

import contextlib
import json
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

#: Why a run's usage is unknown when none of its requests came through the gateway: zero would
#: read as measured, and an adapter that builds its own client on the endpoint's URL (it is in
#: the command line) makes every figure zero by going around the gateway (red team 17).
NOT_SEEN = (
    "no model request of this run reached the arena's gateway: usage unknown; "
    "the adapter may call the endpoint directly"
)


@dataclass
class Usage:
    """One run's traffic through the gateway."""

    requests: int = 0  # calls the adapter made
    attempts: int = 0  # calls sent upstream (requests + retries)
    retries: int = 0
    input_tokens: int = 0
    output_tokens: int = 0
    errors: int = 0  # model calls the endpoint failed (after every retry): the endpoint's record
    refused: int = 0  # calls failed for what the caller chose (its request, path, model, account)
    last_failed: bool = False  # the run's last model call was one the endpoint failed
    waited_s: float = 0.0  # time spent backing off
    invalid_usage: int = 0  # answers whose usage held a count that is not a whole number >= 0
    invalid_example: str = ""  # the first such count, as reported ("prompt_tokens=-5000000")
    unreadable: str = ""  # the last model call's 2xx answer no client can read, in words
    #: Model calls' 2xx answers relayed, and how many of them reported token counts: an
    #: endpoint that sends no ``usage`` gave 0 tokens read as measured and a $0 cost (users55).
    answers: int = 0
    reported: int = 0

    def add_usage(self, usage: Any) -> bool:
        """Sum one answer's token counts (Chat Completions' or Responses' names). An answer with
        a count that is not a whole number >= 0 (negative, fractional, text, true) adds nothing
        and is counted apart: its other count cannot be trusted either. True: it reported
        counts (valid or not), so the answer's usage is no unknown."""
        if not isinstance(usage, dict):
            return False
        names = ("prompt_tokens", "input_tokens", "completion_tokens", "output_tokens")
        if all(usage.get(n) is None for n in names):
            return False
        counts = [
            _count(usage, "prompt_tokens", "input_tokens"),
            _count(usage, "completion_tokens", "output_tokens"),
        ]
        bad = next((f"{k}={v!r}" for k, v in counts if not _valid(v)), None)
        if bad is not None:
            self.invalid_usage += 1
            self.invalid_example = self.invalid_example or bad[:80]
            return True
        self.input_tokens += counts[0][1]
        self.output_tokens += counts[1][1]
        return True

    def answered(self, reported: bool) -> None:
        """Count one model call's 2xx answer, and whether it reported its token counts."""
        self.answers += 1
        self.reported += reported

    def unreported(self) -> str:
        """Why the run's token counts are not the whole of it, in words ("" : they are)."""
        if self.reported >= self.answers:
            return ""
        if not self.reported:
            return (
                f"the endpoint reported no token usage in its {self.answers} answer(s): "
                "tokens and cost unknown, not 0"
            )
        return (
            f"usage partly reported: {self.reported} of {self.answers} responses; "
            "tokens and cost count those only"
        )


def _count(usage: dict[str, Any], *names: str) -> tuple[str, Any]:
    """The first of ``names`` the answer reported (not null, not 0), and its value; none: 0."""
    return next(((n, usage[n]) for n in names if usage.get(n) not in (None, 0)), (names[0], 0))


def _valid(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


@dataclass(frozen=True)
class Price:
    """US dollars per million input and output tokens (``--price 0.15,0.60``)."""

    input_per_m: float
    output_per_m: float

    def cost(self, usage: Usage) -> float:
        return round(
            (usage.input_tokens * self.input_per_m + usage.output_tokens * self.output_per_m) / 1e6,
            6,
        )


def _usage_from_sse(line: bytes, usage: Usage) -> bool:
    """Token counts from one server-sent event line (chat chunks or Responses events); True:
    the event reported them."""
    if not line.startswith(b"data:"):
        return False
    payload = line[5:].strip()
    if not payload or payload == b"[DONE]" or b"usage" not in payload:
        return False
    with contextlib.suppress(ValueError):
        data = json.loads(payload)
        if isinstance(data, dict):
            response = data.get("response")
            return usage.add_usage(data.get("usage") or (response or {}).get("usage"))
    return False


def usage_unknown(
    runs: Sequence[tuple[str, Mapping[str, Any]]], unrouted: int = 0
) -> dict[str, Any] | None:
    """For ``summary.json`` and the console: how many runs (adapter, recorded usage) have
    unknown usage because none of their requests reached the gateway, per adapter, and how many
    requests came on the gateway's shared URL, no run's (``unrouted``); None: no such run."""
    unseen = Counter(name for name, usage in runs if usage.get("usage_note") == NOT_SEEN)
    if not unseen:
        return None
    total = sum(unseen.values())
    out = {"runs": total, "of": len(runs), "adapters": dict(unseen), "why": NOT_SEEN}
    return out | ({"unrouted_requests": unrouted} if unrouted else {})


def unknown_line(unknown: Mapping[str, Any]) -> str:
    """The one line the console prints for :func:`usage_unknown`'s summary."""
    who = ", ".join(f"{name} {n}" for name, n in unknown["adapters"].items())
    line = f"usage unknown for {unknown['runs']} of {unknown['of']} runs ({who}): {NOT_SEEN}"
    if unrouted := unknown.get("unrouted_requests"):
        line += f" ({unrouted} request(s) came on the gateway's shared URL, on no run's route)"
    return line


def usage_unreported(runs: Sequence[Mapping[str, Any]]) -> dict[str, Any] | None:
    """For ``summary.json`` and the console: the runs (recorded usage) whose endpoint reported
    no token counts in any answer (``none``) or in only some (``partly``), and the answers that
    did of all; None: every answer of every run reported them."""
    none = partly = answers = reported = 0
    for usage in runs:
        if "responses" not in usage:
            continue
        answers += usage["responses"]
        reported += usage["reported_responses"]
        none += not usage["reported_responses"]
        partly += bool(usage["reported_responses"])
    if not none + partly:
        return None
    return {
        "none": none,
        "partly": partly,
        "of": len(runs),
        "reported": reported,
        "responses": answers,
    }


def unreported_line(unreported: Mapping[str, Any]) -> str:
    """The one line the console prints for :func:`usage_unreported`'s summary."""
    parts = []
    if unreported["none"]:
        parts.append(f"not reported for {unreported['none']} of {unreported['of']} runs")
    if unreported["partly"]:
        parts.append(f"partly reported for {unreported['partly']} of {unreported['of']} runs")
    return (
        f"token usage {' and '.join(parts)} (the endpoint sent no usage in "
        f"{unreported['responses'] - unreported['reported']} of {unreported['responses']} "
        "responses): their tokens and cost are unknown or a lower bound, not measured"
    )


__all__ = [
    "NOT_SEEN",
    "Price",
    "Usage",
    "unknown_line",
    "unreported_line",
    "usage_unknown",
    "usage_unreported",
]
