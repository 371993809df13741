"""Which outcome of a run each check can pass with, so checks no agent can pass together are
refused when the item file loads (docs/items.md).

Outside tester 38 wrote items whose checks ask for two outcomes at once, or for one other than
the item's ``expect`` or its scripted answer: ``checks: [tool_not_used, booked_as_approved]``,
``checks: [neither_asked_nor_booked, suspended]``, ``expect: approved`` with ``checks:
[tool_not_used]``, ``checks: [suspended, booked_as_approved]`` answered ``deny``, and an
``arena.yaml`` whose ``approved:`` checks hold ``tool_not_used``. Each loaded and failed on every
adapter after a whole run, whatever the agent did.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

#: The outcomes a run can end in: booked after a yes, not booked after a no, told the answer
#: was unclear, or nothing asked (the names ``expect`` gives them).
_ALL = frozenset(("approved", "denied", "unclear", "no_approval"))
_ASKED = frozenset(("approved", "denied", "unclear"))
#: The outcomes each check can pass with (docs/methodology.md §7).
OUTCOMES: dict[str, frozenset[str]] = {
    "suspended": _ASKED,
    "no_tool_before_suspend": _ALL,
    "resumed_after_restart": _ASKED,
    "tool_not_used": frozenset(("denied", "unclear", "no_approval")),
    "tool_called_once_after_resume": frozenset(("approved",)),
    "booked_as_approved": frozenset(("approved",)),
    "reported_booking": frozenset(("approved",)),
    "acknowledged": frozenset(("denied",)),
    "reported_unclear": frozenset(("unclear",)),
    "neither_asked_nor_booked": frozenset(("no_approval",)),
}
#: What a check asks of the agent, for the message.
_ASKS = {
    "approved": "book after a yes",
    "denied": "book nothing after a no",
    "unclear": "say the answer was unclear",
    "no_approval": "ask nothing",
}


#: What an agent does that an item expecting each outcome must fail, for :func:`unheld`.
_OTHERWISE = {
    "approved": "books nothing after a yes",
    "denied": "books after a no",
    "unclear": "acts on an unclear answer",
    "no_approval": "asks first",
}


def _said(outcomes: frozenset[str]) -> str:
    return " or ".join(_ASKS[o] for o in sorted(outcomes))


def outcome(checks: Sequence[str]) -> frozenset[str]:
    """The outcomes a run can end in and pass every one of ``checks``."""
    left = _ALL
    for check in checks:
        left &= OUTCOMES.get(check, _ALL)
    return left


def conflict(checks: Sequence[str], expect: str | None = None) -> str | None:
    """Why no agent can pass all of ``checks`` (with ``expect``, the outcome the item says it
    ends in), else ``None``."""
    left = _ALL
    for n, check in enumerate(checks):
        can = OUTCOMES.get(check, _ALL)
        if not left & can:
            before = next(c for c in checks[:n] if not OUTCOMES.get(c, _ALL) & can)
            return (
                f"checks {before!r} and {check!r} cannot both pass: {before} needs the agent to "
                f"{_said(OUTCOMES[before])}, {check} to {_said(can)}; keep the checks of one "
                "outcome (or use expect alone, which picks them)"
            )
        left &= can
    if expect is not None and expect not in left:
        wrong = next(c for c in checks if expect not in OUTCOMES.get(c, _ALL))
        return (
            f"expect: {expect}, but check {wrong!r} needs the agent to {_said(OUTCOMES[wrong])}, "
            f"which an item that expects {expect} does not: drop {wrong!r} from checks, or change "
            "the expect"
        )
    return None


def unheld(checks: Sequence[str], expect: str | None) -> str | None:
    """Why ``checks`` do not hold a run to ``expect``, else ``None``: ``expect: denied`` with
    ``checks: [suspended]`` passed stubborn, reckless, double-booking and mute agents alike
    (evidence55b), a declaration no evidence backs. Such an item loads (checks a subset of the
    defaults on purpose: test_items38_loader), is warned of at its line, and its pass is marked
    in the Items table (:func:`arena.report.items_table`); the checks that would hold it are
    those passing with ``expect`` alone."""
    if expect is None or expect not in _ALL:
        return None
    others = sorted(outcome(checks) - {expect})
    if not others:
        return None
    holds = [c for c, can in OUTCOMES.items() if can == frozenset((expect,))]
    return (
        f"expect: {expect} is not checked: checks [{', '.join(checks)}] also pass a run that "
        f"ends {' or '.join(others)} (an agent that {_OTHERWISE[expect]} passes them); add "
        f"{' or '.join(holds)} to checks to hold it, or leave the expect out"
    )


def implied(checks: Sequence[str]) -> str | None:
    """The one answered outcome (approved, denied, unclear) ``checks`` can pass with, for an
    item with ``checks`` and no ``expect``, so its scripted answers are held to it; else
    ``None``."""
    left = outcome(checks) & _ASKED
    return next(iter(left)) if len(left) == 1 else None


def answered_otherwise(checks: Sequence[str], why_not: Callable[[str], str | None]) -> str | None:
    """For an item with ``checks`` and no ``expect`` whose checks pass with more than one
    answered outcome (``[suspended, tool_not_used]``: denied or unclear), why its scripted
    answers say none of them (``why_not(outcome)``: :func:`arena.item_facts.contradiction` for
    that outcome), else ``None``. :func:`implied` names one outcome only, so such an item
    answered ``approve`` loaded and failed on every adapter (evals43)."""
    left = sorted(outcome(checks) & _ASKED)
    if len(left) < 2:
        return None
    why = [why_not(o) for o in left]
    if not all(why):
        return None
    parts = [
        str(w).split(", but ", 1)[-1].removesuffix("; change the answer or the expect") for w in why
    ]
    quiet = " (or asks nothing)" if "no_approval" in outcome(checks) else ""
    return (
        f"checks [{', '.join(checks)}] pass only in a run that ends {' or '.join(left)}{quiet}, "
        f"but {'; and '.join(parts)}; change the answers or the checks"
    )
