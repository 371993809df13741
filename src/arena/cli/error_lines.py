"""How ``arena`` tells a user's mistake: one ``error:`` line per problem, with the fix where one
is known (an items file of one's own given to ``arena run``, the command that lists the ids), and
under ``--json`` the same as one JSON object on stdout. Imported only once a command failed."""

from __future__ import annotations

import click

from arena.errors import BadItemFile, NotFound
from arena.line_fold import error_line as error_line  # folded on a terminal, one line in a pipe
from arena.line_fold import terminal_line as terminal_line


def json_error(ctx: click.Context, said: list[str], code: int) -> None:
    """Under ``--json``, the error as one JSON object on stdout too (``{"error": ..., "exit":
    2}``): a script reading stdout as JSON got nothing there and a decode error (user tester 20)."""
    if "--json" not in ctx.meta.get("arena.argv", ()):
        return
    import json

    said = [s.replace("\n  ", " ") for s in said]  # a fix on a line of its own (parameter_fix)
    click.echo(json.dumps({"error": "; ".join(said), "exit": code}))


def listing(exc: Exception) -> str | None:
    """Which commands list the ids, when none matched (users28 finding 6: ``arena approve
    req_nope`` said what was wrong and not where the ids are)."""
    from arena.errors import UnknownId

    if not isinstance(exc, UnknownId):
        return None
    from arena.store import location_flag

    flag = location_flag(exc.location) if exc.location else ""
    return f"`arena pending{flag}` lists the requests waiting, `arena runs{flag}` the runs"


def own_items_fix(ctx: click.Context, exc: Exception) -> str | None:
    """How to run an items file of one's own, when ``arena run`` failed on one given as the arena
    (``arena run mine.yaml``), as an item id (``--item mine.yaml``) or to an option it does not
    have (``--items mine.yaml``): each said only what was wrong (tester 14)."""
    if ctx.invoked_subcommand != "run":
        return None
    from arena.cli.run_args import own_items

    argv: list[str] = ctx.meta.get("arena.argv", [])
    args = argv[argv.index("run") + 1 :] if "run" in argv else []
    if isinstance(exc, click.NoSuchOption):  # its value: the next word, or after "="
        name, _, value = next(
            (a for a in args if a.split("=")[0] == exc.option_name), ""
        ).partition("=")
        at = args.index(name) + 1 if name in args else len(args)
        values = [value] if value else args[at : at + 1]
        fix = own_items(values, arena=None)
        if fix and "--item" in (exc.possibilities or ()):
            fix = f"(--item picks the arena's own items by id.) {fix[0].upper()}{fix[1:]}"
        return fix
    command = ctx.command.get_command(ctx, "run") if isinstance(ctx.command, click.Group) else None
    if command is None:
        return None
    try:
        parsed = command.make_context("run", list(args), parent=ctx, resilient_parsing=True)
    except click.ClickException:
        return None
    arena = parsed.params.get("arena_name")
    patterns = parsed.params.get("item_patterns") or ()
    return own_items([*([arena] if isinstance(arena, str) else []), *patterns], arena=arena)


def usage_folded(exc: click.ClickException) -> click.UsageError | None:
    """Click's own usage error with its words folded to the terminal's width, as ``error:``
    lines are, or None where it fits (or stderr is no terminal: one line into a pipe). "Error:
    No such option '--reasn'. (Did you mean one of: '--as', '--reason', '--role'?)" stood 85
    columns wide on an 80-column terminal (users44)."""
    if not isinstance(exc, click.UsageError):
        return None
    said = exc.format_message()
    folded = terminal_line(said, "Error: ")
    if folded == f"Error: {said}":
        return None
    return click.UsageError(folded.removeprefix("Error: "), exc.ctx)


def each_problem(exc: Exception) -> tuple[object, ...]:
    """An item file's problems (yamlfile.BadItems), one ``path:line: problem`` per line, as
    ``arena policy check`` prints them: joined with "; " they made one ~900-character line, while
    the problems hold "; " themselves (outside tester 12, finding 8). So are several unknown
    names (``--adapter crew_ai,vanila``: each with its did-you-mean). Anything else: itself."""
    problems = getattr(exc, "problems", None)
    listed = isinstance(exc, (BadItemFile, NotFound))
    if listed and isinstance(problems, tuple) and len(problems) > 1:
        return problems
    return (exc,)


def strict_guesses(exc: click.NoSuchOption) -> click.NoSuchOption:
    """Click's did-you-mean, with the options' shared dashes left out of the likeness: counted,
    they made far-off words close (``arena faults --bogus`` offered ``--out``, ``arena run --ot``
    three options, ``--timeout`` ``--out`` too); a far-off guess misleads more than none
    (users52). Among every long option of the command, by the words alone."""
    import difflib

    command = exc.ctx.command if exc.ctx is not None else None
    if command is None or not exc.option_name.startswith("-"):
        return exc
    names = {
        o
        for p in command.get_params(exc.ctx)  # type: ignore[arg-type]
        for o in (*p.opts, *p.secondary_opts)
        if o.startswith("--")
    }
    bare = {name[2:]: name for name in sorted(names)}
    given = exc.option_name.lstrip("-").casefold()  # 0.6 took '--out' for '--timeout'
    close = difflib.get_close_matches(given, list(bare), n=3, cutoff=0.65)
    guesses = [bare[c] for c in close]
    if guesses == list(exc.possibilities or ()):
        return exc
    told = click.NoSuchOption(exc.option_name, ctx=exc.ctx)
    vars(told)["possibilities"] = guesses or None  # click's own would weigh the dashes again
    return told


def elsewhere(
    exc: click.NoSuchOption, command: str, table: dict[tuple[str, str], str]
) -> str | None:
    """What ``table`` says of an option this command lacks, for that option however it was
    misspelt: ``arena approve --reson`` was offered '--json' and ``--resaon``, ``--arean``,
    ``--behavour`` nothing (users55), where ``--reason`` is told where it belongs. Only when the
    given name is nearer the table's than any option the command has (``--jsno`` is --json)."""
    import difflib

    given = exc.option_name.lstrip("-").casefold()
    theirs = {key[2:]: said for (cmd, key), said in table.items() if cmd == command}
    if not theirs or not exc.option_name.startswith("--"):
        return None
    command_obj = exc.ctx.command if exc.ctx is not None else None
    own = [
        o[2:].casefold()
        for p in (command_obj.get_params(exc.ctx) if command_obj and exc.ctx else [])
        for o in (*p.opts, *p.secondary_opts)
        if o.startswith("--")
    ]

    def near(name: str) -> float:
        return difflib.SequenceMatcher(None, given, name).ratio()

    best = max(theirs, key=near)
    if near(best) < 0.8 or any(near(o) >= near(best) for o in own):
        return None
    return theirs[best]


def sub_commands_option(exc: click.NoSuchOption) -> str | None:
    """Where an option given to a group belongs, when its sub-commands take it: ``arena
    operators --json`` said only "No such option '--json'" while ``arena runs --json`` lists
    (users39), and the listing's own command was left to guess. Names the sub-commands that take
    it (``list`` first: the group's listing), each as a command to type; None for an option no
    sub-command takes, or an error not raised by a group."""
    ctx = exc.ctx
    group = ctx.command if ctx is not None else None
    if ctx is None or not isinstance(group, click.Group) or not exc.option_name:
        return None
    subs = [
        s for n in group.list_commands(ctx) if (s := group.get_command(ctx, n)) and not s.hidden
    ]
    given = option = exc.option_name
    known = {o for s in subs for p in s.params for o in (*p.opts, *p.secondary_opts)}
    if given not in known:  # misspelt too (`arena operators --jsn`): the one its subs take
        import difflib

        close = difflib.get_close_matches(given, sorted(known), n=1, cutoff=0.75)
        if not close:
            return None
        option = close[0]
    takers = [
        s.name or "" for s in subs if any(option in (*p.opts, *p.secondary_opts) for p in s.params)
    ]
    takers.sort(key=lambda name: name != "list")
    path = ctx.command_path

    def typed(name: str) -> str:  # with the arguments it needs: `arena policy check FILE --json`
        sub = group.get_command(ctx, name)
        needs = [p.human_readable_name for p in (sub.params if sub else ()) if p.required]
        needs = [n for n in needs if not n.startswith("-")]
        param = next((p for p in (sub.params if sub else ()) if option in p.opts), None)
        takes = ""  # its value, as its metavar or its name: `--role ROLE`, not `--role TEXT`
        if isinstance(param, click.Option) and not param.is_flag and not param.count:
            takes = param.metavar or (param.name or "").upper()
        return " ".join([path, name, *needs, option, takes]).rstrip()

    said = " or ".join(f"`{typed(name)}`" for name in takers[:3])
    if given != option:
        return f"Did you mean {option}? {path} takes it only in sub-commands: {said}"
    return f"{path} takes no {option} itself; its sub-commands do: {said}"


#: Where the value of a required argument is found, by (command, argument): click said
#: only "Missing argument 'ID'." (users41). ``{store}``: the command's own ``--store``, if given.
MISSING = {
    ("show", "ID"): "give a run or request id (`arena runs{store}`, `arena pending{store}` "
    "list them)",
    ("approve", "ID..."): "give a request id or a run id (`arena pending{store}` lists "
    "those waiting)",
    ("deny", "ID..."): "give a request id or a run id, and --reason (`arena pending{store}` "
    "lists them)",
    ("reply", "ID"): "give a request id or a run id, then the answer (`arena "
    "pending{store}` lists them)",
    ("reply", "TEXT"): "give the answer in words after the id, e.g. arena reply ID 'yes, "
    "but Aspen'",
    ("reconcile", "--reason"): "say how you know, for the audit trail, e.g. --reason 'seen "
    "in the calendar'",
    ("history", "RUN"): "give a run id (`arena runs{store}` lists them)",
    ("reconcile", "RUN"): "give a held run's id (`arena runs --status "
    "needs_reconciliation{store}` lists them)",
    ("operators add", "NAME"): "give the operator's name, e.g. arena operators add alice "
    "--role approver",
    ("operators remove", "NAME"): "give an operator's name (`arena operators "
    "list{store}` lists them)",
    ("operators token", "NAME"): "give an operator's name (`arena operators list{store}` "
    "lists them)",
    ("policy check", "FILE"): "give the policy file to check, e.g. arena policy check policy.yaml",
    ("deny", "--reason"): "say why; the agent reads it, e.g. --reason 'over budget: a smaller "
    "room'",
}


def parameter_fix(exc: click.BadParameter, argv: list[str]) -> str | None:
    """Click's words for a missing argument or a number that is none, with the fix (users41):
    ``Missing argument 'ID'.`` named neither where the ids are nor how to list them, and
    ``'x' is not a valid integer range.`` read as if a range were asked for. The fix goes on a
    line of its own, so each fits 80 columns. None: click's own words stand (they name the fix:
    the choices, the range)."""
    import textwrap

    param, ctx = exc.param, exc.ctx
    if isinstance(exc, click.MissingParameter) and isinstance(param, click.Parameter):
        option = isinstance(param, click.Option)
        name = param.opts[0] if option else param.human_readable_name
        path = " ".join(ctx.command_path.split()[1:]) if ctx else ""  # 'show', 'operators add'
        fix = MISSING.get((path, name))
        if fix is None:
            return None
        fix = fix.format(store=_store_flag(argv))
        lines = textwrap.wrap(fix, 78, break_long_words=False, break_on_hyphens=False)
        said = f"Missing {'option' if option else 'argument'} '{name}':\n"
        return said + "\n".join(f"  {line}" for line in lines)
    kind = getattr(param, "type", None)
    said = exc.format_message()
    if isinstance(kind, click.Choice) and " is not one of " in said:  # 120 columns: the
        choices = ", ".join(map(str, kind.choices))  # choices on a line of their own
        lines = textwrap.wrap(choices, 78, break_long_words=False, break_on_hyphens=False)
        return (
            said.split(" is not one of ")[0]
            + " is not one of:\n"
            + "\n".join(f"  {line}" for line in lines)
        )
    if not isinstance(kind, (click.IntRange, click.FloatRange)) or "is not a valid" not in said:
        return None
    number = "a whole number" if isinstance(kind, click.IntRange) else "a number"
    low, high = kind.min, kind.max
    bounds = (
        f" ({low:g} to {high:g})"
        if low is not None and high is not None
        else f" (at least {low:g})"
        if low is not None
        else f" (at most {high:g})"
        if high is not None
        else ""
    )
    return said.split(" is not a valid")[0] + f" is not {number}{bounds}"


def option_usage_fix(
    exc: click.BadOptionUsage, argv: list[str], ctx: click.Context
) -> click.UsageError | None:
    """Click's "Option '--reason' requires an argument." and "Option '--json' does not take a
    value." named no fix (users52; an unset ``$WHY`` after ``--reason`` leaves it none): the
    option as it is written, its value's kind, and where one is known the example ``Missing
    option`` gives. None: another usage error."""
    import textwrap

    name, leaf, path = exc.option_name, ctx, list[str]()
    for word in argv[1:]:  # click's parser raised it with no context: the command from argv
        group = leaf.command
        sub = group.get_command(leaf, word) if isinstance(group, click.Group) else None
        if sub is None:
            break
        leaf, path = click.Context(sub, info_name=word, parent=leaf), [*path, word]
    params = leaf.command.params
    param = next((p for p in params if name in (*p.opts, *p.secondary_opts)), None)
    said = exc.format_message()
    if not isinstance(param, click.Option):
        return None
    if "does not take a value" in said:
        return click.UsageError(
            f"Option '{name}' does not take a value: it is a switch, give {name} alone", leaf
        )
    if "requires an argument" not in said:
        return None
    takes = param.make_metavar(leaf).removesuffix(" RANGE")  # INTEGER RANGE: a number
    head = f"Option '{name}' needs a value after it: {name} {takes}"
    example = MISSING.get((" ".join(path), name))
    if example is None:  # `--out $DIR` with DIR unset: the shell left --out nothing
        said = f'{head} (an unset $VARIABLE there leaves it none: quote it, "$VARIABLE")'
        return click.UsageError(said, leaf)
    lines = textwrap.wrap(example.format(store=_store_flag(argv)), 78, break_long_words=False)
    return click.UsageError(head + ":\n" + "\n".join(f"  {line}" for line in lines), leaf)


def _store_flag(argv: list[str]) -> str:
    """`` --store VALUE`` as given on the command line (quoted for a shell), or ''."""
    import shlex

    for k, word in enumerate(argv):
        if word.startswith("--store="):
            return f" --store {shlex.quote(word.split('=', 1)[1])}"
        if word == "--store" and k + 1 < len(argv):
            return f" --store {shlex.quote(argv[k + 1])}"
    return ""


#: Commands a user may guess by another name, and the command that does it: ``arena restart``
#: was offered ``report`` (difflib's nearest), and ``arena people`` nothing (users41).
INSTEAD = {
    "restart": "resume",
    "continue": "resume",
    "retry": "resume",
    "people": "operators",
    "users": "operators",
    "requests": "pending",
    # what a new user types for these (users52): each had no guess, or a far-off one
    "results": "report",
    "inbox": "serve",
    "log": "history",
    "logs": "history",
    "test": "run",
    "eval": "run",
    "status": "runs",
}


def command_instead(name: str) -> str | None:
    """``arena NAME``'s usage error when NAME is another name for a command, else None."""
    if (command := INSTEAD.get(name.lower())) is None:
        return None
    return f"No such command {name!r}: use arena {command} (arena {command} --help)"
