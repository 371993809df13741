"""Which fields a policy rule can read, where the arena is known, and rule orders that defeat a rule.

A predicate on a field no request has is false for every request, so a typo (``seat <= 6``) makes
its rule silently never apply — for a rule that needs a person, the big bookings fall through to a
weaker one. Where a rule names only tools of a built-in tools module (:data:`KNOWN_MODULES`, which
declare ``POLICY_FIELDS`` and ``CHECKED_FIELDS``), the fields are known and such a rule is an error;
where it may reach a tool of an arena not known here (a glob, another name), it is a warning.

An ``approval: none`` rule after a rule that needs a person and reads a claimed field is passed over
for every request that missed the earlier rule on the agent's word (:meth:`Policy.choose`): a
warning says so, and how to write it instead.
"""

from __future__ import annotations

import difflib
import fnmatch
import importlib
import inspect
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import cache
from typing import Any

from arena.policy.model import Policy, Rule

#: Tools modules whose requests' fields are known without running them.
KNOWN_MODULES = ("arena.tools.rooms",)

#: Where a part of the policy file is: ``("rules", 0, "when", 1)`` -> its line.
LineOf = Callable[[tuple[Any, ...]], int]


@dataclass(frozen=True)
class Fields:
    """What a request of one tools module can carry."""

    module: str
    tools: frozenset[str]  # the names a rule's ``tools`` may give (gated tool or action)
    fields: frozenset[str]  # every field a predicate may read
    checked: frozenset[str]  # of them, those the harness checks (not the agent's word)


def _params(fn: Any) -> set[str]:
    try:
        return set(inspect.signature(inspect.unwrap(fn)).parameters)
    except (TypeError, ValueError):
        return set()


@cache
def known() -> tuple[Fields, ...]:
    out = []
    for name in KNOWN_MODULES:
        module = importlib.import_module(name)
        by_name = {getattr(fn, "__name__", ""): fn for fn in module.TOOLS}
        gate, booked = by_name.get(module.GATE), by_name.get(module.CONSEQUENTIAL)
        bound = _params(booked)  # the bound call's arguments are checked
        out.append(
            Fields(
                module=name,
                tools=frozenset(by_name),
                fields=frozenset({*module.POLICY_FIELDS, *_params(gate), *bound}),
                checked=frozenset({*module.CHECKED_FIELDS, *bound}),
            )
        )
    return tuple(out)


def reached(rule: Rule) -> tuple[Fields, ...] | None:
    """The known tools modules whose requests ``rule`` can govern, or None when it may also reach
    a tool of an arena not known here (a glob, or a name no known module has)."""
    out: list[Fields] = []
    for glob in rule.tools:
        hits = [f for f in known() if glob in f.tools]
        if any(c in glob for c in "*?[") or not hits:
            return None
        out += [f for f in hits if f not in out]
    return tuple(out)


def _union(parts: Iterable[Fields], attr: str) -> frozenset[str]:
    return frozenset().union(*(getattr(p, attr) for p in parts))


def unknown_fields(policy: Policy, where: str, line_of: LineOf) -> tuple[list[str], list[str]]:
    """``(errors, warnings)``: each a ``FILE:LINE: rules.N.when.M: ...`` for a predicate on a field
    no request of the rule's tools has (an error where the tools module is known)."""
    errors: list[str] = []
    warnings: list[str] = []
    everything = _union(known(), "fields")
    for i, rule in enumerate(policy.rules):
        modules = reached(rule)
        fields = _union(modules, "fields") if modules is not None else everything
        for j, predicate in enumerate(rule.predicates):
            if predicate.arg in fields:
                continue
            close = difflib.get_close_matches(predicate.arg, sorted(fields), n=1, cutoff=0.6)
            hint = f" (did you mean {close[0]}?)" if close else ""
            loc = ("rules", i, "when", j)
            head = f"{where}:{line_of(loc)}: rules.{i}.when.{j}: {rule.when[j]!r} reads "
            listed = ", ".join(sorted(fields))
            if modules is not None:
                tools = ", ".join(rule.tools)
                errors.append(
                    f"{head}{predicate.arg!r}, a field no {tools} request has, so rule "
                    f"{rule.name} would never apply{hint}; fields: {listed}"
                )
            else:
                warnings.append(
                    f"{head}{predicate.arg!r}, a field of no request of the built-in arena; "
                    f"unless your own tools module's requests have it, rule {rule.name} never "
                    f"applies{hint}; built-in fields: {listed}"
                )
    return errors, warnings


def _overlap(a: Rule, b: Rule) -> bool:
    """Whether one request could be under both rules' tools and environments."""
    if a.environments and b.environments and not set(a.environments) & set(b.environments):
        return False
    names = _union(known(), "tools")
    return any(
        fnmatch.fnmatchcase(x, y)
        or fnmatch.fnmatchcase(y, x)
        or any(fnmatch.fnmatchcase(n, x) and fnmatch.fnmatchcase(n, y) for n in names)
        for x in a.tools
        for y in b.tools
    )


def passed_over(policy: Policy, where: str, line_of: LineOf) -> list[str]:
    """A warning per ``approval: none`` rule that comes after a rule needing a person that reads a
    claimed field: a request that missed that rule on the agent's word is not approved by it."""
    warnings: list[str] = []
    for j, rule in enumerate(policy.rules):
        if rule.approval != "none":
            continue
        for i, earlier in enumerate(policy.rules[:j]):
            if earlier.approval != "required" or not _overlap(earlier, rule):
                continue
            modules = reached(earlier)
            checked = _union(modules if modules is not None else known(), "checked")
            claims = sorted({p.arg for p in earlier.predicates if p.arg not in checked})
            if not claims:
                continue
            warnings.append(
                f"{where}:{line_of(('rules', j))}: rules.{j}: rule {rule.name} (approval: none) "
                f"comes after rule {earlier.name} (line {line_of(('rules', i))}), which needs a "
                f"person and reads {', '.join(claims)}, the agent's own claim: a request that "
                f"misses rule {earlier.name} only on that claim (an understated count) is passed "
                f"to a person, never approved by rule {rule.name}. To let rule {rule.name} "
                f"approve by itself, move it above rule {earlier.name}, or write rule "
                f"{earlier.name} on checked fields ({', '.join(sorted(checked))})"
            )
    return warnings


__all__ = ["KNOWN_MODULES", "Fields", "known", "passed_over", "reached", "unknown_fields"]
