"""The policy as validated data: which tool calls need a person, which decisions, whose, how many.

A policy is an ordered list of rules; the first rule whose tools, argument predicates and
environments match a request governs it. What governs a request is stamped on it when it is
recorded (``details["policy"]``: version, rule, roles, decisions, quorum) and on every vote, so a
decision can always be traced to the policy version and rule it was taken under — even after the
file changed. No rule matching means the built-in ``default`` rule: any operator, any decision,
one approval, no expiry.
"""

from __future__ import annotations

import difflib
import fnmatch
import math
import re
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from typing import Annotated, Any, Literal

import yaml
from pydantic import AfterValidator, BaseModel, ConfigDict, Field, field_validator

Decision = Literal["approve", "deny", "edit", "reply"]
DECISIONS: tuple[Decision, ...] = ("approve", "deny", "edit", "reply")
DEFAULT_ENVIRONMENT = "default"

_PREDICATE = re.compile(
    r"^\s*(?P<arg>[A-Za-z_][\w.]*)\s*(?P<op>==|!=|>=|<=|>|<|not in|in|matches)\s*(?P<value>.+?)\s*$"
)
_UNITS = {"s": 1, "m": 60, "h": 3600, "d": 86400}
_ORDER = (">", ">=", "<", "<=")
_COMPARE = ("==", "!=", *_ORDER)
_OP_CHARS = "<>=!"
_WORDS = [
    *("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"),
    *("eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen"),
    *("eighteen", "nineteen", "twenty"),
]
_TENS = {"thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "hundred": 100}


def _meant_number(arg: str, op: str, value: str) -> str:
    """`` (did you mean 'seats >= 14'?)`` for a number written in words, else how to write one."""
    word = value.strip().strip("'\"").lower()
    number = _WORDS.index(word) if word in _WORDS else _TENS.get(word)
    if number is not None:
        return f" (did you mean '{arg} {op} {number}'?)"
    return f"; write a number, e.g. '{arg} {op} 6'"


def _meant_op(arg: str, op: str, written: str) -> str:
    """`` (did you mean 'seats <= 6'?)`` for an operator typed with a character too many; on a
    tie, the operator that was read (``>==``: ``>=``)."""
    rest = written.lstrip(_OP_CHARS + " ")
    typed = written[: len(written) - len(rest)].replace(" ", "")
    ratio = {o: difflib.SequenceMatcher(None, typed, o).ratio() for o in _COMPARE}
    best = max(_COMPARE, key=lambda o: (ratio[o], o == op))
    return f" (did you mean '{arg} {best} {rest.strip()}'?)" if rest.strip() else ""


def duration_s(text: str) -> float:
    """``90s``, ``30m``, ``2h``, ``1d`` (or plain seconds) as seconds; ValueError otherwise."""
    raw = str(text).strip().lower()
    unit = raw[-1:] if raw[-1:] in _UNITS else "s"
    number = raw[:-1] if raw[-1:] in _UNITS else raw
    try:
        value = float(number) * _UNITS[unit]
    except ValueError:
        raise ValueError(f"{text!r} is not a duration (use 90s, 30m, 2h, 1d)") from None
    if not math.isfinite(value) or value <= 0:
        raise ValueError(f"{text!r} is not a positive duration (use 90s, 30m, 2h, 1d)")
    return value


@dataclass(frozen=True)
class Predicate:
    """``ARG OP VALUE`` over a request's arguments (and its proposed side effect's fields)."""

    arg: str
    op: str
    value: Any

    @classmethod
    def parse(cls, text: str) -> Predicate:
        m = _PREDICATE.match(text)
        if m is None:
            raise ValueError(
                f"{text!r} is not a predicate: write ARG OP VALUE, e.g. 'people > 20' "
                "(OP: == != > >= < <= in, not in, matches)"
            )
        try:
            value = yaml.safe_load(m["value"])
        except yaml.YAMLError:
            raise ValueError(f"{text!r}: cannot read the value {m['value']!r}") from None
        op = m["op"]
        if op in _COMPARE and m["value"][:1] in _OP_CHARS:
            raise ValueError(
                f"{text!r}: the value {m['value']!r} starts with an operator character, so this "
                f"is read as {m['arg']} {op} {m['value']!r}, a value no request has"
                f"{_meant_op(m['arg'], op, op + m['value'])}"
            )
        if op in _ORDER and _number(value) is None:
            raise ValueError(
                f"{text!r}: {op} compares numbers and {m['value']!r} is not one, so the rule "
                f"would never apply{_meant_number(m['arg'], op, m['value'])}"
            )
        wants = value if isinstance(value, list) else [value]
        odd = [w for w in wants if (n := _number(w)) is not None and not math.isfinite(n)]
        if odd and (op in _ORDER or any(math.isnan(float(w)) for w in odd)):
            raise ValueError(
                f"{text!r}: {m['value']!r} is not a finite number: {op} with it is false (or "
                "true) for every request, so the rule would not do what it says; write a "
                f"number, e.g. '{m['arg']} {op} 6'"
            )
        if op in ("in", "not in") and not isinstance(value, list):
            raise ValueError(f"{text!r}: '{op}' needs a list, e.g. [Friday, Saturday]")
        if op == "matches":
            try:
                re.compile(str(value))
            except re.error as exc:
                raise ValueError(f"{text!r}: not a regular expression ({exc})") from None
        return cls(arg=m["arg"], op=op, value=value)

    def holds(self, args: Mapping[str, Any]) -> bool:
        """False when the argument is absent or cannot be compared (the rule does not match)."""
        if self.arg not in args:
            return False
        have, want = args[self.arg], self.value
        if self.op in ("in", "not in"):
            inside = any(_equal(have, w) for w in want)
            return inside if self.op == "in" else not inside
        if self.op == "matches":
            return re.search(str(want), str(have)) is not None
        if self.op in ("==", "!="):
            return _equal(have, want) == (self.op == "==")
        a, b = _number(have), _number(want)
        if a is None or b is None:
            return False
        return {">": a > b, ">=": a >= b, "<": a < b, "<=": a <= b}[self.op]

    def __str__(self) -> str:
        return f"{self.arg} {self.op} {self.value!r}"


def _number(value: Any) -> float | None:
    if isinstance(value, bool):
        return None
    try:
        return float(value)
    except (TypeError, ValueError):
        return None


def _equal(a: Any, b: Any) -> bool:
    x, y = _number(a), _number(b)
    if x is not None and y is not None:
        return x == y
    return str(a).strip().lower() == str(b).strip().lower()


def _predicate_text(text: str) -> str:
    Predicate.parse(text)
    return text


PredicateText = Annotated[str, AfterValidator(_predicate_text)]


class Rule(BaseModel):
    """One rule: what it applies to, and what a decision under it needs."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    name: str = Field(min_length=1)
    tools: list[str] = Field(default_factory=lambda: ["*"], min_length=1)
    when: list[PredicateText] = Field(default_factory=list)  # each refused at its own line
    environments: list[str] = Field(default_factory=list)
    approval: Literal["required", "none"] = "required"
    roles: list[str] = Field(default_factory=list)
    decisions: list[Decision] = Field(default_factory=lambda: list(DECISIONS), min_length=1)
    quorum: int = Field(default=1, ge=1, le=100)
    expires_in: str | None = None

    @field_validator("expires_in")
    @classmethod
    def _duration(cls, value: str | None) -> str | None:
        if value is not None:
            duration_s(value)
        return value

    @property
    def predicates(self) -> tuple[Predicate, ...]:
        return tuple(Predicate.parse(t) for t in self.when)

    @property
    def expires_in_s(self) -> float | None:
        return duration_s(self.expires_in) if self.expires_in else None

    def applies_to(self, tools: Sequence[str], environment: str) -> bool:
        """Its tools and environments, before any predicate: ``tools`` are the gated tool and the
        request's action (a glob may name either)."""
        if self.environments and environment not in self.environments:
            return False
        return any(fnmatch.fnmatchcase(t, glob) for glob in self.tools for t in tools)

    def matches(self, tools: Sequence[str], args: Mapping[str, Any], environment: str) -> bool:
        return self.applies_to(tools, environment) and all(p.holds(args) for p in self.predicates)


DEFAULT_RULE = Rule(name="default")


class Policy(BaseModel):
    """A whole policy file (``version`` is required: it is stamped on every request and vote)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    version: str = Field(min_length=1)
    #: Roles whose operators may answer ``--as`` another operator.
    act_for_others: list[str] = Field(default_factory=list)
    #: Roles whose operators may add and remove operators and issue tokens.
    manage_operators: list[str] = Field(default_factory=lambda: ["admin"], min_length=1)
    rules: list[Rule] = Field(default_factory=list)
    #: Where it was read from (not a field of the file).
    source: str = Field(default="", exclude=True)

    @field_validator("version", mode="before")
    @classmethod
    def _version(cls, value: Any) -> Any:
        return (
            str(value) if isinstance(value, int | float) and not isinstance(value, bool) else value
        )

    @field_validator("rules")
    @classmethod
    def _unique(cls, value: list[Rule]) -> list[Rule]:
        seen: set[str] = set()
        for rule in value:
            if rule.name in seen:
                raise ValueError(f"two rules are named {rule.name!r}; rule names must be unique")
            seen.add(rule.name)
        return value

    def match(self, tools: Sequence[str], args: Mapping[str, Any], environment: str) -> Rule:
        """The first rule that applies, else :data:`DEFAULT_RULE`."""
        return self.choose(tools, args, environment)[0]

    def choose(
        self,
        tools: Sequence[str],
        args: Mapping[str, Any],
        environment: str,
        claimed: Collection[str] = (),
        verified: Collection[str] = (),
    ) -> tuple[Rule, tuple[str, ...]]:
        """The first rule that applies, and why any rule before it was passed over.

        ``claimed``: fields of ``args`` that are only the agent's word (a head count read from
        its own summary). An ``approval: none`` rule is passed over — the next rule that matches
        (else the default) governs, so a person decides — when it reads such a field, or when an
        earlier rule that needs a person (same tool, same environment) did not match only because
        a predicate on a field the harness did not check was false: an agent that understates
        the count may reach a less strict rule, never no person. ``verified`` names the fields
        the harness checked, for the note."""
        checked = set(verified)
        instead = ", ".join(sorted(checked)) or "none here"
        skipped: list[str] = []
        dodged: list[str] = []  # person rules missed on the agent's word alone
        for rule in self.rules:
            if not rule.matches(tools, args, environment):
                person = rule.approval == "required" and rule.applies_to(tools, environment)
                if person and (why := _missed_on_claim(rule, args, checked)):
                    dodged.append(f"rule {rule.name} ({why})")
                continue
            unverified = sorted({p.arg for p in rule.predicates if p.arg in claimed})
            if rule.approval == "none" and unverified:
                skipped.append(
                    f"rule {rule.name} (approval: none) not applied: it reads "
                    f"{', '.join(unverified)}, the agent's own claim, which the harness cannot "
                    f"check, so a person decides; fields the harness checked: {instead}"
                )
                continue
            if rule.approval == "none" and dodged:
                skipped.append(
                    f"rule {rule.name} (approval: none) not applied: it comes after "
                    f"{', '.join(dodged)}, which needs a person and did not match only on the "
                    "agent's own claim, which the harness cannot check, so a person decides; "
                    f"fields the harness checked: {instead}"
                )
                continue
            return rule, tuple(skipped)
        return DEFAULT_RULE, tuple(skipped)


def _missed_on_claim(rule: Rule, args: Mapping[str, Any], checked: Collection[str]) -> str:
    """Why ``rule`` (its tools and environment apply) did not match when only predicates on fields
    the harness did not check were false — the agent's word, or a field it left out — else "".
    A false predicate on a checked field means the rule would not apply whatever the agent said."""
    false = [p for p in rule.predicates if not p.holds(args)]
    if not false or any(p.arg in checked for p in false):
        return ""
    said = [f"{p.arg}: {args[p.arg]!r}" if p.arg in args else f"no {p.arg}" for p in false]
    return f"{' and '.join(str(p) for p in false)}, but {', '.join(said)}"


__all__ = [
    "DECISIONS",
    "DEFAULT_ENVIRONMENT",
    "DEFAULT_RULE",
    "Decision",
    "Policy",
    "Predicate",
    "Rule",
    "duration_s",
]
