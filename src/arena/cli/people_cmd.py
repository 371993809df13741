"""``arena operators``, ``arena policy check`` and ``arena sweep``: who may decide, under which
rules, and closing what can never be answered — a thin layer over :mod:`arena.identity`,
:mod:`arena.policy` and the store."""

from __future__ import annotations

import os
from typing import Any

import click
from rich.padding import Padding
from rich.table import Table
from rich.text import Text

from arena.cli.console import Console, wrap
from arena.cli.continued import remember_store
from arena.cli.identity_opts import decide_as, policy_option, print_decisions, store_policy
from arena.cli.options import (
    Group,
    adopt_option,
    echo_json,
    json_option,
    no_store,
    store_option,
    text_option,
    who_options,
)
from arena.cli.store_file import open_existing, open_listing, refuse_foreign
from arena.display import fit_widths, inert
from arena.errors import Conflict, NotFound, UserError
from arena.identity import (
    add_operator,
    issue_token,
    locked_out,
    no_operator,
    open_mode,
    remove_operator,
)
from arena.line_fold import warning_line
from arena.operator import current_user, pause_lost
from arena.policy import BadPolicy, check_policy
from arena.store import open_store, store_flag, store_location
from arena.store.base import RequestRecord, RunRecord, Store
from arena.store.urls import is_url
from arena.types import Responder


@click.group(cls=Group)
def operators() -> None:
    """Who may decide: operators, their roles and OS logins, tokens for other interfaces."""


@operators.command("add")
@click.argument("name")
@text_option(
    "--role", "roles", example="finance", multiple=True,
    help="A role the operator holds (repeatable).",
)  # fmt: skip
@text_option(
    "--login",
    "logins",
    example="alice",
    multiple=True,
    help="An OS user name that acts as this operator at the CLI (repeatable; default: NAME).",
)
@policy_option
@store_option()
def add(
    name: str,
    roles: tuple[str, ...],
    logins: tuple[str, ...],
    policy_path: str | None,
    store_path: str | None,
) -> None:
    """Add an operator (or replace an existing one's roles and logins)."""
    refuse_foreign(store_path)  # an empty file is not made a store
    location = store_location(store_path)
    made = not is_url(location) and not os.path.exists(location)
    with open_store(store_path) as store:
        first = open_mode(store)
        policy = store_policy(store, policy_path)
        op = add_operator(store, name, roles, logins, policy=policy)
        click.echo(
            f"operator {op.name}: roles {', '.join(op.roles) or '-'}; logins {', '.join(op.logins)}"
        )
        for said in unknown_roles(op.name, op.roles, policy):
            click.echo(warning_line(said), err=True)
        # Which store: in an empty folder this made .arena/arena.db there, silently (tester 20).
        where = store.location if is_url(location) else os.path.abspath(location)
        click.echo(f"store: {where}" + (" (created now)" if made else ""))  # the path unbroken
        if first:
            click.echo(
                wrap(
                    "open mode ended in this store: from now on only registered operators decide "
                    "(arena operators list)"
                )
            )
        _warn_if_locked_out(store, policy_path)


@operators.command("list")
@click.option("--all", "include_removed", is_flag=True, help="Include removed operators.")
@json_option()
@store_option()
def list_operators(include_removed: bool, as_json: bool, store_path: str | None) -> None:
    """List operators and their roles."""
    store = open_listing(store_path)  # a named store that is not there: exit 2, not open mode
    if store is None:  # the default location, nothing ever recorded here
        click.echo("[]" if as_json else wrap(f"no operators (open mode): {no_store(store_path)}"))
        return
    with store:
        found = store.operators(include_removed=include_removed)
        if as_json:
            echo_json([_view(o) for o in found])
            return
        if not found:
            click.echo("no operators: open mode (anyone may decide; recorded as unverified)")
            return
        console = Console()
        title = f"Operators ({len(found)})"
        columns = ("name", "roles", "logins", "added", "removed")
        rows = [
            [
                inert(o.name),  # inert: control characters escaped, never markup
                inert(", ".join(o.roles)),
                inert(", ".join(o.logins)),
                f"{o.created_at:%Y-%m-%d %H:%M}",
                f"{o.removed_at:%Y-%m-%d %H:%M}" if o.removed_at else "",
            ]
            for o in found
        ]
        # Names, roles and logins are what an admin types back: never folded mid-word ("facil" /
        # "ities" at 40 columns, users tester 31); where no table holds them, one block each.
        widths = fit_widths(columns, rows, console.width, ("name", "roles", "logins"))
        if widths is None:
            console.print(Text(title, style="italic"))
            for row in rows:
                console.print(Text(row[0], style="bold"))
                facts = [f"{c} {v}" for c, v in zip(columns[1:], row[1:], strict=True) if v]
                for fact in facts:
                    console.print(Padding(Text(fact), (0, 0, 0, 2), expand=False))
            return
        table = Table(title=title)
        for col, w in zip(columns, widths, strict=True):
            table.add_column(col, overflow="fold", min_width=w, max_width=w)
        for row in rows:
            table.add_row(*map(Text, row))
        console.print(table)


def _view(o: Any) -> dict[str, Any]:
    return {
        "name": o.name,
        "roles": list(o.roles),
        "logins": list(o.logins),
        "created_at": o.created_at.isoformat(),
        "removed_at": o.removed_at.isoformat() if o.removed_at else None,
    }


@operators.command("remove")
@click.argument("name")
@policy_option
@store_option()
def remove(name: str, policy_path: str | None, store_path: str | None) -> None:
    """Remove an operator (kept for the audit trail; its tokens are revoked)."""
    with open_existing(store_path) as store:
        try:
            remove_operator(store, name, policy=store_policy(store, policy_path))
        except NotFound:
            gone = [o for o in store.operators(include_removed=True) if o.name == name]
            if not gone:
                raise NotFound(no_operator(store, name)) from None
            if gone[0].removed_at is None:
                raise
            raise Conflict(
                f"operator {name!r} was already removed at {gone[0].removed_at:%Y-%m-%d %H:%M:%S}"
                f" UTC; `arena operators add {name} --role ROLE` restores it"
            ) from None
        click.echo(f"operator {name} removed; its tokens are revoked")
        _warn_if_locked_out(store, policy_path)


def unknown_roles(name: str, roles: tuple[str, ...], policy: Any) -> list[str]:
    """A warning for each role no rule of the policy names (nor ``manage_operators`` nor
    ``act_for_others``, which a lead answering ``--as`` another holds: warned as deciding
    nothing until evals45): added as given, ``--role facilties`` left an operator who could
    decide nothing the policy governs, and nothing said so until a decision was refused
    (users44). None without a policy."""
    if policy is None:
        return []
    import difflib

    known = (
        {r for rule in policy.rules for r in rule.roles}
        | set(policy.manage_operators)
        | set(policy.act_for_others)
    )
    said = []
    for role in (r for r in roles if r not in known):
        close = difflib.get_close_matches(role, sorted(known), n=1, cutoff=0.6)
        meant = f" (did you mean {close[0]!r}?)" if close else ""
        said.append(
            f"role {role!r}{meant} is named by no rule of the policy (roles there: "
            f"{', '.join(sorted(known))}), so holding it lets {name} decide nothing more; "
            f"arena operators add {name} --role ROLE replaces the roles"
        )
    return said


def _warn_if_locked_out(store: Store, policy_path: str | None) -> None:
    """Say so when the change just made leaves the OS user unable to make the next one."""
    policy = store_policy(store, policy_path)
    why = locked_out(store, policy)
    if why is not None:
        click.echo(f"warning: {why}", err=True)
        stranded = _no_manager_here(store, policy)
        if stranded is not None:
            click.echo(f"warning: {stranded}", err=True)  # one line: it holds commands


def _no_manager_here(store: Store, policy: Any) -> str | None:
    """When no managing operator's login is an OS account on this machine, nobody here can run
    the warning's command (tester 21: ``--login alice`` pasted as root on a machine with no
    alice): say so, and what the locked-out user can do themselves."""
    if is_url(store.location):
        return None  # a server's store: its operators may log in on other machines
    roles = set(policy.manage_operators) if policy is not None else {"admin"}
    managers = [o for o in store.operators() if roles & set(o.roles)]
    logins = sorted({x for o in managers for x in o.logins})
    if not managers or any(_os_account(x) for x in logins):
        return None
    named = " or ".join(repr(x) for x in logins)
    said = f"no OS account on this machine is named {named}, so nobody here can run that command"
    if store.runs(limit=1):
        return (
            f"{said}: have the account created (useradd {logins[0]}), give it write access to "
            f"the store's folder, and run the command above as that user, naming the store "
            f"(runuser -u {logins[0]} -- <the command> --store {os.path.abspath(store.location)})"
        )
    first = managers[0]
    me = current_user()
    again = " ".join(
        ["arena operators add", first.name]
        + [f"--role {r}" for r in first.roles]
        + [f"--login {x}" for x in dict.fromkeys((*first.logins, me))]
    )
    path = os.path.abspath(store.location)
    return (
        f"{said}. This store holds no runs yet: to start over, delete it "
        f"(rm -f {path} {path}-wal {path}-shm) and register the admin with your login too: "
        f"{again}"
    )


def _os_account(login: str) -> bool:
    """Whether ``login`` names an account in this machine's account database."""
    try:
        import pwd
    except ImportError:  # no account database (Windows): cannot tell, so do not claim
        return True
    try:
        pwd.getpwnam(login)
    except KeyError:
        return False
    return True


@operators.command("token")
@click.argument("name")
@policy_option
@store_option()
def token(name: str, policy_path: str | None, store_path: str | None) -> None:
    """Issue a token for NAME (for a web inbox); it is printed once and stored only hashed."""
    with open_existing(store_path) as store:
        click.echo(issue_token(store, name, policy=store_policy(store, policy_path)))


@click.group(cls=Group)
def policy() -> None:
    """Approval policy files (docs/operator.md)."""


@policy.command("check")
@click.argument("path", metavar="FILE")
@click.option(
    "--arena",
    "arenas",
    multiple=True,
    metavar="NAME|DIR",
    help="An arena the policy is for (repeatable): its tools module's tools and values are "
    "known besides the installed arenas'.",
)
@json_option(
    "Print the policy's version, rules and warnings as JSON (a problem: the error object every "
    "--json command prints, exit 2)."
)
def check(path: str, arenas: tuple[str, ...], as_json: bool) -> None:
    """Validate a policy file: every problem as FILE:LINE: ..., exit 2 if any."""
    from arena.arenas import load_arena

    modules = [load_arena(a).tools_module for a in arenas]
    if not path.strip():
        raise UserError("the path is empty (a $VARIABLE that expanded to nothing?): give the file")
    try:  # the policy loader's words name --policy / ARENA_POLICY (users31)
        os.stat(path)  # os.path.exists read a folder this user cannot search as no file (users36)
    except FileNotFoundError:
        raise UserError(
            f"{path}: no such policy file; give the path of the file to check"
        ) from None
    try:
        found, warnings = check_policy(path, modules)
    except BadPolicy as exc:
        from arena.cli.error_lines import error_line, json_error  # json: users38

        for problem in exc.problems:
            click.echo(error_line(problem), err=True)

        json_error(click.get_current_context(), [str(p) for p in exc.problems], 2)
        raise SystemExit(2) from None
    for warning in warnings:
        click.echo(f"warning: {warning}", err=True)
    if as_json:
        names = [r.name for r in found.rules]
        echo_json({"file": path, "version": found.version, "rules": names, "warnings": warnings})
        return
    rules = ", ".join(r.name for r in found.rules) or "none (the default rule only)"
    click.echo(f"{path}: policy version {found.version}, {len(found.rules)} rule(s): {rules}")


@click.command()
@click.option(
    "--not-durable",
    "not_durable",
    is_flag=True,
    help="Also close waiting runs whose state lived only in a process that is gone.",
)
@json_option()
@store_option()
def sweep(not_durable: bool, as_json: bool, store_path: str | None) -> None:
    """Record expired requests as expired (by the store's clock) and close what can never be
    answered; expired requests reach their agent at the next resume."""
    with open_existing(store_path) as store:
        expired = store.expire_due()
        closed = _close_not_durable(store) if not_durable else []
    if as_json:
        echo_json({"expired": expired, "closed": [r.id for r in closed]})  # keys sorted
        return
    said = f"{len(expired)} request(s) recorded as expired, {len(closed)} run(s) closed"
    click.echo(wrap(said, indent="  "))  # 49 characters at COLUMNS=40 (users34)
    if expired:  # a command stands whole on a line of its own
        click.echo(wrap("the next resume delivers the expiries to their agents:", indent="  "))
        click.echo("  arena resume --all")
    # which ones: the count alone left a person to diff `arena runs` (users tester 33)
    for process in dict.fromkeys(r.created_by for r in closed):
        said = "its" if sum(r.created_by == process for r in closed) == 1 else "their"
        gone = (  # an eval's run: the eval alone continues it, whatever its adapter (evals45)
            f"the eval that started {'it' if said == 'its' else 'them'} (process {process}) "
            "has exited"
            if any(r.origin.mode == "eval" for r in closed if r.created_by == process)
            else f"{said} paused state lived only in process {process}, which has exited"
        )
        click.echo(wrap(f"closed, {gone}:", indent="  ", first=""))
        for run in closed:
            if run.created_by == process:
                click.echo(f"  {run.id} ({run.adapter})")


def _close_not_durable(store: Store) -> list[RunRecord]:
    """Waiting runs whose paused state was in the memory of a process on this host that has
    exited, or that only such a process continues (an eval's, evals45): nobody can ever resume
    them, so their requests would wait forever."""
    from arena.runs.eval_runs import gone

    actor = Responder(name=current_user(), interface="cli")
    closed = []
    for run in store.runs(status="waiting"):
        # created_by names its PID namespace (arena.store.holder): judged where it can be.
        if run.origin.mode == "eval" and gone(run):
            why = f"the eval that started it (process {run.created_by}) has exited"
        elif run.durable or not pause_lost(run):
            continue
        else:
            why = f"its paused state lived only in process {run.created_by}, which has exited"
        try:
            store.fail_run(
                run.id, f"closed: {why}, so its requests can never be answered", actor=actor
            )
        except Conflict:
            continue  # someone else finished it meanwhile
        closed.append(run)
    return closed


@click.command()
@click.argument("ident", metavar="ID")
@click.argument("text")
@who_options()
@policy_option
@json_option()
@adopt_option()
@store_option()
def reply(
    ident: str,
    text: str,
    name: str | None,
    role: str | None,
    policy_path: str | None,
    as_json: bool,
    adopt_copy: bool,
    store_path: str | None,
) -> None:
    """Answer a request in words (the agent reads TEXT); a policy may allow or refuse it."""
    with open_existing(store_path) as store:
        store.check_home(adopt=adopt_copy)  # a copy never decides beside its original
        remember_store(store)  # its "Next:" says what continues an eval's run
        results = decide_as(
            store, [ident], "reply", name=name, role=role, text=text, policy_path=policy_path
        )
        print_decisions(results, as_json, store_flag(store))
    if not as_json:
        for r in results:
            if r.decided:
                click.echo(wrap(inert(_read_as(text, r.record)), indent="    "))


def _read_as(text: str, record: RequestRecord) -> str:
    """How the harness reads the words (tester 14: a reply said only "answered", so a person
    could not tell whether "Nah, forget it" had authorised a booking), as ``arena history``
    prints them beside the answer: a no and an unclear answer apart (they read "a no or
    unclear" here, and "read as unclear" in the trail: evals45)."""
    from arena.decisions import read_reply

    reading = read_reply(text, record.request)
    if reading == "approve":
        binds = record.request.details.get("binds")
        what = binds.get("authorises") if isinstance(binds, dict) else None
        return f"  read as a go-ahead: it authorises {what or record.request.action}"
    said = "a no (deny)" if reading == "deny" else "unclear"  # as the trail says it (views)
    return f"  read as {said}: it authorises nothing (the agent reads your words)"


COMMANDS = (operators, policy, sweep, reply)
