"""Approval policy: a versioned YAML file saying which tool calls need a person, which decisions
are allowed, whose (roles), how many (quorum), for how long (expiry), per environment.

See docs/operator.md for the file format; :mod:`arena.identity` for who the operators are.
"""

from __future__ import annotations

from arena.policy.govern import (
    ALONE,
    Governance,
    checked_fields,
    edited,
    govern,
    governance_of,
    needs_approval,
    overridden,
    stamp,
    subject,
)
from arena.policy.load import (
    BadPolicy,
    check_policy,
    environment,
    find_policy,
    load_policy,
    policy_path,
)
from arena.policy.model import DECISIONS, DEFAULT_RULE, Decision, Policy, Predicate, Rule

__all__ = [
    "ALONE",
    "DECISIONS",
    "DEFAULT_RULE",
    "BadPolicy",
    "Decision",
    "Governance",
    "Policy",
    "Predicate",
    "Rule",
    "check_policy",
    "checked_fields",
    "edited",
    "environment",
    "find_policy",
    "govern",
    "governance_of",
    "load_policy",
    "needs_approval",
    "overridden",
    "policy_path",
    "stamp",
    "subject",
]
