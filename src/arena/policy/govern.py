"""What governs one request, stamped on it when it is recorded and read back when it is decided.

``details["policy"]`` of a stored request holds its :class:`Governance`: the policy version and
rule that matched, the roles that may decide, the decisions allowed, the quorum and the
environment. A request recorded with no policy file is stamped with the built-in ``default`` rule
and stays under it when a policy file appears later; so does one recorded before requests were
stamped (no policy could have governed it then): a policy added later never reaches back.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import timedelta
from typing import Any

import msgspec

from arena.policy.model import DECISIONS, DEFAULT_RULE, Policy, Rule
from arena.types import InputRequest

KEY = "policy"
#: Decisions that take a request at once without being a vote of the call as proposed: refused
#: under a quorum (:attr:`Governance.offered`), or one operator would decide what M must.
ALONE = ("edit", "reply")


@dataclass(frozen=True, kw_only=True)
class Governance:
    """The rule a request is decided under, and the policy version it came from."""

    version: str | None  # None: no policy file applied
    rule: str
    roles: tuple[str, ...] = ()  # () = any operator
    decisions: tuple[str, ...] = DECISIONS
    quorum: int = 1
    approval: str = "required"
    environment: str = "default"
    expires_in_s: float | None = None
    #: Why a rule before this one was passed over (it reads a field only the agent vouches for).
    note: str = ""

    @classmethod
    def of(cls, rule: Rule, policy: Policy | None, environment: str, note: str = "") -> Governance:
        return cls(
            version=policy.version if policy is not None else None,
            rule=rule.name,
            roles=tuple(rule.roles),
            decisions=tuple(rule.decisions),
            quorum=rule.quorum,
            approval=rule.approval,
            environment=environment,
            expires_in_s=rule.expires_in_s,
            note=note,
        )

    def as_details(self) -> dict[str, Any]:
        out = dataclasses.asdict(self) | {
            "roles": list(self.roles),
            "decisions": list(self.decisions),
        }
        if not self.note:  # the stamp as it was before rules could be passed over
            del out["note"]
        return out

    @classmethod
    def from_details(cls, details: Mapping[str, Any]) -> Governance | None:
        raw = details.get(KEY)
        if not isinstance(raw, Mapping) or "rule" not in raw:
            return None
        known = {f.name for f in dataclasses.fields(cls)}
        values = {k: v for k, v in raw.items() if k in known}
        values["roles"] = tuple(values.get("roles") or ())
        values["decisions"] = tuple(values.get("decisions") or DECISIONS)
        return cls(**values)

    @property
    def offered(self) -> tuple[str, ...]:
        """The decisions one operator may take under this rule. Under a quorum (M > 1) an edit
        or a reply would take the decision alone (they are not votes of the proposed call), so
        only approve (one vote of M) and deny (which never lets anything run) are left."""
        if self.quorum <= 1:
            return self.decisions
        return tuple(d for d in self.decisions if d not in ALONE)

    def describe(self) -> str:
        version = f"policy {self.version}" if self.version else "no policy file"
        who = ", ".join(self.roles) or "any operator"
        said = f" ({self.note})" if self.note else ""
        return f"rule {self.rule} ({version}): {who}; quorum {self.quorum}{said}"


#: The key of a proposed side effect listing the fields its describer derived from facts the
#: harness checks (the bound call, the tools module): ``["room_id", "room", "seats"]``.
VERIFIED = "verified"


def _bound(details: Mapping[str, Any]) -> dict[str, Any]:
    """The arguments of the exact call approving the request authorises (:mod:`arena.binding`):
    the one call that can run under it, whatever the agent wrote."""
    stored = details.get("binds")
    if (
        isinstance(stored, Mapping)
        and stored.get("tool")
        and isinstance(stored.get("args"), Mapping)
    ):
        return dict(stored["args"])
    return {}


def _harness(request: InputRequest) -> tuple[str, dict[str, Any], dict[str, Any]]:
    """``(gated tool, harness fields, claimed fields)``: the fields the harness derived — the
    gated tool, the side effect's fields its describer marks ``verified``, the bound call's
    arguments — and the side effect's other fields (the agent's word, read by the describer)."""
    details = request.details
    tool = str(details.get("tool") or request.tool_name or request.action)
    effect = details.get("proposed_side_effect")
    fields = (
        {k: v for k, v in effect.items() if k != VERIFIED} if isinstance(effect, Mapping) else {}
    )
    marked = effect.get(VERIFIED) if isinstance(effect, Mapping) else None
    derived = {str(f) for f in marked} if isinstance(marked, list | tuple) else set()
    harness = {k: v for k, v in fields.items() if k in derived}
    harness |= _bound(details)
    harness["tool"] = fields.get("tool") or tool  # the describer's, else the gated tool's name
    claims = {k: v for k, v in fields.items() if k not in harness}
    return tool, harness, claims


def subject(request: InputRequest) -> tuple[tuple[str, ...], dict[str, Any]]:
    """What rules match on: the gated tool and the action; the fields of its proposed side
    effect (``people``, ``seats``, ``room_id``, ``day`` for a booking) and the gate call's own
    arguments — under what the harness derived: the gated tool's name, the bound call's
    arguments and the side effect's ``verified`` fields. An argument the agent adds to its gate
    call never overrides those, whatever its name (``tool``, ``seats``, ``room_id``)."""
    tool, harness, claims = _harness(request)
    return (tool, request.action), {**claims, **dict(request.args), **harness}


def checked_fields(request: InputRequest) -> frozenset[str]:
    """The fields of :func:`subject` the harness vouches for: the gated tool, the bound call's
    arguments, and the side effect's fields its describer marks ``verified`` (and has). Every
    other field — a head count read from the agent's summary or search, the summary itself, an
    argument the agent added to its gate call — is only the agent's claim."""
    return frozenset(_harness(request)[1])


def overridden(request: InputRequest) -> dict[str, tuple[Any, Any]]:
    """The agent's own gate arguments named like a field the harness derived and saying another
    value: ``{name: (the agent's, the harness's)}``. Rules read the harness's."""
    harness = _harness(request)[1]
    return {
        k: (v, harness[k])
        for k, v in request.args.items()
        if k in harness and str(v).strip().lower() != str(harness[k]).strip().lower()
    }


def govern(policy: Policy | None, request: InputRequest, environment: str) -> Governance:
    """The rule that governs ``request``. An ``approval: none`` rule that reads a field only the
    agent vouches for is passed over (the note says so): it cannot take the person away. A gate
    argument that clashes with a field the harness derived is not read, and the note says so."""
    if policy is None:
        return Governance.of(DEFAULT_RULE, None, environment)
    tools, args = subject(request)
    checked = checked_fields(request)
    claimed = set(args) - checked
    rule, skipped = policy.choose(tools, args, environment, claimed, checked & set(args))
    clashes = [
        f"the agent's own gate argument {k}={mine!r} was not read: rules read the harness's "
        f"{k}={theirs!r}"
        for k, (mine, theirs) in sorted(overridden(request).items())
    ]
    return Governance.of(rule, policy, environment, "; ".join([*skipped, *clashes]))


def edited(
    request: InputRequest,
    tool: str,
    args: Mapping[str, Any],
    described: Mapping[str, Any] | None = None,
) -> InputRequest:
    """``request`` as if the agent had asked for ``tool(args)``, the call an edit authorises:
    what a policy is matched against for the edit, so an edit is governed like a request for
    the edited call. The bound call is the edited one; the side effect's ``verified`` fields,
    derived from the proposed call, are dropped (they describe a call that will not run) and,
    where the arena's describer re-read the edited request (``described``), its own verified
    fields take their place (``seats`` of the edited room). What is only the agent's word
    about the group (people, day) stays as it said; its words about the call (the gate's
    ``summary`` and other text arguments, the side effect's ``summary``) described the call the
    edit replaced, so they are the edited call's words instead: the describer's ``summary`` of
    it ("books R-400 (Atrium, seats 40) ..."), else the call itself. A rule on the words
    (``summary matches Atrium``) then holds for an edit into Atrium, which the old words
    ("Book R-102 (Aspen) ...") sent to a weaker rule (outside tester 11, finding 8)."""
    details = dict(request.details)
    effect = details.get("proposed_side_effect")
    old = dict(effect) if isinstance(effect, Mapping) else {}
    marked = old.get(VERIFIED)
    stale = {str(f) for f in marked} if isinstance(marked, list | tuple) else set()
    fresh: dict[str, Any] = {k: v for k, v in old.items() if k not in stale and k != VERIFIED}
    if isinstance(described, Mapping) and "error" not in described:
        said = described.get(VERIFIED)
        names = [str(f) for f in said if f in described] if isinstance(said, list | tuple) else []
        fresh |= {f: described[f] for f in names}
        if names:
            fresh[VERIFIED] = names
    words = _words(tool, args, described)
    fresh["summary"] = words
    binds = details.get("binds")
    details["proposed_side_effect"] = fresh
    details["binds"] = {
        **(dict(binds) if isinstance(binds, Mapping) else {}),
        "tool": tool,
        "args": dict(args),
    }
    said = {k: words if _is_words(k, v) else v for k, v in request.args.items()}
    return msgspec.structs.replace(request, args=said, details=details)


def _words(tool: str, args: Mapping[str, Any], described: Mapping[str, Any] | None) -> str:
    """What the edited call does, in words: the describer's ``summary`` of it, else the call."""
    text = described.get("summary") if isinstance(described, Mapping) else None
    if isinstance(text, str) and text.strip() and "error" not in (described or {}):
        return text
    return f"{tool}({', '.join(f'{k}={v!r}' for k, v in args.items())})"


def _is_words(key: str, value: object) -> bool:
    """Whether a gate argument is the agent's words about the call (``summary``, ``reason``,
    ``title``), not a fact about the group a policy reads as the agent said it (``people``,
    ``day``, ``capacity``) nor a room it names (the harness derives the room)."""
    from arena.item_facts import meant_fact

    fact = key if key in ("people", "capacity", "day", "days", "room") else meant_fact(key)
    return isinstance(value, str) and fact is None


def needs_approval(
    policy: Policy | None, tool: str, args: Mapping[str, Any], environment: str
) -> bool:
    """Whether a call of ``tool`` with ``args`` needs a person under ``policy`` (no policy: yes),
    for an agent or tool wrapper that asks the policy before it pauses."""
    if policy is None:
        return True
    return policy.match((tool,), args, environment).approval == "required"


def stamp(request: InputRequest, policy: Policy | None, environment: str) -> InputRequest:
    """The request with its governance in ``details`` and the rule's expiry (unless it has one).

    No policy stamps the built-in ``default`` rule: a policy file added later does not apply to
    a request recorded before it existed (docs/operator.md: a request keeps that rule)."""
    gov = govern(policy, request, environment)
    expires = request.expires_at
    if expires is None and gov.expires_in_s:
        expires = request.created_at + timedelta(seconds=gov.expires_in_s)
    details = {**dict(request.details), KEY: gov.as_details()}
    return msgspec.structs.replace(request, details=details, expires_at=expires)


def governance_of(request: InputRequest, policy: Policy | None, environment: str) -> Governance:
    """What a decision on ``request`` needs: the rule stamped on it when it was recorded.

    An unstamped request was recorded when no policy governed it (before this release stamped
    the default, or by a path that applies none, like an eval's driver): the built-in default
    rule, never the policy that applies now — ``policy`` is not read for it."""
    del policy  # what applies now: never read, a request keeps the rule it was recorded under
    return Governance.from_details(request.details) or Governance.of(
        DEFAULT_RULE, None, environment
    )


__all__ = [
    "ALONE",
    "KEY",
    "VERIFIED",
    "Governance",
    "checked_fields",
    "edited",
    "govern",
    "governance_of",
    "needs_approval",
    "stamp",
    "subject",
]
