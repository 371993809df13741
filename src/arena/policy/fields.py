"""Which fields a policy rule can read, where the arena is known, and rule orders that defeat a rule.

A predicate on a field no request has is false for every request, so a typo (``seat <= 6``) makes
its rule silently never apply — for a rule that needs a person, the big bookings fall through to a
weaker one. Where a rule names only tools of known tools modules that declare ``POLICY_FIELDS``
and ``CHECKED_FIELDS`` (:data:`KNOWN_MODULES`, installed arenas', the arenas in use), the fields are known and such a rule is an error;
where it may reach a tool of an arena not known here (a glob, another name), it is a warning.

The tools modules known are the built-in and installed arenas' and those of the arenas in use
(:func:`using`: ``arena run DIR --policy P`` passes DIR's, ``arena policy check P --arena DIR``
its own, a process started for such a run inherits ``$ARENA_POLICY_ARENAS``): a user's own arena
may reuse ``book_room`` with rooms and days of its own, or define ``book_boardroom``. A tool name
no known module defines but close to one that does (``book_rooms``) is an error: the rule would
silently never apply. A name close to none may be a tool of an arena not known here: a warning.
Every message names the modules it was checked against (:func:`checked_against`).

An ``approval: none`` rule after a rule that needs a person and reads a claimed field is passed over
for every request that missed the earlier rule on the agent's word (:meth:`Policy.choose`), and one
that reads a claimed field itself is passed over for every request it matches: a warning says so,
and how to write it instead.

Each check takes the rules as ``(index, rule)`` pairs, so a file whose other rules are invalid still
gets every problem reported in one go.
"""

from __future__ import annotations

import difflib
import fnmatch
import importlib
import inspect
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

from arena.policy.model import Rule
from arena.policy_file import ENV_ARENAS as ENV_ARENAS
from arena.policy_file import in_use as in_use
from arena.policy_file import left_out as left_out
from arena.policy_file import left_out_note
from arena.policy_file import using as using

#: Tools modules whose requests' fields are known without running them.
KNOWN_MODULES = ("arena.tools.rooms",)

#: Where a part of the policy file is: ``("rules", 0, "when", 1)`` -> its line.
LineOf = Callable[[tuple[Any, ...]], int]
#: The rules to check, each with its index in the file's ``rules:`` list.
Indexed = Sequence[tuple[int, Rule]]
#: What misreading a claimed field looks like, for a warning's example.
_CLAIMS = {"people": "an understated count", "day": "another day named", "summary": "other words"}


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


def _installed() -> tuple[str, ...]:
    """The built-in tools modules and each installed arena's (arena.yaml ``tools:``)."""
    from arena.arena_dirs import declared_tools_modules

    return tuple(dict.fromkeys([*KNOWN_MODULES, *sorted(declared_tools_modules())]))


def _modules() -> tuple[str, ...]:
    return tuple(dict.fromkeys([*_installed(), *in_use()]))


def checked_against() -> str:
    """Which tools modules a policy was checked against, for a message; without an arena in use,
    how to name one."""
    mods = _modules()
    used = in_use()
    said = f"checked against the tools modules {', '.join(mods)}"
    note = f"; {left_out_note()}" if left_out() else ""
    if used:
        return f"{said} (in use: {', '.join(used)}{note})"
    return (
        f"{said} (installed arenas only: for your own arena, arena policy check FILE --arena DIR,"
        f" or set {ENV_ARENAS}=its tools module{note})"
    )


@cache
def _tools_of(name: str) -> dict[str, Any]:
    """A tools module's tools by name; {} for one that does not import (its arena says why)."""
    try:
        module = importlib.import_module(name)
    except Exception:
        return {}
    return {getattr(fn, "__name__", ""): fn for fn in getattr(module, "TOOLS", ())}


def tool_names() -> frozenset[str]:
    """Every tool a known arena's tools module defines: what a rule's ``tools`` may name."""
    return _tool_names(_modules())


@cache
def _tool_names(modules: tuple[str, ...]) -> frozenset[str]:
    return frozenset().union(*(_tools_of(name) for name in modules))


def known() -> tuple[Fields, ...]:
    """The known tools modules that declare their fields (``POLICY_FIELDS``)."""
    return _known(_modules())


@cache
def _known(modules: tuple[str, ...]) -> tuple[Fields, ...]:
    out = []
    for name in modules:
        module = importlib.import_module(name) if _tools_of(name) else None
        if module is None or not hasattr(module, "POLICY_FIELDS"):
            continue
        by_name = _tools_of(name)
        gate, booked = by_name.get(module.GATE), by_name.get(module.CONSEQUENTIAL)
        bound = _params(booked)  # the bound call's arguments are checked
        out.append(
            Fields(
                module=name,
                tools=frozenset(by_name),
                fields=frozenset({*module.POLICY_FIELDS, *_params(gate), *bound}),
                checked=frozenset({*getattr(module, "CHECKED_FIELDS", ()), *bound}),
            )
        )
    return tuple(out)


def reached(rule: Rule) -> tuple[Fields, ...] | None:
    """The known tools modules whose requests ``rule`` can govern, or None when it may also reach
    a tool of an arena not known here (a glob, a name no known module has, or one a known module
    that does not declare its fields also defines: its requests' values cannot be checked)."""
    out: list[Fields] = []
    declared = {f.module for f in known()}
    for glob in rule.tools:
        hits = [f for f in known() if glob in f.tools]
        if any(c in glob for c in "*?[") or not hits:
            return None
        if any(glob in _tools_of(m) for m in _modules() if m not in declared):
            return None
        out += [f for f in hits if f not in out]
    return tuple(out)


def _union(parts: Iterable[Fields], attr: str) -> frozenset[str]:
    return frozenset().union(*(getattr(p, attr) for p in parts))


def unknown_tools(rules: Indexed, where: str, line_of: LineOf) -> tuple[list[str], list[str]]:
    """``(errors, warnings)``: each a ``FILE:LINE: rules.N.tools.M: ...`` for a tool name no
    known arena's tools module defines — an error where it is close to one (a typo: the rule
    would never apply), a warning otherwise (maybe a tool of an arena not installed here)."""
    errors: list[str] = []
    warnings: list[str] = []
    names = sorted(tool_names())
    lower = {n.lower(): n for n in names}
    for i, rule in rules:
        for k, tool in enumerate(rule.tools):
            if any(c in tool for c in "*?[") or tool in names:
                continue
            close = difflib.get_close_matches(tool.lower(), list(lower), n=1, cutoff=0.75)
            head = f"{where}:{line_of(('rules', i, 'tools', k))}: rules.{i}.tools.{k}: "
            listed = ", ".join(names)
            if close:
                errors.append(
                    f"{head}no known arena's tools module defines tool {tool!r}, so rule "
                    f"{rule.name} would never apply (did you mean {lower[close[0]]}?); "
                    f"tools: {listed}; {checked_against()}"
                )
            else:
                warnings.append(
                    f"{head}no known arena's tools module defines tool {tool!r}: unless "
                    f"your own arena's does, rule {rule.name} never applies; tools: {listed}; "
                    f"{checked_against()}"
                )
    return errors, warnings


def unknown_fields(rules: Indexed, where: str, line_of: LineOf) -> tuple[list[str], list[str]]:
    """``(errors, warnings)``: each a ``FILE:LINE: rules.N.when.M: ...`` for a predicate on a field
    no request of the rule's tools has (an error where the tools module is known)."""
    errors: list[str] = []
    warnings: list[str] = []
    everything = _union(known(), "fields")
    for i, rule in rules:
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
                    f"{head}{predicate.arg!r}, a field of no request of a known arena; "
                    f"unless your own tools module's requests have it, rule {rule.name} never "
                    f"applies{hint}; known fields: {listed}; {checked_against()}"
                )
    return errors, warnings


def _overlap(a: Rule, b: Rule) -> bool:
    """Whether one request could be under both rules' tools and environments."""
    if a.environments and b.environments and not set(a.environments) & set(b.environments):
        return False
    names = tool_names()
    return any(
        fnmatch.fnmatchcase(x, y)
        or fnmatch.fnmatchcase(y, x)
        or any(fnmatch.fnmatchcase(n, x) and fnmatch.fnmatchcase(n, y) for n in names)
        for x in a.tools
        for y in b.tools
    )


def _claims(rule: Rule, *, known_only: bool) -> tuple[list[str], frozenset[str]]:
    """The fields ``rule`` reads that the harness does not check, and the checked fields of the
    requests it can reach; ``known_only``: only the known arenas' claimed fields (another arena's
    own field may be its bound call's argument, checked)."""
    modules = reached(rule) or known()
    checked = _union(modules, "checked")
    claimed = _union(modules, "fields") - checked if known_only else None
    args = {p.arg for p in rule.predicates if p.arg not in checked}
    return sorted(args if claimed is None else args & claimed), checked


def _misread(claims: Iterable[str]) -> str:
    return " or ".join(_CLAIMS.get(c, f"another {c}") for c in claims)


def passed_over(rules: Indexed, where: str, line_of: LineOf) -> list[str]:
    """A warning per ``approval: none`` rule that reads a claimed field itself (it never approves
    anything: :meth:`Policy.choose` passes it over for every request it matches), or that comes
    after a rule needing a person that reads one: a request that missed that rule on the agent's
    word is not approved by it."""
    warnings: list[str] = []
    for n, (j, rule) in enumerate(rules):
        if rule.approval != "none":
            continue
        own, checked = _claims(rule, known_only=True)
        instead = ", ".join(sorted(checked))
        if own:
            warnings.append(
                f"{where}:{line_of(('rules', j))}: rules.{j}: rule {rule.name} (approval: none) "
                f"reads {', '.join(own)}, the agent's own claim, which the harness cannot check: "
                f"it can never approve a request by itself (a request it matches goes to the next "
                f"rule that matches, so a person decides). Write it on checked fields ({instead})"
            )
            continue
        for i, earlier in rules[:n]:
            if earlier.approval != "required" or not _overlap(earlier, rule):
                continue
            claims, checked = _claims(earlier, known_only=False)
            if not claims:
                continue
            warnings.append(
                f"{where}:{line_of(('rules', j))}: rules.{j}: rule {rule.name} (approval: none) "
                f"comes after rule {earlier.name} (line {line_of(('rules', i))}), which needs a "
                f"person and reads {', '.join(claims)}, the agent's own claim: a request that "
                f"misses rule {earlier.name} only on that claim ({_misread(claims)}) is passed "
                f"to a person, never approved by rule {rule.name}. To let rule {rule.name} "
                f"approve by itself, move it above rule {earlier.name}, or write rule "
                f"{earlier.name} on checked fields ({', '.join(sorted(checked))})"
            )
    return warnings


__all__ = [
    "ENV_ARENAS",
    "KNOWN_MODULES",
    "Fields",
    "Indexed",
    "checked_against",
    "in_use",
    "known",
    "passed_over",
    "reached",
    "tool_names",
    "unknown_fields",
    "unknown_tools",
    "using",
]
