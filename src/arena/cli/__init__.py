"""The ``arena`` command: a thin layer over the library.

User mistakes become one line on stderr and exit code 2; nothing here prints a traceback for them.
Sub-commands are imported only when one is invoked (:data:`LAZY`), so ``arena --help`` and
``arena pending`` start without the run machinery, frameworks or an HTTP client.
"""

from __future__ import annotations

import importlib
import os
import sys
from collections.abc import Sequence
from typing import Any

import click

from arena import env_vars
from arena.closed_pipe import PipeSafe, errors_closed, output_closed, was_closed
from arena.display import inert
from arena.errors import ArenaError, StoreError, UserError, from_ctrl_c

EXIT_USAGE = 2
EXIT_INTERRUPTED = 130  # what a shell reports for SIGINT
EXIT_OUTPUT_CLOSED = 141  # what a shell reports for SIGPIPE: the reader (`| head`) went away


#: name -> ("module:attribute", the first sentence of its help, shown by ``arena --help``).
#: A new sub-command goes here, not into an eager import (tests/cli/test_cli_lazy.py keeps it honest).
LAZY: dict[str, tuple[str, str]] = {
    "run": (
        "arena.cli.run_cmd:run",
        "Run an arena's items through adapters and score them mechanically.",
    ),
    "list": (
        "arena.cli.list_cmd:list_cmd",
        "Show arenas and adapters (with install hints for adapters not installed).",
    ),
    "model": ("arena.cli.model_cmd:model", "The scripted OpenAI-compatible model server."),
    "env": (
        "arena.cli.env_cmd:env",
        "Framework environments (.venvs/<name>) for adapters run in a worker process.",
    ),
    "matrix": (
        "arena.cli.matrix_cmd:matrix",
        "Run the compliant arena and the probes (batch, batch_swapped, hasty, gated, gated_edited, "
        "reject, switch, edited, partial, second_send) on the scripted model and derive every column from the runs, naming the run ids behind each cell "
        "(docs/methodology.md §7).",
    ),
    "faults": (
        "arena.cli.faults_cmd:faults",
        "Run each adapter once over an ordinary item plus one item per injected model fault, and "
        "print whether every fault failed only its own run, cleanly and on time.",
    ),
    "report": (
        "arena.cli.report_cmd:report",
        "Summarise a results folder and write its self-contained HTML report.",
    ),
    "view": (
        "arena.cli.report_cmd:view",
        "Serve the reports of a results folder (or of every results folder in it) on 127.0.0.1.",
    ),
    "serve": (
        "arena.cli.serve_cmd:serve",
        "Serve the approval inbox: log in with an operator token, decide, follow the audit trail.",
    ),
    "pending": (
        "arena.cli.operator_cmd:pending",
        "List requests waiting for a person, newest first.",
    ),
    "show": (
        "arena.cli.operator_cmd:show",
        "Show a run or a request (a unique id prefix is enough).",
    ),
    "approve": (
        "arena.cli.operator_cmd:approve",
        "Approve requests (a request id, or a run with one open request; prefixes work).",
    ),
    "deny": (
        "arena.cli.operator_cmd:deny",
        "Deny requests (a request id, or a run with one open request; prefixes work).",
    ),
    "resume": (
        "arena.cli.resume_cmd:resume",
        "Continue answered runs through their adapter from the stored state: one RUN, or --all.",
    ),
    "reconcile": (
        "arena.cli.reconcile_cmd:reconcile",
        "Say whether a held run's side effect took effect; the run then waits to be resumed.",
    ),
    "runs": ("arena.cli.operator_cmd:runs", "List stored runs, newest first."),
    "worker": (
        "arena.cli.worker_cmd:worker",
        "Resume answered runs as they are answered, until stopped (PostgreSQL: notified; "
        "SQLite: polled).",
    ),
    "history": (
        "arena.cli.operator_cmd:history",
        "The audit trail of a run: every transition, who, role, interface, when, note (and the "
        "words of an answer given in words, with how they were read).",
    ),
    "operators": (
        "arena.cli.people_cmd:operators",
        "Who may decide: operators, their roles and OS logins, tokens for other interfaces.",
    ),
    "policy": ("arena.cli.people_cmd:policy", "Approval policy files (docs/operator.md)."),
    "audit": (
        "arena.cli.audit_cmd:audit",
        "The audit trail's integrity (a hash chain over every entry and answer).",
    ),
    "sweep": (
        "arena.cli.people_cmd:sweep",
        "Record expired requests as expired (by the store's clock) and close what can never be "
        "answered; expired requests reach their agent at the next resume.",
    ),
    "reply": (
        "arena.cli.people_cmd:reply",
        "Answer a request in words (the agent reads TEXT); a policy may allow or refuse it.",
    ),
}
#: What a Ctrl-C in a command that runs legs leaves behind, by command, unless the command said
#: what is true at that moment in ``ctx.meta[ON_CTRL_C]`` (``arena run`` does: without a store
#: it keeps no runs, and during the --model-url check it had started none, outside user 27).
STORED = "legs in flight were not recorded; arena runs shows where each stored run stands"
AFTER_CTRL_C = {
    "run": STORED,
    "resume": STORED,
    "worker": STORED,
    "matrix": (
        "the probe runs in flight were lost, and arena matrix stores no runs and writes its "
        "results only once every probe is done: run it again"
    ),
    "faults": "the fault runs in flight were lost; arena faults stores no runs: run it again",
}
ON_CTRL_C = "arena.on_ctrl_c"
#: An option a command lacks that another one has, and what this one takes instead: `arena
#: approve req_… --reason ok` was offered '--as' or '--json' (users tester 33).
ELSEWHERE = {
    ("approve", "--reason"): "arena approve takes --note TEXT for why (the agent sees it with "
    "the approval); --reason is arena deny's",
    # arena run's option, looked for on the server (users44): it serves every behaviour at once
    # arena matrix's option, given to arena run (users49): click guessed "--repeats"
    ("run", "--arena"): "arena run takes the arena as its argument, not an option: arena run "
    "ARENA ... (e.g. arena run human_in_the_loop; arena list shows them); --arena is arena "
    "matrix's",
    **{
        ("model", flag): "the scripted model serves every behaviour at once: a client picks one "
        "by the model name it asks for, scripted-<behaviour> (e.g. scripted-reckless; the "
        "names are printed as it starts)"
        for flag in ("--behaviour", "--behavior")
    },
}
#: Commands that run legs: what a Ctrl-C in them leaves unrecorded is worth saying.
RUNS_LEGS = frozenset(AFTER_CTRL_C)
#: Modules whose ``COMMANDS`` a name missing from LAZY is looked up in (so it still runs).
LISTED = ("arena.cli.operator_cmd", "arena.cli.resume_cmd", "arena.cli.people_cmd")


def _load(target: str) -> click.Command:
    module, _, attr = target.partition(":")
    command = getattr(importlib.import_module(module), attr)
    assert isinstance(command, click.Command), target
    return command


class ArenaGroup(click.Group):
    """Turns hitl-arena's own errors into one clear line and a script-friendly exit code, and
    imports a sub-command's module only when that sub-command runs."""

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted({*self.commands, *LAZY})

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        if cmd_name not in self.commands and cmd_name in LAZY:
            self.add_command(_load(LAZY[cmd_name][0]), cmd_name)
        if cmd_name not in self.commands:  # a listed command not yet in LAZY
            for module in LISTED:
                for command in importlib.import_module(module).COMMANDS:
                    self.commands.setdefault(command.name or "", command)
        return self.commands.get(cmd_name)

    def format_commands(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        """Click's listing, with the help of commands not imported yet taken from LAZY."""
        rows = []
        for name in self.list_commands(ctx):
            command = self.commands.get(name) or click.Command(name, help=LAZY[name][1])
            if not command.hidden:
                rows.append((name, command))
        if rows:
            limit = formatter.width - 6 - max(len(name) for name, _ in rows)
            with formatter.section("Commands"):
                formatter.write_dl([(n, c.get_short_help_str(limit)) for n, c in rows])

    def resolve_command(
        self, ctx: click.Context, args: list[str]
    ) -> tuple[str | None, click.Command | None, list[str]]:
        """Click's, but "did you mean" looks among every command, best first: it saw only those
        imported so far, so ``arena runn`` offered ``runs`` and never ``run`` (tester 14)."""
        try:
            return super().resolve_command(ctx, args)
        except click.exceptions.NoSuchCommand:
            import difflib

            name = args[0] if args else ""
            known = self.list_commands(ctx)
            # in capitals (caps lock, a shell that upper-cased it) 'RUN' had no guess (users48);
            # 0.65, as options' guesses: 'sever' offered 'sweep' beside 'serve' (users52)
            close = (
                [name.casefold()]
                if name.casefold() in known
                else difflib.get_close_matches(name.casefold(), known, n=2, cutoff=0.65)
            )
            if name in ("init", "new", "create"):  # an arena of one's own is a folder (users40)
                raise click.UsageError(
                    f"No such command {name!r}: an arena of your own is a folder holding "
                    "arena.yaml and items.yaml (docs/items.md); then arena run FOLDER",
                    ctx,
                ) from None
            from arena.cli.error_lines import command_instead

            if instead := command_instead(name):  # another name for it: 'restart' read 'report'
                raise click.UsageError(instead, ctx) from None
            if not close:
                raise
            said = " or ".join(repr(c) for c in close)
            raise click.UsageError(f"No such command {name!r}. Did you mean {said}?", ctx) from None

    def make_context(
        self,
        info_name: str | None,
        args: list[str],
        parent: click.Context | None = None,
        **extra: Any,
    ) -> click.Context:
        """Click's, but a Ctrl-C while it parses arena's own options is said as any other (one
        line, exit 130): Click turned it into "Aborted!" and exit 1, the one window left
        between :mod:`arena.launcher`'s guard and :meth:`invoke`'s (CI under load, session 47:
        ``test_ctrl_c_at_start[0.4]``)."""
        try:
            return super().make_context(info_name, args, parent=parent, **extra)
        except KeyboardInterrupt:
            _interrupted(click.Context(self, info_name=info_name, parent=parent))
            raise  # not reached: _interrupted exits

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        if args[:1] == ["help"] and "help" not in LAZY:  # git's way: "No such command 'help'",
            while args[:1] == ["help"]:  # and no "did you mean" for the word after it (users38)
                args = args[1:]
            args = [*args, "--help"]
        elif args[:1] in (["--help"], ["-h"]) and args[1:2] and not args[1].startswith("-"):
            args = [*args[1:], "--help"]  # arena --help run: run's help (it printed arena's,
            # exit 0, whatever the word after it: "arena --help rnu" said nothing of 'run')
        ctx.meta["arena.argv"] = ["arena", *args]  # results record the command that made them
        return super().parse_args(ctx, args)

    def invoke(self, ctx: click.Context) -> Any:
        try:
            return self._invoke(ctx)
        except click.ClickException as exc:  # click's own usage errors said nothing on stdout
            from arena.cli.error_lines import json_error, usage_folded

            json_error(ctx, [exc.format_message()], exc.exit_code)  # under --json (users34)
            folded = usage_folded(exc)
            if folded is None:
                raise
            raise folded from None
        finally:
            if SCRIPT:  # the command is done: a Ctrl-C from here is noted, not raised
                from arena.cli import exiting

                exiting.hold(command=ctx.invoked_subcommand)

    def _invoke(self, ctx: click.Context) -> Any:
        try:
            return super().invoke(ctx)
        except click.NoSuchOption as given:
            from arena.cli.error_lines import (
                elsewhere,
                own_items_fix,
                strict_guesses,
                sub_commands_option,
            )

            exc = strict_guesses(given)  # no far-off guess: '--bogus' is not '--out'
            fix = own_items_fix(ctx, exc) or sub_commands_option(exc)
            instead = elsewhere(exc, ctx.invoked_subcommand or "", ELSEWHERE)
            if fix is None and instead:  # not click's guess ('--as', '--json')
                raise click.UsageError(
                    f"No such option '{exc.option_name}': {instead}", exc.ctx
                ) from None
            if fix is None:
                raise exc from None
            raise click.UsageError(f"{exc.format_message()} {fix}", exc.ctx) from None
        except click.BadOptionUsage as exc:  # '--reason' with no value after it (users52)
            from arena.cli.error_lines import option_usage_fix

            usage = option_usage_fix(exc, ctx.meta.get("arena.argv", []), ctx)
            if usage is None:
                raise
            raise usage from None
        except click.BadParameter as exc:  # a missing argument too: where its value is found
            from arena.cli.error_lines import parameter_fix

            said = parameter_fix(exc, ctx.meta.get("arena.argv", []))
            if said is None:
                raise
            raise click.UsageError(said, exc.ctx) from None
        except (UserError, StoreError) as exc:
            from arena.cli import error_lines as told

            fix = (
                (told.own_items_fix(ctx, exc) or told.listing(exc))
                if isinstance(exc, UserError)
                else None
            )
            lines = [f"{inert(p)}{'; ' + fix if fix else ''}" for p in told.each_problem(exc)]
            for line in lines:
                click.echo(told.error_line(line), err=True)
            told.json_error(ctx, lines, EXIT_USAGE)
            sys.exit(EXIT_USAGE)
        except ArenaError as exc:
            from arena.cli.error_lines import error_line, json_error

            click.echo(error_line(inert(exc)), err=True)
            json_error(ctx, [str(inert(exc))], 1)
            sys.exit(1)
        except BrokenPipeError:
            # click.echo into a closed pipe: not 1 (Click's choice, which says runs failed); a
            # BrokenPipeError is an OSError, so it is caught first (`arena model serve | head -1`
            # raised it past the OSError handler as a traceback, users39).
            output_closed()
            sys.exit(EXIT_OUTPUT_CLOSED)
        except OSError as exc:  # a path this user cannot reach: one line, not a traceback
            from arena.cli.error_lines import error_line, json_error
            from arena.cli.options import STORE_GIVEN
            from arena.cli.store_file import path_unreachable, unreachable

            reach = unreachable(exc, ctx.meta.get(STORE_GIVEN)) or path_unreachable(exc)
            if reach is None:
                raise
            click.echo(error_line(inert(reach)), err=True)
            json_error(ctx, [str(inert(reach))], EXIT_USAGE)
            sys.exit(EXIT_USAGE)
        except KeyboardInterrupt:
            _interrupted(ctx)
        except Exception as exc:
            if not from_ctrl_c(exc):
                raise
            _interrupted(ctx)


def _interrupted(ctx: click.Context) -> None:
    """One line saying what a Ctrl-C left behind, and exit 130."""
    from arena.cli import exiting

    said = (
        "interrupted (SIGTERM, taken as Ctrl-C)" if exiting.terminated() else "interrupted (Ctrl-C)"
    )
    # `arena model serve` has no legs to lose
    left = ctx.meta.get(ON_CTRL_C) or AFTER_CTRL_C.get(ctx.invoked_subcommand or "")
    if left:
        said += f": {left}"
    from arena.cli.error_lines import terminal_line  # folded on a terminal, as error: lines

    click.echo(terminal_line(said), err=True)
    sys.exit(EXIT_INTERRUPTED)


#: Commands that run legs, so call the tools that append to ``$ARENA_EXECUTION_JOURNAL``.
RUN_LEGS = frozenset({"run", "resume", "worker", "matrix", "faults"})


@click.group(cls=ArenaGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="hitl-arena")
def main() -> None:
    """hitl-arena: test, compare and operate human-in-the-loop agents.

    A command's own help: arena COMMAND --help, or arena help COMMAND."""
    # Stored text may hold a lone surrogate (a model sent it): show it escaped, never crash on it.
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            reconfigure(errors="backslashreplace")
    ctx = click.get_current_context()
    _warn_unread_env(ctx.meta.get("arena.argv", ()))
    helping = bool({"-h", "--help"} & set(ctx.meta["arena.argv"]))
    if ctx.invoked_subcommand and not helping and any(map(os.environ.get, env_vars.PLUGIN_FLAGS)):
        command = main.get_command(ctx, ctx.invoked_subcommand)  # its options: the plugin's vars
        opts = {o for p in command.params for o in p.opts} if command else set()
        for line in env_vars.plugin_only(os.environ, ctx.invoked_subcommand, opts, ctx.meta):
            _warn(inert(line))
    if ctx.invoked_subcommand in RUN_LEGS and not helping:
        from arena.cli.options import journal_problem

        problem = journal_problem()  # before any run: a bad one crashed every booking
        if problem:
            raise UserError(problem)


def _warn_unread_env(argv: Sequence[str]) -> None:
    """One ``warning:`` line on stderr for each ``ARENA_*`` variable set that arena does not
    read, with the name meant: ``ARENA_STOR=...`` read nothing, and ``arena pending`` listed the
    default store as "nothing pending" (outside tester 26). A warning, not an error: the exit
    status stays the command's (docs/operator.md). A name on the command line (``--api-key-env
    ARENA_TOKEN``) is read by this command."""
    from arena.env_vars import unread

    named = {word.rpartition("=")[2] for word in argv}
    for line in unread({n: v for n, v in os.environ.items() if n not in named}):
        _warn(inert(line))


def _warn(said: str) -> None:
    """A ``warning:`` line on stderr, folded on a terminal as ``error:`` lines are."""
    from arena.line_fold import warning_line

    click.echo(warning_line(said), err=True)


#: True in the ``arena`` script's own process (:func:`entry`), not in a caller's (CliRunner).
SCRIPT = False


def entry() -> None:
    """The ``arena`` script: :func:`main`, then out without the interpreter's teardown.

    Freeing every framework module at exit took 2 s idle and 8 s on a loaded 2-core machine after
    an ``arena run`` over every adapter; results are written and atexit handlers (worker
    shutdown) still run, but nothing is left to free memory for. A Ctrl-C during that teardown
    is said and exits 130, never raised into an exit hook (:mod:`arena.cli.exiting`)."""
    import atexit
    import os

    from arena.cli import exiting

    global SCRIPT
    SCRIPT = True  # this process stays marked as hosting agents once it is (arena.hosting._leave)
    code: int = 0
    sys.stdout = PipeSafe(sys.stdout)  # type: ignore[assignment]
    sys.stderr = PipeSafe(sys.stderr, errors_closed)  # type: ignore[assignment]
    exiting.sigterm_as_ctrl_c()
    try:
        main()
    except SystemExit as exc:
        if isinstance(exc.code, str):
            click.echo(exc.code, err=True)
            code = 1
        else:
            code = exc.code or 0
    exiting.hold(interrupted=code == EXIT_INTERRUPTED)  # --help, a usage error: no invoke
    if code == 0 and was_closed():
        code = EXIT_OUTPUT_CLOSED
    atexit._run_exitfuncs()
    ledger = sys.modules.get("arena.tools.ledger")  # loaded only where tools ran
    if code == 0 and ledger is not None and ledger.unowned():
        code = 1  # a booking no run owned, found with no leg left to fail (summary.json: strays)
    if exiting.noted() and code != EXIT_INTERRUPTED:  # interrupted already: said once
        click.echo(exiting.LATE, err=True)
        code = EXIT_INTERRUPTED
    for stream in (sys.stdout, sys.stderr):
        stream.flush()
    os._exit(code)


def _register() -> None:
    """Eager registrations (prefer LAZY: whatever is imported here slows every command)."""


_register()
