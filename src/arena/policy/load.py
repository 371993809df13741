"""Reading a policy file: YAML with each error at its ``file:line``, and which file applies.

Which policy applies, first found wins: ``--policy FILE`` (``explicit``), ``$ARENA_POLICY``, then
``policy.yaml`` next to an SQLite store file (``.arena/policy.yaml`` for the default store). None
found: no policy — every registered operator may decide, one approval, no expiry (docs/operator.md).
The environment rules are matched against is ``$ARENA_ENV`` (default ``default``).
"""

from __future__ import annotations

import difflib
import os
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import yaml
from pydantic import ValidationError

from arena.errors import BadItemFile, UserError
from arena.policy.fields import LineOf, passed_over, unknown_fields, unknown_tools, using
from arena.policy.govern import ALONE
from arena.policy.model import DEFAULT_ENVIRONMENT, Policy, Predicate, Rule
from arena.policy.values import unknown_values
from arena.policy_file import ENV as ENV
from arena.policy_file import FILENAME as FILENAME
from arena.policy_file import policy_path as policy_path
from arena.yamlfile import key_lines, parse, utf8_text

ENV_ENVIRONMENT = "ARENA_ENV"


class BadPolicy(UserError):
    """A policy file that cannot be used; ``problems`` lists every ``file:line: problem``."""

    def __init__(self, problems: list[str]) -> None:
        more = (
            f" (and {len(problems) - 1} more: arena policy check FILE)" if len(problems) > 1 else ""
        )
        super().__init__(problems[0] + more)
        self.problems = problems


def environment() -> str:
    return os.environ.get(ENV_ENVIRONMENT) or DEFAULT_ENVIRONMENT


def find_policy(
    explicit: str | os.PathLike[str] | None = None, store_location: str | None = None
) -> Policy | None:
    path = policy_path(explicit, store_location)
    return load_policy(path) if path is not None else None


def load_policy(path: str | os.PathLike[str], arenas: Sequence[str] = ()) -> Policy:
    """Read and validate a policy file; BadPolicy names every problem with its file:line."""
    return check_policy(path, arenas)[0]


def check_policy(
    path: str | os.PathLike[str], arenas: Sequence[str] = ()
) -> tuple[Policy, list[str]]:
    """:func:`load_policy`, and a ``FILE:LINE: ...`` warning per thing that loads but may not do
    what it says: a predicate on a field no known arena has, or on a value none of its
    requests hold (:mod:`arena.policy.values`), under a glob, a tool no known
    arena defines and close to none that does, a no-person rule that reads the agent's claim or
    that an earlier rule on the agent's claim passes over (:mod:`arena.policy.fields`).
    ``arenas``: the tools modules of the arenas in use (a run's own arena), known besides the
    installed ones and ``$ARENA_POLICY_ARENAS``'s. BadPolicy lists every problem the file has,
    not the first stage's only."""
    with using(arenas):
        return _check(path)


def _check(path: str | os.PathLike[str]) -> tuple[Policy, list[str]]:
    where = str(path)
    if (
        not where.strip()
    ):  # --policy "$FILE" with FILE unset read '.': "error: : cannot read" (users32)
        raise BadPolicy(
            [
                "the policy file's path is empty (a $VARIABLE that expanded to nothing?): give "
                f"--policy FILE, or leave it out (then {ENV}, else policy.yaml beside the store)"
            ]
        )
    try:
        raw = Path(path).read_bytes()
    except IsADirectoryError:
        raise BadPolicy(
            [f"{where} is a folder: give the policy file, e.g. {Path(where) / FILENAME}"]
        ) from None
    except FileNotFoundError:
        raise BadPolicy(
            [f"{where}: no such policy file (check --policy / {ENV}, or remove it)"]
        ) from None
    except OSError as exc:
        raise BadPolicy([f"{where}: cannot read the policy file ({exc})"]) from None
    try:  # "é" saved as Latin-1: its line, byte and the fix, as an item file's (users51)
        text = utf8_text(where, raw)
    except BadItemFile as exc:
        raise BadPolicy([str(exc)]) from None
    try:
        node, data = parse(text)
    except yaml.MarkedYAMLError as exc:
        line = exc.problem_mark.line + 1 if exc.problem_mark else 1
        started = ""
        if exc.context and exc.context_mark is not None:
            started = f"; {exc.context} at line {exc.context_mark.line + 1}"
        raise BadPolicy([f"{where}:{line}: not valid YAML ({exc.problem}{started})"]) from None
    except yaml.YAMLError as exc:
        raise BadPolicy([f"{where}: not valid YAML ({exc})"]) from None
    if not isinstance(data, dict):
        raise BadPolicy([f"{where}:1: a policy is a mapping with version: and rules: (see docs)"])
    lines = key_lines(node) if node is not None else {}

    def line_of(loc: tuple[Any, ...]) -> int:
        return _line_of(lines, loc)

    # Every problem in one go: the schema's, then the duplicate names, tools and fields of each
    # rule as far as it reads, so fixing one does not just reveal the next.
    problems: list[tuple[int, str]] = []
    policy: Policy | None = None
    try:
        policy = Policy.model_validate(data)
    except ValidationError as exc:
        for error in exc.errors():
            loc = tuple(error["loc"])
            if loc == ("rules",) and error["type"] == "value_error":
                continue  # two rules of one name: said below, at the second one's line
            line = line_of(loc)
            field = ".".join(str(p) for p in loc) or "policy"
            problems.append((line, f"{where}:{line}: {field}: {_explain(error, loc)}"))
    rules = list(enumerate(policy.rules)) if policy is not None else _valid_rules(data)
    problems += [(line_of(("rules", i, "name")), p) for i, p in _duplicates(data, where, line_of)]
    errors: list[str] = []
    warnings: list[str] = []
    for check in (unknown_tools, unknown_fields, unknown_values):
        found, warned = check(rules, where, line_of)
        errors += found
        warnings += warned
    problems += [(_at(e), e) for e in errors]
    if problems or policy is None:
        said = [text for _, text in sorted(problems, key=lambda p: p[0])]
        raise BadPolicy(said or [f"{where}:1: not a valid policy (see docs/operator.md)"])
    warnings += passed_over(rules, where, line_of)
    warnings += _lone_decisions(rules, where, line_of)
    warnings.sort(key=_at)
    return policy.model_copy(update={"source": where}), warnings


def _lone_decisions(rules: list[tuple[int, Rule]], where: str, line_of: LineOf) -> list[str]:
    """A warning per rule with a quorum that lists edit or reply itself: either would take the
    decision alone, so under a quorum they are refused (:attr:`Governance.offered`) and the
    file promises what no operator can do (tester 11, finding 3)."""
    out = []
    for j, rule in rules:
        listed = [d for d in rule.decisions if d in ALONE]
        if rule.quorum > 1 and listed and "decisions" in rule.model_fields_set:
            out.append(
                f"{where}:{line_of(('rules', j, 'decisions'))}: rules.{j}.decisions: rule "
                f"{rule.name} lists {' and '.join(listed)} with quorum {rule.quorum}, which "
                "is refused under a quorum: an edit or a reply takes the decision alone, so one "
                "operator would decide what the rule gives to several (approve is one vote of "
                "the quorum; deny takes it at once); list [approve, deny], or set quorum: 1 to "
                "let one operator edit or reply"
            )
    return out


def _valid_rules(data: dict[str, Any]) -> list[tuple[int, Rule]]:
    """The rules of a file that is invalid somewhere, each as far as it reads: an invalid rule
    keeps its name, its tools and those of its predicates that parse, so their typos are said
    along with the schema's problems."""
    raw = data.get("rules")
    out: list[tuple[int, Rule]] = []
    for i, entry in enumerate(raw if isinstance(raw, list) else []):
        try:
            out.append((i, Rule.model_validate(entry)))
            continue
        except ValidationError:
            pass
        if not isinstance(entry, dict):
            continue
        name, tools, when = entry.get("name"), entry.get("tools", ["*"]), entry.get("when", [])
        texts = when if isinstance(when, list) else []
        out.append(
            (
                i,
                Rule.model_construct(
                    name=name if isinstance(name, str) else f"rules.{i}",
                    tools=[t for t in tools if isinstance(t, str)] or ["*"]
                    if isinstance(tools, list)
                    else ["*"],
                    when=[t for t in texts if isinstance(t, str) and _parses(t)],
                ),
            )
        )
    return out


def _parses(text: str) -> bool:
    try:
        Predicate.parse(text)
    except ValueError:
        return False
    return True


def _duplicates(data: dict[str, Any], where: str, line_of: LineOf) -> list[tuple[int, str]]:
    """``(index, problem)`` for each rule named like an earlier one."""
    raw = data.get("rules")
    first: dict[str, int] = {}
    out: list[tuple[int, str]] = []
    for i, entry in enumerate(raw if isinstance(raw, list) else []):
        name = entry.get("name") if isinstance(entry, dict) else None
        if not isinstance(name, str):
            continue
        if name in first:
            out.append(
                (
                    i,
                    f"{where}:{line_of(('rules', i, 'name'))}: rules.{i}.name: two rules are "
                    f"named {name!r} (rules.{first[name]}, line {line_of(('rules', first[name]))}"
                    "); rule names must be unique",
                )
            )
        first.setdefault(name, i)
    return out


def _at(problem: str) -> int:
    """The line of a ``FILE:LINE: ...`` problem, to sort by (0: none)."""
    head = problem.split(": ", 1)[0]
    tail = head.rsplit(":", 1)[-1]
    return int(tail) if tail.isdigit() else 0


#: What a missing field is for, so the message can say what to write.
_NEEDED = {
    "version": "the policy's version, stamped on every request and vote (e.g. version: 1)",
    "name": "every rule needs a name (e.g. name: big-rooms)",
}


#: An example of each list field, for a value that is not a list (``when: {tool: book_room}``).
_LISTS = {
    "rules": '[{name: big-rooms, when: ["people > 20"]}]',
    "when": '["people > 20"]',
    "tools": "[book_room]",
    "environments": "[prod]",
    "roles": "[facilities]",
    "decisions": "[approve, deny]",
    "act_for_others": "[admin]",
    "manage_operators": "[admin]",
}


def _explain(error: Any, loc: tuple[Any, ...]) -> str:
    """Pydantic's message, with the fix where it is a typo or a missing field."""
    name = str(loc[-1]) if loc else "policy"
    if error["type"] == "extra_forbidden":
        model = Rule if loc[:1] == ("rules",) and len(loc) >= 3 else Policy
        allowed = [f for f in model.model_fields if f != "source"]
        close = difflib.get_close_matches(name, allowed, n=1)
        hint = f" (did you mean {close[0]!r}?)" if close else ""
        return f"unknown field{hint}; allowed here: {', '.join(allowed)}"
    if error["type"] == "missing":
        return f"missing: {_NEEDED[name]}" if name in _NEEDED else "missing"
    if error["type"] == "list_type" and name in _LISTS:
        return f"should be a list, e.g. {name}: {_LISTS[name]}"
    return str(error["msg"]).removeprefix("Value error, ")


def _line_of(lines: dict[tuple[Any, ...], int], loc: tuple[Any, ...]) -> int:
    """The line of the deepest part of ``loc`` the document has (a missing key: its parent)."""
    for n in range(len(loc), -1, -1):
        if loc[:n] in lines:
            return lines[loc[:n]]
    return 1


__all__ = [
    "ENV",
    "ENV_ENVIRONMENT",
    "FILENAME",
    "BadPolicy",
    "check_policy",
    "environment",
    "find_policy",
    "load_policy",
    "policy_path",
]
