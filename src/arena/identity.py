"""Who is deciding: operators and their roles (kept in the store), the CLI's identity, and tokens.

- **Operators** live in the store (``arena operators add NAME --role R --login USER``), so every
  process reaching the runs sees the same people. Removing one keeps its row (the audit trail
  names it) and revokes its tokens.
- **The CLI's identity** is the OS account (its user id, not ``LOGNAME``), mapped through an operator's ``logins`` (by default the
  operator's own name). ``--as OTHER`` is allowed only to an operator holding a role the policy
  lists in ``act_for_others``; ``--role`` must be one of the operator's roles.
- **Tokens** for other interfaces (a web inbox): ``arena_<id>_<secret>``, printed once; the store
  keeps only the argon2id hash of the secret. :func:`authenticate` maps a token to its operator.
- **Open mode**: while no operator is registered, anyone may decide under any name and role (so a
  fresh store, ``make demo`` and scripted runs need no set-up); such decisions are recorded with
  ``verified = false`` and say "open mode" in the audit trail. Adding the first operator ends it.
  Managing operators is open until one holds a role of the policy's ``manage_operators``
  (default ``admin``); after that only such operators may add, remove or issue tokens.

This is identity as strong as access to the store: anyone who can write the database directly
can write anything. It stops mistakes and impersonation through hitl-arena's own interfaces.
"""

from __future__ import annotations

import re
import secrets
from dataclasses import dataclass
from typing import Any

from arena.errors import NotFound, UserError
from arena.operator import current_user
from arena.policy import Policy
from arena.store.base import Store
from arena.store.people import Operator
from arena.types import Interface


def _hasher() -> Any:
    """argon2id at OWASP's recommended minimum (19 MiB, 2 passes, 1 lane): a token's secret is
    256 random bits, so the hash need not be slow against guessing, and it must not cost a web
    request seconds (the library default: 1.6 s per check on a busy 2-core machine; this 0.3 s)."""
    from argon2 import PasswordHasher

    return PasswordHasher(time_cost=2, memory_cost=19456, parallelism=1)


_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._@+-]{0,63}$")
TOKEN_PREFIX = "arena"


class Unauthorized(UserError):
    """An identity hitl-arena does not recognise, or one not allowed to do what it asked."""


@dataclass(frozen=True, kw_only=True)
class Identity:
    """Who a decision is recorded as: a name, the roles they may use, through which interface."""

    name: str
    roles: tuple[str, ...]
    interface: Interface
    #: False in open mode: no operator is registered, name and role were taken on trust.
    verified: bool
    #: The operator who acted for ``name`` (``--as``), if not ``name`` themselves.
    acted_by: str | None = None
    #: The role asked for explicitly (``--role``), if any.
    role: str | None = None


def check_name(name: str, what: str = "operator name") -> str:
    if not _NAME.match(name or ""):
        raise UserError(
            f"{what} {name!r} is not usable: 1-64 letters, digits or . _ @ + - "
            "(starting with a letter or digit)"
        )
    return name


def open_mode(store: Store) -> bool:
    """True while no operator is registered (anyone may decide; recorded as unverified)."""
    return not store.operators()


def operator(store: Store, name: str) -> Operator:
    found = next((o for o in store.operators() if o.name == name), None)
    if found is None:
        raise NotFound(no_operator(store, name))
    return found


def no_operator(store: Store, name: str) -> str:
    """Why ``name`` is no operator, the closest registered name and where the names are listed
    (``arena operators remove alcie`` said only "no operator 'alcie' in store ...", users48)."""
    import difflib

    close = difflib.get_close_matches(name, [o.name for o in store.operators()], n=1)
    hint = f" (did you mean {close[0]!r}?)" if close else ""
    return f"no operator {name!r}{hint} in store {store.location}; see arena operators list"


def login_operator(store: Store, login: str | None = None) -> Operator | None:
    """The operator an OS login maps to (its ``logins``, else an operator of that name)."""
    login = login or current_user()
    active = store.operators()
    return next((o for o in active if login in o.logins), None) or next(
        (o for o in active if o.name == login and not o.logins), None
    )


def cli_identity(
    store: Store,
    policy: Policy | None,
    *,
    as_name: str | None = None,
    role: str | None = None,
    interface: Interface = "cli",
) -> Identity:
    """Who the CLI decides as: the OS user's operator, or ``as_name`` where the policy allows."""
    login = current_user()
    if open_mode(store):
        return Identity(name=as_name or login, roles=(role,) if role else (), interface=interface,
                        verified=False, role=role)  # fmt: skip
    me = login_operator(store, login)
    if me is None:
        raise Unauthorized(
            f"OS user {login!r} is not a registered operator of store {store.location}; an "
            f"admin adds it: arena operators add NAME --login {login} --role ROLE"
        )
    who = me
    if as_name and as_name != me.name:
        allowed = set(policy.act_for_others) if policy is not None else set()
        if not allowed & set(me.roles):
            why = (
                f"the policy lets roles {', '.join(sorted(allowed))} do that"
                if allowed
                else "no policy role may (act_for_others)"
            )
            raise Unauthorized(
                f"{me.name} may not answer as {as_name!r}: {why}; answer as yourself (drop --as)"
            )
        who = operator(store, as_name)
    if role is not None and role not in who.roles:
        raise Unauthorized(
            f"{who.name} does not hold role {role!r} (roles: {', '.join(who.roles) or 'none'})"
        )
    acted_by = me.name if who.name != me.name else None
    return Identity(name=who.name, roles=who.roles, interface=interface, verified=True,
                    acted_by=acted_by, role=role)  # fmt: skip


def operator_identity(
    op: Operator, *, interface: Interface = "web", role: str | None = None
) -> Identity:
    """An authenticated operator (e.g. from :func:`authenticate`) as an identity."""
    if role is not None and role not in op.roles:
        raise Unauthorized(
            f"{op.name} does not hold role {role!r} (roles: {', '.join(op.roles) or 'none'})"
        )
    return Identity(name=op.name, roles=op.roles, interface=interface, verified=True, role=role)


# -- managing operators --------------------------------------------------------------------------
def _managers(policy: Policy | None) -> set[str]:
    return set(policy.manage_operators) if policy is not None else {"admin"}


def check_manager(store: Store, policy: Policy | None) -> str:
    """The OS user may manage operators: none holds a managing role yet, or they do."""
    login = current_user()
    roles = _managers(policy)
    if not any(roles & set(o.roles) for o in store.operators()):
        return login  # bootstrap: nobody manages operators yet
    me = login_operator(store, login)
    if me is None or not roles & set(me.roles):
        raise Unauthorized(
            f"only an operator with role {' or '.join(sorted(roles))} may manage operators; "
            f"OS user {login!r} is {'operator ' + me.name if me else 'not an operator'}"
        )
    return me.name


def locked_out(store: Store, policy: Policy | None) -> str | None:
    """Why the OS user may no longer manage operators after a change it just made (else None).

    The change was allowed, so this change took the right away: typically the first admin
    registered under another login (``operators add alice --role admin`` run as root), which
    locked every later operator change with no sign of it.
    """
    login = current_user()
    roles = _managers(policy)
    managers = [o for o in store.operators() if roles & set(o.roles)]
    me = login_operator(store, login)
    if not managers or (me is not None and roles & set(me.roles)):
        return None
    role = sorted(roles)[0]
    who = ", ".join(f"{o.name} (login {' or '.join(o.logins)})" for o in managers)
    target = me.name if me is not None else login
    grant = " ".join(f"--role {r}" for r in (*(me.roles if me else ()), role))
    if me is not None and me.logins != (me.name,):
        grant += "".join(f" --login {x}" for x in me.logins)
    return (
        f"OS user {login!r} may no longer add, change or remove operators: only an operator "
        f"with role {' or '.join(sorted(roles))} may — {who}. To manage as {login!r}, one of "
        f"them runs: arena operators add {target} {grant}"
    )


def add_operator(
    store: Store,
    name: str,
    roles: tuple[str, ...],
    logins: tuple[str, ...] = (),
    *,
    policy: Policy | None = None,
) -> Operator:
    """Add an operator, or replace an existing one's roles and logins."""
    check_name(name)
    for r in roles:
        check_name(r, "role")
    for login in logins:
        check_name(login, "login")
    actor = check_manager(store, policy)
    return store.save_operator(name, tuple(roles), tuple(logins) or (name,), actor=actor)


def remove_operator(store: Store, name: str, *, policy: Policy | None = None) -> Operator:
    actor = check_manager(store, policy)
    return store.remove_operator(name, actor=actor)


def issue_token(store: Store, name: str, *, policy: Policy | None = None) -> str:
    """A new token for ``name`` (returned once; only its argon2 hash is stored)."""

    actor = check_manager(store, policy)
    operator(store, name)
    token_id, secret = secrets.token_hex(6), secrets.token_urlsafe(32)
    hashed = _hasher().hash(secret)
    store.add_token(token_id, name, hashed, actor=actor)
    return f"{TOKEN_PREFIX}_{token_id}_{secret}"


def authenticate(store: Store, token: str) -> Operator:
    """The active operator a token belongs to; Unauthorized for anything else (one message,
    whatever was wrong, so a caller learns nothing from it)."""
    from argon2.exceptions import InvalidHashError, VerificationError

    refused = Unauthorized("unknown, revoked or malformed token")
    parts = (token or "").strip().split("_", 2)
    if len(parts) != 3 or parts[0] != TOKEN_PREFIX:
        raise refused
    record = store.token(parts[1])
    if record is None or record.revoked_at is not None:
        raise refused
    try:
        _hasher().verify(record.hash, parts[2])
    except (VerificationError, InvalidHashError):
        raise refused from None
    found = next((o for o in store.operators() if o.name == record.operator), None)
    if found is None:
        raise refused
    return found


__all__ = [
    "Identity",
    "Unauthorized",
    "add_operator",
    "authenticate",
    "check_manager",
    "cli_identity",
    "issue_token",
    "locked_out",
    "login_operator",
    "open_mode",
    "operator",
    "operator_identity",
    "remove_operator",
]
