"""The ``arena`` command: a thin layer over the library (STYLE habit 9).

User mistakes become one line on stderr and exit code 2; nothing here prints a traceback for them.
"""

from __future__ import annotations

import sys
from typing import Any

import click

from arena.display import inert
from arena.errors import ArenaError, StoreError, UserError

EXIT_USAGE = 2
EXIT_INTERRUPTED = 130  # what a shell reports for SIGINT


class ArenaGroup(click.Group):
    """Turns hitl-arena's own errors into one clear line and a script-friendly exit code."""

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        ctx.meta["arena.argv"] = ["arena", *args]  # results record the command that made them
        return super().parse_args(ctx, args)

    def invoke(self, ctx: click.Context) -> Any:
        try:
            return super().invoke(ctx)
        except (UserError, StoreError) as exc:
            click.echo(f"error: {inert(exc)}", err=True)
            sys.exit(EXIT_USAGE)
        except ArenaError as exc:
            click.echo(f"error: {inert(exc)}", err=True)
            sys.exit(1)
        except KeyboardInterrupt:
            click.echo(
                "interrupted (Ctrl-C): legs in flight were not recorded; "
                "arena runs shows where each stored run stands",
                err=True,
            )
            sys.exit(EXIT_INTERRUPTED)


@click.group(cls=ArenaGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="hitl-arena")
def main() -> None:
    """hitl-arena: test, compare and operate human-in-the-loop agents."""
    # Stored text may hold a lone surrogate (a model sent it): show it escaped, never crash on it.
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            reconfigure(errors="backslashreplace")


def _register() -> None:
    from arena.cli import (
        env_cmd,
        faults_cmd,
        matrix_cmd,
        model_cmd,
        operator_cmd,
        report_cmd,
        run_cmd,
    )

    main.add_command(run_cmd.run)
    main.add_command(run_cmd.list_cmd)
    main.add_command(model_cmd.model)
    main.add_command(env_cmd.env)
    main.add_command(matrix_cmd.matrix)
    main.add_command(faults_cmd.faults)
    main.add_command(report_cmd.report)
    main.add_command(report_cmd.view)
    for command in operator_cmd.COMMANDS:
        main.add_command(command)
    from arena.cli import people_cmd

    for command in people_cmd.COMMANDS:
        main.add_command(command)


_register()
